// The table-driven harness every rule test uses (after ESLint's RuleTester): a rule's test is a
// list of valid bodies and a list of invalid bodies with the path and key words of each message.
import { describe, expect, it } from 'vitest';
import { applyFix, lint, rules, type Diagnostic, type LintOptions, type Path } from '../src/index.js';

export interface ValidCase {
  /** Shown as the test name. */
  readonly name?: string;
  readonly body: unknown;
  readonly options?: LintOptions;
}

export interface ExpectedError {
  readonly path: Path;
  /** Words (or a pattern) the message must contain: the field, the value, the remedy. */
  readonly message: readonly string[] | RegExp;
  /** The body after applying this diagnostic's automatic fix; `null` asserts there is no fix. */
  readonly output?: unknown;
  /** How many suggestions the diagnostic offers, or the bodies each one produces. */
  readonly suggestions?: number | readonly unknown[];
}

export interface InvalidCase extends ValidCase {
  /** Every diagnostic of the rule under test, in order. */
  readonly errors: readonly ExpectedError[];
}

function ofRule(ruleId: string, body: unknown, options?: LintOptions): Diagnostic[] {
  return lint(body, options).filter((d) => d.ruleId === ruleId);
}

function caseName(index: number, testCase: ValidCase): string {
  if (testCase.name) return testCase.name;
  let text: string;
  try {
    text = JSON.stringify(testCase.body) ?? String(testCase.body);
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
          expect(ofRule(ruleId, testCase.body, testCase.options)).toEqual([]);
        });
      });
    });
    describe('invalid', () => {
      cases.invalid.forEach((testCase, index) => {
        it(caseName(index, testCase), () => {
          const found = ofRule(ruleId, testCase.body, testCase.options);
          expect(
            found.map((d) => d.path),
            `paths of ${ruleId} diagnostics (messages: ${found.map((d) => d.message).join(' | ')})`,
          ).toEqual(testCase.errors.map((e) => e.path));
          testCase.errors.forEach((expected, i) => {
            const diagnostic = found[i]!;
            expect(diagnostic.severity).toBe(rule!.meta.severity);
            if (expected.message instanceof RegExp) expect(diagnostic.message).toMatch(expected.message);
            else for (const word of expected.message) expect(diagnostic.message).toContain(word);
            if (expected.output === null) expect(diagnostic.fix).toBeUndefined();
            else if (expected.output !== undefined) {
              expect(diagnostic.fix, 'an automatic fix').toBeDefined();
              expect(rule!.meta.fixable).toBe(true);
              expect(applyFix(testCase.body, diagnostic.fix!)).toEqual(expected.output);
            }
            if (typeof expected.suggestions === 'number') expect(diagnostic.suggestions?.length ?? 0).toBe(expected.suggestions);
            else if (expected.suggestions !== undefined) {
              expect(diagnostic.suggestions?.map((s) => applyFix(testCase.body, s.fix))).toEqual(expected.suggestions);
            }
            if (diagnostic.fix) expect(rule!.meta.fixable).toBe(true);
            if (diagnostic.suggestions) expect(rule!.meta.hasSuggestions).toBe(true);
          });
        });
      });
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
