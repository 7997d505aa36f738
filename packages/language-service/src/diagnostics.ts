// A located diagnostic of the linter as an LSP diagnostic: the same rule id, message,
// severity and range the command line prints, with the rule's page one click away.
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver-types';
import { ruleCatalog, type LocatedDiagnostic } from '@cmdlint/linter';
import { MAX_PUBLISHED, publishedReport, type LintedReport, type PublishedReport } from './published.js';
import type { DocumentText } from './text.js';

const SOURCE = 'cmdlint';

export function toLspDiagnostic(diagnostic: LocatedDiagnostic, text: DocumentText): Diagnostic {
  const info = ruleCatalog().get(diagnostic.ruleId);
  return {
    range: text.range(diagnostic.range),
    severity: diagnostic.severity === 'error' ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    source: SOURCE,
    code: diagnostic.ruleId,
    ...(info ? { codeDescription: { href: info.docs } } : {}),
    message: diagnostic.message,
  };
}

export function toLspDiagnostics(report: LintedReport | PublishedReport, text: DocumentText, max = MAX_PUBLISHED): Diagnostic[] {
  const published = publishedReport(report, max);
  const shown = published.diagnostics.map((diagnostic) => toLspDiagnostic(diagnostic, text));
  const hidden = published.omittedErrors + published.omittedWarnings;
  if (hidden === 0) return shown;
  shown.push(
    documentDiagnostic(
      'too-many-problems',
      `${hidden} more problems (${published.omittedErrors} errors, ${published.omittedWarnings} warnings) are not shown: only the first ${published.diagnostics.length} are; run cmdlint on the file to see them all.`,
      published.omittedErrors > 0 ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    ),
  );
  return shown;
}

/** A diagnostic about the whole document, shown at its start. */
function documentDiagnostic(code: string, message: string, severity: DiagnosticSeverity = DiagnosticSeverity.Error): Diagnostic {
  return { range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, severity, source: SOURCE, code, message };
}

/** The diagnostic shown when the configuration that applies cannot be used. */
export function configDiagnostic(message: string): Diagnostic {
  return documentDiagnostic('invalid-config', `${message} Nothing is linted until it is fixed.`);
}

/** The diagnostic shown when a document could not be linted at all (the lint's thread failed). */
export function lintFailedDiagnostic(reason: string): Diagnostic {
  return documentDiagnostic('lint-failed', `cmdlint could not lint this document: ${reason}. Its problems are not shown; the next change lints it again (or run cmdlint on the file).`);
}
