// Property 2: every error rule is reachable. Each rule of severity error has a mutation operator
// (test/arbitraries/mutations.ts) that breaks exactly that rule on a valid body; the mutated body
// gets that rule at the mutated path, and no error from any other rule.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lintSet, rules, type Diagnostic } from '../../packages/core/src/index.js';
import { MUTATIONS, type MutationCase } from '../arbitraries/index.js';
import { params, TIMEOUT } from './settings.js';

// Body rules: a plan rule judges a deploy plan, and its reachability is its own table test's and the plan property's.
const ERROR_RULES = rules.filter((rule) => rule.meta.severity === 'error' && rule.meta.subject !== 'plan').map((rule) => rule.meta.id);
const RUNS = 60;

const samePath = (a: readonly unknown[], b: readonly unknown[]): boolean => a.length === b.length && a.every((key, i) => key === b[i]);
const show = (body: number, d: Diagnostic): string => `body ${body} ${d.ruleId} at ${JSON.stringify(d.path)}: ${d.message}`;

/** Checks one mutated case; returns false when the case was skipped. */
function check(ruleId: string, c: MutationCase): void {
  fc.pre(c.skip !== true);
  const results = lintSet(c.bodies, c.options);
  const errors = results.flatMap((diagnostics, body) => diagnostics.filter((d) => d.severity === 'error').map((d) => ({ body, d })));
  // No error from another rule.
  expect(errors.filter((e) => e.d.ruleId !== ruleId).map((e) => show(e.body, e.d)), c.what).toEqual([]);
  // The rule reports at every expected path, and nowhere else.
  for (const want of c.expected) {
    expect(
      errors.some((e) => e.body === want.body && samePath(e.d.path, want.path)),
      `${c.what}: expected ${ruleId} on body ${want.body} at ${JSON.stringify(want.path)}, got ${JSON.stringify(errors.map((e) => show(e.body, e.d)))}`,
    ).toBe(true);
  }
  for (const e of errors) {
    expect(c.expected.some((want) => want.body === e.body && samePath(e.d.path, want.path)), `${c.what}: unexpected ${show(e.body, e.d)}`).toBe(true);
  }
}

describe('property 2: every error rule is reachable', () => {
  it('the mutation table covers every error rule of the catalog, and nothing else', () => {
    expect(Object.keys(MUTATIONS).sort()).toEqual([...ERROR_RULES].sort());
  });

  for (const ruleId of ERROR_RULES) {
    const mutation = MUTATIONS[ruleId];
    it(`${ruleId}: ${mutation?.operator ?? '(no mutation operator)'}`, () => {
      expect(mutation, `no mutation operator for the error rule ${ruleId}`).toBeDefined();
      let skipped = 0;
      const arbitrary = mutation!.arbitrary.map((c) => {
        if (c.skip) skipped++;
        return c;
      });
      const parameters = params<[MutationCase]>(ruleId === 'command-type-limit' ? RUNS / 2 : RUNS);
      fc.assert(
        fc.property(arbitrary, (c) => check(ruleId, c)),
        parameters,
      );
      // An operator that mostly finds nothing to break proves little.
      expect(skipped, `${ruleId}: ${skipped} skipped cases`).toBeLessThan(parameters.numRuns! / 2);
    }, TIMEOUT);
  }
});
