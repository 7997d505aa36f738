// A run meets a reader only through the table (packages/readers/table): a run whose files are
// all JSON loads no reader's bundle and none of any reader's parser packages, whichever way the
// files come (named, a directory, --cache, --stdin, plan, explain). The readers are read from the
// table, so the next row is guarded with no edit here. (startup-modules.test.ts measures the rest
// of what a run loads.)
import { spawnSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { READERS } from '../../packages/readers/table/src/index.js';
import { BIN_JS, GOOD, tempProject } from './helpers.js';

const BUILDER = "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('ping').setDescription('Pong') };\n";
const ERROR = 'DiscordAPIError[50035]: Invalid Form Body\ndescription[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 100 in length.\n';
const COG = 'import discord\nfrom discord import app_commands\n\n@app_commands.command(name="ping", description="Pong")\nasync def ping(interaction):\n    pass\n';
const project = tempProject({ 'cogs/ping.py': COG, 'commands/ping.json': GOOD, 'commands/pong.jsonc': GOOD, 'code/ping.js': BUILDER, 'error.txt': ERROR, 'long.json': `{ "name": "ping", "description": "${'x'.repeat(101)}" }\n`, 'package.json': '{ "dependencies": { "discord.js": "^14.0.0" } }\n' });
afterAll(() => project.cleanup());
const PRELOAD = join(project.dir, 'record-files.cjs');
writeFileSync(PRELOAD, "process.on('exit', () => require('fs').writeFileSync(process.env.FILES_OUT, Object.keys(require.cache).join('\\n')));\n");

/** The files a built run required. */
function filesLoaded(args: string[], input?: string): string[] {
  const out = join(project.dir, `files-${Math.random().toString(36).slice(2)}.txt`);
  const result = spawnSync(process.execPath, ['-r', PRELOAD, BIN_JS, ...args], { cwd: project.dir, env: { PATH: process.env.PATH ?? '', FILES_OUT: out }, encoding: 'utf8', timeout: 60_000, ...(input === undefined ? {} : { input }) });
  expect(result.status, result.stderr).toBe(0);
  return readFileSync(out, 'utf8').split('\n');
}

/** The CLI's bundle of each reader (src/source-reading.ts). */
const READER_BUNDLES = ['source.cjs', 'python.cjs'];

/** What belongs to a reader: the CLI's reader bundles, and each parser package of every row of the table. */
function readerFiles(files: readonly string[], readers = READERS, bundles = READER_BUNDLES): string[] {
  const parsers = readers.flatMap((reader) => reader.parserPackages);
  return files.filter((file) => bundles.some((bundle) => file.endsWith(`${sep}dist${sep}${bundle}`)) || parsers.some((name) => file.includes(`${sep}node_modules${sep}${name}${sep}`)));
}

const PYTHON = READERS.filter((reader) => reader.language === 'Python');

describe('a run over JSON loads no reader', () => {
  const JSON_RUNS: Record<string, { args: string[]; input?: string }> = {
    'a file named': { args: ['commands/ping.json'] },
    'a directory beside sources': { args: ['commands'] },
    '--cache': { args: ['commands', '--cache', '--cache-location', 'cache/'] },
    '--stdin': { args: ['--stdin', '--stdin-filename', 'piped.json'], input: GOOD },
    plan: { args: ['plan', 'commands/ping.json'] },
    'explain --body': { args: ['explain', 'error.txt', '--body', 'long.json'] },
  };

  it.each(Object.entries(JSON_RUNS))('%s', (_name, run) => {
    const files = filesLoaded(run.args, run.input);
    expect(files.some((file) => file.endsWith(`${sep}compiled.cjs`))).toBe(true); // the record is real
    expect(readerFiles(files)).toEqual([]);
  });

  it('and the same record sees the reader when a source is linted (the guard can fail)', () => {
    expect(readerFiles(filesLoaded(['code/ping.js', '--cache', '--cache-location', 'cache/'])).length).toBeGreaterThan(1);
  });
});

describe('a JavaScript run loads nothing of Python', () => {
  it('neither its bundle nor its parser packages', () => {
    expect(PYTHON).toHaveLength(1);
    const files = filesLoaded(['code/ping.js']);
    expect(files.some((file) => file.endsWith(`${sep}dist${sep}source.cjs`))).toBe(true); // the JavaScript reader was loaded
    expect(readerFiles(files, PYTHON, ['python.cjs'])).toEqual([]);
  });

  it('and a Python run does load them (the guard can fail)', () => {
    const files = filesLoaded(['cogs/ping.py']);
    expect(readerFiles(files, PYTHON, ['python.cjs']).some((file) => file.endsWith(`${sep}python.cjs`))).toBe(true);
    expect(readerFiles(files, PYTHON, []).length).toBeGreaterThan(0);
  });
});
