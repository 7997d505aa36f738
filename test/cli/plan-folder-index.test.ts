// `cmdlint plan commands/` of a folder whose index lists the command modules: a module the list
// leaves out (commented out) is not loaded, though its file is there; the plan never creates it.
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cmdlint, tempProject } from './helpers.js';

const projects: { cleanup: () => void }[] = [];
afterEach(() => {
  for (const project of projects.splice(0)) project.cleanup();
});

const module = (name: string): string => `const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = {\n  data: new SlashCommandBuilder().setName('${name}').setDescription('The ${name} command'),\n  async execute(interaction) {},\n};\n`;

function bot(index: string | undefined): string {
  const project = tempProject({
    'package.json': JSON.stringify({ name: 'bot', dependencies: { 'discord.js': '^14.18.0' } }),
    'commands/ping.js': module('ping'),
    'commands/echo.js': module('echo'),
    ...(index === undefined ? {} : { 'commands/index.js': index }),
  });
  projects.push(project);
  return project.dir;
}

describe('a folder index that lists the command modules', () => {
  it('a module commented out of the list is not planned, said why; the registered command it is is kept, never deleted', () => {
    const dir = bot("module.exports = [\n  require('./ping'),\n  // require('./echo'),\n];\n");
    const plan = cmdlint(['plan', 'commands'], { cwd: dir });
    expect(plan.stdout).toContain('+ command /ping');
    expect(plan.stdout).not.toContain('+ command /echo');
    expect(plan.stdout).toContain('? not planned: command /echo, the index.js beside it names the folder\'s command modules, not this one, so the bot may not send it');
    expect(plan.code).toBe(4);
    writeFileSync(join(dir, 'registered.json'), JSON.stringify([{ id: '1050407390744428605', application_id: '1', version: '1', type: 1, name: 'echo', description: 'The echo command' }]));
    const against = cmdlint(['plan', '--registered', 'registered.json', 'commands'], { cwd: dir });
    expect(against.stdout).not.toContain('- command /echo');
    expect(against.code).toBe(4);
  });

  it.each([
    ['every module listed (ES exports, extensions)', "export { default as ping } from './ping.js';\nexport * from './echo';\n"],
    ['an index that reads the folder itself', "const fs = require('fs');\nmodule.exports = fs.readdirSync(__dirname).filter((f) => f !== 'index.js').map((f) => require('./' + f));\n"],
    ['no index', undefined],
  ])('%s: every module planned', (_, index) => {
    const dir = bot(index);
    const plan = cmdlint(['plan', 'commands'], { cwd: dir });
    expect(plan.stdout).toContain('+ command /ping');
    expect(plan.stdout).toContain('+ command /echo');
    expect(plan.stdout).not.toContain('not planned');
    expect(plan.code).toBe(0);
  });
});
