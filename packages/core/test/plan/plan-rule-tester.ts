// The table harness of plan rules (as rule-tester.ts for body rules): plans that must not draw
// the rule, and plans that must, with where each diagnostic points and the words of its message.
import { describe, expect, it } from 'vitest';
import { rules, type Path, type Severity } from '../../src/index.js';
import { PLAN_JUDGES, plan, type PlanOptions } from '../../src/plan/index.js';
import { expectMessage, expectMessagesCovered, type ExpectedMessage } from '../expect-message.js';

export interface PlanCase {
  readonly name: string;
  readonly local: readonly unknown[];
  readonly registered: readonly unknown[] | undefined;
  readonly options?: PlanOptions;
}

export interface ExpectedPlanDiagnostic extends ExpectedMessage {
  readonly path?: Path;
  readonly body?: number;
  readonly registered?: number;
  readonly severity?: Severity;
  /** Bodies the suggestions produce, applied to the local body. */
  readonly suggestions?: number;
}

export function testPlanRule(ruleId: string, cases: { valid: readonly PlanCase[]; invalid: readonly (PlanCase & { readonly errors: readonly ExpectedPlanDiagnostic[] })[] }): void {
  describe(ruleId, () => {
    it('is a plan rule of the catalog', () => {
      expect(rules.find((r) => r.meta.id === ruleId)?.meta.subject).toBe('plan');
    });
    for (const testCase of cases.valid) {
      it(`valid: ${testCase.name}`, () => {
        expect(plan(testCase.local, testCase.registered, testCase.options).diagnostics.filter((d) => d.ruleId === ruleId)).toEqual([]);
      });
    }
    for (const testCase of cases.invalid) {
      it(`invalid: ${testCase.name}`, () => {
        const found = plan(testCase.local, testCase.registered, testCase.options).diagnostics.filter((d) => d.ruleId === ruleId);
        expect(found.map((d) => d.message)).toHaveLength(testCase.errors.length);
        testCase.errors.forEach((expected, i) => {
          const d = found[i]!;
          expectMessage(d, expected, PLAN_JUDGES.get(ruleId)!.messages);
          expect(d.path).toEqual(expected.path ?? []);
          expect(d.body).toBe(expected.body);
          expect(d.registered).toBe(expected.registered);
          expect(d.severity).toBe(expected.severity ?? rules.find((r) => r.meta.id === ruleId)!.meta.severity);
          expect(d.suggestions?.length ?? 0).toBe(expected.suggestions ?? 0);
        });
      });
    }
    it('reports each of its messages, and one case asserts a whole text', () => {
      const reported = cases.invalid.flatMap((c) => plan(c.local, c.registered, c.options).diagnostics.filter((d) => d.ruleId === ruleId));
      expectMessagesCovered(PLAN_JUDGES.get(ruleId)!.messages, reported, cases.invalid.flatMap((c) => c.errors));
    });
  });
}
