// THE way both surfaces lint files: files in, located diagnostics out. The command line prints
// what it returns; the language server publishes the same, so the two can never disagree. This
// file says which bodies a file has and which group each joins; the jobs around it are files of
// their own under lint/: settings per file, grouping and pacing, locating and reporting, and what
// is said about a file's bodies.
import type { BodyKind, Diagnostic, Scope } from '@cmdlint/core';
import { toPointer } from '@cmdlint/text';
import { findWrappedBodies, listingOf, unwrap, type WrappedPart } from './wrapped.js';
import type { LoadedConfig, SendVia } from './config/config.js';
import { setIndicesOf, setKeyOf } from './sets.js';
import { holds as sourceHolds } from '@cmdlint/text';
import type { JsonDocument } from '@cmdlint/text';
import type { SourceBody, SourceDocument } from '@cmdlint/text';
import type { TextProblem } from '@cmdlint/text';
import { Batches, type OpenFile } from './lint/batches.js';
import { documentOf, isSourceDocument, listingProblem, missingProblem, skippedProblem, wrapperProblem, type SourceFile } from './lint/bodies.js';
import type { FileReport } from './lint/report.js';
import { SettingsOfFiles, type FileSettings, type LintSettings } from './lint/settings.js';

export type { SourceFile } from './lint/bodies.js';
export type { FileReport } from './lint/report.js';
export type { LocatedDiagnostic, LocatedSuggestion } from './lint/located.js';
export { settingsForFile, type LintSettings } from './lint/settings.js';

/**
 * Lints files as they are read: `add` each, then `finish` once (with a `pause`, it stops for it
 * between steps). Each is parsed (problems of the text located), files of one set of one
 * configuration are linted together when all are in (at `finish`), every other file soon after it
 * is added (a few at a time), and every diagnostic gets its range and its fix as text edits.
 * A file that wraps its bodies under keys has each body linted at its place in the file, with the
 * set (or the other bodies of the file) of the scope its key says.
 * Each report is handed to `map` as soon as it exists and only what `map` returns is kept: a
 * caller that keeps a summary lets each file's text and value go while the next is read.
 */
export class FileLinter<T = FileReport> extends Batches<T> {
  private readonly fileSettings: SettingsOfFiles;

  constructor(
    private readonly settings: LintSettings = {},
    map: (report: FileReport) => T = (report) => report as T,
  ) {
    super(map, settings.showPath);
    this.fileSettings = new SettingsOfFiles(settings);
  }

  private settingsOf(path: string): FileSettings {
    return this.fileSettings.ofFile(path);
  }

  private settingsOfSet(config: LoadedConfig | undefined, set: number): FileSettings {
    return this.fileSettings.ofSet(config, set);
  }

  private scoped(settings: FileSettings, scope: Scope | undefined, kind?: BodyKind): FileSettings {
    return this.fileSettings.scoped(settings, scope, kind);
  }

  /** Lints a file in no set soon (see PENDING_FILES); a set's file, or a wrapper's parts, wait for `finish`. */
  add(file: SourceFile): void {
    const document = documentOf(file, this.settings);
    const settings = this.settingsOf(file.path);
    const index = this.reserve();
    const { path } = file;
    if (isSourceDocument(document)) {
      this.addSource(index, path, document, settings);
      return;
    }
    if (document.ok) {
      const setConfig = settings.set === -1 ? undefined : settings.config!.config.sets![settings.set];
      if (setConfig?.body !== undefined) {
        this.addSetBodies(index, path, document, settings);
        return;
      }
      const listing = listingOf(document.value);
      if (listing) {
        // Linted as it is, in its scope, with one notice instead of the fields only the service returns.
        const key = settings.set === -1 ? `file:${index}` : setKeyOf(settings.config!, settings.set);
        const members = [{ key, settings, part: { path: [], value: document.value } }];
        this.addParts(index, path, document, settings, members, [listingProblem(document, listing.guild)], true);
        return;
      }
      const parts = findWrappedBodies(document.value);
      if (parts) {
        // Parts of a set's file join the set; parts of a file in no set are a set of their own.
        const key = settings.set === -1 ? `file:${index}` : setKeyOf(settings.config!, settings.set);
        const members = parts.map((part) => ({ key, settings: this.scoped(settings, part.scope), part }));
        this.addParts(index, path, document, settings, members, [wrapperProblem(document, parts)]);
        return;
      }
      if (settings.set !== -1) {
        this.open.set(index, { path, document, settings, diagnostics: [], remaining: 1, problems: [] });
        this.join(setKeyOf(settings.config!, settings.set), settings, { file: index, path, document, value: document.value, prefix: undefined });
        return;
      }
    }
    this.queue({ file: index, path, document, value: document.value, prefix: undefined, settings });
  }

  /**
   * A file whose set names its body (`"body": "/commands"`): every set that takes the file and
   * names a body reads its own part (global commands and the test guild's in one file, two sets),
   * and an array of commands that no set names is reported as not linted, by its key.
   */
  private addSetBodies(index: number, path: string, document: JsonDocument, settings: FileSettings): void {
    const config = settings.config!;
    const sets = config.config.sets!;
    const members: { key: string; settings: FileSettings; part: WrappedPart }[] = [];
    const problems: TextProblem[] = [];
    const named: string[] = [];
    for (const set of setIndicesOf(config, path)) {
      const body = sets[set]!.body;
      if (body === undefined) continue;
      const setSettings = set === settings.set ? settings : this.settingsOfSet(config, set);
      const unwrapped = unwrap(document.value, body);
      if (unwrapped === undefined) {
        named.push('');
        members.push({ key: setKeyOf(config, set), settings: setSettings, part: { path: [], value: document.value } });
      } else if (unwrapped.missing !== undefined) {
        problems.push(missingProblem(document, unwrapped.missing));
      } else {
        for (const part of unwrapped.parts) {
          named.push(toPointer(part.path));
          members.push({ key: setKeyOf(config, set), settings: setSettings, part });
        }
      }
    }
    if (members.length === 0) {
      // Nothing could be linted: the first pointer's problem is the file's fatal error.
      this.addParts(index, path, document, settings, [], problems.length > 0 ? [{ ...problems[0]!, fatal: true }, ...problems.slice(1)] : []);
      return;
    }
    const covered = (pointer: string): boolean => named.some((at) => at === '' || pointer === at || pointer.startsWith(`${at}/`) || at.startsWith(`${pointer}/`));
    const skipped = (findWrappedBodies(document.value) ?? []).filter((part) => !covered(toPointer(part.path)));
    if (skipped.length > 0) problems.push(skippedProblem(document, skipped));
    this.addParts(index, path, document, settings, members, problems);
  }

  private addParts(
    index: number,
    path: string,
    document: JsonDocument,
    settings: FileSettings,
    members: readonly { key: string; settings: FileSettings; part: WrappedPart }[],
    problems: readonly TextProblem[],
    listing = false,
  ): void {
    const open: OpenFile = { path, document, settings, diagnostics: [], remaining: members.length, problems, listing };
    this.open.set(index, open);
    if (members.length === 0) {
      this.close(index, open);
      return;
    }
    for (const { key, settings: partSettings, part } of members) {
      this.join(key, partSettings, { file: index, path, document, value: part.value, prefix: part.path }, part.guildId);
    }
  }

  /**
   * A source's commands: each is a body at [its index] of the document, linted with the file's
   * set (or the file's other commands), in the scope its request says; only diagnostics that
   * hold whatever its unknown parts are (source/sound.ts) are kept.
   */
  private addSource(index: number, path: string, read: SourceDocument, settings: FileSettings): void {
    // A set's "body" names exports of the file (`/data`): each is a command of that set. A source
    // is read with the set it belongs to alone (the first that matches it, as --print-config says).
    const bySet = new Map<string, number>();
    const via = new Map<string, SendVia>();
    if (settings.set !== -1) {
      // One set for a file, the one --print-config names: its body pointer and how it is sent.
      const { body, via: sent } = settings.config!.config.sets![settings.set]!;
      if (body !== undefined) {
        bySet.set(body, settings.set);
        if (sent !== undefined && sent !== 'api') via.set(body, sent);
      }
    }
    const document = bySet.size > 0 ? read.withExports([...bySet.keys()], via) : read;
    const open: OpenFile = { path, document, settings, diagnostics: [], remaining: document.bodies.length, problems: [] };
    this.open.set(index, open);
    if (document.bodies.length === 0) {
      this.close(index, open);
      return;
    }
    const key = settings.set === -1 ? `file:${index}` : setKeyOf(settings.config!, settings.set);
    document.bodies.forEach((body, k) => {
      const set = body.pointer === undefined ? undefined : bySet.get(body.pointer);
      const bodySettings = set === undefined || set === settings.set ? settings : this.settingsOfSet(settings.config, set);
      const bodyKey = set === undefined ? key : setKeyOf(settings.config!, set);
      const scoped = this.scoped(bodySettings, body.scope, requestKind(body));
      // A body whose scope the file does not show: linted alone (no set counts it), and only what
      // holds in the other scope too is said.
      const otherScope = body.scopeUnknown ? this.lintAlone(this.scoped(scoped, scoped.options.scope === 'guild' ? 'global' : 'guild'), body.lowered.value) : undefined;
      const inOtherScope = (diagnostic: Diagnostic): boolean => otherScope === undefined || otherScope.some((other) => other.ruleId === diagnostic.ruleId && samePath(other.path, diagnostic.path));
      const holds = (diagnostic: Diagnostic): boolean => sourceHolds(body.lowered, diagnostic) && inOtherScope(diagnostic);
      // Guilds the file lists (py-cord's `guild_ids=[...]`): each list's commands are linted apart,
      // as commands of other guilds are of other scopes. Lists that only overlap are apart too: a
      // clash in a guild they share is missed, never one reported between guilds that share none.
      // Guilds named but not shown (guild_ids=GUILDS) may be any: such a command is apart from every other.
      const guilds = scoped.options.scope !== 'guild' ? undefined : body.guildIds ? `guilds ${body.guildIds.join(',')}` : body.guildsNotKnown ? `guilds not known|${index}|${k}` : undefined;
      this.join(body.scopeUnknown ? `${bodyKey}|scope not known|${index}|${k}` : bodyKey, scoped, { file: index, path, document, value: body.lowered.value, prefix: [k], holds, ...(body.mergedByName ? { mergedByName: true } : {}), ...(body.restate ? { restate: (diagnostic: Diagnostic) => body.restate!(diagnostic, body.lowered.value) } : {}) }, guilds);
    });
  }
}

function samePath(a: Diagnostic['path'], b: Diagnostic['path']): boolean {
  return a.length === b.length && a.every((step, i) => step === b[i]);
}

/**
 * What the request says a body is, where its shape alone would say otherwise: a PATCH's partial
 * command is an edit, and a PUT's body that is no array is a broken bulk overwrite (body-shape),
 * not a command missing its name. A PUT's array reads as a bulk overwrite by its shape, and stays
 * in its set's group with the file's other commands.
 */
function requestKind(body: SourceBody): 'edit' | 'commands' | undefined {
  if (body.kind === 'edit') return 'edit';
  return body.kind === 'commands' && !Array.isArray(body.lowered.value) ? 'commands' : undefined;
}

/** Lints files (a FileLinter given them all); reports come in the order of `files`. */
export function lintFiles(files: readonly SourceFile[], settings: LintSettings = {}): FileReport[] {
  const linter = new FileLinter(settings);
  for (const file of files) linter.add(file);
  return linter.finish();
}
