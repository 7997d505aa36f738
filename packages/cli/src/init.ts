// `cmdlint --init`: a starter configuration with comments that explain each setting, and sets
// proposed from the command files found here. A bot registers its commands by scope, not by
// folder: every command file goes into one global set (so names are unique and limits counted
// across category folders), a file that the evidence says is for a guild into a guild set, a
// folder named by a guild id into a set for that guild. The evidence, strongest first: a
// `"guild_id"` in the file (a saved test-guild command), a folder whose name says guild or a test
// guild (`guild-commands`, `dev`, `test`, `staging`), a file name that says so
// (`create_help_on_test_guild.json`, `ping.dev.json`). Each set says what decided it.
// JavaScript and TypeScript modules that define commands (builder chains, requests to the command
// routes: see the source reader) are command files too.
import { closeSync, existsSync, openSync, writeSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import type { Scope } from '@cmdlint/core';
import type { ReadSource, SourceDocument } from '@cmdlint/text';
import type { DiscoveredFile } from '@cmdlint/files';
import { CONFIG_FILE_NAMES, ConfigResolver, configFileIn, discoverFiles, escapeControlCharacters, isNeverCommandsFile, readerInfoOf, readRegularFile, readsAsCommand, toPosix } from './rare-shared.js';
import { codeEvidence, sourcesOf, withoutComments, type CodeEvidence } from './init-evidence.js';
import { configSchemaFor, INSTALLED_CONFIG_SCHEMA } from './init-schema.js';

interface ProposedSet {
  readonly files: readonly string[];
  readonly scope: 'global' | 'guild';
  readonly guildId?: string;
  /** Which set, for the summary: "global", "guild", "guild 6134...". */
  readonly why: string;
  /** What decided it: `"guild_id" in the file (15 files), folder "dev" (3 files)`. */
  readonly because?: string;
  /** How many files it holds now. */
  readonly count: number;
  /** For modules a loader sends: the export ("" the module) and how it is sent. */
  readonly body?: string;
  readonly via?: 'discord.js';
}

/**
 * A loader that sends module objects through discord.js: a `readdirSync` of a folder, and the set
 * of a command manager: `client.application.commands.set(`, `guild.commands.set(`,
 * `client.guilds.cache.get(id).commands.set(`. A Client has no `commands` of its own: a bot's
 * `client.commands.set(name, module)` is a Collection it keeps (a prefix bot's help list), and
 * sends nothing.
 */
const MANAGER_SET = String.raw`(?:\bapplication|\bguild\w*|\))\s*\??\.\s*commands\s*\??\.\s*set\s*\(`;
const LOADER_SENDS = new RegExp(MANAGER_SET, 'i');
const LOADER_READS = /readdirSync\s*\(\s*[`'"](?:\.\/)?([\w-]+)\/?[`'"]\s*\)/;
/** A send of the modules a collection keeps: `commands.set([...client.slashcommands.values()])`, `commands.set(client.slashcommands.map(...))`. */
const SENT_COLLECTION = new RegExp(String.raw`${MANAGER_SET}\s*(?:\[\s*\.\.\.\s*)?(?:[\w$]+\s*\.\s*)*?([\w$]+)\s*\.\s*(?:values|map)\s*\(`, 'i');
/** Where a loader keeps what it required: `client.slashcommands.set(name, module)`. */
const KEPT_IN = /\.([\w$]+)\s*\.\s*set\s*\(/g;

/** Whether the project names discord.js: in the file's text, or as a dependency of its package.json. */
function discordJsProject(cwd: string): boolean {
  try {
    const manifest = JSON.parse(readRegularFile(join(cwd, 'package.json')).bytes.toString('utf8')) as { dependencies?: unknown; devDependencies?: unknown };
    return [manifest.dependencies, manifest.devDependencies].some((deps) => typeof deps === 'object' && deps !== null && Object.prototype.hasOwnProperty.call(deps, 'discord.js'));
  } catch {
    return false;
  }
}

/**
 * The set of the modules a discord.js loader reads from a folder and sends with commands.set: in
 * one file, or in two (a handler that keeps the folder's modules in `client.slashcommands`, and a
 * ready event that sends `[...client.slashcommands.values()]`).
 */
function loaderSet(cwd: string, sources: readonly string[], rel: (path: string) => string): ProposedSet | undefined {
  // What each file says, read once: the folder it reads, whether and how it sends, where it keeps modules.
  const files: { path: string; text: string; reads: string | undefined; sends: RegExpExecArray | null; spreads: RegExpExecArray | null; kept: ReadonlySet<string> }[] = [];
  for (const path of sources) {
    let text: string;
    try {
      text = withoutComments(readRegularFile(path).bytes.toString('utf8'));
    } catch {
      continue; // unreadable: not a loader cmdlint can see
    }
    const folder = LOADER_READS.exec(text)?.[1];
    files.push({ path, text, reads: folder !== undefined && existsSync(join(cwd, folder)) ? folder : undefined, sends: LOADER_SENDS.exec(text), spreads: SENT_COLLECTION.exec(text), kept: new Set([...text.matchAll(KEPT_IN)].map((match) => match[1]!)) });
  }
  let inPackage: boolean | undefined;
  const namesDiscordJs = (...texts: string[]): boolean => texts.some((text) => /\bdiscord\.js\b/.test(text)) || (inPackage ??= discordJsProject(cwd));
  const proposed = (reader: string, folder: string, sender: { path: string; text: string }, sends: RegExpExecArray, keptIn?: string): ProposedSet => {
    // guild.commands.set / guilds.cache.get(id).commands.set: the guild's; else the application's.
    const before = sender.text.slice(Math.max(0, sends.index - 80), sends.index + sends[0].length);
    const scope = /guild/i.test(before.split('\n').pop() ?? '') ? 'guild' : 'global';
    const because = keptIn === undefined ? `${rel(reader)} reads "${folder}" and passes its modules to commands.set` : `${rel(reader)} reads "${folder}" into ${keptIn} and ${rel(sender.path)} passes its modules to commands.set`;
    return { files: [`${folder}/**/*.js`], scope, why: 'modules a loader sends through discord.js', because, count: 0, body: '', via: 'discord.js' };
  };
  for (const file of files) {
    if (file.reads !== undefined && file.sends && namesDiscordJs(file.text)) return proposed(file.path, file.reads, file, file.sends);
  }
  for (const sender of files) {
    if (!sender.spreads) continue;
    const collection = sender.spreads[1]!;
    const reader = files.find((file) => file.reads !== undefined && file.kept.has(collection) && namesDiscordJs(sender.text, file.text));
    if (reader) return proposed(reader.path, reader.reads!, sender, sender.spreads, collection);
  }
  return undefined;
}

/**
 * When nothing here defines commands read alone, but a discord.js loader sends a folder's module
 * objects (which say nothing until discord.js converts them): the set `--init` writes for them, as
 * the words that send the user there. Undefined when no such loader is in the code.
 */
export function loaderHint(cwd: string): string | undefined {
  const set = loaderSet(cwd, sourcesOf(cwd), (path) => toPosix(relative(cwd, path)));
  if (set === undefined) return undefined;
  return `${set.because}, which converts them before they are sent: a set says so with "via", and cmdlint --init writes it: { "files": ${JSON.stringify(set.files)}, "scope": "${set.scope}", "body": "", "via": "discord.js" }.`;
}

interface InitIo {
  readonly cwd: string;
  readonly stdout: { write(text: string): unknown };
  readonly stderr: { write(text: string): unknown };
}

const SNOWFLAKE = /^[1-9]\d{16,19}$/;
/** guild, guilds, guild-commands, guildCommands, dev-guild, ... */
const GUILD_WORD = /guild/i;
/** A record of registered commands (commands.lock.json): the same commands again, a set of its own. */
const RECORD = /\.lock\.jsonc?$/i;

/**
 * Whether a JSON file is a saved answer of the list endpoint (every command with the id,
 * application_id and version the service gives it: what `cmdlint plan --registered` reads): a
 * record too, never a set's commands beside the files it was registered from.
 */
function isSavedListing(path: string): boolean {
  if (!/\.jsonc?$/i.test(path)) return false;
  let value: unknown;
  try {
    value = JSON.parse(readRegularFile(path).bytes.toString('utf8'));
  } catch {
    return false;
  }
  const listed = (item: unknown): boolean => typeof item === 'object' && item !== null && ['id', 'application_id', 'version'].every((key) => typeof (item as Record<string, unknown>)[key] === 'string');
  return Array.isArray(value) && value.length > 0 && value.every(listed);
}
const MAX_LISTED = 40;

/** Words of a folder's name that say its commands are a (test) guild's: `dev`, `dev-guild`, `testing`. */
const TEST_GUILD_WORDS = new Set(['dev', 'develop', 'development', 'test', 'testing', 'staging', 'debug', 'beta', 'sandbox']);
/** A file name's words that say a test guild: `on_test_guild`, `test_server`, `.dev.json`, `-staging`. */
const TEST_GUILD_FILE_WORDS = new Set(['dev', 'test', 'testing', 'staging', 'debug', 'sandbox']);
/** `"guild_id": "123..."` or a bare number, its digits as written (a number this long loses them in JavaScript). */
const GUILD_ID_FIELD = /"guild_id"\s*:\s*"?([1-9]\d{16,19})\b/;
/** What JSON a file is read for its guild_id: command files are small, a big listing is read only so far. */
const MAX_EVIDENCE_BYTES = 256 * 1024;

/** The words of a name: split at anything but letters and digits, and between camelCase humps. */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/)
    .filter((word) => word !== '');
}

/** The place of a file and why: a guild id folder, the file's own guild_id, a folder or file name that says guild, or global. */
interface Placement {
  readonly scope: 'global' | 'guild';
  readonly guildId?: string;
  /** What decided it, as the summary says it: `"guild_id" in the file`, `folder "dev"`. */
  readonly because?: string;
}

function guildIdIn(path: string, document: DiscoveredFile['document']): string | undefined {
  let text: string | undefined = document?.text;
  if (text === undefined) {
    try {
      text = readRegularFile(path).bytes.toString('utf8').slice(0, MAX_EVIDENCE_BYTES);
    } catch {
      return undefined;
    }
  }
  return GUILD_ID_FIELD.exec(text)?.[1];
}

/** Where a file goes (see the top of this file). */
function placementOf(file: string, guildIdOfFile: string | undefined): Placement {
  const dir = toPosix(dirname(file));
  const steps = dir === '.' ? [] : dir.split('/');
  for (let i = steps.length - 1; i >= 0; i--) if (SNOWFLAKE.test(steps[i]!)) return { scope: 'guild', guildId: steps[i]!, because: `folder "${steps[i]}"` };
  if (guildIdOfFile !== undefined) return { scope: 'guild', because: '"guild_id" in the file' };
  for (let i = steps.length - 1; i >= 0; i--) {
    const step = steps[i]!;
    if (GUILD_WORD.test(step) || wordsOf(step).some((word) => TEST_GUILD_WORDS.has(word))) return { scope: 'guild', because: `folder "${step}"` };
  }
  const name = basename(file).replace(/\.[^.]+$/, '');
  const words = wordsOf(name);
  const guildWord = words.findIndex((word, i) => TEST_GUILD_FILE_WORDS.has(word) || ((word === 'guild' || word === 'server') && words[i - 1] === 'on'));
  if (guildWord !== -1) return { scope: 'guild', because: `file name "${basename(file)}"` };
  return { scope: 'global' };
}

/** Routes as the code names them, for the reasons. */
const ROUTE_WORDS = { guild: 'Routes.applicationGuildCommands', global: 'Routes.applicationCommands' } as const;

/**
 * Where a JavaScript or TypeScript command file goes by the bot's code (init-evidence.ts), never by
 * its name: 'unread' when the code reads folders and none of them holds it; undefined when the
 * code says nothing (no route, no folder read), and the file goes to the global set.
 */
function sourcePlacement(file: string, evidence: readonly CodeEvidence[], imported: ReadonlySet<string>): { scopes: ('global' | 'guild')[]; because: string } | 'unread' | undefined {
  const readers = evidence.filter((e) => e.folders.length > 0);
  const senders = evidence.filter((e) => e.scopes.size > 0);
  const dir = toPosix(dirname(file));
  // A folder read alone (a readdir of it, nothing that reaches further) holds its own files only.
  const holds = (f: CodeEvidence['folders'][number]): boolean => (f.shallow ? dir === (f.folder === '' ? '.' : f.folder) : f.folder === '' || file.startsWith(`${f.folder}/`));
  const own = evidence.find((e) => e.file === file && e.scopes.size > 0);
  const reading = readers.filter((e) => e.folders.some(holds));
  // A file another requires by its path (`require('./lib/commandlist')`) is read whatever folders are.
  if (own === undefined && readers.length > 0 && reading.length === 0 && !imported.has(file)) return 'unread';
  // The scopes: the file's own requests; else those of the code that reads its folder; else every sender's.
  const from = own ? [own] : reading.some((e) => e.scopes.size > 0) ? reading.filter((e) => e.scopes.size > 0) : senders;
  if (from.length === 0 && reading.length === 0) return undefined;
  const scopes = [...new Set(from.flatMap((e) => [...e.scopes]))].sort() as ('global' | 'guild')[];
  const parts: string[] = [];
  for (const e of from) parts.push(`${[...e.scopes].sort().map((scope) => e.sends.get(scope) ?? ROUTE_WORDS[scope]).join(' and ')} in ${e.file}`);
  for (const e of reading) for (const f of e.folders) if (holds(f)) parts.push(`${f.how} in ${e.file} reads ${f.folder === '' ? 'the project' : `${f.folder}/`}`);
  return { scopes: scopes.length === 0 ? ['global'] : scopes, because: parts.join('; ') || 'no route in the code' };
}

/** "folder \"dev\" (15 files), \"guild_id\" in the file (15 files)": what decided a set, with counts. */
function reasons(placements: readonly Placement[]): string {
  const counts = new Map<string, number>();
  for (const { because } of placements) if (because !== undefined) counts.set(because, (counts.get(because) ?? 0) + 1);
  // File names differ file by file: said once, with one example.
  const byKind = new Map<string, { example: string; count: number }>();
  for (const [because, count] of counts) {
    const kind = because.startsWith('file name') ? 'file names such as' : because;
    const known = byKind.get(kind);
    if (known) known.count += count;
    else byKind.set(kind, { example: because.replace(/^file name /, ''), count });
  }
  return [...byKind].map(([kind, { example, count }]) => `${kind === 'file names such as' ? `file names such as ${example}` : kind} (${plural(count, 'file')})`).join(', ');
}

/** A glob per directory when every JSON file there is a command file of this set, else the files by name. */
function globsFor(files: readonly string[], otherJson: ReadonlySet<string>, categoryParents: ReadonlySet<string> = new Set()): string[] {
  const byDir = new Map<string, string[]>();
  for (const file of files) {
    let dir = file.includes('/') ? file.slice(0, file.lastIndexOf('/')) : '.';
    // A category folder of a folder the code reads folder by folder: any category, also one added later.
    const parent = dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '.';
    if (categoryParents.has(parent) && !otherJson.has(dir)) dir = parent === '.' ? '*' : `${parent}/*`;
    const list = byDir.get(dir) ?? [];
    list.push(file);
    byDir.set(dir, list);
  }
  const globs: string[] = [];
  for (const [dir, list] of [...byDir].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
    if (otherJson.has(dir)) {
      globs.push(...list.sort());
      continue;
    }
    // By extension: `*.json`, `*.js`, or `*.{json,ts}` where a folder mixes them (a code-first bot's
    // commands/ folder holds its modules; one that defines no command is read and says nothing).
    const extensions = [...new Set(list.map((file) => file.slice(file.lastIndexOf('.') + 1).toLowerCase()))].sort();
    const name = extensions.length > 1 ? `*.{${extensions.join(',')}}` : `*.${extensions[0]}`;
    globs.push(dir === '.' ? name : `${dir}/${name}`);
  }
  return globs;
}

/** The sets for the command files found in `cwd`, and what was skipped and why. */
function proposeSets(cwd: string, readSource?: ReadSource): { sets: ProposedSet[]; found: string[]; skipped: { file: string; reason: string }[]; dataModules: string[]; commandModules: string[]; both: { files: string[]; because: string } | undefined; ignores?: string[]; loaderScope?: 'global' | 'guild' } {
  const found: string[] = [];
  // Modules that define no command cmdlint reads alone: some may export the guide's plain `data`.
  const quiet: string[] = [];
  const sources: string[] = [];
  const guildIds = new Map<string, string>();
  /** The scope each body of a source says (a Sapphire registration's guildIds): undefined, the set's. */
  const bodyScopes = new Map<string, readonly (Scope | 'unknown' | undefined)[]>();
  const skipped: { file: string; reason: string }[] = [];
  const rel = (path: string): string => toPosix(relative(cwd, path));
  discoverFiles(['.'], {
    cwd,
    configs: new ConfigResolver(),
    errorOnUnmatchedPattern: false,
    forWriting: false,
    ...(readSource ? { readSource } : {}),
    onFile: ({ path, document }: DiscoveredFile) => {
      const file = rel(path);
      found.push(file);
      const guildId = /\.jsonc?$/i.test(path) ? guildIdIn(path, document) : undefined;
      if (guildId !== undefined) guildIds.set(file, guildId);
      if (document && 'bodies' in document) bodyScopes.set(file, (document as SourceDocument).bodies.map((body) => (body.scopeUnknown ? 'unknown' : body.scope)));
    },
    onSkip: (path, reason) => skipped.push({ file: rel(path), reason }),
    explain: (path, taken, reason) => {
      if (!taken && readSource && reason.startsWith('defines no commands')) quiet.push(path);
      if (/\.[cm]?[jt]s$/i.test(path) && !/node_modules/.test(path)) sources.push(path);
    },
  });
  const dataModules = readSource ? quiet.filter((path) => exportsPlainData(path, readSource)).map(rel).sort() : [];
  // The tutorials' other shape: the module itself is the command (`module.exports = { name,
  // description, options, callback }`), sent by a loader; only where the code registers commands.
  const commandModules = readSource && registersCommands(sources) ? quiet.filter((path) => !dataModules.includes(rel(path)) && exportsPlainCommand(path, readSource)).map(rel).sort() : [];
  found.sort();
  skipped.sort((a, b) => (a.file < b.file ? -1 : a.file > b.file ? 1 : 0));
  // Directories where a glob would also take JSON that is no command (a bot's config.json); a set
  // never takes package.json and the like, so those do not count.
  const otherJson = new Set(skipped.filter(({ file }) => !isNeverCommandsFile(file)).map(({ file }) => toPosix(dirname(file))));

  const global: string[] = [];
  const guild: string[] = [];
  const guildPlacements: Placement[] = [];
  const globalPlacements: Placement[] = [];
  const byGuild = new Map<string, { files: string[]; placements: Placement[] }>();
  const records: string[] = [];
  const sets: ProposedSet[] = [];
  const dirOf = (file: string): string => toPosix(dirname(file));
  const { files: evidence, imported } = codeEvidence(cwd);
  // Files the code sends to both scopes: in the global set, the guild one offered commented out.
  const alsoGuild: { files: string[]; because: string[] } = { files: [], because: [] };
  const unread: string[] = [];
  /** Saved answers of the list endpoint: what `plan --registered` reads, ignored. */
  const listings: string[] = [];
  const deployScripts: { file: string; reason: string; folders: readonly string[] }[] = [];
  for (const file of found) {
    if (isSavedListing(join(cwd, file))) {
      listings.push(file);
      continue;
    }
    if (RECORD.test(file)) {
      records.push(file);
      continue;
    }
    let where: Placement;
    if (readerInfoOf(file) !== undefined) {
      // A deploy script that reads a folder sends that folder's commands: linted there, not twice.
      const deployer = evidence.find((e) => e.file === file && e.scopes.size > 0 && e.folders.length > 0);
      if (deployer !== undefined) {
        deployScripts.push({ file, reason: `sends the commands of the folder${deployer.folders.length === 1 ? '' : 's'} it reads (${deployer.folders.map((f) => `${f.folder}/`).join(', ')})`, folders: deployer.folders.map((f) => f.folder) });
        continue;
      }
      const placed = sourcePlacement(file, evidence, imported);
      if (placed === 'unread') {
        unread.push(file);
        continue;
      }
      if (placed === undefined) {
        const framework = registeringFramework(join(cwd, file));
        where = framework !== undefined ? frameworkPlacement(framework, bodyScopes.get(file) ?? []) : { scope: 'global', because: 'no command route or folder read in the code' };
      }
      else {
        where = { scope: placed.scopes.length === 1 ? placed.scopes[0]! : 'global', because: placed.because };
        if (placed.scopes.length > 1) {
          alsoGuild.files.push(file);
          if (!alsoGuild.because.includes(placed.because)) alsoGuild.because.push(placed.because);
        }
      }
      if (where.scope === 'guild') {
        guild.push(file);
        guildPlacements.push(where);
      } else {
        global.push(file);
        globalPlacements.push(where);
      }
      continue;
    }
    where = placementOf(file, guildIds.get(file));
    if (where.guildId !== undefined) {
      const entry = byGuild.get(where.guildId) ?? { files: [], placements: [] };
      entry.files.push(file);
      entry.placements.push(where);
      byGuild.set(where.guildId, entry);
    } else if (where.scope === 'guild') {
      guild.push(file);
      guildPlacements.push(where);
    } else global.push(file);
  }
  // A folder whose files go to different sets (a file's own guild_id or name decided) is listed file
  // by file: a glob over it would take the other set's files too.
  const split = new Set(otherJson);
  const setOfDir = new Map<string, string>();
  const lists: [string, readonly string[]][] = [...[...byGuild].map(([id, { files }]): [string, string[]] => [id, files]), ['guild', guild], ['global', global]];
  for (const [key, files] of lists) {
    for (const file of files) {
      const dir = dirOf(file);
      const other = setOfDir.get(dir);
      if (other !== undefined && other !== key) split.add(dir);
      setOfDir.set(dir, key);
    }
  }
  // A folder the code reads folder by folder (the guide's commands/<category>/): one glob over its
  // categories, so that a category added later is in the set too, where every file under it is of
  // one set and no category holds other JSON.
  const readFolders = new Set(evidence.flatMap((e) => e.folders.map((f) => f.folder)).filter((folder) => folder !== ''));
  const parentOf = (dir: string): string => (dir.includes('/') ? dir.slice(0, dir.lastIndexOf('/')) : '.');
  const categoryParentsOf = (key: string): Set<string> => {
    const parents = new Set<string>();
    for (const folder of readFolders) {
      const under = lists.flatMap(([k, files]) => files.filter((file) => parentOf(dirOf(file)) === folder).map((file) => ({ k, dir: dirOf(file) })));
      if (under.length > 0 && under.every((entry) => entry.k === key && !split.has(entry.dir)) && !found.some((file) => dirOf(file) === folder)) parents.add(folder);
    }
    return parents;
  };
  // Guild sets first: a file belongs to the first set that matches it.
  for (const [guildId, { files, placements }] of byGuild) sets.push({ files: globsFor(files, split, categoryParentsOf(guildId)), scope: 'guild', guildId, why: `guild ${guildId}`, because: reasons(placements), count: files.length });
  if (guild.length > 0) sets.push({ files: globsFor(guild, split, categoryParentsOf('guild')), scope: 'guild', why: 'guild', because: reasons(guildPlacements), count: guild.length });
  if (global.length > 0) {
    const json = global.length - globalPlacements.length;
    const byFiles = 'no "guild_id", folder or file name says guild';
    const because = globalPlacements.length === 0 ? byFiles : [...(json > 0 ? [`${byFiles} (${plural(json, 'file')})`] : []), reasons(globalPlacements)].join(', ');
    sets.push({ files: globsFor(global, split, categoryParentsOf('global')), scope: 'global', why: 'global', because, count: global.length });
  }
  // A record is the same commands again: in the global set, every name would clash with itself.
  for (const record of records) sets.push({ files: [record], scope: 'global', why: 'a record of registered commands, on its own', count: 1 });
  for (const file of listings) skipped.push({ file, reason: 'a saved answer of the list endpoint (what cmdlint plan --registered reads), not commands to send: ignored' });
  for (const file of unread) skipped.push({ file, reason: `defines commands, but no folder the code reads holds it (${evidence.flatMap((e) => e.folders.map((f) => `${f.how} in ${e.file}`)).slice(0, 2).join(', ')})` });
  // Said of what the sets hold: a folder of the bot's own command classes holds nothing cmdlint reads.
  const inSets = lists.flatMap(([, files]) => files);
  for (const { file, reason, folders } of deployScripts) {
    const under = (member: string): boolean => folders.some((folder) => folder === '' || member.startsWith(`${folder}/`));
    const how = inSets.some(under)
      ? 'which the sets hold'
      : [...dataModules, ...commandModules].some(under)
        ? 'whose modules the commented set below is for'
        : "where cmdlint read no command (classes or a loader of the bot's own: cmdlint --module FILE lints what a module exports when it runs)";
    skipped.push({ file, reason: `${reason}, ${how}` });
  }
  const both = alsoGuild.files.length === 0 ? undefined : { files: globsFor(alsoGuild.files, split, categoryParentsOf('global')), because: alsoGuild.because.join('; ') };
  const loader = readSource ? loaderSet(cwd, sources, rel) : undefined;
  if (loader) sets.push(loader);
  // Commands no folder the code reads holds are never sent: ignored, so that `cmdlint` alone (which
  // lints the files in no set too) and a commit's hook agree with this choice. A folder that holds
  // other command files is listed file by file.
  const unreadIgnores = [...globsFor(unread, new Set([...split, ...found.filter((file) => !unread.includes(file)).map(dirOf)])), ...listings];
  // Modules a loader sends go where the code sends: to a guild when every route it names is one.
  const routes = new Set(evidence.flatMap((e) => [...e.scopes]));
  const loaderScope = routes.size === 1 && routes.has('guild') ? 'guild' : 'global';
  return { sets, found: found.filter((file) => !unread.includes(file) && !listings.includes(file) && !deployScripts.some((d) => d.file === file)), skipped, dataModules, commandModules, both, ignores: unreadIgnores, loaderScope };
}

/** A framework that registers a module's commands itself (no route in the bot's code), and how its files say so. */
const FRAMEWORKS = {
  sapphire: { how: 'Sapphire registers them (registerChatInputCommand)', guilds: 'guildIds', says: [/\.register(?:ChatInput|ContextMenu)Command\s*\(/] },
  discordx: { how: 'discordx registers them (@Slash, @ContextMenu)', guilds: '@Guild or botGuilds', says: [/\bfrom\s*['"]discordx['"]/, /@(?:Slash|ContextMenu)\s*\(/] },
  'slash-create': { how: 'slash-create registers them (SlashCommand classes)', guilds: 'guildIDs', says: [/['"]slash-create(?:\/web)?['"]/, /\bextends\s+[\w.]*\b(?:SlashCommand|Command)\b/] },
} as const;
type Framework = keyof typeof FRAMEWORKS;

/**
 * Where a framework registers a module's commands: in guilds where every command's guilds (Sapphire's
 * guildIds, discordx's @Guild) name some, else globally (commands without, and those whose guilds
 * the file does not show, which cmdlint lints for what holds in either scope and leaves out of a plan).
 */
function frameworkPlacement(framework: Framework, scopes: readonly (Scope | 'unknown' | undefined)[]): Placement {
  const { how, guilds } = FRAMEWORKS[framework];
  if (scopes.length > 0 && scopes.every((scope) => scope === 'guild')) return { scope: 'guild', because: `${how} in the guilds their ${guilds} name` };
  if (scopes.includes('unknown')) return { scope: 'global', because: `${how}, with ${guilds} the file does not show: not planned` };
  return { scope: 'global', because: `${how}: global unless ${guilds} name guilds` };
}

/** The framework a module hands its commands to, which registers them itself, if any. */
function registeringFramework(path: string): Framework | undefined {
  let text: string;
  try {
    text = readRegularFile(path).bytes.toString('utf8');
  } catch {
    return undefined;
  }
  return (Object.keys(FRAMEWORKS) as Framework[]).find((framework) => FRAMEWORKS[framework].says.every((pattern) => pattern.test(text)));
}

/** Whether a module exports a plain `data` object with a name (`module.exports = { data: {...}, execute }`). */
function exportsPlainData(path: string, readSource: ReadSource): boolean {
  let text: Buffer;
  try {
    text = readRegularFile(path).bytes; // bounded, and never a FIFO or a device: as discovery reads
  } catch {
    return false;
  }
  // Most modules say neither: decided on the text, without a parse.
  const latin1 = text.toString('latin1');
  if (!/\bdata\b/.test(latin1) || !/\bname\b/.test(latin1)) return false;
  const document = readSource(path, text).withExports(['/data']);
  // A name and a sign of a command (a description, options, a type): a button's or a modal's
  // handler keyed by `data.name` alone is sent to no command route.
  const signs = ['description', 'options', 'type'];
  return document.bodies.some((body) => {
    const value = body.lowered.value as Record<string, unknown> | undefined;
    return body.origin === 'export' && typeof value?.name === 'string' && signs.some((key) => Object.prototype.hasOwnProperty.call(value, key));
  });
}

/**
 * For modules a loader of the bot's own walks (what folder it reads is not known): the folder
 * whose category folders hold them all (`src/commands/<category>/x.js`), so that a category added
 * later is in the set too; where there is one category, only a folder named commands counts.
 */
function categoryParents(modules: readonly string[]): Set<string> {
  const parentOf = (path: string): string => (path.includes('/') ? path.slice(0, path.lastIndexOf('/')) : '.');
  const dirs = new Set(modules.map(parentOf));
  const parents = new Set([...dirs].map(parentOf));
  if (parents.size !== 1 || [...dirs].some((dir) => !dir.includes('/'))) return new Set();
  const [parent] = parents;
  return dirs.size > 1 || /(^|\/)commands$/i.test(parent!) ? new Set([parent!]) : new Set();
}

/** Whether the code registers application commands at all: a command manager of an application or a guild, or a command route. */
function registersCommands(sources: readonly string[]): boolean {
  return sources.some((path) => {
    try {
      return /\b(?:application|guild\w*)\s*\??\.\s*commands\b|\bapplication(?:Guild)?Commands\s*\(/.test(withoutComments(readRegularFile(path).bytes.toString('utf8')));
    } catch {
      return false;
    }
  });
}

/** Whether a module's export is itself a command object (`module.exports = { name, description, options, callback }`). */
function exportsPlainCommand(path: string, readSource: ReadSource): boolean {
  let text: Buffer;
  try {
    text = readRegularFile(path).bytes;
  } catch {
    return false;
  }
  const latin1 = text.toString('latin1');
  if (!/\bname\b/.test(latin1) || !/\bdescription\b/.test(latin1)) return false;
  const document = readSource(path, text).withExports(['']);
  return document.bodies.some((body) => body.origin === 'export' && readsAsCommand(body.lowered.value));
}

function starterConfig(sets: readonly ProposedSet[], dataModules: readonly string[] = [], both?: { files: readonly string[]; because: string }, schema = INSTALLED_CONFIG_SCHEMA, commandModules: readonly string[] = [], ignores: readonly string[] = [], loaderScope: 'global' | 'guild' = 'global'): string {
  const setLines = sets.map((set) => {
    const guildId = set.guildId === undefined ? '' : `, "guildId": ${JSON.stringify(set.guildId)}`;
    // What decided the set, where a reader of the file will look for it.
    const comment = commentText(`${set.why}${set.because === undefined ? '' : `: ${set.because}`}`);
    const sent = set.via === undefined ? '' : `, "body": ${JSON.stringify(set.body ?? '')}, "via": "${set.via}"`;
    return `    // ${comment}\n    { "files": [${set.files.map((glob) => JSON.stringify(glob)).join(', ')}], "scope": "${set.scope}"${guildId}${sent} }`;
  });
  // Plain objects a loader sends are judged only once the author says they are sent as written.
  const dataSet =
    dataModules.length === 0
      ? ''
      : `    // ${plural(dataModules.length, 'module')} export${dataModules.length === 1 ? 's' : ''} a plain \`data\` object (${commentText(dataModules.slice(0, 3).join(', '))}${dataModules.length > 3 ? ', ...' : ''}).
    // If your loader sends each \`data\` as written (it does not rename or add to it), lint them:
    // { "files": [${globsFor(dataModules, new Set(), categoryParents(dataModules)).map((glob) => JSON.stringify(glob)).join(', ')}], "scope": "${loaderScope}", "body": "/data" },
`.split('\n').map(commentText).join('\n');
  const moduleSet =
    commandModules.length === 0
      ? ''
      : `    // ${plural(commandModules.length, 'module')} export${commandModules.length === 1 ? 's' : ''} a command object itself (${commentText(commandModules.slice(0, 3).join(', '))}${commandModules.length > 3 ? ', ...' : ''}).
    // If your loader sends each as it is (its name, description and options, through discord.js), lint them
    // (and write "scope": "guild" if it sends them to a guild):
    // { "files": [${globsFor(commandModules, new Set(), categoryParents(commandModules)).map((glob) => JSON.stringify(glob)).join(', ')}], "scope": "${loaderScope}", "body": "", "via": "discord.js" },
`.split('\n').map(commentText).join('\n');
  // The code sends the same files to a guild too: a second set of them would never be reached (a
  // file belongs to the first set that matches it), so it is offered to swap with the global one.
  const guildToo =
    both === undefined
      ? ''
      : `    // The code also sends these to a guild (${commentText(both.because)}).
    // To lint and plan them as the guild's, put this set in place of the global one:
    // { "files": [${both.files.map((glob) => JSON.stringify(glob)).join(', ')}], "scope": "guild" },
`.split('\n').map(commentText).join('\n');
  const example = sets.length > 0 || dataModules.length > 0 || commandModules.length > 0 ? '' : `    // { "files": ["commands/global/**/*.json"], "scope": "global" },
    // { "files": ["commands/guild/**/*.json"], "scope": "guild" }
`;
  return `{
  // cmdlint configuration. Comments are allowed in this file.
  // Every setting and rule, with completion in editors:
  "$schema": ${JSON.stringify(schema)},

  // What cmdlint knows of your application. Checks that depend on a setting run only once
  // it is given (integrationTypes: 0 GUILD_INSTALL, 1 USER_INSTALL).
  // "application": { "integrationTypes": [0, 1], "embedded": false, "discoverable": false },

  // The locale of your default (unlocalized) names and descriptions.
  "defaultLocale": "en-US",

  // Severity per rule: "off", "warn" or "error", such as "localization-equals-default": "off".
  "rules": {},

  // Files registered together, and where: within a set, names are unique per command type
  // and the per-type limits count across all of its files. \`cmdlint\` alone lints these.
  // A file that keeps its commands under a key nobody guesses can say where: "body": "/bot/commands".
  "sets": [
${dataSet}${moduleSet}${guildToo}${example}${setLines.join(',\n')}${setLines.length > 0 ? '\n' : ''}  ],

  // Files that \`cmdlint\` alone, directories and globs on the command line skip.${ignores.length === 0 ? '' : '\n  // Commands that no folder the code reads holds, so never sent, and saved answers of the list endpoint:'}
  "ignores": [${ignores.map((glob) => JSON.stringify(glob)).join(', ')}]
}
`;
}

/**
 * Text from the project (a file name, what decided a set) as a `//` comment of the file: a line
 * break in it would end the comment and put the rest in the JSON, and an escape sequence would act
 * in the terminal that shows the file, so each control character is written as `\\uXXXX`.
 */
function commentText(text: string): string {
  return escapeControlCharacters(text);
}

/** Creates a file that must not exist yet. */
function writeNewFile(path: string, text: string): void {
  const fd = openSync(path, 'wx', 0o644);
  try {
    writeSync(fd, text);
  } finally {
    closeSync(fd);
  }
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`;
}

/** Writes the starter configuration and says what it found, what it skipped and why. */
export function runInit(io: InitIo, readSource?: ReadSource): number {
  for (const name of CONFIG_FILE_NAMES) {
    if (existsSync(join(io.cwd, name))) {
      io.stderr.write(`cmdlint: ${name} already exists here; --init writes no second one.\n`);
      return 2;
    }
  }
  if (configFileIn(resolve(io.cwd)).file !== undefined) {
    io.stderr.write(`cmdlint: package.json here already holds a "cmdlint" configuration; --init writes no second one.\n`);
    return 2;
  }
  const { sets, found, skipped, dataModules, commandModules, both, ignores, loaderScope } = proposeSets(io.cwd, readSource);
  const lines: string[] = [];
  lines.push(found.length === 0 ? 'Found no command files here.' : `Found ${plural(found.length, 'command file')}:`);
  for (const file of found.slice(0, MAX_LISTED)) lines.push(`  ${file}`);
  if (found.length > MAX_LISTED) lines.push(`  … and ${found.length - MAX_LISTED} more`);
  if (skipped.length > 0) {
    lines.push(`Skipped ${plural(skipped.length, 'file')}:`);
    for (const { file, reason } of skipped.slice(0, MAX_LISTED)) lines.push(`  ${file}: ${reason}`);
    if (skipped.length > MAX_LISTED) lines.push(`  … and ${skipped.length - MAX_LISTED} more`);
  }
  const file = join(io.cwd, 'cmdlint.config.json');
  writeNewFile(file, starterConfig(sets, dataModules, both, configSchemaFor(io.cwd), commandModules, ignores, loaderScope));
  if (sets.length === 0) {
    // Nothing here for a directory to find either: say what cmdlint reads instead of naming a folder.
    lines.push(
      dataModules.length > 0 || commandModules.length > 0
        ? `Wrote ${file} with its set of modules commented out (below).`
        : `Wrote ${file} without sets. cmdlint reads JSON command files (.json, .jsonc), JavaScript or TypeScript modules that define commands (builder chains, requests to the command routes, objects typed as commands) and Python modules of the libraries it knows: add a set of yours with their files, or name them (cmdlint 'src/commands/').`,
    );
  } else {
    lines.push(`Wrote ${file} with ${plural(sets.length, 'set')}:`);
    for (const set of sets) {
      lines.push(set.via === undefined ? `  ${set.why} (${plural(set.count, 'file')}): ${set.files.join(', ')}` : `  ${set.why}: ${set.files.join(', ')}, "body": "", "via": "${set.via}"`);
      if (set.because !== undefined) lines.push(`    decided by: ${set.because}`);
    }
    if (both !== undefined) lines.push(`  the code also sends ${both.files.join(', ')} to a guild: a guild set of them is in the file, commented out.`);
    lines.push('Run cmdlint to lint them, cmdlint plan to see what a deploy does.');
  }
  if (dataModules.length > 0) {
    lines.push(`${plural(dataModules.length, 'module')} export${dataModules.length === 1 ? 's' : ''} a plain \`data\` object that a loader of yours sends (${dataModules.slice(0, 3).join(', ')}${dataModules.length > 3 ? ', ...' : ''}): cmdlint does not judge them until a set says they are sent as written; the configuration holds that set, commented out: uncomment it if your loader does not change them.`);
  }
  // File names are the project's: a control character among them is shown, not acted on.
  if (commandModules.length > 0) {
    lines.push(`${plural(commandModules.length, 'module')} export${commandModules.length === 1 ? 's' : ''} a command object itself (${commandModules.slice(0, 3).join(', ')}${commandModules.length > 3 ? ', ...' : ''}), which a loader of yours sends: cmdlint does not judge them until a set says they are sent as they are; the configuration holds that set, commented out: uncomment it if your loader sends their name, description and options unchanged.`);
  }
  io.stdout.write(`${lines.map(escapeControlCharacters).join('\n')}\n`);
  return 0;
}
