// The descriptor the table of readers reads without loading the parser: what it claims matches
// what the reader does (a marker in every corpus file's commands, the loader a working reader).
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { pythonReader } from '../src/index.js';

describe('the Python reader descriptor', () => {
  it('names the language, its files and a loader that reads', async () => {
    expect(pythonReader).toMatchObject({ language: 'python', extensions: ['.py', '.pyi'], languageIds: ['python'], lineComment: '#' });
    const reader = await pythonReader.load();
    const document = reader.read('bot.py', 'import discord\nfrom discord import app_commands\n@app_commands.command(name="ping", description="Pong")\nasync def ping(interaction):\n    pass\n');
    expect(document.bodies).toHaveLength(1);
  });

  it('every decorator the reader takes has a marker, so the text prefilter never drops a command file', () => {
    for (const decorator of ['app_commands.command', 'tree.command', 'hybrid_command', 'hybrid_group', 'slash_command', 'user_command', 'message_command', 'SlashCommandGroup', 'create_group', 'context_menu']) {
      expect(pythonReader.markers.some((marker) => decorator.includes(marker)), decorator).toBe(true);
    }
    const corpus = fileURLToPath(new URL('../../../../test/corpus/third_party/python/', import.meta.url));
    for (const folder of ['discord.py', 'py-cord', 'nextcord', 'disnake']) {
      for (const file of readdirSync(join(corpus, folder)).filter((name) => name.endsWith('.py'))) {
        const text = readFileSync(join(corpus, folder, file), 'utf8');
        expect(pythonReader.markers.some((marker) => text.includes(marker)), `${folder}/${file}`).toBe(true);
      }
    }
  });
});
