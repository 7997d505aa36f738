// Where an offset is in a JSON text that may be half typed: the path from the root, whether a
// property name or a value belongs there, and the token under it. One forward scan with an
// explicit stack (no recursion, so 200 000 levels of nesting are only a long array), lenient
// about everything an editor shows mid-edit: unclosed strings, missing commas, comments.
//
// Why not shared's JsonTree (the parse tree with positions the linter uses): it answers "where is
// this path" for a text that parsed, and stops reading an object at the first thing it does not
// expect. On the half-typed texts completion runs on it loses what follows: of
// `{ "name": "x" "type": 1, "description": "d" }` (a comma not typed yet) and `{ "name": "x",
// type: 1, ... }` (a bare word) it sees only "name", and after a string left open at its line's end
// nothing more (checked 2026-11), so completion would offer fields already there and hover would
// find nothing past the break. It also
// has no offset -> path lookup, which is what this scan is for. So the scanner stays.
import type { Path } from '@cmdlint/core';

type TokenKind = 'string' | 'number' | 'word' | 'open-object' | 'open-array' | 'close-object' | 'close-array' | 'comma' | 'colon' | 'other';

export interface Token {
  readonly kind: TokenKind;
  readonly offset: number;
  /** Exclusive. */
  readonly end: number;
  /** A string's value (decoded when it can be), a number's value, a word's text. */
  readonly value: string | number | undefined;
  /** A string that has its closing quote. */
  readonly closed: boolean;
}

export interface JsonLocation {
  /**
   * Steps from the root to what is at the offset: for a property name, the path of its value; for
   * a value or an element, its path; between properties, the object's path.
   */
  readonly path: Path;
  /** A property name is (or could be typed) at the offset. */
  readonly atKey: boolean;
  /** A value or an array element is (or could be typed) at the offset. */
  readonly atValue: boolean;
  /** The token the offset is on (or right after, for a number, a word or an unclosed string). */
  readonly token: Token | undefined;
  /** Offset of the innermost container's opening bracket, or -1 at the root. */
  readonly container: number;
  /**
   * Opening bracket offsets of the containers from the root inward: the container of the first k
   * steps of `path` is `containers[k]`.
   */
  readonly containers: readonly number[];
  /** The innermost container's type. */
  readonly containerType: 'object' | 'array' | undefined;
  /** Type of the root value: 'object', 'array', another value, or undefined before it. */
  readonly rootType: 'object' | 'array' | 'value' | undefined;
}

const QUOTE = 34;
const BACKSLASH = 92;
const SLASH = 47;
const STAR = 42;

function isSpace(code: number): boolean {
  return code === 32 || code === 10 || code === 13 || code === 9 || code === 0xfeff;
}

function isNumberChar(code: number): boolean {
  return (code >= 48 && code <= 57) || code === 45 || code === 43 || code === 46 || code === 101 || code === 69;
}

function isWordChar(code: number): boolean {
  return (code >= 97 && code <= 122) || (code >= 65 && code <= 90) || code === 95 || (code >= 48 && code <= 57);
}

/** Tokens of a JSON(C) text, comments and whitespace skipped. */
export class Tokenizer {
  constructor(
    readonly text: string,
    public at = 0,
  ) {}

  /** Skips whitespace and comments. */
  skipTrivia(): number {
    const text = this.text;
    let i = this.at;
    while (i < text.length) {
      const code = text.charCodeAt(i);
      if (isSpace(code)) i++;
      else if (code === SLASH && text.charCodeAt(i + 1) === SLASH) {
        i += 2;
        while (i < text.length && text.charCodeAt(i) !== 10 && text.charCodeAt(i) !== 13) i++;
      } else if (code === SLASH && text.charCodeAt(i + 1) === STAR) {
        const close = text.indexOf('*/', i + 2);
        i = close === -1 ? text.length : close + 2;
      } else break;
    }
    this.at = i;
    return i;
  }

  /** The next token, or undefined at the end. */
  next(): Token | undefined {
    const text = this.text;
    const start = this.skipTrivia();
    if (start >= text.length) return undefined;
    const code = text.charCodeAt(start);
    let kind: TokenKind;
    let end = start + 1;
    let value: string | number | undefined;
    let closed = false;
    switch (code) {
      case 123:
        kind = 'open-object';
        break;
      case 91:
        kind = 'open-array';
        break;
      case 125:
        kind = 'close-object';
        break;
      case 93:
        kind = 'close-array';
        break;
      case 44:
        kind = 'comma';
        break;
      case 58:
        kind = 'colon';
        break;
      case QUOTE: {
        kind = 'string';
        let escaped = false;
        while (end < text.length) {
          const c = text.charCodeAt(end);
          if (c === 10 || c === 13) break; // an unclosed string ends with its line
          end++;
          if (c === QUOTE && !escaped) {
            closed = true;
            break;
          }
          escaped = c === BACKSLASH && !escaped;
        }
        const raw = text.slice(start, end);
        value = decodeString(raw, closed);
        break;
      }
      default:
        if (isNumberChar(code)) {
          kind = 'number';
          while (end < text.length && isNumberChar(text.charCodeAt(end))) end++;
          const number = Number(text.slice(start, end));
          value = Number.isNaN(number) ? undefined : number;
        } else if (isWordChar(code)) {
          kind = 'word';
          while (end < text.length && isWordChar(text.charCodeAt(end))) end++;
          value = text.slice(start, end);
        } else {
          kind = 'other';
        }
    }
    this.at = end;
    return { kind, offset: start, end, value, closed };
  }
}

function decodeString(raw: string, closed: boolean): string {
  const body = closed ? raw : `${raw}"`;
  if (body.indexOf('\\') === -1) return body.slice(1, -1);
  try {
    const decoded: unknown = JSON.parse(body);
    if (typeof decoded === 'string') return decoded;
  } catch {
    // a half-typed escape: show it as written
  }
  return body.slice(1, -1);
}

interface Frame {
  readonly type: 'object' | 'array';
  readonly offset: number;
  /** object: 'key' (a name may come), 'colon', 'value', 'after'; array: 'value', 'after'. */
  state: 'key' | 'colon' | 'value' | 'after';
  key: string | undefined;
  index: number;
}

function isValueStart(kind: TokenKind): boolean {
  return kind === 'string' || kind === 'number' || kind === 'word' || kind === 'open-object' || kind === 'open-array';
}

/** Where `offset` is in `text`. */
export function locate(text: string, offset: number): JsonLocation {
  const tokens = new Tokenizer(text);
  const stack: Frame[] = [];
  let rootState: 'value' | 'after' = 'value';
  let rootType: JsonLocation['rootType'];

  const pathOf = (frames: number): (string | number)[] => {
    const path: (string | number)[] = [];
    for (let i = 0; i < frames; i++) {
      const frame = stack[i]!;
      if (frame.type === 'array') path.push(frame.index);
      else if (frame.key !== undefined) path.push(frame.key);
    }
    return path;
  };
  /** A value just ended in the innermost container (or at the root). */
  const valueDone = (): void => {
    const top = stack[stack.length - 1];
    if (top) top.state = 'after';
    else rootState = 'after';
  };
  const result = (token: Token | undefined): JsonLocation => {
    const top = stack[stack.length - 1];
    const container = top ? top.offset : -1;
    const containerType = top?.type;
    const containers = stack.map((frame) => frame.offset);
    if (!top) {
      return { path: [], atKey: false, atValue: rootState === 'value', token, container, containers, containerType, rootType };
    }
    if (top.type === 'array') {
      const atValue = top.state === 'value';
      return { path: atValue ? pathOf(stack.length) : pathOf(stack.length - 1), atKey: false, atValue, token, container, containers, containerType, rootType };
    }
    if (top.state === 'key') {
      const path = pathOf(stack.length - 1);
      if (token?.kind === 'string') path.push(String(token.value));
      return { path, atKey: true, atValue: false, token, container, containers, containerType, rootType };
    }
    if (top.state === 'value') return { path: pathOf(stack.length), atKey: false, atValue: true, token, container, containers, containerType, rootType };
    if (top.state === 'colon') return { path: pathOf(stack.length), atKey: false, atValue: false, token, container, containers, containerType, rootType };
    return { path: pathOf(stack.length - 1), atKey: false, atValue: false, token, container, containers, containerType, rootType };
  };

  for (;;) {
    const start = tokens.skipTrivia();
    if (start > offset || start >= text.length) return result(undefined);
    const token = tokens.next()!;
    const open = stack[stack.length - 1];
    if (open?.type === 'object' && open.state === 'after' && token.kind === 'string') {
      // A name right after a value: the comma is missing (often, mid-edit); read it as a new property.
      open.state = 'key';
      open.key = undefined;
    }
    const touches = token.offset <= offset && (offset < token.end || (offset === token.end && (token.kind === 'number' || token.kind === 'word' || (token.kind === 'string' && !token.closed))));
    if (touches) return result(token);
    const top = stack[stack.length - 1];
    if (rootType === undefined && !top && isValueStart(token.kind)) rootType = token.kind === 'open-object' ? 'object' : token.kind === 'open-array' ? 'array' : 'value';
    switch (token.kind) {
      case 'open-object':
      case 'open-array':
        if (top && top.type === 'object' && top.state !== 'value') {
          top.state = 'value'; // a value without its name: keep the shape going
        }
        stack.push({ type: token.kind === 'open-object' ? 'object' : 'array', offset: token.offset, state: token.kind === 'open-object' ? 'key' : 'value', key: undefined, index: 0 });
        break;
      case 'close-object':
      case 'close-array':
        if (top) {
          stack.pop();
          valueDone();
        }
        break;
      case 'comma':
        if (top?.type === 'object') {
          top.state = 'key';
          top.key = undefined;
        } else if (top?.type === 'array') {
          top.index++;
          top.state = 'value';
        }
        break;
      case 'colon':
        if (top?.type === 'object' && top.state === 'colon') top.state = 'value';
        break;
      case 'string':
        if (top?.type === 'object' && (top.state === 'key' || top.state === 'colon')) {
          top.key = String(token.value);
          top.state = 'colon';
        } else valueDone();
        break;
      case 'number':
      case 'word':
        valueDone();
        break;
      default:
        break;
    }
  }
}

/**
 * The property names of the object whose `{` is at `offset` (and the simple values), read
 * leniently to its `}`; nested containers are skipped.
 */
export function objectProperties(text: string, offset: number): Map<string, string | number | undefined> {
  const tokens = new Tokenizer(text, offset + 1);
  const values = new Map<string, string | number | undefined>();
  let depth = 0;
  let key: string | undefined;
  let expectKey = true;
  for (let token = tokens.next(); token !== undefined; token = tokens.next()) {
    if (token.kind === 'open-object' || token.kind === 'open-array') {
      depth++;
      continue;
    }
    if (token.kind === 'close-object' || token.kind === 'close-array') {
      if (depth === 0) break;
      depth--;
      continue;
    }
    if (depth > 0) continue;
    if (token.kind === 'comma') {
      expectKey = true;
      key = undefined;
    } else if (token.kind === 'string' && expectKey) {
      key = String(token.value);
      values.set(key, undefined);
      expectKey = false;
    } else if (key !== undefined && token.kind !== 'colon') {
      values.set(key, token.value);
      key = undefined;
    }
  }
  return values;
}

/** The elements of the array whose `[` is at `offset` that are numbers (others skipped). */
export function arrayNumbers(text: string, offset: number): number[] {
  const tokens = new Tokenizer(text, offset + 1);
  const numbers: number[] = [];
  let depth = 0;
  for (let token = tokens.next(); token !== undefined; token = tokens.next()) {
    if (token.kind === 'open-object' || token.kind === 'open-array') depth++;
    else if (token.kind === 'close-object' || token.kind === 'close-array') {
      if (depth === 0) break;
      depth--;
    } else if (depth === 0 && token.kind === 'number' && typeof token.value === 'number') numbers.push(token.value);
  }
  return numbers;
}
