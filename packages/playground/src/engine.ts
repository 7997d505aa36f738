// The linting half of the page: the same functions the command line calls (shared's lintFiles
// and fixFiles over the core), on one text with the page's settings. Runs in the worker.
import { commandBudget, type ApplicationSettings, type BodyKind, type CommandBudget, type Path, type RuleSetting, type Scope } from '@cmdlint/core';
import type { CmdlintConfig, LoadedConfig } from '@shared-src/config/config.js';
import { fixFiles } from '@shared-src/fix.js';
import { lintFiles, type LintSettings, type LocatedDiagnostic } from '@shared-src/lint-files.js';

/** What the options panel holds: the settings of cmdlint.config.json, and two flags of the command line. */
export interface PageOptions {
  readonly scope: Scope;
  readonly kind: 'auto' | BodyKind;
  /** The body is a .jsonc file: comments and trailing commas allowed. */
  readonly jsonc: boolean;
  readonly application?: ApplicationSettings;
  readonly defaultLocale: string;
  readonly rules: Readonly<Record<string, RuleSetting>>;
}

export const DEFAULT_OPTIONS: PageOptions = { scope: 'global', kind: 'auto', jsonc: false, defaultLocale: 'en-US', rules: {} };

/** The file name the body stands for (the command line is run on it in the same settings). */
export function fileNameOf(options: PageOptions): string {
  return options.jsonc ? 'body.jsonc' : 'body.json';
}

/** The cmdlint.config.json that gives the command line these settings for `fileNameOf(options)`. */
export function configOf(options: PageOptions): CmdlintConfig {
  const config: { -readonly [K in keyof CmdlintConfig]: CmdlintConfig[K] } = {};
  if (options.application && Object.keys(options.application).length > 0) config.application = options.application;
  if (options.defaultLocale !== 'en-US') config.defaultLocale = options.defaultLocale;
  if (Object.keys(options.rules).length > 0) config.rules = options.rules;
  if (options.scope !== 'global') config.sets = [{ files: [fileNameOf(options)], scope: options.scope }];
  return config;
}

function settingsOf(options: PageOptions): LintSettings {
  // The page has no directory: the configuration applies to the one body, and its set's scope is
  // given as the command line's --scope would give it (the same options reach the core).
  const loaded: LoadedConfig = { file: undefined, dir: '/', config: configOf(options) };
  return { configFor: () => loaded, scope: options.scope, kind: options.kind };
}

export interface BudgetOf {
  readonly path: Path;
  /** The command's name, when it has one. */
  readonly name?: string;
  readonly budget: CommandBudget;
}

export interface LintResult {
  readonly diagnostics: readonly LocatedDiagnostic[];
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

export function lintText(text: string, options: PageOptions): LintResult {
  const [report] = lintFiles([{ path: fileNameOf(options), text }], settingsOf(options));
  const { document } = report!;
  return { diagnostics: report!.diagnostics, value: document.ok ? document.value : undefined, ok: document.ok, budgets: document.ok ? budgetsOf(document.value) : [] };
}

/** The text after `cmdlint --fix`: fixes applied, linted again, until nothing changes. */
export function fixText(text: string, options: PageOptions): string {
  const [fixed] = fixFiles([{ path: fileNameOf(options), text }], settingsOf(options));
  return fixed!.output ?? text;
}
