// Directives reach the lint with the offsets and syntax their reader gives: a reader whose line
// comments start with `#` (Python's, next) gets its directives applied, and the fix of an unused
// one cuts exactly the id, not one character off (directives once took every value to start two
// characters into its comment, after `//`).
import { describe, expect, it } from 'vitest';
import { readSourceOf, type ReadSource, type ReaderInfo, type TextComment } from '@cmdlint/text';
import { fixFiles, lintFiles } from '@cmdlint/linter';
import { SourceDocument } from '@cmdlint/text';
import { JAVASCRIPT_INFO } from '../src/info.js';
import { parseSourceDocument } from '../src/read.js';

/** Read as JavaScript: the fake reader takes the JS reader's paths. */
const HASH_COMMENTED: ReaderInfo = { ...JAVASCRIPT_INFO, lineComment: '#' };

/**
 * A fake reader of a language whose comments start with `#`: the comments are blanked to spaces
 * (every offset kept) and the rest read as JavaScript; the document holds the original text and
 * the `#` comments, with their values one character in.
 */
const readHashCommented: ReadSource = readSourceOf([HASH_COMMENTED], (path, input) => {
  const text = typeof input === 'string' ? input : new TextDecoder().decode(input);
  const comments: TextComment[] = [];
  const blanked = text.replace(/#[^\n]*/g, (comment: string, offset: number) => {
    comments.push({ offset, end: offset + comment.length, value: comment.slice(1), valueOffset: offset + 1, block: false });
    return ' '.repeat(comment.length);
  });
  const read = parseSourceDocument(blanked, path);
  const document = new SourceDocument(text, false, read.bodies, read.problems, read.ok, (next) => readHashCommented(path, next));
  document.comments = comments;
  return document;
});

const ban = (above: string, trailing = ''): string =>
  ["import { SlashCommandBuilder } from 'discord.js';", above, "export const data = new SlashCommandBuilder().setName('Ban').setDescription('Bans')" + trailing, ''].join('\n');

describe('directives in `#` comments (a reader with its own comment syntax)', () => {
  it('the fake reader reads the command (the tests below can fail)', () => {
    const [report] = lintFiles([{ path: '/p/ban.js', text: ban('') }], { readSource: readHashCommented });
    expect(report!.diagnostics.map((d) => `${d.ruleId}@${d.range.start.line + 1}`)).toEqual(['name-lowercase@3']);
  });

  it('disable-next-line with a reason suppresses the next line', () => {
    const [report] = lintFiles([{ path: '/p/ban.js', text: ban('# cmdlint-disable-next-line name-lowercase -- v2 name') }], { readSource: readHashCommented });
    expect(report!.diagnostics).toEqual([]);
    expect(report!.suppressed!.map((s) => `${s.diagnostic.ruleId}@${s.diagnostic.range.start.line + 1} ${s.justification}`)).toEqual(['name-lowercase@3 v2 name']);
  });

  it('an unknown id is reported where it is written', () => {
    const text = ban('#cmdlint-disable-next-line name-lowercase, no-such-rule');
    const [report] = lintFiles([{ path: '/p/ban.js', text }], { readSource: readHashCommented });
    const unknown = report!.diagnostics.find((d) => d.message.includes('no-such-rule'))!;
    expect(unknown.range.start).toEqual({ line: 1, character: text.split('\n')[1]!.indexOf('no-such-rule') });
  });

  it('the fix of an unused id cuts exactly that id and its comma', () => {
    const text = ban('', ' # cmdlint-disable-line description-length, name-lowercase');
    const [fixed] = fixFiles([{ path: '/p/ban.js', text }], { readSource: readHashCommented });
    expect(fixed!.output).toBe(text.replace('description-length, ', ''));
  });

  it('the fix of a wholly unused directive removes the comment and its line', () => {
    const text = ban('#cmdlint-disable-next-line description-length');
    const [fixed] = fixFiles([{ path: '/p/ban.js', text }], { readSource: readHashCommented, rules: { 'name-lowercase': 'off' } });
    expect(fixed!.output).toBe(text.replace('#cmdlint-disable-next-line description-length\n', ''));
  });
});
