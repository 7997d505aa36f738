import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { OptionsNode } from '../src/nodes.js';
import { lint } from '../src/lint.js';
import { hashUnits } from '../src/name-scan.js';
import { Dispatch } from '../src/dispatch.js';
import { Walker } from '../src/walk.js';

/** `namesMayRepeat` of every options array the walk visits, in walk order. */
function repeatsOf(body: unknown, filters: 'honoured' | 'ignored' = 'honoured'): boolean[] {
  const seen: boolean[] = [];
  const dispatch = new Dispatch((_, error) => {
    throw error;
  }, filters);
  dispatch.add({ options: (node: OptionsNode) => void seen.push(node.namesMayRepeat) }, 0);
  new Walker(dispatch, 'en-US').body(body, 0, 'command');
  return seen;
}

/** The names the set is given: each default name, and each localization that differs from its own default. */
function namesOf(options: readonly Record<string, unknown>[]): string[] {
  const names: string[] = [];
  for (const option of options) {
    const own = option.name;
    if (typeof own === 'string') names.push(own);
    const localizations = option.name_localizations;
    if (localizations === null || typeof localizations !== 'object') continue;
    for (const text of Object.values(localizations)) if (typeof text === 'string' && text !== own) names.push(text);
  }
  return names;
}

/** The answer by definition: some name is met twice. */
function naive(options: readonly Record<string, unknown>[]): boolean {
  const names = namesOf(options);
  return new Set(names).size !== names.length;
}

const command = (options: unknown[]): Record<string, unknown> => ({ name: 'ping', description: 'Ping', options });

describe('names gathered with the summaries (namesMayRepeat)', () => {
  it('reads two different names with one hash as a repeat (never the other way round)', () => {
    // "Aa" and "BB" share Java's string hash.
    expect(hashUnits('Aa')).toBe(hashUnits('BB'));
    expect(repeatsOf(command([{ name: 'Aa' }, { name: 'BB' }]))).toEqual([true]);
  });

  it('says no for distinct names and yes for each kind of repeat', () => {
    expect(repeatsOf(command([{ name: 'a', name_localizations: { de: 'x' } }, { name: 'b', name_localizations: { de: 'y' } }]))).toEqual([false]);
    // A localization equal to its own default is not a second name.
    expect(repeatsOf(command([{ name: 'a', name_localizations: { de: 'a', fr: 'a' } }, { name: 'b' }]))).toEqual([false]);
    expect(repeatsOf(command([{ name: 'a' }, { name: 'a' }]))).toEqual([true]);
    expect(repeatsOf(command([{ name: 'a' }, { name: 'b', name_localizations: { de: 'a' } }]))).toEqual([true]);
    expect(repeatsOf(command([{ name: 'a', name_localizations: { de: 'x' } }, { name: 'b', name_localizations: { fr: 'x' } }]))).toEqual([true]);
    // Null and non-string values are no names.
    expect(repeatsOf(command([{ name: 'a', name_localizations: { de: null } }, { name: 'b', name_localizations: { de: null } }]))).toEqual([false]);
  });

  it('says yes for every array with the filters ignored (the filter tests)', () => {
    expect(repeatsOf(command([{ name: 'a' }, { name: 'b' }]), 'ignored')).toEqual([true]);
  });

  it('judges each array alone, nested arrays too', () => {
    const body = command([
      { type: 1, name: 'add', options: [{ name: 'who', name_localizations: { de: 'wer' } }] },
      { type: 1, name: 'remove', options: [{ name: 'wer' }, { name: 'what', name_localizations: { de: 'wer' } }] },
    ]);
    expect(repeatsOf(body)).toEqual([false, false, true]);
  });

  it('says yes when the table is too crowded to tell, so the exact checks still run', () => {
    const locales = Array.from({ length: 100 }, (_, i) => `l${i}`);
    const options = Array.from({ length: 25 }, (_, o) => ({ name: `o${o}`, name_localizations: Object.fromEntries(locales.map((l) => [l, `${l}-${o}`])) }));
    expect(naive(options)).toBe(false);
    expect(repeatsOf(command(options))).toEqual([true]);
  });

  it('a lint started from a getter while the names of an array are gathered leaves them alone', () => {
    const inner = command([{ name: 'x' }, { name: 'y' }, { name: 'z', name_localizations: { de: 'w' } }]);
    let nested = 0;
    const sneaky = {
      get name(): string {
        nested += lint(inner).length + 1;
        return 'a';
      },
      description: 'Second a',
    };
    const diagnostics = lint(command([{ name: 'a', description: 'First a' }, sneaky]));
    expect(nested).toBeGreaterThan(0);
    // The inner lint gathers its own names: the outer array still has "a" twice.
    expect(diagnostics.map((d) => d.ruleId)).toContain('unique-option-name');
    expect(repeatsOf(command([{ name: 'a', description: 'A' }, sneaky]))).toEqual([true]);
  });

  it('never says no when a name repeats, and says no on distinct names (property)', () => {
    // Few letters, so that repeats (and shared keys of different names) are common.
    const name = fc.stringMatching(/^[ab가-][ab가-]{0,3}$/);
    const option = fc.record(
      { name, name_localizations: fc.oneof(fc.constant(null), fc.dictionary(fc.constantFrom('de', 'fr', 'ja', 'ko'), fc.oneof(name, fc.constant(null)))) },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(option, { maxLength: 8 }), (options) => {
        const names = new Set(namesOf(options));
        // Only the hashes are kept: two different names with one hash may read as a repeat.
        const hashesShared = new Set([...names].map(hashUnits)).size !== names.size;
        const [repeated] = repeatsOf(command(options));
        if (naive(options)) expect(repeated).toBe(true);
        else if (!hashesShared) expect(repeated).toBe(false);
      }),
      { numRuns: 500 },
    );
  });
});
