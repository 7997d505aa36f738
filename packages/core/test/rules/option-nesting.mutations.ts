// How the property tests break option-nesting (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { chance, type MutationOperator, nested, onBody, pick } from '../../../../test/arbitraries/mutate.js';
import { allOptions, freshName, type Obj } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'put a basic option inside a subcommand group, or a subcommand or group inside a subcommand',
  arbitrary: onBody(envArb, nested, (body, g) => {
    const holders = allOptions(body).filter((r) => r.option['type'] === 1 || r.option['type'] === 2);
    const ref = pick(g, holders);
    const array: Obj[] = Array.isArray(ref.option['options']) ? (ref.option['options'] as Obj[]) : (ref.option['options'] = []);
    if (array.length >= 25) return undefined;
    const name = freshName(array);
    const inner: Obj =
      ref.option['type'] === 2
        ? { type: pick(g, [3, 4, 5, 6]), name, description: 'Misplaced' }
        : chance(g)
          ? { type: 1, name, description: 'Misplaced' }
          : { type: 2, name, description: 'Misplaced', options: [{ type: 1, name: 'inner', description: 'Inner' }] };
    array.push(inner);
    return { path: [...ref.path, 'options', array.length - 1], what: `type ${String(inner['type'])} inside type ${String(ref.option['type'])}` };
  }),
};
