// `cmdlint plan` and `cmdlint explain --body` read JavaScript and TypeScript sources as `cmdlint`
// does (the reader in dist/source.cjs, loaded on the first source file): the built CLI as a
// process on a bot laid out as discord.js's guide teaches (a commands/ folder of modules that
// export `data`, a deploy script that sends an array of builders).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmdlint, expectRefused, tempProject } from './helpers.js';

const BAN = `const { SlashCommandBuilder, PermissionFlagsBits } = require('discord.js');

module.exports = {
  data: new SlashCommandBuilder()
    .setName('ban')
    .setDescription('Bans a member')
    .setDefaultMemberPermissions(PermissionFlagsBits.BanMembers)
    .addUserOption((option) =>
      option
        .setName('target')
        .setDescription('The member to ban')
        .setRequired(true),
    )
    .addStringOption((option) =>
      option
        .setName('Reason')
        .setDescription('Why'),
    ),
  async execute(interaction) {
    await interaction.reply('Banned');
  },
};
`;

const PING = `const { SlashCommandBuilder } = require('discord.js');

module.exports = {
  data: new SlashCommandBuilder().setName('ping').setDescription('Replies with Pong!'),
  async execute(interaction) {
    await interaction.reply('Pong!');
  },
};
`;

// A deploy script in TypeScript that sends an array of builders in one bulk overwrite.
const DEPLOY = `import { REST, Routes, SlashCommandBuilder } from 'discord.js';

const commands = [
  new SlashCommandBuilder().setName('ping').setDescription('Replies with Pong!'),
  new SlashCommandBuilder()
    .setName('echo')
    .setDescription('Echoes your input')
    .addStringOption((option) => option.setName('input').setDescription('The input to echo back')),
  new SlashCommandBuilder()
    .setName('info')
    .setDescription('Get info about a user or a server!')
    .addSubcommand((subcommand) => subcommand.setName('user').setDescription('Info about a user')),
].map((command) => command.toJSON());

const rest = new REST().setToken(process.env.DISCORD_TOKEN as string);
await rest.put(Routes.applicationCommands(process.env.CLIENT_ID as string), { body: commands });
`;

// A command whose description comes from another file: nothing the file alone tells.
const I18N = `const { SlashCommandBuilder } = require('discord.js');
const { t } = require('../i18n');

module.exports = {
  data: new SlashCommandBuilder().setName('help').setDescription(t('help.description')),
};
`;

const project = tempProject({
  'package.json': JSON.stringify({ name: 'bot', dependencies: { 'discord.js': '^14.16.3' } }),
  'commands/mod/ban.js': BAN,
  'commands/util/ping.js': PING,
  'deploy-commands.ts': DEPLOY,
  'i18n/help.js': I18N,
  'i18n/index.js': 'module.exports = { t: (key) => key };\n',
  // discord.js 14's DiscordAPIError as the deploy printed it: the bulk array's item 5 (a folder of six commands).
  'error-ban.txt': 'DiscordAPIError[50035]: Invalid Form Body\n5.options[1].name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid\n    at handleErrors (/bot/node_modules/@discordjs/rest/dist/index.js:727:13)\n',
  'error-echo.txt': 'DiscordAPIError[50035]: Invalid Form Body\n1.options[0].description[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 100 in length.\n',
  'registered.json': JSON.stringify([
    { id: '100000000000000001', application_id: '111111111111111111', version: '1', type: 1, name: 'ban', description: 'Ban a member', default_member_permissions: '4', options: [{ type: 6, name: 'target', description: 'The member to ban', required: true }] },
    { id: '100000000000000002', application_id: '111111111111111111', version: '1', type: 1, name: 'kick', description: 'Kick a member' },
  ]),
});
afterAll(() => project.cleanup());

const lineOf = (file: string, text: string): number => readFileSync(join(project.dir, file), 'utf8').split('\n').findIndex((line) => line.includes(text)) + 1;

describe('cmdlint explain --body SOURCE', () => {
  it("maps a leaf of the bulk array onto the builder call in the command's file, naming the command and the option", () => {
    const { code, stdout, stderr } = cmdlint(['explain', 'error-ban.txt', '--body', 'commands/mod/ban.js'], { cwd: project.dir });
    expect(stderr).toBe('');
    const line = lineOf('commands/mod/ban.js', "setName('Reason')");
    expect(stdout).toContain(`commands/mod/ban.js:${line}:18  /ban › option "Reason" › name`);
    expect(stdout).toContain('name-lowercase');
    expect(stdout).toContain('use "reason"');
    expect(stdout).toContain('(5.options[1].name)');
    expect(code).toBe(0);
  });

  it('a directory of command files: the file whose command has the problem, as json with its path', () => {
    const { code, stdout } = cmdlint(['explain', 'error-ban.txt', '--body', 'commands', '--format', 'json'], { cwd: project.dir });
    const [e] = JSON.parse(stdout) as { filePath: string; line: number; column: number; command: string; option: string; status: string }[];
    expect(e).toMatchObject({ filePath: join(project.dir, 'commands/mod/ban.js'), line: lineOf('commands/mod/ban.js', "setName('Reason')"), column: 18, command: 'ban', option: 'Reason', status: 'explained' });
    expect(code).toBe(0);
  });

  it('a glob names the files as the main run expands it', () => {
    const { code, stdout } = cmdlint(['explain', 'error-ban.txt', '--body', 'commands/**/*.js'], { cwd: project.dir });
    expect(stdout).toContain(`commands/mod/ban.js:${lineOf('commands/mod/ban.js', "setName('Reason')")}:18`);
    expect(code).toBe(0);
  });

  it('a deploy script that sends an array: the index is the array\'s, read in the TypeScript source', () => {
    const { code, stdout } = cmdlint(['explain', 'error-echo.txt', '--body', 'deploy-commands.ts'], { cwd: project.dir });
    // The description is valid: no rule of cmdlint finds anything there, and the place is named.
    expect(stdout).toContain(`deploy-commands.ts:${lineOf('deploy-commands.ts', "setDescription('The input to echo back')")}:`);
    expect(stdout).toContain('/echo › option "input" › description');
    expect(code).toBe(1); // not caught by cmdlint: a gap, said so
    expect(stdout).toContain('not caught by cmdlint');
  });

  it('a one-command file the error does not point into is not taken for the failing command', () => {
    const { code, stdout } = cmdlint(['explain', 'error-ban.txt', '--body', 'commands/util/ping.js'], { cwd: project.dir });
    expect(stdout).not.toContain('name-lowercase');
    expect(stdout).toContain('does not fit the sent body');
    expect(stdout).toContain('Give the whole array that was sent');
    expect(code).toBe(1);
  });

  it('"fixable" only where --fix changes the text: a JSON body is, a builder\'s setName (a suggestion) is not', () => {
    const source = cmdlint(['explain', 'error-ban.txt', '--body', 'commands/mod/ban.js'], { cwd: project.dir });
    expect(source.stdout).not.toContain('fixable');
    project.write('ban.json', `${JSON.stringify([{ name: 'ban', description: 'Bans a member', options: [{ type: 6, name: 'target', description: 'Who', required: true }, { type: 3, name: 'Reason', description: 'Why' }] }], null, 2)}\n`);
    project.write('error-ban-json.txt', 'DiscordAPIError[50035]: Invalid Form Body\n0.options[1].name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid\n');
    const json = cmdlint(['explain', 'error-ban-json.txt', '--body', 'ban.json'], { cwd: project.dir });
    const fixable = json.stdout.includes('fixable: cmdlint --fix ban.json');
    const fix = cmdlint(['--fix', 'ban.json'], { cwd: project.dir });
    // Said exactly when --fix changed the file.
    expect(readFileSync(join(project.dir, 'ban.json'), 'utf8').includes('"reason"')).toBe(fixable);
    expect(fix.code).not.toBe(2);
  });

  it('a duplicate name across command files names the other file:line, not an index', () => {
    project.write('dup/a.js', "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('ping').setDescription('A') };\n");
    project.write('dup/b.js', "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('ping').setDescription('B') };\n");
    project.write('error-dup.txt', 'DiscordAPIError[50035]: Invalid Form Body\n1.name[APPLICATION_COMMANDS_DUPLICATE_NAME]: Application command names must be unique\n');
    const { stdout } = cmdlint(['explain', 'error-dup.txt', '--body', 'dup'], { cwd: project.dir });
    expect(stdout).toContain('unique-command-name');
    expect(stdout).toMatch(/the other is at dup\/a\.js:2\b/);
    expect(stdout).not.toContain('at index');
  });

  it('a source with no command is said to be one, not explained against nothing', () => {
    expectRefused(cmdlint(['explain', 'error-ban.txt', '--body', 'i18n/index.js'], { cwd: project.dir }), 'cmdlint found no command in i18n/index.js');
  });
});

describe('cmdlint plan SOURCE', () => {
  it('plans a builder file against the registered list, the diagnostics at the builder calls', () => {
    const { code, stdout } = cmdlint(['plan', 'commands/mod/ban.js', '--registered', 'registered.json'], { cwd: project.dir });
    expect(stdout).toContain(`${lineOf('commands/mod/ban.js', "setName('Reason')")}:18  error    Option "Reason" of /ban`);
    expect(stdout).toContain('~ command /ban (id 100000000000000001)');
    expect(stdout).toContain('description: "Ban a member" → "Bans a member"');
    expect(stdout).toContain('0 to create, 1 to update, 1 to delete');
    // builders write `required: false` themselves: nothing the author could remove is reported.
    expect(stdout).not.toContain('perpetual-difference');
    expect(code).toBe(1);
  });

  it('a directory expands to the files that define commands, as cmdlint finds them', () => {
    const { stdout } = cmdlint(['plan', 'commands', '--registered', 'registered.json', '--format', 'json'], { cwd: project.dir });
    const out = JSON.parse(stdout) as { actions: { action: string; name: string }[] };
    expect(out.actions.map((a) => `${a.action} ${a.name}`).sort()).toEqual(['create ping', 'delete kick', 'update ban']);
  });

  it('the bulk array a TypeScript deploy script sends', () => {
    const { code, stdout } = cmdlint(['plan', 'deploy-commands.ts', '--format', 'json'], { cwd: project.dir });
    const out = JSON.parse(stdout) as { actions: { action: string; name: string }[] };
    expect(out.actions.map((a) => `${a.action} ${a.name}`)).toEqual(['create ping', 'create echo', 'create info']);
    expect(code).toBe(0);
  });

  it('permissions made text with toString(), String() or a template are known, and the commands planned', () => {
    const typed = (name: string, permissions: string): string => `const ${name}: RESTPostAPIChatInputApplicationCommandsJSONBody = { name: '${name}', description: 'x', default_member_permissions: ${permissions} };\n`;
    const deploy = tempProject({
      'deploy.ts':
        "import { PermissionFlagsBits, PermissionsBitField, REST, Routes, type RESTPostAPIChatInputApplicationCommandsJSONBody } from 'discord.js';\n" +
        typed('a', 'PermissionFlagsBits.Administrator.toString()') +
        typed('b', '`${PermissionFlagsBits.Administrator}`') +
        typed('c', 'String(PermissionFlagsBits.Administrator)') +
        typed('d', 'PermissionsBitField.Flags.Administrator.toString()') +
        typed('e', '(PermissionFlagsBits.BanMembers | PermissionFlagsBits.KickMembers).toString()') +
        'new REST().setToken(process.env.TOKEN!).put(Routes.applicationCommands(process.env.CLIENT_ID!), { body: [a, b, c, d, e] });\n',
    });
    try {
      const { code, stdout } = cmdlint(['plan', 'deploy.ts', '--format', 'json', '--out', 'body.json'], { cwd: deploy.dir });
      const out = JSON.parse(stdout) as { actions: { action: string; name: string }[] };
      expect(out.actions.map((a) => `${a.action} ${a.name}`)).toEqual(['create a', 'create b', 'create c', 'create d', 'create e']);
      const body = JSON.parse(readFileSync(join(deploy.dir, 'body.json'), 'utf8')) as { name: string; default_member_permissions: string }[];
      expect(body.map((command) => `${command.name} ${command.default_member_permissions}`)).toEqual(['a 8', 'b 8', 'c 8', 'd 8', 'e 6']);
      expect(code).toBe(0);
    } finally {
      deploy.cleanup();
    }
  });

  it('a command left out of the plan still has its own problems shown, those that hold whatever its unknown value is', () => {
    const left = tempProject({ 'help.js': "const { SlashCommandBuilder } = require('discord.js');\nconst { t } = require('./i18n');\nmodule.exports = { data: new SlashCommandBuilder().setName('Help').setDescription(t('help.description')) };\n" });
    try {
      const { code, stdout } = cmdlint(['plan', 'help.js'], { cwd: left.dir });
      expect(stdout).toContain('? not planned: command /Help, its description is not known from the file');
      // The name is the file's own: reported; the description is not known: nothing said of its length.
      expect(stdout).toMatch(/^help\.js\n {2}3:\d+ {2}error {4}Command \/Help: name "Help" must be lowercase.*name-lowercase$/m);
      expect(stdout).not.toContain('description-length');
      expect(code).toBe(1);
    } finally {
      left.cleanup();
    }
  });

  it('a command with a value from another file is not planned, said where and why; the rest is planned', () => {
    const { code, stdout } = cmdlint(['plan', 'commands', 'i18n/help.js', '--registered', 'registered.json'], { cwd: project.dir });
    const line = lineOf('i18n/help.js', 'setDescription(t(');
    expect(stdout).toContain(`? not planned: command /help, its description is not known from the file (a call at i18n/help.js:${line}:`);
    expect(stdout).toContain('~ command /ban (id 100000000000000001)');
    expect(stdout).toContain('+ command /ping');
    expect(stdout).toContain('- command /kick');
    expect(stdout).toContain('Incomplete plan: 1 to create, 1 to update, 1 to delete');
    expect(code).toBe(1); // errors first: /ban's option "Reason"; alone, an incomplete plan exits 4 (below)
  });

  it('the registered command of a command not planned is never planned as deleted, nor half of a rename', () => {
    project.write('registered-help.json', JSON.stringify([
      { id: '100000000000000003', application_id: '111111111111111111', version: '1', type: 1, name: 'help', description: 'Help' },
      { id: '100000000000000002', application_id: '111111111111111111', version: '1', type: 1, name: 'kick', description: 'Kick a member' },
    ]));
    const { code, stdout } = cmdlint(['plan', 'i18n/help.js', 'commands/util/ping.js', '--registered', 'registered-help.json', '--format', 'json'], { cwd: project.dir });
    const out = JSON.parse(stdout) as { actions: { action: string; name: string }[]; incomplete: boolean; unplanned: { name: string; file: string; line: number; text: string }[]; keptOut: { name: string; id: string }[]; body: unknown };
    expect(out.actions.map((a) => `${a.action} ${a.name}`)).toEqual(['create ping', 'delete kick']);
    expect(out.incomplete).toBe(true);
    expect(out.unplanned).toMatchObject([{ name: 'help', file: 'i18n/help.js', line: lineOf('i18n/help.js', 'data:') }]);
    expect(out.keptOut).toEqual([{ type: 1, name: 'help', label: 'command /help', id: '100000000000000003', registered: 0 }]);
    // A bulk overwrite without /help would delete it: no body.
    expect(out.body).toBeNull();
    expect(code).toBe(4);
  });

  it('--out: no bulk body for an incomplete plan, the known requests one by one', () => {
    const bulk = cmdlint(['plan', 'commands', 'i18n/help.js', '--registered', 'registered.json', '--out', 'bulk.json'], { cwd: project.dir });
    expect(bulk.stderr).toContain('--out bulk.json not written: the plan is incomplete');
    expect(existsSync(join(project.dir, 'bulk.json'))).toBe(false);
    expect(bulk.code).toBe(1); // /ban's error
    const each = cmdlint(['plan', 'commands', 'i18n/help.js', '--registered', 'registered.json', '--style', 'each', '--out', 'each.json'], { cwd: project.dir });
    const requests = JSON.parse(readFileSync(join(project.dir, 'each.json'), 'utf8')) as { method: string }[];
    // kick deleted, /ban's update and /ping's create (a POST of an existing name updates it); /help not touched.
    expect(requests.map((r) => r.method)).toEqual(['DELETE', 'POST', 'POST']);
    expect(JSON.stringify(requests)).not.toContain('help');
    expect(each.code).toBe(1);
  });

  it('a list with elements the file does not show keeps every unmatched registered command out', () => {
    project.write('deploy-spread.ts', "import { REST, Routes, SlashCommandBuilder } from 'discord.js';\nimport more from './more';\nconst commands = [new SlashCommandBuilder().setName('ban').setDescription('Bans a member'), ...more];\nawait new REST().put(Routes.applicationCommands('1'), { body: commands });\n");
    const { code, stdout } = cmdlint(['plan', 'deploy-spread.ts', '--registered', 'registered.json'], { cwd: project.dir });
    expect(stdout).toContain('? not planned: a command of deploy-spread.ts:3:');
    expect(stdout).toContain('? command /kick (id 100000000000000002) registered: not compared');
    expect(stdout).not.toContain('- command /kick');
    expect(code).toBe(4);
  });

  it('a named source that defines nothing is refused rather than planned as deleting every command', () => {
    expectRefused(cmdlint(['plan', 'i18n/index.js', '--registered', 'registered.json'], { cwd: project.dir }), 'i18n/index.js: cmdlint found no command in it');
  });
});

describe("cmdlint explain's counts", () => {
  it('an error with more failing fields than it reads says how many were read and not, and exits 1', () => {
    const errors: Record<string, unknown> = {};
    for (let i = 0; i < 5003; i++) errors[String(i)] = { name: { _errors: [{ code: 'APPLICATION_COMMAND_INVALID_NAME', message: 'Command name is invalid' }] } };
    project.write('many.json', JSON.stringify({ code: 50035, message: 'Invalid Form Body', errors }));
    const { code, stdout } = cmdlint(['explain', 'many.json'], { cwd: project.dir });
    expect(stdout).toContain('✔ all 5000 errors of the service explained');
    expect(stdout).toContain('✖ 3 more errors of the service not read: cmdlint reads the first 5000');
    expect(code).toBe(1);
  });
});

describe("cmdlint explain reads discord.py's CommandSyncFailure", () => {
  it('matches the names it prints to the JSON dump of the tree, at file:line:col', () => {
    // https://github.com/Rapptz/discord.py/issues/9838, with a parameter name the service refuses.
    project.write('sync-error.txt', "discord.app_commands.errors.CommandSyncFailure: Failed to upload commands to Discord (HTTP status 400, error code 50035)\nIn command 'command2' defined in function 'detect'\n  In parameter 'thing!'\n    name: Command name is invalid\n");
    project.write('tree.json', `${JSON.stringify([
      { type: 1, name: 'command', description: 'desc', options: [{ type: 3, name: 'message', description: 'message', required: true }] },
      { type: 1, name: 'command2', description: 'desc 2', options: [{ type: 6, name: 'member', description: 'member', required: true }, { type: 3, name: 'thing!', description: 'thing', required: true }] },
    ], null, 2)}\n`);
    const { code, stdout } = cmdlint(['explain', 'sync-error.txt', '--body', 'tree.json'], { cwd: project.dir });
    expect(stdout).toContain(`tree.json:${lineOf('tree.json', '"name": "thing!"')}:`);
    expect(stdout).toContain('/command2 › option "thing!" › name');
    expect(stdout).toContain('(1.options[1].name)');
    expect(stdout).toContain('name-format');
    expect(code).toBe(0);
  });
});

describe('plan --fetch with a malformed token', () => {
  it('says the token is malformed, never printing it, and sends nothing', () => {
    const secret = 'MTIzNDU2Nzg5MDEyMzQ1Njc4.Gx-secret\u0007part';
    // Port 9 on loopback: nothing is sent, the token is refused before any request.
    const { code, stderr, stdout } = cmdlint(['plan', 'commands/util/ping.js', '--fetch', '--application-id', '111111111111111111', '--api-base', 'http://127.0.0.1:9/api/v10'], { cwd: project.dir, env: { CMDLINT_TOKEN: secret } });
    expect(stderr).toContain('CMDLINT_TOKEN is malformed');
    expect(stderr).not.toContain('Cannot reach');
    expect(stderr + stdout).not.toContain('secret');
    expect(code).toBe(2);
  });
});
