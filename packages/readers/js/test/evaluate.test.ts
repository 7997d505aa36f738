// One case per construct of the partial evaluator: what a file alone says a value is, and what
// stays unknown (left out of the value the core lints).
import { describe, expect, test } from 'vitest';
import { bodiesOf, js, problemsOf } from './helpers.js';

const route = `import { Routes } from 'discord.js';\n`;
/** The body of a request the source sends: `rest.post(Routes.applicationCommands(id), { body: X })`. */
const sent = (prelude: string, body: string): unknown => bodiesOf(`${route}${prelude}\nawait rest.post(Routes.applicationCommands(id), { body: ${body} });`)[0];

describe('literals and constants', () => {
  test.each([
    ['a string', '', `{ name: 'ping', description: "d" }`, { name: 'ping', description: 'd' }],
    ['numbers, booleans, null', '', `{ name: 'a', type: 1, nsfw: false, default_member_permissions: null }`, { name: 'a', type: 1, nsfw: false, default_member_permissions: null }],
    ['a negative number', '', `{ name: 'a', options: [{ min_value: -5 }] }`, { name: 'a', options: [{ min_value: -5 }] }],
    ['a same-file const', `const NAME = 'ping';`, `{ name: NAME }`, { name: 'ping' }],
    ['a const of a const', `const A = 'pi'; const B = A;`, `{ name: B }`, { name: 'pi' }],
    ['a let never written', `let NAME = 'ping';`, `{ name: NAME }`, { name: 'ping' }],
    ['a var never written', `var NAME = 'ping';\nfunction show() { return NAME; }`, `{ name: NAME }`, { name: 'ping' }],
    ['a template of known parts', `const P = 'pi';`, '{ name: `${P}ng` }', { name: 'ping' }],
    ['a template without parts', '', '{ name: `ping` }', { name: 'ping' }],
    ['+ of strings', `const P = 'pi';`, `{ name: P + 'ng' }`, { name: 'ping' }],
    ['+ of numbers', '', `{ name: 'a', type: 1 + 2 }`, { name: 'a', type: 3 }],
    ['as const', '', `{ name: 'ping' } as const`, { name: 'ping' }],
    ['satisfies', '', `{ name: 'ping' } satisfies object`, { name: 'ping' }],
    ['a type assertion', '', `<object>{ name: 'ping' }`, { name: 'ping' }],
    ['a non-null assertion', `const N = 'p';`, `{ name: N! }`, { name: 'p' }],
    ['parentheses', '', `({ name: ('ping') })`, { name: 'ping' }],
    ['a string key', '', `{ 'name': 'ping', ["type"]: 1 }`, { name: 'ping', type: 1 }],
    ['a member of a known object', `const NAMES = { ping: 'ping' };`, `{ name: NAMES.ping }`, { name: 'ping' }],
    ['an element of a known array', `const NAMES = ['ping'];`, `{ name: NAMES[0] }`, { name: 'ping' }],
    ['?? of a known value', `const N = 'ping';`, `{ name: N ?? 'x' }`, { name: 'ping' }],
    ['undefined leaves a key out', '', `{ name: 'a', description: undefined }`, { name: 'a' }],
    ['a method is left out (JSON drops functions)', '', `{ name: 'a', run() {} }`, { name: 'a' }],
  ])('%s', (_, prelude, body, expected) => {
    expect(sent(prelude, body)).toEqual(expected);
  });
});

describe('spreads', () => {
  test.each([
    ['a known object', `const BASE = { description: 'd' };`, `{ name: 'a', ...BASE }`, { name: 'a', description: 'd' }],
    ['a later key wins', `const BASE = { name: 'x' };`, `{ ...BASE, name: 'a' }`, { name: 'a' }],
    ['a known array', `const OPTS = [{ name: 'o' }];`, `{ name: 'a', options: [...OPTS, { name: 'p' }] }`, { name: 'a', options: [{ name: 'o' }, { name: 'p' }] }],
    // An unknown spread may overwrite what came before it: those keys become unknown.
    ['an unknown object', `import { base } from './base';`, `{ name: 'a', ...base, description: 'd' }`, { description: 'd' }],
    ['an unknown array keeps the known elements', `import { more } from './more';`, `{ name: 'a', options: [{ name: 'o' }, ...more] }`, { name: 'a', options: [{ name: 'o' }] }],
  ])('%s', (_, prelude, body, expected) => {
    expect(sent(prelude, body)).toEqual(expected);
  });
});

describe('unknowns: left out, never guessed', () => {
  test.each([
    ['an import', `import { NAME } from './names';`, `{ name: NAME, description: 'd' }`],
    ['a call', '', `{ name: t('ping'), description: 'd' }`],
    ['a parameter', '', `{ name: process.argv[2], description: 'd' }`],
    ['a conditional', `const dev = true;`, `{ name: dev ? 'a' : 'b', description: 'd' }`],
    ['a let written later', `let NAME = 'a'; NAME = 'b';`, `{ name: NAME, description: 'd' }`],
    ['a let written in a nested function', `let NAME = 'a';\nfunction rename() { NAME = 'b'; }`, `{ name: NAME, description: 'd' }`],
    ['a let joined to', `let NAME = 'a'; NAME += 'b';`, `{ name: NAME, description: 'd' }`],
    ['a let destructured into', `let NAME = 'a'; [NAME] = names;`, `{ name: NAME, description: 'd' }`],
    ['a let written through parentheses and a type', `let NAME = 'a'; ((NAME as string)) = 'b';`, `{ name: NAME, description: 'd' }`],
    ['a let declared without a value, written later', `let NAME;\nNAME = 'ping';`, `{ name: NAME, description: 'd' }`],
    ['a var declared without a value, written in a branch', `var NAME;\nif (dev) NAME = 'ping';`, `{ name: NAME, description: 'd' }`],
    ['a global', '', `{ name: SOME_GLOBAL, description: 'd' }`],
    ['a template with an unknown part', '', '{ name: `${prefix}ping`, description: "d" }'],
    ['a member of an unknown object', `import cfg from './cfg';`, `{ name: cfg.name, description: 'd' }`],
    ['a string method call', `const N = 'PING';`, `{ name: N.toLowerCase(), description: 'd' }`],
  ])('%s', (_, prelude, body) => {
    expect(sent(prelude, body)).toEqual({ description: 'd' });
  });

  // Left out, not undefined: a name that is undefined would be a missing name, a false error.
  test('a let or var declared without a value and written later is unknown, not undefined', () => {
    for (const prelude of [`let NAME;\nNAME = 'ping';`, `var NAME;\nif (dev) NAME = 'ping';`, `let NAME;\nfunction init() { NAME = 'ping'; }`]) {
      expect(problemsOf(`${route}${prelude}\nawait rest.post(Routes.applicationCommands(id), { body: { name: NAME, description: 'd' } });`, 'x.js')).toEqual([]);
    }
  });

  test('a const object changed by code is unknown as a whole', () => {
    expect(bodiesOf(`${route}const body = { name: 'a' };\nnormalise(body);\nawait rest.post(Routes.applicationCommands(id), { body });`)).toEqual([]);
  });

  test('a loader that rewrites names in a callback makes the array unknown', () => {
    const text = `${route}const commands = [{ name: 'Ping', description: 'd' }];\ncommands.forEach((c) => { c.name = c.name.toLowerCase(); });\nawait rest.put(Routes.applicationCommands(id), { body: commands });`;
    expect(bodiesOf(text)).toEqual([]);
  });

  test('straight-line changes of a const object are applied', () => {
    const text = `${route}const body = { name: 'a' };\nbody.description = 'd';\nawait rest.post(Routes.applicationCommands(id), { body });`;
    expect(bodiesOf(text)).toEqual([{ name: 'a', description: 'd' }]);
  });

  test('pushes in a loop leave the known elements and an open array', () => {
    const text = `${route}const commands = [{ name: 'a', description: 'd' }];\nfor (const f of files) commands.push(require(f).data);\nawait rest.put(Routes.applicationCommands(id), { body: commands });`;
    expect(bodiesOf(text)).toEqual([[{ name: 'a', description: 'd' }]]);
  });

  test('straight-line pushes are applied', () => {
    const text = `${route}const commands = [];\ncommands.push({ name: 'a', description: 'd' });\nawait rest.put(Routes.applicationCommands(id), { body: commands });`;
    expect(bodiesOf(text)).toEqual([[{ name: 'a', description: 'd' }]]);
  });

  // Within the parser's bound on nesting (nesting.ts refuses a file past it), past the evaluator's depth.
  test('an expression nested past the evaluation depth is unknown, not a crash', () => {
    const deep = `${Array.from({ length: 1000 }, () => "'a' + ").join('')}'a'`;
    expect(sent('', `{ name: ${deep}, description: 'd' }`)).toEqual({ description: 'd' });
  });
});

describe('enumerations of discord-api-types and discord.js', () => {
  test.each([
    ['ApplicationCommandOptionType', `import { ApplicationCommandOptionType } from 'discord-api-types/v10';`, `ApplicationCommandOptionType.Integer`, 4],
    ['ApplicationCommandType', `import { ApplicationCommandType } from 'discord.js';`, `ApplicationCommandType.Message`, 3],
    ['ChannelType', `import { ChannelType } from 'discord.js';`, `ChannelType.GuildForum`, 15],
    ['InteractionContextType', `import { InteractionContextType } from 'discord.js';`, `InteractionContextType.PrivateChannel`, 2],
    ['Locale', `import { Locale } from 'discord.js';`, `Locale.PortugueseBR`, 'pt-BR'],
    ['a namespace import', `import * as Discord from 'discord.js';`, `Discord.ApplicationCommandOptionType.String`, 3],
    ['require and destructuring', `const { ApplicationCommandOptionType: T } = require('discord.js');`, `T.Boolean`, 5],
    ['require of the package', `const Discord = require('discord.js');`, `Discord.ChannelType.GuildText`, 0],
  ])('%s', (_, prelude, expression, expected) => {
    expect(sent(prelude, `{ name: 'a', type: ${expression} }`)).toEqual({ name: 'a', type: expected });
  });

  test('a member the table does not know is unknown', () => {
    expect(sent(`import { ChannelType } from 'discord.js';`, `{ name: 'a', type: ChannelType.SomeFutureType }`)).toEqual({ name: 'a' });
  });

  test('an enum of another package is unknown', () => {
    expect(sent(`import { ApplicationCommandOptionType } from './my-enums';`, `{ name: 'a', type: ApplicationCommandOptionType.String }`)).toEqual({ name: 'a' });
  });
});

// The API takes default_member_permissions as a string: bots turn discord.js's bigint flags into
// one with toString(), String() or a template. Only known numbers, bigints, strings and booleans
// become text, in base 10; anything else stays unknown.
describe('known values made text: toString(), String(), templates', () => {
  const flags = `import { PermissionFlagsBits, PermissionsBitField } from 'discord.js';`;
  test.each([
    ['toString() of a permission flag', 'PermissionFlagsBits.Administrator.toString()', '8'],
    ['toString(10)', 'PermissionFlagsBits.BanMembers.toString(10)', '4'],
    ['toString() of PermissionsBitField.Flags', 'PermissionsBitField.Flags.Administrator.toString()', '8'],
    ['toString() of flags or-ed together', '(PermissionFlagsBits.BanMembers | PermissionFlagsBits.KickMembers).toString()', '6'],
    ['String() of a flag', 'String(PermissionFlagsBits.ManageGuild)', '32'],
    ['a template of a flag', '`${PermissionFlagsBits.Administrator}`', '8'],
    ['a template of flags or-ed together', '`${PermissionFlagsBits.BanMembers | PermissionFlagsBits.KickMembers}`', '6'],
    ['+ of a string and a flag', "'' + PermissionFlagsBits.Administrator", '8'],
    ['toString() of a number', '(8).toString()', '8'],
    ['String() of a number', 'String(1 << 3)', '8'],
    ['toString() of a string', "'8'.toString()", '8'],
    ['String() of a boolean', 'String(true)', 'true'],
  ])('%s', (_, expression, expected) => {
    expect(sent(flags, `{ name: 'a', description: 'd', default_member_permissions: ${expression} }`)).toEqual({ name: 'a', description: 'd', default_member_permissions: expected });
  });

  test.each([
    ['another radix', 'PermissionFlagsBits.Administrator.toString(16)'],
    ['a radix not known', 'PermissionFlagsBits.Administrator.toString(radix)'],
    ['an unknown operand', 'perms.toString()'],
    ['String() of an unknown', 'String(perms)'],
    ['String() of null', 'String(null)'],
    ['toString() of an object', '({}).toString()'],
    ['String() of an array', 'String([8])'],
    ['String() of two arguments', "String(PermissionFlagsBits.Administrator, 'x')"],
    ['a String of the file', `((String) => String(8))(() => '16')`],
    ['a flag cmdlint does not know', 'PermissionFlagsBits.SomeFutureFlag.toString()'],
    ['a method other than toString', 'PermissionFlagsBits.Administrator.toLocaleString()'],
  ])('%s: unknown', (_, expression) => {
    expect(sent(flags, `{ name: 'a', description: 'd', default_member_permissions: ${expression} }`)).toEqual({ name: 'a', description: 'd' });
  });

  test('String shadowed by a binding of the file is not the global', () => {
    expect(sent(`${flags}\nconst String = (value) => 'x' + value;`, `{ name: 'a', description: 'd', default_member_permissions: String(8) }`)).toEqual({ name: 'a', description: 'd' });
  });
});

describe('builder chains (@discordjs/builders 1.x, discord.js 14)', () => {
  const imports = `const { SlashCommandBuilder, ContextMenuCommandBuilder, SlashCommandStringOption, PermissionFlagsBits, ApplicationCommandType, InteractionContextType, ChannelType } = require('discord.js');\n`;
  test.each([
    ['setters', `new SlashCommandBuilder().setName('ping').setDescription('Pong')`, { name: 'ping', description: 'Pong', type: 1, options: [] }],
    [
      'options by callback, with what toJSON adds',
      `new SlashCommandBuilder().setName('a').setDescription('d').addStringOption((o) => o.setName('s').setDescription('x').setRequired(true).addChoices({ name: 'One', value: 'one' }))`,
      { name: 'a', description: 'd', type: 1, options: [{ name: 's', description: 'x', required: true, choices: [{ name: 'One', value: 'one' }], type: 3 }] },
    ],
    [
      'a callback with a block body',
      `new SlashCommandBuilder().setName('a').setDescription('d').addIntegerOption((o) => { o.setName('n'); return o.setDescription('x').setMinValue(1); })`,
      { name: 'a', description: 'd', type: 1, options: [{ name: 'n', description: 'x', min_value: 1, type: 4, required: false }] },
    ],
    [
      'a builder instance passed in',
      `new SlashCommandBuilder().setName('a').setDescription('d').addStringOption(new SlashCommandStringOption().setName('s').setDescription('x'))`,
      { name: 'a', description: 'd', type: 1, options: [{ name: 's', description: 'x', type: 3, required: false }] },
    ],
    [
      'subcommands',
      `new SlashCommandBuilder().setName('a').setDescription('d').addSubcommand((s) => s.setName('b').setDescription('e').addUserOption((o) => o.setName('u').setDescription('f')))`,
      { name: 'a', description: 'd', type: 1, options: [{ name: 'b', description: 'e', type: 1, options: [{ name: 'u', description: 'f', type: 6, required: false }] }] },
    ],
    [
      'permissions as a bigint become a string',
      `new SlashCommandBuilder().setName('a').setDescription('d').setDefaultMemberPermissions(PermissionFlagsBits.BanMembers | PermissionFlagsBits.KickMembers)`,
      { name: 'a', description: 'd', default_member_permissions: '6', type: 1, options: [] },
    ],
    [
      'contexts as rest arguments and as an array',
      `new SlashCommandBuilder().setName('a').setDescription('d').setContexts(InteractionContextType.Guild, InteractionContextType.BotDM).setIntegrationTypes([0, 1])`,
      { name: 'a', description: 'd', contexts: [0, 1], integration_types: [0, 1], type: 1, options: [] },
    ],
    [
      'localizations one by one',
      `new SlashCommandBuilder().setName('a').setNameLocalization('de', 'b').setNameLocalization('fr', 'c').setDescription('d')`,
      { name: 'a', name_localizations: { de: 'b', fr: 'c' }, description: 'd', type: 1, options: [] },
    ],
    ['channel types', `new SlashCommandBuilder().setName('a').setDescription('d').addChannelOption((o) => o.setName('c').setDescription('x').addChannelTypes(ChannelType.GuildText))`, { name: 'a', description: 'd', type: 1, options: [{ name: 'c', description: 'x', channel_types: [0], type: 7, required: false }] }],
    ['a context menu', `new ContextMenuCommandBuilder().setName('Report User').setType(ApplicationCommandType.User)`, { name: 'Report User', type: 2 }],
    ['setNSFW() and setDMPermission', `new SlashCommandBuilder().setName('a').setDescription('d').setNSFW().setDMPermission(false)`, { name: 'a', description: 'd', nsfw: true, dm_permission: false, type: 1, options: [] }],
  ])('%s', (_, chain, expected) => {
    expect(bodiesOf(`${imports}module.exports = { data: ${chain} };`)).toEqual([expected]);
  });

  test('straight-line calls on the constant that holds the builder', () => {
    const text = `${imports}const data = new SlashCommandBuilder().setName('a');\ndata.setDescription('d');\nexport { data };`;
    expect(bodiesOf(text)).toEqual([{ name: 'a', description: 'd', type: 1, options: [] }]);
  });

  test('a builder handed to unknown code is unknown', () => {
    const text = `${imports}const data = new SlashCommandBuilder().setName('a').setDescription('d');\naddCommonOptions(data);\nexport { data };`;
    expect(bodiesOf(text)).toEqual([]);
  });

  test('an option made by an unknown function is left out, the array open', () => {
    const text = `${imports}import { reasonOption } from './options';\nexport const data = new SlashCommandBuilder().setName('a').setDescription('d').addStringOption(reasonOption);`;
    expect(bodiesOf(text)).toEqual([{ name: 'a', description: 'd', type: 1, options: [] }]);
  });

  test('names of the prototype are nothing special: toString on a builder, toLocaleString on a date', () => {
    const text = `${imports}export const data = new SlashCommandBuilder().setName('a').setDescription('d').toString();\nconst when = new Date().toLocaleString('en-US', { timeZone: 'UTC' });\nconst x = new SlashCommandBuilder().setName('b').constructor('c');`;
    expect(bodiesOf(text)).toEqual([]);
  });

  test("a class of the bot's own with the same name is not a builder", () => {
    expect(bodiesOf(`class SlashCommandBuilder {}\nexport const data = new SlashCommandBuilder().setName('A');`)).toEqual([]);
    expect(bodiesOf(`import { SlashCommandBuilder } from './my-builder';\nexport const data = new SlashCommandBuilder().setName('A');`)).toEqual([]);
  });
});

describe('builders 0.x and 2.x', () => {
  test('0.x choice tuples and addChoice', () => {
    const text = `const { SlashCommandBuilder } = require('@discordjs/builders');\nmodule.exports.data = new SlashCommandBuilder().setName('a').setDescription('d').addStringOption((o) => o.setName('s').setDescription('x').addChoices([['One', 'one'], ['Two', 'two']]).addChoice('Three', 'three'));`;
    expect(bodiesOf(text)).toEqual([{ name: 'a', description: 'd', type: 1, options: [{ name: 's', description: 'x', choices: [{ name: 'One', value: 'one' }, { name: 'Two', value: 'two' }, { name: 'Three', value: 'three' }], type: 3, required: false }] }]);
  });

  test('2.x plural adders', () => {
    const text = `import { ChatInputCommandBuilder } from '@discordjs/builders';\nexport const data = new ChatInputCommandBuilder().setName('a').setDescription('d').addStringOptions((o) => o.setName('s').setDescription('x'), (o) => o.setName('t').setDescription('y'));`;
    expect(bodiesOf(text)).toEqual([{ name: 'a', description: 'd', type: 1, options: [{ name: 's', description: 'x', type: 3 }, { name: 't', description: 'y', type: 3 }] }]);
  });

  test('2.x context menus carry their type', () => {
    expect(bodiesOf(`import { UserContextCommandBuilder } from '@discordjs/builders';\nexport const data = new UserContextCommandBuilder().setName('Report');`)).toEqual([{ name: 'Report', type: 2 }]);
  });
});
