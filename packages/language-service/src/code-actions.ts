// Quick fixes (one per automatic fix and one per suggestion of the diagnostics under the
// cursor) and "fix all" as `source.fixAll.cmdlint`, which editors also run on save.
import { CodeActionKind, type CodeAction, type Range as LspRange } from 'vscode-languageserver-types';
import { diffEdit } from '@cmdlint/text';
import { type FileReport } from '@cmdlint/linter';
import { toLspDiagnostic } from './diagnostics.js';
import type { PublishedReport } from './published.js';
import type { DocumentText } from './text.js';

export const FIX_ALL_KIND = `${CodeActionKind.SourceFixAll}.cmdlint`;
export const FIX_ALL_TITLE = 'Fix all cmdlint problems';

function overlaps(a: LspRange, b: LspRange): boolean {
  const before = (p: LspRange['start'], q: LspRange['start']): boolean => p.line < q.line || (p.line === q.line && p.character < q.character);
  return !before(a.end, b.start) && !before(b.end, a.start);
}

/** The quick fixes of the diagnostics of `report` that touch `range`. */
export function quickFixes(text: DocumentText, report: Pick<FileReport, 'diagnostics'>, range: LspRange): CodeAction[] {
  const actions: CodeAction[] = [];
  for (const located of report.diagnostics) {
    if (!located.fix && !located.suggestions) continue;
    const diagnostic = toLspDiagnostic(located, text);
    if (!overlaps(diagnostic.range, range)) continue;
    if (located.fix) {
      actions.push({
        // A directive's own problem has no rule: its one fix removes an unused cmdlint-disable comment.
        title: located.ruleId === '' ? 'Remove the unused cmdlint directive' : `Fix this ${located.ruleId} problem`,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        isPreferred: true,
        edit: { changes: { [text.uri]: located.fix.map((edit) => text.edit(edit)) } },
      });
    }
    for (const suggestion of located.suggestions ?? []) {
      actions.push({
        title: suggestion.message,
        kind: CodeActionKind.QuickFix,
        diagnostics: [diagnostic],
        edit: { changes: { [text.uri]: suggestion.edits.map((edit) => text.edit(edit)) } },
      });
    }
  }
  return actions;
}

/** Whether a report has anything "fix all" could change. */
export function hasAutomaticFixes(report: Pick<PublishedReport, 'fixableErrorCount' | 'fixableWarningCount'>): boolean {
  return report.fixableErrorCount + report.fixableWarningCount > 0;
}

/**
 * "Fix all" for a document, from the text every automatic fix gives (the command line's --fix
 * output); one minimal edit, so the cursor and the rest of the text stay where they are.
 */
export function fixAllAction(text: DocumentText, fixed: string | undefined): CodeAction {
  const action: CodeAction = { title: FIX_ALL_TITLE, kind: FIX_ALL_KIND, diagnostics: [] };
  // The parsed text is the editor's without its BOM: a source linted elsewhere is not parsed here for it.
  const edit = fixed === undefined ? undefined : diffEdit(text.isParsed ? text.document.text : text.text.slice(text.shift), fixed);
  action.edit = { changes: { [text.uri]: edit ? [text.edit(edit)] : [] } };
  return action;
}
