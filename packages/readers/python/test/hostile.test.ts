// Files no bot would write, and files being typed: each is read to a document (refused, or with
// what it shows), never a crash; a file that does not parse is not judged at all.
import { describe, expect, it } from 'vitest';
import { findings, read } from './read.js';

const HEAD = 'import discord\nfrom discord import app_commands\n';

describe('hostile and broken files', () => {
  it('a decorator missing its parenthesis: one fatal syntax problem, no command judged', async () => {
    const document = await read(`${HEAD}@app_commands.command(name="Bad Name"\nasync def x(interaction):\n    pass\n`);
    expect(document.ok).toBe(false);
    expect(document.bodies).toEqual([]);
    expect(document.problems.map((problem) => [problem.ruleId, problem.fatal])).toEqual([['source-syntax', true]]);
  });

  it('an f-string format spec that starts with `=` (`{score:=06.2f}`, which tree-sitter reads as a walrus) is no syntax error; an error after it still is', async () => {
    const command = `@app_commands.command(name="ok", description=f"{WIDTH:=^10}")\nasync def ok(interaction):\n    log(f"Fuzzy score {score:=06.2f} for {tag!r}")\n`;
    const document = await read(`${HEAD}WIDTH = 3\n${command}`);
    expect(document.problems).toEqual([]);
    expect(document.bodies.map((body) => (body.lowered.value as { name: string }).name)).toEqual(['ok']);
    const broken = await read(`${HEAD}X = f"{score:=+10d}"\ndef f(:\n    pass\n`);
    // At `def f(:`, past the misread spec on the line before.
    expect(broken.problems.map((problem) => [problem.ruleId, broken.text.slice(problem.offset - 6, problem.offset + 1)])).toEqual([['source-syntax', 'def f(:']]);
  });

  it('an expression nested near Python\'s own bound is read (its value past the evaluator\'s depth unknown)', async () => {
    const deep = `${'('.repeat(190)}"x"${')'.repeat(190)}`;
    const document = await read(`${HEAD}NAME = ${deep}\n@app_commands.command(name=NAME, description="x")\nasync def x(interaction):\n    pass\n`);
    // Read (the name unknown) or refused for the bound: either way nothing is judged on it.
    expect(document.bodies.every((body) => (body.lowered.value as { name?: unknown }).name === undefined)).toBe(true);
  });

  it('blocks nested thousands deep: refused before parsing (past Python\'s 100 levels), and the parser still reads the next file', async () => {
    const levels = 3000; // deep enough to make the wasm parser run out of its memory
    const lines = Array.from({ length: levels }, (_, i) => `${' '.repeat(i)}if True:`);
    lines.push(`${' '.repeat(levels)}pass`);
    const document = await read(HEAD + lines.join('\n'));
    expect(document.refused).toBe(true);
    expect(document.problems[0]!.message).toContain('levels of indentation');
    const next = await read(`${HEAD}@app_commands.command(name="ok", description="x")\nasync def ok(interaction):\n    pass\n`);
    expect(next.bodies).toHaveLength(1);
  });

  it('brackets nested past Python\'s 200: refused; strings and comments holding brackets do not count', async () => {
    expect((await read(`${HEAD}X = ${'['.repeat(201)}${']'.repeat(201)}\n`)).refused).toBe(true);
    const quoted = await read(`${HEAD}X = "${'('.repeat(300)}"  # ${'['.repeat(300)}\nY = '''\n${'{'.repeat(300)}\n'''\n`);
    expect(quoted.refused).toBe(false);
    expect(quoted.ok).toBe(true);
  });

  it('a constant defined by itself (a cycle) is unknown', async () => {
    const document = await read(`${HEAD}A = B\nB = A\n@app_commands.command(name=A, description="x")\nasync def x(interaction):\n    pass\n`);
    expect(document.bodies[0]!.lowered.value).not.toHaveProperty('name');
  });

  it('bytes, \\N{...} escapes and conversions in f-strings are unknown; escapes and adjacent literals decode', async () => {
    const source = `${HEAD}V = 2
@app_commands.command(name=b"x", description=f"{V!r}")
async def a(interaction):
    pass

@app_commands.command(name="caf\\u00e9" "-t\\x61g", description="\\N{BULLET} x")
async def b(interaction):
    pass
`;
    const document = await read(source);
    expect(document.bodies.map((body) => body.lowered.value)).toMatchObject([{ options: [] }, { name: 'café-tag' }]);
    expect(document.bodies[0]!.lowered.value).not.toHaveProperty('name');
    expect(document.bodies[0]!.lowered.value).not.toHaveProperty('description');
    expect(document.bodies[1]!.lowered.value).not.toHaveProperty('description');
    expect(await findings(source)).toEqual([]);
  });
});
