// Python's own nesting limits, checked before parsing: CPython refuses more than 100 levels of
// indentation and more than 200 nested brackets, and tree-sitter's wasm parser runs out of its
// memory on far deeper nesting (and is then broken for every later file of the process). A file
// past either limit is not Python anyone runs, so it is refused unread, never parsed.

/** CPython's MAXINDENT. */
export const MAX_INDENT_LEVELS = 100;
/** CPython's MAXLEVEL of nested parentheses, brackets and braces. */
export const MAX_BRACKET_DEPTH = 200;

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
      for (; j < text.length && (text[j] === ' ' || text[j] === '\t' || text[j] === '\f'); j++) width = text[j] === '\t' ? (Math.floor(width / 8) + 1) * 8 : width + 1;
      const next = text[j];
      if (next !== undefined && next !== '\n' && next !== '\r' && next !== '#') {
        if (width > indents[indents.length - 1]!) {
          indents.push(width);
          if (indents.length - 1 > MAX_INDENT_LEVELS) return { message: `more than ${MAX_INDENT_LEVELS} levels of indentation, which Python itself refuses`, offset: j };
        } else while (indents.length > 1 && width < indents[indents.length - 1]!) indents.pop();
      }
      lineStart = false;
      i = j;
      continue;
    }
    const char = text[i]!;
    if (char === '#') {
      while (i < text.length && text[i] !== '\n') i++;
      continue;
    }
    if (char === '\n') {
      lineStart = true;
      i++;
      continue;
    }
    if (char === '\\' && (text[i + 1] === '\n' || text[i + 1] === '\r')) {
      i += 2; // a joined line is one logical line
      continue;
    }
    if (char === '(' || char === '[' || char === '{') {
      if (++brackets > MAX_BRACKET_DEPTH) return { message: `more than ${MAX_BRACKET_DEPTH} nested brackets, which Python itself refuses`, offset: i };
      i++;
      continue;
    }
    if (char === ')' || char === ']' || char === '}') {
      if (brackets > 0) brackets--;
      i++;
      continue;
    }
    if (char === '"' || char === "'") {
      i = afterString(text, i);
      continue;
    }
    i++;
  }
  return undefined;
}

/** The index after a string literal starting at its quote (prefixes are letters, read as names before it). */
function afterString(text: string, start: number): number {
  const quote = text[start]!;
  const triple = text.startsWith(quote.repeat(3), start);
  const close = triple ? quote.repeat(3) : quote;
  // A raw prefix keeps backslashes, but a backslash still escapes the quote for where the literal ends.
  let i = start + close.length;
  while (i < text.length) {
    const char = text[i]!;
    if (char === '\\') {
      i += 2;
      continue;
    }
    if (!triple && char === '\n') return i; // an unterminated string ends at the line (the parser reports it)
    if (text.startsWith(close, i)) return i + close.length;
    i++;
  }
  return i;
}
