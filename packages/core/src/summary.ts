// One pass over a localizable field (its default value and every localization) that answers the
// questions most rules ask first: is anything too long, too short, badly cased, badly keyed? A
// rule asks the summary, and only walks the variants itself when the answer says it must. On a
// 32-locale corpus this turns eight passes over every dictionary into one.
import { LOCALE_SET } from './facts.js';
import type { NameSet } from './name-set.js';
import { NAME_UPPERCASE, NAME_VALID, NameScan, scanName } from './name-scan.js';
import { codePointLength, isObject, own, type JsonObject } from './util.js';

export interface FieldSummary {
  /** Some variant (default or localization) is a string. */
  readonly hasText: boolean;
  /** Longest string variant in UTF-16 units: an upper bound of its code points. 0 without text. */
  readonly maxUnits: number;
  /** Longest string variant in code points (exact; the budget's measure). 0 without text. */
  readonly maxCodePoints: number;
  /** Shortest string variant in UTF-16 units. Infinity without text. */
  readonly minUnits: number;
  /** Every string variant is a valid CHAT_INPUT name (the pattern, length included). Not computed for choices (true). */
  readonly allChatInputNames: boolean;
  /** Some string variant has a code point with a different lowercase form. */
  readonly anyUppercase: boolean;
  /** Some string variant is only whitespace. */
  readonly anyBlank: boolean;
  /** The localization dictionary is an object. */
  readonly hasLocalizations: boolean;
  /** Every key of the dictionary is a locale of the API. */
  readonly allLocalesKnown: boolean;
  /** Every value of the dictionary is a string or null. */
  readonly allValuesTyped: boolean;
  /** Some localization other than the default locale's equals the default value. */
  readonly anyEqualsDefault: boolean;
  /** The answers as SUMMARY_ bits (for the walk, which calls a dictionary's visitors by them). */
  readonly flags: number;
}

const BLANK = /^\s+$/;

/** Shortest length before any text is met: more than any string's (V8 strings stop below 2^29). */
const NO_UNITS = 0x3fffffff;

/** Whether a UTF-16 unit is JavaScript whitespace (`\s`): a cheap first test before the regex. */
function isSpaceUnit(unit: number): boolean {
  return (
    unit === 32 || (unit >= 9 && unit <= 13) || unit === 0xa0 || unit === 0x1680 || (unit >= 0x2000 && unit <= 0x200a) ||
    unit === 0x2028 || unit === 0x2029 || unit === 0x202f || unit === 0x205f || unit === 0x3000 || unit === 0xfeff
  );
}

const TEXT = 1;
const INVALID_NAME = 2;
const UPPERCASE = 4;
const BLANK_TEXT = 8;
const LOCALIZED = 16;
const UNKNOWN_LOCALE = 32;
const UNTYPED_VALUE = 64;
const EQUALS_DEFAULT = 128;
const NO_DEFAULT_LOCALE = 256;

/** Some key of the dictionary is no locale of the API. */
export const SUMMARY_UNKNOWN_LOCALE = UNKNOWN_LOCALE;
/** Some value of the dictionary is neither a string nor null. */
export const SUMMARY_UNTYPED_VALUE = UNTYPED_VALUE;
/** Some localization other than the default locale's equals the default value. */
export const SUMMARY_EQUALS_DEFAULT = EQUALS_DEFAULT;
/** The dictionary holds no string under the default locale (so a fallback locale may show). */
export const SUMMARY_NO_DEFAULT_LOCALE = NO_DEFAULT_LOCALE;

/** The name flags of `value`; its code points and hash are left in `scanned`. */
function nameBits(value: string, scanned: NameScan): number {
  const facts = scanName(value, scanned);
  return (
    (facts & NAME_VALID ? 0 : INVALID_NAME) |
    (facts & NAME_UPPERCASE ? UPPERCASE : 0) |
    (value.length > 0 && isSpaceUnit(value.charCodeAt(0)) && BLANK.test(value) ? BLANK_TEXT : 0)
  );
}

/** The answers, packed in one number: one small object per field, no closures on the hot path. */
class Summary implements FieldSummary {
  constructor(
    readonly flags: number,
    readonly maxUnits: number,
    /** minUnits when there is text. An integer field: Infinity would make V8 box it in every summary. */
    private readonly shortestUnits: number,
    readonly maxCodePoints: number,
  ) {}
  get minUnits(): number {
    return (this.flags & TEXT) !== 0 ? this.shortestUnits : Infinity;
  }
  get hasText(): boolean {
    return (this.flags & TEXT) !== 0;
  }
  get allChatInputNames(): boolean {
    return (this.flags & INVALID_NAME) === 0;
  }
  get anyUppercase(): boolean {
    return (this.flags & UPPERCASE) !== 0;
  }
  get anyBlank(): boolean {
    return (this.flags & BLANK_TEXT) !== 0;
  }
  get hasLocalizations(): boolean {
    return (this.flags & LOCALIZED) !== 0;
  }
  get allLocalesKnown(): boolean {
    return (this.flags & UNKNOWN_LOCALE) === 0;
  }
  get allValuesTyped(): boolean {
    return (this.flags & UNTYPED_VALUE) === 0;
  }
  get anyEqualsDefault(): boolean {
    return (this.flags & EQUALS_DEFAULT) !== 0;
  }
}

/**
 * The locale met last at each position of a dictionary. Dictionaries mostly list their locales in
 * one order, and keys are interned strings: comparing with the one seen at the same position is
 * cheaper than a Set lookup. Holds only locale names.
 */
const knownLocaleAt: (string | undefined)[] = /* @__PURE__ */ new Array<string | undefined>(64).fill(undefined);

/**
 * What one entry of a dictionary says whatever its field: UNKNOWN_LOCALE when `locale`, the key at
 * `position`, is no locale of the API; UNTYPED_VALUE when `value` is neither a string nor null.
 */
function entryFlags(locale: string, position: number, value: unknown): number {
  let flags = typeof value === 'string' || value === null ? 0 : UNTYPED_VALUE;
  if (locale === knownLocaleAt[position]) return flags;
  if (!LOCALE_SET.has(locale)) flags |= UNKNOWN_LOCALE;
  else if (position < knownLocaleAt.length) knownLocaleAt[position] = locale;
  return flags;
}

/**
 * Makes the field summaries of one walk, names and other text in one loop. What a scan of a name
 * leaves (code points, hash) goes into one object that every name of the walk reuses and that is
 * read right after each scan: an object per summary cost about 1 % of a lint (bench/README.md).
 */
export class Summarizer {
  private readonly scanned = new NameScan();
  constructor(readonly defaultLocale: string) {}

  /**
   * `nameRules`: scan names for the CHAT_INPUT pattern and case (not choice names, which have no
   * such rules); the scan also counts each name's code points. Other text is only measured, and
   * its code points are counted after the pass: the variant with the most units first, then only
   * variants with more units than its count. `names`: add the default name and every
   * localization that differs from it to this set (see name-set.ts), from the same pass; only
   * names that are scanned can be.
   */
  summarize(object: JsonObject, field: 'name' | 'description', nameRules = true, names?: NameSet): FieldSummary {
    const hasOwn = Object.prototype.hasOwnProperty; // see util.ts
    const scanned = field === 'name' && nameRules ? this.scanned : undefined;
    const { defaultLocale } = this;
    let flags = 0;
    let maxUnits = 0;
    let minUnits = NO_UNITS;
    let maxCodePoints = 0;
    let longest = '';
    /** Units of the longest variant but one: no variant but the longest can have more code points. */
    let secondUnits = 0;
    const base = own(object, field);
    const baseUnits = typeof base === 'string' ? base.length : -1;
    if (typeof base === 'string') {
      flags |= TEXT;
      maxUnits = minUnits = baseUnits;
      longest = base;
      if (scanned !== undefined) {
        flags |= nameBits(base, scanned);
        maxCodePoints = scanned.codePoints;
        if (names !== undefined) names.add(scanned.hash);
      }
    }
    const localizations = own(object, field === 'name' ? 'name_localizations' : 'description_localizations');
    if (isObject(localizations)) {
      flags |= LOCALIZED | NO_DEFAULT_LOCALE;
      const defaultUnits = defaultLocale.length;
      let position = 0;
      for (const locale in localizations) {
        if (!hasOwn.call(localizations, locale)) continue;
        const value = localizations[locale];
        flags |= entryFlags(locale, position++, value);
        if (typeof value !== 'string') continue;
        flags |= TEXT;
        const units = value.length;
        if (units < minUnits) minUnits = units;
        // Lengths first: a string comparison is a call, and most keys and variants differ in length.
        const equalsBase = units === baseUnits && value === base;
        if (locale.length === defaultUnits && locale === defaultLocale) flags &= ~NO_DEFAULT_LOCALE;
        else if (equalsBase) flags |= EQUALS_DEFAULT;
        if (scanned !== undefined) {
          if (units > maxUnits) maxUnits = units;
          flags |= nameBits(value, scanned);
          if (scanned.codePoints > maxCodePoints) maxCodePoints = scanned.codePoints;
          // A localization equal to its own default is ignored by the service: it collides with nothing.
          if (names !== undefined && !equalsBase) names.add(scanned.hash);
        } else if (units > maxUnits) {
          secondUnits = maxUnits;
          maxUnits = units;
          longest = value;
        } else if (units > secondUnits) {
          secondUnits = units;
        }
      }
    }
    if (scanned !== undefined || (flags & TEXT) === 0) return new Summary(flags, maxUnits, minUnits, maxCodePoints);
    maxCodePoints = codePointLength(longest);
    // Only a variant with more units than the longest's code points could have more code points:
    // none without astral characters in the longest, and mostly none beside it even with some.
    if (maxCodePoints < secondUnits) maxCodePoints = longestInCodePoints(base, localizations, maxCodePoints);
    return new Summary(flags, maxUnits, minUnits, maxCodePoints);
  }
}

/** The most code points of a variant, knowing one with `atLeast`: only longer variants are counted. */
function longestInCodePoints(base: unknown, localizations: unknown, atLeast: number): number {
  const hasOwn = Object.prototype.hasOwnProperty; // see util.ts
  let best = atLeast;
  if (typeof base === 'string' && base.length > best) best = Math.max(best, codePointLength(base));
  if (isObject(localizations)) {
    for (const locale in localizations) {
      if (!hasOwn.call(localizations, locale)) continue;
      const value = localizations[locale];
      if (typeof value === 'string' && value.length > best) best = Math.max(best, codePointLength(value));
    }
  }
  return best;
}
