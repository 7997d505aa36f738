// How the property tests break localized-option-name-collision (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { arrayOfTwoOptions, chance, chat, index, LOCALE_OF, type MutationOperator, onBody, setLocalization } from '../../../../test/arbitraries/mutate.js';
import { freshName } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: "give an option a localized name equal to a sibling's default name, or to a sibling's name in the same locale",
  arbitrary: onBody(envArb, chat, (body, g) => {
    const ref = arrayOfTwoOptions(body, g);
    if (!ref) return undefined;
    const j = index(g, ref.array.length);
    let i = index(g, ref.array.length - 1);
    if (i >= j) i++;
    const locale = LOCALE_OF(g);
    if (chance(g)) {
      const path = setLocalization(ref.array[j]!, [...ref.path, j], 'name', locale, ref.array[i]!['name']);
      return { path, what: `option ${j} named in ${locale} like option ${i}` };
    }
    const shared = freshName(ref.array, 'zl');
    setLocalization(ref.array[i]!, [...ref.path, i], 'name', locale, shared);
    setLocalization(ref.array[j]!, [...ref.path, j], 'name', locale, shared);
    const later = Math.max(i, j);
    return { path: [...ref.path, later, 'name_localizations', locale], what: `options ${i} and ${j} share the ${locale} name` };
  }),
};
