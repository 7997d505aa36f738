// A located diagnostic of the shared layer as an LSP diagnostic: the same rule id, message,
// severity and range the command line prints, with the rule's page one click away.
import { DiagnosticSeverity, type Diagnostic } from 'vscode-languageserver/node.js';
import { ruleCatalog, type FileReport, type LocatedDiagnostic } from '@cmdlint/shared';
import type { DocumentText } from './text.js';

export const SOURCE = 'cmdlint';

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

/**
 * At most this many diagnostics are published per document. A generated 40 MB file can have
 * millions (a localization equal to its default in every choice): as one message that is more
 * JSON than a JavaScript string can hold, so nothing was published at all, and no editor lists
 * millions anyway.
 */
export const MAX_PUBLISHED = 10_000;

export function toLspDiagnostics(report: FileReport, text: DocumentText, max = MAX_PUBLISHED): Diagnostic[] {
  const all = report.diagnostics;
  if (all.length <= max) return all.map((diagnostic) => toLspDiagnostic(diagnostic, text));
  // The first ones in text order (where the file starts, what is seen first); the rest counted in one last diagnostic.
  const shown = all.slice(0, max).map((diagnostic) => toLspDiagnostic(diagnostic, text));
  let hiddenErrors = 0;
  for (let i = max; i < all.length; i++) if (all[i]!.severity === 'error') hiddenErrors++;
  const hidden = all.length - max;
  shown.push({
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: hiddenErrors > 0 ? DiagnosticSeverity.Error : DiagnosticSeverity.Warning,
    source: SOURCE,
    code: 'too-many-problems',
    message: `${hidden} more problems (${hiddenErrors} errors, ${hidden - hiddenErrors} warnings) are not shown: only the first ${max} are; run cmdlint on the file to see them all.`,
  });
  return shown;
}

/** The diagnostic shown when the configuration that applies cannot be used. */
export function configDiagnostic(message: string): Diagnostic {
  return {
    range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } },
    severity: DiagnosticSeverity.Error,
    source: SOURCE,
    code: 'invalid-config',
    message: `${message} Nothing is linted until it is fixed.`,
  };
}
