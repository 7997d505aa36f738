import { defineRule } from '../rule.js';
import { isObject, keysOf, own, quote } from '../util.js';

export default /* @__PURE__ */ defineRule(
  {
    id: 'localized-option-name-collision',
    description: 'A localized option name must differ from the default names of the options beside it and from their names in the same locale.',
    severity: 'error',
    source: 'docs/facts/localization.md#collisions',
    messages: {
      defaultName: "{{subject}}: its {{locale}} name {{text}} is the default name of option #{{owner}} beside it; localized names must not collide with other options' names: choose another.",
      localizedName: '{{subject}}: its {{locale}} name {{text}} is also the {{locale}} name of option #{{first}} beside it; choose a different {{locale}} name.',
    },
  },
  (context) => ({
    options(node) {
      // The walk gathered every name of the array with its summaries: without a repeat, no collision.
      if (!node.namesMayRepeat) return;
      const defaults = new Map<string, number>();
      for (const option of node.options) if (option.name !== undefined && !defaults.has(option.name)) defaults.set(option.name, option.index);
      // locale -> localized name -> index of the first option that uses it
      const byLocale = new Map<string, Map<string, number>>();
      for (const option of node.options) {
        const localizations = own(option.value, 'name_localizations');
        if (!isObject(localizations)) continue;
        for (const locale of keysOf(localizations)) {
          const text = localizations[locale];
          if (typeof text !== 'string' || text === option.name) continue; // equal to its own default: ignored by the service
          const path = [...option.path, 'name_localizations', locale];
          const owner = defaults.get(text);
          if (owner !== undefined && owner !== option.index) {
            context.report(option, {
              path,
              messageId: 'defaultName', data: { locale, text: quote(text), owner },
            });
            continue;
          }
          let names = byLocale.get(locale);
          if (!names) byLocale.set(locale, (names = new Map()));
          const first = names.get(text);
          if (first === undefined) {
            names.set(text, option.index);
          } else {
            context.report(option, {
              path,
              messageId: 'localizedName', data: { locale, text: quote(text), first },
            });
          }
        }
      }
    },
  }),
);
