// `cmdlint explain`, as main() dispatches it: its arguments here (no dependency), the rest in a
// bundle of its own (dist/explain.cjs) loaded only for this subcommand, so that a plain lint
// loads nothing of it.
import { UsageError } from '../args.js';
import { requireCompiled } from '../compiled.js';
import type { CliIo } from '../index.js';
import { EXPLAIN_HELP, parseExplainArgs, type ExplainCliOptions } from './args.js';

type ExplainModule = typeof import('./main.js');
/** Set by the build (tsup.config.ts); undefined when running from source. */
declare const __CMDLINT_RUN_BUNDLE__: string | undefined;

async function load(env: Readonly<Record<string, string | undefined>>): Promise<ExplainModule['runExplain']> {
  if (typeof __CMDLINT_RUN_BUNDLE__ === 'string') {
    return requireCompiled<ExplainModule>(new URL('./explain.cjs', import.meta.url), env, 'explain').exports.runExplain;
  }
  return (await import('./main.js')).runExplain;
}

export async function explainCommand(argv: readonly string[], io: CliIo, version: string): Promise<number> {
  let options: ExplainCliOptions;
  try {
    options = parseExplainArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`cmdlint explain: ${error.message}\nRun "cmdlint explain --help" for the options.\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    io.stdout.write(EXPLAIN_HELP);
    return 0;
  }
  const env = io.env ?? process.env;
  try {
    const runExplain = await load(env);
    return await runExplain(options, {
      stdout: io.stdout,
      stderr: io.stderr,
      // Read only when the error comes from standard input: the bin makes the stream on first read.
      get stdin() {
        return io.stdin;
      },
      cwd: io.cwd ?? process.cwd(),
      env,
      version,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`cmdlint explain: internal error: ${message.split('\n')[0]}\n`);
    const debug = (env.DEBUG ?? '').split(',').some((name) => name.trim() === 'cmdlint' || name.trim() === '*');
    if (debug && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    else io.stderr.write('Set DEBUG=cmdlint for the stack trace, and please report it.\n');
    return 2;
  }
}
