// How the property tests break unique-option-name (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { envArb } from '../../../../test/arbitraries/env.js';
import { addBasic, chat, getPath, type MutationOperator, onBody, pick, SIMPLE } from '../../../../test/arbitraries/mutate.js';
import { freshName, type Obj, optionArrays } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'give an option the name of an earlier option in the same array',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const arrays = optionArrays(body).filter((ref) => ref.array.length >= 2);
    if (arrays.length === 0) {
      const path = addBasic(body, g, SIMPLE[3]!);
      if (!path) return undefined;
      const arrayPath = path.slice(0, -1);
      const array = getPath(body, arrayPath) as Obj[];
      if (array.length < 2) {
        if (array.length >= 25) return undefined;
        array.push({ type: 5, name: freshName(array), description: 'Second' });
      }
      arrays.push({ array, path: arrayPath, owner: body, ownerKind: 'command' });
    }
    const ref = pick(g, arrays);
    const j = g(fc.integer, { min: 1, max: ref.array.length - 1 });
    const i = g(fc.integer, { min: 0, max: j - 1 });
    ref.array[j]!['name'] = ref.array[i]!['name'];
    return { path: [...ref.path, j, 'name'], what: `option ${j} named like option ${i}` };
  }),
};
