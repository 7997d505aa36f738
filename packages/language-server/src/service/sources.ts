// Documents of the languages cmdlint reads besides JSON (with the `sources` setting on): which
// documents are read by which reader, and under what name (for JavaScript the name decides
// TypeScript and JSX). A reader's parser is loaded by the first document it reads, never by a JSON
// document. The readers are the server's rows of the table (READER_ROWS): the next is one row.
import { editorReaderOf, readerInfoOf } from '@cmdlint/readers';
import { JAVASCRIPT_INFO } from '@cmdlint/reader-js/info';
import { PYTHON_INFO } from '@cmdlint/reader-python/info';
import { PARSER_UNAVAILABLE, type JsonDocument, type Reader, type ReaderInfo } from '@cmdlint/text';
import { looksLikeCommandDocument } from '@cmdlint/linter';
import { javascriptReader } from '@cmdlint/reader-js';
import { SourceDocument } from '@cmdlint/text';
import { lazyPythonReader } from './python-row.js';
import { isSourceDocument } from '@cmdlint/language-service';
import { isStarting, startedOnce } from './reader-start.js';
import { projectOptionsOf } from './project-options.js';

/** The server's readers: a reader's facts, and the reader (bundled with the server; its parser loaded on its first file). */
const READER_ROWS: readonly { readonly info: ReaderInfo; readonly reader: Reader }[] = [
  { info: JAVASCRIPT_INFO, reader: javascriptReader },
  { info: PYTHON_INFO, reader: lazyPythonReader },
];
const READER_INFOS = READER_ROWS.map((row) => row.info);

/**
 * The name an editor's document is read as a source under, or undefined when it is read as JSON:
 * a file by its name (a path a reader reads), else by its language (an untitled document, a file
 * named without its language's extension).
 */
export function sourceNameOf(path: string, isFile: boolean, languageId: string | undefined): string | undefined {
  return editorReaderOf(path, isFile, languageId, READER_INFOS)?.name;
}

/** Why a language's sources cannot be read here (its parser could not be loaded), once known. */
const parserMissing = new Map<string, string>();
let reportParserMissing: ((reason: string, language: string) => void) | undefined;

/** Who is told, once per language, that its parser cannot be loaded (the server: its log and a message). */
export function onParserMissing(report: (reason: string, language: string) => void): void {
  reportParserMissing = report;
}

/** The lint process could not load a parser: told here (once, as if this thread had tried). */
export function parserMissingElsewhere(reason: string, language = JAVASCRIPT_INFO.language): void {
  if (parserMissing.has(language)) return;
  parserMissing.set(language, reason);
  reportParserMissing?.(reason, language);
}

let reportReaderReady: ((language: string) => void) | undefined;

/**
 * Who is told when a reader whose parser starts asynchronously (Python's) is ready: the documents
 * it read before as unread are read and linted again.
 */
export function onReaderReady(report: (language: string) => void): void {
  reportReaderReady = report;
}

/** The lint process's reader became ready: told here, as if this thread's had. */
export function readerReadyElsewhere(language: string): void {
  reportReaderReady?.(language);
}

/** Whether an error is a reader's parser failing to load (its package or its native binding missing): the reader says so. */
function isParserLoadFailure(error: unknown): boolean {
  return (error as { code?: unknown }).code === PARSER_UNAVAILABLE;
}

/** The reader of a document read under `name` (sourceNameOf): every such name is one a reader reads. */
function readerOf(name: string): Reader {
  const info = readerInfoOf(name, READER_INFOS);
  return READER_ROWS.find((row) => row.info === info)?.reader ?? READER_ROWS[0]!.reader;
}

/**
 * Reads a source text: its commands, where they are, and their fixes as source edits. Where the
 * parser cannot be loaded (a server bundled without it), a source reads as defining nothing, and
 * the reason is reported once: never a diagnostic that is not about the file.
 */
export function readSourceText(text: string | Uint8Array, name: string): SourceDocument {
  const reader = readerOf(name);
  const language = reader.info.language;
  if (!parserMissing.has(language)) {
    // A parser that starts asynchronously is started by its first document; until it is ready its documents define nothing.
    startedOnce(reader, () => reportReaderReady?.(language));
    try {
      if (!isStarting(reader)) return reader.read(name, text, projectOptionsOf(reader, name));
    } catch (error) {
      if (!isParserLoadFailure(error)) throw error;
      parserMissingElsewhere(error instanceof Error ? error.message.split('\n')[0]! : String(error), language);
    }
  }
  return new SourceDocument(typeof text === 'string' ? text : '', false, [], [], false, (next) => readSourceText(next, name));
}

/**
 * Whether a document holds commands: a source that defines some (a source that does not parse is
 * left to the language's own server, but one cmdlint refused to read, for its nesting or size,
 * says so), a JSON text that looks like command bodies.
 */
export function definesCommands(document: JsonDocument): boolean {
  if (isSourceDocument(document)) return document.refused || (document.ok && document.bodies.length > 0);
  return looksLikeCommandDocument(document);
}

/** Directories no reader's file is a bot's own in: dependencies and git's store (as discovery never walks them). */
const NEVER_SOURCES = new Set(['node_modules', '.git']);

/** Paths where a source is never a bot's own: dependencies, and the directories its reader skips (build output, test doubles, a virtual environment). */
export function isOutsideSources(path: string): boolean {
  const skipped = readerInfoOf(path, READER_INFOS)?.skippedDirectories;
  return path.split(/[\\/]/).slice(0, -1).some((name) => NEVER_SOURCES.has(name) || (skipped?.has(name) ?? false));
}

/** What starts a line comment in a document read under `name` (an inserted disable comment). */
export function sourceLineComment(name: string): string {
  return readerOf(name).info.lineComment;
}

/**
 * Whether a source text parses with a line comment starting at `offset` (the reader's comments): a
 * comment inserted inside a template literal, a block comment or JSX text is not one, and is never
 * offered.
 */
export function sourceLineCommentAt(name: string, text: string, offset: number): boolean {
  try {
    const document = readerOf(name).read(name, text);
    return document.problems.every((problem) => !problem.fatal) && (document.comments ?? []).some((comment) => comment.offset === offset && !comment.block);
  } catch {
    return false;
  }
}
