// What a user gets from the registry: the packed tarballs of cli, shared and core, installed with
// npm into an empty directory, and cmdlint run from there.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BAD, ROOT } from './helpers.js';

const work = mkdtempSync(join(tmpdir(), 'cmdlint-pack-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('the packed packages', () => {
  it('install with npm into an empty directory and run', () => {
    const tarballs = join(work, 'tarballs');
    for (const name of ['core', 'shared', 'cli']) {
      execFileSync('npx', ['-y', 'pnpm@10', 'pack', '--pack-destination', tarballs], { cwd: join(ROOT, 'packages', name), stdio: 'ignore' });
    }
    const files = readdirSync(tarballs).map((f) => join(tarballs, f));
    expect(files).toHaveLength(3);
    const app = join(work, 'app');
    execFileSync('mkdir', ['-p', app]);
    writeFileSync(join(app, 'package.json'), '{ "name": "app", "private": true }\n');
    execFileSync('npm', ['install', '--no-audit', '--no-fund', '--loglevel=error', ...files], { cwd: app, stdio: 'ignore' });
    writeFileSync(join(app, 'bad.json'), BAD);

    const bin = join(app, 'node_modules', '.bin', 'cmdlint');
    const version = spawnSync(bin, ['--version'], { cwd: app, encoding: 'utf8' });
    expect(version.stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const run = spawnSync(bin, ['bad.json', '-f', 'compact'], { cwd: app, encoding: 'utf8' });
    expect(run.status).toBe(1);
    expect(run.stdout).toMatch(/^bad.json: line 2, col 11, Error - Command \/Ping: name "Ping" must be lowercase/);
    expect(existsSync(join(app, 'node_modules', 'cmdlint', 'schema.json'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'cmdlint', 'command.schema.json'))).toBe(true);
    expect(existsSync(join(app, 'node_modules', 'cmdlint', 'permissions.schema.json'))).toBe(true);

    // The text API, both ways: what a bot's deploy script or test imports.
    const script = "const r = lintText('{\"name\": \"Ping\", \"description\": \"x\"}', { filePath: 'a.json' }); console.log(r.messages[0].ruleId, r.messages[0].line, r.messages[0].column, r.messages[0].severity)";
    const imported = spawnSync(process.execPath, ['--input-type=module', '-e', `import { lintText } from 'cmdlint'; ${script}`], { cwd: app, encoding: 'utf8' });
    expect(imported.stdout).toBe('name-lowercase 1 10 2\n');
    const required = spawnSync(process.execPath, ['-e', `const { lintText } = require('cmdlint'); ${script}`], { cwd: app, encoding: 'utf8' });
    expect(required.stdout).toBe('name-lowercase 1 10 2\n');

    // The shared layer loads on its own, both ways, for a language server.
    const esm = spawnSync(process.execPath, ['--input-type=module', '-e', "import { lintFiles } from '@cmdlint/shared'; console.log(lintFiles([{ path: 'a.json', text: '{}' }])[0].diagnostics.length > 0)"], { cwd: app, encoding: 'utf8' });
    expect(esm.stdout).toBe('true\n');
    const cjs = spawnSync(process.execPath, ['-e', "console.log(typeof require('@cmdlint/shared').fixFiles)"], { cwd: app, encoding: 'utf8' });
    expect(cjs.stdout).toBe('function\n');
  });
});
