// The choice-list walk the dialects share (choice-list.ts): a `*splat` leaves the list open, a
// comment is no choice, a list built in code is unknown; each library still reads its own items.
import { describe, expect, it } from 'vitest';
import { read } from './read.js';

const CHOICES = 'options\u00000\u0000choices';

const LIBRARIES = [
  {
    library: 'interactions.py',
    source: (choices: string): string => `from interactions import OptionType, SlashCommandChoice, slash_command, slash_option\n\n@slash_command(name="pick", description="Pick")\n@slash_option(name="fruit", description="Fruit", opt_type=OptionType.STRING, choices=${choices})\nasync def pick(ctx, fruit=None):\n    pass\n`,
    item: 'SlashCommandChoice(name="apple", value="apple")',
  },
  {
    library: 'lightbulb 2',
    source: (choices: string): string => `import hikari\nimport lightbulb\n\n@lightbulb.option("fruit", "Fruit", choices=${choices})\n@lightbulb.command("pick", "Pick")\n@lightbulb.implements(lightbulb.SlashCommand)\nasync def pick(ctx):\n    pass\n`,
    item: '"apple"',
  },
  {
    library: 'py-cord',
    source: (choices: string): string => `import discord\n\nbot = discord.Bot()\n\n@bot.slash_command(name="pick", description="Pick")\nasync def pick(ctx: discord.ApplicationContext, fruit: discord.Option(str, "Fruit", choices=${choices})):\n    pass\n`,
    item: '"apple"',
  },
];

describe.each(LIBRARIES)('$library choices', ({ source, item }) => {
  it('a list of known items, a comment among them: closed, one choice', async () => {
    const document = await read(source(`[\n    # the only one\n    ${item},\n]`));
    expect((document.bodies[0]!.lowered.value as { options: { choices: unknown[] }[] }).options[0]!.choices).toEqual([{ name: 'apple', value: 'apple' }]);
    expect(document.bodies[0]!.lowered.places.get(CHOICES)).toBeDefined();
    expect(document.bodies[0]!.lowered.places.get(CHOICES)?.open).not.toBe(true);
  });

  it('a *splat adds choices not seen: the list is open', async () => {
    const document = await read(source(`[${item}, *MORE]`));
    expect(document.bodies[0]!.lowered.places.get(CHOICES)?.open).toBe(true);
  });

  it('a comprehension is unknown', async () => {
    const document = await read(source(`[c for c in FRUITS]`));
    expect((document.bodies[0]!.lowered.value as { options: { choices?: unknown }[] }).options[0]!.choices).toBeUndefined();
  });
});
