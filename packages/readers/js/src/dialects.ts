// discord.js's application.commands.set/create/edit do not send the object they are given: they
// build the request from it (ApplicationCommandManager.transformCommand, ApplicationCommand.
// transformOption), each major its own way, and every key they do not name is left out. Read from
// discord.js 13.17 and 14.27: 13 turns type names ('STRING', 'CHAT_INPUT', 'GUILD_TEXT' in
// channelTypes) into numbers and sends `default_permission`; 14 sends a type as it is and adds
// nsfw, integration_types, contexts and handler. Both read `camel ?? snake` for the renamed keys,
// give options `required: false` but for subcommands and groups, and resolve default member
// permissions to a string of digits (a name or a number given as `defaultMemberPermissions` throws
// in both, so nothing is sent). A builder (anything with toJSON) is sent as its toJSON gives. Where
// the version is not known and the two would differ, the value is unknown.
import { DJS13_CHANNEL_TYPES, DJS13_COMMAND_TYPES, DJS13_ENUMS, DJS13_OPTION_TYPES, LIBRARY_ENUMS, type EnumTable } from './library-enums.js';
import { emptyObject, primitive, unknown, type Traced, type TracedArray, type TracedEntry, type TracedObject } from '@cmdlint/text';

export type DiscordJsMajor = 13 | 14 | undefined;

/** A key discord.js copies: the API's name, the camelCase name it reads first, the majors that copy it. */
type CopiedKey = readonly [api: string, camel: string | undefined, majors: readonly (13 | 14)[]];

const BOTH = [13, 14] as const;

/** The keys of a command copied as they are (type, options and permissions are converted apart). */
const COMMAND_KEYS: readonly CopiedKey[] = [
  ['name', undefined, BOTH],
  ['name_localizations', 'nameLocalizations', BOTH],
  ['description', undefined, BOTH],
  ['description_localizations', 'descriptionLocalizations', BOTH],
  ['nsfw', undefined, [14]],
  ['default_permission', 'defaultPermission', [13]],
  ['dm_permission', 'dmPermission', BOTH],
  ['integration_types', 'integrationTypes', [14]],
  ['contexts', undefined, [14]],
  ['handler', undefined, [14]],
];

const OPTION_KEYS: readonly CopiedKey[] = [
  ['name', undefined, BOTH],
  ['name_localizations', 'nameLocalizations', BOTH],
  ['name_localized', 'nameLocalized', BOTH],
  ['description', undefined, BOTH],
  ['description_localizations', 'descriptionLocalizations', BOTH],
  ['description_localized', 'descriptionLocalized', BOTH],
  ['required', undefined, BOTH],
  ['autocomplete', undefined, BOTH],
  ['min_value', 'minValue', BOTH],
  ['max_value', 'maxValue', BOTH],
  ['min_length', 'minLength', BOTH],
  ['max_length', 'maxLength', BOTH],
];

const CHOICE_KEYS: readonly CopiedKey[] = [
  ['name', undefined, BOTH],
  ['name_localized', 'nameLocalized', BOTH],
  ['name_localizations', 'nameLocalizations', BOTH],
  ['value', undefined, BOTH],
];

/** The entry discord.js reads for a key: `camel ?? snake` (a camelCase key holding null or nothing gives way). */
function read(object: TracedObject, apiKey: string, camelKey: string | undefined): TracedEntry | undefined {
  const camel = camelKey === undefined ? undefined : object.entries.get(camelKey);
  const snake = object.entries.get(apiKey);
  if (camel && camel.value.kind === 'primitive' && camel.value.value === null) return snake ?? camel;
  if (camel && camel.value.kind === 'unknown' && snake) return { ...camel, value: unknown(camel.value.span, 'either of two keys') };
  return camel ?? snake;
}

/** Copies the keys the version sends; a key only one major sends is unknown when the version is not. */
function copyKeys(object: TracedObject, out: TracedObject, keys: readonly CopiedKey[], major: DiscordJsMajor): void {
  for (const [apiKey, camelKey, majors] of keys) {
    const sent = major === undefined ? (majors.length === 2 ? true : 'maybe') : majors.includes(major);
    if (!sent) continue;
    const entry = read(object, apiKey, camelKey);
    if (!entry) {
      if (object.open) out.open = true; // an unknown spread may hold it
      continue;
    }
    out.entries.set(apiKey, sent === 'maybe' ? { ...entry, value: unknown(entry.value.span, 'a key one discord.js major sends and the other leaves out') } : entry);
  }
}

/**
 * A type as discord.js 13 sends it: a number as it is; any other value looked up in the enum,
 * which maps names to numbers and numbers (also as strings: '3') to names; a miss is left out.
 */
function typeIn13(value: Traced, table: EnumTable): Traced | undefined {
  if (value.kind !== 'primitive') return value;
  if (typeof value.value === 'number') return value;
  const key = String(value.value);
  if (Object.prototype.hasOwnProperty.call(table, key)) return primitive(table[key] as number, value.span);
  if (/^(?:0|[1-9]\d*)$/.test(key)) {
    const name = Object.keys(table).find((candidate) => table[candidate] === Number(key));
    if (name !== undefined) return primitive(name, value.span);
  }
  return undefined;
}

/** A type as the version sends it (14: as written); undefined when it is left out. */
function convertType(value: Traced, table: EnumTable, major: DiscordJsMajor): Traced | undefined {
  if (major === 14) return value;
  if (major === 13) return typeIn13(value, table);
  if (value.kind === 'primitive' && typeof value.value === 'number') return value;
  if (value.kind !== 'primitive') return value;
  return unknown(value.span, 'a type whose conversion depends on the discord.js version');
}

/** Sets `type` as converted: left out of the request when the version drops it. */
function setType(object: TracedObject, out: TracedObject, table: EnumTable, major: DiscordJsMajor): Traced | undefined {
  const entry = object.entries.get('type');
  if (!entry) {
    if (object.open) out.open = true;
    return undefined;
  }
  const value = convertType(entry.value, table, major);
  if (value !== undefined) out.entries.set('type', { ...entry, value });
  return value;
}

function mapArray(value: Traced, map: (item: Traced) => Traced): Traced {
  if (value.kind !== 'array') return value;
  const result: TracedArray = { kind: 'array', items: value.items.map(map), open: value.open, span: value.span };
  return result;
}

/** `channelTypes` by name in 13 (a name it does not know is sent as null); `channel_types` as written. */
function channelTypes(option: TracedObject, out: TracedObject, major: DiscordJsMajor): void {
  const camel = option.entries.get('channelTypes');
  const entry = read(option, 'channel_types', 'channelTypes');
  if (!entry) {
    if (option.open) out.open = true;
    return;
  }
  if (entry !== camel || major === 14) {
    out.entries.set('channel_types', entry);
    return;
  }
  const convert = (item: Traced): Traced => {
    if (item.kind !== 'primitive' || typeof item.value === 'number') return item;
    if (major === undefined) return unknown(item.span, 'a channel type whose conversion depends on the discord.js version');
    return typeIn13(item, DJS13_CHANNEL_TYPES) ?? primitive(null, item.span);
  };
  out.entries.set('channel_types', { ...entry, value: mapArray(entry.value, convert) });
}

/**
 * Whether an option is a subcommand or a group as `required: option.required ?? (group ? undefined
 * : false)` tells it from the type as written: 13 also by name; undefined when it depends on what
 * is not known.
 */
function isGroup(written: Traced | undefined, major: DiscordJsMajor): boolean | undefined {
  if (written === undefined) return false;
  if (written.kind !== 'primitive') return undefined;
  if (written.value === 1 || written.value === 2) return true;
  const named = written.value === 'SUB_COMMAND' || written.value === 'SUB_COMMAND_GROUP';
  if (!named) return false;
  return major === 13 ? true : major === 14 ? false : undefined;
}

function transformOption(option: Traced, major: DiscordJsMajor): Traced {
  if (option.kind !== 'object') return option;
  const out = emptyObject(option.span);
  setType(option, out, DJS13_OPTION_TYPES, major);
  copyKeys(option, out, OPTION_KEYS, major);
  if (!out.entries.has('required') && !option.open && isGroup(option.entries.get('type')?.value, major) === false) {
    out.entries.set('required', { value: primitive(false, option.span), keySpan: option.span, implied: true });
  }
  const choices = option.entries.get('choices');
  if (choices) out.entries.set('choices', { ...choices, value: mapArray(choices.value, (choice) => transformChoice(choice, major)) });
  else if (option.open) out.open = true;
  const options = option.entries.get('options');
  if (options) out.entries.set('options', { ...options, value: mapArray(options.value, (inner) => transformOption(inner, major)) });
  channelTypes(option, out, major);
  return out;
}

function transformChoice(choice: Traced, major: DiscordJsMajor): Traced {
  if (choice.kind !== 'object') return choice;
  const out = emptyObject(choice.span);
  copyKeys(choice, out, CHOICE_KEYS, major);
  return out;
}

/** Permission names each major resolves (`'BAN_MEMBERS'` in 13, `'BanMembers'` in 14). */
const PERMISSION_NAMES: Readonly<Record<13 | 14, EnumTable>> = { 13: DJS13_ENUMS.FLAGS!, 14: LIBRARY_ENUMS.PermissionFlagsBits! };

/**
 * Default member permissions as discord.js sends them. `default_member_permissions`: a truthy value
 * goes through BigInt() (a number or a string of digits), a falsy one is sent as it is.
 * `defaultMemberPermissions` (which wins when both are written): null stays null, anything else
 * goes through the bit field's resolve (a string of digits or a permission name; a number throws).
 */
function permissions(value: Traced, camel: boolean, major: DiscordJsMajor): Traced {
  // A bigint (`PermissionFlagsBits.BanMembers`, `0n`) is what PermissionsBitField takes first: its digits; a negative one throws.
  if (camel && value.kind === 'unknown' && value.bigint !== undefined && !value.bigint.startsWith('-')) return primitive(value.bigint, value.span);
  if (value.kind !== 'primitive') return unknown(value.span, 'permissions discord.js resolves');
  const given = value.value;
  if (given === null) return value;
  if (typeof given === 'string' && /^\d+$/.test(given)) return primitive(BigInt(given).toString(), value.span);
  if (!camel) {
    if (typeof given === 'number' && Number.isSafeInteger(given) && given > 0) return primitive(String(given), value.span);
    if (given === 0 || given === '' || given === false) return value;
  } else if (typeof given === 'string' && major !== undefined && Object.prototype.hasOwnProperty.call(PERMISSION_NAMES[major], given)) {
    return primitive(String(PERMISSION_NAMES[major][given]), value.span);
  }
  return unknown(value.span, 'permissions discord.js resolves');
}

function setPermissions(command: TracedObject, out: TracedObject, major: DiscordJsMajor): void {
  const camel = command.entries.get('defaultMemberPermissions');
  const entry = camel ?? command.entries.get('default_member_permissions');
  if (!entry) {
    if (command.open) out.open = true;
    return;
  }
  // An unknown spread may hold the camelCase key, which would win.
  const value = !camel && command.open ? unknown(entry.value.span, 'a key a spread may write') : permissions(entry.value, camel !== undefined, major);
  out.entries.set('default_member_permissions', { ...entry, value });
}

/** The body discord.js sends for a command object given to application.commands.set/create/edit. */
export function transformCommand(command: Traced, major: DiscordJsMajor): Traced {
  if (command.kind !== 'object' || command.builder) return command;
  const out = emptyObject(command.span);
  copyKeys(command, out, COMMAND_KEYS, major);
  setType(command, out, DJS13_COMMAND_TYPES, major);
  setPermissions(command, out, major);
  const options = command.entries.get('options');
  if (options) out.entries.set('options', { ...options, value: mapArray(options.value, (option) => transformOption(option, major)) });
  else if (command.open) out.open = true;
  return out;
}
