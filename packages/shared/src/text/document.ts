// One file's text as the linter sees it: decoded, parsed, and able to say where a path is.
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import type { Path } from '@cmdlint/core';
import { decodeBuffer, decodeText, type DecodedText } from './decode.js';
import { LineIndex, type Range } from './lines.js';
import { parseJson } from './parse.js';
import type { TextProblem } from './problems.js';
import { JsonTree, type TreeNode } from './tree.js';
import { LARGE_FILE_BYTES, LargeFileLocator, scanLargeFile, type LargeScan } from './large.js';

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

/** A file's text, decoded. No bytes are held in JavaScript, so a big file is not held twice. */
function readDecoded(path: string): DecodedText {
  const text = readFileSync(path, 'utf8');
  // Invalid bytes would have decoded to U+FFFD: without one the bytes were valid UTF-8. With
  // one, the bytes are read again to find and report where they go wrong.
  if (text.indexOf('\uFFFD') === -1) return decodeText(text);
  return decodeText(readFileSync(path));
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
 * Reads and parses a file (`.jsonc` by its name). Throws the file system's error. The bytes are
 * dropped before the parse, so a big file is not held twice; a big array of commands is read
 * piece by piece, so its text is not held at all.
 */
export function readDocument(path: string, options: ReadOptions = {}): JsonDocument {
  const jsonc = isJsoncPath(path);
  const fd = openSync(path, 'r');
  try {
    // One read into a reused buffer answers both "how big?" and, for a small file, "what is in
    // it?": no stat, and no buffer made per file.
    const buffer = (firstRead ??= Buffer.allocUnsafe(FIRST_READ_BYTES));
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    if (length < buffer.length && length < (options.largeFileBytes ?? LARGE_FILE_BYTES)) {
      return parseDecoded(decodeBuffer(buffer, length), { jsonc }); // the text is a copy
    }
    const size = fstatSync(fd).size;
    if (!jsonc && size >= (options.largeFileBytes ?? LARGE_FILE_BYTES)) {
      const scan = scanLargeFile(fd, size, options.chunkBytes);
      if (scan) return new LargeJsonDocument(path, scan);
    }
  } finally {
    closeSync(fd);
  }
  return parseDecoded(readDecoded(path), { jsonc });
}
