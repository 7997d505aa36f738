// The builders of @discordjs/builders (0.x, 1.x, re-exported by discord.js 14) and 2.x: which
// classes make which part of a command, what each setter writes, and what `toJSON()` adds by
// itself. Semantics only; the evaluator (evaluate.ts) calls them.

type BuilderRole = 'command' | 'context' | 'subcommand' | 'group' | 'option';

export interface BuilderClass {
  readonly name: string;
  readonly role: BuilderRole;
  /** The option or command type its toJSON writes (undefined: set by the author, as a context menu's). */
  readonly type?: number;
  readonly major: 1 | 2;
}

const OPTION_KINDS: readonly [string, number][] = [
  ['String', 3], ['Integer', 4], ['Boolean', 5], ['User', 6], ['Channel', 7], ['Role', 8], ['Mentionable', 9], ['Number', 10], ['Attachment', 11],
];

/**
 * The builder classes by name. Made on first use: a run on JSON files has this module in its
 * bundle (the reader's markers name the classes) and never asks for it.
 */
export function builderClasses(): ReadonlyMap<string, BuilderClass> {
  return (classes ??= classesByName());
}
let classes: ReadonlyMap<string, BuilderClass> | undefined;

function classesByName(): ReadonlyMap<string, BuilderClass> {
  return new Map<string, BuilderClass>([
    ['SlashCommandBuilder', { name: 'SlashCommandBuilder', role: 'command', type: 1, major: 1 }],
    ['ContextMenuCommandBuilder', { name: 'ContextMenuCommandBuilder', role: 'context', major: 1 }],
    ['SlashCommandSubcommandBuilder', { name: 'SlashCommandSubcommandBuilder', role: 'subcommand', type: 1, major: 1 }],
    ['SlashCommandSubcommandGroupBuilder', { name: 'SlashCommandSubcommandGroupBuilder', role: 'group', type: 2, major: 1 }],
    ...OPTION_KINDS.map(([kind, type]): [string, BuilderClass] => [`SlashCommand${kind}Option`, { name: `SlashCommand${kind}Option`, role: 'option', type, major: 1 }]),
    ['ChatInputCommandBuilder', { name: 'ChatInputCommandBuilder', role: 'command', type: 1, major: 2 }],
    ['MessageContextCommandBuilder', { name: 'MessageContextCommandBuilder', role: 'context', type: 3, major: 2 }],
    ['UserContextCommandBuilder', { name: 'UserContextCommandBuilder', role: 'context', type: 2, major: 2 }],
    ['ChatInputCommandSubcommandBuilder', { name: 'ChatInputCommandSubcommandBuilder', role: 'subcommand', type: 1, major: 2 }],
    ['ChatInputCommandSubcommandGroupBuilder', { name: 'ChatInputCommandSubcommandGroupBuilder', role: 'group', type: 2, major: 2 }],
    ...OPTION_KINDS.map(([kind, type]): [string, BuilderClass] => [`ChatInputCommand${kind}Option`, { name: `ChatInputCommand${kind}Option`, role: 'option', type, major: 2 }]),
  ]);
}

/** `addStringOption` (1.x) and `addStringOptions` (2.x): the class of what they add, by method name. */
export function addedClass(method: string, major: 1 | 2): BuilderClass | undefined {
  const match = /^add(String|Integer|Boolean|User|Channel|Role|Mentionable|Number|Attachment)Options?$/.exec(method);
  if (match) return builderClasses().get(major === 1 ? `SlashCommand${match[1]}Option` : `ChatInputCommand${match[1]}Option`);
  if (method === 'addSubcommand' || method === 'addSubcommands') return builderClasses().get(major === 1 ? 'SlashCommandSubcommandBuilder' : 'ChatInputCommandSubcommandBuilder');
  if (method === 'addSubcommandGroup' || method === 'addSubcommandGroups') return builderClasses().get(major === 1 ? 'SlashCommandSubcommandGroupBuilder' : 'ChatInputCommandSubcommandGroupBuilder');
  return undefined;
}

/** Setters that write one field from their one argument. */
export const FIELD_SETTERS: Readonly<Record<string, string>> = {
  setName: 'name',
  setDescription: 'description',
  setNameLocalizations: 'name_localizations',
  setDescriptionLocalizations: 'description_localizations',
  setDefaultPermission: 'default_permission',
  setDMPermission: 'dm_permission',
  setRequired: 'required',
  setAutocomplete: 'autocomplete',
  setMinValue: 'min_value',
  setMaxValue: 'max_value',
  setMinLength: 'min_length',
  setMaxLength: 'max_length',
  setType: 'type',
  setHandler: 'handler',
};

/** Setters that take one entry of a localization dictionary: `(locale, text)`. */
export const LOCALIZATION_SETTERS: Readonly<Record<string, string>> = {
  setNameLocalization: 'name_localizations',
  setDescriptionLocalization: 'description_localizations',
};

/** Setters of arrays from rest arguments (`setContexts(0, 1)` or `setContexts([0, 1])`); `add*` appends. */
export const LIST_SETTERS: Readonly<Record<string, { readonly field: string; readonly append: boolean }>> = {
  setContexts: { field: 'contexts', append: false },
  setIntegrationTypes: { field: 'integration_types', append: false },
  addChannelTypes: { field: 'channel_types', append: true },
  setChoices: { field: 'choices', append: false },
  addChoices: { field: 'choices', append: true },
};

