// Formatters by name, as an ESLint user names them: real eslint-formatter-* packages from npm
// (the repository's devDependencies, pinned), installed in a temporary project's node_modules and
// found by `-f NAME` from the working directory, through the built CLI.
import { mkdirSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BAD, cmdlint, ROOT, tempProject, WARN } from './helpers.js';

const PACKAGES = ['eslint-formatter-junit', 'eslint-formatter-checkstyle', 'eslint-formatter-codeframe', 'eslint-formatter-gitlab'];

/** A project with bad.json and warn.json, and the formatter packages in its node_modules (as npm links them). */
function projectWithFormatters() {
  const p = tempProject({ 'bad.json': BAD, 'warn.json': WARN });
  mkdirSync(join(p.dir, 'node_modules'));
  for (const name of PACKAGES) symlinkSync(join(ROOT, 'node_modules', name), join(p.dir, 'node_modules', name));
  return p;
}

const p = projectWithFormatters();
afterAll(() => p.cleanup());

describe('-f NAME finds eslint-formatter-NAME in the working directory\'s node_modules', () => {
  it('junit: one testcase per problem, the rule id, the line and column, the message', () => {
    const run = cmdlint(['bad.json', '-f', 'junit'], { cwd: p.dir });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?>\n<testsuites>/);
    const cases = [...run.stdout.matchAll(/<testcase time="0" name="org\.eslint\.([a-z-]+)" classname="([^"]+)"><failure message="([^"]*)"><!\[CDATA\[line (\d+), col (\d+), (Error|Warning) - /g)];
    expect(cases.map(([, rule, classname, , line, column, level]) => [rule, classname, Number(line), Number(column), level])).toEqual([
      ['name-lowercase', join(p.dir, 'bad'), 2, 11, 'Error'],
      ['required-before-optional', join(p.dir, 'bad'), 6, 5, 'Error'],
      ['default-member-permissions', join(p.dir, 'bad'), 8, 33, 'Error'],
    ]);
    expect(cases[0]![3]).toBe('Command /Ping: name &quot;Ping&quot; must be lowercase (&quot;P&quot; (U+0050) has a lowercase form); use &quot;ping&quot;.');
  });

  it('checkstyle: a file element per file, an error element per problem with its severity and source', () => {
    const run = cmdlint(['bad.json', 'warn.json', '-f', 'checkstyle'], { cwd: p.dir });
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/^<\?xml version="1\.0" encoding="utf-8"\?><checkstyle version="4\.3">/);
    expect(run.stdout).toContain(`<file name="${join(p.dir, 'bad.json')}"><error line="2" column="11" severity="error" message="Command /Ping: name &quot;Ping&quot; must be lowercase`);
    expect(run.stdout).toContain('source="eslint.rules.name-lowercase" />');
    expect(run.stdout).toMatch(new RegExp(`<file name="${join(p.dir, 'warn.json')}"><error line="1" column="\\d+" severity="warning" message="[^"]+" source="eslint\\.rules\\.[a-z-]+" /></file>`));
  });

  it('codeframe: each problem with the lines of the file around it (results carry their source)', () => {
    const run = cmdlint(['bad.json', '-f', 'codeframe'], { cwd: p.dir, env: { FORCE_COLOR: '0' } });
    expect(run.code).toBe(1);
    expect(run.stdout).toContain('error: Command /Ping: name "Ping" must be lowercase ("P" (U+0050) has a lowercase form); use "ping" (name-lowercase) at bad.json:2:11:');
    expect(run.stdout).toContain('  1 | {\n> 2 |   "name": "Ping",\n    |           ^\n  3 |   "description": "Pong",');
  });

  it('gitlab: the Code Quality report from the rules\' meta (type, docs.description) with paths relative to cwd, and its console summary', () => {
    const run = cmdlint(['bad.json', '-f', 'gitlab'], { cwd: p.dir, env: { ESLINT_CODE_QUALITY_REPORT: 'gl-codequality.json' } });
    expect(run.stderr).toBe('');
    expect(run.code).toBe(1);
    expect(run.stdout).toMatch(/name-lowercase\s+Command \/Ping: name "Ping" must be lowercase/);
    const issues = JSON.parse(readFileSync(join(p.dir, 'gl-codequality.json'), 'utf8')) as { check_name: string; categories: string[]; content?: { body: string } }[];
    expect(issues.map((issue) => issue.check_name)).toEqual(['name-lowercase', 'required-before-optional', 'default-member-permissions']);
    const lowercase = issues[0]!;
    // type "problem" is codeclimate's "Bug Risk"; the body is the rule's docs.description and docs.url.
    expect(lowercase).toMatchObject({ type: 'issue', severity: 'major', location: { path: 'bad.json', positions: { begin: { line: 2, column: 11 }, end: { line: 2, column: 17 } } } });
    expect(lowercase.categories).toContain('Bug Risk');
    expect(lowercase.content?.body).toMatch(/^CHAT_INPUT command and option names .* must use the lowercase form of every letter that has one\.\n\n\[name-lowercase\]\(https:\/\/\S+\/docs\/rules\/name-lowercase\.md\)$/);
  });
});

describe('what is tried, and where', () => {
  it('a name that is not installed: the three package names tried, from the working directory, and the remedy; exit 2', () => {
    const run = cmdlint(['bad.json', '-f', 'teamcity'], { cwd: p.dir });
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toBe(
      `cmdlint: Cannot find the formatter "teamcity": no package "cmdlint-formatter-teamcity", "eslint-formatter-teamcity" or "teamcity" from ${p.dir}. ` +
        'Install one (npm install --save-dev eslint-formatter-teamcity), give a path to a module, or use a built-in format: stylish, json, sarif, github, compact.\n',
    );
  });

  it('the full package name works too, and a package of the project\'s parent directory is found', () => {
    const full = cmdlint(['bad.json', '-f', 'eslint-formatter-junit'], { cwd: p.dir });
    expect(full.stdout).toContain('<testcase time="0" name="org.eslint.name-lowercase"');
    const nested = join(p.dir, 'packages', 'bot');
    mkdirSync(nested, { recursive: true });
    const below = cmdlint([join(p.dir, 'bad.json'), '-f', 'junit'], { cwd: nested });
    expect(below.stdout).toContain('<testcase time="0" name="org.eslint.name-lowercase"');
  });

  it('a cmdlint-formatter-NAME comes before eslint-formatter-NAME; it is given cwd, rulesMeta and maxWarningsExceeded as ESLint gives them', () => {
    p.write('node_modules/cmdlint-formatter-junit/package.json', JSON.stringify({ name: 'cmdlint-formatter-junit', main: 'index.js' }));
    p.write(
      'node_modules/cmdlint-formatter-junit/index.js',
      'module.exports = (results, context) => JSON.stringify({ cwd: context.cwd, rulesMeta: context.rulesMeta, maxWarningsExceeded: context.maxWarningsExceeded, sources: results.map((r) => r.source === undefined ? null : r.source.length) });\n',
    );
    try {
      const run = cmdlint(['warn.json', 'bad.json', '-f', 'junit', '--max-warnings', '0'], { cwd: p.dir });
      const seen = JSON.parse(run.stdout) as { cwd: string; rulesMeta: Record<string, { type: string; docs: { description: string; url: string }; fixable?: string }>; maxWarningsExceeded: unknown; sources: (number | null)[] };
      expect(seen.cwd).toBe(p.dir);
      expect(seen.rulesMeta['name-lowercase']).toEqual({ type: 'problem', docs: { description: expect.stringMatching(/^CHAT_INPUT command and option names/), url: expect.stringMatching(/docs\/rules\/name-lowercase\.md$/) }, hasSuggestions: true });
      expect(Object.values(seen.rulesMeta).some((meta) => meta.type === 'suggestion')).toBe(true);
      expect(Object.values(seen.rulesMeta).some((meta) => meta.fixable === 'code')).toBe(true);
      expect(seen.maxWarningsExceeded).toEqual({ maxWarnings: 0, foundWarnings: 1 });
      expect(seen.sources).toEqual([WARN.length, BAD.length]);
      const within = JSON.parse(cmdlint(['bad.json', '-f', 'junit', '--max-warnings', '10'], { cwd: p.dir }).stdout) as { maxWarningsExceeded?: unknown };
      expect(within).not.toHaveProperty('maxWarningsExceeded');
    } finally {
      rmSync(join(p.dir, 'node_modules', 'cmdlint-formatter-junit'), { recursive: true, force: true });
    }
  });
});
