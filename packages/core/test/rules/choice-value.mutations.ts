// How the property tests break choice-value (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { chat, choiceOption, type MutationOperator, onBody, pick } from '../../../../test/arbitraries/mutate.js';
import { EMOJI, textFrom } from '../../../../test/arbitraries/text.js';
import { allChoices } from '../../../../test/arbitraries/tree.js';

export const mutation: MutationOperator = {
  operator: 'give a choice a value its option type rejects (empty or 101-long string, a number on STRING, 1.5 or 2^53 on INTEGER, 2^54 on NUMBER, true)',
  arbitrary: onBody(envArb, chat, (body, g) => {
    if (!choiceOption(body, g)) return undefined;
    const ref = pick(g, allChoices(body));
    const type = ref.option['type'] as number;
    const bad: unknown[] =
      type === 3
        ? ['', g(textFrom, EMOJI, 101, 101), 42, true, null]
        : type === 4
          ? [1.5, 2 ** 53, -(2 ** 53), true, 'abc', null, { n: 1 }]
          : [2 ** 54, -(2 ** 54), true, 'abc', null, [1]];
    ref.choice['value'] = pick(g, bad);
    return { path: [...ref.path, 'value'], what: `choice value ${JSON.stringify(ref.choice['value'])} on type ${type}` };
  }),
};
