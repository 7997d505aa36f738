// hikari-lightbulb (python-facts.md 3.6). Version 2: decorator stacks, `@lightbulb.option(...)`
// applied bottom-up (the one nearest `@lightbulb.command` is added first), `required` when no
// `default=`, the payload sorted required first; `implements(...)` says which kinds (a
// `PrefixCommand` alone is no application command). Version 3: one class per command, `name=` and
// `description=` in the class statement, options as class attributes in declaration order, not
// sorted. No docstrings in either: the description is a required argument.
import type { Node } from 'web-tree-sitter';
import { primitive, unknown, type Traced, type TracedObject } from '@cmdlint/text';
import { COMMAND_TYPE, Fields, OPTION_TYPE } from './body.js';
import { choiceList, choicesFrom } from './choice-list.js';
import type { FileContext } from './context.js';
import { argumentsShape, callShape, dottedName, spanOf, type CallShape } from './syntax.js';

const BUILTIN_TYPES: Readonly<Record<string, number>> = { str: OPTION_TYPE.string, int: OPTION_TYPE.integer, float: OPTION_TYPE.number, bool: OPTION_TYPE.boolean };

/** hikari's classes an option's `type=` names, by their last name. */
const HIKARI_TYPES: Readonly<Record<string, number>> = {
  User: OPTION_TYPE.user,
  Member: OPTION_TYPE.user,
  InteractionMember: OPTION_TYPE.user,
  Role: OPTION_TYPE.role,
  Attachment: OPTION_TYPE.attachment,
  GuildChannel: OPTION_TYPE.channel,
  TextableGuildChannel: OPTION_TYPE.channel,
  GuildTextChannel: OPTION_TYPE.channel,
  GuildVoiceChannel: OPTION_TYPE.channel,
  GuildCategory: OPTION_TYPE.channel,
  PartialChannel: OPTION_TYPE.channel,
  InteractionChannel: OPTION_TYPE.channel,
};

/** lightbulb 3's option functions, by name. */
const V3_OPTIONS: Readonly<Record<string, number>> = {
  string: OPTION_TYPE.string,
  integer: OPTION_TYPE.integer,
  boolean: OPTION_TYPE.boolean,
  number: OPTION_TYPE.number,
  user: OPTION_TYPE.user,
  channel: OPTION_TYPE.channel,
  role: OPTION_TYPE.role,
  mentionable: OPTION_TYPE.mentionable,
  attachment: OPTION_TYPE.attachment,
};

/** A name of the `lightbulb` package (`lightbulb.option`, `from lightbulb import option`). */
export function lightbulbName(context: FileContext, callee: string | undefined): string | undefined {
  const qualified = context.qualify(callee);
  if (qualified === undefined || !qualified.startsWith('lightbulb.')) return undefined;
  // `lightbulb.commands.SlashCommand`, `lightbulb.decorators.option`: the last name decides.
  return qualified.slice(qualified.lastIndexOf('.') + 1);
}

/** The kinds `@lightbulb.implements(...)` names (`SlashCommand`, `PrefixCommand`, `SlashSubCommand`...); undefined when one is not a name. */
export function implementedKinds(context: FileContext, decorators: readonly CallShape[]): Set<string> | undefined {
  const kinds = new Set<string>();
  for (const decorator of decorators) {
    if (lightbulbName(context, decorator.callee) !== 'implements') continue;
    for (const kind of decorator.positional) {
      const name = dottedName(kind);
      const last = name === undefined ? undefined : (lightbulbName(context, name) ?? (context.qualify(name)!.startsWith('lightbulb') ? undefined : name.slice(name.lastIndexOf('.') + 1)));
      if (last === undefined) return undefined;
      kinds.add(last);
    }
    if (decorator.spread) return undefined;
  }
  return kinds;
}

/** A string argument: a keyword, else the positional at `index`. */
function stringAt(context: FileContext, call: CallShape, keyword: string, index: number): { value: Traced; span: { start: number; end: number } } | undefined {
  const node = call.keywords.get(keyword)?.value ?? call.positional[index];
  if (!node) return undefined;
  const value = context.evaluator.value(node);
  return { value: value.kind === 'primitive' && typeof value.value !== 'string' ? unknown(value.span, 'not a string') : value, span: spanOf(node) };
}

/**
 * A v2 command, subcommand or group: its fields from `@lightbulb.command(...)`, options from the
 * `@lightbulb.option(...)` above it. `nested` for a subcommand or subgroup, whose `type` (1, 2) are
 * option types, not a context menu's: a `SlashSubGroup` sends its description (2.3.5 `as_option`).
 */
export function lightbulbV2Command(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, type: number, sorted: boolean, nested = false): Fields {
  const fields = new Fields(spanOf(definition));
  const contextMenu = !nested && (type === COMMAND_TYPE.user || type === COMMAND_TYPE.message);
  const at = spanOf(maker.calleeNode);
  const name = stringAt(context, maker, 'name', 0);
  fields.set('name', name?.value ?? unknown(at, 'a command without a name'), name?.span ?? at);
  fields.implied('type', type, at);
  if (!contextMenu) {
    const description = stringAt(context, maker, 'description', 1);
    fields.set('description', description?.value ?? unknown(at, 'a command without a description'), description?.span ?? at);
  }
  // Keywords of `lightbulb.command` other than these may set what is sent (localizations, permissions).
  if (maker.spread || [...maker.keywords.keys()].some((key) => !['name', 'description', 'aliases', 'auto_defer', 'ephemeral', 'pass_options', 'hidden', 'inherit_checks', 'guilds', 'cls', 'app_command_dm_enabled', 'nsfw'].includes(key))) fields.open = true;
  const dm = maker.keywords.get('app_command_dm_enabled');
  if (dm) fields.unknown('dm_permission', spanOf(dm.value), 'a value lightbulb converts');
  if (contextMenu) return fields;
  // Decorators run bottom-up: the option nearest `@lightbulb.command` is added first.
  const options = decorators.filter((decorator) => lightbulbName(context, decorator.callee) === 'option').reverse().map((decorator) => v2Option(context, decorator));
  if (decorators.some((decorator) => lightbulbName(context, decorator.callee) === 'app_command_permissions')) fields.unknown('default_member_permissions', at, 'permissions lightbulb computes');
  const required = options.filter((option) => option.required === true);
  const rest = options.filter((option) => option.required !== true);
  // lightbulb 2 sends required options first (stable, commands/slash.py 118).
  const items = (sorted ? [...required, ...rest] : options).map((option) => option.value);
  fields.set('options', { kind: 'array', items, open: false, span: spanOf(definition) }, at);
  return fields;
}

function v2Option(context: FileContext, call: CallShape): { value: TracedObject; required: boolean | undefined } {
  const fields = new Fields(spanOf(call.node));
  const at = spanOf(call.calleeNode);
  const name = stringAt(context, call, 'name', 0);
  fields.set('name', name?.value ?? unknown(at, 'an option without a name'), name?.span ?? at);
  const description = stringAt(context, call, 'description', 1);
  fields.set('description', description?.value ?? unknown(at, 'an option without a description'), description?.span ?? at);
  const typeNode = call.keywords.get('type')?.value ?? call.positional[2];
  fields.set('type', typeNode ? v2Type(context, typeNode) : primitive(OPTION_TYPE.string, at), typeNode ? spanOf(typeNode) : at);
  const explicit = call.keywords.get('required');
  let required: boolean | undefined;
  if (explicit) {
    const value = context.evaluator.value(explicit.value);
    required = value.kind === 'primitive' && typeof value.value === 'boolean' ? value.value : undefined;
    fields.set('required', value, spanOf(explicit.name));
  } else {
    required = !call.keywords.has('default');
    fields.implied('required', required, at);
  }
  for (const key of ['min_value', 'max_value', 'min_length', 'max_length']) {
    const given = call.keywords.get(key);
    if (given) fields.set(key, context.evaluator.value(given.value), spanOf(given.name));
  }
  const choices = call.keywords.get('choices');
  if (choices) fields.set('choices', choicesFrom(context, choices.value, (node) => plainChoices(context, node)), spanOf(choices.name));
  const autocomplete = call.keywords.get('autocomplete');
  if (autocomplete && autocomplete.value.type !== 'false' && autocomplete.value.type !== 'none') fields.set('autocomplete', primitive(true, spanOf(autocomplete.value)), spanOf(autocomplete.name));
  for (const key of ['channel_types', 'name_localizations', 'description_localizations']) if (call.keywords.has(key)) fields.unknown(key, spanOf(call.keywords.get(key)!.value), 'a value lightbulb converts');
  if (call.spread || call.positional.length > 3) fields.open = true;
  return { value: fields.object(), required };
}

/** `type=str`, `type=hikari.User`, ...; anything else unknown (a converter, an `OptionType` member). */
function v2Type(context: FileContext, node: Node): Traced {
  const span = spanOf(node);
  const name = dottedName(node);
  if (name === undefined) return unknown(span, 'an option type cmdlint does not read');
  const qualified = context.qualify(name)!;
  if (Object.prototype.hasOwnProperty.call(BUILTIN_TYPES, qualified) && !context.names.isConstant(qualified)) return primitive(BUILTIN_TYPES[qualified]!, span);
  const last = qualified.slice(qualified.lastIndexOf('.') + 1);
  if (qualified.startsWith('hikari.') && Object.prototype.hasOwnProperty.call(HIKARI_TYPES, last)) return primitive(HIKARI_TYPES[last]!, span);
  return unknown(span, 'an option type cmdlint does not read');
}

/** `choices=["a", "b"]`: each named `str(value)`; `CommandChoice(...)` and anything else unknown. */
function plainChoices(context: FileContext, node: Node): Traced {
  return choiceList(node, (item) => {
    const value = context.evaluator.choiceValue(item);
    const plainInteger = typeof (value.kind === 'primitive' ? value.value : undefined) === 'number' && Number.isInteger((value as { value: number }).value) && !item.text.includes('.');
    if (value.kind !== 'primitive' || !(typeof value.value === 'string' || plainInteger)) return value.kind === 'unknown' ? value : unknown(value.span, 'a choice of another kind');
    return { kind: 'object', entries: new Map([['name', { value: primitive(context.evaluator.integerDigits(item) ?? String(value.value), value.span), keySpan: value.span }], ['value', { value: primitive(value.value, value.span), keySpan: value.span }]]), open: false, span: value.span };
  });
}

/** The command kind a v3 class's bases make it: 1 slash, 2 user, 3 message; undefined for any other class. */
export function v3Kind(context: FileContext, definition: Node): number | undefined {
  const bases = definition.childForFieldName('superclasses');
  if (!bases) return undefined;
  const call = argumentsShape(definition, definition.childForFieldName('name')!, bases);
  for (const base of call.positional) {
    const last = lightbulbName(context, dottedName(base));
    if (last === 'SlashCommand') return COMMAND_TYPE.chatInput;
    if (last === 'UserCommand') return COMMAND_TYPE.user;
    if (last === 'MessageCommand') return COMMAND_TYPE.message;
  }
  return undefined;
}

/** A v3 command class: `name=`/`description=` in its class statement, options as its attributes in declaration order. */
export function lightbulbV3Command(context: FileContext, definition: Node, type: number): TracedObject {
  const className = definition.childForFieldName('name')!;
  const call = argumentsShape(definition, className, definition.childForFieldName('superclasses'));
  const fields = new Fields(spanOf(definition));
  const at = spanOf(className);
  const name = call.keywords.get('name');
  fields.set('name', name ? stringOnly(context, name.value) : unknown(at, 'a command without a name'), name ? spanOf(name.value) : at);
  fields.implied('type', type, at);
  if (type === COMMAND_TYPE.chatInput) {
    const description = call.keywords.get('description');
    fields.set('description', description ? stringOnly(context, description.value) : unknown(at, 'a command without a description'), description ? spanOf(description.value) : at);
  }
  const nsfw = call.keywords.get('nsfw');
  if (nsfw) fields.set('nsfw', context.evaluator.value(nsfw.value), spanOf(nsfw.name));
  for (const key of ['default_member_permissions', 'dm_enabled', 'contexts', 'integration_types', 'localize']) {
    const given = call.keywords.get(key);
    if (given) fields.unknown(key === 'dm_enabled' ? 'dm_permission' : key, spanOf(given.value), 'a value lightbulb converts');
  }
  // `localize=True` makes name and description keys a provider translates: unknown.
  if (call.keywords.has('localize')) {
    fields.unknown('name', at, 'a localization key');
    fields.unknown('description', at, 'a localization key');
  }
  if (call.spread || [...call.keywords.keys()].some((key) => !['name', 'description', 'nsfw', 'default_member_permissions', 'dm_enabled', 'contexts', 'integration_types', 'localize', 'hooks'].includes(key))) fields.open = true;
  if (type === COMMAND_TYPE.chatInput) fields.set('options', v3Options(context, definition), at);
  return fields.object();
}

function stringOnly(context: FileContext, node: Node): Traced {
  const value = context.evaluator.value(node);
  return value.kind === 'primitive' && typeof value.value !== 'string' ? unknown(value.span, 'not a string') : value;
}

/** Class attributes made by `lightbulb.string(...)` and the like, in declaration order (not sorted). */
function v3Options(context: FileContext, definition: Node): Traced {
  const items: Traced[] = [];
  let open = false;
  const body = definition.childForFieldName('body');
  for (const statement of body?.namedChildren ?? []) {
    if (statement?.type !== 'expression_statement') continue;
    const assignment = statement.namedChildren[0];
    if (assignment?.type !== 'assignment') continue;
    const right = assignment.childForFieldName('right');
    if (right?.type !== 'call') continue;
    const call = callShape(right);
    const kind = lightbulbName(context, call?.callee);
    if (!call || kind === undefined) {
      // An attribute made by another call may be an option made by a helper.
      open = true;
      continue;
    }
    if (!Object.prototype.hasOwnProperty.call(V3_OPTIONS, kind)) continue;
    items.push(v3Option(context, call, V3_OPTIONS[kind]!));
  }
  return { kind: 'array', items, open, span: spanOf(definition) };
}

function v3Option(context: FileContext, call: CallShape, type: number): TracedObject {
  const fields = new Fields(spanOf(call.node));
  const at = spanOf(call.calleeNode);
  const name = stringAt(context, call, 'name', 0);
  fields.set('name', name?.value ?? unknown(at, 'an option without a name'), name?.span ?? at);
  const description = stringAt(context, call, 'description', 1);
  fields.set('description', description?.value ?? unknown(at, 'an option without a description'), description?.span ?? at);
  fields.implied('type', type, at);
  fields.implied('required', !call.keywords.has('default'), at);
  for (const key of ['min_value', 'max_value', 'min_length', 'max_length']) {
    const given = call.keywords.get(key);
    if (given) fields.set(key, context.evaluator.value(given.value), spanOf(given.name));
  }
  const choices = call.keywords.get('choices');
  if (choices) fields.set('choices', unknown(spanOf(choices.value), 'choices lightbulb builds'), spanOf(choices.name));
  const autocomplete = call.keywords.get('autocomplete');
  if (autocomplete && autocomplete.value.type !== 'none') fields.set('autocomplete', primitive(true, spanOf(autocomplete.value)), spanOf(autocomplete.name));
  for (const key of ['channel_types', 'localize']) if (call.keywords.has(key)) fields.open = true;
  if (call.keywords.has('localize')) {
    fields.unknown('name', at, 'a localization key');
    fields.unknown('description', at, 'a localization key');
  }
  if (call.spread || call.positional.length > 2) fields.open = true;
  return fields.object();
}
