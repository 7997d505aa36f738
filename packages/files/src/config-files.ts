// Finding and reading configuration files: from a file's directory upward, the first directory
// with a configuration wins, never above the repository (the first directory up that holds .git):
// a configuration outside the checkout is not the project's, and could turn every rule off.
// In one directory, cmdlint.config.json wins over cmdlint.config.jsonc, .cmdlintrc.json,
// .cmdlintrc.jsonc and a "cmdlint" key of package.json, in that order; every other file there
// that looks like a configuration (.cmdlintrc.yaml, cmdlint.config.js, a second file) is named
// in a warning, never skipped silently (in a directory too large to list, the usual such names).
// Comments are allowed in all of them but package.json.
import { existsSync, readdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { basename, dirname, isAbsolute, resolve, sep } from 'node:path';
import { childPath, withSeparator } from './child-path.js';
import { parseDocument } from '@cmdlint/text';
import { MAX_MANIFEST_BYTES, readRegularFile, readRegularText } from './read.js';
import { searchUpward } from './upward.js';
import { CONFIG_FILE_NAMES, ConfigError, PACKAGE_JSON_KEY, USUAL_UNREAD_CONFIG_NAMES, isUnreadConfigName, validateConfig, type CmdlintConfig, type LoadedConfig } from '@cmdlint/linter';

function isFile(path: string): boolean {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** A configuration is a few hundred bytes; this bounds what a hostile one makes cmdlint read. */
const MAX_CONFIG_BYTES = MAX_MANIFEST_BYTES;
/** How deep `extends` may go: deeper is surely a mistake, and a cycle is caught before. */
const MAX_EXTENDS_DEPTH = 16;

/** Whether a package.json has a "cmdlint" key (an unreadable or invalid one has none). */
function packageJsonHasConfig(path: string): boolean {
  try {
    // Decoded as every file is (a first TextDecoder, or a first Buffer#includes, cost a run on one
    // small file about 0.1 ms; decoding a manifest costs microseconds). Most have no "cmdlint": no parse.
    const text = readRegularText(path, MAX_CONFIG_BYTES);
    if (!text.includes(`"${PACKAGE_JSON_KEY}"`)) return false;
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && Object.hasOwn(value, PACKAGE_JSON_KEY);
  } catch {
    return false;
  }
}

/** Whether a name may matter to the configuration lookup (a folder of commands has thousands that do not). */
function mayBeConfigName(name: string): boolean {
  return name === 'package.json' || name.startsWith('.cmdlintrc') || name.startsWith('cmdlint.config.');
}

/**
 * A directory up to this size (its st_size: about 500 names on ext4, 800 on tmpfs) is listed for
 * the names that look like a configuration; a larger one is asked for the names that matter and
 * the usual unread ones, one stat each. Listing a folder of 2000 commands cost a run on one of
 * its files about 1 ms, a tenth of what cmdlint adds to node's start-up; 26 stats cost 0.1 ms.
 * On a file system that gives directories no size (0), every directory is listed.
 */
const LISTED_DIRECTORY_BYTES = 16 * 1024;

/**
 * Every name of `dir` that may matter to the configuration lookup, or, in a large directory
 * (LISTED_DIRECTORY_BYTES, or `large` when the caller knows), those that matter and the usual
 * unread ones (USUAL_UNREAD_CONFIG_NAMES) that exist there, one stat each.
 */
function configLookingNamesIn(dir: string, large = statSync(dir).size > LISTED_DIRECTORY_BYTES): readonly string[] {
  if (!large) return readdirSync(dir);
  return [...CONFIG_FILE_NAMES, 'package.json', ...USUAL_UNREAD_CONFIG_NAMES].filter((name) => {
    try {
      return statSync(childPath(dir, name), { throwIfNoEntry: false }) !== undefined;
    } catch {
      return false; // a name that cannot be looked at is not read either
    }
  });
}

/**
 * The configuration file of one directory (if any), and the warnings about those there that are
 * not read. `dir` is absolute and normalized (as resolve and dirname give it). `listed`: the
 * directory's names when the caller has just read them (a walk has).
 */
export function configFileIn(dir: string, listed?: readonly string[]): { file: string | undefined; warnings: string[] } {
  let names: readonly string[];
  try {
    names = listed ?? configLookingNamesIn(dir);
  } catch {
    return { file: undefined, warnings: [] };
  }
  const candidates = new Set<string>();
  const unread: string[] = [];
  for (const name of names) {
    if (!mayBeConfigName(name)) continue;
    if (isUnreadConfigName(name)) unread.push(name);
    else candidates.add(name);
  }
  const present = CONFIG_FILE_NAMES.filter((name) => candidates.has(name) && isFile(childPath(dir, name))).map((name) => childPath(dir, name));
  if (candidates.has('package.json') && packageJsonHasConfig(childPath(dir, 'package.json'))) present.push(childPath(dir, 'package.json'));
  const warnings: string[] = [];
  const file = present[0];
  for (const other of present.slice(1)) {
    const what = basename(other) === 'package.json' ? `The "${PACKAGE_JSON_KEY}" key of ${other}` : other;
    warnings.push(`${what} is not read: ${basename(file!)} in the same directory is, and cmdlint reads one configuration per directory. Merge the two and delete one.`);
  }
  for (const name of unread.sort()) {
    const path = childPath(dir, name);
    const why = /\.(?:c|m)?(?:js|ts)$/.test(name)
      ? 'cmdlint reads JSON configurations only (loading JavaScript would slow every start)'
      : 'cmdlint reads JSON configurations only';
    warnings.push(`${path} is not read: ${why}. Write it as ${file === undefined ? 'cmdlint.config.json (comments are allowed)' : `part of ${file}`}.`);
  }
  return { file, warnings };
}

/** The configuration file for a directory: in it or the nearest directory above, up to the repository's root. */
export function findConfigFile(startDir: string): string | undefined {
  let dir = resolve(startDir);
  for (;;) {
    const { file } = configFileIn(dir);
    if (file !== undefined) return file;
    if (existsSync(childPath(dir, '.git'))) return undefined; // the repository's root: nothing above it applies
    const parent = dirname(dir);
    if (parent === dir) return undefined;
    dir = parent;
  }
}

/** Reads and parses one configuration file (a package.json: its "cmdlint" key) and checks its shape. */
function readConfig(path: string): CmdlintConfig {
  let bytes: Uint8Array;
  try {
    bytes = readRegularFile(path, MAX_CONFIG_BYTES).bytes;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new ConfigError(`Cannot read the configuration ${path}: ${code === 'ENOENT' ? 'no such file' : code === 'EISDIR' ? 'it is a directory' : code === 'EACCES' || code === 'EPERM' ? 'permission denied' : (error as Error).message}.`, path);
  }
  const packageJson = basename(path) === 'package.json';
  const document = parseDocument(bytes, { jsonc: !packageJson });
  const problem = document.problems[0];
  if (problem) {
    const { line, character } = document.lines.positionAt(problem.offset);
    throw new ConfigError(`Invalid configuration ${path}:${line + 1}:${character + 1}: ${problem.message}`, path);
  }
  let value = document.value;
  if (packageJson) {
    if (typeof value !== 'object' || value === null || !Object.hasOwn(value, PACKAGE_JSON_KEY)) {
      throw new ConfigError(`Invalid configuration ${path}: it has no "${PACKAGE_JSON_KEY}" key; put the configuration under "${PACKAGE_JSON_KEY}", or name a cmdlint.config.json.`, path);
    }
    value = (value as Record<string, unknown>)[PACKAGE_JSON_KEY];
  }
  return validateConfig(value, packageJson ? `${path} ("${PACKAGE_JSON_KEY}" key)` : path);
}

/**
 * The file an entry of `extends` names: a path starting with "./" or "../" (or absolute) from the
 * configuration's directory, else a package (or a file in one) resolved as Node resolves it from
 * there: a shareable configuration is a package whose "main" (or "exports") is a JSON file.
 */
function resolveExtends(name: string, from: string): string {
  if (name.startsWith('./') || name.startsWith('../') || isAbsolute(name)) return resolve(dirname(from), name);
  const require = createRequire(from);
  let found: string;
  try {
    found = require.resolve(name);
  } catch {
    let packageDir: string | undefined;
    try {
      packageDir = dirname(require.resolve(`${name}/package.json`));
    } catch {
      // not installed, or its "exports" hide package.json
    }
    if (packageDir !== undefined) {
      throw new ConfigError(`Invalid configuration ${from}: "extends" names "${name}", found at ${packageDir}, which has no entry: a shareable configuration's "main" (or "exports") names a JSON file, such as "cmdlint.json".`, from);
    }
    throw new ConfigError(`Invalid configuration ${from}: "extends" names "${name}", which is not installed where ${dirname(from)} can find it: install it (npm install --save-dev ${name}), or write a relative file as "./${name}".`, from);
  }
  if (!/\.jsonc?$/i.test(found)) {
    throw new ConfigError(`Invalid configuration ${from}: "extends" names "${name}", which is ${found}, not a JSON file: cmdlint reads JSON configurations only; a shareable configuration's "main" (or "exports") names a JSON file, such as "cmdlint.json".`, from);
  }
  return found;
}

/** `own` over `base`, as ESLint's extends: the later setting wins, severities merge key by key. */
function mergeConfigs(base: CmdlintConfig, own: CmdlintConfig): CmdlintConfig {
  const application = base.application || own.application ? { ...base.application, ...own.application } : undefined;
  const defaultLocale = own.defaultLocale ?? base.defaultLocale;
  const rules = base.rules || own.rules ? { ...base.rules, ...own.rules } : undefined;
  // A file belongs to the first set that takes it: the extending configuration's sets come first.
  const sets = base.sets || own.sets ? [...(own.sets ?? []), ...(base.sets ?? [])] : undefined;
  const overrides = base.overrides || own.overrides ? [...(base.overrides ?? []), ...(own.overrides ?? [])] : undefined;
  const ignores = base.ignores || own.ignores ? [...(base.ignores ?? []), ...(own.ignores ?? [])] : undefined;
  return {
    ...(application ? { application } : {}),
    ...(defaultLocale !== undefined ? { defaultLocale } : {}),
    ...(rules ? { rules } : {}),
    ...(sets ? { sets } : {}),
    ...(overrides ? { overrides } : {}),
    ...(ignores ? { ignores } : {}),
  };
}

/** The most configurations one load reads: each file is read once, however many extend it. */
const MAX_EXTENDED_FILES = 64;

/**
 * A configuration with everything it extends merged in; `chain` is the files that led here (for
 * cycles), `done` the files merged already in this load (a file extended from several places is
 * read once: a diamond of extends costs its files, not its paths).
 */
function loadMerged(path: string, chain: readonly string[], extended: string[], done: Map<string, CmdlintConfig>): CmdlintConfig {
  const known = done.get(path);
  if (known) return known;
  if (done.size >= MAX_EXTENDED_FILES) {
    throw new ConfigError(`Invalid configuration ${chain[0] ?? path}: "extends" reaches more than ${MAX_EXTENDED_FILES} configuration files; cmdlint reads at most ${MAX_EXTENDED_FILES}.`, chain[0] ?? path);
  }
  const own = readConfig(path);
  if (!own.extends || own.extends.length === 0) {
    done.set(path, own);
    return own;
  }
  let base: CmdlintConfig = {};
  for (const name of own.extends) {
    const target = resolveExtends(name, path);
    if (target === path || chain.includes(target)) {
      const files = [...chain, path];
      const cycle = [...files.slice(files.indexOf(target)), target];
      throw new ConfigError(`Invalid configuration ${path}: "extends" makes a cycle: ${cycle.join(' → ')}. Remove one of these "extends".`, path);
    }
    if (chain.length + 1 >= MAX_EXTENDS_DEPTH) {
      throw new ConfigError(`Invalid configuration ${path}: "extends" goes ${MAX_EXTENDS_DEPTH} configurations deep (${[...chain, path].join(' → ')} → …); cmdlint reads at most ${MAX_EXTENDS_DEPTH}.`, path);
    }
    base = mergeConfigs(base, loadMerged(target, [...chain, path], extended, done));
    if (!extended.includes(target)) extended.push(target);
  }
  const { extends: _names, ...rest } = own;
  const merged = mergeConfigs(base, rest);
  done.set(path, merged);
  return merged;
}

/** Reads, parses and checks a configuration file and what it extends; every problem is a ConfigError. */
export function loadConfigFile(file: string): LoadedConfig {
  const path = resolve(file);
  const extended: string[] = [];
  const config = loadMerged(path, [], extended, new Map());
  // Globs of every file merged in are relative to this one's directory, where they are used.
  return { file: path, dir: dirname(path), config, ...(extended.length > 0 ? { extended } : {}) };
}

/** The configuration that applies to a file, with one lookup per directory. */
export class ConfigResolver {
  private readonly byDir = new Map<string, string | undefined>();
  private readonly loaded = new Map<string, LoadedConfig>();
  private readonly said = new Set<string>();
  /** Files that look like configurations but are not read, said once each (see configFileIn). */
  readonly warnings: string[] = [];

  /**
   * @param fixed a configuration for every file (the command line's --config); otherwise each
   * file's is discovered from its directory upward.
   */
  constructor(private readonly fixed?: LoadedConfig) {}

  /** Directories a walk has just listed, by their absolute paths, until their configuration is looked up (null: a listing too long to scan, see listed). */
  private readonly listings = new Map<string, readonly string[] | null>();

  /**
   * A walk's listing of `dir` (absolute, normalized), which the lookup then reads instead of
   * listing it again: a folder of 2000 commands costs about 2 ms to list.
   */
  listed(dir: string, entries: readonly { readonly name: string }[]): void {
    if (this.fixed || this.byDir.has(dir)) return;
    // Past 512 names a walk's listing is not scanned: the lookup asks that directory for the usual
    // names (configLookingNamesIn), as it does a directory too large to list. Scanning the 2000 names of a
    // folder of commands cost 12.5 M instructions, against 0.3 M for the 26 stats.
    if (entries.length > 512) {
      this.listings.set(dir, null);
      return;
    }
    // Only the names that may matter are kept: a walk with nothing to look up holds no listing whole.
    const names: string[] = [];
    // Indexed, without destructuring: once per name of every directory a walk lists.
    for (let i = 0; i < entries.length; i++) {
      const name = entries[i]!.name;
      if (mayBeConfigName(name)) names.push(name);
    }
    this.listings.set(dir, names);
  }

  /** The configuration file that applies in a directory, if any. */
  fileForDirectory(dir: string): string | undefined {
    if (this.fixed) return this.fixed.file;
    // The repository's root ends the search: nothing above it applies (see findConfigFile).
    return searchUpward(resolve(dir), this.byDir, (current) => {
      const listed = this.listings.get(current);
      if (listed !== undefined) this.listings.delete(current);
      const { file, warnings } = configFileIn(current, listed === null ? configLookingNamesIn(current, true) : listed);
      for (const warning of warnings) {
        if (this.said.has(warning)) continue;
        this.said.add(warning);
        this.warnings.push(warning);
      }
      return file !== undefined || existsSync(childPath(current, '.git')) ? { answer: file } : undefined;
    });
  }

  /** The configuration for a directory; undefined when none applies. Throws ConfigError. */
  forDirectory(dir: string): LoadedConfig | undefined {
    if (this.fixed) return this.fixed;
    const file = this.fileForDirectory(dir);
    if (file === undefined) return undefined;
    let config = this.loaded.get(file);
    if (!config) {
      config = loadConfigFile(file);
      this.loaded.set(file, config);
    }
    return config;
  }

  /** The last directory asked about for a file, with its separator: its other files start with it. */
  private lastFilePrefix: string | undefined;
  private lastFileConfig: LoadedConfig | undefined;

  /** The configuration for a file; undefined when none applies. Throws ConfigError. */
  forFile(path: string): LoadedConfig | undefined {
    // Files come directory by directory: the last directory's answer is kept, and a file of it is
    // known by that directory's path and no separator after it (dirname and resolve, interpreted,
    // cost a walk of 2000 files 12 M instructions). A relative or unnormalized path is resolved.
    const prefix = this.lastFilePrefix;
    if (prefix !== undefined && path.length > prefix.length && path.startsWith(prefix) && path.indexOf('/', prefix.length) === -1 && (sep === '/' || path.indexOf(sep, prefix.length) === -1)) return this.lastFileConfig;
    const dir = dirname(resolve(path));
    this.lastFileConfig = this.forDirectory(dir);
    this.lastFilePrefix = withSeparator(dir);
    return this.lastFileConfig;
  }
}
