// Which files are JavaScript or TypeScript sources, and the shape of a reader of them: light, so
// that the shared layer can ask without loading the reader (a caller gives the reader, see
// LintSettings.readSource, DiscoverOptions.readSource, ReadOptions.readSource).
import type { SourceDocument } from './document.js';

/** .js .mjs .cjs .jsx .ts .mts .cts .tsx, not declaration files. */
export function isSourcePath(path: string): boolean {
  return /\.[mc]?[jt]sx?$/i.test(path) && !/\.d\.[mc]?ts$/i.test(path);
}

/** Reads a source file's text (or bytes) into its commands. */
export type ReadSource = (path: string, input: string | Uint8Array) => SourceDocument;
