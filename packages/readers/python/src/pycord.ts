// py-cord 2.x: `slash_command`, `Option`, `@option`, `SlashCommandGroup`, `user_command`,
// `message_command` (python-facts.md 3.3). Name: `name=` or the function's name; description:
// `description=`, else the cleaned docstring's first line, else "No description provided";
// options in parameter order (py-cord does not sort: required after optional reaches the service).
import type { Node } from 'web-tree-sitter';
import { primitive, unknown, type Traced, type TracedObject } from '@cmdlint/text';
import type { Scope } from '@cmdlint/core';
import { guildIdsOf } from './guilds.js';
import { COMMAND_TYPE, Fields, OPTION_TYPE } from './body.js';
import { choiceList, choicesFrom } from './choice-list.js';
import { pycordLocalizations } from './localizations.js';
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
  /** The guilds `guild_ids=` lists as literals (guilds.ts). */
  readonly guildIds?: readonly string[];
}

/** A command's scope from `guild_ids=`, with the guilds when they are literals. */
function guildScopeOf(context: FileContext, maker: CallShape): { scope?: 'guild'; guildIds?: readonly string[] } {
  if (!maker.keywords.has('guild_ids')) return {};
  const guildIds = guildIdsOf(context, maker);
  return guildIds ? { scope: 'guild', guildIds } : { scope: 'guild' };
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
  if (!subcommand) commandExtras(context, fields, decorators, maker, false);
  else localizationsOf(context, maker, fields, false);
  guildOnlyFields(context, fields, guildOnlyOf(context, decorators, maker), !subcommand, !maker.keywords.has('guild_ids'));
  if (!subcommand && !maker.keywords.has('guild_ids')) botDefaults(context, fields, spanOf(functionName));
  const options = optionsOf(context, definition, decorators, inClass);
  if (maker.keywords.has('options') && options.kind === 'array') options.open = true;
  fields.set('options', options, spanOf(definition.childForFieldName('parameters') ?? functionName));
  if (subcommand && [...maker.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key))) fields.open = true;
  fields.open ||= maker.spread;
  return { value: fields.object(), ...guildScopeOf(context, maker) };
}

export function pycordContextMenu(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, type: number): PycordCommand {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = maker.keywords.get('name');
  fields.set('name', orKeyword(context, maker, 'name') ?? derivedString(functionName.text, functionName), named ? spanOf(named.name) : spanOf(functionName));
  fields.implied('type', type, spanOf(functionName));
  commandExtras(context, fields, decorators, maker, true);
  guildOnlyFields(context, fields, guildOnlyOf(context, decorators, maker), true, !maker.keywords.has('guild_ids'));
  if (!maker.keywords.has('guild_ids')) botDefaults(context, fields, spanOf(functionName));
  fields.open ||= maker.spread;
  return { value: fields.object(), ...guildScopeOf(context, maker) };
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

/**
 * From py-cord 2.6 a top-level global command sends `contexts` and `integration_types` (commands/
 * core.py `to_dict`): its own, else the Bot's `default_command_contexts` and
 * `default_command_integration_types` (bot.py `add_application_command`), set where the Bot is
 * made, which a command's file does not show. What the command does not set itself is unknown,
 * as discord.py 2.4's tree defaults are; before 2.6 neither is sent.
 */
function botDefaults(context: FileContext, fields: Fields, at: Span): void {
  const since26 = context.atLeast('py-cord', '2.6');
  if (since26 === false) return;
  for (const key of ['contexts', 'integration_types']) {
    if (!fields.has(key)) fields.unknown(key, at, since26 ? "the Bot's default, which py-cord 2.6 and later send" : "the Bot's default, which py-cord sends from 2.6");
  }
}

/**
 * `name_localizations=` and `description_localizations=` as py-cord sends them (localizations.ts):
 * a context menu sends a name dict only, and only when it is not empty (ContextMenuCommand.to_dict).
 */
function localizationsOf(context: FileContext, call: CallShape, fields: Fields, contextMenu: boolean): void {
  for (const key of contextMenu ? ['name_localizations'] : ['name_localizations', 'description_localizations']) {
    const argument = call.keywords.get(key);
    if (!argument) continue;
    const value = pycordLocalizations(context, argument.value);
    if (!(contextMenu && value.kind === 'object' && value.entries.size === 0)) fields.set(key, value, spanOf(argument.name));
  }
}

/** Fields of a top-level command set by keywords or decorators: nsfw, permissions, contexts. */
function commandExtras(context: FileContext, fields: Fields, decorators: readonly CallShape[], maker: CallShape, contextMenu: boolean): void {
  // `options=[...]` and keywords cmdlint does not know may change what is sent.
  if ([...maker.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key)) || maker.keywords.has('options')) fields.open = true;
  const nsfw = maker.keywords.get('nsfw');
  if (nsfw) fields.set('nsfw', context.evaluator.value(nsfw.value), spanOf(nsfw.name));
  for (const key of ['default_member_permissions', 'contexts', 'integration_types']) {
    const argument = maker.keywords.get(key);
    if (argument) fields.unknown(key, spanOf(argument.value), 'a value py-cord converts');
  }
  localizationsOf(context, maker, fields, contextMenu);
  for (const decorator of decorators) {
    const name = context.qualify(decorator.callee);
    if (name === 'discord.default_permissions' || name === 'discord.commands.default_permissions') fields.unknown('default_member_permissions', spanOf(decorator.node), 'permissions py-cord computes');
  }
}

function optionsOf(context: FileContext, definition: Node, decorators: readonly CallShape[], inClass: boolean): Traced {
  const parameters = parametersOf(definition, inClass);
  const annotations = new Map(parameters.all.map((parameter) => [parameter.name.text, parameter.annotation]));
  const annotationOf = (name: string): Node | undefined => annotations.get(name);
  // `@option("name", ...)` decorators describe the parameter they name (or `parameter_name=`).
  const decorated = new Map<string, CallShape>();
  const unmatched = new Set<string>();
  const before23 = context.atLeast('py-cord', '2.3');
  let open = parameters.open;
  for (const decorator of decorators) {
    if (!isPycordOptionDecorator(context, decorator)) continue;
    const nameNode = decorator.keywords.get('name')?.value ?? decorator.positional[0];
    const name = nameNode ? context.evaluator.text(nameNode) : undefined;
    const parameterNode = decorator.keywords.get('parameter_name')?.value;
    const parameter = parameterNode ? context.evaluator.text(parameterNode) : name;
    // `parameter_name=` from 2.3 (options.py `option`): before, the option annotates the parameter its name names.
    const key = parameterNode && before23 !== true ? (before23 === false ? name : undefined) : parameter;
    if (key === undefined && parameterNode && name !== undefined && parameter !== undefined) {
      unmatched.add(name).add(parameter);
      continue;
    }
    if (key === undefined) open = true;
    else decorated.set(key, decorator);
  }
  // A decorator whose target is unknown may describe any parameter no other decorator names.
  const items = parameters.list.map((parameter) => {
    const key = parameter.name.text;
    return unmatched.has(key) || (open && !decorated.has(key)) ? undescribed(parameter) : optionOf(context, parameter, decorated.get(key), annotationOf);
  });
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

/**
 * The py-cord versions from which an option is made differently: `parameter_name=` (2.3), an
 * `Option` as a parameter's default keeps its own type and requiredness (2.5), `option(...,
 * input_type=)` (2.6), a union with None stripped of it (2.7).
 */
const OPTION_CHANGES = ['2.3', '2.5', '2.6', '2.7'] as const;
type OptionChange = (typeof OPTION_CHANGES)[number];
/** Whether the version an option is made for is at least the change's. */
type Since = (change: OptionChange) => boolean;

/** The spans of the versions the bot's dependency files allow, between the changes: 0 before 2.3, 4 from 2.7. */
function possibleEras(context: FileContext): number[] {
  const eras: number[] = [];
  for (let era = 0; era <= OPTION_CHANGES.length; era++) {
    const from = era === 0 ? undefined : context.atLeast('py-cord', OPTION_CHANGES[era - 1]!);
    const to = era === OPTION_CHANGES.length ? undefined : context.atLeast('py-cord', OPTION_CHANGES[era]!);
    if (from !== false && to !== true) eras.push(era);
  }
  return eras;
}

/**
 * A parameter's option as py-cord sends it, by version: made once for the versions the bot
 * allows, and where it asks the version, once for each span of them; a field they make
 * differently is unknown.
 */
function optionOf(context: FileContext, parameter: Parameter, decorator: CallShape | undefined, annotationOf: (name: string) => Node | undefined): TracedObject {
  const eras = possibleEras(context);
  let asked = false;
  const made = (era: number): TracedObject =>
    optionIn(context, parameter, decorator, annotationOf, (change) => {
      asked = true;
      return era > OPTION_CHANGES.indexOf(change);
    });
  const first = made(eras[0] ?? OPTION_CHANGES.length);
  if (!asked || eras.length < 2) return first;
  const others = eras.slice(1).map(made);
  const entries = new Map(first.entries);
  for (const other of others) {
    for (const key of new Set([...entries.keys(), ...other.entries.keys()])) {
      const mine = entries.get(key);
      const theirs = other.entries.get(key);
      if (mine && theirs && sameTraced(mine.value, theirs.value)) continue;
      const keySpan = (mine ?? theirs)!.keySpan ?? spanOf(parameter.name);
      entries.set(key, { value: unknown(keySpan, 'a value py-cord makes differently by version, which the dependency files do not tell'), keySpan });
    }
  }
  return { kind: 'object', entries, open: first.open || others.some((other) => other.open), span: first.span };
}

/** Whether two values are the same as sent (places aside); unknowns are alike, whatever they hide. */
function sameTraced(a: Traced, b: Traced): boolean {
  if (a.kind !== b.kind) return false;
  if (a.kind === 'primitive') return a.value === (b as typeof a).value;
  if (a.kind === 'unknown') return true;
  if (a.kind === 'array') {
    const other = b as typeof a;
    return a.open === other.open && a.items.length === other.items.length && a.items.every((item, i) => sameTraced(item, other.items[i]!));
  }
  const other = b as typeof a;
  if (a.open !== other.open || a.entries.size !== other.entries.size) return false;
  for (const [key, entry] of a.entries) {
    const match = other.entries.get(key);
    if (!match || !sameTraced(entry.value, match.value)) return false;
  }
  return true;
}

/** Whether an annotation is `Literal[...]`. */
function isLiteral(context: FileContext, node: Node): boolean {
  const head = context.qualify(typeForm(unwrapType(node)).head);
  return head === 'typing.Literal' || head === 'typing_extensions.Literal';
}

/** Where an option's type comes from: an `Option`'s input type as written, an annotation py-cord reads, `str`, or nothing known. */
type TypeSource = { readonly input: Node } | { readonly annotation: Node; readonly members: readonly Node[] } | 'string' | { readonly unknown: string };

/**
 * A parameter's option in one span of versions (core.py `SlashCommand._parse_options`,
 * options.py `Option.__init__` and `option`, py-cord 2.0 to 2.8.1). The `Option` it takes its
 * name, description, requiredness and bounds from (`own`): an `@option` decorator's (which makes
 * `Option(type, ...)` the parameter's annotation), an `Option(...)` annotation, or an `Option(...)`
 * default, which py-cord uses only where the annotation is a plain type (a union, and from 2.7 a
 * `Literal`, make an option of their own, and the default's is dropped); else one made from the
 * annotation. `Option(input_type=...)` is no input type: it is positional only, the keyword is ignored.
 */
function optionIn(context: FileContext, parameter: Parameter, decorator: CallShape | undefined, annotationOf: (name: string) => Node | undefined, since: Since): TracedObject {
  const at = spanOf(parameter.name);
  const fields = new Fields(spanOf(parameter.name.parent ?? parameter.name));
  const annotationCall = parameter.annotation?.namedChildren[0] ?? undefined;
  const annotationOption = isPycordOption(context, annotationCall) ? annotationCall! : undefined;
  const defaultOption = isPycordOption(context, parameter.default) ? parameter.default! : undefined;
  let own: CallShape | undefined;
  let type: TypeSource;
  /** The Option's own input type, from which `Option.__init__` lists channel types (when no `channel_types=`). */
  let channels: readonly Node[] | undefined;
  /** `Optional[X]` before 2.7: `Option(X, default=None)`, not required. */
  let defaultNone = false;
  /** The parameter's `Option(...)` default is the option. */
  let ownIsDefault = false;
  if (decorator) {
    own = decorator;
    // `type=` (2.0 to 2.5 a parameter, from 2.6 read first from the keywords), the second argument, `input_type=` from 2.6.
    const typeNode = decorator.keywords.get('type')?.value ?? decorator.positional[1] ?? (since('2.6') ? decorator.keywords.get('input_type')?.value : undefined);
    if (typeNode) {
      type = { input: typeNode };
      channels = [typeNode];
    } else {
      // Else the annotation of the parameter: before 2.6, of the one the option's name names.
      const nameNode = decorator.keywords.get('name')?.value ?? decorator.positional[0];
      const name = nameNode ? context.evaluator.text(nameNode) : undefined;
      const renamed = decorator.keywords.has('parameter_name') && !since('2.6');
      const annotation = renamed ? (name === undefined ? undefined : annotationOf(name)) : parameter.annotation;
      if (renamed && name === undefined) type = { unknown: 'an option name not known, whose parameter py-cord takes the type from' };
      else if (!annotation) type = 'string';
      else {
        const parts = unionParts(context, annotation);
        const members = parts.filter((part): part is Node => part !== null);
        // `Option(annotation)`: from 2.7 it strips None; before, None is no input type (it raises), as is a Literal.
        if (isPycordOption(context, annotation.namedChildren[0] ?? undefined) || isLiteral(context, annotation) || (members.length !== parts.length && !since('2.7'))) type = { unknown: 'an annotation py-cord cannot make an option of in this version' };
        else type = { annotation, members };
        channels = members;
      }
    }
  } else if (annotationOption) {
    own = callShape(annotationOption)!;
    const typeNode = own.positional[0];
    type = typeNode ? { input: typeNode } : 'string';
    channels = typeNode ? [typeNode] : undefined;
  } else {
    let annotation = parameter.annotation;
    const parts = annotation ? unionParts(context, annotation) : [];
    const members = parts.filter((part): part is Node => part !== null);
    // From 2.7 a union with None is stripped of it first (`Option._strip_none_type`).
    if (annotation && members.length === 1 && parts.length > 1 && since('2.7')) annotation = members[0];
    if (annotation && parts.length > 1 && annotation !== members[0]) {
      if (members.length < parts.length && !since('2.7')) {
        // `Option(args[0], default=None)`: the union's first member alone.
        defaultNone = true;
        const head = parts[0];
        type = head ? { annotation: head, members: [head] } : { unknown: 'a union that starts with None, no input type for py-cord before 2.7' };
        channels = head ? [head] : undefined;
      } else {
        // `Option(args)`: the members together.
        type = { annotation, members };
        channels = members;
      }
    } else if (annotation && isLiteral(context, annotation) && since('2.7')) {
      type = { annotation, members: [annotation] };
    } else if (defaultOption) {
      // A plain type: the default `Option` is the option. Before 2.5 py-cord sets its input type from the annotation (or `str`); from 2.5 it keeps its own.
      own = callShape(defaultOption)!;
      ownIsDefault = true;
      const typeNode = own.positional[0];
      if (since('2.5')) type = typeNode ? { input: typeNode } : 'string';
      else type = !annotation ? 'string' : isLiteral(context, annotation) ? { unknown: 'a Literal py-cord before 2.7 cannot make an option of' } : { annotation, members: [annotation] };
      channels = typeNode ? [typeNode] : undefined;
    } else if (annotation) {
      type = isLiteral(context, annotation) ? { unknown: 'a Literal py-cord before 2.7 cannot make an option of' } : { annotation, members: [annotation] };
      channels = [annotation];
    } else type = { unknown: 'a parameter without an annotation' };
  }
  // The option's own name: `name=` (the decorator's first argument), else the parameter's.
  const nameNode = own?.keywords.get('name')?.value ?? (decorator ? decorator.positional[0] : undefined);
  const optionName = nameNode ? context.evaluator.value(nameNode) : undefined;
  // An empty name: whether py-cord falls back to the parameter's is not settled here.
  const emptyName = optionName?.kind === 'primitive' && optionName.value === '';
  fields.set('name', optionName === undefined ? derivedString(parameter.name.text, parameter.name) : emptyName ? unknown(optionName.span, 'an empty option name') : optionName, nameNode ? spanOf(nameNode) : at);
  let unknownFields: readonly string[] = [];
  if (type === 'string') fields.implied('type', OPTION_TYPE.string, at);
  else if ('unknown' in type) fields.unknown('type', at, type.unknown);
  else if ('input' in type) fields.set('type', typeOf(context, type.input), spanOf(type.input));
  else {
    const kind = context.annotations.kind(type.annotation);
    fields.set('type', kind.type, spanOf(type.annotation));
    for (const [field, value] of kind.fields) fields.set(field, value, spanOf(type.annotation));
    unknownFields = kind.unknownFields.filter((field) => field !== 'channel_types');
  }
  // The channel types `Option.__init__` lists from its own input type (sent whatever the type is made later).
  if (channels && channels.length > 0 && !own?.keywords.has('channel_types') && channels.every((node) => context.annotations.classType(node) === OPTION_TYPE.channel)) channelTypesOf(context, fields, channels);
  const descriptionNode = own?.keywords.get('description')?.value ?? (own && !decorator ? own.positional[1] : undefined);
  const description = descriptionNode ? context.evaluator.value(descriptionNode) : undefined;
  const given = description && !(description.kind === 'primitive' && (description.value === null || description.value === ''));
  fields.set('description', given ? description : derivedString(NO_DESCRIPTION, parameter.name), descriptionNode ? spanOf(descriptionNode) : at);
  const required = own?.keywords.get('required');
  fields.set('required', requiredOf(context, parameter, own, ownIsDefault, defaultOption, defaultNone, since), required ? spanOf(required.name) : at);
  if (own) {
    for (const key of PLAIN_FIELDS) {
      const argument = own.keywords.get(key);
      if (argument) fields.set(key, context.evaluator.value(argument.value), spanOf(argument.name));
    }
    const choices = own.keywords.get('choices');
    if (choices) fields.set('choices', choicesFrom(context, choices.value, (node) => pycordChoices(context, node)), spanOf(choices.name));
    const autocomplete = own.keywords.get('autocomplete');
    if (autocomplete && autocomplete.value.type !== 'none') fields.set('autocomplete', primitive(true, spanOf(autocomplete.value)), spanOf(autocomplete.name));
    if (own.keywords.has('channel_types')) fields.unknown('channel_types', spanOf(own.keywords.get('channel_types')!.value), 'a value py-cord converts');
    localizationsOf(context, own, fields, false);
    if (own.spread) fields.open = true;
  }
  for (const field of unknownFields) fields.unknown(field, at, 'set by py-cord from the annotation');
  return fields.object();
}

/**
 * `required` as py-cord makes it (options.py `Option.__init__`, 2.0 to 2.8.1: `required=` unless
 * a `default=` is given, whatever its value; core.py `_parse_options`): a parameter's Python
 * default makes it optional; an `Option` default (`x: str = Option(...)`) made it optional
 * whatever it said before 2.5 (#2333), and from 2.5 keeps its own; an `Option` default the
 * option is not made from is read before 2.5 for its `default=` only.
 */
function requiredOf(context: FileContext, parameter: Parameter, own: CallShape | undefined, ownIsDefault: boolean, defaultOption: Node | undefined, defaultNone: boolean, since: Since): Traced {
  const at = spanOf(parameter.name);
  if (defaultNone || own?.keywords.has('default')) return primitive(false, at);
  const explicit = own?.keywords.get('required');
  const made = explicit ? context.evaluator.value(explicit.value) : primitive(true, at);
  // No default, or (from 2.5) an Option default: what the option says.
  if (!parameter.default || (defaultOption && since('2.5'))) return made;
  // A Python default, or the option's own Option default before 2.5: optional.
  if (!defaultOption || ownIsDefault) return primitive(false, at);
  // Before 2.5, an Option default the option is not made from: its `default=`, when not None, is taken (nothing else changes); else the option is made optional.
  const dropped = callShape(defaultOption)?.keywords.get('default');
  if (!dropped) return primitive(false, at);
  const value = context.evaluator.value(dropped.value);
  if (value.kind === 'primitive') return value.value === null ? primitive(false, at) : made;
  return unknown(at, 'a default py-cord reads before 2.5 to make the option optional or not');
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
 * The `channel_types` py-cord appends for the channel classes of an option's own input type
 * (options.py `Option.__init__`, CHANNEL_TYPE_MAP): one per class, in order, none for
 * GuildChannel, no list when it is empty. Which classes those are (a union's first member before
 * 2.7, the members without None from 2.7) is the caller's (optionIn).
 */
function channelTypesOf(context: FileContext, fields: Fields, classes: readonly Node[]): void {
  const span = { start: classes[0]!.startIndex, end: classes[classes.length - 1]!.endIndex };
  const types: number[] = [];
  for (const member of classes) {
    const name = context.qualify(dottedName(unwrapType(member)));
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
    const value = context.evaluator.choiceValue(item);
    if (value.kind !== 'primitive' || (typeof value.value !== 'string' && typeof value.value !== 'number')) return value.kind === 'unknown' ? value : unknown(value.span, 'a choice of another kind');
    // The choice's name is str(value): a float prints in Python's way, so only strings and integers are known.
    const name = typeof value.value === 'string' ? value : Number.isInteger(value.value) && !item.text.includes('.') ? primitive(context.evaluator.integerDigits(item) ?? String(value.value), value.span) : unknown(value.span, 'a number printed by Python');
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
  for (const key of ['default_member_permissions', 'contexts', 'integration_types']) {
    const argument = call.keywords.get(key);
    if (argument) fields.unknown(key, spanOf(argument.value), 'a value py-cord converts');
  }
  localizationsOf(context, call, fields, false);
  const nsfw = call.keywords.get('nsfw');
  if (nsfw) fields.set('nsfw', context.evaluator.value(nsfw.value), spanOf(nsfw.name));
  // guild_ids: a keyword, or the third argument of SlashCommandGroup and create_group.
  const guildOnly = call.keywords.get('guild_only');
  if (guildOnly) guildOnlyFields(context, fields, { value: context.evaluator.value(guildOnly.value), at: spanOf(guildOnly.name) }, top, !call.keywords.has('guild_ids') && call.positional.length < 3);
  if (top && !call.keywords.has('guild_ids') && call.positional.length < 3) botDefaults(context, fields, spanOf(call.calleeNode));
  if (call.spread) fields.open = true;
  return fields;
}
