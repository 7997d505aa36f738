// The one argument reader of `cmdlint`, `cmdlint plan` and `cmdlint explain`: `util.parseArgs`'s
// rules split the arguments (`--flag value`, `--flag=value`, short names and groups, `--`, lone
// `-`; argv-tokens.ts, which starts faster than Node's own); a thin layer over its tokens says what is wrong in cmdlint's words. Each
// command keeps its own table of options and what they mean.
//
// Why a layer at all, rather than parseArgs' strict mode:
// - strict mode's messages are Node's ("Unknown option '--bogus'. To specify a positional argument
//   starting with a '-', place it at the end of the command after '--'"), not cmdlint's, and an
//   ESLint flag or a flag of `cmdlint` given to a subcommand must be refused with its reason first;
// - strict mode refuses a value that starts with "-" after a space (`--max-warnings -1`), which
//   ESLint takes;
// - ESLint's `--no-X` forms are options of their own (Node 20's parseArgs has no negation): the
//   one given last of `--X` and `--no-X` wins (`lastOf`).
import { tokenize } from './argv-tokens.js';

export class UsageError extends Error {
  override name = 'UsageError';
}

/** One option: `string` takes a value (the next argument, or after "="); `multiple`: repeatable. */
interface OptionSpec {
  readonly type: 'boolean' | 'string';
  readonly short?: string;
  readonly multiple?: boolean;
}

/** Options by their long name without the dashes: `{ config: { type: 'string', short: 'c' } }`. */
export type OptionTable = Readonly<Record<string, OptionSpec>>;

export interface ReadRules {
  /** Ends "Unknown option X" for a subcommand: " for cmdlint plan". */
  readonly of?: string;
  /** Refuses an option before anything else is said of it (by throwing a UsageError). */
  readonly refuse?: (flag: string) => void;
}

export interface ReadArgs {
  /** Each option given: a string option's last value (all of them, in order, when `multiple`), true for a plain one. */
  readonly values: Readonly<Record<string, string | boolean | readonly string[] | undefined>>;
  /** The other arguments (everything after `--` too). */
  readonly positionals: readonly string[];
  /** Of these long names, the one given last (undefined: none): `--color` against `--no-color`. */
  lastOf(...names: readonly string[]): string | undefined;
}

/** An option that takes no value (`fix: FLAG`): one object for all of them, as the tables are read, never changed. */
export const FLAG = { type: 'boolean' } as const;
/** An option that takes one value, the last given winning (`kind: VALUE`). */
export const VALUE = { type: 'string' } as const;

/** Reads `argv` by `options`: parseArgs, then cmdlint's messages for what it let through. */
export function readArgv(argv: readonly string[], options: OptionTable, rules: ReadRules = {}): ReadArgs {
  const { values, positionals, tokens } = tokenize(argv, options);
  const order: string[] = [];
  for (const token of tokens) {
    const spec = Object.prototype.hasOwnProperty.call(options, token.name) ? options[token.name] : undefined;
    // A short name parseArgs does not know keeps its own spelling (`-v` for a subcommand).
    const flag = spec === undefined && !token.rawName.startsWith('--') ? token.rawName : `--${token.name}`;
    rules.refuse?.(flag);
    if (spec === undefined) throw new UsageError(`Unknown option ${argv[token.index]}${rules.of ?? ''}.`);
    if (spec.type === 'boolean' && token.value !== undefined) throw new UsageError(`${flag} takes no value.`);
    if (spec.type === 'string' && token.value === undefined) throw new UsageError(`${flag} needs a value.`);
    order.push(token.name);
  }
  return {
    values: values as ReadArgs['values'],
    positionals,
    lastOf: (...names) => {
      for (let i = order.length - 1; i >= 0; i--) if (names.includes(order[i]!)) return order[i];
      return undefined;
    },
  };
}

/** A string option's value (the last given), or undefined. */
export function stringOf(read: ReadArgs, name: string): string | undefined {
  const value = read.values[name];
  return typeof value === 'string' ? value : undefined;
}

/** A repeatable option's values, in order. */
export function listOf(read: ReadArgs, name: string): string[] {
  const value = read.values[name];
  return Array.isArray(value) ? [...(value as string[])] : [];
}

/** `--color`/`--no-color`: true, false, or undefined when neither was given. */
export function colorOf(read: ReadArgs): boolean | undefined {
  const last = read.lastOf('color', 'no-color');
  return last === undefined ? undefined : last === 'color';
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
 * Every `--rule RULE:SETTING` into one object (an own data property per rule, whatever the id:
 * `__proto__` is a rule id like any other, for the configuration to refuse). `numeric`: ESLint's
 * 0|1|2 too. Later settings of a rule win, as with ESLint.
 */
export function rulesOf(values: readonly string[], example: string, numeric: boolean): Record<string, RuleSetting> {
  const rules: Record<string, RuleSetting> = {};
  for (const value of values) {
    const match = /^\s*([^:\s]+)\s*:\s*(\S+)\s*$/.exec(value);
    if (!match) throw new UsageError(`--rule takes RULE:off|warn|error${numeric ? ' (or 0|1|2)' : ''}, such as --rule ${example}, not "${value}".`);
    const setting = numeric ? (NUMERIC[match[2]!] ?? (oneOf('--rule', match[2]!, [...SETTINGS, '0', '1', '2']) as RuleSetting)) : oneOf('--rule', match[2]!, SETTINGS);
    Object.defineProperty(rules, match[1]!, { value: setting, enumerable: true, writable: true, configurable: true });
  }
  return rules;
}

/**
 * The options of `cmdlint` that `cmdlint plan` and `cmdlint explain` take too, with the same
 * meaning: one table for the three readers (each adds its own options to it).
 */
export const COMMON_OPTIONS = {
  color: { type: 'boolean' },
  'no-color': { type: 'boolean' },
  quiet: { type: 'boolean' },
  help: { type: 'boolean', short: 'h' },
  format: { type: 'string', short: 'f' },
  'output-file': { type: 'string', short: 'o' },
  'max-warnings': { type: 'string' },
  config: { type: 'string', short: 'c' },
  rule: { type: 'string', multiple: true },
  scope: { type: 'string' },
} as const satisfies OptionTable;

/** `--max-warnings N`: a whole number, or -1 for no limit (undefined: not given, no limit). */
export function maxWarningsOf(value: string | undefined): number {
  if (value === undefined) return -1;
  if (!/^-?\d+$/.test(value) || Number(value) < -1) throw new UsageError(`--max-warnings must be a whole number (or -1 for no limit), not "${value}".`);
  return Number(value);
}

/**
 * Why a flag of `cmdlint` means nothing for a subcommand, said instead of "Unknown option"
 * (`refuse` of a subcommand's rules).
 */
export function refuseMainFlag(subcommand: string, reasons: Readonly<Record<string, string>>): (flag: string) => void {
  return (flag) => {
    const reason = Object.prototype.hasOwnProperty.call(reasons, flag) ? reasons[flag] : undefined;
    if (reason !== undefined) throw new UsageError(`${flag} is an option of cmdlint, not of cmdlint ${subcommand}: ${reason}`);
  };
}
