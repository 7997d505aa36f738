// What git ignores, for the expansion of directories and globs: generated output (bench corpora,
// coverage, dist) is never taken for commands. The answers are git's (`git check-ignore`, proven
// by test/git-ignore.test.ts against the real git): nested .gitignore files relative to their own
// directory, the nearest one first; .git/info/exclude last; none above the repository's top (the
// directory that holds .git). Lines are read as gitignore(5) and dir.c read them, patterns matched
// as wildmatch.c matches them, on the UTF-8 bytes of the names.
//
// Not read: core.excludesFile (~/.config/git/ignore): what one developer's machine ignores must
// not change what a lint of the repository finds.
import { existsSync } from 'node:fs';
import { withSeparator } from './child-path.js';
import { readRegularFile, UnreadableInputError } from './read.js';
import { searchUpward } from './upward.js';
import { dirname, join, relative, sep } from 'node:path';
import { GLOBSTAR, POSIX_CLASSES, STAR, literalText, starSuffix, matchSegment, matchSegments, readBracket, readSegments, type Alternative, type BracketDialect, type Segment, type SegmentDialect } from '@cmdlint/linter';

/** Longer lines are skipped with a warning: no path can be longer (PATH_MAX), and they cost time. */
const MAX_GITIGNORE_LINE = 4096;
/** Lines past this many in one file are not read, with a warning: they would cost memory without bound. */
const MAX_GITIGNORE_LINES = 100_000;
/** A larger file is not read at all, with a warning. */
const MAX_GITIGNORE_BYTES = 16 * 1024 * 1024;

export interface GitignoreRule {
  /** The file and line it comes from, for --debug: ".gitignore:3". */
  readonly source: string;
  readonly line: number;
  /** The line as written (trailing spaces trimmed). */
  readonly text: string;
  readonly negate: boolean;
  readonly directoryOnly: boolean;
  /** No "/" but a trailing one: matched against the last name of the path alone, at any depth. */
  readonly nameOnly: boolean;
  /** Empty: the pattern can match nothing (an unclosed "[", a trailing "\", an unknown [:class:]). */
  readonly alternatives: readonly Alternative[];
}

export interface GitignoreWarning {
  readonly file: string;
  readonly line: number;
  readonly message: string;
}

/** git's trim_trailing_spaces: unescaped trailing spaces go (a tab stays), in one pass. */
function trimTrailingSpaces(line: string): string {
  let lastSpace = -1;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (char === ' ') {
      if (lastSpace === -1) lastSpace = i;
    } else if (char === '\\') {
      i++;
      if (i >= line.length) return line;
      lastSpace = -1;
    } else {
      lastSpace = -1;
    }
  }
  return lastSpace === -1 ? line : line.slice(0, lastSpace);
}

/**
 * Where wildmatch ends the bracket expression opened at `open` (the index of its "]"), or -1: it
 * is unclosed or malformed ("\" last, "[:" with no "]"), and the pattern matches nothing.
 */
function bracketEnd(pattern: string, open: number): number {
  let i = open + 1;
  if (pattern[i] === '!' || pattern[i] === '^') i++;
  let member = false; // a single member was just read: a "-" after it makes a range
  for (let first = true; i < pattern.length; i++, first = false) {
    const char = pattern[i];
    if (char === ']' && !first) return i;
    if (char === '\\') {
      i++;
      member = true;
    } else if (char === '-' && member && i + 1 < pattern.length && pattern[i + 1] !== ']') {
      i++; // the range's high end, escaped or not, is no "]" that closes
      if (pattern[i] === '\\') i++;
      member = false;
    } else if (char === '[' && pattern[i + 1] === ':') {
      const close = pattern.indexOf(']', i + 2);
      if (close === -1) return -1;
      member = !(close - (i + 2) >= 1 && pattern[close - 1] === ':');
      if (!member) i = close;
    } else {
      member = true;
    }
  }
  return -1;
}

/** wildmatch's reading of a bracket expression: what it does not take makes a pattern that matches nothing, never an error. */
const WILDMATCH_BRACKETS: BracketDialect = {
  classes: POSIX_CLASSES,
  namedClass(pattern, at) {
    // "[:name:]"; anything else after "[:" is a "[" member, and the rest is read again as members.
    const close = pattern.indexOf(']', at + 2);
    return close - (at + 2) >= 1 && pattern[close - 1] === ':' ? { name: pattern.slice(at + 2, close - 1), close } : undefined;
  },
  reject() {},
};

/** wildmatch's reading of a pattern (WM_PATHNAME): "**" is a globstar when it fills a segment. */
const WILDMATCH_SEGMENTS: SegmentDialect = {
  globstar(pattern, start, end) {
    const next = pattern[end + 1];
    // "\/" ends a segment too (wildmatch reads "**\/" as a globstar).
    return end > start && (next === undefined || next === '/' || (next === '\\' && pattern[end + 2] === '/'));
  },
  bracket(pattern, open) {
    const end = bracketEnd(pattern, open);
    const cls = end === -1 ? undefined : readBracket(pattern, open, end, WILDMATCH_BRACKETS);
    return cls ? { token: cls, end } : null;
  },
  wildmatchEscapes: true,
};

/**
 * A pattern's segments as wildmatch reads them: undefined when the pattern can match nothing. A
 * trailing "/**" matches everything inside, not the directory itself: one segment or more.
 */
function wildmatchSegments(pattern: string): Segment[] | undefined {
  const segments = readSegments(pattern, WILDMATCH_SEGMENTS);
  if (segments && segments.length > 1 && segments[segments.length - 1] === GLOBSTAR) segments.splice(segments.length - 1, 0, [STAR]);
  return segments;
}

const onlyOne = (segments: Segment[] | undefined): Alternative[] => (segments ? [segments] : []);

/**
 * An anchored pattern's alternatives. git compares the part before the first wildcard as plain
 * text, then hands the rest to wildmatch as a pattern of its own (dir.c, match_pathname), where a
 * run of stars at the start is a globstar even after a literal prefix: "a**\/b" matches "ab",
 * "a/b" and "axy/z/b". That is two patterns here: the prefix joined to what follows the globstar,
 * and the prefix, a star and zero or more segments before it.
 */
function anchoredAlternatives(pattern: string): Alternative[] {
  const literal = pattern.search(/[*?[\\]/);
  if (literal <= 0 || pattern[literal - 1] === '/' || !pattern.startsWith('**', literal)) return onlyOne(wildmatchSegments(pattern));
  let end = literal;
  while (pattern[end] === '*') end++;
  const rest = pattern.slice(end);
  if (rest !== '' && !rest.startsWith('/')) return onlyOne(wildmatchSegments(pattern));
  const prefix = pattern.slice(0, literal);
  const ways = rest === '' ? [`${prefix}*`, `${prefix}*/**`] : [prefix + rest.slice(1), `${prefix}*/**${rest}`];
  return ways.flatMap((way) => onlyOne(wildmatchSegments(way)));
}

/** Text as git sees it: its UTF-8 bytes, one character each. */
function gitBytes(text: string): string {
  // eslint-disable-next-line no-control-regex
  return /^[\x00-\x7f]*$/.test(text) ? text : Buffer.from(text, 'utf8').toString('latin1');
}

/** Reads one ignore file's text (`source` names it in messages); `warnings` gets what was skipped. */
export function parseGitignore(text: string, source = '.gitignore', warnings: GitignoreWarning[] = []): GitignoreRule[] {
  const rules: GitignoreRule[] = [];
  const bytes = gitBytes(text.charCodeAt(0) === 0xfeff ? text.slice(1) : text);
  let start = 0;
  for (let number = 1; start <= bytes.length; number++) {
    let end = bytes.indexOf('\n', start);
    if (end === -1) end = bytes.length;
    const lineStart = start;
    start = end + 1;
    if (number > MAX_GITIGNORE_LINES) {
      warnings.push({ file: source, line: number, message: `only the first ${MAX_GITIGNORE_LINES} lines are read` });
      break;
    }
    let lineEnd = end;
    if (lineEnd > lineStart && bytes[lineEnd - 1] === '\r') lineEnd--;
    if (lineEnd === lineStart || bytes[lineStart] === '#') continue;
    if (lineEnd - lineStart > MAX_GITIGNORE_LINE) {
      warnings.push({ file: source, line: number, message: `the line is longer than ${MAX_GITIGNORE_LINE} characters (no path is): it is skipped` });
      continue;
    }
    const line = trimTrailingSpaces(bytes.slice(lineStart, lineEnd));
    let pattern = line;
    const negate = pattern.startsWith('!');
    if (negate) pattern = pattern.slice(1);
    const directoryOnly = pattern.endsWith('/');
    if (directoryOnly) pattern = pattern.slice(0, -1);
    if (pattern === '') continue;
    const nameOnly = !pattern.includes('/');
    if (!nameOnly && pattern.startsWith('/')) pattern = pattern.slice(1);
    rules.push({ source, line: number, text: Buffer.from(line, 'latin1').toString('utf8'), negate, directoryOnly, nameOnly, alternatives: nameOnly ? onlyOne(wildmatchSegments(pattern)) : anchoredAlternatives(pattern) });
  }
  return rules;
}

function nameMatches(rule: GitignoreRule, name: string): boolean {
  // Indexed: asked for every name a walk meets, where an iterator and a destructuring were made each time.
  const { alternatives } = rule;
  for (let i = 0; i < alternatives.length; i++) {
    const segment = alternatives[i]![0];
    if (segment === GLOBSTAR || matchSegment(segment!, name)) return true;
  }
  return false;
}

function matchesAnyAlternative(rule: GitignoreRule, parts: readonly string[]): boolean {
  for (const alternative of rule.alternatives) if (matchSegments(alternative, parts)) return true;
  return false;
}

/** One ignore file, with its literal patterns looked up by name: 10 000 of them cost one lookup. */
export class IgnoreFile {
  /** Indexes of the last literal rule for a name (nameOnly) or a path (anchored); files and directories apart. */
  private readonly literalForFiles = new Map<string, number>();
  private readonly literalForDirectories = new Map<string, number>();
  /** Indexes of the other rules, in order. */
  private readonly wild: number[] = [];
  /**
   * For each of them, when it is a name's star and literal end (`*.log`, `*.tsbuildinfo`), that
   * end: a name ends with it or not, where the wildcard matcher, asked about every name a walk
   * meets, was most of the cost of the ignore files over a folder of 2000 commands.
   */
  private readonly wildSuffixes: (string | undefined)[] = [];

  constructor(
    /** The directory its patterns are relative to. */
    readonly dir: string,
    readonly rules: readonly GitignoreRule[],
  ) {
    rules.forEach((rule, index) => {
      const alternative = rule.alternatives.length === 1 ? rule.alternatives[0]! : undefined;
      let key: string | undefined;
      if (alternative) {
        const texts = alternative.map(literalText);
        if (texts.every((text) => text !== undefined)) key = (rule.nameOnly ? '' : '/') + texts.join('/');
      }
      if (key === undefined) {
        if (rule.alternatives.length > 0) {
          this.wild.push(index);
          this.wildSuffixes.push(rule.nameOnly && alternative?.length === 1 ? starSuffix(alternative[0]!) : undefined);
        }
        return;
      }
      this.literalForDirectories.set(key, index);
      if (!rule.directoryOnly) this.literalForFiles.set(key, index);
    });
  }

  /** The last rule that matches `parts` (the path relative to `dir`, in git's bytes), if any. */
  lastMatch(parts: readonly string[], isDirectory: boolean): GitignoreRule | undefined {
    const prefix = parts.slice(0, -1);
    return this.lastMatchOfEntry(prefix, anchoredPrefixOf(prefix), parts[parts.length - 1]!, isDirectory);
  }

  /**
   * As lastMatch, for the entry `name` of the directory `prefix` (whose anchoredPrefixOf is
   * given): a walk asks this for every entry, so the parts of the path are made only for a rule
   * that reads them, and the anchored key is one concatenation.
   */
  lastMatchOfEntry(prefix: readonly string[], anchoredPrefix: string, name: string, isDirectory: boolean): GitignoreRule | undefined {
    const literal = isDirectory ? this.literalForDirectories : this.literalForFiles;
    let best = -1;
    if (literal.size > 0) {
      best = literal.get(name) ?? -1;
      const anchored = literal.get(anchoredPrefix + name);
      if (anchored !== undefined && anchored > best) best = anchored;
    }
    let parts: readonly string[] | undefined;
    for (let i = this.wild.length - 1; i >= 0; i--) {
      const index = this.wild[i]!;
      if (index < best) break;
      const rule = this.rules[index]!;
      if (rule.directoryOnly && !isDirectory) continue;
      const suffix = this.wildSuffixes[i];
      if (suffix !== undefined ? name.endsWith(suffix) : rule.nameOnly ? nameMatches(rule, name) : matchesAnyAlternative(rule, (parts ??= prefix.length === 0 ? [name] : [...prefix, name]))) return rule;
    }
    return best === -1 ? undefined : this.rules[best];
  }
}

/** The key of a directory's entries among the anchored literal patterns: "/" and its path, with "/" after. */
function anchoredPrefixOf(prefix: readonly string[]): string {
  return prefix.length === 0 ? '/' : `/${prefix.join('/')}/`;
}

/** `path` relative to its ancestor `dir`, with "/" separators (path.relative does much more work). */
function relativeTo(dir: string, path: string): string {
  const prefix = withSeparator(dir);
  const rel = path.startsWith(prefix) ? path.slice(prefix.length) : path === dir ? '' : relative(dir, path);
  return sep === '/' ? rel : rel.split(sep).join('/');
}

/** What ignores an entry: the rule, or undefined when nothing does (or a "!" rule takes it back). */
export type IgnoreTest = (name: string, isDirectory: boolean) => GitignoreRule | undefined;

const NOTHING_IGNORED: IgnoreTest = () => undefined;

/** Answers "does git ignore this?" with one read per directory and per ignore file. */
export class GitignoreCache {
  readonly warnings: GitignoreWarning[] = [];
  private readonly files = new Map<string, IgnoreFile | undefined>();
  private readonly tops = new Map<string, string | undefined>();
  private readonly chains = new Map<string, readonly IgnoreFile[]>();

  private read(path: string, dir: string): IgnoreFile | undefined {
    let bytes: Buffer;
    try {
      // Opened without waiting: a FIFO named .gitignore is refused, not read forever (read.ts).
      bytes = readRegularFile(path, MAX_GITIGNORE_BYTES).bytes;
    } catch (error) {
      if (error instanceof UnreadableInputError) {
        const why = error.code === 'ETOOBIG' ? `the file is larger than ${MAX_GITIGNORE_BYTES / 1024 / 1024} MB` : error.message;
        this.warnings.push({ file: path, line: 0, message: `${why}: it is not read` });
      }
      return undefined; // none, a directory, unreadable: git reads nothing there either
    }
    const rules = parseGitignore(bytes.toString('utf8'), path, this.warnings);
    return rules.length > 0 ? new IgnoreFile(dir, rules) : undefined;
  }

  private fileOf(dir: string): IgnoreFile | undefined {
    if (!this.files.has(dir)) this.files.set(dir, this.read(join(dir, '.gitignore'), dir));
    return this.files.get(dir);
  }

  /** The top of the repository that holds `dir` (the nearest directory with .git), if any. */
  topOf(dir: string): string | undefined {
    return searchUpward(dir, this.tops, (current) => (existsSync(join(current, '.git')) ? { answer: current } : undefined));
  }

  /**
   * The ignore files that apply in `dir`, nearest first, ending with .git/info/exclude; outside a
   * repository, the .gitignore files up to the file system's root. Made once per directory.
   */
  chainOf(dir: string): readonly IgnoreFile[] {
    const cached = this.chains.get(dir);
    if (cached) return cached;
    const top = this.topOf(dir);
    const unknown: string[] = [];
    let current = dir;
    let chain: readonly IgnoreFile[] | undefined;
    for (;;) {
      const known = this.chains.get(current);
      if (known) {
        chain = known;
        break;
      }
      unknown.push(current);
      const parent = dirname(current);
      if (current === top || parent === current) break;
      current = parent;
    }
    for (let i = unknown.length - 1; i >= 0; i--) {
      const at = unknown[i]!;
      if (chain === undefined) {
        // The top: its exclude file (lowest precedence), then its own .gitignore.
        const exclude = at === top ? this.excludeOf(at) : undefined;
        chain = exclude ? [exclude] : [];
      }
      const own = this.fileOf(at);
      if (own) chain = [own, ...chain];
      this.chains.set(at, chain);
    }
    return chain!;
  }

  private excludeOf(top: string): IgnoreFile | undefined {
    const key = join(top, '.git', 'info', 'exclude');
    if (!this.files.has(key)) this.files.set(key, this.read(key, top));
    return this.files.get(key);
  }

  /**
   * What ignores an entry of `dir`, by its name. Entries of a directory that is itself ignored are
   * not asked about (the walk does not enter it), as git does not look inside it.
   */
  inDirectory(dir: string): IgnoreTest {
    const chain = this.chainOf(dir);
    if (chain.length === 0) return NOTHING_IGNORED;
    const levels = chain.map((file) => {
      const text = gitBytes(relativeTo(file.dir, dir));
      const prefix = text === '' ? [] : text.split('/');
      return { file, prefix, anchoredPrefix: anchoredPrefixOf(prefix) };
    });
    return (name, isDirectory) => {
      const bytesName = gitBytes(name);
      for (let i = 0; i < levels.length; i++) {
        const { file, prefix, anchoredPrefix } = levels[i]!;
        const rule = file.lastMatchOfEntry(prefix, anchoredPrefix, bytesName, isDirectory);
        if (rule) return rule.negate ? undefined : rule;
      }
      return undefined;
    };
  }

  /** What `git check-ignore` answers for a path: the rule that ignores it or one of its directories. */
  ignoredBy(path: string, isDirectory: boolean): GitignoreRule | undefined {
    const top = this.topOf(dirname(path)) ?? (sep === '/' ? '/' : dirname(path));
    const names = relativeTo(top, path).split('/');
    let dir = top;
    for (let i = 0; i < names.length; i++) {
      const last = i === names.length - 1;
      const rule = this.inDirectory(dir)(names[i]!, last ? isDirectory : true);
      if (rule) return rule;
      dir = join(dir, names[i]!);
    }
    return undefined;
  }
}
