// The globs of `sets`, `ignores` and the command line, on paths with "/" separators relative to a
// base directory, with picomatch's syntax (proven by test/glob-picomatch.test.ts against picomatch
// on its own published cases) and `dot: true` (as ESLint's globs: `*` matches ".name" too):
//   *  any characters but "/"      **  any number of whole path segments ("a/**" matches "a" too)
//   ?  one character but "/"       [abc] [a-z] [!abc] [^abc] [[:digit:]]  one of (or none of) these
//   {a,b}  either alternative      \x  the character x itself
//   !pattern  first in a list's pattern: takes back what the patterns before it matched
// A trailing "/" matches directories only. Not supported, each a configuration error rather than
// a surprise: extglobs (`+(a|b)`, `@(...)`...), ranges in braces (`{1..3}`), a backwards range
// (`[z-a]`), braces nested more than MAX_BRACE_DEPTH deep or making more than MAX_ALTERNATIVES
// patterns, a pattern longer than MAX_GLOB_LENGTH. Parentheses are plain characters.
// Matching goes through wildcard.ts, which never backtracks past the last star: picomatch's
// regular expressions take seconds on `**/a*a*a*a*a*a*a*a*[b]` (issue 14, item 9).
import { GLOBSTAR, POSIX_CLASSES, STAR, literalText, matchSegment, matchSegments, readBracket, readSegments, type Alternative, type BracketDialect, type Segment, type SegmentDialect } from './wildcard.js';

const MAX_GLOB_LENGTH = 4096;
const MAX_BRACE_DEPTH = 10;
const MAX_ALTERNATIVES = 256;
/** Patterns in one list (`ignores`, a set's `files`): more is a configuration error, not a slow run. */
export const MAX_GLOBS = 10_000;

/** A glob this syntax does not take; the message says why and what to write instead. */
export class GlobError extends Error {
  override name = 'GlobError';
}

/** Whether a pattern has glob syntax (otherwise it names one path): `*?[]{}` not escaped by a backslash. A loop, not two regexes that every run on a named file compiled. */
export function isGlob(pattern: string): boolean {
  for (let i = 0; i < pattern.length; i++) {
    const char = pattern.charCodeAt(i);
    if (char === 0x5c /* \\ */) i++; // the next character is taken as it is
    else if (char === 0x2a || char === 0x3f || char === 0x5b || char === 0x5d || char === 0x7b || char === 0x7d) return true; // * ? [ ] { }
  }
  return false;
}

/** The index of the "]" that closes a bracket expression opened at `open`, or -1 (then "[" is a character). */
function classEnd(glob: string, open: number): number {
  let i = open + 1;
  if (glob[i] === '!' || glob[i] === '^') i++;
  if (glob[i] === ']') i++; // a "]" first is a member
  for (; i < glob.length; i++) {
    const char = glob[i];
    if (char === '\\') i++;
    else if (char === '[' && glob[i + 1] === ':') {
      const close = glob.indexOf(':]', i + 2);
      if (close !== -1) i = close + 1;
    } else if (char === ']') return i;
  }
  return -1;
}

/** The POSIX classes and picomatch's two more. */
const CLASSES: Readonly<Record<string, (code: number) => boolean>> = {
  ...POSIX_CLASSES,
  ascii: (c) => c < 128,
  word: (c) => POSIX_CLASSES.alnum!(c) || c === 95,
};

/** picomatch's reading of a bracket expression: what it does not take is a configuration error. */
const PICOMATCH_BRACKETS: BracketDialect = {
  classes: CLASSES,
  namedClass(glob, at) {
    const close = glob.indexOf(':]', at + 2);
    return { name: glob.slice(at + 2, close), close: close === -1 ? Infinity : close + 1 };
  },
  reject(problem) {
    if (problem.kind === 'slash') throw new GlobError(`"${problem.expression}" holds a "/", which a bracket expression never matches: write the "/" outside it.`);
    if (problem.kind === 'class') throw new GlobError(`"[:${problem.name}:]" is not a character class: they are ${Object.keys(CLASSES).map((n) => `[:${n}:]`).join(' ')}.`);
    const low = String.fromCharCode(problem.low);
    const top = String.fromCharCode(problem.high);
    throw new GlobError(`the range "${low}-${top}" in "${problem.expression}" is backwards: write "${top}-${low}".`);
  },
};

/** The unescaped "{" ... "}" pairs, outside bracket expressions, that hold a "," at their own level. */
function firstBraces(glob: string): { open: number; close: number; commas: number[] } | undefined {
  const stack: { open: number; commas: number[] }[] = [];
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i];
    if (char === '\\') i++;
    else if (char === '[') {
      const end = classEnd(glob, i);
      if (end !== -1) i = end;
    } else if (char === '{') {
      stack.push({ open: i, commas: [] });
      if (stack.length > MAX_BRACE_DEPTH) throw new GlobError(`braces are nested more than ${MAX_BRACE_DEPTH} deep.`);
    } else if (char === ',' && stack.length > 0) stack[stack.length - 1]!.commas.push(i);
    else if (char === '}' && stack.length > 0) {
      const { open, commas } = stack.pop()!;
      if (commas.length > 0 && stack.length === 0) return { open, close: i, commas };
      if (commas.length === 0 && /^[^,]*\.\.[^,]*$/.test(glob.slice(open + 1, i)) && /^(-?\d+|[a-zA-Z])\.\.(-?\d+|[a-zA-Z])(\.\.\d+)?$/.test(glob.slice(open + 1, i))) {
        throw new GlobError(`ranges in braces ("${glob.slice(open, i + 1)}") are not supported: list the alternatives, such as {1,2,3}.`);
      }
    }
  }
  return undefined;
}

/** Where braces stood in an expanded pattern (no file name holds it). */
const JOIN = '\u0000';

/** The patterns `{a,b}` stands for, outermost first; at most MAX_ALTERNATIVES of them. */
function expandBraces(glob: string): string[] {
  const done: string[] = [];
  const pending = [glob];
  while (pending.length > 0) {
    const current = pending.pop()!;
    const braces = firstBraces(current);
    if (!braces) {
      done.push(current);
      continue;
    }
    const { open, close, commas } = braces;
    const bounds = [open, ...commas, close];
    const choices: string[] = [];
    // JOIN marks where the braces were: stars on both sides of them do not make a globstar.
    for (let i = 0; i + 1 < bounds.length; i++) choices.push(current.slice(0, open) + JOIN + current.slice(bounds[i]! + 1, bounds[i + 1]) + JOIN + current.slice(close + 1));
    if (done.length + pending.length + choices.length > MAX_ALTERNATIVES) throw new GlobError(`its braces make more than ${MAX_ALTERNATIVES} patterns.`);
    for (let i = choices.length - 1; i >= 0; i--) pending.push(choices[i]!);
  }
  return done;
}

/** picomatch's reading of a pattern: exactly "**" filling a segment is a globstar ("***" is one star). */
const PICOMATCH_SEGMENTS: SegmentDialect = {
  skip: JOIN,
  globstar: (glob, start, end) => end === start + 1 && (end + 1 === glob.length || glob[end + 1] === '/'),
  bracket(glob, open) {
    const end = classEnd(glob, open);
    return end === -1 ? undefined : { token: readBracket(glob, open, end, PICOMATCH_BRACKETS)!, end };
  },
  wildmatchEscapes: false,
};

/** One alternative's segments: "**" filling a segment is a globstar, any other run of stars one star. */
function segmentsOf(glob: string): Segment[] {
  const segments = readSegments(glob, PICOMATCH_SEGMENTS)!;
  // A trailing "/**" matches the directory itself too ("a/**" matches "a"), except after a segment
  // with a star ("*/**" does not match "a"): picomatch's rule.
  const before = segments[segments.length - 2];
  if (segments[segments.length - 1] === GLOBSTAR && before !== undefined && before !== GLOBSTAR && before.includes(STAR)) segments.splice(segments.length - 1, 0, [STAR]);
  return segments;
}

const EXTGLOB = /(?:^|[^\\])(?:\\\\)*[?*+@!]\(/;

/** One compiled glob of a list. */
export class Glob {
  /** "!": takes back what the globs before it matched. */
  readonly negated: boolean;
  /** A trailing "/": directories only. */
  readonly directoryOnly: boolean;
  readonly alternatives: readonly Alternative[];
  /** The path it names when it has no wildcard at all. */
  readonly literal: string | undefined;

  /** Throws GlobError. */
  constructor(readonly source: string) {
    let glob = source;
    if (glob.length > MAX_GLOB_LENGTH) throw new GlobError(`it is longer than ${MAX_GLOB_LENGTH} characters.`);
    if (EXTGLOB.test(glob)) throw new GlobError('extglobs such as +(a|b) or @(a|b) are not supported: use {a,b}.');
    this.negated = glob.startsWith('!');
    if (this.negated) glob = glob.slice(1);
    while (glob.startsWith('./')) glob = glob.slice(2);
    this.directoryOnly = glob.length > 1 && glob.endsWith('/') && !glob.endsWith('\\/');
    if (this.directoryOnly) glob = glob.slice(0, -1);
    this.alternatives = expandBraces(glob).map(segmentsOf);
    const only = this.alternatives.length === 1 ? this.alternatives[0]!.map(literalText) : undefined;
    this.literal = only?.every((text) => text !== undefined) ? only.join('/') : undefined;
  }

  /** Whether the glob matches a path given as its segments. */
  matches(parts: readonly string[], isDirectory = false): boolean {
    if (this.directoryOnly && !isDirectory) return false;
    for (const alternative of this.alternatives) if (matchSegments(alternative, parts)) return true;
    return false;
  }

  /** Whether it could match a path below the directory `parts` (for "!" globs: may the walk skip it?). */
  reachesBelow(parts: readonly string[]): boolean {
    return this.alternatives.some((alternative) => {
      for (let i = 0; i < parts.length; i++) {
        const segment = alternative[i];
        if (segment === undefined) return false;
        if (segment === GLOBSTAR) return true;
        if (!matchSegment(segment, parts[i]!)) return false;
      }
      return alternative.length > parts.length;
    });
  }
}

/** What is wrong with a glob (a sentence for a configuration error), or undefined. */
export function globProblem(glob: string): string | undefined {
  try {
    new Glob(glob);
    return undefined;
  } catch (error) {
    if (error instanceof GlobError) return error.message;
    throw error;
  }
}

/** Compiles a glob; a GlobError names the glob. */
function compile(source: string): Glob {
  try {
    return new Glob(source);
  } catch (error) {
    if (error instanceof GlobError) throw new GlobError(`Invalid glob "${source.length > 80 ? `${source.slice(0, 80)}…` : source}": ${error.message}`);
    throw error;
  }
}

/**
 * Matches relative paths ("/" separators) against a list of globs, in order: the last glob that
 * matches decides, and a "!" glob says no. Literal globs are looked up, not tried one by one.
 */
export class GlobSet {
  readonly compiled: readonly Glob[];
  private readonly literalForFiles = new Map<string, number>();
  private readonly literalForDirectories = new Map<string, number>();
  private readonly wild: number[] = [];
  private readonly negatedGlobs: readonly Glob[];
  private readonly directoryVerdicts = new Map<string, Glob | null>();

  /** Throws GlobError. */
  constructor(readonly globs: readonly string[]) {
    this.compiled = globs.map(compile);
    this.compiled.forEach((glob, index) => {
      if (glob.literal === undefined) this.wild.push(index);
      else {
        this.literalForDirectories.set(glob.literal, index);
        if (!glob.directoryOnly) this.literalForFiles.set(glob.literal, index);
      }
    });
    this.negatedGlobs = this.compiled.filter((glob) => glob.negated);
  }

  /** The last glob that matches the path, if any (a "!" one included). */
  decide(relativePath: string, isDirectory = false): Glob | undefined {
    const parts = relativePath.split('/');
    const literal = isDirectory ? this.literalForDirectories : this.literalForFiles;
    const best = literal.size > 0 ? (literal.get(relativePath) ?? -1) : -1;
    for (let i = this.wild.length - 1; i >= 0; i--) {
      const index = this.wild[i]!;
      if (index < best) break;
      if (this.compiled[index]!.matches(parts, isDirectory)) return this.compiled[index];
    }
    return best === -1 ? undefined : this.compiled[best];
  }

  matches(relativePath: string): boolean {
    const glob = this.decide(relativePath);
    return glob !== undefined && !glob.negated;
  }

  /**
   * For `ignores`: the glob that ignores a path. The last glob that matches the path itself decides;
   * when none does, the nearest of its directories that one matches. So "!dir/keep.json" after
   * "dir/**" (or "dir") keeps dir/keep.json. Undefined when the path is not ignored.
   */
  ignoringGlob(relativePath: string, isDirectory: boolean): Glob | undefined {
    const own = this.decide(relativePath, isDirectory);
    if (own) return own.negated ? undefined : own;
    const slash = relativePath.lastIndexOf('/');
    return slash === -1 ? undefined : (this.directoryVerdict(relativePath.slice(0, slash)) ?? undefined);
  }

  /** A directory's verdict: its own, else its parent's; kept, so that a deep walk asks once per directory. */
  private directoryVerdict(dir: string): Glob | null {
    const known = this.directoryVerdicts.get(dir);
    if (known !== undefined) return known;
    const unknown: string[] = [];
    let current = dir;
    let verdict: Glob | null = null;
    for (;;) {
      const cached = this.directoryVerdicts.get(current);
      if (cached !== undefined) {
        verdict = cached;
        break;
      }
      unknown.push(current);
      const slash = current.lastIndexOf('/');
      if (slash === -1) break;
      current = current.slice(0, slash);
    }
    for (let i = unknown.length - 1; i >= 0; i--) {
      const own = this.decide(unknown[i]!, true);
      if (own) verdict = own.negated ? null : own;
      this.directoryVerdicts.set(unknown[i]!, verdict);
    }
    return this.directoryVerdicts.get(dir)!;
  }

  /** Whether the path or one of the directories it is in is ignored: for ignores. */
  coversPath(relativePath: string, isDirectory = false): boolean {
    return this.ignoringGlob(relativePath, isDirectory) !== undefined;
  }

  /** Whether a "!" glob could take back a path below this directory (then the walk must enter it). */
  mayTakeBackBelow(relativeDirectory: string): boolean {
    if (this.negatedGlobs.length === 0) return false;
    const parts = relativeDirectory.split('/');
    return this.negatedGlobs.some((glob) => glob.reachesBelow(parts));
  }
}

/** The leading part of a glob without glob syntax: where a walk for it starts. */
export function globBase(pattern: string): string {
  const segments = pattern.split('/');
  const base: string[] = [];
  for (const segment of segments) {
    if (isGlob(segment)) break;
    base.push(segment);
  }
  if (base.length === segments.length) base.pop();
  return base.join('/');
}
