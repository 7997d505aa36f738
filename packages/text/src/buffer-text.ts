// A speed trick, in a room of its own. Node's Buffer turns bytes into text with
// toString(encoding, start, end), which finds the encoding through two functions of Node's own
// (getEncodingOps alone is 1.8 KB of source): a process compiles each from source the first time it
// runs, about 0.8 million instructions of a run on one small file (docs/performance.md, session
// 25). toString ends in the Buffer's own native slices, utf8Slice and latin1Slice: called straight,
// nothing is compiled. Where there are none (another runtime's Buffer, a future Node), or where
// the bounds are not plain (toString clamps them, a slice throws), it is toString as before.
// test/buffer-text.test.ts holds both to toString on the same bytes.

/** The native slices Node's Buffer has (lib/buffer.js's encodingOps call them), not in its types. */
interface NativeSlices {
  utf8Slice?: (this: Buffer, start: number, end: number) => string;
  latin1Slice?: (this: Buffer, start: number, end: number) => string;
}

function plainBounds(buffer: Buffer, start: number, end: number): boolean {
  return Number.isInteger(start) && Number.isInteger(end) && start >= 0 && start <= end && end <= buffer.length;
}

/** `buffer.toString('utf8', start, end)`: invalid sequences as U+FFFD. */
export function utf8Text(buffer: Buffer, start = 0, end = buffer.length): string {
  const slice = (buffer as Buffer & NativeSlices).utf8Slice;
  return typeof slice === 'function' && plainBounds(buffer, start, end) ? slice.call(buffer, start, end) : buffer.toString('utf8', start, end);
}

/** `buffer.toString('latin1', start, end)`: a byte a character. */
export function latin1Text(buffer: Buffer, start = 0, end = buffer.length): string {
  const slice = (buffer as Buffer & NativeSlices).latin1Slice;
  return typeof slice === 'function' && plainBounds(buffer, start, end) ? slice.call(buffer, start, end) : buffer.toString('latin1', start, end);
}
