// V8's defaults suit long-running programs. A lint run is short: most of its code runs before the
// optimizing compiler has finished with it, and a big file's parsed value is kept to the end.
// For runs with much input, two heuristics are changed (never results, only when code gets
// optimized and how the heap grows); `pnpm bench` shows both (bench/README.md):
// - no inlining in the optimizing compiler: each function is optimized sooner and for less, so
//   more of the lint runs optimized (a directory of 2000 small files: about a fifth faster);
// - the young generation stays at its first size instead of growing to 16 MB twice over: what a
//   big file's parse allocates survives anyway, so a bigger nursery only raises the peak.
// V8 accepts a code cache only under the flags it was made with, and stamps one it makes with the
// flags of its process: the bin sets them after loading the linting bundle (so tuned and plain runs
// take the same cache) and keeps no cache from a tuned process (compiled.ts, bin/cmdlint.js).
import { ownRequire } from './own-require.js';

// Required, not imported: this module is part of the start-up chunk (see compiled.ts).
const nodeRequire = ownRequire;

/** Input of at least this many bytes in one named file is "much". */
const LARGE_FILE_BYTES = 1 << 20;

let tuned = false;

/** Whether the arguments may stand for much input: a directory, a glob, a large file, or the configuration's sets. */
export function mayBeMuchInput(patterns: readonly string[], cwd: string): boolean {
  if (patterns.length === 0) return true;
  const { statSync } = nodeRequire('node:fs') as typeof import('node:fs');
  const { resolve } = nodeRequire('node:path') as typeof import('node:path');
  for (const pattern of patterns) {
    try {
      const stats = statSync(resolve(cwd, pattern));
      if (stats.isDirectory() || stats.size >= LARGE_FILE_BYTES) return true;
    } catch {
      return true; // a glob, or something discovery will report
    }
  }
  return false;
}

/** Sets the flags once per process; an unknown flag would be ignored by V8, never fatal. */
export function tuneForMuchInput(): void {
  if (tuned) return;
  tuned = true;
  const { setFlagsFromString } = nodeRequire('node:v8') as typeof import('node:v8');
  setFlagsFromString('--no-turbo-inlining');
  setFlagsFromString('--semi-space-growth-factor=1');
}

/** Whether this process was tuned (its code cache is the tuned one). */
export function isTuned(): boolean {
  return tuned;
}
