// Python's own nesting limits, checked before parsing: CPython refuses more than 100 levels of
// indentation and more than 200 nested brackets, and tree-sitter's wasm parser runs out of its
// memory on far deeper nesting (and is then broken for every later file of the process). A file
// past either limit is not Python anyone runs, so it is refused unread, never parsed.

/** CPython's MAXINDENT. */
const MAX_INDENT_LEVELS = 100;
/** CPython's MAXLEVEL of nested parentheses, brackets and braces. */
const MAX_BRACKET_DEPTH = 200;

export interface NestingRefusal {
  readonly message: string;
  readonly offset: number;
}

/**
 * A scan of the text as Python's tokenizer sees its structure (strings and comments skipped,
 * brackets counted, indentation measured at the start of each logical line); the first place past
 * a limit, or undefined. Linear, no recursion.
 */
export function nestingRefusal(text: string): NestingRefusal | undefined {
  const indents: number[] = [0];
  let brackets = 0;
  let lineStart = true;
  for (let i = 0; i < text.length; ) {
    if (lineStart && brackets === 0) {
      // Measure the indentation of a logical line that holds something other than a comment.
      let width = 0;
      let j = i;
      for (; j < text.length; j++) {
        const code = text.charCodeAt(j);
        if (code === SPACE || code === FORM_FEED) width++;
        else if (code === TAB) width = (Math.floor(width / 8) + 1) * 8;
        else break;
      }
      const next = text.charCodeAt(j);
      if (j < text.length && next !== NEWLINE && next !== RETURN && next !== HASH) {
        if (width > indents[indents.length - 1]!) {
          indents.push(width);
          if (indents.length - 1 > MAX_INDENT_LEVELS) return { message: `more than ${MAX_INDENT_LEVELS} levels of indentation, which Python itself refuses`, offset: j };
        } else while (indents.length > 1 && width < indents[indents.length - 1]!) indents.pop();
      }
      lineStart = false;
      i = j;
      continue;
    }
    const code = text.charCodeAt(i);
    if (code === HASH) {
      const end = text.indexOf('\n', i);
      i = end === -1 ? text.length : end;
    } else if (code === NEWLINE) {
      lineStart = true;
      i++;
    } else if (code === BACKSLASH && (text.charCodeAt(i + 1) === NEWLINE || text.charCodeAt(i + 1) === RETURN)) {
      i += 2; // a joined line is one logical line
    } else if (code === 40 || code === 91 || code === 123) {
      if (++brackets > MAX_BRACKET_DEPTH) return { message: `more than ${MAX_BRACKET_DEPTH} nested brackets, which Python itself refuses`, offset: i };
      i++;
    } else if (code === 41 || code === 93 || code === 125) {
      if (brackets > 0) brackets--;
      i++;
    } else if (code === DOUBLE_QUOTE || code === SINGLE_QUOTE) i = afterString(text, i);
    else i++;
  }
  return undefined;
}

const SPACE = 32;
const TAB = 9;
const FORM_FEED = 12;
const NEWLINE = 10;
const RETURN = 13;
const HASH = 35;
const BACKSLASH = 92;
const DOUBLE_QUOTE = 34;
const SINGLE_QUOTE = 39;

/** The index after a string literal starting at its quote (prefixes are letters, read as names before it). */
function afterString(text: string, start: number): number {
  const quote = text[start]!;
  const triple = text.startsWith(quote.repeat(3), start);
  const close = triple ? quote.repeat(3) : quote;
  const closeCode = text.charCodeAt(start);
  // A raw prefix keeps backslashes, but a backslash still escapes the quote for where the literal ends.
  let i = start + close.length;
  while (i < text.length) {
    const code = text.charCodeAt(i);
    if (code === BACKSLASH) {
      i += 2;
      continue;
    }
    if (!triple && code === NEWLINE) return i; // an unterminated string ends at the line (the parser reports it)
    if (code === closeCode && (!triple || text.startsWith(close, i))) return i + close.length;
    i++;
  }
  return i;
}
