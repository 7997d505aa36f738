// How the property tests break unique-option-name (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { envArb } from '../../../../test/arbitraries/env.js';
import { arrayOfTwoOptions, chat, type MutationOperator, onBody } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'give an option the name of an earlier option in the same array',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const ref = arrayOfTwoOptions(body, g);
    if (!ref) return undefined;
    const j = g(fc.integer, { min: 1, max: ref.array.length - 1 });
    const i = g(fc.integer, { min: 0, max: j - 1 });
    ref.array[j]!['name'] = ref.array[i]!['name'];
    return { path: [...ref.path, j, 'name'], what: `option ${j} named like option ${i}` };
  }),
};
