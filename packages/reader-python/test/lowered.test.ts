// The reader walks a plain copy of tree-sitter's tree (src/lowered.ts) for speed: every corpus
// file and a few shapes that open nodes in other ways (a setup function's body, `global`, a
// directive, nested classes, unions, adjacent strings) read the same through it as through
// tree-sitter's own nodes, down to every place and fix. read.ts checks every package test's input
// the same way.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBothWays } from './both-ways.js';
import { pythonReader } from './read.js';

const CORPUS = fileURLToPath(new URL('../../../test/corpus/third_party/python/', import.meta.url));

function pythonFiles(dir: string, out: string[] = []): string[] {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) pythonFiles(path, out);
    else if (name.endsWith('.py')) out.push(path);
  }
  return out;
}

const SHAPES: Record<string, string> = {
  'a group built in a setup function': 'import discord\nfrom discord import app_commands\n\ndef setup(tree):\n    math = app_commands.Group(name="Math", description="Math")\n\n    @math.command(name="add", description="Add")\n    async def add(interaction, a: int, b: int):\n        pass\n    tree.add_command(math)\n',
  'a constant rebound by global, and a directive': 'import nextcord\nNAME = "ping"\nOTHER = "Pong"\n\nclass A:\n    def rename(self):\n        global NAME\n        NAME = "Pong"\n\n@nextcord.slash_command(name=OTHER, description="d")  # cmdlint-disable-line name-lowercase\nasync def ping(interaction):\n    pass\n\n@nextcord.slash_command(name=NAME, description="d")\nasync def pong(interaction):\n    pass\n',
  'a group class with options of unions, ranges and adjacent strings': 'import discord\nfrom discord import app_commands\nfrom typing import Optional, Union\n\nclass Tools(app_commands.Group):\n    """Tools " f"x"."""\n\n    @app_commands.command(name="Roll", description="Roll " "dice")\n    @app_commands.describe(sides="How many " + "Sides")\n    async def roll(self, interaction, sides: app_commands.Range[int, 1, 100], who: Union[discord.Member, discord.Role] = None, note: Optional[str] = -1):\n        """Rolls."""\n        pass\n',
};

describe('the plain copy of the tree reads as tree-sitter\'s nodes do', () => {
  it('on every corpus file', async () => {
    const reader = await pythonReader();
    const files = pythonFiles(CORPUS);
    expect(files.length).toBeGreaterThan(20);
    let commands = 0;
    for (const path of files) {
      const [lowered, plain] = readBothWays(reader, path, readFileSync(path, 'utf8'));
      expect(lowered, path).toEqual(plain);
      commands += (plain as { bodies: unknown[] }).bodies.length;
    }
    // The corpus is command files: a reading that found nothing would compare nothing.
    expect(commands).toBeGreaterThan(50);
  });

  for (const [name, text] of Object.entries(SHAPES)) {
    it(name, async () => {
      const [lowered, plain] = readBothWays(await pythonReader(), '/bot/cogs/x.py', text);
      expect(lowered).toEqual(plain);
      expect((plain as { diagnostics: unknown[] }).diagnostics.length).toBeGreaterThan(0);
    });
  }
});
