// The reader of sources as `cmdlint`, `cmdlint plan` and `cmdlint explain` load it: built, its own
// bundle (dist/source.cjs), required on the first source file read, so that a run over JSON files
// loads and parses nothing of it (nor its parser).
import { createRequire } from 'node:module';
import type { ReadSource } from '@cmdlint/shared';

type SourceReaderModule = typeof import('./source-reader.js');
/** Set by the build (tsup.config.ts) to the file of the bundled source reader; undefined when running from source. */
declare const __CMDLINT_SOURCE_BUNDLE__: string | undefined;

/** The reader of sources, loaded on the first source file (built: dist/source.cjs). */
export async function sourceReading(): Promise<ReadSource> {
  if (typeof __CMDLINT_SOURCE_BUNDLE__ === 'string') {
    let reader: ReadSource | undefined;
    const bundle = __CMDLINT_SOURCE_BUNDLE__;
    return (path, input) => {
      const read = (reader ??= (createRequire(__filename)(bundle) as SourceReaderModule).sourceReader());
      return read(path, input);
    };
  }
  return (await import('./source-reader.js')).sourceReader();
}

/** The source reader's module itself, for --module's places (built: required now; from source: imported). */
export async function sourceModule(): Promise<SourceReaderModule> {
  return typeof __CMDLINT_SOURCE_BUNDLE__ === 'string' ? (createRequire(__filename)(__CMDLINT_SOURCE_BUNDLE__) as SourceReaderModule) : import('./source-reader.js');
}
