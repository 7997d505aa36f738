// Timing helpers. A figure and its floor are always measured in turns (floor, subject, floor,
// subject, ...) so that a slow patch of a shared machine falls on both.

import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The figure's ratio: the median of each pair's subject / floor, not the ratio of the two medians.
 * The shared machine changes speed in patches of seconds (one process's CPU time for the same
 * parse went from 270 ms to 470 ms and back, with nothing else running), so the two medians can
 * come from different patches; a floor and its subject measured back to back share theirs.
 */
export function pairedRatio(floors, subjects) {
  return median(floors.map((floor, i) => subjects[i] / floor));
}

/**
 * Medians (ms) of `runs` in-process pairs: floor() (JSON.parse of a text), then subject(value) on
 * the value floor just produced, as the CLI does. No forced collections: after a gc() (with
 * --expose-gc) lint ran 1.5-2 times slower, even 300 ms later, while JSON.parse (C++) did not,
 * so forcing one would tilt every ratio. `warmup`: one untimed pair first.
 * Returns the medians and the subject's last result.
 */
export function alternate(runs, floor, subject, { warmup = true } = {}) {
  const floors = [];
  const subjects = [];
  let result;
  if (warmup) subject(floor());
  for (let i = 0; i < runs; i++) {
    let started = performance.now();
    const value = floor();
    floors.push(performance.now() - started);
    started = performance.now();
    result = subject(value);
    subjects.push(performance.now() - started);
  }
  return { floor: median(floors), subject: median(subjects), ratio: pairedRatio(floors, subjects), result };
}

/** Runs a process to its end; wall time in ms from spawn to exit, with its exit code and output. */
export function runProcess(command, args, options = {}) {
  const started = performance.now();
  const result = spawnSync(command, args, { maxBuffer: 256 * 1024 * 1024, encoding: 'utf8', ...options });
  const ms = performance.now() - started;
  if (result.error) throw result.error;
  return { ms, status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Medians of alternating whole-process runs; also the exit codes seen for the subject. */
export function alternateProcesses(runs, floor, subject) {
  runProcess(...floor);
  const warm = runProcess(...subject);
  const floors = [];
  const subjects = [];
  const statuses = new Set([warm.status]);
  for (let i = 0; i < runs; i++) {
    floors.push(runProcess(...floor).ms);
    const run = runProcess(...subject);
    subjects.push(run.ms);
    statuses.add(run.status);
  }
  return { floor: median(floors), subject: median(subjects), ratio: pairedRatio(floors, subjects), statuses: [...statuses], sample: warm };
}

const TIME = '/usr/bin/time';
let timeWorks;

/**
 * Peak resident memory (bytes) of a process: GNU time's "Maximum resident set size" when
 * /usr/bin/time is there, otherwise process.resourceUsage().maxRSS written at exit by a preload.
 */
export function peakMemory(command, args, options = {}) {
  if (timeWorks === undefined) timeWorks = existsSync(TIME) && spawnSync(TIME, ['-v', 'true'], { encoding: 'utf8' }).status === 0;
  if (timeWorks) {
    const run = spawnSync(TIME, ['-v', command, ...args], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options });
    const match = /Maximum resident set size \(kbytes\): (\d+)/.exec(run.stderr ?? '');
    if (match) return { bytes: Number(match[1]) * 1024, status: run.status, how: 'GNU time -v' };
  }
  const report = join(tmpdir(), `cmdlint-bench-rss-${process.pid}.txt`);
  rmSync(report, { force: true });
  const hook = new URL('./rss-hook.cjs', import.meta.url).pathname;
  const run = spawnSync(command, ['--require', hook, ...args], {
    encoding: 'utf8', maxBuffer: 256 * 1024 * 1024, ...options, env: { ...process.env, ...options.env, CMDLINT_BENCH_RSS: report },
  });
  const kb = Number(readFileSync(report, 'utf8'));
  rmSync(report, { force: true });
  return { bytes: kb * 1024, status: run.status, how: 'process.resourceUsage().maxRSS' };
}

export const ms = (value) => (value >= 100 ? `${Math.round(value)} ms` : `${value.toFixed(1)} ms`);
export const mb = (bytes) => `${(bytes / 1e6).toFixed(1)} MB`;
