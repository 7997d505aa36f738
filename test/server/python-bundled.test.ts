// The VS Code extension's bundled server reads Python by itself: its dist/ folder alone, copied
// where no node_modules is above it (as the extension is installed), finds web-tree-sitter's
// WebAssembly and the grammar's beside its bundles, in the server's thread (hover, quick fixes) and
// in its lint process (diagnostics). JavaScript still needs the workspace's server (oxc-parser is
// native): sources.test.ts.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { overProcess } from '../../packages/language-server/test/client.js';
import { applyLspEdits, editsFor, tempProject } from '../../packages/language-server/test/helpers.js';
import { ensureServerBuilt, exited, VSIX_SERVER } from './helpers.js';

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

describe("the VS Code folder's bundled server on a Python document", () => {
  test('the diagnostic at the literal, a hover, and the quick fix, with nothing but dist/', async () => {
    const shipped = mkdtempSync(join(tmpdir(), 'cmdlint-vsix-'));
    cleanups.push(() => rmSync(shipped, { recursive: true, force: true }));
    cpSync(dirname(VSIX_SERVER), shipped, { recursive: true });
    const project = tempProject({ 'requirements.txt': 'discord.py>=2.3\n' });
    cleanups.push(() => project.cleanup());
    // Started from the copy, in the project (not in this repository, whose node_modules would hold the packages).
    const child = spawn(process.execPath, [join(shipped, basename(VSIX_SERVER)), '--stdio'], { cwd: project.dir, stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } });
    cleanups.push(() => child.kill());
    const client = overProcess(child, 'stdio');
    client.settings = { debounceMs: 0, sources: 'on' };
    await client.initialize({ rootPath: project.dir });
    const uri = project.uri('cogs/moderation.py');
    await client.open(uri, COG, 'python');

    const published = await client.diagnostics(uri, { version: 1, test: (p) => p.diagnostics.length > 0, timeout: 60_000 });
    expect(published.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character])).toEqual([['name-lowercase', 6, 31, 6, 37]]);
    expect(published.diagnostics[0]!.message).toContain('discord.py raises ValueError');
    expect(client.logs.filter((line) => /not linted|cannot load/.test(line))).toEqual([]);

    // Hover and code actions read the document in the server's own thread: its parser loads there too.
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
