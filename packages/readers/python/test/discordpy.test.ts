// discord.py 2.x as python-facts.md 3.1 and 3.2 describe it: each case a source and the bodies
// discord.py would send (the parts that matter), or what cmdlint reports and where.
import { describe, expect, it } from 'vitest';
import { lintFiles } from '@cmdlint/linter';
import { commandsOf, commandsWith, findings, read } from './read.js';

const HEAD = 'import discord\nfrom discord import app_commands\nfrom discord.ext import commands\nfrom typing import Literal, Optional\n\n';

describe('discord.py: the bodies sent', () => {
  const cases: { name: string; source: string; bodies: unknown[] }[] = [
    {
      name: 'app_commands.command: name, description, options with describe, Range and Optional',
      source: `@app_commands.command(name="remind", description="Set a reminder")
@app_commands.describe(minutes="Minutes from now", note="What to remind you of")
async def remind(interaction: discord.Interaction, minutes: app_commands.Range[int, 1, 1440], note: Optional[str] = None):
    pass
`,
      bodies: [
        {
          name: 'remind',
          description: 'Set a reminder',
          type: 1,
          options: [
            { name: 'minutes', type: 4, description: 'Minutes from now', required: true, min_value: 1, max_value: 1440 },
            { name: 'note', type: 3, description: 'What to remind you of', required: false },
          ],
        },
      ],
    },
    {
      name: 'the function name and the docstring, shortened as _shorten does',
      source: `@app_commands.command()
async def forecast(interaction: discord.Interaction, city: str):
    """Show the forecast for a city, with temperature, wind, rain chance, and the sunrise and sunset times for each day.

    Args:
        city: The city to look up
    """
`,
      bodies: [
        {
          name: 'forecast',
          description: 'Show the forecast for a city, with temperature, wind, rain chance, and the sunrise and sunset times…',
          options: [{ name: 'city', type: 3, description: 'The city to look up', required: true }],
        },
      ],
    },
    {
      name: 'required options first (discord.py sorts them), … where nothing describes',
      source: `class Cog(commands.Cog):
    @app_commands.command(name="ban", description="Ban a member")
    async def ban(self, interaction: discord.Interaction, reason: str = "none", member: discord.Member = None, days: int = 0, *, user: discord.User):
        pass
`,
      bodies: [{ options: [{ name: 'user', type: 6, required: true, description: '…' }, { name: 'reason' }, { name: 'member', type: 6 }, { name: 'days', type: 4 }] }],
    },
    {
      name: 'rename, choices, Literal, autocomplete, channels, unions',
      source: `@app_commands.command(name="pick", description="Pick")
@app_commands.rename(colour="color")
@app_commands.choices(size=[app_commands.Choice(name="Small", value=1), app_commands.Choice(name="Large", value=2)])
@app_commands.autocomplete(query=lambda i, c: [])
async def pick(interaction: discord.Interaction, colour: Literal["red", "blue"], size: app_commands.Choice[int], query: str, where: discord.TextChannel, who: discord.Member | discord.Role):
    pass
`,
      bodies: [
        {
          options: [
            { name: 'color', type: 3, choices: [{ name: 'red', value: 'red' }, { name: 'blue', value: 'blue' }] },
            { name: 'size', type: 4, choices: [{ name: 'Small', value: 1 }, { name: 'Large', value: 2 }] },
            { name: 'query', type: 3, autocomplete: true },
            { name: 'where', type: 7 },
            { name: 'who', type: 9 },
          ],
        },
      ],
    },
    {
      name: 'tree.command and a context menu named from the function in title case',
      source: `tree = app_commands.CommandTree(client)

@tree.command(name="ping", description="Pong")
async def ping(interaction: discord.Interaction):
    pass

@tree.context_menu()
async def show_avatar(interaction: discord.Interaction, member: discord.Member):
    pass

@app_commands.context_menu(name="Report message")
async def report(interaction: discord.Interaction, message: discord.Message):
    pass
`,
      bodies: [{ name: 'ping', type: 1, options: [] }, { name: 'Show_Avatar', type: 2 }, { name: 'Report message', type: 3 }],
    },
    {
      name: 'a Group instance and a Group subclass with a subgroup',
      source: `tags = app_commands.Group(name="tags", description="Manage tags")

@tags.command(name="add", description="Add a tag")
async def add(interaction: discord.Interaction, name: str):
    pass

class ModerationTools(app_commands.Group):
    """Tools for moderators."""
    cases = app_commands.Group(name="cases", description="Moderation cases")

    @app_commands.command(description="Warn a member")
    async def warn(self, interaction: discord.Interaction, member: discord.Member):
        pass

    @cases.command(name="list", description="List cases")
    async def list_cases(self, interaction: discord.Interaction):
        pass
`,
      bodies: [
        { name: 'tags', description: 'Manage tags', type: 1, options: [{ name: 'add', type: 1, options: [{ name: 'name', type: 3 }] }] },
        {
          name: 'moderation-tools',
          description: 'Tools for moderators.',
          options: [
            { name: 'cases', type: 2, options: [{ name: 'list', type: 1 }] },
            { name: 'warn', type: 1, options: [{ name: 'member', type: 6 }] },
          ],
        },
      ],
    },
    {
      name: 'hybrid commands: the docstring first line, not shortened; a hybrid group and its children',
      source: `class Fun(commands.Cog):
    @commands.hybrid_command()
    async def forecast(self, ctx: commands.Context, city: str):
        """Show the forecast for a city, with temperature, wind, rain chance, \\
and the sunrise and sunset times for each of the next three days."""

    @commands.hybrid_group(name="game", description="Games")
    async def game(self, ctx):
        pass

    @game.command(name="start", brief="Start a game")
    async def start(self, ctx, rounds: int = 3):
        pass
`,
      bodies: [
        { name: 'forecast', description: 'Show the forecast for a city, with temperature, wind, rain chance, and the sunrise and sunset times for each of the next three days.' },
        { name: 'game', description: 'Games', options: [{ name: 'start', description: 'Start a game', type: 1, options: [{ name: 'rounds', required: false }] }] },
      ],
    },
    {
      name: 'constants, f-strings and + of known parts',
      source: `PREFIX = "mod"
LIMIT = 25
@app_commands.command(name=PREFIX + "-log", description=f"Show the last {LIMIT} entries")
async def log(interaction: discord.Interaction):
    pass
`,
      bodies: [{ name: 'mod-log', description: 'Show the last 25 entries' }],
    },
  ];
  for (const { name, source, bodies } of cases) {
    it(name, async () => {
      expect(await commandsOf(HEAD + source)).toMatchObject(bodies);
    });
  }
});

describe('discord.py: what is not an application command', () => {
  const cases: { name: string; source: string }[] = [
    { name: 'a prefix command', source: '@commands.command(name="Ping")\nasync def ping(ctx):\n    pass\n' },
    { name: "a bot's command (prefix)", source: '@bot.command(name="Ping")\nasync def ping(ctx):\n    pass\n' },
    { name: "a prefix group's child", source: '@commands.group()\nasync def Admin(ctx):\n    pass\n\n@Admin.command(name="Kick")\nasync def kick(ctx):\n    pass\n' },
    { name: 'a hybrid command without its app command', source: '@commands.hybrid_command(name="Ping", with_app_command=False)\nasync def ping(ctx):\n    pass\n' },
    { name: 'a file of another library', source: 'import nextcord\n@nextcord.slash_command(name="Ping")\nasync def ping(interaction):\n    pass\n' },
  ];
  for (const { name, source } of cases) {
    it(name, async () => {
      expect(await commandsOf(HEAD + source)).toEqual([]);
    });
  }
});

describe('discord.py: what cmdlint reports, and where', () => {
  const cases: { name: string; source: string; expected: { rule: string; line: number }[] }[] = [
    {
      name: 'a parameter name with a capital is sent as the option name (S)',
      source: '@app_commands.command(name="ban", description="Ban")\nasync def ban(interaction: discord.Interaction, userId: str):\n    pass\n',
      expected: [{ rule: 'name-lowercase', line: 7 }],
    },
    {
      name: 'an explicit description over 100 is sent as it is (S)',
      source: `@app_commands.command(name="long", description="${'x'.repeat(101)}")\nasync def long(interaction: discord.Interaction):\n    pass\n`,
      expected: [{ rule: 'description-length', line: 6 }],
    },
    {
      name: 'a hybrid docstring line over 100 (S)',
      source: `@commands.hybrid_command()\nasync def forecast(ctx, city: str):\n    """${'word '.repeat(25)}"""\n`,
      expected: [{ rule: 'description-length', line: 8 }],
    },
    {
      name: 'more than 25 choices (S)',
      source: `@app_commands.command(name="n", description="n")\n@app_commands.choices(v=[${Array.from({ length: 26 }, (_, i) => `app_commands.Choice(name="c${i}", value=${i})`).join(', ')}])\nasync def n(interaction: discord.Interaction, v: int):\n    pass\n`,
      expected: [{ rule: 'max-choices', line: 7 }],
    },
    {
      name: 'a long docstring on an app command is shortened: nothing to report',
      source: `@app_commands.command()\nasync def forecast(interaction: discord.Interaction):\n    """${'word '.repeat(40)}"""\n`,
      expected: [],
    },
    {
      name: 'optional before required in the signature: discord.py sorts, nothing to report',
      source: '@app_commands.command(name="x", description="x")\nasync def x(interaction: discord.Interaction, a: str = "1", *, b: str):\n    pass\n',
      expected: [],
    },
    {
      name: 'a name from an import is unknown: nothing is judged on it',
      source: 'from .strings import NAME\n@app_commands.command(name=NAME, description="x")\nasync def x(interaction: discord.Interaction):\n    pass\n',
      expected: [],
    },
  ];
  for (const { name, source, expected } of cases) {
    it(name, async () => {
      const found = (await findings(HEAD + source)).filter((finding) => finding.severity === 'error' || finding.severity === '2');
      expect(found.map(({ rule, line }) => ({ rule, line }))).toEqual(expected);
    });
  }
});

describe('discord.py: tests are not bots', () => {
  it("commands built inside pytest's test functions and Test classes are fixtures, not commands", async () => {
    const source = `def test_one():
    @app_commands.command(name="cmd", description="x")
    async def cmd(interaction): ...

def test_two():
    @app_commands.command(name="cmd", description="x")
    async def cmd(interaction): ...

class TestGroups:
    @app_commands.command(name="cmd", description="x")
    async def cmd(self, interaction): ...

def setup(bot):
    @bot.tree.command(name="ping", description="x")
    async def ping(interaction): ...
`;
    expect(await commandsOf(HEAD + source)).toMatchObject([{ name: 'ping' }]);
  });
});

describe('discord.py: what a group may hold that the file does not show', () => {
  it('a pytest fixture builds test data; an attribute made by another call may be a subgroup', async () => {
    const source = `import pytest

@pytest.fixture
def group_class():
    class Fixture(app_commands.Group):
        @app_commands.command()
        async def cmd(self, interaction): ...
    return Fixture

class Outer(app_commands.Group):
    inner = make_group()

    @app_commands.command(description="x")
    async def run(self, interaction): ...
`;
    const document = await (await import('./read.js')).read(HEAD + source);
    expect(document.bodies).toHaveLength(1);
    expect(document.bodies[0]!.lowered.places.get('options')?.open).toBe(true);
  });
});

describe('a group the file adds no subcommand to: filled in other modules, still a command', () => {
  // Each: a source, and the names of the commands read; every one of them has its options unknown.
  const cases: { name: string; head: string; source: string; packages: string; commands: string[] }[] = [
    { name: 'discord.py: a Group instance other cogs import', head: HEAD, source: 'admin = app_commands.Group(name="admin", description="Admin commands")\n\nasync def setup(bot):\n    bot.tree.add_command(admin)\n', packages: 'discord-py', commands: ['admin'] },
    { name: 'discord.py: a Group in a setup function', head: HEAD, source: 'async def setup(bot):\n    admin = app_commands.Group(name="admin", description="Admin commands")\n    bot.tree.add_command(admin)\n', packages: 'discord-py', commands: ['admin'] },
    { name: 'py-cord: create_group', head: 'import discord\n\n', source: 'bot = discord.Bot()\nmath = bot.create_group("math", "Maths")\n', packages: 'py-cord', commands: ['math'] },
    { name: 'py-cord: rebound before use, the group bound is the one read', head: 'import discord\n\n', source: 'bot = discord.Bot()\nmath = bot.create_group("math", "Old")\nmath = discord.SlashCommandGroup("math", "Maths")\n', packages: 'py-cord', commands: ['math'] },
  ];
  it.each(cases)('$name', async ({ head, source, packages, commands }) => {
    const document = await read(head + source, new Set([packages]));
    expect(document.bodies.map((body) => (body.lowered.value as { name: string }).name)).toEqual(commands);
    for (const body of document.bodies) expect(body.lowered.places.get('')?.unknownKeys?.has('options')).toBe(true);
    expect(await findings(head + source, new Set([packages]))).toEqual([]);
  });
});

/** The fields of an object that are present, of those named. */
function present(value: unknown, keys: readonly string[]): Record<string, unknown> {
  const object = value as Record<string, unknown>;
  return Object.fromEntries(keys.filter((key) => key in object).map((key) => [key, object[key]]));
}

const requirements = (version: string | undefined): Record<string, string> => (version ? { 'requirements.txt': `discord.py==${version}\n` } : {});

describe('discord.py: guild_only, as each version sends it (dm_permission: not guild_only; contexts from 2.4)', () => {
  const COMMAND = '@app_commands.command(name="play", description="Play")';
  const cases: { name: string; source: string; version?: string; sent: Record<string, unknown>; unknown: string[] }[] = [
    { name: 'app_commands.guild_only below the command, 2.3: dm_permission false, no contexts', version: '2.3.2', source: `${COMMAND}\n@app_commands.guild_only()\nasync def play(interaction, query: str): ...\n`, sent: { dm_permission: false }, unknown: [] },
    { name: 'above it and without parentheses: the same', version: '2.3.2', source: `@app_commands.guild_only\n${COMMAND}\nasync def play(interaction, query: str): ...\n`, sent: { dm_permission: false }, unknown: [] },
    { name: "2.4 and later: contexts too, GUILD merged with the tree's, which the file does not show", version: '2.4.0', source: `${COMMAND}\n@app_commands.guild_only()\nasync def play(interaction): ...\n`, sent: { dm_permission: false }, unknown: ['contexts', 'integration_types'] },
    { name: 'a version not told: contexts unknown', source: `${COMMAND}\n@app_commands.guild_only()\nasync def play(interaction): ...\n`, sent: { dm_permission: false }, unknown: ['contexts', 'integration_types'] },
    { name: 'commands.guild_only below a hybrid command sets its flag, not its contexts', version: '2.7.1', source: '@commands.hybrid_command(description="Play")\n@commands.guild_only()\nasync def play(ctx): ...\n', sent: { dm_permission: false }, unknown: ['contexts', 'integration_types'] },
    { name: 'commands.guild_only above a hybrid command sets its app command', version: '2.3.2', source: '@commands.guild_only()\n@commands.hybrid_command(description="Play")\nasync def play(ctx): ...\n', sent: { dm_permission: false }, unknown: [] },
    { name: 'commands.guild_only above an app command sets nothing discord.py reads', version: '2.3.2', source: `@commands.guild_only()\n${COMMAND}\nasync def play(interaction): ...\n`, sent: {}, unknown: [] },
    { name: 'app_commands.guild_only above a hybrid command: nothing before 2.7', version: '2.6.0', source: '@app_commands.guild_only()\n@commands.hybrid_command(description="Play")\nasync def play(ctx): ...\n', sent: {}, unknown: ['contexts', 'integration_types'] },
    { name: 'app_commands.guild_only above a hybrid command: from 2.7 it reaches the app command', version: '2.7.1', source: '@app_commands.guild_only()\n@commands.hybrid_command(description="Play")\nasync def play(ctx): ...\n', sent: { dm_permission: false }, unknown: ['contexts', 'integration_types'] },
    { name: 'app_commands.guild_only above a hybrid command, no version: unknown', source: '@app_commands.guild_only()\n@commands.hybrid_command(description="Play")\nasync def play(ctx): ...\n', sent: {}, unknown: ['contexts', 'dm_permission', 'integration_types'] },
    { name: 'a context menu', version: '2.3.2', source: '@app_commands.context_menu(name="Report")\n@app_commands.guild_only()\nasync def report(interaction, message: discord.Message): ...\n', sent: { dm_permission: false }, unknown: [] },
    { name: 'a hybrid group: below its decorator', version: '2.3.2', source: '@commands.hybrid_group(description="Tags")\n@commands.guild_only()\nasync def tags(ctx): ...\n\n@tags.command(description="Add")\nasync def add(ctx): ...\n', sent: { dm_permission: false }, unknown: [] },
    { name: 'a hybrid group: above it, the flag a cog copy loses: unknown', version: '2.3.2', source: '@commands.guild_only()\n@commands.hybrid_group(description="Tags")\nasync def tags(ctx): ...\n\n@tags.command(description="Add")\nasync def add(ctx): ...\n', sent: {}, unknown: ['dm_permission'] },
    { name: 'Group(..., guild_only=True)', version: '2.3.2', source: 'tags = app_commands.Group(name="tags", description="Tags", guild_only=True)\n\n@tags.command(description="Add")\nasync def add(interaction): ...\n', sent: { dm_permission: false }, unknown: [] },
    { name: 'Group(..., guild_only=<an import>): unknown', version: '2.3.2', source: 'from .config import GUILD_ONLY\ntags = app_commands.Group(name="tags", description="Tags", guild_only=GUILD_ONLY)\n\n@tags.command(description="Add")\nasync def add(interaction): ...\n', sent: {}, unknown: ['dm_permission'] },
    { name: 'a Group subclass with the class keyword', version: '2.3.2', source: 'class Admin(app_commands.Group, guild_only=True):\n    """Admin."""\n    @app_commands.command(description="Ban")\n    async def ban(self, interaction): ...\n', sent: { dm_permission: false }, unknown: [] },
    { name: 'a GroupCog with the class decorator (2.4: contexts too)', version: '2.4.0', source: '@app_commands.guild_only()\nclass Music(commands.GroupCog, group_name="music", group_description="Music"):\n    @app_commands.command(description="Play")\n    async def play(self, interaction): ...\n', sent: { dm_permission: false }, unknown: ['contexts', 'integration_types'] },
  ];
  for (const { name, source, version, sent, unknown } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source, requirements(version));
      expect(present(command!.value, ['dm_permission', 'contexts'])).toEqual(sent);
      expect(command!.unknown[''] ?? []).toEqual(unknown);
    });
  }

  it('a subcommand sends none: guild_only does nothing there', async () => {
    const source = 'tags = app_commands.Group(name="tags", description="Tags")\n\n@tags.command(description="Add")\n@app_commands.guild_only()\nasync def add(interaction): ...\n';
    const [command] = await commandsWith(HEAD + source, requirements('2.3.2'));
    expect(command!.value).toEqual({ name: 'tags', description: 'Tags', type: 1, options: [{ name: 'add', description: 'Add', type: 1, options: [] }] });
    expect(command!.unknown).toEqual({});
  });
});

describe('discord.py 2.4+: contexts and integration_types, the tree\'s merged with the command\'s (commands.py to_dict, installs.py _merge_to_array)', () => {
  const COMMAND = '@app_commands.command(name="roll", description="Roll")';
  const ALL = '@app_commands.allowed_installs(guilds=True, users=True)\n@app_commands.allowed_contexts(guilds=True, dms=True, private_channels=True)';
  const KEYS = ['dm_permission', 'contexts', 'integration_types'];
  const cases: { name: string; source: string; version?: string; sent: Record<string, unknown>; unknown: string[] }[] = [
    { name: 'no decorator, 2.4: both are the CommandTree\'s, which the file does not show', version: '2.4.0', source: `${COMMAND}\nasync def roll(interaction): ...\n`, sent: {}, unknown: ['contexts', 'integration_types'] },
    { name: 'no decorator, a version not told: unknown', source: `${COMMAND}\nasync def roll(interaction): ...\n`, sent: {}, unknown: ['contexts', 'integration_types'] },
    { name: 'no decorator, 2.3: neither is sent', version: '2.3.2', source: `${COMMAND}\nasync def roll(interaction): ...\n`, sent: {}, unknown: [] },
    { name: 'every flag set by the command: the tree changes nothing', version: '2.4.0', source: `${COMMAND}\n${ALL}\nasync def roll(interaction): ...\n`, sent: { contexts: [0, 1, 2], integration_types: [0, 1] }, unknown: [] },
    { name: 'the same with no version told: the decorators exist from 2.4 only', source: `${COMMAND}\n${ALL}\nasync def roll(interaction): ...\n`, sent: { contexts: [0, 1, 2], integration_types: [0, 1] }, unknown: [] },
    { name: 'flags set false are sent as left out', version: '2.7.1', source: `${COMMAND}\n@app_commands.allowed_installs(guilds=False, users=True)\n@app_commands.allowed_contexts(guilds=False, dms=True, private_channels=False)\nasync def roll(interaction): ...\n`, sent: { contexts: [1], integration_types: [1] }, unknown: [] },
    { name: 'user_install alone: the guild flag is the tree\'s', version: '2.4.0', source: `${COMMAND}\n@app_commands.user_install()\nasync def roll(interaction): ...\n`, sent: {}, unknown: ['contexts', 'integration_types'] },
    { name: 'guild_install and user_install without parentheses set both', version: '2.4.0', source: `${COMMAND}\n@app_commands.guild_install\n@app_commands.user_install\nasync def roll(interaction): ...\n`, sent: { integration_types: [0, 1] }, unknown: ['contexts'] },
    { name: 'guild_only below and allowed_contexts: dm_permission false, contexts the decorators\'', version: '2.4.0', source: `${COMMAND}\n@app_commands.guild_only()\n@app_commands.allowed_contexts(guilds=False, dms=False, private_channels=False)\nasync def roll(interaction): ...\n`, sent: { dm_permission: false, contexts: [0] }, unknown: ['integration_types'] },
    { name: 'dm_only above the command clears the guild_only set below it', version: '2.4.0', source: `@app_commands.dm_only()\n${COMMAND}\n@app_commands.guild_only()\nasync def roll(interaction): ...\n`, sent: {}, unknown: ['contexts', 'integration_types'] },
    { name: 'a flag from an import is unknown', version: '2.4.0', source: `from .config import USERS\n${COMMAND}\n@app_commands.allowed_installs(guilds=True, users=USERS)\nasync def roll(interaction): ...\n`, sent: {}, unknown: ['contexts', 'integration_types'] },
    { name: 'a context menu', version: '2.4.0', source: `@app_commands.context_menu(name="Quote")\n${ALL}\nasync def quote(interaction, message: discord.Message): ...\n`, sent: { contexts: [0, 1, 2], integration_types: [0, 1] }, unknown: [] },
    { name: 'above a hybrid command: nothing before 2.7', version: '2.6.0', source: `${ALL}\n@commands.hybrid_command(description="Roll")\nasync def roll(ctx): ...\n`, sent: {}, unknown: ['contexts', 'integration_types'] },
    { name: 'above a hybrid command: from 2.7 it reaches the app command', version: '2.7.1', source: `${ALL}\n@commands.hybrid_command(description="Roll")\nasync def roll(ctx): ...\n`, sent: { contexts: [0, 1, 2], integration_types: [0, 1] }, unknown: [] },
    { name: 'a GroupCog\'s class decorators', version: '2.4.0', source: `${ALL}\nclass Dice(commands.GroupCog, group_name="dice", group_description="Dice"):\n    @app_commands.command(description="Roll")\n    async def roll(self, interaction): ...\n`, sent: { contexts: [0, 1, 2], integration_types: [0, 1] }, unknown: [] },
    { name: 'Group(allowed_installs=...): an object merged with the tree\'s', version: '2.4.0', source: 'dice = app_commands.Group(name="dice", description="Dice", allowed_installs=app_commands.AppInstallationType(guild=True, user=True))\n\n@dice.command(description="Roll")\nasync def roll(interaction): ...\n', sent: {}, unknown: ['contexts', 'integration_types'] },
  ];
  for (const { name, source, version, sent, unknown } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source, requirements(version));
      expect(present(command!.value, KEYS)).toEqual(sent);
      expect(command!.unknown[''] ?? []).toEqual(unknown);
    });
  }

  it('a command whose decorators set every flag is wholly known (cmdlint plan compares it); one left to the tree is not', async () => {
    const complete = async (source: string): Promise<boolean | undefined> => (await read(HEAD + source)).bodies[0]?.lowered.complete;
    expect(await complete(`${COMMAND}\n${ALL}\nasync def roll(interaction): ...\n`)).toBe(true);
    expect(await complete(`${COMMAND}\nasync def roll(interaction): ...\n`)).toBe(false);
  });

  it('a subcommand sends neither: the decorators do nothing there, and leave nothing unknown', async () => {
    const source = 'dice = app_commands.Group(name="dice", description="Dice")\n\n@dice.command(description="Roll")\n@app_commands.user_install()\nasync def roll(interaction): ...\n';
    const [command] = await commandsWith(HEAD + source, requirements('2.3.2'));
    expect(command!.value).toEqual({ name: 'dice', description: 'Dice', type: 1, options: [{ name: 'roll', description: 'Roll', type: 1, options: [] }] });
    expect(command!.unknown).toEqual({});
  });

  it('PRIVATE_CHANNEL without USER_INSTALL is reported where both are known, not where the tree decides', async () => {
    const known = `${COMMAND}\n@app_commands.allowed_installs(guilds=True, users=False)\n@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=True)\nasync def roll(interaction): ...\n`;
    const fromTree = `${COMMAND}\n@app_commands.allowed_contexts(guilds=True, dms=False, private_channels=True)\nasync def roll(interaction): ...\n`;
    const rule = (found: { rule: string }[]): string[] => found.map((finding) => finding.rule).filter((id) => id === 'private-channel-without-user-install');
    expect(rule(await findings(HEAD + known))).toEqual(['private-channel-without-user-install']);
    expect(rule(await findings(HEAD + fromTree))).toEqual([]);
  });
});

describe('discord.py: `@command.autocomplete("param")`, the method form', () => {
  /** Each command's options, as their names and `autocomplete`; the unknown fields of the first command. */
  const cases: { name: string; source: string; options: unknown[][]; unknown?: Record<string, string[]> }[] = [
    {
      name: 'in a cog, as discord.py\'s docs write it',
      source: `class Api(commands.Cog):
    @app_commands.command(description="FAQ")
    async def faq(self, interaction, query: str, page: int = 1):
        pass

    @faq.autocomplete('query')
    async def faq_autocomplete(self, interaction, current: str):
        return []
`,
      options: [[{ name: 'query', autocomplete: true }, { name: 'page' }]],
    },
    {
      name: 'name= on a tree command, a hybrid command, and a branch of the module',
      source: `tree = app_commands.CommandTree(client)

@tree.command(description="Tag")
async def tag(interaction, label: str):
    pass

@commands.hybrid_command(description="Find")
async def find(ctx, term: str):
    pass

if True:
    @tag.autocomplete(name='label')
    async def tag_label(interaction, current): ...

    @find.autocomplete('term')
    async def find_term(interaction, current): ...
`,
      options: [[{ name: 'label', autocomplete: true }], [{ name: 'term', autocomplete: true }]],
    },
    {
      name: "another scope's command of the same name is not this one",
      source: `@app_commands.command(description="FAQ")
async def faq(interaction, query: str):
    pass

class Api(commands.Cog):
    @app_commands.command(description="FAQ")
    async def faq(self, interaction, query: str):
        pass

    @faq.autocomplete('query')
    async def faq_autocomplete(self, interaction, current: str):
        return []
`,
      options: [[{ name: 'query' }], [{ name: 'query', autocomplete: true }]],
    },
    {
      name: 'a parameter name not known: whether each option is autocompleted is unknown',
      source: `from .names import PARAM

@app_commands.command(description="FAQ")
async def faq(interaction, query: str):
    pass

@faq.autocomplete(PARAM)
async def faq_autocomplete(interaction, current: str):
    return []
`,
      options: [[{ name: 'query' }]],
      unknown: { 'options\u00000': ['autocomplete'] },
    },
  ];
  for (const { name, source, options, unknown } of cases) {
    it(name, async () => {
      const commands = await commandsWith(HEAD + source);
      expect(commands.map((command) => (command.value as { options: unknown[] }).options.map((option) => present(option, ['name', 'autocomplete'])))).toEqual(options);
      // discord.py 2.4+ sends the tree's contexts and installs, which the file does not show (no version told).
      expect(commands[0]!.unknown).toEqual({ '': ['contexts', 'integration_types'], ...unknown });
    });
  }
});

describe('discord.py: a hybrid command\'s default that may be a commands.Parameter (hybrid.py replace_parameters)', () => {
  const cases: { name: string; source: string; options: Record<string, unknown>[]; unknown: string[] }[] = [
    { name: 'an attribute of an import: type, required and description unknown; a literal default beside it is known', source: 'import params\nLIMIT = 10\n@commands.hybrid_command(name="clear", description="Clear")\nasync def clear(ctx, limit: int = params.limit, reason: str = "none", count: int = LIMIT): ...\n', options: [{ name: 'limit' }, { name: 'reason', type: 3, description: '…', required: false }, { name: 'count', type: 4, description: '…', required: false }], unknown: ['description', 'required', 'type'] },
    { name: 'an imported name, with bounds from the annotation: those too', source: 'from .params import LIMIT\n@commands.hybrid_command(name="clear", description="Clear")\n@app_commands.describe(limit="How many")\nasync def clear(ctx, limit: app_commands.Range[int, 1, 100] = LIMIT): ...\n', options: [{ name: 'limit', description: 'How many' }], unknown: ['max_value', 'min_value', 'required', 'type'] },
    { name: 'commands.parameter(...) in the file', source: '@commands.hybrid_command(name="clear", description="Clear")\nasync def clear(ctx, limit: int = commands.parameter(description="How many")): ...\n', options: [{ name: 'limit' }], unknown: ['description', 'required', 'type'] },
  ];
  for (const { name, source, options, unknown } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source);
      expect((command!.value as { options: unknown[] }).options).toEqual(options);
      expect(command!.unknown['options\u00000']).toEqual(unknown);
    });
  }
});

describe('discord.py: a GroupCog\'s group name (ext/commands/cog.py CogMeta: group_name, else name, else the class name in kebab case)', () => {
  const BODY = ':\n    """Configure."""\n    @app_commands.command(name="show", description="Show")\n    async def show(self, interaction): ...\n';
  const cases: { name: string; source: string; sent: string | undefined }[] = [
    { name: 'name= is the group name too', source: `class Settings(commands.GroupCog, name="settings")${BODY}`, sent: 'settings' },
    { name: 'no name: the class name in kebab case', source: `class ConfigCog(commands.GroupCog)${BODY}`, sent: 'config-cog' },
  ];
  for (const { name, source, sent } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source);
      expect((command!.value as { name?: unknown }).name).toBe(sent);
      expect(command!.unknown[''] ?? []).not.toContain('name');
    });
  }

  it('a name= with capitals: the name error discord.py raises at import', async () => {
    expect((await findings(`${HEAD}class Settings(commands.GroupCog, name="Settings")${BODY}`)).filter((finding) => finding.severity === 'error').map(({ rule, line }) => ({ rule, line }))).toEqual([{ rule: 'name-lowercase', line: 6 }]);
  });
});

describe("discord.py: a GroupCog's group description (CogMeta: group_description, else description, else the whole cleaned docstring, else …)", () => {
  const COMMAND = '    @app_commands.command(name="show", description="Show")\n    async def show(self, interaction): ...\n';
  const LONG = 'Watch parties: start one in a voice channel, invite friends, and keep the queue in sync for everyone.';
  const cases: { name: string; source: string; sent: unknown }[] = [
    // aschenkuttel/aschenkuttel (cogs/party.py): the cog's own description= is the group's.
    { name: 'description= of the cog', source: `class Party(commands.GroupCog, name="watchparty", description="Aschenkuttel Watch Party"):\n${COMMAND}`, sent: 'Aschenkuttel Watch Party' },
    { name: 'group_description= wins over description=', source: `class Party(commands.GroupCog, group_description="Parties", description="Cog"):\n${COMMAND}`, sent: 'Parties' },
    { name: 'the docstring whole, every paragraph, not shortened', source: `class Party(commands.GroupCog):\n    """Watch parties.\n\n    ${LONG}\n    """\n${COMMAND}`, sent: `Watch parties.\n\n${LONG}` },
    { name: 'nothing: …', source: `class Party(commands.GroupCog):\n${COMMAND}`, sent: '…' },
  ];
  for (const { name, source, sent } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source);
      expect((command!.value as { description?: unknown }).description).toBe(sent);
    });
  }

  it('a docstring over 100 characters: the error the service answers (discord.py sends it whole)', async () => {
    const source = `class Party(commands.GroupCog):\n    """Watch parties.\n\n    ${LONG}\n    """\n${COMMAND}`;
    expect((await findings(HEAD + source)).map(({ rule }) => rule)).toEqual(['description-length']);
  });
});

describe('discord.py: an app command added to a hybrid group alone (`@group.app_command.command`)', () => {
  const REMINDER = `    @commands.hybrid_group()
    async def reminder(self, ctx):
        """Reminds you of something."""
`;
  const SET = `    @reminder.app_command.command(name='set')
    async def reminder_set(self, interaction: discord.Interaction, when: str):
        """Sets a reminder."""
`;
  const LIST = `    @reminder.command(name='list')
    async def reminder_list(self, ctx):
        """Shows reminders."""
`;
  const cog = (...members: string[]): string => `class Reminder(commands.Cog):\n${[REMINDER, ...members].join('\n')}`;
  const module = (...members: string[]): string => [REMINDER, ...members].map((part) => part.replace(/^ {4}/gmu, '').replace(/\bself, /gu, '')).join('\n');

  const cases: { name: string; source: string; order: string[] }[] = [
    { name: 'read as discord.py adds it (RoboDanny cogs/reminder.py)', source: cog(SET, LIST), order: ['set', 'list'] },
    { name: 'in a cog, app commands come first: the cog re-adds each hybrid subcommand after them', source: cog(LIST, SET), order: ['set', 'list'] },
    { name: 'outside a cog, in the order they are added', source: module(LIST, SET), order: ['list', 'set'] },
  ];
  for (const { name, source, order } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source);
      const options = (command!.value as { options: { name: string }[] }).options;
      expect(options.map((option) => option.name)).toEqual(order);
      expect(options.find((option) => option.name === 'set')).toEqual({ name: 'set', type: 1, description: 'Sets a reminder.', options: [{ name: 'when', type: 3, description: '…', required: true }] });
      expect(command!.unknown).toEqual({ '': ['contexts', 'integration_types'] });
    });
  }

  it('its name is checked as any subcommand\'s', async () => {
    const found = (await findings(HEAD + cog(SET.replace("name='set'", "name='Set'"), LIST))).filter((finding) => finding.severity === 'error');
    expect(found.map(({ rule, line }) => ({ rule, line }))).toEqual([{ rule: 'name-lowercase', line: 11 }]);
  });
});

describe('discord.py: the guilds a command is registered in (tree.py _retrieve_guild_ids), read where literal', () => {
  const tree = (name: string, where: string, decorator = ''): string => `${HEAD}bot = commands.Bot(command_prefix="!", intents=discord.Intents.default())\n\n${decorator}@bot.tree.command(name="${name}", description="Report"${where})\nasync def report(interaction: discord.Interaction):\n    pass\n`;
  const cases: { name: string; where: string; decorator?: string; scope: string | undefined; ids: readonly string[] | undefined }[] = [
    { name: 'guild=discord.Object(id=...)', where: ', guild=discord.Object(id=920707642308055100)', scope: 'guild', ids: ['920707642308055100'] },
    { name: 'guild=discord.Object(...) positional', where: ', guild=discord.Object(111)', scope: 'guild', ids: ['111'] },
    { name: 'guild=None: global', where: ', guild=None', scope: undefined, ids: undefined },
    { name: 'guild= a name: a guild, which one not known', where: ', guild=MY_GUILD', scope: 'guild', ids: undefined },
    { name: 'guilds=[objects]', where: ', guilds=[discord.Object(id=222), discord.Object(id=111)]', scope: 'guild', ids: ['111', '222'] },
    { name: 'guilds=[]: global', where: ', guilds=[]', scope: undefined, ids: undefined },
    { name: 'guilds= an element not literal', where: ', guilds=[discord.Object(id=111), OTHER]', scope: 'guild', ids: undefined },
    { name: '@app_commands.guilds(ints and objects)', where: '', decorator: '@app_commands.guilds(333, discord.Object(id=111))\n', scope: 'guild', ids: ['111', '333'] },
    { name: '@app_commands.guilds(a name)', where: '', decorator: '@app_commands.guilds(GUILD)\n', scope: 'guild', ids: undefined },
    { name: '@app_commands.guilds(*ids)', where: '', decorator: '@app_commands.guilds(*GUILDS)\n', scope: 'guild', ids: undefined },
    // Same-file constants, as discord.py's own example writes MY_GUILD.
    { name: 'guild= a same-file discord.Object constant', where: ', guild=MY_GUILD', decorator: 'MY_GUILD = discord.Object(id=111)\n\n', scope: 'guild', ids: ['111'] },
    { name: 'guild= a placeholder id 0: not read', where: ', guild=MY_GUILD', decorator: 'MY_GUILD = discord.Object(id=0)\n\n', scope: 'guild', ids: undefined },
    { name: 'guild= a constant from the environment: not known', where: ', guild=MY_GUILD', decorator: 'MY_GUILD = discord.Object(id=int(os.environ["GUILD"]))\n\n', scope: 'guild', ids: undefined },
    { name: '@app_commands.guilds(a same-file int constant)', where: '', decorator: 'GUILD = 222\n\n@app_commands.guilds(GUILD)\n', scope: 'guild', ids: ['222'] },
    { name: 'guilds= a same-file list constant', where: ', guilds=GUILDS', decorator: 'GUILDS = [discord.Object(id=333), 111]\n\n', scope: 'guild', ids: ['111', '333'] },
    { name: 'guilds= a list the file changes: not known', where: ', guilds=GUILDS', decorator: 'GUILDS = [111]\nGUILDS.append(discord.Object(id=2))\n\n', scope: 'guild', ids: undefined },
  ];
  it.each(cases)('$name', async ({ where, decorator, scope, ids }) => {
    const [body] = (await read(tree('report', where, decorator ?? ''), new Set(['discord.py']))).bodies;
    expect(body!.scope).toBe(scope);
    expect(body!.guildIds).toEqual(ids);
  });

  it('two commands of one name in disjoint guilds are no clash in a guild set; in one guild they are', async () => {
    const loaded = { file: '/bot/cmdlint.config.json', dir: '/bot', config: { sets: [{ files: ['cogs/*.py'], scope: 'guild' as const }] } };
    const lintSet = async (texts: readonly string[]): Promise<string[][]> => {
      const files = await Promise.all(texts.map(async (text, i) => ({ path: `/bot/cogs/c${i}.py`, document: await read(text, new Set(['discord.py'])) })));
      return lintFiles(files, { configFor: () => loaded }).map((report) => report.diagnostics.map((diagnostic) => diagnostic.ruleId ?? ''));
    };
    expect(await lintSet([tree('report', '', '@app_commands.guilds(111)\n'), tree('report', ', guild=discord.Object(id=222)')])).toEqual([[], []]);
    expect(await lintSet([tree('report', '', '@app_commands.guilds(111)\n'), tree('report', ', guild=discord.Object(id=111)')])).toEqual([['unique-command-name'], ['unique-command-name']]);
  });
});

describe('discord.py: a hybrid command parameter of a class not read may be a FlagConverter (one option per flag)', () => {
  const source = `${HEAD}class UnsolvedFlags(commands.FlagConverter):
    messages: int = commands.flag(default=5, description="Messages")


class A(commands.Cog):
    @commands.hybrid_command(name="unsolved")
    async def unsolved(self, ctx, member: discord.Member = None, *, flags: UnsolvedFlags):
        """Searches for threads."""
`;
  it('no option of its own, and the list may hold more', async () => {
    const [body] = (await read(source, new Set(['discord.py']))).bodies;
    const options = (body!.lowered.value as { options: { name: string }[] }).options;
    expect(options.map((option) => option.name)).toEqual(['member']);
    expect(body!.lowered.complete).toBe(false);
  });
});
