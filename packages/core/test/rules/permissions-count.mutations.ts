// How the property tests break permissions-count (test/arbitraries/mutations.ts loads `mutation`).
import { chance, index, type MutationOperator, onPermissions, pick } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'fill a permissions body to 100 entries with fresh ids (valid), then push a 101st',
  arbitrary: onPermissions((entries, g, c) => {
    const used = new Set(entries.map((e) => e['id'] as string));
    if (c.guildId !== undefined) {
      used.add(c.guildId);
      used.add(String(BigInt(c.guildId) - 1n));
    }
    let next = 10n ** 17n;
    while (entries.length < 101) {
      while (used.has(String(next))) next++;
      used.add(String(next));
      entries.splice(index(g, entries.length + 1), 0, { id: String(next), type: pick(g, [1, 2, 3]), permission: chance(g) });
    }
    return { path: ['permissions', 100], what: '101 entries' };
  }),
};
