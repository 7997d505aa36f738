import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CHAT_INPUT_NAME_REGEX, LOCALE_SET } from '../src/facts.js';
import { hasUppercase } from '../src/name-scan.js';
import { NameSet } from '../src/name-set.js';
import { Summarizer, type FieldSummary } from '../src/summary.js';

const summarize = (object: Record<string, unknown>, field: 'name' | 'description', defaultLocale: string, nameRules?: boolean): FieldSummary =>
  new Summarizer(defaultLocale).summarize(object, field, nameRules);

/** Every string variant of a field: its default value and each localization. */
function variants(object: Record<string, unknown>, field: 'name' | 'description'): string[] {
  const found: string[] = [];
  if (typeof object[field] === 'string') found.push(object[field]);
  const localizations = object[`${field}_localizations`];
  if (localizations !== null && typeof localizations === 'object') {
    for (const value of Object.values(localizations)) if (typeof value === 'string') found.push(value);
  }
  return found;
}

const codePoints = (text: string): number => [...text].length;

describe('summarize counts lengths exactly', () => {
  // Astral characters, lone surrogates and plain letters, so that the longest variant in units
  // is often not the longest in code points.
  const text = fc
    .array(fc.constantFrom('a', 'é', '한', '𝒜', '😀', '\ud800', '\udc00'), { maxLength: 12 })
    .map((parts) => parts.join(''));
  const field = fc.record(
    {
      name: text,
      description: text,
      name_localizations: fc.dictionary(fc.constantFrom('de', 'fr', 'ja', 'ko', 'en-US'), fc.oneof(text, fc.constant(null))),
      description_localizations: fc.dictionary(fc.constantFrom('de', 'fr', 'ja', 'ko', 'en-US'), fc.oneof(text, fc.constant(null))),
    },
    { requiredKeys: [] },
  );

  it('the longest variant in code points and the extremes in units, names and other text alike (property)', () => {
    fc.assert(
      fc.property(field, fc.constantFrom<'name' | 'description'>('name', 'description'), fc.boolean(), (object, which, nameRules) => {
        const summary = summarize(object, which, 'en-US', nameRules);
        const all = variants(object, which);
        expect(summary.hasText).toBe(all.length > 0);
        expect(summary.maxCodePoints).toBe(all.length === 0 ? 0 : Math.max(...all.map(codePoints)));
        expect(summary.maxUnits).toBe(all.length === 0 ? 0 : Math.max(...all.map((v) => v.length)));
        expect(summary.minUnits).toBe(all.length === 0 ? Infinity : Math.min(...all.map((v) => v.length)));
      }),
      { numRuns: 3000 },
    );
  });

  it('a shorter variant with more code points than the longest one wins', () => {
    // 4 units and 2 code points, then 3 units and 3 code points.
    const summary = summarize({ description: '😀😀', description_localizations: { de: 'abc' } }, 'description', 'en-US');
    expect(summary.maxUnits).toBe(4);
    expect(summary.maxCodePoints).toBe(3);
  });
});

describe('one summarizer for names and other text', () => {
  const text = fc.oneof(
    fc.array(fc.constantFrom('a', 'B', '-', ' ', 'é', '한', '𝒜', '😀', '\ud800'), { maxLength: 12 }).map((parts) => parts.join('')),
    fc.constantFrom('ping', 'Ping', '   ', ''),
  );
  const dictionary = fc.dictionary(fc.constantFrom('de', 'fr', 'ko', 'en-US', 'xx'), fc.oneof(text, fc.constant(null), fc.constant(7), fc.constant('ping')));
  const field = fc.record(
    { name: text, description: text, name_localizations: dictionary, description_localizations: dictionary },
    { requiredKeys: [] },
  );

  /** Every answer of a summary, by definition. */
  function expected(object: Record<string, unknown>, which: 'name' | 'description', nameRules: boolean) {
    const all = variants(object, which);
    const scanned = which === 'name' && nameRules;
    const dictionaryValue = object[`${which}_localizations`];
    const entries = dictionaryValue !== null && typeof dictionaryValue === 'object' ? Object.entries(dictionaryValue) : [];
    return {
      hasText: all.length > 0,
      allChatInputNames: !scanned || all.every((v) => CHAT_INPUT_NAME_REGEX.test(v)),
      anyUppercase: scanned && all.some(hasUppercase),
      anyBlank: scanned && all.some((v) => /^\s+$/.test(v)),
      hasLocalizations: dictionaryValue !== null && typeof dictionaryValue === 'object',
      allLocalesKnown: entries.every(([locale]) => LOCALE_SET.has(locale)),
      allValuesTyped: entries.every(([, v]) => typeof v === 'string' || v === null),
      anyEqualsDefault: entries.some(([locale, v]) => locale !== 'en-US' && typeof v === 'string' && v === object[which]),
      maxCodePoints: all.length === 0 ? 0 : Math.max(...all.map(codePoints)),
    };
  }

  const answers = (summary: FieldSummary) => ({
    hasText: summary.hasText,
    allChatInputNames: summary.allChatInputNames,
    anyUppercase: summary.anyUppercase,
    anyBlank: summary.anyBlank,
    hasLocalizations: summary.hasLocalizations,
    allLocalesKnown: summary.allLocalesKnown,
    allValuesTyped: summary.allValuesTyped,
    anyEqualsDefault: summary.anyEqualsDefault,
    maxCodePoints: summary.maxCodePoints,
  });

  it('answers every question as its definition says, one summarizer reused for many fields of both kinds (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(field, fc.constantFrom<'name' | 'description'>('name', 'description'), fc.boolean()), { minLength: 1, maxLength: 6 }), (fields) => {
        // What a scan leaves in the summarizer is read at once: a summary never depends on the one before.
        const summarizer = new Summarizer('en-US');
        const names = new NameSet();
        names.reset();
        for (const [object, which, nameRules] of fields) {
          expect(answers(summarizer.summarize(object, which, nameRules, which === 'name' ? names : undefined))).toEqual(expected(object, which, nameRules));
        }
      }),
      { numRuns: 2000 },
    );
  });
});
