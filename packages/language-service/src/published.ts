// What is published of a file's report, as plain data with no LSP types: the lint process makes it
// (and ships nothing of the LSP libraries), the server's thread turns it into LSP diagnostics.
import type { FileReport, LocatedDiagnostic } from '@cmdlint/linter';

/**
 * At most this many diagnostics are published per document. A generated 40 MB file can have
 * millions (a localization equal to its default in every choice): as one message that is more
 * JSON than a JavaScript string can hold, so nothing was published at all, and no editor lists
 * millions anyway.
 */
export const MAX_PUBLISHED = 10_000;

/**
 * What is published of a file's report: its first diagnostics in text order (where the file
 * starts, what is seen first), the rest only counted, and whether anything can be fixed. Small
 * enough to send between threads whatever the file holds.
 */
export interface PublishedReport {
  readonly diagnostics: readonly LocatedDiagnostic[];
  readonly omittedErrors: number;
  readonly omittedWarnings: number;
  readonly fixableErrorCount: number;
  readonly fixableWarningCount: number;
}

/** What a report needs to be published: its diagnostics and fixable counts (not its parse or its configuration). */
export type LintedReport = Pick<FileReport, 'diagnostics' | 'fixableErrorCount' | 'fixableWarningCount'>;

export function publishedReport(report: LintedReport | PublishedReport, max = MAX_PUBLISHED): PublishedReport {
  if ('omittedErrors' in report) return report;
  const all = report.diagnostics;
  let omittedErrors = 0;
  for (let i = max; i < all.length; i++) if (all[i]!.severity === 'error') omittedErrors++;
  return {
    diagnostics: all.length <= max ? all : all.slice(0, max),
    omittedErrors,
    omittedWarnings: Math.max(0, all.length - max) - omittedErrors,
    fixableErrorCount: report.fixableErrorCount,
    fixableWarningCount: report.fixableWarningCount,
  };
}

