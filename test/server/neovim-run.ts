// What the Neovim tests share: the nvim they run (NVIM_BIN, else the one on PATH), whether it is
// there (outside CI a missing nvim skips with a message; in CI it fails), and one headless run of
// a script of this folder that writes what it saw to `out`.
import { spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { afterEach, beforeAll } from 'vitest';
import { ensureServerBuilt, ROOT } from './helpers.js';

const NVIM = process.env.NVIM_BIN ?? 'nvim';
export const hasNvim = spawnSync(NVIM, ['--version'], { encoding: 'utf8' }).status === 0;
export const inCI = process.env.CI === 'true' || process.env.CI === '1';

/**
 * A Neovim test file's set-up: the message when it is skipped, the built server when it runs, and
 * the list of clean-ups run after each test.
 */
export function neovimTests(testFile: string): (() => void)[] {
  if (!hasNvim && !inCI) console.warn(`${testFile}: skipped: nvim is not installed (apt-get install -y neovim); CI runs it.`);
  beforeAll(() => {
    if (hasNvim || inCI) ensureServerBuilt();
  }, 300_000);
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    while (cleanups.length > 0) cleanups.pop()!();
  });
  return cleanups;
}

export interface NeovimRun {
  /** A file of test/server. */
  script: string;
  /** Written by the script as JSON; its state and cache go beside it. */
  out: string;
  /** The user's init file ("NONE": none). */
  init?: string;
  cwd?: string;
  env?: Record<string, string>;
  /** How long nvim may take before it is killed. */
  limitMs: number;
}

export function runNeovim({ script, out, init = 'NONE', cwd, env = {}, limitMs }: NeovimRun): Promise<{ code: number | null; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(NVIM, ['--headless', '--clean', '-u', init, '-i', 'NONE', '-n', '-c', `luafile ${join(ROOT, 'test', 'server', script)}`], {
      cwd,
      env: { ...process.env, ...env, CMDLINT_OUT: out, XDG_STATE_HOME: join(out, '..', 'state'), XDG_CACHE_HOME: join(out, '..', 'cache') },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`nvim (${script}) did not finish in ${limitMs / 1000} s: ${stderr}`));
    }, limitMs);
    child.on('error', reject);
    child.on('exit', (code) => {
      clearTimeout(timer);
      resolve({ code, stderr });
    });
  });
}
