// cmdlint's command line as a function: main(argv, io) -> exit code. The bin wires the process
// into it (and alone asks for V8's tuning: tuneProcessFor); tests call it in-process. What runs
// is a row of the table of subcommands (subcommands.ts): the main run or a subcommand, each in a
// bundle of its own loaded only when it runs, so --help and --version start as fast as node itself.
import { HELP, UsageError, parseArgs, type CliOptions } from './args.js';
// The version alone: a default import put the whole manifest in every bundle, built as an object at each start.
import { version } from '../package.json';
import { requireCompiled, type Compiled } from './compiled.js';
import { internalError } from './internal-error.js';
import { runContext, type CliIo, type RunContext } from './io.js';
import { subcommandOf, type Subcommand } from './subcommands.js';
import { inputOf, isTuned, tuneForMuchInput, tuneOnceMuchIsRead } from './tune.js';
export { untuneForCodeCache } from './tune.js';
import { ownRequire } from './own-require.js';

export type { CliIo, Writable } from './io.js';
export { standardOutput } from './fd-output.js';

export const VERSION: string = version;

/** What a row's module runs: its arguments (the main run: its parsed options) and the context, to an exit code. */
type RunFunction = (input: unknown, context: RunContext) => Promise<number>;
type Exports = Readonly<Record<string, unknown>>;

/** Set by the build (tsup.config.ts): the rows' bundles are beside this file. Undefined when running from source. */
declare const __CMDLINT_BUNDLED__: boolean | undefined;
/** The bundles loaded with their code cache, by the cache's name: a program that calls main() again reuses them. */
const compiled = new Map<string, Compiled<Exports>>();

/**
 * The main row's module when it is in the same bundle as this entry (dist/run.cjs, as the bin
 * loads it: src/run-bundle.ts): it runs in place, and the bin keeps the bundle's code cache.
 */
let mainRowHere: Exports | undefined;

/** For src/run-bundle.ts alone: the main row's module is bundled with this entry. */
export function mainRowIsHere(module: Exports): void {
  mainRowHere = module;
}

/** A row's module: from source, a plain import; built, its bundle, with its code cache when the row says so (compiled.ts). */
async function load(row: Subcommand, env: Readonly<Record<string, string | undefined>>): Promise<{ run: RunFunction; loaded(code: number): void }> {
  if (mainRowHere && row.name === '') return { run: mainRowHere[row.run] as RunFunction, loaded: () => undefined };
  if (typeof __CMDLINT_BUNDLED__ === 'boolean') {
    const file = `./${row.bundle}.cjs`;
    if (!row.codeCache) return { run: (ownRequire(file) as Exports)[row.run] as RunFunction, loaded: () => undefined };
    // V8 takes a cache only under the flags it was made with: a tuned run keeps its own.
    const name = row.tunes && isTuned() ? `${row.bundle}-tuned` : row.bundle;
    let bundle = compiled.get(name);
    // The bundles are beside this one (a path: no URL to make and parse at every start).
    if (!bundle) compiled.set(name, (bundle = requireCompiled<Exports>((ownRequire('node:path') as typeof import('node:path')).join(__dirname, file), env, name)));
    const kept = bundle;
    // A run that found problems printed them: its cache holds the formatter too (compiled.ts). A
    // bundle that says what its run did (run.ts's codeCacheWorth) keeps no cache of a run that linted nothing.
    const worth = kept.exports.codeCacheWorth as (() => 'none' | 'quiet' | 'reported') | undefined;
    return {
      run: kept.exports[row.run] as RunFunction,
      loaded: (code) => {
        const did = worth?.();
        if (did === undefined) kept.save(code !== 0 ? 'reported' : 'quiet');
        else if (did !== 'none') kept.save(did);
      },
    };
  }
  const path = `./${row.module}.js`; // a name, not a template in the import: the build bundles no module from here
  const module = (await import(path)) as Exports;
  return { run: module[row.run] as RunFunction, loaded: () => undefined };
}

export { parseArgs, HELP, type CliOptions };

/**
 * For the bin alone, before main(): a run that may read much input gets V8 flags suited to a short
 * run over it (tune.ts), when its row of the table tunes. main() itself never changes the flags of
 * the process that calls it: a program that embeds cmdlint keeps the V8 it chose.
 * CMDLINT_NO_TUNING turns this off. Says whether the process is tuned now; a run that lints files
 * is tuned once it has read more than one (tune.ts's fileRead), a large named file at once. The
 * bin calls untuneForCodeCache (nothing to do when untuned) before it keeps a code cache: V8
 * stamps a cache with its process's flags.
 */
export function tuneProcessFor(argv: readonly string[], cwd: string, env: Readonly<Record<string, string | undefined>>): boolean {
  const row = subcommandOf(argv);
  if (env.CMDLINT_NO_TUNING !== undefined || !row.tunes || isTuned()) return isTuned();
  if (row.name !== '') {
    tuneForMuchInput(); // a subcommand that tunes is one made for much input
    return isTuned();
  }
  let options: CliOptions;
  try {
    options = parsedArgs(argv);
  } catch {
    return isTuned(); // main() reports it
  }
  const lintsFiles = !options.help && !options.version && !options.stdin && !options.init && options.printConfig === undefined;
  const input = lintsFiles ? inputOf(options.patterns, cwd) : 'little';
  if (input === 'large') tuneForMuchInput();
  else if (lintsFiles) tuneOnceMuchIsRead(); // once it has read more than one file (tune.ts)
  return isTuned();
}

/** The last arguments parsed and what they gave: the bin asks tuneProcessFor, then main, of the same words. */
let lastParsed: { readonly argv: readonly string[]; readonly options: CliOptions } | undefined;

/** parseArgs, once for the same words in a row (a second parse was 0.2 M instructions of a run on one small file). */
function parsedArgs(argv: readonly string[]): CliOptions {
  if (lastParsed && lastParsed.argv.length === argv.length && lastParsed.argv.every((word, i) => word === argv[i])) return lastParsed.options;
  const options = parseArgs(argv);
  lastParsed = { argv: [...argv], options };
  return options;
}

/** The main run's arguments, parsed before anything is loaded: --help, --version and usage errors answer at once. */
function mainRunInput(argv: readonly string[], io: CliIo): CliOptions | number {
  let options: CliOptions;
  try {
    options = parsedArgs(argv);
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
  return options;
}

/** `import()` as the bin has it: the bin runs this entry as a compiled script (compiled.ts), which has no loader for a dynamic import. */
let binImport: ((url: string) => Promise<unknown>) | undefined;

/** For the bin alone, before main(): the `import()` that formatters are loaded with. */
export function importThrough(load: (url: string) => Promise<unknown>): void {
  binImport = load;
}

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const row = subcommandOf(argv);
  let input: unknown = argv.slice(1);
  if (row.name === '') {
    const parsed = mainRunInput(argv, io);
    if (typeof parsed === 'number') return parsed;
    input = parsed;
  }
  const context = runContext(io, VERSION, binImport ?? ((url) => import(url)));
  try {
    const { run, loaded } = await load(row, context.env);
    const code = await run(input, context);
    loaded(code);
    return code;
  } catch (error) {
    return internalError(error, io.stderr, context.env, row.name === '' ? 'cmdlint' : `cmdlint ${row.name}`);
  }
}
