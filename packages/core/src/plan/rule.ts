// Plan rules: rules of the catalog (an id, a severity the configuration can change, a docs page)
// that judge a deploy plan instead of a body. `lint` gives them no visitors; `plan` calls the
// rule file's `judge`, which plan/judges.ts lists by id. The catalog holds only the metadata, so
// a bundle of the lint engine alone leaves the judgements out (the browser's core stays small).
import { defineRule, type Rule } from '../rule.js';
import type { RuleMeta } from '../types.js';
import type { PlanRuleContext } from './types.js';

/** What a plan rule's file exports beside its catalog entry. */
export type PlanJudge = (context: PlanRuleContext) => void;

type PlanMetaInput = Omit<RuleMeta, 'docs' | 'hasSuggestions' | 'fixable' | 'subject'> & {
  readonly hasSuggestions?: boolean;
};

const NO_VISITORS = /* @__PURE__ */ Object.freeze({});

/** A plan rule's catalog entry: its metadata, with no visitors. */
export function definePlanRule(meta: PlanMetaInput): Rule {
  return defineRule({ ...meta, subject: 'plan' }, () => NO_VISITORS);
}

export function isPlanRule(rule: Rule): boolean {
  return rule.meta.subject === 'plan';
}
