import { CommandType, LOCALE_SET } from '../facts.js';
import { defineRule } from '../rule.js';
import { keysOf, show } from '../util.js';
import { SUMMARY_EQUALS_DEFAULT } from '../summary.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'localization-equals-default',
    description: 'A localized value identical to the default is ignored by the service; remove it (the entry of the default locale itself is kept: it blocks the fallback).',
    severity: 'warning',
    fixable: true,
    source: 'docs/facts/localization.md#values-equal-to-the-default',
    messages: {
      sameAsDefault: '{{subject}}: the {{locale}} {{field}} is the same as the default ({{base}}) and is ignored by the service; remove it.',
    },
  },
  (context) => ({
    only: {
      summaries: SUMMARY_EQUALS_DEFAULT, // only dictionaries with a copy of the default
    },
    localizations(node) {
      if (typeof node.base !== 'string') return;
      // A USER or MESSAGE command's description localizations all go (context-menu-description's
      // error says so at the same place): one problem, one message.
      const owner = node.owner;
      if (node.field === 'description' && owner.node === 'command' && (owner.type === CommandType.USER || owner.type === CommandType.MESSAGE) && node.base !== '') return;
      for (const locale of keysOf(node.value)) {
        // The default under its own locale key is what keeps a fallback locale from showing (spec §1 Localization 5).
        // A key that is no locale is locale-key's to rename; removing it here could delete the
        // default locale's own entry written as "en_US".
        if (locale === context.defaultLocale || !LOCALE_SET.has(locale) || node.value[locale] !== node.base) continue;
        const path = [...node.path, locale];
        context.report(node, {
          path,
          messageId: 'sameAsDefault', data: { locale, field: node.field, base: show(node.base) },
          fix: [{ op: 'remove', path }],
        });
      }
    },
  }),
);
