// A diagnostic as the surfaces show it: its rule, severity and message, its place in the text (as
// offsets and as lines and characters) and its fixes as text edits.
import type { Path, Severity } from '@cmdlint/core';
import type { TextEdit } from '../text/edits.js';
import type { Range } from '../text/lines.js';

export interface LocatedSuggestion {
  readonly message: string;
  readonly edits: readonly TextEdit[];
}

export interface LocatedDiagnostic {
  readonly ruleId: string;
  readonly severity: Severity;
  readonly message: string;
  /** The id of the rule's message the text was made from, and the data that filled it (a core rule's; a check of the text has none). */
  readonly messageId?: string;
  readonly data?: Readonly<Record<string, unknown>>;
  /** JSON path in the body ([] for problems of the text). */
  readonly path: Path;
  /** UTF-16 offsets into the text without BOM, [offset, end). */
  readonly offset: number;
  readonly end: number;
  /** The same, as 0-based lines and UTF-16 characters. */
  readonly range: Range;
  /** The automatic fix as minimal, non-overlapping text edits. */
  readonly fix?: readonly TextEdit[];
  readonly suggestions?: readonly LocatedSuggestion[];
  /** The text could not be read past this problem: no rule ran on the file. */
  readonly fatal?: boolean;
}
