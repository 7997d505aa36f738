// The built CLI keeps V8's code cache of its linting bundle, one for runs on little input and one
// for runs on much (packages/cli/src/compiled.ts, binLoadFor): each holds what such a run compiles.
// V8 takes a cache only under the flags it was made with, and a run on much input changes them
// (tune.ts) after loading the bundle, setting them back before it writes its cache. Tuned runs (a
// directory) and plain runs (a small named file), in any order, must each find their own cache
// and take it, not refuse it and write it again.
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { TUNE_AFTER_FILES } from '../../packages/cli/src/tune.js';
import { GOOD, ROOT, cmdlint, tempProject } from './helpers.js';

const CACHE = join(ROOT, 'packages', 'cli', 'node_modules', '.cache', 'cmdlint');
// A directory of as many files as a run reads before it is tuned.
const project = tempProject({ 'commands/ping.json': GOOD, ...Object.fromEntries(Array.from({ length: TUNE_AFTER_FILES }, (_, i) => [`commands/ping-${i}.json`, `{ "name": "ping-${i}", "description": "Pong" }\n`])) });
afterAll(() => project.cleanup());

function identity(name: string): string {
  const stats = statSync(join(CACHE, name));
  return `${stats.ino} ${stats.mtimeMs} ${stats.size}`; // a rewrite renames a new file into place
}

function runBoth(): void {
  expect(cmdlint(['commands'], { cwd: project.dir }).code).toBe(0);
  expect(cmdlint(['commands/ping.json'], { cwd: project.dir }).code).toBe(0);
}

it('tuned and plain runs, alternating, each keep and take their own cache', () => {
  runBoth();
  const before = [identity('run-tuned.bin'), identity('run.bin')];
  runBoth();
  runBoth();
  expect([identity('run-tuned.bin'), identity('run.bin')]).toEqual(before);
});
