// How the property tests break body-shape (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { envArb, lintOptionsOf } from '../../../../test/arbitraries/env.js';
import { type MutationCase, type MutationOperator, smallSet } from '../../../../test/arbitraries/mutate.js';
import { commandSet } from '../../../../test/arbitraries/sets.js';

export const mutation: MutationOperator = {
  operator: 'replace the body by a non-object, or put a non-object item into a bulk array',
  arbitrary: envArb.chain((env) =>
    fc.tuple(commandSet(env, smallSet), fc.constantFrom<unknown>(null, 42, 'ping', [], true, [{ name: 'x' }], 1n), fc.nat(), fc.boolean()).map(([set, junk, at, whole]): MutationCase => {
      if (whole && !Array.isArray(junk)) return { bodies: [junk], options: lintOptionsOf(env), expected: [{ body: 0, path: [] }], what: `body replaced by ${typeof junk === "bigint" ? `${junk}n` : JSON.stringify(junk)}` };
      const items: unknown[] = [...set];
      const position = at % (items.length + 1);
      items.splice(position, 0, junk);
      return { bodies: [items], options: lintOptionsOf(env), expected: [{ body: 0, path: [position] }], what: `item ${position} of the bulk array is ${typeof junk === "bigint" ? `${junk}n` : JSON.stringify(junk)}` };
    }),
  ),
};
