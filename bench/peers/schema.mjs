// A JSON Schema (draft-07) of the structural rules of application command bodies, written from
// api-facts §1-§5: what a careful user would write for ajv. What a schema cannot say is left out:
// required-before-optional (order), unique names and localized-name collisions (uniqueness of a
// field across items), the 8000 budget (a sum), per-type counts of a set, and the exact lowercase
// rule (approximated: no \p{Lu} or \p{Lt} letter).

import { LOCALES } from '../lib/facts.mjs';

const MAX_SAFE = Number.MAX_SAFE_INTEGER;

const chatName = {
  type: 'string',
  pattern: "^(?:(?![\\p{Lu}\\p{Lt}])[-_\\u02BC\\p{L}\\p{N}\\p{sc=Deva}\\p{sc=Thai}]){1,32}$",
};
const description = { type: 'string', minLength: 1, maxLength: 100 };
const label = { type: 'string', minLength: 1, maxLength: 32, pattern: '\\S' };

/** A localization dictionary: known locale keys only, each value like the base field (or null). */
const localized = (value) => ({
  type: ['object', 'null'],
  propertyNames: { enum: LOCALES },
  additionalProperties: { ...value, type: ['string', 'null'] },
});

const nameAndDescription = {
  name: chatName,
  name_localizations: localized(chatName),
  description,
  description_localizations: localized(description),
};

const choice = (value) => ({
  type: 'object',
  required: ['name', 'value'],
  additionalProperties: false,
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100 },
    name_localizations: localized({ type: 'string', minLength: 1, maxLength: 100 }),
    value,
  },
});

const integer = { type: 'integer', minimum: -MAX_SAFE, maximum: MAX_SAFE };
const number = { type: 'number', minimum: -(2 ** 53), maximum: 2 ** 53 };

/** `autocomplete: true` only without choices (an empty array is allowed). */
const autocompleteExcludesChoices = {
  if: { required: ['autocomplete'], properties: { autocomplete: { const: true } } },
  then: { properties: { choices: { type: 'array', maxItems: 0 } } },
};

function optionOf(type, extra = {}, rest = {}) {
  return {
    type: 'object',
    required: ['type', 'name', 'description'],
    additionalProperties: false,
    properties: { type: { const: type }, ...nameAndDescription, ...extra },
    ...rest,
  };
}

const choosable = (value, bounds) => optionOf(
  value === 'string' ? 3 : value === 'integer' ? 4 : 10,
  {
    required: { type: 'boolean' },
    autocomplete: { type: 'boolean' },
    choices: { type: 'array', maxItems: 25, items: choice(value === 'string' ? { type: 'string', minLength: 1, maxLength: 100 } : value === 'integer' ? integer : number) },
    ...bounds,
  },
  autocompleteExcludesChoices,
);

const BASIC = {
  3: choosable('string', { min_length: { type: 'integer', minimum: 0, maximum: 6000 }, max_length: { type: 'integer', minimum: 1, maximum: 6000 } }),
  4: choosable('integer', { min_value: integer, max_value: integer }),
  10: choosable('number', { min_value: number, max_value: number }),
  5: optionOf(5, { required: { type: 'boolean' } }),
  6: optionOf(6, { required: { type: 'boolean' } }),
  8: optionOf(8, { required: { type: 'boolean' } }),
  9: optionOf(9, { required: { type: 'boolean' } }),
  7: optionOf(7, {
    required: { type: 'boolean' },
    channel_types: { type: 'array', uniqueItems: true, items: { enum: [0, 1, 2, 3, 4, 5, 10, 11, 12, 13, 14, 15, 16] } },
  }),
  11: optionOf(11, {
    required: { type: 'boolean' },
    file_types: { type: 'array', maxItems: 10, items: { type: 'string', pattern: '^(?:[Ii][Mm][Aa][Gg][Ee]|[Vv][Ii][Dd][Ee][Oo]|[Aa][Uu][Dd][Ii][Oo]|\\..+)$' } },
  }),
};

/** One `if type = T then <schema of T>` per type, after the type itself is checked. */
function byType(types, schemas) {
  return {
    type: 'object',
    required: ['type'],
    properties: { type: { enum: types } },
    allOf: types.map((t) => ({ if: { properties: { type: { const: t } } }, then: schemas[t] })),
  };
}

const options = (items) => ({ type: 'array', maxItems: 25, items });

const access = {
  default_member_permissions: { type: ['string', 'null'], pattern: '^[0-9]+$' },
  contexts: { type: ['array', 'null'], uniqueItems: true, items: { enum: [0, 1, 2] } },
  integration_types: { type: 'array', uniqueItems: true, items: { enum: [0, 1] } },
  nsfw: { type: 'boolean' },
  dm_permission: { type: 'boolean' },
  default_permission: { type: ['boolean', 'null'] },
  id: { type: 'string', pattern: '^[1-9][0-9]{0,19}$' },
};

const chatInput = {
  type: 'object',
  required: ['name', 'description'],
  additionalProperties: false,
  properties: {
    type: { const: 1 },
    ...nameAndDescription,
    ...access,
    // Top level: either basic options, or subcommands and groups; never both.
    options: {
      ...options({ $ref: '#/definitions/topOption' }),
      if: { contains: { type: 'object', properties: { type: { enum: [1, 2] } } } },
      then: { items: { type: 'object', properties: { type: { enum: [1, 2] } } } },
    },
  },
};

const contextMenu = (type) => ({
  type: 'object',
  required: ['type', 'name'],
  additionalProperties: false,
  properties: {
    type: { const: type },
    name: label,
    name_localizations: localized(label),
    description: { enum: ['', null] },
    description_localizations: { type: ['object', 'null'], propertyNames: { enum: LOCALES }, additionalProperties: { enum: ['', null] } },
    ...access,
  },
});

const entryPoint = {
  type: 'object',
  required: ['type', 'name', 'handler'],
  additionalProperties: false,
  properties: {
    type: { const: 4 },
    name: label,
    name_localizations: localized(label),
    description,
    description_localizations: localized(description),
    handler: { enum: [1, 2] },
    ...access,
  },
};

export const schema = {
  $schema: 'http://json-schema.org/draft-07/schema#',
  $id: 'https://cmdlint.invalid/bench/application-commands.schema.json',
  title: 'A bulk overwrite of application commands (structural rules only)',
  type: 'array',
  items: { $ref: '#/definitions/command' },
  definitions: {
    command: {
      type: 'object',
      properties: { type: { enum: [1, 2, 3, 4] } },
      allOf: [
        { if: { not: { required: ['type'] } }, then: chatInput },
        { if: { required: ['type'], properties: { type: { const: 1 } } }, then: chatInput },
        { if: { required: ['type'], properties: { type: { const: 2 } } }, then: contextMenu(2) },
        { if: { required: ['type'], properties: { type: { const: 3 } } }, then: contextMenu(3) },
        { if: { required: ['type'], properties: { type: { const: 4 } } }, then: entryPoint },
      ],
    },
    basicOption: byType([3, 4, 5, 6, 7, 8, 9, 10, 11], BASIC),
    subcommand: optionOf(1, { options: options({ $ref: '#/definitions/basicOption' }) }),
    group: optionOf(2, { options: options({ $ref: '#/definitions/subcommand' }) }),
    topOption: byType([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11], {
      ...BASIC,
      1: { $ref: '#/definitions/subcommand' },
      2: { $ref: '#/definitions/group' },
    }),
  },
};
