// How the property tests break context-menu-name (test/arbitraries/mutations.ts loads `mutation`).
import fc from 'fast-check';
import { entryPointCommand } from '../../../../test/arbitraries/commands.js';
import { globalEnv, menu, type MutationOperator, onBody, pick, variants } from '../../../../test/arbitraries/mutate.js';
import { textFrom, WHITESPACE } from '../../../../test/arbitraries/text.js';

export const mutation: MutationOperator = {
  operator: 'make a USER, MESSAGE or PRIMARY_ENTRY_POINT name (or a localization of it) only whitespace',
  arbitrary: onBody(globalEnv, (env) => fc.oneof(menu(env), entryPointCommand(env)), (body, g) => {
    const variant = pick(g, variants([{ node: body, path: [] }], 'name'));
    variant.holder[variant.key] = g(textFrom, WHITESPACE, 1, 32);
    return { path: variant.path, what: 'whitespace-only name' };
  }),
};
