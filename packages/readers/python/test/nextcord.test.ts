// nextcord as python-facts.md 3.4 describes it: the bodies it sends, and the mistakes it lets
// through (it checks almost nothing), reported where they are written.
import { describe, expect, it } from 'vitest';
import { lintFiles } from '@cmdlint/linter';
import { commandsOf, commandsWith, findings, read } from './read.js';

const HEAD = 'import nextcord\nfrom nextcord import SlashOption\nfrom typing import Optional\n\n';

describe('nextcord: the bodies sent', () => {
  it('SlashOption defaults, required inferred, parameter order kept, choices as a dict', async () => {
    const source = `@nextcord.slash_command(name="quote", description="Quote someone")
async def quote(interaction: nextcord.Interaction,
                author: str = SlashOption(name="author", required=False),
                text: str = SlashOption(description="The quote"),
                colour: Optional[str] = SlashOption(choices={"Red": "red", "Blue": "blue"}),
                times: int = 1):
    pass
`;
    expect(await commandsOf(HEAD + source)).toMatchObject([
      {
        name: 'quote',
        type: 1,
        options: [
          { name: 'author', type: 3, required: false, description: 'No description provided.' },
          { name: 'text', type: 3, required: true, description: 'The quote' },
          { name: 'colour', required: false, choices: [{ name: 'Red', value: 'red' }, { name: 'Blue', value: 'blue' }] },
          { name: 'times', type: 4, required: false },
        ],
      },
    ]);
  });

  it('a docstring: its first paragraph, lines joined, trimmed to 99 characters and …', async () => {
    const long = 'word '.repeat(30).trim();
    const [body] = await commandsOf(`${HEAD}@nextcord.slash_command()\nasync def ping(interaction):\n    """${long.slice(0, 58)}\n    ${long.slice(58)}\n\n    More.\n    """\n`);
    const description = (body as { description: string }).description;
    expect([...description]).toHaveLength(100);
    expect(description.endsWith('…')).toBe(true);
    expect(description).toBe(`${long.slice(0, 58)} ${long.slice(58, 98)}…`);
  });

  it('subcommands and subcommand groups under a command', async () => {
    const source = `class Cog(nextcord.ext.commands.Cog):
    @nextcord.slash_command(name="config", description="Settings")
    async def config(self, interaction):
        pass

    @config.subcommand(name="show", description="Show them")
    async def show(self, interaction, key: str):
        pass

    @config.subcommand(name="roles", description="Roles")
    async def roles(self, interaction):
        pass

    @roles.subcommand(name="add", description="Add a role")
    async def roles_add(self, interaction, role: nextcord.Role):
        pass
`;
    expect(await commandsOf(HEAD + source)).toMatchObject([
      {
        name: 'config',
        options: [
          { name: 'show', type: 1, options: [{ name: 'key', type: 3 }] },
          { name: 'roles', type: 2, options: [{ name: 'add', type: 1, options: [{ name: 'role', type: 8 }] }] },
        ],
      },
    ]);
  });

  // DenverCoder1/jct-discord-bot (modules/email_registry/cog.py): two `@email.subcommand(name="remove")`.
  // nextcord keeps its subcommands in a dict by name (application_command.py, `self.children[name] =`):
  // the second takes the first's place, so the service sees one "remove", never two.
  it('a second subcommand of one name takes the place of the first', async () => {
    const source = `class Cog(nextcord.ext.commands.Cog):
    @nextcord.slash_command(name="email", description="Emails")
    async def email(self, interaction):
        pass

    @email.subcommand(name="remove", description="Remove an email")
    async def remove_email(self, interaction, email: str):
        pass

    @email.subcommand(name="add", description="Add an email")
    async def add_email(self, interaction, email: str):
        pass

    @email.subcommand(name="remove", description="Remove a person")
    async def remove_person(self, interaction, name: Optional[str] = None):
        pass
`;
    expect(await commandsOf(HEAD + source)).toMatchObject([
      { name: 'email', options: [{ name: 'remove', description: 'Remove a person', options: [{ name: 'name' }] }, { name: 'add', description: 'Add an email' }] },
    ]);
    expect(((await commandsOf(HEAD + source))[0] as { options: unknown[] }).options).toHaveLength(2);
    expect(await findings(HEAD + source)).toEqual([]);
  });

  it('a user command; a discord file is not read as nextcord', async () => {
    expect(await commandsOf(`${HEAD}@nextcord.user_command(name="Wave")\nasync def wave(interaction, member: nextcord.Member):\n    pass\n`)).toMatchObject([{ name: 'Wave', type: 2 }]);
    expect(await commandsOf('import nextcord\nimport discord\n@nextcord.slash_command(name="X")\nasync def x(i):\n    pass\n')).toEqual([]);
  });
});

describe('nextcord: what cmdlint reports, and where', () => {
  const cases: { name: string; source: string; expected: { rule: string; line: number }[] }[] = [
    {
      name: 'the facts\' quote: "Quote", "Author Name", required after optional',
      source: `@nextcord.slash_command(name="Quote")
async def quote(interaction: nextcord.Interaction,
                author: str = SlashOption(name="Author Name", required=False),
                text: str = SlashOption(description="The quote")):
    pass
`,
      expected: [
        { rule: 'name-lowercase', line: 5 },
        { rule: 'name-format', line: 7 },
        { rule: 'name-lowercase', line: 7 },
        { rule: 'required-before-optional', line: 8 },
      ],
    },
    {
      name: 'a 150-character docstring is trimmed: nothing to report',
      source: `@nextcord.slash_command()\nasync def ping(interaction):\n    """${'word '.repeat(30)}"""\n`,
      expected: [],
    },
  ];
  for (const { name, source, expected } of cases) {
    it(name, async () => {
      const found = (await findings(HEAD + source)).filter((finding) => finding.severity === 'error');
      expect(found.map(({ rule, line }) => ({ rule, line })).sort((a, b) => a.line - b.line || a.rule.localeCompare(b.rule))).toEqual(expected);
    });
  }
});

// nextcord sends `{str(locale): value ...}` and checks nothing (python-facts.md 5: dicts unchecked),
// so a dict written in the file is what the service gets; one built any other way is unknown.
describe('nextcord: localization dicts', () => {
  const LOCALE_HEAD = `${HEAD}from nextcord import Locale\n\n`;

  it('string keys and Locale members, as sent; an empty dict is sent as null', async () => {
    const source = `@nextcord.slash_command(name="volume", description="Volume", name_localizations={Locale.zh_TW: "音量", nextcord.Locale.pt_BR: "volume", "pl": "glosnosc"}, description_localizations={})
async def volume(interaction, level: int = SlashOption(name="level", description="Level", name_localizations={"de": "stufe"}, description_localizations={Locale.ja: "レベル"})):
    pass

@nextcord.user_command(name="Info", name_localizations={"fr": "Infos"})
async def info(interaction, member):
    pass
`;
    // A context menu is added as it is found, a slash command once the file's subcommands are read (find.ts): the user command comes first.
    expect(await commandsOf(LOCALE_HEAD + source)).toEqual([
      expect.objectContaining({ name: 'Info', type: 2, name_localizations: { fr: 'Infos' } }),
      expect.objectContaining({ name: 'volume', name_localizations: { 'zh-TW': '音量', 'pt-BR': 'volume', pl: 'glosnosc' }, description_localizations: null, options: [expect.objectContaining({ name_localizations: { de: 'stufe' }, description_localizations: { ja: 'レベル' } })] }),
    ]);
  });

  it('a spread, a key not known, a member nextcord lacks, a call, a changed constant: the whole dict unknown', async () => {
    const source = `KEY = "de"
EXTRA = {"fr": "x"}
CHANGED = {"pt_BR": "x"}
CHANGED["de"] = "y"

@nextcord.slash_command(name="a", description="A", name_localizations={**EXTRA, "pt_BR": "a"}, description_localizations={KEY: "b"})
async def a(interaction, level: int = SlashOption(name="level", description="Level", name_localizations={Locale.es_419: "nivel"}, description_localizations=load("level"))):
    pass

@nextcord.slash_command(name="b", description="B", name_localizations=CHANGED, description_localizations=imported)
async def b(interaction):
    pass
`;
    const commands = await commandsWith(LOCALE_HEAD + source);
    expect(commands.map((command) => command.unknown[''])).toEqual([
      ['description_localizations', 'name_localizations'],
      ['description_localizations', 'name_localizations'],
    ]);
    expect(commands[0]!.unknown['options\u00000']).toEqual(['description_localizations', 'name_localizations']);
    expect((await findings(LOCALE_HEAD + source)).filter((finding) => finding.severity === 'error')).toEqual([]);
  });

  it('what the rules say of them, where the key or value is written', async () => {
    const source = `@nextcord.slash_command(name="volume", description="Volume", name_localizations={"pt_BR": "volume", Locale.de: "Lautstärke"}, description_localizations={})
async def volume(interaction):
    pass
`;
    const found = (await findings(LOCALE_HEAD + source)).filter((finding) => finding.severity === 'error');
    expect(found.map(({ rule, line }) => ({ rule, line }))).toEqual([
      { rule: 'locale-key', line: 7 },
      { rule: 'name-lowercase', line: 7 },
    ]);
  });

  it("a key written in the call is fixed in its quote; one in a constant others read is not the fix's to edit", async () => {
    const fixesOf = async (source: string): Promise<(string | undefined)[]> => {
      const text = LOCALE_HEAD + source;
      const [report] = lintFiles([{ path: '/bot/cog.py', document: await read(text) }]);
      return report!.diagnostics.filter((diagnostic) => diagnostic.ruleId === 'locale-key').map((diagnostic) => diagnostic.fix?.map((edit) => `${text.slice(edit.offset, edit.offset + edit.length)} -> ${edit.newText}`).join('; '));
    };
    expect(await fixesOf(`@nextcord.slash_command(name="a", description="A", name_localizations={'pt_BR': "a"})\nasync def a(interaction):\n    pass\n`)).toEqual(["'pt_BR' -> 'pt-BR'"]);
    expect(await fixesOf(`NAMES = {'pt_BR': "a"}\n@nextcord.slash_command(name="a", description="A", name_localizations=NAMES)\nasync def a(interaction):\n    pass\n`)).toEqual([undefined]);
  });
});
