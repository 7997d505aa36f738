// JSON Schemas (draft-07) of command files and permissions bodies, for editors that do not run the
// language server (VS Code's own JSON support, JetBrains, jsonls). Generated from the core's facts
// and field tables so that they cannot drift from the rules: `pnpm schema` writes them into the
// cmdlint package and a test fails when the shipped files are stale. A schema can only say what
// one value looks like; sets, the budget, localization collisions and the like stay cmdlint's.
import {
  CHANNEL_TYPE_NAMES,
  CHOICE_FIELD_SPECS,
  DOCS_BASE_URL,
  CHAT_INPUT_NAME_PATTERN,
  COMMAND_FIELD_SPECS,
  LIMITS,
  LOCALES,
  LOCALE_LANGUAGES,
  OPTION_FIELD_SPECS,
  OPTION_FIELD_TYPES,
  OPTION_TYPE_NAMES,
  PERMISSION_ENTRY_SPECS,
  RESPONSE_ONLY_CHOICE_FIELDS,
  RESPONSE_ONLY_COMMAND_FIELDS,
  RESPONSE_ONLY_OPTION_FIELDS,
  RESPONSE_ONLY_PERMISSIONS_FIELDS,
  type FieldSpec,
} from '@cmdlint/core';

type Schema = Record<string, unknown>;

/** Where the schemas live in the published cmdlint package. */
export const COMMAND_SCHEMA_FILE = 'command.schema.json';
export const PERMISSIONS_SCHEMA_FILE = 'permissions.schema.json';

/** Where the schemas are published (their \`$id\`; the SchemaStore entry points there: docs/schemastore.md). */
const SCHEMA_BASE_URL = 'https://raw.githubusercontent.com/cmdlint/cmdlint/main/packages/cli/';

/** What each field means, for hover in editors (api-facts §3, §4, §8). */
const FIELD_DOCS: Readonly<Record<string, string>> = {
  type: 'The type.',
  name: 'The name.',
  name_localizations: 'The name per locale; a value equal to the default is dropped by the service.',
  description: 'The description.',
  description_localizations: 'The description per locale; a value equal to the default is dropped by the service.',
  options: 'Parameters, subcommands or subcommand groups (at most 25; required options first).',
  default_member_permissions: 'Permission bitfield as a string of decimal digits that members need by default; "0" = administrators and explicit overwrites only; null = everyone.',
  dm_permission: 'Whether the command is available in DMs with the bot.',
  default_permission: 'Whether the command is enabled by default.',
  integration_types: 'Installation contexts where the command is available: 0 GUILD_INSTALL, 1 USER_INSTALL (global commands only).',
  contexts: 'Interaction contexts where the command can be used: 0 GUILD, 1 BOT_DM, 2 PRIVATE_CHANNEL (global commands only); null = all.',
  nsfw: 'Age-restricted command.',
  handler: 'PRIMARY_ENTRY_POINT only: 1 APP_HANDLER (the app handles the interaction) or 2 SERVICE_LAUNCH_ACTIVITY (the service launches the Activity).',
  required: 'Whether the user must fill the option (default false); required options come first.',
  choices: 'Predefined values the user picks from (at most 25).',
  channel_types: 'Channel types the user may pick.',
  min_value: 'The smallest value allowed.',
  max_value: 'The largest value allowed.',
  min_length: 'The shortest text allowed (0-6000).',
  max_length: 'The longest text allowed (1-6000).',
  autocomplete: 'The application suggests values as the user types; not together with non-empty choices.',
  file_types: 'Allowed kinds of file: "image", "video", "audio" or an extension such as ".pdf" (at most 10).',
  value: 'The value the application receives.',
  id: 'The id of a role, a user or a channel (a snowflake).',
  permission: 'true to allow, false to deny.',
  permissions: 'Permission overwrites (at most 100).',
};

const DEPRECATED: Readonly<Record<string, string>> = {
  dm_permission: 'Deprecated: use "contexts" instead (include 1, BOT_DM, to allow direct messages).',
  default_permission: 'Deprecated: use "default_member_permissions": "0" and/or "contexts".',
};

function docOf(field: string, owner: string): string {
  return FIELD_DOCS[field] === undefined ? field : `${FIELD_DOCS[field]} (${owner})`;
}

/** An integer enum with its names, as VS Code shows them in completion. */
function namedEnum(names: ReadonlyMap<number, string>, exclude: readonly number[] = []): Schema {
  const values = [...names.keys()].filter((value) => !exclude.includes(value));
  return { enum: values, enumDescriptions: values.map((value) => `${value}: ${names.get(value)}`) };
}

const KIND_TYPES: Readonly<Record<FieldSpec['kind'], string>> = {
  string: 'string',
  boolean: 'boolean',
  integer: 'integer',
  number: 'number',
  array: 'array',
  object: 'object',
};

/** The type of a field from its spec (nullable and enum names included). */
function fieldSchema(field: string, spec: FieldSpec, owner: string): Schema {
  const type = KIND_TYPES[spec.kind];
  const schema: Schema = { description: docOf(field, owner) };
  if (spec.kind === 'array' && spec.items !== undefined) {
    schema.items = spec.names !== undefined ? namedEnum(spec.names) : { type: KIND_TYPES[spec.items] };
    if (spec.names !== undefined) schema.uniqueItems = true;
  } else if (spec.names !== undefined) {
    Object.assign(schema, namedEnum(spec.names));
  }
  schema.type = spec.nullable ? [type, 'null'] : type;
  const deprecated = DEPRECATED[field];
  if (deprecated !== undefined) schema.deprecationMessage = deprecated;
  return schema;
}

function responseOnly(field: string, owner: string): Schema {
  return {
    description: `Response-only field of ${owner}: the service ignores it in a request.`,
    deprecationMessage: `"${field}" is returned by the service, not sent: remove it from the request body.`,
  };
}

/** The same constraint on the value of every locale key (a pattern or an enum ignores null). */
function everyLocale(valueSchema: Schema): Schema {
  return { type: ['object', 'null'], patternProperties: { '^': { type: ['string', 'null'], ...valueSchema } } };
}

/** The locale keys, each with its language for completion; defined once and referenced. */
function localeKeys(): Schema {
  return {
    type: ['object', 'null'],
    propertyNames: { enum: [...LOCALES] },
    properties: Object.fromEntries(LOCALES.map((locale) => [locale, { description: LOCALE_LANGUAGES.get(locale) }])),
  };
}

function localizations(valueSchema: Schema, description: string): Schema {
  return { description, allOf: [{ $ref: '#/definitions/localeKeys' }], ...everyLocale({ type: ['string', 'null'], ...valueSchema }) };
}

/** What a CHAT_INPUT name may hold, in words (an editor shows this, not the pattern, on a bad name). */
const CHAT_INPUT_NAME_WORDS =
  `1 to ${LIMITS.nameLength} characters, each a letter, a digit (of any script), "-", "_" or the apostrophe U+02BC, ` +
  'with no spaces or other punctuation, and every letter that has a lowercase form in that form (cmdlint\'s name-format and name-lowercase rules say which character is wrong).';
const CHAT_INPUT_NAME_MARKDOWN =
  `1 to ${LIMITS.nameLength} characters, each a **letter**, a **digit** (of any script), \`-\`, \`_\` or the apostrophe \`ʼ\` (U+02BC); ` +
  'no spaces or other punctuation; letters in their **lowercase** form where they have one (`ping`, `user-info`, `größe`, `नमस्ते`).';
const CHAT_INPUT_NAME: Schema = {
  type: 'string',
  minLength: 1,
  maxLength: LIMITS.nameLength,
  pattern: CHAT_INPUT_NAME_PATTERN,
  description: `The name: ${CHAT_INPUT_NAME_WORDS}`,
  markdownDescription: `The name: ${CHAT_INPUT_NAME_MARKDOWN}`,
};
/** The same rule for a localized name (the value of a locale key). */
const CHAT_INPUT_LOCALIZED_NAME: Schema = {
  type: ['string', 'null'],
  pattern: CHAT_INPUT_NAME_PATTERN,
  description: `The name in this locale: ${CHAT_INPUT_NAME_WORDS}`,
  markdownDescription: `The name in this locale: ${CHAT_INPUT_NAME_MARKDOWN}`,
};
const MENU_NAME: Schema = {
  type: 'string',
  minLength: 1,
  maxLength: LIMITS.nameLength,
  pattern: '\\S',
  description: `The name shown in the menu: 1 to ${LIMITS.nameLength} characters, not only spaces; any case and spaces are allowed.`,
  markdownDescription: `The name shown in the menu: 1 to ${LIMITS.nameLength} characters, not only spaces; any case and spaces are allowed (\`Report message\`).`,
};
const DESCRIPTION: Schema = { type: 'string', minLength: 1, maxLength: LIMITS.descriptionLength };

/** `if type is T then ...`: `type` compared only when it is present and a number. */
function whenType(types: readonly number[], then: Schema): Schema {
  return { if: { properties: { type: { enum: [...types] } }, required: ['type'] }, then };
}

function choiceSchema(valueSchema: Schema): Schema {
  const properties: Record<string, Schema> = {};
  for (const [field, spec] of CHOICE_FIELD_SPECS) properties[field] = fieldSchema(field, spec, 'a choice');
  properties.name = { ...properties.name, ...{ type: 'string', minLength: 1, maxLength: LIMITS.choiceNameLength } };
  properties.name_localizations = localizations({ minLength: 1, maxLength: LIMITS.choiceNameLength }, FIELD_DOCS.name_localizations!);
  properties.value = { ...valueSchema, description: FIELD_DOCS.value };
  for (const field of RESPONSE_ONLY_CHOICE_FIELDS) properties[field] = responseOnly(field, 'a choice');
  return { type: 'object', required: ['name', 'value'], properties, additionalProperties: false };
}

function optionSchema(): Schema {
  const properties: Record<string, Schema> = {};
  for (const [field, spec] of OPTION_FIELD_SPECS) properties[field] = fieldSchema(field, spec, 'an option');
  properties.name = { ...properties.name, ...CHAT_INPUT_NAME };
  properties.description = { ...properties.description, ...DESCRIPTION };
  properties.name_localizations = localizations({ ...CHAT_INPUT_LOCALIZED_NAME, minLength: 1, maxLength: LIMITS.nameLength }, FIELD_DOCS.name_localizations!);
  properties.description_localizations = localizations({ minLength: 1, maxLength: LIMITS.descriptionLength }, FIELD_DOCS.description_localizations!);
  properties.options = { ...properties.options, maxItems: LIMITS.optionsPerArray, items: { $ref: '#/definitions/option' } };
  properties.choices = { ...properties.choices, maxItems: LIMITS.choicesPerOption, items: { type: 'object' } };
  properties.channel_types = { ...properties.channel_types, items: namedEnum(CHANNEL_TYPE_NAMES) };
  properties.min_length = { ...properties.min_length, minimum: 0, maximum: LIMITS.lengthBoundMax };
  properties.max_length = { ...properties.max_length, minimum: 1, maximum: LIMITS.lengthBoundMax };
  properties.file_types = { ...properties.file_types, maxItems: LIMITS.fileTypes, items: { type: 'string', pattern: '^(?:[Ii][Mm][Aa][Gg][Ee]|[Vv][Ii][Dd][Ee][Oo]|[Aa][Uu][Dd][Ii][Oo]|\\.[\\s\\S]+)$' } };
  for (const field of RESPONSE_ONLY_OPTION_FIELDS) properties[field] = responseOnly(field, 'an option');

  // Which fields each option type allows (api-facts §4): a field of some types only is defined in
  // the \`then\` of each type that has it, and must be absent from the others, so that an editor's
  // completion in an INTEGER option offers min_value, not min_length or file_types. The names
  // allowed at all are checked by propertyNames (additionalProperties sees no \`then\`), which
  // completion is told not to read.
  const allTypes = [...OPTION_TYPE_NAMES.keys()];
  const ofSomeTypes = new Map([...OPTION_FIELD_TYPES].filter(([, types]) => !allTypes.every((type) => types.has(type))));
  const common: Record<string, Schema> = {};
  for (const [field, schema] of Object.entries(properties)) if (!ofSomeTypes.has(field)) common[field] = schema;
  // What a type that does not take a field still accepts of it, never offered: the service takes
  // autocomplete: false and an empty choices array on every option type.
  const acceptedElsewhere: Record<string, Schema> = { choices: { type: 'array', maxItems: 0, doNotSuggest: true }, autocomplete: { const: false, doNotSuggest: true } };
  const byType: Schema[] = [];
  for (const type of allTypes) {
    const own: Record<string, Schema | false> = {};
    for (const [field, types] of ofSomeTypes) own[field] = types.has(type) ? properties[field]! : (acceptedElsewhere[field] ?? false);
    byType.push(whenType([type], { properties: own }));
  }
  const SAFE = Number.MAX_SAFE_INTEGER;
  const BOUND = 2 ** 53;
  return {
    type: 'object',
    required: ['type', 'name', 'description'],
    properties: common,
    propertyNames: { enum: Object.keys(properties), doNotSuggest: true, description: 'A field of an option.' },
    allOf: [
      ...byType,
      whenType([1], { properties: { options: { type: 'array', items: { type: 'object', properties: { type: { type: 'integer', ...namedEnum(OPTION_TYPE_NAMES, [1, 2]) } } } } } }),
      whenType([2], { properties: { options: { type: 'array', items: { type: 'object', properties: { type: { type: 'integer', enum: [1], enumDescriptions: ['1: SUB_COMMAND'] } } } } } }),
      whenType([3], { properties: { choices: { type: 'array', items: choiceSchema({ type: 'string', minLength: 1, maxLength: LIMITS.choiceStringValueLength }) } } }),
      whenType([4], {
        properties: {
          choices: { type: 'array', items: choiceSchema({ type: 'integer', minimum: -SAFE, maximum: SAFE }) },
          min_value: { type: 'integer', minimum: -SAFE, maximum: SAFE },
          max_value: { type: 'integer', minimum: -SAFE, maximum: SAFE },
        },
      }),
      whenType([10], {
        properties: {
          choices: { type: 'array', items: choiceSchema({ type: 'number', minimum: -BOUND, maximum: BOUND }) },
          min_value: { type: 'number', minimum: -BOUND, maximum: BOUND },
          max_value: { type: 'number', minimum: -BOUND, maximum: BOUND },
        },
      }),
    ],
  };
}

function commandSchemaDefinition(): Schema {
  const properties: Record<string, Schema> = {};
  for (const [field, spec] of COMMAND_FIELD_SPECS) properties[field] = fieldSchema(field, spec, 'a command');
  properties.name = { ...properties.name, type: 'string', minLength: 1, maxLength: LIMITS.nameLength };
  properties.name_localizations = localizations({ minLength: 1, maxLength: LIMITS.nameLength }, FIELD_DOCS.name_localizations!);
  properties.description_localizations = localizations({ maxLength: LIMITS.descriptionLength }, FIELD_DOCS.description_localizations!);
  properties.options = { ...properties.options, maxItems: LIMITS.optionsPerArray, items: { $ref: '#/definitions/option' } };
  properties.default_member_permissions = { ...properties.default_member_permissions, pattern: '^\\d+$' };
  for (const field of RESPONSE_ONLY_COMMAND_FIELDS) properties[field] = responseOnly(field, 'a command');
  // `id` is what keeps a renamed command (and its permission overwrites) in a bulk overwrite.
  properties.id = { type: 'string', pattern: '^[1-9]\\d{0,19}$', description: 'The registered id: in a bulk overwrite it keeps a renamed command and its permission overwrites; elsewhere it is ignored.' };
  properties.$schema = { type: 'string', description: 'The schema of this file, for editors. cmdlint does not report it, but the service would receive it if the file is sent as is.' };
  const chatInput = {
    properties: { name: CHAT_INPUT_NAME, description: DESCRIPTION, name_localizations: everyLocale(CHAT_INPUT_LOCALIZED_NAME), handler: false },
    required: ['name', 'description'],
  };
  return {
    type: 'object',
    required: ['name'],
    properties: { ...properties, type: { ...properties.type, default: 1 } },
    additionalProperties: false,
    allOf: [
      // CHAT_INPUT is the type when `type` is absent.
      { if: { not: { properties: { type: true }, required: ['type'] } }, then: chatInput },
      whenType([1], chatInput),
      whenType([2, 3], {
        properties: {
          name: MENU_NAME,
          name_localizations: everyLocale({ pattern: '\\S' }),
          description: { enum: ['', null], description: 'USER and MESSAGE commands have no description: leave it out.' },
          description_localizations: everyLocale({ enum: ['', null] }),
          options: false,
          handler: false,
        },
      }),
      whenType([4], { properties: { description: DESCRIPTION, options: false } }),
    ],
  };
}

/** The schema of a command file: one command (create or edit body) or an array of commands (a bulk overwrite). */
export function commandSchema(): Schema {
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `${SCHEMA_BASE_URL}${COMMAND_SCHEMA_FILE}`,
    title: 'Application command',
    description: `An application command body, or an array of them (a bulk overwrite). Generated by cmdlint from its facts; cmdlint checks what a schema cannot (${DOCS_BASE_URL}).`,
    definitions: { command: commandSchemaDefinition(), option: optionSchema(), localeKeys: localeKeys() },
    oneOf: [
      { $ref: '#/definitions/command' },
      { type: 'array', items: { $ref: '#/definitions/command' } },
    ],
  };
}

/** The schema of a permissions body (`PUT .../permissions`). */
export function permissionsSchema(): Schema {
  const entry: Record<string, Schema> = {};
  for (const [field, spec] of PERMISSION_ENTRY_SPECS) entry[field] = fieldSchema(field, spec, 'a permission entry');
  entry.id = { ...entry.id, pattern: '^(?:0|[1-9]\\d{0,19})$' };
  const body: Record<string, Schema> = {
    $schema: { type: 'string', description: 'The schema of this file, for editors.' },
    permissions: {
      type: 'array',
      description: FIELD_DOCS.permissions,
      maxItems: LIMITS.permissionEntries,
      items: { type: 'object', required: ['id', 'type', 'permission'], properties: entry, additionalProperties: false },
    },
  };
  for (const field of RESPONSE_ONLY_PERMISSIONS_FIELDS) body[field] = responseOnly(field, 'a permissions body');
  return {
    $schema: 'http://json-schema.org/draft-07/schema#',
    $id: `${SCHEMA_BASE_URL}${PERMISSIONS_SCHEMA_FILE}`,
    title: 'Application command permissions',
    description: 'The body of a request that sets the permission overwrites of a command in a guild. Generated by cmdlint from its facts.',
    type: 'object',
    required: ['permissions'],
    properties: body,
    additionalProperties: false,
  };
}
