// How the property tests break entry-point-in-guild (test/arbitraries/mutations.ts loads `mutation`).
import { entryPointCommand } from '../../../../test/arbitraries/commands.js';
import { globalEnv, type MutationOperator, onBody } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'lint a valid entry point command in the guild scope',
  arbitrary: onBody(globalEnv, entryPointCommand, () => ({ path: [], what: 'entry point in a guild', options: { scope: 'guild' } })),
};
