// How the property tests break snowflake (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { index, type MutationCase, type MutationOperator, pick } from '../../../../test/arbitraries/mutate.js';
import { MAX_SNOWFLAKE, permissionsCase } from '../../../../test/arbitraries/permissions.js';
import { clone, type Obj } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'make a permission id not a snowflake (leading zero, not digits, past 2^64-1)',
  arbitrary: fc.tuple(permissionsCase, fc.gen()).map(([c, g]): MutationCase => {
    const body = clone(c.body);
    const entries = body['permissions'] as Obj[];
    if (entries.length === 0) entries.push({ id: '81384788765712384', type: 2, permission: true });
    const i = index(g, entries.length);
    const id = entries[i]!['id'] as string;
    entries[i]!['id'] = pick(g, [`0${id}`, 'abc', '', '-5', String(MAX_SNOWFLAKE + 1n), '1.5', ` ${id}`, `${id}n`, '9'.repeat(25)]);
    return { bodies: [body], options: c.guildId === undefined ? {} : { guildId: c.guildId }, expected: [{ body: 0, path: ['permissions', i, 'id'] }], what: `id ${JSON.stringify(entries[i]!['id'])}` };
  }),
};
