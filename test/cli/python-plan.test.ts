// Python bots planned by the built CLI, as real bots lay them out: what the reader sends in the
// plan's body, and what it may not know (members in other files, a cog named like a test, guilds
// of their own), which a plan must never take for a delete.
import { describe, expect, it } from 'vitest';
import { cmdlint, projectsRemovedAfterEach } from './helpers.js';

const fresh = projectsRemovedAfterEach();

interface PlanJson {
  readonly actions: { action: string; name: string }[];
  readonly diagnostics: { ruleId: string }[];
  readonly incomplete: boolean;
  readonly unplanned: { name: string; text: string }[];
  readonly keptOut: { name: string }[];
  readonly body: unknown[] | null;
}

function plan(args: string[], cwd: string): { code: number | null; json: PlanJson; stderr: string } {
  const run = cmdlint(['plan', ...args, '--format', 'json'], { cwd });
  return { code: run.code, json: JSON.parse(run.stdout) as PlanJson, stderr: run.stderr };
}

describe('plan on Python bots', () => {
  it('lightbulb 2: a SlashSubGroup is planned with its description, and reported clean', () => {
    const bot = fresh({
      'requirements.txt': 'hikari-lightbulb==2.3.5\n',
      'ext.py': `import lightbulb

plugin = lightbulb.Plugin("YouTube")


@plugin.command
@lightbulb.command("youtube", "YouTube commands.")
@lightbulb.implements(lightbulb.SlashCommandGroup)
async def cmd_youtube(_: lightbulb.SlashContext) -> None:
    ...


@cmd_youtube.child
@lightbulb.command("video", "YouTube video commands.")
@lightbulb.implements(lightbulb.SlashSubGroup)
async def cmd_youtube_video(_: lightbulb.SlashContext) -> None:
    ...


@cmd_youtube_video.child
@lightbulb.command("link", "Link a video.")
@lightbulb.implements(lightbulb.SlashSubCommand)
async def cmd_youtube_video_link(ctx: lightbulb.SlashContext) -> None:
    ...
`,
    });
    const { code, json, stderr } = plan(['ext.py'], bot.dir);
    expect(code, stderr).toBe(0);
    expect(json.diagnostics).toEqual([]);
    expect(json.body).toEqual([
      { name: 'youtube', type: 1, description: 'YouTube commands.', options: [{ name: 'video', type: 2, description: 'YouTube video commands.', options: [{ name: 'link', type: 1, description: 'Link a video.', options: [] }] }] },
    ]);
  });

  it('lightbulb 3: a group whose subcommands other modules register is not planned, never deleted', () => {
    const bot = fresh({
      'requirements.txt': 'hikari-lightbulb==3.0.3\n',
      'extensions/ping.py': 'import lightbulb\n\nloader = lightbulb.Loader()\n\n\n@loader.command\nclass Ping(lightbulb.SlashCommand, name="ping", description="Pong"):\n    @lightbulb.invoke\n    async def invoke(self, ctx: lightbulb.Context) -> None:\n        await ctx.respond("pong")\n',
      'extensions/ticket/__init__.py': 'import lightbulb\n\nloader = lightbulb.Loader()\nticket = lightbulb.Group("ticket", "Ticket system commands")\n\nfrom . import close  # registers /ticket close\n\nloader.command(ticket)\n',
      'extensions/ticket/close.py': 'import lightbulb\n\nfrom extensions.ticket import ticket\n\n\n@ticket.register()\nclass Close(lightbulb.SlashCommand, name="close", description="Close this ticket"):\n    @lightbulb.invoke\n    async def invoke(self, ctx: lightbulb.Context) -> None:\n        await ctx.respond("closed")\n',
      'registered.json': JSON.stringify([
        { id: '1000000000000000001', application_id: '2000000000000000000', version: '1', type: 1, name: 'ticket', description: 'Ticket system commands', options: [{ type: 1, name: 'close', description: 'Close this ticket' }], default_member_permissions: null, nsfw: false, integration_types: [0], contexts: [0, 1, 2] },
        { id: '1000000000000000003', application_id: '2000000000000000000', version: '1', type: 1, name: 'ping', description: 'Pong', default_member_permissions: null, nsfw: false, integration_types: [0], contexts: [0, 1, 2] },
      ]),
    });
    const { code, json } = plan(['extensions', '--registered', 'registered.json'], bot.dir);
    expect(code).toBe(4);
    expect(json.incomplete).toBe(true);
    expect(json.actions.filter((action) => action.action === 'delete')).toEqual([]);
    expect(json.unplanned.map((entry) => [entry.name, entry.text])).toEqual([['ticket', expect.stringContaining('subcommands registered to the group in other modules at extensions/ticket/__init__.py:4:10')]]);
    expect(json.keptOut.map((entry) => entry.name)).toEqual(['ticket']);
    expect(json.body).toBeNull();
  });

  it('discord.py: a Group whose subcommands other cogs add is not planned, never deleted', () => {
    const bot = fresh({
      'requirements.txt': 'discord.py==2.3.2\n',
      'cogs/groups.py': 'import discord\nfrom discord import app_commands\n\nadmin = app_commands.Group(name="admin", description="Admin commands")\n\n\nasync def setup(bot):\n    bot.tree.add_command(admin)\n',
      'cogs/ban.py': 'import discord\nfrom discord import app_commands\nfrom .groups import admin\n\n\n@admin.command(name="ban", description="Ban")\nasync def ban(interaction: discord.Interaction):\n    pass\n',
      'cogs/ping.py': 'import discord\nfrom discord import app_commands\n\n\n@app_commands.command(name="ping", description="Ping")\nasync def ping(interaction: discord.Interaction):\n    pass\n',
      'registered.json': JSON.stringify([
        { id: '1', application_id: '2', version: '1', type: 1, name: 'admin', description: 'Admin commands', options: [{ type: 1, name: 'ban', description: 'Ban' }] },
        { id: '3', application_id: '2', version: '1', type: 1, name: 'ping', description: 'Ping' },
      ]),
    });
    const { code, json } = plan(['cogs', '--registered', 'registered.json'], bot.dir);
    expect(code).toBe(4);
    expect(json.actions.filter((action) => action.action === 'delete')).toEqual([]);
    expect(json.unplanned.map((entry) => [entry.name, entry.text])).toEqual([['admin', expect.stringContaining('its options are not known from the file (subcommands added to the group in other modules at cogs/groups.py:4:9)')]]);
    expect(json.keptOut.map((entry) => entry.name)).toEqual(['admin']);
  });

  it('a cog named like a test (test_hello.py) that the bot loads is read by a walk, linted and planned, never deleted', () => {
    const cog = (name: string, cls: string): string => `import discord\nfrom discord import app_commands\nfrom discord.ext import commands\n\n\nclass ${cls}(commands.Cog):\n    @app_commands.command(name="${name}", description="Say ${name}")\n    @app_commands.allowed_installs(guilds=True, users=False)\n    @app_commands.allowed_contexts(guilds=True, dms=False, private_channels=False)\n    async def ${name}(self, interaction: discord.Interaction):\n        pass\n\n\nasync def setup(bot):\n    await bot.add_cog(${cls}(bot))\n`;
    const registered = (name: string, id: string): object => ({ id, application_id: '2', version: '1', type: 1, name, description: `Say ${name}`, default_member_permissions: null, dm_permission: true, nsfw: false, integration_types: [0], contexts: [0] });
    const bot = fresh({
      'requirements.txt': 'discord.py==2.4.0\n',
      'bot.py': 'import os\nfrom discord.ext import commands\n\nbot = commands.Bot(command_prefix="!", intents=None)\n\n\nasync def setup_hook():\n    for f in os.listdir("cogs"):\n        if f.endswith(".py"):\n            await bot.load_extension(f"cogs.{f[:-3]}")\n',
      'cogs/ping.py': cog('ping', 'Ping'),
      'cogs/test_hello.py': cog('hello', 'Hello'),
      // A pytest file beside them: a test, not read.
      'cogs/test_cogs.py': `import pytest\n${cog('Broken', 'Broken')}\n\ndef test_ping():\n    pass\n`,
      'registered.json': JSON.stringify([registered('hello', '1'), registered('ping', '2')]),
    });
    const { code, json, stderr } = plan(['cogs', '--registered', 'registered.json'], bot.dir);
    expect(code, stderr).toBe(0);
    expect(json.actions.filter((action) => action.action !== 'unchanged')).toEqual([]);
    expect(json.body).toHaveLength(2);
    const debug = cmdlint(['cogs', '--debug'], { cwd: bot.dir });
    expect(debug.code, debug.stderr).toBe(0);
    expect(debug.stderr).toContain('taken cogs/test_hello.py: defines 1 command body');
    expect(debug.stderr).toMatch(/skipped cogs\/test_cogs\.py: a test file/);
  });

  it('py-cord: commands of one name for disjoint guild_ids are no clash; a guild plan takes its guild\'s', () => {
    const cog = (cls: string, description: string, guild: string): string => `import discord\nfrom discord.ext import commands\n\n\nclass ${cls}(commands.Cog):\n    @discord.slash_command(name="report", description="${description}", guild_ids=[${guild}])\n    async def report(self, ctx: discord.ApplicationContext):\n        await ctx.respond("ok")\n\n\ndef setup(bot):\n    bot.add_cog(${cls}(bot))\n`;
    const bot = fresh({
      'requirements.txt': 'py-cord==2.4.1\n',
      'cmdlint.config.json': '{ "sets": [{ "files": ["cogs/*.py"], "scope": "guild" }] }\n',
      'cogs/community.py': cog('Community', 'Report a bug', '111111111111111111'),
      'cogs/staff.py': cog('Staff', 'Report to the staff', '920707642308055100'),
      'registered.json': JSON.stringify([{ id: '5', application_id: '2', guild_id: '920707642308055100', version: '1', type: 1, name: 'report', description: 'Report to the staff' }]),
    });
    const lint = cmdlint(['--format', 'json'], { cwd: bot.dir });
    expect(lint.code, lint.stdout).toBe(0);
    // The plan of one guild (its registered list's): the staff's /report alone, unchanged.
    const ofGuild = plan(['--registered', 'registered.json'], bot.dir);
    expect(ofGuild.code, ofGuild.stderr).toBe(0);
    expect(ofGuild.json.diagnostics).toEqual([]);
    expect(ofGuild.json.body).toEqual([{ name: 'report', type: 1, description: 'Report to the staff', options: [] }]);
    // No guild told: neither is one guild's body, both are left out, not planned, and nothing is sent.
    const unknownGuild = plan(['cogs', '--scope', 'guild'], bot.dir);
    expect(unknownGuild.code).toBe(4);
    expect(unknownGuild.json.diagnostics).toEqual([]);
    expect(unknownGuild.json.unplanned.map((entry) => entry.text)).toEqual([
      expect.stringContaining('its guild_ids name its own guilds (111111111111111111)'),
      expect.stringContaining('its guild_ids name its own guilds (920707642308055100)'),
    ]);
    expect(unknownGuild.json.body).toBeNull();
  });

  it("a guild command in a global set is in its guild's plan, and the set's other commands are not", () => {
    const bot = fresh({
      // Before 2.4, discord.py sends no contexts: every field known.
      'requirements.txt': 'discord.py==2.3.2\n',
      'cmdlint.config.json': '{ "sets": [{ "files": ["cogs/*.py"], "scope": "global" }] }\n',
      'cogs/mod.py': `import discord\nfrom discord import app_commands\nfrom discord.ext import commands\n\n\nclass Mod(commands.Cog):\n    @app_commands.command(name="slowmode", description="Set the slowmode")\n    @app_commands.guilds(111111111111111111)\n    async def slowmode(self, interaction):\n        pass\n\n    @app_commands.command(name="ping", description="Ping")\n    async def ping(self, interaction):\n        pass\n`,
      'cogs/helpers.py': 'import discord\n\n\ndef helper():\n    pass\n',
      'guild.json': JSON.stringify([{ id: '5', application_id: '2', guild_id: '111111111111111111', version: '1', type: 1, name: 'slowmode', description: 'Set the slowmode' }]),
    });
    const ofGuild = plan(['--scope', 'guild', '--registered', 'guild.json'], bot.dir);
    expect(ofGuild.code, ofGuild.stderr).toBe(0);
    expect(ofGuild.json.body).toEqual([{ name: 'slowmode', type: 1, description: 'Set the slowmode', options: [] }]);
    expect(ofGuild.json.actions.map(({ action, name }) => `${action} ${name}`)).toEqual(['unchanged slowmode']);
    const global = plan([], bot.dir);
    expect(global.json.body).toEqual([expect.objectContaining({ name: 'ping' })]);
  });

  it('choices in a same-file constant are planned and judged; a list the file changes is not planned', () => {
    const bot = fresh({
      'requirements.txt': 'hikari-lightbulb==2.3.5\n',
      'ext.py': 'import typing as t\n\nimport lightbulb\n\nplugin = lightbulb.Plugin("External")\n\nLINKS: t.Final = ("Docs", "Donate", "GitHub")\n\n\n@plugin.command\n@lightbulb.option("target", "The link to show.", choices=LINKS)\n@lightbulb.command("link", "Retrieve a link.")\n@lightbulb.implements(lightbulb.SlashCommand)\nasync def cmd_link(ctx: lightbulb.SlashContext) -> None:\n    ...\n',
      'ext2.py': 'import lightbulb\n\nplugin = lightbulb.Plugin("External")\n\nLINKS = ["Docs", "Donate"]\nLINKS.append("GitHub")\n\n\n@plugin.command\n@lightbulb.option("target", "The link to show.", choices=LINKS)\n@lightbulb.command("link2", "Retrieve a link.")\n@lightbulb.implements(lightbulb.SlashCommand)\nasync def cmd_link(ctx: lightbulb.SlashContext) -> None:\n    ...\n',
    });
    const known = plan(['ext.py'], bot.dir);
    expect(known.code, known.stderr).toBe(0);
    expect(known.json.body).toEqual([{ name: 'link', type: 1, description: 'Retrieve a link.', options: [{ name: 'target', description: 'The link to show.', type: 3, required: true, choices: ['Docs', 'Donate', 'GitHub'].map((name) => ({ name, value: name })) }] }]);
    const changed = plan(['ext2.py'], bot.dir);
    expect(changed.code).toBe(4);
    expect(changed.json.unplanned.map((entry) => entry.text)).toEqual([expect.stringContaining('its options[0].choices are not known from the file (choices in a list the file may change at ext2.py:10:')]);
  });

  it('an integer choice past 2^53 is said with its own digits in a plan, planned or not', () => {
    const command = (name: string, extra: string): string => `import lightbulb\n\nplugin = lightbulb.Plugin("External")\n\n\n@plugin.command\n@lightbulb.option("n", "The number.", type=int, choices=[9007199254740993, 5]${extra})\n@lightbulb.command("${name}", "Pick a number.")\n@lightbulb.implements(lightbulb.SlashCommand)\nasync def cmd_${name}(ctx: lightbulb.SlashContext) -> None:\n    ...\n`;
    const bot = fresh({ 'requirements.txt': 'hikari-lightbulb==2.3.5\n', 'planned.py': command('pick', ''), 'unplanned.py': command('draw', ', min_value=LOW') });
    for (const file of ['planned.py', 'unplanned.py']) {
      const run = plan([file], bot.dir);
      const messages = run.json.diagnostics.map((diagnostic) => (diagnostic as { message?: string }).message ?? '');
      expect(messages, file).toEqual([expect.stringContaining('value 9007199254740993 is outside the INTEGER range')]);
    }
  });

  it('py-cord named by a requirements file that another includes (-r) gives its version: a 2.4 command is planned', () => {
    const cog = 'import discord\nfrom discord.ext import commands\n\n\nclass A(commands.Cog):\n    @discord.slash_command(name="report", description="Report")\n    async def report(self, ctx):\n        pass\n';
    const bot = fresh({ 'requirements.txt': '-r requirements/base.txt  # shared\n--requirement=../outside.txt\n', 'requirements/base.txt': 'py-cord[voice]~=2.4.1 ; python_version>"3.8"\n', 'cogs/a.py': cog });
    const run = plan(['cogs/a.py'], bot.dir);
    expect(run.code, run.stderr).toBe(0);
    expect(run.json.unplanned).toEqual([]);
    expect(run.json.body).toEqual([{ name: 'report', type: 1, description: 'Report', options: [] }]);
  });
});
