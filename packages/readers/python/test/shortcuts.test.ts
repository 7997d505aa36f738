// The shortcuts (src/shortcuts.ts) read a node from the source where the walk reads its children:
// every file of the Python corpus, and shapes where the text is not the plain form (comments and
// spaces inside dotted names, line continuations, non-ASCII identifiers, keywords as objects,
// string prefixes and quotes), are read with them and the plain way, and must give the same
// documents.
import { SHORTCUTS } from '../src/shortcuts.js';
import { describeBothWays } from './both-ways.js';

const HEAD = 'import discord\nfrom discord import app_commands\n\n';

/** Each shape, read the plain way, holds a command (both-ways.ts checks it): a shape that found nothing could not tell the two ways apart. */
const SHAPES: Record<string, string> = {
  'a dotted decorator with spaces around its dots': `${HEAD}@app_commands . command(name="a", description="d")\nasync def a(interaction):\n    pass\n`,
  'a dotted decorator with a comment and a line continuation inside': `${HEAD}@(app_commands  # the module\n    .command)(name="b", description="d")\nasync def b(interaction):\n    pass\n\n@app_commands\\\n.command(name="c", description="d")\nasync def c(interaction):\n    pass\n`,
  'non-ASCII identifiers in a dotted name and a keyword': `${HEAD}grüße = app_commands\n\n@app_commands.command(name="ä", description="d")\n@app_commands.describe(größe="die Größe")\nasync def umlaut(interaction, größe: int):\n    pass\n`,
  'keywords as the object of a dotted name': `${HEAD}@None.tree.command(name="x", description="d")\nasync def x(interaction):\n    pass\n\n@True.tree.command(name="y", description="d")\nasync def y(interaction, a: discord.Member):\n    pass\n\n@app_commands.command(name="z", description="d")\nasync def z(interaction):\n    pass\n`,
  'a group class with dotted bases written across lines': `${HEAD}class Math(app_commands \\\n  .Group, name="math", description="Math"):\n    @app_commands.command(name="add", description="Add")\n    async def add(self, interaction, a: int):\n        pass\n`,
  'string prefixes and quotes': `${HEAD}@app_commands.command(name=r"raw\\n", description=u'single' "" """triple "quoted" end""")\nasync def s(interaction, a: app_commands.Range[str, 1, 5]):\n    '''Doc with ''' "adjacent"\n    pass\n\n@app_commands.command(name=b"bytes", description=f"f{1}" rb'x')\nasync def t(interaction):\n    pass\n\n@app_commands.command(name='''''', description="""""")\nasync def u(interaction):\n    pass\n`,
  'parameters with comments among their parts': `${HEAD}@app_commands.command(name="p", description="d")\nasync def p(\n    interaction,\n    a  # the count\n    : int,\n    b: int  # a default\n    = 3,\n    c  # a name\n    = "x",\n    d: str = "y",\n):\n    pass\n`,
  'docstrings: an f-string, a comment first, a plain one': `${HEAD}@app_commands.command(name="f")\nasync def f(interaction):\n    f\"\"\"Not a docstring.\"\"\"\n\n@app_commands.command(name="g")\nasync def g(interaction):\n    # a comment first\n    \"\"\"The doc.\"\"\"\n\n@app_commands.command(name="h")\nasync def h(interaction):\n    Rb\"x\" \"y\"\n`,
  'a pytest test beside a command': `import pytest\n${HEAD}@pytest.mark.asyncio\nasync def test_x():\n    pass\n\n@app_commands.command(name="real", description="d")\nasync def real(interaction):\n    pass\n`,
};

describeBothWays('the shortcuts change no document', SHORTCUTS, SHAPES);
