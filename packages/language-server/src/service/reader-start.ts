// The asynchronous start of a reader's parser (Python's WebAssembly), begun once per process by the
// first document the reader is asked to read. Until it settles the reader's documents are read as
// defining nothing (no diagnostic, not even the reader's "still loading"); once it has, `ready` is
// called, and the server reads and lints them again.
import type { Reader } from '@cmdlint/text';

const started = new WeakSet<Reader>();
const pending = new WeakSet<Reader>();

/** Starts the reader's parser if it has an asynchronous start not yet begun here; `ready` follows its end, a failure included. */
export function startedOnce(reader: Reader, ready: () => void): void {
  if (!reader.load || started.has(reader)) return;
  started.add(reader);
  pending.add(reader);
  const settled = (): void => {
    pending.delete(reader);
    ready();
  };
  // A failed start is said by the reader itself: its next read throws PARSER_UNAVAILABLE, with what to install.
  reader.load().then(settled, settled);
}

/** Whether the reader's parser is still starting. */
export function isStarting(reader: Reader): boolean {
  return pending.has(reader);
}
