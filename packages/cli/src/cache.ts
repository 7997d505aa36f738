// --cache: the results of the last run, reused for a file when nothing that decides its result has
// changed. Content-keyed only (ESLint's "content" strategy): a file's key is a hash of
//  - the run: cmdlint's version and code, the working directory, and every flag that changes a
//    result (--rule, --scope, --kind, --no-inline-config, --report-unused-disable-directives*,
//    --quiet and the format's need of the text, both of which shape the result kept);
//  - its group: the files linted together with it (its set, in this run), each by its path, its
//    text, its configuration (as resolved: what `extends` brought and the `overrides` are in it)
//    and, for a source file, every package.json above it (the discord.js version it names decides
//    how the file is read). A change to any file of a set is a change to every file of it.
// The suppressions file is not in the key: it applies to the results after they are linted or
// taken from here, as in a run without the cache.
//
// The cache file is read only when it is a regular file (never through a link), and anything it
// holds that is not what this version writes is ignored: the run lints instead. It is written
// whole, to a temporary file renamed over it; a link, a directory or a device in its place is left
// alone, with a warning. Loaded only with --cache (node:crypto with it).
import { lstatSync, mkdirSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileErrorText, isSourcePath, readRegularFile, setIndexOf, type LoadedConfig, type SourceFile } from '@cmdlint/shared';
import type { LintResult } from './results.js';
import { writeOutputFile } from './write.js';

/** The default cache file, in the working directory (ESLint's .eslintcache). */
export const CACHE_FILE = '.cmdlintcache';
const FORMAT = 'cmdlint-cache';
const FORMAT_VERSION = 1;

/** What is kept of a file: its result as the formatters get it (before suppressions), and its counts. */
export interface CachedFile {
  readonly result: LintResult;
  readonly errorCount: number;
  readonly warningCount: number;
}

interface Entry {
  readonly key: string;
  readonly file: CachedFile;
}

type Hash = (...parts: readonly string[]) => string;

function hasher(): Hash {
  const here = (import.meta as { url?: unknown }).url;
  // Required here, not imported: the bundle that holds this file is loaded by every lint, and a lint without --cache loads no node:crypto.
  const { createHash } = createRequire(typeof here === 'string' ? here : __filename)('node:crypto') as typeof import('node:crypto');
  return (...parts) => {
    const hash = createHash('sha256');
    for (const part of parts) hash.update(`${part.length}:`).update(part);
    return hash.digest('hex');
  };
}

/**
 * The cache file for --cache-location (ESLint's rules): default .cmdlintcache in the working
 * directory; a directory (an existing one, or a path ending in a separator) holds
 * .cmdlintcache_HASH, the hash of the working directory, so that projects can share it.
 */
export function cacheFileOf(cwd: string, location: string | undefined, hash: Hash = hasher()): string {
  if (location === undefined) return join(cwd, CACHE_FILE);
  const path = resolve(cwd, location);
  let directory = /[\\/]$/.test(location);
  try {
    directory ||= statSync(path).isDirectory();
  } catch {
    // not there yet: a file, unless the name ends in a separator
  }
  return directory ? join(path, `${CACHE_FILE}_${hash(cwd).slice(0, 16)}`) : path;
}

/** Anything that is not JSON's own (a Set, a Map) kept by what it holds, so that its content is in the hash. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => {
    if (item instanceof Map) return { Map: [...item] };
    if (item instanceof Set) return { Set: [...item] };
    if (item instanceof RegExp) return { RegExp: String(item) };
    return item;
  });
}

export interface RunFlags {
  readonly version: string;
  readonly cwd: string;
  readonly rules: Readonly<Record<string, string>>;
  readonly scope: string | undefined;
  readonly kind: string | undefined;
  readonly inlineConfig: boolean;
  readonly reportUnusedDisableDirectives: string | undefined;
  readonly quiet: boolean;
  readonly withSource: boolean;
}

/** The code that lints (this bundle's file, by size and time): a rebuild of the same version is another cmdlint. */
function codeStamp(): string {
  const here = (import.meta as { url?: unknown }).url;
  try {
    const file = typeof here === 'string' && here.startsWith('file:') ? new URL(here) : __filename;
    const stats = statSync(file);
    return `${stats.size}:${stats.mtimeMs}`;
  } catch {
    return '';
  }
}

export class ResultCache {
  private readonly hash = hasher();
  private readonly previous = new Map<string, Entry>();
  private readonly next = new Map<string, Entry>();
  private readonly run: string;
  private readonly configDigests = new Map<LoadedConfig | undefined, string>();
  private readonly manifestDigests = new Map<string, string>();
  /** Whether the file would be written other than it is: an entry new, changed or gone (or the file unread). */
  private changed = false;

  constructor(
    readonly file: string,
    flags: RunFlags,
  ) {
    this.run = this.hash(FORMAT, String(FORMAT_VERSION), codeStamp(), stableJson(flags));
    this.load();
  }

  /** The previous entries, when the file is a regular file of this format; else none (never an error). */
  private load(): void {
    let text: string;
    this.changed = true;
    try {
      if (!lstatSync(this.file).isFile()) return;
      text = readRegularFile(this.file).bytes.toString('utf8');
    } catch {
      return;
    }
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      return; // truncated or not JSON: linted anew, and written whole at the end
    }
    if (typeof data !== 'object' || data === null) return;
    const { format, version, files } = data as { format?: unknown; version?: unknown; files?: unknown };
    if (format !== FORMAT || version !== FORMAT_VERSION || typeof files !== 'object' || files === null || Array.isArray(files)) return;
    for (const [path, entry] of Object.entries(files)) {
      if (!isEntry(entry)) continue;
      this.previous.set(path, entry);
    }
    this.changed = false;
  }

  private configDigest(config: LoadedConfig | undefined): string {
    let digest = this.configDigests.get(config);
    if (digest === undefined) this.configDigests.set(config, (digest = config === undefined ? 'none' : this.hash(stableJson(config))));
    return digest;
  }

  /** Every package.json from `dir` upward, by content (the nearest that names discord.js decides; all of them is a sound superset). */
  private manifests(dir: string): string {
    let digest = this.manifestDigests.get(dir);
    if (digest !== undefined) return digest;
    let own: string;
    try {
      own = readFileSync(join(dir, 'package.json')).toString('base64');
    } catch (error) {
      own = `-${(error as NodeJS.ErrnoException).code ?? ''}`;
    }
    const parent = dirname(dir);
    digest = this.hash(own, parent === dir ? '' : this.manifests(parent));
    this.manifestDigests.set(dir, digest);
    return digest;
  }

  /**
   * Each file's key (undefined: not to be cached, nor any file linted with it). Files of one set of
   * one configuration are one group; any other file is a group of its own.
   */
  keysOf(files: readonly SourceFile[], configFor: (path: string) => LoadedConfig | undefined): (string | undefined)[] {
    const groups = new Map<string, number[]>();
    const digests: (string | undefined)[] = [];
    files.forEach((file, i) => {
      const config = configFor(file.path);
      const set = config ? setIndexOf(config, file.path) : -1;
      const document = file.document;
      const text = document?.text;
      // Invalid UTF-8 decodes to U+FFFD, and two texts of other bytes could read the same: such a file is linted every time.
      const digest =
        document === undefined || typeof text !== 'string' || text.includes('\uFFFD')
          ? undefined
          : this.hash(file.path, document.bom ? 'bom' : '', document.jsonc ? 'jsonc' : 'json', text, this.configDigest(config), isSourcePath(file.path) ? this.manifests(dirname(file.path)) : '');
      digests.push(digest);
      const group = set === -1 ? `file:${i}` : `set:${this.configDigest(config)}:${config!.file ?? ''}:${set}`;
      const members = groups.get(group);
      if (members) members.push(i);
      else groups.set(group, [i]);
    });
    const keys: (string | undefined)[] = new Array(files.length).fill(undefined);
    for (const members of groups.values()) {
      if (members.some((i) => digests[i] === undefined)) continue;
      const group = this.hash(...members.map((i) => digests[i]!).sort());
      for (const i of members) keys[i] = this.hash(this.run, group, files[i]!.path);
    }
    return keys;
  }

  get(path: string, key: string): CachedFile | undefined {
    const entry = this.previous.get(path);
    if (entry?.key !== key) return undefined;
    this.next.set(path, entry);
    return entry.file;
  }

  set(path: string, key: string, file: CachedFile): void {
    this.next.set(path, { key, file });
    this.changed = true;
  }

  /**
   * Writes this run's entries and the previous ones of files that are still there. Returns why it
   * could not (said as a warning: the run's results stand).
   */
  save(): string | undefined {
    for (const [path, entry] of this.previous) {
      if (this.next.has(path)) continue;
      try {
        statSync(path);
        this.next.set(path, entry);
      } catch {
        this.changed = true; // gone: forgotten
      }
    }
    if (!this.changed) return undefined; // every file taken from the cache: it already says all this
    let existing;
    try {
      existing = lstatSync(this.file);
    } catch {
      existing = undefined;
    }
    if (existing && !existing.isFile()) return `the cache file ${this.file} is ${existing.isSymbolicLink() ? 'a link' : existing.isDirectory() ? 'a directory' : 'not a regular file'}: not written (name another with --cache-location).`;
    const files: Record<string, Entry> = {};
    for (const [path, entry] of this.next) Object.defineProperty(files, path, { value: entry, enumerable: true, writable: true, configurable: true });
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      writeOutputFile(this.file, JSON.stringify({ format: FORMAT, version: FORMAT_VERSION, files }));
    } catch (error) {
      return `cannot write the cache file ${this.file}: ${fileErrorText(error)}.`;
    }
    return undefined;
  }
}

function isEntry(value: unknown): value is Entry {
  if (typeof value !== 'object' || value === null) return false;
  const { key, file } = value as { key?: unknown; file?: unknown };
  if (typeof key !== 'string' || typeof file !== 'object' || file === null) return false;
  const { result, errorCount, warningCount } = file as { result?: unknown; errorCount?: unknown; warningCount?: unknown };
  return typeof result === 'object' && result !== null && !Array.isArray(result) && Number.isInteger(errorCount) && Number.isInteger(warningCount);
}
