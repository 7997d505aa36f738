// Random formatting of JSON values, with an exact record of where every value and key lies in the
// text: the oracle of the position property (6), and of the byte-preservation part of the fix
// property (5). Also a small span-recording parser for texts someone else wrote (the fixer's
// output). Written from the JSON grammar (RFC 8259), not from the product's parser.
import fc from 'fast-check';
import type { Path } from '../../packages/core/src/index.js';

export interface FormatStyle {
  /** Minified (one line, no indentation) or indented, each container inline or multi-line. */
  readonly layout: 'minified' | 'indented';
  /** One level of indentation (indented layout). */
  readonly indent: '  ' | '    ' | '\t';
  /** The line end of the file; a lone "\r" is rare but a line end for editors all the same. */
  readonly eol: '\n' | '\r\n' | '\r';
  /** A UTF-8 byte order mark before the text. */
  readonly bom: boolean;
  /** Between a key and its value. */
  readonly colon: ':' | ': ' | ' : ' | ':\t';
  /** After a comma on one line. */
  readonly comma: ',' | ', ';
  /** Strings: JSON.stringify's escapes, every non-ASCII code unit as \uXXXX, or some characters escaped at random. */
  readonly escape: 'plain' | 'ascii' | 'mixed';
  /** Integers sometimes written 3.0, 3e0 or 30E-1 (the same JSON number). */
  readonly exoticNumbers: boolean;
  /** Seed of the random whitespace between tokens and of the per-container choices. */
  readonly noise: number;
  /** How often (0-1) extra whitespace goes between two tokens. */
  readonly noiseRate: number;
  /** Whitespace before and after the root value. */
  readonly leading: string;
  readonly trailing: string;
  /** JSON with comments (a .jsonc file): comments go where whitespace may, and some containers end with a trailing comma. */
  readonly jsonc: boolean;
  /**
   * A comment at every place one may go (JSONC): before and after every element, key, colon and
   * comma, each a different text (recorded in `comments`), so a test can tell that each survives.
   */
  readonly commentEverywhere?: boolean;
}

export const formatStyle: fc.Arbitrary<FormatStyle> = fc.record({
  layout: fc.constantFrom<FormatStyle['layout']>('minified', 'indented', 'indented'),
  indent: fc.constantFrom<FormatStyle['indent']>('  ', '    ', '\t'),
  eol: fc.oneof({ weight: 3, arbitrary: fc.constant<FormatStyle['eol']>('\n') }, { weight: 3, arbitrary: fc.constant<FormatStyle['eol']>('\r\n') }, { weight: 1, arbitrary: fc.constant<FormatStyle['eol']>('\r') }),
  bom: fc.boolean(),
  colon: fc.constantFrom<FormatStyle['colon']>(':', ': ', ': ', ' : ', ':\t'),
  comma: fc.constantFrom<FormatStyle['comma']>(',', ', '),
  escape: fc.constantFrom<FormatStyle['escape']>('plain', 'plain', 'ascii', 'mixed'),
  exoticNumbers: fc.boolean(),
  noise: fc.integer({ min: 0, max: 0x7fffffff }),
  noiseRate: fc.constantFrom(0, 0, 0.05, 0.3),
  leading: fc.constantFrom('', '', ' ', '\n', '\r\n', '\t \n'),
  trailing: fc.constantFrom('', '\n', '\n', '\r\n', ' \n\n'),
  jsonc: fc.boolean(),
});

/** The layouts the issue names (minified, indented by 2, 4 or a tab, CRLF, a BOM), for properties that want each surely. */
export const NAMED_STYLES: Readonly<Record<string, Partial<FormatStyle>>> = {
  minified: { layout: 'minified', noiseRate: 0, leading: '', trailing: '', jsonc: false },
  'indented 2': { layout: 'indented', indent: '  ', eol: '\n' },
  'indented 4': { layout: 'indented', indent: '    ', eol: '\n' },
  tab: { layout: 'indented', indent: '\t', eol: '\n' },
  crlf: { layout: 'indented', eol: '\r\n' },
  bom: { bom: true },
};

/** Where one value lies: [start, end) in UTF-16 units of the text without BOM, and its key. */
export interface Span {
  readonly start: number;
  readonly end: number;
  readonly key?: { readonly start: number; readonly end: number };
  readonly kind: 'object' | 'array' | 'scalar';
}

export interface Formatted {
  /** The file's text: BOM (if any) and body. */
  readonly text: string;
  /** The text without the BOM: what offsets count in. */
  readonly body: string;
  /** Every value's span, by pathKey(path). */
  readonly spans: ReadonlyMap<string, Span>;
  /** With `commentEverywhere`: each comment's text (unique in the file) and where it starts. */
  readonly comments: readonly { readonly text: string; readonly start: number }[];
}

export const pathKey = (path: Path): string => JSON.stringify(path);

/** mulberry32: a small seeded generator, so that a style is replayable. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hex4(unit: number): string {
  return `\\u${unit.toString(16).padStart(4, '0')}`;
}

function stringToken(text: string, style: FormatStyle, next: () => number): string {
  const plain = JSON.stringify(text);
  if (style.escape === 'plain') return plain;
  let out = '"';
  // Walk JSON.stringify's output: its escapes stay, other characters may be escaped.
  for (let i = 1; i < plain.length - 1; i++) {
    const unit = plain.charCodeAt(i);
    if (unit === 0x5c) {
      // An escape: copy it whole (\uXXXX is 6 units, others 2).
      const length = plain[i + 1] === 'u' ? 6 : 2;
      out += plain.slice(i, i + length);
      i += length - 1;
      continue;
    }
    const escapeIt = style.escape === 'ascii' ? unit > 0x7e : next() < 0.2;
    const pair = unit >= 0xd800 && unit <= 0xdbff && i + 1 < plain.length - 1 && (plain.charCodeAt(i + 1) & 0xfc00) === 0xdc00;
    if (!escapeIt) out += pair ? plain.slice(i, i + 2) : plain[i];
    else if (unit === 0x2f && next() < 0.5) out += '\\/';
    else out += pair ? hex4(unit) + hex4(plain.charCodeAt(i + 1)) : hex4(unit);
    // A surrogate pair is escaped or kept whole: half of one, raw, would not survive UTF-8.
    if (pair) i++;
  }
  return `${out}"`;
}

function numberToken(value: number, style: FormatStyle, next: () => number): string {
  const plain = JSON.stringify(value);
  if (!style.exoticNumbers || !Number.isInteger(value) || Math.abs(value) >= 1e15 || Object.is(value, -0)) return plain;
  const pick = next();
  if (pick < 0.5) return plain;
  if (pick < 0.65) return `${plain}.0`;
  if (pick < 0.8) return `${plain}e0`;
  if (pick < 0.9) return `${plain}E+0`;
  return value === 0 ? `${plain}E-7` : `${plain}0E-1`;
}

/**
 * Serializes a JSON value with the style, recording every span. Keys keep the value's own
 * order. Values must be JSON values (no undefined, functions, BigInt, NaN or cycles).
 */
export function formatJson(value: unknown, style: FormatStyle): Formatted {
  const next = random(style.noise);
  const spans = new Map<string, Span>();
  const parts: string[] = [];
  let offset = 0;
  const emit = (text: string): void => {
    parts.push(text);
    offset += text.length;
  };
  const comments: { text: string; start: number }[] = [];
  const noise = (): void => {
    if (style.commentEverywhere) {
      const text = next() < 0.3 ? `//k${comments.length}${style.eol}` : `/*k${comments.length}*/`;
      comments.push({ text, start: offset });
      emit(text);
      if (next() < 0.3) emit(' ');
    }
    if (style.noiseRate === 0 || next() >= style.noiseRate) return;
    const pick = next();
    if (style.jsonc && pick < 0.35) {
      // Comments that look like JSON inside, and a line comment (which needs its line end).
      const comments = ['/* c */', '/*}]*/', '/* "x": 1, */', '/**/', '/* // */'];
      if (next() < 0.3) emit(`// ${next() < 0.5 ? '}, ]' : 'note "q"'}${style.eol}`);
      else emit(comments[Math.floor(next() * comments.length)]!);
      return;
    }
    emit(pick < 0.5 ? ' ' : pick < 0.7 ? '\t' : pick < 0.9 ? style.eol : '  ');
  };
  const indented = style.layout === 'indented';
  const write = (current: unknown, path: Path, depth: number, key?: { start: number; end: number }): void => {
    const start = offset;
    if (Array.isArray(current) || (typeof current === 'object' && current !== null)) {
      const isArray = Array.isArray(current);
      const entries: [string | number, unknown][] = isArray ? (current as unknown[]).map((v, i) => [i, v]) : Object.keys(current).map((k) => [k, (current as Record<string, unknown>)[k]]);
      // Short containers of scalars are often written on one line, even in an indented file.
      const multiline = indented && entries.length > 0 && !(entries.length <= 4 && entries.every(([, v]) => typeof v !== 'object' || v === null) && next() < 0.5);
      emit(isArray ? '[' : '{');
      entries.forEach(([k, v], i) => {
        if (i > 0) emit(multiline ? ',' : style.comma);
        if (multiline) emit(style.eol + style.indent.repeat(depth + 1));
        noise();
        let childKey: { start: number; end: number } | undefined;
        if (!isArray) {
          const keyStart = offset;
          emit(stringToken(String(k), style, next));
          childKey = { start: keyStart, end: offset };
          noise();
          emit(style.colon);
          noise();
        }
        write(v, [...path, k], depth + 1, childKey);
        noise();
      });
      if (style.jsonc && entries.length > 0 && next() < 0.3) emit(',');
      if (multiline) emit(style.eol + style.indent.repeat(depth));
      emit(isArray ? ']' : '}');
      spans.set(pathKey(path), { start, end: offset, ...(key ? { key } : {}), kind: isArray ? 'array' : 'object' });
      return;
    }
    if (typeof current === 'string') emit(stringToken(current, style, next));
    else if (typeof current === 'number') emit(numberToken(current, style, next));
    else emit(JSON.stringify(current));
    spans.set(pathKey(path), { start, end: offset, ...(key ? { key } : {}), kind: 'scalar' });
  };
  emit(style.leading);
  if (style.commentEverywhere) noise();
  write(value, [], 0);
  if (style.commentEverywhere) noise();
  emit(style.trailing);
  const body = parts.join('');
  return { text: (style.bom ? '\uFEFF' : '') + body, body, spans, comments };
}

/** Whether a value survives JSON.stringify/JSON.parse unchanged (no BigInt, undefined, NaN, cycles, -0). */
export function isJsonValue(value: unknown, seen = new Set<unknown>()): boolean {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return true;
  if (typeof value === 'number') return Number.isFinite(value) && !Object.is(value, -0);
  if (typeof value !== 'object') return false;
  if (seen.has(value)) return false;
  seen.add(value);
  const ok = Array.isArray(value)
    ? value.every((item, i) => i in value && isJsonValue(item, seen))
    : Object.getPrototypeOf(value) === Object.prototype && Object.keys(value).every((k) => isJsonValue((value as Record<string, unknown>)[k], seen));
  seen.delete(value);
  return ok;
}

/** 0-based line and UTF-16 character of an offset, lines ended by \r\n, \n or \r (as editors and LSP count). */
export function positionIn(body: string, offset: number): { line: number; character: number } {
  let line = 0;
  let lineStart = 0;
  for (let i = 0; i < offset; i++) {
    const unit = body.charCodeAt(i);
    // \r\n ends its line after the \n; a lone \r ends it by itself.
    if (unit === 10 || (unit === 13 && body.charCodeAt(i + 1) !== 10)) {
      line++;
      lineStart = i + 1;
    }
  }
  return { line, character: offset - lineStart };
}

/** Whether `path` leads to an existing value (own keys only; array steps are indexes). */
export function valueAt(root: unknown, path: Path): { exists: boolean; value: unknown; depth: number } {
  let current = root;
  for (let depth = 0; depth < path.length; depth++) {
    const step = path[depth]!;
    if (Array.isArray(current)) {
      if (typeof step !== 'number' || !Number.isInteger(step) || step < 0 || step >= current.length) return { exists: false, value: current, depth };
      current = current[step];
    } else if (typeof current === 'object' && current !== null) {
      const name = String(step);
      if (!Object.prototype.hasOwnProperty.call(current, name)) return { exists: false, value: current, depth };
      current = (current as Record<string, unknown>)[name];
    } else {
      return { exists: false, value: current, depth };
    }
  }
  return { exists: true, value: current, depth: path.length };
}

/**
 * Parses strict JSON, recording the span of every value (by pathKey) as formatJson does; for a
 * repeated key the last one wins (as JSON.parse). Throws SyntaxError on anything else.
 */
export function parseSpans(body: string, jsonc = false): Map<string, Span> {
  const spans = new Map<string, Span>();
  let i = 0;
  const ws = (): void => {
    for (;;) {
      while (i < body.length && (body[i] === ' ' || body[i] === '\t' || body[i] === '\n' || body[i] === '\r')) i++;
      if (!jsonc || body[i] !== '/') return;
      if (body[i + 1] === '/') {
        while (i < body.length && body[i] !== '\n' && body[i] !== '\r') i++;
      } else if (body[i + 1] === '*') {
        const close = body.indexOf('*/', i + 2);
        if (close === -1) fail('an unterminated comment');
        i = close + 2;
      } else return;
    }
  };
  const fail = (what: string): never => {
    throw new SyntaxError(`parseSpans: ${what} at ${i}`);
  };
  const string = (): string => {
    if (body[i] !== '"') fail('a string');
    const start = i;
    i++;
    while (i < body.length && body[i] !== '"') i += body[i] === '\\' ? 2 : 1;
    if (i >= body.length) fail('an unterminated string');
    i++;
    return JSON.parse(body.slice(start, i)) as string;
  };
  const value = (path: Path, key?: { start: number; end: number }): void => {
    ws();
    const start = i;
    const c = body[i];
    if (c === '{' || c === '[') {
      const isArray = c === '[';
      i++;
      ws();
      let index = 0;
      if (body[i] !== (isArray ? ']' : '}')) {
        for (;;) {
          ws();
          if (isArray) value([...path, index++]);
          else {
            const keyStart = i;
            const name = string();
            const childKey = { start: keyStart, end: i };
            ws();
            if (body[i] !== ':') fail('a colon');
            i++;
            value([...path, name], childKey);
          }
          ws();
          if (body[i] === ',') {
            i++;
            ws();
            // A trailing comma (JSONC) ends the container.
            if (jsonc && body[i] === (isArray ? ']' : '}')) break;
            continue;
          }
          break;
        }
      }
      if (body[i] !== (isArray ? ']' : '}')) fail('a closing bracket');
      i++;
      spans.set(pathKey(path), { start, end: i, ...(key ? { key } : {}), kind: isArray ? 'array' : 'object' });
      return;
    }
    if (c === '"') string();
    else {
      const match = /^(?:-?(?:0|[1-9]\d*)(?:\.\d+)?(?:[eE][+-]?\d+)?|true|false|null)/.exec(body.slice(i, i + 400));
      if (!match) fail('a value');
      i += match![0].length;
    }
    spans.set(pathKey(path), { start, end: i, ...(key ? { key } : {}), kind: 'scalar' });
  };
  value([]);
  ws();
  if (i !== body.length) fail('the end of the text');
  return spans;
}

/** The value of a JSON or JSONC text (comments and trailing commas dropped), by the parser above. */
export function parseLoose(body: string, jsonc: boolean): unknown {
  const spans = parseSpans(body, jsonc);
  const root = spans.get(pathKey([]))!;
  const build = (path: Path): unknown => {
    const span = spans.get(pathKey(path))!;
    if (span.kind === 'scalar') return JSON.parse(body.slice(span.start, span.end));
    if (span.kind === 'array') {
      const out: unknown[] = [];
      for (let k = 0; spans.has(pathKey([...path, k])); k++) out.push(build([...path, k]));
      return out;
    }
    // Keys in text order: the children of this object, found by their recorded key spans.
    const out: Record<string, unknown> = {};
    const prefix = pathKey(path).slice(0, -1);
    const children = [...spans.entries()].filter(([key, child]) => {
      if (!child.key || !key.startsWith(prefix)) return false;
      const rest = JSON.parse(key) as Path;
      return rest.length === path.length + 1 && rest.slice(0, -1).every((step, i) => step === path[i]) && child.key.start > span.start && child.key.end < span.end;
    });
    children.sort((a, b) => a[1].key!.start - b[1].key!.start);
    for (const [key] of children) {
      const rest = JSON.parse(key) as Path;
      const name = String(rest[rest.length - 1]);
      Object.defineProperty(out, name, { value: build(rest), enumerable: true, configurable: true, writable: true });
    }
    return out;
  };
  void root;
  return build([]);
}
