// How the property tests break numeric-bounds (test/arbitraries/mutations.ts loads `mutation`).
import { MAX_SAFE, NUMBER_BOUND } from '../../../../test/arbitraries/commands.js';
import { envArb } from '../../../../test/arbitraries/env.js';
import { chat, type MutationOperator, onBody, optionOf, pick } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'set min_value/max_value of an INTEGER option to a fraction or past ±(2^53-1), of a NUMBER option past ±2^53 (order kept)',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const target = optionOf(body, g, [4, 10]);
    if (!target) return undefined;
    const { option } = target;
    const low = Math.min((option['min_value'] as number | undefined) ?? 0, (option['max_value'] as number | undefined) ?? 0);
    const high = Math.max((option['min_value'] as number | undefined) ?? 0, (option['max_value'] as number | undefined) ?? 0);
    const field = pick(g, ['min_value', 'max_value']);
    const integer = option['type'] === 4;
    const candidates =
      field === 'min_value'
        ? integer
          ? [-(MAX_SAFE + 3), Math.abs(low) < 2 ** 50 ? Math.floor(low) - 0.5 : -(MAX_SAFE + 3), -(2 ** 60)]
          : [-(NUMBER_BOUND * 2), -1e300]
        : integer
          ? [MAX_SAFE + 3, Math.abs(high) < 2 ** 50 ? Math.ceil(high) + 0.5 : MAX_SAFE + 3, 2 ** 60]
          : [NUMBER_BOUND * 2, 1e300];
    option[field] = pick(g, candidates);
    return { path: [...target.path, field], what: `${field} ${String(option[field])} on type ${String(option['type'])}` };
  }),
};
