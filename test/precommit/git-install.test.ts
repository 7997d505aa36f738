// The other way the pre-commit framework installs a `language: node` hook: from version 4.6 on, it
// runs `npm install --allow-git=root --install-links -g git+file://<clone>` (its
// languages/node.py) instead of npm install, npm pack and npm install -g of the tarball, which
// hook.test.ts runs with the framework from Debian. That version is not packaged here, so this
// runs its command as it stands, with npm, on a temporary clone holding the working tree as a
// commit, and then the installed bin. Under it npm prepares the clone with an install that
// inherits npm_config_global, which scripts/prepare.mjs makes up for.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BAD, ROOT } from '../cli/helpers.js';
import { deadline } from '../hostile/deadline.js';
import { commitWorkingTree, userEnv } from './helpers.js';

const inCI = process.env.CI === 'true' || process.env.CI === '1';
const hasGit = spawnSync('git', ['--version']).status === 0;
// npm builds the clone in its install: a ratio to a CLI run measured now (300 s for a 100 ms run), as hook.test.ts.
const INSTALL_TIMEOUT = deadline(3000);
if (!hasGit && !inCI) console.warn('test/precommit/git-install.test.ts: skipped: git is not installed; CI runs it.');

const work = mkdtempSync(join(tmpdir(), 'cmdlint-git-install-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe.skipIf(!hasGit && !inCI)('npm install -g git+file://<clone>, as pre-commit 4.6 and later install the hook', () => {
  it('installs the cmdlint bin, which lints', () => {
    const clone = commitWorkingTree(ROOT, join(work, 'cmdlint'));
    const prefix = join(work, 'node_env');
    const env = { ...userEnv(), NPM_CONFIG_PREFIX: prefix, npm_config_prefix: prefix };
    const install = spawnSync('npm', ['install', '--allow-git=root', '--install-links', '-g', `git+file://${clone.dir}`], { cwd: work, env, encoding: 'utf8', timeout: INSTALL_TIMEOUT });
    expect(install.status, `npm install -g git+file:// (exit ${install.status}, ${install.error?.message ?? ''}):\n${install.stdout}${install.stderr}`).toBe(0);

    writeFileSync(join(work, 'bad.json'), BAD);
    const run = spawnSync(join(prefix, 'bin', 'cmdlint'), ['bad.json', '-f', 'compact'], { cwd: work, env, encoding: 'utf8', timeout: 30_000 });
    expect(run.status, run.stderr).toBe(1);
    expect(run.stdout).toMatch(/^bad\.json: line 2, col 11, Error - Command \/Ping: name "Ping" must be lowercase/);
  }, INSTALL_TIMEOUT + 30_000);
});
