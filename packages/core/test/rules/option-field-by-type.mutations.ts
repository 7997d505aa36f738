// How the property tests break option-field-by-type (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { addBasic, chat, type MutationOperator, onBody, pick, SIMPLE } from '../../../../test/arbitraries/mutate.js';
import { allOptions } from '../../../../test/arbitraries/tree.js';

/** The fields an option type may carry (api-facts §4), restated. */
const ALLOWED_ON: Readonly<Record<string, readonly number[]>> = {
  required: [3, 4, 5, 6, 7, 8, 9, 10, 11],
  choices: [3, 4, 10],
  autocomplete: [3, 4, 10],
  options: [1, 2],
  channel_types: [7],
  min_value: [4, 10],
  max_value: [4, 10],
  min_length: [3],
  max_length: [3],
  file_types: [11],
};
/**
 * A value of the right shape for each field, that no other rule objects to (never `autocomplete:
 * false` or `choices: []`, which every option type accepts).
 */
const HARMLESS: Readonly<Record<string, unknown>> = {
  required: false,
  choices: [{ name: 'A', value: 'a' }],
  autocomplete: true,
  options: [],
  channel_types: [0],
  min_value: 1,
  max_value: 1,
  min_length: 1,
  max_length: 1,
  file_types: ['image'],
};

export const mutation: MutationOperator = {
  operator: 'add a field its option type does not allow (required: false on a subcommand, choices on a BOOLEAN, min_length on an INTEGER, ...)',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const refs = allOptions(body);
    if (refs.length === 0) {
      const path = addBasic(body, g, SIMPLE[pick(g, [3, 4, 5, 7, 10, 11])]!);
      if (!path) return undefined;
      refs.push(...allOptions(body).filter((r) => JSON.stringify(r.path) === JSON.stringify(path)));
    }
    const ref = pick(g, refs);
    const type = ref.option['type'] as number;
    const fields = Object.keys(ALLOWED_ON).filter((field) => !ALLOWED_ON[field]!.includes(type));
    const field = pick(g, fields);
    ref.option[field] = structuredClone(HARMLESS[field]);
    return { path: [...ref.path, field], what: `${field} on an option of type ${type}` };
  }),
};
