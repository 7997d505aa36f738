// The page's stand-in for shared's sets.ts, which needs node:path: a page has no files, so no
// file belongs to a set (the linting modules ask only when a configuration is given; the page's
// configuration has no sets it could match: `setIndexOf` on a relative name is -1 there too).
import type { LoadedConfig } from '@shared-src/config/config.js';

export function setIndexOf(_loaded: LoadedConfig, _path: string): number {
  return -1;
}

/** Every set a file is in: none, on a page. */
export function setIndicesOf(_loaded: LoadedConfig, _path: string): number[] {
  return [];
}

export function setKeyOf(loaded: LoadedConfig, set: number): string {
  return `${loaded.file ?? loaded.dir}#${set}`;
}

/** A page's names are in no configuration's directory (used to name another file of a set). */
export function configRelativePath(_loaded: LoadedConfig, _path: string): string | undefined {
  return undefined;
}

/** Every `overrides` entry a file is in: none, on a page (its names are in no configuration's directory). */
export function overrideIndicesOf(_loaded: LoadedConfig, _path: string): number[] {
  return [];
}
