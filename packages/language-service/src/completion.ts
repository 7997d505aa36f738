// Completion: the field names an object may have where the cursor is (the command's, an
// option's of its type, a choice's, a permission entry's), locale keys in localization
// dictionaries, and the numbers of enumerated values with their names: `type` by level
// (command types at the top, option types inside `options`, only subcommands in a group),
// channel types, contexts, integration types and handlers. Fields are documented with their
// descriptions in the command files' JSON Schemas; at the top of a command or a permissions body
// `"$schema"` is offered, and as its value the path of the schema the workspace installed.
import {
  CHANNEL_TYPE_NAMES,
  CHOICE_FIELDS,
  COMMAND_FIELDS,
  COMMAND_TYPE_NAMES,
  CONTEXT_NAMES,
  HANDLER_NAMES,
  INTEGRATION_TYPE_NAMES,
  LOCALES,
  LOCALE_LANGUAGES,
  OPTION_FIELDS,
  OPTION_FIELD_TYPES,
  OPTION_TYPE_NAMES,
  PERMISSION_ENTRY_FIELDS,
  PERMISSIONS_BODY_FIELDS,
  PERMISSION_TYPE_NAMES,
  UNPICKABLE_CHANNEL_TYPES,
  type Path,
} from '@cmdlint/core';
import { CompletionItemKind, type CompletionItem, type CompletionList, type Position, type Range } from 'vscode-languageserver-types';
import { bodyContext, containerOffset, roleAt, type BodyContext } from './context.js';
import { arrayNumbers, objectProperties } from './locate.js';
import { schemaDescription, type FieldOwner } from './schema-docs.js';
import type { ObjectRole } from './structure.js';
import type { DocumentText } from './text.js';

/** The JSON Schemas of the cmdlint package installed where the document is, as paths relative to it. */
export interface InstalledSchemas {
  readonly command?: string;
  readonly permissions?: string;
}

export interface CompletionOptions {
  readonly schemas?: InstalledSchemas;
}

const SCHEMA_KEY = '$schema';

const BASIC_OPTION_TYPES = [3, 4, 5, 6, 7, 8, 9, 10, 11];

interface Field {
  readonly name: string;
  readonly detail: string;
  readonly documentation?: string;
}

const OWNERS: Readonly<Partial<Record<ObjectRole['kind'], FieldOwner>>> = { command: 'command', option: 'option', choice: 'choice', permissions: 'permissions', permission: 'permission' };

/** Whether the object of `role` is the body's top (where `"$schema"` may stand). */
function isTop(role: ObjectRole): boolean {
  return role.kind === 'permissions' || (role.kind === 'command' && role.command.length === 0);
}

/** The type of the option object whose `{` is at `offset`, when it is written as a number. */
function optionTypeAt(text: string, offset: number): number | undefined {
  if (offset < 0) return undefined;
  const type = objectProperties(text, offset).get('type');
  return typeof type === 'number' ? type : undefined;
}

function fieldsFor(context: BodyContext, role: ObjectRole, objectOffset: number): Field[] {
  const owner = OWNERS[role.kind];
  const fields = ownFieldsFor(context, role, objectOffset);
  if (isTop(role)) fields.push({ name: SCHEMA_KEY, detail: 'the JSON Schema of this file, for editors' });
  return owner === undefined ? fields : fields.map((field) => ({ ...field, documentation: schemaDescription(owner, field.name) }));
}

function ownFieldsFor(context: BodyContext, role: ObjectRole, objectOffset: number): Field[] {
  switch (role.kind) {
    case 'command':
      return COMMAND_FIELDS.map((name) => ({ name, detail: 'command field' }));
    case 'option': {
      const type = optionTypeAt(context.text, objectOffset);
      const typeName = type === undefined ? undefined : OPTION_TYPE_NAMES.get(type);
      return OPTION_FIELDS.filter((name) => type === undefined || typeName === undefined || OPTION_FIELD_TYPES.get(name)?.has(type) !== false).map((name) => ({
        name,
        detail: typeName ? `${typeName} option field` : 'option field',
      }));
    }
    case 'choice':
      return CHOICE_FIELDS.map((name) => ({ name, detail: 'choice field' }));
    case 'localizations':
      return LOCALES.map((name) => ({ name, detail: LOCALE_LANGUAGES.get(name) ?? 'locale' }));
    case 'permissions':
      return PERMISSIONS_BODY_FIELDS.map((name) => ({ name, detail: 'permissions body field' }));
    case 'permission':
      return PERMISSION_ENTRY_FIELDS.map((name) => ({ name, detail: 'permission field' }));
    default:
      return [];
  }
}

function keyItems(text: DocumentText, context: BodyContext, offset: number): CompletionItem[] {
  const { location } = context;
  const token = location.token;
  const inKey = token !== undefined && token.kind === 'string';
  const objectPath = inKey ? location.path.slice(0, -1) : location.path;
  const role = roleAt(context, objectPath);
  const objectOffset = location.container;
  const existing = objectProperties(context.text, objectOffset);
  if (inKey) existing.delete(String(token.value));
  let range: Range;
  let suffix: string;
  if (token && (token.kind === 'string' || token.kind === 'word') && token.offset < offset) {
    range = text.rangeAt(token.offset, token.end);
    // A name typed inside quotes keeps what follows it; a bare word becomes a whole property start.
    suffix = token.kind === 'word' || !hasColonAfter(context.text, token.end) ? ': ' : '';
  } else {
    range = text.rangeAt(offset, offset);
    suffix = ': ';
  }
  const isLocale = role.kind === 'localizations';
  return fieldsFor(context, role, objectOffset)
    .filter((field) => !existing.has(field.name))
    .map((field, index) => ({
      label: field.name,
      kind: isLocale ? CompletionItemKind.Value : CompletionItemKind.Property,
      detail: field.detail,
      ...(field.documentation ? { documentation: field.documentation } : {}),
      sortText: String(index).padStart(3, '0'),
      filterText: `"${field.name}"`,
      textEdit: { range, newText: `"${field.name}"${suffix}` },
    }));
}

function hasColonAfter(text: string, at: number): boolean {
  for (let i = at; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 58) return true;
    if (code !== 32 && code !== 9) return false;
  }
  return false;
}

/** The values an enumerated field may take at `path`, with the names to show. */
function enumValuesAt(context: BodyContext, path: Path): { values: ReadonlyMap<number, string>; what: string; only?: readonly number[]; arrayOffset?: number } | undefined {
  const last = path[path.length - 1];
  if (typeof last === 'string') {
    const role = roleAt(context, path.slice(0, -1));
    if (last === 'type' && role.kind === 'command') return { values: COMMAND_TYPE_NAMES, what: 'command type' };
    if (last === 'type' && role.kind === 'permission') return { values: PERMISSION_TYPE_NAMES, what: 'permission type' };
    if (last === 'handler' && role.kind === 'command') return { values: HANDLER_NAMES, what: 'entry point handler' };
    if (last === 'type' && role.kind === 'option') {
      if (role.depth === 1) return { values: OPTION_TYPE_NAMES, what: 'option type' };
      // Inside a group only subcommands; inside a subcommand only basic options.
      const parentOffset = containerOffset(context, path.length - 3);
      const parentType = optionTypeAt(context.text, parentOffset);
      if (parentType === 2) return { values: OPTION_TYPE_NAMES, what: 'option type', only: [1] };
      if (parentType === 1 || role.depth === 3) return { values: OPTION_TYPE_NAMES, what: 'option type', only: BASIC_OPTION_TYPES };
      return { values: OPTION_TYPE_NAMES, what: 'option type' };
    }
    return undefined;
  }
  const field = path[path.length - 2];
  if (typeof last !== 'number' || typeof field !== 'string') return undefined;
  const role = roleAt(context, path.slice(0, -2));
  const arrayOffset = containerOffset(context, path.length - 1);
  if (field === 'channel_types' && role.kind === 'option') return { values: CHANNEL_TYPE_NAMES, what: 'channel type', arrayOffset };
  if (field === 'contexts' && role.kind === 'command') return { values: CONTEXT_NAMES, what: 'interaction context', arrayOffset };
  if (field === 'integration_types' && role.kind === 'command') return { values: INTEGRATION_TYPE_NAMES, what: 'integration type', arrayOffset };
  return undefined;
}

/** The installed schema for the body's kind as the value of a top `"$schema"`. */
function schemaValueItems(text: DocumentText, context: BodyContext, offset: number, schemas: InstalledSchemas | undefined): CompletionItem[] {
  const { location } = context;
  const path = location.path;
  if (path.length !== 1 || path[0] !== SCHEMA_KEY || !isTop(roleAt(context, []))) return [];
  const schema = context.shape === 'permissions' ? schemas?.permissions : schemas?.command;
  if (schema === undefined) return [];
  const token = location.token;
  const replacing = token !== undefined && (token.kind === 'string' || token.kind === 'word') && token.offset < offset;
  const range = replacing ? text.rangeAt(token.offset, token.end) : text.rangeAt(offset, offset);
  return [
    {
      label: JSON.stringify(schema),
      kind: CompletionItemKind.File,
      detail: `the ${context.shape === 'permissions' ? 'permissions' : 'command'} schema of the installed cmdlint package`,
      documentation: 'Editors without the cmdlint language server (VS Code\'s JSON support, JetBrains, jsonls) then complete and check this file. cmdlint does not report the key, but the API would receive it if the file were sent as is.',
      filterText: JSON.stringify(schema),
      textEdit: { range, newText: JSON.stringify(schema) },
    },
  ];
}

function valueItems(text: DocumentText, context: BodyContext, offset: number): CompletionItem[] {
  const { location } = context;
  const token = location.token;
  const found = enumValuesAt(context, location.path);
  if (!found) return [];
  const replacing = token !== undefined && (token.kind === 'number' || token.kind === 'word') && token.offset < offset;
  const range = replacing ? text.rangeAt(token.offset, token.end) : text.rangeAt(offset, offset);
  const present = new Set(found.arrayOffset === undefined ? [] : arrayNumbers(context.text, found.arrayOffset));
  if (replacing && typeof token.value === 'number') present.delete(token.value);
  const items: CompletionItem[] = [];
  for (const [value, name] of found.values) {
    if (found.only && !found.only.includes(value)) continue;
    if (present.has(value)) continue;
    const unpickable = found.values === CHANNEL_TYPE_NAMES && UNPICKABLE_CHANNEL_TYPES.has(value);
    items.push({
      label: String(value),
      labelDetails: { description: name },
      kind: CompletionItemKind.EnumMember,
      detail: `${value} = ${name} (${found.what})`,
      ...(unpickable ? { documentation: 'Users can never pick a channel of this type in an option.' } : {}),
      sortText: `${unpickable ? 1 : 0}${String(value).padStart(4, '0')}`,
      filterText: `${value} ${name}`,
      textEdit: { range, newText: String(value) },
    });
  }
  return items;
}

/** The completion list at a position. */
export function doComplete(text: DocumentText, position: Position, options: CompletionOptions = {}): CompletionList {
  const offset = text.offsetAt(position);
  const context = bodyContext(text.text, offset);
  const { location } = context;
  let items: CompletionItem[] = [];
  if (location.atKey && location.containerType === 'object') items = keyItems(text, context, offset);
  else if (location.atValue) items = [...valueItems(text, context, offset), ...schemaValueItems(text, context, offset, options.schemas)];
  return { isIncomplete: false, items };
}
