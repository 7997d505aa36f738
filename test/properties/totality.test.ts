// Property 3: totality. lint and lintSet return an array and never throw, whatever the value
// (fc.anything with prototype-named keys, JSON values, lone surrogates, huge strings, BigInt, NaN,
// deep nesting, cycles, valid bodies with hostile parts), and leave the built-in prototypes alone.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { lint, lintSet, type Diagnostic, type LintOptions } from '../../packages/core/src/index.js';
import { exoticKind, hostileInput, lintOptions, makeExotic } from '../arbitraries/index.js';
import { params, TIMEOUT } from './settings.js';

const PROTOTYPES: readonly [string, object][] = [
  ['Object.prototype', Object.prototype],
  ['Array.prototype', Array.prototype],
  ['Function.prototype', Function.prototype],
  ['String.prototype', String.prototype],
  ['Number.prototype', Number.prototype],
];

/** The own keys of each built-in prototype, and the values behind them. */
function snapshot(): Map<string, unknown> {
  const out = new Map<string, unknown>();
  for (const [name, prototype] of PROTOTYPES) {
    for (const key of Reflect.ownKeys(prototype)) {
      const descriptor = Reflect.getOwnPropertyDescriptor(prototype, key)!;
      out.set(`${name}.${String(key)}`, 'value' in descriptor ? descriptor.value : descriptor.get);
    }
  }
  return out;
}

const BEFORE = snapshot();

function expectTotal(result: unknown): void {
  expect(Array.isArray(result)).toBe(true);
  for (const diagnostic of result as Diagnostic[]) {
    expect(typeof diagnostic.ruleId).toBe('string');
    expect(typeof diagnostic.message).toBe('string');
    expect(['error', 'warning']).toContain(diagnostic.severity);
    expect(Array.isArray(diagnostic.path)).toBe(true);
    // The engine turns a rule that throws into a diagnostic: that is a rule bug all the same.
    expect(diagnostic.message, `${diagnostic.ruleId} crashed`).not.toMatch(/^Internal error in rule/);
  }
}

function expectPrototypesUntouched(): void {
  const after = snapshot();
  const added = [...after.keys()].filter((key) => !BEFORE.has(key));
  const changed = [...BEFORE.keys()].filter((key) => after.get(key) !== BEFORE.get(key));
  expect({ added, changed }).toEqual({ added: [], changed: [] });
  expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
}

describe('property 3: totality', () => {
  it('lint returns an array of well-formed diagnostics and never throws on hostile values', () => {
    fc.assert(
      fc.property(hostileInput, fc.option(lintOptions, { nil: undefined }), (value, options) => {
        expectTotal(lint(value, options));
        expectPrototypesUntouched();
      }),
      params(300),
    );
  }, TIMEOUT);

  it('lintSet returns one array per body and never throws on sets of hostile values', () => {
    fc.assert(
      fc.property(fc.array(hostileInput, { maxLength: 5 }), lintOptions, (bodies, options: LintOptions) => {
        const results = lintSet(bodies, options);
        expect(results).toHaveLength(bodies.length);
        results.forEach(expectTotal);
        expectPrototypesUntouched();
      }),
      params(100),
    );
  }, TIMEOUT);

  // JSON.parse never makes such values, but a JavaScript caller can: an enumerable getter that
  // throws, a proxy whose traps throw, a revoked proxy. The body is then reported as unreadable.
  it('lint never throws on getters and proxies that throw', () => {
    fc.assert(
      fc.property(exoticKind, (kind) => {
        expectTotal(lint(makeExotic(kind)));
        expectTotal(lint([makeExotic(kind)]));
      }),
      params(20),
    );
  });
});
