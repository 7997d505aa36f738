// Reading a file from disk into a JsonDocument (Node only: document.ts stays free of Node's
// modules so that the playground can run it in a browser). What a repository or a command line
// names is opened without trusting it: a FIFO, a device or a socket is refused before a byte is
// read (opening one for reading could wait forever, and /dev/zero never ends), and so is a file
// larger than anything cmdlint reads.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';
import type { Path } from '@cmdlint/core';
import { decodeBuffer, type DecodedText } from '@cmdlint/text';
import { isJsoncPath, JsonDocument, parseDecoded, type FileIdentity, type OffsetRange } from '@cmdlint/text';
export type { FileIdentity } from '@cmdlint/text';
import { readerInfoOf, type ReadSource } from '@cmdlint/text';
import type { Range } from '@cmdlint/text';
import { LARGE_FILE_BYTES, LargeFileLocator, scanLargeFile, type LargeScan } from './large.js';

/** The most bytes cmdlint reads from one file or from standard input: far beyond any set of commands. */
export const MAX_INPUT_BYTES = 128 * 1024 * 1024;

/** The most bytes read from a package.json or a configuration file: a manifest is a few KB. */
export const MAX_MANIFEST_BYTES = 1024 * 1024;

/** A file that cmdlint will not read; `message` says why, as "it is ...". */
export class UnreadableInputError extends Error {
  constructor(
    message: string,
    readonly code: 'ENOTREGULAR' | 'ETOOBIG',
  ) {
    super(message);
    this.name = 'UnreadableInputError';
  }
}

function kindOf(stats: Stats): string {
  if (stats.isFIFO()) return 'a FIFO (named pipe)';
  if (stats.isCharacterDevice()) return 'a character device';
  if (stats.isBlockDevice()) return 'a block device';
  if (stats.isSocket()) return 'a socket';
  if (stats.isDirectory()) return 'a directory';
  return 'not a regular file';
}

function tooBigMessage(limit: number): string {
  return `it is larger than ${limit / (1024 * 1024)} MiB, the most cmdlint reads`;
}

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * Opens a regular file for reading without ever waiting (O_NONBLOCK: a FIFO with no writer opens
 * at once, and is then refused). Throws the file system's error, or UnreadableInputError.
 */
function openRegularFile(path: string, limit = MAX_INPUT_BYTES): { fd: number; stats: Stats } {
  const fd = openSync(path, OPEN_FLAGS);
  try {
    const stats = fstatSync(fd);
    if (stats.isDirectory()) throw Object.assign(new Error(`EISDIR: illegal operation on a directory, read '${path}'`), { code: 'EISDIR' });
    if (!stats.isFile()) throw new UnreadableInputError(`it is ${kindOf(stats)}, not a regular file`, 'ENOTREGULAR');
    if (stats.size > limit) throw new UnreadableInputError(tooBigMessage(limit), 'ETOOBIG');
    return { fd, stats };
  } catch (error) {
    closeSync(fd);
    throw error;
  }
}

function identityOf(stats: Stats): FileIdentity {
  return { dev: stats.dev, ino: stats.ino, size: stats.size, mtimeMs: stats.mtimeMs };
}

/**
 * The rest of an open file from `start`, given `head` (its first `start` bytes, already read):
 * reads to the end, never past `limit` (a file that grows while read is refused, not followed).
 */
function readRest(fd: number, size: number, head: Uint8Array, start: number, limit = MAX_INPUT_BYTES): Buffer {
  let buffer = Buffer.allocUnsafe(Math.max(size, start) + 1);
  buffer.set(head.subarray(0, start), 0);
  let length = start;
  for (;;) {
    if (length === buffer.length) {
      if (buffer.length > limit) throw new UnreadableInputError(tooBigMessage(limit), 'ETOOBIG');
      const bigger = Buffer.allocUnsafe(Math.min(limit + 1, buffer.length * 2));
      buffer.copy(bigger, 0, 0, length);
      buffer = bigger;
    }
    const wanted = buffer.length - length;
    const got = readSync(fd, buffer, length, wanted, length);
    length += got;
    // A short read that reached the size fstat gave is the end: no second read to hear it say so
    // (one system call a file, over 2000 files a few ms). A full read asks again (the file may have
    // grown), and so does a short one before that size (a FUSE file system may read short).
    if (got === 0 || (got < wanted && length >= size)) break;
  }
  if (length > limit) throw new UnreadableInputError(tooBigMessage(limit), 'ETOOBIG');
  return buffer.subarray(0, length);
}

/** A whole regular file's bytes (at most `limit`), and who it was. */
export function readRegularFile(path: string, limit = MAX_INPUT_BYTES): { bytes: Buffer; identity: FileIdentity } {
  const { fd, stats } = openRegularFile(path, limit);
  try {
    return { bytes: readRest(fd, stats.size, new Uint8Array(0), 0, limit), identity: identityOf(stats) };
  } finally {
    closeSync(fd);
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
  /**
   * The caller saw a regular file at this path a moment ago (a directory entry's type) and will
   * not write the document back: a file that fits the first read is then taken without asking
   * who it is (see readSeenFile).
   */
  readonly seenRegular?: boolean;
  /** The readers of the table, for the paths one reads (source-readers.ts); without them, every file is read as JSON. */
  readonly readSource?: ReadSource;
}

/** Files are first read into this buffer: most fit, and then one read is all it takes. */
const FIRST_READ_BYTES = 64 * 1024;
let firstRead: Buffer | undefined;

/**
 * Reads and parses a file (`.jsonc` by its name). Throws the file system's error, or an
 * UnreadableInputError for what is not a regular file or is too big. The document remembers who
 * the file was (`source`), for a writer to compare with. A big array of commands is read piece by
 * piece, so its text is not held at all.
 */
export function readDocument(path: string, options: ReadOptions = {}): JsonDocument {
  if (options.readSource && readerInfoOf(path, options.readSource.readers)) {
    const { bytes, identity } = readRegularFile(path);
    const document = options.readSource(path, bytes);
    document.source = identity;
    return document;
  }
  if (options.seenRegular) {
    const document = readSeenFile(path, options);
    if (document) return document;
  }
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

/**
 * A regular file's text (a manifest, a configuration), decoded as every file is, its BOM set
 * aside: a small one in one read into the reused buffer, decoded where it lies. Through
 * readRegularFile, a buffer sized for it and the subarray of its bytes were functions of Node a
 * run compiled at its first package.json (0.3 M instructions; docs/performance.md, session 25).
 */
export function readRegularText(path: string, limit = MAX_INPUT_BYTES): string {
  const { fd, stats } = openRegularFile(path, limit);
  try {
    const buffer = (firstRead ??= Buffer.allocUnsafe(FIRST_READ_BYTES));
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    if (length < buffer.length) {
      if (length > limit) throw new UnreadableInputError(tooBigMessage(limit), 'ETOOBIG'); // grew since fstat
      return decodeBuffer(buffer, length).text;
    }
    const bytes = readRest(fd, stats.size, buffer, length, limit);
    return decodeBuffer(bytes, bytes.length).text;
  } finally {
    closeSync(fd);
  }
}

/**
 * The bytes of a small file that a directory listing showed as regular, read as readSeenFile
 * reads it (no fstat, one read into the reused buffer) and copied out; undefined when it does not
 * fit that read, for readRegularFile's checks. A warm --cache reads every file for its hash, and
 * nothing else: the fstat and a buffer sized by it were a sixth of that read.
 */
export function readSeenBytes(path: string): Buffer | undefined {
  const fd = openSync(path, OPEN_FLAGS);
  try {
    const buffer = (firstRead ??= Buffer.allocUnsafe(FIRST_READ_BYTES));
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    return length === buffer.length ? undefined : Buffer.from(buffer.subarray(0, length));
  } finally {
    closeSync(fd);
  }
}

/**
 * A small file that a directory listing showed as regular, read without an fstat: Node's makes a
 * Stats object with its dates, about 8 µs a file, a twentieth of a directory's run. Nothing is
 * lost by trusting the listing: the open cannot block (O_NONBLOCK), so if the file became a FIFO
 * or a device since, the read returns what little is there, an error, or fills the buffer, and a
 * file that fills it is left (undefined) to readDocument's checks. Its document has no `source`,
 * so it is never written back.
 */
function readSeenFile(path: string, options: ReadOptions): JsonDocument | undefined {
  const fd = openSync(path, OPEN_FLAGS);
  try {
    const buffer = (firstRead ??= Buffer.allocUnsafe(FIRST_READ_BYTES));
    const length = readSync(fd, buffer, 0, buffer.length, 0);
    if (length === buffer.length || length >= (options.largeFileBytes ?? LARGE_FILE_BYTES)) return undefined;
    return parseDecoded(decodeBuffer(buffer, length), { jsonc: isJsoncPath(path) }); // the text is a copy
  } finally {
    closeSync(fd);
  }
}
