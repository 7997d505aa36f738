// discord.py 2.x: how a decorated function becomes the body it sends (python-facts.md 3.1, 3.2).
// Name: `name=` or the function's name; description: `description=`, else the docstring through
// `_shorten` (a hybrid command: `brief=`, else the docstring's first line, not shortened), else
// `…`; options: the parameters, named as written unless renamed, described by `describe` or the
// docstring (shortened), sorted required first.
import type { Node } from 'web-tree-sitter';
import { discordPyGuilds } from './guilds.js';
import { primitive, unknown, type Traced, type TracedObject } from '@cmdlint/text';
import type { Scope } from '@cmdlint/core';
import { COMMAND_TYPE, Fields, OPTION_TYPE } from './body.js';
import { derivedString, type FileContext } from './context.js';
import { cleandoc, discordPyShorten, docstringParameters, firstLine } from './docstrings.js';
import { parametersOf, type Parameter } from './params.js';
import { kebabCase, pythonTitle } from './strings.js';
import { choicesFrom } from './choice-list.js';
import { spanOf, type CallShape, type Span } from './syntax.js';

const NO_DESCRIPTION = '…';

/** Keywords of the command decorators that the reader reads or that change nothing sent; any other may. */
const COMMAND_KEYWORDS = new Set(['name', 'description', 'nsfw', 'guild', 'guilds', 'guild_ids', 'auto_locale_strings', 'extras', 'brief', 'help', 'aliases', 'with_app_command', 'hidden', 'usage', 'enabled', 'cooldown_after_parsing', 'ignore_extra', 'checks', 'fallback', 'invoke_without_command', 'case_insensitive', 'default_permissions', 'cls', 'rest_is_raw', 'require_var_positional']);

/** Decorators of `app_commands` that change nothing discord.py sends, or that accessFields reads (guild_only, the contexts and installs). */
const SILENT_DECORATORS = new Set(['checks', 'describe', 'rename', 'choices', 'autocomplete', 'guilds', 'guild_only', 'default_permissions', 'command', 'context_menu', 'locale_str', 'error', 'private_channel_only', 'dm_only', 'allowed_contexts', 'guild_install', 'user_install', 'allowed_installs']);

export interface DiscordPyCommand {
  readonly value: TracedObject;
  readonly scope?: Scope;
  /** The guilds it is registered in, where the file lists them as literals (guilds.ts). */
  readonly guildIds?: readonly string[];
}

/** The decorators around a command, by what they set, keyed by parameter. */
interface Modifiers {
  readonly describe: Map<string, Node>;
  readonly rename: Map<string, Node>;
  readonly choices: Map<string, Node>;
  readonly autocomplete: Map<string, Node>;
  /** `@command.autocomplete(name)` with a name not known: any option may be autocompleted. */
  autocompleteUnknown: Node | undefined;
  guild: boolean;
  permissions: Node | undefined;
  /** A decorator cmdlint does not read that may change the body (allowed_contexts, user_install...). */
  open: boolean;
}

function modifiersOf(context: FileContext, decorators: readonly CallShape[]): Modifiers {
  const found: Modifiers = { describe: new Map(), rename: new Map(), choices: new Map(), autocomplete: new Map(), autocompleteUnknown: undefined, guild: false, permissions: undefined, open: false };
  for (const decorator of decorators) {
    const name = context.qualify(decorator.callee);
    if (name === undefined || !name.startsWith('discord.app_commands.')) continue;
    const member = name.slice('discord.app_commands.'.length);
    const table = member === 'describe' ? found.describe : member === 'rename' ? found.rename : member === 'choices' ? found.choices : member === 'autocomplete' ? found.autocomplete : undefined;
    if (table) {
      for (const [key, argument] of decorator.keywords) table.set(key, argument.value);
      if (decorator.spread || decorator.positional.length > 0) found.open = true;
      continue;
    }
    if (member === 'guilds') found.guild = true;
    else if (member === 'default_permissions') found.permissions = decorator.node;
    else if (!SILENT_DECORATORS.has(member.split('.')[0]!)) found.open = true;
  }
  return found;
}

/** `commands.guild_only`, the prefix check, which also sets the app command's flag (ext/commands/core.py). */
const CHECK_GUILD_ONLY = new Set(['discord.ext.commands.guild_only', 'discord.ext.commands.core.guild_only']);

/** What an access decorator is applied to: an app command or context menu, a hybrid command or group, or a class (a Group subclass, a GroupCog). */
type AccessTarget = 'app' | 'hybrid' | 'hybrid-group' | 'class';

/** A flag of `AppCommandContext` or `AppInstallationType` (app_commands/installs.py): unset (None), set, or not known. */
type Flag = boolean | 'unknown' | undefined;

/** What a command's (or its function's) access decorators have set: guild_only, contexts (GUILD, BOT_DM, PRIVATE_CHANNEL), installs (GUILD_INSTALL, USER_INSTALL). */
interface Access {
  guildOnly: boolean | 'unknown';
  readonly contexts: Flag[];
  readonly installs: Flag[];
}

/** What one access decorator sets: each flag it writes (undefined: one it leaves), guild_only on the function and on a command. */
interface AccessEffect {
  readonly node: Node;
  /** An `app_commands` decorator, not the prefix check `commands.guild_only`. */
  readonly app: boolean;
  /** On the function (below the command's decorator, or on a class): only guild_only sets the flag. */
  readonly functionGuildOnly: boolean;
  /** On a command (above its decorator): guild_only sets it, the context decorators clear it. */
  readonly guildOnly: boolean | undefined;
  readonly contexts: readonly Flag[];
  readonly installs: readonly Flag[];
  /** A decorator discord.py has from 2.4 only: before it, the module does not import. */
  readonly since24: boolean;
}

const APP_PREFIXES = ['discord.app_commands.commands.', 'discord.app_commands.'];

/** The flags `allowed_contexts(guilds, dms, private_channels)` or `allowed_installs(guilds, users)` writes (the setter takes `bool(value)`); any argument not read: all unknown. */
function flagsOf(context: FileContext, decorator: CallShape, names: readonly string[]): Flag[] {
  const all = (): Flag[] => names.map(() => 'unknown');
  if (decorator.node.type !== 'call' || decorator.spread || decorator.positional.length > names.length || [...decorator.keywords.keys()].some((key) => !names.includes(key))) return all();
  return names.map((name, index) => {
    const argument = decorator.keywords.get(name)?.value ?? decorator.positional[index];
    if (!argument) return undefined;
    const value = context.evaluator.value(argument);
    if (value.kind !== 'primitive') return 'unknown';
    return typeof value.value === 'boolean' ? value.value : value.value === null ? false : 'unknown';
  });
}

/**
 * What an access decorator sets (discord.py 2.4 to 2.7.1, app_commands/commands.py `guild_only`,
 * `private_channel_only`, `dm_only`, `allowed_contexts`, `guild_install`, `user_install`,
 * `allowed_installs`; `guild_only` alone from 2.0, and `commands.guild_only` in ext/commands/core.py).
 */
function effectOf(context: FileContext, decorator: CallShape): AccessEffect | undefined {
  const name = context.qualify(decorator.callee);
  if (name === undefined) return undefined;
  const base = { node: decorator.node, contexts: [undefined, undefined, undefined], installs: [undefined, undefined] };
  if (CHECK_GUILD_ONLY.has(name)) return { ...base, app: false, functionGuildOnly: true, guildOnly: true, since24: false };
  const prefix = APP_PREFIXES.find((start) => name.startsWith(start));
  if (prefix === undefined) return undefined;
  const app = { ...base, app: true, functionGuildOnly: false, guildOnly: undefined, since24: true };
  switch (name.slice(prefix.length)) {
    case 'guild_only':
      return { ...app, functionGuildOnly: true, guildOnly: true, contexts: [true, undefined, undefined], since24: false };
    case 'dm_only':
      return { ...app, guildOnly: false, contexts: [undefined, true, undefined] };
    case 'private_channel_only':
      return { ...app, guildOnly: false, contexts: [undefined, undefined, true] };
    case 'allowed_contexts':
      return { ...app, guildOnly: false, contexts: flagsOf(context, decorator, ['guilds', 'dms', 'private_channels']) };
    case 'guild_install':
      return { ...app, installs: [true, undefined] };
    case 'user_install':
      return { ...app, installs: [undefined, true] };
    case 'allowed_installs':
      return { ...app, installs: flagsOf(context, decorator, ['guilds', 'users']) };
    default:
      return undefined;
  }
}

/**
 * Whether a decorator above the command's decorator reaches the command (discord.py 2.0 to 2.7.1):
 * each sets the object it is given. An `app_commands` one sets an app command or context menu, and
 * a hybrid command's app command only from 2.7 (`__discord_app_commands_unwrap__`; before, an
 * attribute of the hybrid command nothing reads); `commands.guild_only` sets a hybrid command's app
 * command, and on an app command an attribute nothing reads. What is set above a hybrid group is
 * lost when a cog copies the group (its app group is made again from the function): not known here.
 */
function reachesAbove(context: FileContext, app: boolean, target: AccessTarget): boolean | undefined {
  if (target === 'app') return app;
  if (target === 'hybrid') return app ? context.atLeast('discord-py', '2.7') : true;
  return undefined;
}

/** A flag set by a decorator that does (`true`) or may (`undefined`) apply. */
function setFlag(before: Flag, after: Flag, applies: boolean | undefined): Flag {
  if (after === undefined) return before;
  return applies === true || before === after ? after : 'unknown';
}

/**
 * A top-level command's `dm_permission`, `contexts` and `integration_types` as discord.py sends
 * them (app_commands/commands.py `Command.to_dict`, `ContextMenu.to_dict`, `Group.to_dict`):
 * `dm_permission: not guild_only` from 2.0 (absent here when true, the service's default), and from
 * 2.4 `contexts` and `integration_types`, the tree's `allowed_contexts` and `allowed_installs`
 * merged with the command's flag by flag (installs.py `_merge_to_array`: null when none is set).
 * The tree is made elsewhere (`CommandTree(..., allowed_contexts=...)`, `Bot(...,
 * allowed_installs=...)`): a list is known only where the command's own decorators set every flag.
 * Decorators apply bottom up: below the command's decorator (or on a class) they set the
 * function's attributes, which the command copies; above it, the command (reachesAbove).
 */
function accessFields(context: FileContext, fields: Fields, decorators: readonly CallShape[], maker: CallShape | undefined, target: AccessTarget, fallback: Span): void {
  const makerIndex = maker ? decorators.indexOf(maker) : -1;
  const access: Access = { guildOnly: false, contexts: [undefined, undefined, undefined], installs: [undefined, undefined] };
  let since24 = false;
  let guildAt: Node | undefined;
  const at: { contexts?: Node; installs?: Node } = {};
  for (let index = decorators.length - 1; index >= 0; index--) {
    const effect = effectOf(context, decorators[index]!);
    if (!effect) continue;
    since24 ||= effect.since24;
    const above = index < makerIndex;
    const applies = above ? reachesAbove(context, effect.app, target) : true;
    if (applies === false) continue;
    const guildOnly = above ? effect.guildOnly : effect.functionGuildOnly ? true : undefined;
    if (guildOnly !== undefined) {
      access.guildOnly = applies === true || access.guildOnly === guildOnly ? guildOnly : 'unknown';
      guildAt = effect.node;
    }
    for (const [key, flags] of [['contexts', effect.contexts], ['installs', effect.installs]] as const) {
      if (flags.every((flag) => flag === undefined)) continue;
      flags.forEach((flag, i) => (access[key][i] = setFlag(access[key][i], flag, applies)));
      at[key] = effect.node;
    }
  }
  if (guildAt) {
    if (access.guildOnly === 'unknown') fields.unknown('dm_permission', spanOf(guildAt), 'a guild_only discord.py applies by version and place');
    else if (access.guildOnly) fields.implied('dm_permission', false, spanOf(guildAt));
  }
  const since = context.atLeast('discord-py', '2.4');
  // 2.0 to 2.3 send neither; a decorator only 2.4 has tells the version where the file does not.
  if (since === false) return;
  for (const [key, flags, node] of [['contexts', access.contexts, at.contexts], ['integration_types', access.installs, at.installs]] as const) {
    const span = node ? spanOf(node) : fallback;
    const tree = key === 'contexts' ? 'allowed_contexts' : 'allowed_installs';
    if (flags.some((flag) => flag === 'unknown')) fields.unknown(key, span, 'a flag not known');
    else if (flags.every((flag) => flag === undefined)) fields.unknown(key, span, `the CommandTree's ${tree} (sent from discord.py 2.4; @app_commands.${tree}(...) on the command, with every flag given, sets it), which the file does not show`);
    else if (flags.some((flag) => flag === undefined)) fields.unknown(key, span, `merged by discord.py 2.4+ with the CommandTree's ${tree}, which the file does not show`);
    else if (since !== true && !since24) fields.unknown(key, span, 'sent by discord.py from 2.4, a version the file does not tell');
    else fields.set(key, { kind: 'array', items: flags.flatMap((flag, i) => (flag ? [primitive(i, span)] : [])), open: false, span }, span);
  }
}

/** A string a discord.py description takes: a `str` shortened (`_shorten`), a `locale_str` or anything else unknown. */
function shortened(context: FileContext, node: Node): Traced {
  const value = context.evaluator.value(node);
  if (value.kind !== 'primitive' || typeof value.value !== 'string') return value.kind === 'unknown' ? value : unknown(value.span, 'not a string');
  const short = discordPyShorten(value.value);
  return short === value.value ? value : primitive(short, value.span);
}

export interface CommandShape {
  readonly definition: Node;
  readonly decorators: readonly CallShape[];
  /** The decorator that makes it a command (`app_commands.command(...)`, `group.command(...)`). */
  readonly maker: CallShape;
  readonly inClass: boolean;
  readonly hybrid: boolean;
  /** A subcommand: no type of its own at the top, type 1 within its group. */
  readonly subcommand: boolean;
  /** The parameters `@command.autocomplete(name)` decorators name, by the command's function name (find.ts). */
  readonly autocompleted?: Autocompleted;
}

/** What `@command.autocomplete("param")` decorators of one command say: the parameters named, and one whose name is not known. */
export interface Autocompleted {
  readonly parameters: Map<string, Node>;
  unknown: Node | undefined;
}

/** A slash command or subcommand. */
export function discordPyCommand(context: FileContext, shape: CommandShape): DiscordPyCommand {
  const { definition, maker } = shape;
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const modifiers = modifiersOf(context, shape.decorators);
  // `Command.autocomplete(name)` sets the parameter's callback as `app_commands.autocomplete` does (commands.py, keyed by the Python name).
  for (const [key, node] of shape.autocompleted?.parameters ?? []) modifiers.autocomplete.set(key, node);
  modifiers.autocompleteUnknown = shape.autocompleted?.unknown;
  fields.set('name', context.stringKeyword(maker, 'name') ?? derivedString(functionName.text, functionName), maker.keywords.get('name') ? spanOf(maker.keywords.get('name')!.name) : spanOf(functionName));
  if (shape.subcommand) fields.implied('type', OPTION_TYPE.subcommand, spanOf(functionName));
  else fields.implied('type', COMMAND_TYPE.chatInput, spanOf(functionName));
  fields.set('description', descriptionOf(context, shape), maker.keywords.get('description') ? spanOf(maker.keywords.get('description')!.name) : spanOf(functionName));
  const nsfw = context.keyword(maker, 'nsfw');
  if (nsfw && !shape.subcommand) fields.set('nsfw', nsfw, spanOf(maker.keywords.get('nsfw')!.name));
  if (modifiers.permissions && !shape.subcommand) fields.unknown('default_member_permissions', spanOf(modifiers.permissions), 'permissions discord.py computes');
  if (maker.keywords.has('default_permissions') && !shape.subcommand) fields.unknown('default_member_permissions', spanOf(maker.keywords.get('default_permissions')!.value), 'permissions discord.py computes');
  // guild_only does nothing in a subcommand (to_dict sends it at the top only).
  if (!shape.subcommand) accessFields(context, fields, shape.decorators, maker, shape.hybrid ? 'hybrid' : 'app', spanOf(functionName));
  fields.set('options', optionsOf(context, shape, modifiers), spanOf(definition.childForFieldName('parameters') ?? functionName));
  fields.open = modifiers.open || maker.spread || [...maker.keywords.keys()].some((key) => !COMMAND_KEYWORDS.has(key));
  return { value: fields.object(), ...scopeOf(context, shape.decorators, maker) };
}

function descriptionOf(context: FileContext, shape: CommandShape): Traced {
  const { maker, definition } = shape;
  const functionName = definition.childForFieldName('name')!;
  const explicit = context.stringKeyword(maker, 'description');
  // An explicit description is sent as written (not checked, not shortened).
  if (explicit !== undefined && !(explicit.kind === 'primitive' && explicit.value === '')) return explicit;
  const doc = context.docstring(definition);
  if (shape.hybrid) {
    const brief = context.stringKeyword(maker, 'brief');
    if (brief !== undefined && !(brief.kind === 'primitive' && brief.value === '')) return brief;
    if (maker.keywords.has('help')) return unknown(spanOf(maker.keywords.get('help')!.value), 'a help text');
    if (doc.kind === 'known') {
      const line = firstLine(doc.text);
      return derivedString(line === '' ? NO_DESCRIPTION : line, doc.node);
    }
    return doc.kind === 'unknown' ? unknown(spanOf(doc.node), 'a docstring not known') : derivedString(NO_DESCRIPTION, functionName);
  }
  if (doc.kind === 'known') return derivedString(discordPyShorten(doc.text) || NO_DESCRIPTION, doc.node);
  return doc.kind === 'unknown' ? unknown(spanOf(doc.node), 'a docstring not known') : derivedString(NO_DESCRIPTION, functionName);
}

function optionsOf(context: FileContext, shape: CommandShape, modifiers: Modifiers): Traced {
  const { definition } = shape;
  const parameters = parametersOf(definition, shape.inClass);
  const doc = context.docstring(definition);
  const documented = doc.kind === 'known' ? docstringParameters(doc.text) : new Map<string, string>();
  // A hybrid command's parameter of a class cmdlint does not read may be a FlagConverter, which
  // becomes one option per flag (ext/commands/hybrid.py replace_parameters): how many, and their
  // names, are not known, so the list is open and that parameter is no option of its own.
  const flagsMaybe = (parameter: Parameter): boolean => shape.hybrid && parameter.annotation !== undefined && context.annotations.kind(parameter.annotation).type.kind === 'unknown';
  const read = parameters.list.filter((parameter) => !flagsMaybe(parameter));
  const options = read.map((parameter) => optionOf(context, parameter, modifiers, documented, doc.kind === 'unknown', shape.hybrid));
  // discord.py sends required options first, otherwise in parameter order (commands.py 396).
  const required = options.filter((option) => option.required === true);
  const rest = options.filter((option) => option.required !== true);
  const span = spanOf(definition.childForFieldName('parameters') ?? definition);
  return { kind: 'array', items: [...required, ...rest].map((option) => option.value), open: parameters.open || read.length < parameters.list.length, span };
}

function optionOf(context: FileContext, parameter: Parameter, modifiers: Modifiers, documented: ReadonlyMap<string, string>, docUnknown: boolean, hybrid: boolean): { value: TracedObject; required: boolean | undefined } {
  const key = parameter.name.text;
  const at = spanOf(parameter.name);
  const fields = new Fields(spanOf(parameter.name.parent ?? parameter.name));
  const renamed = modifiers.rename.get(key);
  fields.set('name', renamed ? context.evaluator.value(renamed) : derivedString(key, parameter.name), at);
  const kind = parameter.annotation ? context.annotations.kind(parameter.annotation) : undefined;
  fields.set('type', kind ? kind.type : unknown(at, 'a parameter without an annotation'), at);
  const described = modifiers.describe.get(key);
  const fromDoc = documented.get(key);
  // A default made by a call (`commands.parameter(description=...)`, a converter) may describe the option.
  const byDefault = parameter.default?.type === 'call';
  fields.set('description', described ? shortened(context, described) : byDefault ? unknown(at, 'a default made by a call') : fromDoc !== undefined && fromDoc !== '' ? primitive(discordPyShorten(fromDoc), at) : docUnknown ? unknown(at, 'a docstring not known') : derivedString(NO_DESCRIPTION, parameter.name), at);
  // Required without a default; `Optional[X]` without a default is left unknown.
  const required = parameter.default ? false : kind?.optional ? undefined : true;
  if (required === undefined) fields.unknown('required', at, 'an Optional without a default');
  else fields.implied('required', required, at);
  for (const [field, value] of kind?.fields ?? []) fields.set(field, value, spanOf(parameter.annotation!));
  for (const field of kind?.unknownFields ?? []) fields.unknown(field, spanOf(parameter.annotation!), 'set by discord.py from the annotation');
  // A hybrid command's default not known here may be a `commands.Parameter` (`params.limit`): its
  // converter replaces the annotation and, without a default of its own, it makes the option
  // required (ext/commands/hybrid.py replace_parameters).
  if (hybrid && parameter.default && context.evaluator.value(parameter.default).kind === 'unknown') {
    const from = spanOf(parameter.default);
    fields.unknown('type', from, 'a default that may be a commands.Parameter');
    fields.unknown('required', from, 'a default that may be a commands.Parameter');
    if (!described) fields.unknown('description', from, 'a default that may be a commands.Parameter');
    for (const [field] of kind?.fields ?? []) fields.unknown(field, from, 'a default that may be a commands.Parameter');
    return { value: fields.object(), required: undefined };
  }
  const choices = modifiers.choices.get(key);
  if (choices) fields.set('choices', choicesFrom(context, choices, (node) => choicesOf(context, node)), spanOf(choices));
  const autocomplete = modifiers.autocomplete.get(key);
  if (autocomplete) fields.set('autocomplete', primitive(true, spanOf(autocomplete)), spanOf(autocomplete));
  else if (modifiers.autocompleteUnknown) fields.unknown('autocomplete', spanOf(modifiers.autocompleteUnknown), 'an autocomplete whose parameter is not known');
  return { value: fields.object(), required };
}

/** `[Choice(name=..., value=...), ...]`: each choice's name and value; anything else unknown. */
export function choicesOf(context: FileContext, node: Node): Traced {
  const span = spanOf(node);
  if (node.type !== 'list' && node.type !== 'tuple') return unknown(span, 'choices built in code');
  const items: Traced[] = [];
  let open = false;
  for (const item of node.namedChildren) {
    if (!item || item.type === 'comment') continue;
    if (item.type !== 'call') {
      items.push(unknown(spanOf(item), 'a choice not written as a call'));
      continue;
    }
    const callee = context.qualify(item.childForFieldName('function')?.text);
    if (callee !== 'discord.app_commands.Choice' && callee !== 'discord.app_commands.models.Choice' && callee !== 'discord.OptionChoice' && callee !== 'discord.commands.OptionChoice') {
      items.push(unknown(spanOf(item), 'a call'));
      continue;
    }
    const args = item.childForFieldName('arguments')?.namedChildren.filter((arg): arg is Node => arg !== null && arg.type !== 'comment') ?? [];
    const fields = new Fields(spanOf(item));
    const positional = args.filter((arg) => arg.type !== 'keyword_argument');
    const keyword = (name: string): Node | undefined => args.find((arg) => arg.type === 'keyword_argument' && arg.childForFieldName('name')?.text === name)?.childForFieldName('value') ?? undefined;
    const name = keyword('name') ?? positional[0];
    const value = keyword('value') ?? positional[1];
    if (args.some((arg) => arg.type === 'list_splat' || arg.type === 'dictionary_splat')) fields.open = true;
    if (name) fields.set('name', context.evaluator.value(name));
    if (value) fields.set('value', context.evaluator.choiceValue(value));
    // py-cord's OptionChoice takes the name as the value when none is given.
    if (name && !value && callee.endsWith('OptionChoice')) fields.set('value', context.evaluator.value(name));
    if (keyword('name_localizations')) fields.unknown('name_localizations', spanOf(keyword('name_localizations')!), 'localizations');
    items.push(fields.object());
  }
  open = items.length === 0 && node.namedChildren.some((child) => child?.type === 'list_splat');
  return { kind: 'array', items, open, span };
}

/** The scope and guilds discord.py registers a command in (guilds.ts); guilds not shown as literals: none said. */
function scopeOf(context: FileContext, decorators: readonly CallShape[], maker: CallShape): { scope?: 'guild'; guildIds?: readonly string[] } {
  const guilds = discordPyGuilds(context, decorators, maker);
  if (guilds === undefined) return {};
  return guilds.ids === 'unknown' ? { scope: 'guild' } : { scope: 'guild', guildIds: guilds.ids };
}

/** A context menu: USER or MESSAGE by the target's annotation; name `name=` or the function's name in title case. */
export function discordPyContextMenu(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, inClass: boolean): DiscordPyCommand {
  const functionName = definition.childForFieldName('name')!;
  const fields = new Fields(spanOf(definition));
  const named = maker.keywords.get('name');
  fields.set('name', named ? context.evaluator.value(named.value) : derivedString(pythonTitle(functionName.text), functionName), named ? spanOf(named.name) : spanOf(functionName));
  const target = parametersOf(definition, inClass).list[0];
  const targetClass = target?.annotation ? context.annotations.kind(target.annotation) : undefined;
  const annotationName = target?.annotation ? context.qualify(target.annotation.text.replace(/\s/gu, '')) : undefined;
  const type = annotationName === 'discord.Message' || annotationName === 'discord.message.Message' ? COMMAND_TYPE.message : targetClass?.type.kind === 'primitive' && targetClass.type.value === OPTION_TYPE.user ? COMMAND_TYPE.user : undefined;
  if (type === undefined) fields.unknown('type', spanOf(functionName), 'a target annotation cmdlint does not read');
  else fields.implied('type', type, spanOf(functionName));
  const modifiers = modifiersOf(context, decorators);
  if (modifiers.permissions) fields.unknown('default_member_permissions', spanOf(modifiers.permissions), 'permissions discord.py computes');
  accessFields(context, fields, decorators, maker, 'app', spanOf(functionName));
  fields.open = modifiers.open || maker.spread;
  return { value: fields.object(), ...scopeOf(context, decorators, maker) };
}

/** A group's name and description: from its call (`Group(name=..., description=...)`) or its class statement. */
export function discordPyGroupFields(context: FileContext, call: CallShape | undefined, named: Node, docstringOf: Node | undefined, keys: { readonly name: string; readonly description: string; readonly cog?: boolean } = { name: 'name', description: 'description' }, kebab = false): Fields {
  const fields = new Fields(spanOf(call?.node ?? named));
  const name = call ? context.stringKeyword(call, keys.name) : undefined;
  fields.set('name', name ?? (kebab ? derivedString(kebabCase(named.text), named) : unknown(spanOf(named), 'a group name discord.py derives')), call?.keywords.get(keys.name) ? spanOf(call.keywords.get(keys.name)!.name) : spanOf(named));
  // A GroupCog's (ext/commands/cog.py CogMeta): `group_description=`, else the cog's `description=`, else its whole cleaned docstring, unshortened.
  const given = keys.cog && call && !call.keywords.has(keys.description) && call.keywords.has('description') ? 'description' : keys.description;
  const description = call ? context.stringKeyword(call, given) : undefined;
  let text: Traced;
  if (description !== undefined) text = keys.cog && description.kind === 'primitive' && description.value === '' ? derivedString(NO_DESCRIPTION, named) : description;
  else if (keys.cog && call?.keywords.has(given)) text = unknown(spanOf(call.keywords.get(given)!.value), 'a description cmdlint cannot read');
  else {
    const doc = docstringOf ? context.docstring(docstringOf) : ({ kind: 'none' } as const);
    const fromDoc = (raw: string): string => (keys.cog ? cleandoc(raw) : discordPyShorten(raw)) || NO_DESCRIPTION;
    text = doc.kind === 'known' ? derivedString(fromDoc(doc.text), doc.node) : doc.kind === 'unknown' ? unknown(spanOf(doc.node), 'a docstring not known') : derivedString(NO_DESCRIPTION, named);
  }
  fields.set('description', text, call?.keywords.get(given) ? spanOf(call.keywords.get(given)!.name) : spanOf(named));
  if (call?.spread) fields.open = true;
  return fields;
}

/** Keywords of `Group(...)` and of a Group subclass's class statement (`__init_subclass__`) that the reader reads or that change nothing sent. */
const GROUP_KEYWORDS = new Set(['name', 'description', 'parent', 'guild_ids', 'guild_only', 'nsfw', 'auto_locale_strings', 'default_permissions', 'extras', 'allowed_contexts', 'allowed_installs']);
/** A GroupCog's class keywords (ext/commands/cog.py CogMeta); any other is refused by `type`. */
const GROUP_COG_KEYWORDS = new Set(['name', 'description', 'group_name', 'group_description', 'group_nsfw', 'group_auto_locale_strings', 'group_extras', 'command_attrs']);

/**
 * What a top-level group sends besides its name and description (commands.py Group.to_dict and
 * ext/commands/cog.py, 2.0 to 2.7.1): `nsfw`, permissions, `dm_permission: not guild_only` and
 * from 2.4 `contexts` and `integration_types` (accessFields), from its call's keywords (`Group(...)`, a Group subclass's class keywords, a GroupCog's
 * `group_nsfw`) and its class's decorators (which run after the class keywords); a keyword or
 * decorator cmdlint does not read leaves the group open. Whether a decorator makes it a guild group.
 */
export function discordPyGroupExtras(context: FileContext, fields: Fields, call: CallShape | undefined, decorators: readonly CallShape[], cog: boolean): { guild: boolean } {
  const nsfw = call?.keywords.get(cog ? 'group_nsfw' : 'nsfw');
  if (nsfw) fields.set('nsfw', context.evaluator.value(nsfw.value), spanOf(nsfw.name));
  const permissions = cog ? undefined : call?.keywords.get('default_permissions');
  if (permissions && permissions.value.type !== 'none') fields.unknown('default_member_permissions', spanOf(permissions.value), 'permissions discord.py computes');
  const modifiers = modifiersOf(context, decorators);
  if (modifiers.permissions) fields.unknown('default_member_permissions', spanOf(modifiers.permissions), 'permissions discord.py computes');
  accessFields(context, fields, decorators, undefined, 'class', fields.span);
  if (!cog && !fields.has('dm_permission')) guildOnlyKeyword(context, fields, call);
  // `Group(..., allowed_contexts=AppCommandContext(...))`: an object merged with the tree's (2.4+).
  for (const [keyword, key] of [['allowed_contexts', 'contexts'], ['allowed_installs', 'integration_types']] as const) {
    const argument = cog ? undefined : call?.keywords.get(keyword);
    if (argument && argument.value.type !== 'none' && context.atLeast('discord-py', '2.4') !== false) fields.unknown(key, spanOf(argument.value), `an ${keyword} merged by discord.py with the CommandTree's`);
  }
  if (modifiers.open || (call && [...call.keywords.keys()].some((key) => !(cog ? GROUP_COG_KEYWORDS : GROUP_KEYWORDS).has(key)))) fields.open = true;
  return { guild: modifiers.guild };
}

/** `Group(..., guild_only=...)`: `dm_permission` is its negation (absent, the default, when false). */
function guildOnlyKeyword(context: FileContext, fields: Fields, call: CallShape | undefined): void {
  const argument = call?.keywords.get('guild_only');
  if (!argument) return;
  const value = context.evaluator.value(argument.value);
  if (value.kind !== 'primitive' || !(typeof value.value === 'boolean' || value.value === null)) fields.unknown('dm_permission', spanOf(argument.value), 'a guild_only not known');
  else if (value.value === true) fields.implied('dm_permission', false, spanOf(argument.name));
}

/** A hybrid group's fields: as a hybrid command's (name, then description, brief or the docstring's first line); at the top, what only a top-level group sends. */
export function hybridGroupFields(context: FileContext, definition: Node, decorators: readonly CallShape[], maker: CallShape, top: boolean): Fields {
  const command = discordPyCommand(context, { definition, decorators, maker, inClass: false, hybrid: true, subcommand: !top });
  const fields = new Fields(command.value.span);
  // HybridGroup makes its app group from the function's flags (hybrid.py HybridGroup.__init__).
  if (top) accessFields(context, fields, decorators, maker, 'hybrid-group', spanOf(definition.childForFieldName('name') ?? definition));
  for (const key of ['name', 'description', 'nsfw', 'default_member_permissions']) {
    const entry = command.value.entries.get(key);
    if (entry) fields.set(key, entry.value, entry.keySpan);
  }
  // `fallback=` adds a subcommand running the group's own callback: its options are the callback's.
  if (maker.keywords.has('fallback')) fields.open = true;
  fields.open ||= command.value.open;
  return fields;
}
