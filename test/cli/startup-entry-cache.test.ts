// The bin loads one bundle for a lint: dist/run.cjs holds the entry and the main run, with one code
// cache (run.bin); --help, --version and the subcommands load the entry alone (dist/cli.cjs, with
// cli.bin), which loads a subcommand's own bundle (packages/cli/src/compiled.ts, binBundleFor). Each
// cache holds what the run that wrote it compiled and is written again only by a run that did
// more, so the two never take each other's place. On a copy of the built package, so the
// checkout's own cache is not disturbed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { portableCli } from '../hostile/process.js';
import { deadline } from '../hostile/deadline.js';
import { GOOD, tempProject } from './helpers.js';

const cli = portableCli();
const project = tempProject({ 'ping.json': GOOD, 'commands/ping.json': GOOD });
afterAll(() => {
  cli.cleanup();
  project.cleanup();
});
const CACHES = join(cli.dir, 'node_modules', '.cache', 'cmdlint');

function run(args: string[]): void {
  const result = spawnSync(process.execPath, [cli.bin, ...args], { cwd: project.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: deadline(300) });
  expect(result.status, result.stderr).toBe(0);
}

function identity(name: string): string {
  const stats = statSync(join(CACHES, name));
  return `${stats.ino} ${stats.mtimeMs} ${stats.size}`; // a rewrite renames a new file into place
}

/** The last word of a cache's header line: what the run that wrote it did. */
function writtenBy(name: string): string {
  const data = readFileSync(join(CACHES, name));
  return data.toString('latin1', 0, data.indexOf(10)).split(' ').at(-1)!;
}

it('--version writes the entry\'s cache and a lint the linting bundle\'s; neither touches the other\'s', () => {
  run(['--version']);
  expect(existsSync(join(CACHES, 'cli.bin'))).toBe(true);
  expect(existsSync(join(CACHES, 'run.bin'))).toBe(false);
  const entry = identity('cli.bin');
  run(['ping.json']);
  expect(writtenBy('run.bin')).toBe('quiet');
  const lint = identity('run.bin');
  run(['plan', 'ping.json']); // the entry, then plan's own bundle
  expect(existsSync(join(CACHES, 'plan.bin'))).toBe(true);
  run(['--help']);
  run(['ping.json']);
  expect([identity('cli.bin'), identity('run.bin')]).toEqual([entry, lint]);
});

it('a first run tuned for much input keeps the cache before V8\'s flags change; a plain run then completes it, once', () => {
  const fresh = portableCli();
  const cache = join(fresh.dir, 'node_modules', '.cache', 'cmdlint', 'run.bin');
  const runIn = (args: string[]): void => {
    const result = spawnSync(process.execPath, [fresh.bin, ...args], { cwd: project.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: deadline(300) });
    expect(result.status, result.stderr).toBe(0);
  };
  const header = (): string => {
    const data = readFileSync(cache);
    return data.toString('latin1', 0, data.indexOf(10)).split(' ').at(-1)!;
  };
  try {
    runIn(['commands']); // a directory: tuned
    expect(header()).toBe('partial');
    const partial = statSync(cache);
    runIn(['commands']);
    expect(statSync(cache).ino, 'a tuned run takes the cache and keeps it').toBe(partial.ino);
    runIn(['ping.json']);
    expect(header()).toBe('quiet');
    const quiet = statSync(cache).ino;
    runIn(['commands']);
    runIn(['ping.json']);
    expect(statSync(cache).ino).toBe(quiet);
    expect(existsSync(join(fresh.dir, 'node_modules', '.cache', 'cmdlint', 'run-tuned.bin')), 'one cache for both').toBe(false);
  } finally {
    fresh.cleanup();
  }
});
