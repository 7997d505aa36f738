// The walk's fast paths (src/walk.ts) skip children web-tree-sitter would make Nodes for: every
// file of the Python corpus, and shapes where a skipped part matters (annotations that are no
// plain name, comments and spaces inside dotted names, line continuations, non-ASCII identifiers,
// nested classes, statements joined by `;`, spread arguments), are read with them and the plain
// way, and must give the same documents.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { WALK } from '../src/walk.js';
import { corpusFiles, pythonReader } from './read.js';

const HEAD = 'import discord\nfrom discord import app_commands\nfrom typing import Optional, Literal, Union\n\n';

/** Each shape, read the plain way, holds a command (checked below): a shape that found nothing could not tell the two ways apart. */
const SHAPES: Record<string, string> = {
  'annotations that are plain names and that are not': `${HEAD}@app_commands.command(name="a", description="d")\nasync def a(interaction, p: int, q: discord.Member, r: None, s: Optional[str], t: int | None, u: "str", v: (int), w: Literal["x", "y"], x: discord . Role, y: discord.\\\n  User, z: str  # a comment\n  = "z"):\n    pass\n`,
  'annotations with comments inside, keywords and soft keywords': `${HEAD}type = int\nmatch = str\n@app_commands.command(name="b", description="d")\nasync def b(interaction, p: (discord  # the module\n    .Member), q: type, r: match, s: True, u: Union[int, None]):\n    pass\n`,
  'a builtin type rebound at the top level': `${HEAD}str = int\n@app_commands.command(name="c", description="d")\nasync def c(interaction, p: str, q: float):\n    pass\n`,
  'non-ASCII identifiers as annotations and names': `${HEAD}Größe = int\nclass Wert(discord.Member):\n    pass\n@app_commands.command(name="ä", description="d")\n@app_commands.describe(größe="die Größe")\nasync def umlaut(interaction, größe: Größe, wert: Wert, m: discord.Mémber):\n    pass\n`,
  'decorators whose arguments are spread or read late': `${HEAD}kw = {"name": "k"}\n@app_commands.command(**kw)\nasync def k(interaction):\n    pass\n\n@app_commands.command(*[], description="d")\n@app_commands.describe(a="x", *b)\nasync def l(interaction, a: int):\n    pass\n\n@app_commands.guild_only()\n@app_commands.command(name="m", description=("d"  # a comment\n))\n@app_commands.checks.cooldown(1, 2)\nasync def m(interaction):\n    pass\n`,
  'nested classes, groups and statements joined by a semicolon': `${HEAD}class Outer(app_commands.Group, name="outer", description="o"):\n    class Inner(app_commands.Group, name="inner", description="i"):\n        @app_commands.command(name="x", description="d")\n        async def x(self, interaction, a: int): pass\n    @app_commands.command(name="y", description="d")\n    async def y(self, interaction, b: discord.Role): pass\n\ng = app_commands.Group(name="g", description="d"); h = 1\n@g.command(name="z", description="d")\nasync def z(interaction, c: float): pass\n`,
  'test code named plainly and not (continuations, comments, tabs, type parameters)': `import pytest\n${HEAD}@pytest.mark.asyncio\nasync def test_a():\n    @app_commands.command(name="in_test", description="d")\n    async def inner(interaction): pass\n\nasync\tdef\ttest_b (x): pass\ndef \\\n  test_c(): pass\nclass TestD(app_commands.Group, name="td", description="d"):\n    @app_commands.command(name="x", description="d")\n    async def x(self, interaction): pass\nclass \\\n  TestE: pass\ndef f_test[T](): pass\nclass Testing(app_commands.Group, name="real", description="d"):\n    @app_commands.command(name="y", description="d")\n    async def test_y(self, interaction): pass\n    def test_z(self):\n        g = app_commands.Group(name="hidden", description="d")\n@app_commands.command(name="z", description="d")\nasync def testing(interaction): pass\n`,
  'expression statements with and without calls': `${HEAD}x = 1; y = "(not a call)"\n# a comment (with brackets)\nz = [1, 2]  # (\ng = app_commands.Group(name="g", description="d")\nh = (\n  app_commands.Group(name="h", description="d"))\n@g.command(name="a", description="d")\nasync def a(interaction): pass\n@h.command(name="b", description="d")\nasync def b(interaction): pass\nclass C(app_commands.Group, name="c", description="d"):\n    attr = 3\n    other = make()\n    @app_commands.command(name="d", description="d")\n    async def d(self, interaction): pass\n`,
  'imports written plainly and not': `import discord, os.path as p, json\nfrom discord import app_commands as ac, Interaction\nfrom discord.ext import (commands,  # the prefix commands\n    tasks)\nfrom discord \\\n  import Member as M\nfrom . import helpers\nfrom .cogs import *\nimport  discord.ext.commands  as  c2\nfrom\tdiscord.app_commands\timport\tRange,Group\nfrom typing import Optional  # a comment\n\n@ac.command(name="a", description="d")\nasync def a(interaction: Interaction, m: M, r: Range[int, 1, 5], o: Optional[discord.Role]): pass\nclass G(Group, name="g", description="d"):\n    @ac.command(name="b", description="d")\n    async def b(self, interaction, x: int): pass\n`,
  'an import rebinding a constant and a name imported twice': `${HEAD}import discord as str\nfrom os import path as Optional\n@app_commands.command(name="c", description="d")\nasync def c(interaction, a: str, b: Optional[int]): pass\n`,
  'docstrings and bodies that start otherwise': `${HEAD}@app_commands.command(name="a")\nasync def a(interaction):\n    # a comment first\n    \"\"\"The doc.\"\"\"\n@app_commands.command(name="b")\nasync def b(interaction): "One line."\n@app_commands.command(name="c")\nasync def c(interaction): pass\n@app_commands.command(name="d")\nasync def d(interaction):\n    ("parenthesized")\n@app_commands.command(name="e")\nasync def e(interaction):\n    Rb'bytes' b"more"\n@app_commands.command(name="f")\nasync def f(interaction):\n    f"not {a} doc"\n@app_commands.command(name="g")\nasync def g(interaction):\n    u'unicode' 'joined'\n@app_commands.command(name="h")\nasync def h(interaction):\n    x = "not a docstring"\n@app_commands.command(name="i")\nasync def i(interaction):\n    'doc' + 'expression'\n`,
  'callees that are plain names and that are not': `${HEAD}from discord.app_commands import command\ncmds = [app_commands.command]\n@command(name="a", description="d")\nasync def a(interaction): pass\n@cmds[0](name="b", description="d")\nasync def b(interaction): pass\n@(app_commands.command)(name="c", description="d")\nasync def c(interaction): pass\n@app_commands.command()(name="d", description="d")\nasync def d(interaction): pass\n@app_commands.command(name="e", description="d")\nasync def e(interaction): pass\n`,
  'py-cord options and nextcord-style defaults beside annotations': `import discord\nfrom discord import option\nbot = discord.Bot()\n\n@bot.slash_command(name="p", description="d")\n@option("a", int, description="x")\nasync def p(ctx, a: int, b: discord.Option(str, "y"), c: discord.Member = None):\n    pass\n`,
};

async function readBoth(path: string, text: string): Promise<[unknown, unknown]> {
  const reader = await pythonReader();
  const view = (document: ReturnType<typeof reader.read>): unknown => ({ bodies: document.bodies.map((body) => body.lowered), comments: document.comments, problems: document.problems });
  WALK.enabled = true;
  const fast = view(reader.read(path, text));
  WALK.enabled = false;
  const plain = view(reader.read(path, text));
  return [fast, plain];
}

afterEach(() => {
  WALK.enabled = true;
});

describe('the walk fast paths change no document', () => {
  it('on every corpus file', async () => {
    const files = corpusFiles();
    expect(files.length).toBeGreaterThan(20);
    for (const path of files) {
      const [fast, plain] = await readBoth(path, readFileSync(path, 'utf8'));
      expect(fast, path).toEqual(plain);
    }
  });

  for (const [name, text] of Object.entries(SHAPES)) {
    it(name, async () => {
      const [fast, plain] = await readBoth('/bot/cogs/x.py', text);
      expect(fast).toEqual(plain);
      expect((plain as { bodies: unknown[] }).bodies.length).toBeGreaterThan(0);
    });
  }
});
