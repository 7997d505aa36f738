// --debug: every file and directory discovery considered, with why it was taken or skipped, one
// line each on stderr; and the one-line count of JSON files a directory run left out.
import { relative } from 'node:path';
import type { Explain } from '@cmdlint/shared';
import type { Writable } from './io.js';

/** Control characters of a file name shown as escapes: a name cannot write to the terminal. */
function visible(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u001f\u007f-\u009f]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function debugLines(stderr: Writable, cwd: string): Explain {
  return (path, taken, reason) => {
    const shown = relative(cwd, path) || '.';
    stderr.write(`cmdlint: debug: ${taken ? 'taken' : 'skipped'} ${visible(shown)}${path.endsWith('/') ? '/' : ''}: ${visible(reason)}\n`);
  };
}

/** The summary line of a run that skipped JSON files, or "" when it skipped none. */
export function skippedSummary(count: number, debug: boolean): string {
  if (count === 0) return '';
  const files = count === 1 ? '1 JSON file' : `${count} JSON files`;
  return `cmdlint: ${files} skipped (not command bodies)${debug ? '' : '; --debug lists them'}.\n`;
}
