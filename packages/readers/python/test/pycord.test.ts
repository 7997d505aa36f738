// py-cord 2.x as python-facts.md 3.3 describes it: each case a source and the bodies py-cord would
// send (the parts that matter), or what cmdlint reports and where.
import { describe, expect, it } from 'vitest';
import { commandsOf, findings } from './read.js';

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
      name: '@option decorators name their parameters (and rename them)',
      source: `bot = discord.Bot()
@bot.slash_command(name="hello")
@option("name", description="Your name")
@option("years", int, description="Your age", parameter_name="age", default=18)
async def hello(ctx, name: str, age: int):
    pass
`,
      bodies: [{ name: 'hello', options: [{ name: 'name', type: 3, description: 'Your name', required: true }, { name: 'years', type: 4, description: 'Your age', required: false }] }],
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
