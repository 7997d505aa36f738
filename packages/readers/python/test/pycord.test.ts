// py-cord 2.x as python-facts.md 3.3 describes it: each case a source and the bodies py-cord would
// send (the parts that matter), or what cmdlint reports and where.
import { describe, expect, it } from 'vitest';
import { pythonProjectOptions } from '../src/index.js';
import { lintFiles } from '@cmdlint/linter';
import { commandsOf, commandsWith, findings, findingsOf, pythonReader, read } from './read.js';

const HEAD = 'import discord\nfrom discord import option\nfrom discord.ext import commands\n\n';

describe('py-cord: the bodies sent', () => {
  const cases: { name: string; source: string; bodies: unknown[] }[] = [
    {
      name: 'Option annotations in parameter order, descriptions and requiredness as py-cord sets them',
      source: `@discord.slash_command(description="Tag a message")
async def tag(ctx: discord.ApplicationContext, label: discord.Option(str, "Label to add", required=False), message_id: discord.Option(str, "Message to tag"), count: discord.Option(int, min_value=1, max_value=5, default=1)):
    pass
`,
      bodies: [
        {
          name: 'tag',
          description: 'Tag a message',
          type: 1,
          options: [
            { name: 'label', type: 3, description: 'Label to add', required: false },
            { name: 'message_id', type: 3, description: 'Message to tag', required: true },
            { name: 'count', type: 4, description: 'No description provided', required: false, min_value: 1, max_value: 5 },
          ],
        },
      ],
    },
    {
      name: 'the docstring first line, plain annotations, a Python default, choices',
      source: `class Cog(commands.Cog):
    @commands.slash_command()
    async def colour(self, ctx, shade: str, member: discord.Member = None, pick: discord.Option(str, choices=["red", "blue"]) = "red"):
        """Pick a colour.

        More text that py-cord does not send.
        """
`,
      bodies: [
        {
          name: 'colour',
          description: 'Pick a colour.',
          options: [
            { name: 'shade', type: 3, required: true, description: 'No description provided' },
            { name: 'member', type: 6, required: false },
            { name: 'pick', type: 3, required: false, choices: [{ name: 'red', value: 'red' }, { name: 'blue', value: 'blue' }] },
          ],
        },
      ],
    },
    {
      name: '@option decorators name their parameters',
      source: `bot = discord.Bot()
@bot.slash_command(name="hello")
@option("name", description="Your name")
@option("age", int, description="Your age", default=18)
async def hello(ctx, name: str, age: int):
    pass
`,
      bodies: [{ name: 'hello', options: [{ name: 'name', type: 3, description: 'Your name', required: true }, { name: 'age', type: 4, description: 'Your age', required: false }] }],
    },
    {
      name: 'groups: SlashCommandGroup, create_group, create_subgroup',
      source: `bot = discord.Bot()
math = bot.create_group("math", "Maths")

@math.command(description="Add")
async def add(ctx, a: int, b: int):
    pass

class Greetings(commands.Cog):
    greetings = discord.SlashCommandGroup("greetings", "Say hello")
    loud = greetings.create_subgroup("loud", "Loudly")

    @loud.command()
    async def shout(self, ctx):
        """Shout hello."""
`,
      bodies: [
        { name: 'math', description: 'Maths', type: 1, options: [{ name: 'add', type: 1, description: 'Add', options: [{ name: 'a' }, { name: 'b' }] }] },
        { name: 'greetings', options: [{ name: 'loud', type: 2, options: [{ name: 'shout', type: 1, description: 'Shout hello.' }] }] },
      ],
    },
    {
      name: 'user and message commands',
      source: `bot = discord.Bot()
@bot.user_command(name="Say Hi")
async def hi(ctx, member: discord.Member):
    pass

@discord.message_command()
async def quote(ctx, message: discord.Message):
    pass
`,
      bodies: [{ name: 'Say Hi', type: 2 }, { name: 'quote', type: 3 }],
    },
  ];
  for (const { name, source, bodies } of cases) {
    it(name, async () => {
      expect(await commandsOf(HEAD + source)).toMatchObject(bodies);
    });
  }

  it('an empty name or description falls back, as py-cord reads them with `or`', async () => {
    const [body] = await commandsOf(`${HEAD}@discord.slash_command(name="", description="")\nasync def ping(ctx):\n    pass\n`);
    expect(body).toMatchObject({ name: 'ping', description: 'No description provided' });
  });

  it('a prefix command of commands.Bot is none', async () => {
    expect(await commandsOf(`${HEAD}bot = commands.Bot()\n@bot.command(name="Ping")\nasync def ping(ctx):\n    pass\n`)).toEqual([]);
  });

  it('the requirements decide the library: py-cord named, app_commands are not read', async () => {
    const source = `${HEAD}from discord import app_commands\n@app_commands.command(name="X", description="x")\nasync def x(interaction):\n    pass\n`;
    expect(await commandsOf(source, new Set(['py-cord']))).toEqual([]);
    expect(await commandsOf(source, new Set(['discord-py']))).toHaveLength(1);
  });
});

describe('py-cord: what cmdlint reports, and where', () => {
  const cases: { name: string; source: string; expected: { rule: string; line: number }[] }[] = [
    {
      name: 'a required option after an optional one (py-cord keeps parameter order)',
      source: '@discord.slash_command(description="Tag")\nasync def tag(ctx,\n    label: discord.Option(str, "Label", required=False),\n    message_id: discord.Option(str, "Message")):\n    pass\n',
      expected: [{ rule: 'required-before-optional', line: 8 }],
    },
    {
      name: 'a name with a capital (py-cord raises when it builds the command)',
      source: '@discord.slash_command(name="Ping", description="Pong")\nasync def ping(ctx):\n    pass\n',
      expected: [{ rule: 'name-lowercase', line: 5 }],
    },
    {
      name: 'a docstring first line over 100 (py-cord raises)',
      source: `@discord.slash_command()\nasync def ping(ctx):\n    """${'word '.repeat(25)}"""\n`,
      expected: [{ rule: 'description-length', line: 7 }],
    },
    {
      name: 'choices from a name not in the file are unknown: nothing counted',
      source: 'from .data import CHOICES\n@discord.slash_command(description="x")\nasync def x(ctx, v: discord.Option(str, choices=CHOICES)):\n    pass\n',
      expected: [],
    },
  ];
  for (const { name, source, expected } of cases) {
    it(name, async () => {
      const found = (await findings(HEAD + source)).filter((finding) => finding.severity === 'error');
      expect(found.map(({ rule, line }) => ({ rule, line }))).toEqual(expected);
    });
  }
});

describe('py-cord: what it refuses itself is said to be refused, and nothing else', () => {
  it('a slash command\'s name is checked as the command is built; a context menu\'s is not (ContextMenuCommand checks only that it is a string)', async () => {
    const long = 'x'.repeat(33);
    const source = `@discord.slash_command(name="${long}", description="x")\nasync def a(ctx): ...\n\n@discord.user_command(name="${long}")\nasync def b(ctx, user): ...\n`;
    const [report] = lintFiles([{ path: '/bot/cogs/commands.py', document: await read(HEAD + source) }]);
    const found = report!.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'name-length');
    expect(found.map(({ range, message }) => ({ line: range.start.line + 1, raises: message.includes('py-cord raises') }))).toEqual([
      { line: 5, raises: true },
      { line: 8, raises: false },
    ]);
  });
});

/** The fields of an object that are present, of those named. */
function present(value: unknown, keys: readonly string[]): Record<string, unknown> {
  const object = value as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));
}

const requirements = (version: string | undefined): Record<string, string> => (version ? { 'requirements.txt': `py-cord==${version}\n` } : {});

describe('py-cord: guild_only, as each version sends it (dm_permission before 2.6, contexts from 2.6)', () => {
  const SLASH = 'bot = discord.Bot()\n@bot.slash_command(description="Set up", guild_only=True)\nasync def setup(ctx): ...\n';
  const DECORATED = '@discord.slash_command(description="Set up")\n@discord.guild_only()\nasync def setup(ctx): ...\n';
  const GROUP = 'class Emoji(commands.Cog):\n    emoji = discord.SlashCommandGroup("emoji", "Manage emoji.", guild_only=True)\n\n    @emoji.command(description="List")\n    async def list_(self, ctx): ...\n';
  const cases: { name: string; source: string; version?: string; sent: Record<string, unknown>; unknown: string[] }[] = [
    { name: 'slash_command(guild_only=True), 2.4: dm_permission false', version: '2.4.1', source: SLASH, sent: { dm_permission: false }, unknown: [] },
    { name: '@guild_only(), 2.4: dm_permission false', version: '2.4.1', source: DECORATED, sent: { dm_permission: false }, unknown: [] },
    { name: 'SlashCommandGroup(..., guild_only=True), 2.4: dm_permission false', version: '2.4.1', source: GROUP, sent: { dm_permission: false }, unknown: [] },
    { name: 'guild_only=False, 2.4: dm_permission true', version: '2.4.1', source: SLASH.replace('guild_only=True', 'guild_only=False'), sent: { dm_permission: true }, unknown: [] },
    { name: '2.6 and later: contexts [0] (GUILD), no dm_permission; integration_types the Bot\'s', version: '2.6.1', source: DECORATED, sent: { contexts: [0] }, unknown: ['integration_types'] },
    { name: 'a group, 2.6: contexts [0]', version: '2.6.1', source: GROUP, sent: { contexts: [0] }, unknown: ['integration_types'] },
    { name: 'guild_only=False, 2.6: the bot\'s default contexts, as for any command', version: '2.6.1', source: SLASH.replace('guild_only=True', 'guild_only=False'), sent: {}, unknown: ['contexts', 'integration_types'] },
    { name: 'a guild command, 2.6: no contexts', version: '2.6.1', source: SLASH.replace('guild_only=True', 'guild_ids=[1], guild_only=True'), sent: {}, unknown: [] },
    { name: 'a version not told: both unknown', source: SLASH, sent: {}, unknown: ['contexts', 'dm_permission', 'integration_types'] },
    { name: 'a guild_only not known, 2.4: dm_permission unknown', version: '2.4.1', source: `from .config import FLAG\n${SLASH.replace('guild_only=True', 'guild_only=FLAG')}`, sent: {}, unknown: ['dm_permission'] },
  ];
  for (const { name, source, version, sent, unknown } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source, requirements(version));
      expect(present(command!.value, ['dm_permission', 'contexts'])).toEqual(sent);
      expect(command!.unknown[''] ?? []).toEqual(unknown);
    });
  }

  it('a subcommand sends it too before 2.6 (to_dict does not check the parent), not from 2.6', async () => {
    const source = 'math = discord.SlashCommandGroup("math", "Maths")\n\n@math.command(description="Add", guild_only=True)\nasync def add(ctx): ...\n';
    const [before] = await commandsWith(HEAD + source, requirements('2.5.0'));
    expect((before!.value as { options: unknown[] }).options[0]).toMatchObject({ name: 'add', dm_permission: false });
    const [after] = await commandsWith(HEAD + source, requirements('2.6.0'));
    expect((after!.value as { options: unknown[] }).options[0]).not.toHaveProperty('dm_permission');
    expect(after!.value).not.toHaveProperty('contexts');
  });
});

describe('py-cord 2.6+: contexts and integration_types, the command\'s own else the Bot\'s defaults (bot.py add_application_command)', () => {
  const cases: { name: string; source: string; version?: string; unknown: string[] }[] = [
    { name: 'a slash command, 2.6: both the Bot\'s, which the file does not show', version: '2.6.1', source: '@discord.slash_command(description="Ping")\nasync def ping(ctx): ...\n', unknown: ['contexts', 'integration_types'] },
    { name: 'a version not told: unknown', source: '@discord.slash_command(description="Ping")\nasync def ping(ctx): ...\n', unknown: ['contexts', 'integration_types'] },
    { name: 'a context menu, 2.7', version: '2.7.1', source: '@discord.user_command(name="Info")\nasync def info(ctx, user): ...\n', unknown: ['contexts', 'integration_types'] },
    { name: 'a group, 2.6', version: '2.6.1', source: 'math = discord.SlashCommandGroup("math", "Maths")\n\n@math.command(description="Add")\nasync def add(ctx): ...\n', unknown: ['contexts', 'integration_types'] },
  ];
  for (const { name, source, version, unknown } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source, requirements(version));
      expect(command!.unknown[''] ?? []).toEqual(unknown);
    });
  }
});

describe('py-cord: channel_types from a channel class (options.py CHANNEL_TYPE_MAP)', () => {
  const cases: { name: string; parameter: string; version?: string; option: Record<string, unknown>; unknown?: string[] }[] = [
    { name: 'Option(discord.TextChannel)', parameter: 'where: discord.Option(discord.TextChannel, "Where")', option: { type: 7, channel_types: [0] } },
    { name: 'a plain annotation', parameter: 'where: discord.VoiceChannel', option: { type: 7, channel_types: [2] } },
    { name: 'a union, in order', parameter: 'where: Union[discord.StageChannel, discord.CategoryChannel]', option: { type: 7, channel_types: [13, 4] } },
    { name: '`|` and a Thread', parameter: 'where: discord.TextChannel | discord.Thread', option: { type: 7, channel_types: [0, 11] } },
    { name: 'Optional[X] of a parameter is Option(X) (required differs by version: not told, unknown)', parameter: 'where: Optional[discord.TextChannel]', option: { type: 7, channel_types: [0] }, unknown: ['required'] },
    { name: 'GuildChannel adds nothing: no list', parameter: 'where: discord.abc.GuildChannel', option: { type: 7 } },
    { name: 'ForumChannel from 2.4', parameter: 'where: discord.ForumChannel', version: '2.4.1', option: { type: 7, channel_types: [15] } },
    { name: 'ForumChannel, no version told: unknown', parameter: 'where: discord.ForumChannel', option: { type: 7 }, unknown: ['channel_types'] },
    { name: 'a union with None beside two types differs by version: unknown', parameter: 'where: Optional[Union[discord.TextChannel, discord.VoiceChannel]]', option: { type: 7 }, unknown: ['channel_types', 'required'] },
    { name: 'channel_types= given: unknown (py-cord converts it)', parameter: 'where: discord.Option(discord.TextChannel, channel_types=[discord.ChannelType.news])', option: { type: 7 }, unknown: ['channel_types'] },
    { name: 'SlashCommandOptionType.channel: no list', parameter: 'where: discord.Option(discord.SlashCommandOptionType.channel)', option: { type: 7 } },
  ];
  for (const { name, parameter, version, option, unknown } of cases) {
    it(name, async () => {
      const source = `from typing import Optional, Union\n@discord.slash_command(description="Log")\nasync def log(ctx, ${parameter}):\n    pass\n`;
      const [command] = await commandsWith(HEAD + source, requirements(version));
      const [sent] = (command!.value as { options: unknown[] }).options;
      expect(present(sent, ['type', 'channel_types'])).toEqual(option);
      expect(command!.unknown['options\u00000'] ?? []).toEqual(unknown ?? []);
    });
  }

  it('an @option decorator makes Option(type)', async () => {
    const source = '@discord.slash_command(description="Log")\n@option("where", discord.StageChannel, description="Where")\nasync def log(ctx, where):\n    pass\n';
    const [command] = await commandsWith(HEAD + source);
    expect((command!.value as { options: unknown[] }).options[0]).toMatchObject({ name: 'where', type: 7, channel_types: [13] });
  });
});

describe('py-cord: an option\'s type and required, by version (core.py _parse_options, options.py Option and option)', () => {
  const KEYS = ['name', 'type', 'description', 'required', 'channel_types'];
  const cases: { name: string; parameter: string; decorator?: string; version?: string; option: Record<string, unknown>; unknown?: string[] }[] = [
    // Optional[X] without a default: Option(X, default=None) before 2.7, X (stripped of None) from 2.7.
    { name: 'Optional[X], 2.6: not required', parameter: 'note: Optional[str]', version: '2.6.1', option: { name: 'note', type: 3, required: false } },
    { name: 'Optional[X], 2.7: required', parameter: 'note: Optional[str]', version: '2.7.0', option: { name: 'note', type: 3, required: true } },
    { name: 'Optional[X], no version told: required unknown', parameter: 'note: Optional[str]', option: { name: 'note', type: 3 }, unknown: ['required'] },
    { name: 'X | None, 2.0: not required', parameter: 'note: str | None', version: '2.0.0', option: { type: 3, required: false } },
    { name: 'Union[X, None], 2.8: required', parameter: 'note: Union[str, None]', version: '2.8.1', option: { type: 3, required: true } },
    { name: 'Optional[X] = None: not required in every version', parameter: 'note: Optional[str] = None', option: { type: 3, required: false } },
    { name: 'a union with None before 2.7 is its first member', parameter: 'who: Optional[Union[discord.Member, discord.Role]]', version: '2.6.1', option: { type: 6, required: false } },
    { name: 'from 2.7, the members without None', parameter: 'who: Optional[Union[discord.Member, discord.Role]]', version: '2.7.0', option: { type: 9, required: true } },
    { name: 'None first, before 2.7: no input type', parameter: 'note: None | str', version: '2.6.1', option: { required: false }, unknown: ['type'] },
    // An Option as the default: before 2.5 its input type is the annotation's (or str) and it is never required; from 2.5 its own.
    { name: 'int = Option(str), 2.4: the annotation\'s type, not required', parameter: 'count: int = discord.Option(str, "How many")', version: '2.4.1', option: { name: 'count', type: 4, description: 'How many', required: false } },
    { name: 'int = Option(str), 2.5: its own type, required', parameter: 'count: int = discord.Option(str, "How many")', version: '2.5.0', option: { name: 'count', type: 3, description: 'How many', required: true } },
    { name: 'int = Option(str), no version told: both unknown', parameter: 'count: int = discord.Option(str, "How many")', option: { name: 'count', description: 'How many' }, unknown: ['required', 'type'] },
    { name: 'no annotation, 2.4: str', parameter: 'count = discord.Option(int, "How many")', version: '2.4.1', option: { type: 3, required: false } },
    { name: 'the same type either way: known', parameter: 'count: int = discord.Option(int, "How many", required=True)', option: { type: 4 }, unknown: ['required'] },
    { name: 'str = Option(TextChannel), 2.4: a string with the channel types the Option listed', parameter: 'where: str = discord.Option(discord.TextChannel)', version: '2.4.1', option: { type: 3, channel_types: [0], required: false } },
    { name: 'TextChannel = Option(), 2.4: a channel, no list', parameter: 'where: discord.TextChannel = discord.Option(description="Where")', version: '2.4.1', option: { type: 7, description: 'Where', required: false } },
    { name: 'TextChannel = Option(), 2.5: a string', parameter: 'where: discord.TextChannel = discord.Option(description="Where")', version: '2.5.0', option: { type: 3, required: true } },
    { name: 'Option(default=None) is not required in any version', parameter: 'count: int = discord.Option(int, "How many", default=None)', option: { type: 4, required: false } },
    { name: 'Optional[X] = Option(...), 2.6: the Option is dropped', parameter: 'tag: Optional[str] = discord.Option(str, "Tag")', version: '2.6.1', option: { name: 'tag', type: 3, description: 'No description provided', required: false } },
    { name: 'Optional[X] = Option(...), 2.7: the Option is the option', parameter: 'tag: Optional[str] = discord.Option(str, "Tag")', version: '2.7.0', option: { name: 'tag', type: 3, description: 'Tag', required: true } },
    // An Option annotation.
    { name: 'an Option annotation with a Python default is not required, whatever required= says', parameter: 'tag: discord.Option(str, "Tag", required=True) = "x"', option: { type: 3, required: false } },
    { name: 'Option(input_type=int): the input type is positional only, the keyword is ignored', parameter: 'count: discord.Option(input_type=int)', option: { type: 3, required: true } },
    // The @option decorator.
    { name: '@option(type=int)', decorator: '@option("count", type=int)', parameter: 'count', option: { name: 'count', type: 4 } },
    { name: '@option(input_type=int), 2.6', decorator: '@option("count", input_type=int)', parameter: 'count', version: '2.6.0', option: { type: 4 } },
    { name: '@option(input_type=int), 2.5: a keyword Option ignores', decorator: '@option("count", input_type=int)', parameter: 'count', version: '2.5.0', option: { type: 3 } },
    { name: '@option(input_type=int), no version told', decorator: '@option("count", input_type=int)', parameter: 'count', option: { name: 'count' }, unknown: ['type'] },
    { name: '@option on Optional[X], 2.7: X', decorator: '@option("count", description="How many")', parameter: 'count: Optional[int]', version: '2.7.0', option: { type: 4, required: true } },
    { name: 'parameter_name=, 2.3', decorator: '@option("years", int, parameter_name="age")', parameter: 'age: int', version: '2.3.0', option: { name: 'years', type: 4, required: true } },
    { name: 'parameter_name=, 2.2: the option annotates a parameter named years, not age', decorator: '@option("years", str, parameter_name="age")', parameter: 'age: int', version: '2.2.2', option: { name: 'age', type: 4, required: true } },
    { name: 'parameter_name=, no version told: not known', decorator: '@option("years", str, parameter_name="age")', parameter: 'age: int', option: {}, unknown: ['description', 'name', 'required', 'type'] },
  ];
  for (const { name, parameter, decorator, version, option, unknown } of cases) {
    it(name, async () => {
      const source = `from typing import Optional, Union\n@discord.slash_command(description="Log")\n${decorator ? `${decorator}\n` : ''}async def log(ctx, ${parameter}):\n    pass\n`;
      const [command] = await commandsWith(HEAD + source, requirements(version));
      const [sent] = (command!.value as { options: unknown[] }).options;
      expect(present(sent, KEYS)).toMatchObject(option);
      expect(command!.unknown['options\u00000'] ?? []).toEqual(unknown ?? []);
    });
  }

  it('required-before-optional stays silent where py-cord sends both optional, and speaks where the version makes one required', async () => {
    const lint = async (parameters: string, version?: string): Promise<string[]> => {
      const options = pythonProjectOptions(version ? [{ name: 'requirements.txt', path: '/bot/requirements.txt', text: `py-cord==${version}\n` }] : []);
      const document = (await pythonReader()).read('/bot/cogs/commands.py', `${HEAD}from typing import Optional\n@discord.slash_command(description="Log")\nasync def log(ctx, ${parameters}):\n    pass\n`, options);
      return findingsOf(document).filter((finding) => finding.rule === 'required-before-optional').map((finding) => finding.rule);
    };
    // Optional[X] with no default after an optional option: not required before 2.7.
    expect(await lint('level: int = 1, note: Optional[str]', '2.6.1')).toEqual([]);
    expect(await lint('level: int = 1, note: Optional[str]')).toEqual([]);
    expect(await lint('level: int = 1, note: Optional[str]', '2.7.0')).toEqual(['required-before-optional']);
    // An Option default: never required before 2.5.
    expect(await lint('level: int = 1, note: str = discord.Option(str, "Note")', '2.4.1')).toEqual([]);
    expect(await lint('level: int = 1, note: str = discord.Option(str, "Note")', '2.5.0')).toEqual(['required-before-optional']);
  });
});

describe('guild_ids=[...]: each guild is a scope of its own (SourceBody.guildIds)', () => {
  const cog = (name: string, guildIds: string): string => `${HEAD}class Cog(commands.Cog):\n    @discord.slash_command(name="${name}", description="Report", guild_ids=${guildIds})\n    async def report(self, ctx):\n        pass\n`;
  const guildsOf = async (guildIds: string): Promise<readonly string[] | undefined> => (await read(cog('report', guildIds), new Set(['py-cord']))).bodies[0]!.guildIds;

  const lists: { name: string; written: string; ids: readonly string[] | undefined }[] = [
    { name: 'a list of literals, sorted, each once, digits exact past 2^53', written: '[920707642308055100, 111_111, 111111]', ids: ['111111', '920707642308055100'] },
    { name: 'a tuple', written: '(111, 222)', ids: ['111', '222'] },
    { name: 'a name from elsewhere: not known', written: 'GUILDS', ids: undefined },
    { name: 'an element not a literal: not known', written: '[111, config.GUILD]', ids: undefined },
    { name: 'a hex literal: not read', written: '[0x6f]', ids: undefined },
    { name: 'an empty list', written: '[]', ids: undefined },
  ];
  // A same-file constant that nothing in the file changes is its literals' ids.
  const constants: { name: string; before: string; written: string; ids: readonly string[] | undefined }[] = [
    { name: 'a same-file list constant', before: 'GUILD_IDS = [222, 111]\n', written: 'GUILD_IDS', ids: ['111', '222'] },
    { name: 'a same-file tuple constant', before: 'GUILD_IDS = (111,)\n', written: 'GUILD_IDS', ids: ['111'] },
    { name: 'a list the file changes: not known', before: 'GUILD_IDS = [111]\nGUILD_IDS.append(222)\n', written: 'GUILD_IDS', ids: undefined },
    { name: 'a constant bound twice: not known', before: 'GUILD_IDS = [111]\nGUILD_IDS = [222]\n', written: 'GUILD_IDS', ids: undefined },
    { name: 'a constant from a call: not known', before: 'GUILD_IDS = load()\n', written: 'GUILD_IDS', ids: undefined },
  ];
  it.each(constants)('$name', async ({ before, written }) => {
    const text = cog('report', written).replace('class Cog', `${before}\nclass Cog`);
    expect((await read(text, new Set(['py-cord']))).bodies[0]!.guildIds).toEqual(constants.find((each) => each.before === before)!.ids);
  });
  it.each(lists)('$name', async ({ written, ids }) => {
    expect(await guildsOf(written)).toEqual(ids);
  });

  const lintSet = async (texts: readonly string[]): Promise<string[][]> => {
    const loaded = { file: '/bot/cmdlint.config.json', dir: '/bot', config: { sets: [{ files: ['cogs/*.py'], scope: 'guild' as const }] } };
    const files = await Promise.all(texts.map(async (text, i) => ({ path: `/bot/cogs/c${i}.py`, document: await read(text, new Set(['py-cord'])) })));
    return lintFiles(files, { configFor: () => loaded }).map((report) => report.diagnostics.map((diagnostic) => diagnostic.ruleId ?? ''));
  };

  it('two commands of one name for disjoint guilds are no clash in a guild set; of one guild list, they are', async () => {
    expect(await lintSet([cog('report', '[111111111111111111]'), cog('report', '[920707642308055100]')])).toEqual([[], []]);
    expect(await lintSet([cog('report', '[111, 222]'), cog('report', '[222, 111]')])).toEqual([['unique-command-name'], ['unique-command-name']]);
    // Guild lists named but not shown may be any guilds, disjoint ones too: no clash is said, with
    // each other, with a literal list, or with the set's commands of no list.
    expect(await lintSet([cog('report', 'GUILDS'), cog('report', 'OTHER_GUILDS')])).toEqual([[], []]);
    expect(await lintSet([cog('report', 'GUILDS'), cog('report', '[111]')])).toEqual([[], []]);
    // Each file's constant of one guild: that guild's two commands of one name clash.
    const ofConstant = cog('report', 'GUILD_IDS').replace('class Cog', 'GUILD_IDS = [111]\n\nclass Cog');
    expect(await lintSet([ofConstant, ofConstant])).toEqual([['unique-command-name'], ['unique-command-name']]);
    expect(await lintSet([cog('report', 'GUILDS'), `${HEAD}class Cog(commands.Cog):\n    @discord.slash_command(name="report", description="Report")\n    async def report(self, ctx):\n        pass\n`])).toEqual([[], []]);
  });
});

describe('a choice value beyond exact numbers (a snowflake) is judged, and said with its own digits', () => {
  const source = `${HEAD}from discord import OptionChoice

bot = discord.Bot()

role_option = discord.Option(
    int,
    description="The role you want added",
    choices=[
        OptionChoice("Events", 915701572003049482),
        OptionChoice("Tester", 881968560635805706),
    ])


@bot.slash_command(name="role", description="Claim a role")
async def role(ctx, name: discord.Option(int, "The role", choices=[OptionChoice("Events", 915701572003049482), OptionChoice("Small", 7)])):
    pass
`;
  it('choice-value at the literal, its digits exact; the small one is fine', async () => {
    const [report] = lintFiles([{ path: '/bot/cogs/commands.py', document: await read(source, new Set(['py-cord'])) }]);
    const found = report!.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'choice-value');
    expect(found.map((diagnostic) => diagnostic.range.start.line + 1)).toEqual([19]);
    expect(found[0]!.message).toContain('value 915701572003049482 is outside the INTEGER range');
    expect(found[0]!.message).not.toContain('915701572003049500');
  });

  const plain: { name: string; option: string; message: string }[] = [
    { name: 'a plain list of an INTEGER option', option: 'discord.Option(int, "Role", choices=[915701572003049482])', message: 'value 915701572003049482 is outside the INTEGER range' },
    { name: 'a negative one', option: 'discord.Option(int, "Role", choices=[-915701572003049482])', message: 'value -915701572003049482 is outside the INTEGER range' },
    { name: 'a STRING option: no suggestion built on a rounded number', option: 'discord.Option(str, "Role", choices=[discord.OptionChoice("Events", 915701572003049482)])', message: '915701572003049482' },
  ];
  it.each(plain)('$name', async ({ option, message }) => {
    const text = `${HEAD}bot = discord.Bot()\n\n@bot.slash_command(name="role", description="Role")\nasync def role(ctx, name: ${option}):\n    pass\n`;
    const [report] = lintFiles([{ path: '/bot/cogs/commands.py', document: await read(text, new Set(['py-cord'])) }]);
    const found = report!.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'choice-value');
    expect(found).toHaveLength(1);
    expect(found[0]!.message).toContain(message);
    expect(JSON.stringify(found[0])).not.toContain('915701572003049500');
    // A plain value's choice name is str(value): its exact digits (the value itself is linted as its nearest double).
    const [body] = await commandsOf(text, new Set(['py-cord']));
    const [choice] = (body as { options: { choices: { name: string }[] }[] }).options[0]!.choices;
    if (!option.includes('OptionChoice')) expect(choice!.name).toBe(message.split(' ')[1]);
  });
});

// py-cord sends a localization dict as it is given and checks a SlashCommand's and its options'
// keys and strings as it builds them (L), a SlashCommandGroup's and a context menu's not at all (S).
describe('py-cord: localization dicts', () => {
  const SOURCE = `bot = discord.Bot()
settings = discord.SlashCommandGroup("settings", "Settings", name_localizations={"pt_BR": "ajustes"})
loud = settings.create_subgroup("loud", "Loudly", description_localizations={"de": "Laut"})

@settings.command(description="Show", name_localizations={"de": "zeigen"})
async def show(ctx, key: discord.Option(str, "Key", name_localizations={"fr": "clé"}, description_localizations={})):
    pass

@bot.slash_command(name="ping", description="Ping", name_localizations={"pt_BR": "pingar"}, description_localizations={"ja": "ピン"})
@option("target", str, description="Target", name_localizations={"de": "Ziel"})
async def ping(ctx, target: str):
    pass

@bot.user_command(name="Info", name_localizations={"fr": "Infos"}, description_localizations={"fr": "x"})
async def info(ctx, member):
    pass

@bot.message_command(name="Quote", name_localizations={})
async def quote(ctx, message):
    pass
`;

  it('sent as written, an empty dict as {} (a context menu sends none, and never a description dict)', async () => {
    const bodies = (await commandsOf(HEAD + SOURCE)) as Record<string, unknown>[];
    const [info, quote, settings, ping] = ['Info', 'Quote', 'settings', 'ping'].map((name) => bodies.find((body) => body.name === name));
    expect(info).toMatchObject({ name: 'Info', name_localizations: { fr: 'Infos' } });
    expect(info).not.toHaveProperty('description_localizations');
    expect(quote).not.toHaveProperty('name_localizations');
    expect(settings).toMatchObject({
      name_localizations: { pt_BR: 'ajustes' },
      // A subgroup takes its place when it is made, before the commands defined after it.
      options: [
        { name: 'loud', description_localizations: { de: 'Laut' } },
        { name: 'show', name_localizations: { de: 'zeigen' }, options: [{ name: 'key', name_localizations: { fr: 'clé' }, description_localizations: {} }] },
      ],
    });
    expect(ping).toMatchObject({ name_localizations: { pt_BR: 'pingar' }, description_localizations: { ja: 'ピン' }, options: [{ name: 'target', name_localizations: { de: 'Ziel' } }] });
  });

  it("what py-cord refuses is said to stop the bot; a group's localizations it lets through", async () => {
    const [report] = lintFiles([{ path: '/bot/cogs/commands.py', document: await read(HEAD + SOURCE) }]);
    const errors = report!.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    expect(errors.map(({ ruleId, range, message }) => ({ rule: ruleId, line: range.start.line + 1, raises: message.includes('py-cord raises') }))).toEqual([
      { rule: 'locale-key', line: 6, raises: false },
      { rule: 'locale-key', line: 13, raises: true },
      { rule: 'name-lowercase', line: 14, raises: true },
    ]);
  });
});
