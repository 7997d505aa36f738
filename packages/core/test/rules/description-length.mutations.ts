// How the property tests break description-length (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { entryPointCommand } from '../../../../test/arbitraries/commands.js';
import { chance, chat, globalEnv, LOCALE_OF, type MutationOperator, onBody, pick, setLocalization } from '../../../../test/arbitraries/mutate.js';
import { codePointCount, EMOJI, textFrom } from '../../../../test/arbitraries/text.js';
import { type MutablePath, namedNodes } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'make a CHAT_INPUT or entry point description (default or localized) empty or 101 code points',
  arbitrary: onBody(globalEnv, (env) => fc.oneof(chat(env), chat(env), entryPointCommand(env)), (body, g) => {
    const nodes = body['type'] === 4 ? [{ node: body, path: [] as MutablePath }] : namedNodes(body);
    const { node, path } = pick(g, nodes);
    const text = chance(g) ? '' : g(textFrom, EMOJI, 101, 101);
    if (chance(g)) {
      node['description'] = text;
      return { path: [...path, 'description'], what: `description of ${codePointCount(text)}` };
    }
    return { path: setLocalization(node, path, 'description', LOCALE_OF(g), text), what: `localized description of ${codePointCount(text)}` };
  }),
};
