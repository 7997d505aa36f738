// Commands are found by where they go, never by shape alone.
import { describe, expect, test } from 'vitest';
import { parseSourceDocument } from '../src/read.js';
import { js } from './helpers.js';

function found(text: string, path = 'x.ts', discordJs?: 13 | 14): { kind: string; scope?: string; origin: string; value: unknown }[] {
  return parseSourceDocument(text, path, { discordJs }).bodies.map((body) => ({ kind: body.kind, ...(body.scope ? { scope: body.scope } : {}), origin: body.origin, value: body.lowered.value }));
}

describe('requests to the command endpoints', () => {
  test('rest.put of a global bulk overwrite, builders mapped to JSON', () => {
    const text = js`
      const { REST, Routes, SlashCommandBuilder } = require('discord.js');
      const ping = new SlashCommandBuilder().setName('ping').setDescription('p');
      const commands = [ping].map((command) => command.toJSON());
      const rest = new REST().setToken(token);
      await rest.put(Routes.applicationCommands(clientId), { body: commands });`;
    expect(found(text)).toEqual([{ kind: 'commands', scope: 'global', origin: 'request', value: [{ name: 'ping', description: 'p', type: 1, options: [] }] }]);
  });

  test('a guild route says guild scope; the builder is not counted twice', () => {
    const text = js`
      import { Routes, SlashCommandBuilder } from 'discord.js';
      const data = new SlashCommandBuilder().setName('dev').setDescription('d');
      await rest.put(Routes.applicationGuildCommands(clientId, guildId), { body: [data.toJSON()] });`;
    expect(found(text).map((b) => [b.kind, b.scope, b.origin])).toEqual([['commands', 'guild', 'request']]);
  });

  test('rest.patch of one command is an edit', () => {
    const text = js`
      import { Routes } from 'discord-api-types/v10';
      await rest.patch(Routes.applicationCommand(appId, commandId), { body: { description: 'New' } });`;
    expect(found(text)).toEqual([{ kind: 'edit', scope: 'global', origin: 'request', value: { description: 'New' } }]);
  });

  test('application.commands.set with discord.js 13 data: camelCase and type names converted, other keys left out', () => {
    const text = js`
      client.application.commands.set([{ name: 'ping', description: 'p', type: 'CHAT_INPUT', defaultPermission: true, options: [{ type: 'STRING', name: 'x', description: 'y', channelTypes: ['GUILD_TEXT'], minValue: 1 }], extra: 1 }]);`;
    expect(found(text, 'x.js', 13)).toEqual([
      { kind: 'commands', scope: 'global', origin: 'request', value: [{ name: 'ping', description: 'p', type: 1, default_permission: true, options: [{ type: 3, name: 'x', description: 'y', required: false, channel_types: [0], min_value: 1 }] }] },
    ]);
  });

  test('type names with the discord.js version unknown are unknown', () => {
    const text = `client.application.commands.set([{ name: 'ping', description: 'p', options: [{ type: 'STRING', name: 'x', description: 'y' }] }]);`;
    expect(found(text, 'x.js')[0]!.value).toEqual([{ name: 'ping', description: 'p', options: [{ name: 'x', description: 'y', required: false }] }]);
  });

  test('discord.js 14 sends a type name as it is (the service rejects it)', () => {
    // defaultMemberPermissions goes through the bit field's resolve: digits are read, a number throws (nothing known).
    const text = `client.application.commands.create({ name: 'ping', description: 'p', type: 'CHAT_INPUT', defaultMemberPermissions: '8' }, guildId);`;
    expect(found(text, 'x.js', 14)).toEqual([{ kind: 'command', scope: 'guild', origin: 'request', value: { name: 'ping', description: 'p', type: 'CHAT_INPUT', default_member_permissions: '8' } }]);
  });

  test("guild.commands.set is a guild's", () => {
    expect(found(`await interaction.guild.commands.set([{ name: 'a', description: 'b' }]);`)[0]!.scope).toBe('guild');
  });

  // A Guild that discord.js gives (from the client's guild manager) has the guild's command manager.
  test.each([
    ['cache.get(id)?.commands.set', `await client.guilds.cache.get(process.env.GUILD_ID)?.commands.set([{ name: 'a', description: 'b' }]);`, 'commands'],
    ['cache.get(id).commands.create', `await client.guilds.cache.get(guildId).commands.create({ name: 'a', description: 'b' });`, 'command'],
    ['cache.get(id)!.commands.set in TypeScript', `await client.guilds.cache.get(guildId)!.commands.set([{ name: 'a', description: 'b' }]);`, 'commands'],
    ['through this.client', `await this.client.guilds.cache.get(guildId)?.commands.set([{ name: 'a', description: 'b' }]);`, 'commands'],
    ['cache.first()', `await client.guilds.cache.first()?.commands.set([{ name: 'a', description: 'b' }]);`, 'commands'],
    ['guilds.resolve(id)', `await client.guilds.resolve(guildId)?.commands.set([{ name: 'a', description: 'b' }]);`, 'commands'],
    ['an awaited guilds.fetch(id)', `await (await client.guilds.fetch(guildId)).commands.set([{ name: 'a', description: 'b' }]);`, 'commands'],
    ['a const holding an awaited fetch', `const g = await client.guilds.fetch(process.env.GUILD_ID);\nawait g.commands.set([{ name: 'a', description: 'b' }]);`, 'commands'],
    ['a let never written holding a cached guild', `let server = client.guilds.cache.get(guildId);\nserver.commands.set([{ name: 'a', description: 'b' }]);`, 'commands'],
  ])("a guild of the client's: %s is a guild's", (_, text, kind) => {
    expect(found(text)).toEqual([{ kind, scope: 'guild', origin: 'request', value: kind === 'commands' ? [{ name: 'a', description: 'b' }] : { name: 'a', description: 'b' } }]);
  });

  test.each([
    ['a guilds.fetch not awaited (a promise)', `client.guilds.fetch(guildId).commands.set([{ name: 'a', description: 'b' }]);`],
    ['guilds.fetch() of every guild (a collection)', `const all = await client.guilds.fetch();\nall.commands.set([{ name: 'a', description: 'b' }]);`],
    ['guilds.fetch with options', `const some = await client.guilds.fetch({ limit: 10 });\nsome.commands.set([{ name: 'a', description: 'b' }]);`],
    ['a map of the bot\'s own', `servers.get(id).commands.set([{ name: 'a', description: 'b' }]);`],
    ['a cache of something else', `client.users.cache.get(id).commands.set([{ name: 'a', description: 'b' }]);`],
    ['a holder written later', `let g = client.guilds.cache.get(guildId);\ng = other;\ng.commands.set([{ name: 'a', description: 'b' }]);`],
    ['a Collection of the bot\'s under a guild', `client.guilds.cache.get(guildId).commands.set('ping', { name: 'Ping' });`],
  ])('%s: no request', (_, text) => {
    expect(found(text)).toEqual([]);
  });

  test("a Collection's set(name, command) is no request", () => {
    expect(found(`client.commands.set(command.data.name, command);\nclient.commands.set('ping', { name: 'Ping' });`)).toEqual([]);
  });

  test('a route the reader does not know, a put to another route: nothing', () => {
    expect(found(`await rest.put(Routes.channelMessages(id), { body: { name: 'X' } });`)).toEqual([]);
    expect(found(`await rest.put('/something', { body: { name: 'X', description: 'y' } });`)).toEqual([]);
  });
});

describe('values typed as commands', () => {
  test('an annotation, satisfies and an array type', () => {
    const text = js`
      import type { RESTPostAPIChatInputApplicationCommandsJSONBody, RESTPutAPIApplicationCommandsJSONBody } from 'discord-api-types/v10';
      export const a: RESTPostAPIChatInputApplicationCommandsJSONBody = { name: 'a', description: 'x' };
      export const b = { name: 'b', description: 'y' } satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;
      export const all: RESTPutAPIApplicationCommandsJSONBody = [{ name: 'c', description: 'z' }];`;
    expect(found(text).map((b) => [b.origin, (b.value as { name: string }).name])).toEqual([['typed', 'a'], ['typed', 'b'], ['typed', 'c']]);
  });

  test("discord.js's ApplicationCommandData is converted as discord.js does", () => {
    const text = `import type { ApplicationCommandData } from 'discord.js';\nexport const a: ApplicationCommandData = { name: 'a', description: 'x', dmPermission: false };`;
    expect(found(text, 'x.ts', 14)[0]!.value).toEqual({ name: 'a', description: 'x', dm_permission: false });
  });
});

describe('what only looks like a command is not one', () => {
  test.each([
    ['an object with command keys', `export const data = { name: 'Ping', description: 'x'.repeat(200) };`],
    ["a bot's own module format", `module.exports = { name: 'Ping', description: 'Pong', execute(message) {} };`],
    ['a test fixture', `const fixture = { name: 'BAD NAME', description: '', options: [] };\nexpect(validate(fixture)).toBe(false);`],
    ['a JSON schema', `export const schema = { type: 'object', properties: { name: { type: 'string' } } };`],
    ['a builder-like class of its own', `class Builder { setName() { return this; } }\nnew Builder().setName('X');`],
  ])('%s', (_, text) => {
    expect(found(text)).toEqual([]);
  });
});

describe('smaller forms (issue 33)', () => {
  test('a type imported under another name is read', () => {
    const text = js`
      import type { RESTPostAPIChatInputApplicationCommandsJSONBody as Body, RESTPutAPIApplicationCommandsJSONBody as All } from 'discord-api-types/v10';
      export const ping = { name: 'ping', description: 'p' } satisfies Body;
      export const pong: Body = { name: 'pong', description: 'p' };
      export const all: All = [{ name: 'a', description: 'b' }];`;
    expect(found(text).map((b) => (b.value as { name: string }).name)).toEqual(['ping', 'pong', 'a']);
  });

  test('the same name imported from elsewhere says nothing', () => {
    expect(found(`import type { Other as Body } from './types';\nexport const ping = { name: 'ping', description: 'p' } satisfies Body;`)).toEqual([]);
  });
});
