// `default_member_permissions` where a library computes it from flags the file writes: disnake's
// `@commands.default_member_permissions(value, **flags)` and `Permissions(value, **flags)`, and
// interactions.py's `@slash_default_member_permission(Permissions.X | Permissions.Y)`. Sent as a
// string of the bitfield; anything not written as literal flags or an integer is unknown.
import type { Node } from 'web-tree-sitter';
import { primitive, unknown, type Traced } from '@cmdlint/text';
import type { FileContext } from './context.js';
import { dottedName, spanOf, type CallShape } from './syntax.js';

/**
 * disnake's `Permissions` flags and their aliases, by keyword, as bit indices (disnake/permissions.py
 * of 3bad63c9: `@flag_value` and `@make_permission_alias`). A keyword a version lacks raises
 * `TypeError` at import: the bot does not start, so nothing is sent.
 */
const DISNAKE_FLAGS: ReadonlyMap<string, number> = new Map([
  ...(['create_instant_invite', 'kick_members', 'ban_members', 'administrator', 'manage_channels', 'manage_guild', 'add_reactions', 'view_audit_log', 'priority_speaker', 'stream', 'view_channel', 'send_messages', 'send_tts_messages', 'manage_messages', 'embed_links', 'attach_files', 'read_message_history', 'mention_everyone', 'external_emojis', 'view_guild_insights', 'connect', 'speak', 'mute_members', 'deafen_members', 'move_members', 'use_voice_activation', 'change_nickname', 'manage_nicknames', 'manage_roles', 'manage_webhooks', 'manage_guild_expressions', 'use_application_commands', 'request_to_speak', 'manage_events', 'manage_threads', 'create_public_threads', 'create_private_threads', 'external_stickers', 'send_messages_in_threads', 'use_embedded_activities', 'moderate_members', 'view_creator_monetization_analytics', 'use_soundboard', 'create_guild_expressions', 'create_events', 'use_external_sounds', 'send_voice_messages'].map((name, bit) => [name, bit] as const)),
  ['set_voice_channel_status', 48],
  ['send_polls', 49],
  ['use_external_apps', 50],
  ['pin_messages', 51],
  ['bypass_slowmode', 52],
  ['read_messages', 10],
  ['create_forum_threads', 11],
  ['use_external_emojis', 18],
  ['manage_permissions', 28],
  ['manage_emojis', 30],
  ['manage_emojis_and_stickers', 30],
  ['use_slash_commands', 31],
  ['use_external_stickers', 37],
  ['start_embedded_activities', 39],
]);

/**
 * interactions.py's `Permissions` members that are one flag (interactions/models/discord/enums.py
 * of 83fef883); `REQUIRES_MFA`, `ALL` and `NONE` are left unknown.
 */
const INTERACTIONS_FLAGS: ReadonlyMap<string, number> = new Map([
  ...(['CREATE_INSTANT_INVITE', 'KICK_MEMBERS', 'BAN_MEMBERS', 'ADMINISTRATOR', 'MANAGE_CHANNELS', 'MANAGE_GUILD', 'ADD_REACTIONS', 'VIEW_AUDIT_LOG', 'PRIORITY_SPEAKER', 'STREAM', 'VIEW_CHANNEL', 'SEND_MESSAGES', 'SEND_TTS_MESSAGES', 'MANAGE_MESSAGES', 'EMBED_LINKS', 'ATTACH_FILES', 'READ_MESSAGE_HISTORY', 'MENTION_EVERYONE', 'USE_EXTERNAL_EMOJIS', 'VIEW_GUILD_INSIGHTS', 'CONNECT', 'SPEAK', 'MUTE_MEMBERS', 'DEAFEN_MEMBERS', 'MOVE_MEMBERS', 'USE_VAD', 'CHANGE_NICKNAME', 'MANAGE_NICKNAMES', 'MANAGE_ROLES', 'MANAGE_WEBHOOKS', 'MANAGE_EMOJIS_AND_STICKERS', 'USE_APPLICATION_COMMANDS', 'REQUEST_TO_SPEAK', 'MANAGE_EVENTS', 'MANAGE_THREADS', 'USE_PUBLIC_THREADS', 'USE_PRIVATE_THREADS', 'USE_EXTERNAL_STICKERS', 'SEND_MESSAGES_IN_THREADS', 'START_EMBEDDED_ACTIVITIES', 'MODERATE_MEMBERS', 'VIEW_CREATOR_MONETIZATION_ANALYTICS', 'USE_SOUNDBOARD', 'CREATE_GUILD_EXPRESSIONS'].map((name, bit) => [name, bit] as const)),
  ['CREATE_POSTS', 11],
  ['USE_SLASH_COMMANDS', 31],
  ['USE_EXTERNAL_SOUNDS', 45],
  ['SEND_VOICE_MESSAGES', 46],
  ['SEND_POLLS', 49],
]);

/** A non-negative integer literal (or same-file constant), not a bool. */
function literalInteger(context: FileContext, node: Node): bigint | undefined {
  const value = context.evaluator.value(node);
  return value.kind === 'primitive' && typeof value.value === 'number' && Number.isSafeInteger(value.value) && value.value >= 0 ? BigInt(value.value) : undefined;
}

/**
 * disnake's `Permissions(value, **flags)`, as `default_member_permissions(value, **flags)` passes
 * them on: the value, then each keyword in order sets (True) or clears (False) its flag.
 */
export function disnakePermissions(context: FileContext, call: CallShape): Traced {
  const at = spanOf(call.node);
  if (call.spread || call.positional.length > 1) return unknown(at, 'permissions disnake computes from arguments not read');
  const given = call.positional[0] ?? call.keywords.get('value')?.value;
  let bits = given ? literalInteger(context, given) : 0n;
  if (bits === undefined) return unknown(spanOf(given!), 'a permission value not known');
  for (const [key, { value }] of call.keywords) {
    if (key === 'value' && !call.positional[0]) continue;
    const bit = DISNAKE_FLAGS.get(key);
    const flag = context.evaluator.value(value);
    if (bit === undefined || flag.kind !== 'primitive' || typeof flag.value !== 'boolean') return unknown(spanOf(value), 'a permission flag not known');
    bits = flag.value ? bits | (1n << BigInt(bit)) : bits & ~(1n << BigInt(bit));
  }
  return primitive(bits.toString(), at);
}

/** A disnake `default_member_permissions=` keyword: an integer or `Permissions(...)` of literal flags; `None` sends nothing (undefined). */
export function disnakePermissionsKeyword(context: FileContext, node: Node): Traced | undefined {
  if (node.type === 'none') return undefined;
  if (node.type === 'call') {
    const callee = context.qualify(dottedName(node.childForFieldName('function')));
    if (callee === 'disnake.Permissions' || callee === 'disnake.permissions.Permissions') {
      const args = node.childForFieldName('arguments');
      if (args) return disnakePermissions(context, { node, callee, calleeNode: node.childForFieldName('function')!, ...argumentsOf(args) });
    }
  }
  const bits = literalInteger(context, node);
  return bits === undefined ? unknown(spanOf(node), 'a value disnake converts') : primitive(bits.toString(), spanOf(node));
}

function argumentsOf(args: Node): Pick<CallShape, 'positional' | 'keywords' | 'spread' | 'bare'> {
  const positional: Node[] = [];
  const keywords = new Map<string, { name: Node; value: Node }>();
  let spread = false;
  for (const child of args.namedChildren) {
    if (!child || child.type === 'comment') continue;
    if (child.type === 'keyword_argument') keywords.set(child.childForFieldName('name')!.text, { name: child.childForFieldName('name')!, value: child.childForFieldName('value')! });
    else if (child.type === 'list_splat' || child.type === 'dictionary_splat') spread = true;
    else positional.push(child);
  }
  return { positional, keywords, spread, bare: false };
}

/** More flags than any permission has: a longer `|` chain (a hostile file's) is not read, and never recurses deeper. */
const MAX_FLAG_TERMS = 64;

/** interactions.py's `Permissions.X | Permissions.Y` (or an integer): the bits, or undefined where not read. */
export function interactionsPermissionBits(context: FileContext, node: Node, depth = 0): bigint | undefined {
  if (depth > MAX_FLAG_TERMS) return undefined;
  if (node.type === 'parenthesized_expression') {
    const inner = node.namedChildren.find((child) => child?.type !== 'comment');
    return inner ? interactionsPermissionBits(context, inner, depth + 1) : undefined;
  }
  if (node.type === 'binary_operator') {
    if (node.childForFieldName('operator')?.text !== '|') return undefined;
    const left = node.childForFieldName('left');
    const right = node.childForFieldName('right');
    const a = left ? interactionsPermissionBits(context, left, depth + 1) : undefined;
    const b = right ? interactionsPermissionBits(context, right, depth + 1) : undefined;
    return a === undefined || b === undefined ? undefined : a | b;
  }
  if (node.type === 'attribute') {
    const qualified = context.qualify(dottedName(node));
    const member = qualified?.slice(qualified.lastIndexOf('.') + 1);
    const owner = qualified?.slice(0, qualified.lastIndexOf('.'));
    const bit = member === undefined ? undefined : INTERACTIONS_FLAGS.get(member);
    return bit !== undefined && owner !== undefined && owner.startsWith('interactions.') && owner.endsWith('.Permissions') ? 1n << BigInt(bit) : undefined;
  }
  return literalInteger(context, node);
}
