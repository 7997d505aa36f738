// How the property tests break max-choices (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { chat, choiceOption, type MutationOperator, onBody, validChoiceValue } from '../../../../test/arbitraries/mutate.js';
import { type Obj } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'fill the choices of a STRING/INTEGER/NUMBER option to 25 (valid), then push a 26th',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const target = choiceOption(body, g);
    if (!target) return undefined;
    const choices = target.option['choices'] as Obj[];
    const type = target.option['type'] as number;
    while (choices.length < 26) choices.push({ name: `c${choices.length}`, value: validChoiceValue(type, choices.length) });
    return { path: [...target.path, 'choices', 25], what: '26 choices' };
  }),
};
