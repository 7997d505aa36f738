// Reading a file from disk into a JsonDocument (Node only: document.ts stays free of Node's
// modules so that the playground can run it in a browser).
import { closeSync, fstatSync, openSync, readFileSync, readSync } from 'node:fs';
import type { Path } from '@cmdlint/core';
import { decodeBuffer, decodeText, type DecodedText } from './decode.js';
import { isJsoncPath, JsonDocument, parseDecoded, type OffsetRange } from './document.js';
import type { Range } from './lines.js';
import { LARGE_FILE_BYTES, LargeFileLocator, scanLargeFile, type LargeScan } from './large.js';

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
