// Valid sets of commands (api-facts §7): at most 100 CHAT_INPUT, 15 USER, 15 MESSAGE and 1
// PRIMARY_ENTRY_POINT per scope (none in a guild), names unique per type. The same name under
// two types, and USER/MESSAGE names that differ only by case, are deliberately common: both are allowed.
import fc from 'fast-check';
import { chatInputCommand, cleanLocalizations, contextMenuCommand, entryPointCommand } from './commands.js';
import type { GenEnv } from './env.js';
import type { Obj } from './tree.js';

export interface SetLimits {
  readonly chatInput: number;
  readonly user: number;
  readonly message: number;
  readonly entryPoint: number;
}
const MAX_SET: SetLimits = { chatInput: 100, user: 15, message: 15, entryPoint: 1 };

/** Mostly a few, sometimes anything up to the limit, sometimes exactly the limit. */
function howMany(max: number): fc.Arbitrary<number> {
  if (max === 0) return fc.constant(0);
  return fc.oneof(
    { weight: 4, arbitrary: fc.integer({ min: 0, max: Math.min(max, 4) }) },
    { weight: 2, arbitrary: fc.integer({ min: 0, max }) },
    { weight: 1, arbitrary: fc.constant(max) },
  );
}

function unique(command: fc.Arbitrary<Obj>, max: number): fc.Arbitrary<Obj[]> {
  return howMany(max).chain((n) => fc.uniqueArray(command, { selector: (c) => c['name'], minLength: n, maxLength: n }));
}

/** Gives some USER/MESSAGE commands the name of a CHAT_INPUT command, or another case of a sibling's name. */
function shareNames(chat: Obj[], menus: Obj[], flags: readonly number[], env: GenEnv): void {
  const taken = new Set(menus.map((c) => c['name'] as string));
  menus.forEach((command, i) => {
    const flag = flags[i % flags.length] ?? 0;
    let wanted: string | undefined;
    if (flag === 1 && chat.length > 0) wanted = chat[i % chat.length]!['name'] as string;
    else if (flag === 2) {
      const other = menus[(i + 1) % menus.length]!['name'] as string;
      wanted = other === other.toUpperCase() ? other.toLowerCase() : other.toUpperCase();
    }
    if (wanted === undefined || taken.has(wanted) || /^\s+$/.test(wanted) || [...wanted].length > 32) return;
    taken.delete(command['name'] as string);
    taken.add(wanted);
    command['name'] = wanted;
    cleanLocalizations(command, 'name', env);
  });
}

/**
 * A valid set for the env, shuffled: each command is small (no localizations, few options) so that
 * even a full set of 131 stays fast. 131 commands (every type at its limit) draw the bulk-size warning.
 */
export function commandSet(env: GenEnv, limits: SetLimits = MAX_SET): fc.Arbitrary<Obj[]> {
  const entryMax = env.scope === 'guild' ? 0 : limits.entryPoint;
  return fc
    .tuple(
      unique(chatInputCommand(env, { small: true }), limits.chatInput),
      unique(contextMenuCommand(env, 2), limits.user),
      unique(contextMenuCommand(env, 3), limits.message),
      unique(entryPointCommand(env), entryMax),
      fc.array(fc.constantFrom(0, 0, 1, 2), { minLength: 1, maxLength: 8 }),
    )
    .map(([chat, user, message, entry, flags]) => {
      shareNames(chat, user, flags, env);
      shareNames(chat, message, flags, env);
      return [...chat, ...user, ...message, ...entry];
    })
    .chain((all) => fc.shuffledSubarray(all, { minLength: all.length, maxLength: all.length }));
}

/**
 * A bulk-overwrite array of the set, some items carrying the `id` of the command they overwrite:
 * allowed in a bulk overwrite item (api-facts §3), unlike in a create body.
 */
export function withIds(set: readonly Obj[], flags: readonly boolean[]): Obj[] {
  return set.map((command, i) => (flags[i % Math.max(flags.length, 1)] ? { id: String(1_000_000_000_000_000n + BigInt(i)), ...command } : command));
}
