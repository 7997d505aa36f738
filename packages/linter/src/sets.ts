// Sets: files linted together (names unique per type, per-type limits across all of them). A
// file belongs to the first set of its configuration whose globs match it; a file in no set is
// a set of its own.
import type { LoadedConfig } from './config/config.js';
import { isNeverCommandsFile } from './detect.js';
import { GlobSet, type Glob } from './glob.js';
import { isAbsolutePath as isAbsolute, pathUnder } from './paths.js';

const setGlobs = new WeakMap<LoadedConfig, GlobSet[]>();

function globsOf(loaded: LoadedConfig): GlobSet[] {
  let globs = setGlobs.get(loaded);
  if (!globs) {
    globs = (loaded.config.sets ?? []).map((set) => new GlobSet(set.files));
    setGlobs.set(loaded, globs);
  }
  return globs;
}

/** The path relative to the configuration's directory with "/" separators, or undefined outside it. */
export function configRelativePath(loaded: LoadedConfig, path: string): string | undefined {
  const rel = pathUnder(loaded.dir, path);
  return rel === '' ? undefined : rel;
}

/**
 * Index of the set a file belongs to, or -1. A set never takes what discovery never takes
 * (package.json, tsconfig*.json, lock files, the configuration itself): `*.json` at a bot's root
 * means its command files.
 */
export function setIndexOf(loaded: LoadedConfig, path: string): number {
  if (!isAbsolute(path) || isNeverCommandsFile(path)) return -1; // "<stdin>" and other names without a place
  const rel = configRelativePath(loaded, path);
  if (rel === undefined) return -1;
  return globsOf(loaded).findIndex((globs) => globs.matches(rel));
}

const namingGlobs = new WeakMap<LoadedConfig, GlobSet[]>();

/**
 * Whether a set's globs name the file and a "!" of them takes it back: left out of the sets on
 * purpose, so not linted alone either (by a run without arguments or a commit's hook).
 */
export function takenBackBySet(loaded: LoadedConfig, path: string): boolean {
  const rel = isAbsolute(path) ? configRelativePath(loaded, path) : undefined;
  if (rel === undefined || setIndexOf(loaded, path) !== -1) return false;
  let globs = namingGlobs.get(loaded);
  if (!globs) {
    globs = (loaded.config.sets ?? []).map((set) => new GlobSet(set.files.filter((glob) => !glob.startsWith('!'))));
    namingGlobs.set(loaded, globs);
  }
  return globs.some((set) => set.matches(rel));
}

/** Indexes of every set a file matches, in order (a file kept by several sets, each with its "body", is read by each). */
export function setIndicesOf(loaded: LoadedConfig, path: string): number[] {
  if (!isAbsolute(path) || isNeverCommandsFile(path)) return [];
  const rel = configRelativePath(loaded, path);
  if (rel === undefined) return [];
  const found: number[] = [];
  globsOf(loaded).forEach((globs, index) => {
    if (globs.matches(rel)) found.push(index);
  });
  return found;
}

/** The key that identifies one set of one configuration: files with the same key are linted together. */
export function setKeyOf(loaded: LoadedConfig, set: number): string {
  return `${loaded.file ?? loaded.dir}#${set}`;
}

const overrideGlobs = new WeakMap<LoadedConfig, GlobSet[]>();

/** Indexes of the configuration's `overrides` that apply to a file, in order (later ones win). */
export function overrideIndicesOf(loaded: LoadedConfig, path: string): number[] {
  const overrides = loaded.config.overrides;
  if (!overrides || overrides.length === 0 || !isAbsolute(path)) return [];
  const rel = configRelativePath(loaded, path);
  if (rel === undefined) return [];
  let globs = overrideGlobs.get(loaded);
  if (!globs) {
    globs = overrides.map((override) => new GlobSet(override.files));
    overrideGlobs.set(loaded, globs);
  }
  const found: number[] = [];
  globs.forEach((set, index) => {
    if (set.matches(rel)) found.push(index);
  });
  return found;
}

const ignoreGlobs = new WeakMap<LoadedConfig, GlobSet>();

function ignoresOf(loaded: LoadedConfig): GlobSet | undefined {
  const ignores = loaded.config.ignores;
  if (!ignores || ignores.length === 0) return undefined;
  let globs = ignoreGlobs.get(loaded);
  if (!globs) {
    globs = new GlobSet(ignores);
    ignoreGlobs.set(loaded, globs);
  }
  return globs;
}

/**
 * The pattern of the configuration's `ignores` that ignores a file or directory (paths outside its
 * directory never are), or undefined. A directory is only reported when no "!" pattern could take
 * back something below it: the walk may then skip it whole.
 */
export function ignoringGlob(loaded: LoadedConfig, path: string, isDirectory = false): Glob | undefined {
  const globs = ignoresOf(loaded);
  if (!globs) return undefined;
  const rel = configRelativePath(loaded, path);
  if (rel === undefined) return undefined;
  const glob = globs.ignoringGlob(rel, isDirectory);
  if (glob && isDirectory && globs.mayTakeBackBelow(rel)) return undefined;
  return glob;
}

/** Whether the configuration's `ignores` cover a file. */
export function isIgnored(loaded: LoadedConfig, path: string): boolean {
  return ignoringGlob(loaded, path) !== undefined;
}
