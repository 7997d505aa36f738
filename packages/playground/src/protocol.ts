// Messages between the page and its lint worker. The worker keeps the last body it could read:
// the preview and the budget come from it (marked stale while the text cannot be read).
import type { BudgetOf, PageDiagnostic, PageOptions } from './engine.js';
import type { CompletionEntry } from './completion.js';
import type { DeployLine } from './deploy.js';
import type { ShownCommand } from './preview.js';
import type { CommandNames } from './problems.js';
import type { EncodedState, PageState } from './share.js';

export interface RuleEntry {
  readonly id: string;
  readonly description: string;
  readonly severity: 'error' | 'warning';
  readonly fixable: boolean;
  /** The rule's page in the repository (docs/rules/<id>.md), or the README's section for the checks of the text. */
  readonly docs: string;
}

export { SHARE_LINK_LIMIT, SHARE_STATE_LIMIT } from './share.js';

/** The commands of the preview the page draws, of all the body has. */
export interface PreviewPage {
  readonly commands: readonly ShownCommand[];
  readonly total: number;
  /** The text cannot be read now: this is the preview of the last text that could. */
  readonly stale: boolean;
}

/** What the page shows of a lint. */
export interface PageResult {
  readonly diagnostics: readonly PageDiagnostic[];
  readonly ok: boolean;
  readonly budgets: readonly BudgetOf[];
  readonly budgetsStale: boolean;
  readonly preview: PreviewPage;
  /** The commands' names, to group the problems by (those of the last text that could be read). */
  readonly commands: CommandNames;
}

export interface PreviewRequest {
  readonly locale: string;
  /** How many commands to send (a bulk array of thousands is drawn a page at a time). */
  readonly limit: number;
}

export type WorkerRequest =
  | { readonly id: number; readonly type: 'catalog' }
  | { readonly id: number; readonly type: 'lint'; readonly text: string; readonly options: PageOptions; readonly preview: PreviewRequest }
  | { readonly id: number; readonly type: 'fix'; readonly text: string; readonly options: PageOptions }
  | { readonly id: number; readonly type: 'preview'; readonly preview: PreviewRequest }
  | { readonly id: number; readonly type: 'share'; readonly state: PageState }
  | { readonly id: number; readonly type: 'complete'; readonly text: string; readonly offset: number }
  | { readonly id: number; readonly type: 'plan'; readonly registered: string; readonly style: 'bulk' | 'each'; readonly options: PageOptions }
  | { readonly id: number; readonly type: 'explain'; readonly error: string; readonly options: PageOptions };

export type WorkerAnswer =
  | { readonly id: number; readonly type: 'catalog'; readonly rules: readonly RuleEntry[] }
  | { readonly id: number; readonly type: 'lint'; readonly result: PageResult }
  | { readonly id: number; readonly type: 'fix'; readonly text: string }
  | { readonly id: number; readonly type: 'preview'; readonly preview: PreviewPage }
  /** The link, or the sizes that exceed SHARE_LINK_LIMIT or SHARE_STATE_LIMIT. */
  | ({ readonly id: number; readonly type: 'share' } & EncodedState)
  | { readonly id: number; readonly type: 'complete'; readonly items: readonly CompletionEntry[] }
  /** The plan or the explanation of the last body linted, in lines. */
  | { readonly id: number; readonly type: 'deploy'; readonly lines: readonly DeployLine[] }
  | { readonly id: number; readonly type: 'failure'; readonly message: string };
