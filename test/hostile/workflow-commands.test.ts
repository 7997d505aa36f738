// Issue 24, item 3: a file name or an error-tree key that starts with `::` forged a GitHub workflow
// command without any newline, by starting an output line (the runner also skips the blanks
// before it). Through the built command line: stylish, compact, plan, explain --body and
// explain's error-tree keys; only `--format github` may start a line with `::`.
import { describe, expect, it } from 'vitest';
import { expectCleanStderr, projectsRemovedAfterAll } from './helpers.js';
import { runCli } from './process.js';

const project = projectsRemovedAfterAll();

const EVIL = '::error file=README.md,line=1::INJECTED.json';
const KEY = '::error file=README.md,line=1::KEY';
const FILES = {
  [EVIL]: '{ "name": "Ping", "description": "Pong" }\n',
  'tree.json': JSON.stringify({ code: 50035, message: 'Invalid Form Body', errors: { [KEY]: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } } }),
  'name.json': JSON.stringify({ code: 50035, message: 'Invalid Form Body', errors: { name: { _errors: [{ code: 'BASE_TYPE_REQUIRED', message: 'This field is required' }] } } }),
};

/** Lines a GitHub runner would take for a workflow command: `::` after optional blanks. */
const commandLines = (stdout: string): string[] => stdout.split('\n').filter((line) => /^\s*::/.test(line));

describe('item 3: only --format github starts a line with ::', () => {
  const p = project(FILES);
  const cases: [string, string[]][] = [
    ['stylish', [EVIL]],
    ['compact', [EVIL, '-f', 'compact']],
    ['plan', ['plan', EVIL]],
    ['explain --body', ['explain', 'name.json', '--body', EVIL]],
    ["explain's error-tree keys", ['explain', 'tree.json']],
    ["explain's error-tree keys with --body", ['explain', 'tree.json', '--body', EVIL]],
  ];
  for (const [what, args] of cases) {
    it(`${what}: no line starts with ::, the name still shown`, async () => {
      const run = await runCli(args, { cwd: p.dir, deadline: 30_000, env: { FORCE_COLOR: '0' } });
      expectCleanStderr(run.stderr);
      expect([0, 1]).toContain(run.code);
      expect(commandLines(run.stdout)).toEqual([]);
      expect(run.stdout).toMatch(/\\u003a:error file=README\.md,line=1::(INJECTED\.json|KEY)/);
    });
  }

  it('github: every line is one annotation of cmdlint, the name escaped in its properties', async () => {
    const run = await runCli([EVIL, '-f', 'github'], { cwd: p.dir, deadline: 30_000 });
    expect(run.code).toBe(1);
    const lines = run.stdout.split('\n').filter((line) => line !== '');
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(line).toMatch(/^::error file=%3A%3Aerror file=README\.md%2Cline=1%3A%3AINJECTED\.json,line=\d+,col=\d+,/);
  });
});
