// --staged (the pre-commit hook's entry): the built CLI in real git repositories. It reports on
// the named (else the staged) files only, reads every file as git's index holds it (untracked
// files play no part, an unstaged change decides nothing), and reads the rest of a set as
// committed, so that a staged name a committed file already has is caught.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BAD, GOOD, cmdlint, expectRefused, projectsRemovedAfterEach, type TempProject } from './helpers.js';

const project = projectsRemovedAfterEach();

function git(dir: string, ...args: string[]): string {
  const result = spawnSync('git', ['-c', 'user.name=cmdlint test', '-c', 'user.email=test@cmdlint.invalid', ...args], { cwd: dir, encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`git ${args.join(' ')}: ${result.stderr}`);
  return result.stdout;
}

const SETS = '{ "sets": [{ "files": ["commands/**/*.json", "commands/**/*.js"], "scope": "global" }] }\n';
const named = (name: string, description = 'Pong'): string => `{\n  "name": "${name}",\n  "description": "${description}"\n}\n`;

/** A repository whose first commit is `files`. */
function repository(files: Record<string, string>): TempProject {
  const repo = project(files);
  git(repo.dir, 'init', '--quiet');
  git(repo.dir, 'add', '--all');
  git(repo.dir, 'commit', '--quiet', '-m', 'The bot');
  return repo;
}

describe('cmdlint --staged', () => {
  it('leaves untracked files out, in a set and outside one', () => {
    const repo = repository({ 'cmdlint.config.json': SETS, 'commands/fun/ping.json': GOOD });
    repo.write('commands/wip/draft.json', BAD);
    repo.write('commands/wip/echo.js', "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('echo').setDescription('Another') };\n");
    repo.write('commands/mod/echo.json', named('echo'));
    git(repo.dir, 'add', 'commands/mod/echo.json');
    expect(cmdlint(['--staged', 'commands/mod/echo.json'], { cwd: repo.dir })).toMatchObject({ code: 0, stdout: '' });
    // With no file named: what `git diff --cached` lists.
    expect(cmdlint(['--staged'], { cwd: repo.dir })).toMatchObject({ code: 0, stdout: '' });
    // Without --staged the working tree decides, as before.
    expect(cmdlint([], { cwd: repo.dir }).code).toBe(1);
  });

  it('catches a staged name that a committed file of the set has, and reports on the staged file only', () => {
    const repo = repository({ 'cmdlint.config.json': SETS, 'commands/fun/ping.json': GOOD });
    repo.write('commands/mod/ping.json', named('ping', 'Another'));
    git(repo.dir, 'add', 'commands/mod/ping.json');
    const run = cmdlint(['--staged', '-f', 'compact', 'commands/mod/ping.json'], { cwd: repo.dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^commands\/mod\/ping\.json: line 2, col 11, Error - Command \/ping: 2 CHAT_INPUT commands in this global set are named "ping" \(the other is at commands\/fun\/ping\.json:1\)/);
    expect(run.stdout).not.toContain('commands/fun/ping.json: line');
    expect(cmdlint(['--staged', '-f', 'compact'], { cwd: repo.dir }).stdout).toBe(run.stdout);
  });

  it('reads the index, not the working tree: an unstaged fix does not pass, an unstaged break does not fail', () => {
    const repo = repository({ 'README.md': '# bot\n' });
    repo.write('commands/ping.json', BAD);
    git(repo.dir, 'add', 'commands/ping.json');
    repo.write('commands/ping.json', GOOD);
    const bad = cmdlint(['--staged', '-f', 'compact', 'commands/ping.json'], { cwd: repo.dir });
    expect(bad.code).toBe(1);
    expect(bad.stdout).toContain('commands/ping.json: line 2, col 11, Error - Command /Ping: name "Ping" must be lowercase');
    git(repo.dir, 'add', 'commands/ping.json');
    repo.write('commands/ping.json', BAD);
    expect(cmdlint(['--staged', 'commands/ping.json'], { cwd: repo.dir })).toMatchObject({ code: 0, stdout: '' });
  });

  it('passes a commit with no command file in it, and judges from a subdirectory', () => {
    const repo = repository({ 'cmdlint.config.json': SETS, 'commands/fun/ping.json': GOOD });
    repo.write('package.json', '{ "name": "bot", "private": true }\n');
    git(repo.dir, 'add', 'package.json');
    expect(cmdlint(['--staged', 'package.json'], { cwd: repo.dir })).toMatchObject({ code: 0, stdout: '' });
    repo.write('commands/mod/ping.json', named('ping'));
    git(repo.dir, 'add', 'commands/mod/ping.json');
    const run = cmdlint(['--staged', '-f', 'compact', 'mod/ping.json'], { cwd: `${repo.dir}/commands` });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^mod\/ping\.json: line 2, col 11, Error - .*unique-command-name/);
  });

  it('a staged command file in no set is linted alone, never passed unseen; other staged files outside the sets are not judged', () => {
    // A set written for commands/utility/ before the guide's next folder, commands/moderation/, existed.
    const repo = repository({ 'cmdlint.config.json': '{ "sets": [{ "files": ["commands/utility/*.json"], "scope": "guild" }], "ignores": ["commands/old/**"] }\n', 'commands/utility/ping.json': GOOD });
    repo.write('commands/moderation/kick.js', "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('Kick').setDescription('Kick') };\n");
    repo.write('commands/moderation/ban.json', named('Ban'));
    repo.write('commands/old/echo.json', named('Echo'));
    repo.write('config.json', '{ "name": "My Bot", "description": "A bot", "prefix": "!", "owner": "me" }\n');
    repo.write('helpers.js', 'module.exports = (ms) => Math.round(ms / 1000);\n');
    // What a walk skips is skipped here too: build output and test files.
    const kick = "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('Kick').setDescription('Kick') };\n";
    repo.write('dist/commands/kick.js', kick);
    repo.write('commands/moderation/kick.test.js', kick);
    git(repo.dir, 'add', '--all');
    const skipped = cmdlint(['--staged', 'dist/commands/kick.js', 'commands/moderation/kick.test.js'], { cwd: repo.dir });
    expect(skipped).toMatchObject({ code: 0, stdout: '' });
    const run = cmdlint(['--staged', '-f', 'compact', 'commands/moderation/kick.js', 'commands/moderation/ban.json', 'commands/old/echo.json', 'config.json', 'helpers.js'], { cwd: repo.dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('commands/moderation/kick.js: line 2, col 60, Error - Command /Kick: name "Kick" must be lowercase');
    expect(run.stdout).toContain('commands/moderation/ban.json: line 2, col 11, Error - Command /Ban: name "Ban" must be lowercase');
    expect(run.stdout).not.toContain('echo.json');
    expect(run.stdout).not.toContain('config.json');
    expect(run.stdout).not.toContain('helpers.js');
    // The files in no set alone: a commit of the helper passes.
    expect(cmdlint(['--staged', 'helpers.js', 'config.json'], { cwd: repo.dir })).toMatchObject({ code: 0, stdout: '' });
    // CI (`cmdlint` without arguments) says what the hook says of the same files.
    const ci = cmdlint(['-f', 'compact'], { cwd: repo.dir });
    expect(ci.code).toBe(1);
    expect(ci.stdout.split('\n').filter((line) => / - /.test(line)).map((line) => line.replace(/: line .*/, '')).sort()).toEqual(['commands/moderation/ban.json', 'commands/moderation/kick.js']);
  });

  it('a Python cog named like a test (test_hello.py) is judged as the walk judges it; a pytest file is not', () => {
    const cog = 'import discord\nfrom discord import app_commands\nfrom discord.ext import commands\n\n\nclass Hello(commands.Cog):\n    @app_commands.command(name="Hello", description="Say hello")\n    async def hello(self, interaction: discord.Interaction):\n        pass\n';
    // A set that holds neither: both are files in no set, judged alone as a walk finds them.
    const repo = repository({ 'cmdlint.config.json': '{ "sets": [{ "files": ["commands/*.json"] }] }\n', 'commands/ping.json': GOOD, 'requirements.txt': 'discord.py==2.3.2\n' });
    repo.write('fun/test_hello.py', cog);
    repo.write('tests/test_bot.py', `import pytest\n${cog}`);
    git(repo.dir, 'add', '--all');
    const run = cmdlint(['--staged', '-f', 'compact'], { cwd: repo.dir });
    expect(run.code, run.stderr).toBe(1);
    expect(run.stdout).toContain('fun/test_hello.py: line 7');
    expect(run.stdout).not.toContain('tests/test_bot.py');
    // The staged text decides: a cog that becomes a pytest file in the index is no longer judged.
    repo.write('fun/test_hello.py', `import pytest\n${cog}`);
    git(repo.dir, 'add', '--all');
    repo.write('fun/test_hello.py', cog);
    expect(cmdlint(['--staged', '-f', 'compact'], { cwd: repo.dir })).toMatchObject({ code: 0, stdout: '' });
  });

  it('a folder with a configuration of its own is its own project: neither the hook nor a run without arguments judges it as this one\'s', () => {
    const repo = repository({ 'cmdlint.config.json': '{ "sets": [{ "files": ["commands/*.json"] }] }\n', 'commands/ping.json': GOOD });
    repo.write('apps/other/cmdlint.config.json', '{ "sets": [] }\n');
    repo.write('apps/other/commands/wip.json', named('Wip'));
    git(repo.dir, 'add', '--all');
    expect(cmdlint(['--staged'], { cwd: repo.dir })).toMatchObject({ code: 0, stdout: '' });
    expect(cmdlint([], { cwd: repo.dir })).toMatchObject({ code: 0, stdout: '' });
    // Its own run judges it.
    expect(cmdlint([], { cwd: join(repo.dir, 'apps/other') }).code).toBe(1);
  });

  it('a file a set takes back with "!" is left out on purpose, by the hook and by a run without arguments', () => {
    const repo = repository({ 'cmdlint.config.json': '{ "sets": [{ "files": ["commands/**/*.json", "!commands/drafts/*.json"] }] }\n', 'commands/ping.json': GOOD });
    repo.write('commands/drafts/wip.json', named('Wip'));
    git(repo.dir, 'add', '--all');
    expect(cmdlint(['--staged'], { cwd: repo.dir })).toMatchObject({ code: 0, stdout: '' });
    expect(cmdlint([], { cwd: repo.dir })).toMatchObject({ code: 0, stdout: '' });
    // Named, it is linted, as a file named always is.
    expect(cmdlint(['commands/drafts/wip.json'], { cwd: repo.dir }).code).toBe(1);
  });

  it('a staged configuration reports on every file it governs', () => {
    const repo = repository({ 'commands/fun/ping.json': GOOD, 'commands/mod/ping.json': GOOD });
    repo.write('cmdlint.config.json', SETS);
    git(repo.dir, 'add', 'cmdlint.config.json');
    const run = cmdlint(['--staged', '-f', 'compact', 'cmdlint.config.json'], { cwd: repo.dir });
    expect(run.code).toBe(1);
    expect(run.stdout.match(/unique-command-name/g)).toHaveLength(2);
  });

  it('outside a repository, and with what cannot read the index, says why (exit 2)', () => {
    const bare = project({ 'ping.json': GOOD });
    const run = cmdlint(['--staged', 'ping.json'], { cwd: bare.dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cmdlint: --staged reads git's index: git rev-parse --show-prefix failed: fatal: not a git repository/);
    expectRefused(cmdlint(['--staged', '--fix'], { cwd: bare.dir }), '--staged', '--fix');
    expectRefused(cmdlint(['--staged', '--cache'], { cwd: bare.dir }), '--staged', '--cache');
    expectRefused(cmdlint(['--staged', '--stdin'], { cwd: bare.dir }), '--staged', '--stdin');
  });
});
