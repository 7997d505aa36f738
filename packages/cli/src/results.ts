// What formatters receive: ESLint's result shape, built in the shared layer (so that the text API
// returns the same), and what each formatter is given beside it.
import type { LintResult, RuleInfo } from '@cmdlint/shared';

export { toResult, type FixDescription, type LintMessage, type LintResult } from '@cmdlint/shared';

export interface FormatContext {
  readonly cwd: string;
  readonly color: boolean;
  readonly rules: ReadonlyMap<string, RuleInfo>;
  readonly version: string;
}

export type Formatter = (results: readonly LintResult[], context: FormatContext) => string;
