import { main } from '../src/index.js';

export interface Run {
  readonly code: number;
  readonly stdout: string;
  readonly stderr: string;
}

/** Runs the command line in-process, as the bin would, with captured output. */
export async function cli(argv: string[], options: { cwd: string; stdin?: string | Uint8Array; env?: Record<string, string>; tty?: boolean }): Promise<Run> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: { write: (s: string) => (stdout += s), isTTY: options.tty ?? false },
    stderr: { write: (s: string) => (stderr += s) },
    ...(options.stdin === undefined ? {} : { stdin: options.stdin }),
    cwd: options.cwd,
    env: options.env ?? {},
  });
  return { code, stdout, stderr };
}

// The same sample bodies and temporary projects as the end-to-end tests, so the two layers test the same texts.
export { BAD, GOOD, WARN, tempProject as project, projectsRemovedAfterEach } from '../../../test/cli/helpers.js';
