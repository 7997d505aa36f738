// interactions.py 5 squashes every SlashCommand of one base name into one body
// (`application_commands_to_dict` in interactions/models/internal/application_commands.py):
// members in the order of their attribute names (`inspect.getmembers`), groups before plain
// subcommands, the first description that is not the default; anything not known leaves the whole
// command unjudged.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { commandsOf, findings, read } from './read.js';

const HEAD = 'from interactions import Extension, OptionType, SlashCommand, SlashContext, slash_command, slash_option\n\n';

describe('interactions.py groups: the body sent', () => {
  it('`slash_command(group_name=..., sub_cmd_name=...)` members squashed, by attribute name, groups first', async () => {
    const source = `class Config(Extension):
    @slash_command(name="config", description="Configure the bot", sub_cmd_name="show", sub_cmd_description="Show the settings")
    async def a_show(self, ctx: SlashContext):
        pass

    @slash_command(name="config", group_name="roles", group_description="Role settings", sub_cmd_name="remove", sub_cmd_description="Remove a role")
    async def roles_remove(self, ctx: SlashContext):
        pass

    @slash_command(name="config", group_name="roles", group_description="Ignored: not the first", sub_cmd_name="add", sub_cmd_description="Add a role")
    @slash_option(name="role", description="The role", opt_type=OptionType.ROLE, required=True)
    async def roles_add(self, ctx: SlashContext, role):
        pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      {
        name: 'config',
        type: 1,
        description: 'Configure the bot',
        options: [
          {
            name: 'roles',
            type: 2,
            description: 'Ignored: not the first',
            options: [
              { name: 'add', type: 1, description: 'Add a role', options: [{ name: 'role', description: 'The role', type: 8, required: true }] },
              { name: 'remove', type: 1, description: 'Remove a role', options: [] },
            ],
          },
          { name: 'show', type: 1, description: 'Show the settings', options: [] },
        ],
      },
    ]);
  });

  it("a docstring describes the base, not the subcommand; the base's description is the first that is not the default", async () => {
    const source = `@slash_command(name="tag", sub_cmd_name="list")
async def b_list(ctx):
    """Tags of this server"""

@slash_command(name="tag", sub_cmd_name="add", description="No Description Set")
async def a_add(ctx):
    pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      {
        name: 'tag',
        type: 1,
        description: 'Tags of this server',
        options: [
          { name: 'add', type: 1, description: 'No Description Set', options: [] },
          { name: 'list', type: 1, description: 'No Description Set', options: [] },
        ],
      },
    ]);
  });

  it('`base.subcommand(group_name=...)`, `base.group(...)` and the group a subcommand inherits', async () => {
    const source = `class Mod(Extension):
    @slash_command(name="mod", description="Moderation")
    async def mod(self, ctx):
        pass

    @mod.subcommand(sub_cmd_name="ban", group_name="members", group_description="Member actions", sub_cmd_description="Ban a member")
    async def mod_ban(self, ctx):
        pass

    channels = mod.group(name="channels", description="Channel actions")

    @channels.subcommand(sub_cmd_name="lock")
    async def mod_lock(self, ctx):
        """Lock a channel"""

    @mod.subcommand("ping", sub_cmd_description="Ping")
    async def mod_ping(self, ctx):
        pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      {
        name: 'mod',
        type: 1,
        description: 'Moderation',
        options: [
          { name: 'members', type: 2, description: 'Member actions', options: [{ name: 'ban', type: 1, description: 'Ban a member', options: [] }] },
          { name: 'channels', type: 2, description: 'Channel actions', options: [{ name: 'lock', type: 1, description: 'Lock a channel', options: [] }] },
          { name: 'ping', type: 1, description: 'Ping', options: [] },
        ],
      },
    ]);
  });

  it('a SlashCommand object lends its name and description; nsfw is true when any member says so; scopes make it a guild command', async () => {
    const source = `base = SlashCommand(name="note", description="Notes", scopes=[1234])

@base.subcommand(sub_cmd_name="add", nsfw=True)
async def note_add(ctx):
    pass

@base.subcommand(sub_cmd_name="list", group_name="view")
async def note_list(ctx):
    pass
`;
    const bodies = await commandsOf(HEAD + source);
    expect(bodies).toEqual([
      {
        name: 'note',
        type: 1,
        description: 'Notes',
        nsfw: true,
        options: [
          { name: 'view', type: 2, description: 'No Description Set', options: [{ name: 'list', type: 1, description: 'No Description Set', options: [] }] },
          { name: 'add', type: 1, description: 'No Description Set', options: [] },
        ],
      },
    ]);
  });

  it('the last binding of an attribute name is the member (the earlier one is gone)', async () => {
    const source = `class Tags(Extension):
    @slash_command(name="tag", sub_cmd_name="old", sub_cmd_description="Old")
    async def tag_sub(self, ctx):
        pass

    @slash_command(name="tag", sub_cmd_name="new", sub_cmd_description="New")
    async def tag_sub(self, ctx):
        pass
`;
    expect(await commandsOf(HEAD + source)).toMatchObject([{ name: 'tag', options: [{ name: 'new' }] }]);
  });
});

describe('interactions.py groups: a real file', () => {
  it("interactions.py's own debug extension: three members of `debug`, by attribute name (corpus)", async () => {
    const text = readFileSync(new URL('../../../../test/corpus/third_party/python/interactions.py/ipy-debug_extension.py', import.meta.url), 'utf8');
    expect(await commandsOf(text)).toEqual([
      {
        name: 'debug',
        type: 1,
        description: 'No Description Set',
        options: [
          { name: 'cache', type: 1, description: 'Get information about the current cache state', options: [] },
          { name: 'info', type: 1, description: 'Get basic information about the bot', options: [] },
          { name: 'shutdown', type: 1, description: 'Shutdown the bot.', options: [] },
        ],
      },
    ]);
  });
});

describe('interactions.py groups: what is not known is not judged', () => {
  it('a group name not known leaves the command unjudged; other commands stay', async () => {
    const source = `from .names import GROUP
@slash_command(name="config", group_name=GROUP, sub_cmd_name="Add")
async def config_add(ctx):
    pass

@slash_command(name="ping", description="Ping")
async def ping(ctx):
    pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([{ name: 'ping', type: 1, description: 'Ping', options: [] }]);
  });

  it("a subcommand of a base whose name is not known may join any command: the file's commands are unjudged", async () => {
    const source = `from .names import BASE
@slash_command(name=BASE, sub_cmd_name="add")
async def base_add(ctx):
    pass

@slash_command(name="Ping", description="Ping")
async def ping(ctx):
    pass
`;
    expect(await findings(HEAD + source)).toEqual([]);
    expect(await commandsOf(HEAD + source)).toEqual([]);
  });

  it('a `**kwargs` may hold `group_name` or `sub_cmd_name`: the base is not judged', async () => {
    const source = `ARGS = {"group_name": "app_cmds"}
class Debug(Extension):
    @slash_command("debug", sub_cmd_name="Info", **ARGS)
    async def info(self, ctx):
        pass

    @info.subcommand("Lookup", **ARGS)
    async def lookup(self, ctx):
        pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([]);
  });

  it('members of one base in two classes, or a SlashCommand made with a callback, are not judged', async () => {
    const twoClasses = `class A(Extension):
    @slash_command(name="Tag", sub_cmd_name="a")
    async def a(self, ctx):
        pass

class B(Extension):
    @slash_command(name="Tag", sub_cmd_name="b")
    async def b(self, ctx):
        pass
`;
    expect(await commandsOf(HEAD + twoClasses)).toEqual([]);
    const callback = `async def hidden(ctx):
    pass

made = SlashCommand(name="Tag", sub_cmd_name="c", callback=hidden)

@slash_command(name="Tag", sub_cmd_name="a")
async def a(ctx):
    pass
`;
    expect(await commandsOf(HEAD + callback)).toEqual([]);
  });

  it('a file that adds commands in code leaves the squashed options open', async () => {
    const source = `@slash_command(name="tag", description="Tags", sub_cmd_name="add", sub_cmd_description="Add")
async def tag_add(ctx):
    pass

bot.add_interaction(other)
`;
    const [body] = (await read(HEAD + source)).bodies;
    expect(body!.lowered.places.get('options')?.open).toBe(true);
    const closed = (await read(HEAD + source.replace('bot.add_interaction(other)', ''))).bodies[0];
    expect(closed!.lowered.places.get('options')).toBeDefined();
    expect(closed!.lowered.places.get('options')?.open).not.toBe(true);
  });
});

describe('interactions.py groups: mistakes at the line that writes them', () => {
  it('an uppercase group name and a long subcommand description: interactions.py raises', async () => {
    const source = `@slash_command(name="config", description="Configure", group_name="Roles", sub_cmd_name="add", sub_cmd_description="${'x'.repeat(101)}")
async def config_add(ctx):
    pass
`;
    const found = await findings(HEAD + source);
    expect(found.filter((finding) => finding.severity === 'error')).toEqual([
      { rule: 'name-lowercase', line: 3, severity: 'error' },
      { rule: 'description-length', line: 3, severity: 'error' },
    ]);
  });

  it('two subcommands of one name in a group', async () => {
    const source = `@slash_command(name="config", description="Configure", group_name="roles", sub_cmd_name="add")
async def a(ctx):
    pass

@slash_command(name="config", group_name="roles", sub_cmd_name="add")
async def b(ctx):
    pass
`;
    const found = await findings(HEAD + source);
    expect(found.map((finding) => finding.rule)).toContain('unique-option-name');
  });
});
