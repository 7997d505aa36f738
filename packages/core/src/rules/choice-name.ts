import { LIMITS } from '../facts.js';
import { defineRule } from '../rule.js';
import { codePointLength, exceeds, isObject, keysOf, own } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'choice-name',
    description: 'Choice names, and their localizations, must be 1-100 characters (code points).',
    severity: 'error',
    source: 'docs/facts/options.md#choices, docs/facts/localization.md#localized-values',
    messages: {
      empty: '{{subject}}: {{where}} is empty; write 1-{{max}} characters{{localized}}.',
      tooLong: '{{subject}}: {{where}} has {{codePointLength}} characters; the limit is {{max}}: shorten it.',
    },
  },
  (context) => ({
    choice(node) {
      const summary = node.summary('name');
      if (summary.minUnits >= 1 && summary.maxUnits <= LIMITS.choiceNameLength) return;
      const check = (text: unknown, path: readonly (string | number)[], where: string, localized = false): void => {
        if (typeof text !== 'string') return;
        if (text.length === 0) {
          context.report(node, {
            path,
            messageId: 'empty', data: { max: LIMITS.choiceNameLength, where, localized: localized ? ', or remove the entry' : '' },
          });
        } else if (exceeds(text, LIMITS.choiceNameLength)) {
          context.report(node, {
            path,
            messageId: 'tooLong', data: { max: LIMITS.choiceNameLength, where, codePointLength: codePointLength(text) },
          });
        }
      };
      check(own(node.value, 'name'), [...node.path, 'name'], 'name');
      const localizations = own(node.value, 'name_localizations');
      if (!isObject(localizations)) return;
      for (const locale of keysOf(localizations)) {
        check(localizations[locale], [...node.path, 'name_localizations', locale], `name for locale ${locale}`, true);
      }
    },
  }),
);
