import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { main } from '../src/index.js';

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the command line in-process, as the bin would, with captured output. */
export async function cli(argv: string[], options: { cwd: string; stdin?: string | Uint8Array; env?: Record<string, string>; tty?: boolean }): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (s: string) => (stdout += s), isTTY: options.tty ?? false },
    stderr: { write: (s: string) => (stderr += s) },
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
    cwd: options.cwd,
    env: options.env ?? {},
  });
  return { code, stdout, stderr };
}

/** A temporary project with the given files; `cleanup` removes it. */
export function project(files: Record<string, string>): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-cli-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

// The same sample bodies as the end-to-end tests, so the two layers test the same texts.
export { BAD, GOOD, WARN } from '../../../test/cli/helpers.js';
