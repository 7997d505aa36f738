// The changed fields between a registered command and the local one, both normalised: fields by
// name, options matched by name within their array (so a reorder is one change, not every
// option), localizations per locale.
import { isObject, own, type JsonObject } from '../util.js';
import type { Path } from '../types.js';
import { MAX_DEPTH, SERVICE_DEFAULT, sameJson } from './normalise.js';
import type { FieldChange } from './types.js';

const LOCALIZATION_FIELDS: ReadonlySet<string> = /* @__PURE__ */ new Set(['name_localizations', 'description_localizations']);

function keysOfBoth(a: JsonObject, b: JsonObject): string[] {
  const keys = Object.keys(a);
  const seen = new Set(keys);
  for (const key of Object.keys(b)) if (!seen.has(key)) keys.push(key);
  return keys;
}

function nameOf(option: unknown): string | undefined {
  const name = isObject(option) ? own(option, 'name') : undefined;
  return typeof name === 'string' ? name : undefined;
}

function diffLocalizations(field: string, key: string, local: unknown, registered: unknown, path: Path, out: FieldChange[]): void {
  const before = isObject(registered) ? registered : {};
  const after = isObject(local) ? local : {};
  for (const locale of keysOfBoth(after, before)) {
    const was = own(before, locale);
    const now = own(after, locale);
    if (sameJson(was, now)) continue;
    const at = `${field}.${locale}`;
    if (was === undefined) out.push({ field: at, change: 'added', path: [...path, key, locale], after: now });
    else if (now === undefined) out.push({ field: at, change: 'removed', path: [...path, key], before: was });
    else out.push({ field: at, change: 'changed', path: [...path, key, locale], before: was, after: now });
  }
}

function diffOptions(prefix: string, local: unknown, registered: unknown, path: Path, out: FieldChange[], depth: number): void {
  if (depth > MAX_DEPTH || !Array.isArray(local) || !Array.isArray(registered) || !local.every(nameOf) || !registered.every(nameOf)) {
    // Not arrays of named options (the lint reports why): compared whole.
    if (!sameJson(local, registered)) out.push({ field: prefix, change: 'changed', path, before: registered, after: local });
    return;
  }
  const before = new Map<string, number>();
  registered.forEach((option, i) => {
    if (!before.has(nameOf(option)!)) before.set(nameOf(option)!, i);
  });
  const seen = new Set<string>();
  local.forEach((option, i) => {
    const name = nameOf(option)!;
    const at = `${prefix}[${name}]`;
    const index = before.get(name);
    seen.add(name);
    if (index === undefined) out.push({ field: at, change: 'added', path: [...path, i], after: option });
    else diffObject(at, option as JsonObject, registered[index] as JsonObject, [...path, i], out, depth + 1);
  });
  for (const option of registered) {
    const name = nameOf(option)!;
    if (!seen.has(name)) out.push({ field: `${prefix}[${name}]`, change: 'removed', path, before: option });
  }
  // Order of the options on both sides: meaningful, and one change when it differs.
  const localOrder = local.map(nameOf).filter((name) => before.has(name!));
  const registeredOrder = registered.map(nameOf).filter((name) => seen.has(name!));
  if (!sameJson(localOrder, registeredOrder)) out.push({ field: prefix, change: 'reordered', path, before: registeredOrder, after: localOrder });
}

/** Field by field; `prefix` is how people read the place (`options[user]`). */
function diffObject(prefix: string, local: JsonObject, registered: JsonObject, path: Path, out: FieldChange[], depth = 0): void {
  for (const key of keysOfBoth(local, registered)) {
    const now = own(local, key);
    const was = own(registered, key);
    if (now === SERVICE_DEFAULT || was === SERVICE_DEFAULT) continue;
    const at = prefix === '' ? key : `${prefix}.${key}`;
    if (LOCALIZATION_FIELDS.has(key)) diffLocalizations(at, key, now, was, path, out);
    else if (key === 'options') diffOptions(at, now, was, [...path, key], out, depth);
    else if (sameJson(now, was)) continue;
    else if (was === undefined) out.push({ field: at, change: 'added', path: [...path, key], after: now });
    else if (now === undefined) out.push({ field: at, change: 'removed', path, before: was });
    else out.push({ field: at, change: 'changed', path: [...path, key], before: was, after: now });
  }
}

/** The changes that turn `registered` into `local` (both normalised); paths point into the local body at `path`. */
export function diffCommand(local: JsonObject, registered: JsonObject, path: Path): FieldChange[] {
  const out: FieldChange[] = [];
  diffObject('', local, registered, path, out);
  return out;
}
