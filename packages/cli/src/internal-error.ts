// The last word of a run that failed in a way cmdlint did not foresee: one line, exit code 2, the
// stack only when asked for. The message may carry text of the input (a file name, a formatter's
// error), so it is escaped as every other output is: it cannot drive the terminal or a CI log.
import { createRequire } from 'node:module';
import { escapeControlCharacters } from '@cmdlint/text';
import { debugEnabled, type Writable } from './io.js';

/** Set by the build (tsup.config.ts) to the part that reads a stack back through the bundles' source maps; undefined from source, whose frames name the sources already. */
declare const __CMDLINT_STACK_BUNDLE__: string | undefined;

/** The stack with the frames of the built bundles, whose names are short, at their place in the source (stack-trace.ts). */
function readableStack(stack: string): string {
  if (typeof __CMDLINT_STACK_BUNDLE__ !== 'string') return stack;
  try {
    const part = createRequire(__filename)(__CMDLINT_STACK_BUNDLE__) as typeof import('./stack-trace.js');
    return part.sourceMappedStack(stack, __dirname);
  } catch {
    return stack; // the stack as V8 wrote it is still the stack
  }
}

/** Writes the internal error to `stderr` and returns the exit code (2); `command` is "cmdlint" or "cmdlint explain". */
export function internalError(error: unknown, stderr: Writable, env: Readonly<Record<string, string | undefined>>, command = 'cmdlint'): number {
  const message = error instanceof Error ? error.message : String(error);
  stderr.write(`${command}: internal error: ${escapeControlCharacters(message.split('\n')[0]!)}\n`);
  if (debugEnabled(env) && error instanceof Error && error.stack) {
    stderr.write(`${readableStack(error.stack).split('\n').map(escapeControlCharacters).join('\n')}\n`);
  } else {
    stderr.write('Set DEBUG=cmdlint for the stack trace, and please report it.\n');
  }
  return 2;
}
