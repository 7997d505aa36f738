// ESLint's result shape (1-based lines and columns, exclusive end column, severity 1|2), built
// from the located reports: what the CLI's formatters receive and what the text API returns.
import type { FileReport, LocatedDiagnostic } from './lint-files.js';
import { mergeEdits, type TextEdit } from '@cmdlint/text';

export interface FixDescription {
  /** Offsets into the text (UTF-16, without BOM), [start, end). */
  readonly range: readonly [number, number];
  readonly text: string;
}

export interface LintMessage {
  readonly ruleId: string;
  /** 1 warning, 2 error. */
  readonly severity: 1 | 2;
  readonly message: string;
  /** The id of the rule's message (meta.messages), as ESLint gives it; absent for a check of the text. */
  readonly messageId?: string;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  readonly fix?: FixDescription;
  readonly suggestions?: readonly { readonly desc: string; readonly fix: FixDescription }[];
  /** The file could not be read as JSON: no rule ran on it. */
  readonly fatal?: true;
}

/** A message that a directive (`kind: 'directive'`) or the suppressions file (`'file'`) kept from being reported, as ESLint's. */
export interface SuppressedMessage extends LintMessage {
  readonly suppressions: readonly { readonly kind: 'directive' | 'file'; readonly justification: string }[];
}

export interface LintResult {
  readonly filePath: string;
  readonly messages: readonly LintMessage[];
  readonly suppressedMessages: readonly SuppressedMessage[];
  readonly errorCount: number;
  readonly fatalErrorCount: number;
  readonly warningCount: number;
  readonly fixableErrorCount: number;
  readonly fixableWarningCount: number;
  /** The fixed text, when --fix or --fix-dry-run changed it. */
  readonly output?: string;
  /**
   * The text (without BOM), when asked for, as ESLint gives it: on a result with messages and
   * no `output` (codeframe formatters print lines of it).
   */
  readonly source?: string;
  readonly usedDeprecatedRules: readonly never[];
}

/** A fix's edits as ESLint's one range and text. */
function merged(text: string, edits: readonly TextEdit[]): FixDescription {
  const edit = mergeEdits(text, edits) ?? { offset: 0, length: 0, newText: '' };
  return { range: [edit.offset, edit.offset + edit.length], text: edit.newText };
}

/** `text` is asked only for fixes: a big file read piece by piece has no whole text at hand. */
function toMessage(text: () => string, d: LocatedDiagnostic): LintMessage {
  const message: { -readonly [K in keyof LintMessage]: LintMessage[K] } = {
    ruleId: d.ruleId,
    severity: d.severity === 'error' ? 2 : 1,
    message: d.message,
    line: d.range.start.line + 1,
    column: d.range.start.character + 1,
    endLine: d.range.end.line + 1,
    endColumn: d.range.end.character + 1,
  };
  if (d.messageId !== undefined) message.messageId = d.messageId;
  if (d.fix) message.fix = merged(text(), d.fix);
  if (d.suggestions) message.suggestions = d.suggestions.map((s) => ({ desc: s.message, fix: merged(text(), s.edits) }));
  if (d.fatal) message.fatal = true;
  return message;
}

/** A report as ESLint's result; `quiet` keeps errors only. */
export function toResult(report: FileReport, options: { readonly quiet: boolean; readonly output?: string | undefined; readonly source?: boolean }): LintResult {
  const text = (): string => report.document.text;
  const diagnostics = options.quiet ? report.diagnostics.filter((d) => d.severity === 'error') : report.diagnostics;
  const result: { -readonly [K in keyof LintResult]: LintResult[K] } = {
    filePath: report.path,
    messages: diagnostics.map((d) => toMessage(text, d)),
    suppressedMessages: (report.suppressed ?? []).map(({ diagnostic, justification }) => ({ ...toMessage(text, diagnostic), suppressions: [{ kind: 'directive', justification }] })),
    errorCount: report.errorCount,
    fatalErrorCount: report.fatalErrorCount,
    warningCount: options.quiet ? 0 : report.warningCount,
    fixableErrorCount: report.fixableErrorCount,
    fixableWarningCount: options.quiet ? 0 : report.fixableWarningCount,
    usedDeprecatedRules: [],
  };
  if (options.output !== undefined) result.output = (report.document.bom ? '\uFEFF' : '') + options.output;
  else if (options.source === true && result.messages.length > 0) result.source = text();
  return result;
}
