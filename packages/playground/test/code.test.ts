// The page's reader of code (code-reader.ts: acorn's tree handed to the CLI's reader) against the
// built CLI (oxc-parser): real bot files of the corpus and the Examples menu's code, linted by
// both, give the same problems at the same places, and the same text after --fix. The parser is
// plain JavaScript, so it reads here as it reads in the page's worker.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { CODE_EXAMPLES } from '../src/code-examples.js';
import { parseCode, TOKENS_PER_CHARACTER } from '../src/code-parser.js';
import { readCode } from '../src/code-reader.js';
import { CODE_FILE_NAME, isCodeText } from '../src/code-text.js';
import { DEFAULT_OPTIONS, fixText, lintText } from '../src/engine.js';
import { readSourceOf } from '@cmdlint/text';
import { JAVASCRIPT_INFO } from '@cmdlint/reader-js/info';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLI = join(ROOT, 'packages', 'cli', 'bin', 'cmdlint.js');
const CORPUS = join(ROOT, 'test', 'corpus', 'third_party');
// A folder named commands, as a bot's: the CLI reads a Sapphire piece only in one (the page's text has no folder).
const root = mkdtempSync(join(tmpdir(), 'cmdlint-code-'));
const dir = join(root, 'commands');
mkdirSync(dir);
afterAll(() => rmSync(root, { recursive: true, force: true }));

/** Real files (licences beside them in the corpus), one of each layout and language, each with a problem the CLI finds. */
const CORPUS_FILES = [
  'builders-deploy/commands/utility/server.mutated.js',
  'sapphire/src/commands/Pokemon/item.mutated.ts',
  'custom-guild/src/commands/discordRestData/dice.mutated.ts',
  'ts-rest-put/src/commands/roll.mutated.ts',
  'source/FlackCode__discordJSBot/commands__defer.mutated.js',
  'source/not-nonano__Basic-Handler/deploy.c22baae.js',
  'source/tuatmcc__discord-reminder/src__commands.mutated.ts',
];

interface CliMessage {
  ruleId: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
}

type Row = [string, number, number, number, number, string];

function cliRows(names: readonly string[]): Row[][] {
  const run = spawnSync(process.execPath, [CLI, '--format', 'json', ...names], { cwd: dir, encoding: 'utf8' });
  expect(run.status, run.stderr).not.toBe(2);
  const reports = JSON.parse(run.stdout) as { filePath: string; messages: CliMessage[] }[];
  return names.map((name) => reports.find((r) => basename(r.filePath) === name)!.messages.map((m): Row => [m.ruleId, m.line, m.column, m.endLine, m.endColumn, m.message]));
}

/** The page's problems of a text read as the file `name` (the page names every text body.ts; the corpus's .js files are read as JavaScript). */
function pageRows(name: string, text: string): Row[] {
  const { diagnostics } = lintText(text, DEFAULT_OPTIONS, readSourceOf([JAVASCRIPT_INFO], (_path, input) => readCode(name, input)));
  return diagnostics.map((d): Row => [d.ruleId, d.range.start.line + 1, d.range.start.character + 1, d.range.end.line + 1, d.range.end.character + 1, d.message]);
}

describe('the page reads code as the command line does', () => {
  // Each under its name in its repository (the corpus flattens paths and adds a commit). No Sapphire
  // piece named by its file is among them: the page reads a text without a file, so it leaves that
  // name unknown where the CLI knows it.
  const names = CORPUS_FILES.map((file) => basename(file).split('__').at(-1)!.replace(/\.[0-9a-f]{7}(?=\.)/u, ''));
  CORPUS_FILES.forEach((file, i) => copyFileSync(join(CORPUS, file), join(dir, names[i]!)));
  const examples = CODE_EXAMPLES.map((example, i) => ({ name: `example-${i + 1}${/TypeScript/.test(example.label) ? '.ts' : '.js'}`, text: example.text }));
  for (const { name, text } of examples) writeFileSync(join(dir, name), text);

  it('real bot files: the same problems, positions and messages', () => {
    const cli = cliRows(names);
    let problems = 0;
    names.forEach((name, i) => {
      const page = pageRows(name, readFileSync(join(dir, name), 'utf8'));
      expect(page, name).toEqual(cli[i]);
      problems += page.length;
    });
    // Every file has a problem the CLI finds: an agreement on nothing would prove nothing.
    expect(cli.every((rows) => rows.length > 0)).toBe(true);
    expect(problems).toBeGreaterThanOrEqual(CORPUS_FILES.length);
  });

  it('the Examples menu\'s code: the same problems as the CLI, several each, read as the page reads it', () => {
    const cli = cliRows(examples.map((e) => e.name));
    examples.forEach(({ name, text }, i) => {
      expect(isCodeText(text), name).toBe(true);
      expect(pageRows(name, text), name).toEqual(cli[i]);
      expect(cli[i]!.length, name).toBeGreaterThanOrEqual(2);
      // The page reads every pasted text as body.ts: the same problems.
      expect(pageRows(CODE_FILE_NAME, text), name).toEqual(cli[i]);
    });
  });

  it('the same text after --fix', () => {
    const files = [...names, ...examples.map((e) => e.name)];
    const before = files.map((name) => readFileSync(join(dir, name), 'utf8'));
    const fixed = files.map((name, i) => fixText(before[i]!, DEFAULT_OPTIONS, readSourceOf([JAVASCRIPT_INFO], (_path, input) => readCode(name, input))));
    spawnSync(process.execPath, [CLI, '--fix', ...files], { cwd: dir, encoding: 'utf8' });
    files.forEach((name, i) => expect(fixed[i], name).toBe(readFileSync(join(dir, name), 'utf8')));
    expect(fixed.filter((text, i) => text !== before[i]).length).toBeGreaterThan(0);
  });

  it('a syntax error is reported where it is, and nothing is judged', () => {
    const text = "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('Ban' };\n";
    const { diagnostics, ok } = lintText(text, DEFAULT_OPTIONS, readCode);
    expect(ok).toBe(false);
    expect(diagnostics.map((d) => [d.ruleId, d.range.start.line])).toEqual([['source-syntax', 1]]);
  });

  it('real code reads each token about once, far within the budget; a chain of `<` is stopped at it and left unread, in a time of the order of a real parse', () => {
    const ratios = CORPUS_FILES.map((file) => {
      const text = readFileSync(join(CORPUS, file), 'utf8');
      return parseCode(file, text).tokensRead / text.length;
    });
    expect(Math.max(...ratios)).toBeLessThanOrEqual(TOKENS_PER_CHARACTER / 2);
    // Chains within the CLI's nesting bound (500 levels), so that the budget is what stops them.
    const hostile = Array.from({ length: 20 }, () => `x = ${'a < '.repeat(200)}1;\n`).join('');
    // The baseline, measured in this run: the same text with `+`, which the parser reads once.
    const benign = hostile.replaceAll('<', '+');
    const time = (run: () => void) => {
      const started = performance.now();
      run();
      return performance.now() - started;
    };
    const baseline = Math.min(...[0, 1, 2].map(() => time(() => lintText(benign, DEFAULT_OPTIONS, readCode))));
    let result: ReturnType<typeof lintText> | undefined;
    // Unbounded, each chain takes seconds (its time grows with the square of its length).
    const spent = Math.min(...[0, 1, 2].map(() => time(() => (result = lintText(hostile, DEFAULT_OPTIONS, readCode)))));
    expect(result!.ok).toBe(false);
    expect(result!.diagnostics.map((d) => d.ruleId)).toEqual(['source-syntax']);
    expect(result!.diagnostics[0]!.message).toMatch(/^This code makes the page's parser read it over and over .* the CLI reads it \(`cmdlint body\.ts`\)\.$/);
    expect(spent).toBeLessThan(40 * Math.max(baseline, 1));
  });
});
