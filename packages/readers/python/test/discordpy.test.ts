// discord.py 2.x as python-facts.md 3.1 and 3.2 describe it: each case a source and the bodies
// discord.py would send (the parts that matter), or what cmdlint reports and where.
import { describe, expect, it } from 'vitest';
import { commandsOf, findings } from './read.js';

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
