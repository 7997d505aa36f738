// discord.py's context menus in a cog: `@app_commands.context_menu` cannot decorate a method, so
// discord.py's docs make an `app_commands.ContextMenu` in the cog's `__init__` and add it to the
// tree. A sweep of real bots found these unread ("defines no commands cmdlint can read"), one with
// an empty name. Read as the decorator makes the command, from the callback's function.
import { describe, expect, test } from 'vitest';
import { commandsOf, findings, read } from './read.js';

const COG = `import discord
from discord import app_commands
from discord.ext import commands


class Menus(commands.Cog):
    def __init__(self, bot: commands.Bot) -> None:
        self.bot = bot
        self.ctx_menu = app_commands.ContextMenu(name=NAME, callback=self.report_message)
        self.bot.tree.add_command(self.ctx_menu)

    async def report_message(self, interaction: discord.Interaction, message: discord.Message) -> None:
        pass
`;

describe('app_commands.ContextMenu(...) added to the tree', () => {
  test('in a cog: a MESSAGE command named by name=, typed by the callback\'s target', async () => {
    expect(await commandsOf(COG.replace('NAME', "'Report Message'"))).toEqual([{ name: 'Report Message', type: 3 }]);
  });

  test('an empty name is reported at its line', async () => {
    const empty = await findings(COG.replace('NAME', "''"));
    expect(empty.map((finding) => `${finding.rule}:${finding.line}:${finding.severity}`)).toContain('name-length:9:error');
  });

  test('a USER command from a member target, and a callback decorated guild only', async () => {
    const text = COG.replace('NAME', "'Profile'").replace('message: discord.Message', 'member: discord.Member').replace('    async def report_message', '    @app_commands.guild_only()\n    async def report_message');
    expect(await commandsOf(text)).toEqual([expect.objectContaining({ name: 'Profile', type: 2, dm_permission: false })]);
  });

  test('at the top of a module, made inside add_command', async () => {
    const text = `import discord
from discord import app_commands

tree = app_commands.CommandTree(discord.Client(intents=discord.Intents.default()))

async def quote(interaction: discord.Interaction, message: discord.Message):
    pass

tree.add_command(app_commands.ContextMenu(name="Quote", callback=quote))
`;
    expect(await commandsOf(text)).toEqual([{ name: 'Quote', type: 3 }]);
  });

  test('never added to a tree, or with a callback not in the file: not read', async () => {
    expect(await commandsOf(COG.replace('NAME', "'Report'").replace('        self.bot.tree.add_command(self.ctx_menu)\n', ''))).toEqual([]);
    expect(await commandsOf(COG.replace('NAME', "'Report'").replace('callback=self.report_message', 'callback=handlers.report'))).toEqual([]);
  });
});

describe('app_commands.ContextMenu(...): the add_command that sends it says its guilds (tree.py _retrieve_guild_ids)', () => {
  const source = `import discord
from discord.ext import commands


class Bookmark(commands.Cog):
    def __init__(self, bot):
        self.bot = bot
        self.one = discord.app_commands.ContextMenu(name="Bookmark", callback=self._one)
        self.two = discord.app_commands.ContextMenu(name="Unmark", callback=self._two)
        self.three = discord.app_commands.ContextMenu(name="Three", callback=self._three)
        self.bot.tree.add_command(self.one, guild=discord.Object(bot.guild_id))
        self.bot.tree.add_command(self.two)
        self.bot.tree.add_command(self.three, guild=discord.Object(id=111))

    async def _one(self, interaction: discord.Interaction, message: discord.Message) -> None:
        pass

    async def _two(self, interaction: discord.Interaction, message: discord.Message) -> None:
        pass

    async def _three(self, interaction: discord.Interaction, message: discord.Message) -> None:
        pass
`;
  test('guild= a guild not shown, no guild, and a literal guild', async () => {
    const bodies = (await read(source, new Set(['discord.py']))).bodies;
    expect(bodies.map((body) => [(body.lowered.value as { name: string }).name, body.scope, body.guildIds])).toEqual([
      ['Bookmark', 'guild', undefined],
      ['Unmark', undefined, undefined],
      ['Three', 'guild', ['111']],
    ]);
  });
});
