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
    const glob = anchored ? line.replace(/^\/+/, '') : `**/${line}`;
    try {
      rules.push({ pattern: globToRegExp(glob), negate, directoryOnly });
    } catch {
      // a pattern this subset cannot read ignores nothing
    }
  }
  return rules;
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

  ignores(path: string, isDirectory: boolean): boolean {
    for (const { dir, rules } of this.chainOf(dirname(path))) {
      const rel = relativeTo(dir, path);
      for (let i = rules.length - 1; i >= 0; i--) {
        const rule = rules[i]!;
        if (rule.directoryOnly && !isDirectory) continue;
        if (rule.pattern.test(rel)) return !rule.negate;
      }
    }
    return false;
  }
}
