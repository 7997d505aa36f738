// Python's own nesting limits, checked before parsing: CPython refuses more than 100 levels of
// indentation and more than 200 nested brackets, and tree-sitter's wasm parser runs out of its
// memory on far deeper nesting (and is then broken for every later file of the process). A file
// past either limit is not Python anyone runs, so it is refused unread, never parsed.
import type { LineScan, LogicalLine } from './lines.js';

/** CPython's MAXINDENT. */
const MAX_INDENT_LEVELS = 100;
/** CPython's MAXLEVEL of nested parentheses, brackets and braces. */
export const MAX_BRACKET_DEPTH = 200;

export interface NestingRefusal {
  readonly message: string;
  readonly offset: number;
}

/** The levels of indentation of the logical lines (lines.ts), fed one line at a time: where they first pass the limit. */
export class IndentationDepth {
  private readonly widths: number[] = [0];
  /** The first line indented past the limit, or -1. */
  overflow = -1;

  line(line: LogicalLine): void {
    const widths = this.widths;
    if (line.width > widths[widths.length - 1]!) {
      widths.push(line.width);
      if (widths.length - 1 > MAX_INDENT_LEVELS && this.overflow === -1) this.overflow = line.contentStart;
    } else while (widths.length > 1 && line.width < widths[widths.length - 1]!) widths.pop();
  }
}

/** The first place past either limit, from a scan of the text and its indentation, or undefined. */
export function nestingRefusalOf(scan: LineScan, indentation: IndentationDepth): NestingRefusal | undefined {
  const indent = indentation.overflow;
  const bracket = scan.bracketOverflow;
  if (indent === -1 && bracket === -1) return undefined;
  if (bracket === -1 || (indent !== -1 && indent < bracket)) return { message: `more than ${MAX_INDENT_LEVELS} levels of indentation, which Python itself refuses`, offset: indent };
  return { message: `more than ${MAX_BRACKET_DEPTH} nested brackets, which Python itself refuses`, offset: bracket };
}
