// Plan rules: rules of the catalog (an id, a severity the configuration can change, a docs page)
// that judge a deploy plan instead of a body. `lint` gives them no visitors; `plan` calls `judge`.
import { defineRule, type Rule } from '../rule.js';
import type { RuleMeta } from '../types.js';
import type { PlanRuleContext } from './types.js';

export interface PlanRule extends Rule {
  judge(context: PlanRuleContext): void;
}

type PlanMetaInput = Omit<RuleMeta, 'docs' | 'hasSuggestions' | 'fixable' | 'subject'> & {
  readonly hasSuggestions?: boolean;
};

const NO_VISITORS = Object.freeze({});

export function definePlanRule(meta: PlanMetaInput, judge: (context: PlanRuleContext) => void): PlanRule {
  const rule = defineRule({ ...meta, subject: 'plan' }, () => NO_VISITORS);
  return { meta: rule.meta, check: rule.check, judge };
}

export function isPlanRule(rule: Rule): rule is PlanRule {
  return rule.meta.subject === 'plan' && typeof (rule as Partial<PlanRule>).judge === 'function';
}
