// A slash-create bot laid out as its starter template is (Snazzah/slash-create-template: CommonJS,
// `src/index.js` registering `src/commands/`, synced by slash-up): what `cmdlint`, `plan` and
// `--init` say of its SlashCommand classes, with the built CLI as a process.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cmdlint, tempProject } from './helpers.js';

const projects: { cleanup: () => void }[] = [];
afterEach(() => {
  for (const project of projects.splice(0)) project.cleanup();
});

const INDEX = `const { SlashCreator, FastifyServer } = require('slash-create');
const path = require('path');

const creator = new SlashCreator({
  applicationID: process.env.DISCORD_APP_ID,
  publicKey: process.env.DISCORD_PUBLIC_KEY,
  token: process.env.DISCORD_BOT_TOKEN,
});

creator.withServer(new FastifyServer()).registerCommandsIn(path.join(__dirname, 'commands')).startServer();
`;

const HELLO = `const { SlashCommand, CommandOptionType } = require('slash-create');

module.exports = class HelloCommand extends SlashCommand {
  constructor(creator) {
    super(creator, {
      name: 'hello',
      description: 'Says hello to you.',
      options: [{
        type: CommandOptionType.STRING,
        name: 'food',
        description: 'What food do you like?'
      }]
    });
    this.filePath = __filename;
  }

  async run(ctx) {
    return ctx.options.food ? \`You like \${ctx.options.food}? Nice!\` : \`Hello, \${ctx.member.displayName}!\`;
  }
};
`;

const SETTINGS = `const { SlashCommand, CommandOptionType } = require('slash-create');

class SettingsCommand extends SlashCommand {
  constructor(creator) {
    super(creator, {
      name: 'settings',
      description: 'Manage the bot.',
      guildIDs: ['123456789012345678'],
      requiredPermissions: ['MANAGE_GUILD'],
      options: [
        {
          type: CommandOptionType.SUB_COMMAND,
          name: 'announce',
          description: 'Toggle announcements.',
          options: [
            {
              type: CommandOptionType.STRING,
              name: 'toggle',
              description: 'On or off.',
              required: true,
              choices: [{ name: 'Enabled', value: 'true' }, { name: 'Disabled', value: '' }]
            }
          ]
        }
      ]
    });
  }
}

module.exports = SettingsCommand;
`;

function bot(files: Record<string, string> = {}): string {
  const project = tempProject({
    'package.json': JSON.stringify({ name: 'bot', main: 'src/index.js', dependencies: { 'slash-create': '^6.2.1' } }),
    'src/index.js': INDEX,
    'src/commands/hello.js': HELLO,
    ...files,
  });
  projects.push(project);
  return project.dir;
}

describe('a slash-create bot', () => {
  it('is linted where its options write each value', () => {
    const dir = bot({ 'src/commands/settings.js': SETTINGS });
    const lint = cmdlint(['--format', 'json', '.'], { cwd: dir });
    expect(lint.code).toBe(1);
    const reports = JSON.parse(lint.stdout) as { filePath: string; messages: { ruleId: string; line: number; column: number; message: string }[] }[];
    const settings = reports.find((report) => report.filePath.endsWith('settings.js'))!;
    expect(settings.messages.map((m) => `${m.ruleId} ${m.line}:${m.column}`)).toEqual(['choice-value 21:88']);
    expect(settings.messages[0]!.message).toBe('Choice "Disabled" of option "toggle" of /settings announce: value "" is empty; STRING choice values need 1-100 characters.');
    expect(reports.filter((report) => report !== settings).flatMap((report) => report.messages)).toEqual([]);
  });

  it('--init puts its commands in a global set, saying slash-create registers them; plan shows them, the guild command (guildIDs) apart', () => {
    const dir = bot({ 'src/commands/settings.js': SETTINGS.replace("value: '' }", "value: 'false' }") });
    const init = cmdlint(['--init'], { cwd: dir });
    expect(init.code).toBe(0);
    expect(init.stdout).toContain('slash-create registers them (SlashCommand classes)');
    expect(readFileSync(join(dir, 'cmdlint.config.json'), 'utf8')).toContain('"files": ["src/commands/hello.js"], "scope": "global"');
    expect(init.stdout).toContain('guild (1 file): src/commands/settings.js');
    const plan = cmdlint(['plan', '--scope', 'global', '.'], { cwd: dir });
    expect(plan.stdout).toContain('+ command /hello');
    expect(plan.stdout).not.toContain('/settings');
    expect(plan.stdout).not.toContain('package.json depends on');
    const guild = cmdlint(['plan', '--scope', 'guild', 'src/commands/settings.js'], { cwd: dir });
    expect(guild.stdout).toContain('+ command /settings');
  });

  it("a bot whose commands extend a base class of its own: none read, and the plan says why it plans nothing", () => {
    const base = "const { SlashCommand } = require('slash-create');\nmodule.exports = class Base extends SlashCommand {\n  constructor(creator, options) {\n    super(creator, { dmPermission: false, ...options });\n  }\n};\n";
    const hello = "const Base = require('../base');\nmodule.exports = class Hello extends Base {\n  constructor(creator) {\n    super(creator, { name: 'Hello', description: 'd' });\n  }\n};\n";
    const dir = bot({ 'src/base.js': base, 'src/commands/hello.js': hello });
    writeFileSync(join(dir, 'registered.json'), '[]');
    // Neither the base (it hands on what it is given) nor its subclass (the bot's own class) is read: nothing judged.
    const lint = cmdlint(['src/base.js', 'src/commands/hello.js'], { cwd: dir });
    expect(lint.code).toBe(0);
    expect(lint.stderr).toContain('src/commands/hello.js: no command found in it');
    // Nothing to plan, and why: never a plan that deletes what the base classes register.
    const plan = cmdlint(['plan', '--registered', 'registered.json', '.'], { cwd: dir });
    expect(plan.code).toBe(2);
    expect(plan.stdout).toBe('');
    expect(plan.stderr).toContain('The project depends on slash-create through base classes of its own');
  });
});
