// How the property tests break duplicate-array-value (test/arbitraries/mutations.ts loads `mutation`, fixable.ts `injection`).
import fc from 'fast-check';
import { envArb } from '../../../../test/arbitraries/env.js';
import { type FixInjection } from '../../../../test/arbitraries/inject.js';
import { anyType, type MutationOperator, onBody, pick } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'repeat a value in contexts or integration_types',
  arbitrary: onBody(envArb, anyType, (body, g, env) => {
    const field = pick(g, ['contexts', 'integration_types']);
    const supported = env.application.integrationTypes ?? [0, 1];
    const list: number[] = Array.isArray(body[field]) && (body[field] as number[]).length > 0 ? (body[field] as number[]) : (body[field] = [pick(g, field === 'contexts' ? [0, 1, 2] : supported)]);
    list.push(pick(g, list));
    return { path: [field, list.length - 1], what: `${field} ${JSON.stringify(list)}` };
  }),
};

/** How the fix property breaks it so that the fix undoes it exactly (test/arbitraries/fixable.ts loads it). */
export const injection: FixInjection = {
  order: 7,
  inject: (g, nodes, _original, _used, _env, sites) => {
    const candidates: unknown[][] = [];
    for (const { node, role } of nodes) {
      if (role !== 'command') continue;
      for (const field of ['contexts', 'integration_types']) {
        const list = node[field];
        if (Array.isArray(list) && list.some((v) => typeof v === 'number')) candidates.push(list);
      }
    }
    if (candidates.length === 0) return false;
    const list = pick(g, candidates);
    const numbers = list.map((v, i) => [v, i] as const).filter(([v]) => typeof v === 'number');
    const [value, from] = pick(g, numbers);
    const at = g(fc.integer, { min: from + 1, max: list.length });
    list.splice(at, 0, value);
    // Places after the insertion in this array move by one.
    for (const site of sites) if (site.holder === list && typeof site.key === 'number' && site.key >= at) site.key++;
    sites.push({ rule: 'duplicate-array-value', holder: list, key: at, what: `${String(value)} repeated at ${at}` });
    return true;
  },
};
