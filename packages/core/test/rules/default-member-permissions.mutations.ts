// How the property tests break default-member-permissions (test/arbitraries/mutations.ts loads `mutation`, fixable.ts `injection`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { type FixInjection, idOf } from '../../../../test/arbitraries/inject.js';
import { anyType, type MutationOperator, onBody, pick } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'give default_member_permissions a value that is not a decimal string or null (8, -1, "abc", "0x10", true, 2^60)',
  arbitrary: onBody(envArb, anyType, (body, g) => {
    body['default_member_permissions'] = pick(g, [8, 0, -1, 'abc', '0x10', '-8', '', ' 8', true, 1.5, 2 ** 60, [], {}]);
    return { path: ['default_member_permissions'], what: `default_member_permissions ${JSON.stringify(body['default_member_permissions'])}` };
  }),
};

/** How the fix property breaks it so that the fix undoes it exactly (test/arbitraries/fixable.ts loads it). */
export const injection: FixInjection = {
  order: 6,
  inject: (g, nodes, _original, used, _env, sites) => {
    const candidates = nodes.filter(({ node, role }) => {
      const value = node['default_member_permissions'];
      return role === 'command' && typeof value === 'string' && /^\d+$/.test(value) && Number.isSafeInteger(Number(value)) && String(Number(value)) === value && !used.has(`${idOf(node)}:default_member_permissions`);
    });
    if (candidates.length === 0) return false;
    const { node } = pick(g, candidates);
    node['default_member_permissions'] = Number(node['default_member_permissions']);
    used.add(`${idOf(node)}:default_member_permissions`);
    sites.push({ rule: 'default-member-permissions', holder: node, key: 'default_member_permissions', what: `default_member_permissions ${String(node['default_member_permissions'])} as a number` });
    return true;
  },
};
