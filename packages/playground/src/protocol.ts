// Messages between the page and its lint worker.
import type { LintResult, PageOptions } from './engine.js';

export interface RuleEntry {
  readonly id: string;
  readonly description: string;
  readonly severity: 'error' | 'warning';
  readonly fixable: boolean;
  /** The rule's page in the repository (docs/rules/<id>.md), or the README's section for the checks of the text. */
  readonly docs: string;
}

export type WorkerRequest =
  | { readonly id: number; readonly type: 'catalog' }
  | { readonly id: number; readonly type: 'lint' | 'fix'; readonly text: string; readonly options: PageOptions };

export type WorkerAnswer =
  | { readonly id: number; readonly type: 'catalog'; readonly rules: readonly RuleEntry[] }
  | { readonly id: number; readonly type: 'lint'; readonly result: LintResult }
  | { readonly id: number; readonly type: 'fix'; readonly text: string }
  | { readonly id: number; readonly type: 'failure'; readonly message: string };
