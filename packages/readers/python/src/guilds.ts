// The guilds a command is registered in, where the file lists them as literals: py-cord's,
// nextcord's and disnake's `guild_ids=[111, 222]` (and discord.py's `Group(guild_ids=...)`). Each
// guild is a scope of its own, so two commands of one name for disjoint guilds are no clash
// (SourceBody.guildIds). The ids are the literals' digits, never a JavaScript number (they pass 2^53).
import type { Node } from 'web-tree-sitter';
import type { CallShape } from './syntax.js';

const DECIMAL = /^[1-9][0-9_]*$/;

/** The sorted ids of `guild_ids=` when it is a list, tuple or set of decimal integer literals; undefined otherwise. */
export function guildIdsOf(call: CallShape, keyword = 'guild_ids'): readonly string[] | undefined {
  if (call.spread) return undefined;
  const node = call.keywords.get(keyword)?.value;
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
