// What cmdlint runs, one row each: the main run (no subcommand word) and each subcommand. main()
// (index.ts) dispatches by this table and loads the row's module; the build (tsup.config.ts) makes
// one bundle of each row's module. The next subcommand is one row here, beside its own module.
// Data only: the build's configuration imports this file.

export interface Subcommand {
  /** The first argument that selects it; '' for the main run. */
  readonly name: string;
  /** Its module, from src/ without the extension: the build's entry, bundled as dist/<module's bundle>.cjs. */
  readonly module: string;
  /** The bundle's name: dist/<bundle>.cjs, and the name of its code cache. */
  readonly bundle: string;
  /**
   * The module's function that runs it, `(argv, context) => exit code`, with the arguments after
   * the subcommand's name; the main run's takes the options main() parsed (it answers --help and
   * --version without loading anything).
   */
  readonly run: string;
  /** Loaded with V8's code cache (compiled.ts): compiling a bundle of rules is most of a short run. */
  readonly codeCache: boolean;
  /**
   * Whether the bin may tune V8 for much input (tune.ts): the main row's bundle holds the entry and
   * is tuned once loaded; a row loaded by the entry after tuning takes a tuned code cache of its own.
   */
  readonly tunes: boolean;
}

export const SUBCOMMANDS: readonly Subcommand[] = [
  { name: '', module: 'run', bundle: 'run', run: 'run', codeCache: true, tunes: true },
  { name: 'explain', module: 'explain/main', bundle: 'explain', run: 'explainMain', codeCache: true, tunes: false },
  { name: 'plan', module: 'plan/run', bundle: 'plan', run: 'runPlan', codeCache: true, tunes: false },
];

/** The row that `argv` selects: its first argument's subcommand, else the main run. */
export function subcommandOf(argv: readonly string[]): Subcommand {
  const first = argv[0];
  return (first !== undefined && first !== '' && SUBCOMMANDS.find((row) => row.name === first)) || SUBCOMMANDS[0]!;
}
