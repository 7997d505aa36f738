// How the property tests break name-length (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { envArb } from '../../../../test/arbitraries/env.js';
import { anyType, chatInputNamed, type G, type MutationOperator, onBody, pick, variants } from '../../../../test/arbitraries/mutate.js';
import { NAME_SCRIPTS, textFrom } from '../../../../test/arbitraries/text.js';

const nameText = (g: G, length: number): string => g(textFrom, pick(g, Object.values(NAME_SCRIPTS)), length, length);

export const mutation: MutationOperator = {
  operator: 'make a name (default or localized, command or option) 33 code points long, or empty',
  arbitrary: onBody(envArb, anyType, (body, g) => {
    const chatInput = body['type'] === undefined || body['type'] === 1;
    const all = variants(chatInput ? chatInputNamed(body) : [{ node: body, path: [] }], 'name');
    const variant = pick(g, all);
    const empty = g(fc.integer, { min: 0, max: 4 }) === 0;
    const text = empty ? '' : chatInput ? nameText(g, 33) : g(textFrom, ['a', 'B', ' ', '😀', 'ж'], 33, 33);
    variant.holder[variant.key] = text;
    return { path: variant.path, what: empty ? 'empty name' : 'name of 33 code points' };
  }),
};
