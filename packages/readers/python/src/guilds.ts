// The guilds a command is registered in, where the file lists them as literals: py-cord's,
// nextcord's and disnake's `guild_ids=[111, 222]` (and discord.py's `Group(guild_ids=...)`). Each
// guild is a scope of its own, so two commands of one name for disjoint guilds are no clash
// (SourceBody.guildIds). The ids are the literals' digits, never a JavaScript number (they pass 2^53).
import type { Node } from 'web-tree-sitter';
import { callShape, type CallShape } from './syntax.js';
import type { FileContext } from './context.js';

const DECIMAL = /^[1-9][0-9_]*$/;

/**
 * The sorted ids of `guild_ids=` when it is a list, tuple or set of decimal integer literals, or a
 * same-file constant written as a list or tuple of them that nothing in the file changes
 * (`GUILD_IDS = [111, 222]` then `guild_ids=GUILD_IDS`, ModuleNames.unchangedCollection); undefined otherwise.
 */
export function guildIdsOf(context: FileContext, call: CallShape, keyword = 'guild_ids'): readonly string[] | undefined {
  if (call.spread) return undefined;
  let node = call.keywords.get(keyword)?.value;
  if (node?.type === 'identifier' && !context.evaluator.readsClassAttribute(node)) {
    const constant = context.names.unchangedCollection(node.text);
    node = 'node' in constant && (constant.node.type === 'list' || constant.node.type === 'tuple') ? constant.node : undefined;
  }
  if (!node || !['list', 'tuple', 'set'].includes(node.type)) return undefined;
  const ids = new Set<string>();
  for (const element of node.namedChildren) {
    if (!element || element.type === 'comment') continue;
    const id = decimal(element);
    if (id === undefined) return undefined;
    ids.add(id);
  }
  return ids.size === 0 ? undefined : [...ids].sort();
}

function decimal(node: Node): string | undefined {
  if (node.type !== 'integer' || !DECIMAL.test(node.text)) return undefined;
  return node.text.replaceAll('_', '');
}

/** A same-file constant's value (`MY_GUILD = discord.Object(id=111)`), or the node itself. */
function throughConstant(context: FileContext, node: Node): Node | undefined {
  if (node.type !== 'identifier') return node;
  if (context.evaluator.readsClassAttribute(node) || !context.names.isConstant(node.text)) return undefined;
  return context.names.constants.get(node.text);
}

/** discord.py's `discord.Object(id=111)` or `discord.Object(111)` with a decimal literal, or a same-file constant that is one: its id. */
function objectId(context: FileContext, written: Node): string | undefined {
  const node = throughConstant(context, written);
  if (!node) return undefined;
  if (node.type === 'integer') return decimal(node);
  if (node.type !== 'call') return undefined;
  const call = callShape(node, 'call');
  const name = call?.callee === undefined ? undefined : context.qualify(call.callee);
  if (!call || call.spread || (name !== 'discord.Object' && name !== 'discord.object.Object')) return undefined;
  const id = call.keywords.get('id')?.value ?? call.positional[0];
  if (!id || call.positional.length + call.keywords.size !== 1) return undefined;
  return id.type === 'integer' ? decimal(id) : undefined;
}

/** The sorted ids of literal elements, undefined when any is not read. */
function idsOf(context: FileContext, nodes: readonly Node[]): readonly string[] | undefined {
  const ids = new Set<string>();
  for (const node of nodes) {
    if (node.type === 'comment') continue;
    const id = objectId(context, node);
    if (id === undefined) return undefined;
    ids.add(id);
  }
  return [...ids].sort();
}

/**
 * Where discord.py registers an app command (app_commands/tree.py `_retrieve_guild_ids`, 2.0 to
 * 2.7.1): `guild=` of `tree.command` (None: global), else `guilds=` (empty: global), else the ids
 * `@app_commands.guilds(...)` set (ints or objects with an `id`). Global: undefined; in guilds: the
 * ids, or 'unknown' when the file does not show them as literals.
 */
export function discordPyGuilds(context: FileContext, decorators: readonly CallShape[], maker: CallShape): { readonly ids: readonly string[] | 'unknown' } | undefined {
  const guild = maker.keywords.get('guild')?.value;
  const guilds = maker.keywords.get('guilds')?.value ?? maker.keywords.get('guild_ids')?.value;
  if (guild) {
    if (guild.type === 'none') return undefined;
    const id = objectId(context, guild);
    return { ids: id === undefined ? 'unknown' : [id] };
  }
  if (guilds) {
    if (guilds.type === 'identifier') {
      // A list constant nothing in the file changes (as guildIdsOf reads one).
      const constant = context.evaluator.readsClassAttribute(guilds) ? undefined : context.names.unchangedCollection(guilds.text);
      const list = constant && 'node' in constant && (constant.node.type === 'list' || constant.node.type === 'tuple') ? constant.node : undefined;
      const ids = list ? idsOf(context, list.namedChildren.filter((child): child is Node => child !== null)) : undefined;
      if (ids === undefined) return { ids: 'unknown' };
      return ids.length === 0 ? undefined : { ids };
    }
    if (!['list', 'tuple'].includes(guilds.type)) return { ids: 'unknown' };
    const elements = guilds.namedChildren.filter((child): child is Node => child !== null);
    const ids = idsOf(context, elements);
    if (ids === undefined) return { ids: 'unknown' };
    return ids.length === 0 ? undefined : { ids };
  }
  for (const decorator of decorators) {
    const name = decorator.callee === undefined ? undefined : context.qualify(decorator.callee);
    if (name !== 'discord.app_commands.guilds' && name !== 'discord.app_commands.commands.guilds') continue;
    const ids = decorator.spread || decorator.keywords.size > 0 ? undefined : idsOf(context, decorator.positional);
    return { ids: ids === undefined || ids.length === 0 ? 'unknown' : ids };
  }
  return undefined;
}
