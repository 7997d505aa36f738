// How the property tests break choice-name (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { chance, chat, choiceOption, LOCALE_OF, type MutationOperator, onBody, pick, setLocalization } from '../../../../test/arbitraries/mutate.js';
import { codePointCount, EMOJI, textFrom } from '../../../../test/arbitraries/text.js';
import { allChoices } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'make a choice name (default or localized) empty or 101 code points',
  arbitrary: onBody(envArb, chat, (body, g) => {
    if (!choiceOption(body, g)) return undefined;
    const ref = pick(g, allChoices(body));
    const text = chance(g) ? '' : g(textFrom, EMOJI, 101, 101);
    if (chance(g)) {
      ref.choice['name'] = text;
      return { path: [...ref.path, 'name'], what: `choice name of ${codePointCount(text)}` };
    }
    return { path: setLocalization(ref.choice, ref.path, 'name', LOCALE_OF(g), text), what: `localized choice name of ${codePointCount(text)}` };
  }),
};
