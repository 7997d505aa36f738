// The built CLI on a bot whose commands are plain objects that its own loader sends: nothing said
// of them until a set names the export (`"body": "/data"`), then every rule at their literals,
// across the set, with `--fix` and `plan`. The modules' shapes are those of public bots: the
// guide's `module.exports = { data, execute }` with a JSON-like object (SherRao/SherBot,
// commands/ping.js), `export const data = {...}` beside `export async function execute`
// (TypeScript), and a helper module in the same folder that exports no `data`.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmdlint, tempProject } from './helpers.js';

const PING = `module.exports = {

    "data": {
        "name": "ping",
        "description": "Pong!",
        "type": "1",
        "options": [],
    },

    execute: (client, logger, interaction) => {
        interaction.reply('Pong!');
    }

}
`;

const BAN = `import type { ChatInputCommandInteraction } from 'discord.js';

export const data = {
  name: 'ban',
  description: 'Bans a member',
  options: [
    { type: 3, name: 'reason', description: 'Why' },
    { type: 6, name: 'target', description: 'Who', required: true },
  ],
};

export async function execute(interaction: ChatInputCommandInteraction) {
  await interaction.reply('Banned');
}
`;

const KICK = `export const data = {
  name: 'ping',
  description: 'Kicks a member',
};
export async function execute() {}
`;

const HELPER = `module.exports = { formatDuration: (ms) => \`\${ms} ms\` };\n`;

const LOADER = `const fs = require('node:fs');
const commands = [];
for (const file of fs.readdirSync('./commands')) commands.push(require(\`./commands/\${file}\`).data);
module.exports = commands;
`;

const config = (body?: string): string => JSON.stringify({ sets: [{ files: ['commands/*.js', 'commands/*.ts'], scope: 'global', ...(body === undefined ? {} : { body }) }] });

describe('a set that names the export its loader sends', () => {
  const project = tempProject({
    'package.json': '{ "name": "bot", "dependencies": { "discord.js": "^14.16.0" } }\n',
    'commands/ping.js': PING,
    'commands/ban.ts': BAN,
    'commands/kick.ts': KICK,
    'commands/util.js': HELPER,
    'deploy.js': LOADER,
  });
  afterAll(() => project.cleanup());

  it('without "body", the plain objects are not judged: nothing is said', () => {
    project.write('cmdlint.config.json', config());
    const result = cmdlint(['--format', 'compact'], { cwd: project.dir });
    expect(result.stdout).toBe('');
    expect(result.code).toBe(0);
  });

  it('with "body": "/data", every rule at the literals, the set\'s rules across its files', () => {
    project.write('cmdlint.config.json', config('/data'));
    const result = cmdlint(['--format', 'compact'], { cwd: project.dir });
    const lines = result.stdout.trim().split('\n').filter((line) => line.includes(': line ')).map((line) => line.replace(`${project.dir}/`, '').replace(/: line (\d+), col (\d+), (\w+) - .* \(([\w-]+)\)$/, ' $1:$2 $3 $4'));
    expect(lines.sort()).toEqual(
      [
        'commands/ban.ts 8:5 Error required-before-optional',
        'commands/kick.ts 2:9 Error unique-command-name',
        'commands/ping.js 4:17 Error unique-command-name',
        'commands/ping.js 6:17 Error number-as-string',
        'commands/util.js 1:1 Warning wrapped-body',
      ].sort(),
    );
    expect(result.stdout).toContain('names nothing this module exports');
    expect(result.code).toBe(1);
  });

  it('--fix edits the literal in the module and keeps the rest byte for byte', () => {
    project.write('cmdlint.config.json', config('/data'));
    cmdlint(['--fix'], { cwd: project.dir });
    expect(readFileSync(join(project.dir, 'commands/ping.js'), 'utf8')).toBe(PING.replace('"type": "1"', '"type": 1'));
    expect(readFileSync(join(project.dir, 'commands/ban.ts'), 'utf8')).toBe(BAN);
    project.write('commands/ping.js', PING);
  });

  it('explain --body on a module of the set maps the service\'s error onto the exported object', () => {
    project.write('cmdlint.config.json', config('/data'));
    project.write('error.txt', 'DiscordAPIError[50035]: Invalid Form Body\noptions[1][APPLICATION_COMMAND_REQUIRED_OPTIONS_MUST_BE_FIRST]: Required options must be placed before non-required options\n');
    const { code, stdout } = cmdlint(['explain', 'error.txt', '--body', 'commands/ban.ts'], { cwd: project.dir });
    expect(stdout).toContain('commands/ban.ts:8:5');
    expect(stdout).toContain('required-before-optional');
    expect(code).toBe(0);
  });

  it('plan over the set: the exported objects are what it compares with the registered commands', () => {
    project.write('cmdlint.config.json', JSON.stringify({ sets: [{ files: ['commands/ban.ts'], scope: 'global', body: '/data' }] }));
    project.write('registered.json', JSON.stringify([{ id: '100000000000000001', application_id: '111111111111111111', version: '1', type: 1, name: 'ban', description: 'Bans a member', options: [{ type: 3, name: 'reason', description: 'Why' }] }]));
    const { stdout } = cmdlint(['plan', '--registered', 'registered.json', '--format', 'json'], { cwd: project.dir });
    const plan = JSON.parse(stdout) as { actions: { action: string; name: string }[] };
    expect(plan.actions.map((a) => `${a.action} ${a.name}`)).toEqual(['update ban']);
  });

  it('plan: a helper module of the set adds nothing; a set of helpers only is refused, never planned as deletes', () => {
    project.write('cmdlint.config.json', JSON.stringify({ sets: [{ files: ['commands/ban.ts', 'commands/util.js'], scope: 'global', body: '/data' }] }));
    const withHelper = cmdlint(['plan', '--registered', 'registered.json', '--format', 'json'], { cwd: project.dir });
    expect(withHelper.stderr).toBe('');
    expect((JSON.parse(withHelper.stdout) as { actions: { action: string; name: string }[] }).actions.map((a) => `${a.action} ${a.name}`)).toEqual(['update ban']);
    project.write('cmdlint.config.json', JSON.stringify({ sets: [{ files: ['commands/util.js'], scope: 'global', body: '/data' }] }));
    const helpersOnly = cmdlint(['plan', '--registered', 'registered.json'], { cwd: project.dir });
    expect(helpersOnly.stderr).toContain("cmdlint found no command in the sets' modules (commands/util.js)");
    expect(helpersOnly.stdout).not.toContain('delete');
    expect(helpersOnly.code).toBe(2);
  });
});
