// `cmdlint plan` options, read without any dependency (the subcommand's own flags; the shared
// ones mean what they mean for `cmdlint`).
import { COMMON_OPTIONS, UsageError, colorOf, listOf, maxWarningsOf, oneOf, readArgv, refuseMainFlag, rulesOf, stringOf, FLAG, VALUE, type OptionTable } from '../argv.js';

const PLAN_FORMATS = ['stylish', 'json', 'sarif', 'github'] as const;
export type PlanFormat = (typeof PLAN_FORMATS)[number];

export interface PlanCliOptions {
  readonly patterns: readonly string[];
  readonly registered: string | undefined;
  readonly fetch: boolean;
  readonly applicationId: string | undefined;
  readonly guildId: string | undefined;
  readonly apiBase: string;
  /** Seconds to wait for the list endpoint. */
  readonly timeout: number;
  readonly scope: 'global' | 'guild' | undefined;
  readonly style: 'bulk' | 'each';
  readonly config: string | undefined;
  readonly rules: Readonly<Record<string, 'off' | 'warn' | 'error'>>;
  readonly format: PlanFormat;
  readonly out: string | undefined;
  readonly verbose: boolean;
  readonly detailedExitcode: boolean;
  readonly createsUsed: number;
  readonly help: boolean;
  /** Accepted as by cmdlint; the plan has no colours to turn on or off. */
  readonly color: boolean | undefined;
  /** Warnings left out. */
  readonly quiet: boolean;
  /** Where the report goes (as cmdlint's -o); the body to send is --out. */
  readonly outputFile: string | undefined;
  /** -1: no limit. */
  readonly maxWarnings: number;
}

const DEFAULT_API_BASE = 'https://discord.com/api/v10';

/** The flags of cmdlint that mean nothing for a plan, and why. */
const NOT_HERE: Readonly<Record<string, string>> = {
  '--fix': 'a plan changes no file; run cmdlint --fix on the files first.',
  '--fix-dry-run': 'a plan changes no file; run cmdlint --fix-dry-run on the files.',
  '--stdin': 'a plan reads files (--registered - reads the registered list from standard input).',
  '--stdin-filename': 'a plan reads files (--registered - reads the registered list from standard input).',
  '--kind': 'a plan deploys commands (a command or an array of them per file); edits and permissions bodies are not planned.',
  '--init': 'run cmdlint --init.',
  '--print-config': 'run cmdlint --print-config FILE.',
  '--version': 'run cmdlint --version.',
  '-v': 'run cmdlint --version.',
  '--ignore-pattern': 'a plan takes every file it is given (a file left out would be planned as deleted): name only the files to deploy.',
  '--no-ignore': 'a plan takes the files it is given, as cmdlint finds them.',
  '--no-error-on-unmatched-pattern': 'a pattern that matches nothing would plan deletes: it is always an error for a plan.',
  '--no-config-lookup': 'a plan needs the configuration of its sets (scope, application): give -c FILE to choose it.',
  '--debug': 'run cmdlint --debug with the same files to see which are taken.',
};

export const OPTIONS = {
  ...COMMON_OPTIONS,
  fetch: FLAG,
  verbose: FLAG,
  'detailed-exitcode': FLAG,
  registered: VALUE,
  'application-id': VALUE,
  'guild-id': VALUE,
  'api-base': VALUE,
  timeout: VALUE,
  style: VALUE,
  out: VALUE,
  'creates-used': VALUE,
} as const satisfies OptionTable;

function refuse(flag: string): void {
  if (flag === '--token') throw new UsageError('the bot token is never a flag (it would show in the process list and the shell history): set the CMDLINT_TOKEN environment variable.');
  refuseMainFlag('plan', NOT_HERE)(flag);
}

const SNOWFLAKE = /^[1-9]\d{0,19}$/;

export function parsePlanArgs(argv: readonly string[]): PlanCliOptions {
  const read = readArgv(argv, OPTIONS, { of: ' for cmdlint plan', refuse });
  const value = (name: keyof typeof OPTIONS): string | undefined => stringOf(read, name);
  const applicationId = value('application-id');
  if (applicationId !== undefined && !SNOWFLAKE.test(applicationId)) throw new UsageError(`--application-id must be a snowflake (a string of digits such as 1234567890123456789), not "${applicationId}".`);
  const guildId = value('guild-id');
  if (guildId !== undefined && !SNOWFLAKE.test(guildId)) throw new UsageError(`--guild-id must be a snowflake (a string of digits), not "${guildId}".`);
  const timeout = value('timeout');
  if (timeout !== undefined && (!/^\d+(\.\d+)?$/.test(timeout) || Number(timeout) <= 0)) throw new UsageError(`--timeout takes a number of seconds, not "${timeout}".`);
  const createsUsed = value('creates-used');
  if (createsUsed !== undefined && !/^\d+$/.test(createsUsed)) throw new UsageError(`--creates-used takes the number of creates made today, not "${createsUsed}".`);
  const scope = value('scope');
  const style = value('style');
  const format = value('format');
  const o: { -readonly [K in keyof PlanCliOptions]: PlanCliOptions[K] } = {
    patterns: [...read.positionals],
    registered: value('registered'),
    fetch: read.values.fetch === true,
    applicationId,
    guildId,
    apiBase: value('api-base') ?? DEFAULT_API_BASE,
    timeout: timeout === undefined ? 30 : Number(timeout),
    scope: scope === undefined ? undefined : oneOf('--scope', scope, ['global', 'guild'] as const),
    style: style === undefined ? 'bulk' : oneOf('--style', style, ['bulk', 'each'] as const),
    config: value('config'),
    rules: rulesOf(listOf(read, 'rule'), 'perpetual-difference:off', false),
    format: format === undefined ? 'stylish' : oneOf('--format', format, PLAN_FORMATS),
    out: value('out'),
    verbose: read.values.verbose === true,
    detailedExitcode: read.values['detailed-exitcode'] === true,
    createsUsed: createsUsed === undefined ? 0 : Number(createsUsed),
    help: read.values.help === true,
    color: colorOf(read),
    quiet: read.values.quiet === true,
    outputFile: value('output-file'),
    maxWarnings: maxWarningsOf(value('max-warnings')),
  };
  if (o.help) return o;
  if (o.fetch && o.registered !== undefined) throw new UsageError('--fetch and --registered both give the registered commands: use one.');
  if (o.fetch && o.applicationId === undefined) throw new UsageError('--fetch needs --application-id.');
  if (!o.fetch && (o.applicationId !== undefined || o.guildId !== undefined)) throw new UsageError('--application-id and --guild-id are for --fetch.');
  if (o.fetch && o.scope === 'global' && o.guildId !== undefined) throw new UsageError('--guild-id reads guild commands: use it with --scope guild (or without --scope).');
  if (o.fetch && o.scope === 'guild' && o.guildId === undefined) throw new UsageError('--scope guild with --fetch needs --guild-id.');
  if (o.fetch && o.scope === undefined) o.scope = o.guildId !== undefined ? 'guild' : 'global';
  return o;
}

export const PLAN_HELP = `Usage: cmdlint plan [file|dir|glob ...] (--registered FILE | --fetch --application-id ID) [options]

Shows what deploying the local commands does to the registered ones: creates, updates (each
changed field), renames, replaces, deletes, and what the service would refuse, before it is sent.

With no file, plans the files of the configuration's sets of the scope.

Registered commands:
  --registered FILE              A saved answer of the list endpoint (a JSON array of commands)
  --fetch                        Read them with the list endpoint (with_localizations=true); the
                                 bot token comes from the CMDLINT_TOKEN environment variable only
  --application-id ID            The application (with --fetch)
  --guild-id ID                  The guild, for guild commands (with --fetch)
  --api-base URL                 Default ${DEFAULT_API_BASE} (plain http only for loopback)
  --timeout SECONDS              How long to wait for the list endpoint (default 30)
  (neither: every local command is taken for a create)

Plan:
  --scope global|guild           Scope of the commands (default: global, or guild with --guild-id)
  --style bulk|each              One bulk overwrite (PUT, default) or a request per command
  --creates-used N               Creates already made today in this scope (default 0)
  -c, --config FILE              Use this configuration file
  --rule RULE:off|warn|error     Set a rule's severity (repeatable)

Output:
  -f, --format stylish|json|sarif|github
  -o, --output-file FILE         Write the plan to FILE (as cmdlint writes its report)
  --out FILE                     Write the body to send (bulk: the array; each: the requests)
  --quiet                        Report errors only
  --max-warnings N               Exit 1 when there are more than N warnings
  --color, --no-color            Accepted as by cmdlint (the plan has no colours)
  --verbose                      Show unchanged commands too
  --detailed-exitcode            Exit 0 when there is nothing to deploy, 3 when there is

Exit codes: 0 no errors, 1 errors in the plan or the bodies, 2 bad usage, unreadable input or a
failed fetch, 4 an incomplete plan (commands whose values are not known, left out); with
--detailed-exitcode, 0 nothing to deploy and 3 changes to deploy.
`;
