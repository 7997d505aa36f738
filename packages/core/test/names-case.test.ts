// The naming helpers ask the scan's tables for a code point's case and lowercase only the code
// points that change (src/names.ts): against the plain way, toLowerCase on each code point.
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { NAME_CHAR_RANGES_UNICODE, decodeNameCharRanges, type AllowedUnits } from '../src/name-char-ranges.js';
import { useNameCharUnits } from '../src/name-scan.js';
import { lowercaseEachCodePoint, uppercaseCodePoints } from '../src/names.js';

const plainLowercase = (text: string): string => [...text].map((character) => character.toLowerCase()).join('');
const plainUppercase = (text: string): string[] => [...text].filter((character) => character.toLowerCase() !== character);

afterAll(() => useNameCharUnits(() => undefined));

type Units = () => AllowedUnits | undefined;
const withRegexes: Units = () => undefined;
const withData: Units = () => (process.versions.unicode === NAME_CHAR_RANGES_UNICODE ? decodeNameCharRanges(NAME_CHAR_RANGES_UNICODE) : undefined);

describe.each([
  ['with the regexes', withRegexes],
  ['with the data', withData],
] as const)('lowercaseEachCodePoint and uppercaseCodePoints, %s', (_how, units) => {
  it('on every BMP unit and on astral letters: as toLowerCase on each code point', () => {
    useNameCharUnits(units);
    const wrong: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const text = String.fromCharCode(unit);
      if (lowercaseEachCodePoint(text) !== text.toLowerCase()) wrong.push(`lower ${unit.toString(16)}`);
      if (uppercaseCodePoints(text).length !== (text.toLowerCase() !== text ? 1 : 0)) wrong.push(`upper ${unit.toString(16)}`);
    }
    for (const codePoint of [0x10400, 0x10427, 0x10428, 0x104b0, 0x10c80, 0x118a0, 0x16e40, 0x1d400, 0x1e900, 0x1e922, 0x1f600]) {
      const text = String.fromCodePoint(codePoint);
      if (lowercaseEachCodePoint(text) !== text.toLowerCase()) wrong.push(`lower ${codePoint.toString(16)}`);
      if (uppercaseCodePoints(text).length !== (text.toLowerCase() !== text ? 1 : 0)) wrong.push(`upper ${codePoint.toString(16)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('on names of mixed scripts, final sigma and letters whose lowercase is longer', () => {
    useNameCharUnits(units);
    for (const text of ['Ping', 'ΣΟΦΟΣ', 'İstanbul', 'Привет-МИР', 'ǅemal', 'ⅫⓐⒶ', '𐐀𐐨', 'पिंग', '핑Ping', 'ABC_def-ΣΣ']) {
      expect(lowercaseEachCodePoint(text), text).toBe(plainLowercase(text));
      expect(uppercaseCodePoints(text), text).toEqual(plainUppercase(text));
    }
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        expect(lowercaseEachCodePoint(text)).toBe(plainLowercase(text));
        expect(uppercaseCodePoints(text)).toEqual(plainUppercase(text));
      }),
      { numRuns: 300 },
    );
  });
});
