// The problems list as rows: filtered by severity, grouped by command or by rule, and the
// siblings of a suggestion (the same suggestion of the same rule on other problems), to apply at
// once. Pure functions of values.
import type { LocatedDiagnostic, LocatedSuggestion } from '@cmdlint/linter';
import { editSpan, type TextEdit } from '@cmdlint/text';

export type Grouping = 'none' | 'command' | 'rule';

export interface ProblemFilter {
  readonly grouping: Grouping;
  readonly errors: boolean;
  readonly warnings: boolean;
}

/** The names of the body's commands: one per item of a bulk array, or the one command's ('' for none). */
export interface CommandNames {
  readonly bulk: boolean;
  readonly names: readonly string[];
}

export type ProblemRow =
  | { readonly kind: 'group'; readonly label: string; readonly count: number }
  | { readonly kind: 'problem'; readonly diagnostic: LocatedDiagnostic };

/** The group of a problem: its command by name (the text's own problems apart), or its rule. */
function groupOf(d: LocatedDiagnostic, grouping: Grouping, commands: CommandNames): string {
  if (grouping === 'rule') return d.ruleId;
  if (d.path.length === 0) return commands.bulk ? 'The array and the text' : 'The text';
  if (!commands.bulk) return commands.names[0] ? `/${commands.names[0]}` : 'The command';
  const index = d.path[0];
  if (typeof index !== 'number') return 'The array';
  const name = commands.names[index];
  return name ? `/${name} (item ${index})` : `Item ${index}`;
}

export function problemRows(diagnostics: readonly LocatedDiagnostic[], filter: ProblemFilter, commands: CommandNames): ProblemRow[] {
  const shown = diagnostics.filter((d) => (d.severity === 'error' ? filter.errors : filter.warnings));
  if (filter.grouping === 'none') return shown.map((diagnostic) => ({ kind: 'problem', diagnostic }));
  // Groups in the order of their first problem; problems in text order within each.
  const groups = new Map<string, LocatedDiagnostic[]>();
  for (const d of shown) {
    const key = groupOf(d, filter.grouping, commands);
    const list = groups.get(key);
    if (list) list.push(d);
    else groups.set(key, [d]);
  }
  return [...groups].flatMap(([label, list]) => [{ kind: 'group' as const, label, count: list.length }, ...list.map((diagnostic) => ({ kind: 'problem' as const, diagnostic }))]);
}

/** A suggestion's kind: its rule, its place among the problem's suggestions, its words without the quoted values and numbers. */
export function suggestionKind(d: LocatedDiagnostic, k: number): string {
  const message = d.suggestions![k]!.message.replace(/"(?:[^"\\]|\\.)*"/g, '"…"').replace(/\d+/g, 'N');
  return `${d.ruleId}\u0000${k}\u0000${message}`;
}

/** How many problems carry each kind of suggestion. */
export function suggestionKindCounts(diagnostics: readonly LocatedDiagnostic[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const d of diagnostics) d.suggestions?.forEach((_, k) => counts.set(suggestionKind(d, k), (counts.get(suggestionKind(d, k)) ?? 0) + 1));
  return counts;
}

/** The problems that carry the same kind of suggestion as the `k`-th of `d` (d among them). */
export function siblingsOf(diagnostics: readonly LocatedDiagnostic[], d: LocatedDiagnostic, k: number): { diagnostic: LocatedDiagnostic; suggestion: LocatedSuggestion }[] {
  const kind = suggestionKind(d, k);
  return diagnostics.flatMap((other) => (other.ruleId === d.ruleId && (other.suggestions?.length ?? 0) > k && suggestionKind(other, k) === kind ? [{ diagnostic: other, suggestion: other.suggestions![k]! }] : []));
}

/** Edits of several suggestions that can apply together: by position, an edit overlapping an earlier one left out. */
export function compatibleEdits(suggestions: readonly LocatedSuggestion[]): { edits: TextEdit[]; applied: number } {
  const sorted = suggestions.map((s) => ({ edits: s.edits, span: editSpan(s.edits) })).sort((a, b) => a.span.start - b.span.start || a.span.end - b.span.end);
  const edits: TextEdit[] = [];
  let last = -Infinity;
  let applied = 0;
  for (const candidate of sorted) {
    if (candidate.edits.length === 0 || candidate.span.start < last) continue;
    edits.push(...candidate.edits);
    last = candidate.span.end;
    applied++;
  }
  return { edits, applied };
}
