// A Sapphire bot as the sweep of real bots met it (HarryAllen1/sniper): what `cmdlint`, `plan` and
// `--init` say of its commands, with the built CLI as a process. Sapphire registers only the
// pieces its command store loads (`<main file's folder>/commands`).
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cmdlint, tempProject } from './helpers.js';

const projects: { cleanup: () => void }[] = [];
afterEach(() => {
  for (const project of projects.splice(0)) project.cleanup();
});

function bot(files: Record<string, string>): string {
  const project = tempProject({
    'package.json': JSON.stringify({ name: 'bot', main: 'dist/index.js', dependencies: { '@sapphire/framework': '5.3.2', 'discord.js': '^14.18.0' } }),
    'src/index.ts': "import { SapphireClient } from '@sapphire/framework';\nnew SapphireClient({ intents: [] }).login();\n",
    ...files,
  });
  projects.push(project);
  return project.dir;
}

/** A command class as Sapphire's template writes it, its registration given `registerOptions`. */
const piece = (description: string, registerOptions = ''): string => `import { ApplyOptions } from '@sapphire/decorators';
import { Command } from '@sapphire/framework';

@ApplyOptions<Command.Options>({ description: '${description}' })
export class UserCommand extends Command {
  public override registerApplicationCommands(registry: Command.Registry) {
    registry.registerChatInputCommand((builder) => builder.setName(this.name).setDescription(this.description)${registerOptions});
  }
}
`;

describe('a command class outside the command store\'s folder (a scaffolding template)', () => {
  it('is not linted, planned or put in a set; --debug says why', () => {
    const dir = bot({ 'src/commands/ping.ts': piece('Ping'), 'src/templates/command.ts': piece('') });
    const lint = cmdlint(['--debug', '.'], { cwd: dir });
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);
    expect(lint.stderr).toContain("skipped src/templates/command.ts: defines no commands cmdlint can read (builders, requests to the command routes, values typed as commands); a Sapphire command registration in a file the command store does not load (no folder of its path is named commands");
    const plan = cmdlint(['plan', '.'], { cwd: dir });
    expect(plan.stdout).toContain('+ command /ping');
    expect(plan.stdout).not.toContain('/command');
    expect(plan.stdout).toContain('Plan: 1 to create');
    const init = cmdlint(['--init'], { cwd: dir });
    expect(init.code).toBe(0);
    expect(readFileSync(join(dir, 'cmdlint.config.json'), 'utf8')).toContain('{ "files": ["src/commands/*.ts"], "scope": "global" }');
    expect(init.stdout).not.toContain('templates');
  });
});

describe('registerChatInputCommand(..., { guildIds }): the scope it says', () => {
  const guilds = piece('Evals code', ", { guildIds: ['123456789012345678'], idHints: ['1050407390744428605'] }");
  const elsewhere = `import config from '../config.js';\n${piece('Evals code', ', { guildIds: config.ownerGuilds }')}`;

  it('literal guild ids: a guild command, out of the global plan and set, and no clash with a global command of its name', () => {
    const dir = bot({ 'src/commands/ping.ts': piece('Ping'), 'src/commands/eval.ts': guilds, 'src/commands/Owner/ping.ts': piece('Ping', ", { guildIds: ['123456789012345678'] }") });
    const lint = cmdlint(['.'], { cwd: dir });
    expect(lint.stdout).toBe('');
    expect(lint.code).toBe(0);
    const plan = cmdlint(['plan', '.'], { cwd: dir });
    expect(plan.stdout).toContain('Plan for the global commands: one bulk overwrite of 1 local command');
    expect(plan.stdout).not.toContain('/eval');
    expect(plan.code).toBe(0);
    const init = cmdlint(['--init'], { cwd: dir });
    expect(init.code).toBe(0);
    const config = readFileSync(join(dir, 'cmdlint.config.json'), 'utf8');
    expect(config).toContain('// guild: Sapphire registers them (registerChatInputCommand) in the guilds their guildIds name (2 files)');
    expect(config).toContain('{ "files": ["src/commands/eval.ts", "src/commands/Owner/*.ts"], "scope": "guild" }');
    expect(config).toContain('{ "files": ["src/commands/ping.ts"], "scope": "global" }');
  });

  it('guild ids from elsewhere (HarryAllen1/sniper): not planned in either scope, said why; linted for what holds in both', () => {
    const dir = bot({ 'src/commands/ping.ts': piece('Ping'), 'src/commands/eval.ts': elsewhere });
    const lint = cmdlint(['.'], { cwd: dir });
    expect(lint.stdout).toBe('');
    const registered = JSON.stringify([{ id: '1050407390744428605', application_id: '1', version: '1', type: 1, name: 'eval', description: 'Evals code', default_member_permissions: null, dm_permission: true, nsfw: false, integration_types: [0], contexts: null }]);
    writeFileSync(join(dir, 'registered.json'), registered);
    for (const scope of ['global', 'guild']) {
      const plan = cmdlint(['plan', '--scope', scope, '--registered', 'registered.json', 'src'], { cwd: dir });
      expect(plan.stdout).toContain('? not planned: command /eval, its scope is not known from the file (its guildIds: a member at src/commands/eval.ts:8:125)');
      // The registered /eval may be it: never a delete.
      expect(plan.stdout).not.toContain('- command /eval');
      expect(plan.code).toBe(4);
    }
    const init = cmdlint(['--init'], { cwd: dir });
    expect(init.stdout).toContain('Sapphire registers them (registerChatInputCommand), with guildIds the file does not show: not planned (1 file)');
  });
});

// setDefaultGuildIds in the bot's entry file (src/index.ts) or its setup (src/lib/setup.ts, src/lib/setup/*.ts), not
// beside the commands: a registration without guildIds then goes to those guilds, not globally.
describe('setDefaultGuildIds in the entry file', () => {
  const entry = "import { ApplicationCommandRegistries, SapphireClient } from '@sapphire/framework';\nApplicationCommandRegistries.setDefaultGuildIds(['123456789012345678']);\nnew SapphireClient({ intents: [] }).login();\n";

  it.each([
    ['src/index.ts', { 'src/index.ts': entry }],
    ['src/lib/setup.ts', { 'src/lib/setup.ts': "import { ApplicationCommandRegistries } from '@sapphire/framework';\nApplicationCommandRegistries.setDefaultGuildIds(process.env.GUILDS?.split(','));\n" }],
    // BirthdayyBot/BirthdayyBot and favware/dragonite: a folder of setup files that src/lib/setup/index.ts imports.
    ['src/lib/setup/application-registries.ts', { 'src/lib/setup/index.ts': "import './application-registries';\n", 'src/lib/setup/application-registries.ts': "import { ApplicationCommandRegistries } from '@sapphire/framework';\nApplicationCommandRegistries.setDefaultGuildIds([envParseString('CLIENT_MAIN_GUILD')]);\n" }],
  ])('%s: commands without guildIds have a scope not known, never planned global; those with guildIds as they say', (file, files) => {
    const dir = bot({ 'src/commands/ping.ts': piece('Ping'), 'src/commands/eval.ts': piece('Evals code', ', { guildIds: [] }'), ...files });
    const plan = cmdlint(['plan', '.'], { cwd: dir });
    expect(plan.stdout).toContain(`? not planned: command /ping, its scope is not known from the file (no guildIds, and setDefaultGuildIds of ${file} may name guilds at src/commands/ping.ts:7:5)`);
    expect(plan.stdout).toContain('+ command /eval');
    expect(plan.code).toBe(4);
    const init = cmdlint(['--init'], { cwd: dir });
    expect(init.code).toBe(0);
    expect(readFileSync(join(dir, 'cmdlint.config.json'), 'utf8')).not.toContain('"src/commands/ping.ts"], "scope": "global"');
  });

  it('a call commented out sets nothing: global, as before', () => {
    const dir = bot({ 'src/commands/ping.ts': piece('Ping'), 'src/index.ts': entry.replace('ApplicationCommandRegistries.set', '// ApplicationCommandRegistries.set') });
    const plan = cmdlint(['plan', '.'], { cwd: dir });
    expect(plan.stdout).toContain('+ command /ping');
    expect(plan.code).toBe(0);
  });
});
