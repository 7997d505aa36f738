// The fix loop: apply the automatic fixes that do not overlap, lint again, and repeat until
// nothing changes (at most 10 passes), as ESLint does. Suggestions never apply by themselves.
import { lintFiles, type FileReport, type LintSettings, type SourceFile } from './lint-files.js';
import { applyEdits, editSpan, type TextEdit } from '@cmdlint/text';
import { TEXT_RULES } from '@cmdlint/text';

const MAX_FIX_PASSES = 10;

export interface FixedFile {
  readonly report: FileReport;
  /** The fixed text (without BOM) when fixes changed it; undefined when unchanged. */
  readonly output: string | undefined;
  /** The report of the text as it was read: what the file still holds when the fixes cannot be written. */
  readonly original: FileReport;
}

/** The fixes of one report that can apply together: sorted by position, none overlapping. */
function selectFixes(report: FileReport): TextEdit[] {
  const candidates = report.diagnostics
    .filter((d) => d.fix && d.fix.length > 0)
    .map((d) => ({ edits: d.fix!, span: editSpan(d.fix!) }))
    .sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  const chosen: TextEdit[] = [];
  let last = -Infinity;
  const seen = new Set<readonly TextEdit[]>();
  for (const candidate of candidates) {
    if (seen.has(candidate.edits)) continue; // one fix shared by several diagnostics
    seen.add(candidate.edits);
    if (candidate.span.start <= last) continue;
    chosen.push(...candidate.edits);
    last = candidate.span.end;
  }
  return chosen;
}

/** Whether fixes may be written to this file (not to one whose bytes are not UTF-8). */
function fixable(report: FileReport): boolean {
  return report.document.ok && !report.document.problems.some((p) => p.ruleId === TEXT_RULES.encoding);
}

/** Lints and fixes files until nothing changes; returns the final reports and fixed texts. */
export function fixFiles(files: readonly SourceFile[], settings: LintSettings = {}, maxPasses = MAX_FIX_PASSES): FixedFile[] {
  const first = lintFiles(files, settings);
  let reports = first;
  const originals = reports.map((r) => r.document.text);
  for (let pass = 0; pass < maxPasses; pass++) {
    let changed = false;
    const next: SourceFile[] = reports.map((report) => {
      if (!fixable(report)) return { path: report.path, document: report.document };
      const edits = selectFixes(report);
      if (edits.length === 0) return { path: report.path, document: report.document };
      const text = applyEdits(report.document.text, edits);
      if (text === report.document.text) return { path: report.path, document: report.document };
      changed = true;
      return { path: report.path, document: report.document.withText(text) };
    });
    if (!changed) break;
    reports = lintFiles(next, settings);
  }
  return reports.map((report, i) => ({ report, output: report.document.text === originals[i] ? undefined : report.document.text, original: first[i]! }));
}
