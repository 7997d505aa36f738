// How the property tests break command-type-limit (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { chatInputCommand, contextMenuCommand, entryPointCommand } from '../../../../test/arbitraries/commands.js';
import { envArb, lintOptionsOf } from '../../../../test/arbitraries/env.js';
import { chance, index, type MutationCase, type MutationOperator } from '../../../../test/arbitraries/mutate.js';
import { commandSet, type SetLimits } from '../../../../test/arbitraries/sets.js';
import { clone, type Obj } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'fill a set to the limit of one type (100 CHAT_INPUT, 15 USER, 15 MESSAGE, 1 entry point), then add one more of that type',
  arbitrary: envArb.chain((env) => {
    const types = env.scope === 'global' ? [1, 2, 3, 4] : [1, 2, 3];
    return fc.constantFrom(...types).chain((type) => {
      const limits: SetLimits = {
        chatInput: type === 1 ? 100 : 2,
        user: type === 2 ? 15 : 2,
        message: type === 3 ? 15 : 2,
        entryPoint: type === 4 ? 1 : 0,
      };
      const extra = type === 1 ? chatInputCommand(env, { small: true }) : type === 4 ? entryPointCommand(env) : contextMenuCommand(env, type as 2 | 3);
      return fc.tuple(commandSet(env, limits), extra, fc.gen()).map(([set, more, g]): MutationCase => {
        const ofType = (c: Obj): boolean => ((c['type'] as number | undefined) ?? 1) === type;
        const limit = type === 1 ? 100 : type === 4 ? 1 : 15;
        const items = [...set];
        // Fill to the limit (the set may hold fewer), with fresh names, then one more.
        const names = new Set(items.filter(ofType).map((c) => c['name'] as string));
        let k = 0;
        const named = (command: Obj): Obj => {
          let name: string;
          do name = type === 1 ? `zz${k++}` : `Extra ${k++}`;
          while (names.has(name));
          names.add(name);
          const out = clone(command);
          out['name'] = name;
          delete out['name_localizations'];
          return out;
        };
        while (items.filter(ofType).length <= limit) items.splice(index(g, items.length + 1), 0, named(more));
        const last = items.map(ofType).lastIndexOf(true);
        if (chance(g)) return { bodies: items, options: lintOptionsOf(env), expected: [{ body: last, path: [] }], what: `${limit + 1} commands of type ${type} as files` };
        return { bodies: [items], options: lintOptionsOf(env), expected: [{ body: 0, path: [last] }], what: `${limit + 1} commands of type ${type} in a bulk array` };
      });
    });
  }),
};
