// The skeleton (src/skeleton.ts) spares the parser the bodies no reading looks into, never a
// finding: every corpus file and each shape below is read with it and the plain way (the whole
// text parsed), and both must give the same commands, places, comments and diagnostics with
// their ranges. The one difference is meant: a syntax error inside a blanked body is not seen.
import { readFileSync } from 'node:fs';
import { lintFiles } from '@cmdlint/linter';
import type { SourceDocument } from '@cmdlint/text';
import { afterEach, describe, expect, it } from 'vitest';
import type { Node } from 'web-tree-sitter';
import { IndentationDepth, MAX_BRACKET_DEPTH, nestingRefusalOf } from '../src/bounds.js';
import { scanLogicalLines } from '../src/lines.js';
import { loadParser } from '../src/parser.js';
import { bodyReadings, mayBuildCommands, mayDeclareGlobals, mayHoldDirectives } from '../src/prefilter.js';
import { GAP_BUDGET, SKELETON, SkeletonBuilder } from '../src/skeleton.js';
import { corpusFiles, fastestOf, pythonReader } from './read.js';

/** What the parser reads, as the reader chooses it: the text it is given, each range it leaves out as spaces (line breaks kept). */
function skeletonOf(text: string): { skeleton: string } {
  const builder = new SkeletonBuilder(text);
  const scan = scanLogicalLines(text, 200, (line) => builder.line(line), (start, end) => builder.ignorableLine(start, end));
  const input = scan.irregular ? undefined : builder.input();
  if (!input) return { skeleton: text };
  let skeleton = '';
  let at = 0;
  for (const range of input.ranges) {
    skeleton += input.text.slice(at, range.startIndex).replace(/[^\r\n]+/gu, (run) => ' '.repeat(run.length)) + input.text.slice(range.startIndex, range.endIndex);
    at = Math.min(range.endIndex, input.text.length);
  }
  return { skeleton };
}

/** Everything a surface takes from a document (as data: a function in it, a restatement's, is made afresh per read). */
function view(path: string, document: SourceDocument): unknown {
  const [report] = lintFiles([{ path, document }]);
  return JSON.parse(JSON.stringify({
    bodies: document.bodies.map((body) => ({ ...body, lowered: { value: body.lowered.value, complete: body.lowered.complete, places: [...body.lowered.places] } })),
    comments: document.comments,
    problems: document.problems,
    diagnostics: report!.diagnostics,
  }));
}

async function readBoth(path: string, text: string): Promise<{ skeleton: unknown; plain: unknown }> {
  const reader = await pythonReader();
  SKELETON.enabled = true;
  const skeleton = view(path, reader.read(path, text));
  SKELETON.enabled = false;
  const plain = view(path, reader.read(path, text));
  SKELETON.enabled = true;
  return { skeleton, plain };
}

afterEach(() => {
  SKELETON.enabled = true;
});

const COMMAND = (body: string, header = 'async def ping(interaction, member: discord.Member):'): string =>
  `import discord\nfrom discord import app_commands\n\n@app_commands.command(name="Ping", description="d")\n@app_commands.describe(member="who")\n${header}\n${body}\n\n@app_commands.command(name="after")\nasync def after(interaction):\n    """The description of after."""\n`;

/** Shapes, and whether the skeleton is to blank something in each. */
const SHAPES: Record<string, { text: string; blanks: boolean }> = {
  'a docstring and statements': { text: COMMAND('    """Pings someone."""\n    x = 1\n    await interaction.response.send_message(f"{member} {x}")'), blanks: true },
  'a body without a docstring': { text: COMMAND('    x = 1\n    y = 2\n    await interaction.response.send_message(x + y)'), blanks: true },
  'a comment after the last statement': { text: COMMAND('    x = 1\n    return x  # done\n    # and a comment line'), blanks: true },
  'a last statement over several lines, its closing bracket at the body\'s indentation': { text: COMMAND('    x = 1\n    await interaction.response.send_message(\n        "a",\n        ephemeral=True,\n    )'), blanks: true },
  'a last statement whose closing bracket is indented less than the body': { text: COMMAND('        x = 1\n        await interaction.response.send_message(\n  "a",\n)'), blanks: false },
  'a last statement continued by a backslash': { text: COMMAND('    x = 1\n    y = x + \\\n        2'), blanks: true },
  'a nested function first': { text: COMMAND('    def inner():\n        return 1\n    return inner()'), blanks: true },
  'a nested function': { text: COMMAND('    x = 1\n    def inner():\n        a = 1\n        return a\n    return inner()'), blanks: true },
  'a first statement that opens a block': { text: COMMAND('    if member:\n        x = 1\n    return 2'), blanks: true },
  'comment lines between statements, before dedents, at both ends of the file': {
    text: `# header\n\n${COMMAND('    """Pings."""\n    # inside\n    x = 1\n\n    # before the last\n    return x\n    # after the last').replace('@app_commands.describe', '# between the decorators\n@app_commands.describe')}\n# between functions\n\n# and a run\nNAME = "x"\n# at the end\n`,
    blanks: true,
  },
  'comment lines before dedents at every depth': {
    text: `${COMMAND('    """Pings."""\n    if member:\n        if x:\n            y = 1\n        # at the middle depth\n    # at the body\'s depth\n# at the top\n    return 2')}\nclass C:\n    def m(self):\n        if self:\n            return 1\n    # in the class\n# out of it\n\n    # back in, deeper than the next\nZ = 1\n`,
    blanks: true,
  },
  'comment lines in a file with a directive (kept: comments are read)': { text: `# cmdlint-disable-next-line name-lowercase\n${COMMAND('    x = 1\n    return x')}\n# a comment\nY = 1\n# another\nZ = 2\n`, blanks: true },
  'a docstring with a prefix': { text: COMMAND('    r\'\'\'Pings.\'\'\'\n    x = 1\n    return x'), blanks: true },
  'a parenthesized string first (no docstring)': { text: COMMAND('    ("Pings.")\n    x = 1\n    return x'), blanks: true },
  'a call of a one-letter function first (no string)': { text: COMMAND('    f("Pings.")\n    x = 1\n    return x'), blanks: true },
  'an @ in a string, a mention (no decorator)': { text: COMMAND('    x = 1\n    await interaction.response.send_message(f"<@{member.id}>")'), blanks: true },
  'a decorator in a body (the body may build a command, and is kept)': {
    text: 'import discord\nfrom discord import app_commands\n\ndef setup(tree):\n    x = 1\n    @tree.command(name="Inner", description="d")\n    async def inner(interaction):\n        pass\n    return x\n',
    blanks: false,
  },
  'a global statement': { text: 'import discord\nfrom discord import app_commands\nNAME = "ping"\n\ndef rename():\n    x = 1\n    global NAME\n    NAME = "Pong"\n\n@app_commands.command(name=NAME, description="d")\nasync def ping(interaction):\n    pass\n', blanks: false },
  'a directive in a body': { text: COMMAND('    x = 1\n    # cmdlint-disable name-lowercase\n    return x'), blanks: false },
  'CRLF line ends': { text: COMMAND('    """Pings."""\n    x = 1\n    return x').replace(/\n/gu, '\r\n'), blanks: true },
  'astral characters in a body': { text: COMMAND('    """Pings 🎉."""\n    x = "🎉🎉"\n    return "😀" + x'), blanks: true },
  'a tab in an indentation': { text: COMMAND('\t"""Pings."""\n\tx = 1\n\treturn x'), blanks: false },
  "an f-string whose field holds the string's own quote (Python 3.12)": { text: COMMAND('    d = {"k": 1}\n    x = f"{d["k"]}"\n    return x'), blanks: false },
  'a one-line function': { text: `${COMMAND('    x = 1\n    return x')}\ndef helper(): return 1\n`, blanks: true },
  'a group class with methods': {
    text: 'import discord\nfrom discord import app_commands\n\nclass Tags(app_commands.Group):\n    """Tags."""\n\n    @app_commands.command(name="Get")\n    async def get(self, interaction, name: str):\n        """Gets a tag."""\n        row = await self.db.fetch(name)\n        await interaction.response.send_message(row)\n\n    def helper(self):\n        a = 1\n        return a\n',
    blanks: true,
  },
};

describe('the skeleton changes no document', () => {
  it('on every corpus file, and it blanks most of them', async () => {
    const files = corpusFiles();
    expect(files.length).toBeGreaterThan(20);
    let blanked = 0;
    for (const path of files) {
      const text = readFileSync(path, 'utf8');
      if (skeletonOf(text).skeleton !== text) blanked++;
      const { skeleton, plain } = await readBoth(path, text);
      expect(skeleton, path).toEqual(plain);
    }
    expect(blanked).toBeGreaterThan(files.length / 2);
  });

  for (const [name, { text, blanks }] of Object.entries(SHAPES)) {
    it(name, async () => {
      const { skeleton: parsed } = skeletonOf(text);
      expect(parsed.length).toBe(text.length);
      expect(parsed !== text).toBe(blanks);
      const { skeleton, plain } = await readBoth('/bot/cogs/x.py', text);
      expect(skeleton).toEqual(plain);
      expect((plain as { bodies: unknown[] }).bodies.length).toBeGreaterThan(0);
    });
  }
});

describe('the skeleton', () => {
  it('keeps the first statement and every line break, and ends the body where it ended', () => {
    const text = 'def f(a):\n    """Doc."""\n    x = a\n\n    return x + 1  # c\n\ny = 2\n';
    expect(skeletonOf(text).skeleton).toBe(`def f(a):\n    """Doc."""\n${' '.repeat(9)}\n\n    ${' '.repeat(10)}()  # c\n\ny = 2\n`);
  });

  it('puts 0 where the last line has room for one character only', () => {
    const text = 'def f():\n  "d"\n  b\n';
    expect(skeletonOf(text).skeleton).toBe('def f():\n  "d"\n  0\n');
  });

  it('blanks a body once, over the functions nested in it', () => {
    const text = 'def f():\n    "a"\n    def g():\n        b = 2\n        return b\n    return g\n';
    expect(skeletonOf(text).skeleton).toBe(`def f():\n    "a"\n${' '.repeat(12)}\n${' '.repeat(13)}\n${' '.repeat(16)}\n    ${' '.repeat(6)}()\n`);
  });

  it('leaves out comment lines between two statements of one block, and before a dedent when indented no deeper than the line after', () => {
    const text = 'X = 1\n# a\n\n# b\nY = 2\nif Y:\n    Z = 3\n# c\nW = 4\nif W:\n    V = 5\n    # d\nU = 6\nif U:\n    if U:\n        T = 7\n    # e\nS = 8\n';
    expect(skeletonOf(text).skeleton).toBe('X = 1\n   \n\n   \nY = 2\nif Y:\n    Z = 3\n   \nW = 4\nif W:\n    V = 5\n    # d\nU = 6\nif U:\n    if U:\n        T = 7\n    # e\nS = 8\n');
    expect(skeletonOf(`# cmdlint-disable\n${text}`).skeleton).toBe(`# cmdlint-disable\n${text}`);
  });

  it('leaves out a first statement that is no docstring with the rest (nothing else of a body is read)', () => {
    const text = 'def f(a):\n    if a:\n        a = 1\n    return a\n';
    expect(skeletonOf(text).skeleton).toBe(`def f(a):\n${' '.repeat(9)}\n${' '.repeat(13)}\n    ${' '.repeat(6)}()\n`);
  });

  it('reads the commands around a syntax error in a blanked body, where the plain read refuses the file', async () => {
    const text = COMMAND('    x = 1\n    y = = 2\n    return x');
    const { skeleton, plain } = await readBoth('/bot/cogs/x.py', text);
    expect((plain as { problems: { ruleId: string }[] }).problems.map((problem) => problem.ruleId)).toEqual(['source-syntax']);
    expect((skeleton as { problems: unknown[] }).problems).toEqual([]);
    expect((skeleton as { diagnostics: { ruleId: string }[] }).diagnostics.map((diagnostic) => diagnostic.ruleId)).toContain('name-lowercase');
  });

  it('reads a file whose skeleton does not parse the plain way', async () => {
    // A header that does not parse: the skeleton has the error too, and the whole text is read for where it is.
    const text = COMMAND('    x = 1\n    return x', 'async def ping(interaction member):');
    const { skeleton, plain } = await readBoth('/bot/cogs/x.py', text);
    expect(skeleton).toEqual(plain);
    expect((plain as { problems: { ruleId: string }[] }).problems.map((problem) => problem.ruleId)).toEqual(['source-syntax']);
  });
});

/** Every named node but comments, with its range, outside function bodies (a blanked body holds other nodes by design). */
function outline(root: Node): string[] {
  const out: string[] = [];
  const visit = (node: Node): void => {
    for (const child of node.namedChildren) {
      if (!child || child.type === 'comment') continue;
      out.push(`${child.type} ${child.startIndex}-${child.endIndex}`);
      if (child.type !== 'function_definition') visit(child);
      else for (const part of child.namedChildren) if (part && part.type !== 'block' && part.type !== 'comment') out.push(`${part.type} ${part.startIndex}-${part.endIndex}`);
    }
  };
  visit(root);
  return out;
}

/** Blocks with comment runs at every depth, outside functions, where only the scanner's rules for comments place the blocks' ends. */
const COMMENTED_BLOCKS = [
  'if A:\n    if B:\n        x = 1\n    # middle\n# top\ny = 2\n',
  'if A:\n    if B:\n        x = 1\n# top\n    # middle\ny = 2\n',
  'if A:\n    if B:\n        x = 1\n\n# top\n\n# top again\ny = 2\n',
  'class C:\n    a = 1\n    # in\n\n    b = 2\n# out\nc = 3\n',
  'class C:\n    a = 1\n        # deeper\n# out\nc = 3\n',
  'try:\n    a = 1\n# between\nexcept E:\n    b = 2\n    # end of except\nfinally:\n    c = 3\n',
  'for i in x:\n    if i:\n        continue\n  # odd indentation\nz = 1\n',
  'x = [\n    1,\n# in brackets\n    2,\n]\n# after\ny = 3\n',
];

describe('lines left out of the parse', () => {
  it('leave every node outside function bodies where it was, on the corpus and on commented blocks', async () => {
    const parser = await loadParser();
    let skipped = 0;
    for (const [name, text] of [...corpusFiles().map((path) => [path, readFileSync(path, 'utf8')] as const), ...COMMENTED_BLOCKS.map((text) => [text, text] as const)]) {
      const builder = new SkeletonBuilder(text);
      const scan = scanLogicalLines(text, 200, (line) => builder.line(line), (start, end) => builder.ignorableLine(start, end));
      const input = scan.irregular ? undefined : builder.input();
      if (!input) continue;
      skipped += input.ranges.length - 1;
      const plain = parser.parse(text)!;
      const skeleton = parser.parse(input.text, null, { includedRanges: input.ranges })!;
      expect(skeleton.rootNode.hasError, name).toBe(false);
      expect(outline(skeleton.rootNode), name).toEqual(outline(plain.rootNode));
      plain.delete();
      skeleton.delete();
    }
    expect(skipped).toBeGreaterThan(100);
  });
});

describe('the bodies worth reading', () => {
  it('are found wherever the slice-by-slice prefilters find them, on every function of the corpus', async () => {
    const parser = await loadParser();
    let checked = 0;
    let read = 0;
    for (const path of corpusFiles()) {
      const text = readFileSync(path, 'utf8');
      const readings = bodyReadings(text);
      const tree = parser.parse(text)!;
      const visit = (node: Node): void => {
        for (const child of node.namedChildren) {
          if (!child) continue;
          if (child.type === 'function_definition') {
            // The range the skeleton asks about: from the end of the header (its colon) to the end of the body.
            const body = child.childForFieldName('body')!;
            const start = text.lastIndexOf(':', body.startIndex) + 1;
            const slice = text.slice(start, body.endIndex);
            const slicewise = mayBuildCommands(text, start, body.endIndex) || mayDeclareGlobals(slice) || mayHoldDirectives(slice);
            if (slicewise) {
              read++;
              expect(readings(start, body.endIndex), `${path} at ${start}`).toBe(true);
            }
            checked++;
          }
          visit(child);
        }
      };
      visit(tree.rootNode);
      tree.delete();
    }
    expect(checked).toBeGreaterThan(100);
    expect(read).toBeGreaterThan(0);
  });

  it('tens of thousands of comment runs and blanked bodies: a bounded number of ranges, read in about the plain read\'s time', async () => {
    // tree-sitter walks the ranges from the first to place the lexer: with a range per gap, 80,000
    // comment runs took 20 s against 1.9 s for the plain read.
    const text = `import discord\nfrom discord import app_commands\n${'x = 1\n# c\n'.repeat(30000)}${'def f():\n    """d"""\n    x = 1\n    return x\n'.repeat(5000)}`;
    expect(skeletonOf(text).skeleton).not.toBe(text);
    const builder = new SkeletonBuilder(text);
    scanLogicalLines(text, 200, (line) => builder.line(line), (start, end) => builder.ignorableLine(start, end));
    expect(builder.input()!.ranges.length).toBeLessThanOrEqual(GAP_BUDGET.max + 1);
    const reader = await pythonReader();
    const best = (run: () => void): number => fastestOf(run, 2);
    SKELETON.enabled = false;
    const plain = best(() => reader.read('/bot/many.py', text));
    SKELETON.enabled = true;
    const skeleton = best(() => reader.read('/bot/many.py', text));
    expect(skeleton / plain).toBeLessThan(3);
  });

  it('functions nested a thousand deep, then a line at the top: read in a time of the order of the nesting scan', async () => {
    // Each body used to be searched on its own: this file of 1 MB took 8 s to refuse (4 MB: 43 s).
    const lines: string[] = [];
    for (let i = 0; i < 1000; i++) lines.push(`${' '.repeat(i)}def f${i}():`, `${' '.repeat(i + 1)}x = 1`);
    const text = `import discord\n${lines.join('\n')}\nz = 1\n`;
    const reader = await pythonReader();
    const best = (run: () => void): number => fastestOf(run, 3);
    const scan = best(() => {
      const indentation = new IndentationDepth();
      nestingRefusalOf(scanLogicalLines(text, MAX_BRACKET_DEPTH, (line) => indentation.line(line)), indentation);
    });
    let refused = false;
    const whole = best(() => {
      refused = reader.read('/bot/deep.py', text).refused === true;
    });
    expect(refused).toBe(true);
    expect(whole / scan).toBeLessThan(10);
  });
});

