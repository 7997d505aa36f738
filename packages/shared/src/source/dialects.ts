// discord.js's application.commands.set/create/edit do not send the object they are given: they
// build the request from it (ApplicationCommandManager.transformCommand). camelCase keys become
// the API's, discord.js 13 turns type names ('STRING', 'CHAT_INPUT', 'GUILD_TEXT') into numbers,
// discord.js 14 turns a number or bigint of default member permissions into a string, options get
// `required: false`, and every other key is left out. A builder (anything with toJSON) is sent as
// its toJSON gives. Where the version is not known and the two would differ, the value is unknown.
import { DJS13_CHANNEL_TYPES, DJS13_COMMAND_TYPES, DJS13_OPTION_TYPES, type EnumTable } from './library-enums.js';
import { emptyObject, primitive, unknown, type Traced, type TracedArray, type TracedEntry, type TracedObject } from './traced.js';

export type DiscordJsMajor = 13 | 14 | undefined;

/** [API key, camelCase key] of a command, in the order discord.js reads them. */
const COMMAND_KEYS: readonly (readonly [string, string | undefined])[] = [
  ['name', undefined],
  ['name_localizations', 'nameLocalizations'],
  ['description', undefined],
  ['description_localizations', 'descriptionLocalizations'],
  ['nsfw', undefined],
  ['type', undefined],
  ['default_permission', 'defaultPermission'],
  ['default_member_permissions', 'defaultMemberPermissions'],
  ['dm_permission', 'dmPermission'],
  ['integration_types', 'integrationTypes'],
  ['contexts', undefined],
  ['handler', undefined],
];

const OPTION_KEYS: readonly (readonly [string, string | undefined])[] = [
  ['name', undefined],
  ['name_localizations', 'nameLocalizations'],
  ['description', undefined],
  ['description_localizations', 'descriptionLocalizations'],
  ['required', undefined],
  ['autocomplete', undefined],
  ['channel_types', 'channelTypes'],
  ['min_value', 'minValue'],
  ['max_value', 'maxValue'],
  ['min_length', 'minLength'],
  ['max_length', 'maxLength'],
];

function take(object: TracedObject, out: TracedObject, apiKey: string, camelKey: string | undefined): TracedEntry | undefined {
  // discord.js reads `camel ?? snake`: the camelCase key wins when it holds a value.
  const camel = camelKey === undefined ? undefined : object.entries.get(camelKey);
  const snake = object.entries.get(apiKey);
  let entry = camel ?? snake;
  if (camel && camel.value.kind === 'primitive' && camel.value.value === null && snake) entry = snake;
  if (camel && camel.value.kind === 'unknown' && snake) entry = { ...camel, value: unknown(camel.value.span, 'either of two keys') };
  if (!entry && object.open) {
    out.open = true;
    return undefined;
  }
  if (entry) out.entries.set(apiKey, entry);
  return entry;
}

/** A type given by name (`'STRING'`): a number in discord.js 13, sent as it is by 14, unknown when the version is not known. */
function typeByName(value: Traced, table: EnumTable, major: DiscordJsMajor): Traced {
  if (value.kind !== 'primitive' || typeof value.value !== 'string') return value;
  if (major === 14) return value;
  if (major === 13 && Object.prototype.hasOwnProperty.call(table, value.value)) return primitive(table[value.value] as number, value.span);
  return unknown(value.span, 'a type name whose conversion depends on the discord.js version');
}

function mapArray(value: Traced, map: (item: Traced) => Traced): Traced {
  if (value.kind !== 'array') return value;
  const result: TracedArray = { kind: 'array', items: value.items.map(map), open: value.open, span: value.span };
  return result;
}

function transformOption(option: Traced, major: DiscordJsMajor): Traced {
  if (option.kind !== 'object') return option;
  const out = emptyObject(option.span);
  const type = option.entries.get('type');
  if (type) out.entries.set('type', { ...type, value: typeByName(type.value, DJS13_OPTION_TYPES, major) });
  else if (option.open) out.open = true;
  for (const [apiKey, camelKey] of OPTION_KEYS) take(option, out, apiKey, camelKey);
  const channelTypes = out.entries.get('channel_types');
  if (channelTypes) out.entries.set('channel_types', { ...channelTypes, value: mapArray(channelTypes.value, (item) => typeByName(item, DJS13_CHANNEL_TYPES, major)) });
  const typeValue = out.entries.get('type')?.value;
  const isGroup = typeValue?.kind === 'primitive' && (typeValue.value === 1 || typeValue.value === 2 || typeValue.value === 'SUB_COMMAND' || typeValue.value === 'SUB_COMMAND_GROUP');
  if (!out.entries.has('required') && !option.open) {
    if (typeValue?.kind === 'primitive' && !isGroup) out.entries.set('required', { value: primitive(false, option.span), keySpan: option.span, implied: true });
  }
  const choices = option.entries.get('choices');
  if (choices) out.entries.set('choices', { ...choices, value: mapArray(choices.value, transformChoice) });
  const options = option.entries.get('options');
  if (options) out.entries.set('options', { ...options, value: mapArray(options.value, (inner) => transformOption(inner, major)) });
  return out;
}

function transformChoice(choice: Traced): Traced {
  if (choice.kind !== 'object') return choice;
  const out = emptyObject(choice.span);
  for (const [apiKey, camelKey] of [['name', undefined], ['name_localizations', 'nameLocalizations'], ['value', undefined]] as const) take(choice, out, apiKey, camelKey);
  return out;
}

/** discord.js 14 resolves default member permissions (a number, a bigint or a string of digits) to a string. */
function permissions(value: Traced, major: DiscordJsMajor): Traced {
  if (value.kind !== 'primitive') return value;
  if (value.value === null) return value;
  if (major === 14 && typeof value.value === 'number' && Number.isSafeInteger(value.value) && value.value >= 0) return primitive(String(value.value), value.span);
  if (typeof value.value === 'string' && /^\d+$/.test(value.value)) return value;
  return unknown(value.span, 'permissions discord.js resolves');
}

/** The body discord.js sends for a command object given to application.commands.set/create/edit. */
export function transformCommand(command: Traced, major: DiscordJsMajor): Traced {
  if (command.kind !== 'object' || command.builder) return command;
  const out = emptyObject(command.span);
  for (const [apiKey, camelKey] of COMMAND_KEYS) take(command, out, apiKey, camelKey);
  const type = out.entries.get('type');
  if (type) out.entries.set('type', { ...type, value: typeByName(type.value, DJS13_COMMAND_TYPES, major) });
  const memberPermissions = out.entries.get('default_member_permissions');
  if (memberPermissions) out.entries.set('default_member_permissions', { ...memberPermissions, value: permissions(memberPermissions.value, major) });
  const options = command.entries.get('options');
  if (options) out.entries.set('options', { ...options, value: mapArray(options.value, (option) => transformOption(option, major)) });
  else if (command.open) out.open = true;
  return out;
}
