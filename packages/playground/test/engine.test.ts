// The page's linting half (engine.ts, the worker's code) against the built CLI: every example of
// the rule docs, linted by both, gives the same problems at the same places, and the same text
// after --fix. Plus the configuration the options panel shows.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { afterAll, describe, expect, it } from 'vitest';
import { applyEdits } from '@cmdlint/text';
import { ruleExamples } from '../examples.mjs';
import { configOf, DEFAULT_OPTIONS, fileNameOf, fixText, lintText } from '../src/engine.js';
import { noNodeBuiltins } from '../vite.config.js';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const CLI = join(ROOT, 'packages', 'cli', 'bin', 'cmdlint.js');
const examples = ruleExamples(join(ROOT, 'docs', 'rules')) as { rule: string; n: number; text: string }[];
const dir = mkdtempSync(join(tmpdir(), 'cmdlint-engine-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

interface CliMessage {
  ruleId: string;
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  message: string;
}

describe('the page lints as the command line does', () => {
  const names = examples.map((e) => `${e.rule}-${e.n}.json`);
  examples.forEach((e, i) => writeFileSync(join(dir, names[i]!), e.text));

  it('every docs example: the same problems, positions and messages', () => {
    const run = spawnSync(process.execPath, [CLI, '--format', 'json', ...names], { cwd: dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(run.status, run.stderr).not.toBe(2);
    const reports = JSON.parse(run.stdout) as { filePath: string; messages: CliMessage[] }[];
    expect(reports).toHaveLength(examples.length);
    let problems = 0;
    examples.forEach((example, i) => {
      const cli = reports[i]!.messages.map((m) => [m.ruleId, m.line, m.column, m.endLine, m.endColumn, m.message]);
      const page = lintText(example.text, DEFAULT_OPTIONS).diagnostics.map((d) => [d.ruleId, d.range.start.line + 1, d.range.start.character + 1, d.range.end.line + 1, d.range.end.character + 1, d.message]);
      expect(page, names[i]).toEqual(cli);
      problems += page.length;
    });
    expect(problems).toBeGreaterThan(50);
  });

  it('every docs example: the same text after --fix', () => {
    const fixed = examples.map((e) => fixText(e.text, DEFAULT_OPTIONS));
    // The page also makes the sure fixes of the syntax, which the command line does not: it runs
    // on the text with those made (the json-syntax examples), and must then agree.
    let syntaxFixed = 0;
    examples.forEach((e, i) => {
      const edits = lintText(e.text, DEFAULT_OPTIONS).diagnostics.filter((d) => d.ruleId === 'json-syntax').flatMap((d) => d.fix ?? []);
      if (edits.length > 0) syntaxFixed++;
      writeFileSync(join(dir, names[i]!), applyEdits(e.text, edits));
    });
    expect(syntaxFixed).toBeGreaterThan(0);
    spawnSync(process.execPath, [CLI, '--fix', ...names], { cwd: dir, encoding: 'utf8' });
    names.forEach((name, i) => expect(fixed[i], name).toBe(readFileSync(join(dir, name), 'utf8')));
    expect(fixed.filter((text, i) => text !== examples[i]!.text).length).toBeGreaterThan(5);
  });
});

describe('configOf: the cmdlint.config.json of the options', () => {
  it.each([
    ['the defaults', DEFAULT_OPTIONS, {}],
    ['a guild scope is a set of the one file', { ...DEFAULT_OPTIONS, scope: 'guild' as const }, { sets: [{ files: ['body.json'], scope: 'guild' }] }],
    ['JSONC names the file .jsonc', { ...DEFAULT_OPTIONS, scope: 'guild' as const, jsonc: true }, { sets: [{ files: ['body.jsonc'], scope: 'guild' }] }],
    ['application, locale, rules', { ...DEFAULT_OPTIONS, application: { embedded: false }, defaultLocale: 'fr', rules: { 'name-lowercase': 'warn' as const } }, { application: { embedded: false }, defaultLocale: 'fr', rules: { 'name-lowercase': 'warn' } }],
  ])('%s', (_, options, expected) => {
    expect(configOf(options)).toEqual(expected);
    expect(fileNameOf(options)).toBe(options.jsonc ? 'body.jsonc' : 'body.json');
  });
});

describe('the page build', () => {
  it('fails when anything imports a Node built-in', async () => {
    const entry = join(dir, 'uses-fs.js');
    writeFileSync(entry, "import { readFileSync } from 'node:fs';\nexport const read = () => readFileSync('x');\n");
    await expect(build({ configFile: false, logLevel: 'silent', plugins: [noNodeBuiltins()], build: { write: false, lib: { entry, formats: ['es'] } } })).rejects.toThrow(/imports the Node built-in "node:fs"/);
  });
});
