// slash-create's command classes (slash-create.ts): what `toCommandJSON` sends of the options a
// class hands to SlashCommand's constructor, read from slash-create's source at 6.8.1 (command.ts,
// creator.ts's syncGlobalCommands and syncCommandsIn); unknown wherever the class may change a field.
import { describe, expect, test } from 'vitest';
import { readSourceOf } from '@cmdlint/text';
import { fixFiles, lintFiles } from '@cmdlint/linter';
import { at, js } from './helpers.js';
import { JAVASCRIPT_INFO } from '../src/info.js';
import { parseSourceDocument, type SourceReadOptions } from '../src/read.js';
import { versionRangeOf } from '../src/package-info.js';

/** A project on slash-create ^6.8 (package.json), whose every key this reads is sent. */
const MODERN: SourceReadOptions = { slashCreate: { lowest: [6, 8], above: [7, 0] } };

const bodiesOf = (text: string, path = 'src/commands/x.ts', options: SourceReadOptions = MODERN): unknown[] => parseSourceDocument(text, path, options).bodies.map((body) => body.lowered.value);

function problemsOf(text: string, path = 'src/commands/x.ts', options: SourceReadOptions = MODERN): string[] {
  const readSource = readSourceOf([JAVASCRIPT_INFO], (file, input) => parseSourceDocument(input, file, options));
  const [report] = lintFiles([{ path, text }], { readSource });
  return report!.diagnostics.map((d) => `${d.ruleId} ${d.range.start.line + 1}:${d.range.start.character + 1}`);
}

function fixedText(text: string, path = 'src/commands/x.ts'): string | undefined {
  const readSource = readSourceOf([JAVASCRIPT_INFO], (file, input) => parseSourceDocument(input, file, MODERN));
  return fixFiles([{ path, text }], { readSource })[0]!.output;
}

const ESM = js`import { SlashCommand, CommandOptionType, ApplicationCommandType, ChannelType, type SlashCreator, type CommandContext } from 'slash-create';
`;

/** A TypeScript command class handing `options` (an object's text) to SlashCommand, with `members` after its constructor. */
const command = (options: string, members = '', after = ''): string => js`${ESM}
export default class HelloCommand extends SlashCommand {
  constructor(creator: SlashCreator) {
    super(creator, ${options});${after}
  }
${members}
  async run(ctx: CommandContext) {
    return 'Hello!';
  }
}
`;

const scopes = (text: string): unknown[] => parseSourceDocument(text, 'src/commands/x.ts', MODERN).bodies.map((body) => body.scopeUnknown?.why ?? body.scope ?? "the set's");
const origins = (text: string): unknown[] => parseSourceDocument(text, 'src/commands/x.ts', MODERN).bodies.map((body) => body.origin);

describe('read: what toCommandJSON sends of the options', () => {
  test.each<[string, string, unknown[]]>([
    ['name, description and options, as written (the API\'s shape)', command(`{
      name: 'hello',
      description: 'Says hello.',
      options: [{ type: CommandOptionType.STRING, name: 'food', description: 'Your food', required: true, min_length: 2, channel_types: [ChannelType.GUILD_TEXT] }],
    }`), [{ name: 'hello', description: 'Says hello.', options: [{ type: 3, name: 'food', description: 'Your food', required: true, min_length: 2, channel_types: [0] }] }]],
    ['localizations under the API\'s names', command(`{ name: 'hello', description: 'd', nameLocalizations: { de: 'hallo' }, descriptionLocalizations: { de: 'Sagt hallo.' } }`), [
      { name: 'hello', description: 'd', name_localizations: { de: 'hallo' }, description_localizations: { de: 'Sagt hallo.' } },
    ]],
    ['requiredPermissions as the bits of its names', command(`{ name: 'ban', description: 'd', requiredPermissions: ['BAN_MEMBERS', 'KICK_MEMBERS'] }`), [{ name: 'ban', description: 'd', default_member_permissions: '6' }]],
    ['requiredPermissions empty: no one but administrators', command(`{ name: 'ban', description: 'd', requiredPermissions: [] }`), [{ name: 'ban', description: 'd', default_member_permissions: '0' }]],
    ['a global command\'s dmPermission, contexts and integrationTypes', command(`{ name: 'hello', description: 'd', dmPermission: false, contexts: [0], integrationTypes: [0, 1], nsfw: true }`), [
      { name: 'hello', description: 'd', nsfw: true, dm_permission: false, contexts: [0], integration_types: [0, 1] },
    ]],
    ['a guild command\'s: left out, as toCommandJSON(false) does', command(`{ name: 'hello', description: 'd', guildIDs: '123456789012345678', dmPermission: false, contexts: [0], integrationTypes: [0] }`), [{ name: 'hello', description: 'd' }]],
    ['contexts empty: sent as null', command(`{ name: 'hello', description: 'd', contexts: [] }`), [{ name: 'hello', description: 'd' }]],
    ['slash-create\'s own keys (throttling, deferEphemeral, forcePermissions) are not sent', command(`{ name: 'hello', description: 'd', throttling: { usages: 1, duration: 5 }, deferEphemeral: true, forcePermissions: true }`), [{ name: 'hello', description: 'd' }]],
    ['a context menu: its options are not sent', command(`{ type: ApplicationCommandType.USER, name: 'Wave', options: [{ type: 3, name: 'x', description: 'x' }] }`), [{ type: 2, name: 'Wave' }]],
    ['the unknown-command handler is never registered', command(`{ name: 'unknown', unknown: true }`), []],
    ['its `filePath` set, as slash-create\'s guide writes, changes nothing sent', command(`{ name: 'hello', description: 'd' }`, '', '\n    this.filePath = __filename;'), [{ name: 'hello', description: 'd' }]],
  ])('%s', (_, text, expected) => {
    expect(bodiesOf(text, 'src/commands/x.ts')).toEqual(expected);
  });

  test('CommonJS: a class expression exported, SlashCommand and the enums required', () => {
    const text = js`const { SlashCommand, CommandOptionType } = require('slash-create');

module.exports = class HelloCommand extends SlashCommand {
  constructor(creator) {
    super(creator, {
      name: 'hello',
      description: 'Says hello to you.',
      options: [{ type: CommandOptionType.STRING, name: 'food', description: 'What food do you like?' }],
    });
    this.filePath = __filename;
  }

  async run(ctx) {
    return ctx.options.food ? 'You like ' + ctx.options.food + '? Nice!' : 'Hello, ' + ctx.user.username + '!';
  }
};
`;
    expect(bodiesOf(text, 'commands/hello.js')).toEqual([{ name: 'hello', description: 'Says hello to you.', options: [{ type: 3, name: 'food', description: 'What food do you like?' }] }]);
  });

  test.each([
    ['the alias Command', `import { Command } from 'slash-create';\nexport class A extends Command { constructor(c) { super(c, { name: 'a', description: 'd' }); } }\n`],
    ['a namespace import', `import * as sc from 'slash-create';\nexport class A extends sc.SlashCommand { constructor(c) { super(c, { name: 'a', description: 'd' }); } }\n`],
    ['a member of the required package', `module.exports = class A extends require('slash-create').SlashCommand { constructor(c) { super(c, { name: 'a', description: 'd' }); } };\n`],
    ['the entry point for workers', `import { SlashCommand, CommandOptionType } from 'slash-create/web';\nexport default class A extends SlashCommand { constructor(c) { super(c, { name: 'a', description: 'd', options: [{ type: CommandOptionType.STRING, name: 'x', description: 'x' }] }); } }\n`, [{ type: 3, name: 'x', description: 'x' }]],
    ['the package held by a name', `const sc = require('slash-create');\nmodule.exports = class A extends sc.Command { constructor(c) { super(c, { name: 'a', description: 'd' }); } };\n`],
  ])('the base: %s', (_, text, options?: unknown[]) => {
    expect(bodiesOf(text, 'commands/a.js')).toEqual([{ name: 'a', description: 'd', ...(options ? { options } : {}) }]);
  });

  test.each([
    ['a class of the bot\'s own', `import { BaseCommand } from '../base';\nexport class A extends BaseCommand { constructor(c) { super(c, { name: 'a', description: 'd' }); } }\n`],
    ['another package\'s SlashCommand', `import { SlashCommand } from 'discord-slash-helpers';\nexport class A extends SlashCommand { constructor(c) { super(c, { name: 'a', description: 'd' }); } }\n`],
    ['a base that hands on the options it is given, with defaults (slash-create/docs-bot)', `import { ApplicationIntegrationType, SlashCommand, type SlashCommandOptions, type SlashCreator } from 'slash-create';
export default class BaseCommand extends SlashCommand {
  constructor(creator: SlashCreator, info: SlashCommandOptions) {
    super(creator, { integrationTypes: [ApplicationIntegrationType.GUILD_INSTALL, ApplicationIntegrationType.USER_INSTALL], ...info });
  }
}
`],
    ['a base that hands on its options as they are', `const { SlashCommand } = require('slash-create');\nmodule.exports = class Base extends SlashCommand { constructor(creator, options) { super(creator, options); this.filePath = __filename; } };\n`],
    ['a base with no constructor of its own (other files say the command)', `import { SlashCommand } from 'slash-create';\nexport abstract class Base extends SlashCommand { protected log() {} }\n`],
  ])('not a command: %s', (_, text) => {
    expect(bodiesOf(text, 'commands/a.ts')).toEqual([]);
  });
});

describe('unknown where the file does not show it', () => {
  test.each<[string, string, unknown[]]>([
    ['a field the class sets again is not what the options say', command(`{ name: 'hello', description: 'd', options: [] }`, '', '\n    this.options = buildOptions();'), [{ name: 'hello', description: 'd' }]],
    ['a field the options leave out, set by the class', command(`{ name: 'hello', description: 'd' }`, '', '\n    this.nameLocalizations = localize(\'hello\');'), [{ name: 'hello', description: 'd' }]],
    ['options out of sight', command(`{ name: 'hello', description: 'd', options: OPTIONS }`), [{ name: 'hello', description: 'd' }]],
    ['a permission name cmdlint does not know', command(`{ name: 'hello', description: 'd', requiredPermissions: ['PIN_MESSAGES'] }`), [{ name: 'hello', description: 'd' }]],
    ['the rest spread from elsewhere', command(`{ ...shared, name: 'hello' }`), [{ name: 'hello' }]],
  ])('%s', (_, text, expected) => {
    expect(bodiesOf(text, 'src/commands/x.ts')).toEqual(expected);
    // What is not known is not judged: no rule speaks of it.
    expect(problemsOf(text, 'src/commands/x.ts')).toEqual([]);
  });

  test.each<[string, string]>([
    ['`this` handed to code', command(`{ name: 'hello', description: 'd' }`, '', '\n    registerLocales(this);')],
    ['options not an object', command('OPTIONS')],
    ['no options given', command('')],
    ['an unknown flag out of sight', command(`{ name: 'hello', description: 'd', unknown: process.env.CATCH_ALL === '1' }`)],
  ])('a class that cannot be read is a command nothing is known of: %s', (_, text) => {
    const { bodies } = parseSourceDocument(text, 'src/commands/x.ts', MODERN);
    expect(bodies).toHaveLength(1);
    expect(bodies[0]!.lowered.complete).toBe(false);
    expect(problemsOf(text, 'src/commands/x.ts')).toEqual([]);
  });
});

describe('scope: guildIDs', () => {
  test.each<[string, string, unknown[]]>([
    ['none: the set\'s (slash-create syncs it globally)', command(`{ name: 'a', description: 'd' }`), ["the set's"]],
    ['a string', command(`{ name: 'a', description: 'd', guildIDs: '123456789012345678' }`), ['guild']],
    ['a list', command(`{ name: 'a', description: 'd', guildIDs: ['123456789012345678', '223456789012345678'] }`), ['guild']],
    ['from the environment (undefined there makes it global)', command(`{ name: 'a', description: 'd', guildIDs: process.env.GUILD_ID }`), ['its guildIDs: a member']],
    ['an empty list (synced nowhere)', command(`{ name: 'a', description: 'd', guildIDs: [] }`), ['an empty guildIDs, which slash-create syncs to no guild and not globally']],
    ['options spread from elsewhere', command(`{ ...base, name: 'a', description: 'd' }`), ['options that may hold guildIDs']],
  ])('%s', (_, text, expected) => {
    expect(scopes(text)).toEqual(expected);
  });

  test('dm_permission of a command whose scope is not known is not known either', () => {
    const text = command(`{ name: 'a', description: 'd', guildIDs: process.env.GUILD_ID, dmPermission: true }`);
    expect(bodiesOf(text, 'src/commands/x.ts')).toEqual([{ name: 'a', description: 'd' }]);
    expect(problemsOf(text, 'src/commands/x.ts')).toEqual([]);
  });
});

describe('problems, at the author\'s code', () => {
  test("a locale written with an underscore, in nameLocalizations: shown at it and fixed at the key", () => {
    const text = command(`{ name: 'hello', description: 'd', nameLocalizations: { pt_BR: 'ola' } }`);
    expect(problemsOf(text, 'src/commands/x.ts')).toEqual([`locale-key ${at(text, "'ola'")}`]);
    expect(fixedText(text, 'src/commands/x.ts')).toBe(text.replace('pt_BR', "'pt-BR'"));
  });

  test("a command's name with capitals: a suggestion only (a rename drops its permission overwrites)", () => {
    const text = command(`{ name: 'Hello', description: 'd' }`);
    expect(problemsOf(text, 'src/commands/x.ts')).toEqual([`name-lowercase ${at(text, "'Hello'")}`]);
    expect(fixedText(text, 'src/commands/x.ts')).toBeUndefined();
  });

  test('a required option after an optional one', () => {
    const text = command(`{ name: 'remind', description: 'd', options: [
      { type: CommandOptionType.STRING, name: 'note', description: 'n' },
      { type: CommandOptionType.INTEGER, name: 'minutes', description: 'm', required: true },
    ] }`);
    expect(problemsOf(text, 'src/commands/x.ts')).toEqual([`required-before-optional ${at(text, '{ type: CommandOptionType.INTEGER')}`]);
  });

  test('dmPermission of a global command: deprecated, as the API says', () => {
    const text = command(`{ name: 'a', description: 'd', dmPermission: false }`);
    expect(problemsOf(text, 'src/commands/x.ts')).toEqual([`deprecated-field ${at(text, 'dmPermission')}`]);
  });

  test('taken as a framework\'s command class', () => {
    expect(origins(command(`{ name: 'a', description: 'd' }`))).toEqual(['class']);
  });
});

describe("the keys an older slash-create does not send, by the project's package.json", () => {
  const text = command(`{ name: 'hello', description: 'd', nameLocalizations: { de: 'hallo' }, requiredPermissions: ['BAN_MEMBERS'], dmPermission: false, nsfw: true, contexts: [0], integrationTypes: [0] }`);
  const manifest = (range: string) => [{ name: 'package.json', path: '/bot/package.json', text: JSON.stringify({ dependencies: { 'slash-create': range } }) }];
  test.each<[string, string, unknown]>([
    ['^6.1.0: all of them', '^6.1.0', { name: 'hello', description: 'd', name_localizations: { de: 'hallo' }, default_member_permissions: '4', nsfw: true, dm_permission: false, contexts: [0], integration_types: [0] }],
    ['~5.4.0: localizations only (permissions came in 5.5, nsfw in 5.11, contexts in 6.1)', '~5.4.0', { name: 'hello', description: 'd', name_localizations: { de: 'hallo' } }],
    ['^5.2.0: any 5.x, so what came in 5.x is not known and what came in 6.1 is not sent', '^5.2.0', { name: 'hello', description: 'd' }],
    ['3.4.1 (eliteSchwein/mooncord): none of them', '3.4.1', { name: 'hello', description: 'd' }],
  ])('%s', (_, range, expected) => {
    const slashCreate = versionRangeOf(manifest(range), 'slash-create');
    expect(bodiesOf(text, 'src/commands/x.ts', slashCreate ? { slashCreate } : {})).toEqual([expected]);
  });

  test('no package.json that names it: those keys not known, never judged', () => {
    expect(bodiesOf(text, 'src/commands/x.ts', {})).toEqual([{ name: 'hello', description: 'd' }]);
    expect(problemsOf(text, 'src/commands/x.ts', {})).toEqual([]);
  });

  test('the ranges read', () => {
    const of = (range: string) => versionRangeOf(manifest(range), 'slash-create');
    expect(of('^6.2.1')).toEqual({ lowest: [6, 2], above: [7, 0] });
    expect(of('~5.4.0')).toEqual({ lowest: [5, 4], above: [5, 5] });
    expect(of('5.11.0')).toEqual({ lowest: [5, 11], above: [5, 12] });
    expect(of('>=5.5')).toEqual({ lowest: [5, 5] });
    expect(of('latest')).toBeUndefined();
    expect(of('github:Snazzah/slash-create')).toBeUndefined();
  });
});
