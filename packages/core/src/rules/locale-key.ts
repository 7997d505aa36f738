import { LOCALES, LOCALE_LANGUAGES, LOCALE_SET } from '../facts.js';
import type { Suggestion } from '../types.js';
import { defineRule } from '../rule.js';
import { capitalize, closest, has, keysOf, listOr, quote } from '../util.js';
import { SUMMARY_UNKNOWN_LOCALE } from '../summary.js';

function normalForm(key: string): string {
  return key.trim().replace(/_/g, '-').toLowerCase();
}

function group(pairs: readonly (readonly [string, string])[]): ReadonlyMap<string, readonly string[]> {
  const map = new Map<string, string[]>();
  for (const [key, locale] of pairs) {
    const list = map.get(key);
    if (list) list.push(locale);
    else map.set(key, [locale]);
  }
  return map;
}

interface LocaleTables {
  /** `pt_BR`, `PT-br`, ` pt-BR` → `pt-BR`: the same locale written another way. */
  readonly byNormalForm: ReadonlyMap<string, string>;
  /** Locales by language subtag (`en` → en-US, en-GB); Norwegian is written `no` by the API. */
  readonly byLanguage: ReadonlyMap<string, readonly string[]>;
  /** Locales by region subtag, for a key that is a country code (`us` → en-US, `br` → pt-BR). */
  readonly byRegion: ReadonlyMap<string, readonly string[]>;
}

/** Made on the first key that is no locale: most runs meet none, and making them (a regex compiled among it) took a seventh of the core's set-up. */
let tables: LocaleTables | undefined;
function localeTables(): LocaleTables {
  return (tables ??= {
    byNormalForm: new Map(LOCALES.map((locale) => [normalForm(locale), locale])),
    byLanguage: group([...LOCALES.map((locale) => [normalForm(locale).split('-')[0]!, locale] as const), ['nb', 'no'], ['nn', 'no']]),
    byRegion: group(LOCALES.filter((l) => l.includes('-')).map((locale) => [normalForm(locale).split('-')[1]!, locale] as const)),
  });
}

/**
 * The locales a key probably meant: the same language first (`fr-FR` → fr, `en` → en-US or en-GB),
 * then the same region (`us` → en-US), then a near spelling (`jp` → ja). Edit distance alone picks
 * look-alikes of another language (`en` → el), so it comes last.
 */
function guesses(key: string): string[] {
  const normal = normalForm(key);
  const [language = '', region] = normal.split('-');
  const tables = localeTables();
  const byLanguage = tables.byLanguage.get(language);
  if (byLanguage) {
    const sameRegion = byLanguage.filter((locale) => region !== undefined && normalForm(locale).split('-')[1] === region);
    return sameRegion.length > 0 ? sameRegion : [...byLanguage];
  }
  const byRegion = region === undefined ? tables.byRegion.get(language) : undefined;
  if (byRegion) return [...byRegion];
  const near = closest(normal, LOCALES);
  return near === undefined ? [] : [near];
}

const named = (locale: string): string => `${JSON.stringify(locale)} (${LOCALE_LANGUAGES.get(locale) ?? locale})`;

export default /* @__PURE__ */ defineRule(
  {
    id: 'locale-key',
    description: 'Localization dictionaries are keyed by the 32 locales of the API (en-US, pt-BR, es-419, ...); any other key is rejected.',
    severity: 'error',
    fixable: true,
    hasSuggestions: true,
    source: 'docs/facts/localization.md#locales',
    messages: {
      wrongSpelling: '{{where}} is not a locale of the API; write it {{same}}.',
      wrongSpellingRepeated: '{{where}} is not a locale of the API, and {{same}} is already there; remove this entry.',
      unknown: '{{where}} is not a locale of the API; {{hint}}valid locales: {{locales}}.',
    },
  },
  (context) => ({
    only: {
      summaries: SUMMARY_UNKNOWN_LOCALE, // only dictionaries with a key that is no locale
    },
    localizations(node) {
      for (const key of keysOf(node.value)) {
        if (LOCALE_SET.has(key)) continue;
        const path = [...node.path, key];
        const same = localeTables().byNormalForm.get(normalForm(key));
        const where = `${capitalize(node.owner.label)}: ${node.field}_localizations key ${quote(key)}`;
        if (same !== undefined && !has(node.value, same)) {
          context.report(node, { path, messageId: 'wrongSpelling', data: { where, same: JSON.stringify(same) }, fix: [{ op: 'rename', path, to: same }] });
          continue;
        }
        if (same !== undefined) {
          context.report(node, {
            path,
            messageId: 'wrongSpellingRepeated', data: { where, same: JSON.stringify(same) },
            suggestions: [{ message: `Remove ${quote(key)}`, fix: [{ op: 'remove', path }] }],
          });
          continue;
        }
        // The project's default locale first: `en` most likely means it when it is en-US.
        const candidates = guesses(key).sort((a, b) => Number(b === context.defaultLocale) - Number(a === context.defaultLocale));
        const free = candidates.filter((locale) => !has(node.value, locale));
        const suggestions: Suggestion[] = free.map((locale) => ({ message: `Rename to ${JSON.stringify(locale)}`, fix: [{ op: 'rename', path, to: locale }] }));
        const hint =
          candidates.length === 0
            ? ''
            : free.length === 0
              ? `${listOr(candidates.map(named))} ${candidates.length === 1 ? 'is' : 'are'} already there, so remove this entry or move its value; `
              : `did you mean ${listOr(free.map(named))}? `;
        context.report(node, {
          path,
          messageId: 'unknown', data: { where, hint, locales: LOCALES.join(', ') },
          suggestions,
        });
      }
    },
  }),
);
