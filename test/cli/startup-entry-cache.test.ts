// The code cache of the bin's entry (node_modules/.cache/cmdlint/cli.bin, packages/cli/src/compiled.ts)
// holds the functions of dist/cli.cjs that the run which wrote it compiled, and is written once.
// Written by a first `cmdlint --version` or `cmdlint plan`, it left every lint after it compiling
// the rest of the entry (2.5 M instructions a run, docs/performance.md): only a lint writes it.
// On a copy of the built package, so the checkout's own cache is not disturbed.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { portableCli } from '../hostile/process.js';
import { deadline } from '../hostile/deadline.js';
import { GOOD, tempProject } from './helpers.js';

const cli = portableCli();
const project = tempProject({ 'ping.json': GOOD });
afterAll(() => {
  cli.cleanup();
  project.cleanup();
});
const ENTRY_CACHE = join(cli.dir, 'node_modules', '.cache', 'cmdlint', 'cli.bin');

function run(args: string[]): void {
  const result = spawnSync(process.execPath, [cli.bin, ...args], { cwd: project.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: deadline(300) });
  expect(result.status, result.stderr).toBe(0);
}

function identity(): string {
  const stats = statSync(ENTRY_CACHE);
  return `${stats.ino} ${stats.mtimeMs} ${stats.size}`; // a rewrite renames a new file into place
}

it('--version and plan leave no cache of the entry; the first lint writes it, and plan after it keeps it', () => {
  run(['--version']);
  run(['plan', 'ping.json']);
  expect(existsSync(join(cli.dir, 'node_modules', '.cache', 'cmdlint', 'plan.bin'))).toBe(true); // plan keeps its own bundle's cache
  expect(existsSync(ENTRY_CACHE)).toBe(false);
  run(['ping.json']);
  expect(existsSync(ENTRY_CACHE)).toBe(true);
  const written = identity();
  run(['plan', 'ping.json']);
  run(['--version']);
  run(['ping.json']);
  expect(identity()).toBe(written);
});
