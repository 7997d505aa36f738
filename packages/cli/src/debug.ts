// --debug: every file and directory discovery considered, with why it was taken or skipped, one
// line each on stderr (control characters of a name shown as escapes: a name cannot write to the
// terminal); and the one-line count of JSON files a directory run left out.
import { relative } from 'node:path';
import { escapeControlCharacters } from '@cmdlint/text';
import { type Explain } from '@cmdlint/files';
import type { Writable } from './io.js';

export function debugLines(stderr: Writable, cwd: string): Explain {
  return (path, taken, reason) => {
    const shown = relative(cwd, path) || '.';
    stderr.write(`cmdlint: debug: ${taken ? 'taken' : 'skipped'} ${escapeControlCharacters(shown)}${path.endsWith('/') ? '/' : ''}: ${escapeControlCharacters(reason)}\n`);
  };
}

/** The summary line of a run that skipped JSON files, or "" when it skipped none. */
export function skippedSummary(count: number, debug: boolean): string {
  if (count === 0) return '';
  const files = count === 1 ? '1 JSON file' : `${count} JSON files`;
  return `cmdlint: ${files} skipped (not command bodies)${debug ? '' : '; --debug lists them'}.\n`;
}

/** A bound the source reader met (a value too large, an expression nested too deep), as evaluate.ts notes it. */
export interface ReaderNote {
  readonly span: { readonly start: number };
  readonly text: string;
}

/** --debug: what the source reader gave up on in a file, at its line and column, one line each. */
export function readerNotes(stderr: Writable, cwd: string, path: string, text: string, notes: readonly ReaderNote[]): void {
  if (notes.length === 0) return;
  const shown = escapeControlCharacters(relative(cwd, path) || path);
  for (const note of notes) {
    const before = text.slice(0, note.span.start);
    const line = before.split('\n').length;
    const column = note.span.start - before.lastIndexOf('\n');
    stderr.write(`cmdlint: debug: note ${shown}:${line}:${column}: ${escapeControlCharacters(note.text)}\n`);
  }
}
