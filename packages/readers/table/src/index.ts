// The table of readers the surfaces run (the CLI, the language server): every language cmdlint
// reads besides JSON, one row each, in the order a path is offered to them. Facts only: each
// reader's `info` entry, never its parser. The next reader is one row here (docs/readers.md).
import { JAVASCRIPT_INFO } from '@cmdlint/reader-js/info';
import { PYTHON_INFO } from '@cmdlint/reader-python/info';
import { editorReaderOf as editorReaderIn, readerInfoOf as readerIn, type ReaderInfo } from '@cmdlint/text';

export const READERS: readonly ReaderInfo[] = [JAVASCRIPT_INFO, PYTHON_INFO];

/** The reader of a path, or undefined: a JSON file, or one no reader reads. */
export function readerInfoOf(path: string, readers: readonly ReaderInfo[] = READERS): ReaderInfo | undefined {
  return readerIn(path, readers);
}

/** The reader of an editor's document and the name it is read under (see the text layer's editorReaderOf). */
export function editorReaderOf(path: string, isFile: boolean, languageId: string | undefined, readers: readonly ReaderInfo[] = READERS): { readonly reader: ReaderInfo; readonly name: string } | undefined {
  return editorReaderIn(path, isFile, languageId, readers);
}
