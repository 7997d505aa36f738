// disnake: `slash_command`, `Param`, `sub_command`/`sub_command_group`, docstrings (python-facts.md
// 3.5). Name: `name=` or the function's name; description: `description=`, else all the docstring
// before its first numpydoc header, newlines kept, not trimmed; options from the parameters
// (`Param(...)` defaults, `Range`, `Literal`), described by `Param` or the docstring's
// `Parameters` entries, sorted required first.
import type { Node } from 'web-tree-sitter';
import { primitive, unknown, type Traced, type TracedObject } from '@cmdlint/text';
import { COMMAND_TYPE, Fields } from './body.js';
import { derivedString, type FileContext } from './context.js';
import { beforeFirstHeader, disnakeLocalizationKey, disnakeParameters } from './docstrings.js';
import { choicesFrom, stringifiedChoices } from './choice-list.js';
import { disnakeLocalized } from './localizations.js';
import { allAtLeast } from './versions.js';
import { parametersOf, type Parameter } from './params.js';
import { disnakePermissions, disnakePermissionsKeyword } from './permissions.js';
import { callShape, dottedName, spanOf, type CallShape, type Span } from './syntax.js';

/** What disnake sends where nothing describes a command or an option. */
const NO_DESCRIPTION = '-';

const COMMAND_KEYWORDS = new Set(['name', 'description', 'guild_ids', 'nsfw', 'dm_permission', 'default_member_permissions', 'auto_sync', 'extras', 'connectors', 'options', 'install_types', 'contexts']);

function isParam(context: FileContext, node: Node | undefined): boolean {
  if (node?.type !== 'call') return false;
  const name = context.qualify(dottedName(node.childForFieldName('function')));
  return name === 'disnake.ext.commands.Param' || name === 'disnake.ext.commands.param' || name === 'disnake.ext.commands.params.Param';
}

/**
 * A `name=`, `description=` or `desc=` value: a string, or a `Localized`'s string and localizations
 * (localizations.ts). An empty string or None is as if not given: disnake reads a name with `or`
 * and fills a falsy string from the function, the parameter or the docstring (`Localized._upgrade`).
 */
function textArgument(context: FileContext, node: Node | undefined): { readonly value: Traced | undefined; readonly localizations: Traced | undefined } {
  if (!node) return { value: undefined, localizations: undefined };
  const localized = disnakeLocalized(context, node);
  const value = localized ? localized.string : context.evaluator.value(node);
  if (value?.kind === 'primitive' && (value.value === '' || value.value === null)) return { value: undefined, localizations: localized?.localizations };
  return { value: value?.kind === 'primitive' && typeof value.value !== 'string' ? unknown(value.span, 'not a string') : value, localizations: localized?.localizations };
}

/** A field's localizations: a `Localized`'s, or the bot's i18n files' where a docstring `{{KEY}}` names them (both at once: disnake raises, unknown too). */
function localizationsField(fields: Fields, key: string, given: Traced | undefined, keyed: boolean, at: Span): void {
  if (keyed) fields.unknown(key, at, given ? 'a Localized beside a docstring key, which disnake refuses' : "localizations from the bot's i18n files (a docstring key)");
  else if (given) fields.set(key, given, at);
}

export function disnakeCommand(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, inClass: boolean, top: boolean): { fields: Fields; options: Traced } {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = maker.keywords.get('name');
  const name = textArgument(context, named?.value);
  const nameAt = named ? spanOf(named.name) : spanOf(functionName);
  fields.set('name', name.value ?? derivedString(functionName.text, functionName), nameAt);
  if (top) fields.implied('type', COMMAND_TYPE.chatInput, spanOf(functionName));
  const described = maker.keywords.get('description');
  const explicit = textArgument(context, described?.value);
  const doc = context.docstring(definition);
  const fromDoc = doc.kind === 'known' ? disnakeLocalizationKey(beforeFirstHeader(doc.text)) : undefined;
  const descriptionAt = described ? spanOf(described.name) : spanOf(functionName);
  fields.set(
    'description',
    explicit.value ?? (fromDoc?.text ? derivedString(fromDoc.text, doc.kind === 'known' ? doc.node : functionName) : doc.kind === 'unknown' ? unknown(spanOf(doc.node), 'a docstring not known') : derivedString(NO_DESCRIPTION, functionName)),
    descriptionAt,
  );
  localizationsField(fields, 'name_localizations', name.localizations, fromDoc?.keyed === true, nameAt);
  localizationsField(fields, 'description_localizations', explicit.localizations, fromDoc?.keyed === true, descriptionAt);
  if (top) {
    const nsfw = maker.keywords.get('nsfw');
    if (nsfw) fields.set('nsfw', context.evaluator.value(nsfw.value), spanOf(nsfw.name));
    for (const key of ['dm_permission', 'install_types', 'contexts']) {
      const argument = maker.keywords.get(key);
      if (argument) fields.unknown(key, spanOf(argument.value), 'a value disnake converts');
    }
    permissionsField(context, fields, decorators, maker);
  }
  if (maker.spread || [...maker.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key))) fields.open = true;
  const options = optionsOf(context, definition, inClass, doc.kind === 'known' ? documentedParameters(doc.text) : undefined);
  if (maker.keywords.has('options') && options.kind === 'array') options.open = true;
  return { fields, options };
}

export function disnakeContextMenu(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, type: number): TracedObject {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = maker.keywords.get('name');
  const name = textArgument(context, named?.value);
  const nameAt = named ? spanOf(named.name) : spanOf(functionName);
  fields.set('name', name.value ?? derivedString(functionName.text, functionName), nameAt);
  localizationsField(fields, 'name_localizations', name.localizations, false, nameAt);
  fields.implied('type', type, spanOf(functionName));
  for (const key of ['dm_permission', 'install_types', 'contexts']) {
    const argument = maker.keywords.get(key);
    if (argument) fields.unknown(key, spanOf(argument.value), 'a value disnake converts');
  }
  permissionsField(context, fields, decorators, maker);
  if (maker.spread || [...maker.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key))) fields.open = true;
  return fields.object();
}

/**
 * `default_member_permissions`: the keyword (an integer or `Permissions(...)` of literal flags), or
 * `@commands.default_member_permissions(...)` (ext/commands/base_core.py): below the command's
 * decorator it sets the function's `__default_member_permissions__`, which replaces the keyword
 * (slash_core.py, ctx_menus_core.py); above it, it sets the command's, and raises `ValueError` if
 * the keyword or another decorator set it already. Sent as the bitfield's string.
 */
function permissionsField(context: FileContext, fields: Fields, decorators: readonly CallShape[], maker: CallShape): void {
  const keyword = maker.keywords.get('default_member_permissions');
  const makerIndex = decorators.indexOf(maker);
  const setters = decorators.filter((decorator) => {
    const name = context.qualify(decorator.callee);
    return name === 'disnake.ext.commands.default_member_permissions' || name === 'disnake.ext.commands.base_core.default_member_permissions';
  });
  if (setters.length === 0) {
    const value = keyword ? disnakePermissionsKeyword(context, keyword.value) : undefined;
    if (value) fields.set('default_member_permissions', value, spanOf(keyword!.name));
    return;
  }
  // The one nearest below the command's decorator wins; one above with any other setter is an error at import: not judged.
  const below = setters.filter((decorator) => decorators.indexOf(decorator) > makerIndex);
  const above = setters.filter((decorator) => decorators.indexOf(decorator) < makerIndex);
  const setter = above.length === 0 ? below[0]! : above.length === 1 && below.length === 0 && !keyword ? above[0]! : undefined;
  if (!setter || setter.bare) {
    fields.unknown('default_member_permissions', spanOf((setter ?? setters[0]!).node), 'permissions disnake computes');
    return;
  }
  fields.set('default_member_permissions', disnakePermissions(context, setter), spanOf(setter.calleeNode));
}

/** The docstring's parameter entries, each with its `{{KEY}}` marker taken out (utils.py `_get_option_desc`). */
function documentedParameters(doc: string): ReadonlyMap<string, { readonly text: string; readonly keyed: boolean }> {
  return new Map([...disnakeParameters(doc)].map(([name, text]) => [name, disnakeLocalizationKey(text)]));
}

function optionsOf(context: FileContext, definition: Node, inClass: boolean, documented: ReadonlyMap<string, { readonly text: string; readonly keyed: boolean }> | undefined): Traced {
  const parameters = parametersOf(definition, inClass);
  const docUnknown = context.docstring(definition).kind === 'unknown';
  const options = parameters.list.map((parameter) => optionOf(context, parameter, documented, docUnknown));
  // disnake sends required options first (ext/commands/params.py 1116), otherwise in parameter order.
  const sorted = [...options.filter((option) => option.required === true), ...options.filter((option) => option.required !== true)];
  return { kind: 'array', items: sorted.map((option) => option.value), open: parameters.open, span: spanOf(definition.childForFieldName('parameters') ?? definition) };
}

/** A parameter filled by an injection: the options it stands for are not known here. */
function injected(parameter: Parameter): TracedObject {
  const at = spanOf(parameter.name);
  const fields = new Fields(spanOf(parameter.name.parent ?? parameter.name));
  for (const key of ['name', 'type', 'description', 'required']) fields.unknown(key, at, 'an injection');
  fields.open = true;
  return fields.object();
}

function optionOf(context: FileContext, parameter: Parameter, documented: ReadonlyMap<string, { readonly text: string; readonly keyed: boolean }> | undefined, docUnknown: boolean): { value: TracedObject; required: boolean | undefined } {
  const at = spanOf(parameter.name);
  const fields = new Fields(spanOf(parameter.name.parent ?? parameter.name));
  const param = isParam(context, parameter.default) ? callShape(parameter.default!) : undefined;
  // Another call as the default (`commands.inject(...)`): an injection, whose options are its function's.
  if (!param && parameter.default?.type === 'call') return { value: injected(parameter), required: undefined };
  const nameArgument = param?.keywords.get('name');
  const key = parameter.name.text;
  // disnake 2.4 refuses a parameter name with capitals, 2.3 lowercased it: which one the bot runs is not known here.
  const since24 = key === key.toLowerCase() ? true : refusesCapitals(context);
  const derived = since24 === true ? derivedString(key, parameter.name) : since24 === false ? derivedString(key.toLowerCase(), parameter.name) : unknown(at, 'a parameter name disnake lowercases or refuses, by version');
  const name = textArgument(context, nameArgument?.value);
  const nameAt = nameArgument ? spanOf(nameArgument.value) : at;
  fields.set('name', name.value ?? derived, nameAt);
  const kind = parameter.annotation ? context.annotations.kind(parameter.annotation) : undefined;
  fields.set('type', kind ? kind.type : unknown(at, 'a parameter without an annotation'), parameter.annotation ? spanOf(parameter.annotation) : at);
  for (const [field, value] of kind?.fields ?? []) fields.set(field, value, spanOf(parameter.annotation!));
  for (const field of kind?.unknownFields ?? []) fields.unknown(field, spanOf(parameter.annotation!), 'set by disnake from the annotation');
  const describedBy = param?.keywords.get('description') ?? param?.keywords.get('desc');
  const description = textArgument(context, describedBy?.value);
  const fromDoc = documented?.get(key);
  const descriptionAt = describedBy ? spanOf(describedBy.name) : at;
  fields.set(
    'description',
    description.value ?? (fromDoc?.text ? primitive(fromDoc.text, at) : docUnknown ? unknown(at, 'a docstring not known') : derivedString(NO_DESCRIPTION, parameter.name)),
    descriptionAt,
  );
  localizationsField(fields, 'name_localizations', name.localizations, fromDoc?.keyed === true, nameAt);
  localizationsField(fields, 'description_localizations', description.localizations, fromDoc?.keyed === true, descriptionAt);
  const hasDefault = param ? param.keywords.has('default') || param.positional.length > 0 : parameter.default !== undefined;
  const required = hasDefault ? false : kind?.optional ? undefined : true;
  if (required === undefined) fields.unknown('required', at, 'an Optional without a default');
  else fields.implied('required', required, at);
  if (param) {
    for (const [from, to] of [['ge', 'min_value'], ['le', 'max_value'], ['min_value', 'min_value'], ['max_value', 'max_value'], ['min_length', 'min_length'], ['max_length', 'max_length']] as const) {
      const argument = param.keywords.get(from);
      if (argument) fields.set(to, context.evaluator.value(argument.value), spanOf(argument.name));
    }
    // gt/lt become bounds disnake computes: unknown.
    for (const from of ['gt', 'lt']) if (param.keywords.has(from)) fields.unknown(from === 'gt' ? 'min_value' : 'max_value', spanOf(param.keywords.get(from)!.value), 'an exclusive bound');
    const choices = param.keywords.get('choices');
    // An annotation that makes choices too (`Literal`, an Enum) leaves which ones win to disnake's order of parsing: unknown.
    if (choices && (kind?.fields.has('choices') || kind?.unknownFields.includes('choices'))) fields.unknown('choices', spanOf(choices.value), 'choices from both the Param and the annotation');
    else if (choices) {
      const read = choicesFrom(context, choices.value, (node) => stringifiedChoices(context, node, (item) => disnakeChoice(context, item)));
      // `choices or None`: an empty list sends none (params.py to_option).
      if (!(read.kind === 'array' && read.items.length === 0 && !read.open)) fields.set('choices', read, spanOf(choices.name));
    }
    for (const from of ['autocomplete', 'autocomp', 'channel_types', 'converter', 'conv', 'large']) if (param.keywords.has(from)) fields.open = true;
    if (param.spread) fields.open = true;
  }
  return { value: fields.object(), required };
}

/** disnake 2.4 refuses a parameter name with capitals, 2.3 lowercased it: which one the bot's dependency files allow, if they tell. */
function refusesCapitals(context: FileContext): boolean | undefined {
  const specifier = context.dependencies?.get('disnake');
  return specifier === undefined ? undefined : allAtLeast(specifier, '2.4');
}

const OPTION_CHOICE = new Set(['disnake.OptionChoice', 'disnake.app_commands.OptionChoice']);

/**
 * A choice disnake makes of an item itself (app_commands.py Option.__init__): `OptionChoice(name,
 * value)`, whose name may be `Localized`, or a bare `Localized`, its string both name and value.
 * Undefined for a plain item, named `str(value)` (choice-list.ts).
 */
function disnakeChoice(context: FileContext, item: Node): Traced | undefined {
  if (item.type !== 'call') return undefined;
  const localized = disnakeLocalized(context, item);
  const span = spanOf(item);
  if (localized) {
    const fields = new Fields(span).set('name', localized.string ?? unknown(span, 'a Localized without a string'), span).set('value', localized.string ?? unknown(span, 'a Localized without a string'), span);
    if (localized.localizations) fields.set('name_localizations', localized.localizations, span);
    return fields.object();
  }
  const call = callShape(item);
  if (!call || !OPTION_CHOICE.has(context.qualify(call.callee) ?? '')) return unknown(span, 'a choice made by a call');
  const nameNode = call.keywords.get('name')?.value ?? call.positional[0];
  const valueNode = call.keywords.get('value')?.value ?? call.positional[1];
  const fields = new Fields(span);
  if (call.spread || !nameNode || !valueNode) {
    fields.open = true;
    return fields.object();
  }
  // A choice's name is required as it is (Localized._cast(name, True)): an empty one is sent, and refused.
  const name = disnakeLocalized(context, nameNode);
  fields.set('name', name ? (name.string ?? unknown(spanOf(nameNode), 'a Localized without a string, which disnake refuses')) : context.evaluator.value(nameNode), spanOf(nameNode));
  fields.set('value', context.evaluator.choiceValue(valueNode), spanOf(valueNode));
  if (name?.localizations) fields.set('name_localizations', name.localizations, spanOf(nameNode));
  return fields.object();
}
