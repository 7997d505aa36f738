// A bot of a framework cmdlint does not read (CommandKit's `export const command: CommandData`)
// sends commands the plan does not hold, beside a builder cmdlint reads (underctrl-io/commandkit's
// test bot): the plan is incomplete, and never deletes a registered command it may be.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cmdlint, tempProject } from './helpers.js';

const projects: { cleanup: () => void }[] = [];
afterEach(() => {
  for (const project of projects.splice(0)) project.cleanup();
});

describe('a project that depends on a framework cmdlint does not read', () => {
  it.each([['commandkit'], ['discordx']])('%s: incomplete, its registered commands kept, never deleted', (framework) => {
    const project = tempProject({
      'package.json': JSON.stringify({ name: 'bot', dependencies: { [framework]: '^1.0.0', 'discord.js': '^14.18.0' } }),
      'src/app/commands/ping.ts': "import type { CommandData } from 'commandkit';\nexport const command: CommandData = { name: 'ping', description: 'Pong!' };\n",
      'src/app/commands/translate.ts': "import { ApplicationCommandType, ContextMenuCommandBuilder } from 'discord.js';\nexport const command = new ContextMenuCommandBuilder().setName('translate').setType(ApplicationCommandType.User);\n",
      'registered.json': JSON.stringify([{ id: '1050407390744428605', application_id: '1', version: '1', type: 1, name: 'ping', description: 'Pong!' }]),
    });
    projects.push(project);
    const plan = cmdlint(['plan', '--registered', 'registered.json', 'src'], { cwd: project.dir });
    expect(plan.stdout).toContain('+ USER command "translate"');
    expect(plan.stdout).toContain('? not planned: a command of package.json:1:1, package.json depends on');
    expect(plan.stdout).not.toContain('- command /ping');
    expect(plan.code).toBe(4);
  });

  it('without one, the plan is as before', () => {
    const project = tempProject({
      'package.json': JSON.stringify({ name: 'bot', dependencies: { 'discord.js': '^14.18.0' } }),
      'src/commands/translate.ts': "import { ApplicationCommandType, ContextMenuCommandBuilder } from 'discord.js';\nexport const command = new ContextMenuCommandBuilder().setName('translate').setType(ApplicationCommandType.User);\n",
    });
    projects.push(project);
    writeFileSync(join(project.dir, 'registered.json'), '[]');
    const plan = cmdlint(['plan', '--registered', 'registered.json', 'src'], { cwd: project.dir });
    expect(plan.stdout).not.toContain('not planned');
    expect(plan.code).toBe(0);
  });
});

// SudhanPlayz/Discord-MusicBot: --init put its deploy scripts in the set beside a context menu
// (a wipe script sends `body: []`), and deploy/deployGlobal.js sends what a loader gathers. The
// plan held the context menu alone, as if the bulk overwrite were that; against the list
// endpoint's answer it would have deleted every command the loader sends.
describe('a file of the set that sends a list cmdlint cannot read', () => {
  it('makes the plan incomplete, says where, and deletes no registered command', () => {
    const project = tempProject({
      'package.json': JSON.stringify({ name: 'bot', dependencies: { 'discord.js': '^13.6.0', '@discordjs/rest': '^0.3.0' } }),
      'cmdlint.config.json': JSON.stringify({ sets: [{ files: ['commands/context/*.js', 'deploy/*.js'], scope: 'global' }] }),
      'commands/context/play.js': "const { ContextMenuCommandBuilder } = require('@discordjs/builders');\nmodule.exports = { command: new ContextMenuCommandBuilder().setName('Play Song').setType(3) };\n",
      'deploy/deployGlobal.js': "const { REST } = require('@discordjs/rest');\nconst { Routes } = require('discord-api-types/v9');\nconst LoadCommands = require('../util/loadCommands');\n(async () => {\n  const rest = new REST({ version: '9' }).setToken(process.env.TOKEN);\n  const commands = await LoadCommands().then((cmds) => [].concat(cmds.slash).concat(cmds.context));\n  await rest.put(Routes.applicationCommands(process.env.CLIENT_ID), { body: commands });\n})();\n",
      'deploy/destroyGuild.js': "const { REST } = require('@discordjs/rest');\nconst { Routes } = require('discord-api-types/v9');\nconst rest = new REST({ version: '9' }).setToken(process.env.TOKEN);\nrest.put(Routes.applicationGuildCommands(process.env.CLIENT_ID, process.argv[2]), { body: [] });\n",
      'registered.json': JSON.stringify([{ id: '1050407390744428605', application_id: '1', version: '1', type: 1, name: 'play', description: 'Plays a song' }]),
    });
    projects.push(project);
    const plan = cmdlint(['plan', '--registered', 'registered.json'], { cwd: project.dir });
    expect(plan.stdout).toContain('? not planned: a command of deploy/deployGlobal.js:7:9, the body of a request this file sends to the command routes, which cmdlint cannot read');
    expect(plan.stdout).not.toContain('- command /play');
    expect(plan.code).toBe(4);
    // Nothing of it is linted: the lint is as before.
    expect(cmdlint(['deploy/deployGlobal.js'], { cwd: project.dir }).stderr).toContain('no command found in it');
  });
});
