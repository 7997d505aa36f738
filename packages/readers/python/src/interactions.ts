// interactions.py 5: `slash_command`, `slash_option`, `.subcommand`, context menus (python-facts.md
// 3.7). Name: `name=` (or the first argument), else the function's name; description:
// `description=`, else the raw `__doc__` (not cleaned), else "No Description Set"; options from
// `@slash_option` decorators in source order (each is inserted at the front, bottom-up), `required`
// false unless given. Options written any other way (`options=[...]`, annotated parameters) are
// not read: the list is left open.
import type { Node } from 'web-tree-sitter';
import { primitive, unknown, type Traced, type TracedObject } from '@cmdlint/text';
import { COMMAND_TYPE, Fields, OPTION_TYPE } from './body.js';
import { choiceList, choicesFrom } from './choice-list.js';
import { derivedString, type FileContext } from './context.js';
import type { Autocompleted } from './discordpy.js';
import { parametersOf } from './params.js';
import { interactionsPermissionBits } from './permissions.js';
import { dottedName, spanOf, type CallShape, type Span } from './syntax.js';

const NO_DESCRIPTION = 'No Description Set';

/** `OptionType.STRING` and the like, by member name. */
const OPTION_TYPE_MEMBERS: Readonly<Record<string, number>> = {
  STRING: OPTION_TYPE.string,
  INTEGER: OPTION_TYPE.integer,
  BOOLEAN: OPTION_TYPE.boolean,
  USER: OPTION_TYPE.user,
  CHANNEL: OPTION_TYPE.channel,
  ROLE: OPTION_TYPE.role,
  MENTIONABLE: OPTION_TYPE.mentionable,
  NUMBER: OPTION_TYPE.number,
  ATTACHMENT: OPTION_TYPE.attachment,
};

/** Keywords of `slash_command` that the reader reads or that change nothing sent; any other may. */
const COMMAND_KEYWORDS = new Set(['name', 'description', 'scopes', 'nsfw', 'default_member_permissions', 'dm_permission', 'integration_types', 'contexts', 'checks', 'auto_defer', 'silence_autocomplete_errors', 'sub_cmd_name', 'sub_cmd_description', 'group_name', 'group_description']);

/** Decorators of interactions.py that change nothing the command sends. */
const SILENT_DECORATORS = new Set(['check', 'cooldown', 'max_concurrency', 'auto_defer', 'slash_default_member_permission', 'integration_types', 'contexts', 'slash_option', 'slash_command']);

/** A name the file binds as an interactions.py export (`interactions.slash_command`, `slash_command` imported or star-imported). */
export function interactionsMember(context: FileContext, callee: string | undefined, member: string): boolean {
  if (callee === undefined) return false;
  const qualified = context.qualify(callee)!;
  const last = qualified.slice(qualified.lastIndexOf('.') + 1);
  if (last !== member) return false;
  if (qualified.startsWith('interactions.')) return true;
  // `from interactions import *`: the bare name, bound by no other import.
  return !callee.includes('.') && !context.names.imports.has(callee);
}

/**
 * From 5.13 interactions.py sends `contexts` and `integration_types` on every command it makes
 * (`slash_command`, `context_menu`: `contexts or [GUILD, BOT_DM, PRIVATE_CHANNEL]`, changed by
 * `@contexts`, `@integration_types` and `dm_permission=False`), and a subcommand's copies; 5.12
 * sent neither. cmdlint does not derive them: unknown unless the version is known to be before 5.13.
 */
export function accessDefaults(context: FileContext, fields: Fields, at: Span): void {
  const since513 = context.atLeast('discord-py-interactions', '5.13');
  if (since513 === false) return;
  for (const key of ['contexts', 'integration_types']) if (!fields.has(key)) fields.unknown(key, at, since513 ? 'a default interactions.py 5.13 and later send' : 'a default interactions.py sends from 5.13');
}

/** The value of a keyword, else of the positional argument at `index`. */
export function argument(call: CallShape, keyword: string, index: number): { node: Node; keyed: boolean } | undefined {
  const named = call.keywords.get(keyword);
  if (named) return { node: named.value, keyed: true };
  const positional = call.positional[index];
  return positional ? { node: positional, keyed: false } : undefined;
}

/** A string argument; a keyword that holds no string is unknown. */
export function stringArgument(context: FileContext, call: CallShape, keyword: string, index: number): Traced | undefined {
  const found = argument(call, keyword, index);
  if (!found) return undefined;
  const value = context.evaluator.value(found.node);
  if (value.kind === 'primitive' && value.value === null) return undefined;
  if (value.kind === 'primitive' && typeof value.value !== 'string') return unknown(value.span, 'not a string');
  return value;
}

/** The command's description: `description=`, else the raw docstring, else interactions.py's default. */
function descriptionOf(context: FileContext, definition: Node, maker: CallShape): Traced {
  const explicit = stringArgument(context, maker, 'description', 1);
  if (explicit) return explicit;
  const doc = context.docstring(definition);
  if (doc.kind === 'known') return rawDocstring(doc.text, doc.node);
  return doc.kind === 'unknown' ? unknown(spanOf(doc.node), 'a docstring not known') : derivedString(NO_DESCRIPTION, definition.childForFieldName('name')!);
}

/**
 * The raw `__doc__` interactions.py sends. Python 3.13 and later take the indentation out of a
 * docstring's lines as they compile it, so one whose later lines are indented is a text that
 * depends on the Python that runs the bot: not known.
 */
function rawDocstring(text: string, node: Node): Traced {
  return /\n[ \t]/u.test(text) ? unknown(spanOf(node), 'a docstring whose indentation Python 3.13 and later take out: its text depends on the Python that runs the bot') : derivedString(text, node);
}

/** A slash command's own fields and its options. */
export function interactionsCommand(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, inClass: boolean, autocompleted?: Autocompleted): { fields: Fields; options: Traced } {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = argument(maker, 'name', 0);
  // A `**kwargs` may hold the name or the description: the function's name and docstring are then not known to be used.
  fields.set('name', stringArgument(context, maker, 'name', 0) ?? (maker.spread ? unknown(spanOf(maker.node), 'a name a spread may hold') : derivedString(functionName.text, functionName)), named ? spanOf(named.node) : spanOf(functionName));
  fields.implied('type', COMMAND_TYPE.chatInput, spanOf(functionName));
  const described = argument(maker, 'description', 1);
  fields.set('description', described || !maker.spread ? descriptionOf(context, definition, maker) : unknown(spanOf(maker.node), 'a description a spread may hold'), described ? spanOf(described.node) : spanOf(functionName));
  const nsfw = maker.keywords.get('nsfw');
  if (nsfw) fields.set('nsfw', context.evaluator.value(nsfw.value), spanOf(nsfw.name));
  for (const key of ['default_member_permissions', 'dm_permission', 'integration_types', 'contexts']) {
    const given = maker.keywords.get(key);
    if (given) fields.unknown(key, spanOf(given.value), 'a value interactions.py converts');
  }
  const permissions = maker.keywords.has('default_member_permissions') ? undefined : decoratedPermissions(context, decorators, maker);
  if (permissions) fields.set('default_member_permissions', permissions);
  accessDefaults(context, fields, spanOf(functionName));
  if (maker.spread || maker.positional.length > 2 || [...maker.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key))) fields.open = true;
  if (decorators.some((decorator) => decorator !== maker && !silent(context, decorator))) fields.open = true;
  return { fields, options: optionsOf(context, definition, decorators, maker, inClass, autocompleted) };
}

/**
 * `@slash_default_member_permission(Permissions.X | ...)` below the command's decorator: each ORs
 * its flags into the function's `default_member_permissions`, which `slash_command` and
 * `context_menu` take (application_commands.py); above it, interactions.py raises `ValueError`.
 * Sent as the bitfield's string; flags not read here, or none, leave it unknown.
 */
function decoratedPermissions(context: FileContext, decorators: readonly CallShape[], maker: CallShape): Traced | undefined {
  const setters = decorators.filter((decorator) => interactionsMember(context, decorator.callee, 'slash_default_member_permission'));
  if (setters.length === 0) return undefined;
  const at = spanOf(setters[0]!.node);
  const makerIndex = decorators.indexOf(maker);
  let bits = 0n;
  for (const setter of setters) {
    const node = setter.positional[0] ?? setter.keywords.get('permission')?.value;
    const value = node && !setter.spread && decorators.indexOf(setter) > makerIndex && setter.positional.length + setter.keywords.size === 1 ? interactionsPermissionBits(context, node) : undefined;
    if (value === undefined) return unknown(spanOf(node ?? setter.node), 'permissions interactions.py computes');
    bits |= value;
  }
  return bits === 0n ? unknown(at, 'no permission, which interactions.py sends as "0" or null by place') : primitive(bits.toString(), at);
}

/** A decorator that changes nothing the command sends (a check, a cooldown, an option read here). */
function silent(context: FileContext, decorator: CallShape): boolean {
  const callee = decorator.callee;
  if (callee === undefined) return false;
  const last = callee.slice(callee.lastIndexOf('.') + 1);
  if (!SILENT_DECORATORS.has(last)) return false;
  return interactionsMember(context, callee, last);
}

/** A subcommand (`@base.subcommand(sub_cmd_name=..., sub_cmd_description=...)`): its fields and options. */
export function interactionsSubcommand(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, inClass: boolean, autocompleted?: Autocompleted): { fields: Fields; options: Traced } {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = argument(maker, 'sub_cmd_name', 0);
  fields.set('name', stringArgument(context, maker, 'sub_cmd_name', 0) ?? (maker.spread ? unknown(spanOf(maker.node), 'a name a spread may hold') : derivedString(functionName.text, functionName)), named ? spanOf(named.node) : spanOf(functionName));
  fields.implied('type', OPTION_TYPE.subcommand, spanOf(functionName));
  // `subcommand(sub_cmd_name, group_name, sub_cmd_description, group_description, options, nsfw, ...)`.
  const described = argument(maker, 'sub_cmd_description', 2);
  const description = stringArgument(context, maker, 'sub_cmd_description', 2);
  const doc = context.docstring(definition);
  fields.set('description', description ?? (maker.spread ? unknown(spanOf(maker.node), 'a description a spread may hold') : doc.kind === 'known' ? rawDocstring(doc.text, doc.node) : doc.kind === 'unknown' ? unknown(spanOf(doc.node), 'a docstring not known') : derivedString(NO_DESCRIPTION, functionName)), described ? spanOf(described.node) : spanOf(functionName));
  if (maker.spread || maker.positional.length > 4 || [...maker.keywords.keys()].some((key) => !['sub_cmd_name', 'sub_cmd_description', 'group_name', 'group_description', 'options', 'nsfw', 'inherit_checks'].includes(key))) fields.open = true;
  return { fields, options: optionsOf(context, definition, decorators, maker, inClass, autocompleted) };
}

/** `@slash_option(...)` decorators, top first; parameters annotated with options interactions.py reads leave the list open. */
function optionsOf(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, inClass: boolean, autocompleted: Autocompleted | undefined): Traced {
  const span = spanOf(definition.childForFieldName('parameters') ?? definition);
  const items = decorators.filter((decorator) => interactionsMember(context, decorator.callee, 'slash_option')).map((decorator) => optionOf(context, decorator, autocompleted));
  // Options by `options=[...]`, or by annotations (`slash_str_option(...)`, `Annotated`), are not read here.
  const annotated = parametersOf(definition, inClass).list.some((parameter) => parameter.annotation?.type === 'call' || /Annotated|_option\b/u.test(parameter.annotation?.text ?? ''));
  return { kind: 'array', items, open: maker.keywords.has('options') || annotated, span };
}

function optionOf(context: FileContext, call: CallShape, autocompleted: Autocompleted | undefined): TracedObject {
  const fields = new Fields(spanOf(call.node));
  const at = spanOf(call.calleeNode);
  const named = argument(call, 'name', 0);
  fields.set('name', stringArgument(context, call, 'name', 0) ?? unknown(at, 'an option without a name'), named ? spanOf(named.node) : at);
  const described = argument(call, 'description', 1);
  fields.set('description', stringArgument(context, call, 'description', 1) ?? derivedString(NO_DESCRIPTION, call.calleeNode), described ? spanOf(described.node) : at);
  const typed = argument(call, 'opt_type', 2);
  fields.set('type', typed ? optionType(context, typed.node) : unknown(at, 'an option without a type'), typed ? spanOf(typed.node) : at);
  const required = argument(call, 'required', 3);
  if (required) fields.set('required', context.evaluator.value(required.node), spanOf(required.node));
  else fields.implied('required', false, at);
  for (const key of ['min_value', 'max_value', 'min_length', 'max_length']) {
    const given = call.keywords.get(key);
    if (given) fields.set(key, context.evaluator.value(given.value), spanOf(given.name));
  }
  const choices = call.keywords.get('choices');
  if (choices) fields.set('choices', choicesFrom(context, choices.value, (node) => choicesOf(context, node)), spanOf(choices.name));
  const autocomplete = call.keywords.get('autocomplete');
  if (autocomplete && autocomplete.value.type === 'true') fields.set('autocomplete', primitive(true, spanOf(autocomplete.value)), spanOf(autocomplete.name));
  // `@command.autocomplete("name")` sets `autocomplete` on the option of that name, lowercased
  // (SlashCommand.autocomplete, application_commands.py); one whose name is not known may be any.
  const name = fields.get('name');
  const decorator = name?.kind === 'primitive' && typeof name.value === 'string' ? [...(autocompleted?.parameters ?? [])].find(([key]) => key.toLowerCase() === name.value)?.[1] : undefined;
  if (decorator) fields.set('autocomplete', primitive(true, spanOf(decorator)), spanOf(decorator));
  else if (autocompleted?.unknown || (autocompleted && name?.kind !== 'primitive')) fields.unknown('autocomplete', spanOf(autocompleted.unknown ?? call.node), 'an autocomplete whose option is not known');
  for (const key of ['channel_types', 'name_localizations', 'description_localizations']) if (call.keywords.has(key)) fields.unknown(key, spanOf(call.keywords.get(key)!.value), 'a value interactions.py converts');
  if (call.spread || call.positional.length > 4 || call.keywords.has('argument_name')) fields.open = true;
  return fields.object();
}

/** `OptionType.STRING`, `interactions.OptionType.USER`, or the number itself. */
function optionType(context: FileContext, node: Node): Traced {
  const span = spanOf(node);
  const name = dottedName(node);
  if (name !== undefined) {
    const qualified = context.qualify(name)!;
    const member = qualified.slice(qualified.lastIndexOf('.') + 1);
    const owner = qualified.slice(0, qualified.lastIndexOf('.'));
    if (/(^|\.)OptionType$/u.test(owner) && Object.prototype.hasOwnProperty.call(OPTION_TYPE_MEMBERS, member)) return primitive(OPTION_TYPE_MEMBERS[member]!, span);
  }
  const value = context.evaluator.value(node);
  if (value.kind === 'primitive' && typeof value.value === 'number' && Number.isInteger(value.value)) return value;
  return unknown(span, 'an option type cmdlint does not read');
}

/** `[SlashCommandChoice(name=..., value=...), {"name": ..., "value": ...}]`; anything else unknown. */
function choicesOf(context: FileContext, node: Node): Traced {
  return choiceList(node, (item) => {
    if (item.type === 'call') {
      const callee = dottedName(item.childForFieldName('function'));
      if (!interactionsMember(context, callee, 'SlashCommandChoice')) return unknown(spanOf(item), 'a call');
      const args = item.childForFieldName('arguments')?.namedChildren.filter((arg): arg is Node => arg !== null && arg.type !== 'comment') ?? [];
      const positional = args.filter((arg) => arg.type !== 'keyword_argument');
      const keyword = (name: string): Node | undefined => args.find((arg) => arg.type === 'keyword_argument' && arg.childForFieldName('name')?.text === name)?.childForFieldName('value') ?? undefined;
      const fields = new Fields(spanOf(item));
      const name = keyword('name') ?? positional[0];
      const value = keyword('value') ?? positional[1];
      if (name) fields.set('name', context.evaluator.value(name));
      if (value) fields.set('value', context.evaluator.choiceValue(value));
      if (args.some((arg) => arg.type === 'list_splat' || arg.type === 'dictionary_splat') || keyword('name_localizations')) fields.open = true;
      return fields.object();
    }
    if (item.type === 'dictionary') return context.evaluator.value(item);
    return unknown(spanOf(item), 'a choice of another kind');
  });
}

/** `@context_menu(name=..., context_type=CommandType.USER)`, `@user_context_menu(...)`, `@message_context_menu(...)`. */
export function interactionsContextMenu(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, kind: 'context_menu' | 'user_context_menu' | 'message_context_menu'): TracedObject {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = argument(maker, 'name', 0);
  fields.set('name', stringArgument(context, maker, 'name', 0) ?? unknown(spanOf(functionName), 'a context menu without a name'), named ? spanOf(named.node) : spanOf(functionName));
  if (kind === 'user_context_menu') fields.implied('type', COMMAND_TYPE.user, spanOf(functionName));
  else if (kind === 'message_context_menu') fields.implied('type', COMMAND_TYPE.message, spanOf(functionName));
  else {
    const typed = argument(maker, 'context_type', 1);
    const member = typed ? context.qualify(dottedName(typed.node)) : undefined;
    const type = member?.endsWith('CommandType.USER') ? COMMAND_TYPE.user : member?.endsWith('CommandType.MESSAGE') ? COMMAND_TYPE.message : undefined;
    if (type === undefined) fields.unknown('type', typed ? spanOf(typed.node) : spanOf(functionName), 'a context type cmdlint does not read');
    else fields.implied('type', type, spanOf(typed!.node));
  }
  for (const key of ['default_member_permissions', 'dm_permission', 'integration_types', 'contexts']) {
    const given = maker.keywords.get(key);
    if (given) fields.unknown(key, spanOf(given.value), 'a value interactions.py converts');
  }
  const permissions = maker.keywords.has('default_member_permissions') ? undefined : decoratedPermissions(context, decorators, maker);
  if (permissions) fields.set('default_member_permissions', permissions);
  accessDefaults(context, fields, spanOf(functionName));
  if (maker.spread || [...maker.keywords.keys()].some((key) => !['name', 'context_type', 'scopes', 'default_member_permissions', 'dm_permission', 'integration_types', 'contexts', 'nsfw'].includes(key))) fields.open = true;
  return fields.object();
}

/** A base made as an object (`base = SlashCommand(name="tag", description="...")`), whose `.subcommand`s fill it. */
export function interactionsBase(context: FileContext, call: CallShape): Fields {
  const fields = new Fields(spanOf(call.node));
  const at = spanOf(call.calleeNode);
  const named = argument(call, 'name', 0);
  fields.set('name', stringArgument(context, call, 'name', 0) ?? unknown(at, 'a command without a name'), named ? spanOf(named.node) : at);
  const described = argument(call, 'description', 1);
  fields.set('description', stringArgument(context, call, 'description', 1) ?? derivedString(NO_DESCRIPTION, call.calleeNode), described ? spanOf(described.node) : at);
  for (const key of ['default_member_permissions', 'dm_permission', 'integration_types', 'contexts']) {
    const given = call.keywords.get(key);
    if (given) fields.unknown(key, spanOf(given.value), 'a value interactions.py converts');
  }
  if (call.spread || call.positional.length > 2 || [...call.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key))) fields.open = true;
  return fields;
}
