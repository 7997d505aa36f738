// `cmdlint explain`, as main() dispatches it: everything of it, its arguments too, is in a
// bundle of its own (dist/explain.cjs) loaded only for this subcommand, so that a plain lint
// loads and parses nothing of it.
import { requireCompiled } from '../compiled.js';
import { internalError } from '../internal-error.js';
import { runContext, type CliIo } from '../io.js';

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
  const context = runContext(io, version);
  try {
    const { explainMain, loaded } = await load(context.env);
    const code = await explainMain(argv, context);
    loaded();
    return code;
  } catch (error) {
    return internalError(error, io.stderr, context.env, 'cmdlint explain');
  }
}
