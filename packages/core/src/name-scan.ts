// The hot scanner of names: one pass over a string by UTF-16 unit that tells whether it is a valid
// CHAT_INPUT name and whether it has uppercase, counts its code points and hashes it, all without
// allocating. The field summaries (summary.ts) call it on every name and localized name of a body,
// which makes it the innermost loop of a lint; everything here serves that loop. The naming helpers
// rules use to explain and fix a name live in names.ts.
import { LIMITS } from './facts.js';
import { allowedRuns, changesWhenLowercased, chatInputNameChar, upperRuns } from './name-regexes.js';
import type { AllowedUnits } from './name-char-ranges.js';

/**
 * Whether some code point of `text` has a different lowercase form. The Unicode property
 * Changes_When_Lowercased is exactly `c.toLowerCase() !== c` (a test checks every code point),
 * and a regex test allocates nothing, unlike lowercasing the string.
 */
export function hasUppercase(text: string): boolean {
  return changesWhenLowercased().test(text);
}

// A per-character table of the two name properties, for the hot path. Units are filled on first
// use by the same character classes as the regexes of name-regexes.ts, so the
// table cannot disagree with them (a test compares every unit); astral characters are looked up
// by the regexes themselves (and cached, below). Localized names meet tens of thousands of
// distinct units (Hangul, CJK) in a run, so a block of 128 units is filled at once, by runs:
// testing each unit alone was a visible part of a run over many files (bench/README.md).
/** 1, as the data (AllowedUnits) marks an allowed unit: fillFromUnits takes its byte as the bit. */
const ALLOWED = 1;
const UPPER = 2;
const SURROGATE = 4;
/** Set on every filled entry, so that 0 means "not filled yet". */
const KNOWN = 8;
const TABLE = /* @__PURE__ */ new Uint8Array(0x10000);
const BLOCK = 128;
// Runs of characters inside the name pattern's class, and of characters with a lowercase form
// (allowedRuns, upperRuns): a block of Hangul or CJK is one run, so one match fills it.

/** Ors `flag` into the table for the units of `block` (which starts at `start`) that `runs` matches. */
function markRuns(block: string, start: number, runs: RegExp, flag: number): void {
  runs.lastIndex = 0;
  for (let match = runs.exec(block); match !== null; match = runs.exec(block)) {
    for (let i = match.index; i < runs.lastIndex; i++) TABLE[start + i]! |= flag;
  }
}

/** Which units of the block being filled are allowed, from the data (reused). */
const BLOCK_ALLOWED = /* @__PURE__ */ new Uint8Array(BLOCK);

/** The units of the block being filled (reused). */
const BLOCK_UNITS: number[] = /* @__PURE__ */ new Array<number>(BLOCK).fill(0);

/**
 * The ASCII block, filled without the regexes: compiling their Unicode property classes costs
 * about a millisecond, a hundredth of a CLI run on one small file, whose names are most often
 * all ASCII. The name class's ASCII members are "-", "_", letters and digits; the uppercase ones
 * are A-Z (the test of every unit compares this with the regexes too).
 */
function fillAscii(): void {
  for (let unit = 0; unit < BLOCK; unit++) {
    const upper = unit >= 0x41 && unit <= 0x5a;
    const allowed = upper || (unit >= 0x61 && unit <= 0x7a) || (unit >= 0x30 && unit <= 0x39) || unit === 0x2d || unit === 0x5f;
    TABLE[unit] = KNOWN | (allowed ? ALLOWED : 0) | (upper ? UPPER : 0);
  }
}

// The allowed code points as data (name-char-ranges.ts), when the program gave them: then a block
// (or an astral code point) is judged without building the regexes' property classes, uppercase by
// toLowerCase (which is Changes_When_Lowercased: see hasUppercase).
let allowedUnitsOf: (() => AllowedUnits | undefined) | undefined;
let allowedUnits: AllowedUnits | null | undefined;

/** The data, asked for once, on first need; null when the program gave none or it is for another Unicode version. */
function dataUnits(): AllowedUnits | null {
  if (allowedUnits === undefined) allowedUnits = allowedUnitsOf?.() ?? null;
  return allowedUnits;
}

/**
 * Fills blocks from `units` (which marks the allowed units of a block, as decodeNameCharRanges
 * makes it; called once, on the first block that needs it) instead of the regexes; an undefined
 * answer (another Unicode version) keeps the regexes.
 */
export function useNameCharUnits(units: () => AllowedUnits | undefined): void {
  allowedUnitsOf = units;
  allowedUnits = undefined;
}

/**
 * Fills a block from the data; uppercase is read from the block lowercased in one call, where a
 * string and a toLowerCase per unit made filling the 262 blocks of the bench's 2000 small files
 * about 3 ms of the run (CPU profile). Lowercasing is per character but for final sigma (Σ becomes
 * σ or ς, both differ from Σ) and for the few whose lowercase is longer (U+0130): a block whose
 * length changes is read unit by unit. test/name-char-ranges.test.ts compares every BMP unit.
 */
function fillFromUnits(start: number, block: string, units: AllowedUnits): void {
  // A block of a script without case (name-char-ranges.ts, NAME_CASED_BLOCKS) is its own lowercase:
  // lowercasing it went through ICU, about 200,000 instructions a block.
  const lower = units(start, BLOCK_ALLOWED) ? block : block.toLowerCase();
  for (let i = 0; i < BLOCK; i++) {
    const upper = lower.length === BLOCK ? lower.charCodeAt(i) !== start + i : block[i]!.toLowerCase() !== block[i];
    TABLE[start + i] = KNOWN | BLOCK_ALLOWED[i]! | (upper ? UPPER : 0); // the data's 1 is ALLOWED
  }
}

function fillUnit(unit: number): number {
  const start = unit - (unit % BLOCK);
  if (start === 0) {
    fillAscii();
    return TABLE[unit]!;
  }
  if (start >= 0xd800 && start <= 0xdfff) {
    TABLE.fill(SURROGATE | KNOWN, start, start + BLOCK); // the surrogate range is whole blocks
    return TABLE[unit]!;
  }
  for (let i = 0; i < BLOCK; i++) BLOCK_UNITS[i] = start + i;
  const block = String.fromCharCode.apply(null, BLOCK_UNITS); // one call, not 128 concatenations
  const units = dataUnits();
  if (units) {
    fillFromUnits(start, block, units);
  } else {
    TABLE.fill(KNOWN, start, start + BLOCK);
    // Each character is one unit here (no surrogates), so positions in the block are units.
    markRuns(block, start, allowedRuns(), ALLOWED);
    markRuns(block, start, upperRuns(), UPPER);
  }
  return TABLE[unit]!;
}

// Flags of astral code points met lately (the same two tests as the table), in a direct-mapped
// cache: bounded however many distinct code points a hostile input holds, and a lookup is two
// array reads where a Map lookup hashed the number. 0 marks an empty slot (never astral). With the
// data (useNameCharUnits), a code point is looked up in it and lowercased, as the blocks are
// filled: building the two regexes cost a run with one astral character 10 million instructions.
const ASTRAL_SLOTS = 1024;
/** Whether the astral code point being looked up is allowed, from the data (reused). */
const ONE_ALLOWED = /* @__PURE__ */ new Uint8Array(1);
const astralPoints = /* @__PURE__ */ new Int32Array(ASTRAL_SLOTS);
const astralFlagsAt = /* @__PURE__ */ new Uint8Array(ASTRAL_SLOTS);
function astralFlags(codePoint: number): number {
  const slot = codePoint & (ASTRAL_SLOTS - 1);
  if (astralPoints[slot] === codePoint) return astralFlagsAt[slot]!;
  const character = String.fromCodePoint(codePoint);
  const units = dataUnits();
  let flags: number;
  if (units) {
    units(codePoint, ONE_ALLOWED);
    flags = KNOWN | (ONE_ALLOWED[0] === 1 ? ALLOWED : 0) | (character.toLowerCase() !== character ? UPPER : 0);
  } else {
    flags = KNOWN | (chatInputNameChar().test(character) ? ALLOWED : 0) | (changesWhenLowercased().test(character) ? UPPER : 0);
  }
  astralPoints[slot] = codePoint;
  astralFlagsAt[slot] = flags;
  return flags;
}

const HASH_MASK = 0x3fffffff;

/**
 * A 30-bit hash of a string's UTF-16 units (the polynomial of Java's String.hashCode, cut to 30
 * bits: V8 keeps such a number unboxed in a variable, where a full 32-bit one costs an allocation).
 */
export function hashUnits(text: string): number {
  let hash = 0;
  for (let i = 0; i < text.length; i++) hash = (Math.imul(hash, 31) + text.charCodeAt(i)) | 0;
  return hash & HASH_MASK;
}

/**
 * What a scan of a name found besides its facts: filled in place by `scanName`, so that a caller
 * scanning many names reuses one and a scan allocates nothing.
 */
export class NameScan {
  /** Code points of the name (a lone surrogate counts as one). */
  codePoints = 0;
  /** `hashUnits` of the name: made in the scan's own loop, where it costs nothing measurable. */
  hash = 0;
}

/** What `scan` answers when its fast loop cannot decide (then `scanCarefully` does). */
const NOT_DECIDED = -1;

/**
 * One pass over `text` by code point: ALLOWED when every code point is allowed in a CHAT_INPUT
 * name, | UPPER when some code point has a lowercase form. A lone surrogate is a code point of
 * its own that is neither (as with the `u` flag). Its code points and hash go into `into`.
 * NOT_DECIDED when a unit is not in the table yet or is a surrogate: the caller then runs
 * `scanCarefully`. Calling it from here made V8 build the careful loop into this function's
 * optimized code, too large then to be inlined into the summaries' loop (bench/README.md).
 */
function scan(text: string, into: NameScan): number {
  // The common case first: every unit is filled and none is a surrogate, so each unit is
  // a code point and two bit operations per unit decide. Anything else takes the careful loop.
  const length = text.length;
  const table = TABLE; // a local: the bundle makes TABLE a module var, reloaded and rechecked per unit
  let known = KNOWN | ALLOWED;
  let seen = 0;
  let hash = 0;
  for (let i = 0; i < length; i++) {
    const unit = text.charCodeAt(i);
    const flags = table[unit]!;
    known &= flags;
    seen |= flags;
    hash = (Math.imul(hash, 31) + unit) | 0;
  }
  into.hash = hash & HASH_MASK;
  if ((known & KNOWN) !== 0 && (seen & SURROGATE) === 0) {
    into.codePoints = length;
    return (known & ALLOWED) | (seen & UPPER);
  }
  return NOT_DECIDED;
}

function scanCarefully(text: string, into: NameScan): number {
  const table = TABLE; // see scan
  let all = ALLOWED;
  let any = 0;
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    let flags = table[unit]!;
    if (flags === 0) flags = fillUnit(unit);
    if (flags & SURROGATE) {
      const next = i + 1 < text.length ? text.charCodeAt(i + 1) : 0;
      if (unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff) {
        flags = astralFlags(((unit - 0xd800) << 10) + (next - 0xdc00) + 0x10000);
        i++;
      } else {
        flags = KNOWN; // a lone surrogate
      }
    }
    count++;
    all &= flags;
    any |= flags;
  }
  into.codePoints = count;
  return all | (any & UPPER);
}

/** Bit of `scanName`: exactly `CHAT_INPUT_NAME_REGEX.test(text)`. */
export const NAME_VALID = 1;
/** Bit of `scanName`: exactly `hasUppercase(text)`. */
export const NAME_UPPERCASE = 2;

/**
 * Both name properties of `text` from one scan of the tables, as NAME_ bits; its code points and
 * hash are left in `into`.
 */
export function scanName(text: string, into: NameScan): number {
  let flags = scan(text, into);
  if (flags === NOT_DECIDED) flags = scanCarefully(text, into);
  const valid = (flags & ALLOWED) !== 0 && into.codePoints >= 1 && into.codePoints <= LIMITS.nameLength;
  return (valid ? NAME_VALID : 0) | (flags & UPPER ? NAME_UPPERCASE : 0);
}

/** Exactly `CHAT_INPUT_NAME_REGEX.test(text)`, without running the regex. */
export function isValidChatInputName(text: string): boolean {
  return text.length <= 64 && (scanName(text, new NameScan()) & NAME_VALID) !== 0;
}

/** Exactly `hasUppercase(text)`, by the tables. */
export function hasUppercaseFast(text: string): boolean {
  return (scanName(text, new NameScan()) & NAME_UPPERCASE) !== 0;
}

