// `cmdlint plan` options, read without any dependency (the subcommand's own flags; the shared
// ones mean what they mean for `cmdlint`).
import { UsageError, maxWarningsOf, oneOf, readArgv, readRule, refuseMainFlag, withCommonFlags } from '../argv.js';

export const PLAN_FORMATS = ['stylish', 'json', 'sarif', 'github'] as const;
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

export const DEFAULT_API_BASE = 'https://discord.com/api/v10';

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

const FLAGS = withCommonFlags(
  { plain: ['--fetch', '--verbose', '--detailed-exitcode'], valued: ['--registered', '--application-id', '--guild-id', '--api-base', '--timeout', '--style', '--out', '--creates-used'] },
  {
    of: ' for cmdlint plan',
    refuse(flag) {
      if (flag === '--token') throw new UsageError('the bot token is never a flag (it would show in the process list and the shell history): set the CMDLINT_TOKEN environment variable.');
      refuseMainFlag('plan', NOT_HERE)(flag);
    },
  },
);
const SNOWFLAKE = /^[1-9]\d{0,19}$/;

export function parsePlanArgs(argv: readonly string[]): PlanCliOptions {
  const patterns: string[] = [];
  const rules: Record<string, 'off' | 'warn' | 'error'> = {};
  const o: { -readonly [K in keyof PlanCliOptions]: PlanCliOptions[K] } = {
    patterns,
    registered: undefined,
    fetch: false,
    applicationId: undefined,
    guildId: undefined,
    apiBase: DEFAULT_API_BASE,
    timeout: 30,
    scope: undefined,
    style: 'bulk',
    config: undefined,
    rules,
    format: 'stylish',
    out: undefined,
    verbose: false,
    detailedExitcode: false,
    createsUsed: 0,
    help: false,
    color: undefined,
    quiet: false,
    outputFile: undefined,
    maxWarnings: -1,
  };
  patterns.push(...readArgv(argv, FLAGS, (flag, value) => {
    switch (flag) {
      case '--fetch':
        o.fetch = true;
        break;
      case '--verbose':
        o.verbose = true;
        break;
      case '--detailed-exitcode':
        o.detailedExitcode = true;
        break;
      case '--help':
        o.help = true;
        break;
      case '--color':
        o.color = true;
        break;
      case '--no-color':
        o.color = false;
        break;
      case '--quiet':
        o.quiet = true;
        break;
      case '--output-file':
        o.outputFile = value!;
        break;
      case '--max-warnings':
        o.maxWarnings = maxWarningsOf(value!);
        break;
      case '--registered':
        o.registered = value!;
        break;
      case '--application-id':
        if (!SNOWFLAKE.test(value!)) throw new UsageError(`--application-id must be a snowflake (a string of digits such as 1234567890123456789), not "${value}".`);
        o.applicationId = value!;
        break;
      case '--guild-id':
        if (!SNOWFLAKE.test(value!)) throw new UsageError(`--guild-id must be a snowflake (a string of digits), not "${value}".`);
        o.guildId = value!;
        break;
      case '--api-base':
        o.apiBase = value!;
        break;
      case '--timeout':
        if (!/^\d+(\.\d+)?$/.test(value!) || Number(value) <= 0) throw new UsageError(`--timeout takes a number of seconds, not "${value}".`);
        o.timeout = Number(value);
        break;
      case '--scope':
        o.scope = oneOf(flag, value!, ['global', 'guild'] as const);
        break;
      case '--style':
        o.style = oneOf(flag, value!, ['bulk', 'each'] as const);
        break;
      case '--config':
        o.config = value!;
        break;
      case '--format':
        o.format = oneOf(flag, value!, PLAN_FORMATS);
        break;
      case '--out':
        o.out = value!;
        break;
      case '--creates-used':
        if (!/^\d+$/.test(value!)) throw new UsageError(`--creates-used takes the number of creates made today, not "${value}".`);
        o.createsUsed = Number(value);
        break;
      case '--rule':
        readRule(value!, rules, 'perpetual-difference:off', false);
        break;
    }
  }));
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
failed fetch; with --detailed-exitcode, 0 nothing to deploy and 3 changes to deploy.
`;
