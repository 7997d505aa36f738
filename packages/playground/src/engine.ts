// The linting half of the page: the same functions the command line calls (shared's lintFiles
// and fixFiles over the core), on one text with the page's settings. Runs in the worker.
import { commandBudget, type CommandBudget, type Path } from '@cmdlint/core';
import type { LoadedConfig } from '@cmdlint/linter';
import { fixFiles } from '@cmdlint/linter';
import { applyEdits } from '@cmdlint/text';
import { lintFiles, type LintSettings, type LocatedDiagnostic } from '@cmdlint/linter';
import { LineIndex } from '@cmdlint/text';
import { TEXT_RULE_SEVERITIES, TEXT_RULES, type TextRuleId } from '@cmdlint/text';
import type { ReadSource } from '@cmdlint/text';
import { configOf, fileNameOf, type PageOptions } from './options.js';
import { syntaxFindings } from './syntax.js';

export { configOf, DEFAULT_OPTIONS, fileNameOf, type PageOptions } from './options.js';

function settingsOf(options: PageOptions, readCode?: ReadSource): LintSettings {
  // The page has no directory: the configuration applies to the one body, and its set's scope is
  // given as the command line's --scope would give it (the same options reach the core).
  const loaded: LoadedConfig = { file: undefined, dir: '/', config: configOf(options, readCode !== undefined) };
  return { configFor: () => loaded, scope: options.scope, kind: options.kind, ...(readCode ? { readSource: readCode } : {}) };
}

export interface BudgetOf {
  readonly path: Path;
  /** The command's name, when it has one. */
  readonly name?: string;
  readonly budget: CommandBudget;
}

/**
 * A diagnostic as the page shows it: the CLI's, and where the editor underlines it when that is
 * narrower than its range (the budget of a whole command is underlined at the command's name,
 * not across the whole document).
 */
export interface PageDiagnostic extends LocatedDiagnostic {
  readonly mark?: { readonly offset: number; readonly end: number };
}

/** Rules whose range is a whole command: the editor marks the command's name instead. */
const MARKED_AT_NAME = new Set(['command-budget']);

export interface LintResult {
  readonly diagnostics: readonly PageDiagnostic[];
  /** The value, when the text could be read (for the preview). */
  readonly value: unknown;
  readonly ok: boolean;
  readonly budgets: readonly BudgetOf[];
}

function isCommandLike(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !Object.prototype.hasOwnProperty.call(value, 'permissions');
}

function budgetOf(command: Record<string, unknown>, path: Path): BudgetOf {
  const name = command.name;
  return typeof name === 'string' ? { path, name, budget: commandBudget(command) } : { path, budget: commandBudget(command) };
}

function budgetsOf(value: unknown): BudgetOf[] {
  if (Array.isArray(value)) return value.flatMap((command, i) => (isCommandLike(command) ? [budgetOf(command, [i])] : []));
  return isCommandLike(value) ? [budgetOf(value, [])] : [];
}

/** Lints the text as a JSON body, or, given the code reader (code-reader.ts), as a source. */
export function lintText(text: string, options: PageOptions, readCode?: ReadSource): LintResult {
  const [report] = lintFiles([{ path: fileNameOf(options, readCode !== undefined), text }], settingsOf(options, readCode));
  const { document } = report!;
  const marked = report!.diagnostics.map((d): PageDiagnostic => {
    if (!MARKED_AT_NAME.has(d.ruleId)) return d;
    const name = document.nodeAt([...d.path, 'name']);
    return name ? { ...d, mark: { offset: name.offset, end: name.end } } : d;
  });
  const diagnostics = marked.some((d) => d.ruleId === TEXT_RULES.syntax) ? withEverySyntaxError(document.text, marked, options) : marked;
  return { diagnostics, value: document.ok ? document.value : undefined, ok: document.ok, budgets: document.ok ? budgetsOf(document.value) : [] };
}

/**
 * The diagnostics with every syntax error (the CLI's stop at the first it cannot read past) and
 * the sure fixes of the syntax errors (see syntax.ts).
 */
function withEverySyntaxError(text: string, diagnostics: readonly PageDiagnostic[], options: PageOptions): PageDiagnostic[] {
  const findings = syntaxFindings(text, options.jsonc);
  const lines = new LineIndex(text);
  const taken = new Set<number>();
  const out = diagnostics.map((d) => {
    const index = findings.findIndex((f, i) => !taken.has(i) && f.problem.ruleId === d.ruleId && f.problem.offset === d.offset && f.problem.message === d.message);
    if (index < 0) return d;
    taken.add(index);
    const { fix } = findings[index]!;
    return fix && !d.fix ? { ...d, fix } : d;
  });
  const firstFatal = diagnostics.find((d) => d.fatal)?.offset ?? Infinity;
  findings.forEach(({ problem, fix }, i) => {
    if (taken.has(i) || problem.offset <= firstFatal) return;
    const setting = options.rules[problem.ruleId];
    if (!problem.fatal && setting === 'off') return;
    const severity = problem.fatal ? 'error' : setting === 'warn' ? 'warning' : setting === 'error' ? 'error' : TEXT_RULE_SEVERITIES[problem.ruleId as TextRuleId];
    const end = problem.offset + problem.length;
    out.push({ ruleId: problem.ruleId, severity, message: problem.message, path: [], offset: problem.offset, end, range: lines.rangeAt(problem.offset, end), ...(fix ? { fix } : {}), ...(problem.fatal ? { fatal: true } : {}) });
  });
  return out.sort((a, b) => a.offset - b.offset || a.end - b.end);
}

/** The text after `cmdlint --fix`: fixes applied, linted again, until nothing changes. */
export function fixText(input: string, options: PageOptions, readCode?: ReadSource): string {
  if (readCode) {
    const [fixed] = fixFiles([{ path: fileNameOf(options, true), text: input }], settingsOf(options, readCode));
    return fixed!.output ?? input;
  }
  // The sure fixes of the syntax first (the CLI has none): then the rules can run on the value.
  const { diagnostics } = lintText(input, options);
  const syntax = diagnostics.filter((d) => d.ruleId === TEXT_RULES.syntax && d.fix).flatMap((d) => d.fix!);
  const text = syntax.length > 0 ? applyEdits(input, syntax) : input;
  const [fixed] = fixFiles([{ path: fileNameOf(options), text }], settingsOf(options));
  return fixed!.output ?? text;
}
