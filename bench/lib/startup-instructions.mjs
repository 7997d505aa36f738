// The start-up row in instructions (issue 34 item 10): the CLI on one small file, the engine-alone
// peer and `node -e 0`, each a whole process counted by cachegrind. On a shared machine the timed
// row moved by 0.1 between runs of one build (docs/performance.md, session 24); these counts
// repeat to a few hundredths of a million, so they say whether a change to the start did less.
// Instructions are not time (a run's other threads, its system calls and page faults are not in
// them), so the timed row keeps the target.
//
//   cd bench && node lib/startup-instructions.mjs
//   cd bench && node run.mjs --only startup-instructions
//
// V8 runs with `--predictable` alone: it makes a run deterministic and is left out of the hash V8
// stamps code caches with, so Node takes its own cache of its built-in modules and the CLI its
// code cache, as in a run without flags. Any other flag (those of lib/instructions.mjs) makes Node
// compile each built-in module a run loads from its source: `node -e 0` counted 10 M more, and
// the CLI's ratio looked 0.06 better than it is.

import { spawnSync } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { coreAloneCommand } from '../peers/core-alone.mjs';

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = resolve(HERE, '../..');
const OUT = resolve(HERE, '../out');
const CLI_BIN = join(ROOT, 'packages/cli/bin/cmdlint.js');
const FLAGS = ['--predictable'];

function valgrindMissing() {
  const probe = spawnSync('valgrind', ['--version'], { encoding: 'utf8' });
  return probe.error || probe.status !== 0 ? 'valgrind is not installed (apt-get install valgrind)' : null;
}

/** The environment of a user's machine: no certificate bundle loaded at every start (run.mjs). */
function userEnv() {
  const env = { ...process.env };
  delete env.NODE_EXTRA_CA_CERTS;
  return env;
}

/** Instructions of `node --predictable ...args`, all threads; `expected` is the exit code the process must end with. */
function count(args, expected) {
  const run = spawnSync('valgrind', ['--tool=cachegrind', '--cache-sim=no', '--cachegrind-out-file=/dev/null', process.execPath, ...FLAGS, ...args], { cwd: OUT, env: userEnv(), encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (run.error) throw run.error;
  if (run.status !== expected) throw new Error(`\`node ${args.join(' ')}\` exited ${run.status}: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  const refs = /I\s+refs:\s+([\d,]+)/.exec(run.stderr);
  if (!refs) throw new Error(`no "I refs" line in cachegrind's output: ${run.stderr.trim().split('\n').slice(-3).join(' / ')}`);
  return Number(refs[1].replaceAll(',', ''));
}

/**
 * Runs a command twice, unmeasured: its code cache is then written and taken, as a user's second
 * run takes it. The CLI's own cache is made anew first, as the timed rows make it (run.mjs): a
 * cache holds what the run that wrote it compiled, and one written by another kind of run (one
 * that printed problems over other files) left this run compiling the rest: 6.6 M more.
 */
function warm(args) {
  for (let i = 0; i < 2; i++) spawnSync(process.execPath, [...FLAGS, ...args], { cwd: OUT, env: userEnv(), stdio: 'ignore' });
}

/**
 * The same file's run after its code cache was first written by a run over a bare command: a
 * cache holds what its writer compiled, and one written so left this run compiling the rest of the
 * engine, every time (+5 %), until a run writes it again for the shape of what it read
 * (packages/cli/src/code-cache-shape.ts, docs/performance.md, session 25).
 */
function afterABareCommand(cli) {
  const bare = join(OUT, 'startup-bare.json');
  writeFileSync(bare, '{ "name": "ping", "description": "Pong" }\n');
  rmSync(join(ROOT, 'packages/cli/node_modules/.cache/cmdlint/run.bin'), { force: true });
  warm([CLI_BIN, bare]);
  warm(cli);
  return count(cli, 0);
}

/**
 * Minor page faults of `node ...args` (GNU time's %R, the median of five runs), or undefined
 * without /usr/bin/time. Instructions are not the whole of a start-up: each page of memory a
 * process writes first faults, about 3 µs each on the shared machine (a script that touched 175
 * more pages ran 0.57 ms longer), and a change with more instructions and fewer faults was the
 * faster one (docs/performance.md, session 26).
 */
function pageFaults(args) {
  if (!existsSync('/usr/bin/time')) return undefined;
  const counts = [];
  for (let i = 0; i < 5; i++) {
    const run = spawnSync('/usr/bin/time', ['-f', 'faults %R', process.execPath, ...args], { cwd: OUT, env: userEnv(), encoding: 'utf8' });
    const faults = /faults (\d+)\s*$/.exec(run.stderr ?? '');
    if (!faults) return undefined;
    counts.push(Number(faults[1]));
  }
  return counts.sort((a, b) => a - b)[2];
}

/** The counts and ratios: `node -e 0`, the CLI and the peer on bench/out/many/cmd-0001.json. */
function startupInstructions() {
  const small = join(OUT, 'many', 'cmd-0001.json');
  if (!existsSync(small)) throw new Error(`${small} is missing: run \`node gen.mjs\` in bench/ first`);
  const cli = [CLI_BIN, small];
  const afterBare = afterABareCommand(cli);
  rmSync(join(ROOT, 'packages/cli/node_modules/.cache/cmdlint/run.bin'), { force: true });
  const peer = coreAloneCommand(ROOT, OUT, small);
  warm(cli);
  warm(peer);
  const node = count(['-e', '0'], 0);
  const cliCounts = [count(cli, 0), count(cli, 0)];
  const peerCount = count(peer, 0);
  return { node, cli: cliCounts[0], cliAgain: cliCounts[1], peer: peerCount, afterBare, faults: { node: pageFaults(['-e', '0']), cli: pageFaults(cli) } };
}

const m = (n) => `${(n / 1e6).toFixed(2)} M`;

/** The note of `run.mjs --only startup-instructions`. */
export function startupInstructionNotes({ log }) {
  const missing = valgrindMissing();
  if (missing) return [`start-up in instructions: not measured (${missing}).`];
  log('start-up in instructions under cachegrind (about half a minute)');
  let r;
  try {
    r = startupInstructions();
  } catch (error) {
    return [`start-up in instructions: not measured (${error.message}).`];
  }
  return [
    `start-up in instructions (cachegrind, \`node --predictable\`, lib/startup-instructions.mjs): \`node -e 0\` ${m(r.node)}; ` +
      `the CLI on one small file ${m(r.cli)} (${(r.cli / r.node).toFixed(3)} ×; counted again: ${m(r.cliAgain)}); ` +
      `the engine-alone peer ${m(r.peer)} (${(r.peer / r.node).toFixed(3)} ×); ` +
      `the CLI on the same file when its code cache was first written by a run over a bare command ${m(r.afterBare)} (${(r.afterBare / r.node).toFixed(3)} ×).`,
    r.faults.node === undefined || r.faults.cli === undefined
      ? 'page faults: not counted (no /usr/bin/time).'
      : `page faults (GNU time's minor faults, median of 5): \`node -e 0\` ${r.faults.node}; the CLI on one small file ${r.faults.cli} (${r.faults.cli - r.faults.node} more).`,
  ];
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const notes = startupInstructionNotes({ log: (text) => process.stderr.write(`${text}\n`) });
  process.stdout.write(`${notes.join('\n')}\n`);
  if (notes[0].includes('not measured')) process.exitCode = 2;
}
