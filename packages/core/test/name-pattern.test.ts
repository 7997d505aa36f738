// The CHAT_INPUT name pattern is used natively with the `u` flag. An engine that read it
// differently would let bad names through, so it is checked against an independent oracle: the
// same pattern built by xregexp (its own Unicode tables, compiled to a non-`u` regex), over every
// code point. Code points that xregexp's older Unicode version has not assigned yet are skipped.
import fc from 'fast-check';
import XRegExp from 'xregexp';
import { describe, expect, it } from 'vitest';
import { CHAT_INPUT_NAME_CHAR, CHAT_INPUT_NAME_PATTERN, CHAT_INPUT_NAME_REGEX } from '../src/facts.js';
import { NAME_UPPERCASE, NAME_VALID, NameScan, hasUppercase, hasUppercaseFast, hashUnits, isValidChatInputName, scanName } from '../src/name-scan.js';
import { codePointLength } from '../src/util.js';

const oracleChar = XRegExp('^(?:[-_\\u02BC]|\\p{L}|\\p{N}|\\p{Devanagari}|\\p{Thai})$', 'A');
const oracleName = XRegExp('^(?:[-_\\u02BC]|\\p{L}|\\p{N}|\\p{Devanagari}|\\p{Thai}){1,32}$', 'A');
const assignedInOracle = XRegExp('^\\p{Assigned}$', 'A');

function* codePoints(): Generator<string> {
  for (let cp = 0; cp <= 0x10ffff; cp++) yield String.fromCodePoint(cp);
}

describe('the CHAT_INPUT name pattern', () => {
  it('is the spec pattern, with the u flag', () => {
    expect(CHAT_INPUT_NAME_PATTERN).toBe('^[-_\\u02BC\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$');
    expect(CHAT_INPUT_NAME_REGEX.flags).toBe('u');
  });

  it('agrees with the xregexp oracle on every assigned code point', () => {
    const disagreements: string[] = [];
    let compared = 0;
    for (const character of codePoints()) {
      if (!assignedInOracle.test(character)) continue;
      compared++;
      if (oracleChar.test(character) !== CHAT_INPUT_NAME_CHAR.test(character)) disagreements.push(character.codePointAt(0)!.toString(16));
      if (oracleName.test(character) !== CHAT_INPUT_NAME_REGEX.test(character)) disagreements.push(`name ${character.codePointAt(0)!.toString(16)}`);
    }
    expect(compared).toBeGreaterThan(250_000);
    expect(disagreements).toEqual([]);
  });

  it('counts astral characters once toward {1,32}, as the oracle does', () => {
    const astral = '𝒜'.toLowerCase(); // U+1D49C MATHEMATICAL SCRIPT CAPITAL A: a letter without case mapping
    for (const text of ['', 'a', 'a'.repeat(32), 'a'.repeat(33), astral.repeat(32), astral.repeat(33), `${astral.repeat(31)}ab`, 'ab cd', 'ab\u{1F600}']) {
      expect(CHAT_INPUT_NAME_REGEX.test(text), JSON.stringify(text)).toBe(oracleName.test(text));
      expect(isValidChatInputName(text), JSON.stringify(text)).toBe(CHAT_INPUT_NAME_REGEX.test(text));
    }
  });
});

describe('the fast paths equal the regexes they stand for', () => {
  it('isValidChatInputName and hasUppercaseFast on every BMP code unit and on mixed strings', () => {
    const wrong: string[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const text = `a${String.fromCharCode(unit)}b`;
      if (isValidChatInputName(text) !== CHAT_INPUT_NAME_REGEX.test(text)) wrong.push(`valid ${unit.toString(16)}`);
      if (hasUppercaseFast(text) !== hasUppercase(text)) wrong.push(`upper ${unit.toString(16)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('isValidChatInputName and hasUppercaseFast on every astral code point', () => {
    const wrong: string[] = [];
    for (let cp = 0x10000; cp <= 0x10ffff; cp++) {
      const text = `a${String.fromCodePoint(cp)}`;
      if (isValidChatInputName(text) !== CHAT_INPUT_NAME_REGEX.test(text)) wrong.push(`valid ${cp.toString(16)}`);
      if (hasUppercaseFast(text) !== hasUppercase(text)) wrong.push(`upper ${cp.toString(16)}`);
    }
    const astralLetter = String.fromCodePoint(0x20000);
    for (const text of [astralLetter.repeat(32), astralLetter.repeat(33), `${astralLetter.repeat(31)}ab`, '\ud800', 'a\udc00', `${astralLetter}\ud800`]) {
      if (isValidChatInputName(text) !== CHAT_INPUT_NAME_REGEX.test(text)) wrong.push(`valid ${JSON.stringify(text).slice(0, 20)}`);
    }
    expect(wrong).toEqual([]);
  });

  it('the scan leaves the hash of hashUnits and the code points of codePointLength, surrogates and unfilled units included (property)', () => {
    // One result object for every scan, as the summaries use it: nothing of a scan outlives the next.
    const scanned = new NameScan();
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (text) => {
        const facts = scanName(text, scanned);
        expect(scanned.hash).toBe(hashUnits(text));
        expect(scanned.codePoints).toBe(codePointLength(text));
        expect((facts & NAME_VALID) !== 0).toBe(CHAT_INPUT_NAME_REGEX.test(text));
        expect((facts & NAME_UPPERCASE) !== 0).toBe(hasUppercase(text));
      }),
      { numRuns: 2000 },
    );
  });

  it('Changes_When_Lowercased is exactly "the code point differs from its toLowerCase()"', () => {
    const wrong: number[] = [];
    for (const character of codePoints()) {
      if (hasUppercase(character) !== (character.toLowerCase() !== character)) wrong.push(character.codePointAt(0)!);
    }
    expect(wrong).toEqual([]);
  });
});
