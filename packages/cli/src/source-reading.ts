// The readers of sources as `cmdlint`, `cmdlint plan` and `cmdlint explain` load them: built, each
// its own bundle (dist/source.cjs for JavaScript and TypeScript, dist/python.cjs for Python),
// required on the first file it reads, so that a run over JSON files loads and parses nothing of
// them (nor their parsers).
import { createRequire } from 'node:module';
import { JAVASCRIPT_INFO } from '@cmdlint/reader-js/info';
import { PYTHON_INFO } from '@cmdlint/reader-python/info';
import { PARSER_UNAVAILABLE, readSourceOf, type Reader, type ReadSource } from '@cmdlint/text';
import { SourceReaders, type ReaderRow } from '@cmdlint/files';

type SourceReaderModule = typeof import('./source-reader.js');
type PythonReaderModule = typeof import('./python-reader.js');
/** Set by the build (tsup.config.ts) to the file of the bundled source reader; undefined when running from source. */
declare const __CMDLINT_SOURCE_BUNDLE__: string | undefined;
/** Likewise for the Python reader's bundle. */
declare const __CMDLINT_PYTHON_BUNDLE__: string | undefined;

/** A reader's module: required from its bundle when built, imported from source otherwise (tests). */
async function moduleOf<T>(bundle: string | undefined, source: () => Promise<T>): Promise<() => T> {
  if (typeof bundle === 'string') return () => createRequire(__filename)(bundle) as T;
  const module = await source();
  return () => module;
}

/**
 * The sources of one run: each path read by its row's reader. A reader that starts asynchronously
 * (Python's WebAssembly parser) reads its first files as unread; the run keeps those aside, waits
 * (`settle`) and reads them again. A parser that cannot start at all is said once (`unavailable`),
 * and its files are unread documents that give the same reason: never skipped in silence.
 */
export class SourceReading {
  private readonly readers: SourceReaders;
  private readonly earlyDocuments = new WeakSet<object>();
  private readonly earlyPaths = new Set<string>();
  private loading = 0;
  private missing: string | undefined;
  private pythonStart: Promise<void> | undefined;
  private pythonSettled = false;

  constructor(source: () => SourceReaderModule, python: () => PythonReaderModule) {
    const rows: ReaderRow[] = [
      { info: JAVASCRIPT_INFO, load: () => source().javascriptReader },
      { info: PYTHON_INFO, load: () => this.watched(python().pythonSourceReader, () => (this.pythonSettled = true)) },
    ];
    this.readers = new SourceReaders(rows);
    const read = this.readers.read;
    this.read = readSourceOf(read.readers, (path, input) => {
      try {
        const document = read(path, input);
        if (this.loading > 0 && document.refused && !document.ok && document.bodies.length === 0) {
          this.earlyDocuments.add(document);
          this.earlyPaths.add(path);
        }
        return document;
      } catch (error) {
        if ((error as { code?: unknown }).code !== PARSER_UNAVAILABLE) throw error;
        this.missing ??= error instanceof Error ? error.message : String(error);
        return python().unreadDocument(input, this.missing);
      }
    });
  }

  readonly read: ReadSource;

  /** Whether a document was read while its reader was still starting (to be read again after `settle`). */
  early(document: object | undefined): boolean {
    return document !== undefined && this.earlyDocuments.has(document);
  }

  /**
   * Whether a file is of a reader still starting (Python before its parser is ready): the run keeps
   * it aside, and its reader's start is begun here, to be awaited by `settle`.
   */
  waits(path: string): boolean {
    if (this.pythonSettled || !PYTHON_INFO.reads(path)) return false;
    this.pythonStart ??= this.readers.prepare([PYTHON_INFO]);
    return true;
  }

  /** Whether a path was read while its reader was still starting (what discovery said of it then is said again after). */
  readEarly(path: string): boolean {
    return this.earlyPaths.has(path);
  }

  /** Waits for the readers that started during synchronous work: true when there were some. */
  async settle(): Promise<boolean> {
    const started = this.pythonStart !== undefined;
    await this.pythonStart;
    return (await this.readers.settle()) || started;
  }

  /** Starts every reader now and waits for them (--init, which reads whatever the project holds). */
  async prepare(): Promise<void> {
    await this.readers.prepare([JAVASCRIPT_INFO, PYTHON_INFO]);
    this.pythonSettled = true;
  }

  /** Why a reader's parser could not start (what to install), once one failed. */
  unavailable(): string | undefined {
    return this.missing;
  }

  /** A reader whose start is counted while it runs, and whose failure is kept to be said once. */
  private watched(reader: Reader, settled: () => void): Reader {
    if (!reader.load) return reader;
    const load = reader.load.bind(reader);
    return {
      ...reader,
      load: async () => {
        this.loading++;
        try {
          await load();
        } catch (error) {
          this.missing ??= error instanceof Error ? error.message : String(error);
          throw error;
        } finally {
          this.loading--;
          settled();
        }
      },
    };
  }
}

/** The readers of sources of one run, each loaded on its first file (built: dist/source.cjs, dist/python.cjs). */
export async function sourceReading(): Promise<SourceReading> {
  const source = await moduleOf(typeof __CMDLINT_SOURCE_BUNDLE__ === 'string' ? __CMDLINT_SOURCE_BUNDLE__ : undefined, () => import('./source-reader.js'));
  const python = await moduleOf(typeof __CMDLINT_PYTHON_BUNDLE__ === 'string' ? __CMDLINT_PYTHON_BUNDLE__ : undefined, () => import('./python-reader.js'));
  return new SourceReading(source, python);
}

/**
 * Synchronous work that reads sources (a plan's files, explain's --body, --init's proposal), done
 * again once the readers it started have settled, so that no file is judged unread.
 */
export async function withSettledReaders<T>(work: (readSource: ReadSource) => T, onUnavailable: (reason: string) => void): Promise<T> {
  const reading = await sourceReading();
  const first = work(reading.read);
  if (!(await reading.settle())) return first;
  const again = work(reading.read);
  const unavailable = reading.unavailable();
  if (unavailable !== undefined) onUnavailable(unavailable);
  return again;
}

/** The source reader's module itself, for --module's places (built: required now; from source: imported). */
export async function sourceModule(): Promise<SourceReaderModule> {
  return typeof __CMDLINT_SOURCE_BUNDLE__ === 'string' ? (createRequire(__filename)(__CMDLINT_SOURCE_BUNDLE__) as SourceReaderModule) : import('./source-reader.js');
}
