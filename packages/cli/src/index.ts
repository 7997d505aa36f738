// cmdlint's command line as a function: main(argv, io) -> exit code. The bin wires the process
// into it; tests call it in-process. Linting lives in a chunk loaded only when there is input,
// so --help and --version start as fast as node itself.
import { HELP, UsageError, parseArgs, type CliOptions } from './args.js';
import pkg from '../package.json';

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

export { parseArgs, HELP, type CliOptions };

export async function main(argv: readonly string[], io: CliIo): Promise<number> {
  const env = io.env ?? process.env;
  const debug = (env.DEBUG ?? '').split(',').some((name) => name.trim() === 'cmdlint' || name.trim() === '*');
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
    const { run } = await import('./run.js');
    return await run(options, { ...io, cwd: io.cwd ?? process.cwd(), env, version: VERSION });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    io.stderr.write(`cmdlint: internal error: ${message.split('\n')[0]}\n`);
    if (debug && error instanceof Error && error.stack) io.stderr.write(`${error.stack}\n`);
    else io.stderr.write('Set DEBUG=cmdlint for the stack trace, and please report it.\n');
    return 2;
  }
}
