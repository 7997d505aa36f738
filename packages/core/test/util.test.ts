import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { camelCase, codePointLength, numberTextLength, quote, quoteCut } from '../src/util.js';
import { lint } from '../src/index.js';

describe('numberTextLength', () => {
  it('is String(value).length for every finite number (property)', () => {
    const around = (power: number): number[] => [power - 1, power, power + 1, -power + 1, -power, -power - 1];
    for (const value of [0, -0, 9, 10, -9, -10, 0.5, -0.5, 1e21, 1e-7, ...around(1e14), ...around(1e15), ...around(2 ** 53)]) {
      expect(numberTextLength(value), String(value)).toBe(String(value).length);
    }
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: -(2 ** 31), max: 2 ** 31 }), fc.maxSafeInteger(), fc.double({ noNaN: true, noDefaultInfinity: true })), (value) => {
        expect(numberTextLength(value)).toBe(String(value).length);
      }),
      { numRuns: 5000 },
    );
  });
});

describe('camelCase', () => {
  it("is the regex's replace it stands for (an underscore and a-z: the letter in uppercase), on the API's fields and any text (property)", () => {
    const byRegex = (snake: string): string => snake.replace(/_([a-z])/g, (_, letter: string) => letter.toUpperCase());
    for (const field of ['application_id', 'guild_id', 'name_localized', 'id', 'a__b', '_a', 'a_', '_', '__', 'a_B', 'a_1', 'x_\u00e9', 'x_\ud83d\ude00']) expect(camelCase(field), field).toBe(byRegex(field));
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('_', 'a', 'z', 'A', '`', '{', '0', '\ud83d', '\ude00') }), (text) => {
        expect(camelCase(text)).toBe(byRegex(text));
      }),
      { numRuns: 5000 },
    );
  });
});

describe('codePointLength', () => {
  it('counts code points as the string iterator does, lone surrogates as one, short and long strings alike (property)', () => {
    const piece = fc.constantFrom('a', 'é', '한', '𝒜', '\ud800', '\udc00', 'abcdefghij');
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), (pieces) => {
        const text = pieces.join('');
        expect(codePointLength(text)).toBe([...text].length);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('quote: reports stay bounded (issue 34 item 9)', () => {
  it('quotes a text of at most 60 code points whole, astral ones counted once', () => {
    expect(quote('ping')).toBe('"ping"');
    expect(quote('🎉'.repeat(60))).toBe(JSON.stringify('🎉'.repeat(60)));
  });
  it('cuts a longer text to 60 code points, never inside a pair, and says its length', () => {
    expect(quote('a'.repeat(61))).toBe(`"${'a'.repeat(60)}…" (61 characters)`);
    expect(quote('🎉'.repeat(100))).toBe(`"${'🎉'.repeat(60)}…" (100 characters)`);
    expect(quoteCut('b'.repeat(1000))).toBe(`"${'b'.repeat(60)}…"`);
  });
  it('no message of a body of huge strings is longer than a few hundred characters', () => {
    const huge = (letter: string): string => letter.repeat(200_000);
    const body = [
      { name: huge('A'), description: huge('d'), options: [{ type: 3, name: huge('B'), description: 'x', choices: [{ name: huge('C'), value: huge('v') }], name_localizations: { [huge('k')]: huge('l') } }, { type: 3, name: huge('B'), description: 'x' }] },
      { name: huge('A'), description: 'y', default_member_permissions: huge('9') },
    ];
    const diagnostics = lint(body);
    expect(diagnostics.length).toBeGreaterThan(8);
    for (const d of diagnostics) {
      expect(d.message.length, d.message.slice(0, 200)).toBeLessThan(1500);
      for (const s of d.suggestions ?? []) expect(s.message.length).toBeLessThan(1500);
    }
  });
});
