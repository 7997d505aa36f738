// How the property tests break context-menu-description (test/arbitraries/mutations.ts loads `mutation`, fixable.ts `injection`).
import fc from 'fast-check';
import { LOCALES } from '../../src/index.js';
import { envArb } from '../../../../test/arbitraries/env.js';
import { type FixInjection, idOf, insertKey } from '../../../../test/arbitraries/inject.js';
import { chance, LOCALE_OF, menu, type MutationOperator, onBody, pick, setLocalization } from '../../../../test/arbitraries/mutate.js';
import { descriptionText } from '../../../../test/arbitraries/text.js';
import { isObj, type Obj } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'give a USER or MESSAGE command a non-empty description or description localization',
  arbitrary: onBody(envArb, menu, (body, g) => {
    if (chance(g)) {
      body['description'] = pick(g, ['Reports a user', 'x', '😀']);
      return { path: ['description'], what: 'description on a context menu command' };
    }
    return { path: setLocalization(body, [], 'description', LOCALE_OF(g), 'Beschreibung'), what: 'description localization on a context menu command' };
  }),
};

/** How the fix property breaks it so that the fix undoes it exactly (test/arbitraries/fixable.ts loads it). */
export const injection: FixInjection = {
  order: 5,
  inject: (g, nodes, original, used, _env, sites) => {
    const candidates: (() => void)[] = [];
    for (const { node, role } of nodes) {
      const before = original.get(node) as Obj | undefined;
      if (role !== 'command' || !before || (before['type'] !== 2 && before['type'] !== 3)) continue;
      if (!('description' in before) && !('description' in node)) {
        candidates.push(() => {
          const text = g(fc.string, { minLength: 1, maxLength: 20 });
          insertKey(node, 'description', text === '' ? 'x' : text, g(fc.integer, { min: 0, max: Object.keys(node).length }));
          sites.push({ rule: 'context-menu-description', holder: node, key: 'description', what: 'a description on a context menu command' });
        });
      }
      const dictionary = node['description_localizations'];
      const dictionaryBefore = original.get(dictionary as object) as Obj | undefined;
      if (isObj(dictionary) && dictionaryBefore) {
        const locales = LOCALES.filter((l) => !(l in dictionaryBefore) && !(l in dictionary) && !used.has(`${idOf(dictionary)}:${l}`));
        if (locales.length > 0) {
          candidates.push(() => {
            const locale = pick(g, locales);
            insertKey(dictionary, locale, g(() => descriptionText), g(fc.integer, { min: 0, max: Object.keys(dictionary).length }));
            used.add(`${idOf(dictionary)}:${locale}`);
            sites.push({ rule: 'context-menu-description', holder: dictionary, key: locale, what: `a ${locale} description localization on a context menu command` });
          });
        }
      }
    }
    if (candidates.length === 0) return false;
    pick(g, candidates)();
    return true;
  },
};
