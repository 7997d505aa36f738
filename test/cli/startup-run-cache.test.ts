// The code cache of the linting bundle (node_modules/.cache/cmdlint/run.bin, packages/cli/src/
// compiled.ts) holds the functions of dist/run.cjs that the run which wrote it compiled. Written
// by a first run that found nothing, it left the formatter out, and every run with problems to
// print compiled it again; written by a first run that reported a problem in a small file, it left
// out what a quiet run over other files compiles. The first run of the other kind writes it once
// more, with what both compiled, and no run after that writes it. On a copy of the built package,
// so the checkout's own cache is not disturbed.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { portableCli } from '../hostile/process.js';
import { deadline } from '../hostile/deadline.js';
import { GOOD, tempProject } from './helpers.js';

const cli = portableCli();
const project = tempProject({ 'ping.json': GOOD, 'bad.json': '{ "name": "Ping", "description": "Pong" }\n' });
afterAll(() => {
  cli.cleanup();
  project.cleanup();
});
const RUN_CACHE = join(cli.dir, 'node_modules', '.cache', 'cmdlint', 'run.bin');

function run(file: string, expected: number): void {
  const result = spawnSync(process.execPath, [cli.bin, file], { cwd: project.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: deadline(300) });
  expect(result.status, result.stderr).toBe(expected);
}

/** The last word of the cache's header line: what the runs that wrote it did. */
function writtenBy(cache = RUN_CACHE): string {
  const data = readFileSync(cache);
  return data.toString('latin1', 0, data.indexOf(10)).split(' ').at(-1)!;
}

function identity(): string {
  const stats = statSync(RUN_CACHE);
  return `${stats.ino} ${stats.mtimeMs} ${stats.size}`; // a rewrite renames a new file into place
}

it('a quiet first run writes the cache; the first run with problems writes it again, with its formatter; then nothing does', () => {
  run('ping.json', 0);
  expect(writtenBy()).toBe('quiet');
  const quiet = identity();
  run('ping.json', 0);
  expect(identity(), 'a quiet run keeps a quiet cache').toBe(quiet);
  const quietSize = statSync(RUN_CACHE).size;
  run('bad.json', 1);
  expect(writtenBy()).toBe('quiet+reported');
  // It holds more functions: those that printed the problem.
  expect(statSync(RUN_CACHE).size).toBeGreaterThan(quietSize);
  const both = identity();
  run('bad.json', 1);
  run('ping.json', 0);
  expect(identity()).toBe(both);
});

it('a first run that reports writes the cache; the first quiet run writes it again, keeping the reporting run\'s functions; then nothing does', () => {
  const fresh = portableCli();
  const cache = join(fresh.dir, 'node_modules', '.cache', 'cmdlint', 'run.bin');
  const runFresh = (file: string, expected: number): void => {
    const result = spawnSync(process.execPath, [fresh.bin, file], { cwd: project.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: deadline(300) });
    expect(result.status, result.stderr).toBe(expected);
  };
  try {
    runFresh('bad.json', 1);
    expect(writtenBy(cache)).toBe('reported');
    runFresh('ping.json', 0);
    expect(writtenBy(cache)).toBe('quiet+reported');
    // The quiet run took the reporting run's cache: the formatter it never called is still in the
    // new one, which is larger than a cache of quiet runs alone.
    const quietOnly = portableCli();
    try {
      const result = spawnSync(process.execPath, [quietOnly.bin, 'ping.json'], { cwd: project.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: deadline(300) });
      expect(result.status, result.stderr).toBe(0);
      expect(statSync(cache).size).toBeGreaterThan(statSync(join(quietOnly.dir, 'node_modules', '.cache', 'cmdlint', 'run.bin')).size + 1000);
    } finally {
      quietOnly.cleanup();
    }
    const both = statSync(cache).mtimeMs;
    runFresh('bad.json', 1);
    runFresh('ping.json', 0);
    expect(statSync(cache).mtimeMs).toBe(both);
  } finally {
    fresh.cleanup();
  }
});

// Session 25: a cache written by a run over a bare command left a run over subcommands, choices
// and localizations compiling that part of the engine again, every time (5 % of its start). The
// cache's words name the shape of what its writers read (src/code-cache-shape.ts).
it('a run over commands of a shape its cache has not seen writes it again, with the words of both; then no run does', () => {
  const fresh = portableCli();
  const rich = JSON.stringify({
    name: 'shop',
    description: 'The shop',
    name_localizations: { ru: 'магазин' },
    options: [{ type: 1, name: 'buy', description: 'Buy', options: [{ type: 3, name: 'item', description: 'The item', required: true, choices: [{ name: 'apple', value: 'apple' }] }] }],
  });
  const shapes = tempProject({ 'ping.json': GOOD, 'rich.json': `${rich}\n` });
  const cache = join(fresh.dir, 'node_modules', '.cache', 'cmdlint', 'run.bin');
  const runIn = (file: string): void => {
    const result = spawnSync(process.execPath, [fresh.bin, file], { cwd: shapes.dir, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: deadline(300) });
    expect(result.status, result.stderr).toBe(0);
  };
  const cacheIdentity = (): string => {
    const stats = statSync(cache);
    return `${stats.ino} ${stats.mtimeMs} ${stats.size}`;
  };
  try {
    runIn('ping.json');
    expect(writtenBy(cache)).toBe('quiet');
    const bare = statSync(cache).size;
    runIn('rich.json');
    expect(writtenBy(cache)).toBe('choices+name_localizations+options+quiet+required+type1+type3');
    // It holds more functions: those the rich commands ran.
    expect(statSync(cache).size).toBeGreaterThan(bare + 1000);
    const both = cacheIdentity();
    runIn('ping.json');
    runIn('rich.json');
    expect(cacheIdentity(), 'neither kind writes it again').toBe(both);
  } finally {
    fresh.cleanup();
    shapes.cleanup();
  }
});

it('a run that lints nothing (a configuration error, --print-config) writes no cache; the first lint does', () => {
  const fresh = portableCli();
  const broken = tempProject({ 'ping.json': GOOD, 'cmdlint.config.json': '{ "rules": { "no-such-rule": "error" } }\n' });
  const cache = join(fresh.dir, 'node_modules', '.cache', 'cmdlint', 'run.bin');
  const runIn = (cwd: string, args: string[], expected: number): void => {
    const result = spawnSync(process.execPath, [fresh.bin, ...args], { cwd, env: { PATH: process.env.PATH ?? '' }, encoding: 'utf8', timeout: deadline(300) });
    expect(result.status, result.stderr).toBe(expected);
  };
  try {
    runIn(broken.dir, ['ping.json'], 2);
    expect(existsSync(cache), 'a configuration error').toBe(false);
    runIn(project.dir, ['--print-config', 'ping.json'], 0);
    expect(existsSync(cache), '--print-config').toBe(false);
    runIn(project.dir, ['ping.json'], 0);
    expect(existsSync(cache), 'a lint').toBe(true);
  } finally {
    fresh.cleanup();
    broken.cleanup();
  }
});
