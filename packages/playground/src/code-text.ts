// Whether the editor's text is code (JavaScript or TypeScript) or a JSON body, and the file name
// each stands for. Plain values: the page and the worker both import this, never the parser.

/** The file name a pasted source stands for: TypeScript reads every JavaScript the page expects too. */
export const CODE_FILE_NAME = 'body.ts';

/**
 * A JSON body starts with `{` or `[` (after blanks and, in JSONC, comments); any other text is read
 * as code. Decided on the first character only, so that a half-typed body stays JSON.
 */
export function isCodeText(text: string): boolean {
  let i = 0;
  for (;;) {
    while (i < text.length && /[\s\uFEFF]/.test(text[i]!)) i++;
    if (text.startsWith('//', i)) {
      const end = text.indexOf('\n', i);
      if (end < 0) return false;
      i = end + 1;
    } else if (text.startsWith('/*', i)) {
      const end = text.indexOf('*/', i + 2);
      if (end < 0) return false;
      i = end + 2;
    } else break;
  }
  if (i >= text.length) return false;
  return text[i] !== '{' && text[i] !== '[';
}
