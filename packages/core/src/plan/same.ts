// Whether a local command and a registered one are the same on the service, decided without
// building their normalised forms: the fast path of a plan, where most commands are unchanged.
// It must agree with `sameCommand(normaliseCommand(a), normaliseCommand(b))` (normalise.ts);
// test/plan/same.property.test.ts checks that it does on random pairs.
import { CommandType, OptionType } from '../facts.js';
import { isObject, type JsonObject } from '../util.js';
import { MAX_DEPTH, commandTypeOf, sameJson, type NormaliseContext } from './normalise.js';

function get(object: JsonObject, key: string): unknown {
  return Object.prototype.hasOwnProperty.call(object, key) ? object[key] : undefined;
}

/** Two localization dictionaries, each without null values and values equal to its base. */
function sameLocalizations(a: unknown, baseA: unknown, b: unknown, baseB: unknown): boolean {
  const hasOwn = Object.prototype.hasOwnProperty;
  let keptA = 0;
  if (isObject(a)) {
    for (const locale in a) {
      if (!hasOwn.call(a, locale)) continue;
      const text = a[locale];
      if (text === null || text === undefined || text === baseA) continue;
      keptA++;
      if (!isObject(b) || !hasOwn.call(b, locale) || !sameJson(text, b[locale])) return false;
    }
  }
  let keptB = 0;
  if (isObject(b)) {
    for (const locale in b) {
      if (!hasOwn.call(b, locale)) continue;
      const text = b[locale];
      if (text !== null && text !== undefined && text !== baseB) keptB++;
    }
  }
  return keptA === keptB;
}

function sameSet(a: unknown, b: unknown): boolean {
  if (!Array.isArray(a) || !Array.isArray(b) || !a.every((x) => typeof x === 'number') || !b.every((x) => typeof x === 'number')) return sameJson(a, b);
  const left = [...new Set(a as number[])].sort((x, y) => x - y);
  const right = [...new Set(b as number[])].sort((x, y) => x - y);
  return sameJson(left, right);
}

function localizedSame(a: JsonObject, b: JsonObject, field: 'name' | 'description', context: NormaliseContext, baseA = get(a, field), baseB = get(b, field)): boolean {
  return !context.localizations || sameLocalizations(get(a, `${field}_localizations`), baseA, get(b, `${field}_localizations`), baseB);
}

function sameChoices(a: unknown, b: unknown, context: NormaliseContext): boolean {
  // `[]`, null and absent alike; anything but an array compared as it is.
  const emptyA = a === undefined || a === null || (Array.isArray(a) && a.length === 0);
  const emptyB = b === undefined || b === null || (Array.isArray(b) && b.length === 0);
  if (emptyA || emptyB) return emptyA && emptyB;
  if (!Array.isArray(a) || !Array.isArray(b)) return sameJson(a, b);
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) {
    const x = a[i];
    const y = b[i];
    if (!isObject(x) || !isObject(y)) {
      if (!sameJson(x, y)) return false;
      continue;
    }
    if (!sameJson(get(x, 'name'), get(y, 'name')) || !sameJson(get(x, 'value'), get(y, 'value')) || !localizedSame(x, y, 'name', context)) return false;
  }
  return true;
}

function sameOption(a: unknown, b: unknown, context: NormaliseContext, depth: number): boolean {
  if (!isObject(a) || !isObject(b) || depth > MAX_DEPTH) return sameJson(a, b);
  const type = get(a, 'type');
  if (!sameJson(type, get(b, 'type')) || !sameJson(get(a, 'name'), get(b, 'name')) || !sameJson(get(a, 'description'), get(b, 'description'))) return false;
  if ((get(a, 'required') === true) !== (get(b, 'required') === true)) return false;
  if ((get(a, 'autocomplete') === true) !== (get(b, 'autocomplete') === true)) return false;
  if (!localizedSame(a, b, 'name', context) || !localizedSame(a, b, 'description', context)) return false;
  if (!sameChoices(get(a, 'choices'), get(b, 'choices'), context)) return false;
  const optionsA = get(a, 'options');
  const optionsB = get(b, 'options');
  if (type === OptionType.SUB_COMMAND || type === OptionType.SUB_COMMAND_GROUP || optionsA !== undefined || optionsB !== undefined) {
    if (!sameOptions(optionsA, optionsB, context, depth + 1)) return false;
  }
  const channelsA = get(a, 'channel_types');
  const channelsB = get(b, 'channel_types');
  const noChannelsA = channelsA === undefined || (Array.isArray(channelsA) && channelsA.length === 0);
  const noChannelsB = channelsB === undefined || (Array.isArray(channelsB) && channelsB.length === 0);
  if (noChannelsA !== noChannelsB || (!noChannelsA && !sameSet(channelsA, channelsB))) return false;
  for (const field of ['min_value', 'max_value', 'min_length', 'max_length', 'file_types']) if (!sameJson(get(a, field), get(b, field))) return false;
  return true;
}

/** Absent, `null` and `[]` alike. */
function sameOptions(a: unknown, b: unknown, context: NormaliseContext, depth = 0): boolean {
  const listA = a === undefined || a === null ? [] : a;
  const listB = b === undefined || b === null ? [] : b;
  if (!Array.isArray(listA) || !Array.isArray(listB)) return sameJson(listA, listB);
  if (listA.length !== listB.length) return false;
  for (let i = 0; i < listA.length; i++) if (!sameOption(listA[i], listB[i], context, depth)) return false;
  return true;
}

function orDefault(value: unknown, fallback: unknown): unknown {
  return value === undefined || value === null ? fallback : value;
}

/** `sameCommand(normaliseCommand(local), normaliseCommand(registered))` for a local command and a registered one. */
export function sameOnService(local: JsonObject, registered: JsonObject, context: NormaliseContext): boolean {
  const type = commandTypeOf(local);
  if (!sameJson(type, commandTypeOf(registered))) return false;
  if (!sameJson(get(local, 'name'), get(registered, 'name'))) return false;
  const descriptionA = type !== CommandType.CHAT_INPUT ? orDefault(get(local, 'description'), '') : get(local, 'description');
  const descriptionB = type !== CommandType.CHAT_INPUT ? orDefault(get(registered, 'description'), '') : get(registered, 'description');
  if (!sameJson(descriptionA, descriptionB)) return false;
  if (!localizedSame(local, registered, 'name', context) || !localizedSame(local, registered, 'description', context, descriptionA, descriptionB)) return false;
  if (type === CommandType.CHAT_INPUT || get(local, 'options') !== undefined || get(registered, 'options') !== undefined) {
    if (!sameOptions(get(local, 'options'), get(registered, 'options'), context)) return false;
  }
  const permissionsA = get(local, 'default_member_permissions');
  const permissionsB = get(registered, 'default_member_permissions');
  if (!sameJson(permissionsA === undefined ? null : permissionsA, permissionsB === undefined ? null : permissionsB)) return false;
  if (context.scope === 'global' && !sameJson(orDefault(get(local, 'dm_permission'), true), orDefault(get(registered, 'dm_permission'), true))) return false;
  if (!sameJson(orDefault(get(local, 'default_permission'), true), orDefault(get(registered, 'default_permission'), true))) return false;
  if (!sameJson(orDefault(get(local, 'nsfw'), false), orDefault(get(registered, 'nsfw'), false))) return false;
  if (context.scope === 'global') {
    const defaults = context.defaultIntegrationTypes;
    if (!sameSet(orDefault(get(local, 'integration_types'), defaults), orDefault(get(registered, 'integration_types'), defaults))) return false;
    const contexts = get(local, 'contexts');
    // Absent locally: the service's default, whatever it is.
    if (contexts !== undefined && !sameSet(contexts, orDefault(get(registered, 'contexts'), null))) return false;
  }
  return sameJson(get(local, 'handler'), get(registered, 'handler'));
}
