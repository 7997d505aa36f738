import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { codePointLength, numberTextLength } from '../src/util.js';

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
