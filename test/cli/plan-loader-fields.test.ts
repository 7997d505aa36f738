// `cmdlint plan` on a builder a loader sends (`{ ...command.data.toJSON(), ...command.install }`, as
// RomaDevWorld/Kozak-BOT does): the fields the module does not set may be the loader's, so they are
// not compared (no update that no deploy makes, planned again after every deploy); the fields it
// sets are. A command sent in the file itself is compared whole. The built CLI as a process.
import { afterAll, describe, expect, it } from 'vitest';
import { cmdlint, tempProject } from './helpers.js';

const PING = `const { SlashCommandBuilder } = require('discord.js');
module.exports = {
  data: new SlashCommandBuilder().setName('ping').setDescription('Replies with Pong'),
  install: { integration_types: [0, 1], contexts: [0, 1, 2] },
};
`;
/** The same builder with integration types of its own. */
const PINNED = PING.replace(".setDescription('Replies with Pong')", ".setDescription('Replies with Pong').setIntegrationTypes(0)");
/** The builder sent by the file itself. */
const DEPLOY = `const { REST, Routes, SlashCommandBuilder } = require('discord.js');
const data = new SlashCommandBuilder().setName('ping').setDescription('Replies with Pong');
new REST().put(Routes.applicationCommands('1'), { body: [data.toJSON()] });
`;

const deployed = { id: '100000000000000001', application_id: '111111111111111111', version: '1', type: 1, name: 'ping', description: 'Replies with Pong', integration_types: [0, 1], contexts: [0, 1, 2], default_member_permissions: null, nsfw: false };

const project = tempProject({
  'package.json': JSON.stringify({ name: 'bot', dependencies: { 'discord.js': '^14.16.3' } }),
  'commands/ping.js': PING,
  'pinned/ping.js': PINNED,
  'deploy/deploy.js': DEPLOY,
  'registered.json': JSON.stringify([deployed]),
  'renamed.json': JSON.stringify([{ ...deployed, description: 'Old words' }]),
  // What the list endpoint answers of a command whose file set neither (api-facts §10): the deprecated
  // dm_permission true on a global command, contexts null, the application's integration types.
  'listed.json': JSON.stringify([{ ...deployed, dm_permission: true, contexts: null, integration_types: [0] }]),
});
afterAll(() => project.cleanup());

const planOf = (target: string, registered = 'registered.json'): { code: number | null; stdout: string } => cmdlint(['plan', target, '--registered', registered, '--detailed-exitcode'], { cwd: project.dir });

describe('plan: fields a loader may add', () => {
  it('a builder a loader sends: integration types and contexts it does not set are not an update', () => {
    const { code, stdout } = planOf('commands/ping.js');
    expect(stdout).not.toContain('~ command /ping');
    expect(stdout).not.toContain('integration_types');
    // --detailed-exitcode: 0 is nothing to deploy (3 before: integration_types [0, 1] → the default [0]).
    expect(code).toBe(0);
  });

  it('a field the module sets is still compared', () => {
    const { code, stdout } = planOf('pinned/ping.js');
    expect(stdout).toContain('~ command /ping');
    expect(stdout).toContain('integration_types');
    expect(code).toBe(3);
  });

  it('a field the module sets, changed, is an update beside the fields not compared', () => {
    const { stdout } = planOf('commands/ping.js', 'renamed.json');
    expect(stdout).toContain('description: "Old words" → "Replies with Pong"');
    expect(stdout).not.toContain('integration_types');
  });

  it('a field taken from the registered list draws no problem at the file, where nothing sets it', () => {
    for (const scope of ['global', 'guild']) {
      const run = cmdlint(['plan', 'commands/ping.js', '--registered', 'listed.json', '--scope', scope, '--max-warnings', '0'], { cwd: project.dir });
      expect(run.stdout).not.toMatch(/deprecated-field|guild-ignored-field|dm_permission/);
      expect(run.code).toBe(0);
    }
    // The same field written in the file is the file's: still reported.
    const own = project.write('own/ping.js', PING.replace(".setDescription('Replies with Pong')", ".setDescription('Replies with Pong').setDMPermission(true)"));
    expect(cmdlint(['plan', own, '--registered', 'listed.json'], { cwd: project.dir }).stdout).toContain('deprecated-field');
  });

  it('a builder the file sends itself is compared whole: its default integration types differ', () => {
    const { code, stdout } = planOf('deploy/deploy.js');
    expect(stdout).toContain('~ command /ping');
    expect(stdout).toContain('integration_types');
    expect(code).toBe(3);
  });
});
