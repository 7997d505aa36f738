import type { RuleContext, RuleVisitors } from './nodes.js';
import type { RuleMeta } from './types.js';

export const DOCS_BASE_URL = 'https://github.com/cmdlint/cmdlint/blob/main/docs/rules/';

/** A rule: its metadata and a check that returns the visitors it wants called during the walk. */
export interface Rule {
  readonly meta: RuleMeta;
  check(context: RuleContext): RuleVisitors;
}

type MetaInput = Omit<RuleMeta, 'docs' | 'hasSuggestions' | 'fixable'> & {
  readonly fixable?: boolean;
  readonly hasSuggestions?: boolean;
};

/** Declares a rule; stamps its docs URL from its id. */
export function defineRule(meta: MetaInput, check: (context: RuleContext) => RuleVisitors): Rule {
  return {
    meta: Object.freeze({
      fixable: false,
      hasSuggestions: false,
      ...meta,
      docs: `${DOCS_BASE_URL}${meta.id}.md`,
    }),
    check,
  };
}

type PlanMetaInput = Omit<RuleMeta, 'docs' | 'hasSuggestions' | 'fixable' | 'subject'> & {
  readonly hasSuggestions?: boolean;
};

const NO_VISITORS = /* @__PURE__ */ Object.freeze({});

/**
 * A plan rule's catalog entry: a rule that judges a deploy plan instead of a body (an id, a
 * severity the configuration can change, a docs page) and has no visitors, so `lint` never runs
 * it. Its judgement is plan/judges/<id>.ts, which `plan()` runs.
 */
export function definePlanRule(meta: PlanMetaInput): Rule {
  return defineRule({ ...meta, subject: 'plan' }, () => NO_VISITORS);
}

export function isPlanRule(rule: Rule): boolean {
  return rule.meta.subject === 'plan';
}
