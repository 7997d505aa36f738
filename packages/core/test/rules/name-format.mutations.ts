// How the property tests break name-format (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { chance, chat, chatInputNamed, index, type MutationOperator, onBody, pick, variants } from '../../../../test/arbitraries/mutate.js';
import { REJECTED_NAME_CHARS } from '../../../../test/arbitraries/text.js';

const INVALID_NAME_CHARS: readonly string[] = [' ', '!', '.', '$', '/', '\u0301', '\u200d', '😀', '\u3000', '*', '\u0964', '\ud800'];
/** Rejected characters without a lowercase form (Ⓐ is rejected and also uppercase: two rules). */
const REJECTED_LOWER: readonly string[] = REJECTED_NAME_CHARS.filter((c) => c.toLowerCase() === c);

export const mutation: MutationOperator = {
  operator: 'replace one character of a CHAT_INPUT name (default or localized) by one the pattern rejects (space, "!", a non-Deva/Thai mark, emoji, ...)',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const variant = pick(g, variants(chatInputNamed(body), 'name'));
    const characters = [...(variant.holder[variant.key] as string)];
    characters[index(g, characters.length)] = chance(g) ? pick(g, INVALID_NAME_CHARS) : pick(g, REJECTED_LOWER);
    variant.holder[variant.key] = characters.join('');
    return { path: variant.path, what: `name ${JSON.stringify(variant.holder[variant.key])}` };
  }),
};
