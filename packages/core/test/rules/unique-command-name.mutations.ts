// How the property tests break unique-command-name (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { envArb, lintOptionsOf } from '../../../../test/arbitraries/env.js';
import { chance, index, type MutationCase, type MutationOperator, pick, SKIP, smallSet } from '../../../../test/arbitraries/mutate.js';
import { commandSet } from '../../../../test/arbitraries/sets.js';
import { clone } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'add to a valid set a second command of the same type and name (as files of a set, or in one bulk array)',
  arbitrary: envArb.chain((env) =>
    fc.tuple(commandSet(env, smallSet), fc.gen()).map(([set, g]): MutationCase => {
      const candidates = set.filter((c) => c['type'] !== 4);
      if (candidates.length === 0) return SKIP;
      const original = pick(g, candidates);
      const copy = clone(original);
      if (chance(g)) {
        // Another body of the same type that only shares the name.
        delete copy['name_localizations'];
        delete copy['description_localizations'];
        delete copy['options'];
      }
      const items = [...set];
      items.splice(index(g, items.length + 1), 0, copy);
      const a = items.indexOf(original);
      const b = items.indexOf(copy);
      if (chance(g)) {
        return { bodies: items, options: lintOptionsOf(env), expected: [{ body: a, path: ['name'] }, { body: b, path: ['name'] }], what: 'duplicate name across files' };
      }
      return { bodies: [items], options: lintOptionsOf(env), expected: [{ body: 0, path: [a, 'name'] }, { body: 0, path: [b, 'name'] }], what: 'duplicate name in a bulk array' };
    }),
  ),
};
