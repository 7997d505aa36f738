// One pass over a localizable field (its default value and every localization) that answers the
// questions most rules ask first: is anything too long, too short, badly cased, badly keyed? A
// rule asks the summary, and only walks the variants itself when the answer says it must. On a
// 32-locale corpus this turns eight passes over every dictionary into one.
import { LOCALE_SET } from './facts.js';
import { NAME_UPPERCASE, NAME_VALID, nameFacts } from './names.js';
import { isObject, own, type JsonObject } from './util.js';

export interface FieldSummary {
  /** Some variant (default or localization) is a string. */
  readonly hasText: boolean;
  /** Longest string variant in UTF-16 units: an upper bound of its code points. 0 without text. */
  readonly maxUnits: number;
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
}

const BLANK_START = /^\s/;
const BLANK = /^\s+$/;

/** `nameRules`: scan names for the CHAT_INPUT pattern and case (not for choice names, which have no such rules). */
export function summarize(object: JsonObject, field: 'name' | 'description', defaultLocale: string, nameRules = true): FieldSummary {
  const isName = field === 'name';
  const scanNames = isName && nameRules;
  let hasText = false;
  let maxUnits = 0;
  let minUnits = Infinity;
  let allChatInputNames = true;
  let anyUppercase = false;
  let anyBlank = false;
  const text = (value: string): void => {
    hasText = true;
    const units = value.length;
    if (units > maxUnits) maxUnits = units;
    if (units < minUnits) minUnits = units;
    if (!scanNames) return;
    const facts = nameFacts(value);
    if (!(facts & NAME_VALID)) allChatInputNames = false;
    if (facts & NAME_UPPERCASE) anyUppercase = true;
    if (!anyBlank && BLANK_START.test(value) && BLANK.test(value)) anyBlank = true;
  };
  const base = own(object, field);
  if (typeof base === 'string') text(base);
  let hasLocalizations = false;
  let allLocalesKnown = true;
  let allValuesTyped = true;
  let anyEqualsDefault = false;
  const localizations = own(object, isName ? 'name_localizations' : 'description_localizations');
  if (isObject(localizations)) {
    hasLocalizations = true;
    for (const locale in localizations) {
      if (!Object.prototype.hasOwnProperty.call(localizations, locale)) continue;
      if (!LOCALE_SET.has(locale)) allLocalesKnown = false;
      const value = localizations[locale];
      if (typeof value === 'string') {
        text(value);
        if (value === base && locale !== defaultLocale) anyEqualsDefault = true;
      } else if (value !== null) {
        allValuesTyped = false;
      }
    }
  }
  return {
    hasText,
    maxUnits,
    minUnits,
    allChatInputNames,
    anyUppercase,
    anyBlank,
    hasLocalizations,
    allLocalesKnown,
    allValuesTyped,
    anyEqualsDefault,
  };
}
