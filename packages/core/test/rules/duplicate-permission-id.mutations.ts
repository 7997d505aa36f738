// How the property tests break duplicate-permission-id (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { type MutationOperator, onPermissions } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'give a permission entry the id (and type) of an earlier entry',
  arbitrary: onPermissions((entries, g) => {
    while (entries.length < 2) entries.push({ id: String(10n ** 17n + BigInt(entries.length)), type: 2, permission: true });
    if (new Set(entries.map((e) => e['id'])).size !== entries.length) return undefined;
    const j = g(fc.integer, { min: 1, max: entries.length - 1 });
    const i = g(fc.integer, { min: 0, max: j - 1 });
    entries[j]!['id'] = entries[i]!['id'];
    entries[j]!['type'] = entries[i]!['type'];
    return { path: ['permissions', j, 'id'], what: `entry ${j} repeats the id of entry ${i}` };
  }),
};
