// `cmdlint explain`'s options, read without any dependency (and without loading the core).
import { UsageError } from '../args.js';

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

function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, not "${value}".`);
  return value as T;
}

export function parseExplainArgs(argv: readonly string[]): ExplainCliOptions {
  const files: string[] = [];
  let body: string | undefined;
  let format: ExplainFormat = 'stylish';
  let scope: ExplainCliOptions['scope'];
  let kind: ExplainCliOptions['kind'];
  let help = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      files.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      files.push(arg);
      continue;
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const flag = equals === -1 ? (arg === '-f' ? '--format' : arg === '-h' ? '--help' : arg) : arg.slice(0, equals);
    if (flag === '--help') {
      if (equals !== -1) throw new UsageError('--help takes no value.');
      help = true;
      continue;
    }
    if (!['--body', '--format', '--scope', '--kind'].includes(flag)) throw new UsageError(`Unknown option ${arg} for explain.`);
    let value = equals === -1 ? argv[++i] : arg.slice(equals + 1);
    if (value === undefined) throw new UsageError(`${flag} needs a value.`);
    if (flag === '--body') {
      if (value === '') throw new UsageError('--body needs a file name.');
      body = value;
    } else if (flag === '--format') format = oneOf(flag, value, EXPLAIN_FORMATS);
    else if (flag === '--scope') scope = oneOf(flag, value, ['global', 'guild'] as const);
    else kind = oneOf(flag, value, KINDS);
    value = undefined;
  }
  if (files.length > 1) throw new UsageError(`explain reads one error, not ${files.length} files (${files.slice(0, 3).map((f) => JSON.stringify(f)).join(', ')}).`);
  const errorFile = files[0] === '-' ? undefined : files[0];
  return { errorFile, body, format, scope, kind, help };
}
