// A registered list saved from a library rather than from the API: discord.js serialises its
// ApplicationCommand objects in camelCase (defaultMemberPermissions, minValue, nameLocalizations).
// Read as the API's, every such field would look absent and an unchanged command would be planned
// as an update. Mapped to the API's names where the mapping is certain; refused otherwise.

const COMMAND_KEYS: Readonly<Record<string, string>> = {
  applicationId: 'application_id',
  guildId: 'guild_id',
  nameLocalizations: 'name_localizations',
  descriptionLocalizations: 'description_localizations',
  nameLocalized: 'name_localized',
  descriptionLocalized: 'description_localized',
  defaultMemberPermissions: 'default_member_permissions',
  dmPermission: 'dm_permission',
  defaultPermission: 'default_permission',
  integrationTypes: 'integration_types',
};
const OPTION_KEYS: Readonly<Record<string, string>> = {
  nameLocalizations: 'name_localizations',
  descriptionLocalizations: 'description_localizations',
  nameLocalized: 'name_localized',
  descriptionLocalized: 'description_localized',
  minValue: 'min_value',
  maxValue: 'max_value',
  minLength: 'min_length',
  maxLength: 'max_length',
  channelTypes: 'channel_types',
};
const CHOICE_KEYS: Readonly<Record<string, string>> = { nameLocalizations: 'name_localizations', nameLocalized: 'name_localized' };
/** Keys both shapes spell alike. */
const SAME = new Set(['id', 'version', 'type', 'name', 'description', 'options', 'choices', 'value', 'required', 'autocomplete', 'nsfw', 'contexts', 'handler']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Whether any command of the list has a key of the library's camelCase shape. */
export function isLibraryShape(list: readonly unknown[]): boolean {
  return list.some((item) => isObject(item) && Object.keys(item).some((key) => key in COMMAND_KEYS));
}

class Unmappable extends Error {}

function mapObject(value: unknown, keys: Readonly<Record<string, string>>, where: string): Record<string, unknown> {
  if (!isObject(value)) throw new Unmappable(`${where} is not an object`);
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    if (typeof field === 'string' && key === 'type') throw new Unmappable(`${where} has "type": ${JSON.stringify(field)}, a library's name for a number that cannot be told for certain`);
    const mapped = Object.prototype.hasOwnProperty.call(keys, key) ? keys[key]! : SAME.has(key) ? key : undefined;
    if (mapped === undefined) throw new Unmappable(`${where} has "${key}", a field of no known meaning in the API`);
    if (key === 'options') {
      if (!Array.isArray(field)) throw new Unmappable(`${where}'s "options" is not an array`);
      out.options = field.map((option, i) => mapObject(option, OPTION_KEYS, `${where}'s option ${i}`));
    } else if (key === 'choices' && field !== null) {
      if (!Array.isArray(field)) throw new Unmappable(`${where}'s "choices" is not an array`);
      out.choices = field.map((choice, i) => mapObject(choice, CHOICE_KEYS, `${where}'s choice ${i}`));
    } else out[mapped] = field;
  }
  return out;
}

/** The list in the API's names, or why it cannot be mapped for certain. */
export function fromLibraryShape(list: readonly unknown[]): { list: unknown[] } | { problem: string } {
  try {
    return { list: list.map((item, i) => mapObject(item, COMMAND_KEYS, `command ${i}`)) };
  } catch (error) {
    if (error instanceof Unmappable) return { problem: error.message };
    throw error;
  }
}
