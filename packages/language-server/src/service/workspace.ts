// The files around an open document: its configuration, its set, the set's other files (open in
// the editor or only on disk), and whether it is a command file at all. No connection here: the
// server asks, this answers from the editor's texts and the files it is given (see files.ts).
import { basename, dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { isJsoncPath } from '@cmdlint/text';
import { GlobSet, globProblem, fixFiles, isIgnored, isNeverCommandsFile, FileLinter, setIndexOf, setKeyOf } from '@cmdlint/linter';
import { toPosix } from '@cmdlint/files';
import type { JsonDocument } from '@cmdlint/text';
import type { FileReport, LintSettings, LoadedConfig, SourceFile } from '@cmdlint/linter';
import type { ConfigResolver } from '@cmdlint/files';
import type { ServerSettings } from '../settings.js';
import type { InstalledSchemas } from '@cmdlint/language-service';
import type { WorkspaceFiles } from './files.js';
import { definesCommands, isOutsideSources, sourceNameOf } from './sources.js';

/** A document open in the editor, parsed at one version. */
export interface OpenFile {
  readonly uri: string;
  /** The file's path for a file: URI; the URI itself otherwise (no configuration applies). */
  readonly path: string;
  readonly isFile: boolean;
  readonly version: number;
  readonly document: JsonDocument;
  /** The editor's text and how it is parsed, for a lint that parses it elsewhere (a worker). */
  readonly source?: string;
  readonly jsonc?: boolean;
  /** The name it is read under as a JavaScript or TypeScript source; undefined for JSON. */
  readonly sourceName?: string;
}

/** A file to lint: open in the editor (its text as the editor has it) or only on disk. */
export interface PlannedSource {
  readonly path: string;
  readonly open: OpenFile | undefined;
}

/** Where a document stands: its configuration, its set, and whether it is linted. */
export interface Membership {
  readonly config: LoadedConfig | undefined;
  /** Index of its set in the configuration, or -1. */
  readonly set: number;
  /** A key equal for the files of one set; undefined outside sets. */
  readonly setKey: string | undefined;
  /** Why it is linted, or undefined when it is not a command file. */
  readonly reason: 'set' | 'files' | 'sniff' | undefined;
}

export function pathOfUri(uri: string): { path: string; isFile: boolean } {
  if (uri.startsWith('file:')) {
    try {
      return { path: fileURLToPath(uri), isFile: true };
    } catch {
      // a file: URI with a host on a system that has none: treat it as a name
    }
  }
  return { path: uri, isFile: false };
}

/** Whether an editor's document is read as JSONC: by its name for a file, else also by its language. */
export function isJsoncDocument(uri: string, languageId: string | undefined): boolean {
  const { path, isFile } = pathOfUri(uri);
  return isFile ? isJsoncPath(path) : isJsoncPath(path) || languageId === 'jsonc';
}

/** The name an editor's document is read under as a source, or undefined when it is JSON (see sources.ts). */
export function sourceNameOfDocument(uri: string, languageId: string | undefined): string | undefined {
  const { path, isFile } = pathOfUri(uri);
  return sourceNameOf(path, isFile, languageId);
}

/** Not a command file: a source while sources are off, or whatever the reason. */
const NOT_LINTED: Membership = { config: undefined, set: -1, setKey: undefined, reason: undefined };

interface DiskEntry {
  readonly mtimeMs: number;
  readonly size: number;
  readonly document: JsonDocument;
}

export class Workspace {
  private configs: ConfigResolver;
  /** The files of each set of a configuration, as `cmdlint` without arguments finds them. */
  private setFiles = new Map<LoadedConfig, Map<number, string[]>>();
  private disk = new Map<string, DiskEntry>();
  private fileGlobs = new Map<string, GlobSet>();

  constructor(private readonly files: WorkspaceFiles) {
    this.configs = files.configResolver();
  }

  /** Configuration files changed: everything read from them is forgotten. */
  reset(): void {
    this.configs = this.files.configResolver();
    this.setFiles.clear();
  }

  /** A file changed, appeared or went away on disk. */
  fileChanged(path: string): void {
    this.disk.delete(path);
    this.setFiles.clear();
  }

  /** The configuration of a file; throws ConfigError when it is invalid. */
  configFor(path: string): LoadedConfig | undefined {
    return this.configs.forFile(path);
  }

  private matchesFiles(path: string, globs: readonly string[], folders: readonly string[]): boolean {
    if (globs.length === 0) return false;
    const key = globs.join('\u0000');
    let set = this.fileGlobs.get(key);
    if (!set) {
      // A glob the syntax refuses (extglob, [z-a], too long) matches nothing rather than failing the request.
      const anywhere = globs.map((glob) => (glob.includes('/') ? glob : `**/${glob}`));
      set = new GlobSet(anywhere.filter((glob) => globProblem(glob) === undefined));
      this.fileGlobs.set(key, set);
    }
    if (set.matches(basename(path))) return true;
    return folders.some((folder) => {
      const rel = relative(folder, path);
      return rel !== '' && !rel.startsWith('..') && set.matches(toPosix(rel));
    });
  }

  /**
   * Whether and why a document is linted: a file of a set of its configuration, a file the
   * `files` setting names, or (with `sniff`) a JSON text that looks like command bodies. Throws
   * ConfigError when its configuration is invalid. `looksLikeCommands` answers for sniffing (by
   * default from the parse; a caller that must not parse now answers otherwise). A source is
   * linted only with the `sources` setting on (and sniffed only when it is outside dependencies and
   * build output), and is never read (nor its parser loaded) otherwise.
   */
  membership(file: OpenFile, settings: ServerSettings, folders: readonly string[], looksLikeCommands = (): boolean => definesCommands(file.document)): Membership {
    const source = file.sourceName !== undefined;
    if (source && settings.sources !== 'on') return NOT_LINTED;
    const config = file.isFile ? this.configFor(file.path) : undefined;
    const set = config ? setIndexOf(config, file.path) : -1;
    const setKey = set === -1 ? undefined : setKeyOf(config!, set);
    const ignored = config !== undefined && isIgnored(config, file.path);
    let reason: Membership['reason'];
    if (set !== -1 && !ignored) reason = 'set';
    else if (file.isFile && this.matchesFiles(file.path, settings.files, folders)) reason = 'files';
    else if (settings.sniff && !ignored && !(file.isFile && (source ? isOutsideSources(file.path) : isNeverCommandsFile(file.path))) && looksLikeCommands()) reason = 'sniff';
    return { config, set, setKey, reason };
  }

  /** The files of one set on disk (what the command line lints together). */
  setMembersOnDisk(config: LoadedConfig, set: number): readonly string[] {
    let sets = this.setFiles.get(config);
    if (!sets) {
      sets = new Map();
      for (const path of this.files.setFiles(config, this.configs)) {
        const index = setIndexOf(config, path);
        if (index === -1) continue;
        const members = sets.get(index);
        if (members) members.push(path);
        else sets.set(index, [path]);
      }
      this.setFiles.set(config, sets);
    }
    return sets.get(set) ?? [];
  }

  /** A file as it is on disk, parsed once per modification; undefined when it cannot be read. */
  diskDocument(path: string): JsonDocument | undefined {
    const stats = this.files.stat(path);
    if (!stats) {
      this.disk.delete(path);
      return undefined;
    }
    const known = this.disk.get(path);
    if (known && known.mtimeMs === stats.mtimeMs && known.size === stats.size) return known.document;
    try {
      const document = this.files.readDocument(path);
      this.disk.set(path, { mtimeMs: stats.mtimeMs, size: stats.size, document });
      return document;
    } catch {
      this.disk.delete(path);
      return undefined;
    }
  }

  /**
   * The files to lint a document with: the files of its set (the open ones as the editor has
   * them, the others from disk), or the document alone.
   */
  plan(target: OpenFile, membership: Membership, open: readonly { file: OpenFile; membership: Membership }[]): { files: PlannedSource[]; openFiles: OpenFile[] } {
    if (membership.setKey === undefined || membership.config === undefined) {
      return { files: [{ path: target.path, open: target }], openFiles: [target] };
    }
    const byPath = new Map<string, OpenFile>();
    byPath.set(target.path, target);
    for (const other of open) {
      if (other.membership.setKey === membership.setKey && other.membership.reason === 'set') byPath.set(other.file.path, other.file);
    }
    const files: PlannedSource[] = [];
    const seen = new Set<string>();
    for (const path of this.setMembersOnDisk(membership.config, membership.set)) {
      seen.add(path);
      files.push({ path, open: byPath.get(path) });
    }
    // Open files of the set that are not on disk (new, or not found by discovery) still count.
    for (const [path, file] of byPath) if (!seen.has(path)) files.push({ path, open: file });
    return { files, openFiles: [...byPath.values()] };
  }

  /** The sources to lint a document with (see plan), parsed here; a file that cannot be read is left out. */
  sourcesFor(target: OpenFile, membership: Membership, open: readonly { file: OpenFile; membership: Membership }[]): { sources: SourceFile[]; openFiles: OpenFile[] } {
    const { files, openFiles } = this.plan(target, membership, open);
    const sources: SourceFile[] = [];
    for (const { path, open: file } of files) {
      const document = file ? file.document : this.diskDocument(path);
      if (document) sources.push({ path, document });
    }
    return { sources, openFiles };
  }

  /**
   * The JSON Schemas of the cmdlint package installed in the nearest node_modules above a file
   * (as Node would resolve it), as paths relative to the file's folder.
   */
  installedSchemas(path: string): InstalledSchemas {
    const from = dirname(path);
    for (let dir = from; ; dir = dirname(dir)) {
      const pkg = join(dir, 'node_modules', 'cmdlint');
      if (this.files.stat(join(pkg, 'package.json'))) {
        const relativePath = (file: string): string | undefined => {
          if (!this.files.stat(join(pkg, file))) return undefined;
          const rel = toPosix(relative(from, join(pkg, file)));
          return rel.startsWith('.') ? rel : `./${rel}`;
        };
        const command = relativePath('command.schema.json');
        const permissions = relativePath('permissions.schema.json');
        return { ...(command ? { command } : {}), ...(permissions ? { permissions } : {}) };
      }
      if (dirname(dir) === dir) return {};
    }
  }

  /** The linter's settings for a lint started from the editor's settings. */
  lintSettings(settings: ServerSettings): LintSettings {
    return {
      configFor: (path) => (pathLooksAbsolute(path) ? this.configFor(path) : undefined),
      ...(settings.scope ? { scope: settings.scope } : {}),
      rules: settings.rules,
    };
  }

  /**
   * Lints a document (with its set); the reports of the open files, by URI. With `pause`, the work
   * stops for it between steps (see FileLinter.finish).
   */
  async lint(target: OpenFile, membership: Membership, open: readonly { file: OpenFile; membership: Membership }[], settings: ServerSettings, pause?: () => Promise<void>): Promise<Map<string, FileReport>> {
    const { sources, openFiles } = this.sourcesFor(target, membership, open);
    const linter = new FileLinter(this.lintSettings(settings));
    for (const source of sources) linter.add(source);
    const reports = pause ? await linter.finish(pause) : linter.finish();
    const byPath = new Map(reports.map((report) => [report.path, report]));
    const result = new Map<string, FileReport>();
    for (const file of openFiles) {
      const report = byPath.get(file.path);
      if (report) result.set(file.uri, report);
    }
    return result;
  }

  /** The text of a document with every automatic fix applied (the command line's --fix); undefined when nothing changes. */
  fixAll(target: OpenFile, membership: Membership, open: readonly { file: OpenFile; membership: Membership }[], settings: ServerSettings): string | undefined {
    const { sources } = this.sourcesFor(target, membership, open);
    const fixed = fixFiles(sources, this.lintSettings(settings));
    return fixed.find((file) => file.report.path === target.path)?.output;
  }
}

function pathLooksAbsolute(path: string): boolean {
  return path.startsWith('/') || /^[A-Za-z]:[\\/]/.test(path) || path.startsWith('\\\\');
}

