// The bin loads one bundle for a lint: dist/run.cjs holds the entry and the main run, with a code
// cache per kind of run (run.bin, run-tuned.bin); --help, --version and the subcommands load the
// entry alone (dist/cli.cjs, with cli.bin), which loads a subcommand's own bundle
// (packages/cli/src/compiled.ts, binLoadFor). Each cache holds what the run that wrote it compiled
// and is written again only by a run that did more, so none takes another's place. On a copy of the built package, so the
// checkout's own cache is not disturbed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { portableCli } from '../hostile/process.js';
import { deadline } from '../hostile/deadline.js';
import { TUNE_AFTER_FILES } from '../../packages/cli/src/tune.js';
import { GOOD, tempProject } from './helpers.js';

const cli = portableCli();
// `commands` holds as many files as a run reads before it is tuned (tune.ts).
// ("sets": [] says the files are linted each alone on purpose: no word of it on standard error.)
const project = tempProject({ 'cmdlint.config.json': '{ "sets": [] }\n', 'ping.json': GOOD, 'commands/ping.json': GOOD, ...Object.fromEntries(Array.from({ length: TUNE_AFTER_FILES }, (_, i) => [`commands/ping-${i}.json`, `{ "name": "ping-${i}", "description": "Pong" }\n`])) });
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

it('a run over much input keeps a cache of its own, made under V8\'s default flags, which the next such run takes', () => {
  const fresh = portableCli();
  const caches = join(fresh.dir, 'node_modules', '.cache', 'cmdlint');
  const runIn = (args: string[]): void => {
    const result = spawnSync(process.execPath, [fresh.bin, ...args], { cwd: project.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: deadline(300) });
    expect(result.status, result.stderr).toBe(0);
  };
  const stamp = (name: string): string => {
    const stats = statSync(join(caches, name));
    return `${stats.ino} ${stats.mtimeMs}`;
  };
  try {
    runIn(['commands']); // a directory: tuned once it has read much
    expect(existsSync(join(caches, 'run-tuned.bin'))).toBe(true);
    expect(existsSync(join(caches, 'run.bin')), 'a plain run\'s cache is its own').toBe(false);
    const tuned = stamp('run-tuned.bin');
    runIn(['commands']); // stamped with the tuned flags, it would be refused here and written again
    expect(stamp('run-tuned.bin')).toBe(tuned);
    runIn(['ping.json']);
    const plain = stamp('run.bin');
    runIn(['commands']);
    runIn(['ping.json']);
    expect([stamp('run-tuned.bin'), stamp('run.bin')]).toEqual([tuned, plain]);
  } finally {
    fresh.cleanup();
  }
});

it('a tuned run whose flags cannot be set back to those it started with writes no cache (every later run would refuse it)', () => {
  // `--semi-space-growth-factor=3` stands for a Node whose V8 defaults are not DEFAULT_FLAGS (tune.ts):
  // setting the flags "back" then leaves V8's stamp other than the process's own at its start.
  const fresh = portableCli();
  const caches = join(fresh.dir, 'node_modules', '.cache', 'cmdlint');
  const runWith = (flags: string[], args: string[]): void => {
    const result = spawnSync(process.execPath, [...flags, fresh.bin, ...args], { cwd: project.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: deadline(300) });
    expect(result.status, result.stderr).toBe(0);
    expect(result.stderr).toBe('');
  };
  try {
    runWith(['--semi-space-growth-factor=3'], ['commands']);
    expect(existsSync(join(caches, 'run-tuned.bin'))).toBe(false);
    runWith(['--semi-space-growth-factor=3'], ['ping.json']); // not tuned: its flags are its own, its cache is taken by the next such run
    expect(existsSync(join(caches, 'run.bin'))).toBe(true);
    runWith([], ['commands']); // the record is real: the same run under V8's defaults keeps its cache
    expect(existsSync(join(caches, 'run-tuned.bin'))).toBe(true);
  } finally {
    fresh.cleanup();
  }
});
