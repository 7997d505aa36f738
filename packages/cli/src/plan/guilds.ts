// A guild plan is the plan of one guild. A command whose file lists its guilds (py-cord's
// `guild_ids=[111, 222]`, SourceBody.guildIds) is of those guilds only: in a plan of another guild
// it is not a command at all, as a command of the other scope is not; and where the plan's guild is
// not known, commands of different lists cannot be one guild's body (two `/report` of two guilds
// are no clash, nor one bulk overwrite): each is left out, not planned, rather than guessed.

/** What carries a command's listed guilds through the plan. */
export interface Guilded {
  readonly guildIds?: readonly string[];
}

/** The guild a registered list is of: the one `guild_id` every command of it has. */
export function guildOfList(list: readonly unknown[] | undefined): string | undefined {
  let guild: string | undefined;
  for (const command of list ?? []) {
    const id = typeof command === 'object' && command !== null ? (command as { guild_id?: unknown }).guild_id : undefined;
    if (typeof id !== 'string' || (guild !== undefined && id !== guild)) return undefined;
    guild = id;
  }
  return guild;
}

/** Whether a command is in the plan of `guild`: one that lists no guilds may be. */
export function inGuild(command: Guilded, guild: string): boolean {
  return command.guildIds === undefined || command.guildIds.includes(guild);
}

/** Whether the commands that list their guilds list different ones, so that a plan must know which guild it is of. */
export function severalGuildLists(commands: readonly Guilded[]): boolean {
  const lists = new Set<string>();
  for (const command of commands) if (command.guildIds !== undefined) lists.add(command.guildIds.join(','));
  return lists.size > 1;
}

/** Why a command of listed guilds is not planned where the plan's guild is not known. */
export function guildsReason(guildIds: readonly string[]): string {
  const shown = guildIds.length <= 3 ? guildIds.join(', ') : `${guildIds.slice(0, 3).join(', ')} and ${guildIds.length - 3} more`;
  return `its guild_ids name its own guilds (${shown}), and other commands of this plan name others: plan one guild at a time (--fetch --guild-id ID, or --registered with that guild's list)`;
}
