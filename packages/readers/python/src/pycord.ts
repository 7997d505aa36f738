// py-cord 2.x: `slash_command`, `Option`, `@option`, `SlashCommandGroup`, `user_command`,
// `message_command` (python-facts.md 3.3). Name: `name=` or the function's name; description:
// `description=`, else the cleaned docstring's first line, else "No description provided";
// options in parameter order (py-cord does not sort: required after optional reaches the service).
import type { Node } from 'web-tree-sitter';
import { primitive, unknown, type Traced, type TracedObject } from '@cmdlint/text';
import type { Scope } from '@cmdlint/core';
import { COMMAND_TYPE, Fields, OPTION_TYPE } from './body.js';
import { choiceList } from './choice-list.js';
import { derivedString, type FileContext } from './context.js';
import { choicesOf } from './discordpy.js';
import { firstLine } from './docstrings.js';
import { parametersOf, type Parameter } from './params.js';
import { callShape, dottedName, spanOf, typeForm, unionMembers, unwrapType, type CallShape, type Span } from './syntax.js';

const NO_DESCRIPTION = 'No description provided';

/** `SlashCommandOptionType.string` and the like, by member name. */
const OPTION_TYPE_MEMBERS: Readonly<Record<string, number>> = {
  string: OPTION_TYPE.string,
  integer: OPTION_TYPE.integer,
  boolean: OPTION_TYPE.boolean,
  user: OPTION_TYPE.user,
  channel: OPTION_TYPE.channel,
  role: OPTION_TYPE.role,
  mentionable: OPTION_TYPE.mentionable,
  number: OPTION_TYPE.number,
  attachment: OPTION_TYPE.attachment,
};

/** Keywords of `Option` copied to the option as they are. */
const PLAIN_FIELDS = ['min_value', 'max_value', 'min_length', 'max_length'];

export interface PycordCommand {
  readonly value: TracedObject;
  readonly scope?: Scope;
}

function isPycordOption(context: FileContext, node: Node | undefined): boolean {
  if (node?.type !== 'call') return false;
  const name = context.qualify(dottedName(node.childForFieldName('function')));
  return name === 'discord.Option' || name === 'discord.commands.Option' || name === 'discord.commands.options.Option';
}

function isPycordOptionDecorator(context: FileContext, call: CallShape): boolean {
  const name = context.qualify(call.callee);
  return name === 'discord.option' || name === 'discord.commands.option' || name === 'discord.commands.options.option';
}

/** A keyword py-cord reads with `or`: an empty string falls back as if it were not given. */
function orKeyword(context: FileContext, call: CallShape, name: string): Traced | undefined {
  const value = context.stringKeyword(call, name);
  return value?.kind === 'primitive' && value.value === '' ? undefined : value;
}

/** Keywords of `slash_command`, `user_command` and `message_command` that the reader reads or that change nothing sent. */
const COMMAND_KEYWORDS = new Set(['name', 'description', 'guild_ids', 'nsfw', 'default_member_permissions', 'contexts', 'integration_types', 'name_localizations', 'description_localizations', 'checks', 'cooldown', 'parent', 'cls', 'guild_only', 'permissions', 'default_permission', 'options']);

function descriptionOf(context: FileContext, definition: Node, maker: CallShape): Traced {
  const explicit = orKeyword(context, maker, 'description');
  if (explicit !== undefined) return explicit;
  const doc = context.docstring(definition);
  const name = definition.childForFieldName('name')!;
  if (doc.kind === 'known') return derivedString(firstLine(doc.text), doc.node);
  return doc.kind === 'unknown' ? unknown(spanOf(doc.node), 'a docstring not known') : derivedString(NO_DESCRIPTION, name);
}

export function pycordSlashCommand(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, inClass: boolean, subcommand: boolean): PycordCommand {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = maker.keywords.get('name');
  fields.set('name', orKeyword(context, maker, 'name') ?? derivedString(functionName.text, functionName), named ? spanOf(named.name) : spanOf(functionName));
  fields.implied('type', subcommand ? OPTION_TYPE.subcommand : COMMAND_TYPE.chatInput, spanOf(functionName));
  fields.set('description', descriptionOf(context, definition, maker), maker.keywords.get('description') ? spanOf(maker.keywords.get('description')!.name) : spanOf(functionName));
  if (!subcommand) commandExtras(context, fields, decorators, maker);
  guildOnlyFields(context, fields, guildOnlyOf(context, decorators, maker), !subcommand, !maker.keywords.has('guild_ids'));
  const options = optionsOf(context, definition, decorators, inClass);
  if (maker.keywords.has('options') && options.kind === 'array') options.open = true;
  fields.set('options', options, spanOf(definition.childForFieldName('parameters') ?? functionName));
  if (subcommand && [...maker.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key))) fields.open = true;
  fields.open ||= maker.spread;
  return { value: fields.object(), ...(maker.keywords.has('guild_ids') ? { scope: 'guild' as const } : {}) };
}

export function pycordContextMenu(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, type: number): PycordCommand {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = maker.keywords.get('name');
  fields.set('name', orKeyword(context, maker, 'name') ?? derivedString(functionName.text, functionName), named ? spanOf(named.name) : spanOf(functionName));
  fields.implied('type', type, spanOf(functionName));
  commandExtras(context, fields, decorators, maker);
  guildOnlyFields(context, fields, guildOnlyOf(context, decorators, maker), true, !maker.keywords.has('guild_ids'));
  fields.open ||= maker.spread;
  return { value: fields.object(), ...(maker.keywords.has('guild_ids') ? { scope: 'guild' as const } : {}) };
}

/** py-cord's `guild_only` decorator (commands/permissions.py). */
const GUILD_ONLY = new Set(['discord.guild_only', 'discord.commands.guild_only', 'discord.commands.permissions.guild_only']);

/** What makes a command guild only: `@guild_only()`, which wins (py-cord reads the function's flag before the keyword), else `guild_only=`. */
function guildOnlyOf(context: FileContext, decorators: readonly CallShape[], maker: CallShape): { value: Traced; at: Span } | undefined {
  const decorator = decorators.find((call) => GUILD_ONLY.has(context.qualify(call.callee) ?? ''));
  if (decorator) return { value: primitive(true, spanOf(decorator.node)), at: spanOf(decorator.node) };
  const keyword = maker.keywords.get('guild_only');
  return keyword ? { value: context.evaluator.value(keyword.value), at: spanOf(keyword.name) } : undefined;
}

/**
 * `guild_only` as py-cord sends it (commands/core.py `to_dict`): 2.0 to 2.5 send
 * `dm_permission: not guild_only` wherever it is given (None: nothing), a subcommand's too; 2.6
 * and later send `contexts: [0]` (GUILD) for a top-level global command it makes guild only, and
 * no dm_permission (a false one leaves the bot's default contexts, as for any command). Where the
 * version is not told, what either would send is unknown.
 */
function guildOnlyFields(context: FileContext, fields: Fields, guildOnly: { value: Traced; at: Span } | undefined, top: boolean, global: boolean): void {
  if (!guildOnly) return;
  const { value, at } = guildOnly;
  const since26 = context.atLeast('py-cord', '2.6');
  const flag = value.kind === 'primitive' && (typeof value.value === 'boolean' || value.value === null) ? value.value : undefined;
  if (since26 !== true && flag !== null) {
    if (since26 === false && flag !== undefined) fields.implied('dm_permission', !flag, at);
    else fields.unknown('dm_permission', at, since26 === false ? 'a guild_only not known' : 'guild_only, sent as dm_permission before py-cord 2.6 and as contexts from 2.6');
  }
  if (since26 === false || !top || !global || flag === false || flag === null) return;
  if (since26 === true && flag === true) fields.implied('contexts', { kind: 'array', items: [primitive(0, at)], open: false, span: at }, at);
  else fields.unknown('contexts', at, since26 === true ? 'a guild_only not known' : 'guild_only, sent as dm_permission before py-cord 2.6 and as contexts from 2.6');
}

/** Fields of a top-level command set by keywords or decorators: nsfw, permissions, contexts. */
function commandExtras(context: FileContext, fields: Fields, decorators: readonly CallShape[], maker: CallShape): void {
  // `options=[...]` and keywords cmdlint does not know may change what is sent.
  if ([...maker.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key)) || maker.keywords.has('options')) fields.open = true;
  const nsfw = maker.keywords.get('nsfw');
  if (nsfw) fields.set('nsfw', context.evaluator.value(nsfw.value), spanOf(nsfw.name));
  for (const key of ['default_member_permissions', 'contexts', 'integration_types', 'name_localizations', 'description_localizations']) {
    const argument = maker.keywords.get(key);
    if (argument) fields.unknown(key, spanOf(argument.value), 'a value py-cord converts');
  }
  for (const decorator of decorators) {
    const name = context.qualify(decorator.callee);
    if (name === 'discord.default_permissions' || name === 'discord.commands.default_permissions') fields.unknown('default_member_permissions', spanOf(decorator.node), 'permissions py-cord computes');
  }
}

function optionsOf(context: FileContext, definition: Node, decorators: readonly CallShape[], inClass: boolean): Traced {
  const parameters = parametersOf(definition, inClass);
  // `@option("name", ...)` decorators describe the parameter they name (or `parameter_name=`).
  const decorated = new Map<string, CallShape>();
  let open = parameters.open;
  for (const decorator of decorators) {
    if (!isPycordOptionDecorator(context, decorator)) continue;
    const target = decorator.keywords.get('parameter_name')?.value ?? decorator.keywords.get('name')?.value ?? decorator.positional[0];
    const key = target ? context.evaluator.text(target) : undefined;
    if (key === undefined) open = true;
    else decorated.set(key, decorator);
  }
  // A decorator whose target is unknown may describe any parameter no other decorator names.
  const items = parameters.list.map((parameter) => (open && !decorated.has(parameter.name.text) ? undescribed(parameter) : optionOf(context, parameter, decorated.get(parameter.name.text))));
  return { kind: 'array', items, open, span: spanOf(definition.childForFieldName('parameters') ?? definition) };
}

/** A parameter an unknown `@option` may describe (and rename): nothing of its option is known. */
function undescribed(parameter: Parameter): TracedObject {
  const at = spanOf(parameter.name);
  const fields = new Fields(spanOf(parameter.name.parent ?? parameter.name));
  for (const key of ['name', 'type', 'description', 'required']) fields.unknown(key, at, 'an @option decorator cmdlint cannot match');
  fields.open = true;
  return fields.object();
}

function optionOf(context: FileContext, parameter: Parameter, decorator: CallShape | undefined): TracedObject {
  const at = spanOf(parameter.name);
  const fields = new Fields(spanOf(parameter.name.parent ?? parameter.name));
  const optionNode = isPycordOption(context, parameter.annotation?.namedChildren[0] ?? undefined) ? parameter.annotation!.namedChildren[0]! : isPycordOption(context, parameter.default) ? parameter.default! : undefined;
  const option = decorator ?? (optionNode ? callShape(optionNode) : undefined);
  // The option's own name: `name=` (the decorator's first argument), else the parameter's.
  const nameNode = option?.keywords.get('name')?.value ?? (decorator ? decorator.positional[0] : undefined);
  const optionName = nameNode ? context.evaluator.value(nameNode) : undefined;
  // An empty name: whether py-cord falls back to the parameter's is not settled here.
  const emptyName = optionName?.kind === 'primitive' && optionName.value === '';
  fields.set('name', optionName === undefined ? derivedString(parameter.name.text, parameter.name) : emptyName ? unknown(optionName.span, 'an empty option name') : optionName, nameNode ? spanOf(nameNode) : at);
  // Type: the Option's first argument (the decorator's second), else the annotation.
  const typeNode = option ? (option.keywords.get('input_type')?.value ?? (decorator ? decorator.positional[1] : option.positional[0])) : undefined;
  const annotation = parameter.annotation && !optionNode ? parameter.annotation : undefined;
  let unknownFields: readonly string[] = [];
  if (typeNode) {
    const type = typeOf(context, typeNode);
    fields.set('type', type, spanOf(typeNode));
    // A class as the input type (not a SlashCommandOptionType member): its channel types.
    if (isChannel(type) && context.annotations.classType(typeNode) !== undefined) channelTypesOf(context, fields, typeNode, false);
  } else if (annotation) {
    const kind = context.annotations.kind(annotation);
    fields.set('type', kind.type, spanOf(annotation));
    for (const [field, value] of kind.fields) fields.set(field, value, spanOf(annotation));
    unknownFields = kind.unknownFields.filter((field) => field !== 'channel_types');
    // An `@option` decorator makes `Option(annotation)`; a bare annotation is read by `_parse_options`.
    if (isChannel(kind.type)) channelTypesOf(context, fields, annotation, !decorator);
  } else if (option) fields.implied('type', OPTION_TYPE.string, at);
  else fields.unknown('type', at, 'a parameter without an annotation');
  const descriptionNode = option?.keywords.get('description')?.value ?? (option && !decorator ? option.positional[1] : undefined);
  const description = descriptionNode ? context.evaluator.value(descriptionNode) : undefined;
  const given = description && !(description.kind === 'primitive' && (description.value === null || description.value === ''));
  fields.set('description', given ? description : derivedString(NO_DESCRIPTION, parameter.name), descriptionNode ? spanOf(descriptionNode) : at);
  fields.set('required', requiredOf(context, parameter, option, optionNode), option?.keywords.get('required') ? spanOf(option.keywords.get('required')!.name) : at);
  if (option) {
    for (const key of PLAIN_FIELDS) {
      const argument = option.keywords.get(key);
      if (argument) fields.set(key, context.evaluator.value(argument.value), spanOf(argument.name));
    }
    const choices = option.keywords.get('choices');
    if (choices) fields.set('choices', pycordChoices(context, choices.value), spanOf(choices.name));
    const autocomplete = option.keywords.get('autocomplete');
    if (autocomplete && autocomplete.value.type !== 'none') fields.set('autocomplete', primitive(true, spanOf(autocomplete.value)), spanOf(autocomplete.name));
    for (const key of ['channel_types', 'name_localizations', 'description_localizations']) if (option.keywords.has(key)) fields.unknown(key, spanOf(option.keywords.get(key)!.value), 'a value py-cord converts');
    if (option.spread) fields.open = true;
  }
  for (const field of unknownFields) fields.unknown(field, at, 'set by py-cord from the annotation');
  return fields.object();
}

/** py-cord: `required=` if given; else optional with a `default=` other than None or a plain Python default; else required. */
function requiredOf(context: FileContext, parameter: Parameter, option: CallShape | undefined, optionNode: Node | undefined): Traced {
  const at = spanOf(parameter.name);
  const explicit = option?.keywords.get('required');
  const optionDefault = option?.keywords.get('default');
  if (optionDefault && optionDefault.value.type !== 'none') return primitive(false, at);
  if (explicit) return context.evaluator.value(explicit.value);
  if (parameter.default && parameter.default.startIndex !== optionNode?.startIndex) return primitive(false, at);
  return primitive(true, at);
}

function isChannel(type: Traced): boolean {
  return type.kind === 'primitive' && type.value === OPTION_TYPE.channel;
}

/**
 * py-cord's CHANNEL_TYPE_MAP (commands/options.py, the same in 2.0 to 2.8.1 for these five),
 * with the classes it maps from a later version (before it, the class fails when the command is
 * built); GuildChannel adds nothing to the list.
 */
const CHANNEL_TYPES: Readonly<Record<string, { readonly type: number; readonly since?: string }>> = {
  TextChannel: { type: 0 },
  VoiceChannel: { type: 2 },
  CategoryChannel: { type: 4 },
  Thread: { type: 11 },
  StageChannel: { type: 13 },
  ForumChannel: { type: 15, since: '2.4' },
  DMChannel: { type: 1, since: '2.4' },
  MediaChannel: { type: 16, since: '2.7' },
};

/**
 * The `channel_types` py-cord appends for a channel class as an option's input type
 * (options.py `Option.__init__`): one per class of a union, in order, none for GuildChannel, no
 * list when it is empty. A parameter's `Optional[X]` is made `Option(X)`; other unions with None
 * differ by version (2.0 to 2.6 take the first type, 2.7 strips None): unknown.
 */
function channelTypesOf(context: FileContext, fields: Fields, node: Node, parameter: boolean): void {
  const span = spanOf(node);
  const members = unionParts(context, node);
  const classes = members.filter((member): member is Node => member !== null);
  if (classes.length !== members.length && !(parameter && classes.length === 1 && members[0] !== null)) {
    fields.unknown('channel_types', span, 'a union with None py-cord reads by version');
    return;
  }
  const types: number[] = [];
  for (const member of classes) {
    const name = context.qualify(dottedName(member));
    const last = name?.startsWith('discord.') ? name.slice(name.lastIndexOf('.') + 1) : undefined;
    if (last === 'GuildChannel') continue;
    const known = last !== undefined && Object.prototype.hasOwnProperty.call(CHANNEL_TYPES, last) ? CHANNEL_TYPES[last]! : undefined;
    if (!known || (known.since !== undefined && context.atLeast('py-cord', known.since) !== true)) {
      fields.unknown('channel_types', span, known ? 'a channel class py-cord maps from a later version' : 'a class py-cord does not map to a channel type');
      return;
    }
    if (!types.includes(known.type)) types.push(known.type);
  }
  // Written by the class the author chose, as a Range's bounds are (annotations.ts).
  if (types.length > 0) fields.set('channel_types', { kind: 'array', items: types.map((type) => primitive(type, span)), open: false, span }, span);
}

/** The members of a type: `A | B`, `Union[A, B]`, `Optional[A]` flattened, in order, with None as null. */
function unionParts(context: FileContext, node: Node): (Node | null)[] {
  const parts: (Node | null)[] = [];
  for (const member of unionMembers(node)) {
    const inner = unwrapType(member);
    if (inner.type === 'none') {
      parts.push(null);
      continue;
    }
    const form = typeForm(inner);
    const head = context.qualify(form.head);
    if (head === 'typing.Union' || head === 'typing_extensions.Union') for (const arg of form.args) parts.push(...unionParts(context, arg));
    else if ((head === 'typing.Optional' || head === 'typing_extensions.Optional') && form.args.length === 1) parts.push(...unionParts(context, form.args[0]!), null);
    else parts.push(inner);
  }
  return parts;
}

function typeOf(context: FileContext, node: Node): Traced {
  const span = spanOf(node);
  const kind = context.annotations.classType(node);
  if (kind !== undefined) return primitive(kind, span);
  const name = context.qualify(dottedName(node));
  const member = name?.startsWith('discord.') && name.includes('SlashCommandOptionType.') ? name.slice(name.lastIndexOf('.') + 1) : undefined;
  if (member !== undefined && Object.prototype.hasOwnProperty.call(OPTION_TYPE_MEMBERS, member)) return primitive(OPTION_TYPE_MEMBERS[member]!, span);
  return unknown(span, 'an option type cmdlint does not read');
}

/** `choices=[...]`: plain values (named `str(value)`) or `OptionChoice(...)`s. */
function pycordChoices(context: FileContext, node: Node): Traced {
  if ((node.type === 'list' || node.type === 'tuple') && node.namedChildren.some((item) => item?.type === 'call')) return choicesOf(context, node);
  return choiceList(node, (item) => {
    const value = context.evaluator.value(item);
    if (value.kind !== 'primitive' || (typeof value.value !== 'string' && typeof value.value !== 'number')) return value.kind === 'unknown' ? value : unknown(value.span, 'a choice of another kind');
    // The choice's name is str(value): a float prints in Python's way, so only strings and integers are known.
    const name = typeof value.value === 'string' ? value : Number.isInteger(value.value) && !item.text.includes('.') ? primitive(String(value.value), value.span) : unknown(value.span, 'a number printed by Python');
    const plain = typeof value.value === 'string' ? primitive(value.value, value.span) : value;
    return { kind: 'object', entries: new Map([['name', { value: typeof value.value === 'string' ? plain : name, keySpan: value.span }], ['value', { value: plain, keySpan: value.span }]]), open: false, span: value.span };
  });
}

/** A `SlashCommandGroup(name, description, ...)`, `bot.create_group(...)` or `group.create_subgroup(...)` (not `top`): its fields. */
export function pycordGroupFields(context: FileContext, call: CallShape, top: boolean): Fields {
  const fields = new Fields(spanOf(call.node));
  const nameNode = call.keywords.get('name')?.value ?? call.positional[0];
  fields.set('name', nameNode ? context.evaluator.value(nameNode) : unknown(spanOf(call.node), 'a group without a name'), nameNode ? spanOf(nameNode) : spanOf(call.node));
  const descriptionNode = call.keywords.get('description')?.value ?? call.positional[1];
  const description = descriptionNode ? context.evaluator.value(descriptionNode) : undefined;
  fields.set('description', description && !(description.kind === 'primitive' && description.value === null) ? description : derivedString(NO_DESCRIPTION, call.calleeNode), descriptionNode ? spanOf(descriptionNode) : spanOf(call.calleeNode));
  for (const key of ['default_member_permissions', 'contexts', 'integration_types', 'name_localizations', 'description_localizations']) {
    const argument = call.keywords.get(key);
    if (argument) fields.unknown(key, spanOf(argument.value), 'a value py-cord converts');
  }
  const nsfw = call.keywords.get('nsfw');
  if (nsfw) fields.set('nsfw', context.evaluator.value(nsfw.value), spanOf(nsfw.name));
  // guild_ids: a keyword, or the third argument of SlashCommandGroup and create_group.
  const guildOnly = call.keywords.get('guild_only');
  if (guildOnly) guildOnlyFields(context, fields, { value: context.evaluator.value(guildOnly.value), at: spanOf(guildOnly.name) }, top, !call.keywords.has('guild_ids') && call.positional.length < 3);
  if (call.spread) fields.open = true;
  return fields;
}
