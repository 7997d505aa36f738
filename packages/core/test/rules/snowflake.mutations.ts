// How the property tests break snowflake (test/arbitraries/mutations.ts loads `mutation`).
import { index, type MutationOperator, onPermissions, pick } from '../../../../test/arbitraries/mutate.js';
import { MAX_SNOWFLAKE } from '../../../../test/arbitraries/permissions.js';

export const mutation: MutationOperator = {
  operator: 'make a permission id not a snowflake (leading zero, not digits, past 2^64-1)',
  arbitrary: onPermissions((entries, g) => {
    if (entries.length === 0) entries.push({ id: '81384788765712384', type: 2, permission: true });
    const i = index(g, entries.length);
    const id = entries[i]!['id'] as string;
    entries[i]!['id'] = pick(g, [`0${id}`, 'abc', '', '-5', String(MAX_SNOWFLAKE + 1n), '1.5', ` ${id}`, `${id}n`, '9'.repeat(25)]);
    return { path: ['permissions', i, 'id'], what: `id ${JSON.stringify(entries[i]!['id'])}` };
  }),
};
