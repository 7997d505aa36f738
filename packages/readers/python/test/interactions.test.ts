// interactions.py 5 as python-facts.md 3.7 describes it: `@slash_option` decorators in source
// order, `required` false unless given, the raw docstring as the description, subcommands on a
// base, context menus; and what is not a slash command (a prefixed command).
import { describe, expect, it } from 'vitest';
import { commandsOf, commandsWith, findings } from './read.js';

const HEAD = 'from interactions import Extension, OptionType, SlashCommand, SlashCommandChoice, SlashContext, CommandType, context_menu, slash_command, slash_option\nfrom interactions.ext.prefixed_commands import prefixed_command\n\n';

describe('interactions.py: the bodies sent', () => {
  it('options in source order, required false unless given, choices', async () => {
    const source = `class Timers(Extension):
    @slash_command(name="countdown", description="Start a countdown", scopes=[1234])
    @slash_option(name="label", description="What to count down to", opt_type=OptionType.STRING, required=True)
    @slash_option("hours", "Length in hours", OptionType.INTEGER, min_value=1)
    @slash_option(name="unit", description="Unit", opt_type=OptionType.STRING, choices=[SlashCommandChoice(name="Hours", value="h"), SlashCommandChoice("Minutes", "m")])
    async def countdown(self, ctx: SlashContext, label: str, hours: int = 24, unit: str = "h"):
        pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      {
        name: 'countdown',
        type: 1,
        description: 'Start a countdown',
        options: [
          { name: 'label', description: 'What to count down to', type: 3, required: true },
          { name: 'hours', description: 'Length in hours', type: 4, required: false, min_value: 1 },
          { name: 'unit', description: 'Unit', type: 3, required: false, choices: [{ name: 'Hours', value: 'h' }, { name: 'Minutes', value: 'm' }] },
        ],
      },
    ]);
  });

  it('the name from the function, the description the raw docstring, else "No Description Set"', async () => {
    const bodies = await commandsOf(`${HEAD}@slash_command()\nasync def ping(ctx):\n    """Pong, twice."""\n\n@slash_command()\nasync def pong(ctx):\n    pass\n`);
    expect(bodies).toMatchObject([
      { name: 'ping', description: 'Pong, twice.' },
      { name: 'pong', description: 'No Description Set' },
    ]);
  });

  // Python 3.13 and later take a docstring's indentation out as they compile it: the raw `__doc__`
  // of a docstring whose later lines are indented is another text there (a 126-character one, 94).
  it('a docstring whose later lines are indented: its text depends on the Python that runs the bot, not known', async () => {
    const source = `${HEAD}@slash_command()\nasync def ping(ctx):\n    """Pong, and then some more words that run on for a while,\n    and more of them, until past a hundred characters."""\n`;
    const [ping] = await commandsWith(source);
    expect(ping!.value).not.toHaveProperty('description');
    expect(await findings(source)).toEqual([]);
  });

  it('subcommands on a base function and on a SlashCommand object', async () => {
    const source = `@slash_command(name="tag", description="Tags")
async def tag(ctx):
    pass

@tag.subcommand(sub_cmd_name="add", sub_cmd_description="Add a tag")
@slash_option(name="text", description="Its text", opt_type=OptionType.STRING, required=True)
async def tag_add(ctx, text: str):
    pass

base = SlashCommand(name="note", description="Notes")

@base.subcommand(sub_cmd_name="list", sub_cmd_description="List notes")
async def note_list(ctx):
    pass
`;
    expect(await commandsOf(HEAD + source)).toEqual([
      { name: 'tag', type: 1, description: 'Tags', options: [{ name: 'add', type: 1, description: 'Add a tag', options: [{ name: 'text', description: 'Its text', type: 3, required: true }] }] },
      { name: 'note', type: 1, description: 'Notes', options: [{ name: 'list', type: 1, description: 'List notes', options: [] }] },
    ]);
  });

  it('context menus by their context type', async () => {
    const bodies = await commandsOf(`${HEAD}@context_menu(name="User Info", context_type=CommandType.USER)\nasync def info(ctx):\n    pass\n`);
    expect(bodies).toEqual([{ name: 'User Info', type: 2 }]);
  });

  it("a cog's method named test_* is a command (pytest collects no method of a class it does not collect)", async () => {
    const source = `class Dev(Extension):\n    @slash_command("test", description="Test command")\n    async def test_cmd(self, ctx):\n        pass\n\nasync def test_module_level():\n    @slash_command("fixture", description="Built by a test")\n    async def fixture(ctx):\n        pass\n`;
    expect(await commandsOf(HEAD + source)).toEqual([{ name: 'test', type: 1, description: 'Test command', options: [] }]);
  });

  it('a prefixed command is no application command', async () => {
    expect(await commandsOf(`${HEAD}@prefixed_command(name="Ping")\nasync def ping(ctx):\n    pass\n`)).toEqual([]);
  });
});

describe('interactions.py: @slash_default_member_permission, ORed into the function\'s permissions (application_commands.py)', () => {
  const PERMS = 'from interactions import Permissions, slash_default_member_permission\n';
  const cases: { name: string; source: string; sent: string | undefined; unknown: string[] }[] = [
    { name: 'flags ORed', source: '@slash_command(name="delete", description="Delete")\n@slash_default_member_permission(Permissions.ADMINISTRATOR | Permissions.MANAGE_MESSAGES)\nasync def delete(ctx): ...\n', sent: '8200', unknown: [] },
    { name: 'two decorators OR together', source: '@slash_command(name="delete", description="Delete")\n@slash_default_member_permission(Permissions.BAN_MEMBERS)\n@slash_default_member_permission(permission=Permissions.MODERATE_MEMBERS)\nasync def delete(ctx): ...\n', sent: '1099511627780', unknown: [] },
    { name: 'a subcommand form: the squashed command carries it', source: '@slash_command(name="rss", description="RSS", sub_cmd_name="test", sub_cmd_description="Test")\n@slash_default_member_permission(Permissions.MANAGE_GUILD)\nasync def rss_test(ctx): ...\n', sent: '32', unknown: [] },
    { name: 'a base\'s .subcommand inherits it', source: '@slash_command(name="tag", description="Tags")\n@slash_default_member_permission(Permissions.MANAGE_GUILD)\nasync def tag(ctx): ...\n\n@tag.subcommand(sub_cmd_name="add", sub_cmd_description="Add")\nasync def add(ctx): ...\n', sent: '32', unknown: [] },
    { name: 'members of one base that differ: interactions.py raises, unknown', source: '@slash_command(name="tag", description="Tags", sub_cmd_name="add")\n@slash_default_member_permission(Permissions.MANAGE_GUILD)\nasync def add(ctx): ...\n\n@slash_command(name="tag", description="Tags", sub_cmd_name="remove")\nasync def remove(ctx): ...\n', sent: undefined, unknown: ['default_member_permissions'] },
    { name: 'above the command: interactions.py raises, unknown', source: '@slash_default_member_permission(Permissions.MANAGE_GUILD)\n@slash_command(name="delete", description="Delete")\nasync def delete(ctx): ...\n', sent: undefined, unknown: ['default_member_permissions'] },
    { name: 'a flag from an import: unknown', source: 'from .config import PERM\n@slash_command(name="delete", description="Delete")\n@slash_default_member_permission(Permissions.BAN_MEMBERS | PERM)\nasync def delete(ctx): ...\n', sent: undefined, unknown: ['default_member_permissions'] },
    { name: 'a context menu', source: '@context_menu(name="Warn", context_type=CommandType.USER)\n@slash_default_member_permission(Permissions.KICK_MEMBERS)\nasync def warn(ctx): ...\n', sent: '2', unknown: [] },
    // A hostile file's chain of 20 000 terms: not read, and no recursion as deep as the chain.
    { name: 'a chain of more terms than any permission has: unknown', source: `@slash_command(name="delete", description="Delete")\n@slash_default_member_permission(${Array.from({ length: 20_000 }, () => 'Permissions.BAN_MEMBERS').join(' | ')})\nasync def delete(ctx): ...\n`, sent: undefined, unknown: ['default_member_permissions'] },
  ];
  for (const { name, source, sent, unknown } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + PERMS + source);
      expect((command!.value as { default_member_permissions?: unknown }).default_member_permissions).toBe(sent);
      expect((command!.unknown[''] ?? []).filter((key) => key === 'default_member_permissions')).toEqual(unknown);
    });
  }
});

describe('interactions.py: @command.autocomplete("option") sets autocomplete on that option (SlashCommand.autocomplete)', () => {
  const OPTION = '@slash_option(name="position", description="Position", opt_type=OptionType.INTEGER, required=True)\n@slash_option(name="song", description="Song", opt_type=OptionType.STRING)';
  const cases: { name: string; source: string; options: Record<string, unknown>[]; unknown: Record<string, string[]> }[] = [
    { name: 'on a command: the option named, not the other', source: `class Music(Extension):\n    @slash_command(name="play", description="Play")\n    ${OPTION.replace('\n', '\n    ')}\n    async def play(self, ctx, position: int, song: str = ""): ...\n\n    @play.autocomplete("song")\n    async def play_song(self, ctx): ...\n`, options: [{ name: 'position' }, { name: 'song', autocomplete: true }], unknown: {} },
    { name: 'on a subcommand, its name lowercased as interactions.py does', source: '@slash_command(name="queue", description="Queue")\nasync def queue(ctx): ...\n\n@queue.subcommand(sub_cmd_name="jump", sub_cmd_description="Jump")\n' + OPTION + '\nasync def jump(ctx, position: int, song: str = ""): ...\n\n@jump.autocomplete("Position")\nasync def jump_position(ctx): ...\n', options: [{ name: 'position', autocomplete: true }, { name: 'song' }], unknown: {} },
    { name: 'a name not known: any option may be', source: 'from .names import OPTION_NAME\n@slash_command(name="play", description="Play")\n' + OPTION + '\nasync def play(ctx, position: int, song: str = ""): ...\n\n@play.autocomplete(OPTION_NAME)\nasync def play_song(ctx): ...\n', options: [{ name: 'position' }, { name: 'song' }], unknown: { 'options\u00000': ['autocomplete'], 'options\u00001': ['autocomplete'] } },
  ];
  for (const { name, source, options, unknown } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source);
      const value = command!.value as { options: { name: string; autocomplete?: boolean; options?: { name: string; autocomplete?: boolean }[] }[] };
      const sent = value.options[0]?.options ?? value.options;
      expect(sent.map((option) => ({ name: option.name, ...(option.autocomplete !== undefined ? { autocomplete: option.autocomplete } : {}) }))).toEqual(options);
      const prefix = value.options[0]?.options ? 'options\u00000\u0000' : '';
      const unknownHere: Record<string, string[]> = {};
      for (const [key, keys] of Object.entries(command!.unknown)) if (key.startsWith(prefix) && keys.includes('autocomplete')) unknownHere[key.slice(prefix.length)] = ['autocomplete'];
      expect(unknownHere).toEqual(unknown);
    });
  }
});

describe('interactions.py 5.13+: contexts and integration_types sent by default (slash_command, context_menu)', () => {
  const requirements = (version: string | undefined): Record<string, string> => (version ? { 'requirements.txt': `discord-py-interactions==${version}\n` } : {});
  const cases: { name: string; source: string; version?: string }[] = [
    { name: 'a command, 5.13', version: '5.13.2', source: '@slash_command(name="ping", description="Ping")\nasync def ping(ctx): ...\n' },
    { name: 'a version not told', source: '@slash_command(name="ping", description="Ping")\nasync def ping(ctx): ...\n' },
    { name: 'a squashed command, 5.16', version: '5.16.0', source: '@slash_command(name="rss", description="RSS", sub_cmd_name="test", sub_cmd_description="Test")\nasync def rss_test(ctx): ...\n' },
    { name: 'a context menu, 5.13', version: '5.13.0', source: '@context_menu(name="Warn", context_type=CommandType.USER)\nasync def warn(ctx): ...\n' },
  ];
  for (const { name, source, version } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source, requirements(version));
      expect(command!.unknown['']).toEqual(['contexts', 'integration_types']);
    });
  }
});

describe('interactions.py: mistakes reported where they are written', () => {
  it('an uppercase option name, at its literal', async () => {
    const found = await findings(`${HEAD}@slash_command(name="ping", description="Ping")\n@slash_option(name="Target", description="Who", opt_type=OptionType.USER)\nasync def ping(ctx, Target=None):\n    pass\n`);
    expect(found.filter((f) => f.severity === 'error')).toEqual([{ rule: 'name-lowercase', line: 5, severity: 'error' }]);
  });

  it('required after optional, in source order', async () => {
    const found = await findings(`${HEAD}@slash_command(name="ping", description="Ping")\n@slash_option(name="a", description="A", opt_type=OptionType.STRING)\n@slash_option(name="b", description="B", opt_type=OptionType.STRING, required=True)\nasync def ping(ctx, b, a=None):\n    pass\n`);
    expect(found.filter((f) => f.severity === 'error').map((f) => f.rule)).toEqual(['required-before-optional']);
  });

  it('an option type or name that is not known is never judged', async () => {
    const found = await findings(`${HEAD}from .names import NAME\n@slash_command(name="ping", description="Ping")\n@slash_option(name=NAME, description="A", opt_type=KIND, required=IS_REQUIRED)\n@slash_option(name="b", description="B", opt_type=OptionType.STRING, required=True)\nasync def ping(ctx, **kwargs):\n    pass\n`);
    expect(found.filter((f) => f.severity === 'error')).toEqual([]);
  });
});
