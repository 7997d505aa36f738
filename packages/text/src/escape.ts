// Text that came from the input (a command name, a locale key, a file name) on its way to a
// terminal, a CI log or an editor: control characters would act there (ESC starts terminal
// sequences such as OSC 52 clipboard writes, a newline starts a workflow command in a GitHub log,
// bidi overrides reorder what is read), so each is shown as a visible escape instead.

/**
 * C0 (tab and newline too), DEL, C1, the line and paragraph separators, and the bidi embeddings,
 * overrides and isolates.
 */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029\u202a-\u202e\u2066-\u2069]/g;

/** `text` with every control character as `\uXXXX`: `"\u001b]52;c;..."` prints as `\u001b]52;c;...`. */
export function escapeControlCharacters(text: string): string {
  CONTROL.lastIndex = 0;
  if (!CONTROL.test(text)) return text;
  return text.replace(CONTROL, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** `::` at the start of a line, after any blanks (which a GitHub runner skips). */
const WORKFLOW_COMMAND = /^([^\S\n]*)::/gm;

/**
 * Output other than `--format github` with no line that a GitHub runner takes for a workflow
 * command: a line that would start with `::` (a file named `::error file=...::x.json`) starts
 * with `\u003a:` instead.
 */
export function escapeWorkflowCommands(output: string): string {
  if (!output.includes('::')) return output;
  return output.replace(WORKFLOW_COMMAND, '$1\\u003a:');
}
