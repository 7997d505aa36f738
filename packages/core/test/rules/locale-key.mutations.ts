// How the property tests break locale-key (test/arbitraries/mutations.ts loads `mutation`, fixable.ts `injection`).
import { LOCALES } from '../../src/index.js';
import { envArb } from '../../../../test/arbitraries/env.js';
import { type FixInjection, idOf, LOCALIZABLE, renameKey } from '../../../../test/arbitraries/inject.js';
import { anyType, type MutationOperator, onBody, pick, setLocalization } from '../../../../test/arbitraries/mutate.js';
import { allChoices, isObj, type MutablePath, namedNodes, type Obj } from '../../../../test/arbitraries/tree.js';

const BAD_LOCALES: readonly string[] = ['pt_BR', 'en', 'EN-us', 'xx', 'zh', 'es-MX', 'fr-FR', '', ' fr', 'jp', 'nb', 'English'];

export const mutation: MutationOperator = {
  operator: 'add a key that is not one of the 32 locales (pt_BR, en, fr-FR, ...) to a localization dictionary',
  arbitrary: onBody(envArb, anyType, (body, g) => {
    const chatInput = body['type'] === undefined || body['type'] === 1;
    const nodes: { node: Obj; path: MutablePath }[] = chatInput ? namedNodes(body) : [{ node: body, path: [] }];
    if (chatInput) for (const ref of allChoices(body)) nodes.push({ node: ref.choice, path: ref.path });
    const { node, path } = pick(g, nodes);
    const field = 'value' in node && !('description' in node) ? 'name' : pick(g, ['name', 'description'] as const);
    return { path: setLocalization(node, path, field, pick(g, BAD_LOCALES), null), what: `bad locale key on ${field}` };
  }),
};

/** Spellings of a locale that mean it but are not it (pt_BR, PT-br, " pt-BR"). */
function misspellings(locale: string): string[] {
  const out = new Set<string>([locale.replace('-', '_'), locale.toLowerCase(), locale.toUpperCase(), ` ${locale}`, `${locale} `, locale.replace('-', '_').toLowerCase()]);
  out.delete(locale);
  return [...out];
}

/** How the fix property breaks it so that the fix undoes it exactly (test/arbitraries/fixable.ts loads it). */
export const injection: FixInjection = {
  order: 2,
  inject: (g, nodes, original, used, env, sites) => {
    const candidates: { dictionary: Obj; key: string }[] = [];
    for (const { node } of nodes) {
      for (const field of LOCALIZABLE) {
        const dictionary = node[`${field}_localizations`];
        const before = original.get(dictionary as object) as Obj | undefined;
        if (!isObj(dictionary) || !before) continue;
        for (const key of Object.keys(dictionary)) {
          if (!LOCALES.includes(key) || !(key in before) || used.has(`${idOf(dictionary)}:${key}`)) continue;
          candidates.push({ dictionary, key });
        }
      }
    }
    if (candidates.length === 0) return false;
    const { dictionary, key } = pick(g, candidates);
    const spelled = pick(g, misspellings(key));
    renameKey(dictionary, key, spelled);
    used.add(`${idOf(dictionary)}:${key}`);
    used.add(`${idOf(dictionary)}:${spelled}`);
    sites.push({ rule: 'locale-key', holder: dictionary, key: spelled, what: `locale ${key} spelled ${JSON.stringify(spelled)}` });
    return true;
  },
};
