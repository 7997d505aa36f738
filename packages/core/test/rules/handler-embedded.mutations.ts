// How the property tests break handler-embedded (test/arbitraries/mutations.ts loads `mutation`).
import { entryPointCommand } from '../../../../test/arbitraries/commands.js';
import { globalEnv, type MutationOperator, onBody, pick } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'set handler on an entry point of an application without the EMBEDDED flag',
  arbitrary: onBody(globalEnv, entryPointCommand, (body, g) => {
    body['handler'] = pick(g, [1, 2]);
    return { path: ['handler'], what: 'handler without EMBEDDED', options: { application: { embedded: false } } };
  }),
};
