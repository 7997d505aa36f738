// ESLint's shape of API in the cmdlint package (issue 26.6), from the built library: the CmdLint
// class reads the configuration of a path as the command line does, so a file that fails the
// built CLI (run as a process) fails lintText and lintFiles, and one that passes passes both.
import { mkdirSync, readFileSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cmdlint, parseJsonOutput, ROOT, tempProject } from './helpers.js';

type Library = typeof import('../../packages/cli/src/library.js');
let library: Library;
let project: ReturnType<typeof tempProject>;
let cwd: string;

const UPPER = '{ "name": "Ping", "description": "Pong" }\n';

beforeAll(async () => {
  library = (await import(pathToFileURL(join(ROOT, 'packages', 'cli', 'dist', 'library.js')).href)) as Library;
  project = tempProject({
    'cmdlint.config.jsonc': JSON.stringify({
      sets: [{ files: ['commands/**/*.json'] }],
      overrides: [{ files: ['commands/legacy/*.json'], rules: { 'name-lowercase': 'off' } }],
    }),
    'commands/ping.json': UPPER,
    'commands/legacy/old.json': UPPER.replace('Ping', 'Old'),
    'commands/fine.json': '{ "name": "fine", "description": "x", "dm_permission": false }\n',
  });
  cwd = project.dir;
  mkdirSync(join(cwd, '.git'));
});
afterAll(() => project.cleanup());

describe('CmdLint', () => {
  it.each(['commands/ping.json', 'commands/legacy/old.json', 'commands/fine.json'])('lintText with filePath %s agrees with the CLI on the file', async (file) => {
    const cli = cmdlint([file, '-f', 'json'], { cwd });
    const [fromCli] = parseJsonOutput(cli.stdout);
    const [fromText] = await new library.CmdLint({ cwd }).lintText(readFileSync(join(cwd, file), 'utf8'), { filePath: file });
    expect(fromText!.filePath).toBe(join(cwd, file));
    expect(fromText!.messages.map((m) => `${m.ruleId}:${m.severity}:${m.line}:${m.column}`)).toEqual(fromCli!.messages.map((m) => `${m.ruleId}:${m.severity}:${m.line}:${m.column}`));
    expect(fromText!.errorCount > 0).toBe(cli.code === 1);
  });

  it('the configuration decides: the legacy file passes only because of its override, in the CLI and the library alike', async () => {
    const [legacy] = await new library.CmdLint({ cwd }).lintText(UPPER.replace('Ping', 'Old'), { filePath: 'commands/legacy/old.json' });
    const [elsewhere] = await new library.CmdLint({ cwd }).lintText(UPPER.replace('Ping', 'Old'), { filePath: 'commands/old.json' });
    expect(legacy!.errorCount).toBe(0);
    expect(elsewhere!.messages.map((m) => m.ruleId)).toEqual(['name-lowercase']);
    // The value API, given no configuration, knows nothing of the override: the reason for the class.
    expect(library.lintText(UPPER.replace('Ping', 'Old'), { filePath: 'commands/legacy/old.json' }).errorCount).toBe(1);
  });

  it('lintFiles gives what `cmdlint -f json` gives, sets and overrides included', async () => {
    const cli = parseJsonOutput(cmdlint(['-f', 'json'], { cwd }).stdout);
    const results = await new library.CmdLint({ cwd }).lintFiles();
    expect(results).toEqual(cli);
    expect(results.map((r) => [r.filePath.slice(cwd.length + 1), r.errorCount]).sort()).toEqual([
      ['commands/fine.json', 0],
      ['commands/legacy/old.json', 0],
      ['commands/ping.json', 1],
    ]);
    expect(await new library.CmdLint({ cwd }).lintFiles('commands/ping.json')).toEqual(parseJsonOutput(cmdlint(['commands/ping.json', '-f', 'json'], { cwd }).stdout));
  });

  it('options stand for the flags: rules, overrideConfigFile', async () => {
    const [off] = await new library.CmdLint({ cwd, rules: { 'name-lowercase': 0 } }).lintText(UPPER, { filePath: 'commands/x.json' });
    expect(off!.errorCount).toBe(0);
    const [none] = await new library.CmdLint({ cwd, overrideConfigFile: true }).lintText(UPPER, { filePath: 'commands/legacy/x.json' });
    expect(none!.errorCount).toBe(1); // no configuration: no override
    expect(() => new library.CmdLint({ rules: { 'name-lowercase': 'loud' as 'warn' } })).toThrow(/rules\["name-lowercase"\] must be "off", "warn" or "error"/);
  });

  it('calculateConfigForFile is what --print-config prints', async () => {
    const printed = JSON.parse(cmdlint(['--print-config', 'commands/legacy/old.json'], { cwd }).stdout) as unknown;
    const calculated = await new library.CmdLint({ cwd }).calculateConfigForFile('commands/legacy/old.json');
    expect(calculated).toEqual(printed);
    expect((calculated.rules as Record<string, string>)['name-lowercase']).toBe('off');
  });

  it('loadFormatter: built-ins by name, the rest as -f finds them, with a clear error', async () => {
    const linter = new library.CmdLint({ cwd });
    const results = await linter.lintFiles(['commands']);
    const stylish = await (await linter.loadFormatter()).format(results);
    expect(stylish).toContain('name-lowercase');
    expect(stylish).toBe(cmdlint(['commands', '--no-color'], { cwd }).stdout);
    expect(JSON.parse(await (await linter.loadFormatter('json')).format(results))).toEqual(results);
    await expect(linter.loadFormatter('no-such-thing')).rejects.toThrow(/Cannot find the formatter "no-such-thing".*eslint-formatter-no-such-thing/);
  });

  it('fix: outputs the fixed text, and outputFixes writes it', async () => {
    const NUMBER_PERMISSIONS = '{ "name": "ping", "description": "Pong", "default_member_permissions": 8 }\n';
    const fixable = tempProject({ 'commands/ping.json': NUMBER_PERMISSIONS });
    try {
      mkdirSync(join(fixable.dir, '.git'));
      const results = await new library.CmdLint({ cwd: fixable.dir, fix: true }).lintFiles(['commands']);
      expect(results[0]!.output).toContain('"default_member_permissions": "8"');
      expect(readFileSync(join(fixable.dir, 'commands/ping.json'), 'utf8')).toBe(NUMBER_PERMISSIONS); // not written yet
      expect(cmdlint(['commands'], { cwd: fixable.dir }).code).toBe(1);
      await library.CmdLint.outputFixes(results);
      expect(cmdlint(['commands'], { cwd: fixable.dir }).code).toBe(0);
      expect(library.CmdLint.getErrorResults(results)).toEqual([]);
    } finally {
      fixable.cleanup();
    }
  });

  it('a run the CLI ends with exit 2 throws CmdLintError with its message; unread configuration files are in warnings', async () => {
    const broken = tempProject({ 'cmdlint.config.json': '{ "extends": "@team/missing" }', 'commands/ping.json': UPPER, '.cmdlintrc.yaml': 'x: 1' });
    try {
      mkdirSync(join(broken.dir, '.git'));
      const linter = new library.CmdLint({ cwd: broken.dir });
      await expect(linter.lintFiles(['commands'])).rejects.toThrow(/"extends" names "@team\/missing", which is not installed/);
      await expect(linter.lintFiles(['commands'])).rejects.toBeInstanceOf(library.CmdLintError);
      expect(linter.warnings.join('\n')).toContain('.cmdlintrc.yaml is not read');
    } finally {
      broken.cleanup();
    }
  });
});

describe('the examples of docs/library.md', () => {
  /** A fenced block of docs/library.md that follows a line holding `marker`. */
  function readmeBlock(marker: string): string {
    const readme = readFileSync(join(ROOT, 'docs', 'library.md'), 'utf8');
    const at = readme.indexOf(marker);
    expect(at).toBeGreaterThan(-1);
    const start = readme.indexOf('\n', readme.indexOf('```', at)) + 1;
    return readme.slice(start, readme.indexOf('\n```', start));
  }

  it('the vitest example fails on an error, with the report, and passes without one', () => {
    const example = readmeBlock('The same as a test, with vitest');
    const suite = tempProject({ 'commands.test.mjs': example, 'commands/ping.json': UPPER, 'cmdlint.config.json': '{ "sets": [{ "files": ["commands/*.json"] }] }' });
    try {
      mkdirSync(join(suite.dir, '.git'));
      mkdirSync(join(suite.dir, 'node_modules'));
      symlinkSync(join(ROOT, 'packages', 'cli'), join(suite.dir, 'node_modules', 'cmdlint'));
      symlinkSync(join(ROOT, 'node_modules', 'vitest'), join(suite.dir, 'node_modules', 'vitest'));
      const vitest = (): ReturnType<typeof cmdlint> =>
        cmdlint([join(ROOT, 'node_modules', 'vitest', 'vitest.mjs'), 'run', '--root', suite.dir, '--no-color'], { cwd: suite.dir, bin: process.execPath, timeout: 120_000, env: { CI: '1' } });
      const failed = vitest();
      expect(failed.stdout + failed.stderr).toContain('name-lowercase');
      expect(failed.code).toBe(1);
      suite.write('commands/ping.json', '{ "name": "ping", "description": "Pong" }\n');
      const passed = vitest();
      expect(passed.stdout + passed.stderr).toMatch(/1 passed/);
      expect(passed.code).toBe(0);
    } finally {
      suite.cleanup();
    }
  }, 300_000);

  it('the deploy script stops the deploy on an error and goes on without one', () => {
    const script = readmeBlock('<!-- example: deploy script -->');
    expect(script).toMatch(/await fetch\(/); // the request is what the test replaces
    const deploy = tempProject({ 'deploy.mjs': script.replace(/await fetch\([\s\S]*?\}\);/, "console.log('deployed');"), 'commands/ping.json': UPPER });
    try {
      mkdirSync(join(deploy.dir, '.git'));
      mkdirSync(join(deploy.dir, 'node_modules'));
      symlinkSync(join(ROOT, 'packages', 'cli'), join(deploy.dir, 'node_modules', 'cmdlint'));
      const node = (): ReturnType<typeof cmdlint> => cmdlint(['deploy.mjs'], { cwd: deploy.dir, bin: process.execPath });
      const failed = node();
      expect(failed.stdout).not.toContain('deployed');
      expect(failed.stderr).toContain('name-lowercase');
      expect(failed.code).toBe(1);
      deploy.write('commands/ping.json', '{ "name": "ping", "description": "Pong" }\n');
      expect(node()).toMatchObject({ code: 0, stdout: 'deployed\n' });
    } finally {
      deploy.cleanup();
    }
  });

  it('the lintText deploy script prints file:line problems and stops on an error, and goes on without one', () => {
    const script = readmeBlock('<!-- example: deploy script with lintText -->');
    expect(script).toMatch(/await fetch\(/); // the request is what the test replaces
    const deploy = tempProject({ 'deploy.mjs': script.replace(/await fetch\([\s\S]*?\}\);/, "console.log('deployed');"), 'commands/global.json': UPPER });
    try {
      mkdirSync(join(deploy.dir, 'node_modules'));
      symlinkSync(join(ROOT, 'packages', 'cli'), join(deploy.dir, 'node_modules', 'cmdlint'));
      const node = (): ReturnType<typeof cmdlint> => cmdlint(['deploy.mjs'], { cwd: deploy.dir, bin: process.execPath });
      const failed = node();
      expect(failed.stdout).not.toContain('deployed');
      expect(failed.stderr).toMatch(/^commands\/global\.json:\d+:\d+: error .*\(name-lowercase\)$/m);
      expect(failed.code).toBe(1);
      deploy.write('commands/global.json', '[{ "name": "ping", "description": "Pong" }]\n');
      expect(node()).toMatchObject({ code: 0, stdout: 'deployed\n' });
    } finally {
      deploy.cleanup();
    }
  });
});
