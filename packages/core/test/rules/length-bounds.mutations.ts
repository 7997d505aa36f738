// How the property tests break length-bounds (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { envArb } from '../../../../test/arbitraries/env.js';
import { chat, type MutationOperator, onBody, optionOf, pick } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'set min_length below 0 or max_length above 6000 on a STRING option (order kept)',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const target = optionOf(body, g, [3]);
    if (!target) return undefined;
    const field = pick(g, ['min_length', 'max_length']);
    target.option[field] = field === 'min_length' ? -g(fc.integer, { min: 1, max: 10_000 }) : g(fc.integer, { min: 6001, max: 100_000 });
    return { path: [...target.path, field], what: `${field} ${String(target.option[field])}` };
  }),
};
