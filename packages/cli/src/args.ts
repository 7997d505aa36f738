// The command line's options, read without any dependency (and without loading the core).
import { COMMON_OPTIONS, UsageError, colorOf, listOf, maxWarningsOf, oneOf, readArgv, rulesOf, stringOf, FLAG, VALUE, type OptionTable, type RuleSetting } from './argv.js';
import { refuseEslintFlag } from './eslint-flags.js';
import type { SendVia } from '@cmdlint/text';

export { UsageError };

export const FORMATS = ['stylish', 'json', 'sarif', 'github', 'compact'] as const;
export type FormatName = (typeof FORMATS)[number];

export interface CliOptions {
  readonly patterns: readonly string[];
  readonly stdin: boolean;
  readonly stdinFilename: string | undefined;
  readonly format: FormatName;
  /** A formatter module named by --format (a path or a package's name): its default export `(results, context) => string`. */
  readonly formatModule: string | undefined;
  readonly outputFile: string | undefined;
  readonly scope: 'global' | 'guild' | undefined;
  readonly kind: 'auto' | 'command' | 'commands' | 'edit' | 'permissions' | undefined;
  readonly config: string | undefined;
  /** --no-config-lookup: no configuration file applies but the one -c names. */
  readonly configLookup: boolean;
  /** --ignore-pattern (repeatable): globs relative to the working directory that directories and globs skip. */
  readonly ignorePatterns: readonly string[];
  /** --no-ignore (false): .gitignore files, the configuration's ignores and --ignore-pattern skip nothing. */
  readonly ignore: boolean;
  /** --follow-external-links: directories and globs follow links out of the project. */
  readonly followExternalLinks: boolean;
  readonly rules: Readonly<Record<string, RuleSetting>>;
  /** -1: no limit. */
  readonly maxWarnings: number;
  readonly quiet: boolean;
  readonly fix: boolean;
  readonly fixDryRun: boolean;
  /** undefined: decide from the terminal and the environment. */
  readonly color: boolean | undefined;
  readonly printConfig: string | undefined;
  readonly init: boolean;
  readonly version: boolean;
  readonly help: boolean;
  readonly errorOnUnmatchedPattern: boolean;
  /** List every file considered, and why it was taken or skipped, on stderr. */
  readonly debug: boolean;
  /** --env-info: print the versions and the system a bug report needs, and exit. */
  readonly envInfo: boolean;
  /** --pass-on-no-patterns: with no file named and no sets, exit 0 instead of linting the directory. */
  readonly passOnNoPatterns: boolean;
  /** --exit-on-fatal-error: a file that cannot be read (a syntax error) makes the exit code 2. */
  readonly exitOnFatalError: boolean;
  /** --no-inline-config (false): cmdlint-disable comments apply to nothing. */
  readonly inlineConfig: boolean;
  /** --report-unused-disable-directives(-severity); undefined: ESLint 9's default, warn. */
  readonly reportUnusedDisableDirectives: 'off' | 'warn' | 'error' | undefined;
  /** Bulk suppressions (ESLint 9.24): write every error / these rules' errors to the suppressions file. */
  readonly suppressAll: boolean;
  readonly suppressRules: readonly string[];
  readonly pruneSuppressions: boolean;
  readonly passOnUnprunedSuppressions: boolean;
  /** --suppressions-location: the suppressions file (default cmdlint-suppressions.json in the working directory). */
  readonly suppressionsLocation: string | undefined;
  /** --module FILE[#export] (repeatable): modules run in a child process, their exports linted. A flag only, never configuration. */
  readonly modules: readonly string[];
  /** --module-timeout SECONDS: how long a module may take to load before it is stopped. */
  readonly moduleTimeout: number;
  /** --module-via: how the modules' plain objects are sent (else the "via" of the set that holds the module). */
  readonly moduleVia: SendVia | undefined;
  /** --cache: reuse the results of files whose content, and everything that decides their result, is unchanged. */
  readonly cache: boolean;
  /** --cache-location: the cache file, or a directory to hold .cmdlintcache (default: .cmdlintcache in the working directory). */
  readonly cacheLocation: string | undefined;
  /** --staged: report on the named files (else git's staged ones), reading every file as git's index holds it. */
  readonly staged: boolean;
}

/** The default of --module-timeout, in seconds: loading discord.js and a bot's commands takes about one. */
const MODULE_TIMEOUT_SECONDS = 10;

/** --module-via's values: a set's "via" (config.ts). */
const SEND_VIA_VALUES: readonly SendVia[] = ['api', 'discord.js', 'discord.js@13', 'discord.js@14'];

const KINDS = ['auto', 'command', 'commands', 'edit', 'permissions'];

export const OPTIONS = {
  ...COMMON_OPTIONS,
  version: { type: 'boolean', short: 'v' },
  'suppress-rule': { type: 'string', multiple: true },
  'ignore-pattern': { type: 'string', multiple: true },
  module: { type: 'string', multiple: true },
  stdin: FLAG,
  fix: FLAG,
  'fix-dry-run': FLAG,
  init: FLAG,
  'no-error-on-unmatched-pattern': FLAG,
  'no-config-lookup': FLAG,
  'no-ignore': FLAG,
  'follow-external-links': FLAG,
  debug: FLAG,
  'env-info': FLAG,
  'pass-on-no-patterns': FLAG,
  'exit-on-fatal-error': FLAG,
  'no-inline-config': FLAG,
  'report-unused-disable-directives': FLAG,
  'suppress-all': FLAG,
  'prune-suppressions': FLAG,
  'pass-on-unpruned-suppressions': FLAG,
  cache: FLAG,
  staged: FLAG,
  'stdin-filename': VALUE,
  'report-unused-disable-directives-severity': VALUE,
  'suppressions-location': VALUE,
  kind: VALUE,
  'print-config': VALUE,
  'module-timeout': VALUE,
  'module-via': VALUE,
  'cache-location': VALUE,
  'cache-strategy': VALUE,
} as const satisfies OptionTable;

/** --cache-strategy: only the content of the files can say that a result still holds (see cache.ts). */
const CACHE_STRATEGIES = ['content'] as const;

export function parseArgs(argv: readonly string[]): CliOptions {
  const read = readArgv(argv, OPTIONS, { refuse: (flag) => refuseEslintFlag(flag, (message) => new UsageError(message)) });
  const given = (name: keyof typeof OPTIONS): boolean => read.values[name] === true;
  const value = (name: keyof typeof OPTIONS): string | undefined => stringOf(read, name);
  // Anything but a built-in name is a formatter module, found as ESLint finds one (formatters/load.ts).
  const format = value('format');
  if (format === '') throw new UsageError(`--format needs a value: one of ${FORMATS.join(', ')}, a formatter package's name or a path.`);
  const builtIn = format === undefined || (FORMATS as readonly string[]).includes(format);
  const scope = value('scope');
  const kind = value('kind');
  const severity = value('report-unused-disable-directives-severity');
  const modules = listOf(read, 'module');
  for (const module of modules) {
    if (module === '' || module.startsWith('#')) throw new UsageError(`--module needs a file: --module commands.js or --module commands.js#data, not "${module}".`);
  }
  const timeout = value('module-timeout');
  if (timeout !== undefined && (!/^\d+(\.\d+)?$/.test(timeout) || Number(timeout) <= 0)) throw new UsageError(`--module-timeout takes seconds, a number above 0 such as 30, not "${timeout}".`);
  const via = value('module-via');
  if (via !== undefined) oneOf('--module-via', via, SEND_VIA_VALUES);
  const strategy = value('cache-strategy');
  if (strategy === 'metadata') throw new UsageError('--cache-strategy metadata is not taken: a file\'s time and size cannot tell that its result still holds (a file of its set, its configuration or the discord.js version may have changed, and a copy keeps the time); the content strategy, the default, hashes what decides each result.');
  if (strategy !== undefined) oneOf('--cache-strategy', strategy, CACHE_STRATEGIES);
  const options: CliOptions = {
    patterns: [...read.positionals],
    stdin: given('stdin'),
    stdinFilename: value('stdin-filename'),
    format: builtIn ? ((format ?? 'stylish') as FormatName) : 'stylish',
    formatModule: builtIn ? undefined : format,
    outputFile: value('output-file'),
    scope: scope === undefined ? undefined : oneOf('--scope', scope, ['global', 'guild'] as const),
    kind: kind === undefined ? undefined : (oneOf('--kind', kind, KINDS) as CliOptions['kind']),
    config: value('config'),
    configLookup: !given('no-config-lookup'),
    ignorePatterns: listOf(read, 'ignore-pattern'),
    ignore: !given('no-ignore'),
    followExternalLinks: given('follow-external-links'),
    rules: rulesOf(listOf(read, 'rule'), 'name-lowercase:warn', true),
    maxWarnings: maxWarningsOf(value('max-warnings')),
    quiet: given('quiet'),
    fix: given('fix'),
    fixDryRun: given('fix-dry-run'),
    color: colorOf(read),
    printConfig: value('print-config'),
    init: given('init'),
    version: given('version'),
    help: given('help'),
    errorOnUnmatchedPattern: !given('no-error-on-unmatched-pattern'),
    debug: given('debug'),
    envInfo: given('env-info'),
    passOnNoPatterns: given('pass-on-no-patterns'),
    exitOnFatalError: given('exit-on-fatal-error'),
    inlineConfig: !given('no-inline-config'),
    reportUnusedDisableDirectives: given('report-unused-disable-directives')
      ? 'error'
      : severity === undefined ? undefined : oneOf('--report-unused-disable-directives-severity', ({ '0': 'off', '1': 'warn', '2': 'error' } as Record<string, string>)[severity] ?? severity, ['off', 'warn', 'error'] as const),
    suppressAll: given('suppress-all'),
    suppressRules: listOf(read, 'suppress-rule'),
    pruneSuppressions: given('prune-suppressions'),
    passOnUnprunedSuppressions: given('pass-on-unpruned-suppressions'),
    suppressionsLocation: value('suppressions-location'),
    modules,
    moduleTimeout: timeout === undefined ? MODULE_TIMEOUT_SECONDS : Number(timeout),
    moduleVia: via as SendVia | undefined,
    cache: given('cache'),
    cacheLocation: value('cache-location'),
    staged: given('staged'),
  };
  if (options.fix && options.fixDryRun) throw new UsageError('--fix and --fix-dry-run cannot be used together.');
  if (options.fix && options.stdin) throw new UsageError('--fix cannot write to standard input: use --fix-dry-run with --format json to get the fixed text.');
  if (options.stdin && options.patterns.length > 0) throw new UsageError('--stdin lints standard input: name no files with it.');
  if (!options.configLookup && options.config !== undefined) throw new UsageError('--no-config-lookup and -c/--config cannot be used together: -c already replaces the lookup.');
  if (modules.length > 0 && options.stdin) throw new UsageError('--module and --stdin cannot be used together: lint the module, or standard input.');
  if (modules.length > 0 && (options.fix || options.fixDryRun)) throw new UsageError('--fix does not apply to --module (what a module exports at run time is not its text): run cmdlint --fix on the file itself.');
  if (options.stdinFilename !== undefined && !options.stdin) throw new UsageError('--stdin-filename names standard input: use it with --stdin.');
  if (given('report-unused-disable-directives') && severity !== undefined) throw new UsageError('--report-unused-disable-directives and --report-unused-disable-directives-severity cannot be used together: the first is the second with "error".');
  if (options.suppressAll && options.suppressRules.length > 0) throw new UsageError('--suppress-all and --suppress-rule cannot be used together: --suppress-all already suppresses every rule\'s errors.');
  if (options.pruneSuppressions && (options.suppressAll || options.suppressRules.length > 0)) throw new UsageError('--prune-suppressions cannot be used with --suppress-all or --suppress-rule: prune in a run of its own.');
  if (options.staged && (options.stdin || modules.length > 0)) throw new UsageError('--staged lints the files of a commit: not with --stdin or --module.');
  if (options.staged && (options.fix || options.fixDryRun)) throw new UsageError('--staged reads the files as git\'s index holds them, which --fix cannot write: run cmdlint --fix on the files, then stage them.');
  if (options.staged && options.cache) throw new UsageError('--staged and --cache cannot be used together: the cache knows the working tree\'s files, not the index\'s.');
  return options;
}

export const HELP = `Usage: cmdlint [options] [file|dir|glob ...]

Lints application command definitions (slash, user, message and entry point commands,
bulk overwrites, permissions bodies) before they reach the API.

With no argument, lints the configuration's "sets" and, alone, the command files of its
directory in no set; without sets, the current directory (as cmdlint .).
Directories and globs expand to .json and .jsonc files that look like commands, and to
JavaScript and TypeScript modules that define commands (builders, requests, typed objects).

Input:
  --stdin                        Lint one body read from standard input
  --stdin-filename NAME          Name standard input (output, configuration, .jsonc)
  --kind auto|command|commands|edit|permissions
                                 What the bodies are (default: auto, from their shape)
  --scope global|guild           Scope of the bodies (default: the set's, else global)
  --ignore-pattern GLOB          Skip what GLOB matches (relative to the working directory,
                                 as the configuration's "ignores"; repeatable)
  --no-ignore                    Skip nothing that .gitignore, "ignores" or --ignore-pattern
                                 name (node_modules and .git are still never searched)
  --follow-external-links        Follow links that lead out of the directory walked and the
                                 configuration's directory (skipped, with a warning, by default)
  --no-error-on-unmatched-pattern
                                 A pattern or directory that matches nothing is no error
  --pass-on-no-patterns          With no file named and no sets, exit 0 instead of
                                 linting the current directory
  --staged                       Judge a commit: report on the files named (else git's
                                 staged files), reading them and the rest of their set as
                                 git's index holds them (untracked files play no part)
  --debug                        List every file considered, and why it was taken or
                                 skipped, on standard error

Commands in code:
  --module FILE[#EXPORT]         Import FILE in a child process (with your rights: it runs
                                 your code) and lint what it exports: EXPORT, else the
                                 default export, else every export that is a command, an
                                 array of them, a builder or { data }; builders give
                                 toJSON(). Repeatable; never read from configuration
  --module-timeout SECONDS       Stop a module that has not loaded by then (default: ${MODULE_TIMEOUT_SECONDS})
  --module-via HOW               How its plain objects are sent: api, discord.js, discord.js@13, discord.js@14 (default: the set's "via")

Configuration:
  -c, --config FILE              Use this configuration file (default: cmdlint.config.json
                                 or .cmdlintrc.json, from each file's directory upward)
  --no-config-lookup             Use no configuration file (only the options given here)
  --rule RULE:off|warn|error     Set a rule's severity (repeatable; also 0|1|2)
  --print-config FILE            Print the settings that apply to FILE, and exit
  --init                         Write a commented starter cmdlint.config.json

Output:
  -f, --format stylish|json|sarif|github|compact|NAME|PATH
                                 Output format (default: stylish); a NAME is a formatter
                                 package (cmdlint-formatter-NAME, eslint-formatter-NAME,
                                 then NAME, from the working directory), a PATH a module
                                 whose default export is (results, context) => string
  -o, --output-file FILE         Write the report to FILE
  --quiet                        Report errors only
  --max-warnings N               Exit 1 when there are more than N warnings
  --exit-on-fatal-error          Exit 2 when a file cannot be read (a syntax error)
  --color, --no-color            Force colours on or off (default: on a terminal, unless
                                 NO_COLOR or NODE_DISABLE_COLORS is set or TERM=dumb;
                                 FORCE_COLOR forces them)

Fixing:
  --fix                          Apply the automatic fixes to the files
  --fix-dry-run                  Compute the fixes without writing (json: "output")

Inline configuration comments:
  --no-inline-config             Prevent cmdlint-disable comments from changing anything
  --report-unused-disable-directives
                                 Report directives that suppress nothing, as errors
  --report-unused-disable-directives-severity off|warn|error
                                 Their severity (default: warn; also 0|1|2)

Suppressing violations:
  --suppress-all                 Suppress every error found, in the suppressions file
  --suppress-rule RULE           Suppress the errors of RULE (repeatable)
  --suppressions-location FILE   The suppressions file (default: cmdlint-suppressions.json)
  --prune-suppressions           Remove the suppressions that match nothing any more
  --pass-on-unpruned-suppressions
                                 Unused suppressions do not make the run fail

Caching:
  --cache                        Only check changed files: reuse the last results of a file
                                 whose text, configuration, set and flags are unchanged
  --cache-location PATH          The cache file, or a directory for it (default: .cmdlintcache)
  --cache-strategy content       How changes are found (content: the only strategy)

Before a deploy:
  cmdlint plan ...               What deploying the commands does to the registered ones
                                 (cmdlint plan --help)

  -v, --version                  Print the version
  --env-info                     Print the versions and system a bug report needs
  -h, --help                     Print this help

Environment: TIMING=1 prints the time each rule took (TIMING=N: the N slowest).

Exit codes: 0 no errors, 1 errors (or more warnings than --max-warnings),
2 bad usage, bad configuration, unreadable file or internal failure.

cmdlint explain [ERROR_FILE|-] --body SENT.json: read the service's rejection of a deploy
back into commands, options and fixes (cmdlint explain --help).
`;
