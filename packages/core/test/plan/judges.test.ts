// Plan rules live in two lists: the catalog holds their metadata (ids, severities, docs pages)
// and plan/judges/<id>.ts their judgements, kept apart so the lint engine's bundle leaves the
// judgements out. The two must name the same rules.
import { describe, expect, it } from 'vitest';
import { PLAN_JUDGES, isPlanRule } from '../../src/plan/index.js';
import { rules } from '../../src/rules/index.js';

describe('plan rules: catalog and judges', () => {
  it('every plan rule of the catalog has a judge, and every judge a plan rule of the catalog', () => {
    const planRules = rules.filter(isPlanRule).map((rule) => rule.meta.id).sort();
    expect(planRules.length).toBeGreaterThan(0);
    expect([...PLAN_JUDGES.keys()].sort()).toEqual(planRules);
  });

  it('a lint rule has no judge and a plan rule no visitors', () => {
    for (const rule of rules) {
      if (isPlanRule(rule)) expect(Object.keys(rule.check({} as never) ?? {})).toEqual([]);
      else expect(PLAN_JUDGES.has(rule.meta.id)).toBe(false);
    }
  });
});
