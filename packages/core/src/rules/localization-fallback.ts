import { LOCALE_FALLBACKS } from '../facts.js';
import { defineRule } from '../rule.js';
import { has } from '../util.js';
import { capitalize } from '../variants.js';

export default defineRule(
  {
    id: 'localization-fallback',
    description: 'A dictionary that lacks the default locale but holds its fallback (en-US ↔ en-GB, es-419 → es-ES) shows the fallback to users of the default locale.',
    severity: 'warning',
    hasSuggestions: true,
    source: 'spec §1 Localization 5; api-facts §5',
  },
  (context) => ({
    localizations(node) {
      const own = context.defaultLocale;
      if (has(node.value, own)) return;
      for (const fallback of LOCALE_FALLBACKS.get(own) ?? []) {
        if (!has(node.value, fallback)) continue;
        const shown = node.value[fallback];
        if (typeof shown !== 'string' || shown === node.base) continue; // nothing surprising shows
        const base = node.base;
        context.report(node, {
          path: node.path,
          message: `${capitalize(node.owner.label)}: ${node.field}_localizations has ${fallback} but not ${own}, the default locale, so ${own} users see the ${fallback} ${node.field} ${JSON.stringify(shown.slice(0, 60))} instead of the default; add the default under "${own}".`,
          ...(typeof base === 'string'
            ? { suggestions: [{ message: `Add "${own}": ${JSON.stringify(base.slice(0, 60))}`, fix: [{ op: 'set', path: [...node.path, own], value: base }] }] }
            : {}),
        });
      }
    },
  }),
);
