// Which files the command line's arguments (or the configuration's sets) stand for. A named file
// is always linted; a directory or a glob expands to .json/.jsonc files that look like commands
// (or belong to a set), skipping node_modules, .git, what .gitignore files ignore and the
// configuration's ignores. Each directory is entered once by its real path, so symlink loops end.
import { readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { basename, isAbsolute, relative, resolve, sep } from 'node:path';
import type { LoadedConfig } from './config/config.js';
import type { ConfigResolver } from './config/load.js';
import { isIgnored, setIndexOf } from './sets.js';
import { isJsonPath, isNeverCommandsName, looksLikeCommandDocument, neverCommandsReason } from './detect.js';
import { GitignoreCache } from './gitignore.js';
import { GlobSet, globBase, isGlob } from './glob.js';
import { readDocument, type JsonDocument } from './text/document.js';

export interface DiscoveredFile {
  /** Absolute path. */
  readonly path: string;
  /** The parsed file, when discovery had to read it to decide. */
  readonly document?: JsonDocument;
}

export interface DiscoveryProblem {
  /** The argument or glob concerned. */
  readonly pattern: string;
  readonly message: string;
}

export interface DiscoveryResult {
  readonly files: DiscoveredFile[];
  readonly problems: DiscoveryProblem[];
}

export interface DiscoverOptions {
  readonly cwd: string;
  readonly configs: ConfigResolver;
  /** Whether an argument that matches nothing is a problem (default true). */
  readonly errorOnUnmatchedPattern?: boolean;
  /**
   * Called with each file as soon as it is found, in the order `files` would have; the result's
   * `files` is then empty. A caller that lints and forgets each file keeps the heap small: holding
   * every parsed file to the end made every young collection copy them (2000 files: ~30 ms of
   * garbage collection instead of ~14).
   */
  readonly onFile?: (file: DiscoveredFile) => void;
  /** Called with each JSON file a directory or glob met but did not take, and why. */
  readonly onSkip?: (path: string, reason: string) => void;
}

const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git']);

export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}

function errorText(error: unknown): string {
  const code = (error as NodeJS.ErrnoException).code;
  switch (code) {
    case 'ENOENT':
      return 'no such file or directory';
    case 'EACCES':
    case 'EPERM':
      return 'permission denied';
    case 'EISDIR':
      return 'it is a directory';
    case 'ELOOP':
      return 'too many levels of symbolic links';
    default:
      return error instanceof Error ? error.message : String(error);
  }
}

function withSeparator(dir: string): string {
  return dir.endsWith(sep) ? dir : dir + sep;
}

class Discovery {
  readonly files: DiscoveredFile[] = [];
  /** Files found so far (also those handed to `onFile`). */
  found = 0;
  readonly problems: DiscoveryProblem[] = [];
  private readonly seenFiles = new Set<string>();
  private readonly gitignore = new GitignoreCache();

  constructor(private readonly options: DiscoverOptions) {}

  private realpath(path: string): string {
    try {
      return realpathSync.native(path);
    } catch {
      return path;
    }
  }

  /** Adds a file once (by its real path, when the walk knows it already); returns whether it was new. */
  add(file: DiscoveredFile, knownReal?: string): boolean {
    const real = knownReal ?? this.realpath(file.path);
    if (this.seenFiles.has(real)) return false;
    this.seenFiles.add(real);
    this.found++;
    if (this.options.onFile) this.options.onFile(file);
    else this.files.push(file);
    return true;
  }

  private lastDir: string | undefined;
  private lastConfig: LoadedConfig | undefined;

  /** The configuration of a directory; files come directory by directory, so the last answer is kept. */
  private configOf(dir: string): LoadedConfig | undefined {
    if (dir !== this.lastDir) {
      this.lastConfig = this.options.configs.forDirectory(dir);
      this.lastDir = dir;
    }
    return this.lastConfig;
  }

  /** Whether the configuration that applies at `path` ignores it. */
  ignored(path: string, dir: string): boolean {
    const loaded = this.configOf(dir);
    return loaded !== undefined && isIgnored(loaded, path);
  }

  /** A file met while expanding: taken when it looks like commands or belongs to a set. */
  consider(path: string, dir: string, pattern: string, real: string | undefined, name: string): boolean {
    if (!isJsonPath(name)) return false;
    if (isNeverCommandsName(name)) {
      this.options.onSkip?.(path, neverCommandsReason(name)!);
      return false;
    }
    const loaded = this.configOf(dir);
    if (loaded && setIndexOf(loaded, path) !== -1) return this.add({ path }, real);
    let document: JsonDocument;
    try {
      document = readDocument(path);
    } catch (error) {
      this.problems.push({ pattern, message: `Cannot read ${path}: ${errorText(error)}.` });
      return false;
    }
    if (looksLikeCommandDocument(document)) return this.add({ path, document }, real);
    this.options.onSkip?.(path, 'does not look like commands (not a command, an array of commands, a permissions body or commands under a key)');
    return false;
  }

  /**
   * Walks `root` in name order, calling `visit` for each file (following symlinks, entering each
   * real directory once), with the file's real path when it is not a link: the real path of its
   * directory and its name, without asking the file system again.
   */
  walk(root: string, pattern: string, visit: (path: string, dir: string, real: string | undefined, name: string) => void): void {
    const visited = new Set<string>();
    const stack: string[] = [root];
    while (stack.length > 0) {
      const dir = stack.pop()!;
      const real = this.realpath(dir);
      if (visited.has(real)) continue;
      visited.add(real);
      let entries: Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch (error) {
        this.problems.push({ pattern, message: `Cannot read the directory ${dir}: ${errorText(error)}.` });
        continue;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      const subdirectories: string[] = [];
      // dir and real are absolute and normalized, and a name has no separator: joining is
      // appending (path.join would normalize again, once per file).
      const dirPrefix = withSeparator(dir);
      const realPrefix = withSeparator(real);
      const gitignored = this.gitignore.inDirectory(dir);
      for (const entry of entries) {
        const path = dirPrefix + entry.name;
        let isDirectory = entry.isDirectory();
        let isFile = entry.isFile();
        const link = entry.isSymbolicLink();
        if (link) {
          try {
            const target = statSync(path);
            isDirectory = target.isDirectory();
            isFile = target.isFile();
          } catch {
            continue; // a dangling link or a loop: nothing to lint there
          }
        }
        if (isDirectory) {
          if (SKIPPED_DIRECTORIES.has(entry.name) || this.ignored(path, dir) || gitignored(entry.name, true)) continue;
          subdirectories.push(path);
        } else if (isFile && !this.ignored(path, dir) && !gitignored(entry.name, false)) {
          visit(path, dir, link ? undefined : realPrefix + entry.name, entry.name);
        }
      }
      // Reversed onto the stack so that directories are walked in name order.
      for (let i = subdirectories.length - 1; i >= 0; i--) stack.push(subdirectories[i]!);
    }
  }
}


/** Expands command-line arguments (files, directories, globs) to the files to lint. */
export function discoverFiles(patterns: readonly string[], options: DiscoverOptions): DiscoveryResult {
  const discovery = new Discovery(options);
  const errorOnUnmatched = options.errorOnUnmatchedPattern ?? true;
  for (const pattern of patterns) {
    const before = discovery.found;
    const absolute = resolve(options.cwd, pattern);
    if (!isGlob(pattern)) {
      let stats;
      try {
        stats = statSync(absolute);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') {
          if (errorOnUnmatched) discovery.problems.push({ pattern, message: `No such file or directory: ${pattern}` });
        } else {
          discovery.problems.push({ pattern, message: `Cannot read ${pattern}: ${errorText(error)}.` });
        }
        continue;
      }
      if (!stats.isDirectory()) {
        discovery.add({ path: absolute });
        continue;
      }
      discovery.walk(absolute, pattern, (path, dir, real, name) => discovery.consider(path, dir, pattern, real, name));
      if (discovery.found === before && errorOnUnmatched) {
        discovery.problems.push({ pattern, message: `No command files found in ${pattern} (.json or .jsonc files that look like commands).` });
      }
      continue;
    }
    const posix = toPosix(pattern);
    const baseText = globBase(posix);
    const base = resolve(options.cwd, baseText === '' ? '.' : baseText);
    const rest = baseText === '' ? posix : posix.slice(baseText.length).replace(/^\/+/, '');
    const matcher = new GlobSet([rest]);
    try {
      if (statSync(base).isDirectory()) {
        discovery.walk(
          base,
          pattern,
          (path, dir, real, name) => {
            if (matcher.coversPath(toPosix(relative(base, path)))) discovery.consider(path, dir, pattern, real, name);
          },
        );
      }
    } catch {
      // a base directory that does not exist matches nothing
    }
    if (discovery.found === before && errorOnUnmatched) {
      discovery.problems.push({ pattern, message: `No files matching the pattern "${pattern}" were found.` });
    }
  }
  return { files: discovery.files, problems: discovery.problems };
}

/** The files of a configuration's sets (what `cmdlint` lints without arguments). */
export function discoverSetFiles(loaded: LoadedConfig, options: DiscoverOptions): DiscoveryResult {
  const discovery = new Discovery(options);
  for (const set of loaded.config.sets ?? []) {
    for (const glob of set.files) {
      const posix = toPosix(glob);
      if (!isGlob(posix)) {
        const path = resolve(loaded.dir, posix);
        try {
          if (statSync(path).isFile() && !isNeverCommandsName(basename(path))) discovery.add({ path });
        } catch {
          // a listed file that does not exist: nothing to lint
        }
        continue;
      }
      const baseText = globBase(posix);
      const base = resolve(loaded.dir, baseText === '' ? '.' : baseText);
      const matcher = new GlobSet([baseText === '' ? posix : posix.slice(baseText.length).replace(/^\/+/, '')]);
      try {
        if (!statSync(base).isDirectory()) continue;
      } catch {
        continue;
      }
      discovery.walk(
        base,
        glob,
        (path, _dir, real, name) => {
          // What discovery never takes for commands, a set never takes either.
          if (!isNeverCommandsName(name) && matcher.matches(toPosix(relative(base, path)))) discovery.add({ path }, real);
        },
      );
    }
  }
  if (discovery.found === 0 && (options.errorOnUnmatchedPattern ?? true)) {
    discovery.problems.push({ pattern: loaded.file ?? '', message: `No files match the sets of ${loaded.file ?? 'the configuration'}.` });
  }
  return { files: discovery.files, problems: discovery.problems };
}

/**
 * The files of one set, for a language server that lints an open document of that set: the set's
 * rules (unique names, limits) need all of its files.
 */
export function discoverSetMembers(loaded: LoadedConfig, setIndex: number, options: DiscoverOptions): DiscoveredFile[] {
  const members: DiscoveredFile[] = [];
  discoverSetFiles(loaded, {
    cwd: options.cwd,
    configs: options.configs,
    errorOnUnmatchedPattern: false,
    onFile: (file) => {
      if (setIndexOf(loaded, file.path) === setIndex) members.push(file);
    },
  });
  return members;
}
