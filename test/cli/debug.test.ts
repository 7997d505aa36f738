// --debug and the count of skipped JSON files (issue 13, item 5: nothing is skipped silently),
// through the built command line.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmdlint, GOOD, tempProject } from './helpers.js';

const p = tempProject({
  '.gitignore': 'build/\n*.tmp.json\n',
  'cmdlint.config.json': JSON.stringify({ ignores: ['commands/drafts/**', '!commands/drafts/keep.json'] }),
  'package.json': '{ "name": "bot" }',
  'commands/ping.json': GOOD,
  'commands/notes.json': '{ "title": "not a command" }',
  'commands/readme.md': '# commands',
  'commands/x.tmp.json': GOOD,
  'commands/drafts/wip.json': '{ "name": "wip", "description": "x" }',
  'commands/drafts/keep.json': '{ "name": "keep", "description": "x" }',
  'build/out.json': GOOD,
  'node_modules/pkg/cmd.json': GOOD,
});
mkdirSync(join(p.dir, '.git'));
afterAll(() => p.cleanup());

describe('--debug', () => {
  it('names every file and directory considered, taken or skipped, and why', () => {
    const { code, stderr } = cmdlint(['--debug', '.'], { cwd: p.dir, timeout: 30_000 });
    expect(code).toBe(0);
    const lines = stderr.split('\n').filter((line) => line.startsWith('cmdlint: debug: '));
    expect(lines).toEqual([
      'cmdlint: debug: skipped .git/: .git is never searched',
      'cmdlint: debug: skipped .gitignore: not a .json, .jsonc, JavaScript/TypeScript or Python file',
      'cmdlint: debug: skipped build/: ignored by ' + join(p.dir, '.gitignore') + ':1 "build/"',
      "cmdlint: debug: skipped cmdlint.config.json: never commands: cmdlint's configuration",
      'cmdlint: debug: skipped node_modules/: node_modules is never searched',
      'cmdlint: debug: skipped package.json: never commands: the package manifest',
      'cmdlint: debug: skipped commands/notes.json: does not look like commands (not a command, an array of commands, a permissions body or commands under a key)',
      'cmdlint: debug: taken commands/ping.json: looks like commands',
      'cmdlint: debug: skipped commands/readme.md: not a .json, .jsonc, JavaScript/TypeScript or Python file',
      'cmdlint: debug: skipped commands/x.tmp.json: ignored by ' + join(p.dir, '.gitignore') + ':2 "*.tmp.json"',
      'cmdlint: debug: taken commands/drafts/keep.json: looks like commands',
      'cmdlint: debug: skipped commands/drafts/wip.json: ignored by "commands/drafts/**" in the ignores of ' + join(p.dir, 'cmdlint.config.json'),
    ]);
    expect(stderr).toMatch(/^cmdlint: 1 JSON file skipped \(not command bodies\)\.$/m);
  });

  it('without it, a stylish run says in one line how many JSON files it skipped', () => {
    const { code, stderr } = cmdlint(['.'], { cwd: p.dir, timeout: 30_000 });
    expect(code).toBe(0);
    expect(stderr).toBe('cmdlint: 1 JSON file skipped (not command bodies); --debug lists them.\ncmdlint: 2 command files linted each alone: without "sets", names are not compared across files nor the per-type limits counted; cmdlint --init writes the sets your deploy code sends.\n');
    expect(cmdlint(['--format', 'json', '.'], { cwd: p.dir, timeout: 30_000 }).stderr).toBe('');
  });

  it('does not count files that are never commands by their name (package.json, tsconfig.json, the configuration)', () => {
    const q = tempProject({
      'cmdlint.config.json': '{}',
      'package.json': '{ "name": "bot" }',
      'tsconfig.json': '{ "compilerOptions": {} }',
      'tsconfig.build.json': '{ "compilerOptions": {} }',
      'package-lock.json': '{ "lockfileVersion": 3 }',
      'commands/ping.json': GOOD,
    });
    try {
      const { code, stderr } = cmdlint(['.'], { cwd: q.dir, timeout: 30_000 });
      expect(code).toBe(0);
      expect(stderr).not.toMatch(/skipped/);
    } finally {
      q.cleanup();
    }
  });

  it("skips a template a walk meets (ben-yeung/ben-b0t's src/command_template.js: every command unnamed), and lints it when named", () => {
    const template = "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = {\n  data: new SlashCommandBuilder()\n    .setName('')\n    .setDescription('')\n    .addStringOption((option) => option.setName('').setDescription('').setRequired(true)),\n  async execute(interaction) {},\n};\n";
    const q = tempProject({
      'package.json': '{ "name": "bot" }',
      'src/command_template.js': template,
      'src/commands/ping.js': template.replace(".setName('')\n    .setDescription('')", ".setName('ping')\n    .setDescription('Pong')").replace("option.setName('').setDescription('')", "option.setName('text').setDescription('Text')"),
    });
    try {
      const walk = cmdlint(['--debug', '.'], { cwd: q.dir, timeout: 30_000 });
      expect(walk.code).toBe(0);
      expect(walk.stderr).toContain('cmdlint: debug: skipped src/command_template.js: a template: every command it defines has an empty name');
      expect(walk.stderr).toContain('cmdlint: debug: taken src/commands/ping.js: defines 1 command body');
      const named = cmdlint(['src/command_template.js'], { cwd: q.dir, timeout: 30_000 });
      expect(named.code).toBe(1);
      expect(named.stdout).toContain('name-length');
    } finally {
      q.cleanup();
    }
  });

  it('is in --help', () => {
    expect(cmdlint(['--help'], { cwd: p.dir }).stdout).toMatch(/--debug\s+List every file considered/);
  });
});
