// A small glob matcher for the patterns of `sets`, `ignores` and the command line, on paths with
// "/" separators relative to a base directory:
//   *  any characters but "/"      **  any number of whole path segments
//   ?  one character but "/"       [abc] [a-z] [!abc]  one of (or none of) these characters
//   {a,b}  either alternative      \x  the character x itself
// A pattern ending in "/**" also matches the directory itself.

const SPECIAL = /[\\^$.*+?()[\]{}|]/;

function escapeChar(char: string): string {
  return SPECIAL.test(char) ? `\\${char}` : char;
}

/** Whether a pattern has glob syntax (otherwise it names one path). */
export function isGlob(pattern: string): boolean {
  return /[*?[\]{}]/.test(pattern.replace(/\\./g, ''));
}

/** Compiles a glob to an anchored regular expression. */
export function globToRegExp(pattern: string): RegExp {
  const glob = pattern.replace(/^(\.\/)+/, '');
  let source = '';
  let braces = 0;
  for (let i = 0; i < glob.length; i++) {
    const char = glob[i]!;
    if (char === '\\' && i + 1 < glob.length) {
      source += escapeChar(glob[++i]!);
    } else if (char === '*') {
      if (glob[i + 1] === '*') {
        const wholeSegment = (i === 0 || glob[i - 1] === '/') && (i + 2 === glob.length || glob[i + 2] === '/');
        if (wholeSegment && i + 2 === glob.length) {
          // Trailing "**": everything below, and (after "/") the directory itself.
          source = i === 0 ? '.*' : `${source.slice(0, -1)}(?:/.*)?`;
          i += 1;
          continue;
        }
        if (wholeSegment) {
          source += '(?:[^/]*/)*';
          i += 2;
          continue;
        }
        source += '[^/]*';
        i += 1;
        continue;
      }
      source += '[^/]*';
    } else if (char === '?') {
      source += '[^/]';
    } else if (char === '[') {
      const close = glob.indexOf(']', i + 2);
      if (close === -1) {
        source += '\\[';
        continue;
      }
      let body = glob.slice(i + 1, close);
      let negate = false;
      if (body.startsWith('!') || body.startsWith('^')) {
        negate = true;
        body = body.slice(1);
      }
      const escaped = body.replace(/[\\\]^]/g, (c) => `\\${c}`);
      source += negate ? `[^/${escaped}]` : `[${escaped}]`;
      i = close;
    } else if (char === '{') {
      braces++;
      source += '(?:';
    } else if (char === '}' && braces > 0) {
      braces--;
      source += ')';
    } else if (char === ',' && braces > 0) {
      source += '|';
    } else {
      source += escapeChar(char);
    }
  }
  source += ')'.repeat(braces);
  return new RegExp(`^${source}$`);
}

/** Matches relative paths ("/" separators) against a list of globs. */
export class GlobSet {
  private readonly patterns: readonly RegExp[];

  constructor(readonly globs: readonly string[]) {
    this.patterns = globs.map((glob) => globToRegExp(glob));
  }

  matches(relativePath: string): boolean {
    return this.patterns.some((pattern) => pattern.test(relativePath));
  }

  /** Whether the path or one of the directories it is in matches: for ignores. */
  coversPath(relativePath: string): boolean {
    if (this.matches(relativePath)) return true;
    for (let slash = relativePath.indexOf('/'); slash !== -1; slash = relativePath.indexOf('/', slash + 1)) {
      if (this.matches(relativePath.slice(0, slash))) return true;
    }
    return false;
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
