// How the property tests break name-lowercase (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { chance, chat, chatInputNamed, index, type MutationOperator, onBody, pick, variants } from '../../../../test/arbitraries/mutate.js';
import { ANY_UPPERCASE, SPEC_NAME_REGEX, UPPERCASE_LETTERS } from '../../../../test/arbitraries/text.js';

export const mutation: MutationOperator = {
  operator: 'uppercase one letter of a CHAT_INPUT name that has a lowercase form (or put such a capital in place of one character)',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const variant = pick(g, variants(chatInputNamed(body), 'name'));
    const characters = [...(variant.holder[variant.key] as string)];
    const at = index(g, characters.length);
    const upper = characters[at]!.toUpperCase();
    const usable = [...upper].length === 1 && upper.toLowerCase() !== upper && SPEC_NAME_REGEX.test(upper);
    characters[at] = usable && chance(g) ? upper : pick(g, chance(g) ? UPPERCASE_LETTERS : ANY_UPPERCASE);
    variant.holder[variant.key] = characters.join('');
    return { path: variant.path, what: `name ${JSON.stringify(variant.holder[variant.key])}` };
  }),
};
