// cmdlint's command line as a function: main(argv, io) -> exit code. The bin wires the process
// into it; tests call it in-process. Linting lives in a chunk loaded only when there is input,
// so --help and --version start as fast as node itself.
import { HELP, UsageError, parseArgs, type CliOptions } from './args.js';
import pkg from '../package.json';
import { requireCompiled, type Compiled } from './compiled.js';
import { isTuned, mayBeMuchInput, tuneForMuchInput } from './tune.js';
import { explainCommand } from './explain/load.js';
import { runPlanCommand } from './plan/dispatch.js';

export interface Writable {
  write(chunk: string): unknown;
  readonly isTTY?: boolean;
}

export interface CliIo {
  readonly stdout: Writable;
  readonly stderr: Writable;
  /** Standard input, for --stdin: a readable stream or the bytes themselves. */
  readonly stdin?: AsyncIterable<Uint8Array | string> | Uint8Array | string;
  /** Default: process.cwd(). */
  readonly cwd?: string;
  /** Default: process.env. */
  readonly env?: Readonly<Record<string, string | undefined>>;
}

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

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const env = io.env ?? process.env;
  const debug = (env.DEBUG ?? '').split(',').some((name) => name.trim() === 'cmdlint' || name.trim() === '*');
  if (argv[0] === 'explain') return explainCommand(argv.slice(1), io, VERSION);
  if (argv[0] === 'plan') return runPlanCommand(argv.slice(1), io, VERSION).catch((error: unknown) => internalError(error, io, debug));
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
    const cwd = io.cwd ?? process.cwd();
    // Before the bundle is loaded: its code cache is kept per set of V8 flags (tune.ts).
    const lintsFiles = !options.stdin && !options.init && options.printConfig === undefined;
    if (lintsFiles && env.CMDLINT_NO_TUNING === undefined && mayBeMuchInput(options.patterns, cwd)) tuneForMuchInput();
    const { run, loaded } = await loadRun(env);
    const code = await run(options, {
      stdout: io.stdout,
      stderr: io.stderr,
      // Read only for --stdin: the bin makes the stream on first read.
      get stdin() {
        return io.stdin;
      },
      cwd,
      env,
      version: VERSION,
      importModule: (url) => import(url),
    });
    loaded();
    return code;
  } catch (error) {
    return internalError(error, io, debug);
  }
}

function internalError(error: unknown, io: CliIo, debug: boolean): number {
  const message = error instanceof Error ? error.message : String(error);
  io.stderr.write(`cmdlint: internal error: ${message.split('\n')[0]}\n`);
  if (debug && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
  else io.stderr.write('Set DEBUG=cmdlint for the stack trace, and please report it.\n');
  return 2;
}
