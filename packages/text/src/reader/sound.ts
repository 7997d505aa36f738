// Which diagnostics of a body with unknown parts still hold, whatever the unknown parts are.
// Each rule is in one class by what it reads (its evidence); a rule in no class is kept only on a
// body with nothing unknown, so a new rule is silent on such bodies until it is classed here
// (test/source/sound-classes.test.ts lists every rule). The property test replaces values by
// unknowns and checks that no error appears (test/properties/source-unknowns.test.ts).
import type { Diagnostic, Path } from '@cmdlint/core';
import { placeIn, type LoweredBody, type PlaceInfo } from './lower.js';

/**
 * Rules that judge the value at their path, given the types of the command and options around
 * it: a known value there is judged the same whatever else is unknown.
 */
const VALUE_RULES = new Set([
  'autocomplete-with-choices',
  'bounds-order',
  'channel-types-unpickable',
  'choice-name',
  'choice-value',
  'command-field-by-type',
  'context-menu-description',
  'context-menu-name',
  'default-member-permissions',
  'deprecated-field',
  'description-length',
  'edit-type-immutable',
  'entry-point-in-guild',
  'enum-value',
  'field-type',
  'file-types',
  'guild-bot-dm',
  'guild-ignored-field',
  'handler-embedded',
  'integration-types-subset',
  'length-bounds',
  'locale-key',
  'localization-equals-default',
  'name-format',
  'name-length',
  'name-lowercase',
  'nsfw-discoverable',
  'number-as-string',
  'numeric-bounds',
  'option-field-by-type',
  'option-nesting',
  'response-only-field',
  'snowflake',
  'unknown-field',
  'unknown-permission-bits',
]);

/** Rules that stay true whatever is added to what is known: duplicates, counts, the budget. */
const GROWING_RULES = new Set([
  'command-budget',
  'command-type-limit',
  'bulk-size',
  'duplicate-array-value',
  'localized-option-name-collision',
  'max-choices',
  'max-options',
  'subcommand-mix',
  'unique-command-name',
  'unique-option-name',
]);

/** Rules that read every key of the object at (or holding) their path, absent ones too, and the elements of the arrays it holds. */
const OBJECT_RULES = new Set(['required-field', 'empty-subcommand-group', 'localization-fallback', 'private-channel-without-user-install']);

/** Rules that read one field of every element of the array holding their path. */
const SIBLING_RULES: Readonly<Record<string, string>> = { 'required-before-optional': 'required' };

/** Every rule with a class (for the test that each rule of the core has one). */
export const CLASSED_RULES: ReadonlySet<string> = new Set([...VALUE_RULES, ...GROWING_RULES, ...OBJECT_RULES, ...Object.keys(SIBLING_RULES)]);

function placeAt(body: LoweredBody, path: Path): PlaceInfo | undefined {
  return placeIn(body, path);
}

/** Whether an object's field is known: present with a known value, or absent from an object with no unknown keys. */
function fieldKnown(place: PlaceInfo | undefined, value: unknown, field: string): boolean {
  if (!place) return false;
  if (place.unknownKeys?.has(field)) return false;
  if (typeof value === 'object' && value !== null && Object.prototype.hasOwnProperty.call(value, field)) return true;
  return place.open !== true;
}

function valueAt(root: unknown, path: Path): unknown {
  let at = root;
  for (const step of path) {
    if (typeof at !== 'object' || at === null) return undefined;
    at = (at as Record<string | number, unknown>)[step];
  }
  return at;
}

/** The `type` of the command and of every option object on the way to `path` is known. */
function typesKnown(body: LoweredBody, path: Path): boolean {
  for (let depth = 0; depth <= path.length; depth++) {
    const prefix = path.slice(0, depth);
    const value = valueAt(body.value, prefix);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    // Objects that carry a type: the command (the root) and options (elements of an options array).
    const isCommand = depth === 0;
    const isOption = depth >= 2 && path[depth - 2] === 'options';
    if ((isCommand || isOption) && !fieldKnown(placeAt(body, prefix), value, 'type')) return false;
  }
  return true;
}

/** The deepest path of `path` that exists in the value, and whether the path itself exists. */
function existingPrefix(body: LoweredBody, path: Path): Path {
  for (let depth = path.length; depth >= 0; depth--) if (placeIn(body, path.slice(0, depth)) !== undefined) return path.slice(0, depth);
  return [];
}

function impliedOnTheWay(body: LoweredBody, path: Path): boolean {
  for (let depth = 1; depth <= path.length; depth++) if (placeAt(body, path.slice(0, depth))?.implied) return true;
  return false;
}

/** Whether a diagnostic of `body` holds whatever its unknown parts are. */
export function holds(body: LoweredBody, diagnostic: Diagnostic): boolean {
  const { path, ruleId } = diagnostic;
  if (impliedOnTheWay(body, path)) return false; // the library wrote it: nothing the author can change
  if (body.complete) return true;
  if (VALUE_RULES.has(ruleId) || GROWING_RULES.has(ruleId)) return typesKnown(body, path);
  if (OBJECT_RULES.has(ruleId)) {
    const existing = existingPrefix(body, path);
    let objectPath = existing.length === path.length && typeof valueAt(body.value, path) === 'object' ? path : existing.length === path.length ? path.slice(0, -1) : existing;
    // A path into an array (contexts[0]) is judged by the object holding the array, whose other
    // fields the rule reads too (integration_types beside contexts).
    while (objectPath.length > 0 && Array.isArray(valueAt(body.value, objectPath))) objectPath = objectPath.slice(0, -1);
    const place = placeAt(body, objectPath);
    if (place === undefined || place.open || place.unknownKeys || !typesKnown(body, objectPath)) return false;
    // A localization dictionary is read beside its default (the owner's name or description).
    const last = objectPath[objectPath.length - 1];
    if (typeof last === 'string' && last.endsWith('_localizations')) {
      const owner = objectPath.slice(0, -1);
      if (!fieldKnown(placeAt(body, owner), valueAt(body.value, owner), last.slice(0, -'_localizations'.length))) return false;
    }
    // The arrays and dictionaries it holds are read too (contexts without 1, an empty options array).
    const object = valueAt(body.value, objectPath);
    if (typeof object === 'object' && object !== null) {
      for (const key of Object.keys(object)) {
        const held = [...objectPath, key];
        if (placeAt(body, held)?.open) return false;
        // The objects of an array it holds are told apart by their type (a group's subcommands).
        const items = (object as Record<string, unknown>)[key];
        if (Array.isArray(items)) for (let i = 0; i < items.length; i++) if (typeof items[i] === 'object' && items[i] !== null && !fieldKnown(placeAt(body, [...held, i]), items[i], 'type')) return false;
      }
    }
    return true;
  }
  const field = Object.prototype.hasOwnProperty.call(SIBLING_RULES, ruleId) ? SIBLING_RULES[ruleId] : undefined;
  if (field !== undefined) {
    const arrayPath = path.slice(0, -1);
    const array = valueAt(body.value, arrayPath);
    if (!Array.isArray(array) || !typesKnown(body, path)) return false;
    for (let i = 0; i < array.length; i++) if (!fieldKnown(placeAt(body, [...arrayPath, i]), array[i], field)) return false;
    return true;
  }
  return false;
}
