// cmdlint's command line as a function: main(argv, io) -> exit code. The bin wires the process
// into it (and alone asks for V8's tuning: tuneProcessFor); tests call it in-process. Linting
// lives in a chunk loaded only when there is input, so --help and --version start as fast as
// node itself.
import { HELP, UsageError, parseArgs, type CliOptions } from './args.js';
import pkg from '../package.json';
import { requireCompiled, type Compiled } from './compiled.js';
import { internalError } from './internal-error.js';
import { runContext, type CliIo } from './io.js';
import { isTuned, mayBeMuchInput, tuneForMuchInput } from './tune.js';
import { explainCommand } from './explain/load.js';
import { runPlanCommand } from './plan/dispatch.js';

export type { CliIo, Writable } from './io.js';

export const VERSION: string = pkg.version;

type RunModule = typeof import('./run.js');
/** Set by the build (tsup.config.ts) to the file of the bundled run.cjs; undefined when running from source. */
declare const __CMDLINT_RUN_BUNDLE__: string | undefined;
let compiled: Compiled<RunModule> | undefined;

/** The linting half: from source, a plain import; built, the bundle with its code cache (see compiled.ts). */
async function loadRun(env: Readonly<Record<string, string | undefined>>): Promise<{ run: RunModule['run']; loaded(): void }> {
  if (typeof __CMDLINT_RUN_BUNDLE__ === 'string') {
    compiled ??= requireCompiled<RunModule>(new URL(__CMDLINT_RUN_BUNDLE__, import.meta.url), env, isTuned() ? 'run-tuned' : 'run');
    const bundle = compiled;
    return { run: bundle.exports.run, loaded: () => bundle.save() };
  }
  const { run } = await import('./run.js');
  return { run, loaded: () => undefined };
}

export { parseArgs, HELP, type CliOptions };

/**
 * For the bin alone, before main(): a run that may read much input gets V8 flags suited to a short
 * run over it (tune.ts). main() itself never changes the flags of the process that calls it: a
 * program that embeds cmdlint keeps the V8 it chose. CMDLINT_NO_TUNING turns this off.
 */
export function tuneProcessFor(argv: readonly string[], cwd: string, env: Readonly<Record<string, string | undefined>>): void {
  if (env.CMDLINT_NO_TUNING !== undefined || argv[0] === 'explain' || argv[0] === 'plan') return;
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch {
    return; // main() reports it
  }
  const lintsFiles = !options.help && !options.version && !options.stdin && !options.init && options.printConfig === undefined;
  if (lintsFiles && mayBeMuchInput(options.patterns, cwd)) tuneForMuchInput();
}

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const env = io.env ?? process.env;
  if (argv[0] === 'explain') return explainCommand(argv.slice(1), io, VERSION);
  if (argv[0] === 'plan') return runPlanCommand(argv.slice(1), io, VERSION).catch((error: unknown) => internalError(error, io.stderr, env));
  let options: CliOptions;
  try {
    options = parseArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      io.stderr.write(`cmdlint: ${error.message}\nRun "cmdlint --help" for the options.\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    io.stdout.write(HELP);
    return 0;
  }
  if (options.version) {
    io.stdout.write(`${VERSION}\n`);
    return 0;
  }
  try {
    const { run, loaded } = await loadRun(env);
    const code = await run(options, runContext(io, VERSION, (url) => import(url)));
    loaded();
    return code;
  } catch (error) {
    return internalError(error, io.stderr, env);
  }
}
