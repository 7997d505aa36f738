// disnake as python-facts.md 3.5 describes it: descriptions from docstrings before the first
// numpydoc header (not trimmed), options from Param and the Parameters section, sorted required first.
import { lintFiles } from '@cmdlint/linter';
import { describe, expect, it } from 'vitest';
import { disnakeLocalizationKey } from '../src/docstrings.js';
import { commandsOf, commandsWith, findings, read } from './read.js';

const HEAD = 'import disnake\nfrom disnake.ext import commands\n\n';

describe('disnake: the bodies sent', () => {
  it("the facts' slowmode: docstring description, Param bounds, the Parameters entry", async () => {
    const source = `@commands.slash_command()
async def slowmode(inter: disnake.ApplicationCommandInteraction,
                   seconds: int = commands.Param(ge=0, le=21600)):
    """Set the slow mode of this channel.

    Parameters
    ----------
    seconds: Delay between two messages, in seconds
    """
`;
    expect(await commandsOf(HEAD + source)).toMatchObject([
      {
        name: 'slowmode',
        description: 'Set the slow mode of this channel.',
        options: [{ name: 'seconds', type: 4, required: true, min_value: 0, max_value: 21600, description: 'Delay between two messages, in seconds' }],
      },
    ]);
  });

  // onerandomusername/monty-python (monty/exts/info/github/cog.py): `arg: str` with its text on the
  // lines below. disnake takes the indented lines alone, joined by line breaks; the text after the
  // colon only where there are none (utils.py _get_option_desc). A blank line ends an entry.
  it('a Parameters entry: the indented lines below it, else the text after its colon', async () => {
    const source = `@commands.slash_command()
async def ban(inter, member: disnake.Member, reason: str, days: int = 0, note: str = ""):
    """Ban someone.

    Parameters
    ----------
    member: Optional[Union[disnake.Member, disnake.User, disnake.Object]]
        The member to ban: a member of this server, a user, or an id, which may have left already
    reason: str
        Why they are banned,
        as shown in the audit log.
    days: How many days of their messages to delete

    note:
    """
`;
    const [ban] = await commandsOf(HEAD + source);
    expect((ban as { options: unknown[] }).options).toEqual([
      expect.objectContaining({ name: 'member', description: 'The member to ban: a member of this server, a user, or an id, which may have left already' }),
      expect.objectContaining({ name: 'reason', description: 'Why they are banned,\nas shown in the audit log.' }),
      expect.objectContaining({ name: 'days', description: 'How many days of their messages to delete' }),
      expect.objectContaining({ name: 'note', description: '-' }),
    ]);
    expect(await findings(HEAD + source)).toEqual([]);
  });

  it('required first; sub_command and sub_command_group trees', async () => {
    const source = `class Cog(commands.Cog):
    @commands.slash_command(name="tag", description="Tags")
    async def tag(self, inter):
        pass

    @tag.sub_command(description="Make a tag")
    async def make(self, inter, public: bool = False, name: str = commands.Param(description="Its name")):
        pass

    @tag.sub_command_group(description="Aliases")
    async def alias(self, inter):
        pass

    @alias.sub_command(description="Add one")
    async def add(self, inter, member: disnake.Member):
        pass
`;
    expect(await commandsOf(HEAD + source)).toMatchObject([
      {
        name: 'tag',
        options: [
          { name: 'make', type: 1, options: [{ name: 'name', required: true }, { name: 'public', required: false }] },
          { name: 'alias', type: 2, options: [{ name: 'add', type: 1, options: [{ name: 'member', type: 6 }] }] },
        ],
      },
    ]);
  });
});

describe('disnake: an injection', () => {
  it('stands for options the file does not show: nothing of it is known', async () => {
    const [body] = await commandsOf(`${HEAD}@commands.slash_command(description="x")\nasync def x(inter, a: str = "1", b: "Loc" = commands.inject(lambda: 1), *, c: str):\n    pass\n`);
    expect((body as { options: unknown[] }).options).toEqual([
      { name: 'c', type: 3, description: '-', required: true },
      { name: 'a', type: 3, description: '-', required: false },
      {},
    ]);
  });
});

describe('disnake: default_member_permissions, as Permissions(value, **flags) computes it (ext/commands/base_core.py, slash_core.py)', () => {
  const SLASH = '@commands.slash_command(description="Purge")';
  const DECORATOR = '@commands.default_member_permissions';
  const cases: { name: string; source: string; sent: string | undefined; unknown: string[] }[] = [
    { name: 'the decorator below the command: its flags', source: `${SLASH}\n${DECORATOR}(manage_messages=True)\nasync def purge(inter): ...\n`, sent: '8192', unknown: [] },
    { name: 'above the command: the same', source: `${DECORATOR}(ban_members=True, view_audit_log=True)\n${SLASH}\nasync def purge(inter): ...\n`, sent: '132', unknown: [] },
    { name: 'a raw value, then a flag set and an alias cleared', source: `${SLASH}\n${DECORATOR}(8, kick_members=True, read_messages=False)\nasync def purge(inter): ...\n`, sent: '10', unknown: [] },
    { name: 'value= and a flag above 2**32', source: `${SLASH}\n${DECORATOR}(value=1, moderate_members=True)\nasync def purge(inter): ...\n`, sent: '1099511627777', unknown: [] },
    { name: 'imported as a name, no argument: 0', source: `from disnake.ext.commands import default_member_permissions\n${SLASH}\n@default_member_permissions()\nasync def purge(inter): ...\n`, sent: '0', unknown: [] },
    { name: 'below the command it replaces the keyword', source: '@commands.slash_command(description="Purge", default_member_permissions=8)\n@commands.default_member_permissions(manage_messages=True)\nasync def purge(inter): ...\n', sent: '8192', unknown: [] },
    { name: 'a flag from an import: unknown', source: `from .config import ON\n${SLASH}\n${DECORATOR}(manage_messages=ON)\nasync def purge(inter): ...\n`, sent: undefined, unknown: ['default_member_permissions'] },
    { name: 'a name that is no flag: unknown', source: `${SLASH}\n${DECORATOR}(manage_everything=True)\nasync def purge(inter): ...\n`, sent: undefined, unknown: ['default_member_permissions'] },
    { name: 'a **spread: unknown', source: `${SLASH}\n${DECORATOR}(**PERMS)\nasync def purge(inter): ...\n`, sent: undefined, unknown: ['default_member_permissions'] },
    { name: 'the keyword as an integer', source: '@commands.slash_command(description="Purge", default_member_permissions=8192)\nasync def purge(inter): ...\n', sent: '8192', unknown: [] },
    { name: 'the keyword as Permissions of literal flags', source: '@commands.slash_command(description="Purge", default_member_permissions=disnake.Permissions(manage_messages=True))\nasync def purge(inter): ...\n', sent: '8192', unknown: [] },
    { name: 'a context menu', source: `@commands.user_command(name="Warn")\n${DECORATOR}(kick_members=True)\nasync def warn(inter, user: disnake.User): ...\n`, sent: '2', unknown: [] },
  ];
  for (const { name, source, sent, unknown } of cases) {
    it(name, async () => {
      const [command] = await commandsWith(HEAD + source);
      expect((command!.value as { default_member_permissions?: unknown }).default_member_permissions).toBe(sent);
      expect(command!.unknown[''] ?? []).toEqual(unknown);
    });
  }
});

describe('disnake: what cmdlint reports, and where', () => {
  const cases: { name: string; source: string; expected: { rule: string; line: number }[] }[] = [
    {
      name: 'a docstring summary over 100 is sent as it is (S)',
      source: `@commands.slash_command()\nasync def ping(inter):\n    """${'word '.repeat(25)}"""\n`,
      expected: [{ rule: 'description-length', line: 6 }],
    },
    {
      name: 'optional before required in the signature: disnake sorts, nothing to report',
      source: '@commands.slash_command(description="x")\nasync def x(inter, a: str = "1", *, b: str):\n    pass\n',
      expected: [],
    },
    {
      name: 'a parameter with capitals: lowercased by 2.3, refused by 2.4; unknown without the version',
      source: '@commands.slash_command(description="x")\nasync def x(inter, userId: str):\n    pass\n',
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

// disnake's `Localized(string, data={...})` gives a field its string and its localizations
// (`{str(k): v}`, i18n.py 177-180); `key=` and a docstring's `{{KEY}}` take them from the bot's
// i18n files, which cmdlint does not read.
describe('disnake: Localized names and descriptions', () => {
  const SOURCE = `class Music(commands.Cog):
    @commands.slash_command(name=disnake.Localized("fav", data={disnake.Locale.pt_BR: "favoritos", "es-419": "favs"}))
    async def fav(self, inter):
        pass

    @fav.sub_command(name=disnake.Localised("add", key="FAV_ADD"), description=disnake.Localized("Add one", data={disnake.Locale.es_LATAM: "Agrega uno"}))
    async def fav_add(self, inter, query: str = commands.Param(name=disnake.Localized("query", data={"pt-BR": "busca"}), desc=disnake.Localized(data={"pt-BR": "O que buscar"}))):
        """Not this: the Param's description is given."""

    @fav.sub_command_group(name=disnake.Localized("list", data=None))
    async def fav_list(self, inter):
        """A group's description is "-" whatever this says, however long it runs on and on and on and on and on and on and on."""

    @fav_list.sub_command()
    async def show(self, inter, page: int = 1):
        """Show the list {{FAV_SHOW}}

        Parameters
        ----------
        page: The page {{FAV_PAGE}}
        """

    @commands.message_command(name=disnake.Localized("add to queue", data={disnake.Locale.ja: "キューに追加"}))
    async def queue(self, inter, message):
        pass
`;

  it('a string and a dict as sent, a key or a docstring marker unknown, a group "-"', async () => {
    const [queue, fav] = (await commandsWith(HEAD + SOURCE)).sort((a, b) => String((a.value as { name: string }).name).localeCompare((b.value as { name: string }).name));
    expect(fav!.value).toMatchObject({
      name: 'fav',
      description: '-',
      name_localizations: { 'pt-BR': 'favoritos', 'es-419': 'favs' },
      options: [
        { name: 'add', description: 'Add one', description_localizations: { 'es-419': 'Agrega uno' }, options: [{ name: 'query', description: '-', name_localizations: { 'pt-BR': 'busca' }, description_localizations: { 'pt-BR': 'O que buscar' } }] },
        { name: 'list', type: 2, description: '-', options: [{ name: 'show', description: 'Show the list', options: [{ name: 'page', description: 'The page' }] }] },
      ],
    });
    expect(fav!.value).not.toHaveProperty('options.1.name_localizations');
    expect(fav!.unknown).toMatchObject({
      'options\u00000': ['name_localizations'],
      'options\u00001\u0000options\u00000': ['description_localizations', 'name_localizations'],
      'options\u00001\u0000options\u00000\u0000options\u00000': ['description_localizations', 'name_localizations'],
    });
    expect(queue!.value).toMatchObject({ name: 'add to queue', type: 3, name_localizations: { ja: 'キューに追加' } });
  });

  it('what disnake refuses as it builds the command is said so; a localized name, checked later, as the service says it', async () => {
    const source = `@commands.slash_command(name=disnake.Localized("Fav", data={"pt_BR": "Favoritos"}), description="x")\nasync def fav(inter):\n    pass\n`;
    const [report] = lintFiles([{ path: '/bot/cogs/commands.py', document: await read(HEAD + source) }]);
    const errors = report!.diagnostics.filter((diagnostic) => diagnostic.severity === 'error');
    expect(errors.map(({ ruleId, message }) => ({ rule: ruleId, raises: message.includes('disnake raises'), at: message.slice(0, 40) }))).toEqual([
      { rule: 'name-lowercase', raises: true, at: expect.stringContaining('Command /Fav: name') },
      { rule: 'locale-key', raises: false, at: expect.any(String) },
      { rule: 'name-lowercase', raises: false, at: expect.stringContaining('locale') },
    ]);
  });

  it("a context menu's name goes through no _validate_name: not said to be disnake's refusal", async () => {
    const source = `@commands.slash_command(name="${'x'.repeat(33)}", description="x")\nasync def a(inter): ...\n\n@commands.user_command(name="${'x'.repeat(33)}")\nasync def b(inter, user): ...\n`;
    const [report] = lintFiles([{ path: '/bot/cogs/commands.py', document: await read(HEAD + source) }]);
    const found = report!.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'name-length');
    expect(found.map(({ range, message }) => ({ line: range.start.line + 1, raises: message.includes('disnake raises') }))).toEqual([
      { line: 4, raises: true },
      { line: 7, raises: false },
    ]);
  });
});

// disnake's Param choices (app_commands.py Option.__init__): a dict of names to values, or a list of
// OptionChoice, Localized and plain values (named str(value)); `choices or None` sends none for [].
describe('disnake: Param choices', () => {
  it('each form as sent', async () => {
    const source = `@commands.slash_command(description="x")
async def pick(inter,
    mode: str = commands.Param(description="Mode", choices=[disnake.OptionChoice(disnake.Localized("Yes", data={disnake.Locale.pt_BR: "Sim"}), "yes"), disnake.OptionChoice(name="No", value="no")]),
    size: int = commands.Param(description="Size", choices={"Small": 1, "Large": 2}),
    tag: str = commands.Param(description="Tag", choices=["a", disnake.Localized("b", data={"fr": "bé"})]),
    none: str = commands.Param(description="None", choices=[])):
    pass
`;
    const [body] = (await commandsOf(HEAD + source)) as { options: Record<string, unknown>[] }[];
    expect(body!.options).toMatchObject([
      { name: 'mode', choices: [{ name: 'Yes', value: 'yes', name_localizations: { 'pt-BR': 'Sim' } }, { name: 'No', value: 'no' }] },
      { name: 'size', choices: [{ name: 'Small', value: 1 }, { name: 'Large', value: 2 }] },
      { name: 'tag', choices: [{ name: 'a', value: 'a' }, { name: 'b', value: 'b', name_localizations: { fr: 'bé' } }] },
      { name: 'none' },
    ]);
    expect(body!.options[3]).not.toHaveProperty('choices');
  });

  it('what the rules say of them; choices made in code, or beside a Literal, say nothing', async () => {
    const many = Array.from({ length: 26 }, (_, i) => `"c${i}"`).join(', ');
    const source = `@commands.slash_command(description="x")
async def pick(inter,
    a: str = commands.Param(description="A", choices=[${many}]),
    b: str = commands.Param(description="B", choices=[disnake.OptionChoice("${'n'.repeat(101)}", "v")]),
    c: str = commands.Param(description="C", choices=make_choices()),
    d: typing.Literal["x", "y"] = commands.Param(description="D", choices=[${many}]),
    e: str = commands.Param(description="E", choices=[choice_of("x")] * 30)):
    pass
`;
    const found = (await findings(`${HEAD}import typing\n${source}`)).filter((finding) => finding.severity === 'error');
    expect(found.map(({ rule, line }) => ({ rule, line }))).toEqual([
      { rule: 'max-choices', line: 7 },
      { rule: 'choice-name', line: 8 },
    ]);
  });
});

describe("disnake's {{KEY}} marker, found as its regex finds it, in one pass", () => {
  // The plain way: disnake's own pattern, `re.search(r"\{\{(.*?)\}\}", desc)` (Python's `.` is any character but a newline).
  const plain = (text: string): { text: string; keyed: boolean } => {
    const marker = /\{\{[^\n]*?\}\}/u.exec(text)?.[0];
    return marker === undefined ? { text, keyed: false } : { text: text.split(marker).join('').trim(), keyed: true };
  };
  it.each([
    'Show the list {{FAV_SHOW}}',
    '{{A}} twice {{A}} and {{B}}',
    '{{{}}',
    '{{}}',
    'open {{ on one line\nclosed }} on the next',
    'open {{ here\nthen {{KEY}} there',
    `${'{'.repeat(50)}\n{{LAST}}`,
    'no marker at all',
    '}} before {{',
  ])('%j', (text) => {
    expect(disnakeLocalizationKey(text)).toEqual(plain(text));
  });
});
