// How the property tests break required-before-optional (test/arbitraries/mutations.ts loads `mutation`, fixable.ts `injection`).
import fc from 'fast-check';
import { envArb } from '../../../../test/arbitraries/env.js';
import { chanceOf, type FixInjection, idOf } from '../../../../test/arbitraries/inject.js';
import { addBasic, chance, chat, getPath, type MutationOperator, onBody, pick } from '../../../../test/arbitraries/mutate.js';
import { freshName, isBasic, isObj, type Obj, optionArrays } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'move a required option after an optional one (or append a required option after optional ones)',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const arrays = optionArrays(body).filter((ref) => ref.array.length > 0 && ref.array.every(isBasic) && ref.array.some((o) => o['required'] !== true));
    if (arrays.length > 0 && chance(g)) {
      const ref = pick(g, arrays);
      const required = ref.array.filter((o) => o['required'] === true);
      if (required.length > 0) {
        const moved = pick(g, required);
        ref.array.splice(ref.array.indexOf(moved), 1);
        ref.array.push(moved);
      } else {
        if (ref.array.length >= 25) return undefined;
        ref.array.push({ type: 5, name: freshName(ref.array), description: 'Must', required: true });
      }
      return { path: [...ref.path, ref.array.length - 1], what: 'a required option last, after an optional one' };
    }
    const first = addBasic(body, g, (name) => ({ type: 6, name, description: 'Optional' }));
    if (!first) return undefined;
    const arrayPath = first.slice(0, -1);
    const array = getPath(body, arrayPath) as Obj[];
    if (array.length >= 25) return undefined;
    array.push({ type: 5, name: freshName(array), description: 'Must', required: true });
    return { path: [...arrayPath, array.length - 1], what: 'optional then required appended' };
  }),
};

/** How the fix property breaks it so that the fix undoes it exactly (test/arbitraries/fixable.ts loads it). */
export const injection: FixInjection = {
  order: 3,
  inject: (g, nodes, _original, used, _env, sites) => {
    const candidates: unknown[][] = [];
    for (const { node, role } of nodes) {
      if (role !== 'command' && role !== 'option') continue;
      const options = node['options'];
      if (!Array.isArray(options) || used.has(`${idOf(options)}:order`)) continue;
      const required = options.filter((o: unknown) => isObj(o) && o['required'] === true).length;
      if (required > 0 && required < options.length) candidates.push(options);
    }
    if (candidates.length === 0) return false;
    const options = pick(g, candidates);
    const required = options.filter((o: unknown) => isObj(o) && (o as Obj)['required'] === true).length;
    let what: string;
    if (chanceOf(g, 0.5)) {
      // The last required option goes among the optional ones.
      const [moved] = options.splice(required - 1, 1);
      const to = g(fc.integer, { min: required, max: options.length });
      options.splice(to, 0, moved);
      what = `required option ${required - 1} moved to ${to}`;
    } else {
      // The first optional option goes among the required ones.
      const [moved] = options.splice(required, 1);
      const to = g(fc.integer, { min: 0, max: required - 1 });
      options.splice(to, 0, moved);
      what = `optional option ${required} moved to ${to}`;
    }
    used.add(`${idOf(options)}:order`);
    sites.push({ rule: 'required-before-optional', holder: options, key: undefined, what });
    return true;
  },
};
