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
