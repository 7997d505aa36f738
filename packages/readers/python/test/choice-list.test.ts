// The choice-list walk the dialects share (choice-list.ts): a `*splat` leaves the list open, a
// comment is no choice, a list built in code is unknown; each library still reads its own items.
import { describe, expect, it } from 'vitest';
import { findings, read } from './read.js';

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

// Choices in a same-file constant (choice-list.ts choicesFrom): known where the file binds the name
// once and changes it nowhere; a report lands on the constant's literal.
const WITH_CONSTANT = [
  ...LIBRARIES,
  {
    library: 'nextcord',
    source: (choices: string): string => `import nextcord\n\nbot = nextcord.Client()\n\n@bot.slash_command(name="pick", description="Pick")\nasync def pick(interaction, fruit: str = nextcord.SlashOption(description="Fruit", choices=${choices})):\n    pass\n`,
    item: '"apple"',
  },
  {
    library: 'discord.py',
    source: (choices: string): string => `import discord\nfrom discord import app_commands\n\n@app_commands.command(name="pick", description="Pick")\n@app_commands.choices(fruit=${choices})\nasync def pick(interaction, fruit: app_commands.Choice[str]):\n    pass\n`,
    item: 'app_commands.Choice(name="apple", value="apple")',
  },
];

describe.each(WITH_CONSTANT)('$library choices in a same-file constant', ({ source, item }) => {
  const choicesOf = async (constant: string, extra = ''): Promise<unknown> => {
    const text = source('FRUITS');
    // The constant after the imports, the rest of the file after the command.
    const at = text.indexOf('\n\n') + 2;
    const document = await read(`${text.slice(0, at)}${constant}\n\n${text.slice(at)}${extra}`);
    return (document.bodies[0]!.lowered.value as { options: { choices?: unknown }[] }).options[0]!.choices;
  };
  const known = [{ name: 'apple', value: 'apple' }];
  const cases: { name: string; constant: string; extra?: string; choices: unknown }[] = [
    { name: 'a list', constant: `FRUITS = [${item}]`, choices: known },
    { name: 'a tuple with an annotation (t.Final)', constant: `FRUITS: Final = (${item},)`, choices: known },
    { name: 'a tuple used elsewhere too: a tuple never changes', constant: `FRUITS = (${item},)`, extra: '\nCOUNT = len(FRUITS)\n', choices: known },
    { name: 'a list appended to at the top', constant: `FRUITS = [${item}]`, extra: `\nFRUITS.append(${item})\n`, choices: undefined },
    { name: 'a list extended in a function', constant: `FRUITS = [${item}]`, extra: `\ndef more():\n    FRUITS.extend([${item}])\n`, choices: undefined },
    { name: 'a list added to with +=', constant: `FRUITS = [${item}]`, extra: `\nFRUITS += [${item}]\n`, choices: undefined },
    { name: 'a list item replaced', constant: `FRUITS = [${item}]`, extra: `\nFRUITS[0] = ${item}\n`, choices: undefined },
    { name: 'a list passed to a call that may shuffle it', constant: `FRUITS = [${item}]`, extra: '\nimport random\nrandom.shuffle(FRUITS)\n', choices: undefined },
    { name: 'a list bound to a second name', constant: `FRUITS = [${item}]`, extra: '\nALIAS = FRUITS\n', choices: undefined },
    { name: 'a list assigned twice', constant: `FRUITS = [${item}]\nFRUITS = []`, choices: undefined },
    { name: 'a comprehension', constant: 'FRUITS = [c for c in ("a", "b")]', choices: undefined },
  ];
  it.each(cases)('$name', async ({ constant, extra, choices }) => {
    expect(await choicesOf(constant, extra)).toEqual(choices);
  });

  it('imported from another module: unknown', async () => {
    const text = source('FRUITS');
    expect(((await read(`from .data import FRUITS\n${text}`)).bodies[0]!.lowered.value as { options: { choices?: unknown }[] }).options[0]!.choices).toBeUndefined();
  });
});

describe('more than 25 choices in a same-file constant are reported, at the 26th in the constant', () => {
  const names = Array.from({ length: 30 }, (_, i) => `"c${i}"`);
  it.each([
    { library: 'nextcord', line: 29, text: `import nextcord\n\nCITIES = [\n${names.join(',\n')},\n]\n\n@nextcord.slash_command(name="weather", description="Weather")\nasync def weather(interaction, city: str = nextcord.SlashOption(description="City", choices=CITIES)):\n    pass\n` },
    { library: 'lightbulb 2', line: 30, text: `import typing as t\nimport lightbulb\n\nCITIES: t.Final = (\n${names.join(',\n')},\n)\n\n@lightbulb.option("city", "City", choices=CITIES)\n@lightbulb.command("weather", "Weather")\n@lightbulb.implements(lightbulb.SlashCommand)\nasync def weather(ctx):\n    pass\n` },
  ])('$library', async ({ text, line }) => {
    const found = await findings(text);
    expect(found.filter((finding) => finding.severity === 'error' || finding.severity === 'warning').map((finding) => `${finding.rule}:${finding.line}`)).toContain(`max-choices:${line}`);
  });
});
