// Habits of users coming from ESLint 9, through the built binary: numeric severities, rules per set
// (ESLint's files + rules blocks), --no-config-lookup, a formatter module, TIMING.
import { afterAll, describe, expect, it } from 'vitest';
import { BAD, WARN, cmdlint, parseJsonOutput, tempProject } from './helpers.js';

const project = tempProject({
  'bad.json': BAD,
  'warn.json': WARN,
  'commands/global/a.json': '{ "name": "ping", "description": "Pong", "dm_permission": true }',
  'commands/guild/b.json': '{ "name": "pong", "description": "Ping", "dm_permission": true }',
  'cmdlint.config.json': JSON.stringify({
    rules: { 'deprecated-field': 2 },
    sets: [
      { files: ['commands/global/*.json'], scope: 'global' },
      { files: ['commands/guild/*.json'], scope: 'guild', rules: { 'deprecated-field': 0, 'guild-ignored-field': 'off' } },
    ],
  }),
  'formatter.mjs': 'export default (results, context) => results.map((r) => `${r.filePath.slice(context.cwd.length + 1)}: ${r.errorCount}/${r.warningCount}`).join("\\n") + "\\n";',
  'async-formatter.cjs': 'module.exports = async (results) => `${results.length} files\\n`;',
  'not-a-formatter.mjs': 'export const x = 1;',
});
afterAll(() => project.cleanup());
const cwd = project.dir;

describe('ESLint habits', () => {
  it('numeric severities in --rule: 0 off, 1 warn, 2 error', () => {
    expect(cmdlint(['warn.json', '--no-config-lookup'], { cwd }).code).toBe(0);
    expect(cmdlint(['warn.json', '--no-config-lookup', '--rule', 'deprecated-field:2'], { cwd }).code).toBe(1);
    const off = cmdlint(['bad.json', '--no-config-lookup', '--rule', 'name-lowercase:0', '--rule', 'required-before-optional:0', '-f', 'json'], { cwd });
    expect(parseJsonOutput(off.stdout)[0]!.messages.map((m: { ruleId: string }) => m.ruleId)).not.toContain('name-lowercase');
    const bad = cmdlint(['warn.json', '--rule', 'deprecated-field:3'], { cwd });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('off, warn, error, 0, 1, 2');
  });

  it('numeric severities in the configuration, and rules per set that win over the top level', () => {
    const run = cmdlint([], { cwd });
    expect(run.code).toBe(1);
    // The global set: deprecated-field is 2 (error); the guild set turns it off.
    expect(run.stdout).toMatch(/commands\/global\/a\.json\n.*error .*"dm_permission" is deprecated/);
    expect(run.stdout).not.toMatch(/commands\/guild\/b\.json/);
    const printed = cmdlint(['--print-config', 'commands/guild/b.json'], { cwd });
    expect(printed.stdout).toMatch(/"deprecated-field": "off"/);
  });

  it('--no-config-lookup applies no configuration file', () => {
    const run = cmdlint(['commands/global/a.json', '--no-config-lookup'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain('warning');
    expect(cmdlint(['--no-config-lookup', '-c', 'cmdlint.config.json', 'bad.json'], { cwd }).code).toBe(2);
  });

  it('--format takes a path to a formatter module (ESM default export, CommonJS, async)', () => {
    const run = cmdlint(['bad.json', 'warn.json', '--no-config-lookup', '--format', './formatter.mjs'], { cwd });
    expect(run.stdout).toBe('bad.json: 3/0\nwarn.json: 0/1\n');
    expect(run.code).toBe(1);
    expect(cmdlint(['warn.json', '-f', './async-formatter.cjs'], { cwd }).stdout).toBe('1 files\n');
    const missing = cmdlint(['warn.json', '-f', './nope.mjs'], { cwd });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toContain('Cannot load the formatter ./nope.mjs');
    const none = cmdlint(['warn.json', '-f', './not-a-formatter.mjs'], { cwd });
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('exports no function');
  });

  it('TIMING=1 prints the time of the slowest rules on standard error, leaving the report alone', () => {
    const json = cmdlint(['bad.json', '-f', 'json'], { cwd, env: { TIMING: '1' } });
    expect(() => JSON.parse(json.stdout)).not.toThrow();
    const lines = json.stderr.trim().split('\n');
    expect(lines[0]).toMatch(/^Rule +\| Time \(ms\) \| Relative$/);
    expect(lines.length).toBe(2 + 10);
    expect(lines.slice(2).every((line) => /^[a-z-]+ +\| +\d+\.\d{3} \| +\d+\.\d%$/.test(line))).toBe(true);
    const all = cmdlint(['bad.json'], { cwd, env: { TIMING: 'all' } });
    expect(all.stderr.trim().split('\n').length).toBeGreaterThan(40);
    expect(cmdlint(['bad.json'], { cwd }).stderr).toBe('');
  });
});
