// nextcord: `slash_command`, `SlashOption`, `.subcommand` (python-facts.md 3.4). Name: `name=` (an
// empty one falls back) or the function's name, capitals and all (nextcord checks no name);
// description: `description=`, else the docstring's first paragraph with its lines joined by
// spaces and trimmed to 99 characters and `…`, else "No description provided."; options in
// parameter order, `required` inferred from Optional, `default=` and plain defaults.
import type { Node } from 'web-tree-sitter';
import { primitive, unknown, type Traced, type TracedObject } from '@cmdlint/text';
import { COMMAND_TYPE, Fields } from './body.js';
import { derivedString, type FileContext } from './context.js';
import { cleandoc, docstringParameters } from './docstrings.js';
import { parametersOf, type Parameter } from './params.js';
import { choicesFrom, stringifiedChoices } from './choice-list.js';
import { nextcordLocalizations } from './localizations.js';
import { callShape, dottedName, spanOf, type CallShape } from './syntax.js';

const NO_DESCRIPTION = 'No description provided.';
const MAX_CHARS = 100;

/** Keywords of nextcord's command decorators that the reader reads or that change nothing sent. */
const COMMAND_KEYWORDS = new Set(['name', 'description', 'guild_ids', 'nsfw', 'force_global', 'dm_permission', 'default_member_permissions', 'name_localizations', 'description_localizations', 'integration_types', 'contexts', 'inherit_hooks']);

/** nextcord's `_trim_text`: past the limit, the first 99 characters and `…`. */
function trimmed(text: string): string {
  const chars = [...text];
  return chars.length > MAX_CHARS ? `${chars.slice(0, MAX_CHARS - 1).join('')}…` : text;
}

/** The docstring's first paragraph, lines stripped and joined by spaces (nextcord's parse_docstring). */
function firstParagraph(doc: string): string {
  const paragraph = cleandoc(doc).split(/\n\s*\n/u, 1)[0] ?? '';
  return paragraph
    .split('\n')
    .map((line) => line.trim())
    .join(' ')
    .trim();
}

function isSlashOption(context: FileContext, node: Node | undefined): boolean {
  if (node?.type !== 'call') return false;
  const name = context.qualify(dottedName(node.childForFieldName('function')));
  return name === 'nextcord.SlashOption' || name === 'nextcord.application_command.SlashOption';
}

/** A keyword nextcord reads with `or`: an empty string is as if it were not given. */
function orKeyword(context: FileContext, call: CallShape, name: string): Traced | undefined {
  const value = context.stringKeyword(call, name);
  return value?.kind === 'primitive' && value.value === '' ? undefined : value;
}

/** A slash command's (or subcommand's) own fields, options from its parameters. */
export function nextcordCommand(context: FileContext, definition: Node, maker: CallShape, inClass: boolean, type: number): { fields: Fields; options: Traced } {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = maker.keywords.get('name');
  fields.set('name', orKeyword(context, maker, 'name') ?? derivedString(functionName.text, functionName), named ? spanOf(named.name) : spanOf(functionName));
  if (type === COMMAND_TYPE.chatInput) fields.implied('type', type, spanOf(functionName));
  fields.set('description', descriptionOf(context, definition, maker), maker.keywords.get('description') ? spanOf(maker.keywords.get('description')!.name) : spanOf(functionName));
  if (type === COMMAND_TYPE.chatInput) {
    const nsfw = maker.keywords.get('nsfw');
    if (nsfw) fields.set('nsfw', context.evaluator.value(nsfw.value), spanOf(nsfw.name));
    for (const key of ['default_member_permissions', 'dm_permission', 'integration_types', 'contexts']) {
      const argument = maker.keywords.get(key);
      if (argument) fields.unknown(key, spanOf(argument.value), 'a value nextcord converts');
    }
    localizationsOf(context, maker, fields, ['name_localizations', 'description_localizations']);
  }
  if (maker.spread || [...maker.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key))) fields.open = true;
  return { fields, options: optionsOf(context, definition, inClass) };
}

export function nextcordContextMenu(context: FileContext, definition: Node, maker: CallShape, type: number): TracedObject {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = maker.keywords.get('name');
  fields.set('name', orKeyword(context, maker, 'name') ?? derivedString(functionName.text, functionName), named ? spanOf(named.name) : spanOf(functionName));
  fields.implied('type', type, spanOf(functionName));
  for (const key of ['default_member_permissions', 'dm_permission', 'integration_types', 'contexts']) {
    const argument = maker.keywords.get(key);
    if (argument) fields.unknown(key, spanOf(argument.value), 'a value nextcord converts');
  }
  localizationsOf(context, maker, fields, ['name_localizations']);
  if (maker.spread || [...maker.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key))) fields.open = true;
  return fields.object();
}

/** The localization keywords a call gives, each as nextcord sends it (localizations.ts). */
function localizationsOf(context: FileContext, call: CallShape, fields: Fields, keys: readonly string[]): void {
  for (const key of keys) {
    const argument = call.keywords.get(key);
    if (argument) fields.set(key, nextcordLocalizations(context, argument.value), spanOf(argument.name));
  }
}

function descriptionOf(context: FileContext, definition: Node, maker: CallShape): Traced {
  const explicit = orKeyword(context, maker, 'description');
  if (explicit !== undefined) return explicit;
  const doc = context.docstring(definition);
  if (doc.kind === 'known') {
    const text = firstParagraph(doc.text);
    return derivedString(text === '' ? NO_DESCRIPTION : trimmed(text), doc.node);
  }
  return doc.kind === 'unknown' ? unknown(spanOf(doc.node), 'a docstring not known') : derivedString(NO_DESCRIPTION, definition.childForFieldName('name')!);
}

function optionsOf(context: FileContext, definition: Node, inClass: boolean): Traced {
  const parameters = parametersOf(definition, inClass);
  const doc = context.docstring(definition);
  const documented = doc.kind === 'known' ? docstringParameters(doc.text) : new Map<string, string>();
  const items = parameters.list.map((parameter) => optionOf(context, parameter, documented, doc.kind === 'unknown'));
  return { kind: 'array', items, open: parameters.open, span: spanOf(definition.childForFieldName('parameters') ?? definition) };
}

function optionOf(context: FileContext, parameter: Parameter, documented: ReadonlyMap<string, string>, docUnknown: boolean): TracedObject {
  const at = spanOf(parameter.name);
  const fields = new Fields(spanOf(parameter.name.parent ?? parameter.name));
  const option = isSlashOption(context, parameter.default) ? callShape(parameter.default!) : undefined;
  const nameNode = option ? (option.keywords.get('name')?.value ?? option.positional[0]) : undefined;
  const name = nameNode ? context.evaluator.value(nameNode) : undefined;
  const emptyName = name === undefined || (name.kind === 'primitive' && (name.value === '' || name.value === null));
  fields.set('name', emptyName ? derivedString(parameter.name.text, parameter.name) : name, nameNode ? spanOf(nameNode) : at);
  const kind = parameter.annotation ? context.annotations.kind(parameter.annotation) : undefined;
  fields.set('type', kind ? kind.type : unknown(at, 'a parameter without an annotation'), parameter.annotation ? spanOf(parameter.annotation) : at);
  for (const [field, value] of kind?.fields ?? []) fields.set(field, value, spanOf(parameter.annotation!));
  for (const field of kind?.unknownFields ?? []) fields.unknown(field, spanOf(parameter.annotation!), 'set by nextcord from the annotation');
  const descriptionNode = option ? (option.keywords.get('description')?.value ?? option.positional[1]) : undefined;
  const description = descriptionNode ? context.evaluator.value(descriptionNode) : undefined;
  const fromDoc = documented.get(parameter.name.text);
  fields.set(
    'description',
    description && !(description.kind === 'primitive' && (description.value === null || description.value === '')) ? description : fromDoc ? primitive(trimmed(fromDoc), at) : docUnknown ? unknown(at, 'a docstring not known') : derivedString(NO_DESCRIPTION, parameter.name),
    descriptionNode ? spanOf(descriptionNode) : at,
  );
  fields.set('required', requiredOf(context, parameter, option, kind?.optional === true), option?.keywords.get('required') ? spanOf(option.keywords.get('required')!.name) : at);
  if (option) {
    for (const key of ['min_value', 'max_value', 'min_length', 'max_length']) {
      const argument = option.keywords.get(key);
      if (argument) fields.set(key, context.evaluator.value(argument.value), spanOf(argument.name));
    }
    const choices = option.keywords.get('choices');
    if (choices) fields.set('choices', choicesFrom(context, choices.value, (node) => stringifiedChoices(context, node)), spanOf(choices.name));
    const autocomplete = option.keywords.get('autocomplete');
    if (autocomplete && autocomplete.value.type === 'true') fields.set('autocomplete', primitive(true, spanOf(autocomplete.value)), spanOf(autocomplete.name));
    if (option.keywords.has('channel_types')) fields.unknown('channel_types', spanOf(option.keywords.get('channel_types')!.value), 'a value nextcord converts');
    localizationsOf(context, option, fields, ['name_localizations', 'description_localizations']);
    if (option.spread || option.positional.length > 2) fields.open = true;
  }
  return fields.object();
}

/** nextcord's inference (application_command.py 1614-1629): `required=`; else optional with Optional, `default=` or a plain default; else required. */
function requiredOf(context: FileContext, parameter: Parameter, option: CallShape | undefined, optional: boolean): Traced {
  const at = spanOf(parameter.name);
  const explicit = option?.keywords.get('required') ?? (option && option.positional[2] ? { value: option.positional[2] } : undefined);
  if (explicit) {
    const value = context.evaluator.value(explicit.value);
    if (!(value.kind === 'primitive' && value.value === null)) return value;
  }
  if (optional || option?.keywords.has('default') || (parameter.default && !option)) return primitive(false, at);
  return primitive(true, at);
}
