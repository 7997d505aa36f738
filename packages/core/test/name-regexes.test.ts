// The regexes built on first use (src/name-regexes.ts) against the plain literals they replace:
// the same pattern and flags, the same answers on every BMP unit, and one regex per getter.
import { describe, expect, it } from 'vitest';
import { CHAT_INPUT_NAME_CHAR, CHAT_INPUT_NAME_REGEX } from '../src/facts.js';
import { allowedRuns, changesWhenLowercased, chatInputNameChar, upperRuns } from '../src/name-regexes.js';

const PLAIN: ReadonlyArray<readonly [string, () => RegExp, RegExp]> = [
  ['chatInputNameChar', chatInputNameChar, /^[-_\u02BC\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]$/u],
  ['changesWhenLowercased', changesWhenLowercased, /\p{Changes_When_Lowercased}/u],
  ['allowedRuns', allowedRuns, /[-_\u02BC\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]+/gu],
  ['upperRuns', upperRuns, /\p{Changes_When_Lowercased}+/gu],
];

describe('the name regexes built on first use', () => {
  it.each(PLAIN)('%s is the plain literal, built once', (_name, made, plain) => {
    expect(made().source).toBe(plain.source);
    expect(made().flags).toBe(plain.flags);
    expect(made()).toBe(made());
  });

  it.each(PLAIN)('%s answers as the plain literal on every BMP unit', (_name, made, plain) => {
    const differ: number[] = [];
    for (let unit = 0; unit <= 0xffff; unit++) {
      const text = String.fromCharCode(unit);
      made().lastIndex = 0;
      plain.lastIndex = 0;
      if (made().test(text) !== plain.test(text)) differ.push(unit);
    }
    expect(differ).toEqual([]);
  });

  it('the exported constants for other code are the same patterns', () => {
    expect(CHAT_INPUT_NAME_REGEX.source).toBe(`${chatInputNameChar().source.slice(0, -2)}]{1,32}$`);
    expect(CHAT_INPUT_NAME_CHAR.source).toBe(chatInputNameChar().source);
    expect(CHAT_INPUT_NAME_CHAR.flags).toBe('u');
  });
});
