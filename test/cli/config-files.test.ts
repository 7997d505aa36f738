// A configuration that can grow (issue 26.5), through the built CLI as a process: `extends` from a
// package and from a file, per-file `overrides`, the file names read and their precedence, every
// configuration-like file that is not read named in a warning, and clear exits 2 for the rest.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { cmdlint, parseJsonOutput, projectsRemovedAfterEach } from './helpers.js';

const UPPER = '{ "name": "Ping", "description": "Pong" }\n';
const LOWER = '{ "name": "ping", "description": "Pong" }\n';

const tempProject = projectsRemovedAfterEach();

/** A checkout (its .git ends the configuration search) with these files. */
function project(files: Record<string, string>): string {
  const { dir } = tempProject(files);
  mkdirSync(join(dir, '.git'));
  return dir;
}

/** The rule ids reported per file (relative names), from `-f json`. */
function reported(cwd: string, args: string[] = ['commands']): { code: number | null; byFile: Record<string, string[]>; stderr: string } {
  const result = cmdlint([...args, '-f', 'json'], { cwd });
  const byFile: Record<string, string[]> = {};
  if (result.stdout.trim() !== '') {
    for (const file of parseJsonOutput(result.stdout)) byFile[file.filePath.slice(cwd.length + 1)] = file.messages.map((m) => `${m.ruleId}:${m.severity}`);
  }
  return { code: result.code, byFile, stderr: result.stderr };
}

const TEAM_PACKAGE = {
  'node_modules/@team/cmdlint-config/package.json': '{ "name": "@team/cmdlint-config", "version": "1.0.0", "main": "cmdlint.json" }\n',
  'node_modules/@team/cmdlint-config/cmdlint.json': '{ "rules": { "name-lowercase": "warn", "deprecated-field": "error" } }\n',
};

describe('extends', () => {
  it('takes a shareable configuration from a package, resolved from the configuration\'s directory, and the file wins over it', () => {
    const cwd = project({
      ...TEAM_PACKAGE,
      'cmdlint.config.json': '{ "extends": ["@team/cmdlint-config"], "rules": { "deprecated-field": "off" } }\n',
      'commands/ping.json': UPPER,
      'commands/dm.json': '{ "name": "dm", "description": "x", "dm_permission": false }\n',
    });
    const { code, byFile } = reported(cwd);
    expect(byFile['commands/ping.json']).toEqual(['name-lowercase:1']); // the package's "warn"
    expect(byFile['commands/dm.json']).toEqual([]); // the file's "off" over the package's "error"
    expect(code).toBe(0);
    const printed = JSON.parse(cmdlint(['--print-config', 'commands/ping.json'], { cwd }).stdout) as Record<string, any>;
    expect(printed.extends).toEqual([join(cwd, 'node_modules/@team/cmdlint-config/cmdlint.json')]);
    expect(printed.rules['name-lowercase']).toBe('warn');
    expect(printed.rules['deprecated-field']).toBe('off');
  });

  it('without the extends, the same file fails (the control)', () => {
    const cwd = project({ ...TEAM_PACKAGE, 'cmdlint.config.json': '{}\n', 'commands/ping.json': UPPER });
    expect(reported(cwd)).toMatchObject({ code: 1, byFile: { 'commands/ping.json': ['name-lowercase:2'] } });
  });

  it('takes relative files, a chain of them, later entries winning over earlier ones', () => {
    const cwd = project({
      'config/base.jsonc': '// the team\'s base\n{ "rules": { "name-lowercase": "off" }, "defaultLocale": "fr" }\n',
      'config/strict.json': '{ "extends": "./base.jsonc", "rules": { "name-lowercase": "warn" } }\n',
      'cmdlint.config.json': '{ "extends": ["./config/base.jsonc", "./config/strict.json"] }\n',
      'commands/ping.json': UPPER,
    });
    expect(reported(cwd)).toMatchObject({ code: 0, byFile: { 'commands/ping.json': ['name-lowercase:1'] } });
    const printed = JSON.parse(cmdlint(['--print-config', 'commands/ping.json'], { cwd }).stdout) as Record<string, any>;
    expect(printed.defaultLocale).toBe('fr');
  });

  it('a diamond of extends reads each file once, and a fan past 64 files stops with a message, not a hang', () => {
    const diamond = project({
      'cmdlint.config.json': '{ "extends": ["./b.json", "./c.json"] }',
      'b.json': '{ "extends": "./d.json" }',
      'c.json': '{ "extends": "./d.json", "rules": { "name-lowercase": "warn" } }',
      'd.json': '{ "rules": { "name-lowercase": "off" } }',
      'commands/ping.json': UPPER,
    });
    const printed = JSON.parse(cmdlint(['--print-config', 'commands/ping.json'], { cwd: diamond }).stdout) as Record<string, any>;
    expect(printed.extends.map((file: string) => file.slice(diamond.length + 1))).toEqual(['d.json', 'b.json', 'c.json']);
    expect(printed.rules['name-lowercase']).toBe('warn');
    // 14 files each extending every one after it: 2^13 paths, 15 files.
    const chain: Record<string, string> = { 'commands/ping.json': UPPER };
    for (let i = 0; i < 14; i++) chain[`c${i}.json`] = JSON.stringify({ extends: Array.from({ length: 14 - i - 1 }, (_, k) => `./c${i + k + 1}.json`) });
    chain['cmdlint.config.json'] = JSON.stringify({ extends: ['./c0.json'] });
    const deep = project(chain);
    expect(cmdlint(['commands'], { cwd: deep, timeout: 20_000 }).code).toBe(1);
    const fan: Record<string, string> = { 'commands/ping.json': UPPER, 'cmdlint.config.json': JSON.stringify({ extends: Array.from({ length: 70 }, (_, i) => `./f${i}.json`) }) };
    for (let i = 0; i < 70; i++) fan[`f${i}.json`] = '{}';
    const wide = project(fan);
    const result = cmdlint(['commands'], { cwd: wide });
    expect(result.stderr).toMatch(/"extends" reaches more than 64 configuration files/);
    expect(result.code).toBe(2);
  });

  it.each([
    ['a cycle', { 'cmdlint.config.json': '{ "extends": "./a.json" }', 'a.json': '{ "extends": "./b.json" }', 'b.json': '{ "extends": "./a.json" }' }, /"extends" makes a cycle: .*a\.json → .*b\.json → .*a\.json/],
    ['a package that is not installed', { 'cmdlint.config.json': '{ "extends": "@team/missing-config" }' }, /"extends" names "@team\/missing-config", which is not installed .*npm install --save-dev @team\/missing-config/],
    ['a package whose main is JavaScript', { 'cmdlint.config.json': '{ "extends": "js-config" }', 'node_modules/js-config/package.json': '{ "name": "js-config", "main": "index.js" }', 'node_modules/js-config/index.js': 'module.exports = {};' }, /"extends" names "js-config", which is .*index\.js, not a JSON file/],
    ['a package without an entry', { 'cmdlint.config.json': '{ "extends": "empty-config" }', 'node_modules/empty-config/package.json': '{ "name": "empty-config" }' }, /"extends" names "empty-config", found at .*empty-config, which has no entry/],
    ['a missing relative file', { 'cmdlint.config.json': '{ "extends": "./nowhere.json" }' }, /Cannot read the configuration .*nowhere\.json: no such file/],
    ['a number', { 'cmdlint.config.json': '{ "extends": 5 }' }, /"extends" must be a package name or a relative file .* not 5/],
    ['a bad extended file', { 'cmdlint.config.json': '{ "extends": "./base.json" }', 'base.json': '{ "rules": { "name-lowercas": "off" } }' }, /base\.json: "rules\.name-lowercas" is not a rule of cmdlint \(did you mean "name-lowercase"\?\)/],
  ])('%s: a clear message and exit 2', (_, files, message) => {
    const cwd = project({ ...files, 'commands/ping.json': LOWER });
    const result = cmdlint(['commands'], { cwd });
    expect(result.stderr).toMatch(message);
    expect(result.stderr).not.toMatch(/internal error|at .*\.js:\d+/i);
    expect(result.code).toBe(2);
  });
});

describe('overrides', () => {
  it('sets severities per file by glob, over the rules and the sets, later overrides winning', () => {
    const cwd = project({
      'cmdlint.config.json': JSON.stringify({
        rules: { 'deprecated-field': 'off' },
        sets: [{ files: ['commands/**/*.json'], scope: 'global' }],
        overrides: [
          { files: ['commands/legacy/*.json'], rules: { 'name-lowercase': 'off', 'deprecated-field': 'error' } },
          { files: ['commands/legacy/keep.json'], rules: { 'name-lowercase': 'warn' } },
        ],
      }),
      'commands/ping.json': UPPER.replace('Ping', 'Pingg'),
      'commands/dm.json': '{ "name": "dm", "description": "x", "dm_permission": false }\n',
      'commands/legacy/old.json': '{ "name": "Old", "description": "x", "dm_permission": false }\n',
      'commands/legacy/keep.json': UPPER,
    });
    const { code, byFile } = reported(cwd, []);
    expect(byFile).toEqual({
      'commands/dm.json': [], // deprecated-field off at the top, not overridden here
      'commands/legacy/keep.json': ['name-lowercase:1'],
      'commands/legacy/old.json': ['deprecated-field:2'], // turned on by the override, name-lowercase off
      'commands/ping.json': ['name-lowercase:2'],
    });
    expect(code).toBe(1);
    const printed = JSON.parse(cmdlint(['--print-config', 'commands/legacy/keep.json'], { cwd }).stdout) as Record<string, any>;
    expect(printed.overrides.map((o: { index: number }) => o.index)).toEqual([0, 1]);
    expect(printed.rules['name-lowercase']).toBe('warn');
    expect(printed.rules['deprecated-field']).toBe('error');
  });

  it('still lints a set together: a name twice across an override\'s edge is one set', () => {
    const cwd = project({
      'cmdlint.config.json': JSON.stringify({ sets: [{ files: ['commands/**/*.json'] }], overrides: [{ files: ['commands/legacy/**'], rules: { 'description-length': 'off' } }] }),
      'commands/ping.json': LOWER,
      'commands/legacy/ping.json': LOWER,
    });
    const { byFile } = reported(cwd, []);
    expect(byFile['commands/ping.json']).toContain('unique-command-name:2');
  });

  it('names the other file of a duplicate relative to the working directory, as the file headers, from a subfolder too', () => {
    const cwd = project({
      'cmdlint.config.json': JSON.stringify({ sets: [{ files: ['commands/**/*.json'] }] }),
      'commands/ping.json': LOWER,
      'commands/legacy/ping.json': LOWER,
    });
    const inside = join(cwd, 'commands');
    const stylish = cmdlint(['.'], { cwd: inside });
    expect(stylish.stdout).toContain('\nping.json\n');
    expect(stylish.stdout).toContain('the other is at legacy/ping.json:1');
    expect(stylish.stdout).toContain('the other is at ping.json:1');
    expect(stylish.stdout).not.toContain('commands/');
    const json = parseJsonOutput(cmdlint(['.', '-f', 'json'], { cwd: inside }).stdout);
    const messages = json.flatMap((file) => file.messages.map((m) => m.message));
    expect(messages.some((m) => m.includes('the other is at legacy/ping.json:1'))).toBe(true);
    expect(messages.some((m) => m.includes('the other is at ping.json:1'))).toBe(true);
    // From the configuration's directory, the same paths as before: relative to it.
    expect(cmdlint(['commands'], { cwd }).stdout).toContain('the other is at commands/legacy/ping.json:1');
  });

  it.each([
    ['not an array', '{ "overrides": {} }', /"overrides" must be an array/],
    ['without rules', '{ "overrides": [{ "files": ["a/*.json"] }] }', /"overrides\[0\]\.rules" is missing/],
    ['a glob going up', '{ "overrides": [{ "files": ["../x/*.json"], "rules": {} }] }', /"overrides\[0\]\.files\[0\]" goes up with "\.\."/],
    ['an unknown key', '{ "overrides": [{ "files": ["a/*.json"], "rules": {}, "excludedFiles": [] }] }', /"overrides\[0\]\.excludedFiles" is not a setting of an override/],
  ])('%s: exit 2 naming the key', (_, config, message) => {
    const cwd = project({ 'cmdlint.config.json': config, 'commands/ping.json': LOWER });
    const result = cmdlint(['commands'], { cwd });
    expect(result.stderr).toMatch(message);
    expect(result.code).toBe(2);
  });
});

describe('configuration files', () => {
  it.each([
    ['cmdlint.config.jsonc', '// comments\n{ "rules": { "name-lowercase": "off", }, }\n'],
    ['.cmdlintrc.json', '{ "rules": { "name-lowercase": "off" } }\n'],
    ['.cmdlintrc.jsonc', '/* c */ { "rules": { "name-lowercase": "off" } }\n'],
    ['package.json', '{ "name": "bot", "cmdlint": { "rules": { "name-lowercase": "off" } } }\n'],
  ])('reads %s', (name, text) => {
    const cwd = project({ [name]: text, 'commands/ping.json': UPPER });
    const { code, byFile, stderr } = reported(cwd);
    expect(byFile['commands/ping.json']).toEqual([]);
    expect(code).toBe(0);
    expect(stderr).toBe('');
  });

  it('a package.json without a "cmdlint" key is not a configuration: the search goes on up', () => {
    const cwd = project({ 'cmdlint.config.json': '{ "rules": { "name-lowercase": "off" } }', 'bot/package.json': '{ "name": "bot" }', 'bot/commands/ping.json': UPPER });
    const result = cmdlint(['bot/commands'], { cwd });
    expect(result).toMatchObject({ code: 0, stderr: '' });
  });

  it('names every competing file it does not read, and reads the first in precedence', () => {
    const cwd = project({
      'cmdlint.config.json': '{ "rules": { "name-lowercase": "off" } }',
      'cmdlint.config.jsonc': '{ "rules": { "name-lowercase": "error" } }',
      '.cmdlintrc.json': '{}',
      'package.json': '{ "name": "bot", "cmdlint": {} }',
      'commands/ping.json': UPPER,
    });
    const result = cmdlint(['commands'], { cwd });
    expect(result.code).toBe(0);
    const warnings = result.stderr.split('\n').filter((line) => line.startsWith('cmdlint: warning:'));
    expect(warnings).toHaveLength(3);
    expect(result.stderr).toContain(`${join(cwd, 'cmdlint.config.jsonc')} is not read: cmdlint.config.json in the same directory is`);
    expect(result.stderr).toContain(`${join(cwd, '.cmdlintrc.json')} is not read`);
    expect(result.stderr).toContain(`The "cmdlint" key of ${join(cwd, 'package.json')} is not read`);
  });

  it.each(['.cmdlintrc.yaml', '.cmdlintrc.yml', '.cmdlintrc.js', 'cmdlint.config.ts', '.cmdlintrc'])('names %s, which it does not read, in a warning', (name) => {
    const cwd = project({ [name]: 'rules:\n  name-lowercase: off\n', 'commands/ping.json': UPPER });
    const result = cmdlint(['commands'], { cwd });
    expect(result.stderr).toContain(`cmdlint: warning: ${join(cwd, name)} is not read: cmdlint reads JSON configurations only`);
    expect(result.stderr).toContain('cmdlint.config.json');
    expect(result.code).toBe(1); // linted with the defaults, and said so
  });

  it('--print-config says the unread file too', () => {
    const cwd = project({ '.cmdlintrc.yaml': 'x: 1', 'commands/ping.json': UPPER });
    const result = cmdlint(['--print-config', 'commands/ping.json'], { cwd });
    expect(result.code).toBe(0);
    expect(result.stderr).toContain('.cmdlintrc.yaml is not read');
  });
});

describe('a folder of many commands', () => {
  // Past about 500 names a directory is not listed by the lookup (a file named in it) nor scanned
  // name by name (a walk of it): its configuration is found by name, and of the files that look
  // like one, the usual names other tools' loaders read are named in a warning (docs/configuration.md).
  it('finds its configuration and warns of the usual unread names, walked or named, but not of other look-alikes', () => {
    const files: Record<string, string> = {
      'commands/cmdlint.config.json': '{ "rules": { "name-lowercase": "warn" } }\n',
      'commands/.cmdlintrc.yml': 'rules: {}\n',
      'commands/.cmdlintrc.backup': '{}\n',
    };
    for (let i = 0; i < 600; i++) files[`commands/command-with-a-long-file-name-${String(i).padStart(4, '0')}.json`] = LOWER;
    files['commands/command-with-a-long-file-name-0000.json'] = UPPER;
    const cwd = project(files);
    for (const args of [['commands'], ['commands/command-with-a-long-file-name-0000.json']]) {
      const { code, byFile, stderr } = reported(cwd, args);
      expect(byFile['commands/command-with-a-long-file-name-0000.json'], args[0]).toEqual(['name-lowercase:1']); // the configuration's "warn"
      expect(code, args[0]).toBe(0);
      expect(stderr, args[0]).toContain(`${join(cwd, 'commands', '.cmdlintrc.yml')} is not read`);
      expect(stderr, args[0]).not.toContain('.cmdlintrc.backup');
    }
  });
});
