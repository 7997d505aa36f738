// Python's logical lines as its tokenizer finds them, in one linear pass over the text, before
// any parse: strings and comments skipped, brackets counted (a newline inside them continues the
// line), `\` continuations joined, each line's indentation measured. Two readers of the text use
// the pass: the nesting bounds (bounds.ts) and the skeleton the parser reads (skeleton.ts).

/** One logical line that holds something other than a comment; the object is reused from line to line. */
export interface LogicalLine {
  /** The offset of the physical line it starts on. */
  lineStart: number;
  /** Its first character past the indentation. */
  contentStart: number;
  /** The indentation's width, as CPython measures it (a tab to the next multiple of 8). */
  width: number;
  /** The offset after its last character that is neither space nor comment. */
  end: number;
  /** It ends with `:` (a compound statement's header, whose block follows). */
  opensBlock: boolean;
}

export interface LineScan {
  /** The offset of the first bracket nested deeper than the scan's limit, or -1. */
  readonly bracketOverflow: number;
  /**
   * A line the scan may have read otherwise than Python and tree-sitter do: indentation with tabs
   * or form feeds (CPython and tree-sitter count a tab differently), a lone carriage return, a
   * string unterminated on its line, an f-string whose braces do not balance (a replacement
   * field that holds the string's own quote, as Python 3.12 allows, ends the scan's string early).
   */
  readonly irregular: boolean;
}

/**
 * Calls `onLine` for each logical line, in order, and `onIgnorable` for each physical line outside
 * brackets that holds nothing but blanks and a comment (from its start to past its newline);
 * linear, no recursion.
 */
export function scanLogicalLines(text: string, maxBrackets: number, onLine: (line: LogicalLine) => void, onIgnorable?: (start: number, end: number) => void): LineScan {
  const line: LogicalLine = { lineStart: 0, contentStart: 0, width: 0, end: 0, opensBlock: false };
  const length = text.length;
  let bracketOverflow = -1;
  let irregular = false;
  let brackets = 0;
  let i = 0;
  while (i < length) {
    // A physical line outside brackets: its indentation.
    const lineStart = i;
    let width = 0;
    for (; i < length; i++) {
      const code = text.charCodeAt(i);
      if (code === SPACE) width++;
      else if (code === TAB) {
        width = (Math.floor(width / 8) + 1) * 8;
        irregular = true;
      } else if (code === FORM_FEED) {
        width++;
        irregular = true;
      } else break;
    }
    if (i >= length) break;
    let code = text.charCodeAt(i);
    if (code === NEWLINE) {
      i++;
      onIgnorable?.(lineStart, i);
      continue;
    }
    if (code === RETURN && text.charCodeAt(i + 1) === NEWLINE) {
      i += 2;
      onIgnorable?.(lineStart, i);
      continue;
    }
    if (code === HASH) {
      const newline = text.indexOf('\n', i);
      i = newline === -1 ? length : newline + 1;
      onIgnorable?.(lineStart, i);
      continue;
    }
    // A logical line: to its newline outside brackets.
    line.lineStart = lineStart;
    line.contentStart = i;
    line.width = width;
    let end = i;
    let last = 0;
    while (i < length) {
      code = text.charCodeAt(i);
      if (code === NEWLINE) {
        i++;
        if (brackets === 0) break;
        continue;
      }
      if (code === SPACE || code === TAB || code === FORM_FEED) {
        i++;
        continue;
      }
      if (code === RETURN) {
        if (text.charCodeAt(i + 1) !== NEWLINE) irregular = true;
        i++;
        continue;
      }
      if (code === HASH) {
        const newline = text.indexOf('\n', i);
        i = newline === -1 ? length : newline;
        continue;
      }
      if (code === BACKSLASH) {
        const next = text.charCodeAt(i + 1);
        if (next === NEWLINE) {
          i += 2; // a joined line is one logical line
          continue;
        }
        if (next === RETURN && text.charCodeAt(i + 2) === NEWLINE) {
          i += 3;
          continue;
        }
      } else if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) {
        const string = readString(text, i);
        if (string.irregular) irregular = true;
        i = end = string.end;
        last = code;
        continue;
      } else if (code === 40 || code === 91 || code === 123) {
        if (++brackets > maxBrackets && bracketOverflow === -1) bracketOverflow = i;
      } else if (code === 41 || code === 93 || code === 125) {
        if (brackets > 0) brackets--;
      }
      i++;
      end = i;
      last = code;
    }
    line.end = end;
    line.opensBlock = last === COLON;
    onLine(line);
  }
  return { bracketOverflow, irregular };
}

const SPACE = 32;
const TAB = 9;
const FORM_FEED = 12;
const NEWLINE = 10;
const RETURN = 13;
const HASH = 35;
const BACKSLASH = 92;
const COLON = 58;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;
const OPEN_BRACE = 123;
const CLOSE_BRACE = 125;

/** A string literal from its quote: the index after it, and whether Python may read it otherwise. */
function readString(text: string, start: number): { end: number; irregular: boolean } {
  const closeCode = text.charCodeAt(start);
  const triple = text.charCodeAt(start + 1) === closeCode && text.charCodeAt(start + 2) === closeCode;
  const formatted = isFormatted(text, start);
  let braces = 0;
  // A raw prefix keeps backslashes, but a backslash still escapes the quote for where the literal ends.
  let i = start + (triple ? 3 : 1);
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === BACKSLASH) {
      i += 2;
      continue;
    }
    // An unterminated string ends at its line (the parser reports it).
    if (!triple && code === NEWLINE) return { end: i, irregular: true };
    if (code === closeCode && (!triple || (text.charCodeAt(i + 1) === closeCode && text.charCodeAt(i + 2) === closeCode))) {
      return { end: i + (triple ? 3 : 1), irregular: formatted && braces !== 0 };
    }
    if (code === OPEN_BRACE) braces++;
    else if (code === CLOSE_BRACE) braces--;
    i++;
  }
  return { end: i, irregular: true };
}

/** Whether the quote at `start` opens an f-string or a t-string (its prefix holds f or t). */
function isFormatted(text: string, start: number): boolean {
  let formatted = false;
  let i = start - 1;
  for (; i >= 0 && start - i <= 2; i--) {
    const code = text.charCodeAt(i) | 0x20; // lower case
    if (code === 0x66 || code === 0x74) formatted = true; // f, t
    else if (code !== 0x72 && code !== 0x62 && code !== 0x75) break; // r, b, u
  }
  // A prefix stands alone: `elif"x"` is a keyword and a plain string.
  return formatted && !(i >= 0 && /[\p{L}\p{N}_]/u.test(text[i]!));
}
