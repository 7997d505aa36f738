import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summarize } from '../src/summary.js';

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
