// A builder handed straight to a function of the bot's is sent as that function leaves it: a real
// bot fills in every description from its translation files (`localizeCommand(new
// SlashCommandBuilder().setName('skip')...)`), and cmdlint reported 39 missing descriptions that
// were there. Like a constant holding a builder handed to such a function, it is not judged.
import { describe, expect, test } from 'vitest';
import { bodiesOf, js, problemsOf } from './helpers.js';

const HEAD = `import { SlashCommandBuilder } from 'discord.js';\nimport { localizeCommand } from './locale';\n`;

describe('a builder handed to a function', () => {
  test.each([
    ['as a constant\'s value', js`const data = localizeCommand(new SlashCommandBuilder().setName('Skip').addIntegerOption((option) => option.setName('position')));\nexport default data;`],
    ['in a class\'s constructor', js`class Skip { constructor() { const data = localizeCommand(new SlashCommandBuilder().setName('Skip')); this.data = data; } }\nexport default Skip;`],
    ['as an export\'s key', js`module.exports = { data: localizeCommand(new SlashCommandBuilder().setName('Skip')) };`],
    ['with more arguments', js`export const data = withDefaults('music', new SlashCommandBuilder().setName('Skip'));`],
    ['through a member of an import', js`export const data = i18n.localize(new SlashCommandBuilder().setName('Skip'));`],
    // A bot's Command() that sets the description it is given on the builder (as a constant held so already was).
    ['held by a literal handed to one', js`export default Command({ builder: new SlashCommandBuilder().setName('Skip'), description: 'Skips' });`],
    ['held by a list in a literal handed to one', js`register({ commands: [new SlashCommandBuilder().setName('Skip')] });`],
  ])('%s: not judged', (_, body) => {
    expect(problemsOf(HEAD + body, 'commands/skip.ts')).toEqual([]);
    expect(bodiesOf(HEAD + body, 'commands/skip.ts')).toEqual([]);
  });

  test.each([
    ['pushed into a list the file follows', js`const commands = [];\ncommands.push(new SlashCommandBuilder().setName('Skip').setDescription('Skips'));\nexport default commands;`],
    ['held by a literal given to new (a class that keeps it)', js`export default new Command({ data: new SlashCommandBuilder().setName('Skip').setDescription('Skips') });`],
    ['held by the exports', js`module.exports = { data: new SlashCommandBuilder().setName('Skip').setDescription('Skips') };`],
    ['logged', js`console.log(new SlashCommandBuilder().setName('Skip').setDescription('Skips'));\nexport const data = new SlashCommandBuilder().setName('Skip').setDescription('Skips');`],
  ])('%s: still judged', (_, body) => {
    expect(problemsOf(HEAD + body, 'commands/skip.ts')).toContain(`name-lowercase ${HEAD.split('\n').length + body.split('\n').findIndex((line) => line.includes("setName('Skip')"))}:${body.split('\n').find((line) => line.includes("setName('Skip')"))!.indexOf("'Skip'") + 1}`);
  });

  test('a builder the function is handed through a constant was already not judged', () => {
    const body = js`const data = new SlashCommandBuilder().setName('Skip');\nlocalizeCommand(data);\nexport default data;`;
    expect(problemsOf(HEAD + body, 'commands/skip.ts')).toEqual([]);
  });
});
