// The built server over stdio, as an editor starts it, with Python documents (cmdlint.sources
// "on"): the first one starts the Python reader's parser (asynchronous: WebAssembly) and is linted
// once it is ready, in the lint process; hover and the quick fix of a name written as a literal
// work on it. Until then nothing is shown: no diagnostic says the reader is loading.
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { applyLspEdits, editsFor, tempProject } from '../../packages/language-server/test/helpers.js';
import { ensureServerBuilt, exited } from './helpers.js';
import { stdioServer } from './cli-parity.js';

beforeAll(() => ensureServerBuilt(), 600_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

const COG = `import discord
from discord import app_commands
from discord.ext import commands


class Moderation(commands.Cog):
    @app_commands.command(name="Kick", description="Kick a member")
    async def kick(self, interaction: discord.Interaction, member: discord.Member):
        pass
`;

describe('the built server on Python documents', () => {
  test('diagnostics at the literal, a hover on the command, and the quick fix that lowercases the name', async () => {
    const project = tempProject({ 'requirements.txt': 'discord.py>=2.3\n' });
    cleanups.push(() => project.cleanup());
    const { child, client } = await stdioServer(project.dir, cleanups);
    const uri = project.uri('cogs/moderation.py');
    await client.open(uri, COG, 'python');

    const published = await client.diagnostics(uri, { version: 1, test: (p) => p.diagnostics.length > 0, timeout: 60_000 });
    // Line 7 (0-based 6), the literal "Kick" with its quotes.
    expect(published.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character])).toEqual([['name-lowercase', 6, 31, 6, 37]]);
    // Nothing about the reader's start was ever shown for the file.
    expect(client.published.filter((p) => p.uri === uri).flatMap((p) => p.diagnostics).every((d) => d.code === 'name-lowercase')).toBe(true);

    const hover = await client.hover(uri, { line: 6, character: 33 });
    expect(JSON.stringify(hover?.contents ?? null)).toContain('Kick');

    const actions = await client.codeActions(uri, published.diagnostics[0]!.range);
    const fix = actions.find((action) => action.edit && editsFor(action.edit, uri).length > 0);
    expect(fix, JSON.stringify(actions.map((action) => action.title))).toBeDefined();
    expect(applyLspEdits(COG, editsFor(fix!.edit, uri))).toBe(COG.replace('name="Kick"', 'name="kick"'));

    await client.shutdown();
    await client.connection.sendNotification('exit');
    expect(await exited(child)).toBe(0);
    client.dispose();
  }, 120_000);
});
