// Every way the source reader knows a file defines commands, through every path that finds files:
// a directory, a glob, the pre-commit hook's entry, `--init` then `cmdlint`, and real ESLint with
// the plugin (the language server's: packages/language-server/test/server-discovery.test.ts). The
// pre-filter of discovery is made from the reader's tables; these patterns are held to the same
// tables, so a name the reader learns without a pattern here fails the first test.
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINT_SEGMENT, MANAGER_METHODS, markerNames, sourceMarkers } from '../../packages/readers/js/src/vocabulary.js';
import { cmdlint, parseJsonOutput, ROOT, tempProject, type TempProject } from './helpers.js';
import { READER_PATTERNS } from './reader-patterns.js';

const FILES = Object.keys(READER_PATTERNS).map((file) => `src/${file}`).sort();
let project: TempProject;
beforeAll(() => {
  project = tempProject(Object.fromEntries(Object.entries(READER_PATTERNS).map(([file, text]) => [`src/${file}`, text])));
  // A file of the bot that names none of it: skipped by every path.
  project.write('src/events/ready.ts', "import { Events } from 'discord.js';\nexport const name = Events.ClientReady;\n");
});
afterAll(() => project.cleanup());

/** Files with at least one error, relative to the project. */
function flagged(stdout: string, dir = project.dir): string[] {
  return parseJsonOutput(stdout)
    .filter((result) => result.errorCount > 0)
    .map((result) => relative(dir, result.filePath).split('\\').join('/'))
    .sort();
}

describe('the patterns cover the reader', () => {
  it('every name of the reader\'s tables is written by some pattern, and each pattern passes the pre-filter', () => {
    const names = [
      ...markerNames().filter((name) => name !== ENDPOINT_SEGMENT),
      ...[...MANAGER_METHODS].map((method) => `.${method}(`),
      `/${ENDPOINT_SEGMENT}/`,
    ];
    const texts = Object.values(READER_PATTERNS);
    for (const name of names) expect(texts.some((text) => text.includes(name)), name).toBe(true);
    for (const [file, text] of Object.entries(READER_PATTERNS)) expect(sourceMarkers().test(text), file).toBe(true);
  });

  it('an escape anywhere makes a file a candidate; a file that names nothing of commands is not', () => {
    expect(sourceMarkers().test('new Slash\\u0043ommandBuilder()')).toBe(true);
    expect(sourceMarkers().test("const label = '\\x41';")).toBe(true);
    expect(sourceMarkers().test("client.on('ready', () => console.log('up'));")).toBe(false);
  });
});

describe('each path finds each pattern, with its planted mistake', () => {
  it('a directory', () => {
    const result = cmdlint(['src', '--format', 'json'], { cwd: project.dir });
    expect(result.code, result.stderr).toBe(1);
    expect(flagged(result.stdout)).toEqual(FILES);
  });

  it('a glob', () => {
    const result = cmdlint(['src/**/*.*s', '--format', 'json'], { cwd: project.dir });
    expect(result.code, result.stderr).toBe(1);
    expect(flagged(result.stdout)).toEqual(FILES);
  });

  // As the framework runs it: every file staged, the names its `files` pattern takes passed to the entry.
  it("the pre-commit hook's entry, given the staged files its pattern takes", () => {
    const hooks = readFileSync(join(ROOT, '.pre-commit-hooks.yaml'), 'utf8');
    const entry = /^\s*entry:\s*cmdlint(.*)$/m.exec(hooks)![1]!.trim().split(/\s+/).filter(Boolean);
    const taken = new RegExp(/^\s*files:\s*(.*)$/m.exec(hooks)![1]!.trim());
    const copy = tempProject(Object.fromEntries(FILES.map((file) => [file, READER_PATTERNS[file.slice('src/'.length)]!])));
    try {
      copy.write('src/events/ready.ts', "import { Events } from 'discord.js';\nexport const name = Events.ClientReady;\n");
      for (const args of [['init', '-q'], ['add', '-A']]) spawnSync('git', args, { cwd: copy.dir });
      const staged = [...FILES, 'src/events/ready.ts'].filter((file) => taken.test(file));
      expect(staged).toEqual([...FILES, 'src/events/ready.ts']);
      const result = cmdlint([...entry, '--format', 'json', ...staged], { cwd: copy.dir });
      expect(result.code, result.stderr).toBe(1);
      expect(flagged(result.stdout, copy.dir)).toEqual(FILES);
    } finally {
      copy.cleanup();
    }
  });

  it('--init finds them, and cmdlint with the sets it wrote lints them', () => {
    const copy = tempProject(Object.fromEntries(FILES.map((file) => [file, READER_PATTERNS[file.slice('src/'.length)]!])));
    try {
      const init = cmdlint(['--init'], { cwd: copy.dir });
      expect(init.code, init.stderr).toBe(0);
      expect(init.stdout).toContain(`Found ${FILES.length} command files:`);
      const lint = cmdlint(['--format', 'json'], { cwd: copy.dir });
      expect(lint.code, lint.stderr).toBe(1);
      expect(flagged(lint.stdout, copy.dir)).toEqual(FILES);
    } finally {
      copy.cleanup();
    }
  });

  it('ESLint with the plugin reports on each', () => {
    const plugin = join(ROOT, 'packages', 'eslint-plugin');
    const config = [
      `import tsParser from ${JSON.stringify(pathToFileURL(join(plugin, 'node_modules', '@typescript-eslint', 'parser', 'dist', 'index.js')).href)};`,
      `import cmdlint from ${JSON.stringify(pathToFileURL(join(plugin, 'dist', 'index.js')).href)};`,
      "export default [{ files: ['**/*.ts'], languageOptions: { parser: tsParser } }, { files: ['**/*.js', '**/*.ts'], languageOptions: { sourceType: 'module', ecmaVersion: 'latest' } }, cmdlint.configs.recommended];",
    ].join('\n');
    writeFileSync(join(project.dir, 'eslint.config.mjs'), config);
    const result = spawnSync(process.execPath, [join(plugin, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--format', 'json', 'src'], { cwd: project.dir, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
    expect(result.status, result.stderr).toBe(1);
    const results = JSON.parse(result.stdout) as { filePath: string; messages: { ruleId: string | null; message: string }[] }[];
    const fatal = results.flatMap((r) => r.messages.filter((m) => m.ruleId === null).map((m) => `${relative(project.dir, r.filePath)}: ${m.message}`));
    expect(fatal).toEqual([]);
    const reported = results.filter((r) => r.messages.some((m) => m.ruleId?.startsWith('cmdlint/'))).map((r) => relative(project.dir, r.filePath).split('\\').join('/')).sort();
    expect(reported).toEqual(FILES);
  });
});
