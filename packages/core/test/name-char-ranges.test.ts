// The name characters as data (src/name-char-ranges.ts) stand for the name pattern's class, and
// the blocks filled from them (and the astral code points looked up in them) for the ones the
// regexes fill: both are compared here with the plain way on every code point, under this Node's
// Unicode version.
import { describe, expect, it } from 'vitest';
import { CHAT_INPUT_NAME_CHAR, CHAT_INPUT_NAME_REGEX } from '../src/facts.js';
import { NAME_CASED_BLOCKS, NAME_CHAR_RANGES, NAME_CHAR_RANGES_UNICODE, decodeNameCharRanges } from '../src/name-char-ranges.js';
import { hasUppercase, hasUppercaseFast, isValidChatInputName, useNameCharUnits } from '../src/name-scan.js';

const sameVersion = process.versions.unicode === NAME_CHAR_RANGES_UNICODE;

describe('the name characters as data', () => {
  it('are used under their own Unicode version only', () => {
    expect(decodeNameCharRanges(undefined)).toBeUndefined();
    expect(decodeNameCharRanges(`${NAME_CHAR_RANGES_UNICODE}.1`)).toBeUndefined();
    expect(decodeNameCharRanges(NAME_CHAR_RANGES_UNICODE)).toBeTypeOf('function');
  });

  // Under another version the data is not used (above); a new Node brings the data's regeneration
  // (the ranges are the runs of CHAT_INPUT_NAME_CHAR over the BMP, written as the file says).
  // The runs are decoded as far as they are asked: each order of asking starts the decoding from
  // another place (in order, from the end, blocks at random as a run's names ask, windows of any
  // length at random starts).
  let seed = 20261130;
  const random = (): number => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0) / 2 ** 32;
  const blocks = Array.from({ length: 512 }, (_, block) => [block * 128, 128] as const);
  const windows = Array.from({ length: 400 }, () => {
    const length = [1, 2, 7, 128, 1000, 5000][Math.floor(random() * 6)]!;
    return [Math.floor(random() * (0x110000 - length)), length] as const;
  });
  const astral = Array.from({ length: 0x100 }, (_, piece) => [0x10000 + piece * 0x1000, 0x1000] as const);
  it.runIf(sameVersion).each([
    ['blocks in order', blocks],
    ['blocks from the end', [...blocks].reverse()],
    ['blocks at random', [...blocks].sort(() => random() - 0.5)],
    ['windows at random', windows],
    ['the whole BMP at once', [[0, 0x10000] as const]],
    ['astral pieces from the end', [...astral].reverse()],
    ['every code point at once', [[0, 0x110000] as const]],
  ])('mark exactly the code points the name pattern allows, asked by %s', (_order, asked) => {
    const allowedUnits = decodeNameCharRanges(NAME_CHAR_RANGES_UNICODE)!;
    const wrong: number[] = [];
    const seen = new Set<number>();
    let allowed = 0;
    for (const [start, length] of asked) {
      const into = new Uint8Array(length).fill(7); // what was there before is overwritten
      allowedUnits(start, into);
      into.forEach((bit, i) => {
        const codePoint = start + i;
        const expected = (codePoint < 0xd800 || codePoint > 0xdfff) && CHAT_INPUT_NAME_CHAR.test(String.fromCodePoint(codePoint));
        if (bit !== (expected ? 1 : 0)) wrong.push(codePoint);
        if (!seen.has(start + i) && bit === 1) allowed++;
        seen.add(start + i);
      });
    }
    expect(wrong).toEqual([]);
    if (asked !== windows && _order !== 'astral pieces from the end') {
      expect(seen.size).toBe(_order === 'every code point at once' ? 0x110000 : 0x10000);
      expect(allowed).toBeGreaterThan(40_000); // letters of every script (49,791 units under Unicode 17): the data is real
    }
  });

  // How the text is made (a new Unicode version brings it anew): the runs of the pattern's class
  // over the BMP, each gap and length written as name-char-ranges.ts says.
  it.runIf(sameVersion)('are written as the file says', () => {
    const numbers: number[] = [];
    let end = 0;
    // Every code point (a surrogate is none: the pattern never matches one alone).
    const allowed = (codePoint: number): boolean => CHAT_INPUT_NAME_CHAR.test(String.fromCodePoint(codePoint));
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint++) {
      if (!allowed(codePoint)) continue;
      let last = codePoint;
      while (last < 0x10ffff && allowed(last + 1)) last++;
      numbers.push(codePoint - end, last - codePoint);
      end = last + 1;
      codePoint = last;
    }
    let text = '';
    for (const number of numbers) {
      let leading = '';
      for (let rest = Math.floor(number / 52); rest > 0; rest = Math.floor(rest / 34)) leading = String.fromCharCode(0x5d + (rest % 34)) + leading;
      text += leading + String.fromCharCode(0x28 + (number % 52));
    }
    expect(text).toBe(NAME_CHAR_RANGES);
  });

  // The blocks with case, written anew from toLowerCase over the BMP (as name-char-ranges.ts says).
  it.runIf(sameVersion)('name the blocks in which some unit changes when lowercased, and no other', () => {
    let hex = '';
    for (let digit = 0; digit < 128; digit++) {
      let value = 0;
      for (let bit = 0; bit < 4; bit++) {
        const start = (digit * 4 + bit) * 128;
        for (let unit = start; unit < start + 128; unit++) {
          if (unit >= 0xd800 && unit <= 0xdfff) continue;
          const character = String.fromCharCode(unit);
          if (character.toLowerCase() !== character) {
            value |= 1 << bit;
            break;
          }
        }
      }
      hex += value.toString(16);
    }
    expect(NAME_CASED_BLOCKS).toBe(hex);
    const units = decodeNameCharRanges(NAME_CHAR_RANGES_UNICODE)!;
    const uncased = (start: number): boolean | void => units(start, new Uint8Array(128));
    expect([0x0000, 0x0080, 0x0400, 0xac00, 0x4e00, 0x0900].map(uncased)).toEqual([false, false, false, true, true, true]); // Latin, Latin-1, Cyrillic; Hangul, CJK, Devanagari
    expect([0x10000, 0x20000].map(uncased)).toEqual([false, false]); // past the BMP: nothing said
  });

  it.runIf(sameVersion)('fill the scan\'s table as the regexes do, on every BMP unit, and judge every astral code point as they do', () => {
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
    for (let codePoint = 0x10000; codePoint <= 0x10ffff; codePoint++) {
      const text = `a${String.fromCodePoint(codePoint)}b`;
      if (isValidChatInputName(text) !== CHAT_INPUT_NAME_REGEX.test(text)) wrong.push(`valid ${codePoint.toString(16)}`);
      if (hasUppercaseFast(text) !== hasUppercase(text)) wrong.push(`upper ${codePoint.toString(16)}`);
    }
    expect(wrong).toEqual([]);
    expect(asked).toBe(1); // the table was filled from the data, decoded once
  });
});
