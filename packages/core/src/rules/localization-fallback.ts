import { CommandType, LOCALE_FALLBACKS } from '../facts.js';
import { defineRule } from '../rule.js';
import { own, show } from '../util.js';
import { SUMMARY_NO_DEFAULT_LOCALE } from '../summary.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'localization-fallback',
    description: 'A dictionary that lacks the default locale but holds its fallback (en-US ↔ en-GB, es-419 → es-ES) shows the fallback to users of the default locale.',
    severity: 'warning',
    hasSuggestions: true,
    source: 'docs/facts/localization.md#fallbacks',
    messages: {
      noDefaultLocale: '{{subject}}: {{field}}_localizations has {{fallback}} but not {{locale}}, the default locale, so {{locale}} users see the {{fallback}} {{field}} {{shown}} instead of the default; add the default under "{{locale}}".',
    },
  },
  (context) => ({
    only: {
      summaries: SUMMARY_NO_DEFAULT_LOCALE, // only dictionaries without the default locale
    },
    localizations(node) {
      // USER and MESSAGE commands show no description in any locale: nothing can fall back.
      const owner = node.owner;
      if (node.field === 'description' && owner.node === 'command' && (owner.type === CommandType.USER || owner.type === CommandType.MESSAGE)) return;
      // Only without a string under the default locale (a `null` value localizes nothing: it no
      // more blocks the fallback than a missing key). The filter says the same; this makes it safe.
      if ((node.summary.flags & SUMMARY_NO_DEFAULT_LOCALE) === 0) return;
      const locale = context.defaultLocale;
      const fallbacks = LOCALE_FALLBACKS.get(locale);
      if (fallbacks === undefined) return;
      for (let i = 0; i < fallbacks.length; i++) {
        const fallback = fallbacks[i]!;
        const shown = own(node.value, fallback);
        if (typeof shown !== 'string' || shown === node.base) continue; // nothing surprising shows
        const base = node.base;
        context.report(node, {
          path: node.path,
          messageId: 'noDefaultLocale', data: { field: node.field, fallback, locale, shown: show(shown) },
          ...(typeof base === 'string'
            ? { suggestions: [{ message: `Add "${locale}": ${show(base)}`, fix: [{ op: 'set', path: [...node.path, locale], value: base }] }] }
            : {}),
        });
      }
    },
  }),
);
