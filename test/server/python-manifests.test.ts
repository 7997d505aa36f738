// The built server over stdio reads a Python document's dependency files as the command line does:
// which library, at which version, decides what the library itself refuses. A disnake cog with a
// capitalised parameter: disnake 2.4 and later refuse it (an error: the bot does not start), 2.3
// lowercased it (nothing to say), and with no dependency file the version is unknown (nothing
// said). The server must publish what the built CLI prints for the same files, as the manifests
// change on disk: told by workspace/didChangeWatchedFiles, and read again when the document is
// opened again.
import { rmSync, writeFileSync } from 'node:fs';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { tempProject } from '../../packages/language-server/test/helpers.js';
import { ensureServerBuilt, exited } from './helpers.js';
import { cliSays, says, stdioServer } from './cli-parity.js';

beforeAll(() => ensureServerBuilt(), 600_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

const COG = `import disnake
from disnake.ext import commands


class Moderation(commands.Cog):
    @commands.slash_command(name="Kick", description="Kick a member")
    async def kick(self, inter: disnake.ApplicationCommandInteraction, Member: disnake.Member):
        pass
`;

describe("the built server on a Python document reads its project's dependency files", () => {
  test('as the CLI: with disnake 2.9, after a change to 2.3 (watched), and with none (the document opened again)', async () => {
    const project = tempProject({ 'requirements.txt': 'disnake==2.9.0\n', 'cogs/moderation.py': COG });
    cleanups.push(() => project.cleanup());
    const { child, client } = await stdioServer(project.dir, cleanups);
    const uri = project.uri('cogs/moderation.py');

    // disnake 2.9 refuses both names: the parameter's is known only from the requirements.
    const newest = cliSays(project.dir, 'cogs/moderation.py');
    expect(newest.map(([rule, line]) => [rule, line])).toEqual([['name-lowercase', 5], ['name-lowercase', 6]]);
    expect(newest[1]![3]).toContain('disnake raises ValueError');
    await client.open(uri, COG, 'python');
    await client.diagnostics(uri, { test: says(newest), timeout: 60_000 });

    // disnake 2.3 lowercased a parameter's name and checked no command name: no refusal.
    writeFileSync(project.path('requirements.txt'), 'disnake==2.3.2\n');
    const older = cliSays(project.dir, 'cogs/moderation.py');
    expect(older.map(([rule, line]) => [rule, line])).toEqual([['name-lowercase', 5]]);
    expect(older[0]![3]).not.toContain('disnake raises');
    let since = client.published.length;
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: project.uri('requirements.txt'), type: 2 }] });
    await client.diagnostics(uri, { since, test: says(older), timeout: 60_000 });

    // No dependency file (no notification this time): the version is unknown, as the server read it before it read manifests.
    rmSync(project.path('requirements.txt'));
    const unknown = cliSays(project.dir, 'cogs/moderation.py');
    expect(unknown.map(([rule, line]) => [rule, line])).toEqual([['name-lowercase', 5]]);
    expect(unknown[0]![3]).toContain('disnake raises ValueError');
    await client.close(uri);
    since = client.published.length;
    await client.open(uri, COG, 'python');
    await client.diagnostics(uri, { since, test: says(unknown), timeout: 60_000 });

    await client.shutdown();
    await client.connection.sendNotification('exit');
    expect(await exited(child)).toBe(0);
    client.dispose();
  }, 180_000);
});
