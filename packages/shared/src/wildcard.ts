// The matcher under both kinds of pattern cmdlint reads: .gitignore lines (git's wildmatch) and
// the globs of `sets`, `ignores` and the command line (picomatch's syntax). Patterns are compiled
// to path segments of tokens and matched without backtracking beyond the last star: a run of
// stars inside a segment, and a run of `**` segments across a path, each keep only their last
// position, so a match costs at most (pattern length x path length) steps whatever the pattern.
// The regular expressions the libraries compile (and the one this replaced) backtrack: picomatch
// takes 6 s for `**/a*a*a*a*a*a*a*a*[b]` against a 60-character name, the `ignore` package hangs
// on `a/**/a/**/...` (issue 14, item 9).

/** `?`: one character (never "/"). */
export const ANY = -1;
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
