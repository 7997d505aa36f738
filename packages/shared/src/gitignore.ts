// What .gitignore files ignore, for the expansion of directories and globs: generated output
// (bench corpora, coverage, dist) is never taken for commands. The common subset of the format:
// comments, negation with "!", a trailing "/" for directories only, a "/" inside or in front to
// anchor a pattern to its file's directory, and globs.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, sep } from 'node:path';
import { globToRegExp } from './glob.js';

interface IgnoreRule {
  readonly pattern: RegExp;
  readonly negate: boolean;
  readonly directoryOnly: boolean;
  /**
   * A pattern without "/" matches a name at any depth: it is tested against the last name of
   * the path alone (the walk tests every directory on the way, so that is all it can match).
   * Testing "*.vsix" as a path pattern against the whole path cost most of a 2000-file walk.
   */
  readonly nameOnly: boolean;
  /**
   * The literal characters the pattern ends with ("" if it ends with a wildcard): what it tests
   * must end with them, and most names are turned down by that alone, before the regex.
   */
  readonly tail: string;
}

const GLOB_SYNTAX = new Set(['*', '?', '[', ']', '{', '}', ',', '\\', '/']);

function literalTail(glob: string): string {
  if (glob.includes('{')) return ''; // an alternation (closed or not) may put any of its branches last
  let start = glob.length;
  while (start > 0 && !GLOB_SYNTAX.has(glob[start - 1]!)) start--;
  return glob.slice(start);
}

export function parseGitignore(text: string): IgnoreRule[] {
  const rules: IgnoreRule[] = [];
  for (const raw of text.split(/\r?\n/)) {
    let line = raw.replace(/(?<!\\)\s+$/, '');
    if (line === '' || line.startsWith('#')) continue;
    const negate = line.startsWith('!');
    if (negate) line = line.slice(1);
    if (line.startsWith('\\')) line = line.slice(1);
    const directoryOnly = line.endsWith('/');
    if (directoryOnly) line = line.replace(/\/+$/, '');
    if (line === '') continue;
    const anchored = line.includes('/');
    const glob = anchored ? line.replace(/^\/+/, '') : line;
    try {
      rules.push({ pattern: globToRegExp(glob), negate, directoryOnly, nameOnly: !anchored, tail: literalTail(glob) });
    } catch {
      // a pattern this subset cannot read ignores nothing
    }
  }
  return rules;
}

/**
 * What the last rule that matches `rel` (relative to the rules' directory, "/"-separated) says:
 * true ignored, false taken back by a "!" rule, undefined when no rule matches.
 */
export function matchRules(rules: readonly IgnoreRule[], rel: string, isDirectory: boolean): boolean | undefined {
  const name = rel.slice(rel.lastIndexOf('/') + 1);
  for (let i = rules.length - 1; i >= 0; i--) {
    const rule = rules[i]!;
    if (rule.directoryOnly && !isDirectory) continue;
    const subject = rule.nameOnly ? name : rel;
    if (!subject.endsWith(rule.tail)) continue;
    if (rule.pattern.test(subject)) return !rule.negate;
  }
  return undefined;
}

/** `path` relative to its ancestor `dir`, with "/" separators (path.relative does much more work). */
function relativeTo(dir: string, path: string): string {
  const prefix = dir.endsWith(sep) ? dir : dir + sep;
  const rel = path.startsWith(prefix) ? path.slice(prefix.length) : relative(dir, path);
  return sep === '/' ? rel : rel.split(sep).join('/');
}

interface IgnoreLevel {
  readonly dir: string;
  readonly rules: readonly IgnoreRule[];
}

/** Answers "is this path ignored by a .gitignore?" with one read per directory. */
export class GitignoreCache {
  private readonly rules = new Map<string, IgnoreRule[]>();
  private readonly roots = new Map<string, boolean>();
  private readonly chains = new Map<string, readonly IgnoreLevel[]>();

  private rulesOf(dir: string): IgnoreRule[] {
    let rules = this.rules.get(dir);
    if (!rules) {
      try {
        rules = parseGitignore(readFileSync(join(dir, '.gitignore'), 'utf8'));
      } catch {
        rules = [];
      }
      this.rules.set(dir, rules);
    }
    return rules;
  }

  /** Whether `dir` is the top of a repository (holds .git): .gitignore files above it do not apply. */
  private isRepositoryRoot(dir: string): boolean {
    let known = this.roots.get(dir);
    if (known === undefined) {
      known = existsSync(join(dir, '.git'));
      this.roots.set(dir, known);
    }
    return known;
  }

  /**
   * The directories from `dir` up to its repository's top (or the file system's) whose .gitignore
   * has rules, nearest first: the same for every file of a directory, so made once per directory.
   */
  private chainOf(dir: string): readonly IgnoreLevel[] {
    let chain = this.chains.get(dir);
    if (chain === undefined) {
      const rules = this.rulesOf(dir);
      const parent = dirname(dir);
      const above = this.isRepositoryRoot(dir) || parent === dir ? [] : this.chainOf(parent);
      chain = rules.length > 0 ? [{ dir, rules }, ...above] : above;
      this.chains.set(dir, chain);
    }
    return chain;
  }

  /**
   * Whether .gitignore files ignore an entry of `dir`, by its name: the chain and each level's
   * relative prefix are found once per directory, not once per file.
   */
  inDirectory(dir: string): (name: string, isDirectory: boolean) => boolean {
    const levels = this.chainOf(dir).map(({ dir: levelDir, rules }) => {
      const prefix = relativeTo(levelDir, dir);
      return { rules, prefix: prefix === '' ? '' : `${prefix}/` };
    });
    if (levels.length === 0) return () => false;
    return (name, isDirectory) => {
      for (let i = 0; i < levels.length; i++) {
        const { rules, prefix } = levels[i]!;
        const verdict = matchRules(rules, prefix + name, isDirectory);
        if (verdict !== undefined) return verdict;
      }
      return false;
    };
  }
}
