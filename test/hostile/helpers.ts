// Shared by the hostile-file tests: what a clean failure looks like, and a record of a directory's
// files to prove that nothing was written.
import { createHash } from 'node:crypto';
import { lstatSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, expect } from 'vitest';
import { tempProject } from '../cli/helpers.js';

/** A maker of temporary projects for one test file, each removed after all its tests. */
export function projectsRemovedAfterAll(): (files?: Record<string, string>) => ReturnType<typeof tempProject> {
  const cleanups: (() => void)[] = [];
  afterAll(() => {
    for (const cleanup of cleanups) cleanup();
  });
  return (files = {}) => {
    const p = tempProject(files);
    cleanups.push(p.cleanup);
    return p;
  };
}

/** stderr holds only one-line `cmdlint: ...` messages: no stack trace, no Node warning. */
export function expectCleanStderr(stderr: string): string[] {
  const lines = stderr.split('\n').filter((line) => line !== '');
  expect(lines.filter((line) => /^\s+at\s/.test(line) || /\bError\b.*\n?\s+at\s/.test(line)), `a stack trace on stderr:\n${stderr.slice(0, 3000)}`).toEqual([]);
  // Bad usage adds the one hint line of the help.
  expect(lines.filter((line) => !line.startsWith('cmdlint: ') && line !== 'Run "cmdlint --help" for the options.'), `stderr lines that are not cmdlint's one-line messages:\n${stderr.slice(0, 3000)}`).toEqual([]);
  return lines;
}

export interface FileState {
  readonly hash: string;
  readonly mtimeMs: number;
  readonly ino: number;
  readonly mode: number;
}

/** Every regular file under `dir` (symlinks not followed), with its bytes' hash, mtime and inode. */
export function snapshot(dir: string): Map<string, FileState> {
  const out = new Map<string, FileState>();
  const visit = (path: string): void => {
    let stats;
    try {
      stats = lstatSync(path);
    } catch {
      return;
    }
    if (stats.isDirectory()) {
      let entries: string[];
      try {
        entries = readdirSync(path);
      } catch {
        return;
      }
      for (const entry of entries) visit(join(path, entry));
    } else if (stats.isFile()) {
      let hash = 'unreadable';
      try {
        hash = createHash('sha1').update(readFileSync(path)).digest('hex');
      } catch {
        // kept as unreadable
      }
      out.set(path, { hash, mtimeMs: stats.mtimeMs, ino: stats.ino, mode: stats.mode });
    }
  };
  visit(dir);
  return out;
}

/** The files whose bytes, mtime or inode differ between two snapshots (and those added or removed). */
export function changedFiles(before: Map<string, FileState>, after: Map<string, FileState>): string[] {
  const changed: string[] = [];
  for (const [path, state] of before) {
    const now = after.get(path);
    if (!now || now.hash !== state.hash || now.mtimeMs !== state.mtimeMs || now.ino !== state.ino) changed.push(path);
  }
  for (const path of after.keys()) if (!before.has(path)) changed.push(path);
  return changed.sort();
}

/** A valid bulk array of commands of about `bytes` bytes (minified), and how many commands it holds. */
export function bulkOfSize(bytes: number): { text: string; count: number } {
  const commands: string[] = [];
  let size = 2;
  for (let i = 0; size < bytes; i++) {
    const command = JSON.stringify({ name: `command-${i}`, description: `Command number ${i} ${'x'.repeat(60)}`, options: [{ type: 3, name: 'text', description: 'y'.repeat(90) }] });
    commands.push(command);
    size += command.length + 1;
  }
  return { text: `[${commands.join(',')}]`, count: commands.length };
}

/** 1-based line/column (UTF-16) of a text offset, as the json format prints them. */
export function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split(/\r\n|\r|\n/);
  return { line: lines.length, column: lines[lines.length - 1]!.length + 1 };
}

/** Seeded bytes (xorshift), so that a failure is replayable. */
export function garbage(length: number, seed: number): Buffer {
  const bytes = Buffer.alloc(length);
  let x = seed >>> 0 || 1;
  for (let i = 0; i < length; i++) {
    x ^= x << 13;
    x ^= x >>> 17;
    x ^= x << 5;
    bytes[i] = x & 0xff;
  }
  return bytes;
}
