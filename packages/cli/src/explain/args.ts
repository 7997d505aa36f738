// `cmdlint explain`'s options, read without any dependency (and without loading the core).
import { COMMON_OPTIONS, UsageError, colorOf, listOf, maxWarningsOf, oneOf, readArgv, refuseMainFlag, rulesOf, stringOf, type OptionTable, type RuleSetting } from '../argv.js';

const EXPLAIN_FORMATS = ['stylish', 'json', 'sarif', 'github'] as const;
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
  /** Accepted as by cmdlint; the output has no colours to turn on or off. */
  readonly color: boolean | undefined;
  /** cmdlint's diagnostics that are warnings are left out. */
  readonly quiet: boolean;
  readonly outputFile: string | undefined;
  /** -1: no limit; else exit 1 when cmdlint's diagnostics shown hold more warnings. */
  readonly maxWarnings: number;
  /** The configuration of the body (default: found from the body's directory upward). */
  readonly config: string | undefined;
  readonly rules: Readonly<Record<string, RuleSetting>>;
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
  -c, --config FILE              The body's configuration (default: found from its directory)
  --rule RULE:off|warn|error     Set a rule's severity (repeatable; every rule is on otherwise)
  -f, --format stylish|json|sarif|github
                                 Output format (default: stylish)
  -o, --output-file FILE         Write the explanation to FILE
  --quiet                        Leave out cmdlint's warnings
  --max-warnings N               Exit 1 when cmdlint's diagnostics shown hold more than N warnings
  --color, --no-color            Accepted as by cmdlint (the output has no colours)
  -h, --help                     Print this help

Exit codes: 0 every error explained, 1 some error not tied to the body or to a rule
(a gap in cmdlint: please report it), 2 bad usage or an unreadable file.
`;

const KINDS = ['auto', 'command', 'commands', 'edit', 'permissions'] as const;

/** The flags of cmdlint that mean nothing here, and why. */
const NOT_HERE: Readonly<Record<string, string>> = {
  '--fix': 'explain changes no file; run cmdlint --fix on the body file.',
  '--fix-dry-run': 'explain changes no file; run cmdlint --fix-dry-run on the body file.',
  '--stdin': 'explain reads the error from standard input when no ERROR_FILE (or -) is named.',
  '--stdin-filename': 'explain reads the error from standard input, and --body names the body.',
  '--init': 'run cmdlint --init.',
  '--print-config': 'run cmdlint --print-config FILE.',
  '--version': 'run cmdlint --version.',
  '-v': 'run cmdlint --version.',
  '--ignore-pattern': 'explain reads what --body names, and nothing else.',
  '--no-ignore': 'explain reads what --body names, and nothing else.',
  '--no-error-on-unmatched-pattern': 'a --body that names no body is always an error: the explanation needs it.',
  '--no-config-lookup': 'the body\'s configuration only says which application and scope it has: give -c FILE to choose it.',
  '--debug': 'explain reads what --body names, and nothing else.',
};

export const OPTIONS = { ...COMMON_OPTIONS, body: { type: 'string' }, kind: { type: 'string' } } as const satisfies OptionTable;

export function parseExplainArgs(argv: readonly string[]): ExplainCliOptions {
  const read = readArgv(argv, OPTIONS, { of: ' for explain', refuse: refuseMainFlag('explain', NOT_HERE) });
  const value = (name: keyof typeof OPTIONS): string | undefined => stringOf(read, name);
  const body = value('body');
  if (body === '') throw new UsageError('--body needs a file name.');
  const format = value('format');
  const scope = value('scope');
  const kind = value('kind');
  const config = value('config');
  const files = read.positionals;
  const options: ExplainCliOptions = {
    errorFile: files[0] === '-' ? undefined : files[0],
    body,
    format: format === undefined ? 'stylish' : oneOf('--format', format, EXPLAIN_FORMATS),
    scope: scope === undefined ? undefined : oneOf('--scope', scope, ['global', 'guild'] as const),
    kind: kind === undefined ? undefined : oneOf('--kind', kind, KINDS),
    help: read.values.help === true,
    color: colorOf(read),
    quiet: read.values.quiet === true,
    outputFile: value('output-file'),
    maxWarnings: maxWarningsOf(value('max-warnings')),
    config,
    rules: rulesOf(listOf(read, 'rule'), 'name-lowercase:off', true),
  };
  if (files.length > 1) throw new UsageError(`explain reads one error, not ${files.length} files (${files.slice(0, 3).map((f) => JSON.stringify(f)).join(', ')}).`);
  if (config !== undefined && body === undefined) throw new UsageError('-c/--config is the configuration of the body: use it with --body.');
  return options;
}
