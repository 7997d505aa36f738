// A diagnostic as the surfaces show it: its rule, severity and message, its place in the text (as
// offsets and as lines and characters) and its fixes as text edits.
import type { Diagnostic } from '@cmdlint/core';
import type { TextEdit } from '@cmdlint/text';
import type { Range } from '@cmdlint/text';

export interface LocatedSuggestion {
  readonly message: string;
  readonly edits: readonly TextEdit[];
}

/**
 * The core's diagnostic (rule, severity, message with its id and data, JSON path: [] for problems
 * of the text) in a text: its place, and its fixes as edits of that text.
 */
export interface LocatedDiagnostic extends Omit<Diagnostic, 'fix' | 'suggestions'> {
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
