// Files that keep their commands under a key: `{"commands": [...]}`, `{"global": [...], "guild":
// [...]}`, `{"interactions": [...]}`, a map of guild ids to arrays. What the API takes is the array
// inside, so that is what is linted, at its place in the file; the wrapper itself gets one warning.
// This is the text layer's business, not the core's: the core lints request bodies, and where a
// file keeps its bodies (and a set's "body" pointer) is a matter of files.
import type { Path, Scope } from '@cmdlint/core';
import { parsePointer } from '@cmdlint/text';

/** One body found in a wrapper. */
export interface WrappedPart {
  /** Where the body is in the file. */
  readonly path: Path;
  readonly value: unknown;
  /** The scope its key says (`global`, `guild`, a guild id); undefined: the set's. */
  readonly scope?: Scope;
  /** The guild its key names (a snowflake key). */
  readonly guildId?: string;
}

export interface Unwrapped {
  readonly parts: readonly WrappedPart[];
  /** A set's "body" pointer that names nothing in this file. */
  readonly missing?: string;
}

/** Keys under which files keep an array of commands of the set's scope (an empty array too). */
const BODY_KEYS = new Set(['commands', 'interactions', 'applicationCommands', 'application_commands']);
/** A guild id as a key: 17-20 digits. */
const SNOWFLAKE = /^[1-9]\d{16,19}$/;
/** Words of a key that say its commands go to a guild (a test or developers' guild) or everywhere. */
const GUILD_WORDS = new Set(['guild', 'guilds', 'dev', 'devs', 'developer', 'developers', 'test', 'testing', 'staging', 'debug', 'beta', 'private', 'owner']);
const GLOBAL_WORDS = new Set(['global', 'public', 'prod', 'production', 'live', 'release']);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const has = (object: Record<string, unknown>, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** An object with `name` and one of `type`, `description`, `options`: a command (api-facts §3). */
function isCommandObject(value: unknown): boolean {
  if (!isObject(value) || !has(value, 'name')) return false;
  return has(value, 'type') || has(value, 'description') || has(value, 'options');
}

/** A permissions body: a `permissions` array and no command keys. */
function isPermissionsBody(value: Record<string, unknown>): boolean {
  return has(value, 'permissions') && Array.isArray(value.permissions) && !isCommandObject(value);
}

/** An array that can be a bulk overwrite: objects only (empty too: it removes every command). */
function isBodyArray(value: unknown): value is unknown[] {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (!isObject(value[i])) return false;
  return true;
}

/** The scope a key's words say: `developerCommands`, `test_guild` → guild; `globalCommands` → global. */
function scopeOfKey(key: string): Scope | undefined {
  const words = key
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z\d]+/);
  let scope: Scope | undefined;
  for (const word of words) {
    const said: Scope | undefined = GUILD_WORDS.has(word) ? 'guild' : GLOBAL_WORDS.has(word) ? 'global' : undefined;
    if (said === undefined) continue;
    if (scope !== undefined && scope !== said) return undefined; // both said: the key decides nothing
    scope = said;
  }
  return scope;
}

/**
 * The bodies of a wrapper file, or undefined when the value is no wrapper (a command, an array, a
 * permissions body, anything else). What is taken, at the top of the file:
 * - an array of objects under `commands`, `interactions`, `applicationCommands` (empty too), or
 *   under any other key when one of its items is a command (`developerCommands`, `slash_commands`,
 *   `command`...); the key's words say its scope (`global`, `guild`, `dev`, `test`...), else the set's;
 * - `guild`/`guilds` mapping guild ids to arrays, and guild ids as keys (guild scope);
 * - commands under keys (`{"PING": {...}, "HELP": {...}}`: objects keyed by command name), when
 *   no array is there and every key names its command or every object is a command.
 * Keys that hold anything else (`"info": {...}`, `"$schema"`) are no command's fields: not linted.
 */
/** Fields of a command or an option whose arrays hold command-like objects of their own. */
const COMMAND_ARRAY_FIELDS = new Set(['options', 'choices']);

export function findWrappedBodies(value: unknown): WrappedPart[] | undefined {
  if (!isObject(value)) return undefined;
  let keys: string[];
  try {
    if (isCommandObject(value) || isPermissionsBody(value)) return undefined;
    keys = Object.keys(value);
  } catch {
    return undefined;
  }
  const parts: WrappedPart[] = [];
  const keyed: WrappedPart[] = [];
  for (const key of keys) {
    if (key === '__proto__' || key === 'constructor' || key === 'prototype') continue; // data, never a place to unwrap
    // A command's own arrays: an edit body (no name) holds subcommands under "options", never a wrapper.
    if (COMMAND_ARRAY_FIELDS.has(key)) continue;
    const inner = value[key];
    if (key === 'global' && isBodyArray(inner)) parts.push({ path: [key], value: inner, scope: 'global' });
    else if ((key === 'guild' || key === 'guilds') && isBodyArray(inner)) parts.push({ path: [key], value: inner, scope: 'guild' });
    else if ((key === 'guild' || key === 'guilds') && isObject(inner)) {
      for (const id of Object.keys(inner)) {
        if (SNOWFLAKE.test(id) && isBodyArray(inner[id])) parts.push({ path: [key, id], value: inner[id], scope: 'guild', guildId: id });
      }
    } else if (SNOWFLAKE.test(key) && isBodyArray(inner)) parts.push({ path: [key], value: inner, scope: 'guild', guildId: key });
    else if (isBodyArray(inner) && (BODY_KEYS.has(key) || inner.some(isCommandObject))) {
      const scope = scopeOfKey(key);
      parts.push(scope === undefined ? { path: [key], value: inner } : { path: [key], value: inner, scope });
    } else if (isCommandObject(inner)) keyed.push({ path: [key], value: inner });
  }
  // Commands keyed by name count when the file holds no arrays of them, and either every key
  // names its command or every object in the file is a command: `"info": {"name": ...}` beside
  // arrays of commands is the bot's, not a command.
  if (parts.length === 0 && keyed.length > 0) {
    const objects = keys.filter((key) => isObject(value[key])).length;
    const named = keyed.every((part) => String((part.value as Record<string, unknown>).name).toLowerCase() === String(part.path[0]).toLowerCase());
    if (named || objects === keyed.length) return keyed;
  }
  return parts.length > 0 ? parts : undefined;
}

/**
 * The bodies of a file: at the set's `body` pointer when it names one (the whole file for ""),
 * else the wrapper's keys when the file is a wrapper. Undefined: the file is its own body.
 */
export function unwrap(value: unknown, bodyPointer: string | undefined): Unwrapped | undefined {
  if (bodyPointer === undefined) {
    const parts = findWrappedBodies(value);
    return parts && { parts };
  }
  const steps = parsePointer(bodyPointer);
  if (steps === undefined || steps.length === 0) return undefined;
  const path: (string | number)[] = [];
  let at: unknown = value;
  for (const step of steps) {
    if (Array.isArray(at) && /^(?:0|[1-9]\d*)$/.test(step) && Number(step) < at.length) {
      path.push(Number(step));
      at = at[Number(step)];
    } else if (isObject(at) && has(at, step)) {
      path.push(step);
      at = at[step];
    } else {
      return { parts: [], missing: bodyPointer };
    }
  }
  return { parts: [{ path, value: at }] };
}

/** A command as the service answers it: `id`, `application_id` and `version` (any casing a library saves). */
function isListedCommand(value: unknown): value is Record<string, unknown> {
  if (!isObject(value) || !has(value, 'id') || !has(value, 'version')) return false;
  return has(value, 'application_id') || has(value, 'applicationId');
}

/**
 * A saved listing: what the list endpoint answers (or a library's dump of it), every command with
 * its `id`, `application_id` and `version`; `guild` when every one has a `guild_id`. Undefined: no listing.
 */
export function listingOf(value: unknown): { readonly guild: boolean } | undefined {
  try {
    const items = Array.isArray(value) ? value : [value];
    if (items.length === 0 || !items.every(isListedCommand)) return undefined;
    return { guild: items.every((item) => has(item as Record<string, unknown>, 'guild_id') || has(item as Record<string, unknown>, 'guildId')) };
  } catch {
    return undefined;
  }
}

/**
 * The bodies of a file as `cmdlint` reads them: at the set's `body` pointer when it gives one (none
 * when it names nothing), else a wrapper's parts, else the whole file. For `plan` and `explain`,
 * which take bodies, not files.
 */
export function bodiesOfFile(value: unknown, bodyPointer: string | undefined): WrappedPart[] {
  if (bodyPointer !== undefined) {
    const unwrapped = unwrap(value, bodyPointer);
    return unwrapped === undefined ? [{ path: [], value }] : [...unwrapped.parts];
  }
  return findWrappedBodies(value) ?? [{ path: [], value }];
}
