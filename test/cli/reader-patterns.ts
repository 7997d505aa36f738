// One small bot file for each way the source reader knows a file defines commands (a builder
// class, a Sapphire registry, discordx's decorators, slash-create's classes, a route, the command manager, a command type, a request without a
// library, each import form), each with a mistake planted: what every path of discovery must find.
// discovery-patterns.test.ts holds it to the reader's own tables (source/vocabulary.ts).

const BAD = `name: 'Ping', description: 'Pong'`;
/** An edit's type is not known (it may be a context menu's): a name too long for every type. */
const LONG = `name: '${'x'.repeat(40)}'`;
const djs = (names: string): string => `const { ${names} } = require('discord.js');\n`;

export const READER_PATTERNS: Readonly<Record<string, string>> = {
  // Builder classes, in each import form.
  'builders/slash-require.js': `${djs('SlashCommandBuilder')}module.exports = { data: new SlashCommandBuilder().setName('Ping').setDescription('Pong') };\n`,
  'builders/slash-import.ts': `import { SlashCommandBuilder } from '@discordjs/builders';\nexport const data = new SlashCommandBuilder().setName('Ping').setDescription('Pong');\n`,
  'builders/slash-renamed.ts': `import { SlashCommandBuilder as Builder } from 'discord.js';\nexport const data = new Builder().setName('Ping').setDescription('Pong');\n`,
  'builders/slash-namespace.ts': `import * as Discord from 'discord.js';\nexport const data = new Discord.SlashCommandBuilder().setName('Ping').setDescription('Pong');\n`,
  'builders/slash-member.js': `module.exports = { data: new (require('discord.js').SlashCommandBuilder)().setName('Ping').setDescription('Pong') };\n`,
  'builders/slash-escaped.ts': `import { SlashCommand\\u0042uilder } from 'discord.js';\nexport const data = new SlashCommand\\u0042uilder().setName('Ping').setDescription('Pong');\n`,
  'builders/super-data.js': `${djs('SlashCommandBuilder')}const Command = require('../structures/command.js');\nclass Ping extends Command {\n  constructor() {\n    super({ data: new SlashCommandBuilder().setName('Ping').setDescription('Pong') });\n  }\n}\nmodule.exports = new Ping();\n`,
  'builders/context-menu.ts': `import { ContextMenuCommandBuilder } from 'discord.js';\nexport const data = new ContextMenuCommandBuilder().setName('Report').setType(2).setDescription('not sent');\n`,
  'builders/chat-input-v2.ts': `import { ChatInputCommandBuilder } from '@discordjs/builders';\nexport const data = new ChatInputCommandBuilder().setName('Ping').setDescription('Pong');\n`,
  'builders/message-context-v2.ts': `import { MessageContextCommandBuilder } from '@discordjs/builders';\nexport const data = new MessageContextCommandBuilder().setName('${'x'.repeat(40)}');\n`,
  'builders/user-context-v2.ts': `import { UserContextCommandBuilder } from '@discordjs/builders';\nexport const data = new UserContextCommandBuilder().setName('${'x'.repeat(40)}');\n`,
  // Sapphire's registries, in a piece of the command store's folder.
  'sapphire/commands/chat-input.ts': `import { Command } from '@sapphire/framework';\nexport class Ping extends Command {\n  registerApplicationCommands(registry: Command.Registry) {\n    registry.registerChatInputCommand((builder) => builder.setName('Ping').setDescription('Pong'));\n  }\n}\n`,
  'sapphire/commands/chat-input-object.ts': `export class Ping extends Command {\n  registerApplicationCommands(registry) {\n    registry.registerChatInputCommand({ ${BAD} });\n  }\n}\n`,
  'sapphire/commands/context-menu.ts': `export class Report extends Command {\n  registerApplicationCommands(registry) {\n    registry.registerContextMenuCommand((builder) => builder.setName('${'x'.repeat(40)}').setType(3));\n  }\n}\n`,
  // Routes of @discordjs/rest.
  'routes/global.js': `${djs('REST, Routes')}rest.put(Routes.applicationCommands(clientId), { body: [{ ${BAD} }] });\n`,
  'routes/guild.js': `${djs('REST, Routes')}rest.put(Routes.applicationGuildCommands(clientId, guildId), { body: [{ ${BAD} }] });\n`,
  'routes/edit.ts': `import { Routes } from 'discord-api-types/v10';\nawait rest.patch(Routes.applicationCommand(appId, id), { body: { ${LONG} } });\n`,
  'routes/guild-edit.ts': `import { Routes } from 'discord-api-types/v10';\nawait rest.patch(Routes.applicationGuildCommand(appId, guildId, id), { body: { ${LONG} } });\n`,
  // discord.js's command manager.
  'manager/set.js': `client.application.commands.set([{ ${BAD} }]);\n`,
  'manager/create-optional.ts': `await client.application?.commands?.create({ ${BAD} });\n`,
  'manager/guild-cache-set.js': `client.guilds.cache.get(process.env.GUILD_ID)?.commands.set([{ ${BAD} }]);\n`,
  'manager/guild-fetched.js': `client.once('ready', async () => {\n  const g = await client.guilds.fetch(process.env.GUILD_ID);\n  await g.commands.set([{ ${BAD} }]);\n});\n`,
  'manager/edit.js': `guild.commands.edit(id, { ${LONG} });\n`,
  'manager/edit-computed.js': `guild.commands['edit'](id, { ${LONG} });\n`,
  // Types (discord-api-types, discord.js), in TypeScript and in JSDoc.
  'types/post.ts': `import type { RESTPostAPIApplicationCommandsJSONBody } from 'discord-api-types/v10';\nexport const ping: RESTPostAPIApplicationCommandsJSONBody = { ${BAD} };\n`,
  'types/chat-input.ts': `export const ping = { ${BAD} } satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;\n`,
  'types/context-menu.ts': `export const report = { name: '${'x'.repeat(40)}', type: 3 } satisfies RESTPostAPIContextMenuApplicationCommandsJSONBody;\n`,
  'types/guild.ts': `export const ping = { ${BAD} } satisfies RESTPostAPIApplicationGuildCommandsJSONBody;\n`,
  'types/entry-point.ts': `export const launch = { ${LONG}, description: 'Go', type: 4, handler: 2 } satisfies RESTPostAPIPrimaryEntryPointApplicationCommandJSONBody;\n`,
  'types/put.ts': `export const all: RESTPutAPIApplicationCommandsJSONBody = [{ ${BAD} }];\n`,
  'types/put-guild.ts': `export const all: RESTPutAPIApplicationGuildCommandsJSONBody = [{ ${BAD} }];\n`,
  'types/patch.ts': `export const edit = { ${LONG} } satisfies RESTPatchAPIApplicationCommandJSONBody;\n`,
  'types/patch-guild.ts': `export const edit = { ${LONG} } satisfies RESTPatchAPIApplicationGuildCommandJSONBody;\n`,
  'types/renamed.ts': `import type { RESTPostAPIChatInputApplicationCommandsJSONBody as Body } from 'discord-api-types/v10';\nexport const ping = { ${BAD} } satisfies Body;\n`,
  'types/djs-data.ts': `import type { ApplicationCommandData } from 'discord.js';\nexport const ping: ApplicationCommandData = { ${BAD} };\n`,
  'types/djs-chat-input.ts': `export const ping = { ${BAD} } satisfies ChatInputApplicationCommandData;\n`,
  'types/djs-user.ts': `export const who = { name: '${'x'.repeat(40)}', type: 2 } satisfies UserApplicationCommandData;\n`,
  'types/djs-message.ts': `export const quote = { name: '${'x'.repeat(40)}', type: 3 } satisfies MessageApplicationCommandData;\n`,
  'types/djs-resolvable.ts': `export const ping = { ${BAD} } satisfies ApplicationCommandDataResolvable;\n`,
  'types/jsdoc.js': `/** @type {import('discord.js').ApplicationCommandData} */\nconst ping = { ${BAD} };\nmodule.exports = ping;\n`,
  // discordx's decorators (a class with @Discord).
  'discordx/slash.ts': `import { Discord, Slash } from 'discordx';\n@Discord()\nexport class Ping {\n  @Slash({ ${BAD} })\n  ping(): void {}\n}\n`,
  'discordx/context-menu.ts': `import { ContextMenu, Discord } from 'discordx';\n@Discord()\nexport class Report {\n  @ContextMenu({ ${LONG}, type: 3 })\n  report(): void {}\n}\n`,
  // slash-create's command classes (required, and imported from its entry point for workers).
  'slash-create/require.js': `const { SlashCommand } = require('slash-create');\nmodule.exports = class Ping extends SlashCommand {\n  constructor(creator) {\n    super(creator, { ${BAD} });\n  }\n};\n`,
  'slash-create/web.ts': `import { SlashCommand, type SlashCreator } from 'slash-create/web';\nexport default class Ping extends SlashCommand {\n  constructor(creator: SlashCreator) {\n    super(creator, { ${BAD} });\n  }\n}\n`,
  // Requests without a library.
  'requests/fetch.ts': `await fetch(\`\${API}/applications/\${appId}/commands\`, { method: 'PUT', body: JSON.stringify([{ ${BAD} }]) });\n`,
  'requests/isomorphic-fetch.ts': `import fetch from 'isomorphic-fetch';\nawait fetch(\`https://discord.com/api/v10/applications/\${appId}/commands\`, { method: 'POST', body: JSON.stringify({ ${BAD} }) });\n`,
  'requests/axios.js': `const axios = require('axios');\naxios.put(\`\${API}/applications/\${appId}/guilds/\${guildId}/commands\`, [{ ${BAD} }]);\n`,
  'requests/undici.ts': `import { request } from 'undici';\nawait request(API + '/applications/' + appId + '/commands', { method: 'POST', body: JSON.stringify({ ${BAD} }) });\n`,
  'requests/got.ts': `import got from 'got';\nawait got.put(\`\${API}/applications/\${appId}/commands\`, { json: [{ ${BAD} }] });\n`,
  'requests/https.js': `const https = require('node:https');\nconst req = https.request({ hostname: 'discord.com', path: \`/api/v10/applications/\${appId}/commands\`, method: 'PUT' });\nreq.write(JSON.stringify([{ ${BAD} }]));\nreq.end();\n`,
};
