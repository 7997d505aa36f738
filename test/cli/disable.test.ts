// Inline disables and bulk suppressions through the built binary, as an ESLint user meets them:
// cmdlint-disable comments in JSONC files and sources, --report-unused-disable-directives, and
// ESLint 9.24's suppressions file for plain JSON.
import { spawnSync } from 'node:child_process';
import { readFileSync, existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deadline } from '../hostile/deadline.js';
import { cmdlint, parseJsonOutput, tempProject, expectRefused } from './helpers.js';

const require = createRequire(import.meta.url);

const JSONC = `{
  // cmdlint-disable-next-line name-lowercase -- the old name stays until v3
  "name": "Ping",
  "description": "Pong", // cmdlint-disable-line
  "options": [
    { "type": 3, "name": "Who", "description": "x" } /* cmdlint-disable-line name-lowercase */
  ]
}
`;

const SOURCE = `import { SlashCommandBuilder } from 'discord.js';
// cmdlint-disable-next-line name-lowercase
export const data = new SlashCommandBuilder().setName('Ban').setDescription('Bans')
  .addStringOption((o) => o.setName('Reason').setDescription('why'));
`;

const projects: { cleanup: () => void }[] = [];
afterAll(() => {
  for (const project of projects) project.cleanup();
});
function project(files: Record<string, string>): { dir: string; write: (path: string, text: string) => string } {
  const made = tempProject(files);
  projects.push(made);
  return made;
}

describe('inline disables', () => {
  it('suppress what they name; an unused one is a warning, as in ESLint 9', () => {
    const { dir } = project({ 'a.jsonc': JSONC, 'ban.ts': SOURCE });
    const run = cmdlint(['a.jsonc', 'ban.ts', '--no-color'], { cwd: dir });
    expect(run.stdout).toContain('4:26  warning  Unused cmdlint-disable-line directive (no problems were reported); remove it.');
    expect(run.stdout).toContain('Option "Reason" of /Ban: name "Reason" must be lowercase');
    expect(run.stdout).not.toContain('Command /Ping');
    expect(run.stdout).not.toContain('Option "Who"');
    expect(run.stdout).not.toContain('Command /Ban');
    expect(run.stdout).toContain('✖ 2 problems (1 error, 1 warning)');
    expect(run.code).toBe(1);
  });

  it('json: what a directive suppressed is in suppressedMessages, with its reason', () => {
    const { dir } = project({ 'a.jsonc': JSONC });
    const [result] = parseJsonOutput(cmdlint(['a.jsonc', '-f', 'json'], { cwd: dir }).stdout) as unknown as { suppressedMessages: { ruleId: string; line: number; suppressions: unknown[] }[]; errorCount: number }[];
    expect(result!.errorCount).toBe(0);
    expect(result!.suppressedMessages.map((m) => [m.ruleId, m.line, m.suppressions])).toEqual([
      ['name-lowercase', 3, [{ kind: 'directive', justification: 'the old name stays until v3' }]],
      ['name-lowercase', 6, [{ kind: 'directive', justification: '' }]],
    ]);
  });

  it('--report-unused-disable-directives makes them errors; -severity sets it; both at once is a usage error', () => {
    const { dir } = project({ 'a.jsonc': JSONC });
    const asErrors = cmdlint(['a.jsonc', '--report-unused-disable-directives', '--no-color'], { cwd: dir });
    expect(asErrors.code).toBe(1);
    expect(asErrors.stdout).toContain('4:26  error    Unused cmdlint-disable-line directive');
    const off = cmdlint(['a.jsonc', '--report-unused-disable-directives-severity', 'off'], { cwd: dir });
    expect(off.code).toBe(0);
    expect(off.stdout).toBe('');
    expect(cmdlint(['a.jsonc', '--report-unused-disable-directives-severity', '2'], { cwd: dir }).code).toBe(1);
    const bad = cmdlint(['a.jsonc', '--report-unused-disable-directives-severity', 'loud'], { cwd: dir });
    expectRefused(bad, '--report-unused-disable-directives-severity must be one of off, warn, error, not "loud"');
    const both = cmdlint(['a.jsonc', '--report-unused-disable-directives', '--report-unused-disable-directives-severity', 'warn'], { cwd: dir });
    expectRefused(both, 'cannot be used together');
  });

  it('--fix removes an unused directive and keeps every other byte', () => {
    const { dir } = project({ 'a.jsonc': JSONC });
    const run = cmdlint(['a.jsonc', '--fix'], { cwd: dir });
    expect(run.code).toBe(0);
    expect(readFileSync(join(dir, 'a.jsonc'), 'utf8')).toBe(JSONC.replace(' // cmdlint-disable-line', ''));
  });

  it('--no-inline-config: the comments change nothing', () => {
    const { dir } = project({ 'a.jsonc': JSONC });
    const run = cmdlint(['a.jsonc', '--no-inline-config', '-f', 'json'], { cwd: dir });
    expect(parseJsonOutput(run.stdout)[0]!.messages.map((m) => `${m.ruleId}@${m.line}`)).toEqual(['name-lowercase@3', 'name-lowercase@6']);
  });

  it('an unknown rule in a directive is an error that names the likely one', () => {
    const { dir } = project({ 'a.jsonc': '{ "name": "Ping", "description": "Pong" } // cmdlint-disable-line name-lower-case\n' });
    const run = cmdlint(['a.jsonc', '--no-color'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('Unknown rule "name-lower-case" in a cmdlint-disable-line comment (did you mean "name-lowercase"?)');
    expect(run.stdout).toContain('Command /Ping: name "Ping" must be lowercase');
  });

  it('sarif: a directive\'s own problem has a described rule (cmdlint-directive), so the Multitool finds nothing under GitHub\'s and SARIF\'s rules', () => {
    const { dir, write } = project({ 'a.jsonc': '{ "name": "ping", "description": "Pong" } // cmdlint-disable-line name-lower-case\n', 'b.jsonc': JSONC });
    const run = cmdlint(['a.jsonc', 'b.jsonc', '-f', 'sarif'], { cwd: dir });
    const log = JSON.parse(run.stdout) as { runs: { results: { ruleId: string; level: string }[]; tool: { driver: { rules: { id: string }[] } } }[] };
    expect(log.runs[0]!.results.map((r) => [r.ruleId, r.level])).toEqual([['cmdlint-directive', 'error'], ['cmdlint-directive', 'warning']]);
    expect(log.runs[0]!.tool.driver.rules.map((r) => r.id)).toEqual(['cmdlint-directive']);
    const multitool = require('@microsoft/sarif-multitool') as string;
    const input = write('report.sarif', run.stdout);
    const output = join(dir, 'validation.sarif');
    const validate = spawnSync(multitool, ['validate', input, '--rule-kind', 'Gh;Sarif', '--output', output, '--log', 'ForceOverwrite'], { encoding: 'utf8', env: { ...process.env, DOTNET_CLI_TELEMETRY_OPTOUT: '1' } });
    expect(validate.status, validate.stdout + validate.stderr).toBe(0);
    const findings = (JSON.parse(readFileSync(output, 'utf8')) as { runs: { results?: unknown[] }[] }).runs[0]!.results ?? [];
    expect(findings).toEqual([]);
  }, deadline(1200));

  it('a rule over a set of files is suppressed in the file where it is reported', () => {
    const { dir } = project({
      'cmdlint.config.json': JSON.stringify({ sets: [{ files: ['commands/*.jsonc'] }] }),
      'commands/a.jsonc': '// cmdlint-disable-next-line unique-command-name -- b.jsonc is its guild copy\n{ "name": "ping", "description": "Pong" }\n',
      'commands/b.jsonc': '{ "name": "ping", "description": "Pong" }\n',
    });
    const results = parseJsonOutput(cmdlint(['-f', 'json'], { cwd: dir }).stdout);
    expect(results.map((r) => [r.filePath.slice(dir.length + 1), r.messages.map((m) => m.ruleId)])).toEqual([
      ['commands/a.jsonc', []],
      ['commands/b.jsonc', ['unique-command-name']],
    ]);
  });
});

// A plain JSON file with two errors of two rules and a warning.
const TWO_ERRORS = `{
  "name": "Ping",
  "description": "Pong",
  "options": [
    { "name": "a", "type": 3, "description": "x" },
    { "name": "b", "type": 3, "description": "y", "required": true }
  ],
  "dm_permission": false
}
`;

function suppressionsOf(dir: string, name = 'cmdlint-suppressions.json'): unknown {
  return JSON.parse(readFileSync(join(dir, name), 'utf8'));
}

describe('bulk suppressions (cmdlint-suppressions.json)', () => {
  it('--suppress-all writes the errors per file and rule; the next run reports none of them, and still the warnings', () => {
    const { dir } = project({ 'commands/ping.json': TWO_ERRORS });
    const first = cmdlint(['commands', '--suppress-all', '--no-color'], { cwd: dir });
    expect(first.code).toBe(0);
    expect(suppressionsOf(dir)).toEqual({ 'commands/ping.json': { 'name-lowercase': { count: 1 }, 'required-before-optional': { count: 1 } } });
    const next = cmdlint(['commands', '--no-color'], { cwd: dir });
    expect(next.code).toBe(0);
    expect(next.stdout).toContain('deprecated-field');
    expect(next.stdout).toContain('✖ 1 problem (0 errors, 1 warning)');
  });

  it('more errors than suppressed reports them all; fewer fails the run until pruned', () => {
    const { dir, write } = project({ 'ping.json': TWO_ERRORS });
    cmdlint(['ping.json', '--suppress-all'], { cwd: dir });
    write('ping.json', TWO_ERRORS.replace('"name": "a"', '"name": "A"'));
    const more = cmdlint(['ping.json', '-f', 'json'], { cwd: dir });
    expect(more.code).toBe(1);
    expect(parseJsonOutput(more.stdout)[0]!.messages.filter((m) => m.ruleId === 'name-lowercase')).toHaveLength(2);

    write('ping.json', TWO_ERRORS.replace('"Ping"', '"ping"'));
    const fewer = cmdlint(['ping.json'], { cwd: dir });
    expectRefused(fewer, 'There are suppressions left that do not occur anymore. Consider re-running the command with `--prune-suppressions`.');
    expect(cmdlint(['ping.json', '--pass-on-unpruned-suppressions'], { cwd: dir }).code).toBe(0);
    const pruned = cmdlint(['ping.json', '--prune-suppressions'], { cwd: dir });
    expect(pruned.code).toBe(0);
    expect(suppressionsOf(dir)).toEqual({ 'ping.json': { 'required-before-optional': { count: 1 } } });
    expect(cmdlint(['ping.json'], { cwd: dir }).code).toBe(0);
  });

  it('--suppress-rule suppresses that rule only, and keeps what the file held', () => {
    const { dir, write } = project({ 'ping.json': TWO_ERRORS, 'other.json': '{ "name": "Pong", "description": "Ping" }\n' });
    write('cmdlint-suppressions.json', JSON.stringify({ 'other.json': { 'name-lowercase': { count: 1 } } }));
    const run = cmdlint(['ping.json', 'other.json', '--suppress-rule', 'required-before-optional', '--no-color'], { cwd: dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('name-lowercase');
    expect(suppressionsOf(dir)).toEqual({ 'other.json': { 'name-lowercase': { count: 1 } }, 'ping.json': { 'required-before-optional': { count: 1 } } });
    const unknown = cmdlint(['ping.json', '--suppress-rule', 'required-before-optionals'], { cwd: dir });
    expectRefused(unknown, 'Unknown rule "required-before-optionals" in --suppress-rule (did you mean "required-before-optional"?)');
  });

  it('--suppressions-location: written and read there; a file that is not there is an error', () => {
    const { dir } = project({ 'ping.json': TWO_ERRORS });
    const missing = cmdlint(['ping.json', '--suppressions-location', '.github/cmdlint-suppressions.json'], { cwd: dir });
    expectRefused(missing, 'The suppressions file .github/cmdlint-suppressions.json does not exist: create it with --suppress-all');
    expect(cmdlint(['ping.json', '--suppress-all', '--suppressions-location', 'lint/suppressed.json'], { cwd: dir }).code).toBe(0);
    expect(existsSync(join(dir, 'cmdlint-suppressions.json'))).toBe(false);
    expect(suppressionsOf(dir, 'lint/suppressed.json')).toEqual({ 'ping.json': { 'name-lowercase': { count: 1 }, 'required-before-optional': { count: 1 } } });
    expect(cmdlint(['ping.json', '--suppressions-location', 'lint/suppressed.json'], { cwd: dir }).code).toBe(0);
    expect(cmdlint(['ping.json'], { cwd: dir }).code).toBe(1);
  });

  it('a file named __proto__ is a file like any other', () => {
    const { dir, write } = project({});
    write('__proto__', TWO_ERRORS);
    expect(cmdlint(['__proto__', '--suppress-all'], { cwd: dir }).code).toBe(0);
    expect(suppressionsOf(dir)).toEqual(JSON.parse('{ "__proto__": { "name-lowercase": { "count": 1 }, "required-before-optional": { "count": 1 } } }'));
    expect(cmdlint(['__proto__'], { cwd: dir }).code).toBe(0);
  });

  it('bad usage and a broken file are errors that say what to do', () => {
    const { dir, write } = project({ 'ping.json': TWO_ERRORS });
    const both = cmdlint(['ping.json', '--suppress-all', '--suppress-rule', 'name-lowercase'], { cwd: dir });
    expectRefused(both, '--suppress-all and --suppress-rule cannot be used together');
    expect(cmdlint(['ping.json', '--prune-suppressions', '--suppress-all'], { cwd: dir }).code).toBe(2);
    write('cmdlint-suppressions.json', '{ "ping.json": { "name-lowercase": { "count": "one" } } }');
    const broken = cmdlint(['ping.json'], { cwd: dir });
    expectRefused(broken, '"ping.json" → "name-lowercase" must be {"count": N}');
  });
});
