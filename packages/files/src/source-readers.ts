// A surface's readers as the linter and the files layer are given them (DiscoverOptions, LintSettings and
// ReadOptions take one ReadSource): each path goes to the reader of its row, loaded on the first
// file it reads, with the options of the manifests above the file.
import { readSourceOf, type Reader, type ReaderInfo, type ReadSource } from '@cmdlint/text';
import { ProjectOptions } from './manifests.js';

/** A row of a surface's table: a reader's facts, and its module (a bundle of its own, required on its first file). */
export interface ReaderRow {
  readonly info: ReaderInfo;
  load(): Reader;
}

interface Loaded {
  readonly reader: Reader;
  readonly options: ProjectOptions<unknown>;
}

export class SourceReaders {
  private readonly loaded = new Map<ReaderRow, Loaded>();
  private readonly starting = new Set<Promise<void>>();

  /** Reads a path of a row's language. */
  readonly read: ReadSource;

  constructor(private readonly rows: readonly ReaderRow[]) {
    this.read = readSourceOf(
      rows.map((row) => row.info),
      (path, input) => this.readPath(path, input),
    );
  }

  private readPath(path: string, input: string | Uint8Array): ReturnType<ReadSource> {
    const row = this.rows.find((candidate) => candidate.info.reads(path));
    if (!row) throw new Error(`No reader reads ${path}.`);
    // A reader whose asynchronous load has not settled reads the file as unread itself (Reader.load).
    const loaded = this.load(row);
    return loaded.reader.read(path, input, loaded.options.of(path));
  }

  /**
   * Settles the asynchronous loads that synchronous work started (a file met before its reader was
   * ready was read as unread, by the reader): true when there were some, and the surface reads
   * those files again.
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
    loaded = { reader, options: new ProjectOptions(reader) };
    this.loaded.set(row, loaded);
    // A parser that cannot start leaves its files unread: the reader's read says why.
    if (reader.load) this.starting.add(reader.load().catch(() => undefined));
    return loaded;
  }
}
