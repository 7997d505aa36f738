// How the property tests break command-field-by-type (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { anyType, chance, type MutationOperator, onBody, pick } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'put "options" on a USER/MESSAGE/entry point command, or "handler" on a CHAT_INPUT/USER/MESSAGE command',
  arbitrary: onBody(envArb, anyType, (body, g) => {
    const type = (body['type'] as number | undefined) ?? 1;
    if (type !== 1 && (type === 4 || chance(g))) {
      body['options'] = pick(g, [[], [{ type: 3, name: 'x', description: 'y' }]]);
      return { path: ['options'], what: '"options" on a non-CHAT_INPUT command' };
    }
    body['handler'] = pick(g, [1, 2]);
    return { path: ['handler'], what: '"handler" on a non-entry-point command' };
  }),
};
