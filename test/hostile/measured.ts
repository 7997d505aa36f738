// A process of any surface (the CLI, `plan`, `explain`, ESLint) run under GNU time, for the
// hostile tables that bound time AND memory as ratios to a baseline of the same surface measured in
// the same run: the peak is the kernel's maximum resident set of the process and of every
// descendant it waited for (wait4's ru_maxrss), not a sample that can miss a spike. The run is
// killed with its whole process group at its deadline, and then counts as hung.
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface Measured {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  readonly hung: boolean;
  /** Wall time, in milliseconds. */
  readonly ms: number;
  /** The peak resident memory of the process tree, in kilobytes (NaN when it was killed). */
  readonly peakKb: number;
}

/** Runs `node ...argv` in `cwd`; resolves when it exits or was killed at `deadline` ms. */
export function measured(argv: readonly string[], options: { readonly cwd: string; readonly deadline: number; readonly env?: Record<string, string> }): Promise<Measured> {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-measured-'));
  const rssFile = join(dir, 'rss');
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const child = spawn('/usr/bin/time', ['-f', '%M', '-o', rssFile, process.execPath, ...argv], {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
      // A group of its own: the deadline ends node and all it started, not only `time`.
      detached: true,
    });
    let stdout = '';
    let stderr = '';
    let hung = false;
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setTimeout(() => {
      hung = true;
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // already gone
      }
    }, options.deadline);
    child.on('error', (error) => {
      clearTimeout(timer);
      rmSync(dir, { recursive: true, force: true });
      reject(error);
    });
    child.on('close', (code, signal) => {
      const ms = performance.now() - started;
      clearTimeout(timer);
      let peakKb = Number.NaN;
      let status = code;
      try {
        // GNU time writes "Command exited with non-zero status N" before the figure when it fails.
        const lines = readFileSync(rssFile, 'utf8').trim().split('\n');
        peakKb = Number(lines[lines.length - 1]);
        const exited = /non-zero status (\d+)/.exec(lines[0] ?? '');
        const killed = /terminated by signal (\d+)/.exec(lines[0] ?? '');
        if (killed) status = null;
        else if (exited) status = Number(exited[1]);
        if (killed && signal === null) signal = `SIG${killed[1]}` as NodeJS.Signals;
      } catch {
        // killed before time wrote it
      }
      rmSync(dir, { recursive: true, force: true });
      resolve({ code: status, signal, stdout, stderr, hung, ms, peakKb });
    });
  });
}

/** The median time and peak memory of three runs of `run`: a surface's baseline, measured now. */
export async function baselineOf(run: () => Promise<Measured>): Promise<{ ms: number; peakKb: number }> {
  const runs: Measured[] = [];
  for (let i = 0; i < 3; i++) {
    const one = await run();
    if (one.hung || one.signal !== null) throw new Error(`a baseline run did not end cleanly: ${one.stderr.slice(0, 500)}`);
    runs.push(one);
  }
  const median = (values: number[]): number => values.sort((a, b) => a - b)[1]!;
  return { ms: median(runs.map((r) => r.ms)), peakKb: median(runs.map((r) => r.peakKb)) };
}
