// The pre-commit hook as a user gets it: the real pre-commit framework (Debian's package) installs
// the hook of .pre-commit-hooks.yaml from a clone of this repository, with node and npm only (it
// runs `npm install`, `npm pack` and `npm install -g` of the tarball there; no pnpm), and then
// `git commit` in a bot's repository runs it. A bad staged file fails the commit with the stylish
// report; once fixed, the commit passes. Once in a repository whose cmdlint.config.json has sets
// (linted whole: a staged name taken in a committed file of the set fails), once in a repository
// without a configuration. The hook judges the commit (`cmdlint --staged` with the staged names):
// an untracked file never blocks an unrelated commit, and an unstaged fix of a staged bad file
// does not make it pass.
//
// What is installed is the working tree as it is, uncommitted changes included: it is committed
// into a temporary clone of this repository (git add -A reads the working tree, so what
// .gitignore leaves out is left out), whose commit is the `rev` of .pre-commit-config.yaml. The
// repository itself is not written to.
//
// The framework installs the hook's environment from the npm registry (a minute or so): the
// environment is made once, in a temporary PRE_COMMIT_HOME, by the first step, which has a
// generous time limit; every step fails at once with the framework's output when it fails.
// Skipped with a message only when pre-commit is absent outside CI; in CI (CI=true) a missing
// pre-commit fails (.ci/run installs it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';
import { deadline } from '../hostile/deadline.js';
import { commitWorkingTree, userEnv } from './helpers.js';

const hasPreCommit = spawnSync('pre-commit', ['--version'], { encoding: 'utf8' }).status === 0;
const inCI = process.env.CI === 'true' || process.env.CI === '1';
if (!hasPreCommit && !inCI) {
  console.warn('test/precommit/hook.test.ts: skipped: the pre-commit framework is not installed (apt-get install -y pre-commit); CI runs it.');
}

// The install builds cmdlint twice (npm install, npm pack) besides fetching: it slows as the
// machine does, so its bound is a ratio to a CLI run measured now (300 s for a 100 ms run; a fixed
// 300 s was once exceeded on a loaded machine), still a bound on a hang.
const INSTALL_TIMEOUT = deadline(3000);
const STEP_TIMEOUT = 60_000;

const work = mkdtempSync(join(tmpdir(), 'cmdlint-precommit-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));
const preCommitHome = join(work, 'pre-commit-home');

interface Step {
  readonly code: number | null;
  readonly output: string;
}

function run(command: string, args: string[], cwd: string, timeout = STEP_TIMEOUT): Step {
  const result = spawnSync(command, args, { cwd, env: { ...userEnv(), PRE_COMMIT_HOME: preCommitHome }, encoding: 'utf8', timeout, stdio: ['ignore', 'pipe', 'pipe'] });
  const output = `${result.stdout ?? ''}${result.stderr ?? ''}`;
  if (result.error) throw new Error(`${command} ${args.join(' ')} in ${cwd}: ${result.error.message}\n${output}`);
  return { code: result.status, output };
}

/** The framework's own log of its last failure, which its output points to. */
function frameworkLog(): string {
  const log = join(preCommitHome, 'pre-commit.log');
  return existsSync(log) ? `\n--- ${log}:\n${readFileSync(log, 'utf8')}` : '';
}

function explain(what: string, step: Step): string {
  return `${what} (exit ${step.code}):\n${step.output}${frameworkLog()}`;
}

function git(cwd: string, ...args: string[]): string {
  const step = run('git', args, cwd);
  if (step.code !== 0) throw new Error(explain(`git ${args.join(' ')}`, step));
  return step.output;
}

let hook: { dir: string; rev: string };

/** A bot's repository with the hook installed by the framework; `files` is its first commit. */
function botRepository(name: string, files: Record<string, string>): { dir: string } {
  const dir = join(work, name);
  const write = (path: string, text: string): void => {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  };
  mkdirSync(dir);
  git(dir, 'init', '--quiet');
  git(dir, 'config', 'user.name', 'A bot developer');
  git(dir, 'config', 'user.email', 'dev@bot.invalid');
  write('.pre-commit-config.yaml', preCommitConfig(hook));
  for (const [path, text] of Object.entries(files)) write(path, text);
  git(dir, 'add', '--all');
  git(dir, 'commit', '--quiet', '-m', 'The bot');
  const install = run('pre-commit', ['install'], dir);
  expect(install.code, explain('pre-commit install', install)).toBe(0);
  return { dir };
}

/** The .pre-commit-config.yaml of README.md and docs/ci.md, with this repository's clone for the URL and its commit for the tag. */
function preCommitConfig(repository: { dir: string; rev: string }): string {
  return ['repos:', `  - repo: ${repository.dir}`, `    rev: ${repository.rev}`, '    hooks:', '      - id: cmdlint', ''].join('\n');
}

function commit(dir: string, message: string, timeout = STEP_TIMEOUT): Step {
  git(dir, 'add', '--all');
  return commitStaged(dir, message, timeout);
}

/** `git commit` of what is staged, whatever the working tree holds beside it. */
function commitStaged(dir: string, message: string, timeout = STEP_TIMEOUT): Step {
  return run('git', ['commit', '-m', message], dir, timeout);
}

function writeIn(dir: string, files: Record<string, string>): void {
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/** A commit the hook must stop (the framework prints "cmdlint....Failed"); what it printed. */
function commitFails(dir: string, message: string, what: string): string {
  const bad = commit(dir, message);
  expect(bad.code, explain(what, bad)).not.toBe(0);
  expect(bad.output, explain(what, bad)).toMatch(/^cmdlint\.+Failed$/m);
  return bad.output;
}

/** A commit the hook must let through ("cmdlint....Passed"). */
function commitPasses(dir: string, message: string, what: string): void {
  const good = commit(dir, message);
  expect(good.code, explain(what, good)).toBe(0);
  expect(good.output).toMatch(/^cmdlint\.+Passed$/m);
}

/**
 * The round each test makes in a repository whose one commit is "The bot": `bad` written at `file`
 * is a commit the hook stops (the log unchanged), then `fixed` written there is one it lets through
 * (the log gains it). `what` names the two commits in a failure. What the hook printed on the bad one.
 */
function failsThenPasses(dir: string, file: string, round: { bad: string; fixed: string; messages: [string, string]; what: [string, string] }): string {
  const write = (text: string): void => {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  };
  write(round.bad);
  const output = commitFails(dir, round.messages[0], `the commit of ${round.what[0]}`);
  expect(git(dir, 'log', '--format=%s')).toBe('The bot\n');
  write(round.fixed);
  commitPasses(dir, round.messages[1], `the commit of ${round.what[1]}`);
  expect(git(dir, 'log', '--format=%s')).toBe(`${round.messages[1]}\nThe bot\n`);
  return output;
}

/** A command named "Ping" (the hook stops it: names are lowercase), then named "ping". */
const PING_ROUND = {
  bad: '{\n  "name": "Ping",\n  "description": "Pong"\n}\n',
  fixed: '{\n  "name": "ping",\n  "description": "Pong"\n}\n',
  messages: ['Ping', 'Ping'] as [string, string],
  what: ['a bad command', 'the fixed command'] as [string, string],
};

const PACKAGE_JSON = '{\n  "name": "bot",\n  "private": true,\n  "dependencies": { "discord.js": "^14.0.0" }\n}\n';

describe.skipIf(!hasPreCommit && !inCI)('the pre-commit hook, installed by the framework from a clone of this repository', () => {
  beforeAll(() => {
    expect(hasPreCommit, 'pre-commit must be installed in CI: .ci/run installs the Debian package pre-commit').toBe(true);
    hook = commitWorkingTree(ROOT, join(work, 'cmdlint'));
    // The hook's environment, made once for both repositories below (same repository and rev).
    const bot = botRepository('install', { 'package.json': PACKAGE_JSON });
    const install = run('pre-commit', ['install-hooks'], bot.dir, INSTALL_TIMEOUT);
    expect(install.code, explain('pre-commit install-hooks (npm install, npm pack, npm install -g in the clone)', install)).toBe(0);
  }, INSTALL_TIMEOUT + 30_000);

  it('with a cmdlint.config.json: the set is read whole; a staged name taken in a committed file fails the commit, a new name passes', () => {
    const bot = botRepository('with-config', {
      'package.json': PACKAGE_JSON,
      'cmdlint.config.json': '{\n  // One global set: names are unique across its files.\n  "sets": [{ "files": ["commands/**/*.json"], "scope": "global" }]\n}\n',
      'commands/fun/ping.json': '{ "name": "ping", "description": "Pong" }\n',
    });
    const bad = failsThenPasses(bot.dir, 'commands/mod/ping.json', {
      bad: '{\n  "name": "ping",\n  "description": "Another ping"\n}\n',
      fixed: '{\n  "name": "echo",\n  "description": "Says it again"\n}\n',
      messages: ['A second ping', 'An echo'],
      what: ['a duplicate name', 'the fixed file'],
    });
    // Reported on the staged file only: the committed one is the other of the pair, not the commit's fault.
    expect(bad).not.toContain('commands/fun/ping.json\n');
    expect(bad).toContain(
      [
        'commands/mod/ping.json',
        '  2:11  error    Command /ping: 2 CHAT_INPUT commands in this global set are named "ping" (the other is at commands/fun/ping.json:1); names are unique per type and scope: a bulk overwrite fails, a create overwrites the other; rename or remove one.  unique-command-name',
        '',
        '✖ 1 problem (1 error, 0 warnings)',
      ].join('\n'),
    );
  }, 2 * STEP_TIMEOUT);

  it('an untracked work-in-progress file and an undeployed folder do not block an unrelated commit', () => {
    const bot = botRepository('untracked', {
      'package.json': PACKAGE_JSON,
      'cmdlint.config.json': '{\n  "sets": [{ "files": ["commands/**/*.json", "commands/**/*.js"], "scope": "global" }]\n}\n',
      'commands/fun/ping.json': '{ "name": "ping", "description": "Pong" }\n',
    });
    writeIn(bot.dir, {
      // In the set, never staged: a bad name, and a name that collides with the staged file's.
      'commands/wip/Draft.json': '{\n  "name": "Draft",\n  "description": "Not yet"\n}\n',
      'commands/wip/echo.js': "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('echo').setDescription('Another echo') };\n",
      // Outside any set and without a configuration's say: a folder the deploy never reads.
      'old/commands.json': '[{ "name": "Old", "description": "Gone" }]\n',
      'commands/mod/echo.json': '{\n  "name": "echo",\n  "description": "Says it again"\n}\n',
    });
    git(bot.dir, 'add', 'commands/mod/echo.json');
    const good = commitStaged(bot.dir, 'An echo');
    expect(good.code, explain('the commit of a good file beside untracked bad ones', good)).toBe(0);
    expect(good.output).toMatch(/^cmdlint\.+Passed$/m);
    expect(git(bot.dir, 'status', '--porcelain', '--untracked-files=all')).toBe('?? commands/wip/Draft.json\n?? commands/wip/echo.js\n?? old/commands.json\n');
  }, 2 * STEP_TIMEOUT);

  it('an unstaged fix of a staged bad file does not make the commit pass; staged, it does', () => {
    const bot = botRepository('unstaged-fix', { 'package.json': PACKAGE_JSON, 'README.md': '# bot\n' });
    writeIn(bot.dir, { 'commands/ping.json': PING_ROUND.bad });
    git(bot.dir, 'add', 'commands/ping.json');
    writeIn(bot.dir, { 'commands/ping.json': PING_ROUND.fixed });
    const bad = commitStaged(bot.dir, 'Ping');
    expect(bad.code, explain('the commit of a staged bad file fixed in the working tree only', bad)).not.toBe(0);
    expect(bad.output).toMatch(/^cmdlint\.+Failed$/m);
    expect(bad.output).toContain('commands/ping.json\n  2:11  error    Command /Ping: name "Ping" must be lowercase');
    // The framework put the unstaged fix back where it was.
    expect(readFileSync(join(bot.dir, 'commands/ping.json'), 'utf8')).toBe(PING_ROUND.fixed);
    expect(git(bot.dir, 'log', '--format=%s')).toBe('The bot\n');
    commitPasses(bot.dir, 'Ping', 'the commit of the staged fix');
  }, 2 * STEP_TIMEOUT);

  it('without a configuration: the staged files that look like commands are linted, package.json left alone; a bad command fails the commit, the fixed one passes', () => {
    const bot = botRepository('without-config', { 'package.json': PACKAGE_JSON, 'README.md': '# bot\n' });
    const bad = failsThenPasses(bot.dir, 'commands/ping.json', PING_ROUND);
    expect(bad).toContain(
      [
        'commands/ping.json',
        '  2:11  error    Command /Ping: name "Ping" must be lowercase ("P" (U+0050) has a lowercase form); use "ping".  name-lowercase',
        '',
        '✖ 1 problem (1 error, 0 warnings)',
      ].join('\n'),
    );
    expect(bad).not.toContain('package.json');
  }, 2 * STEP_TIMEOUT);

  it('a staged builder file with a bad name fails the commit; the fixed one passes', () => {
    const bot = botRepository('code-first', { 'package.json': PACKAGE_JSON, 'README.md': '# bot\n' });
    const builder = (name: string): string => `const { SlashCommandBuilder } = require('discord.js');\n\nmodule.exports = {\n  data: new SlashCommandBuilder().setName('${name}').setDescription('Pong'),\n  async execute(interaction) {\n    await interaction.reply('Pong');\n  },\n};\n`;
    const bad = failsThenPasses(bot.dir, 'commands/ping.js', { bad: builder('Ping'), fixed: builder('ping'), messages: ['Ping', 'Ping'], what: ['a bad builder', 'the fixed builder'] });
    expect(bad).toContain(['commands/ping.js', '  4:43  error    Command /Ping: name "Ping" must be lowercase ("P" (U+0050) has a lowercase form); use "ping".  name-lowercase'].join('\n'));
  }, 2 * STEP_TIMEOUT);

  it('a Python bot (no package.json): a staged cog with a bad name fails the commit; the fixed one passes', () => {
    const bot = botRepository('python', { 'requirements.txt': 'discord.py>=2.3\n', 'README.md': '# bot\n' });
    const cog = (name: string): string => `import discord\nfrom discord import app_commands\nfrom discord.ext import commands\n\n\nclass Fun(commands.Cog):\n    @app_commands.command(name="${name}", description="Pong")\n    async def ping(self, interaction: discord.Interaction):\n        await interaction.response.send_message("Pong")\n`;
    const bad = failsThenPasses(bot.dir, 'cogs/fun.py', { bad: cog('Ping'), fixed: cog('ping'), messages: ['Ping', 'Ping'], what: ['a bad cog', 'the fixed cog'] });
    expect(bad).toContain(['cogs/fun.py', '  7:32  error    Command /Ping: name "Ping" must be lowercase ("P" (U+0050) has a lowercase form); use "ping". discord.py raises ValueError when the decorator runs (at import), so the bot does not start.  name-lowercase'].join('\n'));
    expect(existsSync(join(bot.dir, 'package.json'))).toBe(false);
  }, 2 * STEP_TIMEOUT);

});

describe.skipIf(!hasPreCommit && !inCI)('the alternative docs/ci.md gives: a local hook running npx cmdlint', () => {
  it('with cmdlint installed in the project by npm, a bad command fails the commit, the fixed one passes', () => {
    // The cmdlint package as the registry would serve it: the CLI's tarball, installed with npm.
    const tarballs = join(work, 'tarballs');
    const pack = run('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', tarballs], join(ROOT, 'packages', 'cli'), STEP_TIMEOUT);
    expect(pack.code, explain('pnpm pack of packages/cli', pack)).toBe(0);
    const dir = join(work, 'local');
    mkdirSync(dir);
    writeFileSync(join(dir, 'package.json'), '{ "name": "bot", "private": true }\n');
    const tarball = readdirSync(tarballs).find((name) => name.startsWith('cmdlint-'))!;
    const install = run('npm', ['install', '--save-dev', '--no-audit', '--no-fund', '--offline', join(tarballs, tarball)], dir, STEP_TIMEOUT);
    expect(install.code, explain('npm install of the cmdlint tarball', install)).toBe(0);
    const config = ['repos:', '  - repo: local', '    hooks:', '      - id: cmdlint', '        name: cmdlint', '        entry: npx cmdlint --staged', '        language: system', "        files: \\.(js|jsx|mjs|cjs|ts|tsx|mts|cts|json|jsonc|py)$", ''].join('\n');
    expect(readFileSync(join(ROOT, 'docs', 'ci.md'), 'utf8'), 'docs/ci.md shows this configuration').toContain(config.split('\n').slice(1).join('\n'));
    writeFileSync(join(dir, '.pre-commit-config.yaml'), config);
    writeFileSync(join(dir, '.gitignore'), 'node_modules/\n');
    git(dir, 'init', '--quiet');
    git(dir, 'config', 'user.name', 'A bot developer');
    git(dir, 'config', 'user.email', 'dev@bot.invalid');
    git(dir, 'add', '--all');
    git(dir, 'commit', '--quiet', '-m', 'The bot');
    const hooks = run('pre-commit', ['install'], dir);
    expect(hooks.code, explain('pre-commit install', hooks)).toBe(0);

    const bad = failsThenPasses(dir, 'commands/ping.json', PING_ROUND);
    expect(bad).toContain('commands/ping.json\n  2:11  error    Command /Ping: name "Ping" must be lowercase');
  }, 3 * STEP_TIMEOUT);
});
