// ESLint's shape of API (the `ESLint` class: lintFiles, lintText, loadFormatter,
// calculateConfigForFile, outputFixes, getErrorResults) over the command line as a function: every
// call is a run of `main` with the flags it stands for and the json format, so the library reads
// the same configuration files, sets, overrides and ignores as `cmdlint`, and a file fails both or
// passes both. A run that the command line ends with exit 2 throws a CmdLintError with its message.
import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { RuleSetting } from '@cmdlint/core';
import { ruleCatalog, type LintResult } from '@cmdlint/linter';
import { readRegularFile } from '@cmdlint/files';
import { FORMATS, type FormatName } from './args.js';
import { formatters } from './formatters/index.js';
import { rulesMetaOf } from './formatters/rules-meta.js';
import { main, VERSION } from './index.js';

export interface CmdLintOptions {
  /** The directory patterns, file paths and the configuration lookup start from. Default: process.cwd(). */
  readonly cwd?: string;
  /** Compute fixes: results carry `output` (the fixed text); nothing is written until `CmdLint.outputFixes`. */
  readonly fix?: boolean;
  /** A configuration file for every file (as `-c`), or `true` for none at all (as `--no-config-lookup`). */
  readonly overrideConfigFile?: string | true;
  /** Severities over the configuration's (as `--rule`). */
  readonly rules?: Readonly<Record<string, RuleSetting | 0 | 1 | 2>>;
  /** `false`: .gitignore, "ignores" and `ignorePatterns` skip nothing (as `--no-ignore`). Default true. */
  readonly ignore?: boolean;
  /** Globs relative to `cwd` that directories and globs skip (as `--ignore-pattern`). */
  readonly ignorePatterns?: readonly string[];
  /** `true`: directories and globs follow links out of the project (as `--follow-external-links`). Default false. */
  readonly followExternalLinks?: boolean;
  /** `false`: a pattern that matches no file is not an error (as `--no-error-on-unmatched-pattern`). Default true. */
  readonly errorOnUnmatchedPattern?: boolean;
  /** Where the commands are registered (as `--scope`); default: the set's, else global. */
  readonly scope?: 'global' | 'guild';
}

/** A run the command line would end with exit 2 (a bad configuration, a pattern that matches nothing...). */
export class CmdLintError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CmdLintError';
  }
}

/** What `loadFormatter` gives, as ESLint's `LoadedFormatter`. */
export interface LoadedFormatter {
  format(results: readonly LintResult[], resultsMeta?: { readonly maxWarningsExceeded?: { readonly maxWarnings: number; readonly foundWarnings: number } }): Promise<string>;
}

const SEVERITY_WORDS = ['off', 'warn', 'error'] as const;

/** The text a run wrote, and how it ended. */
interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

export class CmdLint {
  private readonly cwd: string;
  /** The warnings of the last call (configuration files that are not read, ...), as the command line prints them. */
  warnings: string[] = [];

  constructor(private readonly options: CmdLintOptions = {}) {
    this.cwd = resolve(options.cwd ?? process.cwd());
    for (const [id, setting] of Object.entries(options.rules ?? {})) {
      if (typeof setting === 'number' ? SEVERITY_WORDS[setting] === undefined : !(SEVERITY_WORDS as readonly string[]).includes(setting)) {
        throw new CmdLintError(`Invalid options: rules["${id}"] must be "off", "warn" or "error" (or 0, 1, 2), not ${JSON.stringify(setting)}.`);
      }
    }
  }

  /** The flags every run shares: the configuration, the rules, the ignores. */
  private flags(): string[] {
    const { overrideConfigFile, rules, ignore, ignorePatterns, followExternalLinks, errorOnUnmatchedPattern, scope } = this.options;
    const flags: string[] = [];
    if (overrideConfigFile === true) flags.push('--no-config-lookup');
    else if (typeof overrideConfigFile === 'string') flags.push('--config', overrideConfigFile);
    for (const [id, setting] of Object.entries(rules ?? {})) flags.push('--rule', `${id}:${typeof setting === 'number' ? SEVERITY_WORDS[setting] : setting}`);
    if (ignore === false) flags.push('--no-ignore');
    for (const pattern of ignorePatterns ?? []) flags.push('--ignore-pattern', pattern);
    if (followExternalLinks === true) flags.push('--follow-external-links');
    if (errorOnUnmatchedPattern === false) flags.push('--no-error-on-unmatched-pattern');
    if (scope !== undefined) flags.push('--scope', scope);
    return flags;
  }

  private async run(argv: readonly string[], stdin?: string | Uint8Array): Promise<Run> {
    let stdout = '';
    let stderr = '';
    const code = await main(argv, {
      cwd: this.cwd,
      stdout: { write: (chunk: string) => (stdout += chunk) },
      stderr: { write: (chunk: string) => (stderr += chunk) },
      ...(stdin === undefined ? {} : { stdin }),
      env: { ...process.env, CMDLINT_NO_TUNING: '1' },
    });
    const lines = stderr.split('\n').filter((line) => line !== '');
    this.warnings = lines.filter((line) => line.startsWith('cmdlint: warning: ')).map((line) => line.slice('cmdlint: warning: '.length));
    if (code === 2 || (code !== 0 && code !== 1)) {
      const problems = lines.filter((line) => !line.startsWith('cmdlint: warning: ')).map((line) => line.replace(/^cmdlint: /, ''));
      throw new CmdLintError(problems.join('\n') || `cmdlint ended with exit code ${code}.`);
    }
    return { code, stdout, stderr };
  }

  private async results(argv: readonly string[], stdin?: string | Uint8Array): Promise<LintResult[]> {
    const { stdout } = await this.run([...argv, ...this.flags(), '--format', 'json', ...(this.options.fix ? ['--fix-dry-run'] : [])], stdin);
    return stdout.trim() === '' ? [] : (JSON.parse(stdout) as LintResult[]);
  }

  /** Lints the files, directories and globs (relative to `cwd`) as `cmdlint PATTERNS` does; none: the configuration's sets, else `cwd`. */
  async lintFiles(patterns: string | readonly string[] = []): Promise<LintResult[]> {
    const list = typeof patterns === 'string' ? [patterns] : [...patterns];
    // A pattern is never taken for a flag.
    return this.results(list.map((pattern) => (pattern.startsWith('-') ? `./${pattern}` : pattern)));
  }

  /**
   * Lints a text as the file `filePath` would be linted (its configuration, set, overrides and
   * `.jsonc` or source reading), as `cmdlint --stdin --stdin-filename` does; without `filePath`,
   * with the configuration of `cwd` and the name "<text>".
   */
  async lintText(text: string | Uint8Array, options: { readonly filePath?: string } = {}): Promise<LintResult[]> {
    if (typeof text !== 'string' && !(text instanceof Uint8Array)) throw new TypeError('cmdlint: lintText expects a string or a Uint8Array of the file\'s bytes');
    const named = options.filePath !== undefined && options.filePath !== '';
    const results = await this.results(['--stdin', ...(named ? ['--stdin-filename', options.filePath!] : [])], text);
    return named ? results : results.map((result) => ({ ...result, filePath: '<text>' }));
  }

  /** What applies to a file (its configuration and what it extends, set, overrides, every rule's severity), as `--print-config`. */
  async calculateConfigForFile(filePath: string): Promise<Record<string, unknown>> {
    const { stdout } = await this.run(['--print-config', filePath, ...this.flags()]);
    return JSON.parse(stdout) as Record<string, unknown>;
  }

  /** A formatter by name: a built-in (stylish, json, sarif, github, compact), else a package or path found as `-f NAME` finds it. */
  async loadFormatter(name: string = 'stylish'): Promise<LoadedFormatter> {
    const cwd = this.cwd;
    const context = (results: readonly LintResult[], maxWarningsExceeded?: { maxWarnings: number; foundWarnings: number }) => ({
      cwd,
      color: false,
      get rules() {
        return ruleCatalog();
      },
      get rulesMeta() {
        return rulesMetaOf(results);
      },
      version: VERSION,
      ...(maxWarningsExceeded ? { maxWarningsExceeded } : {}),
    });
    if ((FORMATS as readonly string[]).includes(name)) {
      const format = formatters[name as FormatName];
      return { format: async (results, meta) => format(results, context(results, meta?.maxWarningsExceeded)) };
    }
    const { FormatterError, loadFormatter } = await import('./formatters/load.js');
    try {
      const format = await loadFormatter(name, cwd, FORMATS, (url) => import(url));
      return { format: (results, meta) => format(results, context(results, meta?.maxWarningsExceeded)) };
    } catch (error) {
      if (error instanceof FormatterError) throw new CmdLintError(error.message);
      throw error;
    }
  }

  /** Writes each result's `output` (the fixed text, with `fix: true`) to its file, keeping a byte order mark. */
  static async outputFixes(results: readonly LintResult[]): Promise<void> {
    for (const result of results) {
      if (result.output === undefined || result.filePath.startsWith('<')) continue;
      let bom = '';
      try {
        const { bytes } = readRegularFile(result.filePath);
        bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf ? '\uFEFF' : '';
      } catch {
        // written anew
      }
      writeFileSync(result.filePath, bom + result.output);
    }
  }

  /** The results with errors, and only their errors (as `--quiet`). */
  static getErrorResults(results: readonly LintResult[]): LintResult[] {
    return results
      .filter((result) => result.errorCount > 0)
      .map((result) => ({ ...result, messages: result.messages.filter((message) => message.severity === 2), warningCount: 0, fixableWarningCount: 0 }));
  }
}
