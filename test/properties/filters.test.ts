// The rules' filters are promises (VisitFilters in packages/core/src/nodes.ts): `only` leaves out
// nodes on which a rule would report nothing, and `namesMayRepeat` false lets the uniqueness rules
// return at once. A broken promise hides a problem silently, so every body here is linted twice,
// with the filters honoured (what the package does) and ignored (every visitor on every node,
// names always said to repeat), and both must give the same diagnostics of every rule. The rule
// tables run the same comparison on each of their cases (packages/core/test/rule-tester.ts); here
// come the mutation corpus (one break of each error rule) and damaged bodies (warnings too).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createLinter, rules, type LintOptions } from '../../packages/core/src/index.js';
import { createLinterIgnoringFilters } from '../../packages/core/src/lint.js';
import { damagedBody, lintOptions, MUTATIONS } from '../arbitraries/index.js';
import { params, TIMEOUT } from './settings.js';

const ERROR_RULES = rules.filter((rule) => rule.meta.severity === 'error' && rule.meta.subject !== 'plan').map((rule) => rule.meta.id);

function expectSameBothWays(bodies: readonly unknown[], options: LintOptions, what: string): void {
  const honoured = createLinter(options).lintSet(bodies);
  const ignored = createLinterIgnoringFilters(options).lintSet(bodies);
  expect(ignored, what).toEqual(honoured);
}

describe('filters honoured and ignored give the same diagnostics', () => {
  it('covers every error rule of the catalog with a mutation', () => {
    expect(ERROR_RULES.filter((id) => MUTATIONS[id] === undefined)).toEqual([]);
  });

  it('on the mutation corpus: each error rule broken on generated valid bodies', () => {
    for (const ruleId of ERROR_RULES) {
      fc.assert(
        fc.property(MUTATIONS[ruleId]!.arbitrary, (c) => {
          fc.pre(c.skip !== true);
          expectSameBothWays(c.bodies, c.options, `${ruleId}: ${c.what}`);
        }),
        params(10),
      );
    }
  }, TIMEOUT);

  it('on damaged bodies (unknown keys, wrong kinds, odd localizations) under any options', () => {
    fc.assert(
      fc.property(damagedBody, lintOptions, (body, options) => expectSameBothWays([body], options, 'damaged body')),
      params(300),
    );
  }, TIMEOUT);
});
