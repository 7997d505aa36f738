// The instruction count of a warm lint of the maximal set (issue 28): what a change to the
// engine's inner loops costs, in a figure the neighbours on a shared machine cannot move (timing
// could not tell a few percent apart, bench/README.md).
//
//   cd bench && node lib/instructions.mjs [--lints K] [--repeat R] [--core DIR]
//   cd bench && node run.mjs --only instructions
//
// cachegrind (valgrind, no cache simulation) counts the instructions of a fresh process that
// parses out/max.json and lints the value once (the warm-up), and of one that lints it K times;
// (I(K) - I(1)) / (K - 1) is one warm lint: start-up, reading, parsing and compiling cancel out.
// V8 compiles on the main thread and seeds its hashes and random numbers with constants, so that
// the two processes do the same work up to the lints. --repeat: measure the pair R times (the
// figure is their median; the spread is printed too). --core: the @cmdlint/core package directory
// to measure (default: the workspace's, built), to compare two builds of the engine.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = dirname(fileURLToPath(import.meta.url));
const SELF = fileURLToPath(import.meta.url);
const DEFAULT_CORE = resolve(HERE, '../../packages/core');
const DEFAULT_MAX = resolve(HERE, '../out/max.json');
/** V8 flags of the counted processes: one thread compiles, and nothing is seeded by the clock. */
const V8_FLAGS = ['--no-concurrent-recompilation', '--single-threaded', '--predictable-gc-schedule', '--hash-seed=1', '--random-seed=1'];

/** Whether valgrind can be run here; a sentence saying why not otherwise. */
function valgrindMissing() {
  const probe = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  if (probe.error || probe.status !== 0) return 'valgrind is not installed (apt-get install valgrind)';
  return null;
}

/** Instructions executed by `node <flags> <this file> --child <lints> <core> <max>`, all threads. */
function countInstructions(lints, core, max) {
  const run = spawnSync(
    'valgrind',
    ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, ...V8_FLAGS, SELF, '--child', String(lints), core, max],
    { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 },
  );
  if (run.error) throw run.error;
  if (run.status !== 0) throw new Error(`the counted process exited ${run.status}: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  if (!refs) throw new Error(`no "I refs" line in cachegrind's output: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  const marker = /^lints: (\d+) diagnostics: (\d+)$/m.exec(run.stdout);
  if (!marker || Number(marker[1]) !== lints) throw new Error(`the counted process did not report its ${lints} lints: ${run.stdout.trim()}`);
  return { instructions: Number(refs[1].replaceAll(',', '')), diagnostics: Number(marker[2]) };
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * Instructions per warm lint: the median over `repeat` pairs of (I(lints) - I(1)) / (lints - 1),
 * each pair counted in turns. Also each pair's figure and the diagnostics of one lint.
 */
function warmLintInstructions({ lints = 6, repeat = 1, core = DEFAULT_CORE, max = DEFAULT_MAX } = {}) {
  if (!(lints >= 2)) throw new Error('--lints must be at least 2');
  if (!existsSync(join(core, 'dist/index.js'))) throw new Error(`${core} is not built (no dist/index.js)`);
  if (!existsSync(max)) throw new Error(`${max} is missing: run \`node gen.mjs\` in bench/ first`);
  const perLint = [];
  let diagnostics;
  for (let i = 0; i < repeat; i++) {
    const one = countInstructions(1, core, max);
    const many = countInstructions(lints, core, max);
    diagnostics = one.diagnostics;
    perLint.push((many.instructions - one.instructions) / (lints - 1));
  }
  return { perLint: median(perLint), runs: perLint, lints, diagnostics };
}

/** The group of `run.mjs --only instructions`: a note, there being no floor to divide by. */
export function instructionNotes({ log }) {
  const missing = valgrindMissing();
  if (missing) return [`instructions per warm lint: not measured (${missing}).`];
  log('instructions of a warm lint under cachegrind (one to two minutes)');
  let result;
  try {
    result = warmLintInstructions();
  } catch (error) {
    return [`instructions per warm lint: not measured (${error.message}).`];
  }
  const { perLint, lints, diagnostics } = result;
  return [`instructions per warm lint of the maximal set (cachegrind, (I(${lints}) − I(1)) / ${lints - 1}, lib/instructions.mjs): ${(perLint / 1e6).toFixed(1)} M; ${diagnostics} diagnostics a lint.`];
}

/** The counted process: parse the maximal set, lint it `lints` times, say how many diagnostics. */
async function child([lints, core, max]) {
  const { lint } = await import(pathToFileURL(join(core, 'dist/index.js')).href);
  const value = JSON.parse(readFileSync(max, 'utf8'));
  let diagnostics = 0;
  for (let i = 0; i < Number(lints); i++) diagnostics = lint(value, { scope: 'global' }).length;
  process.stdout.write(`lints: ${lints} diagnostics: ${diagnostics}\n`);
}

function option(argv, name, fallback) {
  const at = argv.indexOf(name);
  return at === -1 ? fallback : argv[at + 1];
}

if (process.argv[1] === SELF) {
  const argv = process.argv.slice(2);
  if (argv[0] === '--child') {
    await child(argv.slice(1));
  } else {
    const missing = valgrindMissing();
    if (missing) {
      process.stderr.write(`instructions: ${missing}\n`);
      process.exit(2);
    }
    const lints = Number.parseInt(option(argv, '--lints', '6'), 10);
    const repeat = Number.parseInt(option(argv, '--repeat', '1'), 10);
    const core = resolve(option(argv, '--core', DEFAULT_CORE));
    const started = performance.now();
    const result = warmLintInstructions({ lints, repeat, core });
    const spread = result.runs.map((n) => (n / 1e6).toFixed(1)).join(', ');
    process.stdout.write(
      `instructions per warm lint of max.json: ${(result.perLint / 1e6).toFixed(1)} M `
        + `(median of ${repeat}: ${spread}; (I(${lints}) - I(1)) / ${lints - 1}; ${result.diagnostics} diagnostics a lint; `
        + `${core}; ${Math.round((performance.now() - started) / 1000)} s)\n`,
    );
  }
}
