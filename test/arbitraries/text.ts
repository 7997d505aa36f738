// Characters and strings for generated command bodies. Every length here is in Unicode code
// points (api-facts §2); the name pools are filtered through the spec's own pattern, copied from
// the spec text rather than imported from the library, so that the generators are an oracle.
import fc from 'fast-check';
import { LOCALES } from '../../packages/core/src/index.js';

/** The CHAT_INPUT name pattern, verbatim from the spec (§1 Naming rules), with the `u` flag. */
export const SPEC_NAME_REGEX = /^[-_\u02BC\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$/u;
const SPEC_NAME_CHAR = /^[-_\u02BC\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]$/u;

/** Length in code points (a lone surrogate counts as one). */
export function codePointCount(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

function range(from: number, to: number): string[] {
  const out: string[] = [];
  for (let cp = from; cp <= to; cp++) out.push(String.fromCodePoint(cp));
  return out;
}

const allowedLowercase = (c: string): boolean => SPEC_NAME_CHAR.test(c) && c.toLowerCase() === c;

/** Characters a CHAT_INPUT name may hold, by script. Unassigned code points drop out by the filter. */
export const NAME_SCRIPTS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  Object.entries({
    latin: [...'abcdefghijklmnopqrstuvwxyz0123456789-_'],
    latinExtended: [...'ßàáâãäåæçèéêëìíîïðñòóôõöøùúûüýþÿąćęłńśźżşğıœ', 'ʼ'],
    cyrillic: range(0x430, 0x45f),
    greek: range(0x3ac, 0x3ce),
    devanagari: [...range(0x905, 0x939), ...range(0x93e, 0x94d), ...range(0x966, 0x96f)],
    thai: [...range(0xe01, 0xe3a), ...range(0xe3f, 0xe4e), ...range(0xe50, 0xe59)],
    cjk: range(0x4e00, 0x9fa5),
    hangul: range(0xac00, 0xd7a3),
    kana: [...range(0x3041, 0x3096), ...range(0x30a1, 0x30fc)],
    arabicHebrew: [...range(0x627, 0x64a), ...range(0x5d0, 0x5ea)],
    // Letters with no lowercase form: allowed although some are uppercase (api-facts §3, ℂ).
    uncased: [...'ℂℍℕℙℚℝℤⅷªº²³', '\u{1D400}', '\u{1D401}'],
    // Astral (supplementary-plane) letters: CJK Ext B, MATHEMATICAL SCRIPT SMALL (U+1D4B6..),
    // MATHEMATICAL BOLD SMALL, Deseret small letters.
    astral: [...range(0x20000, 0x2a6d6), ...range(0x1d4b6, 0x1d4cf), ...range(0x1d41a, 0x1d433), ...range(0x10428, 0x1044f)],
  }).map(([script, chars]) => [script, chars.filter(allowedLowercase)]),
);

// A scan of all of Unicode (about 0.2 s, once): every code point the pattern allows in lowercase
// form, every one it allows that has a lowercase form, and every assigned one it rejects. These
// reach characters no curated list thinks of (modifier letters, letter numbers, Deva/Thai signs).
const SCANNED = (() => {
  const allowedLower: string[] = [];
  const upper: string[] = [];
  const rejected: string[] = [];
  const printable: string[] = [];
  const assigned = /^\P{Cn}$/u;
  const visible = /^[\p{L}\p{M}\p{N}\p{P}\p{S}\p{Zs}]$/u;
  for (let cp = 0; cp <= 0x10ffff; cp++) {
    if (cp >= 0xd800 && cp <= 0xdfff) continue;
    const c = String.fromCodePoint(cp);
    if (SPEC_NAME_CHAR.test(c)) (c.toLowerCase() === c ? allowedLower : upper).push(c);
    else if (assigned.test(c)) rejected.push(c);
    if (visible.test(c)) printable.push(c);
  }
  return { allowedLower, upper, rejected, printable };
})();

/** Every code point a CHAT_INPUT name may hold (lowercase or uncased), from the scan. */
const ANY_NAME_CHARS: readonly string[] = SCANNED.allowedLower;
/** Every code point the name class allows that has a lowercase form (name-lowercase must catch each). */
export const ANY_UPPERCASE: readonly string[] = SCANNED.upper;
/** Every assigned code point the name class rejects, and lone surrogates (name-format must catch each). */
export const REJECTED_NAME_CHARS: readonly string[] = [...SCANNED.rejected, '\ud800', '\udbff', '\udc00', '\udfff'];
/** Visible characters and spaces of all scripts: for USER/MESSAGE names. */
const PRINTABLE: readonly string[] = SCANNED.printable;

const NAME_CHARS: readonly string[] = Object.values(NAME_SCRIPTS).flat();

/** Letters that have a different lowercase form, are one code point, and pass the pattern's class. */
export const UPPERCASE_LETTERS: readonly string[] = [
  ...range(0x41, 0x5a),
  ...range(0xc0, 0xde),
  ...range(0x410, 0x42f),
  ...range(0x391, 0x3a9),
  ...range(0x10400, 0x10427), // Deseret capitals: astral, with lowercase forms
  ...range(0x2160, 0x216f), // Roman numerals Ⅰ..Ⅿ: letter numbers with lowercase forms
  'İ', // lowercases to two code points
  'ẞ',
  'ǅ', // titlecase
].filter((c) => SPEC_NAME_CHAR.test(c) && c.toLowerCase() !== c);

/** Characters for free text: every name character, capitals, spaces, punctuation, emoji, joiners. */
export const TEXT_CHARS: readonly string[] = [
  ...NAME_CHARS.filter((_, i) => i % 7 === 0),
  ...UPPERCASE_LETTERS,
  ...' .,!?;:()"\'/#&%+*=@«»…—–',
  '\u00a0',
  '\u200d', // ZWJ
  '\ufe0f', // VS16
  '\u0301', // combining acute
  ...range(0x1f600, 0x1f64f),
  ...range(0x1f300, 0x1f320),
  ...range(0x1f90c, 0x1f93a),
];
/** Emoji only (astral): for descriptions that count 1 per emoji and 2 per UTF-16 unit pair. */
export const EMOJI: readonly string[] = range(0x1f600, 0x1f64f);
/** Whitespace as JavaScript's `\s` knows it. */
export const WHITESPACE: readonly string[] = [' ', '\t', '\u00a0', '\u3000', '\u2003', '\ufeff', '\u2028'];

function charOf(pool: readonly string[]): fc.Arbitrary<string> {
  return fc.integer({ min: 0, max: pool.length - 1 }).map((i) => pool[i]!);
}

/** Strings of `min`-`max` code points from `pool`, biased to sometimes hit `max` exactly. */
export function textFrom(pool: readonly string[], min: number, max: number): fc.Arbitrary<string> {
  const char = charOf(pool);
  const join = (parts: string[]): string => parts.join('');
  return fc.oneof(
    { weight: 8, arbitrary: fc.array(char, { minLength: min, maxLength: max }).map(join) },
    { weight: 1, arbitrary: fc.array(char, { minLength: max, maxLength: max }).map(join) },
  );
}

/** A valid CHAT_INPUT name: one script or mixed, 1-32 code points, sometimes exactly 32. */
export const chatInputName: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: textFrom(NAME_SCRIPTS['latin']!, 1, 32) },
  { weight: 4, arbitrary: fc.oneof(...Object.values(NAME_SCRIPTS).map((pool) => textFrom(pool, 1, 32))) },
  { weight: 2, arbitrary: textFrom(NAME_CHARS, 1, 32) },
  { weight: 2, arbitrary: textFrom(ANY_NAME_CHARS, 1, 32) },
);

/** A USER, MESSAGE or PRIMARY_ENTRY_POINT name: any case, spaces allowed, 1-32, not only whitespace. */
export const menuName: fc.Arbitrary<string> = fc
  .oneof(
    { weight: 3, arbitrary: textFrom([...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789', ' ', ' ', ' '], 1, 32) },
    { weight: 2, arbitrary: textFrom(TEXT_CHARS, 1, 32) },
    { weight: 1, arbitrary: textFrom(PRINTABLE, 1, 32) },
    { weight: 1, arbitrary: chatInputName },
    { weight: 1, arbitrary: fc.constantFrom('Launch', 'Report User', 'report user', 'Quote', 'Translate', 'Save 📌') },
  )
  .map((name) => (/^\s+$/.test(name) ? `${name.slice(1)}X` : name));

/** A description of 1-100 code points in many scripts, with emoji. */
export const descriptionText: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: textFrom(TEXT_CHARS, 1, 100) },
  { weight: 1, arbitrary: textFrom(EMOJI, 1, 100) },
  { weight: 1, arbitrary: textFrom(PRINTABLE, 1, 100) },
  { weight: 2, arbitrary: fc.constantFrom('Ping the bot', 'Pong', 'Ban a member', 'Число', 'การตั้งค่า', '設定を変更する', '😀') },
);

/** Choice names are 1-100 code points too. */
export const choiceNameText: fc.Arbitrary<string> = descriptionText;
/** STRING choice values: 1-100 code points. */
export const stringChoiceValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: textFrom(TEXT_CHARS, 1, 100) },
  { weight: 2, arbitrary: textFrom([...'abcdefghijklmnopqrstuvwxyz0123456789_-'], 1, 20) },
);

export type Localizations = Record<string, string | null>;

/**
 * A localization dictionary in any subset of the 32 locales (sometimes all of them), values from
 * `text`, sometimes `null`; or the dictionary `null`; or `undefined`, meaning the field is absent.
 */
export function localizationsOf(text: fc.Arbitrary<string>): fc.Arbitrary<Localizations | null | undefined> {
  const value = fc.option(text, { nil: null, freq: 8 });
  const some = fc
    .uniqueArray(fc.tuple(fc.constantFrom(...LOCALES), value), { selector: (entry) => entry[0], maxLength: 32 })
    .map((entries) => Object.fromEntries(entries) as Localizations);
  const all = fc.shuffledSubarray([...LOCALES], { minLength: 32, maxLength: 32 }).chain((locales) =>
    fc.array(value, { minLength: 32, maxLength: 32 }).map((values) => Object.fromEntries(locales.map((locale, i) => [locale, values[i]!])) as Localizations),
  );
  return fc.oneof(
    { weight: 6, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant({}) },
    { weight: 5, arbitrary: some },
    { weight: 1, arbitrary: all },
  );
}
