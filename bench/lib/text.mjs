// Synthetic text of an exact length in code points. Localized values are filler in non-Latin
// scripts (byte-heavy in UTF-8, uncased or lowercase so they are legal CHAT_INPUT names); the
// default strings are English-looking ASCII. Nothing here is a translation.

import { LOCALES } from './facts.mjs';

const span = (from, to) => Array.from({ length: to - from + 1 }, (_, i) => from + i);

/** letters: base code points; marks: combining signs that may follow one; gap: word separator. */
const SCRIPTS = {
  devanagari: { letters: span(0x915, 0x939), marks: span(0x93e, 0x94c), word: [1, 4], gap: ' ' },
  thai: { letters: span(0xe01, 0xe2e), marks: [0xe31, ...span(0xe34, 0xe37), ...span(0xe48, 0xe4b)], word: [2, 6], gap: '' },
  han: { letters: span(0x4e00, 0x9fa5), word: [1, 3], gap: '' },
  // Traditional Chinese with now and then a character of CJK Extension B (outside the BMP:
  // two UTF-16 units, one code point), so counting units instead of code points shows.
  hanExtended: { letters: span(0x4e00, 0x9fa5), astral: span(0x20000, 0x2a6d6), astralRate: 0.04, word: [1, 3], gap: '' },
  kana: { letters: [...span(0x3041, 0x3093), ...span(0x30a1, 0x30f3)], word: [2, 5], gap: '' },
  hangul: { letters: span(0xac00, 0xd7a3), word: [1, 4], gap: ' ' },
  cyrillic: { letters: span(0x430, 0x44f), word: [3, 10], gap: ' ' },
  greek: { letters: span(0x3b1, 0x3c9), word: [3, 9], gap: ' ' },
  arabic: { letters: span(0x628, 0x64a).filter((c) => c < 0x63b || c > 0x640), word: [2, 7], gap: ' ' },
  armenian: { letters: span(0x561, 0x586), word: [3, 9], gap: ' ' },
};

for (const s of Object.values(SCRIPTS)) if (s.marks) s.markSet = new Set(s.marks);

// Emoji now and then in descriptions and choice labels (never in CHAT_INPUT names: not letters).
const EMOJI = [0x1f680, 0x1f3b5, 0x1f6e1, 0x2728, 0x1f4ac, 0x1f527, 0x1f4c5, 0x1f3ae, 0x1f525, 0x2705];

const NATIVE = {
  hi: 'devanagari', th: 'thai', 'zh-CN': 'han', 'zh-TW': 'hanExtended', ja: 'kana', ko: 'hangul',
  ru: 'cyrillic', uk: 'cyrillic', bg: 'cyrillic', el: 'greek',
};
const ROTATION = ['devanagari', 'hangul', 'thai', 'arabic', 'han', 'kana', 'devanagari', 'armenian', 'thai', 'han', 'hangul'];

/** Locale -> script: its own where it has one of these, otherwise a rotation over all of them. */
export const SCRIPT_OF = {};
{
  let next = 0;
  for (const locale of LOCALES) SCRIPT_OF[locale] = NATIVE[locale] ?? ROTATION[next++ % ROTATION.length];
}

/** Appends one word of `script` to `cps`. */
function word(rng, s, cps) {
  for (let n = rng.int(s.word[0], s.word[1]); n > 0; n--) {
    cps.push(s.astral && rng.chance(s.astralRate) ? rng.pick(s.astral) : rng.pick(s.letters));
    if (s.marks && rng.chance(0.45)) cps.push(rng.pick(s.marks));
  }
}

/** UTF-16 length of a code point list. */
const units = (cps) => cps.reduce((n, c) => n + (c > 0xffff ? 2 : 1), 0);

/**
 * Exactly `length` code points of `script`. mode 'name': no spaces (words joined directly or by
 * '-' / '_'); 'text': words separated as the script does, now and then an emoji. The UTF-16
 * length stays within `unitLimit`, so clients that count units accept every value too.
 */
export function scriptText(rng, script, length, mode, unitLimit) {
  const s = SCRIPTS[script];
  const cps = [];
  while (cps.length < length) {
    if (cps.length > 0) {
      if (mode === 'name') {
        if (rng.chance(0.12)) cps.push(rng.chance(0.5) ? 0x2d : 0x5f);
      } else if (s.gap || rng.chance(0.1)) {
        cps.push(0x20);
      }
    }
    if (mode === 'text' && rng.chance(0.015)) cps.push(rng.pick(EMOJI));
    word(rng, s, cps);
  }
  cps.length = length;
  const separator = (c) => c === 0x20 || c === 0x2d || c === 0x5f || (s.markSet?.has(c) ?? false);
  if (separator(cps[0])) cps[0] = rng.pick(s.letters);
  if (separator(cps[length - 1])) cps[length - 1] = rng.pick(s.letters);
  // Trade astral characters for BMP letters until the UTF-16 length fits.
  let over = units(cps) - unitLimit;
  for (let i = 0; i < length && over > 0; i++) {
    if (cps[i] > 0xffff) {
      cps[i] = rng.pick(s.letters);
      over--;
    }
  }
  return String.fromCodePoint(...cps);
}

/** `index` written with the letters of `script`: unique per index, no separators inside. */
function scriptIndex(script, index) {
  const letters = SCRIPTS[script].letters;
  let n = index;
  let out = String.fromCodePoint(letters[n % letters.length]);
  n = Math.floor(n / letters.length);
  while (n > 0) {
    out = String.fromCodePoint(letters[n % letters.length]) + out;
    n = Math.floor(n / letters.length);
  }
  return out;
}

/**
 * A localized CHAT_INPUT name of `length` code points, unique among indexes of one level: what
 * follows the last '-' is the index in the script's letters, and the body before it never ends
 * in a separator.
 */
export function scriptName(rng, script, length, index) {
  const tag = scriptIndex(script, index);
  const body = scriptText(rng, script, length - tag.length - 1, 'name', 32 - tag.length - 1);
  return `${body}-${tag}`;
}

/** A localized label (context-menu name, choice name): spaces allowed, unique by the same trick. */
export function scriptLabel(rng, script, length, index, unitLimit) {
  const tag = scriptIndex(script, index);
  if (length <= tag.length + 1) return tag.padEnd(length, tag.slice(-1));
  return `${scriptText(rng, script, length - tag.length - 1, 'text', unitLimit - tag.length - 1)} ${tag}`;
}

const WORDS = (
  'archive audit autorole backup badge balance ban board boost bump calendar captcha channel clip '
  + 'color config counter daily deck digest draft echo economy embed emoji event feed filter forum '
  + 'gallery giveaway goal guild history inventory invite kick label language leader level log '
  + 'lookup lyrics market member meme mention message mute note notify pause pet pin playlist poll '
  + 'profile purge queue quest quote rank reaction region reminder repeat report reward role rule '
  + 'schedule score search server shop shuffle skip slowmode stage stats sticker streak tag theme '
  + 'thread ticket timer timezone trade translate trivia vote warn weather welcome wiki xp'
).split(' ');

function words(rng, length, separator, transform) {
  let s = '';
  while (s.length < length) s += (s ? separator : '') + transform(rng.pick(WORDS));
  return s.slice(0, length);
}

/** Default CHAT_INPUT name: lowercase ASCII, `length` long, ending in '-' + the index in base 36. */
export function asciiName(rng, length, index) {
  const tag = `-${index.toString(36)}`;
  let body = words(rng, length - tag.length, '-', (w) => w);
  if (body.endsWith('-')) body = `${body.slice(0, -1)}x`;
  return body + tag;
}

/** Default description: a capitalized ASCII sentence of exactly `length`. */
export function asciiSentence(rng, length) {
  let s = words(rng, length, ' ', (w) => w);
  s = s[0].toUpperCase() + s.slice(1);
  if (s.endsWith(' ')) s = `${s.slice(0, -1)}.`;
  return s;
}

/** Default label: Title Case ASCII of exactly `length`, ending in a space and `index + 1`. */
export function asciiLabel(rng, length, index) {
  const tag = ` ${index + 1}`;
  let s = words(rng, Math.max(1, length - tag.length), ' ', (w) => w[0].toUpperCase() + w.slice(1));
  if (s.endsWith(' ')) s = `${s.slice(0, -1)}s`;
  return s + tag;
}

/** Default string choice value: snake_case ASCII of exactly `length`, unique by its index. */
export function asciiValue(rng, length, index) {
  const tag = `_${index.toString(36)}`;
  let body = words(rng, length - tag.length, '_', (w) => w);
  if (body.endsWith('_')) body = `${body.slice(0, -1)}x`;
  return body + tag;
}
