// What formatters receive: ESLint's result shape, built in the linter (so that the text API
// returns the same), and what each formatter is given beside it.
import type { LintResult, RuleInfo } from '@cmdlint/linter';

export { toResult, type FixDescription, type LintMessage, type LintResult } from '@cmdlint/linter';

export interface FormatContext {
  readonly cwd: string;
  readonly color: boolean;
  readonly rules: ReadonlyMap<string, RuleInfo>;
  readonly version: string;
}

export type Formatter = (results: readonly LintResult[], context: FormatContext) => string;

/** ESLint's `rulesMeta` entry: the part of a rule's `meta` that formatters read. */
export interface RuleMetaForFormatters {
  /** "problem" for a rule whose findings the service rejects (an error), else "suggestion". */
  readonly type: 'problem' | 'suggestion';
  readonly docs: { readonly description: string; readonly url: string };
  readonly fixable?: 'code';
  readonly hasSuggestions?: true;
}

/** What a formatter module (-f NAME or PATH) is given beside the built-ins' context, as ESLint gives it. */
export interface ModuleFormatContext extends FormatContext {
  /** The rules that appear in the results, by id. */
  readonly rulesMeta: Readonly<Record<string, RuleMetaForFormatters>>;
  /** Given when --max-warnings was passed and exceeded. */
  readonly maxWarningsExceeded?: { readonly maxWarnings: number; readonly foundWarnings: number };
}

export type ModuleFormatter = (results: readonly LintResult[], context: ModuleFormatContext) => string | Promise<string>;
