// The configuration file: what it may hold, and a check whose message names the wrong key.
import { LOCALES, rules, type ApplicationSettings, type RuleSetting, type Scope } from '@cmdlint/core';
import { TEXT_RULES } from '@cmdlint/text';
import { MAX_GLOBS, globProblem } from '../glob.js';
import type { SendVia } from '@cmdlint/text';
// Defined beside the reader contract (the readers name it); the configuration's values include it.
export type { SendVia };

/**
 * The files a configuration is read from, in the order one wins over another in the same
 * directory; a `package.json` counts only when it has a "cmdlint" key (see load.ts).
 */
export const CONFIG_FILE_NAMES = ['cmdlint.config.json', 'cmdlint.config.jsonc', '.cmdlintrc.json', '.cmdlintrc.jsonc'] as const;
/** The key of package.json that holds a configuration. */
export const PACKAGE_JSON_KEY = 'cmdlint';

/**
 * A name that looks like a configuration of cmdlint but is not read (`.cmdlintrc.yaml`,
 * `cmdlint.config.js`, `.cmdlintrc`): said in a warning, never skipped silently.
 */
export function isUnreadConfigName(name: string): boolean {
  // Every directory up to the repository's root is listed for these: most names fail this first
  // test, and the regexes below cost about 5 million instructions over a folder of 2000 commands.
  if (!name.startsWith('.cmdlintrc') && !name.startsWith('cmdlint.config.')) return false;
  if ((CONFIG_FILE_NAMES as readonly string[]).includes(name)) return false;
  return name === '.cmdlintrc' || /^\.cmdlintrc\.[^/\\]+$/.test(name) || /^cmdlint\.config\.[^/\\]+$/.test(name);
}

/**
 * The names that look like a configuration which other tools' configuration loaders look for
 * (cosmiconfig's and lilconfig's places, for "cmdlint"): in a directory too large to list at every
 * start (files/config-files.ts), these are the ones looked for by name.
 */
export const USUAL_UNREAD_CONFIG_NAMES: readonly string[] = [
  '.cmdlintrc',
  ...['.cmdlintrc', 'cmdlint.config'].flatMap((stem) => ['json5', 'yaml', 'yml', 'toml', 'js', 'cjs', 'mjs', 'ts', 'cts', 'mts'].map((extension) => `${stem}.${extension}`)),
];

/** Per-file severities (ESLint's `overrides`): the files' globs and the rules that apply to them. */
interface OverrideConfig {
  /** Globs relative to the configuration file's directory. */
  readonly files: readonly string[];
  readonly rules: Readonly<Record<string, RuleSetting>>;
}

export interface SetConfig {
  /** Globs relative to the configuration file's directory. */
  readonly files: readonly string[];
  readonly scope: Scope;
  /** The guild a permissions body of this set is for. */
  readonly guildId?: string;
  /** Severities for this set's files, over the configuration's `rules` (ESLint's files + rules blocks). */
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  /** The JSON pointer of the body in each file ("" the whole file); without it, wrappers are detected. In a source file, its first step names an export (module-exports.ts). */
  readonly body?: string;
  /** How the objects a "body" names in a source file reach the service (see SEND_VIA); without it, as written. */
  readonly via?: SendVia;
}

export const SEND_VIA: readonly SendVia[] = ['api', 'discord.js', 'discord.js@13', 'discord.js@14'];

export interface CmdlintConfig {
  readonly application?: ApplicationSettings;
  readonly defaultLocale?: string;
  readonly rules?: Readonly<Record<string, RuleSetting>>;
  readonly sets?: readonly SetConfig[];
  readonly ignores?: readonly string[];
  /** Per-file severities over those of `rules` and the sets; later ones win. */
  readonly overrides?: readonly OverrideConfig[];
  /** Configurations this one builds on: package names or relative files (load.ts resolves and merges them). */
  readonly extends?: readonly string[];
}

/** A configuration and where it came from. */
export interface LoadedConfig {
  /** Absolute path of the file; undefined for the defaults. */
  readonly file: string | undefined;
  /** The directory its globs are relative to. */
  readonly dir: string;
  readonly config: CmdlintConfig;
  /** The files merged into it through `extends`, innermost first (absolute paths). */
  readonly extended?: readonly string[];
}

export class ConfigError extends Error {
  constructor(
    message: string,
    readonly file: string | undefined,
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

const TOP_KEYS = ['$schema', 'extends', 'application', 'defaultLocale', 'rules', 'sets', 'overrides', 'ignores'];
const OVERRIDE_KEYS = ['files', 'rules'];
const APPLICATION_KEYS = ['integrationTypes', 'embedded', 'discoverable'];
const SET_KEYS = ['files', 'scope', 'guildId', 'rules', 'body', 'via'];
/** Keys that would have cmdlint run code: refused, whatever their value (see MODULE_REFUSAL). */
const MODULE_KEYS = ['module', 'modules'];
const MODULE_REFUSAL =
  'cannot be set in a configuration: running a module is asked for on the command line only (cmdlint --module FILE[#EXPORT]), so that a pull request that edits the configuration cannot make CI run its code through cmdlint. Remove the key and pass --module in the script that runs cmdlint.';
const SETTINGS = ['off', 'warn', 'error'];
/** ESLint's numeric severities, accepted wherever a word is. */
const NUMERIC_SETTINGS: readonly RuleSetting[] = ['off', 'warn', 'error'];

/** A severity as a word: "off", "warn", "error", or ESLint's 0, 1, 2 (also as strings); undefined when it is neither. */
function ruleSetting(value: unknown): RuleSetting | undefined {
  if (typeof value === 'string' && SETTINGS.includes(value)) return value as RuleSetting;
  if (value === 0 || value === 1 || value === 2) return NUMERIC_SETTINGS[value];
  if (value === '0' || value === '1' || value === '2') return NUMERIC_SETTINGS[Number(value)];
  return undefined;
}

/** Every rule id a configuration may set: the core's rules and the checks of the text. */
export function knownRuleIds(): string[] {
  return [...Object.values(TEXT_RULES), ...rules.map((rule) => rule.meta.id)];
}

function distance(a: string, b: string): number {
  const row = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    let diagonal = row[0]!;
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const above = row[j]!;
      row[j] = Math.min(row[j]! + 1, row[j - 1]! + 1, diagonal + (a[i - 1] === b[j - 1] ? 0 : 1));
      diagonal = above;
    }
  }
  return row[b.length]!;
}

/** The most characters of an unknown key a message quotes; a longer one is shown as an excerpt. */
const MAX_QUOTED = 60;

/** `key` as a message quotes it: whole when short, else its start and its length. */
export function keyExcerpt(key: string, max = MAX_QUOTED): string {
  if (key.length <= max) return key;
  const start = Array.from(key.slice(0, max * 2)).slice(0, max).join('');
  return `${start}…(${Array.from(key).length} characters)`;
}

/**
 * ` (did you mean "x"?)` when a known word is close to `word`. The edit distance is at least the
 * difference of the lengths: a word longer than every known word by more than the largest
 * distance accepted is not compared at all (a 1 MB key costs nothing).
 */
export function didYouMean(word: string, known: readonly string[]): string {
  const longest = known.reduce((max, candidate) => Math.max(max, candidate.length), 0);
  if (word.length > longest + Math.max(2, Math.floor(longest / 3)) + 1) return '';
  let best: string | undefined;
  let bestDistance = Math.max(2, Math.floor(word.length / 3)) + 1;
  for (const candidate of known) {
    const d = distance(word.toLowerCase(), candidate.toLowerCase());
    if (d < bestDistance) {
      best = candidate;
      bestDistance = d;
    }
  }
  return best === undefined ? '' : ` (did you mean "${best}"?)`;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? String(value) : text.length > 40 ? `${text.slice(0, 40)}…` : text;
}

/** Rule ids and their severities (words or ESLint's numbers), as words. */
function checkRules(settings: unknown, at: string, fail: (key: string, problem: string) => never): Record<string, RuleSetting> {
  if (!isPlainObject(settings)) fail(at, `must be an object of rule ids and "off", "warn" or "error" (or 0, 1, 2), not ${show(settings)}.`);
  const known = knownRuleIds();
  const checked: Record<string, RuleSetting> = {};
  for (const [id, value] of Object.entries(settings as Record<string, unknown>)) {
    if (!known.includes(id)) fail(`${at}.${keyExcerpt(id)}`, `is not a rule of cmdlint${didYouMean(id, known)}.`);
    const setting = ruleSetting(value);
    if (setting === undefined) fail(`${at}.${id}`, `must be "off", "warn" or "error" (or 0, 1, 2), not ${show(value)}.`);
    Object.defineProperty(checked, id, { value: setting, enumerable: true, writable: true, configurable: true });
  }
  return checked;
}

/**
 * Why a glob of `sets` or `ignores` would reach outside the configuration's directory (an absolute
 * path, a drive, or a ".." segment, also inside braces), or undefined when it stays inside.
 */
function globLeavesDirectory(pattern: string): string | undefined {
  const glob = pattern.startsWith('!') ? pattern.slice(1) : pattern; // a negation reaches as far
  if (/^[/\\]/.test(glob) || /^[A-Za-z]:/.test(glob)) return 'is an absolute path';
  if (/(^|[/\\{,])\.\.($|[/\\},])/.test(glob)) return 'goes up with ".."';
  return undefined;
}

/** A glob this syntax does not take is a configuration error that names it (glob.ts says what is taken). */
function checkGlobs(key: string, globs: readonly string[], fail: (key: string, problem: string) => never): void {
  if (globs.length > MAX_GLOBS) fail(key, `holds ${globs.length} patterns; at most ${MAX_GLOBS} are read: use fewer, wider globs (commands/**).`);
  globs.forEach((glob, index) => {
    const problem = globProblem(glob);
    if (problem !== undefined) fail(`${key}[${index}]`, `${show(glob)}: ${problem}`);
  });
}

/** Checks a parsed configuration; throws a ConfigError that names the wrong key. */
export function validateConfig(value: unknown, file: string | undefined): CmdlintConfig {
  const where = file === undefined ? '' : ` ${file}`;
  const fail = (key: string, problem: string): never => {
    throw new ConfigError(`Invalid configuration${where}: ${key === '' ? '' : `"${keyExcerpt(key, 4 * MAX_QUOTED)}" `}${problem}`, file);
  };
  if (!isPlainObject(value)) fail('', `must be an object, not ${show(value)}.`);
  const config = value as Record<string, unknown>;
  for (const key of Object.keys(config)) {
    if (MODULE_KEYS.includes(key)) fail(key, MODULE_REFUSAL);
    if (!TOP_KEYS.includes(key)) fail(key, `is not a setting of cmdlint${didYouMean(key, TOP_KEYS)}; the settings are ${TOP_KEYS.join(', ')}.`);
  }
  if (config.$schema !== undefined && typeof config.$schema !== 'string') fail('$schema', 'must be a string.');

  const result: { -readonly [K in keyof CmdlintConfig]: CmdlintConfig[K] } = {};
  if (config.application !== undefined) {
    const application = config.application;
    if (!isPlainObject(application)) fail('application', `must be an object, not ${show(application)}.`);
    const settings = application as Record<string, unknown>;
    for (const key of Object.keys(settings)) {
      if (!APPLICATION_KEYS.includes(key)) fail(`application.${keyExcerpt(key)}`, `is not an application setting${didYouMean(key, APPLICATION_KEYS)}; they are ${APPLICATION_KEYS.join(', ')}.`);
    }
    const { integrationTypes, embedded, discoverable } = settings;
    if (integrationTypes !== undefined && (!Array.isArray(integrationTypes) || !integrationTypes.every((t) => t === 0 || t === 1))) {
      fail('application.integrationTypes', `must be an array of 0 (GUILD_INSTALL) and 1 (USER_INSTALL), not ${show(integrationTypes)}.`);
    }
    if (embedded !== undefined && typeof embedded !== 'boolean') fail('application.embedded', `must be true or false, not ${show(embedded)}.`);
    if (discoverable !== undefined && typeof discoverable !== 'boolean') fail('application.discoverable', `must be true or false, not ${show(discoverable)}.`);
    result.application = settings as ApplicationSettings;
  }
  if (config.defaultLocale !== undefined) {
    const locale = config.defaultLocale;
    if (typeof locale !== 'string' || !LOCALES.includes(locale)) {
      fail('defaultLocale', `must be a locale of the API such as "en-US", not ${show(locale)}${typeof locale === 'string' ? didYouMean(locale, LOCALES) : ''}.`);
    }
    result.defaultLocale = locale as string;
  }
  if (config.rules !== undefined) result.rules = checkRules(config.rules, 'rules', fail);
  if (config.sets !== undefined) {
    const sets = config.sets;
    if (!Array.isArray(sets)) fail('sets', `must be an array of sets such as { "files": ["commands/global/*.json"], "scope": "global" }, not ${show(sets)}.`);
    result.sets = (sets as unknown[]).map((set, index): SetConfig => {
      const at = `sets[${index}]`;
      if (!isPlainObject(set)) return fail(at, `must be an object such as { "files": ["commands/*.json"], "scope": "global" }, not ${show(set)}.`);
      for (const key of Object.keys(set)) {
        if (MODULE_KEYS.includes(key)) fail(`${at}.${key}`, MODULE_REFUSAL);
        if (!SET_KEYS.includes(key)) fail(`${at}.${keyExcerpt(key)}`, `is not a setting of a set${didYouMean(key, SET_KEYS)}; they are ${SET_KEYS.join(', ')}.`);
      }
      const { files, scope, guildId, rules: setRules, body, via } = set;
      if (!Array.isArray(files) || files.length === 0 || !files.every((f) => typeof f === 'string' && f.length > 0)) {
        fail(`${at}.files`, `must be a non-empty array of globs (relative to the configuration file), not ${show(files)}.`);
      }
      (files as string[]).forEach((glob, i) => {
        const leaves = globLeavesDirectory(glob);
        if (leaves) fail(`${at}.files[${i}]`, `${leaves}: a set holds files of the configuration's directory and below only, not ${show(glob)}.`);
      });
      checkGlobs(`${at}.files`, files as string[], fail);
      if ((files as string[]).every((f) => f.startsWith('!'))) fail(`${at}.files`, 'has only "!" patterns, which take files back: add one that names the files, such as "commands/**/*.json".');
      if (scope !== undefined && scope !== 'global' && scope !== 'guild') fail(`${at}.scope`, `must be "global" or "guild", not ${show(scope)}.`);
      if (guildId !== undefined && (typeof guildId !== 'string' || !/^[1-9]\d{0,19}$/.test(guildId))) fail(`${at}.guildId`, `must be a guild id (a snowflake string), not ${show(guildId)}.`);
      if (body !== undefined && (typeof body !== 'string' || (body !== '' && !body.startsWith('/')))) {
        fail(`${at}.body`, `must be the JSON pointer of the body in each file, such as "/commands" ("" for the whole file), not ${show(body)}.`);
      }
      if (via !== undefined && !(SEND_VIA as readonly unknown[]).includes(via)) {
        fail(`${at}.via`, `must be how the set's objects are sent: "api" (as written, the default), "discord.js" (through application.commands.set/create of the discord.js the nearest package.json names) or "discord.js@13"/"discord.js@14", not ${show(via)}${typeof via === 'string' ? didYouMean(via, SEND_VIA) : ''}.`);
      }
      return {
        files: files as string[],
        scope: (scope as Scope | undefined) ?? 'global',
        ...(guildId === undefined ? {} : { guildId: guildId as string }),
        ...(setRules === undefined ? {} : { rules: checkRules(setRules, `${at}.rules`, fail) }),
        ...(body === undefined ? {} : { body: body as string }),
        ...(via === undefined ? {} : { via: via as SendVia }),
      };
    });
  }
  if (config.extends !== undefined) {
    const names = typeof config.extends === 'string' ? [config.extends] : config.extends;
    if (!Array.isArray(names) || !names.every((name) => typeof name === 'string' && name.length > 0)) {
      fail('extends', `must be a package name or a relative file ("@team/cmdlint-config", "./cmdlint.base.json"), or an array of them, not ${show(config.extends)}.`);
    }
    result.extends = names as string[];
  }
  if (config.overrides !== undefined) {
    const overrides = config.overrides;
    if (!Array.isArray(overrides)) fail('overrides', `must be an array such as [{ "files": ["commands/legacy/*.json"], "rules": { "name-lowercase": "off" } }], not ${show(overrides)}.`);
    result.overrides = (overrides as unknown[]).map((override, index): OverrideConfig => {
      const at = `overrides[${index}]`;
      if (!isPlainObject(override)) return fail(at, `must be an object such as { "files": ["commands/legacy/*.json"], "rules": { "name-lowercase": "off" } }, not ${show(override)}.`);
      for (const key of Object.keys(override)) {
        if (!OVERRIDE_KEYS.includes(key)) fail(`${at}.${keyExcerpt(key)}`, `is not a setting of an override${didYouMean(key, OVERRIDE_KEYS)}; they are ${OVERRIDE_KEYS.join(', ')}.`);
      }
      const { files, rules: overrideRules } = override;
      if (!Array.isArray(files) || files.length === 0 || !files.every((f) => typeof f === 'string' && f.length > 0)) {
        fail(`${at}.files`, `must be a non-empty array of globs (relative to the configuration file), not ${show(files)}.`);
      }
      (files as string[]).forEach((glob, i) => {
        const leaves = globLeavesDirectory(glob);
        if (leaves) fail(`${at}.files[${i}]`, `${leaves}: an override applies to files of the configuration's directory and below only, not ${show(glob)}.`);
      });
      checkGlobs(`${at}.files`, files as string[], fail);
      if ((files as string[]).every((f) => f.startsWith('!'))) fail(`${at}.files`, 'has only "!" patterns, which take files back: add one that names the files, such as "commands/legacy/*.json".');
      if (overrideRules === undefined) fail(`${at}.rules`, 'is missing: an override sets the severity of rules for its files, such as { "name-lowercase": "off" }.');
      return { files: files as string[], rules: checkRules(overrideRules, `${at}.rules`, fail) };
    });
  }
  if (config.ignores !== undefined) {
    const ignores = config.ignores;
    if (!Array.isArray(ignores) || !ignores.every((i) => typeof i === 'string' && i.length > 0)) {
      fail('ignores', `must be an array of globs (relative to the configuration file), not ${show(ignores)}.`);
    }
    (ignores as string[]).forEach((glob, i) => {
      const leaves = globLeavesDirectory(glob);
      if (leaves) fail(`ignores[${i}]`, `${leaves}: ignores cover files of the configuration's directory and below only, not ${show(glob)}.`);
    });
    checkGlobs('ignores', ignores as string[], fail);
    result.ignores = ignores as string[];
  }
  return result;
}
