// V8's defaults suit long-running programs. A lint run is short: most of its code runs before the
// optimizing compiler has finished with it, and a big file's parsed value is kept to the end.
// For runs with much input, two heuristics are changed (never results, only when code gets
// optimized and how the heap grows), at once for a large named file, once much is read for a
// directory, a glob or the sets (fileRead); `pnpm bench` shows both (bench/README.md):
// - no inlining in the optimizing compiler: each function is optimized sooner and for less, so
//   more of the lint runs optimized (a directory of 2000 small files: about a fifth faster);
// - the young generation stays at its first size instead of growing to 16 MB twice over: what a
//   big file's parse allocates survives anyway, so a bigger nursery only raises the peak.
// V8 accepts a code cache only under the flags it was made with, and stamps one it makes with the
// flags of its process: the bin sets them after loading the linting bundle (under V8's defaults,
// as every cache is made) and back to the defaults before it writes one (compiled.ts, bin/cmdlint.js).
import { ownRequire } from './own-require.js';

// Required, not imported: this module is part of the start-up chunk (see compiled.ts).
const nodeRequire = ownRequire;

/** Input of at least this many bytes in one named file is "much". */
const LARGE_FILE_BYTES = 1 << 20;

let tuned = false;
/** Whether the tuned flags are in effect now (untuneForCodeCache sets them back). */
let flagsTuned = false;
/** V8's stamp for code caches before tuning (v8.cachedDataVersionTag: its version, CPU and flags). */
let untunedTag: number | undefined;

/**
 * How much input the arguments stand for: 'large' when a named file is large (much input, known
 * now), 'unknown' for a directory, a glob or the configuration's sets (known once they are read),
 * 'little' for small named files.
 */
export function inputOf(patterns: readonly string[], cwd: string): 'large' | 'unknown' | 'little' {
  if (patterns.length === 0) return 'unknown';
  const { statSync } = nodeRequire('node:fs') as typeof import('node:fs');
  const { resolve } = nodeRequire('node:path') as typeof import('node:path');
  let input: 'unknown' | 'little' = 'little';
  for (const pattern of patterns) {
    try {
      const stats = statSync(resolve(cwd, pattern));
      if (stats.size >= LARGE_FILE_BYTES && !stats.isDirectory()) return 'large';
      if (stats.isDirectory()) input = 'unknown';
    } catch {
      input = 'unknown'; // a glob, or something discovery will report
    }
  }
  return input;
}

/** Whether the arguments may stand for much input: a directory, a glob, a large file, or the configuration's sets. */
export function mayBeMuchInput(patterns: readonly string[], cwd: string): boolean {
  return inputOf(patterns, cwd) !== 'little';
}

/**
 * A run of more than one file (a directory, a glob, the sets, several names) is tuned once it has
 * read this many files (its second), or one large file. Loading node:v8 to set the flags costs
 * about 8 million instructions (it loads Node's streams), which session 24 counted as more than a
 * run of a few dozen small files wins back. In time it is the other way: a function the first
 * file made hot (the name data's fill) is optimized while the second is linted, with inlining, and
 * a process cannot end before the optimizing thread's job does; a young generation that grows
 * faults its new pages in. Median of alternated runs, tuned after 100 files -> after 2: 1 file
 * 29.6 -> 29.6 ms (never tuned), 2 files 35.5 -> 33.3, 5 files 39.5 -> 38.2, 10 files 39.5 ->
 * 37.4, 30 files 44.7 -> 39.9, 2000 files 169 -> 163, the corpus of bots 339 -> 333
 * (docs/performance.md, session 26).
 */
export const TUNE_AFTER_FILES = 2;

let tuneWhenMuchIsRead = false;
let filesRead = 0;

/** For the bin alone (index.ts's tuneProcessFor): tune once the run has read much (fileRead). */
export function tuneOnceMuchIsRead(): void {
  tuneWhenMuchIsRead = true;
}

/** Told by the run of each file it reads, with its size when it is known. */
export function fileRead(bytes: number | undefined): void {
  if (!tuneWhenMuchIsRead || tuned) return;
  if (++filesRead >= TUNE_AFTER_FILES || (bytes !== undefined && bytes >= LARGE_FILE_BYTES)) tuneForMuchInput();
}

/** The flags a run over much input gets, and V8's defaults for them (`node --v8-options`; a test holds these to it). */
export const TUNED_FLAGS = ['--no-turbo-inlining', '--semi-space-growth-factor=1'] as const;
export const DEFAULT_FLAGS = ['--turbo-inlining', '--semi-space-growth-factor=2'] as const;

function v8(): typeof import('node:v8') {
  return nodeRequire('node:v8') as typeof import('node:v8');
}

function setFlags(flags: readonly string[]): void {
  const { setFlagsFromString } = v8();
  for (const flag of flags) setFlagsFromString(flag);
}

/** Sets the flags once per process; an unknown flag would be ignored by V8, never fatal. */
export function tuneForMuchInput(): void {
  if (tuned) return;
  tuned = true;
  untunedTag = v8().cachedDataVersionTag();
  setFlags(TUNED_FLAGS);
  flagsTuned = true;
}

/** Thrown by untuneForCodeCache when the flags could not be set back: a cache made now would be refused by every later run. */
class FlagsNotRestored extends Error {}

/**
 * Sets the flags back to V8's defaults, as a process that was not tuned has them: V8 stamps a code
 * cache with the flags of the process that makes it and refuses it under others, and a tuned run
 * loads its cache before tuning. For the end of a run: optimizing and growing the heap go back to
 * V8's ways. DEFAULT_FLAGS are this Node's (a test reads `node --v8-options`). On a Node whose
 * defaults are others (or run with one of these flags given), V8's stamp then differs from the
 * one it had before tuning: this throws FlagsNotRestored, and the caller writes no cache, which
 * every later run would refuse and write again.
 */
export function untuneForCodeCache(): void {
  if (!flagsTuned) return;
  setFlags(DEFAULT_FLAGS);
  if (v8().cachedDataVersionTag() !== untunedTag) throw new FlagsNotRestored('V8\'s flags differ from those before tuning: no code cache is written');
  flagsTuned = false;
}

/** Whether the tuned flags are in effect now: a code cache made now is stamped with them. */
export function tunedFlagsInEffect(): boolean {
  return flagsTuned;
}

/** Whether this process was tuned (its code cache is the tuned one). */
export function isTuned(): boolean {
  return tuned;
}
