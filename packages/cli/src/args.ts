// The command line's options, read without any dependency (and without loading the core).
import { UsageError, maxWarningsOf, oneOf, readArgv, readRule, type Flags, type RuleSetting } from './argv.js';
import { refuseEslintFlag } from './eslint-flags.js';

export { UsageError, type RuleSetting };

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
}

/** The default of --module-timeout, in seconds: loading discord.js and a bot's commands takes about one. */
export const MODULE_TIMEOUT_SECONDS = 10;

const KINDS = ['auto', 'command', 'commands', 'edit', 'permissions'];

const FLAGS: Flags = {
  plain: new Set(['--stdin', '--quiet', '--fix', '--fix-dry-run', '--color', '--no-color', '--init', '--version', '--help', '--no-error-on-unmatched-pattern', '--no-config-lookup', '--no-ignore', '--debug', '--env-info', '--pass-on-no-patterns', '--exit-on-fatal-error', '--no-inline-config', '--report-unused-disable-directives', '--suppress-all', '--prune-suppressions', '--pass-on-unpruned-suppressions']),
  valued: new Set(['--stdin-filename', '--format', '--output-file', '--scope', '--kind', '--config', '--rule', '--max-warnings', '--print-config', '--ignore-pattern', '--report-unused-disable-directives-severity', '--suppress-rule', '--suppressions-location', '--module', '--module-timeout']),
  short: { '-o': '--output-file', '-f': '--format', '-c': '--config', '-v': '--version', '-h': '--help' },
  refuse: (flag) => refuseEslintFlag(flag, (message) => new UsageError(message)),
};

export function parseArgs(argv: readonly string[]): CliOptions {
  const patterns: string[] = [];
  const rules: Record<string, RuleSetting> = {};
  const ignorePatterns: string[] = [];
  const suppressRules: string[] = [];
  let unusedFlag = false;
  let unusedSeverityFlag = false;
  const modules: string[] = [];
  const options: { -readonly [K in keyof CliOptions]: CliOptions[K] } = {
    patterns,
    stdin: false,
    stdinFilename: undefined,
    format: 'stylish',
    formatModule: undefined,
    outputFile: undefined,
    scope: undefined,
    kind: undefined,
    config: undefined,
    configLookup: true,
    ignorePatterns,
    ignore: true,
    rules,
    maxWarnings: -1,
    quiet: false,
    fix: false,
    fixDryRun: false,
    color: undefined,
    printConfig: undefined,
    init: false,
    version: false,
    help: false,
    errorOnUnmatchedPattern: true,
    debug: false,
    envInfo: false,
    passOnNoPatterns: false,
    exitOnFatalError: false,
    inlineConfig: true,
    reportUnusedDisableDirectives: undefined,
    suppressAll: false,
    suppressRules,
    pruneSuppressions: false,
    passOnUnprunedSuppressions: false,
    suppressionsLocation: undefined,
    modules,
    moduleTimeout: MODULE_TIMEOUT_SECONDS,
  };
  patterns.push(...readArgv(argv, FLAGS, (flag, value) => {
    switch (flag) {
      case '--stdin':
        options.stdin = true;
        break;
      case '--quiet':
        options.quiet = true;
        break;
      case '--fix':
        options.fix = true;
        break;
      case '--fix-dry-run':
        options.fixDryRun = true;
        break;
      case '--color':
        options.color = true;
        break;
      case '--no-color':
        options.color = false;
        break;
      case '--init':
        options.init = true;
        break;
      case '--version':
        options.version = true;
        break;
      case '--help':
        options.help = true;
        break;
      case '--no-error-on-unmatched-pattern':
        options.errorOnUnmatchedPattern = false;
        break;
      case '--no-config-lookup':
        options.configLookup = false;
        break;
      case '--debug':
        options.debug = true;
        break;
      case '--env-info':
        options.envInfo = true;
        break;
      case '--pass-on-no-patterns':
        options.passOnNoPatterns = true;
        break;
      case '--exit-on-fatal-error':
        options.exitOnFatalError = true;
        break;
      case '--stdin-filename':
        options.stdinFilename = value!;
        break;
      case '--format':
        // Anything but a built-in name is a formatter module, found as ESLint finds one (formatters/load.ts).
        if ((FORMATS as readonly string[]).includes(value!)) options.format = value as FormatName;
        else if (value === '') throw new UsageError(`--format needs a value: one of ${FORMATS.join(', ')}, a formatter package's name or a path.`);
        else options.formatModule = value!;
        break;
      case '--output-file':
        options.outputFile = value!;
        break;
      case '--scope':
        options.scope = oneOf(flag, value!, ['global', 'guild'] as const);
        break;
      case '--kind':
        options.kind = oneOf(flag, value!, KINDS) as CliOptions['kind'];
        break;
      case '--config':
        options.config = value!;
        break;
      case '--print-config':
        options.printConfig = value!;
        break;
      case '--max-warnings':
        options.maxWarnings = maxWarningsOf(value!);
        break;
      case '--rule':
        readRule(value!, rules, 'name-lowercase:warn', true);
        break;
      case '--ignore-pattern':
        ignorePatterns.push(value!);
        break;
      case '--no-ignore':
        options.ignore = false;
        break;
      case '--no-inline-config':
        options.inlineConfig = false;
        break;
      case '--report-unused-disable-directives':
        unusedFlag = true;
        options.reportUnusedDisableDirectives = 'error';
        break;
      case '--report-unused-disable-directives-severity': {
        unusedSeverityFlag = true;
        const severity = ({ '0': 'off', '1': 'warn', '2': 'error' } as Record<string, 'off' | 'warn' | 'error'>)[value!] ?? value;
        options.reportUnusedDisableDirectives = oneOf(flag, severity!, ['off', 'warn', 'error'] as const);
        break;
      }
      case '--suppress-all':
        options.suppressAll = true;
        break;
      case '--suppress-rule':
        suppressRules.push(value!);
        break;
      case '--prune-suppressions':
        options.pruneSuppressions = true;
        break;
      case '--pass-on-unpruned-suppressions':
        options.passOnUnprunedSuppressions = true;
        break;
      case '--suppressions-location':
        options.suppressionsLocation = value!;
        break;
      case '--module':
        if (value === '' || value!.startsWith('#')) throw new UsageError(`--module needs a file: --module commands.js or --module commands.js#data, not "${value}".`);
        modules.push(value!);
        break;
      case '--module-timeout':
        if (!/^\d+(\.\d+)?$/.test(value!) || Number(value) <= 0) throw new UsageError(`--module-timeout takes seconds, a number above 0 such as 30, not "${value}".`);
        options.moduleTimeout = Number(value);
        break;
    }
  }));
  if (options.fix && options.fixDryRun) throw new UsageError('--fix and --fix-dry-run cannot be used together.');
  if (options.fix && options.stdin) throw new UsageError('--fix cannot write to standard input: use --fix-dry-run with --format json to get the fixed text.');
  if (options.stdin && patterns.length > 0) throw new UsageError('--stdin lints standard input: name no files with it.');
  if (!options.configLookup && options.config !== undefined) throw new UsageError('--no-config-lookup and -c/--config cannot be used together: -c already replaces the lookup.');
  if (modules.length > 0 && options.stdin) throw new UsageError('--module and --stdin cannot be used together: lint the module, or standard input.');
  if (modules.length > 0 && (options.fix || options.fixDryRun)) throw new UsageError('--fix does not apply to --module (what a module exports at run time is not its text): run cmdlint --fix on the file itself.');
  if (options.stdinFilename !== undefined && !options.stdin) throw new UsageError('--stdin-filename names standard input: use it with --stdin.');
  if (unusedFlag && unusedSeverityFlag) throw new UsageError('--report-unused-disable-directives and --report-unused-disable-directives-severity cannot be used together: the first is the second with "error".');
  if (options.suppressAll && suppressRules.length > 0) throw new UsageError('--suppress-all and --suppress-rule cannot be used together: --suppress-all already suppresses every rule\'s errors.');
  if (options.pruneSuppressions && (options.suppressAll || suppressRules.length > 0)) throw new UsageError('--prune-suppressions cannot be used with --suppress-all or --suppress-rule: prune in a run of its own.');
  return options;
}

export const HELP = `Usage: cmdlint [options] [file|dir|glob ...]

Lints application command definitions (slash, user, message and entry point commands,
bulk overwrites, permissions bodies) before they reach the API.

With no argument, lints the files of the configuration's "sets", or else the current
directory (as cmdlint .).
Directories and globs expand to .json and .jsonc files that look like commands.

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
  --no-error-on-unmatched-pattern
                                 A pattern or directory that matches nothing is no error
  --pass-on-no-patterns          With no file named and no sets, exit 0 instead of
                                 linting the current directory
  --debug                        List every file considered, and why it was taken or
                                 skipped, on standard error

Commands in code:
  --module FILE[#EXPORT]         Import FILE in a child process (with your rights: it runs
                                 your code) and lint what it exports: EXPORT, else the
                                 default export, else every export that is a command, an
                                 array of them, a builder or { data }; builders give
                                 toJSON(). Repeatable; never read from configuration
  --module-timeout SECONDS       Stop a module that has not loaded by then (default: ${MODULE_TIMEOUT_SECONDS})

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
