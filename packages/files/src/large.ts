// A big file read piece by piece, so that its whole text never exists in memory: the bytes come
// in chunks of 1 MB, each element of the root array is decoded and parsed alone, and only the
// values are kept. Read whole, a 51.6 MB set holds its text (two bytes a character) beside its
// value for the whole run; read this way, it peaks at the value and one element.
//
// Only the common shape of a big file takes this road: strict JSON, an array of objects, valid
// UTF-8, \n line ends, no duplicate key. Anything else returns undefined, and the caller reads the
// file whole, where every problem of the text is found and located as usual. Positions are
// computed per element (its text read again from the file when a diagnostic points into it), so
// they are the same as in the whole text; a fix or anything else that needs the whole text reads
// it then.
import { isUtf8 } from 'node:buffer';
import { closeSync, openSync, readSync } from 'node:fs';
import type { Path } from '@cmdlint/core';
import type { Position, Range } from '@cmdlint/text';
import { parseJson } from '@cmdlint/text';
import { JsonTree } from '@cmdlint/text';

/** Files this large (in bytes) are read piece by piece when they can be. */
export const LARGE_FILE_BYTES = 8 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;

const SPACE = 0x20;
const TAB = 0x09;
const NEWLINE = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;

/** A place in the text: UTF-16 offset (without BOM), 0-based line and character. */
interface Point {
  readonly unit: number;
  readonly line: number;
  readonly column: number;
}

interface Element {
  readonly byteStart: number;
  readonly byteEnd: number;
  readonly start: Point;
  readonly end: Point;
}

export interface LargeScan {
  readonly bom: boolean;
  readonly values: unknown[];
  readonly elements: readonly Element[];
  /** The root array's `[` and the offset after its `]`. */
  readonly rootStart: Point;
  readonly rootEnd: Point;
}

const enum Phase {
  BeforeRoot,
  FirstItem,
  AfterItem,
  NextItem,
  InElement,
  AfterRoot,
}

/** An element's text read again, with what locating in it needs. */
interface ElementText {
  readonly text: string;
  readonly tree: JsonTree | undefined;
  newlines: number[] | undefined;
}

/** Offsets of the newlines of `text`, in order. */
function newlineOffsets(text: string): number[] {
  const offsets: number[] = [];
  for (let at = text.indexOf('\n'); at !== -1; at = text.indexOf('\n', at + 1)) offsets.push(at);
  return offsets;
}

/** How many of the (sorted) newline offsets are before `end`. */
function newlinesBefore(newlines: readonly number[], end: number): number {
  let low = 0;
  let high = newlines.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (newlines[middle]! < end) low = middle + 1;
    else high = middle;
  }
  return low;
}

/** Reads the file behind `fd` (of `size` bytes) piece by piece; undefined when it has another shape. */
export function scanLargeFile(fd: number, size: number, chunkBytes = CHUNK_BYTES): LargeScan | undefined {
  const chunk = Buffer.allocUnsafe(Math.min(chunkBytes, Math.max(size, 1)));
  const values: unknown[] = [];
  const elements: Element[] = [];
  let phase = Phase.BeforeRoot;
  let bom = false;
  // Where the scan is in the text: UTF-16 units so far, the line, and the unit its line starts at.
  let unit = 0;
  let line = 0;
  let lineStart = 0;
  let rootStart: Point | undefined;
  let rootEnd: Point | undefined;
  // The element being read: its pieces, its first byte and point, and the scanner's state in it.
  let pieces: Buffer[] = [];
  let elementByteStart = 0;
  let elementStart: Point | undefined;
  let depth = 0;
  let inString = false;
  let escaped = false;

  const point = (): Point => ({ unit, line, column: unit - lineStart });

  /** Decodes and parses the element whose pieces end with `last`; false when it cannot be taken. */
  const finishElement = (last: Buffer, byteEnd: number): boolean => {
    pieces.push(last);
    const bytes = pieces.length === 1 ? pieces[0]! : Buffer.concat(pieces);
    pieces = [];
    if (!isUtf8(bytes)) return false;
    const text = bytes.toString('utf8');
    const parsed = parseJson(text, { jsonc: false });
    if (!parsed.ok || parsed.problems.length > 0) return false;
    values.push(parsed.value);
    const start = elementStart!;
    const newlines = newlineOffsets(text);
    unit += text.length;
    if (newlines.length > 0) {
      line += newlines.length;
      lineStart = start.unit + newlines[newlines.length - 1]! + 1;
    }
    elements.push({ byteStart: elementByteStart, byteEnd, start, end: point() });
    return true;
  };

  let filePosition = 0;
  const head = Buffer.alloc(3);
  if (readSync(fd, head, 0, 3, 0) === 3 && head[0] === 0xef && head[1] === 0xbb && head[2] === 0xbf) {
    bom = true; // set aside, as decodeText does: offsets start after it
    filePosition = 3;
  }
  for (;;) {
    const length = readSync(fd, chunk, 0, chunk.length, filePosition);
    if (length === 0) break;
    let i = 0;
    const base = filePosition;
    filePosition += length;
    // The next backslash at or after i in this chunk (-1: none; -2: not looked for yet).
    let nextBackslash = -2;
    while (i < length) {
      if (phase === Phase.InElement) {
        // Strings hold most of the bytes: jump from quote to quote (and over escapes) natively.
        const elementFrom = i;
        let done = false;
        while (i < length) {
          if (escaped) {
            escaped = false;
            i++;
            continue;
          }
          if (inString) {
            const quote = chunk.indexOf(QUOTE, i);
            const stop = quote === -1 || quote >= length ? length : quote;
            if (nextBackslash !== -1 && nextBackslash < i) {
              nextBackslash = chunk.indexOf(BACKSLASH, i);
              if (nextBackslash >= length) nextBackslash = -1;
            }
            if (nextBackslash !== -1 && nextBackslash < stop) {
              i = nextBackslash + 1;
              escaped = true;
              continue;
            }
            if (stop === length) {
              i = length;
              break;
            }
            inString = false;
            i = stop + 1;
            continue;
          }
          const byte = chunk[i]!;
          if (byte === QUOTE) inString = true;
          else if (byte === OPEN_BRACE || byte === OPEN_BRACKET) depth++;
          else if (byte === CLOSE_BRACE || byte === CLOSE_BRACKET) {
            depth--;
            if (depth === 0) {
              i++;
              done = true;
              break;
            }
          } else if (byte === CARRIAGE_RETURN) return undefined;
          i++;
        }
        if (done) {
          if (!finishElement(chunk.subarray(elementFrom, i), base + i)) return undefined;
          phase = Phase.AfterItem;
        } else {
          pieces.push(Buffer.from(chunk.subarray(elementFrom, length))); // the chunk is reused
        }
        continue;
      }
      const byte = chunk[i]!;
      if (byte === SPACE || byte === TAB) {
        unit++;
        i++;
        continue;
      }
      if (byte === NEWLINE) {
        unit++;
        line++;
        lineStart = unit;
        i++;
        continue;
      }
      switch (phase) {
        case Phase.BeforeRoot:
          if (byte !== OPEN_BRACKET) return undefined;
          rootStart = point();
          phase = Phase.FirstItem;
          break;
        case Phase.FirstItem:
        case Phase.NextItem:
          if (byte === CLOSE_BRACKET && phase === Phase.FirstItem) {
            unit++;
            i++;
            rootEnd = point();
            phase = Phase.AfterRoot;
            continue;
          }
          if (byte !== OPEN_BRACE) return undefined;
          elementStart = point();
          elementByteStart = base + i;
          depth = 0;
          inString = false;
          escaped = false;
          phase = Phase.InElement;
          continue; // the element's scan counts its brace
        case Phase.AfterItem:
          if (byte === COMMA) {
            phase = Phase.NextItem;
            break;
          }
          if (byte !== CLOSE_BRACKET) return undefined;
          unit++;
          i++;
          rootEnd = point();
          phase = Phase.AfterRoot;
          continue;
        default:
          return undefined; // text after the root value, or a carriage return
      }
      unit++;
      i++;
    }
  }
  if (phase !== Phase.AfterRoot || !rootStart || !rootEnd) return undefined;
  return { bom, values, elements, rootStart, rootEnd };
}

/** Reads `length` bytes at `position` of a file. */
function readBytes(path: string, position: number, length: number): Buffer {
  const fd = openSync(path, 'r');
  try {
    const bytes = Buffer.allocUnsafe(length);
    let read = 0;
    while (read < length) {
      const got = readSync(fd, bytes, read, length - read, position + read);
      if (got === 0) break;
      read += got;
    }
    return bytes.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

/** Where things are in a file read by `scanLargeFile`, without its whole text. */
export class LargeFileLocator {
  /** The last elements read again, by index: diagnostics come a few per element. */
  private readonly texts = new Map<number, ElementText>();

  constructor(
    private readonly path: string,
    private readonly scan: LargeScan,
  ) {}

  private element(index: number): ElementText | undefined {
    const element = this.scan.elements[index];
    if (!element) return undefined;
    let known = this.texts.get(index);
    if (!known) {
      let text: string;
      try {
        text = readBytes(this.path, element.byteStart, element.byteEnd - element.byteStart).toString('utf8');
      } catch {
        text = '';
      }
      // A file changed since it was read has no trustworthy positions inside: the element's whole range stands.
      known = { text, tree: text.length === element.end.unit - element.start.unit ? new JsonTree(text, true) : undefined, newlines: undefined };
      if (this.texts.size >= 8) this.texts.clear();
      this.texts.set(index, known);
    }
    return known;
  }

  /** As JsonDocument.rangeOf. */
  rangeOf(path: Path): { start: number; end: number } {
    const { rootStart, rootEnd, elements } = this.scan;
    if (path.length === 0) return { start: rootStart.unit, end: rootEnd.unit };
    const index = path[0];
    const element = typeof index === 'number' ? elements[index] : undefined;
    if (element === undefined) return { start: rootStart.unit, end: rootStart.unit + 1 };
    const tree = this.element(index as number)?.tree;
    return tree?.rangeOf(path.slice(1), element.start.unit) ?? { start: element.start.unit, end: element.end.unit };
  }

  positionAt(offset: number): Position {
    const { elements, rootStart, rootEnd } = this.scan;
    // The last element that starts at or before the offset.
    let low = 0;
    let high = elements.length - 1;
    let found = -1;
    while (low <= high) {
      const middle = (low + high) >>> 1;
      if (elements[middle]!.start.unit <= offset) {
        found = middle;
        low = middle + 1;
      } else {
        high = middle - 1;
      }
    }
    const element = found === -1 ? undefined : elements[found]!;
    if (element && offset <= element.end.unit) {
      const relative = offset - element.start.unit;
      const known = this.element(found);
      // The element's newlines, found once: thousands of diagnostics may point into one element.
      const newlines = known ? (known.newlines ??= newlineOffsets(known.text)) : [];
      const count = newlinesBefore(newlines, relative);
      if (count === 0) return { line: element.start.line, character: element.start.column + relative };
      return { line: element.start.line + count, character: relative - (newlines[count - 1]! + 1) };
    }
    // Between tokens (no diagnostic points there): on the line of the nearest known place before.
    const before = offset >= rootEnd.unit ? rootEnd : element ? element.end : rootStart;
    return { line: before.line, character: before.column + Math.max(0, offset - before.unit) };
  }

  rangeAt(start: number, end: number): Range {
    return { start: this.positionAt(start), end: this.positionAt(end) };
  }
}
