// A surface's readers as the shared layer is given them (DiscoverOptions, LintSettings and
// ReadOptions take one ReadSource): each path goes to the reader of its row, loaded on the first
// file it reads, with the options of the manifests above the file.
import { TEXT_RULES } from '../text/problems.js';
import { SourceDocument } from '../source/document.js';
import { decodeText } from '../text/decode.js';
import type { Reader, ReaderInfo, ReadSource } from './contract.js';
import { ProjectOptions } from './manifests.js';

/** A row of a surface's table: a reader's facts, and its module (a bundle of its own, required on its first file). */
export interface ReaderRow {
  readonly info: ReaderInfo;
  load(): Reader;
}

interface Loaded {
  readonly reader: Reader;
  readonly options: ProjectOptions<unknown>;
  /** Settled: the reader's asynchronous load, where it has one, is done. */
  ready: boolean;
  started?: Promise<void>;
}

export class SourceReaders {
  private readonly loaded = new Map<ReaderRow, Loaded>();
  private readonly starting = new Set<Promise<void>>();

  constructor(private readonly rows: readonly ReaderRow[]) {}

  /** Reads a path of a row's language. */
  readonly read: ReadSource = (path, input) => {
    const row = this.rows.find((candidate) => candidate.info.reads(path));
    if (!row) throw new Error(`No reader reads ${path}.`);
    const loaded = this.load(row);
    if (!loaded.ready) return notLoaded(row.info, input);
    return loaded.reader.read(path, input, loaded.options.of(path));
  };

  /**
   * Settles the asynchronous loads that synchronous work started (a file met before its reader was
   * ready read as unread): true when there were some, and the surface reads those files again.
   */
  async settle(): Promise<boolean> {
    if (this.starting.size === 0) return false;
    await Promise.all(this.starting);
    this.starting.clear();
    return true;
  }

  /** Loads and readies the readers of these rows now (a surface that knows it will read their files). */
  async prepare(infos: readonly ReaderInfo[]): Promise<void> {
    for (const row of this.rows) if (infos.includes(row.info)) this.load(row);
    await this.settle();
  }

  private load(row: ReaderRow): Loaded {
    let loaded = this.loaded.get(row);
    if (loaded) return loaded;
    const reader = row.load();
    loaded = { reader, options: new ProjectOptions(reader), ready: reader.load === undefined };
    this.loaded.set(row, loaded);
    if (!loaded.ready) {
      const entry = loaded;
      const started = reader.load!().then(
        () => void (entry.ready = true),
        // A parser that cannot start leaves its files unread: the reader's read says why.
        () => void (entry.ready = true),
      );
      this.starting.add(started);
    }
    return loaded;
  }
}

/** A file met before its reader was ready: no commands, never judged, and why. */
function notLoaded(info: ReaderInfo, input: string | Uint8Array): SourceDocument {
  const decoded = decodeText(input);
  const problem = { ruleId: TEXT_RULES.sourceSyntax, message: `The ${info.language} reader was not loaded yet when this file was read, so its commands are not checked here.`, offset: 0, length: 0, fatal: true };
  const document = new SourceDocument(decoded.text, decoded.bom, [], [...decoded.problems, problem], false, () => notLoaded(info, input));
  document.refused = true;
  return document;
}
