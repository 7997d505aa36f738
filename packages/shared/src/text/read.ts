// Opening what a repository or a command line names, without trusting it: a FIFO, a device or a
// socket is refused before a byte is read (opening one for reading could wait forever, and
// /dev/zero never ends), and so is a file larger than anything cmdlint reads.
import { closeSync, constants, fstatSync, openSync, readSync, type Stats } from 'node:fs';

/** The most bytes cmdlint reads from one file or from standard input: far beyond any set of commands. */
export const MAX_INPUT_BYTES = 128 * 1024 * 1024;

/** Who a file was when it was read: what a writer compares before replacing it. */
export interface FileIdentity {
  readonly dev: number;
  readonly ino: number;
  readonly size: number;
  readonly mtimeMs: number;
}

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

export function tooBigMessage(limit: number): string {
  return `it is larger than ${limit / (1024 * 1024)} MiB, the most cmdlint reads`;
}

const OPEN_FLAGS = constants.O_RDONLY | (constants.O_NONBLOCK ?? 0) | (constants.O_NOCTTY ?? 0);

/**
 * Opens a regular file for reading without ever waiting (O_NONBLOCK: a FIFO with no writer opens
 * at once, and is then refused). Throws the file system's error, or UnreadableInputError.
 */
export function openRegularFile(path: string, limit = MAX_INPUT_BYTES): { fd: number; stats: Stats } {
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

export function identityOf(stats: Stats): FileIdentity {
  return { dev: stats.dev, ino: stats.ino, size: stats.size, mtimeMs: stats.mtimeMs };
}

/**
 * The rest of an open file from `start`, given `head` (its first `start` bytes, already read):
 * reads to the end, never past `limit` (a file that grows while read is refused, not followed).
 */
export function readRest(fd: number, size: number, head: Uint8Array, start: number, limit = MAX_INPUT_BYTES): Buffer {
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
    const got = readSync(fd, buffer, length, buffer.length - length, length);
    if (got === 0) break;
    length += got;
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
