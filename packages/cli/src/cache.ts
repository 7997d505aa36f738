// --cache: the results of the last run, reused for a file when nothing that decides its result has
// changed. Content-keyed only (ESLint's "content" strategy): a file's key is a hash of
//  - the run: cmdlint's version and code, the working directory, and every flag that changes a
//    result (--rule, --scope, --kind, --no-inline-config, --report-unused-disable-directives*,
//    --quiet and the format's need of the text, both of which shape the result kept);
//  - its group: the files linted together with it (its set, in this run), each by its path, its
//    bytes, its configuration (as resolved: what `extends` brought and the `overrides` are in it)
//    and, for a source file, every package.json above it (the discord.js version it names decides
//    how the file is read) and the parser's package.json (its version). A change to any file of
//    a set is a change to every file of it.
// A directory or glob takes a JSON file by its look, which its bytes decide: bytes the cache saw
// taken that way are taken again without being parsed (DiscoverOptions.knownCommands).
// The suppressions file is not in the key: it applies to the results after they are linted or
// taken from here, as in a run without the cache.
//
// The file is sealed whole: its first line holds an HMAC, under this machine's key
// (cache-key.ts), of all that follows. A cache file that a commit brought (or any file not written
// here, or edited since) fails the seal and is not read at all: its files are linted. Inside a
// sealed file, digests are plain SHA-256 (one native call each): only this machine could have
// written them. (A seal per entry cost four HMACs a file, a third of a warm run.)
// After the seal, one line per file (cache-lines.ts): a warm run splits lines and parses the one
// result it needs, where a JSON document of every entry cost a warm run over 2000 files about 5 ms
// to parse and check. A lone file's key is the digests it is made of, side by side, not their hash
// (one hash a file fewer).
// By default the file is node_modules/.cache/cmdlint/.cmdlintcache (where Prettier and Babel keep
// theirs, out of the files a commit holds), or .cmdlintcache in the working directory when it has
// no node_modules directory.
//
// The cache file is read only when it is a regular file (never through a link), and anything it
// holds that is not what this version writes is ignored: the run lints instead. It is written
// whole, to a temporary file renamed over it; a link, a directory or a device in its place is left
// alone, with a warning. Loaded only with --cache (node:crypto with it).
import { lstatSync, mkdirSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import type { ReaderInfo } from '@cmdlint/text';
import type { FileReport, LintSettings, LoadedConfig, SourceFile } from '@cmdlint/linter';
import { FileLinter, fileErrorText, MAX_MANIFEST_BYTES, ProjectManifests, readerInfoOf, readRegularFile, setIndexOf } from './rare-shared.js';
import { cacheKey, type CacheKey } from './cache-key.js';
import type { LintResult } from './results.js';
import { writeOutputFile } from './write.js';
import { CLEAN, entryLine, entryOf, fieldsOf, linesByPath, resultOf, type Entry, type LineFields, type WellFormedQuery } from './cache-lines.js';

/** The cache file's name (ESLint's .eslintcache). */
const CACHE_FILE = '.cmdlintcache';
/** The first line's start: the format and its version, then the seal of the rest of the file. */
const HEADER = 'cmdlint-cache 6 ';

/** What is kept of a file: its result as the formatters get it (before suppressions), and its counts. */
export interface CachedFile {
  readonly result: LintResult;
  readonly errorCount: number;
  readonly warningCount: number;
  /** A source that defines no command (run.ts says so of a named one, from the cache as from a lint). */
  readonly definesNothing?: true;
}

/** The result of a file with nothing to say, as a lint makes it (eslint-result.ts's toResult). */
function cleanResult(path: string): CachedFile {
  const result = { filePath: path, messages: [], suppressedMessages: [], errorCount: 0, fatalErrorCount: 0, warningCount: 0, fixableErrorCount: 0, fixableWarningCount: 0, usedDeprecatedRules: [] };
  return { result, errorCount: 0, warningCount: 0 };
}

/** What an entry keeps of a result: CLEAN when the result is cleanResult's to the byte (anything else is kept whole). */
function kept(path: string, file: CachedFile): CachedFile | typeof CLEAN {
  return file.errorCount === 0 && file.warningCount === 0 && file.result.messages.length === 0 && JSON.stringify(file) === JSON.stringify(cleanResult(path)) ? CLEAN : file;
}

/** A file as --cache reads it: always with its bytes (the document, when discovery parsed one, is of them). */
export interface CacheSource extends SourceFile {
  readonly text: Uint8Array;
}

type NodeCrypto = typeof import('node:crypto');
let loadedCrypto: NodeCrypto | undefined;

function nodeCrypto(): NodeCrypto {
  const here = (import.meta as { url?: unknown }).url;
  // Required here, not imported: the bundle that holds this file is loaded by every lint, and a lint without --cache loads no node:crypto.
  return (loadedCrypto ??= createRequire(typeof here === 'string' ? here : __filename)('node:crypto') as NodeCrypto);
}

/** SHA-256 in base64, in one call where Node has crypto.hash (20.12 and later). */
function sha256(data: string | Uint8Array, encoding: 'base64' | 'hex' = 'base64'): string {
  const crypto = nodeCrypto();
  return typeof crypto.hash === 'function' ? crypto.hash('sha256', data, encoding) : crypto.createHash('sha256').update(data).digest(encoding);
}

/** The hash of a file's bytes. */
function digestBytes(bytes: Uint8Array): string {
  return sha256(bytes);
}

/**
 * The hash of a sequence of texts, each prefixed by its length (no two sequences give the same
 * input). A well-formed text is hashed as Node encodes it, UTF-8, lossless for it; one with a lone
 * surrogate (which UTF-8 would turn into U+FFFD, making two texts one) as it is held, UTF-16, after
 * another first character, so that the two never meet. (Encoding each to a buffer first cost
 * twice the hash, on every file of a warm run.)
 */
export function digestTexts(...parts: readonly string[]): string {
  let joined = '';
  for (const part of parts) joined += `${part.length}:${part}`;
  return (joined as WellFormedQuery).isWellFormed() ? sha256(`8${joined}`) : sha256(Buffer.from(`16${joined}`, 'utf16le'));
}

/** The seal of a cache file's body: an HMAC under this machine's key. */
function sealOf(key: Buffer, body: Uint8Array): string {
  return nodeCrypto().createHmac('sha256', key).update(body).digest('base64');
}

/** A cache file's whole text, holding `files` sealed under `key` (for tests that edit a cache as this machine would). */
export function sealedCacheText(key: Buffer, files: Readonly<Record<string, Entry>>): string {
  const body = Object.entries(files).map(([path, entry]) => `${entryLine(path, entry)}\n`).join('');
  return `${HEADER}${sealOf(key, Buffer.from(body, 'utf8'))}\n${body}`;
}

/** The entries of a cache file's text, by path (for tests that read one); an entry this version would not read is left out. */
export function cacheEntries(text: string): Record<string, Entry> {
  const files: Record<string, Entry> = {};
  for (const [path, line] of linesByPath(text.slice(text.indexOf('\n') + 1)).lines) {
    const entry = entryOf(line);
    if (entry) Object.defineProperty(files, path, { value: entry, enumerable: true, writable: true, configurable: true });
  }
  return files;
}

/** Whether `path` is a directory itself (not a link to one: a commit could make that lead anywhere). */
function isOwnDirectory(path: string): boolean {
  try {
    return lstatSync(path).isDirectory();
  } catch {
    return false;
  }
}

/**
 * The cache file for --cache-location (ESLint's rules): by default node_modules/.cache/cmdlint/
 * when the working directory has node_modules, else .cmdlintcache in it; a directory (an existing
 * one, or a path ending in a separator) holds .cmdlintcache_HASH, the hash of the working
 * directory, so that projects can share it.
 */
export function cacheFileOf(cwd: string, location: string | undefined): string {
  if (location === undefined) {
    const modules = join(cwd, 'node_modules');
    return isOwnDirectory(modules) ? join(modules, '.cache', 'cmdlint', CACHE_FILE) : join(cwd, CACHE_FILE);
  }
  const path = resolve(cwd, location);
  let directory = /[\\/]$/.test(location);
  try {
    directory ||= statSync(path).isDirectory();
  } catch {
    // not there yet: a file, unless the name ends in a separator
  }
  return directory ? join(path, `${CACHE_FILE}_${sha256(Buffer.from(cwd, 'utf16le'), 'hex').slice(0, 16)}`) : path;
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
  /** This machine's key: the seal's. */
  private readonly key: Buffer;
  /** Why this run's key is its own (the cache is then not reused): a warning. */
  readonly keyProblem: string | undefined;
  /** The previous run's lines, by path (cache-lines.ts): a line is read when its file first asks (previousAt). */
  private previous = new Map<string, string | LineFields>();
  /** This run's lines, by path: what the file will hold. */
  private readonly next = new Map<string, string>();
  private readonly run: string;
  private readonly configDigests = new Map<LoadedConfig | undefined, string>();
  private readonly manifestDigests = new Map<string, string>();
  private readonly projectManifests = new Map<string, ProjectManifests>();
  /** Whether the file would be written other than it is: an entry new, changed or gone (or the file unread). */
  private changed = false;

  constructor(
    readonly file: string,
    flags: RunFlags,
    key: CacheKey = cacheKey(),
  ) {
    this.key = key.key;
    this.keyProblem = key.problem;
    this.run = digestTexts(HEADER, codeStamp(), stableJson(flags));
    this.load();
  }

  /** The previous entries, when the file is a regular file of this format sealed here; else none (never an error). */
  private load(): void {
    let bytes: Buffer;
    this.changed = true;
    try {
      if (!lstatSync(this.file).isFile()) return;
      bytes = readRegularFile(this.file).bytes;
    } catch {
      return;
    }
    const newline = bytes.indexOf(0x0a);
    if (newline === -1 || bytes.toString('latin1', 0, HEADER.length) !== HEADER) return; // not this format (or version)
    const body = bytes.subarray(newline + 1);
    // Not written here, or edited since (a commit, another machine, a hand): not read, every file linted anew.
    if (bytes.toString('latin1', HEADER.length, newline) !== sealOf(this.key, body)) return;
    // A line that is not what this version writes is left out: its file is linted anew, and the file written whole at the end.
    const { lines, dropped } = linesByPath(body.toString('utf8'));
    this.previous = lines;
    this.changed = dropped;
  }

  private configDigest(config: LoadedConfig | undefined): string {
    let digest = this.configDigests.get(config);
    if (digest === undefined) this.configDigests.set(config, (digest = config === undefined ? 'none' : digestTexts(stableJson(config))));
    return digest;
  }

  /**
   * Every manifest of a reader from `dir` upward, as the reader is handed them (ProjectManifests: a
   * name's pattern, `requirements*.txt`, and a requirements file's `-r` includes), by path and text:
   * all of them is a sound superset of what the nearest decides. Each name read on its own missed
   * the patterns, so a changed requirements.txt kept a Python file's old result.
   */
  private manifests(dir: string, reader: ReaderInfo): string {
    const key = `${reader.language}\0${dir}`;
    let digest = this.manifestDigests.get(key);
    if (digest !== undefined) return digest;
    let project = this.projectManifests.get(reader.language);
    if (project === undefined) this.projectManifests.set(reader.language, (project = new ProjectManifests(reader.manifests)));
    digest = digestTexts(...project.above(dir).flatMap((manifest) => [manifest.path, manifest.text === undefined ? '\0unread' : `=${manifest.text}`]));
    this.manifestDigests.set(key, digest);
    return digest;
  }

  private readonly parserStamps = new Map<string, string>();

  /** A parser package installed (its package.json), found without loading it: another version may read a source otherwise. */
  private parser(name: string): string {
    let stamp = this.parserStamps.get(name);
    if (stamp !== undefined) return stamp;
    stamp = 'none';
    try {
      const here = (import.meta as { url?: unknown }).url;
      const entry = createRequire(typeof here === 'string' ? here : __filename).resolve(name);
      for (let dir = dirname(entry); dir !== dirname(dir); dir = dirname(dir)) {
        let text: string;
        try {
          text = readRegularFile(join(dir, 'package.json'), MAX_MANIFEST_BYTES).bytes.toString('utf8');
        } catch {
          continue;
        }
        if ((JSON.parse(text) as { name?: unknown }).name === name) {
          stamp = digestTexts(dir, text);
          break;
        }
      }
    } catch {
      // not installed: sources are not read, and that is the stamp
    }
    this.parserStamps.set(name, stamp);
    return stamp;
  }

  private readonly byteDigests = new WeakMap<Uint8Array, string>();

  /** The hash of a file's bytes (once per bytes read). */
  bytesOf(bytes: Uint8Array): string {
    let digest = this.byteDigests.get(bytes);
    if (digest === undefined) this.byteDigests.set(bytes, (digest = digestBytes(bytes)));
    return digest;
  }

  /** For discovery (DiscoverOptions.knownCommands): these bytes at this path were taken by their look before. */
  readonly knownCommands = (path: string, bytes: Uint8Array): boolean => {
    const fields = this.previousAt(path);
    return fields?.looks === true && fields.bytes === this.bytesOf(bytes);
  };

  /** For a source: its reader's parser and the manifests above it (a JSON file has none). */
  private readerStamps(path: string): string {
    const reader = readerInfoOf(path);
    return reader ? `${reader.parserPackages.map((name) => this.parser(name)).join(':')}:${this.manifests(dirname(path), reader)}` : '';
  }

  /** A file's own digest, for the key of its group: its path, bytes, configuration and reader's stamps. */
  digestOf(file: CacheSource, config: LoadedConfig | undefined): string {
    return digestTexts(file.path, this.bytesOf(file.text), this.configDigest(config), this.readerStamps(file.path));
  }

  /**
   * The key of a file linted alone: the run's digest and the file's configuration and reader
   * stamps side by side, none but the last holding a colon (its path is its entry's place, its
   * bytes the entry's own field, compared by get): no two keys are one, and none is a set
   * member's (a bare hash). Hashing them again was one more hash per file.
   */
  keyOf(file: CacheSource, config: LoadedConfig | undefined): string {
    return `${this.run}:${this.configDigest(config)}:${this.readerStamps(file.path)}`;
  }

  /** The fields of the previous line of `path`, read once (a file asks twice: knownCommands, then get). */
  private previousAt(path: string): LineFields | undefined {
    const line = this.previous.get(path);
    if (typeof line !== 'string') return line;
    const fields = fieldsOf(line);
    if (fields) this.previous.set(path, fields);
    return fields;
  }

  /** The key of each file of a group (linted together), from their digests: any change to one is a change to all. */
  keysOf(paths: readonly string[], digests: readonly string[]): string[] {
    const group = digestTexts(...digests.slice().sort());
    return paths.map((path) => digestTexts(this.run, group, path));
  }

  /** The group a file is linted in: its set of its configuration, else itself (undefined). */
  groupOf(path: string, config: LoadedConfig | undefined): string | undefined {
    const set = config ? setIndexOf(config, path) : -1;
    return set === -1 ? undefined : `${this.configDigest(config)}:${config!.file ?? ''}:${set}`;
  }

  /** The result kept for `path` under `key`, when its bytes were `bytes` (their digest). */
  get(path: string, key: string, bytes: string): CachedFile | undefined {
    const fields = this.previousAt(path);
    if (fields?.bytes !== bytes || fields.key !== key) return undefined;
    const file = resultOf(fields.file);
    if (file === undefined) return undefined; // not what this version writes: linted anew, and the line replaced
    this.next.set(path, fields.line);
    return file === CLEAN ? cleanResult(path) : file;
  }

  set(path: string, key: string, bytes: string, looks: boolean, file: CachedFile): void {
    this.next.set(path, entryLine(path, { key, bytes, looks, file: kept(path, file) }));
    this.changed = true;
  }

  /**
   * Writes this run's entries and the previous ones of files that are still there. Returns why it
   * could not (said as a warning: the run's results stand).
   */
  save(): string | undefined {
    for (const [path, line] of this.previous) {
      if (this.next.has(path)) continue;
      try {
        statSync(path);
        this.next.set(path, typeof line === 'string' ? line : line.line);
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
    let text = '';
    for (const line of this.next.values()) text += `${line}\n`;
    try {
      mkdirSync(dirname(this.file), { recursive: true });
      const body = Buffer.from(text, 'utf8');
      writeOutputFile(this.file, Buffer.concat([Buffer.from(`${HEADER}${sealOf(this.key, body)}\n`, 'latin1'), body]));
    } catch (error) {
      return `cannot write the cache file ${this.file}: ${fileErrorText(error)}.`;
    }
    return undefined;
  }
}

/**
 * The FileLinter of a run with --cache: a file in no set is looked up as soon as it is read (and
 * linted then if it must be, its text let go either way); the files of a set wait for the whole
 * set, which is taken from the cache whole or linted whole. Results come in the order the files
 * were added, as the FileLinter's.
 */
export class CachedLinter {
  private readonly linter: FileLinter<CachedFile>;
  /** Each file's result, once known; a number: its index among the files linted. */
  private readonly slots: (CachedFile | number)[] = [];
  private readonly paths: string[] = [];
  private readonly keys: (string | undefined)[] = [];
  private readonly bytes: string[] = [];
  private readonly looks: boolean[] = [];
  private readonly sets = new Map<string, { slot: number; source: SourceFile; digest: string }[]>();
  private linted = 0;

  constructor(
    private readonly cache: ResultCache,
    private readonly settings: LintSettings,
    map: (report: FileReport) => CachedFile,
  ) {
    this.linter = new FileLinter(settings, map);
  }

  /** `looks`: a directory or glob took the file by its look (see Entry). */
  add(source: CacheSource, looks: boolean): void {
    const slot = this.slots.length;
    this.slots.push(-1);
    this.paths.push(source.path);
    this.keys.push(undefined);
    this.bytes.push(this.cache.bytesOf(source.text));
    this.looks.push(looks);
    const config = this.settings.configFor?.(source.path);
    const group = this.cache.groupOf(source.path, config);
    if (group !== undefined) {
      const digest = this.cache.digestOf(source, config);
      const members = this.sets.get(group);
      if (members) members.push({ slot, source, digest });
      else this.sets.set(group, [{ slot, source, digest }]);
      return;
    }
    const key = this.cache.keyOf(source, config);
    this.keys[slot] = key;
    const hit = this.cache.get(source.path, key, this.bytes[slot]!);
    if (hit) this.slots[slot] = hit;
    else this.lint(slot, source);
  }

  private lint(slot: number, source: SourceFile): void {
    this.slots[slot] = this.linted++;
    this.linter.add(source);
  }

  finish(): CachedFile[] {
    for (const members of this.sets.values()) {
      const keys = this.cache.keysOf(members.map((member) => member.source.path), members.map((member) => member.digest));
      const hits = members.map((member, i) => this.cache.get(member.source.path, keys[i]!, this.bytes[member.slot]!));
      members.forEach((member, i) => {
        this.keys[member.slot] = keys[i];
        if (hits.every((hit) => hit !== undefined)) this.slots[member.slot] = hits[i]!;
        else this.lint(member.slot, member.source);
      });
    }
    this.sets.clear();
    const linted = this.linter.finish();
    return this.slots.map((slot, i) => {
      if (typeof slot !== 'number') return slot;
      const file = linted[slot]!;
      const key = this.keys[i];
      if (key !== undefined) this.cache.set(this.paths[i]!, key, this.bytes[i]!, this.looks[i]!, file);
      return file;
    });
  }
}
