// How the property tests break command-budget (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { fullBudgetCommand } from '../../../../test/arbitraries/commands.js';
import { envArb } from '../../../../test/arbitraries/env.js';
import { LOCALE_OF, type MutationOperator, onBody, pick, setLocalization } from '../../../../test/arbitraries/mutate.js';
import { codePointCount, EMOJI, textFrom } from '../../../../test/arbitraries/text.js';
import { allChoices, isObj, type MutablePath, namedNodes, type Obj } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'take a command at exactly 8000, lengthen (or add) one description or choice-name localization past the longest variant',
  arbitrary: onBody(
    envArb,
    (env) => fullBudgetCommand(env),
    (body, g) => {
      const grow: { node: Obj; path: MutablePath; field: 'name' | 'description'; longest: number }[] = [];
      const longest = (node: Obj, field: 'name' | 'description'): number => {
        let max = typeof node[field] === 'string' ? codePointCount(node[field] as string) : 0;
        const dictionary: unknown = node[`${field}_localizations`];
        if (isObj(dictionary)) for (const v of Object.values(dictionary)) if (typeof v === 'string') max = Math.max(max, codePointCount(v));
        return max;
      };
      for (const { node, path } of namedNodes(body)) grow.push({ node, path, field: 'description', longest: longest(node, 'description') });
      for (const ref of allChoices(body)) grow.push({ node: ref.choice, path: ref.path, field: 'name', longest: longest(ref.choice, 'name') });
      const room = grow.filter((x) => x.longest < 100);
      if (room.length === 0) return undefined;
      const target = pick(g, room);
      const by = g(fc.integer, { min: 1, max: 100 - target.longest });
      setLocalization(target.node, target.path, target.field, LOCALE_OF(g), g(textFrom, EMOJI, target.longest + by, target.longest + by));
      return { path: [], what: `a ${target.field} localization ${by} past the longest` };
    },
    false,
  ),
};
