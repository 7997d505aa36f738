import { describe, expect, it } from 'vitest';
import { isNeverCommandsFile, looksLikeCommands, readsAsCommand, textLooksLikeCommands } from '../src/detect.js';

describe('looksLikeCommands', () => {
  const yes: unknown[] = [
    { name: 'ping', description: 'Pong' },
    { name: 'User info', type: 2 },
    { name: 'x', options: [] },
    [{ name: 'ping', description: 'Pong' }, { id: '1' }],
    { permissions: [] },
  ];
  const no: unknown[] = [
    { name: 'my-package', version: '1.0.0' },
    { compilerOptions: {} },
    [],
    [1, 2],
    [{ name: 'a', description: 'b' }, 'x'],
    { permissions: 'all' },
    null,
    'text',
    JSON.parse('{"__proto__": {"name": "a", "type": 1}}'),
  ];
  for (const value of yes) it(`takes ${JSON.stringify(value)}`, () => expect(looksLikeCommands(value)).toBe(true));
  for (const value of no) it(`leaves ${JSON.stringify(value)}`, () => expect(looksLikeCommands(value)).toBe(false));

  it('reads broken command files by their text', () => {
    expect(textLooksLikeCommands('{"name": "ping", "description": "Pong",,}')).toBe(true);
    expect(textLooksLikeCommands('{"name": "pkg", "version": ')).toBe(false);
  });

  it('never takes package, tsconfig, lock and config files', () => {
    for (const name of ['package.json', 'x/tsconfig.json', 'tsconfig.build.json', 'package-lock.json', 'deno.lock', 'cmdlint.config.json', '.cmdlintrc.json', 'composer.lock', 'app.json', '.devcontainer/devcontainer.json', '.devcontainer.json']) {
      expect(isNeverCommandsFile(name), name).toBe(true);
    }
    for (const name of ['commands.json', 'lockdown.json', 'packages.json']) expect(isNeverCommandsFile(name), name).toBe(false);
  });
});

// Files of real bots that a walk met and linted as commands, thousands of false errors on four
// bots (shapes as the bots wrote them, values shortened), beside command files that must stay read.
describe('a file met in a directory is taken when its objects read as commands', () => {
  const notCommands: [string, unknown][] = [
    ['an editor\'s launch configuration', { version: '0.2.0', configurations: [{ type: 'node', request: 'launch', name: 'Launch Program', skipFiles: ['<node_internals>/**'], program: '${workspaceFolder}/src/index.js' }] }],
    ['a Heroku app.json', { name: 'EvoBot', description: 'Discord music bot', repository: 'https://github.com/x/y', logo: 'https://x/logo.png', keywords: ['discord', 'music'] }],
    ['a Heroku app.json with a valid name', { name: 'seven-server', description: 'My bot, packaged for Heroku', repository: 'https://github.com/x/y', keywords: ['node'], env: { TOKEN: { description: 'token', value: '' } } }],
    ['channels to create', { noCategory: [{ key: 'welcome', name: '👋•-welcome', type: 'GuildText', topic: 'Say hi' }, { key: 'rules', name: '🔰•-rules', type: 'GuildText', topic: 'Read me' }] }],
    ['a presence', { enabled: true, statusad: { name: 'My Host | Bots 4 CHEAP', type: 'PLAYING', url: 'https://twitch.tv/#' } }],
    ['a presence with activity types', { activities: [{ name: 'with you', type: 0 }], status: 'dnd' }],
    ['a game\'s records', { Endgame: [{ name: 'P.O.O.', id: 1, category: 'Endgame', description: 'Professional Offensive Operations' }, { name: 'Xen', id: 2, category: 'Endgame', description: 'Xen lab' }] }],
    ['a dictionary of typos', { abandoned: 'abandonned', description: 'descripton', name: 'nmae', receive: 'recieve', separate: 'seperate' }],
    ['roles with permissions', { name: 'admin', permissions: ['BAN_MEMBERS'] }],
    ['channels to create, a category among them', [{ name: 'General', type: 4 }, { name: 'chat', type: 0, parent: 'General' }]],
    ['a shop\'s items keyed by name', { potion: { name: 'Potion', price: 5, type: 'consumable', description: 'Heals' }, sword: { name: 'Sword', price: 50, type: 'weapon', description: 'Cuts' } }],
    ['a webhook (an API object of another kind)', { type: 3, id: '1234567890123456789', name: 'hook', avatar: null, channel_id: null, guild_id: null, application_id: '1234567890123456780' }],
    ['an interaction\'s payload', { id: '1234567890123456789', application_id: '1234567890123456780', type: 2, token: 'x', version: 1, data: { name: 'ping' } }],
    ['a help page\'s list of commands', { commands: [{ name: '/advanceseason <x>', description: 'Advances the season' }, { name: '/help', description: 'Help' }] }],
    ['a help page\'s list of app commands', [{ name: 'about channel', description: 'About a channel', bot: 'x' }, { name: 'about user', description: 'About a user', bot: 'x' }]],
    ['a message mentioning channels', { id: '1234567890123456789', content: 'hi', mention_channels: [{ id: '1', guild_id: '2', type: 0, name: 'general' }, { id: '3', guild_id: '2', type: 2, name: 'voice' }] }],
    ['a command\'s translations', { name: 'country', description: 'Get information about a country', optionsCountryName: 'country', optionsCountryDescription: 'The name of the country' }],
    ['arguments of a prefix command', { reputation: 'x', optional_arguments: [{ name: 'user', description: 'Who' }] }],
    ['a list of products', [{ name: 'Pro plan', price: 5, currency: 'EUR' }, { name: 'Team plan', price: 20, currency: 'EUR' }]],
    // Paillat-dev/Botator's src/prompts/functions.json: functions its AI model may call, beside its py-cord commands.
    ['functions an AI model may call (OpenAI)', [{ name: 'add_reaction_to_last_message', description: 'React to the last message sent by the user with an emoji.', parameters: { type: 'object', properties: { emoji: { type: 'string', description: 'an emoji' } }, required: ['emoji'] } }]],
    ['a tool of Anthropic\'s API', { name: 'get_weather', description: 'Get the weather', input_schema: { type: 'object', properties: {} } }],
    ['a tool of an MCP server', { name: 'search', description: 'Search the docs', inputSchema: { type: 'object', properties: {} } }],
  ];
  for (const [what, value] of notCommands) it(`leaves ${what}`, () => expect(looksLikeCommands(value)).toBe(false));

  const commands: [string, unknown][] = [
    ['a bare command', { name: 'ping', description: 'Pong' }],
    ['a command with the bot\'s own keys', { name: 'ban', description: 'Bans a member', options: [{ type: 6, name: 'user', description: 'Who' }], category: 'mod', cooldown: 5 }],
    ['a command with one key of the bot\'s', { name: 'ping', description: 'Pong', category: 'fun' }],
    ['a command with options and broken names', { name: 'Ban Member', description: 'Bans', options: [{ type: 6, name: 'User', description: 'Who' }], category: 'mod' }],
    ['a context-menu command', { name: 'User info', type: 2 }],
    ['an entry point', { name: 'launch', type: 4, handler: 2 }],
    ['discord.js 13 context menus', [{ name: 'Report', type: 'MESSAGE' }, { name: 'Profile', type: 'USER' }]],
    ['commands under a key that says so', { slash_commands: [{ name: 'ping', description: 'Pong' }], developerCommands: [{ name: 'eval', description: 'Runs code' }] }],
    ['commands under a guild\'s id', { '123456789012345678': [{ name: 'ping', description: 'Pong' }] }],
    ['a context menu among commands', [{ name: 'ping', description: 'Pong' }, { name: 'Report Message', type: 3 }]],
    ['discord.js 13 keys in JSON', { name: 'ping', description: 'Pong', type: 'CHAT_INPUT', defaultPermission: false }],
    ['a bulk overwrite with one broken command', [{ name: 'ping', description: 'Pong' }, { name: 'Ban' }]],
    ['commands under a wrapper key', { commands: [{ name: 'ping', description: 'Pong' }], guild: [] }],
    ['a saved listing', [{ id: '1234567890123456789', application_id: '1234567890123456780', version: '1234567890123456781', type: 1, name: 'ping', description: 'Pong', default_member_permissions: null, dm_permission: true, nsfw: false, contexts: null, integration_types: [0] }]],
    ['a discord.js dump of a listing', [{ id: '1234567890123456789', applicationId: '1234567890123456780', version: '1234567890123456781', guildId: null, name: 'ping', nameLocalizations: null, description: 'Pong', descriptionLocalizations: null, defaultMemberPermissions: null, dmPermission: true, contexts: null, integrationTypes: null, nsfw: false, options: [], type: 1 }]],
    ['a permissions body', { permissions: [{ id: '1234567890123456789', type: 1, permission: true }] }],
    ['a permissions body with its schema', { $schema: './node_modules/cmdlint/permissions.schema.json', permissions: [] }],
    ['a command with its schema and the bot\'s key', { $schema: './command.schema.json', name: 'Ping', description: 'Pong', category: 'fun' }],
  ];
  for (const [what, value] of commands) it(`takes ${what}`, () => expect(looksLikeCommands(value)).toBe(true));

  it('weighs keys of a command\'s kind against the others', () => {
    expect(readsAsCommand({ name: 'Launch Program', type: 'node', request: 'launch' })).toBe(false); // no sign of a command
    expect(readsAsCommand({ name: 'P.O.O.', id: 1, category: 'a', description: 'b' })).toBe(false);
    // An id is a command's in a saved listing only (with its application's id and a string version); elsewhere any object's.
    expect(readsAsCommand({ name: 'P.O.O.', id: '1', category: 'a', description: 'b' })).toBe(false);
    expect(readsAsCommand({ name: 'P.O.O.', id: '1', application_id: '2', version: '3', category: 'a', description: 'b' })).toBe(true);
    expect(readsAsCommand({ name: 'poo', id: 1, category: 'a', description: 'b' })).toBe(false); // a tie, without options or a type
    expect(readsAsCommand({ name: 'poo', id: 1, category: 'a', extra: 'x', description: 'b', options: [] })).toBe(true); // a name a command could have breaks a tie with its options
    expect(readsAsCommand({ name: 'Poo', id: 1, category: 'a', extra: 'x', description: 'b', options: [] })).toBe(false);
    // Left, for a locale file's sake: a command with as many keys of the bot's and no options (named, or in a set, it is linted).
    expect(readsAsCommand({ name: 'ban', description: 'Bans a member', category: 'mod', cooldown: 5 })).toBe(false);
    // A type is a command's type, or another's: a shop item's, a channel's.
    expect(readsAsCommand({ name: 'Potion', price: 5, type: 'consumable', description: 'Heals' })).toBe(false);
    expect(readsAsCommand({ name: 'Report', type: 'MESSAGE' })).toBe(true);
    expect(readsAsCommand({ name: 'X', description: 'b', a: 1 })).toBe(true);
    expect(readsAsCommand({ name: 'X', description: 'b', a: 1, b: 2 })).toBe(false);
  });

  it('reads broken texts by the same signs', () => {
    expect(textLooksLikeCommands('// Use IntelliSense\n{"configurations": [{"type": "node", "name": "Launch",')).toBe(false);
    expect(textLooksLikeCommands('{"activities": [{"name": "with you", "type": 0}],')).toBe(false);
    expect(textLooksLikeCommands('{"name": "admin", "permissions": ["BAN_MEMBERS"],,}')).toBe(false);
    expect(textLooksLikeCommands('[{"name": "ctx", "type": 3},,]')).toBe(true);
    expect(textLooksLikeCommands('{"name": "x", "options": [,]}')).toBe(true);
    expect(textLooksLikeCommands('{ "name": "ping", "description": ')).toBe(true); // cut where the value starts
    expect(textLooksLikeCommands('{ "name": "ping", "type": 2')).toBe(true);
    expect(textLooksLikeCommands('{"permissions": [{"id": "1", "type": 1, "permission": true},]}')).toBe(true);
  });

  it('does not take a request held in a single-quoted string for the file\'s command', () => {
    // An AWS SAM test event, a JavaScript object saved as .json (nyartcc/ZNY-Discord-Bot), shortened.
    const event = `{\n  version: '2.0',\n  headers: {\n    'content-type': 'application/json'\n  },\n  body: '{"application_id":"619092564502511617","data":{"guild_id":"283029191115407361","id":"976530485528387634","name":"ping","type":1},"type":2}',\n  isBase64Encoded: false\n}\n`;
    expect(textLooksLikeCommands(event)).toBe(false);
    // Apostrophes in double-quoted strings change nothing, nor one stray quote beyond its line.
    expect(textLooksLikeCommands('{"description": "Don\'t ping", "name": "ping",,}')).toBe(true);
    expect(textLooksLikeCommands("{'x': 1,\n\"name\": \"ping\", \"description\": \"Pong\",,}")).toBe(true);
    expect(textLooksLikeCommands("{\"note\": it's broken\n\"name\": \"ping\", \"type\": 1,,}")).toBe(true);
    expect(textLooksLikeCommands("{\"a\": \"\\\"'\", \"name\": \"ping\", \"type\": 1,,}")).toBe(true);
  });
});
