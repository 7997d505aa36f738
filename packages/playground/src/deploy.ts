// The plan and explain tabs: the core's `plan()` (what deploying the body does to the registered
// commands) and `explain()` (the service's error, placed in the body), on the page's body and
// options. Runs in the worker; answers are plain lines the page draws.
import { explain } from '@cmdlint/core/explain';
import { plan } from '@cmdlint/core/plan';
import type { PageOptions } from './options.js';

export interface DeployLine {
  readonly kind: 'heading' | 'error' | 'warning' | 'action' | 'note' | 'request';
  readonly text: string;
}

function readJson(text: string, what: string): { value?: unknown; problem?: string } {
  if (text.trim() === '') return {};
  try {
    return { value: JSON.parse(text) };
  } catch (error) {
    return { problem: `${what} is not JSON: ${error instanceof Error ? error.message : String(error)}.` };
  }
}

/** The plan of the body against the registered list (JSON text; empty: unknown), in lines. */
export function planLines(body: unknown, registeredText: string, options: PageOptions, style: 'bulk' | 'each'): DeployLine[] {
  const registered = readJson(registeredText, 'The registered list');
  if (registered.problem) return [{ kind: 'error', text: registered.problem }];
  if (registered.value !== undefined && !Array.isArray(registered.value)) return [{ kind: 'error', text: 'The registered list must be the list endpoint\'s answer: a JSON array of commands.' }];
  const result = plan([body], registered.value as unknown[] | undefined, { scope: options.scope, style, defaultLocale: options.defaultLocale, rules: options.rules, ...(options.application ? { application: options.application } : {}) });
  const { counts } = result;
  const lines: DeployLine[] = [
    { kind: 'heading', text: result.registeredKnown ? `${counts.create} to create, ${counts.update} to update, ${counts.rename} to rename, ${counts.delete} to delete (${result.scope}, ${result.style})` : `Without the registered list: every command is a create (${result.scope}, ${result.style}). Paste the list endpoint's answer to see updates, renames and deletes.` },
  ];
  for (const action of result.actions) {
    if (action.action === 'unchanged') continue;
    const renamed = action.previousName !== undefined ? ` (was "${action.previousName}")` : '';
    const changes = action.changes.length > 0 ? `: ${action.changes.map((c) => `${c.field} ${c.change}`).join(', ')}` : '';
    lines.push({ kind: 'action', text: `${action.action} ${action.label}${renamed}${changes}` });
  }
  const unchanged = result.actions.filter((a) => a.action === 'unchanged').length;
  if (unchanged > 0) lines.push({ kind: 'note', text: `${unchanged} command${unchanged === 1 ? '' : 's'} unchanged.` });
  for (const d of result.diagnostics) lines.push({ kind: d.severity, text: `${d.message} (${d.ruleId})` });
  for (const note of result.notes) lines.push({ kind: 'note', text: note });
  for (const request of result.requests) lines.push({ kind: 'request', text: `${request.method} ${request.path}${request.creates ? ' (a create)' : ''}` });
  return lines;
}

/** The service's error (its JSON body or a log line) explained against the body, in lines. */
export function explainLines(errorText: string, body: unknown, options: PageOptions): DeployLine[] {
  if (errorText.trim() === '') return [{ kind: 'note', text: 'Paste the error the service answered (its JSON, or the log line that holds it).' }];
  const explanations = explain(errorText, body, { lint: { scope: options.scope, defaultLocale: options.defaultLocale, rules: options.rules, ...(options.application ? { application: options.application } : {}) } });
  return explanations.flatMap((e) => [
    { kind: 'heading' as const, text: `${e.place || 'The request'}: ${e.code ? `${e.code} ` : ''}${e.message}` },
    ...(e.meaning ? [{ kind: 'note' as const, text: e.meaning }] : []),
    ...e.diagnostics.map((d) => ({ kind: d.severity, text: `${d.message} (${d.ruleId})` })),
    ...(e.remedy ? [{ kind: 'note' as const, text: e.remedy }] : []),
  ]);
}
