// The names by which the reader knows that code defines commands: command builder classes,
// Sapphire's registries, discordx's decorators, discord.js's command manager, the routes of
// @discordjs/rest, the API's and discord.js's command types, and the path of the command endpoints. The reader (find.ts,
// evaluate.ts) decides by these tables, and discovery's text pre-filter (sourceMarkers, used by
// directories, globs, --init, the hook and the ESLint plugin) is made from them: a name added here
// is found by both. Light (no parser), so that the reader's info entry may import it.
import { builderClasses } from './builders.js';

/** Sapphire's registries: a callback on a new builder of this class, or an object as discord.js converts it. */
export const REGISTRY_METHODS: Readonly<Record<string, string>> = { registerChatInputCommand: 'SlashCommandBuilder', registerContextMenuCommand: 'ContextMenuCommandBuilder' };

/** discord.js's command manager (`application.commands`, `guild.commands`) and its requests. */
export const MANAGER_PROPERTY = 'commands';
export const MANAGER_METHODS: ReadonlySet<string> = new Set(['set', 'create', 'edit']);

/** @discordjs/rest's `Routes` members that name the command endpoints. */
export const COMMAND_ROUTES: Readonly<Record<string, { readonly scope: 'global' | 'guild'; readonly single: boolean }>> = {
  applicationCommands: { scope: 'global', single: false },
  applicationGuildCommands: { scope: 'guild', single: false },
  applicationCommand: { scope: 'global', single: true },
  applicationGuildCommand: { scope: 'guild', single: true },
};

/** The API's types of a command to create (discord-api-types). */
export const RAW_COMMAND_TYPES: ReadonlySet<string> = new Set([
  'RESTPostAPIApplicationCommandsJSONBody',
  'RESTPostAPIChatInputApplicationCommandsJSONBody',
  'RESTPostAPIContextMenuApplicationCommandsJSONBody',
  'RESTPostAPIApplicationGuildCommandsJSONBody',
  'RESTPostAPIPrimaryEntryPointApplicationCommandJSONBody',
]);
/** The API's types of a bulk overwrite: an array of commands. */
export const RAW_BULK_TYPES: ReadonlySet<string> = new Set(['RESTPutAPIApplicationCommandsJSONBody', 'RESTPutAPIApplicationGuildCommandsJSONBody']);
/** The API's types of an edit. */
export const RAW_EDIT_TYPES: ReadonlySet<string> = new Set(['RESTPatchAPIApplicationCommandJSONBody', 'RESTPatchAPIApplicationGuildCommandJSONBody']);
/** discord.js's types of a command given to its command manager. */
export const DJS_COMMAND_TYPES: ReadonlySet<string> = new Set(['ApplicationCommandData', 'ChatInputApplicationCommandData', 'UserApplicationCommandData', 'MessageApplicationCommandData', 'ApplicationCommandDataResolvable']);

/** discordx's decorators that define a command (discordx.ts), as a file writes them. */
const DISCORDX_DECORATORS: readonly string[] = ['@Slash', '@ContextMenu'];
/** slash-create's package, which a file of its command classes imports or requires (slash-create.ts). */
const SLASH_CREATE_PACKAGE = 'slash-create';

/**
 * The command endpoints' path, as a request without a library writes it: `/applications/{id}/commands`,
 * `/applications/{id}/guilds/{id}/commands`, and either with `/{id}` (one command). Requests are
 * read only where the path holds this word (find.ts, requestUrl).
 */
export const ENDPOINT_SEGMENT = 'applications';

function escaped(name: string): string {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Every name the reader's tables hold (builder classes, registries, routes, types, the endpoints'
 * segment): what the markers look for. Made when asked (markersOfNames), never at load.
 */
export function markerNames(): readonly string[] {
  return [
    ...[...builderClasses().values()].filter((cls) => cls.role === 'command' || cls.role === 'context').map((cls) => cls.name),
    ...Object.keys(REGISTRY_METHODS),
    ...Object.keys(COMMAND_ROUTES),
    ...RAW_COMMAND_TYPES,
    ...RAW_BULK_TYPES,
    ...RAW_EDIT_TYPES,
    ...DJS_COMMAND_TYPES,
    ENDPOINT_SEGMENT,
    ...DISCORDX_DECORATORS,
    SLASH_CREATE_PACKAGE,
  ];
}

/**
 * Whether a text may define commands: it names one of the reader's builder classes, registries,
 * routes or types, calls the command manager, writes the endpoints' path, or has an escape (`\u`,
 * `\x`) that could spell any of these (`SlashCommand\u0042uilder`): such a file is parsed to know.
 * A name the code assembles from pieces (`lib['Slash' + 'CommandBuilder']`) is not seen. Made on
 * first use: a run on JSON files asks the table of readers which files are sources, never this.
 */
export function sourceMarkers(): RegExp {
  return (markers ??= markersOfNames());
}
let markers: RegExp | undefined;

/**
 * What makes a source worth naming when none of its commands could be read from its text: one of
 * the names, or a call of the command manager of an application or a guild
 * (`client.application.commands.set(`, `guild.commands.create(`, `guilds.cache.get(id).commands.set(`).
 * Not an escape (`"\u200B"` in an embed helper), nor `client.commands.set(name, module)`: a Client
 * has no `commands`, so that is a Collection the bot keeps, which sends nothing.
 */
export function namingMarkers(): RegExp {
  return (naming ??= new RegExp(`${sortedNames().join('|')}|(?:\\bapplication|\\bguild\\w*|\\))\\s*\\??\\.\\s*${managerCall()}`));
}
let naming: RegExp | undefined;

function sortedNames(): string[] {
  // Longest first, so that the alternation never stops at a name that is the start of another.
  return [...new Set(markerNames())].sort((a, b) => b.length - a.length).map(escaped);
}

/** `commands.set(`, `commands?.create(`, `commands['edit'](`: the manager's calls, however the member is written. */
function managerCall(): string {
  return `${MANAGER_PROPERTY}\\s*(?:\\?\\.|\\.|\\[\\s*['"\`])\\s*(?:${[...MANAGER_METHODS].join('|')})\\b`;
}

function markersOfNames(): RegExp {
  return new RegExp(`${sortedNames().join('|')}|${managerCall()}|\\\\[ux]`);
}
