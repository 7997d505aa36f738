import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BAD, GOOD, WARN, cli, projectsRemovedAfterEach } from './helpers.js';

const project = projectsRemovedAfterEach();
const files = (map: Record<string, string>): string => project(map).dir;

describe('exit codes', () => {
  it('0 without errors, 1 with errors, 2 for bad usage', async () => {
    const cwd = files({ 'good.json': GOOD, 'bad.json': BAD, 'warn.json': WARN });
    expect((await cli(['good.json'], { cwd })).code).toBe(0);
    expect((await cli(['warn.json'], { cwd })).code).toBe(0);
    expect((await cli(['bad.json', 'good.json'], { cwd })).code).toBe(1);
    const usage = await cli(['--bogus'], { cwd });
    expect(usage.code).toBe(2);
    expect(usage.stderr).toMatch(/^cmdlint: Unknown option --bogus/);
    // A formatter that is not installed: named, with what was tried and what to do.
    const missing = await cli(['good.json', '--format', 'xml'], { cwd });
    expect(missing.code).toBe(2);
    expect(missing.stderr).toBe(
      `cmdlint: Cannot find the formatter "xml": no package "cmdlint-formatter-xml", "eslint-formatter-xml" or "xml" from ${cwd}. ` +
        'Install one (npm install --save-dev eslint-formatter-xml), give a path to a module, or use a built-in format: stylish, json, sarif, github, compact.\n',
    );
  });

  it('1 for more warnings than --max-warnings; --quiet hides them but they still count', async () => {
    const cwd = files({ 'warn.json': WARN });
    expect((await cli(['warn.json', '--max-warnings', '1'], { cwd })).code).toBe(0);
    const over = await cli(['warn.json', '--max-warnings', '0'], { cwd });
    expect(over.code).toBe(1);
    expect(over.stderr).toMatch(/1 warning, more than --max-warnings 0/);
    const quiet = await cli(['warn.json', '--quiet', '--max-warnings', '0'], { cwd });
    expect(quiet.stdout).toBe('');
    expect(quiet.code).toBe(1);
    expect((await cli(['warn.json', '--quiet'], { cwd })).code).toBe(0);
  });

  it('2 with a usage hint when there is nothing to lint', async () => {
    const run = await cli([], { cwd: files({ 'package.json': '{ "name": "bot" }' }) });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cmdlint: No command files found in \. .*\ncmdlint: nothing to lint: without arguments cmdlint lints the sets of cmdlint\.config\.json, else the current directory; .*\n(cmdlint: \d+ JSON files? skipped.*\n)?$/);
  });

  it('without arguments and without sets: what `cmdlint .` lints', async () => {
    const cwd = files({ 'commands/bad.json': BAD, 'commands/deep/warn.json': WARN, 'good.json': GOOD, 'package.json': '{ "name": "bot" }' });
    const dot = await cli(['.', '-f', 'json'], { cwd });
    const bare = await cli(['-f', 'json'], { cwd });
    expect(bare).toEqual(dot);
    expect(bare.code).toBe(1);
    expect(JSON.parse(bare.stdout).map((r: { filePath: string }) => r.filePath.slice(cwd.length + 1)).sort()).toEqual(['commands/bad.json', 'commands/deep/warn.json', 'good.json']);
    // A configuration without sets still applies.
    const configured = files({ 'warn.json': WARN, 'cmdlint.config.json': '{ "rules": { "deprecated-field": "error" } }' });
    const run = await cli([], { cwd: configured });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/warn\.json[\s\S]*error .*deprecated-field/);
  });

  it('2 for a missing file, after linting the others', async () => {
    const run = await cli(['bad.json', 'missing.json'], { cwd: files({ 'bad.json': BAD }) });
    expect(run.code).toBe(2);
    expect(run.stdout).toMatch(/bad.json/);
    expect(run.stderr).toBe('cmdlint: No such file or directory: missing.json\n');
    expect((await cli(['missing.json', '--no-error-on-unmatched-pattern'], { cwd: files({}) })).code).toBe(0);
  });

  it('2 for an unknown --rule or a bad configuration, naming the key', async () => {
    const cwd = files({ 'a.json': GOOD, 'bad/cmdlint.config.json': '{ "rules": { "bulk-siz": "off" } }', 'bad/b.json': GOOD });
    const rule = await cli(['a.json', '--rule', 'bulk-siz:off'], { cwd });
    expect([rule.code, rule.stderr]).toEqual([2, 'cmdlint: Unknown rule "bulk-siz" in --rule (did you mean "bulk-size"?).\n']);
    const config = await cli(['bad/b.json'], { cwd });
    expect(config.code).toBe(2);
    expect(config.stderr).toMatch(/^cmdlint: Invalid configuration .*cmdlint.config.json: "rules.bulk-siz" is not a rule of cmdlint \(did you mean "bulk-size"\?\)\.\n$/);
  });
});

describe('internal failures', () => {
  it('exit 2 with one line, and the stack only with DEBUG=cmdlint', async () => {
    const { main } = await import('../src/index.js');
    const cwd = files({ 'bad.json': BAD });
    for (const debug of [false, true]) {
      let stderr = '';
      const code = await main(['bad.json'], {
        stdout: { write: () => { throw new Error('disk full'); } },
        stderr: { write: (s: string) => (stderr += s) },
        cwd,
        env: debug ? { DEBUG: 'cmdlint' } : {},
      });
      expect(code).toBe(2);
      expect(stderr.split('\n')[0]).toBe('cmdlint: internal error: disk full');
      expect(stderr.includes('    at ')).toBe(debug);
    }
  });
});

describe('options', () => {
  it('--rule changes a severity; the configuration is found upward', async () => {
    const cwd = files({ 'sub/dir/bad.json': BAD, 'sub/cmdlint.config.json': '{ "rules": { "name-lowercase": "off" } }' });
    const run = await cli(['sub/dir/bad.json', '-f', 'compact'], { cwd });
    expect(run.stdout).not.toMatch(/name-lowercase/);
    const warn = await cli(['sub/dir/bad.json', '-f', 'compact', '--rule', 'required-before-optional:warn', '--rule', 'default-member-permissions:off'], { cwd });
    expect(warn.stdout).toMatch(/line 6, col 5, Warning - .*required-before-optional/);
    expect(warn.code).toBe(0);
  });

  it('--config uses one file for everything', async () => {
    const cwd = files({ 'bad.json': BAD, 'conf/strict.json': '{ "rules": { "name-lowercase": "warn" } }' });
    const run = await cli(['bad.json', '--config', 'conf/strict.json', '-f', 'compact'], { cwd });
    expect(run.stdout).toMatch(/Warning - Command \/Ping: name "Ping"/);
  });

  it('--scope and --kind reach the core', async () => {
    const cwd = files({ 'a.json': '{ "name": "ping", "description": "Pong", "contexts": [0] }' });
    expect((await cli(['a.json', '--scope', 'guild', '-f', 'compact'], { cwd })).stdout).toMatch(/guild-ignored-field/);
    const edit = await cli(['a.json', '--kind', 'permissions', '-f', 'compact'], { cwd });
    expect(edit.code).toBe(1);
  });

  it('--stdin lints standard input; --stdin-filename names it', async () => {
    const cwd = files({ 'cmdlint.config.json': '{ "sets": [{ "files": ["guild/*.json"], "scope": "guild" }] }' });
    const run = await cli(['--stdin', '-f', 'compact'], { cwd, stdin: BAD });
    expect(run.stdout).toMatch(/^<stdin>: line 2, col 11, Error/);
    const named = await cli(['--stdin', '--stdin-filename', 'guild/x.json', '-f', 'compact'], { cwd, stdin: '{ "name": "a", "description": "b", "contexts": [0] }' });
    expect(named.stdout).toMatch(/^guild\/x.json: .*guild-ignored-field/);
    const jsonc = await cli(['--stdin', '--stdin-filename', 'x.jsonc'], { cwd, stdin: '// ok\n' + GOOD });
    expect(jsonc.code).toBe(0);
  });

  it('--print-config shows what applies to a file', async () => {
    const cwd = files({ 'cmdlint.config.json': '{ "sets": [{ "files": ["guild/*.json"], "scope": "guild", "guildId": "42" }], "rules": { "bulk-size": "off" } }' });
    const run = await cli(['--print-config', 'guild/a.json', '--rule', 'name-lowercase:warn'], { cwd });
    const printed = JSON.parse(run.stdout) as Record<string, unknown>;
    expect(printed).toMatchObject({ configFile: join(cwd, 'cmdlint.config.json'), set: { index: 0, scope: 'guild' }, scope: 'guild', guildId: '42' });
    expect(printed.rules).toMatchObject({ 'bulk-size': 'off', 'name-lowercase': 'warn', 'required-field': 'error', 'unknown-field': 'warn', 'json-syntax': 'error' });
  });

  it('--init writes a commented starter configuration once', async () => {
    const cwd = files({ 'commands/guild/a.json': GOOD });
    const run = await cli(['--init'], { cwd });
    expect(run.code).toBe(0);
    const text = readFileSync(join(cwd, 'cmdlint.config.json'), 'utf8');
    expect(text).toMatch(/\/\/ cmdlint configuration/);
    expect(text).toContain('{ "files": ["commands/guild/*.json"], "scope": "guild" }');
    expect((await cli([], { cwd })).code).toBe(0); // it is a valid configuration, and its set lints
    expect((await cli(['--init'], { cwd })).code).toBe(2);
  });

  it('-o writes the report to a file', async () => {
    const cwd = files({ 'bad.json': BAD });
    const run = await cli(['bad.json', '-f', 'json', '-o', 'reports/out.json'], { cwd });
    expect([run.code, run.stdout]).toEqual([1, '']);
    expect(JSON.parse(readFileSync(join(cwd, 'reports/out.json'), 'utf8'))).toHaveLength(1);
  });

  it('--help and --version', async () => {
    const cwd = files({});
    expect((await cli(['--help'], { cwd })).stdout).toMatch(/^Usage: cmdlint \[options\]/);
    expect((await cli(['-v'], { cwd })).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
  });
});

describe('colours', () => {
  const cwd = () => files({ 'bad.json': BAD });
  const colored = (run: { stdout: string }): boolean => run.stdout.includes('\u001b[');
  it('on a terminal, unless NO_COLOR, NODE_DISABLE_COLORS or TERM=dumb; FORCE_COLOR and the flags win', async () => {
    const dir = cwd();
    expect(colored(await cli(['bad.json'], { cwd: dir }))).toBe(false);
    expect(colored(await cli(['bad.json'], { cwd: dir, tty: true }))).toBe(true);
    expect(colored(await cli(['bad.json'], { cwd: dir, tty: true, env: { NO_COLOR: '1' } }))).toBe(false);
    expect(colored(await cli(['bad.json'], { cwd: dir, tty: true, env: { TERM: 'dumb' } }))).toBe(false);
    expect(colored(await cli(['bad.json'], { cwd: dir, tty: true, env: { NODE_DISABLE_COLORS: '1' } }))).toBe(false);
    expect(colored(await cli(['bad.json'], { cwd: dir, tty: true, env: { TERM: 'dumb', FORCE_COLOR: '1' } }))).toBe(true);
    expect(colored(await cli(['bad.json'], { cwd: dir, env: { FORCE_COLOR: '1' } }))).toBe(true);
    expect(colored(await cli(['bad.json'], { cwd: dir, tty: true, env: { FORCE_COLOR: '0' } }))).toBe(false);
    expect(colored(await cli(['bad.json', '--color'], { cwd: dir }))).toBe(true);
    expect(colored(await cli(['bad.json', '--no-color'], { cwd: dir, env: { FORCE_COLOR: '1' } }))).toBe(false);
    expect(colored(await cli(['bad.json', '--color', '-f', 'json'], { cwd: dir }))).toBe(false);
  });
});

describe('--fix', () => {
  it('writes the fixed text, leaves unchanged files alone, and leaves no temporary file', async () => {
    const cwd = files({ 'bad.json': BAD, 'good.json': GOOD });
    const run = await cli(['bad.json', 'good.json', '-f', 'compact'], { cwd: cwd });
    expect(run.code).toBe(1);
    const fixed = await cli(['--fix', 'bad.json', 'good.json', '-f', 'compact'], { cwd });
    expect(fixed.stdout).toMatch(/name-lowercase/);
    expect(fixed.stdout).not.toMatch(/required-before-optional|default-member-permissions/);
    expect(readFileSync(join(cwd, 'bad.json'), 'utf8')).toContain('"default_member_permissions": "8"');
    expect(readFileSync(join(cwd, 'good.json'), 'utf8')).toBe(GOOD);
    expect(readdirSync(cwd).sort()).toEqual(['bad.json', 'good.json']);
  });

  it('--fix-dry-run writes nothing and puts the fixed text in the json output', async () => {
    const cwd = files({ 'bad.json': BAD });
    const run = await cli(['--fix-dry-run', 'bad.json', '-f', 'json'], { cwd });
    const [result] = JSON.parse(run.stdout) as { output: string; messages: unknown[] }[];
    expect(result!.output).toContain('"8"');
    expect(result!.messages).toHaveLength(1);
    expect(readFileSync(join(cwd, 'bad.json'), 'utf8')).toBe(BAD);
    expect(existsSync(join(cwd, 'bad.json'))).toBe(true);
  });
});
