// The plugin has the reader walk ESLint's tree by the parser's visitor keys (sourceCode.visitorKeys)
// instead of every key of every node: on 20 000 `push` calls that walk was a tenth of the
// plugin's time. A child the keys did not name would be a use of a constant missed, so each
// source of the corpus is read both ways, through real ESLint with espree and with
// typescript-eslint's parser, and the two documents must say the same.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import tsParser from '@typescript-eslint/parser';
import { sourceDocumentFromProgram } from '@cmdlint/reader-js';
import { Linter, type Rule } from 'eslint';
import { describe, expect, it } from 'vitest';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..', '..', '..');
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/;

function sourcesUnder(dir: string): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory() && entry.name !== 'node_modules') found.push(...sourcesUnder(path));
    else if (entry.isFile() && SOURCE.test(entry.name) && !entry.name.endsWith('.d.ts')) found.push(path);
  }
  return found;
}

const FILES = [...sourcesUnder(join(ROOT, 'test', 'corpus', 'third_party')), ...sourcesUnder(join(ROOT, 'examples'))];

/** What a document says: its commands as read, and its problems and notes. */
function said(document: ReturnType<typeof sourceDocumentFromProgram>): unknown {
  return { bodies: document.bodies, problems: document.problems, notes: document.notes, refused: document.refused };
}

/** Both readings of `text` through real ESLint: by the visitor keys, and by every key of every node. */
function bothWays(file: string, text: string, typescript: boolean): { byKeys: unknown; whole: unknown; keys: boolean } | undefined {
  let result: { byKeys: unknown; whole: unknown; keys: boolean } | undefined;
  const rule: Rule.RuleModule = {
    create(context) {
      return {
        Program() {
          const { sourceCode } = context;
          const program = sourceCode.ast as never;
          const keys = sourceCode.visitorKeys as Readonly<Record<string, readonly string[]>>;
          const byKeys = said(sourceDocumentFromProgram(sourceCode.text, program, { path: file, visitorKeys: keys }));
          const whole = said(sourceDocumentFromProgram(sourceCode.text, program, { path: file }));
          result = { byKeys, whole, keys: Object.keys(keys).length > 0 };
        },
      };
    },
  };
  const linter = new Linter({ configType: 'flat' });
  const messages = linter.verify(text, [
    {
      files: ['**/*'],
      plugins: { probe: { rules: { read: rule } } },
      rules: { 'probe/read': 'error' },
      languageOptions: { sourceType: 'module', ...(typescript ? { parser: tsParser, parserOptions: { ecmaFeatures: { jsx: true } } } : { parserOptions: { ecmaFeatures: { jsx: extname(file).endsWith('x') } } }) },
    },
  ], file);
  if (messages.some((message) => message.fatal)) return undefined; // a file this parser cannot read
  return result;
}

describe('the reader walks ESLint trees by visitor keys and reads the same', () => {
  it('the corpus is there', () => {
    expect(FILES.length).toBeGreaterThan(50);
  });

  it.each([
    ['espree', false],
    ['typescript-eslint', true],
  ] as const)('%s: every source of the corpus, both ways', (_parser, typescript) => {
    let compared = 0;
    let withCommands = 0;
    for (const file of FILES) {
      if (!typescript && /\.[cm]?tsx?$/.test(file)) continue;
      const read = bothWays(file, readFileSync(file, 'utf8'), typescript);
      if (read === undefined) continue;
      expect(read.keys).toBe(true);
      expect(read.byKeys, file).toEqual(read.whole);
      compared++;
      if ((read.whole as { bodies: unknown[] }).bodies.length > 0) withCommands++;
    }
    expect(compared).toBeGreaterThan(typescript ? 40 : 30);
    expect(withCommands, `${withCommands} of ${compared}`).toBeGreaterThan(20); // the comparison is of commands read, not of empty documents
  });

  it('a child the keys do not name is not walked (the keys are what the walk reads)', () => {
    const file = 'probe.js';
    const text = "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('ping').setDescription('Pong') };\n";
    let byKeys: unknown;
    let whole: unknown;
    const rule: Rule.RuleModule = {
      create(context) {
        return {
          Program() {
            const { sourceCode } = context;
            // Keys that leave out the export's right-hand side: its command is not found.
            const keys = { ...(sourceCode.visitorKeys as Record<string, readonly string[]>), AssignmentExpression: ['left'] };
            byKeys = said(sourceDocumentFromProgram(sourceCode.text, sourceCode.ast as never, { path: file, visitorKeys: keys }));
            whole = said(sourceDocumentFromProgram(sourceCode.text, sourceCode.ast as never, { path: file }));
          },
        };
      },
    };
    new Linter({ configType: 'flat' }).verify(text, [{ files: ['**/*'], plugins: { probe: { rules: { read: rule } } }, rules: { 'probe/read': 'error' }, languageOptions: { sourceType: 'commonjs' } }], file);
    expect((whole as { bodies: unknown[] }).bodies.length).toBe(1);
    expect(byKeys).not.toEqual(whole);
  });
});
