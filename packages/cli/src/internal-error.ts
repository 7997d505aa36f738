// The last word of a run that failed in a way cmdlint did not foresee: one line, exit code 2, the
// stack only when asked for. The message may carry text of the input (a file name, a formatter's
// error), so it is escaped as every other output is: it cannot drive the terminal or a CI log.
import { escapeControlCharacters } from '@cmdlint/text';
import { debugEnabled, type Writable } from './io.js';

/** Writes the internal error to `stderr` and returns the exit code (2); `command` is "cmdlint" or "cmdlint explain". */
export function internalError(error: unknown, stderr: Writable, env: Readonly<Record<string, string | undefined>>, command = 'cmdlint'): number {
  const message = error instanceof Error ? error.message : String(error);
  stderr.write(`${command}: internal error: ${escapeControlCharacters(message.split('\n')[0]!)}\n`);
  if (debugEnabled(env) && error instanceof Error && error.stack) {
    stderr.write(`${error.stack.split('\n').map(escapeControlCharacters).join('\n')}\n`);
  } else {
    stderr.write('Set DEBUG=cmdlint for the stack trace, and please report it.\n');
  }
  return 2;
}
