// Files that keep their commands under a key: `{"commands": [...]}`, `{"global": [...], "guild":
// [...]}`, `{"interactions": [...]}`, a map of guild ids to arrays. What the API takes is the array
// inside, so that is what is linted, at its place in the file; the wrapper itself gets one warning.
// This is the text layer's business, not the core's: the core lints request bodies, and where a
// file keeps its bodies (and a set's "body" pointer) is a matter of files.
import type { Path, Scope } from '@cmdlint/core';

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

/** Keys under which files keep an array of commands of the set's scope. */
const BODY_KEYS = new Set(['commands', 'interactions', 'applicationCommands', 'application_commands']);
/** A guild id as a key: 17-20 digits. */
const SNOWFLAKE = /^[1-9]\d{16,19}$/;

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const has = (object: Record<string, unknown>, key: string): boolean => Object.prototype.hasOwnProperty.call(object, key);

/** An array that can be a bulk overwrite: objects only (empty too: it removes every command). */
function isBodyArray(value: unknown): value is unknown[] {
  if (!Array.isArray(value)) return false;
  for (let i = 0; i < value.length; i++) if (!isObject(value[i])) return false;
  return true;
}

/**
 * The bodies of a wrapper file, or undefined when the value is no wrapper (a command, an array, a
 * permissions body, anything else). Keys: `commands`, `interactions` (the set's scope), `global`,
 * `guild` (a scope each; `guild` may also map guild ids to arrays), guild ids (guild scope).
 */
export function findWrappedBodies(value: unknown): WrappedPart[] | undefined {
  if (!isObject(value) || has(value, 'name') || (has(value, 'permissions') && Array.isArray(value.permissions))) return undefined;
  const parts: WrappedPart[] = [];
  let keys: string[];
  try {
    keys = Object.keys(value);
  } catch {
    return undefined;
  }
  for (const key of keys) {
    const inner = value[key];
    if (BODY_KEYS.has(key) && isBodyArray(inner)) parts.push({ path: [key], value: inner });
    else if (key === 'global' && isBodyArray(inner)) parts.push({ path: [key], value: inner, scope: 'global' });
    else if ((key === 'guild' || key === 'guilds') && isBodyArray(inner)) parts.push({ path: [key], value: inner, scope: 'guild' });
    else if ((key === 'guild' || key === 'guilds') && isObject(inner)) {
      for (const id of Object.keys(inner)) {
        if (SNOWFLAKE.test(id) && isBodyArray(inner[id])) parts.push({ path: [key, id], value: inner[id], scope: 'guild', guildId: id });
      }
    } else if (SNOWFLAKE.test(key) && isBodyArray(inner)) parts.push({ path: [key], value: inner, scope: 'guild', guildId: key });
  }
  return parts.length > 0 ? parts : undefined;
}

/** The steps of a JSON pointer (RFC 6901): "/commands/0" → ["commands", "0"]; undefined when it is not one. */
export function parsePointer(pointer: string): string[] | undefined {
  if (pointer === '') return [];
  if (!pointer.startsWith('/')) return undefined;
  return pointer
    .slice(1)
    .split('/')
    .map((step) => step.replace(/~1/g, '/').replace(/~0/g, '~'));
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

/** `/a/b` for a path, escaped as a JSON pointer. */
export function toPointer(path: Path): string {
  return path.map((step) => `/${String(step).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('');
}
