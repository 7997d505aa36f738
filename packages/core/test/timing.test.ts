// The timing option (ESLint's TIMING): a time for every enabled rule, none for rules that are off,
// and the same diagnostics as without it.
import { describe, expect, it } from 'vitest';
import { lint, lintSet, rules } from '../src/index.js';

const body = [
  { name: 'Ping', description: 'Pong', dm_permission: true, options: [{ type: 3, name: 'a', description: 'x' }, { type: 3, name: 'b', description: 'y', required: true }] },
  { name: 'ping', description: 'Again' },
];

describe('timing', () => {
  it('adds each enabled rule\'s milliseconds to the map, and changes no diagnostic', () => {
    const timing = new Map<string, number>();
    const timed = lint(body, { timing, rules: { 'deprecated-field': 'off' } });
    expect(timed).toEqual(lint(body, { rules: { 'deprecated-field': 'off' } }));
    expect(timing.has('deprecated-field')).toBe(false);
    expect(timing.size).toBe(rules.length - 1);
    for (const [id, ms] of timing) {
      expect(rules.some((rule) => rule.meta.id === id)).toBe(true);
      expect(ms).toBeGreaterThanOrEqual(0);
    }
    // Accumulates over calls.
    const before = [...timing.values()].reduce((a, b) => a + b, 0);
    lintSet([body, body], { timing, rules: { 'deprecated-field': 'off' } });
    expect([...timing.values()].reduce((a, b) => a + b, 0)).toBeGreaterThan(before);
  });

  it('is checked like every option', () => {
    expect(() => lint(body, { timing: {} as never })).toThrow(/option "timing" must be a Map/);
  });
});
