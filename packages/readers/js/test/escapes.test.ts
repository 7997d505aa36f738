// Values handed to code the file does not show: changed through a second name, through a holder,
// or by an unknown callee, a value is unknown from there (never judged as first written); read
// only (a request, a builder's setter, an export), it stays known.
import { describe, expect, test } from 'vitest';
import { bodiesOf, problemsOf } from './helpers.js';

const head = `import { Routes, SlashCommandBuilder } from 'discord.js';\n`;
const post = (body: string): string => `await rest.post(Routes.applicationCommands(id), { body: ${body} });`;

describe('changed out of sight: unknown, so never judged', () => {
  test.each([
    ['an alias that is written', `const command = { name: 'ping', description: 'd' };\nconst view = command;\nview.name = 'Bad Name';\n${post('command')}`],
    ['a property of a holder that is written', `const command = { name: 'ping', description: 'd' };\nconst holder = { command };\nholder.command.name = 'Bad Name';\n${post('command')}`],
    ['an element pushed into through a holder', `const options = [];\nconst list = [options];\nlist[0].push({ type: 3, name: 'Bad Name', description: 'd' });\n${post(`{ name: 'ping', description: 'd', options }`)}`],
    ['a copy of a holder written below its own keys', `const command = { name: 'ping', description: 'd', options: [{ type: 3, name: 'o', description: 'd' }] };\nconst copy = { ...command };\ncopy.options[0].name = 'Bad Name';\n${post('command')}`],
    ['an argument of an unknown function', `const command = { name: 'ping', description: 'd' };\nrename(command);\n${post('command')}`],
    ['a holder handed to an unknown function', `const command = { name: 'ping', description: 'd' };\nconst holder = [command];\nrewrite(holder);\n${post('command')}`],
    ['an alias of a builder that is changed', `const data = new SlashCommandBuilder().setName('ping').setDescription('d');\nconst view = data;\nview.setName('Bad Name');\n${post('data.toJSON()')}`],
  ])('%s', (_, text) => {
    expect(problemsOf(head + text)).toEqual([]);
  });

  test('a file that fixes a value through a second name before sending is not flagged', () => {
    const text = `${head}const command = { name: 'Bad Name', description: 'd' };\nconst view = command;\nview.name = 'ping';\n${post('command')}`;
    expect(problemsOf(text)).toEqual([]);
  });
});

describe('read only: still known', () => {
  test.each([
    ['an alias only read', `const command = { name: 'Bad Name', description: 'd' };\nconst view = command;\n${post('view')}`],
    ['a holder changed at its own level', `const command = { name: 'Bad Name', description: 'd' };\nconst commands = [command];\ncommands.push({ name: 'pong', description: 'd' });\nawait rest.put(Routes.applicationCommands(id), { body: commands });`],
    ['a value pushed into a list', `const command = { name: 'Bad Name', description: 'd' };\nconst commands = [];\ncommands.push(command);\nawait rest.put(Routes.applicationCommands(id), { body: commands });`],
    ['a constant given to a builder setter', `const choice = { name: '${'x'.repeat(101)}', value: 'v' };\nconst data = new SlashCommandBuilder().setName('ping').setDescription('d').addStringOption((o) => o.setName('o').setDescription('d').addChoices(choice));\nexport default data;`],
    ['an export of CommonJS', `const command = { name: 'Bad Name', description: 'd' };\nmodule.exports = { command };\n${post('command')}`],
  ])('%s', (_, text) => {
    expect(problemsOf(head + text).length).toBeGreaterThan(0);
  });

  test('a value read in many places is the same value at each, with no literal of its own', () => {
    const text = `${head}const OPTION = { type: 3, name: 'o', description: 'd' };\n${post(`[{ name: 'a', description: 'd', options: [OPTION] }, { name: 'b', description: 'd', options: [OPTION] }]`)}`;
    const [bodies] = bodiesOf(text) as [unknown[]];
    expect(bodies).toEqual([
      { name: 'a', description: 'd', options: [{ type: 3, name: 'o', description: 'd' }] },
      { name: 'b', description: 'd', options: [{ type: 3, name: 'o', description: 'd' }] },
    ]);
  });
});
