// How the property tests break required-field (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { type LintOptions } from '../../src/index.js';
import { envArb } from '../../../../test/arbitraries/env.js';
import { anyType, chance, getPath, index, type MutationCase, type MutationOperator, onBody, pick } from '../../../../test/arbitraries/mutate.js';
import { permissionsCase } from '../../../../test/arbitraries/permissions.js';
import { allChoices, allOptions, clone, type MutablePath, type Obj } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'delete a required field: command name or description, option type/name/description, choice name/value, permission entry field',
  arbitrary: fc.oneof(
    onBody(envArb, anyType, (body, g) => {
      const sites: MutablePath[] = [['name']];
      const isChatInput = body['type'] === undefined || body['type'] === 1;
      if (isChatInput) {
        sites.push(['description']);
        for (const ref of allOptions(body)) for (const field of ['type', 'name', 'description']) sites.push([...ref.path, field]);
        for (const ref of allChoices(body)) for (const field of ['name', 'value']) sites.push([...ref.path, field]);
      }
      const path = pick(g, sites);
      delete (getPath(body, path.slice(0, -1)) as Obj)[path[path.length - 1] as string];
      return { path, what: `deleted ${JSON.stringify(path)}` };
    }),
    fc.tuple(permissionsCase, fc.gen()).map(([c, g]): MutationCase => {
      const body = clone(c.body);
      const entries = body['permissions'] as Obj[];
      const options: LintOptions = c.guildId === undefined ? {} : { guildId: c.guildId };
      if (entries.length === 0 || chance(g)) {
        return { bodies: [{}], options: { ...options, kind: 'permissions' }, expected: [{ body: 0, path: ['permissions'] }], what: 'permissions body without "permissions"' };
      }
      const i = index(g, entries.length);
      const field = pick(g, ['id', 'type', 'permission']);
      delete entries[i]![field];
      return { bodies: [body], options, expected: [{ body: 0, path: ['permissions', i, field] }], what: `deleted permissions[${i}].${field}` };
    }),
  ),
};
