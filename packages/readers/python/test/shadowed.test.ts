// A method a class body defines twice: the class's namespace holds the last one, and a cog (or a
// Group, a GroupCog) collects its commands from there, so the first is never sent. A command a
// decorator adds to a group object as it runs, or one at the top of a module, stays.
import { describe, expect, it } from 'vitest';
import { commandsOf } from './read.js';

const cases: { name: string; source: string; names: string[] }[] = [
  {
    name: 'py-cord: a cog method defined twice sends the last',
    source: `import discord
from discord.ext import commands
from discord.commands import Option, slash_command

class SimpleCog(commands.Cog):
    @slash_command(name="roll", name_localizations={"en-GB": "roll_gb"})
    async def roll(self, ctx):
        """roll a die"""

    @commands.slash_command(name="roll", description="Roll again")
    async def roll(self, ctx, sides: Option(int, "Sides", min_value=1)):
        pass
`,
    names: ['roll:Roll again'],
  },
  {
    name: 'discord.py: an app command rebound by an assignment, a GroupCog subcommand by another method',
    source: `import discord
from discord import app_commands
from discord.ext import commands

class Fun(commands.Cog):
    @app_commands.command(name="flip", description="Flip")
    async def flip(self, interaction): ...

    flip = None

class Admin(commands.GroupCog, group_name="admin"):
    @app_commands.command(name="ban", description="Ban")
    async def ban(self, interaction): ...

    @app_commands.command(name="kick", description="Kick")
    async def ban(self, interaction): ...
`,
    names: ['admin:…'],
  },
  {
    name: 'nextcord: a slash command and its subcommands under a name bound again',
    source: `import nextcord
from nextcord.ext import commands

class Music(commands.Cog):
    @nextcord.slash_command(name="queue", description="Queue")
    async def queue(self, interaction): ...

    @queue.subcommand(name="show", description="Show")
    async def queue_show(self, interaction): ...

    @nextcord.slash_command(name="queue", description="The queue")
    async def queue(self, interaction): ...
`,
    names: ['queue:The queue'],
  },
  {
    name: 'py-cord: what a group object takes as its decorator runs stays, and so does a module-level command',
    source: `import discord
from discord.ext import commands

bot = discord.Bot()

@bot.slash_command(name="ping", description="One")
async def ping(ctx): ...

@bot.slash_command(name="ping", description="Two")
async def ping(ctx): ...

class Settings(commands.Cog):
    settings = discord.SlashCommandGroup("settings", "Settings")

    @settings.command(name="show", description="Show")
    async def show(self, ctx): ...

    @settings.command(name="reset", description="Reset")
    async def show(self, ctx): ...
`,
    names: ['ping:One', 'ping:Two', 'settings:Settings'],
  },
];

describe('a method a class body binds again further down', () => {
  for (const { name, source, names } of cases) {
    it(name, async () => {
      const bodies = (await commandsOf(source)) as { name: string; description?: string }[];
      expect(bodies.map((body) => `${body.name}:${body.description}`)).toEqual(names);
    });
  }

  it("the group that stays keeps both of its subcommands (py-cord adds each as its decorator runs)", async () => {
    const [, , settings] = (await commandsOf(cases[3]!.source)) as { options: { name: string }[] }[];
    expect(settings!.options.map((option) => option.name)).toEqual(['show', 'reset']);
  });

  it("a GroupCog's subcommand bound again is not sent; the other is", async () => {
    const [admin] = (await commandsOf(cases[1]!.source)) as { options: { name: string }[] }[];
    expect(admin!.options.map((option) => option.name)).toEqual(['kick']);
  });
});
