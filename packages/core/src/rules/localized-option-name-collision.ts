import type { OptionNode } from '../nodes.js';
import { defineRule } from '../rule.js';
import { isObject, keysOf, own } from '../util.js';
import { capitalize } from '../variants.js';

/**
 * Whether any localized name of the array equals another name of the array (default or
 * localized, any locale). Without one, no collision is possible; this one Set pass spares the
 * per-locale bookkeeping on the common, clean array.
 */
function anyRepeatedName(options: readonly OptionNode[]): boolean {
  const names = new Set<string>();
  for (const option of options) if (option.name !== undefined) names.add(option.name);
  for (const option of options) {
    if (!option.summary('name').hasLocalizations) continue;
    const localizations = own(option.value, 'name_localizations') as Record<string, unknown>;
    for (const locale in localizations) {
      if (!Object.prototype.hasOwnProperty.call(localizations, locale)) continue;
      const text = localizations[locale];
      if (typeof text !== 'string' || text === option.name) continue;
      if (names.has(text)) return true;
      names.add(text);
    }
  }
  return false;
}

export default defineRule(
  {
    id: 'localized-option-name-collision',
    description: 'A localized option name must differ from the default names of the options beside it and from their names in the same locale.',
    severity: 'error',
    source: 'spec §1 Localization 3; api-facts §5',
  },
  (context) => ({
    options(node) {
      if (!anyRepeatedName(node.options)) return;
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
              message: `${capitalize(option.label)}: its ${locale} name ${JSON.stringify(text)} is the default name of option #${owner} beside it; localized names must not collide with other options' names: choose another.`,
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
              message: `${capitalize(option.label)}: its ${locale} name ${JSON.stringify(text)} is also the ${locale} name of option #${first} beside it; choose a different ${locale} name.`,
            });
          }
        }
      }
    },
  }),
);
