// What `cmdlint plan` prints: the plan's actions and diagnostics, located in the files, as
// stylish text, a documented JSON object (docs/plan.md), SARIF or GitHub annotations.
import { escapeControlCharacters, escapeWorkflowCommands, type JsonDocument } from '@cmdlint/text';
import { ruleCatalog } from '@cmdlint/linter';
import { quote, type Diagnostic, type Path } from '@cmdlint/core';
import { commandLabel, type FieldChange, type Plan, type PlanAction } from '@cmdlint/core/plan';
import { github } from '../formatters/github.js';
import { displayPath } from '../formatters/paths.js';
import { sarif } from '../formatters/sarif.js';
import type { LintMessage, LintResult } from '../results.js';
import type { PlanFormat } from './args.js';

/** One local body: a whole file, or a body inside it (a wrapper's array, a set's "body"). */
export interface PlanFile {
  readonly path: string;
  readonly document: JsonDocument;
  /** Where the body is in the file ([] or absent: the whole file). */
  readonly prefix?: Path;
  /** The body itself, when it is not the whole file. */
  readonly value?: unknown;
  /** A later body of a file already listed: its text's problems were said with the first. */
  readonly again?: boolean;
  /** A source's body: whether a diagnostic of it stands (not on what the library itself writes, such as builders' `required: false`). */
  readonly keep?: (diagnostic: { readonly ruleId: string; readonly path: Path; readonly severity: string; readonly message: string }) => boolean;
  /** Sent by code cmdlint does not see (a loader): a field the body does not set is not compared (loader-fields.ts). */
  readonly sentElsewhere?: boolean;
  /** The guilds its file lists (SourceBody.guildIds): a guild plan of another guild leaves it out (guilds.ts). */
  readonly guildIds?: readonly string[];
  /** The reader's words for a diagnostic of the body (a Python literal's own digits past 2^53, SourceBody.restate). */
  readonly messageOf?: (diagnostic: Diagnostic) => string;
}

/** A local command the plan leaves out: a value of it is not known from its file. */
export interface UnplannedCommand {
  readonly file: string;
  readonly line: number;
  readonly column: number;
  /** What is known of who it is (none: the name itself is not known). */
  readonly name?: string;
  readonly type?: number;
  /** Why, as the rest of a sentence: "its description is not known from the file (a call at ban.ts:4:18)". */
  readonly reason: string;
  /** The guilds its file lists (guilds.ts). */
  readonly guildIds?: readonly string[];
}

/** `not planned: command /ban, its description is not known from the file (a call at ban.ts:4:18)`. */
export function unplannedLine(command: UnplannedCommand, cwd: string): string {
  const who = command.name === undefined ? `a command of ${displayPath(command.file, cwd)}:${command.line}:${command.column}` : commandLabel(command.type ?? 1, command.name);
  return `not planned: ${who}, ${command.reason}`;
}

export interface PlanReport {
  /** Undefined when a local file could not be read as JSON (no plan is made then). */
  readonly plan: Plan | undefined;
  readonly files: readonly PlanFile[];
  readonly textRules: Readonly<Record<string, string>>;
  /** Where the registered list came from (a file path or the API base) and, for a file, its document. */
  readonly registered: { readonly source: string; readonly document: JsonDocument | undefined; readonly count: number } | undefined;
  readonly verbose: boolean;
  /** --quiet: warnings left out. */
  readonly quiet?: boolean;
  /** Local commands left out of the comparison (the plan is incomplete). */
  readonly unplanned?: readonly UnplannedCommand[];
  /** The lint of those commands, for what holds whatever their unknown values are: their own problems are shown as the others' are. */
  readonly unplannedDiagnostics?: readonly { readonly file: string; readonly document: JsonDocument; readonly path: Path; readonly diagnostic: Diagnostic }[];
}

interface LocatedPlanDiagnostic {
  readonly ruleId: string;
  readonly severity: 'error' | 'warning';
  readonly message: string;
  /** The file it is in: a local file, the --registered file, or none (the plan as a whole). */
  readonly file: string | undefined;
  readonly path: Path;
  readonly line: number;
  readonly column: number;
  readonly endLine: number;
  readonly endColumn: number;
  /** The action it is about (index into plan.actions). */
  readonly action: number | undefined;
  /** From the lint of a body or its text, rather than from the plan. */
  readonly fromBody: boolean;
}

function located(document: JsonDocument | undefined, path: Path): Pick<LocatedPlanDiagnostic, 'line' | 'column' | 'endLine' | 'endColumn'> {
  if (!document) return { line: 1, column: 1, endLine: 1, endColumn: 1 };
  const { start, end } = document.rangeOf(path);
  const range = document.rangeAt(start, end);
  return { line: range.start.line + 1, column: range.start.character + 1, endLine: range.end.line + 1, endColumn: range.end.character + 1 };
}

function startsWith(path: Path, prefix: Path): boolean {
  return prefix.length <= path.length && prefix.every((key, i) => path[i] === key);
}

/** Every diagnostic of the report, located: the text's, the bodies', then the plan's. */
function locate(report: PlanReport): LocatedPlanDiagnostic[] {
  const out: LocatedPlanDiagnostic[] = [];
  report.files.forEach((file) => {
    if (file.again) return;
    for (const problem of file.document.problems) {
      const setting = report.textRules[problem.ruleId];
      if (!problem.fatal && setting === 'off') continue;
      const range = file.document.rangeAt(problem.offset, problem.offset + problem.length);
      out.push({
        ruleId: problem.ruleId,
        severity: problem.fatal || setting !== 'warn' ? 'error' : 'warning',
        message: problem.message,
        file: file.path,
        path: [],
        line: range.start.line + 1,
        column: range.start.character + 1,
        endLine: range.end.line + 1,
        endColumn: range.end.character + 1,
        action: undefined,
        fromBody: true,
      });
    }
  });
  const { plan } = report;
  if (!plan) return out;
  for (const { file, document, path, diagnostic: d } of report.unplannedDiagnostics ?? []) {
    out.push({ ruleId: d.ruleId, severity: d.severity, message: d.message, file, path, ...located(document, path), action: undefined, fromBody: true });
  }
  plan.bodyDiagnostics.forEach((list, body) => {
    const file = report.files[body]!;
    for (const d of list) {
      if (file.keep && !file.keep(d)) continue;
      const path = [...(file.prefix ?? []), ...d.path];
      out.push({ ruleId: d.ruleId, severity: d.severity, message: file.messageOf ? file.messageOf(d as Diagnostic) : d.message, file: file.path, path, ...located(file.document, path), action: undefined, fromBody: true });
    }
  });
  for (const d of plan.diagnostics) {
    let action: number | undefined;
    let file: string | undefined;
    let where = located(undefined, []);
    let message = d.message;
    if (d.body !== undefined) {
      const target = report.files[d.body]!;
      if (target.keep && !target.keep(d)) continue;
      if (target.messageOf) message = target.messageOf(d as unknown as Diagnostic);
      file = target.path;
      where = located(target.document, [...(target.prefix ?? []), ...d.path]);
      const index = plan.actions.findIndex((a) => a.body === d.body && a.path !== undefined && startsWith(d.path, a.path));
      if (index !== -1) action = index;
    } else if (d.registered !== undefined) {
      if (report.registered?.document) {
        file = report.registered.source;
        where = located(report.registered.document, [d.registered, ...d.path]);
      }
      const index = plan.actions.findIndex((a) => a.registered === d.registered && a.body === undefined);
      if (index !== -1) action = index;
    }
    out.push({ ruleId: d.ruleId, severity: d.severity, message, file, path: d.path, ...where, action, fromBody: false });
  }
  return report.quiet ? out.filter((d) => d.severity === 'error') : out;
}

export function countWarnings(report: PlanReport): number {
  return locate({ ...report, quiet: false }).filter((d) => d.severity === 'warning').length;
}

export function countErrors(report: PlanReport, _rules: Readonly<Record<string, string>>): number {
  return locate(report).filter((d) => d.severity === 'error').length;
}

// ---------------------------------------------------------------------------------------------
// stylish

const SYMBOLS: Readonly<Record<PlanAction['action'], string>> = { create: '+', update: '~', rename: '~', delete: '-', replace: '-/+', unchanged: '=' };

function show(value: unknown): string {
  if (value === undefined) return '(absent)';
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 70 ? `${text.slice(0, 67)}...` : text;
}

function changeLine(change: FieldChange): string {
  if (change.change === 'reordered') return `${change.field}: reordered ${show(change.before)} → ${show(change.after)}`;
  if (change.change === 'added') return `${change.field}: added ${show(change.after)}`;
  if (change.change === 'removed') return `${change.field}: removed (was ${show(change.before)})`;
  return `${change.field}: ${show(change.before)} → ${show(change.after)}`;
}

function actionLine(action: PlanAction): string {
  const id = action.id !== undefined ? ` (id ${action.id})` : '';
  switch (action.action) {
    case 'rename':
      return `${action.label}, renamed from ${quote(action.previousName ?? '')}, keeps id ${action.id} and its overwrites`;
    case 'replace':
      return `${action.label}, replaces ${quote(action.previousName ?? '')}${id}: delete and create, new id`;
    case 'delete':
      return `${action.label}${id}${action.duplicate ? ', a duplicate' : ''}`;
    default:
      return `${action.label}${action.action === 'create' ? '' : id}`;
  }
}

function diagnosticLine(d: LocatedPlanDiagnostic, cwd: string, withPlace: boolean): string {
  const place = withPlace && d.file !== undefined ? `${displayPath(d.file, cwd)}:${d.line}:${d.column}  ` : '';
  return `${place}${d.severity === 'error' ? 'error  ' : 'warning'}  ${d.message}  ${d.ruleId}`;
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/**
 * A bulk overwrite of no commands with no registered list: nothing to create, yet the request
 * deletes whatever the scope has (a bot's "clear all commands" script). Not "nothing to deploy".
 */
export function clearsUnknownCommands(plan: Plan, registered: boolean): boolean {
  return !registered && !plan.incomplete && plan.style === 'bulk' && !plan.actions.some((action) => action.body !== undefined);
}

function summaryLine(plan: Plan, registered: boolean): string {
  if (clearsUnknownCommands(plan, registered)) return `Plan: this bulk overwrite of no commands deletes every ${plan.scope} command registered, whichever they are; give the list endpoint's answer (--registered) to see them.`;
  if (plan.incomplete) {
    if (!plan.hasChanges) return 'Incomplete plan: no changes among the commands planned; the commands not planned are not judged.';
    return `Incomplete plan: ${changesLine(plan)} among the commands planned; the commands not planned are not judged.`;
  }
  if (!plan.hasChanges) return 'No changes: nothing to deploy.';
  return `Plan: ${changesLine(plan)}.`;
}

function changesLine(plan: Plan): string {
  const { counts } = plan;
  const parts = [`${counts.create + counts.replace} to create`, `${counts.update} to update`, `${counts.delete + counts.replace} to delete`];
  if (counts.rename > 0) parts.push(`${plural(counts.rename, 'rename')} ${counts.rename === 1 ? 'keeps its' : 'keep their'} overwrites`);
  if (counts.replace > 0) parts.push(`${plural(counts.replace, 'rename')} without id ${counts.replace === 1 ? 'loses its' : 'lose their'} overwrites`);
  return `${parts.join(', ')}; ${counts.creates + counts.createsUsedBefore} of ${counts.createLimit} creates used`;
}

/**
 * The lines with every control character shown as \uXXXX, as cmdlint's formats show them: names,
 * descriptions, file names and the registered list (a remote input with --fetch) can hold ESC,
 * BEL, 8-bit CSI or bidi overrides, and a newline inside a line would start a line of its own.
 */
function printableLines(lines: readonly string[]): string {
  return `${lines.map(escapeControlCharacters).join('\n')}\n`;
}

// What JSON.stringify leaves raw in strings (it escapes C0 itself): DEL, C1, separators, bidi.
const RAW_IN_JSON = /[\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** JSON text with those escaped too: the same values once parsed, nothing that drives a terminal. */
function safeJson(text: string): string {
  return text.replace(RAW_IN_JSON, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

function stylish(report: PlanReport, cwd: string): string {
  const all = locate(report);
  const lines: string[] = [];
  // The bodies first: what the service rejects is said before what the deploy would do.
  const byFile = new Map<string, LocatedPlanDiagnostic[]>();
  for (const d of all) if (d.fromBody) byFile.set(d.file!, [...(byFile.get(d.file!) ?? []), d]);
  for (const [file, list] of byFile) {
    list.sort((a, b) => a.line - b.line || a.column - b.column);
    lines.push(displayPath(file, cwd));
    for (const d of list) lines.push(`  ${d.line}:${d.column}  ${diagnosticLine(d, cwd, false)}`);
    lines.push('');
  }
  const { plan } = report;
  if (!plan) {
    const broken = report.files.filter((f) => !f.document.ok).length;
    lines.push(`No plan: ${plural(broken, 'file')} cannot be read as JSON, and a plan without ${broken === 1 ? 'it' : 'them'} would delete ${broken === 1 ? 'its' : 'their'} commands.`);
    return printableLines(lines);
  }
  const local = plan.actions.filter((a) => a.body !== undefined).length;
  const registered = report.registered ? `registered: ${/^https?:/.test(report.registered.source) ? report.registered.source : displayPath(report.registered.source, cwd)}, ${plural(report.registered.count, 'command')}` : 'no registered list';
  lines.push(`Plan for the ${plan.scope} commands: ${plan.style === 'bulk' ? 'one bulk overwrite' : 'one request per command'} of ${plural(local, 'local command')}; ${registered}`);
  lines.push('');
  const planDiagnostics = all.filter((d) => !d.fromBody);
  plan.actions.forEach((action, index) => {
    const attached = planDiagnostics.filter((d) => d.action === index);
    if (action.action === 'unchanged' && !report.verbose && attached.length === 0) return;
    lines.push(`  ${SYMBOLS[action.action]} ${actionLine(action)}`);
    for (const change of action.changes) lines.push(`      ${changeLine(change)}`);
    for (const d of attached) lines.push(`      ${diagnosticLine(d, cwd, true)}`);
  });
  // What the plan leaves out: the commands it cannot know, and the registered ones they may be.
  for (const command of report.unplanned ?? []) lines.push(`  ? ${unplannedLine(command, cwd)}`);
  for (const command of plan.keptOut ?? []) lines.push(`  ? ${command.label}${command.id !== undefined ? ` (id ${command.id})` : ''} registered: not compared, it may be a command not planned`);
  const loose = planDiagnostics.filter((d) => d.action === undefined);
  if (loose.length > 0) {
    lines.push('');
    for (const d of loose) lines.push(`  ${diagnosticLine(d, cwd, true)}`);
  }
  lines.push('');
  for (const note of plan.notes) lines.push(`Note: ${note}`);
  const errors = all.filter((d) => d.severity === 'error').length;
  const warnings = all.length - errors;
  if (all.length > 0) lines.push(`✖ ${plural(all.length, 'problem')} (${plural(errors, 'error')}, ${plural(warnings, 'warning')})`);
  lines.push(summaryLine(plan, report.registered !== undefined));
  return printableLines(lines);
}

// ---------------------------------------------------------------------------------------------
// json: the documented schema (docs/plan.md)

function json(report: PlanReport, cwd: string): string {
  const { plan } = report;
  const diagnostics = locate(report).map((d) => ({
    ruleId: d.ruleId,
    severity: d.severity,
    message: d.message,
    file: d.file === undefined ? null : displayPath(d.file, cwd),
    path: d.path,
    line: d.line,
    column: d.column,
    endLine: d.endLine,
    endColumn: d.endColumn,
    action: d.action ?? null,
  }));
  const files = report.files.map((f) => displayPath(f.path, cwd));
  const out = {
    schema: 'cmdlint-plan/1',
    scope: plan?.scope ?? null,
    style: plan?.style ?? null,
    registered: report.registered ? { source: /^https?:/.test(report.registered.source) ? report.registered.source : displayPath(report.registered.source, cwd), count: report.registered.count, localizations: plan?.localizationsJudged ?? null } : null,
    actions: (plan?.actions ?? []).map((a) => ({
      action: a.action,
      type: a.type,
      name: a.name,
      label: a.label,
      previousName: a.previousName ?? null,
      id: a.id ?? null,
      file: a.body === undefined ? null : files[a.body]!,
      path: a.path === undefined ? null : [...(a.body === undefined ? [] : (report.files[a.body]!.prefix ?? [])), ...a.path],
      changes: a.changes.map((c) => ({ field: c.field, change: c.change, path: c.path, ...(c.before !== undefined ? { before: c.before } : {}), ...(c.after !== undefined ? { after: c.after } : {}) })),
      ...(a.duplicate ? { duplicate: true } : {}),
    })),
    diagnostics,
    summary: plan
      ? { ...plan.counts, hasChanges: plan.hasChanges || clearsUnknownCommands(plan, report.registered !== undefined), errorCount: diagnostics.filter((d) => d.severity === 'error').length, warningCount: diagnostics.filter((d) => d.severity === 'warning').length, text: summaryLine(plan, report.registered !== undefined) }
      : null,
    notes: plan?.notes ?? [],
    incomplete: plan?.incomplete === true,
    unplanned: (report.unplanned ?? []).map((c) => ({ name: c.name ?? null, type: c.type ?? null, file: displayPath(c.file, cwd), line: c.line, column: c.column, text: unplannedLine(c, cwd) })),
    keptOut: (plan?.keptOut ?? []).map((c) => ({ type: c.type, name: c.name, label: c.label, id: c.id ?? null, registered: c.registered })),
    body: plan?.bulkBody ?? null,
    requests: plan?.requests ?? [],
  };
  return `${JSON.stringify(out, null, 2)}\n`;
}

// ---------------------------------------------------------------------------------------------
// sarif, github: the diagnostics only, through the command line's own formatters

function asResults(report: PlanReport): LintResult[] {
  const byFile = new Map<string, LintMessage[]>();
  const fallback = report.registered?.source ?? report.files[0]?.path ?? 'cmdlint.config.json';
  for (const d of locate(report)) {
    const file = d.file ?? fallback;
    const message: LintMessage = { ruleId: d.ruleId, severity: d.severity === 'error' ? 2 : 1, message: d.message, line: d.line, column: d.column, endLine: d.endLine, endColumn: d.endColumn };
    byFile.set(file, [...(byFile.get(file) ?? []), message]);
  }
  return [...byFile].map(([filePath, messages]) => ({
    filePath,
    messages,
    suppressedMessages: [],
    errorCount: messages.filter((m) => m.severity === 2).length,
    fatalErrorCount: 0,
    warningCount: messages.filter((m) => m.severity === 1).length,
    fixableErrorCount: 0,
    fixableWarningCount: 0,
    usedDeprecatedRules: [],
  }));
}

export function formatPlan(format: PlanFormat, report: PlanReport, context: { readonly cwd: string; readonly version: string }): string {
  if (format === 'json') return safeJson(json(report, context.cwd));
  // Only github may start a line with "::" (a workflow command in a GitHub log).
  if (format === 'stylish') return escapeWorkflowCommands(stylish(report, context.cwd));
  const formatContext = { cwd: context.cwd, color: false, rules: ruleCatalog(), version: context.version };
  return format === 'sarif' ? safeJson(sarif(asResults(report), formatContext)) : github(asResults(report), formatContext);
}
