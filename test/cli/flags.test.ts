// The built binary, spawned: every flag, every format, every exit code.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BAD, BIN_JS, GOOD, ROOT, WARN, cmdlint, parseJsonOutput, tempProject } from './helpers.js';
import { READERS } from '../../packages/readers/table/src/index.js';

const project = tempProject({
  'bad.json': BAD,
  'good.json': GOOD,
  'warn.json': WARN,
  'commands/global/a.json': '[{ "name": "ping", "description": "Pong" }, { "name": "User info", "type": 2 }]',
  'commands/global/b.json': '{ "name": "ping", "description": "Another ping" }',
  'commands/guild/c.json': '{ "name": "ping", "description": "Guild ping", "contexts": [0] }',
  'cmdlint.config.json': '{\n  // sets\n  "sets": [\n    { "files": ["commands/global/*.json"], "scope": "global" },\n    { "files": ["commands/guild/*.json"], "scope": "guild" }\n  ]\n}\n',
});
afterAll(() => project.cleanup());
const cwd = project.dir;

describe('exit codes', () => {
  it('0: no errors (warnings allowed)', () => {
    expect(cmdlint(['good.json', 'warn.json'], { cwd })).toMatchObject({ code: 0 });
  });
  it('1: errors, or more warnings than --max-warnings', () => {
    expect(cmdlint(['bad.json'], { cwd }).code).toBe(1);
    expect(cmdlint(['warn.json', '--max-warnings', '0'], { cwd }).code).toBe(1);
    expect(cmdlint(['warn.json', '--max-warnings', '1'], { cwd }).code).toBe(0);
  });
  it('2: bad usage, with a one-line message and no stack trace', () => {
    const run = cmdlint(['--scope', 'galaxy'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('cmdlint: --scope must be one of global, guild, not "galaxy".\nRun "cmdlint --help" for the options.\n');
    expect(cmdlint(['--nope'], { cwd }).code).toBe(2);
  });
});

describe('formats', () => {
  it('stylish (default) prints 1-based positions and a summary', () => {
    const run = cmdlint(['bad.json'], { cwd });
    expect(run.stdout).toContain('\nbad.json\n  2:11  error    Command /Ping: name "Ping" must be lowercase');
    expect(run.stdout).toContain('✖ 3 problems (3 errors, 0 warnings)\n  2 errors and 0 warnings potentially fixable with the `--fix` option.');
    expect(run.stdout).not.toContain('\u001b[');
  });

  it("json is ESLint's result shape", () => {
    const [result] = parseJsonOutput(cmdlint(['bad.json', '-f', 'json'], { cwd }).stdout);
    expect(result).toMatchObject({ filePath: join(cwd, 'bad.json'), errorCount: 3, warningCount: 0, fixableErrorCount: 2, fixableWarningCount: 0 });
    expect(result!.messages.map((m) => [m.ruleId, m.severity, m.line, m.column, m.endLine, m.endColumn])).toEqual([
      ['name-lowercase', 2, 2, 11, 2, 17],
      ['required-before-optional', 2, 6, 5, 6, 69],
      ['default-member-permissions', 2, 8, 33, 8, 34],
    ]);
    const text = readFileSync(join(cwd, 'bad.json'), 'utf8');
    const fix = result!.messages[2]!.fix!;
    expect(text.slice(0, fix.range[0]) + fix.text + text.slice(fix.range[1])).toContain('"default_member_permissions": "8"');
    expect(result!.messages[0]).toMatchObject({ suggestions: [{ desc: expect.stringMatching(/Rename to "ping"/) }] });
  });

  it('sarif is SARIF 2.1.0 with repository-relative URIs', () => {
    const log = JSON.parse(cmdlint(['bad.json', 'warn.json', '-f', 'sarif'], { cwd }).stdout) as {
      version: string;
      runs: { tool: { driver: { rules: { id: string }[] } }; results: { ruleId: string; level: string; locations: { physicalLocation: { artifactLocation: { uri: string }; region: object } }[] }[] }[];
    };
    expect(log.version).toBe('2.1.0');
    const run = log.runs[0]!;
    expect(run.tool.driver.rules.map((r) => r.id)).toEqual(['default-member-permissions', 'deprecated-field', 'name-lowercase', 'required-before-optional']);
    expect(run.results.map((r) => [r.ruleId, r.level, r.locations[0]!.physicalLocation.artifactLocation.uri])).toEqual([
      ['name-lowercase', 'error', 'bad.json'],
      ['required-before-optional', 'error', 'bad.json'],
      ['default-member-permissions', 'error', 'bad.json'],
      ['deprecated-field', 'warning', 'warn.json'],
    ]);
    expect(run.results[0]!.locations[0]!.physicalLocation.region).toEqual({ startLine: 2, startColumn: 11, endLine: 2, endColumn: 17 });
  });

  it('github prints workflow annotations', () => {
    const lines = cmdlint(['bad.json', 'warn.json', '-f', 'github'], { cwd }).stdout.trim().split('\n');
    expect(lines[0]).toBe('::error file=bad.json,line=2,col=11,endLine=2,endColumn=17,title=name-lowercase::Command /Ping: name "Ping" must be lowercase ("P" (U+0050) has a lowercase form); use "ping".');
    expect(lines[3]).toMatch(/^::warning file=warn.json,line=1,col=42,endLine=1,endColumn=57,title=deprecated-field::Command \/ping: "dm_permission" is deprecated/);
  });

  it('compact prints one line per problem', () => {
    expect(cmdlint(['bad.json', '-f', 'compact'], { cwd }).stdout.split('\n')[0]).toMatch(/^bad.json: line 2, col 11, Error - Command \/Ping/);
  });

  it('-o writes the report to a file and nothing to stdout', () => {
    const run = cmdlint(['bad.json', '-f', 'sarif', '-o', 'out/report.sarif'], { cwd });
    expect([run.code, run.stdout]).toEqual([1, '']);
    expect(JSON.parse(readFileSync(join(cwd, 'out/report.sarif'), 'utf8'))).toMatchObject({ version: '2.1.0' });
  });
});

describe('flags', () => {
  it('--quiet shows errors only', () => {
    const run = cmdlint(['bad.json', 'warn.json', '-f', 'compact', '--quiet'], { cwd });
    expect(run.stdout).not.toMatch(/Warning/);
    expect(run.stdout).toMatch(/3 problems/);
  });

  it('--rule sets severities, --scope and --kind reach the rules', () => {
    expect(cmdlint(['bad.json', '--rule', 'name-lowercase:off', '--rule', 'required-before-optional:off', '--rule', 'default-member-permissions:warn'], { cwd }).code).toBe(0);
    expect(cmdlint(['good.json', '--scope', 'guild', '-f', 'compact'], { cwd }).code).toBe(0);
    expect(cmdlint(['good.json', '--kind', 'commands', '-f', 'compact'], { cwd }).stdout).toMatch(/body-shape/);
  });

  it('--color and --no-color, NO_COLOR and FORCE_COLOR', () => {
    expect(cmdlint(['bad.json', '--color'], { cwd }).stdout).toContain('\u001b[');
    expect(cmdlint(['bad.json'], { cwd, env: { FORCE_COLOR: '1' } }).stdout).toContain('\u001b[');
    expect(cmdlint(['bad.json', '--no-color'], { cwd, env: { FORCE_COLOR: '1' } }).stdout).not.toContain('\u001b[');
    expect(cmdlint(['bad.json'], { cwd, env: { NO_COLOR: '1' } }).stdout).not.toContain('\u001b[');
  });

  it('--stdin and --stdin-filename', () => {
    const run = cmdlint(['--stdin', '-f', 'json'], { cwd, input: BAD });
    expect(parseJsonOutput(run.stdout)[0]).toMatchObject({ filePath: '<stdin>', errorCount: 3 });
    const named = cmdlint(['--stdin', '--stdin-filename', 'commands/guild/new.json', '-f', 'compact'], { cwd, input: '{ "name": "x", "description": "y", "contexts": [0] }' });
    expect(named.stdout).toMatch(/^commands\/guild\/new.json: .*guild-ignored-field/);
    expect(cmdlint(['--stdin'], { cwd, input: '' }).code).toBe(1);
  });

  it('--fix-dry-run puts the fixed text in "output" and writes nothing', () => {
    const [result] = parseJsonOutput(cmdlint(['bad.json', '--fix-dry-run', '-f', 'json'], { cwd }).stdout);
    expect(result!.output).toContain('"default_member_permissions": "8"');
    expect(readFileSync(join(cwd, 'bad.json'), 'utf8')).toBe(BAD);
    const [stdin] = parseJsonOutput(cmdlint(['--stdin', '--fix-dry-run', '-f', 'json'], { cwd, input: BAD }).stdout);
    expect(stdin!.output).toContain('"8"');
  });

  it('--print-config prints what applies to a file', () => {
    const printed = JSON.parse(cmdlint(['--print-config', 'commands/guild/c.json'], { cwd }).stdout) as Record<string, unknown>;
    expect(printed).toMatchObject({ configFile: join(cwd, 'cmdlint.config.json'), set: { index: 1, scope: 'guild' }, scope: 'guild', kind: 'auto', defaultLocale: 'en-US' });
  });

  it('--init writes a starter configuration, and refuses to overwrite one', () => {
    const fresh = tempProject({ 'commands/a.json': GOOD });
    try {
      expect(cmdlint(['--init'], { cwd: fresh.dir }).code).toBe(0);
      expect(readFileSync(join(fresh.dir, 'cmdlint.config.json'), 'utf8')).toContain('"files": ["commands/*.json"]');
      expect(cmdlint([], { cwd: fresh.dir }).code).toBe(0);
      const again = cmdlint(['--init'], { cwd: fresh.dir });
      expect([again.code, again.stderr]).toEqual([2, 'cmdlint: cmdlint.config.json already exists here; --init writes no second one.\n']);
    } finally {
      fresh.cleanup();
    }
  });

  it('-v and -h', () => {
    expect(cmdlint(['-v'], { cwd }).stdout).toBe(`${JSON.parse(readFileSync(join(ROOT, 'packages/cli/package.json'), 'utf8')).version}\n`);
    expect(cmdlint(['--help'], { cwd }).stdout).toMatch(/Usage: cmdlint \[options\] \[file\|dir\|glob \.\.\.\][\s\S]*--max-warnings N/);
  });

  it('--no-error-on-unmatched-pattern', () => {
    const run = cmdlint(['nothing/*.json', 'good.json'], { cwd });
    expect([run.code, run.stderr]).toEqual([2, 'cmdlint: No files matching the pattern "nothing/*.json" were found.\n']);
    expect(cmdlint(['nothing/*.json', 'good.json', '--no-error-on-unmatched-pattern'], { cwd }).code).toBe(0);
  });
});

describe('configuration and sets', () => {
  it('without arguments lints the sets (names unique within a set, across its files), then the command files in no set, alone', () => {
    const results = parseJsonOutput(cmdlint(['-f', 'json'], { cwd }).stdout);
    expect(results.map((r) => [r.filePath.slice(cwd.length + 1), r.messages.map((m) => m.ruleId)])).toEqual([
      ['commands/global/a.json', ['unique-command-name']],
      ['commands/global/b.json', ['unique-command-name']],
      ['commands/guild/c.json', ['guild-ignored-field']],
      // In no set: what `cmdlint .` and a commit's hook (--staged) judge of them, so CI says the same.
      ['bad.json', ['name-lowercase', 'required-before-optional', 'default-member-permissions']],
      ['good.json', []],
      ['warn.json', ['deprecated-field']],
    ]);
  });

  it('without arguments and without configuration: what `cmdlint .` lints, as ESLint 9 lints the current directory', () => {
    const bot = tempProject({ 'package.json': '{ "name": "bot" }', 'commands/fun/bad.json': BAD, 'commands/mod/good.json': GOOD, 'node_modules/x/bad.json': BAD });
    const empty = tempProject({ 'package.json': '{ "name": "bot" }' });
    try {
      const bare = cmdlint([], { cwd: bot.dir });
      expect(bare).toEqual(cmdlint(['.'], { cwd: bot.dir }));
      expect(bare.code).toBe(1);
      expect(bare.stdout).toMatch(/^\ncommands\/fun\/bad\.json\n  2:11  error .*name-lowercase\n/);
      expect(bare.stdout).not.toContain('node_modules');
      // Each file alone: said, as a duplicate name across them would pass unseen; not in a machine's format.
      expect(bare.stderr).toContain('cmdlint: 2 command files linted each alone: without "sets", names are not compared across files');
      expect(cmdlint(['-f', 'json'], { cwd: bot.dir }).stderr).toBe('');
      const none = cmdlint([], { cwd: empty.dir });
      expect(none.code).toBe(2);
      expect(none.stderr).toMatch(/^cmdlint: No command files found in \. [^\n]*\ncmdlint: nothing to lint: without arguments cmdlint lints the sets of cmdlint\.config\.json, else the current directory; [^\n]*\n(cmdlint: \d+ JSON files? skipped[^\n]*\n)?$/);
    } finally {
      bot.cleanup();
      empty.cleanup();
    }
  });

  it('a configuration error names the key, exit 2', () => {
    const broken = tempProject({ 'cmdlint.config.json': '{ "sets": [{ "files": ["*.json"], "scope": "everywhere" }] }', 'a.json': GOOD });
    try {
      const run = cmdlint(['a.json'], { cwd: broken.dir });
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(`cmdlint: Invalid configuration ${join(broken.dir, 'cmdlint.config.json')}: "sets[0].scope" must be "global" or "guild", not "everywhere".\n`);
      const syntax = cmdlint(['a.json', '--config', 'a.json'], { cwd: broken.dir });
      expect(syntax.stderr).toMatch(/Invalid configuration .*a.json: "name" is not a setting of cmdlint/);
      expect(cmdlint(['a.json', '--config', 'missing.json'], { cwd: broken.dir }).stderr).toMatch(/Cannot read the configuration .*missing.json: no such file/);
    } finally {
      broken.cleanup();
    }
  });
});

describe('the repository', () => {
  it('the bin runs by itself, from its shebang, as a package manager\'s link to it does', () => {
    const run = cmdlint(['bad.json', '-f', 'compact'], { cwd, bin: BIN_JS });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^bad.json: line 2, col 11/);
  });

  it('`cmdlint .` at the root lints exactly the command files (JSON and sources) under examples/', () => {
    const results = parseJsonOutput(cmdlint(['.', '-f', 'json'], { cwd: ROOT }).stdout);
    const files = results.map((r) => r.filePath.slice(ROOT.length).replace(/^\//, ''));
    expect(files.length).toBeGreaterThan(3);
    expect(files.every((f) => f.startsWith('examples/'))).toBe(true);
    const onDisk: string[] = [];
    const walk = (dir: string): void => {
      for (const entry of readdirSync(join(ROOT, dir), { withFileTypes: true })) {
        const path = `${dir}/${entry.name}`;
        if (entry.isDirectory()) walk(path);
        else if (/\.(?:jsonc?|[mc]?[jt]sx?)$/.test(entry.name) && entry.name !== 'cmdlint.config.json') onDisk.push(path);
      }
    };
    walk('examples');
    expect(files.sort()).toEqual(onDisk.sort());
    // The planted mistakes, and the body of a rejected deploy that `cmdlint explain` reads (examples/deploy-error/).
    expect(results.filter((r) => r.errorCount > 0).map((r) => r.filePath).sort()).toEqual(
      [join(ROOT, 'examples/deploy-error/commands.json'), join(ROOT, 'examples/mistakes/code/commands/mod/ban.js'), join(ROOT, 'examples/mistakes/code/deploy-commands.ts'), join(ROOT, 'examples/mistakes/common-mistakes.json')].sort(),
    );
    expect(existsSync(join(ROOT, 'examples/cmdlint.config.json'))).toBe(true);
  });
});

describe("ESLint's flags for CI scripts (issue 26 item 2)", () => {
  it('--env-info prints the versions a bug report needs, and lints nothing', () => {
    const run = cmdlint(['--env-info', 'bad.json'], { cwd });
    expect(run.code).toBe(0);
    expect(run.stdout).toMatch(/^Environment Info:\n\nNode version: v\d+\.\d+\.\d+\ncmdlint version: v\d+\.\d+\.\d+\n(?:[\w@/.-]+ version: (?:v\d+\.\d+\.\d+|not found \([^)\n]*\))\n)+Operating system: \w+ \S+\n$/);
    // Each parser of the table of readers, installed here.
    for (const name of READERS.flatMap((reader) => reader.parserPackages)) expect(run.stdout).toMatch(new RegExp(`\\n${name} version: v\\d+\\.\\d+\\.\\d+\\n`));
    expect(run.stdout).toContain(`Node version: ${process.version}\n`);
  });

  it('--pass-on-no-patterns: nothing named and no sets exits 0 without linting; sets are still linted', () => {
    const bare = tempProject({ 'bad.json': BAD });
    try {
      expect(cmdlint([], { cwd: bare.dir }).code).toBe(1); // as `cmdlint .`
      expect(cmdlint(['--pass-on-no-patterns'], { cwd: bare.dir })).toMatchObject({ code: 0, stdout: '' });
      expect(cmdlint(['--pass-on-no-patterns', 'bad.json'], { cwd: bare.dir }).code).toBe(1);
    } finally {
      bare.cleanup();
    }
    expect(cmdlint(['--pass-on-no-patterns'], { cwd }).code).toBe(cmdlint([], { cwd }).code);
    expect(cmdlint(['--pass-on-no-patterns'], { cwd }).stdout).toContain('commands/global');
  });

  it('--exit-on-fatal-error: a file that does not parse exits 2, after its report', () => {
    const broken = tempProject({ 'broken.json': '{ "name": "ping", ' , 'bad.json': BAD });
    try {
      expect(cmdlint(['broken.json'], { cwd: broken.dir }).code).toBe(1);
      const run = cmdlint(['broken.json', '--exit-on-fatal-error'], { cwd: broken.dir });
      expect(run.code).toBe(2);
      expect(run.stdout).toContain('json-syntax');
      expect(cmdlint(['bad.json', '--exit-on-fatal-error'], { cwd: broken.dir }).code).toBe(1);
    } finally {
      broken.cleanup();
    }
  });

  it.each(['--stats', '--fix-type', '--cache-file', '--ext', '--plugin', '--inspect-config'])('%s is refused with the reason, not as unknown', (flag) => {
    const run = cmdlint([flag, 'good.json'], { cwd });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(new RegExp(`^cmdlint: ${flag} is an ESLint option that cmdlint does not take: .+\\.\\n`));
    expect(run.stderr).not.toContain('Unknown option');
  });
});
