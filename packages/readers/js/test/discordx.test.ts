// discordx's decorators (discordx.ts): what discordx 11.4+ sends through discord.js 14's
// commands.set, read from its source at 11.13.3 (DApplicationCommand.toJSON, SlashChoice, SlashGroup,
// MetadataStorage.groupSlashes) and its own tests' expected JSON; unknown wherever something out of
// the file's sight may change a command.
import { describe, expect, test } from 'vitest';
import { fixFiles, lintFiles } from '@cmdlint/linter';
import { readSourceOf } from '@cmdlint/text';
import { at, js } from './helpers.js';
import { JAVASCRIPT_INFO } from '../src/info.js';
import { parseSourceDocument, type SourceReadOptions } from '../src/read.js';
import { discordxBotGuildsOf } from '../src/entry-files.js';
import { discordxModernOf } from '../src/package-info.js';

const MODERN: SourceReadOptions = { discordxModern: true };
const IMPORTS = js`import { ApplicationCommandOptionType, ApplicationCommandType, ChannelType, PermissionFlagsBits, type CommandInteraction } from 'discord.js';
import { ContextMenu, Discord, Guard, Guild, Slash, SlashChoice, SlashGroup, SlashOption } from 'discordx';
`;

const bodies = (text: string, options: SourceReadOptions = MODERN): unknown[] => parseSourceDocument(text, 'src/commands/x.ts', options).bodies.map((body) => body.lowered.value);
const scopes = (text: string, options: SourceReadOptions = MODERN): unknown[] => parseSourceDocument(text, 'src/commands/x.ts', options).bodies.map((body) => body.scopeUnknown?.why ?? body.scope ?? "the set's");

function problems(text: string, options: SourceReadOptions = MODERN): string[] {
  const readSource = readSourceOf([JAVASCRIPT_INFO], (path, input) => parseSourceDocument(input, path, options));
  const [report] = lintFiles([{ path: 'src/commands/x.ts', text }], { readSource });
  return report!.diagnostics.map((d) => `${d.ruleId} ${d.range.start.line + 1}:${d.range.start.character + 1}`);
}

function fixed(text: string): string | undefined {
  const readSource = readSourceOf([JAVASCRIPT_INFO], (path, input) => parseSourceDocument(input, path, MODERN));
  return fixFiles([{ path: 'src/commands/x.ts', text }], { readSource })[0]!.output;
}

/** A @Discord class of `members`, with `decorators` above it. */
const cls = (members: string, decorators = ''): string => js`${IMPORTS}
@Discord()${decorators}
export class Example {
${members}
}
`;

const option = (fields: string, decorators = ''): string => `${decorators}
    @SlashOption({ ${fields} })
    value: string,`;

const method = (slash: string, params = '', name = 'hello', extra = ''): string => js`  @Slash(${slash})${extra}
  async ${name}(${params}
    interaction: CommandInteraction,
  ): Promise<void> {}`;

describe('read: a command of each method', () => {
  test("after a JavaScript file, whose identifiers carry no decorators: a parameter's decorators still walked (the option's type is known)", () => {
    parseSourceDocument('const a = b;\nmodule.exports = { a };\n', 'src/util.js');
    const text = cls(method(`{ name: 'hello', description: 'd' }`, option(`name: 'n', description: 'n', type: ApplicationCommandOptionType.Integer`)));
    expect(bodies(text)).toEqual([{ name: 'hello', description: 'd', options: [{ type: 4, name: 'n', description: 'n', required: false }] }]);
  });

  test.each<[string, string, unknown[]]>([
    ['the name and description of @Slash, its options in parameter order', cls(method(`{ name: 'hello', description: 'Say hello' }`, option(`name: 'text', description: 'Text', required: true, type: ApplicationCommandOptionType.String`) + option(`name: 'user', description: 'Who', type: ApplicationCommandOptionType.User`))), [
      { name: 'hello', description: 'Say hello', options: [{ type: 3, name: 'text', description: 'Text', required: true }, { type: 6, name: 'user', description: 'Who', required: false }] },
    ]],
    ['no name: the method\'s', cls(method(`{ description: 'choose' }`, '', 'choose')), [{ name: 'choose', description: 'choose', options: [] }]],
    ['camelCase keys as discord.js sends them; snake_case keys and guilds are not sent', cls(method(`{ name: 'perm', description: 'd', defaultMemberPermissions: PermissionFlagsBits.Administrator, nameLocalizations: { fr: 'permission' }, name_localizations: { de: 'x' }, nsfw: true, guilds: [] }`, option(`name: 'channel', description: 'c', type: ApplicationCommandOptionType.Channel, channelTypes: [ChannelType.GuildText], minLength: 2`))), [
      { name: 'perm', name_localizations: { fr: 'permission' }, description: 'd', nsfw: true, default_member_permissions: '8', options: [{ type: 7, name: 'channel', description: 'c', required: false, min_length: 2, channel_types: [0] }] },
    ]],
    ['@SlashChoice: strings and numbers name themselves, an object without value takes its name, top to bottom', cls(method(`{ name: 'pick', description: 'd' }`, option(`name: 'what', description: 'w', type: ApplicationCommandOptionType.Number`, `\n    @SlashChoice(1, 2)\n    @SlashChoice({ name: 'three', value: 3 })`))), [
      { name: 'pick', description: 'd', options: [{ type: 10, name: 'what', description: 'w', required: false, choices: [{ name: '1', value: 1 }, { name: '2', value: 2 }, { name: 'three', value: 3 }] }] },
    ]],
    ['@SlashChoice of strings and a name alone', cls(method(`{ name: 'pick', description: 'd' }`, option(`name: 'what', description: 'w', type: ApplicationCommandOptionType.String`, `\n    @SlashChoice('Human', { name: 'Dev' })`))), [
      { name: 'pick', description: 'd', options: [{ type: 3, name: 'what', description: 'w', required: false, choices: [{ name: 'Human', value: 'Human' }, { name: 'Dev', value: 'Dev' }] }] },
    ]],
    ['an autocomplete function is sent as true', cls(method(`{ name: 'find', description: 'd' }`, option(`name: 'q', description: 'q', type: ApplicationCommandOptionType.String, autocomplete: (interaction) => interaction.respond([])`))), [
      { name: 'find', description: 'd', options: [{ type: 3, name: 'q', description: 'q', required: false, autocomplete: true }] },
    ]],
    ['@ContextMenu: its name and type; no description', cls(`  @ContextMenu({ name: 'User info', type: ApplicationCommandType.User })\n  async info(interaction: CommandInteraction): Promise<void> {}`), [{ type: 2, name: 'User info' }]],
    ['handlers of other interactions and guards beside', cls(`  @ButtonComponent({ id: 'x' })\n  async button(): Promise<void> {}\n${method(`{ name: 'hello', description: 'd' }`, '', 'hello', '\n  @Guard(NotBot)')}`, '\n@Guard(NotBot)').replace('Guard, ', 'ButtonComponent, Guard, '), [{ name: 'hello', description: 'd', options: [] }]],
  ])('%s', (_, text, expected) => {
    expect(bodies(text)).toEqual(expected);
  });

  test('a class without @Discord, or decorators of the bot\'s own (barthofu/tscord\'s wrappers), defines nothing', () => {
    expect(bodies(cls(method(`{ name: 'hello', description: 'd' }`)).replace('@Discord()', ''))).toEqual([]);
    const wrapped = cls(method(`{ name: 'hello' }`)).replace("import { ContextMenu, Discord, Guard, Guild, Slash, SlashChoice, SlashGroup, SlashOption } from 'discordx';", "import { Discord } from 'discordx';\nimport { Slash } from '@/decorators';");
    expect(bodies(wrapped)).toEqual([]);
  });

  test.each<[string, string]>([
    ['a decorator that may change it (@discordx/utilities\' @Description)', cls(method(`{ name: 'hello' }`, '', 'hello', "\n  @Description('Hi')")).replace("from 'discordx';", "from 'discordx';\nimport { Description } from '@discordx/utilities';")],
    ['a class decorator of the bot\'s own', cls(method(`{ name: 'hello', description: 'd' }`), '\n@Category(\'fun\')')],
    ['a builder', cls(method(`new SlashCommandBuilder().setName('Hello').setDescription('d')`)).replace("from 'discord.js';", "from 'discord.js';\nimport { SlashCommandBuilder } from 'discord.js';")],
    ['options from another file', `import { options } from './options';\n${cls(method('options'))}`],
  ])('%s: a command of its own, nothing of it known (never judged, never planned)', (_, text) => {
    const document = parseSourceDocument(text, 'src/commands/x.ts', MODERN);
    expect(document.bodies.map((body) => body.lowered.value)).toEqual([{}]);
    expect(problems(text)).toEqual([]);
  });
});

describe('discordx before 11.4 made up what the decorators leave out', () => {
  const text = cls(method(`{ name: 'remind' }`, option(`name: 'when', description: 'w', type: ApplicationCommandOptionType.String`) + option(`name: 'what', description: 'x', type: ApplicationCommandOptionType.String, required: true`)));

  test('from 11.4 (the project names it): an option without required is optional, and a required one after it is refused', () => {
    expect(problems(text)).toEqual([`required-field ${at(text, "{ name: 'remind' }")}`, `required-before-optional ${at(text, "{ name: 'what'")}`]);
  });

  test('a version not known (or before 11.4): required, description and type left out are unknown, nothing said of them', () => {
    expect(problems(text, {})).toEqual([]);
  });

  test.each<[string, boolean]>([
    ['^11.13.2', true],
    ['11.4.0', true],
    ['~12.0.0', true],
    ['^11.2.0', false],
    ['^10.0.0', false],
    ['latest', false],
  ])('package.json naming discordx %s: 11.4 or later is %s', (range, modern) => {
    expect(discordxModernOf([{ name: 'package.json', path: '/bot/package.json', text: JSON.stringify({ dependencies: { discordx: range } }) }])).toBe(modern);
  });
});

describe('groups (@SlashGroup): declared by an object, joined by name', () => {
  const group = cls(
    [
      method(`{ name: 'voice', description: 'v' }`, '', 'voice', "\n  @SlashGroup('maths', 'testing')"),
      method(`{ name: 'add', description: 'a', dmPermission: false }`, '', 'add', "\n  @SlashGroup('maths', 'testing')"),
      method(`{ name: 'hello', description: 'h' }`, '', 'hello', "\n  @SlashGroup('testing')"),
      method(`{ name: 'alone', description: 'top level' }`, '', 'alone'),
      `  @ContextMenu({ name: 'Report', type: ApplicationCommandType.Message })\n  async report(interaction: CommandInteraction): Promise<void> {}`,
    ].join('\n'),
    "\n@SlashGroup({ name: 'testing', description: 'Testing', defaultMemberPermissions: '0' })\n@SlashGroup({ name: 'maths', description: 'Maths', root: 'testing' })",
  );

  test('subcommands and subgroups sorted by name, a subgroup\'s last declared first; a subcommand keeps only its name, description and options; a context menu stays a command', () => {
    // In the file's order: the group at its declaration.
    expect(bodies(group)).toEqual([
      {
        name: 'testing',
        description: 'Testing',
        default_member_permissions: '0',
        options: [
          { type: 1, name: 'hello', description: 'h', options: [] },
          { type: 2, name: 'maths', description: 'Maths', options: [{ type: 1, name: 'add', description: 'a', options: [] }, { type: 1, name: 'voice', description: 'v', options: [] }] },
        ],
      },
      { name: 'alone', description: 'top level', options: [] },
      { type: 3, name: 'Report' },
    ]);
  });

  test('a class assigned to a group gives it every @Slash of the class', () => {
    const text = cls(method(`{ name: 'one', description: 'd' }`, '', 'one') + '\n' + method(`{ name: 'two', description: 'd' }`, '', 'two'), "\n@SlashGroup({ name: 'g', description: 'G' })\n@SlashGroup('g')");
    expect(bodies(text)).toEqual([{ name: 'g', description: 'G', options: [{ type: 1, name: 'one', description: 'd', options: [] }, { type: 1, name: 'two', description: 'd', options: [] }] }]);
  });

  test('a group declared in another file: its subcommands are commands of their own, nothing of them known', () => {
    const text = cls(method(`{ name: 'create', description: 'd' }`, '', 'create'), "\n@SlashGroup('char', 'playcard')");
    const document = parseSourceDocument(text, 'src/commands/x.ts', MODERN);
    expect(document.bodies.map((body) => body.lowered.value)).toEqual([{}]);
    expect(document.notes.map((note) => note.text)).toEqual(['a discordx subcommand of the group "playcard" (subgroup "char"), which this file does not declare (another file may): not judged']);
  });

  test('other files may give a group more subcommands: never "empty", never more than the file shows', () => {
    const text = cls('', "\n@SlashGroup({ name: 'g', description: 'G' })\n@SlashGroup({ name: 'sub', description: 'S', root: 'g' })").replace('\n\n}', '\n  @Slash({ name: \'x\', description: \'x\' })\n  async x(): Promise<void> {}\n}');
    expect(problems(text)).toEqual([]);
  });
});

describe('what is judged, and where', () => {
  test('a name written in the decorator: at its literal, with its rename there; one taken from the method: said, never edited', () => {
    const text = cls(method(`{ name: 'Hello', description: 'd' }`, option(`name: 'Text', description: 't', type: ApplicationCommandOptionType.String`)) + '\n' + method(`{ description: 'd' }`, '', 'Ping'));
    expect(problems(text)).toEqual([`name-lowercase ${at(text, "'Hello'")}`, `name-lowercase ${at(text, "'Text'")}`, `name-lowercase ${at(text, 'Ping(')}`]);
    const readSource = readSourceOf([JAVASCRIPT_INFO], (path, input) => parseSourceDocument(input, path, MODERN));
    const [report] = lintFiles([{ path: 'src/commands/x.ts', text }], { readSource });
    const edits = report!.diagnostics.map((d) => [...(d.fix ?? []), ...(d.suggestions ?? []).flatMap((suggestion) => suggestion.edits)].map((edit) => `${text.slice(edit.offset, edit.offset + edit.length)} -> ${edit.newText}`));
    expect(edits).toEqual([["'Hello' -> 'hello'"], ["'Text' -> 'text'"], []]);
  });

  test('a constant two decorators read is no one option\'s to rename: a suggestion, never --fix (after a JavaScript file too)', () => {
    parseSourceDocument('const a = b;\nmodule.exports = { a };\n', 'src/util.js');
    const text = cls(method(`{ name: 'a', description: 'd' }`, option(`name: NAME, description: 't', type: ApplicationCommandOptionType.String`)) + '\n' + method(`{ name: 'b', description: 'd' }`, option(`name: NAME, description: 't', type: ApplicationCommandOptionType.String`), 'b')).replace('@Discord()', "const NAME = 'Text';\n@Discord()");
    expect(problems(text)).toEqual([`name-lowercase ${at(text, 'NAME,', 1)}`, `name-lowercase ${at(text, 'NAME,', 2)}`]);
    expect(fixed(text)).toBeUndefined();
  });

  test('a choice\'s name and value written once are never rewritten by a fix', () => {
    const text = cls(method(`{ name: 'pick', description: 'd' }`, option(`name: 'what', description: 'w', type: ApplicationCommandOptionType.Integer`, '\n    @SlashChoice(1.5)')));
    expect(problems(text).map((line) => line.split(' ')[0])).toEqual(['choice-value']);
    expect(fixed(text)).toBeUndefined();
  });
});

describe('scope: @Guild and guilds, else global, unless the client\'s botGuilds may name guilds', () => {
  const hello = method(`{ name: 'hello', description: 'd' }`);
  test.each<[string, string, SourceReadOptions, unknown[]]>([
    ['nothing said: the set\'s', cls(hello), MODERN, ["the set's"]],
    ['@Guild on the class', cls(hello, "\n@Guild('123456789012345678')"), MODERN, ['guild']],
    ['@Guild on the method', cls(method(`{ name: 'hello', description: 'd' }`, '', 'hello', '\n  @Guild(process.env.GUILD)')), MODERN, ['guild']],
    ['guilds in @Slash', cls(method(`{ name: 'hello', description: 'd', guilds: ['123456789012345678'] }`)), MODERN, ['guild']],
    ['guilds empty', cls(method(`{ name: 'hello', description: 'd', guilds: [] }`)), MODERN, ["the set's"]],
    ['guilds from elsewhere', cls(method(`{ name: 'hello', description: 'd', guilds: config.guilds }`)), MODERN, ['its guilds: a member']],
    ['botGuilds in this file', cls(hello) + 'const client = new Client({ botGuilds: ["1"], intents: [] });\n', MODERN, ["the client's botGuilds of this file may name guilds"]],
    ['botGuilds commented out in this file', cls(hello) + 'const client = new Client({\n  // botGuilds: ["1"],\n  intents: [] });\n', MODERN, ["the set's"]],
    ['botGuilds in the entry file', cls(hello), { ...MODERN, discordxBotGuilds: 'src/main.ts' }, ["the client's botGuilds of src/main.ts may name guilds"]],
    ['@Guild wins over botGuilds', cls(hello, "\n@Guild('123456789012345678')"), { ...MODERN, discordxBotGuilds: 'src/main.ts' }, ['guild']],
  ])('%s', (_, text, options, expected) => {
    expect(scopes(text, options)).toEqual(expected);
  });

  test("the note is shown at the botGuilds that counts, not at one commented out above it", () => {
    const text = cls(hello) + 'const client = new Client({\n  // botGuilds: ["1"],\n  botGuilds: ["2"], intents: [] });\n';
    const [body] = parseSourceDocument(text, 'src/commands/x.ts', MODERN).bodies;
    const span = body!.scopeUnknown!.span;
    expect(text.slice(span.start, span.end + 7)).toBe('botGuilds: ["2"]');
  });

  test('the entry file that gives botGuilds, comments aside', () => {
    const manifest = (text: string) => [{ name: 'package.json', path: '/bot/package.json', text: '{}' }, { name: 'main.ts', path: '/bot/src/main.ts', text }];
    expect(discordxBotGuildsOf(manifest('export const bot = new Client({ botGuilds: [(client) => client.guilds.cache.map((g) => g.id)] });'))).toBe('src/main.ts');
    expect(discordxBotGuildsOf(manifest('export const bot = new Client({\n  // botGuilds: [(client) => client.guilds.cache.map((g) => g.id)],\n});'))).toBeUndefined();
  });
});
