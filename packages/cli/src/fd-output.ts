// The bin's standard output and error when they are a pipe, a socket or a file: written with
// fs.writeSync on the descriptor itself, so that a run never creates process.stdout. Making that
// stream on a pipe loads Node's net and stream modules, ~49 million instructions, a tenth of
// `node -e 0` (docs/performance.md). Node writes to pipes, sockets and files synchronously on
// Linux anyway, so what is written comes in the same order. On Linux a terminal and /dev/null are
// told apart by their device numbers and written so too; elsewhere they keep Node's stream
// (telling them apart there needs node:tty, which loads the streams).
import { ownRequire } from './own-require.js';
import type { Writable } from './io.js';

// Required, not imported: an import of node:fs makes an ES namespace whose getters load the streams.
const nodeRequire = ownRequire;
const { fstatSync, writeSync } = nodeRequire('node:fs') as typeof import('node:fs');

/** What the bin writes through: a descriptor's writer, or Node's stream made on first use. */
interface Output extends Writable {
  readonly isTTY: boolean;
}

/** Waits `ms` milliseconds without a timer or a busy loop (the write must finish before the next one). */
function sleep(ms: number): void {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

/**
 * Writes all of `chunk` to `fd`: a partial write goes on with the rest, and a full non-blocking
 * pipe (EAGAIN, when a process that shares it set O_NONBLOCK) is waited for. Returns false once
 * the reader is gone (EPIPE): the rest of the output has nobody to read it and is dropped.
 */
function writeAll(fd: number, chunk: string): boolean {
  const bytes = Buffer.from(chunk, 'utf8');
  let offset = 0;
  let wait = 1;
  while (offset < bytes.length) {
    try {
      offset += writeSync(fd, bytes, offset, bytes.length - offset);
      wait = 1;
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      if (code === 'EPIPE') return false;
      if (code !== 'EAGAIN') throw error;
      sleep(wait);
      wait = Math.min(wait * 2, 64); // a slow reader is polled less often, never more than 64 ms late
    }
  }
  return true;
}

/**
 * Whether a Linux character device is a terminal, by its major number (the kernel's
 * Documentation/admin-guide/devices.txt): virtual consoles and serial ports (4), /dev/tty and
 * /dev/console (5), the pseudo-terminals of terminal emulators and ssh (136-143). The memory
 * devices (1: /dev/null, /dev/zero, /dev/full) are not; any other major is not known here.
 */
function linuxCharacterDevice(rdev: number): 'terminal' | 'not a terminal' | undefined {
  const major = Math.floor(rdev / 256) & 0xfff;
  if (major === 4 || major === 5 || (major >= 136 && major <= 143)) return 'terminal';
  return major === 1 ? 'not a terminal' : undefined;
}

/**
 * How `fd` is written: 'descriptor' for a pipe, a socket (what Node's spawn gives a child) or a
 * regular file; 'terminal' or 'descriptor' for a Linux terminal or /dev/null, told apart by the
 * device's number (a terminal made process.stdout load node:tty, net and the streams: 19 M
 * instructions of a run that printed one problem, 12 M to /dev/null; docs/performance.md, session
 * 25). Node writes to a terminal synchronously on Linux too. Anything else, and a closed
 * descriptor, keeps Node's stream.
 */
function writerKind(fd: number): 'descriptor' | 'terminal' | 'stream' {
  try {
    const stats = fstatSync(fd);
    if (stats.isFIFO() || stats.isSocket() || stats.isFile()) return 'descriptor';
    if (process.platform !== 'linux' || !stats.isCharacterDevice()) return 'stream';
    const device = linuxCharacterDevice(stats.rdev);
    return device === 'terminal' ? 'terminal' : device === 'not a terminal' ? 'descriptor' : 'stream';
  } catch {
    return 'stream';
  }
}

/** The writer of a pipe, a socket, a file or a Linux terminal: writeSync until the reader goes away. */
function descriptorWriter(fd: number, isTTY: boolean): Output {
  let open = true;
  return {
    isTTY,
    write(chunk: string) {
      if (open) open = writeAll(fd, chunk);
      return true;
    },
  };
}

/** Node's stream, made now; a reader that went away (EPIPE) ends what is written to it. */
function streamWriter(stream: NodeJS.WriteStream): Output {
  let open = true;
  stream.on('error', (error: NodeJS.ErrnoException) => {
    if (error.code !== 'EPIPE') throw error;
    open = false;
  });
  return {
    isTTY: stream.isTTY === true,
    write(chunk: string) {
      if (open) stream.write(chunk);
      return true;
    },
  };
}

/**
 * The bin's writer for descriptor 1 or 2: on a pipe, a socket or a file, writeSync; otherwise `stream()`
 * (process.stdout or process.stderr). Either is chosen on first use: a run with nothing to say
 * looks at neither descriptor. A reader that went away (EPIPE) ends the output quietly, in both
 * cases: `cmdlint ... | head` prints no stack trace, and the run keeps its exit code.
 */
export function standardOutput(fd: 1 | 2, stream: () => NodeJS.WriteStream): Output & { readonly madeStream: boolean } {
  let chosen: Output | undefined;
  let madeStream = false;
  const make = (): Output => {
    const kind = writerKind(fd);
    if (kind !== 'stream') return descriptorWriter(fd, kind === 'terminal');
    madeStream = true;
    return streamWriter(stream());
  };
  const writer = (): Output => (chosen ??= make());
  return {
    get isTTY() {
      return writer().isTTY;
    },
    write: (chunk: string) => writer().write(chunk),
    /** Whether Node's stream was made: what it was given may still be on its way (a terminal on Windows, a pipe on macOS). */
    get madeStream() {
      return madeStream;
    },
  };
}
