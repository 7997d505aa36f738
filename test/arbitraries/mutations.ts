// The mutation operators of the property tests, by rule id: each error rule's own is the
// `mutation` export of packages/core/test/rules/<id>.mutations.ts (beside its table test); the
// helpers to write one are in mutate.ts. Property 2 maps every error rule of the catalog to its
// operator; the fix, position and server properties reuse them to make broken bodies.
import { loadRuleFiles } from './rule-files.js';
import type { MutationOperator } from './mutate.js';

export type { MutationCase, MutationOperator } from './mutate.js';

const operators: [string, MutationOperator][] = [];
for (const [id, module] of await loadRuleFiles()) {
  if (module['mutation'] !== undefined) operators.push([id, module['mutation'] as MutationOperator]);
}

/** Every rule's mutation operator, in catalog order (the order `fc.oneof` draws from). */
export const MUTATIONS: Readonly<Record<string, MutationOperator>> = Object.fromEntries(operators);
