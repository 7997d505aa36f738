// The actions vscode-eslint offers beside a problem's fixes: "Disable RULE for this line" (a
// `// cmdlint-disable-next-line RULE` comment above the line, in the comment syntax of the file's
// language, where the file may hold comments)
// and "Show documentation for RULE" (the rule's page, the diagnostic's codeDescription).
import { createScanner } from 'jsonc-parser';
import { CodeActionKind, type CodeAction, type Range as LspRange } from 'vscode-languageserver-types';
import { ruleCatalog, type FileReport } from '@cmdlint/linter';
import { toLspDiagnostic } from './diagnostics.js';
import type { DocumentText } from './text.js';

/** The command that opens a rule's page (workspace/executeCommand; its argument is the page's URL): the server asks the client to show it (window/showDocument). */
export const OPEN_RULE_DOC_COMMAND = 'cmdlint.openRuleDoc';

/** The directive a line is disabled with (@cmdlint/linter reads it). */
const DISABLE_NEXT_LINE = 'cmdlint-disable-next-line';

/** Problems no comment can silence: the text could not be read at all, so no rule ran. */
const NOT_DISABLED = new Set(['json-syntax', 'source-syntax', 'invalid-encoding']);

/** A document's line comments: what starts one (`//`, `#`), and whether `text` has one starting at `offset` (the inserted one is read as a comment). */
export interface CommentCheck {
  readonly start: string;
  at(text: string, offset: number): boolean;
}

/** The page a command argument names, when it is a rule's page of the catalog (nothing else is opened). */
export function ruleDocsPage(argument: unknown): string | undefined {
  if (typeof argument !== 'string') return undefined;
  for (const info of ruleCatalog().values()) if (info.docs === argument) return argument;
  return undefined;
}

function overlaps(a: LspRange, b: LspRange): boolean {
  const before = (p: LspRange['start'], q: LspRange['start']): boolean => p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/** Whether a JSONC text has a line comment starting at `offset` (not inside a block comment or a string). */
export function jsoncLineCommentAt(text: string, offset: number): boolean {
  const scanner = createScanner(text, false);
  for (let token = scanner.scan(); token !== 17 /* EOF */; token = scanner.scan()) {
    const start = scanner.getTokenOffset();
    if (start === offset) return token === 12 /* LineCommentTrivia */;
    if (start > offset) return false;
    if (start + scanner.getTokenLength() > offset) return false;
  }
  return false;
}

const LINE_BREAK = /\r\n|\r|\n/;

/**
 * The edit that disables `ruleId` on the line `line` of the editor's text: the rule added to a
 * `cmdlint-disable-next-line` comment alone on the line above (as vscode-eslint does), else a new
 * comment line above with the line's indentation. Undefined when the comment would not be read as
 * one (the line starts inside a block comment, a template literal, JSX text...).
 */
function disableLineEdit(text: DocumentText, line: number, ruleId: string, comments: CommentCheck): { offset: number; newText: string } | undefined {
  const source = text.text;
  const lineStart = text.offsetAt({ line, character: 0 });
  const lineText = source.slice(lineStart).split(LINE_BREAK, 1)[0]!;
  const indent = /^[ \t]*/.exec(lineText)![0];
  if (line > 0) {
    const previousStart = text.offsetAt({ line: line - 1, character: 0 });
    const previous = source.slice(previousStart, lineStart).replace(/(\r\n|\r|\n)$/, '');
    const start = comments.start.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
    const existing = new RegExp(`^([ \\t]*)(${start}\\s*cmdlint-disable-next-line)(\\s+[^\\r\\n]*?)?(\\s+-{2,}\\s.*)?$`).exec(previous);
    if (existing && comments.at(source, previousStart + existing[1]!.length)) {
      const list = (existing[3] ?? '').trim();
      if (list === '') return undefined; // it disables every rule already
      const at = previousStart + existing[1]!.length + existing[2]!.length + (existing[3] ?? '').length;
      return { offset: at, newText: `, ${ruleId}` };
    }
  }
  const eol = LINE_BREAK.exec(source)?.[0] ?? '\n';
  const newText = `${indent}${comments.start} ${DISABLE_NEXT_LINE} ${ruleId}${eol}`;
  const edited = source.slice(0, lineStart) + newText + source.slice(lineStart);
  return comments.at(edited, lineStart + indent.length) ? { offset: lineStart, newText } : undefined;
}

/**
 * "Disable RULE for this line" (where the file may hold comments: `comments` checks one; JSONC and
 * sources may, plain JSON may not) and "Show documentation for RULE" (where the client can show a
 * page), once per rule among the problems of `report` that touch `range`.
 */
export function ruleActions(text: DocumentText, report: Pick<FileReport, 'diagnostics'>, range: LspRange, comments: CommentCheck | undefined, showsDocuments: boolean): CodeAction[] {
  const disables: CodeAction[] = [];
  const docs: CodeAction[] = [];
  const disabled = new Set<string>();
  const documented = new Set<string>();
  for (const located of report.diagnostics) {
    const info = ruleCatalog().get(located.ruleId);
    if (!info) continue;
    const diagnostic = toLspDiagnostic(located, text);
    if (!overlaps(diagnostic.range, range)) continue;
    const line = diagnostic.range.start.line;
    const key = `${line}:${located.ruleId}`;
    if (comments && !NOT_DISABLED.has(located.ruleId) && !disabled.has(key)) {
      disabled.add(key);
      const edit = disableLineEdit(text, line, located.ruleId, comments);
      if (edit) {
        const at = text.rangeAt(edit.offset, edit.offset);
        disables.push({
          title: `Disable ${located.ruleId} for this line`,
          kind: CodeActionKind.QuickFix,
          diagnostics: [diagnostic],
          edit: { changes: { [text.uri]: [{ range: at, newText: edit.newText }] } },
        });
      }
    }
    if (showsDocuments && !documented.has(located.ruleId)) {
      documented.add(located.ruleId);
      const title = `Show documentation for ${located.ruleId}`;
      docs.push({ title, kind: CodeActionKind.QuickFix, diagnostics: [diagnostic], command: { title, command: OPEN_RULE_DOC_COMMAND, arguments: [info.docs] } });
    }
  }
  return [...disables, ...docs];
}
