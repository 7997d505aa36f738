// Mistakes the library itself refuses when the bot starts (python-facts.md 5, the L cells): the
// diagnostic the core gives says so, names the library and when it raises, and is an error (the
// bot does not start). Where the version the bot runs is not known and the check came later
// (py-cord 2.0, disnake 2.4, lightbulb 2.0.3), nothing is added: the mistake may reach the service.
import type { Diagnostic, Path } from '@cmdlint/core';
import { allAtLeast } from './versions.js';

export type CommandLibrary = 'discord.py' | 'discord.py ContextMenu' | 'py-cord' | 'py-cord context menu' | 'nextcord' | 'disnake' | 'disnake context menu' | 'interactions.py' | 'lightbulb 2' | 'lightbulb 3' | 'lightbulb 3 group';

interface Refuser {
  /** The rules whose finding the library raises for, and whether only on names of commands, groups and subcommands. */
  readonly rules: ReadonlySet<string>;
  readonly commandNamesOnly?: boolean;
  /** The package and the first version that checks, where earlier ones did not. */
  readonly since?: { readonly package: string; readonly version: string };
  /** Whether the library checks the value a diagnostic's path names at all, where it checks some of a body and not the rest. */
  readonly checks?: (value: unknown, path: Path) => boolean;
  readonly raises: string;
}

const NAMES = ['name-format', 'name-lowercase', 'name-length'];

const REFUSERS: Readonly<Record<CommandLibrary, Refuser | undefined>> = {
  // Option names from parameters are sent unchecked (S); command, group and renamed names are validated.
  'discord.py': { rules: new Set(NAMES), commandNamesOnly: true, raises: 'discord.py raises ValueError when the decorator runs (at import)' },
  // A ContextMenu object checks its name's length as it is made (app_commands/commands.py validate_context_menu_name).
  'discord.py ContextMenu': { rules: new Set(['name-length']), commandNamesOnly: true, raises: 'discord.py raises ValueError when the ContextMenu is made (as its cog loads)' },
  'py-cord': { rules: new Set([...NAMES, 'description-length', 'locale-key']), since: { package: 'py-cord', version: '2.0' }, checks: checkedByPycord, raises: 'py-cord raises ValidationError when the command is built (at import)' },
  // A ContextMenuCommand checks only that its name is a string (commands/core.py 1680-1700): what is wrong reaches the service.
  'py-cord context menu': undefined,
  nextcord: undefined,
  // A context menu's name goes through no `_validate_name` (app_commands.py: slash commands and options only).
  'disnake context menu': undefined,
  disnake: { rules: new Set(NAMES), since: { package: 'disnake', version: '2.4' }, checks: notLocalized, raises: 'disnake raises ValueError when the command is built (at import)' },
  'interactions.py': { rules: new Set([...NAMES, 'description-length', 'max-options', 'required-before-optional']), raises: 'interactions.py raises ValueError when the command is registered' },
  'lightbulb 2': { rules: new Set([...NAMES, 'description-length', 'max-options', 'max-choices']), since: { package: 'hikari-lightbulb', version: '2.0.3' }, raises: 'lightbulb raises an error when the plugin or command is added' },
  'lightbulb 3': { rules: new Set(['name-length', 'description-length', 'max-options', 'max-choices']), raises: 'lightbulb raises an error when the command class is created' },
  // A Group checks its own name and description only when a loader loads it, and never counts its subcommands: said as the service says it.
  'lightbulb 3 group': undefined,
};

/** A restatement of a body's diagnostics, or undefined where its library refuses none of them (or the version is not known). */
export function refusalOf(library: CommandLibrary, dependencies: ReadonlyMap<string, string> | undefined): ((diagnostic: Diagnostic, value: unknown) => Diagnostic) | undefined {
  const refuser = REFUSERS[library];
  if (!refuser) return undefined;
  if (refuser.since) {
    // No dependency file names it: the newest behaviour is assumed (python-facts.md 4), as for every other field.
    const specifier = dependencies?.get(refuser.since.package);
    if (specifier !== undefined && allAtLeast(specifier, refuser.since.version) !== true) return undefined;
  }
  return (diagnostic, value) => {
    if (!refuser.rules.has(diagnostic.ruleId)) return diagnostic;
    if (refuser.commandNamesOnly && !namesCommand(value, diagnostic.path)) return diagnostic;
    if (refuser.checks && !refuser.checks(value, diagnostic.path)) return diagnostic;
    const { messageId: _id, data: _data, ...rest } = diagnostic;
    return { ...rest, severity: 'error', message: `${diagnostic.message} ${refuser.raises}, so the bot does not start.` };
  };
}

/**
 * py-cord checks the localizations (keys, names, descriptions) of a SlashCommand and of its options
 * (commands/core.py _validate_names and _validate_descriptions, 742-754 and 874-905), not those of a
 * SlashCommandGroup, which checks its own name and description only (1263-1266).
 */
function checkedByPycord(value: unknown, path: Path): boolean {
  const at = path.findIndex((key) => key === 'name_localizations' || key === 'description_localizations');
  if (at === -1) return true;
  const owner = valueAt(value, path.slice(0, at));
  if (owner === null || typeof owner !== 'object') return true;
  const { type, options } = owner as { type?: unknown; options?: unknown };
  if (type === 2) return false;
  const isGroup = at === 0 && Array.isArray(options) && options.some((option: unknown) => option !== null && typeof option === 'object' && [1, 2].includes((option as { type?: unknown }).type as number));
  return !isGroup;
}

/**
 * disnake checks localized names only as the bot links its localizations (`localize`, when a cog's
 * commands are added), not as the command is built: such a finding is said as the service says it.
 */
function notLocalized(_value: unknown, path: Path): boolean {
  return !path.some((key) => key === 'name_localizations' || key === 'description_localizations');
}

function valueAt(value: unknown, path: Path): unknown {
  let node = value;
  for (const key of path) node = node !== null && typeof node === 'object' ? (node as Record<string | number, unknown>)[key] : undefined;
  return node;
}

/** Whether a path is the name of the command itself, or of one of its subcommands or groups (type 1 or 2). */
function namesCommand(value: unknown, path: Path): boolean {
  if (path[path.length - 1] !== 'name') return false;
  if (path.length === 1) return true;
  const node = valueAt(value, path.slice(0, -1));
  const type = node !== null && typeof node === 'object' ? (node as { type?: unknown }).type : undefined;
  return type === 1 || type === 2;
}
