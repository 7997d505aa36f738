// One file's text as the linter sees it: decoded, parsed, and able to say where a path is.
import { closeSync, readSync } from 'node:fs';
import type { Path } from '@cmdlint/core';
import { decodeBuffer, decodeText, type DecodedText } from './decode.js';
import { LineIndex, type Range } from './lines.js';
import { parseJson } from './parse.js';
import type { TextProblem } from './problems.js';
import { JsonTree, type TreeNode } from './tree.js';
import { LARGE_FILE_BYTES, LargeFileLocator, scanLargeFile, type LargeScan } from './large.js';
import { identityOf, openRegularFile, readRegularFile, readRest, type FileIdentity } from './read.js';

export interface OffsetRange {
  /** UTF-16 offset into the text (without BOM). */
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

export class JsonDocument {
  private treeCache: JsonTree | undefined;
  private linesCache: LineIndex | undefined;
  private readonly textValue: string;
  /** Who the file was when it was read (undefined for a text that came from elsewhere). */
  source: FileIdentity | undefined;

  constructor(
    text: string,
    readonly bom: boolean,
    /** The value, when it could be read. */
    readonly value: unknown,
    readonly ok: boolean,
    /** Problems of the text (encoding, syntax, duplicate keys), in text order. */
    readonly problems: readonly TextProblem[],
    readonly jsonc: boolean,
    /** The text is strict JSON (no comments): locating can take shortcuts. */
    readonly strict = false,
  ) {
    this.textValue = text;
  }

  /** The text without its BOM. */
  get text(): string {
    return this.textValue;
  }

  get tree(): JsonTree {
    this.treeCache ??= new JsonTree(this.text, this.strict);
    return this.treeCache;
  }

  get lines(): LineIndex {
    this.linesCache ??= new LineIndex(this.text);
    return this.linesCache;
  }

  /** Lines and characters of a range of offsets. */
  rangeAt(start: number, end: number): Range {
    return this.lines.rangeAt(start, end);
  }

  /** The node at `path`, when it exists. */
  nodeAt(path: Path): TreeNode | undefined {
    return this.ok ? this.tree.find(path) : undefined;
  }

  /**
   * Where a diagnostic at `path` points: the value at the path; for a path that does not exist,
   * the key of its deepest existing ancestor, or that ancestor's opening bracket when it has no
   * key (an array element, the root).
   */
  rangeOf(path: Path): OffsetRange {
    return (this.ok ? this.tree.rangeOf(path) : undefined) ?? { start: 0, end: 0 };
  }
}

/**
 * A big file read piece by piece (see large.ts): its value and where each path is, without its
 * text. Whatever needs the text itself (a fix, the tree) reads it whole on first use.
 */
export class LargeJsonDocument extends JsonDocument {
  private wholeText: string | undefined;
  private readonly locator: LargeFileLocator;

  constructor(
    private readonly path: string,
    scan: LargeScan,
  ) {
    super('', scan.bom, scan.values, true, [], false, true);
    this.locator = new LargeFileLocator(path, scan);
  }

  override get text(): string {
    if (this.wholeText === undefined) {
      try {
        this.wholeText = readDecoded(this.path).text;
      } catch {
        // Gone since it was read: no fix can be placed in a text that is not there, and none is
        // offered or written (edits on an empty text fail, and the fix loop leaves the file).
        this.wholeText = '';
      }
    }
    return this.wholeText;
  }

  override rangeOf(path: Path): OffsetRange {
    return this.locator.rangeOf(path);
  }

  override rangeAt(start: number, end: number): Range {
    return this.locator.rangeAt(start, end);
  }
}

export function isJsoncPath(path: string): boolean {
  const last = path.charCodeAt(path.length - 1);
  return (last === 0x63 || last === 0x43) && /\.jsonc$/i.test(path); // "c" or "C" first: most paths end in .json
}

/**
 * Decodes and parses a file. `.jsonc` files allow comments and trailing commas. `bom` says that
 * a text (already without one) came from a file that had it.
 */
export function parseDocument(input: string | Uint8Array, options: { readonly jsonc: boolean; readonly bom?: boolean }): JsonDocument {
  return parseDecoded(decodeText(input), options);
}

function parseDecoded(decoded: DecodedText, options: { readonly jsonc: boolean; readonly bom?: boolean }): JsonDocument {
  const parsed = parseJson(decoded.text, options);
  const problems = decoded.problems.length === 0 ? parsed.problems : [...decoded.problems, ...parsed.problems].sort((a, b) => a.offset - b.offset);
  return new JsonDocument(decoded.text, decoded.bom || options.bom === true, parsed.value, parsed.ok, problems, options.jsonc, parsed.strict);
}

/** A file's text, decoded (read again, for a big file whose text is needed after all). */
function readDecoded(path: string): DecodedText {
  const { bytes } = readRegularFile(path);
  return decodeBuffer(bytes, bytes.length);
}

export interface ReadOptions {
  /** Files of at least this many bytes are read piece by piece when they can be (see large.ts). */
  readonly largeFileBytes?: number;
  /** The size of those pieces (tests make it tiny, to split tokens everywhere). */
  readonly chunkBytes?: number;
}

/** Files are first read into this buffer: most fit, and then one read is all it takes. */
const FIRST_READ_BYTES = 64 * 1024;
let firstRead: Buffer | undefined;

/**
 * Reads and parses a file (`.jsonc` by its name). Throws the file system's error, or an
 * UnreadableInputError for what is not a regular file or is too big (see read.ts). The document
 * remembers who the file was (`source`), for a writer to compare with. A big array of commands
 * is read piece by piece, so its text is not held at all.
 */
export function readDocument(path: string, options: ReadOptions = {}): JsonDocument {
  const jsonc = isJsoncPath(path);
  const { fd, stats } = openRegularFile(path);
  let document: JsonDocument;
  try {
    // One read into a reused buffer answers, for a small file, "what is in it?": no buffer made per file.
    const buffer = (firstRead ??= Buffer.allocUnsafe(FIRST_READ_BYTES));
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    const large = options.largeFileBytes ?? LARGE_FILE_BYTES;
    if (length < buffer.length && length < large) {
      document = parseDecoded(decodeBuffer(buffer, length), { jsonc }); // the text is a copy
    } else {
      const scan = !jsonc && stats.size >= large ? scanLargeFile(fd, stats.size, options.chunkBytes) : undefined;
      if (scan) {
        document = new LargeJsonDocument(path, scan);
      } else {
        const bytes = readRest(fd, stats.size, buffer, length);
        document = parseDecoded(decodeBuffer(bytes, bytes.length), { jsonc });
      }
    }
  } finally {
    closeSync(fd);
  }
  document.source = identityOf(stats);
  return document;
}
