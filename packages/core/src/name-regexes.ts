// The name regexes with Unicode property classes (\p{L}, \p{N}, \p{sc=...}, Changes_When_Lowercased),
// each built on first use instead of when the module loads. V8 parses a regex when it is created,
// and building these classes is its costliest part: the five cost about 12 million instructions,
// a fifth of what a CLI run on one small file adds to `node -e 0`, which most often never needs
// them (an ASCII name is judged by the scan's tables, name-scan.ts, and with the data every name
// is: names.ts and the rules ask the tables too). Each getter returns the same regex as the plain
// pattern would (test/name-regexes.test.ts compares them).
import { CHAT_INPUT_NAME_CHAR_PATTERN } from './facts.js';

/** A regex built once, on the first call. */
function onFirstUse(source: string, flags: string): () => RegExp {
  let made: RegExp | undefined;
  return () => (made ??= new RegExp(source, flags));
}

/** One character allowed in a CHAT_INPUT name (as `CHAT_INPUT_NAME_CHAR`). */
export const chatInputNameChar = onFirstUse(CHAT_INPUT_NAME_CHAR_PATTERN, 'u');
/** A code point with a different lowercase form. */
export const changesWhenLowercased = onFirstUse('\\p{Changes_When_Lowercased}', 'u');
/** Runs of characters allowed in a name (global: markRuns walks a block with it). */
export const allowedRuns = onFirstUse(`[${CHAT_INPUT_NAME_CHAR_PATTERN.slice(2, -2)}]+`, 'gu');
/** Runs of characters with a different lowercase form (global). */
export const upperRuns = onFirstUse('\\p{Changes_When_Lowercased}+', 'gu');
