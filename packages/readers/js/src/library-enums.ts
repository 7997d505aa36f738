// The enumerations bot authors name instead of numbers: discord-api-types' (re-exported by
// discord.js 14 and @discordjs/builders) and discord.js 13's string names. Values are the API's
// (spec: command, option, channel, context and integration types; permission bits; locales). A
// member not listed here evaluates to an unknown, never to a guess.

const PERMISSION_BITS: Readonly<Record<string, number>> = {
  CreateInstantInvite: 0, KickMembers: 1, BanMembers: 2, Administrator: 3, ManageChannels: 4, ManageGuild: 5,
  AddReactions: 6, ViewAuditLog: 7, PrioritySpeaker: 8, Stream: 9, ViewChannel: 10, SendMessages: 11,
  SendTTSMessages: 12, ManageMessages: 13, EmbedLinks: 14, AttachFiles: 15, ReadMessageHistory: 16,
  MentionEveryone: 17, UseExternalEmojis: 18, ViewGuildInsights: 19, Connect: 20, Speak: 21, MuteMembers: 22,
  DeafenMembers: 23, MoveMembers: 24, UseVAD: 25, ChangeNickname: 26, ManageNicknames: 27, ManageRoles: 28,
  ManageWebhooks: 29, ManageEmojisAndStickers: 30, ManageGuildExpressions: 30, UseApplicationCommands: 31,
  RequestToSpeak: 32, ManageEvents: 33, ManageThreads: 34, CreatePublicThreads: 35, CreatePrivateThreads: 36,
  UseExternalStickers: 37, SendMessagesInThreads: 38, UseEmbeddedActivities: 39, ModerateMembers: 40,
};

/** discord.js 13's permission names (`Permissions.FLAGS.BAN_MEMBERS`, `'BAN_MEMBERS'`). */
const PERMISSION_BITS_13: Readonly<Record<string, number>> = Object.fromEntries(
  Object.entries(PERMISSION_BITS)
    .filter(([name]) => !['ManageGuildExpressions', 'UseVAD', 'SendTTSMessages'].includes(name))
    .map(([name, bit]) => [name.replace(/([a-z])([A-Z])/g, '$1_$2').toUpperCase(), bit])
    .concat([['USE_VAD', 25], ['SEND_TTS_MESSAGES', 12], ['MANAGE_EMOJIS_AND_STICKERS', 30], ['USE_APPLICATION_COMMANDS', 31]]),
);

function bits(table: Readonly<Record<string, number>>): Record<string, bigint> {
  const out: Record<string, bigint> = {};
  for (const [name, bit] of Object.entries(table)) out[name] = 1n << BigInt(bit);
  return out;
}

export type EnumTable = Readonly<Record<string, number | string | bigint>>;

/** Enumerations by their exported names (discord-api-types, discord.js 14, @discordjs/builders). */
export const LIBRARY_ENUMS: Readonly<Record<string, EnumTable>> = {
  ApplicationCommandOptionType: { Subcommand: 1, SubcommandGroup: 2, String: 3, Integer: 4, Boolean: 5, User: 6, Channel: 7, Role: 8, Mentionable: 9, Number: 10, Attachment: 11 },
  ApplicationCommandType: { ChatInput: 1, User: 2, Message: 3, PrimaryEntryPoint: 4 },
  ChannelType: {
    GuildText: 0, DM: 1, GuildVoice: 2, GroupDM: 3, GuildCategory: 4, GuildAnnouncement: 5, AnnouncementThread: 10,
    PublicThread: 11, PrivateThread: 12, GuildStageVoice: 13, GuildDirectory: 14, GuildForum: 15, GuildMedia: 16,
    GuildNews: 5, GuildNewsThread: 10, GuildPublicThread: 11, GuildPrivateThread: 12,
  },
  InteractionContextType: { Guild: 0, BotDM: 1, PrivateChannel: 2 },
  ApplicationIntegrationType: { GuildInstall: 0, UserInstall: 1 },
  EntryPointCommandHandlerType: { AppHandler: 1, DiscordLaunchActivity: 2 },
  PermissionFlagsBits: bits(PERMISSION_BITS),
  Locale: {
    Indonesian: 'id', EnglishUS: 'en-US', EnglishGB: 'en-GB', Bulgarian: 'bg', ChineseCN: 'zh-CN', ChineseTW: 'zh-TW',
    Croatian: 'hr', Czech: 'cs', Danish: 'da', Dutch: 'nl', Finnish: 'fi', French: 'fr', German: 'de', Greek: 'el',
    Hindi: 'hi', Hungarian: 'hu', Italian: 'it', Japanese: 'ja', Korean: 'ko', Lithuanian: 'lt', Norwegian: 'no',
    Polish: 'pl', PortugueseBR: 'pt-BR', Romanian: 'ro', Russian: 'ru', SpanishES: 'es-ES', SpanishLATAM: 'es-419',
    Swedish: 'sv-SE', Thai: 'th', Turkish: 'tr', Ukrainian: 'uk', Vietnamese: 'vi',
  },
};

/** discord.js 13's enumerations (`Constants.ApplicationCommandOptionTypes.STRING`), also given as strings. */
export const DJS13_ENUMS: Readonly<Record<string, EnumTable>> = {
  ApplicationCommandOptionTypes: { SUB_COMMAND: 1, SUB_COMMAND_GROUP: 2, STRING: 3, INTEGER: 4, BOOLEAN: 5, USER: 6, CHANNEL: 7, ROLE: 8, MENTIONABLE: 9, NUMBER: 10, ATTACHMENT: 11 },
  ApplicationCommandTypes: { CHAT_INPUT: 1, USER: 2, MESSAGE: 3 },
  ChannelTypes: {
    GUILD_TEXT: 0, DM: 1, GUILD_VOICE: 2, GROUP_DM: 3, GUILD_CATEGORY: 4, GUILD_NEWS: 5, GUILD_STORE: 6,
    GUILD_NEWS_THREAD: 10, GUILD_PUBLIC_THREAD: 11, GUILD_PRIVATE_THREAD: 12, GUILD_STAGE_VOICE: 13, GUILD_DIRECTORY: 14, GUILD_FORUM: 15,
  },
  FLAGS: bits(PERMISSION_BITS_13),
};

/** slash-create's entry points (Node's, and the one for workers and browsers), and its enumerations by exported name (its constants.ts at 6.8.1: the API's values under its own names). */
export const SLASH_CREATE: ReadonlySet<string> = new Set(['slash-create', 'slash-create/web']);
export const SLASH_CREATE_ENUMS: Readonly<Record<string, EnumTable>> = {
  CommandOptionType: DJS13_ENUMS.ApplicationCommandOptionTypes!,
  ApplicationCommandType: { CHAT_INPUT: 1, USER: 2, MESSAGE: 3, ENTRY_POINT: 4 },
  ChannelType: { ...DJS13_ENUMS.ChannelTypes!, GUILD_MEDIA: 16 },
  InteractionContextType: { GUILD: 0, BOT_DM: 1, PRIVATE_CHANNEL: 2 },
  ApplicationIntegrationType: { GUILD_INSTALL: 0, USER_INSTALL: 1 },
  EntryPointHandlerType: { APP_HANDLER: 1, DISCORD_LAUNCH_ACTIVITY: 2 },
};

/** Packages whose exports these are (and whose builders cmdlint reads). */
export const LIBRARY_PACKAGES = new Set(['discord.js', '@discordjs/builders', 'discord-api-types/v10', 'discord-api-types/v9', 'discord-api-types', 'discord-api-types/payloads/v10', '@discordjs/core', 'discord-api-types/v10.js']);

/** discord.js 13 turns option, command and channel type names into numbers before sending. */
export const DJS13_OPTION_TYPES = DJS13_ENUMS.ApplicationCommandOptionTypes!;
export const DJS13_COMMAND_TYPES = DJS13_ENUMS.ApplicationCommandTypes!;
export const DJS13_CHANNEL_TYPES = DJS13_ENUMS.ChannelTypes!;
