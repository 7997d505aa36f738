// The reader of sources as `cmdlint`, `cmdlint plan` and `cmdlint explain` load it: built, its own
// bundle (dist/source.cjs), required on the first source file read, so that a run over JSON files
// loads and parses nothing of it (nor its parser).
import { createRequire } from 'node:module';
import { JAVASCRIPT_INFO } from '@cmdlint/reader-js/info';
import { SourceReaders, type ReaderRow, type ReadSource } from '@cmdlint/shared';

type SourceReaderModule = typeof import('./source-reader.js');
/** Set by the build (tsup.config.ts) to the file of the bundled source reader; undefined when running from source. */
declare const __CMDLINT_SOURCE_BUNDLE__: string | undefined;

/**
 * The readers of the command line, one row each (the next reader is one row here, its bundle one
 * entry of tsup.config.ts): each loaded on the first file it reads.
 */
async function readerRows(): Promise<ReaderRow[]> {
  if (typeof __CMDLINT_SOURCE_BUNDLE__ === 'string') {
    const bundle = __CMDLINT_SOURCE_BUNDLE__;
    return [{ info: JAVASCRIPT_INFO, load: () => (createRequire(__filename)(bundle) as SourceReaderModule).javascriptReader }];
  }
  const module = await import('./source-reader.js');
  return [{ info: JAVASCRIPT_INFO, load: () => module.javascriptReader }];
}

/** The readers of sources, each loaded on its first file (built: dist/source.cjs). */
export async function sourceReading(): Promise<ReadSource> {
  return new SourceReaders(await readerRows()).read;
}

/** The source reader's module itself, for --module's places (built: required now; from source: imported). */
export async function sourceModule(): Promise<SourceReaderModule> {
  return typeof __CMDLINT_SOURCE_BUNDLE__ === 'string' ? (createRequire(__filename)(__CMDLINT_SOURCE_BUNDLE__) as SourceReaderModule) : import('./source-reader.js');
}
