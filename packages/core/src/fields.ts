// The JSON shape of every field a request body may carry (api-facts §3, §4, §8). One table feeds
// the type check, the numbers-as-strings check and the unknown-field suggestions.
import {
  CHANNEL_TYPE_NAMES,
  COMMAND_TYPE_NAMES,
  CONTEXT_NAMES,
  HANDLER_NAMES,
  INTEGRATION_TYPE_NAMES,
  OPTION_TYPE_NAMES,
  PERMISSION_TYPE_NAMES,
} from './facts.js';
import type { ChoiceNode, CommandNode, OptionNode, PermissionEntryNode, PermissionsNode, RuleVisitors } from './nodes.js';

export type JsonKind = 'string' | 'boolean' | 'integer' | 'number' | 'array' | 'object';

export interface FieldSpec {
  readonly kind: JsonKind;
  /** `null` is accepted. */
  readonly nullable?: boolean;
  /** For arrays: the JSON kind of each item. */
  readonly items?: JsonKind;
  /** For integer fields (or integer items): the enum of allowed values and their names. */
  readonly names?: ReadonlyMap<number, string>;
  /** Another rule owns the checks of this field's value entirely. */
  readonly custom?: boolean;
}

export const COMMAND_FIELD_SPECS: ReadonlyMap<string, FieldSpec> = new Map<string, FieldSpec>([
  ['name', { kind: 'string' }],
  ['name_localizations', { kind: 'object', nullable: true }],
  // `null` is fine on USER and MESSAGE commands: the description rules decide by type.
  ['description', { kind: 'string', nullable: true }],
  ['description_localizations', { kind: 'object', nullable: true }],
  ['type', { kind: 'integer', names: COMMAND_TYPE_NAMES }],
  ['options', { kind: 'array', items: 'object' }],
  ['default_member_permissions', { kind: 'string', nullable: true, custom: true }],
  ['dm_permission', { kind: 'boolean' }],
  ['default_permission', { kind: 'boolean' }],
  ['integration_types', { kind: 'array', items: 'integer', names: INTEGRATION_TYPE_NAMES }],
  ['contexts', { kind: 'array', nullable: true, items: 'integer', names: CONTEXT_NAMES }],
  ['nsfw', { kind: 'boolean' }],
  ['handler', { kind: 'integer', names: HANDLER_NAMES }],
]);

export const OPTION_FIELD_SPECS: ReadonlyMap<string, FieldSpec> = new Map<string, FieldSpec>([
  ['type', { kind: 'integer', names: OPTION_TYPE_NAMES }],
  ['name', { kind: 'string' }],
  ['name_localizations', { kind: 'object', nullable: true }],
  ['description', { kind: 'string' }],
  ['description_localizations', { kind: 'object', nullable: true }],
  ['required', { kind: 'boolean' }],
  ['choices', { kind: 'array', items: 'object' }],
  ['options', { kind: 'array', items: 'object' }],
  ['channel_types', { kind: 'array', items: 'integer', names: CHANNEL_TYPE_NAMES }],
  ['min_value', { kind: 'number' }],
  ['max_value', { kind: 'number' }],
  ['min_length', { kind: 'integer' }],
  ['max_length', { kind: 'integer' }],
  ['autocomplete', { kind: 'boolean' }],
  ['file_types', { kind: 'array', items: 'string' }],
]);

export const CHOICE_FIELD_SPECS: ReadonlyMap<string, FieldSpec> = new Map<string, FieldSpec>([
  ['name', { kind: 'string' }],
  ['name_localizations', { kind: 'object', nullable: true }],
  // string or number by the option's type: the choice-value rule owns it.
  ['value', { kind: 'string', custom: true }],
]);

export const PERMISSIONS_BODY_SPECS: ReadonlyMap<string, FieldSpec> = new Map<string, FieldSpec>([
  ['permissions', { kind: 'array', items: 'object' }],
]);

export const PERMISSION_ENTRY_SPECS: ReadonlyMap<string, FieldSpec> = new Map<string, FieldSpec>([
  ['id', { kind: 'string' }],
  ['type', { kind: 'integer', names: PERMISSION_TYPE_NAMES }],
  ['permission', { kind: 'boolean' }],
]);

export interface FieldEntry {
  readonly field: string;
  readonly spec: FieldSpec;
}
const ENTRIES = new WeakMap<ReadonlyMap<string, FieldSpec>, readonly FieldEntry[]>();
/** A table's entries as an array, made once: a loop over it allocates nothing per node (a Map's entries would). */
export function fieldEntries(specs: ReadonlyMap<string, FieldSpec>): readonly FieldEntry[] {
  let entries = ENTRIES.get(specs);
  if (entries === undefined) ENTRIES.set(specs, (entries = Array.from(specs, ([field, spec]) => ({ field, spec }))));
  return entries;
}

/** Whether a value has the JSON kind. */
export function isKind(value: unknown, kind: JsonKind): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'boolean':
      return typeof value === 'boolean';
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
  }
}

export const KIND_WORDS: Readonly<Record<JsonKind, string>> = {
  string: 'a string',
  boolean: 'a boolean (true or false)',
  integer: 'an integer',
  number: 'a finite number',
  array: 'an array',
  object: 'an object',
};

/** Whatever can name itself in a message; the label is read only when a problem is reported. */
export interface Labelled {
  readonly label: string;
}
const PERMISSIONS_BODY: Labelled = { label: 'the permissions body' };
export function entryLabel(index: number): Labelled {
  return { label: `permission entry ${index}` };
}

/** An object of a body that the field rules check against a table of its own kind. */
export type FieldObjectNode = CommandNode | OptionNode | ChoiceNode | PermissionsNode | PermissionEntryNode;

/** What a field rule checks each kind of object against; a kind left out is not visited. */
export interface TablesByObject<T> {
  readonly command?: T;
  readonly option?: T;
  readonly choice?: T;
  readonly permissions?: T;
  readonly permissionEntry?: T;
}

type ObjectVisitors = Pick<RuleVisitors, 'command' | 'option' | 'choice' | 'permissions' | 'permissionEntry'>;

/**
 * The visitors of a rule that checks every kind of object against its own table (field-type,
 * enum-value, unknown-field, response-only-field): `check` gets the node, how a message names its
 * owner, and the table of its kind.
 */
export function visitObjects<T>(tables: TablesByObject<T>, check: (node: FieldObjectNode, owner: Labelled, table: T) => void): ObjectVisitors {
  const { command, option, choice, permissions, permissionEntry } = tables;
  return {
    command: command === undefined ? undefined : (node) => check(node, node, command),
    option: option === undefined ? undefined : (node) => check(node, node, option),
    choice: choice === undefined ? undefined : (node) => check(node, node, choice),
    permissions: permissions === undefined ? undefined : (node) => check(node, PERMISSIONS_BODY, permissions),
    permissionEntry: permissionEntry === undefined ? undefined : (node) => check(node, entryLabel(node.index), permissionEntry),
  };
}
