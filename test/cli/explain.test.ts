// `cmdlint explain` through the built CLI as a process: the table of §11 and §9 in the JSON and
// the flattened forms, from a file and from standard input, with and without the sent body; the
// locations against the file's own text; exit codes; formats; escaping.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SECTION_11, SECTION_9 } from '../../packages/core/test/explain/cases.js';
import { flattenedText, formBody, treeAt } from '../../packages/core/test/explain/forms.js';
import { cmdlint, ROOT, tempProject } from './helpers.js';

interface JsonExplanation {
  status: string;
  code: string;
  place: string;
  command?: string;
  option?: string;
  path?: (string | number)[];
  fitted: number;
  filePath?: string;
  line?: number;
  column?: number;
  endLine?: number;
  endColumn?: number;
  diagnostics: { ruleId: string; line?: number; column?: number }[];
}

/** The value a 1-based line/column range covers in a text. */
function slice(text: string, e: { line?: number; column?: number; endLine?: number; endColumn?: number }): string {
  const lines = text.split('\n');
  const offset = (line: number, column: number): number => lines.slice(0, line - 1).reduce((n, l) => n + l.length + 1, 0) + column - 1;
  return text.slice(offset(e.line!, e.column!), offset(e.endLine!, e.endColumn!));
}

function valueAt(root: unknown, path: readonly (string | number)[]): unknown {
  let at: unknown = root;
  for (const key of path) at = (at as Record<string, unknown>)[key as string];
  return at;
}

let project: ReturnType<typeof tempProject>;
beforeAll(() => {
  project = tempProject();
});
afterAll(() => project.cleanup());

describe('cmdlint explain: the table of §11 and §9', () => {
  const cases = [...SECTION_11, ...SECTION_9];
  cases.forEach((testCase, n) => {
    it(`${testCase.name}: JSON from a file, flattened text from stdin, with and without --body`, () => {
      const bodyText = `${JSON.stringify(testCase.sent, null, 2)}\n`;
      const body = project.write(`case${n}/sent.json`, bodyText);
      const errorFile = project.write(`case${n}/error.json`, JSON.stringify(testCase.error));
      for (const [args, input] of [
        [[errorFile], ''],
        [['-'], flattenedText(testCase.error)],
        [[], `[deploy] ${flattenedText(testCase.error)}\n    at handleErrors (rest.js:1:1)\n`],
      ] as const) {
        const run = cmdlint(['explain', ...args, '--body', body, '--format', 'json'], { cwd: project.dir, input });
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        const results = JSON.parse(run.stdout) as JsonExplanation[];
        expect(results.map((r) => [r.code, r.place, r.command, r.option])).toEqual(testCase.expect.map((e) => [e.code, e.place, e.command, e.option]));
        results.forEach((result, i) => {
          expect(result.diagnostics.map((d) => d.ruleId)).toContain(testCase.expect[i]!.rule);
          expect(result.filePath).toBe(body);
          // The range is the addressed value in the file (or, for a missing field, its parent's key).
          const value = valueAt(testCase.sent, result.path!);
          const shown = slice(bodyText, result);
          if (value !== undefined) expect(JSON.parse(shown)).toEqual(value);
          else expect(shown[0]).toMatch(/["{[]/); // a missing field: its parent's key, or the opening bracket of a root
        });
        const stylish = cmdlint(['explain', ...args, '--body', body], { cwd: project.dir, input });
        expect(stylish.code).toBe(0);
        for (const result of results) expect(stylish.stdout).toContain(`case${n}/sent.json:${result.line}:${result.column}  ${result.place}`);
      }
      const without = cmdlint(['explain', errorFile], { cwd: project.dir });
      expect(without.code).toBe(0);
      for (const e of testCase.expect) {
        expect(without.stdout).toContain(e.code);
        expect(without.stdout).toContain(e.rule);
      }
      expect(without.stdout).toContain('--body SENT.json');
    });
  });
});

describe('cmdlint explain: the command line', () => {
  const sent = '[\n  { "name": "ping", "description": "Pong" },\n  { "name": "mod", "description": "Mod", "options": [ { "type": 3, "name": "reason", "description": "" } ] }\n]\n';
  /** The column of the empty description on line 3. */
  const column = sent.split('\n')[2]!.lastIndexOf('""') + 1;

  it('finds the error in a log read from standard input, and points at file:line:col', () => {
    project.write('log/commands.json', sent);
    const log = [
      '12:00:01 Started refreshing 2 application (/) commands.',
      '12:00:02 DiscordAPIError[50035]: Invalid Form Body',
      '1.options[0].description[BASE_TYPE_BAD_LENGTH]: Must be between 1 and 100 in length.',
      '    at handleErrors (/app/node_modules/@discordjs/rest/dist/index.js:730:13)',
      '',
    ].join('\n');
    const run = cmdlint(['explain', '--body', 'log/commands.json'], { cwd: project.dir, input: log });
    expect(run.code).toBe(0);
    expect(run.stdout).toContain(`log/commands.json:3:${column}  /mod › option "reason" › description`);
    expect(run.stdout).toContain('description-length');
    expect(run.stdout).toContain('✔ the error of the service explained');
  });

  it('exit 1 for a leaf no rule catches (a gap, with the invitation to report it) and for a path that does not fit', () => {
    project.write('gap/commands.json', sent);
    const gap = cmdlint(['explain', '--body', 'gap/commands.json'], { cwd: project.dir, input: '0.name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid' });
    expect(gap.code).toBe(1);
    expect(gap.stdout).toContain('gap/commands.json:2:13  /ping › name  [not caught by cmdlint]');
    expect(gap.stdout).toContain('gap in cmdlint');
    expect(gap.stdout).toContain('https://github.com/cmdlint/cmdlint/issues');
    const unfit = cmdlint(['explain', '--body', 'gap/commands.json'], { cwd: project.dir, input: '7.options[0].name[APPLICATION_COMMAND_INVALID_NAME]: Command name is invalid' });
    expect(unfit.code).toBe(1);
    expect(unfit.stdout).toContain('[does not fit the sent body]');
    expect(unfit.stdout).toContain('no item 7');
    const nothing = cmdlint(['explain'], { cwd: project.dir, input: 'all good\n' });
    expect(nothing.code).toBe(1);
    expect(nothing.stdout).toContain('No error of the service was found');
  });

  it('errors of the whole request: 50240 with the body, 30034, 50109 and a 429', () => {
    project.write('req/commands.json', '[{ "name": "ping", "description": "Pong" }]');
    const entry = cmdlint(['explain', '--body', 'req/commands.json'], { cwd: project.dir, input: '{"code": 50240, "message": "You cannot remove this app\'s Entry Point command in a bulk update operation"}' });
    expect(entry.code).toBe(0);
    expect(entry.stdout).toContain('has no PRIMARY_ENTRY_POINT command (type 4)');
    expect(entry.stdout).toContain('remedy');
    for (const [input, words] of [
      ['DiscordAPIError[30034]: Max number of daily application command creates has been reached (200)', '200 commands a day'],
      ['{"code": 50109, "message": "The request body contains invalid JSON."}', 'JSON.stringify'],
      ['{"message": "You are being rate limited.", "retry_after": 3.2, "global": false}', '3.2 seconds'],
    ] as const) {
      const run = cmdlint(['explain'], { cwd: project.dir, input });
      expect(run.code).toBe(0);
      expect(run.stdout).toContain(words);
    }
  });

  it('bad usage and unreadable files exit 2 with one line on standard error', () => {
    project.write('usage/commands.json', sent);
    project.write('usage/broken.json', '[{ "name": ');
    for (const args of [['--bogus'], ['a', 'b'], ['--body'], ['--format', 'xml'], ['missing-error.txt'], ['-', '--body', 'usage/missing.json'], ['-', '--body', 'usage/broken.json'], ['--scope', 'world']]) {
      const run = cmdlint(['explain', ...args], { cwd: project.dir, input: '0.name[APPLICATION_COMMAND_INVALID_NAME]: x' });
      expect(run.code, args.join(' ')).toBe(2);
      expect(run.stdout).toBe('');
      expect(run.stderr).toMatch(/^cmdlint explain: /);
    }
    const help = cmdlint(['explain', '--help'], { cwd: project.dir });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('Usage: cmdlint explain');
  });

  it('control characters of the input are shown escaped, never raw, in every format', () => {
    project.write('ctl/commands.json', '{ "name": "evil\\u001b[2J\\u0007", "description": "" }\n');
    const input = 'description[BASE_TYPE_BAD_LENGTH]: Must be \u001b[31mred\u001b[0m\u009b2J and \u202eevil\n';
    for (const format of ['stylish', 'json', 'sarif', 'github']) {
      const run = cmdlint(['explain', '--body', 'ctl/commands.json', '--format', format], { cwd: project.dir, input });
      expect(run.code).toBe(0);
      expect(run.stdout).not.toMatch(/[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u202a-\u202e]/);
      expect(run.stdout).toMatch(/\\u001b/);
    }
  });

  it('--format sarif and github locate each leaf in the sent file; json is the explanations', () => {
    project.write('fmt/commands.json', sent);
    const input = JSON.stringify(formBody(treeAt([1, 'options', 0, 'description'], 'BASE_TYPE_BAD_LENGTH', 'Must be between 1 and 100 in length.')));
    const github = cmdlint(['explain', '--body', 'fmt/commands.json', '-f', 'github'], { cwd: project.dir, input });
    expect(github.stdout.startsWith(`::error file=fmt/commands.json,line=3,col=${column},endLine=3,endColumn=${column + 2},title=description-length::/mod › option "reason" › description: the service answered BASE_TYPE_BAD_LENGTH`)).toBe(true);
    const sarif = JSON.parse(cmdlint(['explain', '--body', 'fmt/commands.json', '--format=sarif'], { cwd: project.dir, input }).stdout);
    expect(sarif.runs[0].results[0]).toMatchObject({ ruleId: 'description-length', locations: [{ physicalLocation: { artifactLocation: { uri: 'fmt/commands.json' }, region: { startLine: 3, startColumn: column } } }] });
  });

  it('docs/explain.md shows the real output on examples/deploy-error', () => {
    const run = cmdlint(['explain', 'examples/deploy-error/deploy.log', '--body', 'examples/deploy-error/commands.json'], { cwd: ROOT });
    expect(run.code).toBe(0);
    const page = readFileSync(join(ROOT, 'docs', 'explain.md'), 'utf8');
    expect(page).toContain(run.stdout.trimEnd());
  });
});
