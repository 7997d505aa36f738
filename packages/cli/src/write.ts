// Writing what --fix, -o and --init produce, so that a file is either what it was or complete:
// every byte is written (a short write under a file-size limit or a full disk is an error, not a
// truncated file), into a temporary file in the same directory that then replaces the target.
//
// A fix replaces a file only when it is still the file that was read: the same inode (so a file
// swapped for a symlink since, or saved by an editor through a rename, is left alone) with the
// same bytes (so an edit saved in place is not overwritten), checked right before the rename. The
// new file keeps the owner, the group and the mode of the old one (set on the open file: fchmod
// is not filtered by the umask). A file cmdlint will not replace is left as it was, with a reason:
// one with several hard links (a rename would split them), a read-only one, one whose owner
// cannot be kept, one the runner may not write. What is left: a directory swapped for a link in
// the microseconds between the last check and the rename (Node has no renameat to pin it).
import { closeSync, constants, fchmodSync, fchownSync, fstatSync, fsyncSync, linkSync, lstatSync, openSync, readlinkSync, readSync, realpathSync, renameSync, statSync, unlinkSync, writeSync, type Stats } from 'node:fs';
import { basename, dirname, isAbsolute, join } from 'node:path';

/** Who a file was when it was read (see the files layer's readDocument). */
export interface ReadIdentity {
  readonly dev: number;
  readonly ino: number;
}

/** A file cmdlint decided not to write; the message says why, as "it ...". */
export class WriteRefused extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'WriteRefused';
  }
}

/** Writes all of `bytes`: writeSync may write fewer than asked (a file-size limit, a full disk), and then the next call says why. */
function writeAll(fd: number, bytes: Uint8Array): void {
  let written = 0;
  while (written < bytes.length) {
    const count = writeSync(fd, bytes, written, bytes.length - written);
    if (count <= 0) throw Object.assign(new Error('the disk took no more bytes'), { code: 'ENOSPC' });
    written += count;
  }
}

const NO_FOLLOW = constants.O_NOFOLLOW ?? 0;

function tempPathFor(target: string): string {
  return join(dirname(target), `.${basename(target)}.cmdlint-${process.pid}-${Math.random().toString(36).slice(2, 10)}.tmp`);
}

function removeQuietly(path: string): void {
  try {
    unlinkSync(path);
  } catch {
    // already gone
  }
}

/** The bytes of a file as it is now (not following a link), or undefined when it is not the file of `identity`. */
function currentBytes(path: string, identity: ReadIdentity, limit: number): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(path, constants.O_RDONLY | NO_FOLLOW | (constants.O_NONBLOCK ?? 0));
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw error; // gone: said as such
    return undefined; // a link now (O_NOFOLLOW), or unreadable
  }
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || stats.dev !== identity.dev || stats.ino !== identity.ino || stats.size > limit) return undefined;
    const bytes = Buffer.allocUnsafe(stats.size + 1);
    let length = 0;
    for (;;) {
      const got = readSync(fd, bytes, length, bytes.length - length, length);
      if (got === 0) break;
      length += got;
      if (length === bytes.length) return undefined; // it grew while read: changed
    }
    return bytes.subarray(0, length);
  } finally {
    closeSync(fd);
  }
}

/** The reason a file may not be replaced by a rewrite, or undefined. */
function refusal(stats: Stats, identity: ReadIdentity): string | undefined {
  if (!stats.isFile()) return 'it is no longer a regular file (not written)';
  if (stats.dev !== identity.dev || stats.ino !== identity.ino) return 'it was replaced since cmdlint read it, by another file or a link (not written; run cmdlint again)';
  if (stats.nlink > 1) return `it has ${stats.nlink} hard links, which replacing it would split (not written: fix it by hand, or copy it to break the links)`;
  if ((stats.mode & 0o200) === 0) return 'it is read-only (not written: make it writable to let --fix change it)';
  const uid = process.getuid?.();
  if (uid !== undefined && uid !== 0 && stats.uid !== uid) return `it belongs to another user (uid ${stats.uid}), whom the rewritten file could not keep as its owner (not written)`;
  return undefined;
}

/**
 * Replaces the file at `path` (or, when `path` is a link that was there when it was read, the file
 * it leads to) with `text`, if it is still the file of `identity` holding exactly `original`.
 * Throws WriteRefused with the reason, or the file system's error; the file is then unchanged.
 */
export function writeFixedFile(path: string, text: string, original: string, identity: ReadIdentity): void {
  const target = realpathSync(path);
  const before = lstatSync(target);
  const refused = refusal(before, identity);
  if (refused) throw new WriteRefused(refused);
  const bytes = Buffer.from(text, 'utf8');
  const expected = Buffer.from(original, 'utf8');
  const temp = tempPathFor(target);
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o600);
  let renamed = false;
  try {
    const own = fstatSync(fd);
    if (own.uid !== before.uid || own.gid !== before.gid) {
      try {
        fchownSync(fd, before.uid, before.gid);
      } catch {
        throw new WriteRefused(`cmdlint cannot give the rewritten file its owner and group (${before.uid}:${before.gid}) (not written)`);
      }
    }
    fchmodSync(fd, before.mode & 0o7777); // after fchown, which clears the set-id bits
    writeAll(fd, bytes);
    fsyncSync(fd);
    // Right before the rename: still the file that was read, with the bytes that were read, and
    // the temporary file still where it was made (its directory not swapped for a link).
    const now = currentBytes(target, identity, expected.length);
    if (now === undefined || !now.equals(expected)) throw new WriteRefused('it changed since cmdlint read it (not written: run cmdlint again)');
    const placed = lstatSync(temp);
    if (placed.ino !== own.ino || placed.dev !== own.dev) throw new WriteRefused('its directory changed while cmdlint wrote it (not written)');
    renameSync(temp, target);
    renamed = true;
  } finally {
    closeSync(fd);
    if (!renamed) removeQuietly(temp);
  }
}

/**
 * Writes a file that cmdlint makes (a report, a new configuration): complete or not at all. The
 * entry at `path` is replaced, never followed when it is a link; an existing file's mode is kept.
 * `exclusive`: fail when something is there already.
 */
export function writeOutputFile(path: string, text: string | Uint8Array, options: { readonly exclusive?: boolean } = {}): void {
  let existing: Stats | undefined;
  try {
    existing = lstatSync(path);
  } catch {
    existing = undefined;
  }
  if (existing && options.exclusive) throw Object.assign(new Error(`EEXIST: file already exists, open '${path}'`), { code: 'EEXIST' });
  if (existing?.isDirectory()) throw Object.assign(new Error(`EISDIR: illegal operation on a directory, open '${path}'`), { code: 'EISDIR' });
  const temp = tempPathFor(path);
  const fd = openSync(temp, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | NO_FOLLOW, 0o666);
  let renamed = false;
  try {
    if (existing?.isFile()) fchmodSync(fd, existing.mode & 0o777);
    writeAll(fd, typeof text === 'string' ? Buffer.from(text, 'utf8') : text);
    fsyncSync(fd);
    if (options.exclusive) {
      linkSync(temp, path); // fails when a file appeared there meanwhile; the temporary name goes below
    } else {
      renameSync(temp, path);
      renamed = true;
    }
  } finally {
    closeSync(fd);
    if (!renamed) removeQuietly(temp);
  }
}

function kindOfSpecial(stats: Stats): string | undefined {
  if (stats.isDirectory()) return 'a directory';
  if (stats.isSocket()) return 'a socket';
  if (stats.isBlockDevice()) return 'a block device';
  return undefined;
}

/** Opens what is at `path` (following links) and writes `text` into it, checking it is still `kind`. */
function writeInto(path: string, text: string, expected: Stats, flags: number): void {
  const fd = openSync(path, constants.O_WRONLY | (constants.O_NOCTTY ?? 0) | flags);
  try {
    const stats = fstatSync(fd);
    const same = stats.isFile() ? expected.isFile() && stats.ino === expected.ino && stats.dev === expected.dev : stats.isFIFO() ? expected.isFIFO() : stats.isCharacterDevice() && expected.isCharacterDevice();
    if (!same) throw new WriteRefused('it changed while cmdlint opened it (not written: run cmdlint again)');
    writeAll(fd, Buffer.from(text, 'utf8'));
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes a report (`-o`, `plan --out`) the way a report is expected to be written. Nothing there,
 * or a regular file (also behind a link): a complete new file by write-then-rename at the real
 * path, the old one's mode kept. A FIFO, a character device, or a link into /proc (/dev/stdout,
 * /proc/self/fd/1): opened and written, never replaced. A regular file with several hard links:
 * written in place, so that every name holds the report. A directory, a socket or a block device:
 * refused (WriteRefused, "it is ...").
 */
export function writeReportFile(path: string, text: string): void {
  let entry: Stats;
  try {
    entry = lstatSync(path);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return writeOutputFile(path, text);
    throw error;
  }
  let stats = entry;
  if (entry.isSymbolicLink()) {
    // /dev/stdout, /proc/self/fd/1: one of this process's own open files, written as such.
    const fd = ownDescriptor(path);
    if (fd !== undefined) return writeToDescriptor(fd, text);
    try {
      stats = statSync(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new WriteRefused('it is a link to nothing (not written: remove the link, or name the file it should lead to)');
      throw error;
    }
  }
  const special = kindOfSpecial(stats);
  if (special !== undefined) throw new WriteRefused(`it is ${special}, not a file a report can be written to`);
  if (stats.isFIFO() || stats.isCharacterDevice()) return writeInto(path, text, stats, 0);
  if (!stats.isFile()) throw new WriteRefused('it is not a regular file, a FIFO or a character device');
  // A link into /proc names a file the process has open (/dev/stdout redirected to a file):
  // written at its end, as writing to that open file would.
  if (entry.isSymbolicLink() && leadsIntoProc(path)) return writeInto(path, text, stats, constants.O_APPEND);
  const target = entry.isSymbolicLink() ? realpathSync(path) : path;
  if (stats.nlink > 1) return writeInto(target, text, stats, constants.O_TRUNC);
  return writeOutputFile(target, text);
}

/** The hops of a chain of links from `path` (each absolute), at most 40. */
function linkChain(path: string): string[] {
  const hops: string[] = [];
  let current = path;
  for (let hop = 0; hop < 40; hop++) {
    let next: string;
    try {
      next = readlinkSync(current);
    } catch {
      break; // not a link (any more)
    }
    current = isAbsolute(next) ? next : join(dirname(current), next);
    hops.push(current);
  }
  return hops;
}

/** Whether a chain of links passes through /proc (a file another process has open). */
function leadsIntoProc(path: string): boolean {
  return linkChain(path).some((hop) => hop.startsWith('/proc/'));
}

/** N when a chain of links reaches /proc/self/fd/N (or this process's own /proc/PID/fd/N). */
function ownDescriptor(path: string): number | undefined {
  for (const hop of linkChain(path)) {
    const match = /^\/proc\/(self|thread-self|\d+)\/fd\/(\d+)$/.exec(hop);
    if (match && (match[1] === 'self' || match[1] === 'thread-self' || Number(match[1]) === process.pid)) return Number(match[2]);
  }
  return undefined;
}

/** Writes all of `text` to an open descriptor, waiting while a non-blocking pipe or socket is full. */
function writeToDescriptor(fd: number, text: string): void {
  const bytes = Buffer.from(text, 'utf8');
  const pause = new Int32Array(new SharedArrayBuffer(4));
  let written = 0;
  while (written < bytes.length) {
    try {
      written += writeSync(fd, bytes, written, bytes.length - written);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EAGAIN') throw error;
      Atomics.wait(pause, 0, 0, 5);
    }
  }
}
