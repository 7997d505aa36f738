// A name read in a class body (a decorator, a method's default) is the class's own as bound so far,
// else the module's; a method's body sees the module's alone (src/class-scope.ts).
import { describe, expect, it } from 'vitest';
import { commandsWith, findings } from './read.js';

const HEAD = 'import nextcord\nfrom nextcord import SlashOption\nfrom nextcord.ext import commands\n\n';

describe('names read in a class body', () => {
  it("a class attribute read by a decorator and a default: known, and the module's name of the same spelling is not it", async () => {
    const source = `PREFIX = "NOT THIS "
NAME = "Ping"

class Music(commands.Cog):
    PREFIX = "🎶 | "
    NAME = "ping"
    LEVEL = "Level"

    @nextcord.slash_command(name=NAME, description=f"{PREFIX}Ping the bot")
    async def ping(self, interaction, level: int = SlashOption(description=PREFIX + LEVEL)):
        pass
`;
    const [command] = await commandsWith(HEAD + source);
    expect(command!.value).toMatchObject({ name: 'ping', description: '🎶 | Ping the bot', options: [{ name: 'level', description: '🎶 | Level' }] });
  });

  it('bound after the method, the module\'s; bound twice, or in a class-level if, unknown; a list attribute as choices, unknown', async () => {
    const source = `LATE = "From the module"

class Music(commands.Cog):
    TWICE = "a"
    TWICE = "b"
    if True:
        MAYBE = "c"
    OPTIONS = ["x", "y"]

    @nextcord.slash_command(name="late", description=LATE)
    async def late(self, interaction):
        pass

    LATE = "From the class, too late"

    @nextcord.slash_command(name="twice", description=TWICE)
    async def twice(self, interaction, mode: str = SlashOption(description=MAYBE, choices=OPTIONS)):
        pass
`;
    const commands = await commandsWith(HEAD + source);
    const byName = Object.fromEntries(commands.map((command) => [(command.value as { name: string }).name, command]));
    expect(byName.late!.value).toMatchObject({ description: 'From the module' });
    expect(byName.twice!.unknown['']).toContain('description');
    expect(byName.twice!.unknown['options\u00000']).toEqual(['choices', 'description']);
  });

  it('what the rules then say: a prefix that takes a description past 100', async () => {
    const source = `class Music(commands.Cog):
    desc_prefix = "🎶 [Music] 🎶 | "

    @nextcord.slash_command(description=f"{desc_prefix}${'word '.repeat(18).trim()}")
    async def play(self, interaction):
        pass

    @nextcord.slash_command(description=f"{desc_prefix}Short")
    async def stop(self, interaction):
        pass
`;
    expect((await findings(HEAD + source)).filter((finding) => finding.severity === 'error').map(({ rule, line }) => ({ rule, line }))).toEqual([{ rule: 'description-length', line: 8 }]);
  });
});
