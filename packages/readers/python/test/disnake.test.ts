// disnake as python-facts.md 3.5 describes it: descriptions from docstrings before the first
// numpydoc header (not trimmed), options from Param and the Parameters section, sorted required first.
import { describe, expect, it } from 'vitest';
import { commandsOf, findings } from './read.js';

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
