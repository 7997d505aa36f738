// The language service as one object (as vscode-json-languageservice's getLanguageService): what
// the server's handlers, the tests and the playground's worker call. Plain values in (the text of
// a document at one version, a position, a report, how the document is read), LSP values out; no
// connection, no file system, no timers, nothing of Node: the source parser, which a browser
// lacks, is given by the caller that has one.
import type { TextDocument } from 'vscode-languageserver-textdocument';
import type { CodeAction, CompletionList, Diagnostic, Hover, Position, Range } from 'vscode-languageserver-types';
import { parseDocument, type JsonDocument } from '@cmdlint/text';
import { type FileReport } from '@cmdlint/linter';
import { fixAllAction, FIX_ALL_KIND, FIX_ALL_TITLE, hasAutomaticFixes, quickFixes } from './code-actions.js';
import { doComplete, type InstalledSchemas } from './completion.js';
import { configDiagnostic, lintFailedDiagnostic, toLspDiagnostics } from './diagnostics.js';
import { doHover } from './hover.js';
import { MAX_PUBLISHED, type LintedReport, type PublishedReport } from './published.js';
import { jsoncLineCommentAt, ruleActions, ruleDocsPage, type CommentCheck } from './rule-actions.js';
import { doSourceHover, sourceHoverFromNames } from './source-hover.js';
import type { NameHover } from './source-names.js';
import { DocumentText } from './text.js';

export { DocumentText, FIX_ALL_KIND, type InstalledSchemas, type NameHover, type PublishedReport };
export { OPEN_RULE_DOC_COMMAND } from './rule-actions.js';

/** What reads JavaScript and TypeScript sources: it needs the source parser, which only Node has. */
export interface SourceReading {
  /** A source text read under `name` (the name decides TypeScript and JSX). */
  read(text: string, name: string): JsonDocument;
  /** Whether a source text parses with a line comment starting at `offset` (an inserted disable comment is read as one). */
  lineCommentAt(name: string, text: string, offset: number): boolean;
  /** What starts a line comment in a source read under `name` (`//`, `#`): its reader's syntax. */
  lineComment(name: string): string;
}

export interface LanguageServiceParams {
  /** The source reader; without it a document read as a source cannot be parsed, and sources get no "Disable RULE for this line". */
  readonly sources?: SourceReading;
  /** At most this many diagnostics of a report are published (10 000 by default); one more counts the rest. */
  readonly maxDiagnostics?: number;
}

/** How a document is read (the server's OpenFile has both fields); by default as plain JSON. */
export interface DocumentReading {
  /** The name it is read under as a JavaScript or TypeScript source; undefined for JSON. */
  readonly sourceName?: string | undefined;
  /** JSON with comments: "Disable RULE for this line" may add one. */
  readonly jsonc?: boolean | undefined;
}

export interface CompletionSettings extends DocumentReading {
  /** The JSON Schemas of the cmdlint package installed beside the document, offered as `"$schema"`. */
  readonly schemas?: InstalledSchemas | undefined;
}

export interface QuickFixSettings extends DocumentReading {
  /** The client opens pages (window/showDocument): "Show documentation for RULE" is offered. */
  readonly showsDocuments?: boolean;
}

/**
 * A report as the lint gives it (only what is published of it: the types of its parse are the
 * bundled copy's, not @cmdlint/linter's), or as published (its diagnostics capped, the rest counted).
 */
type Report = LintedReport | PublishedReport;

export interface LanguageService {
  /** The text of an editor's document at its version, parsed as `reading` says when an answer first needs it (completion never does). */
  documentText(textDocument: TextDocument, reading?: DocumentReading): DocumentText;
  /** On a command (JSON) or a command's or option's name (source): its 8000-character budget; on an enumerated value its name; on a locale key its language. */
  doHover(text: DocumentText, position: Position, reading?: DocumentReading): Hover | null;
  /** Hover in a source whose lint ran elsewhere, from the name hovers that lint made (see source-names.ts); null without them. */
  doSourceHoverFrom(text: DocumentText, position: Position, names: readonly NameHover[] | undefined): Hover | null;
  /** Fields, enumerated values and locale keys allowed at the position; null in a source (its language's server completes it). */
  doComplete(text: DocumentText, position: Position, settings?: CompletionSettings): CompletionList | null;
  /** A report's problems as LSP diagnostics: the CLI's rule ids, messages and ranges, capped (see maxDiagnostics). */
  toDiagnostics(report: Report, text: DocumentText): Diagnostic[];
  /** The one diagnostic of a document whose configuration cannot be used. */
  configDiagnostic(message: string): Diagnostic;
  /** The one diagnostic of a document that could not be linted at all. */
  lintFailedDiagnostic(reason: string): Diagnostic;
  /** For the problems of `report` that touch `range`: their fixes and suggestions, then "Disable RULE for this line" and "Show documentation for RULE". */
  doQuickFixes(text: DocumentText, report: Pick<FileReport, 'diagnostics'>, range: Range, settings?: QuickFixSettings): CodeAction[];
  /** Whether "fix all" could change anything in the document of `report`. */
  hasAutomaticFixes(report: Pick<PublishedReport, 'fixableErrorCount' | 'fixableWarningCount'>): boolean;
  /** "Fix all" (`source.fixAll.cmdlint`) as one minimal edit to `fixed`, the text with every automatic fix (undefined: nothing changes). */
  fixAll(text: DocumentText, fixed: string | undefined): CodeAction;
  /** "Fix all" without its edit, for a client that resolves it later (codeAction/resolve); its data names the document and version. */
  fixAllToResolve(text: DocumentText): CodeAction;
  /** The rule's page that an argument of OPEN_RULE_DOC_COMMAND names, when it is one of the catalog (nothing else is opened). */
  rulePage(argument: unknown): string | undefined;
}

export function getLanguageService(params: LanguageServiceParams = {}): LanguageService {
  const { sources } = params;
  const maxDiagnostics = params.maxDiagnostics ?? MAX_PUBLISHED;

  /** How a comment is checked in the document, or undefined when it may hold none (plain JSON: a comment would break it). */
  function commentCheck(reading: DocumentReading): CommentCheck | undefined {
    const name = reading.sourceName;
    if (name !== undefined) return sources && { start: sources.lineComment(name), at: (text, offset) => sources.lineCommentAt(name, text, offset) };
    return reading.jsonc ? { start: '//', at: jsoncLineCommentAt } : undefined;
  }

  function parse(text: string, reading: DocumentReading): JsonDocument {
    const name = reading.sourceName;
    if (name === undefined) return parseDocument(text, { jsonc: reading.jsonc === true });
    if (!sources) throw new Error(`${name} is read as a source, and this language service was given no source reader (getLanguageService({ sources })).`);
    return sources.read(text, name);
  }

  return {
    documentText(textDocument, reading = {}) {
      const text = textDocument.getText();
      return new DocumentText(textDocument, () => parse(text, reading), text);
    },
    // A source is read by its own reader: the JSON one would take its code for JSON.
    doHover: (text, position, reading = {}) => (reading.sourceName !== undefined ? doSourceHover(text, position) : doHover(text, position)),
    doSourceHoverFrom: sourceHoverFromNames,
    doComplete: (text, position, settings = {}) => (settings.sourceName !== undefined ? null : doComplete(text, position, settings.schemas ? { schemas: settings.schemas } : {})),
    toDiagnostics: (report, text) => toLspDiagnostics(report, text, maxDiagnostics),
    configDiagnostic,
    lintFailedDiagnostic,
    doQuickFixes: (text, report, range, settings = {}) => [...quickFixes(text, report, range), ...ruleActions(text, report, range, commentCheck(settings), settings.showsDocuments === true)],
    hasAutomaticFixes,
    fixAll: fixAllAction,
    fixAllToResolve: (text) => ({ title: FIX_ALL_TITLE, kind: FIX_ALL_KIND, data: { uri: text.uri, version: text.version } }),
    rulePage: ruleDocsPage,
  };
}
