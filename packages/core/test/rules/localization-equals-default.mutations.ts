// How the fix property breaks localization-equals-default (test/arbitraries/fixable.ts loads `injection`).
import fc from 'fast-check';
import { LOCALES } from '../../src/index.js';
import { type FixInjection, idOf, insertKey, LOCALIZABLE } from '../../../../test/arbitraries/inject.js';
import { pick } from '../../../../test/arbitraries/mutate.js';
import { isObj, type Obj } from '../../../../test/arbitraries/tree.js';

/** How the fix property breaks it so that the fix undoes it exactly (test/arbitraries/fixable.ts loads it). */
export const injection: FixInjection = {
  order: 4,
  inject: (g, nodes, original, used, env, sites) => {
    const candidates: { node: Obj; field: 'name' | 'description'; dictionary: Obj; locales: string[] }[] = [];
    for (const { node, role } of nodes) {
      if (role === 'entry') continue;
      const before = original.get(node) as Obj | undefined;
      for (const field of role === 'choice' ? (['name'] as const) : LOCALIZABLE) {
        const dictionary = node[`${field}_localizations`];
        const dictionaryBefore = original.get(dictionary as object) as Obj | undefined;
        if (!isObj(dictionary) || !dictionaryBefore || typeof node[field] !== 'string' || node[field] !== before?.[field]) continue;
        const locales = LOCALES.filter((l) => l !== env.defaultLocale && !(l in dictionaryBefore) && !(l in dictionary));
        if (locales.length > 0) candidates.push({ node, field, dictionary, locales });
      }
    }
    if (candidates.length === 0) return false;
    const { node, field, dictionary, locales } = pick(g, candidates);
    const locale = pick(g, locales);
    insertKey(dictionary, locale, node[field], g(fc.integer, { min: 0, max: Object.keys(dictionary).length }));
    used.add(`${idOf(dictionary)}:${locale}`);
    sites.push({ rule: 'localization-equals-default', holder: dictionary, key: locale, what: `${field} localization ${locale} equal to the default` });
    return true;
  },
};
