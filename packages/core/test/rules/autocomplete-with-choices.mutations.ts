// How the property tests break autocomplete-with-choices (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { chance, chat, choiceOption, type MutationOperator, onBody, pick, validChoiceValue } from '../../../../test/arbitraries/mutate.js';
import { allOptions } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'set autocomplete: true on an option with choices, or add a choice to an autocomplete option (reported on the option)',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const autocomplete = allOptions(body).filter((r) => r.option['autocomplete'] === true);
    if (autocomplete.length > 0 && chance(g)) {
      const ref = pick(g, autocomplete);
      ref.option['choices'] = [{ name: 'One', value: validChoiceValue(ref.option['type'] as number, 1) }];
      // The conflict is between two fields: the rule reports the option itself.
      return { path: ref.path, what: 'a choice added to an autocomplete option' };
    }
    const target = choiceOption(body, g);
    if (!target) return undefined;
    target.option['autocomplete'] = true;
    return { path: target.path, what: 'autocomplete: true beside choices' };
  }),
};
