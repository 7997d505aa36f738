export { lint, lintSet } from './lint.js';
export { commandBudget, type BudgetContributor, type CommandBudget } from './budget.js';
export { rules } from './rules/index.js';
export { DOCS_BASE_URL, type Rule } from './rule.js';
export { detectKind } from './walk.js';
export { codePointLength } from './util.js';
export * from './facts.js';
export type * from './types.js';
export type * from './nodes.js';
