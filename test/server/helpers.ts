// The built language server as a separate process, as an editor starts it. Before the first
// spawn the server is rebuilt when a source it bundles is newer than its build (the global setup
// already rebuilt everything when the core, shared or CLI sources changed).
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, rmdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../..', import.meta.url));
export const SERVER_BIN = join(ROOT, 'packages', 'language-server', 'bin', 'cmdlint-language-server.js');
const SERVER_BUNDLE = join(ROOT, 'packages', 'language-server', 'dist', 'index.js');
export const VSIX_SERVER = join(ROOT, 'packages', 'vscode', 'dist', 'server.cjs');
export const CLI_BIN = join(ROOT, 'packages', 'cli', 'bin', 'cmdlint.js');

function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let latest = 0;
  for (const entry of readdirSync(path)) latest = Math.max(latest, newest(join(path, entry)));
  return latest;
}

function builtAt(path: string): number {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/** Rebuilds the server (and what it bundles) and the extension's folder when they are stale; one test file at a time. */
export function ensureServerBuilt(): void {
  const lock = join(ROOT, 'packages', 'language-server', '.build-lock');
  const deadline = Date.now() + 300_000;
  for (;;) {
    try {
      mkdirSync(lock);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`${lock} is held for too long: remove it if no build is running.`);
      sleep(200);
    }
  }
  try {
    const sources = newest(join(ROOT, 'packages', 'language-server', 'src'));
    const bundled = Math.max(...['core', 'text', 'linter', 'files', 'language-service', 'readers/js', 'readers/table', 'readers/python'].map((p) => newest(join(ROOT, 'packages', p, 'src'))));
    if (Math.max(sources, bundled) > builtAt(SERVER_BUNDLE)) {
      // The server with its dependencies (the core, the text, linter, files and language-service layers and the readers it bundles), in order.
      execFileSync('npx', ['-y', 'pnpm@10', '--filter', '@cmdlint/language-server...', 'run', 'build'], { cwd: ROOT, stdio: 'ignore' });
    }
    if (builtAt(SERVER_BUNDLE) > builtAt(VSIX_SERVER) || newest(join(ROOT, 'packages', 'vscode', 'src')) > builtAt(VSIX_SERVER)) {
      execFileSync(process.execPath, [join(ROOT, 'packages', 'vscode', 'scripts', 'build.mjs')], { cwd: join(ROOT, 'packages', 'vscode'), stdio: 'ignore' });
    }
  } finally {
    rmdirSync(lock);
  }
}

/** Spawns a server script with node: over stdio, or with an IPC channel. */
export function spawnServer(script: string, args: string[], options: { ipc?: boolean; cwd?: string } = {}): ChildProcess {
  return spawn(process.execPath, [script, ...args], {
    cwd: options.cwd ?? ROOT,
    stdio: options.ipc ? ['pipe', 'pipe', 'pipe', 'ipc'] : ['pipe', 'pipe', 'pipe'],
    env: { PATH: process.env.PATH ?? '' },
  });
}

/** Resolves with the exit code of a process (or rejects after `timeout` ms). */
export function exited(child: ChildProcess, timeout = 10_000): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server did not exit')), timeout);
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code);
    });
  });
}
