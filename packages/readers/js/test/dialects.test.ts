// What discord.js's application.commands.set sends for a plain object, per major, as read in its
// ApplicationCommandManager.transformCommand and ApplicationCommand.transformOption (13.17, 14.27).
import { describe, expect, test } from 'vitest';
import { bodiesOf } from './helpers.js';

/** The body sent for one command object given to commands.set, for a major (undefined: not known). */
function sent(command: string, major: 13 | 14 | undefined): unknown {
  const [body] = bodiesOf(`client.application.commands.set([${command}]);`, 'x.js', { discordJs: major }) as unknown[][];
  return body![0];
}

describe('discord.js 13', () => {
  test.each([
    ['type names become numbers', `{ name: 'a', description: 'd', type: 'CHAT_INPUT', options: [{ type: 'STRING', name: 'x', description: 'y' }] }`, { name: 'a', description: 'd', type: 1, options: [{ type: 3, name: 'x', description: 'y', required: false }] }],
    ['a type given as digits is sent as its name (which the service rejects)', `{ name: 'a', description: 'd', options: [{ type: '3', name: 'x', description: 'y' }] }`, { name: 'a', description: 'd', options: [{ type: 'STRING', name: 'x', description: 'y', required: false }] }],
    ['a type name it does not know is left out', `{ name: 'a', description: 'd', type: 'CHAT' }`, { name: 'a', description: 'd' }],
    ['camelCase keys read first, sent in the API\'s names', `{ name: 'a', description: 'd', defaultPermission: false, dmPermission: true, nameLocalizations: { de: 'b' }, options: [{ type: 'INTEGER', name: 'n', description: 'y', minValue: 1, maxValue: 5, required: true }] }`, { name: 'a', description: 'd', default_permission: false, dm_permission: true, name_localizations: { de: 'b' }, options: [{ type: 4, name: 'n', description: 'y', min_value: 1, max_value: 5, required: true }] }],
    ['channelTypes by name; channel_types as written', `{ name: 'a', description: 'd', options: [{ type: 'CHANNEL', name: 'c', description: 'y', channelTypes: ['GUILD_TEXT', 'GUILD_NEWS', 2] }, { type: 7, name: 'e', description: 'y', channel_types: [0] }] }`, { name: 'a', description: 'd', options: [{ type: 7, name: 'c', description: 'y', required: false, channel_types: [0, 5, 2] }, { type: 7, name: 'e', description: 'y', required: false, channel_types: [0] }] }],
    ['subcommands get no required', `{ name: 'a', description: 'd', options: [{ type: 'SUB_COMMAND', name: 's', description: 'y', options: [{ type: 'USER', name: 'u', description: 'z' }] }] }`, { name: 'a', description: 'd', options: [{ type: 1, name: 's', description: 'y', options: [{ type: 6, name: 'u', description: 'z', required: false }] }] }],
    ['the bot\'s own keys, and keys 13 does not send (nsfw, contexts), are left out', `{ name: 'a', description: 'd', category: 'info', aliases: ['p'], permissions: ['ADMINISTRATOR'], run() {}, nsfw: true, contexts: [0], integrationTypes: [0] }`, { name: 'a', description: 'd' }],
    ['a choice keeps name, localizations and value', `{ name: 'a', description: 'd', options: [{ type: 'STRING', name: 'x', description: 'y', choices: [{ name: 'One', value: 'one', emoji: 'x', nameLocalizations: { de: 'Eins' } }] }] }`, { name: 'a', description: 'd', options: [{ type: 3, name: 'x', description: 'y', required: false, choices: [{ name: 'One', name_localizations: { de: 'Eins' }, value: 'one' }] }] }],
    ['defaultMemberPermissions by name or digits, default_member_permissions by number', `{ name: 'a', description: 'd', defaultMemberPermissions: 'BAN_MEMBERS' }`, { name: 'a', description: 'd', default_member_permissions: '4' }],
    ['default_member_permissions: a number goes through BigInt', `{ name: 'a', description: 'd', default_member_permissions: 8 }`, { name: 'a', description: 'd', default_member_permissions: '8' }],
    ['defaultMemberPermissions: a number throws in discord.js, so nothing is known', `{ name: 'a', description: 'd', defaultMemberPermissions: 8 }`, { name: 'a', description: 'd' }],
  ])('%s', (_, command, body) => {
    expect(sent(command, 13)).toEqual(body);
  });
});

describe('discord.js 14', () => {
  test.each([
    ['a type is sent as written (a name is rejected by the service)', `{ name: 'a', description: 'd', type: 'CHAT_INPUT', options: [{ type: 'STRING', name: 'x', description: 'y' }] }`, { name: 'a', description: 'd', type: 'CHAT_INPUT', options: [{ type: 'STRING', name: 'x', description: 'y', required: false }] }],
    ['nsfw, contexts, integrationTypes and handler are sent; defaultPermission is not', `{ name: 'a', description: 'd', nsfw: true, contexts: [0], integrationTypes: [0], defaultPermission: false }`, { name: 'a', description: 'd', nsfw: true, contexts: [0], integration_types: [0] }],
    ['channelTypes as written', `{ name: 'a', description: 'd', options: [{ type: 7, name: 'c', description: 'y', channelTypes: [0, 5] }] }`, { name: 'a', description: 'd', options: [{ type: 7, name: 'c', description: 'y', required: false, channel_types: [0, 5] }] }],
    ['defaultMemberPermissions by 14\'s names', `{ name: 'a', description: 'd', defaultMemberPermissions: 'BanMembers' }`, { name: 'a', description: 'd', default_member_permissions: '4' }],
    ['defaultMemberPermissions a bigint (PermissionsBitField takes it): its digits', `{ name: 'a', description: 'd', defaultMemberPermissions: 0n }`, { name: 'a', description: 'd', default_member_permissions: '0' }],
    ['default_member_permissions a bigint: sent as it is, which JSON cannot hold: unknown', `{ name: 'a', description: 'd', default_member_permissions: 8n }`, { name: 'a', description: 'd' }],
    ['camelCase null gives way to the API key', `{ name: 'a', description: 'd', dmPermission: null, dm_permission: false }`, { name: 'a', description: 'd', dm_permission: false }],
  ])('%s', (_, command, body) => {
    expect(sent(command, 14)).toEqual(body);
  });
});

describe('the major not known', () => {
  test.each([
    ['what both majors do alike is known', `{ name: 'a', description: 'd', type: 1, dmPermission: false, options: [{ type: 3, name: 'x', description: 'y', minLength: 2 }] }`, { name: 'a', description: 'd', type: 1, dm_permission: false, options: [{ type: 3, name: 'x', description: 'y', min_length: 2, required: false }] }],
    ['a type name, a key one major sends, a channel type name: unknown', `{ name: 'a', description: 'd', type: 'CHAT_INPUT', nsfw: true, defaultPermission: false, options: [{ type: 7, name: 'c', description: 'y', channelTypes: ['GUILD_TEXT', 0] }] }`, { name: 'a', description: 'd', options: [{ type: 7, name: 'c', description: 'y', required: false, channel_types: [0] }] }],
    ['SUB_COMMAND by name: whether it gets required is not known', `{ name: 'a', description: 'd', options: [{ type: 'SUB_COMMAND', name: 's', description: 'y' }] }`, { name: 'a', description: 'd', options: [{ name: 's', description: 'y' }] }],
    ['a permission name (13 and 14 name them otherwise): unknown', `{ name: 'a', description: 'd', defaultMemberPermissions: 'BanMembers' }`, { name: 'a', description: 'd' }],
  ])('%s', (_, command, body) => {
    expect(sent(command, undefined)).toEqual(body);
  });
});
