// Directives in JavaScript and TypeScript sources: the JS reader hands the lint its comments, each
// with its own offsets (packages/shared/test/directives.test.ts holds those of JSON files).
import { describe, expect, it } from 'vitest';
import { readSourceOf } from '@cmdlint/text';
import { fixFiles, lintFiles } from '@cmdlint/linter';
import { JAVASCRIPT_INFO } from '../src/info.js';
import { parseSourceDocument } from '../src/read.js';

describe('directives in JavaScript and TypeScript sources', () => {
  const readSource = readSourceOf([JAVASCRIPT_INFO], (path, input) => parseSourceDocument(input, path));
  const ban = (comment: string, trailing = ''): string =>
    [
      "import { SlashCommandBuilder } from 'discord.js';",
      comment,
      "export const data = new SlashCommandBuilder().setName('Ban').setDescription('Bans')" + trailing,
      "  .addStringOption((o) => o.setName('Reason').setDescription('why'));",
      'const text = "// cmdlint-disable";',
      '',
    ].join('\n');

  it('disable-next-line and disable-line, in line and block comments', () => {
    const text = ban('// cmdlint-disable-next-line name-lowercase -- v2 name', ' /* cmdlint-disable-line */');
    const [report] = lintFiles([{ path: '/p/ban.ts', text }], { readSource });
    expect(report!.diagnostics.map((d) => `${d.ruleId || '(directive)'}@${d.range.start.line + 1}`)).toEqual(['(directive)@3', 'name-lowercase@4']);
    expect(report!.suppressed!.map((s) => `${s.diagnostic.ruleId}@${s.diagnostic.range.start.line + 1} ${s.justification}`)).toEqual(['name-lowercase@3 v2 name']);
  });

  it('a block disable covers the option callbacks below it', () => {
    const text = ban('/* cmdlint-disable name-lowercase */');
    const [report] = lintFiles([{ path: '/p/ban.js', text }], { readSource });
    expect(report!.diagnostics).toEqual([]);
    expect(report!.suppressed).toHaveLength(2);
  });

  it('the words in a string are no directive', () => {
    const text = ban('');
    const [report] = lintFiles([{ path: '/p/ban.js', text }], { readSource });
    expect(report!.diagnostics.map((d) => d.ruleId)).toEqual(['name-lowercase', 'name-lowercase']);
  });

  it('a fix of a source keeps every other byte when it removes an unused directive', () => {
    const text = ban('', ' // cmdlint-disable-line description-length, name-lowercase');
    const [fixed] = fixFiles([{ path: '/p/ban.ts', text }], { readSource });
    expect(fixed!.output).toBe(text.replace('description-length, ', ''));
  });
});
