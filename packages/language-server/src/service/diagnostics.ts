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

export function toLspDiagnostics(report: FileReport, text: DocumentText): Diagnostic[] {
  return report.diagnostics.map((diagnostic) => toLspDiagnostic(diagnostic, text));
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
