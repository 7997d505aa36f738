// The prefilters (src/prefilter.ts) spare walks, never findings: every file of the Python corpus
// and a few shapes they look at are read with them and the plain way, and must give the same
// commands, the same comments that name cmdlint (all that directives and the editor's directive
// action read) and the same problems.
import { expect } from 'vitest';
import { PREFILTERS } from '../src/prefilter.js';
import { describeBothWays } from './both-ways.js';

const SHAPES: Record<string, string> = {
  'a group built in a setup function': 'import discord\nfrom discord import app_commands\n\ndef setup(tree):\n    math = app_commands.Group(name="math", description="Math")\n\n    @math.command(name="add", description="Add")\n    async def add(interaction, a: int, b: int):\n        pass\n    tree.add_command(math)\n',
  'a directive': 'import nextcord\n\n@nextcord.slash_command(name="Quote")  # cmdlint-disable-line name-lowercase\nasync def quote(interaction):\n    pass\n',
  'a command built by a pytest fixture, and a test': 'import pytest\nimport nextcord\n\n@pytest.fixture\ndef command():\n    @nextcord.slash_command(name="Fixture")\n    async def fixture(interaction):\n        pass\n\n@pytest.mark.asyncio\nasync def test_sync():\n    pass\n\n@nextcord.slash_command(name="real", description="d")\nasync def real(interaction):\n    pass\n',
  'a builtin type rebound at the top level': 'import discord\nfrom discord import app_commands\nstr = int\n\n@app_commands.command(name="x", description="d")\nasync def x(interaction, a: str):\n    pass\n',
  'a builtin type rebound with an annotation, and past a line continuation': 'import discord\nfrom discord import app_commands\nstr: type = int\nbool \\\n  = int\n\n@app_commands.command(name="x", description="d")\nasync def x(interaction, a: str, c: bool):\n    pass\n',
  'a cog method defined twice': 'import nextcord\nfrom nextcord.ext import commands\n\nclass Cog(commands.Cog):\n    @nextcord.slash_command(name="a", description="One")\n    async def a(self, interaction):\n        pass\n\n    @nextcord.slash_command(name="a", description="Two")\n    async def a(self, interaction):\n        pass\n',
  'a cog method rebound by an annotated assignment past a line continuation': 'import nextcord\nfrom nextcord.ext import commands\n\nclass Cog(commands.Cog):\n    @nextcord.slash_command(name="a", description="One")\n    async def a(self, interaction):\n        pass\n\n    a \\\n      : object = None\n\n    @nextcord.slash_command(name="b", description="Two")\n    async def b(self, interaction):\n        pass\n',
  'a constant rebound by global': 'import nextcord\nNAME = "ping"\n\ndef rename():\n    global NAME\n    NAME = "Pong"\n\n@nextcord.slash_command(name=NAME, description="d")\nasync def ping(interaction):\n    pass\n',
};

describeBothWays('the prefilters change no document', PREFILTERS, SHAPES, {
  view: (document) => ({ bodies: document.bodies.map((body) => body.lowered.value), comments: (document.comments ?? []).filter((comment) => comment.value.includes('cmdlint')), problems: document.problems }),
  // Each shape is one the prefilter must let through: the plain read finds something in it.
  found: (plain) => expect(JSON.stringify(plain)).not.toBe(JSON.stringify({ bodies: [], comments: [], problems: [] })),
});
