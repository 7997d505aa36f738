// How the property tests break file-types (test/arbitraries/mutations.ts loads `mutation`).
import { envArb } from '../../../../test/arbitraries/env.js';
import { chance, chat, index, type MutationOperator, onBody, optionOf, pick } from '../../../../test/arbitraries/mutate.js';

export const mutation: MutationOperator = {
  operator: 'give an ATTACHMENT option 11 file types, or one that is neither image/video/audio nor ".ext"',
  arbitrary: onBody(envArb, chat, (body, g) => {
    const target = optionOf(body, g, [11]);
    if (!target) return undefined;
    if (chance(g)) {
      target.option['file_types'] = ['image', 'video', 'audio', '.a', '.b', '.c', '.d', '.e', '.f', '.g', '.h'].slice(0, 11);
      return { path: [...target.path, 'file_types', 10], what: '11 file types' };
    }
    const types: string[] = Array.isArray(target.option['file_types']) ? (target.option['file_types'] as string[]) : (target.option['file_types'] = []);
    const bad = pick(g, ['pdf', '', '.', 'images', 'image/png', '*.pdf', 'PDF']);
    const at = types.length < 10 && chance(g) ? types.length : index(g, Math.max(types.length, 1));
    types[at] = bad;
    return { path: [...target.path, 'file_types', at], what: `file type ${JSON.stringify(bad)}` };
  }),
};
