// A name in a directory as path.join writes it, when the directory is already normalized (as
// resolve and dirname give it) and the name is one plain name (no separator, not "." or ".."):
// the concatenation join would normalize to, without normalizing. join runs interpreted on a
// run's cold path, and each call there cost about 38 thousand instructions: the configuration
// lookup made about thirty for one small file in a large directory (docs/performance.md, session 23).
import { sep } from 'node:path';

export function childPath(dir: string, name: string): string {
  return withSeparator(dir) + name;
}

/** A normalized directory with its separator: the root has one already. */
export function withSeparator(dir: string): string {
  return dir.endsWith(sep) ? dir : dir + sep;
}
