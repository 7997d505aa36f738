// Deadlines as ratios to a measured baseline, never fixed wall times: a hostile test bounds a run so
// that a hang fails at once, and a loaded machine (CI's two shared cores, the full suite beside
// it) must stretch the bound as much as it slows the run. The baseline is what one run of the
// built CLI on one small good file takes on this machine now (the median of three, measured when
// a test file loads, so that it sees the load that file's tests will see).
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN_JS, GOOD } from '../cli/helpers.js';

function measureBaseline(): number {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-baseline-'));
  try {
    writeFileSync(join(dir, 'ping.json'), GOOD);
    const times: number[] = [];
    for (let i = 0; i < 3; i++) {
      const started = performance.now();
      const run = spawnSync(process.execPath, [BIN_JS, 'ping.json'], { cwd: dir, env: { PATH: process.env.PATH ?? '' }, stdio: 'ignore' });
      if (run.status !== 0) throw new Error(`the baseline run of the built CLI exited ${run.status}: is it built?`);
      times.push(performance.now() - started);
    }
    return times.sort((a, b) => a - b)[1]!;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** Milliseconds of one CLI run on one small file, on this machine, now. */
const BASELINE_MS = measureBaseline();

/**
 * `runs` times the baseline, in milliseconds. The ratios keep the former wall times for a 100 ms
 * run (30 s is `deadline(300)`): generous for a run that ends, and still quick to fail a hang.
 */
export function deadline(runs: number): number {
  return Math.ceil(runs * BASELINE_MS);
}
