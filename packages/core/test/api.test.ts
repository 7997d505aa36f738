// The library surface beyond single rules: kinds, sets, the budget, fixes on values.
import { describe, expect, it } from 'vitest';
import { applyFix, commandBudget, detectKind, lint, lintSet, rules } from '../src/index.js';

describe('detectKind', () => {
  it('reads arrays as bulk bodies, objects with permissions as permissions bodies, other objects as commands', () => {
    expect(detectKind([])).toBe('commands');
    expect(detectKind({ permissions: [] })).toBe('permissions');
    expect(detectKind({ name: 'x' })).toBe('command');
    expect(detectKind(null)).toBe('command');
  });

  it('weighs all the keys: a command that keeps a "permissions" field of its own is a command', () => {
    expect(detectKind({ name: 'ban', description: 'Ban', permissions: ['ADMINISTRATOR'] })).toBe('command');
    expect(detectKind({ name: 'ban', options: [], permissions: { user: ['BAN_MEMBERS'] } })).toBe('command');
    expect(detectKind({ name: 'ban', permissions: [] })).toBe('permissions');
    const diagnostics = lint({ name: 'ban', description: 'Ban', permissions: ['ADMINISTRATOR'] });
    expect(diagnostics.map((d) => [d.ruleId, d.path])).toEqual([['unknown-field', ['permissions']]]);
  });

  it('says when the kind is a guess, once, as a warning; never when the caller gave the kind', () => {
    const both = { name: 'x', description: 'y', permissions: [{ id: '123456789012345678', type: 1, permission: true }] };
    const guesses = lint(both).filter((d) => d.message.includes('its kind is a guess'));
    expect(guesses).toEqual([expect.objectContaining({ ruleId: 'body-shape', severity: 'warning', path: [] })]);
    expect(lint(both, { kind: 'command' }).some((d) => d.message.includes('guess'))).toBe(false);
    expect(lint(both, { rules: { 'body-shape': 'off' } }).some((d) => d.message.includes('guess'))).toBe(false);
    expect(lint({ name: 'x', permissions: [{ id: '123456789012345678', type: 1, permission: true }] }).some((d) => d.message.includes('read as a permissions body'))).toBe(true);
    expect(lint({ name: 'ping', description: 'Pong' })).toEqual([]);
  });
});

describe('lint', () => {
  it('returns nothing for a valid command of each type', () => {
    expect(lint({ name: 'ping', description: 'Pong' })).toEqual([]);
    expect(lint({ type: 2, name: 'Report User' })).toEqual([]);
    expect(lint({ type: 3, name: 'Quote', description: '' })).toEqual([]);
    expect(lint({ type: 4, name: 'Launch', handler: 2 }, { application: { embedded: true } })).toEqual([]);
  });

  it('gives paths into the bulk array', () => {
    const diagnostics = lint([{ name: 'ok', description: 'fine' }, { name: 'Bad', description: 'x' }]);
    expect(diagnostics.map((d) => [d.ruleId, d.path])).toEqual([['name-lowercase', [1, 'name']]]);
  });

  it('checks an edit body without requiring fields', () => {
    expect(lint({ description: 'New text' }, { kind: 'edit' })).toEqual([]);
    expect(lint({ type: 1 }, { kind: 'edit' }).map((d) => d.ruleId)).toEqual(['edit-type-immutable']);
  });

  it('is deterministic', () => {
    const body = [{ name: 'A b', description: '', options: [{ type: 3, name: 'x', description: 'y', required: true, choices: [] }] }];
    expect(lint(body)).toEqual(lint(body));
  });
});

describe('lintSet', () => {
  it('ties each diagnostic to its body and checks names across bodies', () => {
    const [first, second, third] = lintSet([
      { name: 'ping', description: 'One' },
      [{ name: 'ping', description: 'Two' }, { type: 2, name: 'ping' }],
      { permissions: [] },
    ]);
    expect(first!.map((d) => [d.ruleId, d.path])).toEqual([['unique-command-name', ['name']]]);
    expect(second!.map((d) => [d.ruleId, d.path])).toEqual([['unique-command-name', [0, 'name']]]);
    expect(third).toEqual([]);
  });

  it('counts per-type limits across bodies', () => {
    const bodies = Array.from({ length: 16 }, (_, i) => ({ type: 2, name: `User ${i}` }));
    const results = lintSet(bodies);
    expect(results.slice(0, 15).every((r) => r.length === 0)).toBe(true);
    expect(results[15]!.map((d) => d.ruleId)).toEqual(['command-type-limit']);
  });
});

describe('commandBudget', () => {
  it('counts code points of the longest variant of each field, and numbers as their decimal form', () => {
    const budget = commandBudget({
      name: 'emoji',
      name_localizations: { fr: 'émojis', de: null },
      description: '😀😀',
      options: [{ type: 4, name: 'n', description: 'Number', choices: [{ name: 'One', value: 1.5 }, { name: 'Big', value: 100 }] }],
    });
    // emoji: max(5, 6) + 2 (two astral characters) ; option: 1 + 6 + (3 + 3) + (3 + 3)
    expect(budget.count).toBe(6 + 2 + 1 + 6 + 6 + 6);
    expect(budget.limit).toBe(8000);
    expect(budget.contributors[0]).toEqual({ path: ['options', 0], label: 'option "n"', count: 19 });
    expect(budget.contributors[1]).toEqual({ path: [], label: 'command /emoji', count: 8 });
  });

  it('is zero for a non-object', () => {
    expect(commandBudget(null).count).toBe(0);
  });
});

describe('applyFix', () => {
  it('applies set, remove, rename and move without modifying the input', () => {
    const input = { a: 1, b: { c: [1, 2, 3] }, d: 'x' };
    const frozen = JSON.stringify(input);
    expect(applyFix(input, [{ op: 'set', path: ['a'], value: 2 }])).toEqual({ a: 2, b: { c: [1, 2, 3] }, d: 'x' });
    expect(applyFix(input, [{ op: 'remove', path: ['b', 'c', 1] }])).toEqual({ a: 1, b: { c: [1, 3] }, d: 'x' });
    expect(Object.keys(applyFix(input, [{ op: 'rename', path: ['b'], to: 'e' }]) as object)).toEqual(['a', 'e', 'd']);
    expect(applyFix(input, [{ op: 'move', path: ['b', 'c', 2], to: 0 }])).toEqual({ a: 1, b: { c: [3, 1, 2] }, d: 'x' });
    expect(applyFix(input, [{ op: 'set', path: ['b', 'new'], value: true }])).toEqual({ a: 1, b: { c: [1, 2, 3], new: true }, d: 'x' });
    expect(JSON.stringify(input)).toBe(frozen);
  });

  it('ignores paths that do not exist', () => {
    expect(applyFix({ a: 1 }, [{ op: 'remove', path: ['x', 'y'] }])).toEqual({ a: 1 });
    expect(applyFix({ a: 1 }, [{ op: 'set', path: ['a', 'b'], value: 1 }])).toEqual({ a: 1 });
  });

  it('every automatic fix of the catalog belongs to a rule marked fixable', () => {
    const fixable = new Set(rules.filter((r) => r.meta.fixable).map((r) => r.meta.id));
    const body = [
      { name: 'x', type: '1', description: 'd', name_localizations: { pt_BR: 'x', fr: 'x' }, options: [{ type: 3, name: 'a', description: 'b' }, { type: 3, name: 'c', description: 'd', required: true }] },
      { type: 2, name: 'U', description: 'no' },
    ];
    const withFix = lint(body).filter((d) => d.fix);
    expect(withFix.length).toBeGreaterThanOrEqual(4);
    for (const d of withFix) expect(fixable.has(d.ruleId)).toBe(true);
  });
});
