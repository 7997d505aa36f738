// Which reader of a table reads a path. The table itself is the surfaces' (@cmdlint/readers,
// packages/readers/table): the text layer knows the readers a ReadSource was given.
import type { ReaderInfo } from './contract.js';

/**
 * The extension of a path's last name, lowercase, without its dot ('' for none): what a reader's
 * `reads` asks. By hand, not by a regex: asked of every file a walk meets, and a run on JSON files
 * compiled each reader's regexes for that alone.
 */
export function fileExtension(path: string): string {
  // From the end to the first dot or separator: a few characters, where three lastIndexOf (each a
  // call into the runtime, the backslash's over the whole path) cost a walk of 2000 files more
  // than the regexes this replaced.
  for (let i = path.length - 1; i >= 0; i--) {
    const char = path.charCodeAt(i);
    if (char === 0x2e) return path.slice(i + 1).toLowerCase(); // .
    if (char === 0x2f || char === 0x5c) return ''; // / \
  }
  return '';
}

/** The reader of a path, or undefined: a JSON file, or one no reader reads. */
export function readerInfoOf(path: string, readers: readonly ReaderInfo[]): ReaderInfo | undefined {
  // A loop, not find with a closure: asked for every file a walk meets.
  for (let i = 0; i < readers.length; i++) if (readers[i]!.reads(path)) return readers[i];
  return undefined;
}

/**
 * The reader of an editor's document and the name it is read under, or undefined when it is read
 * as JSON: a file by its name, else by its language id (an untitled document, a file named
 * without its language's extension), never a file a reader declines or named `.json`/`.jsonc`.
 */
export function editorReaderOf(path: string, isFile: boolean, languageId: string | undefined, readers: readonly ReaderInfo[]): { readonly reader: ReaderInfo; readonly name: string } | undefined {
  const byPath = readerInfoOf(path, readers);
  if (byPath) return { reader: byPath, name: path };
  if (readers.some((reader) => reader.declines(path))) return undefined;
  if (isFile && /\.jsonc?$/i.test(path)) return undefined;
  if (languageId === undefined) return undefined;
  for (const reader of readers) {
    const name = Object.prototype.hasOwnProperty.call(reader.editorLanguages, languageId) ? reader.editorLanguages[languageId] : undefined;
    if (name !== undefined) return { reader, name };
  }
  return undefined;
}
