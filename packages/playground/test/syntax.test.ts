import { describe, expect, it } from 'vitest';
import { applyEdits } from '@cmdlint/text';
import { DEFAULT_OPTIONS, fixText, lintText } from '../src/engine.js';
import { syntaxFindings } from '../src/syntax.js';

const syntax = (text: string) => lintText(text, DEFAULT_OPTIONS).diagnostics.filter((d) => d.ruleId === 'json-syntax');

describe('every syntax error, with a fix where one is sure', () => {
  it('finds each error past the first, at its place, with the fixes', () => {
    const text = '{\n  "name": "ping"\n  "description": "Pong",\n  type: 1,\n  "options": [1 2,],\n}\n';
    const found = syntax(text);
    expect(found.map((d) => [text.slice(d.offset, d.end), d.message.slice(0, 40), d.fix !== undefined])).toEqual([
      ['"description"', 'Expected "," or "}" but found a string.', true],
      ['type', 'Expected a property name in double quote', true],
      ['2', 'Expected "," or "]" but found a number.', true],
      [',', 'Trailing comma before "]": remove it (a ', true],
      [',', 'Trailing comma before "}": remove it (a ', true],
    ]);
    const fixed = applyEdits(text, found.flatMap((d) => d.fix!));
    expect(JSON.parse(fixed)).toEqual({ name: 'ping', description: 'Pong', type: 1, options: [1, 2] });
    expect(fixText(text, DEFAULT_OPTIONS)).toBe(fixed);
  });
  it('a missing colon and single quotes are fixed; a word for a value is found but not fixed', () => {
    const text = `{"name" "ping", "description": 'Pong', "x": tru, "y": 1 "z": 2}`;
    const found = syntax(text);
    expect(found.map((d) => [text.slice(d.offset, d.end), d.fix !== undefined])).toEqual([
      ['"ping"', true],
      ["'Pong'", true],
      ['tru', false],
      ['"z"', true],
    ]);
    expect(applyEdits(text, found.flatMap((d) => d.fix ?? []))).toBe(`{"name": "ping", "description": "Pong", "x": tru, "y": 1, "z": 2}`);
  });
  it('stops where the rest cannot be read without guessing: no error is invented', () => {
    // The quote missing after "x" makes the rest of the line another string: one error only.
    expect(syntax('{"a": "x, "b": 1, "c": 2 "d": 3}')).toHaveLength(1);
    expect(syntax('{"a": 1 "b": 2}\n{"c"')).toHaveLength(2);
  });
  it('a valid text has none; the count is bounded', () => {
    expect(syntaxFindings('{"a": [1, 2]}', false)).toEqual([]);
    const many = `[${Array.from({ length: 500 }, (_, i) => String(i)).join(' ')}]`;
    expect(syntax(many).length).toBeLessThanOrEqual(100);
  });
});
