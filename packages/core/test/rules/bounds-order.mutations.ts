// How the property tests break bounds-order (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { envArb } from '../../../../test/arbitraries/env.js';
import { chat, type MutationOperator, onBody, optionOf } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'set min_value above max_value (INTEGER, NUMBER) or min_length above max_length (STRING), each within range',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const target = optionOf(body, g, [3, 4, 10]);
    if (!target) return undefined;
    const type = target.option['type'] as number;
    if (type === 3) {
      const max = g(fc.integer, { min: 1, max: 5999 });
      target.option['max_length'] = max;
      target.option['min_length'] = g(fc.integer, { min: max + 1, max: 6000 });
      return { path: [...target.path, 'min_length'], what: 'min_length > max_length' };
    }
    const a = type === 4 ? g(fc.integer, { min: -1000, max: 999 }) : g(fc.double, { min: -1000, max: 999, noNaN: true });
    target.option['max_value'] = a;
    target.option['min_value'] = type === 4 ? a + g(fc.integer, { min: 1, max: 1000 }) : a + g(fc.double, { min: 0.001, max: 1000, noNaN: true });
    return { path: [...target.path, 'min_value'], what: 'min_value > max_value' };
  }),
};
