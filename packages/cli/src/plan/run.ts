// `cmdlint plan`: the local files (as `cmdlint` finds them), the registered list (a saved answer
// or the list endpoint), the core's plan, and its output. Loaded only for this subcommand.
import { mkdirSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import {
  ConfigError,
  ConfigResolver,
  didYouMean,
  escapeControlCharacters,
  keyExcerpt,
  discoverFiles,
  fileErrorText,
  discoverSetFiles,
  knownRuleIds,
  loadConfigFile,
  parseDocument,
  readDocument,
  settingsForFile,
  bodiesOfFile,
  isSourcePath,
  sourceDiagnosticHolds,
  type DiscoveredFile,
  type JsonDocument,
  type LoadedConfig,
  type ReadSource,
  type SourceDocument,
} from '@cmdlint/shared';
import { sourceReading } from '../source-reading.js';
import { plan, type PlanOptions } from '@cmdlint/core/plan';
import type { Diagnostic } from '@cmdlint/core';
import { UsageError } from '../argv.js';
import type { RunContext } from '../io.js';
import { writeReportFile } from '../write.js';
import { MAX_SIDE_INPUT_BYTES, readStandardInput } from '../stdin.js';
import { fetchRegistered, FetchFailure } from './fetch.js';
import { fromLibraryShape, isLibraryShape } from './library-shape.js';
import { countErrors, countWarnings, formatPlan, type PlanFile, type PlanReport } from './output.js';
import { PLAN_HELP, parsePlanArgs, type PlanCliOptions } from './args.js';

type PlanRunContext = RunContext;

class Failure extends Error {}

/** The local files of the plan, with the configuration that applies to them. */
function localFiles(options: PlanCliOptions, context: PlanRunContext, configs: ConfigResolver, fixed: LoadedConfig | undefined, failures: string[], readSource: ReadSource): { files: PlanFile[]; scope: 'global' | 'guild'; config: LoadedConfig | undefined } {
  const found: DiscoveredFile[] = [];
  const onFile = (file: DiscoveredFile): void => {
    found.push(file);
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
    if (options.patterns.length === 0) scope = 'global';
    else if (scopes.size > 1) throw new UsageError('the files belong to global and guild sets: plan one scope at a time with --scope global or --scope guild.');
    else scope = scopes.values().next().value ?? 'global';
  }
  const files: PlanFile[] = [];
  const emptyModules: string[] = [];
  for (const file of found) {
    if (options.patterns.length === 0) {
      const { options: set } = settingsOf(file.path);
      // Of the configuration's sets: those of the scope, and of the guild asked for when a set names one.
      if (set.scope !== scope || (options.guildId !== undefined && set.guildId !== undefined && set.guildId !== options.guildId)) continue;
    }
    let document: JsonDocument;
    try {
      document = file.document ?? readDocument(file.path, { readSource });
    } catch (error) {
      failures.push(`Cannot read ${file.path}: ${fileErrorText(error)}.`);
      continue;
    }
    if (!document.ok) {
      files.push({ path: file.path, document });
      continue;
    }
    // The bodies as `cmdlint` reads them: the set's "body" (in a source, the export it names), a
    // wrapper's arrays (those of this plan's scope), else the whole file.
    const settings = settingsOf(file.path);
    const body = settings.set === -1 ? undefined : settings.config?.config.sets?.[settings.set]?.body;
    if (isSourcePath(file.path)) {
      const source = document as SourceDocument;
      // A module of a set that defines nothing (a helper beside the commands) adds nothing to the
      // set's plan; a file named on the command line must define something (see sourceParts).
      const read = body === undefined ? source : source.withExports([body]);
      if (options.patterns.length === 0 && read.ok && read.bodies.length === 0) {
        emptyModules.push(file.path);
        continue;
      }
      files.push(...sourceParts(file.path, read, scope, context.cwd, failures));
      continue;
    }
    const parts = bodiesOfFile(document.value, body).filter((part) => part.scope === undefined || part.scope === scope);
    parts.forEach((part, k) => files.push({ path: file.path, document, prefix: part.path, value: part.value, ...(k > 0 ? { again: true } : {}) }));
  }
  // Sets whose modules define nothing at all would plan the delete of every registered command.
  if (files.length === 0 && emptyModules.length > 0) failures.push(`cmdlint found no command in the sets' modules (${emptyModules.slice(0, 3).map((path) => relative(context.cwd, path) || path).join(', ')}${emptyModules.length > 3 ? ', ...' : ''}): a builder chain, an object sent to the API or typed as a command, or an export a set's "body" names; nothing can be planned.`);
  config ??= files.length > 0 ? settingsOf(files[0]!.path).config : (fixed ?? configs.forDirectory(context.cwd));
  return { files, scope, config };
}

/**
 * A source's commands, each a body at [its index] of the document (those of the plan's scope).
 * A plan compares every field with the registered command, so a command with a value the file
 * alone cannot tell (an import, a call, a parameter) cannot be planned: said where that value is.
 */
function sourceParts(path: string, document: SourceDocument, scope: 'global' | 'guild', cwd: string, failures: string[]): PlanFile[] {
  const parts: PlanFile[] = [];
  // A file named that defines nothing would plan every registered command's delete.
  if (document.ok && document.bodies.length === 0) failures.push(`${relative(cwd, path) || path}: cmdlint found no command in it (a builder chain, an object sent to the API or typed as a command), so it cannot be planned.`);
  document.bodies.forEach((body, k) => {
    if (body.scope !== undefined && body.scope !== scope) return;
    if (!body.lowered.complete) {
      const name = (body.lowered.value as { name?: unknown } | undefined)?.name;
      const unknown = firstUnknown(body.lowered.places);
      const at = unknown === undefined ? '' : (() => {
        const range = document.rangeAt(unknown.start, unknown.end);
        return `:${range.start.line + 1}:${range.start.character + 1}`;
      })();
      failures.push(
        `${relative(cwd, path) || path}${at}: ${typeof name === 'string' ? `command "${name}"` : `command ${k + 1} of the file`} holds a value cmdlint cannot know from the file alone (an import, a call, a parameter...), and a plan compares every field with the registered command: plan the JSON your deploy sends instead (JSON.stringify(commands) into a file), or make the value a literal or a constant of the file.`,
      );
      return;
    }
    const keep = (d: Parameters<NonNullable<PlanFile['keep']>>[0]): boolean => sourceDiagnosticHolds(body.lowered, d as Diagnostic);
    parts.push({ path, document, prefix: [k], value: body.lowered.value, keep, ...(parts.length > 0 ? { again: true } : {}) });
  });
  return parts;
}

/** Where the first value the reader could not know is: the object that lacks it. */
function firstUnknown(places: ReadonlyMap<string, { span: { start: number; end: number }; unknownKeys?: ReadonlySet<string>; open?: boolean }>): { start: number; end: number } | undefined {
  let first: { start: number; end: number } | undefined;
  for (const place of places.values()) if ((place.unknownKeys || place.open) && (first === undefined || place.span.start < first.start)) first = place.span;
  return first;
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
    const { files, scope, config } = localFiles(options, context, configs, fixed, failures, await sourceReading());
    if (failures.length > 0) throw new Failure(failures.join('\ncmdlint: '));
    const registered = await registeredList(options, context, scope);
    const rules = { ...(config?.config.rules ?? {}), ...options.rules };
    // Checks of the text (json-syntax...) are the shared layer's, not the core's: not for plan().
    const coreRules: Record<string, 'off' | 'warn' | 'error'> = {};
    for (const [id, setting] of Object.entries(rules)) if (!['json-syntax', 'duplicate-key', 'invalid-encoding'].includes(id)) Object.defineProperty(coreRules, id, { value: setting, enumerable: true, writable: true, configurable: true });
    const planOptions: PlanOptions = {
      scope,
      style: options.style,
      rules: coreRules,
      createsUsedToday: options.createsUsed,
      ...(config?.config.application ? { application: config.config.application } : {}),
      ...(config?.config.defaultLocale ? { defaultLocale: config.config.defaultLocale } : {}),
    };
    // A file that is not JSON would read as commands deleted: no plan until it is mended.
    const unreadable = files.filter((file) => !file.document.ok);
    const result = unreadable.length > 0 ? undefined : plan(files.map((file) => (file.value === undefined ? file.document.value : file.value)), registered.list, planOptions);
    const report: PlanReport = { plan: result, files, textRules: rules, registered: registered.list === undefined ? undefined : { source: registered.source!, document: registered.document, count: registered.list.length }, verbose: options.verbose, quiet: options.quiet };
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
    if (options.out !== undefined && result) {
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
    if (options.detailedExitcode) return result.hasChanges ? 3 : 0;
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
