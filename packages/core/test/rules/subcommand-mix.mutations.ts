// How the property tests break subcommand-mix (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { chat, type MutationOperator, onBody } from '../../../../test/arbitraries/mutate.js';
import { freshName, isBasic, type Obj } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'add a subcommand beside the basic options of a command, or a basic option beside its subcommands',
  arbitrary: onBody(envArb, chat, (body) => {
    const options: Obj[] = Array.isArray(body['options']) ? (body['options'] as Obj[]) : (body['options'] = []);
    if (options.length >= 24) return undefined;
    const hasNested = options.some((o) => o['type'] === 1 || o['type'] === 2);
    const hasBasic = options.some(isBasic);
    if (!hasBasic) options.push({ type: 3, name: freshName(options), description: 'Basic' });
    if (!hasNested) options.push({ type: 1, name: freshName(options), description: 'Sub' });
    return { path: ['options'], what: 'subcommands and basic options side by side' };
  }),
};
