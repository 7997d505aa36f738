// `cmdlint explain`, as main() dispatches it: everything of it, its arguments too, is in a
// bundle of its own (dist/explain.cjs) loaded only for this subcommand, so that a plain lint
// loads and parses nothing of it.
import { requireCompiled } from '../compiled.js';
import type { CliIo } from '../index.js';

type ExplainModule = typeof import('./main.js');
/** Set by the build (tsup.config.ts); undefined when running from source. */
declare const __CMDLINT_RUN_BUNDLE__: string | undefined;

/** The bundle, with its code cache (see compiled.ts); `loaded` keeps what the run compiled. */
async function load(env: Readonly<Record<string, string | undefined>>): Promise<{ explainMain: ExplainModule['explainMain']; loaded(): void }> {
  if (typeof __CMDLINT_RUN_BUNDLE__ === 'string') {
    const bundle = requireCompiled<ExplainModule>(new URL('./explain.cjs', import.meta.url), env, 'explain');
    return { explainMain: bundle.exports.explainMain, loaded: () => bundle.save() };
  }
  return { explainMain: (await import('./main.js')).explainMain, loaded: () => undefined };
}

export async function explainCommand(argv: readonly string[], io: CliIo, version: string): Promise<number> {
  const env = io.env ?? process.env;
  try {
    const { explainMain, loaded } = await load(env);
    const code = await explainMain(argv, {
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
    loaded();
    return code;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`cmdlint explain: internal error: ${message.split('\n')[0]}\n`);
    const debug = (env.DEBUG ?? '').split(',').some((name) => name.trim() === 'cmdlint' || name.trim() === '*');
    if (debug && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    else io.stderr.write('Set DEBUG=cmdlint for the stack trace, and please report it.\n');
    return 2;
  }
}
