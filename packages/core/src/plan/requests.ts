// The body to send (api-facts §10): for a bulk overwrite the exact array, with the `id`s that keep
// renames in place; per command, the requests in an order the service accepts.
import { has, own, type JsonObject } from '../util.js';
import type { Scope } from '../types.js';
import { SERVICE_DEFAULT, sameJson } from './normalise.js';
import type { LocalCommand, PlanAction, PlanRequest, RegisteredCommand } from './types.js';

export function commandsPath(scope: Scope): string {
  return scope === 'guild' ? '/applications/{application.id}/guilds/{guild.id}/commands' : '/applications/{application.id}/commands';
}

function withoutId(raw: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(raw)) {
    if (key === 'id') continue;
    Object.defineProperty(out, key, { value: raw[key], enumerable: true, writable: true, configurable: true });
  }
  return out;
}

/** The PUT body: every local command as written, a renamed one with the registered `id` first. */
export function bulkBody(local: readonly LocalCommand[], actions: readonly PlanAction[]): unknown[] {
  return local.map((command, i) => {
    const action = actions[i]!;
    if (action.action !== 'rename' || action.id === undefined || own(command.raw, 'id') === action.id) return command.raw;
    return { id: action.id, ...withoutId(command.raw) };
  });
}

/**
 * A PATCH replaces each field it carries and leaves the others (api-facts §10): a rename sends the
 * name and every other top-level field that differs, a field left out locally as the value the
 * service stores for "absent" (so that it is reset, not kept).
 */
function patchBody(command: LocalCommand, registered: RegisteredCommand): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const local = command.normalised as JsonObject;
  const before = registered.normalised as JsonObject;
  const keys = new Set([...Object.keys(local), ...Object.keys(before)]);
  for (const key of keys) {
    if (key === 'type') continue; // immutable
    const now = own(local, key);
    if (now === SERVICE_DEFAULT || (key !== 'name' && sameJson(now, own(before, key)))) continue;
    const value = has(command.raw, key) && command.raw[key] !== undefined ? command.raw[key] : now === undefined ? (key.endsWith('_localizations') ? null : undefined) : now;
    if (value !== undefined) body[key] = value;
  }
  return body;
}

/** Per command: deletes first (they free names and per-type room), then renames, updates, creates. */
export function eachRequests(scope: Scope, local: readonly LocalCommand[], registered: readonly RegisteredCommand[], actions: readonly PlanAction[]): PlanRequest[] {
  const base = commandsPath(scope);
  const deletes: PlanRequest[] = [];
  const renames: PlanRequest[] = [];
  const updates: PlanRequest[] = [];
  const creates: PlanRequest[] = [];
  actions.forEach((action, i) => {
    const command = i < local.length ? local[i] : undefined;
    switch (action.action) {
      case 'delete':
        deletes.push({ method: 'DELETE', path: `${base}/${action.id ?? '{command.id}'}`, action: i, creates: false });
        break;
      case 'replace':
        deletes.push({ method: 'DELETE', path: `${base}/${action.id ?? '{command.id}'}`, action: i, creates: false });
        creates.push({ method: 'POST', path: base, body: withoutId(command!.raw), action: i, creates: true });
        break;
      case 'rename':
        renames.push({ method: 'PATCH', path: `${base}/${action.id}`, body: patchBody(command!, registered[action.registered!]!), action: i, creates: false });
        break;
      case 'update':
        // A POST of an existing (type, name) overwrites it whole and keeps its id: not a create.
        updates.push({ method: 'POST', path: base, body: withoutId(command!.raw), action: i, creates: false });
        break;
      case 'create':
        creates.push({ method: 'POST', path: base, body: withoutId(command!.raw), action: i, creates: true });
        break;
      case 'unchanged':
        break;
    }
  });
  return [...deletes, ...renames, ...updates, ...creates];
}
