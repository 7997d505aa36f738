// A mistake the library refuses itself when the bot starts is an error whose message names the
// library and when it raises (python-facts.md 5, the L cells); one the library sends unchecked
// (S) keeps the core's words; where the version is before the check, nothing is added.
import { lintFiles } from '@cmdlint/linter';
import { describe, expect, it } from 'vitest';
import { pythonProjectOptions } from '../src/index.js';
import { pythonReader } from './read.js';

async function errors(text: string, manifests: Record<string, string> = {}): Promise<{ rule: string; line: number; message: string }[]> {
  const options = pythonProjectOptions(Object.entries(manifests).map(([name, content]) => ({ name, path: `/bot/${name}`, text: content })));
  const document = (await pythonReader()).read('/bot/cogs/commands.py', text, options);
  const [report] = lintFiles([{ path: '/bot/cogs/commands.py', document }]);
  return report!.diagnostics.filter((d) => d.severity === 'error').map((d) => ({ rule: d.ruleId ?? '', line: d.range.start.line + 1, message: d.message }));
}

const PYCORD = 'import discord\n\nbot = discord.Bot()\n\n@bot.slash_command(name="Hi", description="Say hi")\nasync def hi(ctx):\n    pass\n';

describe('the library refuses it at start-up', () => {
  it('py-cord: an uppercase command name, with the library and when', async () => {
    const [found] = await errors(PYCORD, { 'requirements.txt': 'py-cord==2.4.1\n' });
    expect(found).toMatchObject({ rule: 'name-lowercase', line: 5 });
    expect(found!.message).toMatch(/py-cord raises ValidationError when the command is built \(at import\), so the bot does not start\.$/u);
  });

  it('py-cord before 2.0 checked nothing: the mistake stands, in the core words alone', async () => {
    const [found] = await errors(PYCORD, { 'requirements.txt': 'py-cord==1.7.3\n' });
    expect(found).toMatchObject({ rule: 'name-lowercase', line: 5 });
    expect(found!.message).not.toMatch(/raises/u);
  });

  it('discord.py: a command name is refused, a parameter sent as an option name is not', async () => {
    const source = 'import discord\nfrom discord import app_commands\n\n@app_commands.command(name="Add", description="Add")\nasync def add(interaction: discord.Interaction, firstValue: int):\n    pass\n';
    const found = await errors(source);
    expect(found.map((f) => [f.rule, f.line, /discord\.py raises ValueError/u.test(f.message)])).toEqual([
      ['name-lowercase', 4, true],
      ['name-lowercase', 5, false],
    ]);
  });

  it('nextcord checks no name: the core words alone', async () => {
    const [found] = await errors('import nextcord\n\n@nextcord.slash_command(name="Quote", description="Quote")\nasync def quote(interaction):\n    pass\n');
    expect(found).toMatchObject({ rule: 'name-lowercase', line: 3 });
    expect(found!.message).not.toMatch(/raises/u);
  });

  it('interactions.py refuses required after optional', async () => {
    const source = 'from interactions import OptionType, slash_command, slash_option\n\n@slash_command(name="ping", description="Ping")\n@slash_option(name="a", description="A", opt_type=OptionType.STRING)\n@slash_option(name="b", description="B", opt_type=OptionType.STRING, required=True)\nasync def ping(ctx, b, a=None):\n    pass\n';
    const [found] = await errors(source);
    expect(found!.rule).toBe('required-before-optional');
    expect(found!.message).toMatch(/interactions\.py raises ValueError when the command is registered/u);
  });
});

describe('disnake by version: a parameter name with capitals', () => {
  const source = 'import disnake\nfrom disnake.ext import commands\n\n@commands.slash_command(description="Ban")\nasync def ban(inter, userId: str):\n    pass\n';

  it('2.4 and later refuse it', async () => {
    const [found] = await errors(source, { 'pyproject.toml': '[project]\ndependencies = ["disnake>=2.4"]\n' });
    expect(found).toMatchObject({ rule: 'name-lowercase', line: 5 });
    expect(found!.message).toMatch(/disnake raises ValueError/u);
  });

  it('2.3 lowercased it: nothing to report', async () => {
    expect(await errors(source, { Pipfile: '[packages]\ndisnake = "==2.3.2"\n' })).toEqual([]);
  });

  it('a version not told: the name is unknown, never judged', async () => {
    expect(await errors(source)).toEqual([]);
  });
});
