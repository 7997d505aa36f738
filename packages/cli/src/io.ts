// What the command line is given to talk to the world (its own file: the entry, the linting
// bundle and the subcommands all use it, and none of them needs the others for it).

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

/** What a run (lint, explain, plan) is given: the io with its defaults filled in, and the version. */
export interface RunContext extends CliIo {
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
  readonly version: string;
  /**
   * `import()` as the entry module has it: the linting bundle runs as a compiled script
   * (compiled.ts), where a dynamic import has no loader to call.
   */
  readonly importModule?: (url: string) => Promise<unknown>;
}

/** The context of a run; standard input is read through `io` only when asked for (the bin makes the stream on first read). */
export function runContext(io: CliIo, version: string, importModule?: (url: string) => Promise<unknown>): RunContext {
  return {
    ...(importModule ? { importModule } : {}),
    stdout: io.stdout,
    stderr: io.stderr,
    get stdin() {
      return io.stdin;
    },
    cwd: io.cwd ?? process.cwd(),
    env: io.env ?? process.env,
    version,
  };
}

/** Whether DEBUG names cmdlint (or everything). */
export function debugEnabled(env: Readonly<Record<string, string | undefined>>): boolean {
  return (env.DEBUG ?? '').split(',').some((name) => name.trim() === 'cmdlint' || name.trim() === '*');
}
