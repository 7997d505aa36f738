// Sources linted as the command line lints them: diagnostics at the literal or call of their path,
// nothing said of what cannot be known, fixes that edit only literals the command owns.
import { describe, expect, test } from 'vitest';
import { at, fixedText, problemsOf } from './helpers.js';

const builder = `const { SlashCommandBuilder, Routes } = require('discord.js');\n`;

describe('positions in the source', () => {
  test('a name at its setName literal, an option judged whole at its adder', () => {
    const text = `${builder}module.exports = {\n  data: new SlashCommandBuilder()\n    .setName('Ban')\n    .setDescription('Ban')\n    .addStringOption((o) => o.setName('reason').setDescription('Why'))\n    .addUserOption((o) => o.setName('target').setDescription('Who').setRequired(true)),\n};`;
    expect(problemsOf(text, 'x.js')).toEqual([`name-lowercase ${at(text, "'Ban'")}`, `required-before-optional ${at(text, 'addUserOption')}`]);
  });

  test('a missing description at the object that lacks it', () => {
    const text = `${builder}await rest.post(Routes.applicationCommands(id), { body: { name: 'ping' } });`;
    expect(problemsOf(text, 'x.js')).toEqual(['required-field 2:57']);
  });

  test('the request says what its body is: a PATCH after a POST is an edit, a PUT of an object a broken bulk overwrite', () => {
    // A file's bodies are linted as one group with the settings of the first: the PATCH's partial
    // command was linted as a command and missed its name.
    const edit = `${builder}await rest.post(Routes.applicationCommands(id), { body: { name: 'ping', description: 'Ping' } });\nawait rest.patch(Routes.applicationCommand(id, cmd), { body: { description: 'Pong' } });`;
    expect(problemsOf(edit, 'x.js')).toEqual([]);
    const put = `${builder}await rest.put(Routes.applicationCommands(id), { body: {} });`;
    expect(problemsOf(put, 'x.js')).toEqual([`body-shape ${at(put, '{}')}`]);
    // A PUT's array stays with the file's other commands: one name twice across them is caught.
    const both = `${builder}await rest.put(Routes.applicationCommands(id), { body: [{ name: 'ping', description: 'a' }] });\nexport const data = new SlashCommandBuilder().setName('ping').setDescription('b');`;
    expect(problemsOf(both, 'x.js')).toEqual([`unique-command-name ${at(both, "'ping'", 1)}`, `unique-command-name ${at(both, "'ping'", 2)}`]);
  });

  test('a choice as the builder keeps it: keys a bot keeps for itself are not sent, a camelCase nameLocalizations is told', () => {
    // Doppie23/WieBot2.0: one list read by the command's handler and handed to addChoices; the
    // builder (1.x) pushes { name, name_localizations, value } of each choice.
    const text = `${builder}const sounds = [{ name: 'Crab Rave', value: 'crabrave', filename: 'crab.mp3', isRng: false }];\nmodule.exports = { sounds, data: new SlashCommandBuilder().setName('outro').setDescription('Outro').addStringOption((o) => o.setName('sound').setDescription('Which').addChoices(...sounds).setRequired(true)) };`;
    expect(problemsOf(text, 'x.js')).toEqual([]);
    const inline = `${builder}module.exports = { data: new SlashCommandBuilder().setName('pick').setDescription('Pick').addStringOption((o) => o.setName('x').setDescription('X').setChoices({ name: 'A', value: 'a', emoji: '🅰' }, { name: 'B', value: 'b', nameLocalizations: { fr: 'Bé' } })) };`;
    expect(problemsOf(inline, 'x.js')).toEqual([`unknown-field ${at(inline, 'nameLocalizations')}`]);
  });

  test('duplicates across the commands of one file', () => {
    const text = `${builder}export const a = new SlashCommandBuilder().setName('ping').setDescription('a');\nexport const b = new SlashCommandBuilder().setName('ping').setDescription('b');`;
    expect(problemsOf(text, 'x.js')).toEqual([`unique-command-name ${at(text, "'ping'", 1)}`, `unique-command-name ${at(text, "'ping'", 2)}`]);
  });

  test('the budget counts the known parts', () => {
    const long = 'x'.repeat(100);
    const options = Array.from({ length: 25 }, (_, i) => `{ type: 3, name: 'o${i}', description: '${long}', choices: [${Array.from({ length: 25 }, (_, k) => `{ name: 'c${k}${'y'.repeat(10)}', value: 'v${k}' }`).join(', ')}] }`).join(', ');
    const text = `${builder}await rest.post(Routes.applicationCommands(id), { body: { name: 'big', description: 'd', options: [${options}] } });`;
    expect(problemsOf(text, 'x.js')).toContain('command-budget 2:57');
  });
});

describe('nothing is said of what cannot be known', () => {
  test.each([
    ['a description from a call is neither missing nor too long', `new SlashCommandBuilder().setName('ping').setDescription(t('ping.description'))`],
    ['a required flag from an import does not order the options', `new SlashCommandBuilder().setName('a').setDescription('d').addStringOption((o) => o.setName('x').setDescription('x').setRequired(REQUIRED)).addStringOption((o) => o.setName('y').setDescription('y').setRequired(true))`],
    ['a context menu whose type is unknown keeps its spaced name', `new ContextMenuCommandBuilder().setName('Report User').setType(TYPE)`],
    ['an option whose type is unknown is not judged by type', `new SlashCommandBuilder().setName('a').setDescription('d').addStringOption(makeOption('Bad Name'))`],
  ])('%s', (_, chain) => {
    const text = `const { SlashCommandBuilder, ContextMenuCommandBuilder } = require('discord.js');\nimport { t, REQUIRED, TYPE, makeOption } from './lib';\nexport const data = ${chain};`;
    expect(problemsOf(text, 'x.ts')).toEqual([]);
  });

  test('an option object whose required comes from a spread: no order error', () => {
    const text = `${builder}import { common } from './common';\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: 'd', options: [{ type: 3, name: 'x', description: 'x', ...common }, { type: 3, name: 'y', description: 'y', required: true }] } });`;
    expect(problemsOf(text, 'x.ts')).toEqual([]);
  });

  // Found by the property test (seed 1797579762): the known part of integration_types lacked 1.
  test('contexts with 2 beside an unknown element of integration_types: no warning', () => {
    const text = `${builder}import { USER } from './installs';\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: 'd', contexts: [2, 1], integration_types: [USER] } });`;
    expect(problemsOf(text, 'x.ts')).toEqual([]);
    expect(problemsOf(text.replace('[USER]', '[0]'), 'x.ts')).toEqual([`private-channel-without-user-install ${at(text, '2, 1')}`]);
  });

  // Found by the property test (seed 1747021379): the group's only subcommand had an unknown type.
  test('a group whose subcommand has an unknown type is not called empty', () => {
    const text = `${builder}import { SUB } from './types';\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: 'd', options: [{ type: 2, name: 'g', description: 'g', options: [{ type: SUB, name: 's', description: 's' }] }] } });`;
    expect(problemsOf(text, 'x.ts')).toEqual([]);
    expect(problemsOf(text.replace('type: SUB', 'type: 3'), 'x.ts')).toContain(`empty-subcommand-group ${at(text, '{ type: 2')}`);
  });

  test('a dictionary without the default locale beside an unknown default: no fallback warning', () => {
    const text = `${builder}import { D } from './d';\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: D, description_localizations: { 'en-GB': 'Hello' } } });`;
    expect(problemsOf(text, 'x.ts')).toEqual([]);
    const known = text.replace(': D,', ": 'Hi',");
    expect(problemsOf(known, 'x.ts')).toEqual([`localization-fallback ${at(known, "{ 'en-GB'")}`]);
  });

  test('rules that stay true whatever is added still fire on the known part', () => {
    const text = `${builder}import { more } from './more';\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: t(), options: [{ type: 3, name: 'x', description: 'x' }, { type: 3, name: 'x', description: 'y' }, ...more] } });`;
    expect(problemsOf(text, 'x.ts')).toEqual([`unique-option-name ${at(text, "name: 'x'", 2).replace(/:(\d+)$/, (_, c) => `:${Number(c) + 6}`)}`]);
  });

  test('what the builder adds (required: false, options: []) is never reported', () => {
    const text = `${builder}export const data = new SlashCommandBuilder().setName('a').setDescription('d').addStringOption((o) => o.setName('x').setDescription('x'));`;
    expect(problemsOf(text, 'x.js')).toEqual([]);
  });
});

describe('fixes edit only the literals a command owns', () => {
  test('a number written as a string, in place, the rest byte for byte', () => {
    const text = `${builder}// keep this comment\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: "d", type: "1" } }); // and this`;
    expect(fixedText(text, 'x.js')).toBe(text.replace('type: "1"', 'type: 1'));
  });

  test('permissions as a number become a string literal', () => {
    const text = `${builder}await rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: 'd', default_member_permissions: 8 } });`;
    expect(fixedText(text, 'x.js')).toBe(text.replace('default_member_permissions: 8', "default_member_permissions: '8'"));
  });

  test('a constant read by two commands is not edited', () => {
    const text = `${builder}const TYPE = "1";\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: 'd', type: TYPE } });\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'b', description: 'd', type: TYPE } });`;
    expect(problemsOf(text, 'x.js')).toEqual([`number-as-string ${at(text, 'TYPE }', 1)}`, `number-as-string ${at(text, 'TYPE }', 2)}`]);
    expect(fixedText(text, 'x.js')).toBeUndefined();
  });

  test('a constant read once is the command\'s own', () => {
    const text = `${builder}const TYPE = "1";\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: 'd', type: TYPE } });`;
    expect(fixedText(text, 'x.js')).toBe(text.replace('const TYPE = "1"', 'const TYPE = 1'));
  });

  // Issue 34 item 5: another module may import it; `--fix` once made an importer send a number
  // where a STRING choice's value was due.
  test('an exported constant read once is not edited, but still reported', () => {
    const text = `${builder}export const TYPE = "1";\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: 'd', type: TYPE } });`;
    expect(problemsOf(text, 'x.ts')).toEqual([`number-as-string ${at(text, 'TYPE }')}`]);
    expect(fixedText(text, 'x.ts')).toBeUndefined();
  });

  test('a constant named in a type query is not edited (tsc reads its literal type)', () => {
    const text = `${builder}const TYPE = "1";\ntype Kind = typeof TYPE;\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: 'd', type: TYPE } });`;
    expect(problemsOf(text, 'x.ts')).toEqual([`number-as-string ${at(text, 'TYPE }')}`]);
    expect(fixedText(text, 'x.ts')).toBeUndefined();
  });

  test('a constant named in a JSDoc type query is not edited either', () => {
    const text = `${builder}const TYPE = "1";\n/** @type {typeof TYPE} */\nlet kind;\nawait rest.post(Routes.applicationCommands(id), { body: { name: 'a', description: 'd', type: TYPE } });`;
    expect(fixedText(text, 'x.js')).toBeUndefined();
  });

  test('an exported object read once keeps its literals from --fix', () => {
    const text = `${builder}export const body = { name: 'a', description: 'd', type: "1" };\nawait rest.post(Routes.applicationCommands(id), { body });`;
    expect(problemsOf(text, 'x.js')).toEqual([`number-as-string ${at(text, '"1"')}`]);
    expect(fixedText(text, 'x.js')).toBeUndefined();
  });
});

describe('files that do not parse', () => {
  test('a syntax error is reported once, fatal', () => {
    const text = `${builder}export const data = new SlashCommandBuilder(.setName('a');`;
    expect(problemsOf(text, 'x.js')).toEqual([`source-syntax ${at(text, '.setName')}`]);
  });
});


describe('__proto__ in a literal (issue 33)', () => {
  test('`__proto__: null` is no own key: never sent, no unknown field', () => {
    const text = `import type { RESTPostAPIChatInputApplicationCommandsJSONBody as Body } from 'discord-api-types/v10';\nexport const ping = { __proto__: null, name: 'ping', description: 'Pong' } satisfies Body;`;
    expect(problemsOf(text)).toEqual([]);
  });

  test('a prototype that lends fields leaves the object open: nothing is said of what it may hold', () => {
    const text = `export const ping = { __proto__: base, name: 'ping' } satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;`;
    expect(problemsOf(text)).toEqual([]);
  });

  test('a computed or shorthand __proto__ is an own key, sent as any other', () => {
    const text = `export const ping = { ['__proto__']: 1, name: 'ping', description: 'Pong' } satisfies RESTPostAPIChatInputApplicationCommandsJSONBody;`;
    expect(problemsOf(text).map((p) => p.split(' ')[0])).toEqual(['unknown-field']);
  });
});
