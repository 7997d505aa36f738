// Sources nested past what the parser's native stack holds (issue 34, item 1): oxc-parser ended
// the process with SIGSEGV at ~4,000-9,000 levels, on every surface that reads sources. Each deep
// shape must now get one diagnostic that says the limit, and the run go on: the built CLI as a
// process (another good file of the same run still linted), `plan`, `explain --body`, a real
// `eslint` with the plugin, and the language server over stdio.
import { execFile, spawn } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { overProcess } from '../../packages/language-server/test/client.js';
import { ROOT } from '../cli/helpers.js';
import { ensureServerBuilt, SERVER_BIN } from '../server/helpers.js';
import { deadline } from './deadline.js';
import { projectsRemovedAfterAll } from './helpers.js';
import { runCli } from './process.js';

const project = projectsRemovedAfterAll();
const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

const DEPTH = 20_000;
const BUILDER = "const { SlashCommandBuilder } = require('discord.js');\n";
/** Each shape 20,000 deep (past the ~9,000 that crashed), in a file that names a builder. */
const SHAPES: Record<string, string> = {
  'parens.js': `${BUILDER}x = ${'('.repeat(DEPTH)}1${')'.repeat(DEPTH)};\n`,
  'arrays.js': `${BUILDER}x = ${'['.repeat(DEPTH)}${']'.repeat(DEPTH)};\n`,
  'objects.js': `${BUILDER}x = ${'{a:'.repeat(DEPTH)}1${'}'.repeat(DEPTH)};\n`,
  'calls.js': `${BUILDER}x = ${'f('.repeat(DEPTH)}${')'.repeat(DEPTH)};\n`,
  'templates.js': `${BUILDER}x = ${'`${'.repeat(DEPTH)}1${'}`'.repeat(DEPTH)};\n`,
  'arrows.js': `${BUILDER}x = ${'x=>'.repeat(DEPTH)}1;\n`,
  'prefixes.js': `${BUILDER}x = ${'!'.repeat(5 * DEPTH)}1;\n`,
  'operators.js': `${BUILDER}x = ${'a+'.repeat(5 * DEPTH)}a;\n`,
  'conditionals.js': `${BUILDER}x = ${'a?b:'.repeat(DEPTH)}c;\n`,
  'chain.js': `${BUILDER}x = new SlashCommandBuilder()${'.setName("p")'.repeat(100_000)};\n`,
  'news.js': `${BUILDER}x = ${'new '.repeat(DEPTH)}X;\n`,
  'elements.jsx': `${BUILDER}x = ${'<a>'.repeat(DEPTH)}${'</a>'.repeat(DEPTH)};\n`,
  'types.ts': `${BUILDER}let x: ${'A<'.repeat(DEPTH)}B${'>'.repeat(DEPTH)};\n`,
};
const PING = "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('Ping').setDescription('Pong') };\n";

interface JsonReport {
  readonly filePath: string;
  readonly messages: readonly { readonly ruleId: string; readonly message: string }[];
}

describe('the CLI', () => {
  it('refuses every deep shape with one diagnostic and lints the other files of the run', async () => {
    const p = project({ ...SHAPES, 'ping.js': PING });
    const run = await runCli(['--format', 'json', ...Object.keys(SHAPES), 'ping.js'], { cwd: p.dir, deadline: deadline(300) });
    expect(run.hung).toBe(false);
    expect(run.signal).toBeNull();
    expect(run.code, run.stderr).toBe(1);
    const reports = JSON.parse(run.stdout) as JsonReport[];
    for (const file of Object.keys(SHAPES)) {
      const report = reports.find((r) => r.filePath.endsWith(`/${file}`));
      expect(report?.messages.map((d) => d.ruleId), file).toEqual(['source-syntax']);
      expect(report!.messages[0]!.message, file).toMatch(/nests deeper than cmdlint reads \(past 500 levels.*not read/);
    }
    // The good file's uppercase name is still judged.
    expect(reports.find((r) => r.filePath.endsWith('/ping.js'))?.messages.map((d) => d.ruleId)).toContain('name-lowercase');
  });

  it('plan and explain --body refuse a deep source with the same message', async () => {
    const p = project({ 'parens.js': SHAPES['parens.js']!, 'error.txt': 'DiscordAPIError[50035]: Invalid Form Body\nname[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid\n' });
    const plan = await runCli(['plan', 'parens.js'], { cwd: p.dir, deadline: deadline(150) });
    expect(plan.signal).toBeNull();
    expect(plan.code).not.toBe(0);
    expect(plan.stdout + plan.stderr).toMatch(/past 500 levels/);
    const explain = await runCli(['explain', 'error.txt', '--body', 'parens.js'], { cwd: p.dir, deadline: deadline(150) });
    expect(explain.signal).toBeNull();
    expect(explain.code).not.toBe(0);
    expect(explain.stdout + explain.stderr).toMatch(/past 500 levels/);
  });
});

describe('the ESLint plugin', () => {
  it('a real eslint run lives through deep files and lints the other', async () => {
    const plugin = join(ROOT, 'packages', 'eslint-plugin');
    const p = project({
      'package.json': '{ "name": "bot", "private": true }\n',
      'eslint.config.mjs': `import cmdlint from ${JSON.stringify(join(plugin, 'dist', 'index.js'))};\nexport default [cmdlint.configs.recommended];\n`,
      'deep.js': `${BUILDER}module.exports = { data: new SlashCommandBuilder().setName('Deep').setDescription(${'('.repeat(600)}'d'${')'.repeat(600)}) };\n`,
      'calls.js': SHAPES['calls.js']!,
      'ping.js': PING,
    });
    const started = performance.now();
    const result = await promisify(execFile)(process.execPath, [join(plugin, 'node_modules', 'eslint', 'bin', 'eslint.js'), '--format', 'json', '.'], { cwd: p.dir, maxBuffer: 64 * 1024 * 1024, timeout: deadline(600) }).catch((error: { stdout?: string; code?: number; signal?: string; stderr?: string }) => {
      expect(error.signal ?? null, error.stderr).toBeNull();
      expect(error.code, error.stderr).toBe(1);
      return { stdout: error.stdout ?? '' };
    });
    expect(performance.now() - started).toBeLessThan(deadline(600));
    const results = JSON.parse(result.stdout) as { filePath: string; messages: { ruleId: string | null; message: string }[] }[];
    const of = (name: string) => results.find((r) => r.filePath.endsWith(`/${name}`))!.messages;
    // ESLint's own parser reads 600 levels. The nesting bound guards cmdlint's parser, which does not
    // run here: ESLint's tree is walked (a walk that filled the stack would leave the file unread,
    // with a word), and its command is judged.
    const deep = of('deep.js').filter((m) => m.ruleId?.startsWith('cmdlint/'));
    expect(deep.map((m) => m.ruleId)).toEqual(['cmdlint/name-lowercase']);
    // 20,000 levels: ESLint's parser gives up itself (a parsing error), and nothing crashes.
    expect(of('calls.js').length).toBeGreaterThan(0);
    expect(of('ping.js').map((m) => m.ruleId)).toContain('cmdlint/name-lowercase');
  }, deadline(1200));
});

describe('the language server', () => {
  beforeAll(() => ensureServerBuilt(), deadline(1200));

  it('lives through a deep document and goes on linting', async () => {
    const p = project({});
    const child = spawn(process.execPath, [SERVER_BIN, '--stdio'], { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } });
    cleanups.push(() => child.kill('SIGKILL'));
    let exitSignal: string | null = null;
    child.once('exit', (_code, signal) => (exitSignal = signal));
    const client = overProcess(child, 'stdio');
    cleanups.push(() => client.dispose());
    client.settings = { debounceMs: 0, sources: 'on' };
    await client.initialize({ rootPath: p.dir });
    const deep = `file://${p.dir}/deep.js`;
    await client.open(deep, SHAPES['templates.js']!, 'javascript');
    // A source that is not read is left to the language's own server (as one that does not parse):
    // what matters is that the server lives on and lints the next document.
    const ping = `file://${p.dir}/ping.js`;
    await client.open(ping, PING, 'javascript');
    const pinged = await client.diagnostics(ping, { version: 1, timeout: deadline(300) });
    expect(pinged.diagnostics.map((d) => d.code)).toContain('name-lowercase');
    expect(exitSignal).toBeNull();
  }, deadline(1200));
});
