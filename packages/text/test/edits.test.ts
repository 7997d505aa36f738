import { applyFix, type Fix, type FixOperation } from '@cmdlint/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from '../src/parse.js';
import { applyEdits, diffEdit, fixToEdits, mergeEdits } from '../src/edits.js';
import { jsonContainer, jsonValue, spell, spelling, type Json } from './json-text.js';

/** JSON with sorted keys: values compared regardless of key order. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, v: unknown) => {
    if (v === null || typeof v !== 'object' || Array.isArray(v)) return v;
    const sorted: Record<string, unknown> = {};
    for (const k of Object.keys(v).sort()) Object.defineProperty(sorted, k, { value: (v as Record<string, unknown>)[k], enumerable: true });
    return sorted;
  });
}

function fixed(text: string, fix: Fix): string {
  const edits = fixToEdits(text, fix);
  expect(edits, 'the fix applies').toBeDefined();
  return applyEdits(text, edits!);
}

describe('fixToEdits: each operation as a minimal edit', () => {
  const text = '{\n  "name": "Ping",\n  "type": "1",\n  "options": [\n    { "name": "a" },\n    { "name": "b", "required": true }\n  ]\n}\n';

  it('set replaces only the value', () => {
    expect(fixToEdits(text, [{ op: 'set', path: ['type'], value: 1 }])).toEqual([{ offset: text.indexOf('"1"'), length: 3, newText: '1' }]);
  });

  it('set adds a missing key with the indentation of its neighbours', () => {
    expect(fixed(text, [{ op: 'set', path: ['description'], value: 'Pong' }])).toBe(text.replace('\n  ]\n}', '\n  ],\n  "description": "Pong"\n}'));
    expect(fixed(text, [{ op: 'set', path: ['options', 0, 'type'], value: 3 }])).toContain('{ "name": "a", "type": 3 }');
    expect(fixed('{"a":1}', [{ op: 'set', path: ['b'], value: [1, 2] }])).toBe('{"a":1,"b":[1,2]}');
    expect(fixed('{}', [{ op: 'set', path: ['b'], value: 2 }])).toBe('{"b":2}');
    expect(fixed('{\n  "x": {}\n}', [{ op: 'set', path: ['x', 'y'], value: { z: 1 } }])).toBe('{\n  "x": {\n    "y": {\n      "z": 1\n    }\n  }\n}');
    expect(fixed('[1, 2]', [{ op: 'set', path: [2], value: 3 }])).toBe('[1, 2, 3]');
    expect(fixed('{\r\n\t"a": 1\r\n}', [{ op: 'set', path: ['b'], value: 2 }])).toBe('{\r\n\t"a": 1,\r\n\t"b": 2\r\n}');
  });

  it('set indents as the line it is on, after a long line and with any line ending', () => {
    const long = `"${'x'.repeat(100_000)}"`;
    for (const eol of ['\n', '\r\n', '\r']) {
      const source = `{"a": ${long},${eol}    "b": {${eol}      "c": 1${eol}    }}`;
      expect(fixed(source, [{ op: 'set', path: ['b', 'd'], value: { e: 1 } }])).toBe(source.replace(`"c": 1${eol}`, `"c": 1,${eol}      "d": {${eol}        "e": 1${eol}      }${eol}`));
    }
  });

  it('set does nothing where the parent is missing', () => {
    expect(fixToEdits(text, [{ op: 'set', path: ['nope', 'x'], value: 1 }])).toBeUndefined();
  });

  it('remove deletes the property and exactly one comma', () => {
    expect(fixed(text, [{ op: 'remove', path: ['type'] }])).toBe(text.replace('  "type": "1",\n', ''));
    expect(fixed(text, [{ op: 'remove', path: ['options'] }])).toBe('{\n  "name": "Ping",\n  "type": "1"\n}\n');
    expect(fixed(text, [{ op: 'remove', path: ['options', 1, 'required'] }])).toContain('{ "name": "b" }');
    expect(fixed('[1]', [{ op: 'remove', path: [0] }])).toBe('[]');
    expect(fixed('{\n  "a": 1\n}', [{ op: 'remove', path: ['a'] }])).toBe('{}');
    expect(fixed('[1, /* keep */ 2]', [{ op: 'remove', path: [0] }])).toBe('[/* keep */ 2]');
    expect(fixed('{"a": 1, "b": 2,}', [{ op: 'remove', path: ['b'] }])).toBe('{"a": 1,}');
  });

  it('rename replaces only the key token', () => {
    expect(fixToEdits(text, [{ op: 'rename', path: ['name'], to: 'ping' }])).toEqual([{ offset: 4, length: 6, newText: '"ping"' }]);
  });

  it('move swaps element texts and keeps the separators', () => {
    const out = fixed(text, [{ op: 'move', path: ['options', 1], to: 0 }]);
    expect(out).toBe(text.replace('{ "name": "a" },\n    { "name": "b", "required": true }', '{ "name": "b", "required": true },\n    { "name": "a" }'));
    expect(fixed('[1, 2, 3, 4]', [{ op: 'move', path: [3], to: 1 }])).toBe('[1, 4, 2, 3]');
    expect(fixed('[1, 2, 3, 4]', [{ op: 'move', path: [2], to: 0 }, { op: 'move', path: [3], to: 1 }])).toBe('[3, 4, 1, 2]');
  });

  it('a sequence of different operations applies in order', () => {
    expect(fixed('{"a": 1, "b": 2}', [{ op: 'remove', path: ['a'] }, { op: 'rename', path: ['b'], to: 'c' }])).toBe('{"c": 2}');
  });

  it('merges and diffs edits', () => {
    expect(mergeEdits('abcdef', [{ offset: 1, length: 1, newText: 'X' }, { offset: 4, length: 1, newText: 'Y' }])).toEqual({ offset: 1, length: 4, newText: 'XcdY' });
    expect(diffEdit('abcdef', 'abXdef')).toEqual({ offset: 2, length: 1, newText: 'X' });
    expect(diffEdit('same', 'same')).toBeUndefined();
  });
});

/** Paths of a value with their kinds, for drawing operations. */
function entries(value: Json, prefix: (string | number)[] = []): { path: (string | number)[]; value: Json }[] {
  const out = [{ path: prefix, value }];
  if (Array.isArray(value)) value.forEach((item, i) => out.push(...entries(item, [...prefix, i])));
  else if (value !== null && typeof value === 'object') for (const key of Object.keys(value)) out.push(...entries(value[key]!, [...prefix, key]));
  return out;
}

function drawOperation(value: Json, pick: number, extra: Json, to: number, newKey: string): FixOperation | undefined {
  const all = entries(value);
  const { path, value: at } = all[pick % all.length]!;
  const last = path[path.length - 1];
  const parent = path.length > 0 ? entries(value).find((e) => e.path.length === path.length - 1 && e.path.every((s, i) => s === path[i]))!.value : undefined;
  switch (pick % 5) {
    case 0:
      return { op: 'set', path, value: extra };
    case 1:
      if (at !== null && typeof at === 'object' && !Array.isArray(at) && !Object.prototype.hasOwnProperty.call(at, newKey)) return { op: 'set', path: [...path, newKey], value: extra };
      if (Array.isArray(at)) return { op: 'set', path: [...path, at.length], value: extra };
      return undefined;
    case 2:
      return path.length > 0 ? { op: 'remove', path } : undefined;
    case 3:
      if (typeof last === 'string' && parent && !Object.prototype.hasOwnProperty.call(parent, newKey)) return { op: 'rename', path, to: newKey };
      return undefined;
    default:
      if (typeof last === 'number' && Array.isArray(parent)) return { op: 'move', path, to: to % parent.length };
      return undefined;
  }
}

describe('fixToEdits: the edited text holds what applyFix makes of the value', () => {
  it('for every operation on random texts, JSON and JSONC, pretty and minified', () => {
    fc.assert(
      fc.property(
        jsonContainer,
        fc.boolean().chain((jsonc) => fc.tuple(fc.constant(jsonc), spelling(jsonc))),
        fc.array(fc.tuple(fc.nat(), jsonValue, fc.nat(), fc.constantFrom('added', 'x', '__proto__', 'ключ')), { minLength: 1, maxLength: 3 }),
        (value, [jsonc, s], draws) => {
          const text = spell(value, s);
          let current: unknown = value;
          const fix: FixOperation[] = [];
          for (const [pick, extra, to, newKey] of draws) {
            const operation = drawOperation(current as Json, pick, extra, to, newKey);
            if (!operation) continue;
            fix.push(operation);
            current = applyFix(current, [operation]);
          }
          if (fix.length === 0) return;
          const edits = fixToEdits(text, fix);
          const expected = canonical(applyFix(value, fix));
          if (!edits) {
            // Only a no-op may be refused (setting a value to what it is, say).
            expect(expected).toBe(canonical(value));
            return;
          }
          const out = applyEdits(text, edits);
          const parsed = parseJson(out, { jsonc });
          expect(parsed.problems.filter((p) => p.ruleId !== 'duplicate-key'), out).toEqual([]);
          expect(canonical(parsed.value), out).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });
});
