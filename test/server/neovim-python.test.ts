// A real editor on a Python bot: headless Neovim's built-in LSP client starts the built server,
// opens a discord.py cog (filetype python), and sees the diagnostic at the literal once the
// server's Python parser has started, a hover on the command, and the quick fix applied
// (test/server/neovim-python.lua). Skipped with a message only when nvim is absent outside CI.
import { readFileSync } from 'node:fs';
import { expect, test } from 'vitest';
import { tempProject } from '../../packages/language-server/test/helpers.js';
import { SERVER_BIN } from './helpers.js';
import { hasNvim, inCI, runNeovim, neovimTests } from './neovim-run.js';

const cleanups = neovimTests('test/server/neovim-python.test.ts');

const COG = `import discord
from discord import app_commands
from discord.ext import commands


class Moderation(commands.Cog):
    @app_commands.command(name="Kick", description="Kick a member")
    async def kick(self, interaction: discord.Interaction, member: discord.Member):
        pass
`;

interface SeenDiagnostic {
  line: number;
  character: number;
  endLine: number;
  endCharacter: number;
  code: string;
  message: string;
}

interface Seen {
  steps: string[];
  error?: string;
  filetype: string;
  opened: SeenDiagnostic[];
  hover?: string;
  actions: string[];
  fixed: SeenDiagnostic[];
  text: string;
}

test.skipIf(!hasNvim && !inCI)("Neovim's own LSP client on a discord.py cog: the diagnostic at the literal, a hover, the quick fix applied", async () => {
  expect(hasNvim, 'nvim must be installed in CI: .ci/run installs the Debian package neovim').toBe(true);
  const project = tempProject({ 'requirements.txt': 'discord.py>=2.3\n', 'cogs/moderation.py': COG });
  cleanups.push(() => project.cleanup());
  const out = project.path('seen.json');
  const { code, stderr } = await runNeovim({ script: 'neovim-python.lua', out, env: { CMDLINT_SERVER: SERVER_BIN, CMDLINT_NODE: process.execPath, CMDLINT_PY: project.path('cogs/moderation.py') }, limitMs: 90_000 });
  const seen = JSON.parse(readFileSync(out, 'utf8')) as Seen;
  expect({ code, error: seen.error, stderr }).toEqual({ code: 0, error: undefined, stderr: '' });
  expect(seen.steps).toEqual(['opened', 'hovered', 'fixed']);
  expect(seen.filetype).toBe('python');
  // Line 7, the literal "Kick" with its quotes (0-based).
  expect(seen.opened.map((d) => [d.code, d.line, d.character, d.endLine, d.endCharacter])).toEqual([['name-lowercase', 6, 31, 6, 37]]);
  expect(seen.opened[0]!.message).toBe('Command /Kick: name "Kick" must be lowercase ("K" (U+004B) has a lowercase form); use "kick". discord.py raises ValueError when the decorator runs (at import), so the bot does not start.');
  expect(seen.hover).toContain('Kick');
  expect(seen.fixed).toEqual([]);
  expect(seen.text).toBe(COG.replace('name="Kick"', 'name="kick"').replace(/\n$/, ''));
}, 120_000);
