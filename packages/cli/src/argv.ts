// The one argument reader of `cmdlint`, `cmdlint plan` and `cmdlint explain`: options with and
// without a value (`--flag value`, `--flag=value`, short names), `--` and lone `-`, and the
// messages of bad usage. Each command keeps its own flags and what they mean. Dependency-free: the
// start-up chunk holds it, and it loads neither subcommand's bundle.

export class UsageError extends Error {
  override name = 'UsageError';
}

export interface Flags {
  /** Options that take no value. */
  readonly plain: ReadonlySet<string>;
  /** Options that take one (the next argument, or after "="). */
  readonly valued: ReadonlySet<string>;
  /** Short names of long options: `-c` -> `--config`. */
  readonly short: Readonly<Record<string, string>>;
  /** Ends "Unknown option X" for a subcommand: " for cmdlint plan". */
  readonly of?: string;
  /** Refuses an option before anything else is said of it (by throwing a UsageError). */
  readonly refuse?: (flag: string) => void;
}

/**
 * Reads `argv`: calls `take` with each option (its long name) and its value (undefined for a
 * plain one), in order; returns the other arguments (everything after `--` too).
 */
export function readArgv(argv: readonly string[], flags: Flags, take: (flag: string, value: string | undefined) => void): string[] {
  const positional: string[] = [];
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      positional.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      positional.push(arg);
      continue;
    }
    const equals = arg.startsWith('--') ? arg.indexOf('=') : -1;
    const written = equals === -1 ? arg : arg.slice(0, equals);
    let value = equals === -1 ? undefined : arg.slice(equals + 1);
    const flag = flags.short[written] ?? written;
    flags.refuse?.(flag);
    if (flags.plain.has(flag)) {
      if (value !== undefined) throw new UsageError(`${flag} takes no value.`);
    } else if (flags.valued.has(flag)) {
      if (value === undefined) {
        value = argv[++i];
        if (value === undefined) throw new UsageError(`${flag} needs a value.`);
      }
    } else {
      throw new UsageError(`Unknown option ${arg}${flags.of ?? ''}.`);
    }
    take(flag, value);
  }
  return positional;
}

/** `value` when it is one of `allowed`, else a UsageError that lists them. */
export function oneOf<T extends string>(flag: string, value: string, allowed: readonly T[]): T {
  if (!(allowed as readonly string[]).includes(value)) throw new UsageError(`${flag} must be one of ${allowed.join(', ')}, not "${value}".`);
  return value as T;
}

export type RuleSetting = 'off' | 'warn' | 'error';
const SETTINGS = ['off', 'warn', 'error'] as const;
/** ESLint's numeric severities. */
const NUMERIC: Readonly<Record<string, RuleSetting>> = { 0: 'off', 1: 'warn', 2: 'error' };

/**
 * One `--rule RULE:SETTING` into `rules` (an own data property, whatever the id: `__proto__` is a
 * rule id like any other, for the configuration to refuse). `numeric`: ESLint's 0|1|2 too.
 */
export function readRule(value: string, rules: Record<string, RuleSetting>, example: string, numeric: boolean): void {
  const match = /^\s*([^:\s]+)\s*:\s*(\S+)\s*$/.exec(value);
  if (!match) throw new UsageError(`--rule takes RULE:off|warn|error${numeric ? ' (or 0|1|2)' : ''}, such as --rule ${example}, not "${value}".`);
  const setting = numeric ? (NUMERIC[match[2]!] ?? (oneOf('--rule', match[2]!, [...SETTINGS, '0', '1', '2']) as RuleSetting)) : oneOf('--rule', match[2]!, SETTINGS);
  Object.defineProperty(rules, match[1]!, { value: setting, enumerable: true, writable: true, configurable: true });
}

/**
 * The flags of `cmdlint` that `cmdlint plan` and `cmdlint explain` take too, with the same meaning:
 * one table for the three readers (each adds its own flags to it).
 */
const COMMON_FLAGS = {
  plain: ['--color', '--no-color', '--quiet', '--help'],
  valued: ['--format', '--output-file', '--max-warnings', '--config', '--rule', '--scope'],
  short: { '-o': '--output-file', '-f': '--format', '-c': '--config', '-h': '--help' },
} as const;

/** A subcommand's flags: the common ones and its own. */
export function withCommonFlags(own: { plain: readonly string[]; valued: readonly string[]; short?: Readonly<Record<string, string>> }, rest: Pick<Flags, 'of' | 'refuse'>): Flags {
  return {
    plain: new Set([...COMMON_FLAGS.plain, ...own.plain]),
    valued: new Set([...COMMON_FLAGS.valued, ...own.valued]),
    short: { ...COMMON_FLAGS.short, ...own.short },
    ...rest,
  };
}

/** `--max-warnings N`: a whole number, or -1 for no limit. */
export function maxWarningsOf(value: string): number {
  if (!/^-?\d+$/.test(value) || Number(value) < -1) throw new UsageError(`--max-warnings must be a whole number (or -1 for no limit), not "${value}".`);
  return Number(value);
}

/**
 * Why a flag of `cmdlint` means nothing for a subcommand, said instead of "Unknown option"
 * (`refuse` of a subcommand's Flags).
 */
export function refuseMainFlag(subcommand: string, reasons: Readonly<Record<string, string>>): (flag: string) => void {
  return (flag) => {
    const reason = Object.prototype.hasOwnProperty.call(reasons, flag) ? reasons[flag] : undefined;
    if (reason !== undefined) throw new UsageError(`${flag} is an option of cmdlint, not of cmdlint ${subcommand}: ${reason}`);
  };
}
