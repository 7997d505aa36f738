// The table-driven harness every rule test uses (after ESLint's RuleTester): a rule's test is a
// list of valid bodies and a list of invalid bodies with the path and key words of each message.
// A case gives either one `body` (linted with `lint`) or the `bodies` of a set (linted together
// with `lintSet`, for the rules that count or compare across the files of a set). Every table also
// holds every rule to its filters (`only`, `namesMayRepeat`): its cases must give the same
// diagnostics, of all rules, with the filters honoured and ignored.
import { describe, expect, it } from 'vitest';
import { applyFix, lintSet, rules, type Diagnostic, type LintOptions, type Path } from '../src/index.js';
import { createLinterIgnoringFilters } from '../src/lint.js';
import { expectMessage, expectMessagesCovered, type ExpectedMessage } from './expect-message.js';

interface CaseBase {
  /** Shown as the test name. */
  readonly name?: string;
  readonly options?: LintOptions;
}

/** One body, or the bodies of a set (several files linted together). */
export type ValidCase = CaseBase & ({ readonly body: unknown; readonly bodies?: never } | { readonly bodies: readonly unknown[]; readonly body?: never });

interface ExpectedError extends ExpectedMessage {
  /** In a set case, the index in `bodies` of the body the diagnostic is in (0 when omitted). */
  readonly bodyIndex?: number;
  readonly path: Path;
  /** The body after applying this diagnostic's automatic fix; `null` asserts there is no fix. */
  readonly output?: unknown;
  /** How many suggestions the diagnostic offers, or the bodies each one produces. */
  readonly suggestions?: number | readonly unknown[];
}

export type InvalidCase = ValidCase & {
  /** Every diagnostic of the rule under test, in order (body by body in a set case). */
  readonly errors: readonly ExpectedError[];
};

interface Found {
  readonly bodyIndex: number;
  readonly diagnostic: Diagnostic;
}

function bodiesOf(testCase: ValidCase): readonly unknown[] {
  return testCase.bodies ?? [testCase.body];
}

function ofRule(ruleId: string, testCase: ValidCase): Found[] {
  return lintSet(bodiesOf(testCase), testCase.options).flatMap((list, bodyIndex) =>
    list.filter((d) => d.ruleId === ruleId).map((diagnostic) => ({ bodyIndex, diagnostic })),
  );
}

function caseName(index: number, testCase: ValidCase): string {
  if (testCase.name) return testCase.name;
  let text: string;
  try {
    const shown = testCase.bodies ?? testCase.body;
    text = JSON.stringify(shown) ?? String(shown);
  } catch {
    text = '(unprintable body)';
  }
  return `#${index}: ${text.length > 90 ? `${text.slice(0, 90)}…` : text}`;
}

/** Runs a rule's table of cases. */
export function testRule(ruleId: string, cases: { valid: readonly ValidCase[]; invalid: readonly InvalidCase[] }): void {
  const rule = rules.find((r) => r.meta.id === ruleId);
  describe(ruleId, () => {
    it('is in the catalog', () => {
      expect(rule, `rule ${ruleId} is not in the catalog`).toBeDefined();
    });
    expect(cases.valid.length, `${ruleId} needs valid cases`).toBeGreaterThan(0);
    expect(cases.invalid.length, `${ruleId} needs invalid cases`).toBeGreaterThan(0);
    describe('valid', () => {
      cases.valid.forEach((testCase, index) => {
        it(caseName(index, testCase), () => {
          expect(ofRule(ruleId, testCase).map((f) => f.diagnostic)).toEqual([]);
        });
      });
    });
    it('gives the same diagnostics of every rule with the filters ignored', () => {
      const all = [...cases.valid.map((c, i) => [`valid ${caseName(i, c)}`, c] as const), ...cases.invalid.map((c, i) => [`invalid ${caseName(i, c)}`, c] as const)];
      for (const [name, testCase] of all) {
        const bodies = bodiesOf(testCase);
        expect(createLinterIgnoringFilters(testCase.options).lintSet(bodies), name).toEqual(lintSet(bodies, testCase.options));
      }
    });
    describe('invalid', () => {
      cases.invalid.forEach((testCase, index) => {
        it(caseName(index, testCase), () => {
          const found = ofRule(ruleId, testCase);
          const bodies = bodiesOf(testCase);
          // A single body is shown by path alone; a set case by body index and path.
          const where = (bodyIndex: number, path: Path): unknown => (testCase.bodies ? [bodyIndex, path] : path);
          expect(
            found.map((f) => where(f.bodyIndex, f.diagnostic.path)),
            `paths of ${ruleId} diagnostics (messages: ${found.map((f) => f.diagnostic.message).join(' | ')})`,
          ).toEqual(testCase.errors.map((e) => where(e.bodyIndex ?? 0, e.path)));
          testCase.errors.forEach((expected, i) => {
            const { diagnostic, bodyIndex } = found[i]!;
            const body = bodies[bodyIndex];
            expect(diagnostic.severity).toBe(rule!.meta.severity);
            expectMessage(diagnostic, expected, rule!.meta.messages ?? {});
            if (expected.output === null) expect(diagnostic.fix).toBeUndefined();
            else if (expected.output !== undefined) {
              expect(diagnostic.fix, 'an automatic fix').toBeDefined();
              expect(rule!.meta.fixable).toBe(true);
              expect(applyFix(body, diagnostic.fix!)).toEqual(expected.output);
            }
            if (typeof expected.suggestions === 'number') expect(diagnostic.suggestions?.length ?? 0).toBe(expected.suggestions);
            else if (expected.suggestions !== undefined) {
              expect(diagnostic.suggestions?.map((s) => applyFix(body, s.fix))).toEqual(expected.suggestions);
            }
            if (diagnostic.fix) expect(rule!.meta.fixable).toBe(true);
            if (diagnostic.suggestions) expect(rule!.meta.hasSuggestions).toBe(true);
          });
        });
      });
    });
    it('declares its messages, reports each of them, and one case asserts a whole text', () => {
      expect(rule?.meta.messages, 'meta.messages').toBeDefined();
      expectMessagesCovered(rule!.meta.messages!, cases.invalid.flatMap((c) => ofRule(ruleId, c).map((f) => f.diagnostic)), cases.invalid.flatMap((c) => c.errors));
    });
  });
}

/** A minimal valid CHAT_INPUT command, to build cases from. */
export function command(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { name: 'ping', description: 'Replies with pong', ...fields };
}

/** A minimal valid option of a type (3 STRING by default). */
export function option(fields: Record<string, unknown> = {}): Record<string, unknown> {
  return { type: 3, name: 'text', description: 'Some text', ...fields };
}
