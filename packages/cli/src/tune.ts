// V8's defaults suit long-running programs. A lint run is short: most of its code runs before the
// optimizing compiler has finished with it, and a big file's parsed value is kept to the end.
// For runs with much input, two heuristics are changed (never correctness, only when code gets
// optimized and how the heap grows); `pnpm bench` shows both (bench/README.md):
// - no inlining in the optimizing compiler: each function is optimized sooner and with less
//   memory, so more of the lint runs optimized (a directory of 2000 small files: about 25 % faster);
// - the young generation stays at its first size instead of growing to 16 MB twice over: what a
//   big file's parse allocates survives anyway, so a bigger nursery only raises the peak
//   (the 51.6 MB maximal set: about 30 MB less at peak, and no slower).
import { statSync } from 'node:fs';
import { resolve } from 'node:path';
import { setFlagsFromString } from 'node:v8';

/** Input of at least this many bytes in one named file is "much". */
const LARGE_FILE_BYTES = 1 << 20;

let tuned = false;

/** Whether the arguments may stand for much input: a directory, a glob, a large file, or the configuration's sets. */
export function mayBeMuchInput(patterns: readonly string[], cwd: string): boolean {
  if (patterns.length === 0) return true;
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
  setFlagsFromString('--no-turbo-inlining');
  setFlagsFromString('--semi-space-growth-factor=1');
}
