import { LOCALES, LOCALE_SET } from '../facts.js';
import type { Suggestion } from '../types.js';
import { defineRule } from '../rule.js';
import { closest, has, keysOf } from '../util.js';
import { capitalize } from '../variants.js';

/** `pt_BR`, `PT-br`, ` pt-BR` → `pt-BR`: the same locale written another way. */
const BY_NORMAL_FORM: ReadonlyMap<string, string> = new Map(LOCALES.map((locale) => [normalForm(locale), locale]));
function normalForm(key: string): string {
  return key.trim().replace(/_/g, '-').toLowerCase();
}

export default defineRule(
  {
    id: 'locale-key',
    description: 'Localization dictionaries are keyed by the 32 locales of the API (en-US, pt-BR, es-419, ...); any other key is rejected.',
    severity: 'error',
    fixable: true,
    hasSuggestions: true,
    source: 'spec §1 Localization 1; api-facts §5',
  },
  (context) => ({
    localizations(node) {
      for (const key of keysOf(node.value)) {
        if (LOCALE_SET.has(key)) continue;
        const path = [...node.path, key];
        const same = BY_NORMAL_FORM.get(normalForm(key));
        const where = `${capitalize(node.owner.label)}: ${node.field}_localizations key ${JSON.stringify(key)}`;
        if (same !== undefined && !has(node.value, same)) {
          context.report(node, { path, message: `${where} is not a locale of the API; write it ${JSON.stringify(same)}.`, fix: [{ op: 'rename', path, to: same }] });
          continue;
        }
        if (same !== undefined) {
          context.report(node, {
            path,
            message: `${where} is not a locale of the API, and ${JSON.stringify(same)} is already there; remove this entry.`,
            suggestions: [{ message: `Remove ${JSON.stringify(key)}`, fix: [{ op: 'remove', path }] }],
          });
          continue;
        }
        const guess = closest(normalForm(key), LOCALES);
        const suggestions: Suggestion[] = guess && !has(node.value, guess) ? [{ message: `Rename to ${JSON.stringify(guess)}`, fix: [{ op: 'rename', path, to: guess }] }] : [];
        context.report(node, {
          path,
          message: `${where} is not a locale of the API; ${guess ? `did you mean ${JSON.stringify(guess)}? ` : ''}valid locales: ${LOCALES.join(', ')}.`,
          suggestions,
        });
      }
    },
  }),
);
