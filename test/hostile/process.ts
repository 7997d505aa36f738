// The built command line as a process an attacker races with: spawned asynchronously (so the test
// can act while it runs), under a shell's limits or as another user, and always bounded by its
// own deadline: a run that hangs is killed and reported as such, never left to the suite's timeout.
import { spawn, type ChildProcess } from 'node:child_process';
import { chmodSync, cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BIN_JS, ROOT } from '../cli/helpers.js';

export interface Run {
  readonly code: number | null;
  readonly signal: NodeJS.Signals | null;
  readonly stdout: string;
  readonly stderr: string;
  /** Killed at its deadline. */
  readonly hung: boolean;
  /** The most resident memory seen while it ran (from /proc), in bytes. */
  readonly peakRss: number;
}

export interface RunOptions {
  readonly cwd: string;
  /** Kill the run after this many milliseconds (it then counts as hung). */
  readonly deadline: number;
  readonly uid?: number;
  readonly gid?: number;
  /** A bash prelude run before node, such as `ulimit -f 20`, `umask 077` or `exec </dev/zero`. */
  readonly shell?: string;
  readonly env?: Record<string, string>;
  /** Standard input (default: empty). */
  readonly input?: string | Buffer;
  /** The bin to run (default: the checkout's packages/cli/bin/cmdlint.js). */
  readonly bin?: string;
  /** Called once the process runs, to race with it. */
  readonly during?: (child: ChildProcess) => void;
  /** Kill the run when its resident memory passes this many bytes (it then counts as hung). */
  readonly maxRss?: number;
}

function rssOf(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const match = /VmRSS:\s+(\d+) kB/.exec(status);
    return match ? Number(match[1]) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Runs cmdlint with `args`; resolves when it exits or when it was killed at its deadline. */
export function runCli(args: readonly string[], options: RunOptions): Promise<Run> {
  const bin = options.bin ?? BIN_JS;
  const [command, argv] =
    options.shell === undefined ? [process.execPath, [bin, ...args]] : ['bash', ['--norc', '--noprofile', '-c', `${options.shell}; exec "$0" "$@"`, process.execPath, bin, ...args]];
  return new Promise((resolve, reject) => {
    const child = spawn(command, argv, {
      cwd: options.cwd,
      env: { PATH: process.env.PATH ?? '', ...options.env },
      ...(options.uid === undefined ? {} : { uid: options.uid, gid: options.gid ?? options.uid }),
      stdio: ['pipe', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let hung = false;
    let peakRss = 0;
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    child.stdin!.on('error', () => undefined); // a run that exits before reading it all
    child.stdin!.end(options.input ?? '');
    const deadline = setTimeout(() => {
      hung = true;
      child.kill('SIGKILL');
    }, options.deadline);
    const watch = setInterval(() => {
      if (child.pid === undefined) return;
      const rss = rssOf(child.pid);
      peakRss = Math.max(peakRss, rss);
      if (options.maxRss !== undefined && rss > options.maxRss) {
        hung = true;
        child.kill('SIGKILL');
      }
    }, 20);
    child.on('error', (error) => {
      clearTimeout(deadline);
      clearInterval(watch);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(deadline);
      clearInterval(watch);
      resolve({ code, signal, stdout, stderr, hung, peakRss });
    });
    options.during?.(child);
  });
}

/**
 * A copy of the built command line (bin, dist, package.json: it needs nothing else) in a folder
 * every user can read: the checkout may be a private (chmod 700) directory another user cannot
 * enter.
 */
export function portableCli(): { bin: string; dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-cli-'));
  const cli = join(ROOT, 'packages', 'cli');
  for (const part of ['bin', 'dist', 'package.json']) cpSync(join(cli, part), join(dir, part), { recursive: true });
  const open = (path: string): void => {
    const stats = statSync(path);
    chmodSync(path, stats.isDirectory() ? 0o755 : 0o644);
    if (stats.isDirectory()) for (const entry of readdirSync(path)) open(join(path, entry));
  };
  open(dir);
  return { bin: join(dir, 'bin', 'cmdlint.js'), dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Whether reading a file updates its access time here (relatime does when it is older than the last change). */
export function atimeShowsReads(dir: string): boolean {
  const probe = join(dir, '.atime-probe');
  writeFileSync(probe, 'x');
  utimesSync(probe, 1, Date.now() / 1000);
  const before = statSync(probe).atimeMs;
  readFileSync(probe);
  const after = statSync(probe).atimeMs;
  rmSync(probe);
  return after !== before;
}

/** Marks a file so that its next read shows in its access time (see atimeShowsReads). */
export function armReadSignal(path: string): number {
  utimesSync(path, 1, Date.now() / 1000);
  return statSync(path).atimeMs;
}

/** Resolves once `path` was read since armReadSignal (its access time moved), or rejects after `timeout` ms. */
export function waitForRead(path: string, armed: number, timeout: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const poll = setInterval(() => {
      if (statSync(path).atimeMs !== armed) {
        clearInterval(poll);
        resolve();
      } else if (Date.now() - started > timeout) {
        clearInterval(poll);
        reject(new Error(`${path} was not read within ${timeout} ms`));
      }
    }, 1);
  });
}
