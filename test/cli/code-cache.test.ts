// The built CLI keeps one V8 code cache of its linting bundle (packages/cli/src/compiled.ts). V8
// takes a cache only under the flags it was made with, and a run that may read much input changes
// them (tune.ts): it does so after the bundle is loaded, so tuned runs (a directory) and plain runs
// (a small named file), in any order, take the same cache and never write it again.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { GOOD, ROOT, cmdlint, tempProject } from './helpers.js';

const CACHE = join(ROOT, 'packages', 'cli', 'node_modules', '.cache', 'cmdlint');
const project = tempProject({ 'commands/ping.json': GOOD });
afterAll(() => project.cleanup());

function identity(name: string): string {
  const stats = statSync(join(CACHE, name));
  return `${stats.ino} ${stats.mtimeMs} ${stats.size}`; // a rewrite renames a new file into place
}

function runBoth(): void {
  expect(cmdlint(['commands'], { cwd: project.dir }).code).toBe(0);
  expect(cmdlint(['commands/ping.json'], { cwd: project.dir }).code).toBe(0);
}

const TUNED = join(CACHE, 'run-tuned.bin'); // what the two kinds of run kept apart before

it('tuned and plain runs, alternating, take the same cache and keep it', () => {
  const tunedBefore = existsSync(TUNED) ? identity('run-tuned.bin') : undefined;
  runBoth();
  const before = identity('run.bin');
  const data = readFileSync(join(CACHE, 'run.bin'));
  expect(['quiet', 'reported']).toContain(data.toString('latin1', 0, data.indexOf(10)).split(' ').at(-1)); // written by a plain run
  runBoth();
  runBoth();
  expect(identity('run.bin')).toBe(before);
  expect(existsSync(TUNED) ? identity('run-tuned.bin') : undefined, 'no tuned cache is written').toBe(tunedBefore);
});
