// The install the README gives until cmdlint is on npm: `npm install --save-dev <git URL>` of this
// repository, into a project of the user's, with npm alone. npm clones the repository, installs its
// devDependencies and runs the root's `prepare` there (scripts/prepare.mjs bundles the CLI), packs
// it with the root's `files`, and installs that tarball with the root's dependencies (the parser of
// sources). Here the repository is a bare clone of the working tree as a commit, reached by a
// git+file:// URL, so no git host is involved; the registry is, for the devDependencies.
//
// The root is private: npm refuses to publish such a package, never to install it from git.
//
// It takes minutes: npm installs the root's devDependencies in its clone for the build (measured on
// 2 cores shared with other work: 7 min 15 s with a partly cold npm cache, 2 min 24 s warm). A
// tarball packed beforehand would skip exactly the step under test, so it stays this install, run
// under CI=true or CMDLINT_GIT_INSTALL=1 only; a local run says it was skipped.
//
// npm 11.19 warns that the git dependency's `prepare` is "not yet covered by allowScripts" and runs
// it all the same; the assertions below would catch a npm that stopped running it.
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';
import { commitWorkingTree, userEnv } from '../precommit/helpers.js';

const inCI = process.env.CI === 'true' || process.env.CI === '1';
const asked = inCI || process.env.CMDLINT_GIT_INSTALL === '1';
const hasGit = spawnSync('git', ['--version']).status === 0;
if (!asked) console.warn('test/packaging/install-from-git.test.ts: skipped: it takes minutes; CI runs it (or CMDLINT_GIT_INSTALL=1).');

const work = mkdtempSync(join(tmpdir(), 'cmdlint-install-from-git-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function run(command: string, args: string[], cwd: string, timeout: number): SpawnSyncReturns<string> {
  return spawnSync(command, args, { cwd, env: { ...userEnv(), npm_config_update_notifier: 'false' }, encoding: 'utf8', timeout, maxBuffer: 64 * 1024 * 1024 });
}

const said = (result: SpawnSyncReturns<string>): string => `exit ${result.status}, ${result.error?.message ?? ''}\n${result.stdout}${result.stderr}`;

// Two layouts a newcomer has: a command as a JSON file, and a builder chain in the bot's code.
const PING_JSON = '{\n  "name": "Ping",\n  "description": "Pong"\n}\n';
const BUILDER_JS = `const { SlashCommandBuilder } = require('discord.js');

module.exports = new SlashCommandBuilder()
  .setName('echo')
  .setDescription('Says it back')
  .addStringOption((option) => option.setName('Text').setDescription('What to say'));
`;

describe.skipIf(!asked || !hasGit)('npm install --save-dev git+file://<bare clone>, then npx cmdlint .', () => {
  it('installs the cmdlint bin into the project, which reads JSON files and builder chains', () => {
    const clone = commitWorkingTree(ROOT, join(work, 'clone'));
    const bare = join(work, 'cmdlint.git');
    const cloned = run('git', ['clone', '--quiet', '--bare', clone.dir, bare], work, 60_000);
    expect(cloned.status, said(cloned)).toBe(0);

    const project = join(work, 'project');
    mkdirSync(join(project, 'commands'), { recursive: true });
    writeFileSync(join(project, 'package.json'), '{ "name": "my-bot", "private": true }\n');
    writeFileSync(join(project, 'commands', 'ping.json'), PING_JSON);
    writeFileSync(join(project, 'commands', 'echo.js'), BUILDER_JS);

    const started = performance.now();
    const install = run('npm', ['install', '--save-dev', '--no-audit', '--no-fund', `git+file://${bare}`], project, 600_000);
    console.info(`install-from-git: npm install took ${((performance.now() - started) / 1000).toFixed(0)} s`);
    expect(install.status, `npm install --save-dev git+file://… (${said(install)})`).toBe(0);

    const manifest = JSON.parse(readFileSync(join(project, 'package.json'), 'utf8')) as { devDependencies?: Record<string, string> };
    expect(manifest.devDependencies?.['cmdlint-monorepo']).toBe(`git+file://${bare}`);

    const lint = run('npx', ['--no-install', 'cmdlint', '.', '-f', 'compact'], project, 60_000);
    expect(lint.status, said(lint)).toBe(1);
    const lines = lint.stdout.trim().split('\n');
    expect(lines.some((line) => /^commands\/ping\.json: line 2, col \d+, Error - Command \/Ping: name "Ping" must be lowercase/.test(line)), lint.stdout).toBe(true);
    expect(lines.some((line) => /^commands\/echo\.js: line 6, col \d+, Error - .*"Text" must be lowercase/.test(line)), lint.stdout).toBe(true);
  }, 660_000);
});
