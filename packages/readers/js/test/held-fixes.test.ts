// Issue 34 item 5's rest: a fix of a literal that other code reads too (an exported constant, one
// named in a type query, one read in several places) is never applied by --fix, but offered as a
// suggestion with the same edit and a message that says why it is not automatic.
import { describe, expect, test } from 'vitest';
import { lintFiles } from '@cmdlint/linter';
import { fixedText, readSource } from './helpers.js';

const head = `const { Routes } = require('discord.js');\n`;
const post = (type: string, name = 'a'): string => `await rest.post(Routes.applicationCommands(id), { body: { name: '${name}', description: 'd', type: ${type} } });\n`;

function suggestionsOf(text: string, path: string): { message: string; edits: { offset: number; length: number; newText: string }[]; fix: boolean }[] {
  const [report] = lintFiles([{ path, text }], { readSource });
  return report!.diagnostics.filter((d) => d.ruleId === 'number-as-string').map((d) => ({ message: d.suggestions?.[0]?.message ?? '', edits: [...(d.suggestions?.[0]?.edits ?? [])], fix: d.fix !== undefined }));
}

describe('a held fix becomes a suggestion', () => {
  test.each([
    ['exported', `${head}export const FLAVOUR = '1';\n${post('FLAVOUR')}`, 'x.ts', /^Change '1' to 1 where it is declared \(not done by --fix: exported: other modules read "FLAVOUR"\)$/],
    ['read in a type query', `${head}const FLAVOUR = '1';\ntype Kind = typeof FLAVOUR;\n${post('FLAVOUR')}`, 'x.ts', /\(not done by --fix: read in a type: typeof "FLAVOUR" is the literal's type, and it would change\)$/],
    ['read by two commands', `${head}const FLAVOUR = '1';\n${post('FLAVOUR')}${post('FLAVOUR', 'b')}`, 'x.js', /\(not done by --fix: "FLAVOUR" is read in 2 places of this file, and every one would change\)$/],
  ])('%s: no fix, a suggestion that edits the literal and says why', (_, text, path, why) => {
    expect(fixedText(text, path)).toBeUndefined();
    const found = suggestionsOf(text, path);
    expect(found.length).toBeGreaterThan(0);
    for (const { message, edits, fix } of found) {
      expect(fix).toBe(false);
      expect(message).toMatch(why);
      // The edit is the fix's: the declaration's literal.
      expect(edits).toEqual([{ offset: text.indexOf("'1'"), length: 3, newText: '1' }]);
    }
  });

  test('a constant the command owns is fixed, with no suggestion', () => {
    const text = `${head}const FLAVOUR = '1';\n${post('FLAVOUR')}`;
    expect(fixedText(text, 'x.js')).toBe(text.replace("'1'", '1'));
    expect(suggestionsOf(text, 'x.js')).toEqual([{ message: '', edits: [], fix: true }]);
  });

  test('a list built by pushes and sent once owns what was pushed: its straight-line changes are no reads', () => {
    const text = `${head}const options = [];\noptions.push({ type: '3', name: 'o', description: 'd' });\noptions.push({ type: 3, name: 'p', description: 'd' });\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: 'd', options } });\n`;
    expect(fixedText(text, 'x.js')).toBe(text.replace("'3'", '3'));
    // Read twice, the same literal is held back.
    const twice = text.replace('options } });', 'options } });\nconsole.log(options);');
    expect(fixedText(twice, 'x.js')).toBeUndefined();
  });
});
