// The frames of the base protocol (`Content-Length: N\r\n\r\n` and N bytes), checked before the
// library's reader sees them. That reader reports a frame it cannot read as an error and reads on
// from wherever it stopped: after `Content-Length: abc`, a negative length or a body without a
// header it waited forever, every later message swallowed, the editor hung with no word why.
// Once a frame is broken nothing says where the next one starts, so the connection is ended with
// a message on stderr; a well-framed body that is no JSON is left to the library, which skips it.
import { Transform, type TransformCallback } from 'node:stream';

/** A header section longer than this is no header (real ones are about 40 bytes). */
const MAX_HEADER_BYTES = 8 * 1024;
/** A body longer than this cannot become a string in V8 (about 2^29 characters) anyway. */
const MAX_CONTENT_LENGTH = 2 ** 29;

const TERMINATOR = Buffer.from('\r\n\r\n', 'latin1');
/** `name: value` as RFC 7230 writes a header field (the value printable, tabs allowed). */
const HEADER_LINE = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+:[\t\x20-\x7e]*$/;
/** What a header line can start with while its end has not arrived yet. */
const HEADER_LINE_START = /^[!#$%&'*+.^_`|~0-9A-Za-z-]*(?::[\t\x20-\x7e]*)?\r?$/;

function excerpt(text: string): string {
  return JSON.stringify(text.length > 60 ? `${text.slice(0, 60)}…` : text);
}

/** Why a complete header section cannot start a frame, or its body length. */
function readHeader(section: string): { length: number } | { problem: string } {
  let length: number | undefined;
  for (const line of section.split('\r\n')) {
    if (!HEADER_LINE.test(line)) return { problem: `the header line ${excerpt(line)} is not "Name: value"` };
    const colon = line.indexOf(':');
    const name = line.slice(0, colon).toLowerCase();
    const value = line.slice(colon + 1).trim();
    if (name === 'content-length') {
      if (length !== undefined) return { problem: 'Content-Length is given twice' };
      if (!/^\d+$/.test(value)) return { problem: `Content-Length must be a number of bytes, not ${excerpt(value)}` };
      length = Number(value);
      if (length > MAX_CONTENT_LENGTH) return { problem: `Content-Length ${value} is more than the ${MAX_CONTENT_LENGTH} bytes a message can have` };
    } else if (name === 'content-type') {
      const charset = /charset\s*=\s*"?([^";\s]+)/i.exec(value)?.[1];
      if (charset !== undefined && !/^utf-?8$/i.test(charset)) return { problem: `the charset ${excerpt(charset)} is not supported (only utf-8)` };
    }
  }
  if (length === undefined) return { problem: `the header ${excerpt(section)} has no Content-Length` };
  return { length };
}

/** Why the start of a header section that has not ended yet can never become one, or undefined. */
function partialProblem(partial: Buffer): string | undefined {
  if (partial.length > MAX_HEADER_BYTES) return `no header ends within ${MAX_HEADER_BYTES} bytes (a body without a header?): ${excerpt(partial.subarray(0, 60).toString('latin1'))}`;
  const lines = partial.toString('latin1').split('\r\n');
  const last = lines.pop()!;
  for (const line of lines) if (!HEADER_LINE.test(line)) return `the header line ${excerpt(line)} is not "Name: value" (a body without a header?)`;
  if (!HEADER_LINE_START.test(last)) return `the header line ${excerpt(last)} is not "Name: value" (a body without a header?)`;
  return undefined;
}

/**
 * Passes well-formed frames through unchanged (each header rewritten as its Content-Length) and
 * ends at the first broken one, after telling `onBroken` why.
 */
export class FrameValidator extends Transform {
  private header: Buffer = Buffer.alloc(0);
  /** Bytes of the current body still to pass through. */
  private remaining = 0;
  private broken = false;

  constructor(private readonly onBroken: (problem: string) => void) {
    super();
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    let rest = chunk;
    while (!this.broken && rest.length > 0) {
      if (this.remaining > 0) {
        const take = Math.min(this.remaining, rest.length);
        this.push(rest.subarray(0, take));
        this.remaining -= take;
        rest = rest.subarray(take);
        continue;
      }
      this.header = this.header.length === 0 ? rest : Buffer.concat([this.header, rest]);
      rest = Buffer.alloc(0);
      const end = this.header.indexOf(TERMINATOR);
      if (end === -1 || end > MAX_HEADER_BYTES) {
        const problem = partialProblem(end === -1 ? this.header : this.header.subarray(0, end));
        if (problem) this.fail(problem);
        break;
      }
      const read = readHeader(this.header.subarray(0, end).toString('latin1'));
      if ('problem' in read) {
        this.fail(read.problem);
        break;
      }
      this.push(Buffer.from(`Content-Length: ${read.length}\r\n\r\n`, 'latin1'));
      rest = this.header.subarray(end + TERMINATOR.length);
      this.header = Buffer.alloc(0);
      this.remaining = read.length;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    // The input ended inside a frame: said, though the connection ends either way.
    if (!this.broken && (this.header.length > 0 || this.remaining > 0)) this.onBroken(this.remaining > 0 ? `the input ended ${this.remaining} bytes before the end of a message` : 'the input ended inside a header');
    callback();
  }

  private fail(problem: string): void {
    this.broken = true;
    this.header = Buffer.alloc(0);
    this.onBroken(problem);
    this.push(null);
  }
}
