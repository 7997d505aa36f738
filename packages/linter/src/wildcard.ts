// The matcher under both kinds of pattern cmdlint reads: .gitignore lines (git's wildmatch) and
// the globs of `sets`, `ignores` and the command line (picomatch's syntax). Patterns are compiled
// to path segments of tokens and matched without backtracking beyond the last star: a run of
// stars inside a segment, and a run of `**` segments across a path, each keep only their last
// position, so a match costs at most (pattern length x path length) steps whatever the pattern.
// The regular expressions the libraries compile (and the one this replaced) backtrack: picomatch
// takes 6 s for `**/a*a*a*a*a*a*a*a*[b]` against a 60-character name, the `ignore` package hangs
// on `a/**/a/**/...` (issue 14, item 9).

/** `?`: one character (never "/"). */
const ANY = -1;
/** `*`: any run of characters (never "/"). */
export const STAR = -2;

/** A bracket expression: `[a-z]`, `[!abc]`, `[[:digit:]]`. */
export class CharClass {
  constructor(
    readonly negated: boolean,
    /** Pairs of inclusive bounds (character codes). */
    readonly ranges: readonly number[],
    readonly named: readonly ((code: number) => boolean)[],
  ) {}

  test(code: number): boolean {
    let hit = false;
    for (let i = 0; i < this.ranges.length && !hit; i += 2) hit = code >= this.ranges[i]! && code <= this.ranges[i + 1]!;
    for (let i = 0; i < this.named.length && !hit; i++) hit = this.named[i]!(code);
    return hit !== this.negated;
  }
}

/** One token of a segment: a character code, ANY, STAR or a class. */
export type Token = number | CharClass;
/** `**` as a whole segment: any number of whole segments. */
export const GLOBSTAR = 'globstar' as const;
export type Segment = readonly Token[] | typeof GLOBSTAR;
/** One way a pattern can match: its segments. A pattern with braces has several. */
export type Alternative = readonly Segment[];

const inRange = (code: number, low: number, high: number): boolean => code >= low && code <= high;
const isUpper = (c: number): boolean => inRange(c, 65, 90);
const isLower = (c: number): boolean => inRange(c, 97, 122);
const isDigit = (c: number): boolean => inRange(c, 48, 57);
const isAlpha = (c: number): boolean => isUpper(c) || isLower(c);
const isPrint = (c: number): boolean => inRange(c, 32, 126);

/** The POSIX classes, in the C locale (as git's wildmatch and picomatch read them: ASCII only). */
export const POSIX_CLASSES: Readonly<Record<string, (code: number) => boolean>> = {
  alnum: (c) => isAlpha(c) || isDigit(c),
  alpha: isAlpha,
  blank: (c) => c === 32 || c === 9,
  cntrl: (c) => c < 32 || c === 127,
  digit: isDigit,
  graph: (c) => inRange(c, 33, 126),
  lower: isLower,
  print: isPrint,
  punct: (c) => inRange(c, 33, 126) && !isAlpha(c) && !isDigit(c),
  space: (c) => c === 32 || inRange(c, 9, 13),
  upper: isUpper,
  xdigit: (c) => isDigit(c) || inRange(c, 65, 70) || inRange(c, 97, 102),
};

/** What one dialect does not take in a bracket expression, for its `reject`. */
type BracketProblem =
  | { readonly kind: 'slash'; readonly expression: string }
  | { readonly kind: 'backwards'; readonly low: number; readonly high: number; readonly expression: string }
  | { readonly kind: 'class'; readonly name: string };

/** How one pattern language reads a bracket expression: git's wildmatch or picomatch's syntax. */
export interface BracketDialect {
  /** The `[:name:]` classes it knows. */
  readonly classes: Readonly<Record<string, (code: number) => boolean>>;
  /**
   * At a "[:" (index `at`) inside an expression that ends at `end`: the name it spells and the
   * index of its "]", or undefined when the dialect reads that "[" as a plain member.
   */
  namedClass(pattern: string, at: number, end: number): { readonly name: string; readonly close: number } | undefined;
  /**
   * Called with what the dialect does not take. picomatch's throws (a configuration error);
   * wildmatch's returns, and reads on: "/" is a member, a backwards range matches nothing, an
   * unknown class makes the whole pattern match nothing.
   */
  reject(problem: BracketProblem): void;
}

/**
 * The bracket expression opened at `open` whose "]" is at `end` (found by the dialect), read as
 * both dialects read it: "!" or "^" first negates, "\" escapes, "a-z" is a range, "[:name:]" a
 * class. Undefined when it names a class the dialect does not know (and `reject` returned).
 */
export function readBracket(pattern: string, open: number, end: number, dialect: BracketDialect): CharClass | undefined {
  let i = open + 1;
  let negated = false;
  if (pattern[i] === '!' || pattern[i] === '^') {
    negated = true;
    i++;
  }
  const ranges: number[] = [];
  const named: ((code: number) => boolean)[] = [];
  let previous = -1; // the last single member, the low end of a range that follows (-1: none)
  for (let first = true; i < end; first = false) {
    let code = pattern.charCodeAt(i);
    if (code === 47 /* / */) dialect.reject({ kind: 'slash', expression: pattern.slice(open, end + 1) });
    if (code === 92 /* \ */ && i + 1 < end) code = pattern.charCodeAt(++i);
    else if (code === 91 /* [ */ && pattern[i + 1] === ':') {
      const found = dialect.namedClass(pattern, i, end);
      if (found) {
        const test = Object.prototype.hasOwnProperty.call(dialect.classes, found.name) ? dialect.classes[found.name] : undefined;
        if (!test || found.close > end) {
          dialect.reject({ kind: 'class', name: found.name });
          return undefined;
        }
        named.push(test);
        previous = -1;
        i = found.close + 1;
        continue;
      }
    } else if (code === 45 /* - */ && !first && previous !== -1 && i + 1 < end) {
      let high = pattern.charCodeAt(++i);
      if (high === 92 && i + 1 < end) high = pattern.charCodeAt(++i);
      if (high < previous) dialect.reject({ kind: 'backwards', low: previous, high, expression: pattern.slice(open, end + 1) });
      ranges.push(previous, high); // backwards: an empty range
      previous = -1;
      i++;
      continue;
    }
    ranges.push(code, code);
    previous = code;
    i++;
  }
  return new CharClass(negated, ranges, named);
}

/** How one pattern language reads a pattern into segments, for `readSegments`. */
export interface SegmentDialect {
  /** A character passed over wherever it stands (picomatch's mark of where braces were). */
  readonly skip?: string;
  /** Whether the run of stars from `start` to `end` (both included), first in its segment, is a globstar. */
  globstar(pattern: string, start: number, end: number): boolean;
  /**
   * The bracket expression opened at `open`: its class and the index of its "]"; undefined when
   * the "[" is a plain character, null when the pattern can match nothing.
   */
  bracket(pattern: string, open: number): { readonly token: Token; readonly end: number } | null | undefined;
  /**
   * wildmatch's escapes: a "\" last makes a pattern that matches nothing, and "\/" ends a segment
   * (after "**", a globstar that matches one segment or more). Else a "\" last is a "\" and "\/" a "/".
   */
  readonly wildmatchEscapes: boolean;
}

/**
 * A pattern's segments, as both languages read them: "/" ends a segment, a run of stars filling
 * the start of one is a globstar when the dialect says so (any other run is one star), "?" is one
 * character, "[" opens a bracket expression, "\" escapes. Undefined when the pattern can match nothing.
 */
export function readSegments(pattern: string, dialect: SegmentDialect): Segment[] | undefined {
  const segments: Segment[] = [];
  let tokens: Token[] = [];
  let globstar = false;
  const endSegment = (): void => {
    segments.push(globstar ? GLOBSTAR : tokens);
    tokens = [];
    globstar = false;
  };
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern[i]!;
    if (char === dialect.skip) continue;
    if (char === '/') {
      endSegment();
    } else if (char === '*') {
      let end = i;
      while (pattern[end + 1] === '*') end++;
      const atStart = tokens.length === 0 && !globstar && (i === 0 || pattern[i - 1] === '/');
      if (atStart && dialect.globstar(pattern, i, end)) globstar = true;
      else if (tokens[tokens.length - 1] !== STAR) tokens.push(STAR);
      i = end;
    } else if (char === '?') {
      tokens.push(ANY);
    } else if (char === '[') {
      const cls = dialect.bracket(pattern, i);
      if (cls === null) return undefined;
      if (cls === undefined) tokens.push(91);
      else {
        tokens.push(cls.token);
        i = cls.end;
      }
    } else if (char === '\\' && i + 1 < pattern.length) {
      i++;
      if (pattern[i] === '/' && dialect.wildmatchEscapes) {
        if (globstar) segments.push([STAR]);
        endSegment();
      } else {
        tokens.push(pattern.charCodeAt(i));
      }
    } else if (char === '\\' && dialect.wildmatchEscapes) {
      return undefined;
    } else {
      tokens.push(pattern.charCodeAt(i));
    }
  }
  endSegment();
  return segments;
}

/** Whether a segment of text matches a segment of tokens: stars keep only their last position. */
export function matchSegment(tokens: readonly Token[], text: string): boolean {
  const m = tokens.length;
  const n = text.length;
  let p = 0;
  let t = 0;
  let starP = -1;
  let starT = 0;
  while (t < n) {
    if (p < m) {
      const token = tokens[p]!;
      if (token === STAR) {
        starP = p++;
        starT = t;
        continue;
      }
      const code = text.charCodeAt(t);
      if (token === ANY ? true : typeof token === 'number' ? token === code : token.test(code)) {
        p++;
        t++;
        continue;
      }
    }
    if (starP === -1) return false;
    p = starP + 1;
    t = ++starT;
  }
  while (p < m && tokens[p] === STAR) p++;
  return p === m;
}

/** Whether path segments match an alternative: `**` segments keep only their last position. */
export function matchSegments(pattern: Alternative, parts: readonly string[]): boolean {
  const m = pattern.length;
  const n = parts.length;
  let p = 0;
  let s = 0;
  let starP = -1;
  let starS = 0;
  while (s < n) {
    if (p < m) {
      const segment = pattern[p]!;
      if (segment === GLOBSTAR) {
        starP = p++;
        starS = s;
        continue;
      }
      if (matchSegment(segment, parts[s]!)) {
        p++;
        s++;
        continue;
      }
    }
    if (starP === -1) return false;
    p = starP + 1;
    s = ++starS;
  }
  while (p < m && pattern[p] === GLOBSTAR) p++;
  return p === m;
}

/** The text of a segment when it has no wildcard (it then matches by equality), else undefined. */
export function literalText(segment: Segment): string | undefined {
  if (segment === GLOBSTAR) return undefined;
  let text = '';
  for (const token of segment) {
    if (typeof token !== 'number' || token < 0) return undefined;
    text += String.fromCharCode(token);
  }
  return text;
}

/**
 * The literal end of a segment that is a star and then literal characters (`*.log`): a name
 * matches the segment exactly when it ends with it. Undefined for any other segment.
 */
export function starSuffix(segment: Segment): string | undefined {
  return segment === GLOBSTAR || segment[0] !== STAR ? undefined : literalText(segment.slice(1));
}
