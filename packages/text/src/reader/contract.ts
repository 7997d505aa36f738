// What every reader of a programming language implements, and what the rest of cmdlint knows of
// it. Two halves: the facts (ReaderInfo: a few hundred bytes, always loaded, asked by discovery,
// the cache, the server and the surfaces) and the reader (Reader: loaded on the first file it
// reads, with its parser). Nothing outside a reader names a language's extensions, markers,
// comment syntax or manifests: it asks the table (reader-of.ts). See docs/readers.md.
import type { SourceDocument } from './document.js';

/** A comment of a text: [offset, end) covers its delimiters, `value` what is between them. */
export interface TextComment {
  readonly offset: number;
  readonly end: number;
  readonly value: string;
  /** Where `value` starts in the text (offset + 2 after `//`, offset + 1 after `#`). */
  readonly valueOffset: number;
  /** A block comment (`/* … *\/`): a directive in it may span lines. */
  readonly block: boolean;
}

/** What a surface knows of a reader without loading it. */
export interface ReaderInfo {
  /** The language's name in messages and `--debug`: 'JavaScript/TypeScript', 'Python'. */
  readonly language: string;
  /** Whether the reader reads a file of this path (by its name only: nothing is read). */
  reads(path: string): boolean;
  /**
   * Files of the language the reader never reads (TypeScript declarations): an editor document of
   * such a path is not read by its language id either.
   */
  declines(path: string): boolean;
  /** Editor language ids (LSP) of documents it reads, to the name such a document is read under. */
  readonly editorLanguages: Readonly<Record<string, string>>;
  /** Discovery's pre-filter: a file whose text (read as latin1) does not match defines no commands, unparsed. */
  readonly markers: RegExp;
  /**
   * What makes a source worth naming when no command of it could be read from its text (discovery's
   * hint after "No command files found"): stricter than `markers`, which also let through what only
   * the parse can rule out (an escape that could spell a name). Absent: `markers`.
   */
  readonly namingMarkers?: RegExp;
  /** Directory names under a walked directory whose files are not where commands are written (build output, test doubles). */
  readonly skippedDirectories: ReadonlySet<string>;
  /** Test files, by name: what they build is what the test expects, not what a bot sends. */
  readonly testFile: RegExp;
  /**
   * For a file `testFile` names as a test: whether its text is one (a test framework imported, a
   * test defined). A file named like a test whose text is none is read as any other (a cog named
   * `test_hello.py` that a bot loads). Absent: the name decides.
   */
  readonly testText?: (name: string, text: string) => boolean;
  /** What starts a line comment (`//`, `#`): the directive an editor action inserts. */
  readonly lineComment: string;
  /** The project manifests the reader takes options from, by file name (`package.json`; `pyproject.toml`), or a pattern whose `*` matches any run of characters in one name (`requirements*.txt`). */
  readonly manifests: readonly string[];
  /** The npm packages of its parser: their installed versions are part of a `--cache` key, known without loading the reader. */
  readonly parserPackages: readonly string[];
}

/** A project manifest as the guarded reader found it (@cmdlint/files' manifests.ts): readers touch no disk. */
export interface Manifest {
  readonly name: string;
  readonly path: string;
  /** Its text; undefined where the file is there but was not read (not a regular file, too big). */
  readonly text: string | undefined;
}

/** The reader itself, loaded on the first file it matches. */
export interface Reader<Options = unknown> {
  readonly info: ReaderInfo;
  /**
   * The parser's own start where it is asynchronous (tree-sitter compiles WebAssembly), started on
   * the first file or by a surface before its synchronous work (@cmdlint/files' source-readers.ts). Until it
   * settles, `read` returns `unreadDocument(...)` (no commands, never judged). oxc needs none.
   */
  load?(): Promise<void>;
  /** Options from the manifests above a file, nearest first (which discord.js, which Python library). */
  projectOptions?(manifests: readonly Manifest[]): Options;
  /** A file's commands. Touches no disk; never throws for what the text holds. */
  read(path: string, input: string | Uint8Array, options?: Options): SourceDocument;
}

/**
 * Reads a file of any reader a run loaded (@cmdlint/files' source-readers.ts): what the linter is given,
 * with the facts of its readers, so that the linter knows which paths it reads without
 * importing any reader (readers live in packages of their own, above this one).
 */
export interface ReadSource {
  (path: string, input: string | Uint8Array): SourceDocument;
  readonly readers: readonly ReaderInfo[];
}

/** A ReadSource of a reading function and the readers whose paths it reads. */
export function readSourceOf(readers: readonly ReaderInfo[], read: (path: string, input: string | Uint8Array) => SourceDocument): ReadSource {
  return Object.assign((path: string, input: string | Uint8Array) => read(path, input), { readers });
}

/** The `code` of the error a reader throws where its parser cannot be loaded (a package or native binding missing). */
export const PARSER_UNAVAILABLE = 'CMDLINT_PARSER_UNAVAILABLE';

/**
 * How a set's objects are sent: as written (the API's JSON), or through discord.js's
 * application.commands.set/create, which converts them as its major does (the one the nearest
 * package.json names, or the one given).
 */
export type SendVia = 'api' | 'discord.js' | 'discord.js@13' | 'discord.js@14';
