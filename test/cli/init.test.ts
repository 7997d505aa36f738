// First contact: `cmdlint --init`, then `cmdlint`, on the layouts real bots have, with the built
// CLI as a process. Never exit 2 (the configuration --init wrote must work), real diagnostics, and
// a name shared across category folders caught.
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cmdlint, ROOT, tempProject } from './helpers.js';

interface Message {
  readonly ruleId: string;
  readonly message: string;
  readonly line: number;
  readonly column: number;
}
interface FileResult {
  readonly filePath: string;
  readonly messages: Message[];
}

const projects: { cleanup: () => void }[] = [];
afterEach(() => {
  for (const project of projects.splice(0)) project.cleanup();
});

/** A bot's root: what npm and TypeScript put there, and a config.json that is no command. */
const ROOT_FILES = {
  'package.json': JSON.stringify({ name: 'mybot', version: '1.0.0', description: 'My bot', main: 'index.js', dependencies: { 'discord.js': '^14.0.0' } }, null, 2),
  'package-lock.json': JSON.stringify({ name: 'mybot', version: '1.0.0', lockfileVersion: 3, requires: true, packages: {} }, null, 2),
  'tsconfig.json': JSON.stringify({ compilerOptions: { target: 'es2022', module: 'nodenext', strict: true } }, null, 2),
  'tsconfig.build.json': JSON.stringify({ extends: './tsconfig.json', include: ['src'] }, null, 2),
};

const command = (name: string, description = `The ${name} command`): Record<string, unknown> => ({ name, description, type: 1 });
const json = (value: unknown): string => `${JSON.stringify(value, null, 2)}\n`;

/** --init, then cmdlint --format json; both as processes in the project. */
function initThenLint(files: Record<string, string>): { init: ReturnType<typeof cmdlint>; lint: ReturnType<typeof cmdlint>; results: FileResult[]; config: string; dir: string } {
  const project = tempProject(files);
  projects.push(project);
  const init = cmdlint(['--init'], { cwd: project.dir });
  const lint = cmdlint(['--format', 'json'], { cwd: project.dir });
  const results = lint.stdout === '' ? [] : (JSON.parse(lint.stdout) as FileResult[]);
  const config = readFileSync(join(project.dir, 'cmdlint.config.json'), 'utf8');
  return { init, lint, results, config, dir: project.dir };
}

function relativeResults(results: FileResult[], dir: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const result of results) out[result.filePath.slice(dir.length + 1)] = result.messages.map((m) => `${m.ruleId}@${m.line}:${m.column}`);
  return out;
}

describe('--init then cmdlint on real layouts', () => {
  it('commands at the root beside package.json, tsconfig.json and package-lock.json', () => {
    const { init, lint, results, dir, config } = initThenLint({
      ...ROOT_FILES,
      'ping.json': json(command('ping')),
      'help.json': json(command('Help')),
    });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('Found 2 command files:\n  help.json\n  ping.json\n');
    expect(init.stdout).toContain('  package.json: never commands: the package manifest\n');
    expect(init.stdout).toContain('  package-lock.json: never commands: a package-manager lock file\n');
    expect(init.stdout).toContain('  tsconfig.build.json: never commands: a TypeScript configuration\n');
    expect(init.stdout).toMatch(/with 1 set:\n {2}global \(2 files\): \*\.json\n/);
    expect(config).toContain('{ "files": ["*.json"], "scope": "global" }');
    // The configuration, package.json and tsconfig.json are not linted: only the planted mistake.
    expect([lint.code, lint.stderr]).toEqual([1, '']);
    expect(relativeResults(results, dir)).toEqual({ 'help.json': ['name-lowercase@2:11'], 'ping.json': [] });
  });

  it('category folders: one global set, and /info in two folders is caught in both', () => {
    const { init, lint, results, dir, config } = initThenLint({
      ...ROOT_FILES,
      'commands/fun/info.json': json(command('info')),
      'commands/fun/meme.json': json(command('meme')),
      'commands/mod/info.json': json(command('info', 'Moderation info')),
      'commands/mod/ban.json': json(command('ban')),
    });
    expect(init.code).toBe(0);
    expect(config).toContain('{ "files": ["commands/fun/*.json", "commands/mod/*.json"], "scope": "global" }');
    expect(lint.code).toBe(1);
    expect(relativeResults(results, dir)).toEqual({
      'commands/fun/info.json': ['unique-command-name@2:11'],
      'commands/fun/meme.json': [],
      'commands/mod/ban.json': [],
      'commands/mod/info.json': ['unique-command-name@2:11'],
    });
    const [fun] = results.filter((r) => r.filePath.endsWith('fun/info.json'));
    expect(fun!.messages[0]!.message).toContain('(the other is at commands/mod/info.json:2)');
  });

  it('a guild folder, a guild-id folder, wrapped files and a commands.lock.json', () => {
    const { init, lint, results, dir, config } = initThenLint({
      ...ROOT_FILES,
      'config.json': json({ token: 'not-a-token', prefix: '!' }),
      'commands/global/ping.json': json(command('ping')),
      'commands/global/all.json': json({ commands: [command('help'), command('stats')] }),
      'commands/guild-commands/admin.json': json([command('admin'), command('admin')]),
      'commands/613425648685547541/dev.json': json({ interactions: [command('dev')] }),
      'deploy.json': json({ global: [command('about')], guild: [command('about')] }),
      'commands.lock.json': json([{ id: '1', ...command('ping'), version: '1' }]),
    });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('config.json: does not look like commands');
    expect(config).toContain('{ "files": ["commands/613425648685547541/*.json"], "scope": "guild", "guildId": "613425648685547541" }');
    expect(config).toContain('{ "files": ["commands/guild-commands/*.json"], "scope": "guild" }');
    // The root holds config.json, which is no command: its command file is named, not *.json.
    expect(config).toContain('{ "files": ["deploy.json", "commands/global/*.json"], "scope": "global" }');
    expect(config).toContain('{ "files": ["commands.lock.json"], "scope": "global" }');
    expect([lint.code, lint.stderr]).toEqual([1, '']);
    expect(relativeResults(results, dir)).toEqual({
      'commands.lock.json': ['response-only-field@7:5'],
      'commands/613425648685547541/dev.json': ['wrapped-body@2:3'],
      'commands/global/all.json': ['wrapped-body@2:3'],
      'commands/global/ping.json': [],
      'commands/guild-commands/admin.json': ['unique-command-name@3:13', 'unique-command-name@8:13'],
      // "about" in the global array and in the guild array do not clash: two scopes.
      'deploy.json': ['wrapped-body@2:3'],
    });
  });

  it('a wrapped file whose name clashes with another file of the set, inside the wrapper', () => {
    const { lint, results, dir } = initThenLint({
      'commands/a.json': json({ commands: [command('x'), command('ping')] }),
      'commands/b.json': json(command('ping')),
    });
    expect(lint.code).toBe(1);
    expect(relativeResults(results, dir)).toEqual({
      'commands/a.json': ['wrapped-body@2:3', 'unique-command-name@9:15'],
      'commands/b.json': ['unique-command-name@2:11'],
    });
    const b = results.find((r) => r.filePath.endsWith('b.json'))!;
    expect(b.messages[0]!.message).toContain('(the other is at commands/a.json:9)');
  });

  it('no command files: a configuration without sets, said so', () => {
    const { init } = initThenLint({ ...ROOT_FILES });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('Found no command files here.');
    expect(init.stdout).toContain('without sets');
  });
});

describe('--init shows the project\'s file names, never acts on them', () => {
  // A file a pull request adds can be named with a terminal's escape sequence (OSC 52 writes the
  // clipboard) or a line break (which would end a `//` comment of the configuration it writes).
  const osc52 = 'a\u001b]52;c;aGk=\u0007b';
  it('control characters in listed names are printed as escapes, and every comment of the file stays one line', () => {
    const plain = (name: string): string => `module.exports = { data: { name: '${name}', description: 'The ${name} command' } };\n`;
    const { init, config, lint } = initThenLint({
      ...ROOT_FILES,
      [`commands/${osc52}.json`]: json(command('ping')),
      'commands/x\nevil.json': json(command('pong')),
      'data/x\n{ "files": ["**"] }.js': plain('info'),
      'data/b\u2028c.js': plain('help'),
    });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('commands/a\\u001b]52;c;aGk=\\u0007b.json');
    expect(init.stdout).toContain('commands/x\\u000aevil.json');
    expect(init.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u2028\u2029]/);
    expect(init.stdout.split('\n').filter((line) => line.includes('evil'))).toEqual(['  commands/x\\u000aevil.json']);
    expect(config).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u2028\u2029]/);
    // Each line of the file is a comment, a line of the JSON, or blank: no name spilled out of a comment.
    for (const line of config.split('\n')) expect(line).not.toContain('evil');
    expect(config).toContain('data/x\\u000a{ \"files\": [\"**\"] }.js');
    expect(lint.code).toBe(0);
  });
});

describe('wrapped files on the command line', () => {
  it('a directory takes them (they were skipped without a word), and --fix edits inside the wrapper', () => {
    const project = tempProject({
      'commands/wrapped.json': `{\n  "commands": [\n    { "name": "ping", "description": "Ping", "type": "1" }\n  ]\n}\n`,
      'commands/empty.json': `{ "version": 2 }\n`,
    });
    projects.push(project);
    const before = cmdlint(['commands', '--format', 'json'], { cwd: project.dir });
    const results = JSON.parse(before.stdout) as FileResult[];
    expect(results.map((r) => r.filePath.slice(project.dir.length + 1))).toEqual(['commands/wrapped.json']);
    expect(results[0]!.messages.map((m) => `${m.ruleId}@${m.line}:${m.column}`)).toEqual(['wrapped-body@2:3', 'number-as-string@3:54']);
    const fixed = cmdlint(['--fix', 'commands'], { cwd: project.dir });
    expect(fixed.code).toBe(0);
    expect(readFileSync(join(project.dir, 'commands/wrapped.json'), 'utf8')).toBe(`{\n  "commands": [\n    { "name": "ping", "description": "Ping", "type": 1 }\n  ]\n}\n`);
  });

  it('a set names the body of files whose shape no one could guess', () => {
    const project = tempProject({
      'cmdlint.config.json': json({ sets: [{ files: ['bot/*.json'], scope: 'guild', body: '/bot/slash' }] }),
      'bot/a.json': json({ bot: { slash: [command('Ping')] } }),
      'bot/b.json': json({ other: [] }),
    });
    projects.push(project);
    const run = cmdlint(['--format', 'json'], { cwd: project.dir });
    const results = JSON.parse(run.stdout) as FileResult[];
    expect(relativeResults(results, project.dir)).toEqual({ 'bot/a.json': ['name-lowercase@5:17'], 'bot/b.json': ['wrapped-body@1:1'] });
    expect(results[1]!.messages[0]!.message).toContain('"body" pointer "/bot/slash" names nothing in this file');
    expect(run.code).toBe(1);
  });
});

describe('--init then cmdlint on a code-first bot', () => {
  const builder = (name: string): string =>
    `const { SlashCommandBuilder } = require('discord.js');\n\nmodule.exports = {\n  data: new SlashCommandBuilder().setName('${name}').setDescription('The ${name} command'),\n  async execute(interaction) {\n    await interaction.reply('${name}');\n  },\n};\n`;

  it("the guide's layout: one global set over the command modules, a name shared across folders caught in both", () => {
    const { init, lint, results, dir, config } = initThenLint({
      ...ROOT_FILES,
      'index.js': "const { Client } = require('discord.js');\nnew Client({ intents: [] }).login(process.env.TOKEN);\n",
      'commands/fun/ping.js': builder('ping'),
      'commands/fun/info.js': builder('info'),
      'commands/utility/info.js': builder('info'),
      'commands/utility/helpers.js': 'module.exports = { format: (text) => text.trim() };\n',
      'dist/commands/fun/ping.js': builder('Ping'),
    });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('Found 3 command files:\n  commands/fun/info.js\n  commands/fun/ping.js\n  commands/utility/info.js\n');
    expect(init.stdout).toMatch(/with 1 set:\n {2}global \(3 files\): commands\/fun\/\*\.js, commands\/utility\/\*\.js\n/);
    expect(config).toContain('{ "files": ["commands/fun/*.js", "commands/utility/*.js"], "scope": "global" }');
    expect(lint.code).toBe(1);
    const problems = relativeResults(results, dir);
    expect(problems['commands/fun/info.js']).toEqual(['unique-command-name@4:43']);
    expect(problems['commands/utility/info.js']).toEqual(['unique-command-name@4:43']);
    expect(problems['commands/fun/ping.js']).toEqual([]);
    expect(Object.keys(problems)).not.toContain('dist/commands/fun/ping.js');
  });

  // The shape of SherRao/SherBot's commands/ping.js and of many guide-style bots: `data` is a plain
  // object that the bot's loader sends. Not judged until the author says so: --init proposes the set
  // commented out, and uncommented it finds the clash.
  it('modules that export a plain data object: the set with "body": "/data", proposed commented out', () => {
    const plain = (name: string): string => `module.exports = {\n  data: {\n    name: '${name}',\n    description: 'The ${name} command',\n  },\n  execute: async (interaction) => interaction.reply('${name}'),\n};\n`;
    const { init, dir, config } = initThenLint({
      ...ROOT_FILES,
      'index.js': "const { Client } = require('discord.js');\nnew Client({ intents: [] }).login(process.env.TOKEN);\n",
      'commands/ping.js': plain('ping'),
      'commands/info.js': plain('info'),
      'commands/about.js': plain('info'),
      'commands/helpers.js': 'module.exports = { format: (text) => text.trim() };\n',
      // A button's handler, keyed by its data.name (ElitePenguinForce/agent): no command, not proposed.
      'components/buttons/approve.js': "module.exports = {\n  data: { name: 'approve' },\n  execute: async (interaction) => interaction.reply('Approved'),\n};\n",
    });
    expect(init.code).toBe(0);
    expect(config).not.toContain('components/');
    expect(init.stdout).toContain('3 modules export a plain `data` object that a loader of yours sends (commands/about.js, commands/info.js, commands/ping.js)');
    expect(config).toContain('    // { "files": ["commands/*.js"], "scope": "global", "body": "/data" },\n');
    expect(init.stdout).toContain('uncomment it if your loader does not change them');
    const uncommented = config.replace('    // { "files": ["commands/*.js"]', '    { "files": ["commands/*.js"]');
    writeFileSync(join(dir, 'cmdlint.config.json'), uncommented);
    const after = cmdlint(['--format', 'json'], { cwd: dir });
    expect(after.code).toBe(1);
    const problems = relativeResults(JSON.parse(after.stdout) as FileResult[], dir);
    expect(problems['commands/info.js']).toEqual(['unique-command-name@3:11']);
    expect(problems['commands/about.js']).toEqual(['unique-command-name@3:11']);
    expect(problems['commands/ping.js']).toEqual([]);
    expect(problems['commands/helpers.js']).toEqual(['wrapped-body@1:1']);
  });
});

describe('--init: the commented set of plain modules', () => {
  it('is for a guild where every route the code names is a guild one', () => {
    const plain = "module.exports = {\n  data: { name: 'ping', description: 'Pong' },\n  execute: async (interaction) => interaction.reply('pong'),\n};\n";
    const register = "const { REST, Routes } = require('discord.js');\nconst commands = require('./list');\nnew REST().put(Routes.applicationGuildCommands(process.env.APP, process.env.GUILD), { body: commands });\n";
    const { init, config } = initThenLint({ ...ROOT_FILES, 'commands/ping.js': plain, 'register.js': register });
    expect(init.code).toBe(0);
    expect(config).toContain('// { "files": ["commands/*.js"], "scope": "guild", "body": "/data" },');
  });
});

describe('--init on a loader that sends each module itself (the tutorials\' { name, description, options, callback })', () => {
  const module = (name: string, option = 'channel'): string => `module.exports = {\n  name: '${name}',\n  description: 'The ${name} command',\n  options: [{ name: '${option}', description: 'Where', type: 7, required: true }],\n  callback: (client, interaction) => interaction.reply('${name}'),\n};\n`;
  const loader = "const getLocalCommands = require('../../utils/getLocalCommands');\nmodule.exports = async (client) => {\n  const applicationCommands = client.application.commands;\n  for (const { name, description, options } of getLocalCommands()) await applicationCommands.create({ name, description, options });\n};\n";

  it('proposes their set commented out, which then finds the mistake', () => {
    const { init, dir, config } = initThenLint({
      ...ROOT_FILES,
      'src/events/ready/registerCommands.js': loader,
      'src/commands/misc/join.js': module('join', 'Channel'),
      'src/commands/misc/leave.js': module('leave'),
    });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('2 modules export a command object itself (src/commands/misc/join.js, src/commands/misc/leave.js)');
    // One glob over the category folders: a category added later is in the set too.
    const line = '    // { "files": ["src/commands/*/*.js"], "scope": "global", "body": "", "via": "discord.js" },\n';
    expect(config).toContain(line);
    writeFileSync(join(dir, 'cmdlint.config.json'), config.replace(line, line.replace('// ', '')));
    mkdirSync(join(dir, 'src', 'commands', 'economy'));
    writeFileSync(join(dir, 'src', 'commands', 'economy', 'daily.js'), module('Daily'));
    const after = cmdlint(['--format', 'json'], { cwd: dir });
    const problems = relativeResults(JSON.parse(after.stdout) as FileResult[], dir);
    expect(problems['src/commands/misc/join.js']).toEqual(['name-lowercase@4:21']);
    expect(problems['src/commands/economy/daily.js']).toEqual(['name-lowercase@2:9']);
  });

  it('a prefix bot, which registers no application command, is proposed nothing', () => {
    const { init, config } = initThenLint({
      ...ROOT_FILES,
      'index.js': "const { Client, Collection } = require('discord.js');\nconst client = new Client({ intents: [] });\nclient.commands = new Collection();\n",
      'commands/ping.js': "module.exports = { name: 'ping', description: 'Pong!', execute(message) { message.reply('Pong'); } };\n",
    });
    expect(init.code).toBe(0);
    expect(init.stdout).not.toContain('command object itself');
    expect(config).not.toContain('"via"');
  });
});

describe('--init places code-first commands by what the code does (issue 33.5)', () => {
  const builder = (name: string): string =>
    `const { SlashCommandBuilder } = require('discord.js');\n\nmodule.exports = {\n  data: new SlashCommandBuilder().setName('${name}').setDescription('The ${name} command'),\n  async execute(interaction) {\n    await interaction.reply('${name}');\n  },\n};\n`;
  // The guide's deploy-commands.js: it reads commands/<folder>/*.js and PUTs them to one guild.
  const deploy = (route: string): string => `const { REST, Routes } = require('discord.js');
const fs = require('node:fs');
const path = require('node:path');

const commands = [];
const foldersPath = path.join(__dirname, 'commands');
const commandFolders = fs.readdirSync(foldersPath);
for (const folder of commandFolders) {
  const commandsPath = path.join(foldersPath, folder);
  for (const file of fs.readdirSync(commandsPath).filter((name) => name.endsWith('.js'))) {
    const command = require(path.join(commandsPath, file));
    commands.push(command.data.toJSON());
  }
}

const rest = new REST().setToken(process.env.TOKEN);
rest.put(${route}, { body: commands }).then(() => console.log('done'));
`;

  it('a route named in a comment is no request: the guild route the code calls decides', () => {
    // yewshanooi/sodium's commands.js: a guild PUT, and a note on how to deploy globally.
    const note = '\n/*\n * To deploy globally: Routes.applicationCommands(process.env.CLIENT_ID)\n */\n// or client.application.commands.set(commands)\nconst url = "https://example.com/a//b"; // a string keeps its slashes\n';
    const { init, config } = initThenLint({
      ...ROOT_FILES,
      'deploy-commands.js': deploy('Routes.applicationGuildCommands(process.env.CLIENT_ID, process.env.GUILD_ID)') + note,
      'commands/utility/ping.js': builder('ping'),
    });
    expect(init.code).toBe(0);
    expect(config).toContain('{ "files": ["commands/*/*.js"], "scope": "guild" }');
    expect(config).not.toContain('"scope": "global"');
    expect(init.stdout).not.toContain('Routes.applicationCommands');
  });

  it('a guild route: a guild set of the folder the deploy script reads, a file named Test.js in it, an old folder left out; plan plans them', () => {
    const { init, config, dir } = initThenLint({
      ...ROOT_FILES,
      'deploy-commands.js': deploy('Routes.applicationGuildCommands(process.env.CLIENT_ID, process.env.GUILD_ID)'),
      'commands/utility/ping.js': builder('ping'),
      'commands/utility/Test.js': builder('test'),
      'old/legacy.js': builder('legacy'),
    });
    expect(init.code).toBe(0);
    // The deploy script reads commands/ folder by folder: any category, also one added later.
    expect(config).toContain('{ "files": ["commands/*/*.js"], "scope": "guild" }');
    expect(config).not.toContain('"scope": "global" }');
    expect(config).toContain('Routes.applicationGuildCommands in deploy-commands.js');
    expect(init.stdout).toContain('readdirSync(foldersPath) in deploy-commands.js reads commands/');
    expect(init.stdout).toMatch(/old\/legacy\.js: defines commands, but no folder the code reads holds it/);
    // Never sent, so ignored: `cmdlint` alone (which lints files in no set too) agrees with --init.
    expect(config).toContain('"ignores": ["old/*.js"]');
    writeFileSync(join(dir, 'old/legacy.js'), builder('Legacy'));
    expect(cmdlint([], { cwd: dir })).toMatchObject({ code: 0, stdout: '' });
    project(dir);
    const plan = cmdlint(['plan', '--registered', 'registered.json'], { cwd: dir });
    expect(plan.stdout).toContain('Plan for the guild commands: one bulk overwrite of 2 local commands');
    expect(plan.stdout).toContain('+ command /test');
    expect(plan.code).toBe(0);
  });

  it('a folder read alone holds its own files: a disabled/ folder below it is never sent, and ignored', () => {
    // KestronProgramming/Stewbot: launchCommands.js reads ./commands, not commands/disabled/.
    const flat = `const { REST, Routes } = require('discord.js');
const fs = require('fs');
const commands = [];
for (const file of fs.readdirSync('./commands').filter((name) => name.endsWith('.js'))) commands.push(require(\`./commands/\${file}\`).data.toJSON());
new REST().setToken(process.env.TOKEN).put(Routes.applicationCommands(process.env.CLIENT_ID), { body: commands });
// A bot's uploads, made as it runs: a folder read that is no nesting of commands.
const memes = () => fs.readdirSync('./memes');
`;
    const { init, config, dir } = initThenLint({ ...ROOT_FILES, 'deploy.js': flat, 'commands/ping.js': builder('ping'), 'commands/disabled/ping.js': builder('ping') });
    expect(init.code).toBe(0);
    expect(config).toContain('{ "files": ["commands/*.js"], "scope": "global" }');
    expect(config).toContain('"ignores": ["commands/disabled/*.js"]');
    // Not a duplicate of the /ping that is sent.
    expect(cmdlint([], { cwd: dir })).toMatchObject({ code: 0, stdout: '' });
  });

  it("a deploy script over a folder of the bot's own command classes is not said to be held by sets it did not write", () => {
    // CodAre-Development/discordjs-v13-handler, shortened.
    const { init, config } = initThenLint({
      ...ROOT_FILES,
      'src/Base/CommandHandler.js': "const { readdirSync } = require('node:fs');\nexports.register = async (guild) => {\n  const commands = readdirSync('./src/Commands/').map((name) => new (require(`../Commands/${name}`))());\n  await guild.commands.set(commands);\n};\nexports.remove = (guild) => guild.commands.set([]);\n",
      'src/Commands/ping.js': "const Command = require('../Base/Command');\nmodule.exports = class extends Command {\n  constructor() {\n    super({ name: 'ping', description: 'Pong', isSlash: true });\n  }\n};\n",
    });
    expect(init.code).toBe(0);
    expect(config).not.toMatch(/^\s*\{ "files"/m);
    expect(init.stdout).toContain('src/Base/CommandHandler.js: sends the commands of the folder it reads (src/Commands/), where cmdlint read no command');
    expect(init.stdout).not.toContain('which the sets hold');
  });

  it("an ES module's deploy script over join(here, 'commands'), and a saved listing beside it, ignored", () => {
    // A newcomer's TypeScript bot: `here` is the script's folder; registered.json is what plan.md has them save.
    const esm = `import { readdirSync } from 'node:fs';
import { join, dirname } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { REST, Routes } from 'discord.js';
const here = dirname(fileURLToPath(import.meta.url));
const commandsPath = join(here, 'commands');
const body = [];
for (const folder of readdirSync(commandsPath)) {
  const folderPath = join(commandsPath, folder);
  for (const file of readdirSync(folderPath)) body.push((await import(pathToFileURL(join(folderPath, file)).href)).data.toJSON());
}
await new REST().setToken('t').put(Routes.applicationGuildCommands('1', '2'), { body });
`;
    const listed = JSON.stringify([{ id: '1300000000000000001', application_id: '1200000000000000000', guild_id: '1100000000000000000', version: '1300000000000000101', type: 1, name: 'ping', description: 'The ping command', default_member_permissions: null, nsfw: false }]);
    const { init, config, dir } = initThenLint({ ...ROOT_FILES, 'src/deploy.ts': esm, 'src/commands/utility/ping.ts': builder('ping'), 'registered.json': listed });
    expect(init.code).toBe(0);
    expect(config).toContain('{ "files": ["src/commands/*/*.ts"], "scope": "guild" }');
    expect(config).toContain('"ignores": ["registered.json"]');
    expect(init.stdout).toContain('src/deploy.ts: sends the commands of the folder it reads (src/commands/), which the sets hold');
    expect(cmdlint([], { cwd: dir })).toMatchObject({ code: 0, stdout: '' });
    expect(cmdlint(['plan', '--registered', 'registered.json'], { cwd: dir }).stdout).toContain('No changes');
  });

  it('a module another requires by its path is read, whatever folders the code also reads', () => {
    // Taka005/TakasumiBOTv2: every command in file/commandlist.js, required by the ready event; a reload command reads other folders.
    const { init, config } = initThenLint({
      ...ROOT_FILES,
      'file/commandlist.js': "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = [new SlashCommandBuilder().setName('ping').setDescription('Pong')];\n",
      'events/ready.js': "const { Routes } = require('discord.js');\nconst commands = require('../file/commandlist');\nmodule.exports = (rest) => rest.put(Routes.applicationCommands('1'), { body: commands.map((c) => c.toJSON()) });\n",
      'admin/reload.js': "const fs = require('fs');\nmodule.exports = () => fs.readdirSync('./events');\n",
    });
    expect(init.code).toBe(0);
    expect(config).toContain('{ "files": ["file/*.js"], "scope": "global" }');
    expect(config).toContain('"ignores": []');
  });

  it('a category folder added after --init is in the set: its mistake is found by cmdlint without arguments', () => {
    // A newcomer's first week: --init with commands/utility/ alone, then the guide's next folder.
    const { init, dir } = initThenLint({
      ...ROOT_FILES,
      'deploy-commands.js': deploy('Routes.applicationGuildCommands(process.env.CLIENT_ID, process.env.GUILD_ID)'),
      'commands/utility/ping.js': builder('ping'),
    });
    expect(init.code).toBe(0);
    mkdirSync(join(dir, 'commands', 'moderation'));
    writeFileSync(join(dir, 'commands', 'moderation', 'kick.js'), builder('Kick'));
    const after = cmdlint(['--format', 'json'], { cwd: dir });
    expect(relativeResults(JSON.parse(after.stdout) as FileResult[], dir)['commands/moderation/kick.js']).toEqual(['name-lowercase@4:43']);
    expect(after.code).toBe(1);
  });

  it('a global route in one script, a guild route in another, over the same folder: the global set, the guild one offered', () => {
    const { init, config } = initThenLint({
      ...ROOT_FILES,
      'deploy-global.js': deploy('Routes.applicationCommands(process.env.CLIENT_ID)'),
      'deploy-dev.js': deploy('Routes.applicationGuildCommands(process.env.CLIENT_ID, process.env.GUILD_ID)'),
      'commands/utility/ping.js': builder('ping'),
    });
    expect(init.code).toBe(0);
    expect(config).toContain('{ "files": ["commands/*/*.js"], "scope": "global" }');
    expect(config).toContain('// { "files": ["commands/*/*.js"], "scope": "guild" },');
    expect(init.stdout).toContain('the code also sends commands/*/*.js to a guild');
  });

  it('a TypeScript loader that lists the build output and imports each file beside it: the source folder, the loader left out', () => {
    // As TERRORW0LF/LSL-Discordbot's src/commandRegister.ts: its list is read from dist/, which a
    // fresh clone does not have; the import names the folder of the sources.
    const tsBuilder = (name: string): string =>
      `import { SlashCommandBuilder } from '@discordjs/builders';\n\nexport default {\n  data: new SlashCommandBuilder().setName('${name}').setDescription('The ${name} command').toJSON(),\n};\n`;
    const { init, config } = initThenLint({
      ...ROOT_FILES,
      'src/commandRegister.ts': `import fs from 'node:fs';
import { REST } from '@discordjs/rest';
import { RESTPutAPIApplicationCommandsJSONBody, Routes } from 'discord-api-types/v9';

let commands: RESTPutAPIApplicationCommandsJSONBody = [];
const commandFiles = fs.readdirSync('./dist/commands/rest').filter(file => file.endsWith('.js'));
for (const file of commandFiles) {
    const { default: command } = await import(\`./commands/rest/\${file}\`);
    commands.push(command.data);
}
await new REST({ version: '9' }).setToken('t').put(Routes.applicationGuildCommands('1', '2'), { body: commands });
`,
      'src/commands/rest/dice.ts': tsBuilder('dice'),
      'src/commands/rest/joke.ts': tsBuilder('joke'),
      'src/commands/files/helper.ts': 'export const run = (): void => undefined;\n',
    });
    expect(init.code).toBe(0);
    expect(config).toContain('{ "files": ["src/commands/rest/*.ts"], "scope": "guild" }');
    expect(config).not.toContain('"src/*.ts"');
    expect(init.stdout).toContain('import(`./commands/rest/${...}`) in src/commandRegister.ts reads src/commands/rest/');
    expect(init.stdout).toContain('src/commandRegister.ts: sends the commands of the folder it reads (src/commands/rest/)');
  });

  it('no command files at all: what cmdlint reads, not a folder that holds nothing', () => {
    const { init } = initThenLint({ ...ROOT_FILES, 'index.js': "console.log('hi');\n" });
    expect(init.stdout).toContain('JavaScript or TypeScript modules that define commands');
    expect(init.stdout).not.toContain('cmdlint commands/');
  });
});

/** A registered guild list with /ping only. */
function project(dir: string): void {
  writeFileSync(join(dir, 'registered.json'), JSON.stringify([{ id: '100000000000000001', application_id: '1', guild_id: '2', version: '1', type: 1, name: 'ping', description: 'The ping command' }]));
}

describe('--init puts test-guild commands in a guild set, by the evidence of the files (issue 25.9)', () => {
  const CORPUS = join(ROOT, 'test', 'corpus', 'repos', 'Gtomika__mod-wvw-bot');

  /** The real files of a bot, under the same paths. */
  function realFiles(): Record<string, string> {
    const files: Record<string, string> = {};
    for (const folder of ['dev', 'live']) {
      for (const name of readdirSync(join(CORPUS, 'commands', folder))) files[`commands/${folder}/${name}`] = readFileSync(join(CORPUS, 'commands', folder, name), 'utf8');
    }
    return files;
  }

  it("Gtomika's bot: commands/dev/*_on_test_guild.json with guild_id in a guild set, no clash with their global twins", () => {
    const files = realFiles();
    expect(Object.keys(files).filter((f) => f.startsWith('commands/dev/'))).toHaveLength(15);
    const { init, lint, results, dir, config } = initThenLint({ ...ROOT_FILES, ...files });
    expect(init.code).toBe(0);
    expect(config).toContain('// guild: "guild_id" in the file (15 files)\n    { "files": ["commands/dev/*.json"], "scope": "guild" }');
    expect(config).toContain('{ "files": ["commands/live/*.json"], "scope": "global" }');
    expect(init.stdout).toContain('  guild (15 files): commands/dev/*.json\n    decided by: "guild_id" in the file (15 files)\n');
    expect(init.stdout).toContain('  global (15 files): commands/live/*.json\n    decided by: no "guild_id", folder or file name says guild\n');
    const problems = Object.values(relativeResults(results, dir)).flat();
    expect(problems.filter((p) => p.startsWith('unique-command-name'))).toEqual([]);
    expect(lint.stderr).toBe('');
  });

  it('the same files without guild_id: the folder "dev" decides', () => {
    const files = Object.fromEntries(Object.entries(realFiles()).map(([path, text]) => [path, text.replace(/\s*"guild_id":\s*\d+,/, '')]));
    expect(Object.values(files).some((text) => text.includes('guild_id'))).toBe(false);
    const { init, results, dir, config } = initThenLint({ ...ROOT_FILES, ...files });
    expect(config).toContain('// guild: folder "dev" (15 files)\n    { "files": ["commands/dev/*.json"], "scope": "guild" }');
    expect(init.stdout).toContain('decided by: folder "dev" (15 files)');
    expect(Object.values(relativeResults(results, dir)).flat().filter((p) => p.startsWith('unique-command-name'))).toEqual([]);
  });

  it('one folder, the test guild said by file names only: listed by name, never by a glob that takes the global files', () => {
    const { init, lint, results, dir, config } = initThenLint({
      ...ROOT_FILES,
      'commands/ping.json': json(command('ping')),
      'commands/help.json': json(command('help')),
      'commands/ping_on_test_guild.json': json(command('ping')),
      'commands/help.staging.json': json(command('help')),
      // Words that are not a test guild's: a command about guilds, "latest", "contest", a server's info.
      'commands/guild_info.json': json(command('guildinfo')),
      'commands/latest.json': json(command('latest')),
      'commands/contest.json': json(command('contest')),
      'commands/server.json': json(command('server')),
    });
    expect(init.code).toBe(0);
    expect(config).toContain('{ "files": ["commands/help.staging.json", "commands/ping_on_test_guild.json"], "scope": "guild" }');
    expect(config).toContain('{ "files": ["commands/contest.json", "commands/guild_info.json", "commands/help.json", "commands/latest.json", "commands/ping.json", "commands/server.json"], "scope": "global" }');
    expect(init.stdout).toMatch(/decided by: file names such as "[^"]+" \(2 files\)/);
    expect([lint.code, lint.stderr]).toEqual([0, '']);
    expect(Object.values(relativeResults(results, dir)).flat()).toEqual([]);
  });

  it('a guild id folder still names its guild, and a folder of test words in a guild set', () => {
    const { config } = initThenLint({
      ...ROOT_FILES,
      'commands/global/ping.json': json(command('ping')),
      'commands/testing/ping.json': json(command('ping')),
      'commands/613425648685547541/ping.json': json(command('ping')),
    });
    expect(config).toContain('// guild 613425648685547541: folder "613425648685547541" (1 file)\n    { "files": ["commands/613425648685547541/*.json"], "scope": "guild", "guildId": "613425648685547541" }');
    expect(config).toContain('// guild: folder "testing" (1 file)\n    { "files": ["commands/testing/*.json"], "scope": "guild" }');
  });
});

describe('--init beside a configuration', () => {
  it.each([
    ['.cmdlintrc.jsonc', '{}', '.cmdlintrc.jsonc already exists here'],
    ['package.json', '{ "name": "bot", "cmdlint": { "rules": {} } }', 'package.json here already holds a "cmdlint" configuration'],
  ])('%s: writes no second one (exit 2)', (name, text, message) => {
    const project = tempProject({ [name]: text, 'commands/ping.json': json(command('ping')) });
    projects.push(project);
    const init = cmdlint(['--init'], { cwd: project.dir });
    expect(init.stderr).toContain(message);
    expect(init.code).toBe(2);
    expect(readdirSync(project.dir)).not.toContain('cmdlint.config.json');
  });
});
