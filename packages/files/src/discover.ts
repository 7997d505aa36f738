// Which files the command line's arguments (or the configuration's sets) stand for. A named file
// is always linted; a directory or a glob expands to .json/.jsonc files that look like commands
// (or belong to a set), skipping node_modules, .git, what .gitignore files ignore and the
// configuration's ignores. Each directory is entered once by its real path, so symlink loops end.
// A walk stays in the project: a link that leads outside the directory walked and the
// configuration's directory is not followed (a warning names it), unless followExternalLinks.
import { existsSync, readdirSync, realpathSync, statSync, type Dirent } from 'node:fs';
import { basename, relative, resolve, sep } from 'node:path';
import type { LoadedConfig } from '@cmdlint/linter';
import type { ConfigResolver } from './config-files.js';
import { configRelativePath, ignoringGlob, setIndexOf, takenBackBySet } from '@cmdlint/linter';
import { isJsonPath, isNeverCommandsName, looksLikeCommandDocument, neverCommandsReason, translationFolderOf } from '@cmdlint/linter';
import { withSeparator } from './child-path.js';
import { fileErrorText } from './file-errors.js';
import { GitignoreCache } from './gitignore.js';
import { GlobSet, globBase, globProblem, isGlob } from '@cmdlint/linter';
import { isJsoncPath, parseDocument, type JsonDocument } from '@cmdlint/text';
import { readDocument, readRegularFile, readSeenBytes } from './read.js';
import { readerInfoOf, type ReaderInfo, type ReadSource } from '@cmdlint/text';
// The pre-filter of sources is made from the reader's own names (most files of a bot are decided
// without a parse, and in the ESLint plugin without a walk of ESLint's tree).

export interface DiscoveredFile {
  /** Absolute path. */
  readonly path: string;
  /** The parsed file, when discovery had to read it to decide. */
  readonly document?: JsonDocument;
  /** The bytes the document was parsed from, or of a file taken unparsed (only when `knownCommands` is given). */
  readonly bytes?: Uint8Array;
}

interface DiscoveryProblem {
  /** The argument or glob concerned. */
  readonly pattern: string;
  readonly message: string;
}

export interface DiscoveryResult {
  readonly files: DiscoveredFile[];
  readonly problems: DiscoveryProblem[];
  /** What was read but not all taken (an ignore file's line skipped for its size): the run goes on. */
  readonly warnings: DiscoveryProblem[];
  /** JSON files a directory or glob met and did not take because they are not commands (those never commands by their name, a package.json, a tsconfig.json, not counted). */
  readonly skippedJson: number;
}

/** Why a file or directory was taken or skipped, for --debug. */
export type Explain = (path: string, taken: boolean, reason: string) => void;

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
  /** Told about every file and directory considered, and why it was taken or skipped (--debug). */
  readonly explain?: Explain;
  /** Called with each JSON file a directory or glob met but did not take, and why. */
  readonly onSkip?: (path: string, reason: string) => void;
  /**
   * Whether the documents read here may be written back (`--fix`; the default): each then keeps
   * who its file was (`source`), which costs an fstat a file. A linter that only reads says false.
   */
  readonly forWriting?: boolean;
  /** --ignore-pattern: what directories and globs skip beside the configuration's ignores (made by commandLineIgnores). */
  readonly commandLineIgnores?: LoadedConfig;
  /**
   * --no-ignore (false): neither .gitignore files, the configuration's ignores nor --ignore-pattern
   * skip anything; node_modules and .git still are never searched, as in ESLint 9. Default true.
   */
  readonly ignore?: boolean;
  /** The readers of the table (source-readers.ts), for the paths one reads: without them, directories and globs expand to JSON files only. */
  readonly readSource?: ReadSource;
  /**
   * Asked before a JSON file met by a directory or glob is parsed to tell whether it holds
   * commands: true when these exact bytes at this path are known to (--cache: they were taken by
   * their look before). Such a file is taken unparsed, with its bytes; the others read for the
   * question come with theirs.
   */
  readonly knownCommands?: (path: string, bytes: Uint8Array) => boolean;
  /**
   * --follow-external-links: a directory or glob follows links wherever they lead. By default a
   * link out of the directory walked and the configuration's directory is skipped with a warning
   * (a committed `commands/root -> /` would walk the machine). Sets never leave their directory.
   */
  readonly followExternalLinks?: boolean;
}

const SKIPPED_DIRECTORIES = new Set(['node_modules', '.git']);

/** A body whose command name is the empty string: what a template leaves for its copies to fill in. */
function namedEmpty(body: { readonly lowered: { readonly value: unknown } }): boolean {
  const value = body.lowered.value;
  return typeof value === 'object' && value !== null && (value as { name?: unknown }).name === '';
}

export function toPosix(path: string): string {
  return sep === '/' ? path : path.split(sep).join('/');
}


/** Whether the real path `real` is one of the real directories `dirs` or inside one. */
function withinAny(real: string, dirs: readonly string[]): boolean {
  return dirs.some((dir) => real === dir || real.startsWith(withSeparator(dir)));
}

/** Asked of each link a walk meets and does not ignore: true to skip it (the check says why). */
type LinkCheck = (path: string, name: string, isDirectory: boolean) => boolean;

class Discovery {
  readonly files: DiscoveredFile[] = [];
  /** Files found so far (also those handed to `onFile`). */
  found = 0;
  readonly problems: DiscoveryProblem[] = [];
  /** Links out of the project, not followed. */
  readonly linkWarnings: DiscoveryProblem[] = [];
  /** JSON files that could have been commands and were left out (not those never commands by their name). */
  skippedJson = 0;
  /** Sources that name command builders or routes, with no command read from their text (a builder handed to a function, made in a loop): the first few, and how many. */
  readonly unreadSources: string[] = [];
  unreadSourceCount = 0;
  private readonly seenFiles = new Set<string>();
  readonly gitignore = new GitignoreCache();

  constructor(private readonly options: DiscoverOptions) {}

  explain(path: string, taken: boolean, reason: string): void {
    this.options.explain?.(path, taken, reason);
  }

  result(): DiscoveryResult {
    const warnings = this.gitignore.warnings.map(({ file, line, message }) => ({ pattern: file, message: `${file}${line > 0 ? `:${line}` : ''}: ${message}.` }));
    return { files: this.files, problems: this.problems, warnings: [...this.linkWarnings, ...warnings], skippedJson: this.skippedJson };
  }

  /**
   * The link check of a walk of `root` from the command line: a link whose target is outside
   * `root` and the directory of the configuration that applies there is skipped, with a warning
   * (none with followExternalLinks). Real paths on both sides: `root` may itself be a link.
   */
  externalLinkCheck(root: string, pattern: string): LinkCheck | undefined {
    if (this.options.followExternalLinks) return undefined;
    let bounds: string[] | undefined;
    const told = new Set<string>();
    return (path, name, isDirectory) => {
      // A file the walk would not read anyway is no matter.
      if (!isDirectory && !isJsonPath(name) && !(this.options.readSource && readerInfoOf(name, this.options.readSource.readers))) return false;
      if (bounds === undefined) {
        let configDir: string | undefined;
        try {
          configDir = this.options.configs.forDirectory(root)?.dir;
        } catch {
          configDir = undefined; // its error is said where the configuration is read
        }
        bounds = [root, ...(configDir === undefined ? [] : [configDir])].map((dir) => this.realpath(dir));
      }
      let real: string;
      try {
        real = realpathSync.native(path);
      } catch {
        return false; // dangling or a loop: the walk skips it
      }
      if (withinAny(real, bounds)) return false;
      if (!told.has(path)) {
        told.add(path);
        const shown = [...new Set(bounds)].join(' and ');
        this.linkWarnings.push({ pattern, message: `${path} is a link to ${real}, outside ${shown}: not followed (--follow-external-links follows links out of the project).` });
      }
      this.explain(path, false, `a link to ${real}, outside the project`);
      return true;
    };
  }

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
  private lastTranslationsDir: string | undefined;
  private lastTranslationsRoot: string | undefined;
  private lastTranslations: string | undefined;

  /** The configuration of a directory; files come directory by directory, so the last answer is kept. */
  private configOf(dir: string): LoadedConfig | undefined {
    if (dir !== this.lastDir) {
      this.lastConfig = this.options.configs.forDirectory(dir);
      this.lastDir = dir;
    }
    return this.lastConfig;
  }

  /** The folder of translations a walked directory is under (below the walk's root), if one is: asked once a directory, as files come directory by directory. */
  private translationsOf(root: string | undefined, dir: string): string | undefined {
    if (root === undefined) return undefined;
    if (dir !== this.lastTranslationsDir || root !== this.lastTranslationsRoot) {
      this.lastTranslations = translationFolderOf(relative(root, dir).split(sep));
      this.lastTranslationsDir = dir;
      this.lastTranslationsRoot = root;
    }
    return this.lastTranslations;
  }

  /** Why the configuration that applies at `path` ignores it, or undefined. */
  ignored(path: string, dir: string, isDirectory: boolean): string | undefined {
    const loaded = this.configOf(dir);
    const glob = loaded && ignoringGlob(loaded, path, isDirectory);
    return glob ? `ignored by "${glob.source}" in the ignores of ${loaded!.file ?? 'the configuration'}` : undefined;
  }

  /** A file met while expanding: taken when it looks like commands or belongs to a set. */
  consider(path: string, dir: string, pattern: string, real: string | undefined, name: string, root?: string): boolean {
    const reader = this.options.readSource && readerInfoOf(name, this.options.readSource.readers);
    if (reader) return this.considerSource(path, dir, pattern, real, name, root, this.options.readSource!, reader);
    if (!isJsonPath(name)) {
      const kinds = ['.json', '.jsonc', ...(this.options.readSource?.readers ?? []).map((known) => known.language)];
      this.explain(path, false, `not a ${kinds.slice(0, -1).join(', ')} or ${kinds.at(-1)!} file`);
      return false;
    }
    if (isNeverCommandsName(name)) {
      // Not counted in skippedJson: a package.json or a tsconfig.json could never have been
      // commands, and the count is of files a reader might have expected to be linted.
      const reason = neverCommandsReason(name)!;
      this.options.onSkip?.(path, reason);
      this.explain(path, false, reason);
      return false;
    }
    const loaded = this.configOf(dir);
    const set = loaded ? setIndexOf(loaded, path) : -1;
    if (set !== -1) {
      this.explain(path, true, `in sets[${set}] of ${loaded!.file ?? 'the configuration'}`);
      return this.add({ path }, real);
    }
    const translations = this.translationsOf(root, dir);
    if (translations !== undefined) {
      this.skippedJson++;
      const reason = `under ${translations}/: a table of translations, which code reads to localize commands (name the file or put it in a set to lint it)`;
      this.options.onSkip?.(path, reason);
      this.explain(path, false, reason);
      return false;
    }
    let document: JsonDocument;
    let bytes: Uint8Array | undefined;
    try {
      if (this.options.knownCommands) {
        bytes = (this.options.forWriting === false ? readSeenBytes(path) : undefined) ?? readRegularFile(path).bytes;
        if (this.options.knownCommands(path, bytes)) {
          this.explain(path, true, 'looks like commands (these bytes did before)');
          return this.add({ path, bytes }, real);
        }
        document = parseDocument(bytes, { jsonc: isJsoncPath(path) });
      } else {
        document = readDocument(path, { seenRegular: this.options.forWriting === false });
      }
    } catch (error) {
      this.problems.push({ pattern, message: `Cannot read ${path}: ${fileErrorText(error)}.` });
      return false;
    }
    if (looksLikeCommandDocument(document)) {
      this.explain(path, true, document.ok ? 'looks like commands' : 'does not parse, but reads like commands');
      return this.add(bytes ? { path, document, bytes } : { path, document }, real);
    }
    this.skippedJson++;
    const reason = 'does not look like commands (not a command, an array of commands, a permissions body or commands under a key)';
    this.options.onSkip?.(path, reason);
    this.explain(path, false, reason);
    return false;
  }

  /** A file a reader reads, met while expanding: taken when a set names it or it defines commands. */
  private considerSource(path: string, dir: string, pattern: string, real: string | undefined, name: string, root: string | undefined, readSource: ReadSource, reader: ReaderInfo): boolean {
    const loaded = this.configOf(dir);
    const set = loaded ? setIndexOf(loaded, path) : -1;
    if (set !== -1) {
      this.explain(path, true, `in sets[${set}] of ${loaded!.file ?? 'the configuration'}`);
      return this.add({ path }, real);
    }
    // Named like a test: a test, unless the reader reads its text and finds no test in it.
    const testNamed = reader.testFile.test(name);
    if (testNamed && reader.testText === undefined) {
      this.explain(path, false, 'a test file');
      return false;
    }
    const inside = root === undefined ? [] : relative(root, dir).split(sep);
    const skippedDirectory = inside.find((part) => reader.skippedDirectories.has(part));
    if (skippedDirectory !== undefined) {
      this.explain(path, false, `under ${skippedDirectory}/ (build output or test doubles)`);
      return false;
    }
    let bytes: Uint8Array;
    let identity;
    try {
      ({ bytes, identity } = readRegularFile(path));
    } catch (error) {
      this.problems.push({ pattern, message: `Cannot read ${path}: ${fileErrorText(error)}.` });
      return false;
    }
    // Most source files name nothing of commands: decided on the text, without a parse.
    const text = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');
    if (testNamed && reader.testText!(name, text)) {
      this.explain(path, false, 'a test file');
      return false;
    }
    if (!reader.markers.test(text)) {
      this.explain(path, false, 'defines no commands (names no command builder, route or type)');
      return false;
    }
    const document = readSource(path, bytes);
    if (this.options.forWriting !== false) document.source = identity;
    // A scaffold to copy (`command_template.js`: `.setName("")`): every command it defines unnamed. Sent by no loader as it is.
    if (document.ok && document.bodies.length > 0 && document.bodies.every(namedEmpty)) {
      this.explain(path, false, 'a template: every command it defines has an empty name');
      return false;
    }
    if (document.bodies.length > 0 || !document.ok) {
      this.explain(path, true, document.ok ? `defines ${document.bodies.length} command bod${document.bodies.length === 1 ? 'y' : 'ies'}` : 'does not parse, but names command builders or routes');
      return this.add({ path, document }, real);
    }
    // What the reader set aside, where it says (a Sapphire piece the command store does not load).
    const notes = document.notes.length === 0 ? '' : `; ${document.notes.slice(0, 3).map((note) => note.text).join('; ')}`;
    this.explain(path, false, `defines no commands cmdlint can read (builders, requests to the command routes, values typed as commands)${notes}`);
    if ((reader.namingMarkers ?? reader.markers).test(text) && this.unreadSourceCount++ < 3) this.unreadSources.push(path);
    return false;
  }

  /** Why the walk skips an entry: node_modules, .git, the configuration's ignores, --ignore-pattern, .gitignore. */
  private skipReason(path: string, dir: string, name: string, isDirectory: boolean, gitignored: ((name: string, isDirectory: boolean) => { source: string; line: number; text: string } | undefined) | undefined): string | undefined {
    if (isDirectory && SKIPPED_DIRECTORIES.has(name)) return `${name} is never searched`;
    if (this.options.ignore === false) return undefined;
    const byConfig = this.ignored(path, dir, isDirectory);
    if (byConfig) return byConfig;
    const commandLine = this.options.commandLineIgnores;
    const byFlag = commandLine && ignoringGlob(commandLine, path, isDirectory);
    if (byFlag) return `ignored by --ignore-pattern "${byFlag.source}"`;
    const rule = gitignored?.(name, isDirectory);
    return rule ? `ignored by ${rule.source}:${rule.line} "${rule.text}"` : undefined;
  }

  /**
   * Walks `root` in name order, calling `visit` for each file (following symlinks, entering each
   * real directory once), with the file's real path when it is not a link: the real path of its
   * directory and its name, without asking the file system again.
   */
  walk(root: string, pattern: string, visit: (path: string, dir: string, real: string | undefined, name: string) => void, skipLink?: LinkCheck): void {
    const visited = new Set<string>();
    // Each directory with its real path: a directory that is not a link has its parent's real path
    // and its name (asking realpath(3) for each costs a system call per level: quadratic in depth).
    const stack: [string, string | undefined][] = [[root, undefined]];
    while (stack.length > 0) {
      const [dir, knownReal] = stack.pop()!;
      const real = knownReal ?? this.realpath(dir);
      if (visited.has(real)) continue;
      visited.add(real);
      let entries: Dirent[];
      try {
        entries = readdirSync(dir, { withFileTypes: true });
      } catch (error) {
        this.problems.push({ pattern, message: `Cannot read the directory ${dir}: ${fileErrorText(error)}.` });
        continue;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      this.options.configs.listed(dir, entries);
      const subdirectories: [string, string | undefined][] = [];
      // dir and real are absolute and normalized, and a name has no separator: joining is
      // appending (path.join would normalize again, once per file).
      const dirPrefix = withSeparator(dir);
      const realPrefix = withSeparator(real);
      const gitignored = this.options.ignore === false ? undefined : this.gitignore.inDirectory(dir);
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
        if (!isDirectory && !isFile) continue;
        const skipped = this.skipReason(path, dir, entry.name, isDirectory, gitignored);
        if (skipped) this.explain(isDirectory ? `${path}${sep}` : path, false, skipped);
        else if (link && skipLink?.(path, entry.name, isDirectory)) continue;
        else if (isDirectory) subdirectories.push([path, link ? undefined : realPrefix + entry.name]);
        else visit(path, dir, link ? undefined : realPrefix + entry.name, entry.name);
      }
      // Reversed onto the stack so that directories are walked in name order.
      for (let i = subdirectories.length - 1; i >= 0; i--) stack.push(subdirectories[i]!);
    }
  }
}


/** The configuration file that governs `dir` when it is not `loaded` (one below it); undefined when `loaded` does. */
function governingConfigFile(configs: ConfigResolver, dir: string, loaded: LoadedConfig): string | undefined {
  let governing: LoadedConfig | undefined;
  try {
    governing = configs.forDirectory(dir);
  } catch {
    return dir; // a configuration that does not load: its own run says why
  }
  return governing === undefined || governing.dir === loaded.dir ? undefined : (governing.file ?? governing.dir);
}

/** A walk's link check that skips, without a second word, the links the sets already refused. */
function outsideLinks(check: LinkCheck | undefined, refused: ReadonlySet<string>): LinkCheck | undefined {
  if (check === undefined) return undefined;
  return (path, name, isDirectory) => refused.has(path) || check(path, name, isDirectory);
}

/**
 * Whether a file's real path is inside `dir`'s real path (`real`: the file's, when the walk knows
 * it); `outside` hears of each file that is not, once.
 */
function withinRealDirectory(dir: string, outside: (path: string) => void): (path: string, real?: string) => boolean {
  let realDir: string | undefined;
  const told = new Set<string>();
  return (path, real) => {
    try {
      realDir ??= withSeparator(realpathSync.native(dir));
      if ((real ?? realpathSync.native(path)).startsWith(realDir)) return true;
    } catch {
      return false;
    }
    if (!told.has(path)) outside(path);
    told.add(path);
    return false;
  };
}

/** Expands command-line arguments (files, directories, globs) to the files to lint. */
/** What a directory or a glob takes, in words, after "No command files found". */
const WHAT_IS_READ = '(.json or .jsonc files that look like commands; JavaScript or TypeScript modules that define them: a builder chain, a request to the command routes, an object typed as a command; Python modules with commands of discord.py, py-cord, nextcord, disnake, interactions.py or hikari-lightbulb)';

/**
 * Said after "No command files found" when sources name command builders or routes but no command
 * could be read from their text: what is there, and how to lint it, rather than nothing found.
 */
function unreadSourcesHint(discovery: Pick<Discovery, 'unreadSourceCount' | 'unreadSources'>, cwd: string): string {
  const count = discovery.unreadSourceCount;
  if (count === 0) return '';
  const shown = discovery.unreadSources.map((path) => toPosix(relative(cwd, path))).join(', ');
  const more = count > discovery.unreadSources.length ? ` and ${count - discovery.unreadSources.length} more` : '';
  const python = discovery.unreadSources.every((path) => /\.py$/i.test(path));
  const why = python ? "commands made through a decorator or class of the bot's own, or of a library cmdlint does not read" : "a builder handed to a function of the bot's, a request sent through a helper, commands made in a loop or gathered by a loader";
  return ` ${count === 1 ? 'One source names' : `${count} sources name`} command builders or routes, but no command is known from the text (${shown}${more}: ${why}); --debug lists them${python ? '.' : ', and cmdlint --module FILE lints what a module exports when it runs.'}`;
}

/** Command frameworks whose commands cmdlint does not read, by their npm package, with how their commands are written. */
export const UNREAD_FRAMEWORKS: readonly (readonly [string, string])[] = [
  // Its own decorators are read; a bot that wraps them in decorators of its own is not.
  ['discordx', 'discordx through decorators of its own (cmdlint reads @Slash, @ContextMenu and @SlashGroup imported from "discordx")'],
  ['slash-create', 'slash-create through base classes of its own (cmdlint reads classes that extend SlashCommand imported or required from "slash-create")'],
  ['wokcommands', 'WOKCommands (its command objects)'],
  ['discord-akairo', 'discord-akairo (its Command classes)'],
  ['commandkit', 'CommandKit (its modules that export `command` or `data`)'],
];

/** Python command libraries cmdlint does not read, by their PyPI name, with how their commands are written. */
const UNREAD_PYTHON_FRAMEWORKS: readonly (readonly [RegExp, string])[] = [
  [/hikari[-_.]arc/i, 'hikari-arc (its arc.slash_command decorators)'],
  [/hikari[-_.]tanjun/i, 'hikari-tanjun (its tanjun.as_slash_command decorators)'],
  [/hikari[-_.]crescent/i, 'hikari-crescent (its crescent.command classes)'],
];

/**
 * Said after "No command files found" when the project's package.json, requirements.txt or
 * pyproject.toml (in the working directory or the directory walked) depends on a command framework
 * cmdlint does not read: that its commands are not read, rather than that there are none.
 */
function unreadFrameworkHint(dirs: readonly string[]): string {
  const named = new Set<string>();
  for (const dir of new Set(dirs)) {
    for (const name of ['requirements.txt', 'pyproject.toml']) {
      let text: string;
      try {
        text = readRegularFile(resolve(dir, name), 1 << 20).bytes.toString('utf8');
      } catch {
        continue;
      }
      // A requirement is a name at a line's start (requirements.txt) or in quotes (pyproject.toml);
      // blanks, not \s, before it: \s spans line breaks, and a file of blank lines would take quadratic time.
      for (const [pattern, how] of UNREAD_PYTHON_FRAMEWORKS) if (new RegExp(`(?:^[ \\t]*|["'])${pattern.source}(?![\\w-])`, 'im').test(text)) named.add(how);
    }
    let manifest: { dependencies?: unknown; devDependencies?: unknown };
    try {
      manifest = JSON.parse(readRegularFile(resolve(dir, 'package.json'), 1 << 20).bytes.toString('utf8')) as typeof manifest;
    } catch {
      continue; // none, or unreadable: nothing to say
    }
    for (const deps of [manifest.dependencies, manifest.devDependencies]) {
      if (typeof deps !== 'object' || deps === null) continue;
      for (const [name, how] of UNREAD_FRAMEWORKS) if (Object.prototype.hasOwnProperty.call(deps, name)) named.add(how);
    }
  }
  if (named.size === 0) return '';
  return ` The project depends on ${[...named].join(' and ')}, whose commands cmdlint does not read yet; the bodies it registers can be saved as JSON (the list endpoint's answer) and linted or planned.`;
}

/**
 * "No command files found" for sources a walk took before their reader could read them (Python's
 * parser still starting), once they are read and none defines a command: what discovery says of
 * a directory where nothing defines one, with those sources named.
 */
export function noCommandFilesMessage(pattern: string, cwd: string, unreadSources: readonly string[], walked: readonly string[] = []): string {
  const hint = unreadSourcesHint({ unreadSourceCount: unreadSources.length, unreadSources: unreadSources.slice(0, 3) }, cwd);
  return `No command files found in ${pattern} ${WHAT_IS_READ}.${hint}${unreadFrameworkHint([cwd, ...walked.map((dir) => resolve(cwd, dir))])}`;
}

export function discoverFiles(patterns: readonly string[], options: DiscoverOptions): DiscoveryResult {
  const discovery = new Discovery(options);
  const errorOnUnmatched = options.errorOnUnmatchedPattern ?? true;
  for (const pattern of patterns) {
    const before = discovery.found;
    const absolute = resolve(options.cwd, pattern);
    if (pattern.startsWith('!') && !existsSync(absolute)) {
      discovery.problems.push({ pattern, message: `"${pattern}": a pattern that starts with "!" takes files back in the "ignores" or "sets" of the configuration; on the command line, name only what to lint (./${pattern} names a file called ${pattern}).` });
      continue;
    }
    if (!isGlob(pattern)) {
      let stats;
      try {
        stats = statSync(absolute);
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code === 'ENOENT' || code === 'ENOTDIR') {
          if (errorOnUnmatched) discovery.problems.push({ pattern, message: `No such file or directory: ${pattern}` });
        } else {
          discovery.problems.push({ pattern, message: `Cannot read ${pattern}: ${fileErrorText(error)}.` });
        }
        continue;
      }
      if (!stats.isDirectory()) {
        discovery.explain(absolute, true, 'named on the command line');
        discovery.add({ path: absolute });
        continue;
      }
      discovery.walk(absolute, pattern, (path, dir, real, name) => discovery.consider(path, dir, pattern, real, name, absolute), discovery.externalLinkCheck(absolute, pattern));
      if (discovery.found === before && errorOnUnmatched) {
        discovery.problems.push({ pattern, message: `No command files found in ${pattern} ${WHAT_IS_READ}.${unreadSourcesHint(discovery, options.cwd)}${unreadFrameworkHint([options.cwd, absolute])}` });
      }
      continue;
    }
    const posix = toPosix(pattern);
    const baseText = globBase(posix);
    const base = resolve(options.cwd, baseText === '' ? '.' : baseText);
    const rest = baseText === '' ? posix : posix.slice(baseText.length).replace(/^\/+/, '');
    const problem = globProblem(posix);
    if (problem !== undefined) {
      discovery.problems.push({ pattern, message: `Invalid glob "${pattern.length > 80 ? `${pattern.slice(0, 80)}…` : pattern}": ${problem}` });
      continue;
    }
    const matcher = new GlobSet([rest]);
    let matched = 0;
    let baseIsDirectory = false;
    try {
      baseIsDirectory = statSync(base).isDirectory();
    } catch {
      // a base directory that does not exist matches nothing
    }
    if (baseIsDirectory) {
      discovery.walk(base, pattern, (path, dir, real, name) => {
        // A glob that names a directory stands for what is in it.
        if (matcher.coversPath(toPosix(relative(base, path)))) {
          matched++;
          discovery.consider(path, dir, pattern, real, name, base);
        } else discovery.explain(path, false, `does not match ${pattern}`);
      }, discovery.externalLinkCheck(base, pattern));
    }
    if (discovery.found === before && errorOnUnmatched) {
      // Files that match and define no commands are not "no files": what was looked for is said.
      const message =
        matched === 0
          ? `No files matching the pattern "${pattern}" were found.`
          : `No command files among the ${matched === 1 ? 'file' : `${matched} files`} matching "${pattern}" ${WHAT_IS_READ}.${unreadSourcesHint(discovery, options.cwd)}${unreadFrameworkHint([options.cwd, base])}`;
      discovery.problems.push({ pattern, message });
    }
  }
  return discovery.result();
}

/**
 * The files of a configuration's sets (what `cmdlint` lints without arguments); with `outside`,
 * then the command files a walk of the configuration's directory finds in no set, each linted
 * alone as a file in no set is (what `--staged` judges of a commit): a folder of commands added
 * after the sets were written is not passed unseen. A file a set's glob names and a "!" of it
 * takes back is left out on purpose, and stays out.
 */
export function discoverSetFiles(loaded: LoadedConfig, options: DiscoverOptions, outside = false): DiscoveryResult {
  const discovery = new Discovery(options);
  // A set holds files of its configuration's directory: not through a link that leads elsewhere.
  const refused = new Set<string>();
  const inside = withinRealDirectory(loaded.dir, (path) => {
    refused.add(path);
    discovery.problems.push({ pattern: loaded.file ?? '', message: `Skipped ${path}: it is a link that leads outside ${loaded.dir}, where the sets of ${loaded.file ?? 'the configuration'} stay.` });
  });
  // A directory link out of it is not walked at all (a file link is refused as a member, above).
  const skipLink: LinkCheck = (path, _name, isDirectory) => isDirectory && !inside(path);
  (loaded.config.sets ?? []).forEach((set, index) => {
    // A file is the set's when the last of its patterns that matches it is not a "!" one.
    const members = new GlobSet(set.files);
    const inSet = (path: string): boolean => {
      const rel = configRelativePath(loaded, path);
      return rel !== undefined && members.matches(rel);
    };
    for (const glob of set.files) {
      if (glob.startsWith('!')) continue; // takes back; walks nothing
      const posix = toPosix(glob);
      if (!isGlob(posix)) {
        const path = resolve(loaded.dir, posix);
        try {
          if (statSync(path).isFile() && !isNeverCommandsName(basename(path)) && inSet(path) && inside(path)) {
            discovery.explain(path, true, `named by sets[${index}] of ${loaded.file ?? 'the configuration'}`);
            discovery.add({ path });
          }
        } catch {
          // a listed file that does not exist: nothing to lint
        }
        continue;
      }
      const baseText = globBase(posix);
      const base = resolve(loaded.dir, baseText === '' ? '.' : baseText);
      try {
        if (!statSync(base).isDirectory()) continue;
      } catch {
        continue;
      }
      discovery.walk(base, glob, (path, _dir, real, name) => {
        // What discovery never takes for commands, a set never takes either.
        if (isNeverCommandsName(name)) discovery.explain(path, false, neverCommandsReason(name)!);
        else if (!inSet(path)) discovery.explain(path, false, `not in sets[${index}] of ${loaded.file ?? 'the configuration'}`);
        else if (inside(path, real) && discovery.add({ path }, real)) discovery.explain(path, true, `in sets[${index}] of ${loaded.file ?? 'the configuration'}`);
      }, skipLink);
    }
  });
  if (discovery.found === 0 && (options.errorOnUnmatchedPattern ?? true)) {
    discovery.problems.push({ pattern: loaded.file ?? '', message: `No files match the sets of ${loaded.file ?? 'the configuration'}.` });
  }
  if (outside) {
    let lastDir: string | undefined;
    let governor: string | undefined;
    discovery.walk(loaded.dir, '.', (path, dir, real, name) => {
      // A set's file was taken above (or refused: a link out of the directory); one a "!" takes back stays out.
      if (setIndexOf(loaded, path) !== -1) return;
      // A folder with a configuration of its own is a project of its own (a package of a monorepo,
      // a gallery of examples): linted where it is named or run, not as this one's.
      if (dir !== lastDir) {
        lastDir = dir;
        governor = governingConfigFile(options.configs, dir, loaded);
      }
      if (governor !== undefined) discovery.explain(path, false, `under ${governor}, a configuration of its own`);
      else if (takenBackBySet(loaded, path)) discovery.explain(path, false, `taken back by a "!" glob of the sets of ${loaded.file ?? 'the configuration'}`);
      else discovery.consider(path, dir, '.', real, name, loaded.dir);
    }, outsideLinks(discovery.externalLinkCheck(loaded.dir, '.'), refused));
  }
  return discovery.result();
}
