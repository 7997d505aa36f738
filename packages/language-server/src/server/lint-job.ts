// One lint (or fix-all) of a document and its set, described as plain data so that it can be
// run on another thread: the texts of the open files, the paths of the files only on disk, the
// editor's settings. The runner keeps what a thread can keep between jobs (the configuration
// files it has read) and answers with what is published, never with parses or configurations.
import { parseDocument } from '@cmdlint/text';
import { ConfigError, FileLinter, fixFiles, type LintSettings, type SourceFile } from '@cmdlint/linter';
import { ConfigResolver, fileErrorText } from '@cmdlint/files';
import type { RuleSetting, Scope } from '@cmdlint/core';
import { readFileDocument } from '../node-files.js';
import { publishedReport, type PublishedReport } from '@cmdlint/language-service';
import { isSourceDocument } from '@cmdlint/language-service';
import { sourceNameHovers, type NameHover } from '@cmdlint/language-service';
import { definesCommands, readSourceText } from '../service/sources.js';
import { forgetProjectOptions } from '../service/project-options.js';

interface LintJobFile {
  readonly path: string;
  /** The editor's text; undefined for a file read from disk. */
  readonly text?: string;
  readonly jsonc?: boolean;
  /** The name an open JavaScript or TypeScript document is read under; undefined for JSON. */
  readonly sourceName?: string;
}

export interface LintJob {
  readonly kind: 'lint' | 'fix';
  readonly files: readonly LintJobFile[];
  /** The path of the document the job is for (its report, or its fixed text, is the answer). */
  readonly target: string;
  /** The paths whose reports are wanted (the open files of the set). */
  readonly wanted: readonly string[];
  readonly scope: Scope | null;
  readonly rules: Readonly<Record<string, RuleSetting>>;
  /** The target is linted only if it looks like commands (it was sniffed). */
  readonly sniffed: boolean;
}

export type LintJobResult =
  | {
      readonly kind: 'reports';
      readonly reports: readonly (readonly [string, PublishedReport])[];
      /** The hovers of the names in each wanted source (the server's thread reads no source). */
      readonly names: readonly (readonly [string, readonly NameHover[]])[];
      /** Why files of the set were left out ("Cannot read PATH: ..."), as the command line says it. */
      readonly unreadable: readonly string[];
    }
  | { readonly kind: 'fixed'; readonly output: string | undefined }
  | { readonly kind: 'config-error'; readonly message: string }
  | { readonly kind: 'not-commands' };

function pathLooksAbsolute(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\\\');
}

export class LintJobRunner {
  private configs = new ConfigResolver();

  /** Configuration files changed: read them again. */
  reset(): void {
    this.configs = new ConfigResolver();
  }

  run(job: LintJob): LintJobResult {
    // The project's manifests as they are now (an edit on disk counts from the next lint).
    forgetProjectOptions();
    const sources: SourceFile[] = [];
    const unreadable: string[] = [];
    for (const file of job.files) {
      if (file.text !== undefined) {
        const document = file.sourceName !== undefined ? readSourceText(file.text, file.sourceName) : parseDocument(file.text, { jsonc: file.jsonc === true });
        if (file.path === job.target && job.sniffed && !definesCommands(document)) return { kind: 'not-commands' };
        sources.push({ path: file.path, document });
      } else {
        try {
          sources.push({ path: file.path, document: readFileDocument(file.path) });
        } catch (error) {
          // Unreadable, refused or gone: linted without it, as the command line reports it and goes on.
          unreadable.push(`Cannot read ${file.path}: ${fileErrorText(error)}.`);
        }
      }
    }
    const settings: LintSettings = {
      configFor: (path) => (pathLooksAbsolute(path) ? this.configs.forFile(path) : undefined),
      ...(job.scope ? { scope: job.scope } : {}),
      rules: job.rules,
    };
    try {
      if (job.kind === 'fix') return { kind: 'fixed', output: fixFiles(sources, settings).find((file) => file.report.path === job.target)?.output };
      const wanted = new Set(job.wanted);
      const reports: [string, PublishedReport][] = [];
      const linter = new FileLinter(settings);
      for (const source of sources) linter.add(source);
      for (const report of linter.finish()) if (wanted.has(report.path)) reports.push([report.path, publishedReport(report)]);
      const names: [string, NameHover[]][] = [];
      for (const { path, document } of sources) if (wanted.has(path) && document !== undefined && isSourceDocument(document)) names.push([path, sourceNameHovers(document)]);
      return { kind: 'reports', reports, names, unreadable };
    } catch (error) {
      if (error instanceof ConfigError) return { kind: 'config-error', message: error.message };
      throw error;
    }
  }
}
