import { describe, expect, it } from 'vitest';
import { lintSet } from '../../src/index.js';
import { command, testRule } from '../rule-tester.js';

const ID = 'bulk-size';

const slash = (count: number, from = 0): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, i) => command({ name: `cmd-${from + i}` }));
const ofType = (type: number, count: number): Record<string, unknown>[] =>
  Array.from({ length: count }, (_, i) => ({ type, name: `Command ${i}` }));
const launch = { type: 4, name: 'Launch', handler: 2 };
/** 131 commands, each type at its own limit. */
const everyLimit = [...slash(100), ...ofType(2, 15), ...ofType(3, 15), launch];

testRule(ID, {
  valid: [
    { name: 'exactly 130 commands', body: [...slash(100), ...ofType(2, 15), ...ofType(3, 15)] },
    { name: 'an empty bulk overwrite', body: [] },
    { name: 'a single command', body: command() },
    { name: '130 in a guild', body: [...slash(100), ...ofType(2, 15), ...ofType(3, 15)], options: { scope: 'guild' } },
  ],
  invalid: [
    {
      name: '131 commands, although each type is within its limit',
      body: everyLimit,
      errors: [
        {
          path: [],
          message: ['global set holds 131 commands', 'more than 130', 'Must be 130 or fewer in length', 'allow 131', 'keep it to 130'],
          output: null,
        },
      ],
    },
    {
      name: 'far over: reported once',
      body: slash(200),
      errors: [{ path: [], message: ['holds 200 commands'] }],
    },
    {
      name: 'in a guild',
      body: [...slash(100), ...ofType(2, 16), ...ofType(3, 15)],
      options: { scope: 'guild' },
      errors: [{ path: [], message: ['guild set holds 131 commands'] }],
    },
  ],
});

function paths(results: ReturnType<typeof lintSet>): unknown[][] {
  return results.map((list) => list.filter((d) => d.ruleId === ID).map((d) => d.path));
}

describe(`${ID} across the bodies of a set (lintSet)`, () => {
  it('counts the items of every bulk array of the set', () => {
    const results = lintSet([slash(100), [...ofType(2, 15), ...ofType(3, 15), launch]]);
    expect(paths(results)).toEqual([[], [[]]]);
    expect(results[1]!.find((d) => d.ruleId === ID)!.message).toContain('holds 131 commands');
  });

  it('accepts 130 commands over several arrays', () => {
    expect(paths(lintSet([slash(65), slash(65, 65)]))).toEqual([[], []]);
  });

  it('reports once, on the file that holds the 131st command', () => {
    const results = lintSet([slash(100), slash(20, 100), slash(20, 120)]);
    expect(paths(results)).toEqual([[], [], [[]]]);
    expect(results[2]!.find((d) => d.ruleId === ID)!.message).toContain('holds 140 commands');
  });

  it('counts single-command files', () => {
    const bodies = slash(131);
    const found = paths(lintSet(bodies));
    expect(found[130]).toEqual([[]]);
    expect(found.slice(0, 130).every((list) => list.length === 0)).toBe(true);
  });

  it('does not count edit bodies', () => {
    expect(paths(lintSet(slash(131), { kind: 'edit' })).every((list) => list.length === 0)).toBe(true);
  });

  it('does not count permissions bodies', () => {
    const found = paths(lintSet([slash(130), { permissions: [] }]));
    expect(found).toEqual([[], []]);
  });
});
