import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_DEPTH, parseJson, parseTokens } from '../src/parse.js';
import { jsonContainer, jsonValue, spell, spelling } from './json-text.js';

const strict = { jsonc: false };
const jsonc = { jsonc: true };

function problems(text: string, options = strict): [string, number, boolean][] {
  return parseJson(text, options).problems.map((p) => [p.ruleId, p.offset, p.fatal]);
}

describe('parseJson: values', () => {
  it('reads what JSON.parse reads, on the fast and on the slow path alike', () => {
    fc.assert(
      fc.property(jsonValue, spelling(false), (value, s) => {
        const text = spell(value, s);
        const expected: unknown = JSON.parse(text);
        const fast = parseJson(text, strict);
        const slow = parseTokens(text, strict);
        expect(fast.problems).toEqual([]);
        expect(slow.problems).toEqual([]);
        expect(JSON.stringify(fast.value)).toBe(JSON.stringify(expected));
        expect(JSON.stringify(slow.value)).toBe(JSON.stringify(expected));
      }),
      { numRuns: 300 },
    );
  });

  it('reads JSONC (comments, trailing commas) as the same value without problems', () => {
    fc.assert(
      fc.property(jsonContainer, spelling(true), (value, s) => {
        const text = spell(value, s);
        const parsed = parseJson(text, jsonc);
        expect(parsed.problems).toEqual([]);
        expect(JSON.stringify(parsed.value)).toBe(JSON.stringify(JSON.parse(spell(value, { ...s, comments: false, trailingCommas: false }))));
      }),
      { numRuns: 200 },
    );
  });

  it('keeps __proto__ an own data property and never touches prototypes', () => {
    for (const text of ['{"__proto__": {"polluted": 1}}', '{"a": 1, "__proto__": [1]}']) {
      for (const value of [parseJson(text, strict).value, parseTokens(text, strict).value]) {
        expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
        expect(Object.prototype.hasOwnProperty.call(value, '__proto__')).toBe(true);
        expect(({} as Record<string, unknown>).polluted).toBeUndefined();
      }
    }
  });

  it('reads 200 000 levels of nesting without overflowing, and stops at the depth limit', () => {
    const deep = '['.repeat(200_000) + ']'.repeat(200_000);
    const parsed = parseJson(deep, strict);
    expect(parsed.ok).toBe(false);
    expect(parsed.problems).toEqual([expect.objectContaining({ ruleId: 'json-syntax', offset: MAX_DEPTH, fatal: true })]);
    expect(parsed.problems[0]!.message).toMatch(/deeper than 1000 levels/);
    const deepObjects = '{"a":'.repeat(200_000) + '1' + '}'.repeat(200_000);
    expect(parseJson(deepObjects, jsonc).problems[0]!.message).toMatch(/deeper than 1000/);
    const unclosed = '['.repeat(200_000);
    expect(parseJson(unclosed, strict).ok).toBe(false);
  });

  it('reads a nesting at the limit', () => {
    const text = '['.repeat(MAX_DEPTH) + ']'.repeat(MAX_DEPTH);
    expect(parseJson(text, strict).ok).toBe(true);
    expect(parseJson('['.repeat(MAX_DEPTH + 1) + ']'.repeat(MAX_DEPTH + 1), strict).ok).toBe(false);
  });
});

describe('parseJson: duplicate keys', () => {
  it('reports the later key and keeps the last value, as JSON.parse does', () => {
    const text = '{"name": "a", "type": 1, "name": "b"}';
    const parsed = parseJson(text, strict);
    expect(parsed.value).toStrictEqual({ name: 'b', type: 1 });
    expect(problems(text)).toEqual([['duplicate-key', 25, false]]);
    expect(parsed.problems[0]!.message).toContain('Duplicate key "name"');
  });

  it('is not fooled by colons in strings or escaped colons', () => {
    expect(problems('{"a": "x:y", "b": "z"}')).toEqual([]);
    expect(problems('{"a:b": 1, "a:b": 2}')).toEqual([['duplicate-key', 11, false]]);
    // \u003a is a colon: the audit cannot count it, the slow path decides.
    expect(problems('{"a": "\\u003a", "a": 1}')).toEqual([['duplicate-key', 16, false]]);
    expect(problems('{"a": "\\u003a:", "b": 1}')).toEqual([]);
    // A lost duplicate whose value held colons and objects.
    expect(problems('{"a": {"b": "1:2", "c": {}}, "a": 3}')).toEqual([['duplicate-key', 29, false]]);
    // As many colons in strings as keys lost: the counts differ from the keys, so strings are searched.
    expect(problems('{"a": 1, "a": "x:y"}')).toEqual([['duplicate-key', 9, false]]);
    expect(problems('[{"a": ["p:q", {"r:s": "t"}]}, {"b": 1, "b": 2}]')).toEqual([['duplicate-key', 40, false]]);
  });

  it('finds every duplicate that a random object hides', () => {
    fc.assert(
      fc.property(jsonContainer, fc.nat(), (value, seed) => {
        const text = JSON.stringify(value);
        if (!text.startsWith('{') || text === '{}') return;
        const keys = Object.keys(value as object);
        const dup = keys[seed % keys.length]!;
        const withDuplicate = `${text.slice(0, -1)},${JSON.stringify(dup)}:0}`;
        const parsed = parseJson(withDuplicate, strict);
        expect(parsed.problems.map((p) => p.ruleId)).toContain('duplicate-key');
        expect(JSON.stringify(parsed.value)).toBe(JSON.stringify(JSON.parse(withDuplicate)));
      }),
      { numRuns: 200 },
    );
  });
});

describe('parseJson: syntax', () => {
  const cases: [string, string, number, boolean, RegExp][] = [
    ['empty', '', 0, true, /Expected a value but found the end of the file/],
    ['whitespace only', '  \n ', 4, true, /end of the file/],
    ['missing comma', '{"a": 1 "b": 2}', 8, true, /Expected "," or "}" but found a string/],
    // A file that is not JSON may be a secret a configuration pointed at: its text is never quoted.
    ['a token', 'ghp_0123456789abcdefghijklmnopqrstuvwxyz', 0, true, /^Expected a value but found a bare word: [^0-9]*$/],
    ['digits, then a token', '9f86d081884c7d659a2feaa0c55ad015', 1, true, /^Expected the end of the file after the value but found a bare word: [^0-9]*$/],
    ['a stray character', '{"a": 1}@', 8, true, /found the character "@"/],
    ['a control character', '\u0007', 0, true, /found the character U\+0007/],
    ['unquoted key', '{name: 1}', 1, true, /property name in double quotes but found the unquoted key name: .*write it as "name"\.$/],
    ['a long unquoted key, whole', '{"a": 1,\n  description_localizations: {}}', 11, true, /found the unquoted key description_localizations: .*write it as "description_localizations"/],
    ['an unquoted key with dashes, whole', '{default-member-permissions: "8"}', 1, true, /unquoted key default-member-permissions: .*"default-member-permissions"/],
    ['an unquoted key with a letter beyond ASCII', '{nомер: 1}', 1, true, /unquoted key nомер: .*"nомер"/],
    ['single quotes', "{'a': 1}", 1, true, /double quotes/],
    ['a key in single quotes', "{'name': 1}", 1, true, /found the key 'name' in single quotes: .*write it as "name"/],
    // Shown as the key it is (issue 13), while a word where a value goes is not quoted (issue 14).
    ['an unquoted word as a value is no key', '{"a": tru}', 6, true, /Expected a value but found a bare word/],
    ['unterminated string', '{"a": "b\n}', 6, true, /Unterminated string/],
    ['unclosed object', '{"a": 1', 7, true, /end of the file: expected "," or "}" to close the object opened on line 1/],
    ['content after', '{} {}', 3, true, /end of the file after the value.*"\{"/],
    ['NaN', '[NaN]', 1, true, /found "NaN"/],
    ['missing colon', '{"a" 1}', 5, true, /":" after the key "a"/],
    ['unterminated comment', '{} /* x', 3, true, /Unterminated comment/],
  ];
  for (const [name, text, offset, fatal, message] of cases) {
    it(`locates ${name}`, () => {
      const parsed = parseJson(text, strict);
      const first = parsed.problems.find((p) => p.fatal) ?? parsed.problems[0]!;
      expect([first.ruleId, first.offset, first.fatal]).toEqual(['json-syntax', offset, fatal]);
      expect(first.message).toMatch(message);
      expect(parsed.ok).toBe(!fatal);
    });
  }

  it('reports comments and trailing commas in .json but reads the value', () => {
    const text = '{\n  // a comment\n  "a": [1, 2,],\n}';
    const parsed = parseJson(text, strict);
    expect(parsed.ok).toBe(true);
    expect(parsed.value).toStrictEqual({ a: [1, 2] });
    expect(parsed.problems.map((p) => [p.offset, p.fatal, p.message.slice(0, 20)])).toEqual([
      [4, false, 'Comments are not all'],
      [29, false, 'Trailing comma befor'],
      [31, false, 'Trailing comma befor'],
    ]);
    expect(parseJson(text, jsonc).problems).toEqual([]);
  });

  it('reports invalid string contents without giving up the value', () => {
    const parsed = parseJson('["a\tb", "\\x"]', strict);
    expect(parsed.ok).toBe(true);
    expect(parsed.problems.map((p) => p.message.slice(0, 30))).toEqual(['A control character in this st', 'Invalid escape in this string:']);
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40, unit: fc.constantFrom('{', '}', '[', ']', '"', ':', ',', '1', 'a', ' ', '/', '*', '\\', '\n', 't', 'e') }), fc.boolean(), (text, isJsonc) => {
        const parsed = parseJson(text, { jsonc: isJsonc });
        if (parsed.ok) expect(parsed.problems.every((p) => !p.fatal)).toBe(true);
        else expect(parsed.problems.some((p) => p.fatal)).toBe(true);
        for (const p of parsed.problems) {
          expect(p.offset).toBeGreaterThanOrEqual(0);
          expect(p.offset + p.length).toBeLessThanOrEqual(text.length);
        }
      }),
      { numRuns: 500 },
    );
  });
});
