// A question asked of a directory and then of each parent until one answers (which configuration
// file applies here, where the repository's top is), remembered for every directory the search
// passed: a walk asks once per directory, not once per directory and ancestor (a 1000-level tree
// made that a million stats).
import { dirname } from 'node:path';

/**
 * The answer for `dir`. `ask(current)` returns `{ answer }` to end the search there (the answer
 * may be undefined: "nothing, and nothing above"), or undefined to go on to the parent; the
 * file system's root ends it with undefined. `known` holds the answers of earlier searches.
 */
export function searchUpward<T>(dir: string, known: Map<string, T | undefined>, ask: (current: string) => { readonly answer: T | undefined } | undefined): T | undefined {
  const passed: string[] = [];
  let current = dir;
  let answer: T | undefined;
  for (;;) {
    if (known.has(current)) {
      answer = known.get(current);
      break;
    }
    passed.push(current);
    const here = ask(current);
    if (here) {
      answer = here.answer;
      break;
    }
    const parent = dirname(current);
    if (parent === current) break;
    current = parent;
  }
  for (const path of passed) known.set(path, answer);
  return answer;
}
