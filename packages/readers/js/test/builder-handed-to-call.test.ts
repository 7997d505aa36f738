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

// `class Staff extends Command { constructor() { super({ data: new SlashCommandBuilder()... }) } }`
// hands the builder to the base class's constructor as `new Command({ data })` does, and is read
// so; unless the class itself changes what it handed on (`this.data.setDescription(t(...))`),
// writes it again, or hands itself to code that could.
describe('a builder handed to super() in a class constructor', () => {
  const HEAD_CJS = `const { SlashCommandBuilder } = require('discord.js');\nconst Command = require('../structures/command.js');\n`;
  const BUILDER = `new SlashCommandBuilder().setName('Skip').setDescription('Skips')`;
  const inClass = (constructor: string, members = ''): string => `class Skip extends Command {\n  constructor(client) {\n${constructor}\n  }\n${members}}\nmodule.exports = new Skip();\n`;
  const judged = (text: string): string[] => problemsOf(HEAD_CJS + text, 'commands/skip.js');

  test.each([
    ['in an object', inClass(`    super({ active: true, data: ${BUILDER} });`)],
    ['after another argument', inClass(`    super(client, { name: 'skip', data: ${BUILDER} });`)],
    ['with fields of its own set after', inClass(`    super({ data: ${BUILDER} });\n    this.cooldown = 5;\n    this.aliases = ['s'];`)],
    ['with methods that read it', inClass(`    super({ data: ${BUILDER} });`, `  async execute(interaction) {\n    await interaction.reply(this.data.toJSON().name);\n    console.log(this.data.name);\n  }\n`)],
    ['held by a constant', `const data = ${BUILDER};\n${inClass('    super({ data });')}`],
    ['given alone', inClass(`    super(${BUILDER});`)],
    ['in a class expression', `module.exports = class extends Command {\n  constructor() {\n    super({ data: ${BUILDER} });\n  }\n};\n`],
    ['a base class of a package', `const Discord = require('discord.js-commando');\nmodule.exports = class extends Discord.Command {\n  constructor() {\n    super({ data: ${BUILDER} });\n  }\n};\n`],
    ['a base class imported', `import { BaseCommand } from '../structures/command';\nexport default class extends BaseCommand {\n  constructor() {\n    super({ data: ${BUILDER} });\n  }\n}\n`],
    ['with a method that uses other members', inClass(`    super({ data: ${BUILDER} });`, `  run() {\n    this.client.on('ready', () => this.logger.info('up'));\n  }\n`)],
  ])('%s: judged', (_, body) => {
    expect(judged(body).filter((problem) => problem.startsWith('name-lowercase'))).toHaveLength(1);
    expect(bodiesOf(HEAD_CJS + body, 'commands/skip.js')).toEqual([{ name: 'Skip', description: 'Skips', type: 1, options: [] }]);
  });

  const PARTIAL = `new SlashCommandBuilder().setName('Skip')`;
  test.each([
    ['changed after super', inClass(`    super({ data: ${PARTIAL} });\n    this.data.setDescription(t('skip'));`)],
    ['changed by a method', inClass(`    super({ data: ${PARTIAL} });`, `  load() {\n    this.data.setDescription(t('skip'));\n  }\n`)],
    ['handed to a function', inClass(`    super({ data: ${PARTIAL} });\n    localize(this.data);`)],
    ['written again', inClass(`    super({ data: ${PARTIAL} });\n    this.data = localize(this.data);`)],
    ['a second name for it', inClass(`    super({ data: ${PARTIAL} });\n    const data = this.data;\n    data.setDescription(t('skip'));`)],
    ['a part of it changed', inClass(`    super({ data: ${PARTIAL} });\n    this.data.options.push(extra);`)],
    ['the instance handed to code', inClass(`    super({ data: ${PARTIAL} });\n    localizeCommand(this);`)],
    ['the instance assigned into', inClass(`    super({ data: ${PARTIAL} });\n    Object.assign(this, defaults);`)],
    ['a field of the same name', inClass(`    super({ data: ${PARTIAL} });`, `  data = localized('skip');\n`)],
    ['a getter of the same name', inClass(`    super({ data: ${PARTIAL} });`, `  get data() {\n    return localized('skip');\n  }\n`)],
    ['a computed member written', inClass(`    super({ data: ${PARTIAL} });\n    this[key] = localize(this[key]);`)],
    ['given alone to a class that changes a member', inClass(`    super(${PARTIAL});\n    this.builder.setDescription(t('skip'));`)],
    ['a base class of the same file that changes it', `class Base {\n  constructor({ data }) {\n    this.data = localize(data);\n  }\n}\nclass Skip extends Base {\n  constructor() {\n    super({ data: ${PARTIAL} });\n  }\n}\nmodule.exports = new Skip();\n`],
    ['a base class held by a constant of the same file', `const Base = class {\n  constructor({ data }) {\n    this.data = localize(data);\n  }\n};\nclass Skip extends Base {\n  constructor() {\n    super({ data: ${PARTIAL} });\n  }\n}\nmodule.exports = new Skip();\n`],
    ['a base class made by a function (a mixin)', `const withLocale = (Base) => class extends Base {\n  constructor() {\n    super({ data: ${PARTIAL} });\n  }\n};\nmodule.exports = withLocale(Command);\n`],
    ['a base class a function of the file makes', `const Base = withLocale(Command);\nclass Skip extends Base {\n  constructor() {\n    super({ data: ${PARTIAL} });\n  }\n}\nmodule.exports = new Skip();\n`],
    ['a constant changed after', `const data = ${PARTIAL};\n${inClass("    super({ data });\n    this.data.setDescription(t('skip'));")}`],
    // The base class of another file may set what the chain leaves out from the options beside it (`this.data.setName(options.name)`).
    ['without a description, its base class given one', inClass(`    super(client, { name: 'skip', description: 'Skips', data: ${PARTIAL} });`)],
    ['without a name', inClass(`    super(client, { name: 'Skip', data: new SlashCommandBuilder().setDescription('Skips').addStringOption((o) => o.setName('Bad').setDescription('x')) });`)],
    ['without either, given alone', inClass(`    super(new SlashCommandBuilder().addStringOption((o) => o.setName('query').setDescription('x')));`)],
    ['without a description, held by a constant', `const data = ${PARTIAL};\n${inClass("    super(client, { name: 'skip', description: 'Skips', data });")}`],
  ])('%s: not judged', (_, body) => {
    expect(judged(body)).toEqual([]);
    expect(bodiesOf(HEAD_CJS + body, 'commands/skip.js')).toEqual([]);
  });
});
