// Facts of the public API (api-facts.md) in one place, so that no rule hard-codes a number twice.

/** `{ NAME: value }` of an enum as the map `value → NAME` the rules and messages read. */
function namesOf(members: Readonly<Record<string, number>>): ReadonlyMap<number, string> {
  return new Map(Object.entries(members).map(([name, value]) => [value, name]));
}

// The enums the engine compares by name (`node.type === OptionType.CHANNEL`), each with its map of
// names. Plain objects, public as they were: the bundle keeps each comparison a property read (it
// inlines TypeScript enums, not objects), a few per node and none per character, which cachegrind
// could not tell from the bare numbers (bench/README.md).
export const CommandType = { CHAT_INPUT: 1, USER: 2, MESSAGE: 3, PRIMARY_ENTRY_POINT: 4 } as const;
export const COMMAND_TYPE_NAMES: ReadonlyMap<number, string> = /* @__PURE__ */ namesOf(CommandType);

export const OptionType = {
  SUB_COMMAND: 1,
  SUB_COMMAND_GROUP: 2,
  STRING: 3,
  INTEGER: 4,
  BOOLEAN: 5,
  USER: 6,
  CHANNEL: 7,
  ROLE: 8,
  MENTIONABLE: 9,
  NUMBER: 10,
  ATTACHMENT: 11,
} as const;
export const OPTION_TYPE_NAMES: ReadonlyMap<number, string> = /* @__PURE__ */ namesOf(OptionType);

/** What a permission overwrite's `id` is (api-facts §8). */
export const PermissionType = { ROLE: 1, USER: 2, CHANNEL: 3 } as const;
export const PERMISSION_TYPE_NAMES: ReadonlyMap<number, string> = /* @__PURE__ */ namesOf(PermissionType);
export const HANDLER_NAMES: ReadonlyMap<number, string> = /* @__PURE__ */ namesOf({ APP_HANDLER: 1, SERVICE_LAUNCH_ACTIVITY: 2 });
export const INTEGRATION_TYPE_NAMES: ReadonlyMap<number, string> = /* @__PURE__ */ namesOf({ GUILD_INSTALL: 0, USER_INSTALL: 1 });
export const CONTEXT_NAMES: ReadonlyMap<number, string> = /* @__PURE__ */ namesOf({ GUILD: 0, BOT_DM: 1, PRIVATE_CHANNEL: 2 });
export const CHANNEL_TYPE_NAMES: ReadonlyMap<number, string> = /* @__PURE__ */ namesOf({ GUILD_TEXT: 0, DM: 1, GUILD_VOICE: 2, GROUP_DM: 3, GUILD_CATEGORY: 4, GUILD_ANNOUNCEMENT: 5, ANNOUNCEMENT_THREAD: 10, PUBLIC_THREAD: 11, PRIVATE_THREAD: 12, GUILD_STAGE_VOICE: 13, GUILD_DIRECTORY: 14, GUILD_FORUM: 15, GUILD_MEDIA: 16 });
/** Channel types a user can never pick in a CHANNEL option. */
export const UNPICKABLE_CHANNEL_TYPES: ReadonlySet<number> = /* @__PURE__ */ new Set([1, 3, 14]);

export const LOCALES: readonly string[] = [
  'id', 'da', 'de', 'en-GB', 'en-US', 'es-ES', 'es-419', 'fr', 'hr', 'it', 'lt',
  'hu', 'nl', 'no', 'pl', 'pt-BR', 'ro', 'fi', 'sv-SE', 'vi', 'tr', 'cs', 'el',
  'bg', 'ru', 'uk', 'hi', 'th', 'zh-CN', 'ja', 'zh-TW', 'ko',
];
export const LOCALE_SET: ReadonlySet<string> = /* @__PURE__ */ new Set(LOCALES);
export const LOCALE_LANGUAGES: ReadonlyMap<string, string> = new Map([
  ['id', 'Indonesian'], ['da', 'Danish'], ['de', 'German'], ['en-GB', 'English, UK'],
  ['en-US', 'English, US'], ['es-ES', 'Spanish'], ['es-419', 'Spanish, LATAM'], ['fr', 'French'],
  ['hr', 'Croatian'], ['it', 'Italian'], ['lt', 'Lithuanian'], ['hu', 'Hungarian'], ['nl', 'Dutch'],
  ['no', 'Norwegian'], ['pl', 'Polish'], ['pt-BR', 'Portuguese, Brazilian'], ['ro', 'Romanian, Romania'],
  ['fi', 'Finnish'], ['sv-SE', 'Swedish'], ['vi', 'Vietnamese'], ['tr', 'Turkish'], ['cs', 'Czech'],
  ['el', 'Greek'], ['bg', 'Bulgarian'], ['ru', 'Russian'], ['uk', 'Ukrainian'], ['hi', 'Hindi'],
  ['th', 'Thai'], ['zh-CN', 'Chinese, China'], ['ja', 'Japanese'], ['zh-TW', 'Chinese, Taiwan'],
  ['ko', 'Korean'],
]);
/** Built-in fallbacks: a user of the key's locale sees the value's locale when their own is missing. */
export const LOCALE_FALLBACKS: ReadonlyMap<string, readonly string[]> = new Map([
  ['en-US', ['en-GB']],
  ['en-GB', ['en-US']],
  ['es-419', ['es-ES']],
]);

export const LIMITS = {
  nameLength: 32,
  descriptionLength: 100,
  optionsPerArray: 25,
  choicesPerOption: 25,
  choiceNameLength: 100,
  choiceStringValueLength: 100,
  commandBudget: 8000,
  fileTypes: 10,
  lengthBoundMax: 6000,
  permissionEntries: 100,
  /** Seen in the service's answers, below the sum of the per-type limits. */
  bulkItems: 130,
} as const;

export const PER_TYPE_LIMITS: ReadonlyMap<number, number> = new Map([
  [CommandType.CHAT_INPUT, 100],
  [CommandType.USER, 15],
  [CommandType.MESSAGE, 15],
  [CommandType.PRIMARY_ENTRY_POINT, 1],
]);

/** Options deeper than this are never valid (command > group > subcommand > option): neither the walk nor the budget descends further. */
export const MAX_OPTION_DEPTH = 3;

export const MAX_SAFE_INTEGER = Number.MAX_SAFE_INTEGER; // 2^53 - 1
export const MAX_NUMBER_BOUND = 2 ** 53;

/** Known permission bits: 0-46 and 48-52. */
export const KNOWN_PERMISSIONS_MASK = 8866461766385663n;

/** The CHAT_INPUT name pattern of the spec, used natively with the `u` flag. */
export const CHAT_INPUT_NAME_PATTERN = '^[-_\\u02BC\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]{1,32}$';
export const CHAT_INPUT_NAME_REGEX = /* @__PURE__ */ new RegExp(CHAT_INPUT_NAME_PATTERN, 'u');
/** One allowed character (for pointing at the characters that break the pattern). */
export const CHAT_INPUT_NAME_CHAR_PATTERN = '^[-_\\u02BC\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]$';
/** The engine itself uses the regexes of name-regexes.ts, built on first use: these are for other code. */
export const CHAT_INPUT_NAME_CHAR = /* @__PURE__ */ new RegExp(CHAT_INPUT_NAME_CHAR_PATTERN, 'u');

/** Fields of the command object a request may carry, and the response-only ones. */
export const COMMAND_FIELDS: readonly string[] = [
  'name', 'name_localizations', 'description', 'description_localizations', 'type', 'options',
  'default_member_permissions', 'dm_permission', 'default_permission', 'integration_types',
  'contexts', 'nsfw', 'handler',
];
export const RESPONSE_ONLY_COMMAND_FIELDS: readonly string[] = [
  'id', 'application_id', 'guild_id', 'version', 'name_localized', 'description_localized',
];
export const OPTION_FIELDS: readonly string[] = [
  'type', 'name', 'name_localizations', 'description', 'description_localizations', 'required',
  'choices', 'options', 'channel_types', 'min_value', 'max_value', 'min_length', 'max_length',
  'autocomplete', 'file_types',
];
/** Response-only fields of an option (list endpoints carry them). */
export const RESPONSE_ONLY_OPTION_FIELDS: readonly string[] = ['name_localized', 'description_localized'];
export const CHOICE_FIELDS: readonly string[] = ['name', 'name_localizations', 'value'];
export const RESPONSE_ONLY_CHOICE_FIELDS: readonly string[] = ['name_localized'];
export const PERMISSION_ENTRY_FIELDS: readonly string[] = ['id', 'type', 'permission'];
export const PERMISSIONS_BODY_FIELDS: readonly string[] = ['permissions'];
/** A fetched permissions object also carries these; they are ignored in a request. */
export const RESPONSE_ONLY_PERMISSIONS_FIELDS: readonly string[] = ['id', 'application_id', 'guild_id'];

const { SUB_COMMAND, SUB_COMMAND_GROUP, STRING, INTEGER, NUMBER, CHANNEL, ATTACHMENT } = OptionType;
const ALL_OPTION_TYPES: readonly number[] = /* @__PURE__ */ Object.values(OptionType);
const BASIC_OPTION_TYPES = /* @__PURE__ */ ALL_OPTION_TYPES.filter((type) => type !== SUB_COMMAND && type !== SUB_COMMAND_GROUP);
/** Which option types allow which field (api-facts §4). */
export const OPTION_FIELD_TYPES: ReadonlyMap<string, ReadonlySet<number>> = new Map([
  ['type', new Set(ALL_OPTION_TYPES)],
  ['name', new Set(ALL_OPTION_TYPES)],
  ['description', new Set(ALL_OPTION_TYPES)],
  ['name_localizations', new Set(ALL_OPTION_TYPES)],
  ['description_localizations', new Set(ALL_OPTION_TYPES)],
  ['required', new Set(BASIC_OPTION_TYPES)],
  ['choices', new Set([STRING, INTEGER, NUMBER])],
  ['autocomplete', new Set([STRING, INTEGER, NUMBER])],
  ['options', new Set([SUB_COMMAND, SUB_COMMAND_GROUP])],
  ['channel_types', new Set([CHANNEL])],
  ['min_value', new Set([INTEGER, NUMBER])],
  ['max_value', new Set([INTEGER, NUMBER])],
  ['min_length', new Set([STRING])],
  ['max_length', new Set([STRING])],
  ['file_types', new Set([ATTACHMENT])],
]);

/** Reads an enum value given as a number, a numeric string or a member name (`"USER"`). */
export function resolveEnum(value: unknown, names: ReadonlyMap<number, string>): number | undefined {
  if (typeof value === 'number') return names.has(value) ? value : undefined;
  if (typeof value !== 'string') return undefined;
  if (/^\d{1,3}$/.test(value)) {
    const number = Number(value);
    return names.has(number) ? number : undefined;
  }
  for (const [number, name] of names) if (name === value) return number;
  return undefined;
}

export function commandTypeName(type: number): string {
  return COMMAND_TYPE_NAMES.get(type) ?? String(type);
}
export function optionTypeName(type: number): string {
  return OPTION_TYPE_NAMES.get(type) ?? String(type);
}
