// `cmdlint explain`'s options, read without any dependency (and without loading the core).
import { UsageError, oneOf, readArgv, type Flags } from '../argv.js';

export const EXPLAIN_FORMATS = ['stylish', 'json', 'sarif', 'github'] as const;
export type ExplainFormat = (typeof EXPLAIN_FORMATS)[number];

export interface ExplainCliOptions {
  /** The file holding the service's error; `-` or undefined: standard input. */
  readonly errorFile: string | undefined;
  /** The body that was sent. */
  readonly body: string | undefined;
  readonly format: ExplainFormat;
  readonly scope: 'global' | 'guild' | undefined;
  readonly kind: 'auto' | 'command' | 'commands' | 'edit' | 'permissions' | undefined;
  readonly help: boolean;
}

export const EXPLAIN_HELP = `Usage: cmdlint explain [ERROR_FILE|-] [--body SENT.json] [options]

Explains the service's rejection of a deploy: each failing field of its error, as the
command, the option and the field of the sent body, with cmdlint's diagnostics there
and the fix. Reads the error from ERROR_FILE, or from standard input (- or no file):
the JSON body of the response, a log with it inside, or the lines a library printed
(5.options[0].name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid).

  some-deploy-script 2>&1 | cmdlint explain --body commands.json

Options:
  --body FILE                    The body that was sent (a command, a bulk array, an edit
                                 or a permissions body): gives file:line:col and diagnostics
  --scope global|guild           Scope of the body (default: its set's, else global)
  --kind auto|command|commands|edit|permissions
                                 What the body is (default: auto, from its shape)
  -f, --format stylish|json|sarif|github
                                 Output format (default: stylish)
  -h, --help                     Print this help

Exit codes: 0 every error explained, 1 some error not tied to the body or to a rule
(a gap in cmdlint: please report it), 2 bad usage or an unreadable file.
`;

const KINDS = ['auto', 'command', 'commands', 'edit', 'permissions'] as const;

const FLAGS: Flags = {
  plain: new Set(['--help']),
  valued: new Set(['--body', '--format', '--scope', '--kind']),
  short: { '-f': '--format', '-h': '--help' },
  of: ' for explain',
};

export function parseExplainArgs(argv: readonly string[]): ExplainCliOptions {
  let body: string | undefined;
  let format: ExplainFormat = 'stylish';
  let scope: ExplainCliOptions['scope'];
  let kind: ExplainCliOptions['kind'];
  let help = false;
  const files = readArgv(argv, FLAGS, (flag, value) => {
    if (flag === '--help') help = true;
    else if (flag === '--body') {
      if (value === '') throw new UsageError('--body needs a file name.');
      body = value;
    } else if (flag === '--format') format = oneOf(flag, value!, EXPLAIN_FORMATS);
    else if (flag === '--scope') scope = oneOf(flag, value!, ['global', 'guild'] as const);
    else kind = oneOf(flag, value!, KINDS);
  });
  if (files.length > 1) throw new UsageError(`explain reads one error, not ${files.length} files (${files.slice(0, 3).map((f) => JSON.stringify(f)).join(', ')}).`);
  const errorFile = files[0] === '-' ? undefined : files[0];
  return { errorFile, body, format, scope, kind, help };
}
