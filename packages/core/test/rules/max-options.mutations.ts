// How the property tests break max-options (test/arbitraries/mutations.ts loads `mutation`).
import { chatInputCommand } from '../../../../test/arbitraries/commands.js';
import { envArb } from '../../../../test/arbitraries/env.js';
import { type MutationOperator, onBody, pick, SIMPLE } from '../../../../test/arbitraries/mutate.js';
import { allOptions, basicOptionPlaces, freshName, type MutablePath, type Obj } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'fill an options array to exactly 25 (valid), then push a 26th',
  arbitrary: onBody(envArb, (env) => chatInputCommand(env, { small: true }), (body, g) => {
    const arrays: { owner: Obj; path: MutablePath; make: (name: string) => Obj }[] = basicOptionPlaces(body).map((p) => ({ ...p, make: SIMPLE[5]! }));
    const top = body['options'];
    if (Array.isArray(top) && top.some((o: Obj) => o['type'] === 1 || o['type'] === 2)) arrays.push({ owner: body, path: ['options'], make: (name) => ({ type: 1, name, description: 'Sub' }) });
    for (const ref of allOptions(body)) if (ref.option['type'] === 2) arrays.push({ owner: ref.option, path: [...ref.path, 'options'], make: (name) => ({ type: 1, name, description: 'Sub' }) });
    if (arrays.length === 0) return undefined;
    const place = pick(g, arrays);
    const array: Obj[] = Array.isArray(place.owner['options']) ? (place.owner['options'] as Obj[]) : (place.owner['options'] = []);
    while (array.length < 26) array.push(place.make(freshName(array)));
    return { path: [...place.path, 25], what: `26 options at ${JSON.stringify(place.path)}` };
  }),
};
