// `cmdlint plan`: the local files (as `cmdlint` finds them), the registered list (a saved answer
// or the list endpoint), the core's plan, and its output. Loaded only for this subcommand.
import { mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { escapeControlCharacters, parseDocument, pathKey, sourceDiagnosticHolds, type PlaceInfo, type JsonDocument, type ReadSource, type SourceDocument } from '@cmdlint/text';
import { ConfigError, didYouMean, keyExcerpt, knownRuleIds, settingsForFile, bodiesOfFile, type LoadedConfig } from '@cmdlint/linter';
import { ConfigResolver, discoverFiles, fileErrorText, discoverSetFiles, loadConfigFile, readDocument, type DiscoveredFile } from '@cmdlint/files';
import { readerInfoOf } from '@cmdlint/readers';
import { withSettledReaders } from '../source-reading.js';
import { plan, type PlanOptions } from '@cmdlint/core/plan';
import { lint, type Diagnostic, type Path } from '@cmdlint/core';
import { displayPath } from '../formatters/paths.js';
import { UsageError } from '../argv.js';
import type { RunContext } from '../io.js';
import { writeReportFile } from '../write.js';
import { MAX_SIDE_INPUT_BYTES, readStandardInput } from '../stdin.js';
import { fetchRegistered, FetchFailure } from './fetch.js';
import { fromLibraryShape, isLibraryShape } from './library-shape.js';
import { clearsUnknownCommands, countErrors, countWarnings, formatPlan, unplannedLine, type PlanFile, type PlanReport, type UnplannedCommand } from './output.js';
import { registeredByIdentity, withFieldsSetElsewhere, withoutTakenFieldProblems } from './loader-fields.js';
import { guildOfList, guildsReason, inGuild, severalGuildLists } from './guilds.js';
import { leftOutByFolderIndex } from './folder-index.js';
import { FRAMEWORKS_READ, unreadFrameworkOf, unreadFrameworkReason } from './unread-frameworks.js';
import { PLAN_HELP, parsePlanArgs, type PlanCliOptions } from './args.js';

type PlanRunContext = RunContext;

class Failure extends Error {}

/** The local files of the plan, with the configuration that applies to them. */
function localFiles(options: PlanCliOptions, context: PlanRunContext, configs: ConfigResolver, fixed: LoadedConfig | undefined, failures: string[], readSource: ReadSource): { files: PlanFile[]; unplanned: UnplannedCommand[]; unplannedBodies: UnplannedBody[]; scope: 'global' | 'guild'; config: LoadedConfig | undefined } {
  const found: DiscoveredFile[] = [];
  // The registered list is what the service has, never a local file, even where a walk meets it
  // (`cmdlint plan --registered registered.json .`): as one, each command would be planned twice.
  const registered = options.registered === undefined || options.registered === '-' ? undefined : resolve(context.cwd, options.registered);
  const onFile = (file: DiscoveredFile): void => {
    if (registered === undefined || resolve(context.cwd, file.path) !== registered) found.push(file);
  };
  let config: LoadedConfig | undefined;
  if (options.patterns.length > 0) {
    const result = discoverFiles(options.patterns, { cwd: context.cwd, configs, onFile, forWriting: false, readSource });
    for (const problem of result.problems) failures.push(problem.message);
  } else {
    config = fixed ?? configs.forDirectory(context.cwd);
    if (!config?.config.sets?.length) throw new Failure('nothing to plan: name files, directories or globs (cmdlint plan commands/global/), or add "sets" to a cmdlint.config.json.');
    const result = discoverSetFiles(config, { cwd: context.cwd, configs, onFile, forWriting: false, readSource });
    for (const problem of result.problems) failures.push(problem.message);
  }
  // The set's own scope of each file (not overridden by --scope: the sets decide which files are planned).
  const settingsOf = (path: string) => settingsForFile(path, { configFor: (p) => configs.forFile(p) });
  // One scope per plan: the flag's, else the files' sets' (which must agree), else global.
  const scopes = new Set(found.map((file) => settingsOf(file.path).options.scope ?? 'global'));
  let scope = options.scope;
  if (scope === undefined) {
    // The sets' one scope (a bot that deploys to a guild only); global when they have both.
    if (options.patterns.length === 0) scope = scopes.size === 1 ? (scopes.values().next().value ?? 'global') : 'global';
    else if (scopes.size > 1) {
      // Which file is of which scope: a file in no set is global, which the user may not know.
      const example = (wanted: 'global' | 'guild'): string => {
        const file = found.find((f) => (settingsOf(f.path).options.scope ?? 'global') === wanted)!;
        // A project's file name, printed as it is shown elsewhere: a control character escaped.
        return `${escapeControlCharacters(relative(context.cwd, file.path) || file.path)}${settingsOf(file.path).set === -1 ? ', in no set, so global' : ''}`;
      };
      throw new UsageError(`the files are of both scopes (global: ${example('global')}; guild: ${example('guild')}): plan one scope at a time with --scope global or --scope guild, or put the files in the sets of cmdlint.config.json.`);
    }
    else scope = scopes.values().next().value ?? 'global';
  }
  const files: PlanFile[] = [];
  const unplanned: UnplannedCommand[] = [];
  const unplannedBodies: UnplannedBody[] = [];
  /** The manifests of frameworks whose commands this plan read (unread-frameworks.ts). */
  const frameworksRead = new Set<string>();
  const emptyModules: string[] = [];
  // Files named as they are (not a directory or a glob that met them).
  const named = new Set(options.patterns.map((pattern) => resolve(context.cwd, pattern)));
  for (const file of found) {
    // A source of a set of the other scope: only the commands it gives this scope itself (a discord.py
    // `@app_commands.guilds(...)` or py-cord `guild_ids=[...]` command in a global set is sent to its guilds).
    let ownScopeOnly = false;
    if (options.patterns.length === 0) {
      const { options: set } = settingsOf(file.path);
      // Of the configuration's sets: those of the scope, and of the guild asked for when a set names one.
      if (options.guildId !== undefined && set.guildId !== undefined && set.guildId !== options.guildId) continue;
      if (set.scope !== scope) {
        if (readerInfoOf(file.path) === undefined) continue;
        ownScopeOnly = true;
      }
    }
    let document: JsonDocument;
    try {
      document = file.document ?? readDocument(file.path, { readSource });
    } catch (error) {
      failures.push(`Cannot read ${file.path}: ${fileErrorText(error)}.`);
      continue;
    }
    if (!document.ok) {
      // The other scope's plan says it.
      if (!ownScopeOnly) files.push({ path: file.path, document });
      continue;
    }
    // The bodies as `cmdlint` reads them: the set's "body" (in a source, the export it names), a
    // wrapper's arrays (those of this plan's scope), else the whole file.
    const settings = settingsOf(file.path);
    const set = settings.set === -1 ? undefined : settings.config?.config.sets?.[settings.set];
    const body = set?.body;
    if (readerInfoOf(file.path) !== undefined) {
      const source = document as SourceDocument;
      // A module that defines nothing (a helper beside the commands, a package's __init__.py), of a
      // set or met in a directory, adds nothing to the plan; a file named on the command line must
      // define something (see sourceParts).
      // Converted as the set says they are sent ("via"), as `cmdlint` reads them (lint-files.ts).
      const via = body !== undefined && set?.via !== undefined && set.via !== 'api' ? new Map([[body, set.via]]) : undefined;
      const read = body === undefined ? source : source.withExports([body], via);
      if (ownScopeOnly && !(read.ok && read.bodies.some((each) => each.scope === scope))) continue;
      // A deploy script of the set that sends a list cmdlint cannot read: any command may be in it.
      for (const send of ownScopeOnly ? [] : read.unreadSends) {
        if (send.scope !== undefined && send.scope !== scope) continue;
        const range = read.rangeAt(send.span.start, send.span.end);
        unplanned.push({ file: file.path, line: range.start.line + 1, column: range.start.character + 1, reason: `the body of a request this file sends to the command routes, which cmdlint cannot read (${send.why}): the bot may send commands that are not in the plan, which may be any registered command` });
      }
      if (!named.has(file.path) && read.ok && read.bodies.length === 0) {
        emptyModules.push(file.path);
        continue;
      }
      files.push(...sourceParts(file.path, read, scope, context.cwd, failures, unplanned, unplannedBodies, ownScopeOnly));
      // A framework cmdlint does not read sends commands beside these: said once (unread-frameworks.ts).
      const framework = /\.py$/i.test(file.path) || ownScopeOnly ? undefined : unreadFrameworkOf(file.path);
      if (framework !== undefined && FRAMEWORKS_READ.has(framework.name) && read.ok && read.bodies.some((each) => each.origin === 'decorator' || each.origin === 'class')) frameworksRead.add(framework.manifest);
      if (framework !== undefined && !unplanned.some((command) => command.file === framework.manifest)) unplanned.push({ file: framework.manifest, line: 1, column: 1, reason: unreadFrameworkReason(framework, context.cwd) });
      continue;
    }
    const parts = bodiesOfFile(document.value, body).filter((part) => part.scope === undefined || part.scope === scope);
    parts.forEach((part, k) => files.push({ path: file.path, document, prefix: part.path, value: part.value, ...(k > 0 ? { again: true } : {}) }));
  }
  // A framework whose commands were read here (discordx's decorators) is no longer a reason the plan is incomplete.
  if (frameworksRead.size > 0) {
    // Filtered in place, without spreading a list that may be long into arguments.
    let kept = 0;
    for (const command of unplanned) if (!(command.line === 1 && command.column === 1 && frameworksRead.has(command.file))) unplanned[kept++] = command;
    unplanned.length = kept;
  }
  // Sets whose modules define nothing at all would plan the delete of every registered command.
  if (files.length === 0 && unplanned.length === 0 && emptyModules.length > 0) failures.push(`cmdlint found no command in the sets' modules (${emptyModules.slice(0, 3).map((path) => relative(context.cwd, path) || path).join(', ')}${emptyModules.length > 3 ? ', ...' : ''}): a builder chain, an object sent to the API or typed as a command, or an export a set's "body" names; nothing can be planned.`);
  config ??= files.length > 0 ? settingsOf(files[0]!.path).config : (fixed ?? configs.forDirectory(context.cwd));
  return { files, unplanned, unplannedBodies, scope, config };
}

/**
 * A source's commands, each a body at [its index] of the document (those of the plan's scope).
 * A plan compares every field with the registered command, so a command with a value the file
 * alone cannot tell (an import, a call, a parameter) is not planned: it goes to `unplanned`, said
 * with where and why, and the rest of the file is planned. A list's known items are planned each.
 */
/** A command left out of the plan, to lint for what holds whatever its unknown values are. */
interface UnplannedBody {
  readonly file: string;
  readonly document: JsonDocument;
  readonly prefix: Path;
  readonly value: unknown;
  readonly keep: (diagnostic: Diagnostic) => boolean;
  readonly guildIds?: readonly string[];
  /** The reader's words for a diagnostic of it (SourceBody.restate: a Python literal's own digits past 2^53). */
  readonly messageOf?: (diagnostic: Diagnostic) => string;
}

function sourceParts(path: string, document: SourceDocument, scope: 'global' | 'guild', cwd: string, failures: string[], unplanned: UnplannedCommand[], unplannedBodies: UnplannedBody[], ownScopeOnly = false): PlanFile[] {
  const parts: PlanFile[] = [];
  const add = (part: Omit<PlanFile, 'path' | 'document' | 'again'>): void => {
    parts.push({ path, document, ...part, ...(parts.length > 0 ? { again: true } : {}) });
  };
  // A file named that defines nothing would plan every registered command's delete.
  const kinds = /\.py$/i.test(path) ? 'a command of discord.py, py-cord, nextcord, disnake, interactions.py or hikari-lightbulb' : 'a builder chain, an object sent to the API or typed as a command';
  if (document.ok && document.bodies.length === 0) failures.push(`${relative(cwd, path) || path}: cmdlint found no command in it (${kinds}), so it cannot be planned.`);
  document.bodies.forEach((body, k) => {
    // Of a set of the other scope, a body without a scope of its own is that set's.
    if (ownScopeOnly ? body.scope !== scope : body.scope !== undefined && body.scope !== scope) return;
    const { lowered } = body;
    // The guilds the file lists, for a guild plan (guilds.ts).
    const guilds = body.guildIds !== undefined && scope === 'guild' ? { guildIds: body.guildIds } : {};
    // What the reader says of a diagnostic at `within` (a literal's own digits, not its nearest double).
    const messageOf = (within: Path): { messageOf?: (d: Diagnostic) => string } => (body.restate ? { messageOf: (d) => body.restate!({ ...d, path: [...within, ...d.path] }, lowered.value).message } : {});
    if (body.scopeUnknown === undefined && lowered.complete && !(body.sentElsewhere && leftOutByFolderIndex(path) !== undefined)) {
      add({ prefix: [k], value: lowered.value, keep: (d) => sourceDiagnosticHolds(lowered, d as Diagnostic), ...(body.sentElsewhere ? { sentElsewhere: true } : {}), ...guilds, ...messageOf([]) });
      return;
    }
    const here = (span: { start: number; end: number }): { line: number; column: number } => {
      const range = document.rangeAt(span.start, span.end);
      return { line: range.start.line + 1, column: range.start.character + 1 };
    };
    const leaveOut = (value: unknown, within: Path, why = unknownReason(lowered.places, within, path, cwd, here), lintable = true): void => {
      const command = typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : undefined;
      const root = lowered.places.get(pathKey(within));
      const name = typeof command?.['name'] === 'string' ? command['name'] : undefined;
      // The type as sent: unknown when the file does not tell it, 1 (the default) when it is left out.
      const typeKnown = root !== undefined && !root.open && !root.unknownKeys?.has('type');
      const type = typeof command?.['type'] === 'number' ? command['type'] : typeKnown ? 1 : undefined;
      const at = here(root?.span ?? { start: 0, end: 0 });
      unplanned.push({ file: path, ...at, ...(name !== undefined ? { name } : {}), ...(name !== undefined && type !== undefined ? { type } : {}), reason: why.text, ...guilds });
      // Its own problems are still shown, those that hold whatever its unknown values are.
      if (lintable && command !== undefined) unplannedBodies.push({ file: path, document, prefix: [k, ...within], value, keep: (d) => sourceDiagnosticHolds(lowered, { ...d, path: [...within, ...d.path] }), ...guilds, ...messageOf(within) });
    };
    const value = lowered.value;
    // A module a loader sends, which its folder's index leaves out: the bot may not send it (folder-index.ts).
    const notListed = body.sentElsewhere ? leftOutByFolderIndex(path) : undefined;
    if (notListed !== undefined) {
      leaveOut(value, [], { text: notListed });
      return;
    }
    if (body.scopeUnknown !== undefined) {
      // It may be a command of this scope or of the other: not planned, and a registered command it may be is kept out.
      const at = here(body.scopeUnknown.span);
      leaveOut(value, [], { text: `its scope is not known from the file (${body.scopeUnknown.why} at ${displayPath(path, cwd)}:${at.line}:${at.column})` }, false);
      return;
    }
    if (Array.isArray(value)) {
      // A list: its known commands are planned one by one, the others left out.
      const list = lowered.places.get(pathKey([]));
      value.forEach((item, j) => {
        if (incompleteAt(lowered.places, [j])) leaveOut(item, [j]);
        else add({ prefix: [k, j], value: item, keep: (d) => sourceDiagnosticHolds(lowered, { ...(d as Diagnostic), path: [j, ...d.path] }), ...(body.sentElsewhere ? { sentElsewhere: true } : {}), ...messageOf([j]) });
      });
      if (list?.open) {
        // Elements the file does not show: any name at all.
        const at = here(list.firstUnknown?.span ?? list.span);
        const where = `${displayPath(path, cwd)}:${at.line}:${at.column}`;
        const reason = list.firstUnknown ? `its list holds commands not known from the file (${list.firstUnknown.why} at ${where})` : `its list may hold commands the file does not show (at ${where})`;
        unplanned.push({ file: path, ...at, reason: `${reason}, which may be any registered command` });
      }
      return;
    }
    leaveOut(value, []);
  });
  return parts;
}

/**
 * A guild plan's commands, those of its guild (guilds.ts): a command whose file lists other guilds
 * is not in it; where the guild is not known and the lists differ, each command that lists guilds
 * is left out, not planned (its own problems still said), and a registered command it may be with it.
 */
function ofPlanGuild(files: PlanFile[], unplanned: UnplannedCommand[], bodies: UnplannedBody[], guild: string | undefined): { files: PlanFile[]; unplanned: UnplannedCommand[]; unplannedBodies: UnplannedBody[] } {
  if (guild !== undefined) return { files: files.filter((file) => inGuild(file, guild)), unplanned: unplanned.filter((command) => inGuild(command, guild)), unplannedBodies: bodies.filter((body) => inGuild(body, guild)) };
  if (!severalGuildLists([...files, ...unplanned])) return { files, unplanned, unplannedBodies: bodies };
  const kept: PlanFile[] = [];
  const left = [...unplanned];
  const leftBodies = [...bodies];
  for (const file of files) {
    if (file.guildIds === undefined) {
      kept.push(file);
      continue;
    }
    const command = typeof file.value === 'object' && file.value !== null ? (file.value as { name?: unknown; type?: unknown }) : {};
    const start = file.document.rangeOf(file.prefix ?? []).start;
    const at = file.document.rangeAt(start, start).start;
    left.push({ file: file.path, line: at.line + 1, column: at.character + 1, ...(typeof command.name === 'string' ? { name: command.name, type: typeof command.type === 'number' ? command.type : 1 } : {}), reason: guildsReason(file.guildIds), guildIds: file.guildIds });
    leftBodies.push({ file: file.path, document: file.document, prefix: file.prefix ?? [], value: file.value, keep: (d) => file.keep?.(d) ?? true, ...(file.messageOf ? { messageOf: file.messageOf } : {}) });
  }
  return { files: kept, unplanned: left, unplannedBodies: leftBodies };
}

/** Whether a place's key is the value at `prefix` or inside it (every key is inside the root's, `''`). */
function inside(key: string, prefix: string): boolean {
  return prefix === '' || key === prefix || key.startsWith(`${prefix}\u0000`);
}

/** Whether the value at `within` (or anything in it) is not wholly known. */
function incompleteAt(places: ReadonlyMap<string, PlaceInfo>, within: Path): boolean {
  const prefix = pathKey(within);
  for (const [key, place] of places) {
    if (!inside(key, prefix)) continue;
    if (place.unknownKeys || place.open) return true;
  }
  return false;
}

/** The first value of a command that is not known: which field, what it is, where. */
function unknownReason(places: ReadonlyMap<string, PlaceInfo>, within: Path, file: string, cwd: string, here: (span: { start: number; end: number }) => { line: number; column: number }): { text: string } {
  const prefix = pathKey(within);
  let first: { key: string; place: PlaceInfo } | undefined;
  for (const [key, place] of places) {
    if (!inside(key, prefix)) continue;
    if (!(place.unknownKeys || place.open)) continue;
    const start = place.firstUnknown?.span.start ?? place.span.start;
    if (first === undefined || start < (first.place.firstUnknown?.span.start ?? first.place.span.start)) first = { key, place };
  }
  if (first === undefined) return { text: 'a value of it is not known from the file' };
  const segments = first.key === '' ? [] : first.key.split('\u0000').slice(within.length);
  const unknown = first.place.firstUnknown;
  const field = fieldName(unknown?.key === undefined ? segments : [...segments, unknown.key]);
  const at = here(unknown?.span ?? first.place.span);
  const where = `${displayPath(file, cwd)}:${at.line}:${at.column}`;
  if (unknown === undefined) return { text: `${field === '' ? 'it' : `its ${field}`} may hold more than the file shows (at ${where})` };
  if (unknown.key === undefined) return { text: `${field === '' ? 'it' : `its ${field}`} holds an element not known from the file (${unknown.why} at ${where})` };
  // Every field not known, so that one fix does not reveal the next: the first's why and place.
  const fields = [field];
  for (const [key, place] of places) {
    if (!inside(key, prefix) || !place.unknownKeys) continue;
    const at = key === '' ? [] : key.split('\u0000').slice(within.length);
    for (const unknownKey of place.unknownKeys) {
      const name = fieldName([...at, unknownKey]);
      if (!fields.includes(name)) fields.push(name);
    }
  }
  const listed = fields.length <= 3 ? fields : [...fields.slice(0, 3), `${fields.length - 3} more`];
  const names = listed.length === 1 ? listed[0] : `${listed.slice(0, -1).join(', ')} and ${listed.at(-1)}`;
  // A field named in the plural (`options`, `choices`, `contexts`) takes "are", as several do.
  const plural = fields.length > 1 || /s$/u.test(fields[0]!);
  return { text: `its ${names} ${plural ? 'are' : 'is'} not known from the file (${unknown.why} at ${where})` };
}

/** `options[0].description` of lowered path segments (numbers are indexes). */
function fieldName(segments: readonly string[]): string {
  return segments.map((segment, i) => (/^\d+$/.test(segment) ? `[${segment}]` : i === 0 ? segment : `.${segment}`)).join('');
}

async function registeredList(options: PlanCliOptions, context: PlanRunContext, scope: 'global' | 'guild'): Promise<{ list: unknown[] | undefined; source: string | undefined; document: JsonDocument | undefined }> {
  if (options.registered !== undefined) {
    const path = resolve(context.cwd, options.registered);
    let document: JsonDocument;
    try {
      if (options.registered === '-') {
        const bytes = await readStandardInput(context.stdin, MAX_SIDE_INPUT_BYTES);
        if (bytes === undefined) throw new Failure(`--registered -: standard input is larger than ${MAX_SIDE_INPUT_BYTES / 1024 / 1024} MiB, far more than any list of commands.`);
        document = parseDocument(bytes, { jsonc: false });
      } else document = readDocument(path);
    } catch (error) {
      if (error instanceof Failure) throw error;
      throw new Failure(`Cannot read --registered ${options.registered}: ${fileErrorText(error)}.`);
    }
    if (!document.ok) throw new Failure(`--registered ${options.registered} is not JSON: ${document.problems[0]?.message ?? 'it cannot be parsed'}.`);
    if (!Array.isArray(document.value)) throw new Failure(`--registered ${options.registered} must hold what the list endpoint returns: a JSON array of commands.`);
    let list: unknown[] = document.value;
    if (isLibraryShape(list)) {
      // discord.js's ApplicationCommand objects saved as JSON: the API's names where the mapping is certain.
      const mapped = fromLibraryShape(list);
      if ('problem' in mapped) {
        throw new Failure(
          `--registered ${options.registered} is in a library's camelCase shape (applicationId, defaultMemberPermissions, as discord.js serialises its ApplicationCommand objects), and ${mapped.problem}: save what the list endpoint returns instead (GET /applications/{id}/commands?with_localizations=true, or rest.get(Routes.applicationCommands(id), { query: new URLSearchParams({ with_localizations: "true" }) }) in discord.js), or use --fetch.`,
        );
      }
      list = mapped.list;
      context.stderr.write(`cmdlint: --registered ${options.registered} is in discord.js's camelCase shape (applicationId, defaultMemberPermissions...); read with the API's names.\n`);
    }
    // A guild's list planned as the global one would plan deletes a global overwrite never makes.
    const guilds = new Set(list.map((item) => (typeof item === 'object' && item !== null ? (item as Record<string, unknown>).guild_id : undefined)));
    if (scope === 'global' && list.length > 0 && !guilds.has(undefined) && !guilds.has(null)) {
      throw new Failure(
        `--registered ${options.registered} is a guild's list: every command in it has "guild_id" (${[...guilds].slice(0, 3).map((g) => JSON.stringify(g)).join(', ')}), and a global overwrite never touches guild commands. Plan it with --scope guild and the guild's local files, or give the global list.`,
      );
    }
    return { list, source: path, document };
  }
  if (!options.fetch) return { list: undefined, source: undefined, document: undefined };
  const token = context.env['CMDLINT_TOKEN'];
  if (token === undefined || token.trim() === '') throw new Failure('--fetch reads the bot token from the CMDLINT_TOKEN environment variable, which is not set.');
  if (/[\r\n]/.test(token)) throw new Failure('CMDLINT_TOKEN holds a line break: set it to the token alone.');
  // A header cannot carry it (fetch would fail as "cannot reach"): said as such, the token never printed.
  if (/[^\x21-\x7e]/.test(token.trim())) throw new Failure('CMDLINT_TOKEN is malformed: it holds a control character, a space or a non-ASCII character, which no bot token has; set it to the token alone.');
  try {
    const list = await fetchRegistered({ apiBase: options.apiBase, applicationId: options.applicationId!, guildId: options.scope === 'guild' ? options.guildId : undefined, token: token.trim(), timeout: options.timeout });
    return { list, source: options.apiBase, document: undefined };
  } catch (error) {
    if (error instanceof FetchFailure) throw new Failure(error.message);
    throw error;
  }
}

export async function runPlan(argv: readonly string[], context: PlanRunContext): Promise<number> {
  const { stderr } = context;
  const failures: string[] = [];
  let options: PlanCliOptions;
  try {
    options = parsePlanArgs(argv);
  } catch (error) {
    if (error instanceof UsageError) {
      stderr.write(`cmdlint plan: ${error.message}\nRun "cmdlint plan --help" for the options.\n`);
      return 2;
    }
    throw error;
  }
  if (options.help) {
    context.stdout.write(PLAN_HELP);
    return 0;
  }
  try {
    const known = knownRuleIds();
    for (const id of Object.keys(options.rules)) if (!known.includes(id)) throw new Failure(`Unknown rule "${keyExcerpt(id)}" in --rule${didYouMean(id, known)}.`);
    const fixed = options.config === undefined ? undefined : loadConfigFile(resolve(context.cwd, options.config));
    const configs = new ConfigResolver(fixed);
    // Read again once a reader that starts asynchronously (Python's) is ready: no file planned unread.
    const before = failures.length;
    const { files: read, unplanned: readUnplanned, unplannedBodies: readUnplannedBodies, scope, config } = await withSettledReaders(
      (readSource) => {
        failures.length = before;
        return localFiles(options, context, configs, fixed, failures, readSource);
      },
      (reason) => failures.push(reason),
    );
    if (failures.length > 0) throw new Failure(failures.join('\ncmdlint: '));
    const registered = await registeredList(options, context, scope);
    const { files, unplanned, unplannedBodies } = scope === 'guild' ? ofPlanGuild(read, readUnplanned, readUnplannedBodies, options.guildId ?? guildOfList(registered.list)) : { files: read, unplanned: readUnplanned, unplannedBodies: readUnplannedBodies };
    const rules = { ...(config?.config.rules ?? {}), ...options.rules };
    // Checks of the text (json-syntax...) are the text layer's, not the core's: not for plan().
    const coreRules: Record<string, 'off' | 'warn' | 'error'> = {};
    for (const [id, setting] of Object.entries(rules)) if (!['json-syntax', 'duplicate-key', 'invalid-encoding'].includes(id)) Object.defineProperty(coreRules, id, { value: setting, enumerable: true, writable: true, configurable: true });
    // Another body's place as a lint names it: a line of the same file, or a file and its line.
    const describePlace = (body: number, path: readonly (string | number)[], from: number): string | undefined => {
      const target = files[body];
      if (target === undefined) return undefined;
      const start = target.document.rangeOf(target.prefix ? [...target.prefix, ...path] : [...path]).start;
      const line = target.document.rangeAt(start, start).start.line + 1;
      return files[from]?.path === target.path ? `line ${line}` : `${escapeControlCharacters(relative(context.cwd, target.path) || target.path)}:${line}`;
    };
    const planOptions: PlanOptions = {
      scope,
      style: options.style,
      rules: coreRules,
      describePlace,
      createsUsedToday: options.createsUsed,
      ...(unplanned.length > 0 ? { unknownCommands: unplanned.map((command) => ({ ...(command.name !== undefined ? { name: command.name } : {}), ...(command.type !== undefined ? { type: command.type } : {}) })) } : {}),
      ...(config?.config.application ? { application: config.config.application } : {}),
      ...(config?.config.defaultLocale ? { defaultLocale: config.config.defaultLocale } : {}),
    };
    // A file that is not JSON would read as commands deleted: no plan until it is mended.
    const unreadable = files.filter((file) => !file.document.ok);
    const byIdentity = registeredByIdentity(registered.list);
    // Per body, the fields a loader's command took from its registered one (loader-fields.ts).
    const taken: (readonly string[])[] = [];
    const locals = files.map((file) => {
      const value = file.value === undefined ? file.document.value : file.value;
      const filled = file.sentElsewhere ? withFieldsSetElsewhere(value, byIdentity) : { value, taken: [] };
      taken.push(filled.taken);
      return filled.value;
    });
    const result = unreadable.length > 0 ? undefined : withoutTakenFieldProblems(plan(locals, registered.list, planOptions), taken);
    // The commands left out are linted each alone, as the plan's bodies are, for what holds whatever their unknown values are.
    const lintOptions = { scope, rules: coreRules, ...(config?.config.application ? { application: config.config.application } : {}), ...(config?.config.defaultLocale ? { defaultLocale: config.config.defaultLocale } : {}) };
    const unplannedDiagnostics = result === undefined ? [] : unplannedBodies.flatMap((body) => lint(body.value, lintOptions).filter(body.keep).map((diagnostic) => ({ file: body.file, document: body.document, path: [...body.prefix, ...diagnostic.path], diagnostic: body.messageOf ? { ...diagnostic, message: body.messageOf(diagnostic) } : diagnostic })));
    const report: PlanReport = { plan: result, files, textRules: rules, registered: registered.list === undefined ? undefined : { source: registered.source!, document: registered.document, count: registered.list.length }, verbose: options.verbose, quiet: options.quiet, unplanned, unplannedDiagnostics };
    const text = formatPlan(options.format, report, { cwd: context.cwd, version: context.version });
    if (options.outputFile === undefined) context.stdout.write(text);
    else {
      const target = resolve(context.cwd, options.outputFile);
      try {
        mkdirSync(dirname(target), { recursive: true });
        writeReportFile(target, text);
      } catch (error) {
        throw new Failure(`Cannot write the plan to ${options.outputFile}: ${fileErrorText(error)}.`);
      }
    }
    // The formats that carry diagnostics only (sarif, github) say what the plan leaves out here.
    if (unplanned.length > 0 && options.format !== 'stylish' && options.format !== 'json') for (const command of unplanned) stderr.write(`cmdlint: ${escapeControlCharacters(unplannedLine(command, context.cwd))}\n`);
    if (options.out !== undefined && result?.incomplete && result.style === 'bulk') {
      // An overwrite without the commands left out would delete them.
      stderr.write(`cmdlint: --out ${options.out} not written: the plan is incomplete, and a bulk overwrite of the commands planned would delete those not planned (--style each writes the known changes one by one).\n`);
    } else if (options.out !== undefined && result) {
      const target = resolve(context.cwd, options.out);
      const body = result.style === 'bulk' ? result.bulkBody : result.requests;
      try {
        mkdirSync(dirname(target), { recursive: true });
        const json = `${JSON.stringify(body, null, 2)}\n`;
        // A file whole or not at all; a FIFO or a device written into, never replaced (see write.ts).
        writeReportFile(target, json);
      } catch (error) {
        throw new Failure(`Cannot write --out ${options.out}: ${fileErrorText(error)}.`);
      }
    }
    if (!result || countErrors(report, rules) > 0) return 1;
    const warnings = countWarnings(report);
    if (options.maxWarnings >= 0 && warnings > options.maxWarnings) {
      stderr.write(`cmdlint: ${warnings} warning${warnings === 1 ? '' : 's'}, more than --max-warnings ${options.maxWarnings}.\n`);
      return 1;
    }
    // Exit 4: the plan leaves commands out (it is no answer to "what does the deploy do").
    if (result.incomplete) return 4;
    if (options.detailedExitcode) return result.hasChanges || clearsUnknownCommands(result, registered.list !== undefined) ? 3 : 0;
    return 0;
  } catch (error) {
    if (error instanceof Failure || error instanceof ConfigError) {
      // Each line escaped on its own: file names and the server's words can hold control characters.
      stderr.write(`cmdlint: ${error.message.split('\ncmdlint: ').map(escapeControlCharacters).join('\ncmdlint: ')}\n`);
      return 2;
    }
    if (error instanceof UsageError) {
      stderr.write(`cmdlint plan: ${error.message}\nRun "cmdlint plan --help" for the options.\n`);
      return 2;
    }
    throw error;
  }
}
