// Both sides of a comparison in one canonical form (api-facts §10, "what they return differs from
// what was sent"): defaults filled in, what the service drops dropped, sets sorted, response-only
// and unknown fields left out. Two commands are the same on the service exactly when their
// normalised forms are equal (`sameJson`). Option order is kept: it is meaningful.
import { CommandType, OptionType } from '../facts.js';
import { has, isObject, own, type JsonObject } from '../util.js';
import type { Scope } from '../types.js';

export interface NormaliseContext {
  readonly scope: Scope;
  /** Compare the localization dictionaries (false: the list came without them; both sides drop them). */
  readonly localizations: boolean;
  /** What a command sent without `integration_types` gets. */
  readonly defaultIntegrationTypes: readonly number[];
}

/**
 * `contexts` sent absent gets "the default" (api-facts §10), which the facts do not pin down: a
 * local command without `contexts` is compared with any registered value. The marker is never
 * equal to anything and never leaves this module's callers (diff skips it).
 */
export const SERVICE_DEFAULT = '(the service default)';

/** The command type: absent means CHAT_INPUT. */
export function commandTypeOf(command: JsonObject): number {
  const type = own(command, 'type');
  return type === undefined ? 1 : typeof type === 'number' ? type : Number.NaN;
}

/** A localization dictionary as stored: `null`, `{}` and absent alike (undefined); null values and values equal to the default dropped. */
function normaliseLocalizations(value: unknown, base: unknown): Record<string, unknown> | undefined {
  if (!isObject(value)) return undefined;
  // No prototype: a locale key such as "__proto__" is plain data, and assignment stays fast.
  const out: Record<string, unknown> = Object.create(null) as Record<string, unknown>;
  const hasOwn = Object.prototype.hasOwnProperty;
  let any = false;
  for (const locale in value) {
    if (!hasOwn.call(value, locale)) continue;
    const text = value[locale];
    if (text === null || text === undefined || text === base) continue;
    out[locale] = text;
    any = true;
  }
  return any ? out : undefined;
}

/** A set of small numbers (`contexts`, `integration_types`, `channel_types`): order is not meaningful. */
function numberSet(value: unknown): unknown {
  if (!Array.isArray(value)) return value;
  if (!value.every((item) => typeof item === 'number')) return value;
  return [...new Set(value as number[])].sort((a, b) => a - b);
}

function put(out: Record<string, unknown>, key: string, value: unknown): void {
  if (value !== undefined) out[key] = value;
}

/** `base` is the default string as stored (a USER command's absent description is ""). */
function localized(out: Record<string, unknown>, source: JsonObject, field: 'name' | 'description', context: NormaliseContext, base: unknown = own(source, field)): void {
  if (!context.localizations) return;
  put(out, `${field}_localizations`, normaliseLocalizations(own(source, `${field}_localizations`), base));
}

function normaliseChoice(choice: unknown, context: NormaliseContext): unknown {
  if (!isObject(choice)) return choice;
  const out: Record<string, unknown> = {};
  put(out, 'name', own(choice, 'name'));
  localized(out, choice, 'name', context);
  put(out, 'value', own(choice, 'value'));
  return out;
}

function normaliseOption(option: unknown, context: NormaliseContext, depth: number): unknown {
  // Past MAX_DEPTH the option is kept as it is (same.ts compares it whole there too).
  if (!isObject(option) || depth > MAX_DEPTH) return option;
  const out: Record<string, unknown> = {};
  const type = own(option, 'type');
  put(out, 'type', type);
  put(out, 'name', own(option, 'name'));
  localized(out, option, 'name', context);
  put(out, 'description', own(option, 'description'));
  localized(out, option, 'description', context);
  // Returned only when true (api-facts §10).
  if (own(option, 'required') === true) out['required'] = true;
  const choices = own(option, 'choices');
  if (Array.isArray(choices) && choices.length > 0) out['choices'] = choices.map((choice) => normaliseChoice(choice, context));
  else if (choices !== undefined && choices !== null && !Array.isArray(choices)) out['choices'] = choices;
  const options = own(option, 'options');
  if (type === OptionType.SUB_COMMAND || type === OptionType.SUB_COMMAND_GROUP || options !== undefined) {
    const list = normaliseOptions(options, context, depth + 1);
    if (Array.isArray(list) ? list.length > 0 : list !== undefined) out['options'] = list;
  }
  const channelTypes = numberSet(own(option, 'channel_types'));
  if (!(Array.isArray(channelTypes) && channelTypes.length === 0)) put(out, 'channel_types', channelTypes);
  for (const field of ['min_value', 'max_value', 'min_length', 'max_length', 'file_types'] as const) put(out, field, own(option, field));
  if (own(option, 'autocomplete') === true) out['autocomplete'] = true;
  return out;
}

/** An options array (absent, `null` and `[]` alike: `[]`), order kept. */
function normaliseOptions(options: unknown, context: NormaliseContext, depth = 0): unknown {
  if (options === undefined || options === null) return [];
  if (!Array.isArray(options)) return options;
  return options.map((option) => normaliseOption(option, context, depth));
}

/** A command as the service stores it, for comparison. */
export function normaliseCommand(command: JsonObject, context: NormaliseContext): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  const type = commandTypeOf(command);
  out['type'] = type;
  put(out, 'name', own(command, 'name'));
  localized(out, command, 'name', context);
  const description = own(command, 'description');
  // USER and MESSAGE commands (and entry points without one) come back with "".
  out['description'] = type !== CommandType.CHAT_INPUT && (description === undefined || description === null) ? '' : description;
  if (out['description'] === undefined) delete out['description'];
  localized(out, command, 'description', context, out['description']);
  // A CHAT_INPUT command always has its list (maybe empty); another type only a non-empty one.
  const options = normaliseOptions(own(command, 'options'), context);
  if (type === CommandType.CHAT_INPUT || !Array.isArray(options) || options.length > 0) out['options'] = options;
  const permissions = own(command, 'default_member_permissions');
  out['default_member_permissions'] = permissions === undefined ? null : permissions;
  // dm_permission: true when absent on global commands; guild commands never carry it.
  if (context.scope === 'global') {
    const dm = own(command, 'dm_permission');
    out['dm_permission'] = dm === undefined || dm === null ? true : dm;
  }
  const defaultPermission = own(command, 'default_permission');
  out['default_permission'] = defaultPermission === undefined || defaultPermission === null ? true : defaultPermission;
  const nsfw = own(command, 'nsfw');
  out['nsfw'] = nsfw === undefined || nsfw === null ? false : nsfw;
  const integrationTypes = own(command, 'integration_types');
  out['integration_types'] = integrationTypes === undefined || integrationTypes === null ? [...context.defaultIntegrationTypes].sort((a, b) => a - b) : numberSet(integrationTypes);
  // `null` is a value of its own (guilds and the bot's DMs only), never all contexts.
  const contexts = own(command, 'contexts');
  out['contexts'] = contexts === undefined ? SERVICE_DEFAULT : numberSet(contexts);
  put(out, 'handler', own(command, 'handler'));
  return out;
}

/**
 * How deep options are normalised and values compared: far beyond any valid command (options
 * nest three levels), and shallow enough that no value, however deep or cyclic, overflows the stack.
 */
export const MAX_DEPTH = 64;

/** Deep equality of JSON values; object keys in any order. Past MAX_DEPTH levels, only the same reference is equal. */
export function sameJson(a: unknown, b: unknown, depth = 0): boolean {
  if (a === b) return true;
  if (depth > MAX_DEPTH * 4) return false;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    if (a.length !== other.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameJson(a[i], other[i], depth + 1)) return false;
    return true;
  }
  const left = a as JsonObject;
  const right = b as JsonObject;
  const keys = Object.keys(left);
  if (keys.length !== Object.keys(right).length) return false;
  for (const key of keys) if (!has(right, key) || !sameJson(left[key], right[key], depth + 1)) return false;
  return true;
}

/** Whether two normalised commands are the same on the service (a local `contexts` left to the service matches any). */
export function sameCommand(local: JsonObject, registered: JsonObject): boolean {
  if (own(local, 'contexts') === SERVICE_DEFAULT || own(registered, 'contexts') === SERVICE_DEFAULT) {
    const { contexts: _l, ...restLocal } = local;
    const { contexts: _r, ...restRegistered } = registered;
    return sameJson(restLocal, restRegistered);
  }
  return sameJson(local, registered);
}
