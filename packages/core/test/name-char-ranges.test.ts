// The name characters as data (src/name-char-ranges.ts) stand for the name pattern's class, and
// the blocks filled from them for the ones the regexes fill: both are compared here with the
// plain way on every BMP unit, under this Node's Unicode version.
import { describe, expect, it } from 'vitest';
import { CHAT_INPUT_NAME_CHAR, CHAT_INPUT_NAME_REGEX } from '../src/facts.js';
import { NAME_CHAR_RANGES, NAME_CHAR_RANGES_UNICODE, decodeNameCharRanges } from '../src/name-char-ranges.js';
import { hasUppercase, hasUppercaseFast, isValidChatInputName, useNameCharUnits } from '../src/name-scan.js';

const sameVersion = process.versions.unicode === NAME_CHAR_RANGES_UNICODE;

describe('the name characters as data', () => {
  it('are used under their own Unicode version only', () => {
    expect(decodeNameCharRanges(undefined)).toBeUndefined();
    expect(decodeNameCharRanges(`${NAME_CHAR_RANGES_UNICODE}.1`)).toBeUndefined();
    expect(decodeNameCharRanges(NAME_CHAR_RANGES_UNICODE)).toBeInstanceOf(Uint8Array);
  });

  // Under another version the data is not used (above); a new Node brings the data's regeneration
  // (the ranges are the runs of CHAT_INPUT_NAME_CHAR over the BMP, written as the file says).
  it.runIf(sameVersion)('hold exactly the BMP units the name pattern allows', () => {
    const units = decodeNameCharRanges(NAME_CHAR_RANGES_UNICODE)!;
    const wrong: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) if ((units[unit] === 1) !== CHAT_INPUT_NAME_CHAR.test(String.fromCharCode(unit))) wrong.push(unit);
    expect(wrong).toEqual([]);
    expect(units.reduce((sum, bit) => sum + bit, 0)).toBeGreaterThan(40_000); // letters of every script (49,791 units under Unicode 17): the data is real
  });

  // How the text is made (a new Unicode version brings it anew): the runs of the pattern's class
  // over the BMP, each gap and length written as name-char-ranges.ts says.
  it.runIf(sameVersion)('are written as the file says', () => {
    const numbers: number[] = [];
    let end = 0;
    for (let unit = 0; unit <= 0xffff; unit++) {
      if (!CHAT_INPUT_NAME_CHAR.test(String.fromCharCode(unit))) continue;
      let last = unit;
      while (last < 0xffff && CHAT_INPUT_NAME_CHAR.test(String.fromCharCode(last + 1))) last++;
      numbers.push(unit - end, last - unit);
      end = last + 1;
      unit = last;
    }
    let text = '';
    for (const number of numbers) {
      let leading = '';
      for (let rest = Math.floor(number / 52); rest > 0; rest = Math.floor(rest / 34)) leading = String.fromCharCode(0x5d + (rest % 34)) + leading;
      text += leading + String.fromCharCode(0x28 + (number % 52));
    }
    expect(text).toBe(NAME_CHAR_RANGES);
  });

  it.runIf(sameVersion)('fill the scan\'s table as the regexes do, on every BMP unit', () => {
    let asked = 0;
    useNameCharUnits(() => {
      asked++;
      return decodeNameCharRanges(NAME_CHAR_RANGES_UNICODE);
    });
    const wrong: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const text = `a${String.fromCharCode(unit)}b`;
      if (isValidChatInputName(text) !== CHAT_INPUT_NAME_REGEX.test(text)) wrong.push(`valid ${unit.toString(16)}`);
      if (hasUppercaseFast(text) !== hasUppercase(text)) wrong.push(`upper ${unit.toString(16)}`);
    }
    expect(wrong).toEqual([]);
    expect(asked).toBe(1); // the table was filled from the data, decoded once
  });
});
