// Hostile patterns and trees through the built command line (issue 14, items 8 and 9): nested
// braces that made V8's regex compiler abort, a backwards class that was an internal error,
// patterns that backtracked for minutes, a 300 KB line of spaces, 10 000 and 400 000 patterns,
// directory trees 500 and 1000 levels deep. Each in every place a pattern can come from
// (.gitignore, `ignores`, `sets`, the command line). Every spawn has its own deadline, so a hang
// fails at once instead of at vitest's time-out.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { cmdlint, GOOD, parseJsonOutput, tempProject } from '../cli/helpers.js';
import { expectCleanStderr } from './helpers.js';
import { deadline } from './deadline.js';

/** Long enough for a loaded CI machine; a pattern that backtracks takes minutes. */
const DEADLINE = deadline(300);

const projects: { cleanup: () => void }[] = [];
afterAll(() => {
  for (const project of projects) project.cleanup();
});

/** A repository (its .git stops the lookups) with a command file and what else is given. */
function repository(files: Record<string, string> = {}) {
  const p = tempProject({ 'commands/ping.json': GOOD, ...files });
  mkdirSync(join(p.dir, '.git'));
  projects.push(p);
  return p;
}

function run(dir: string, args: string[]) {
  const result = cmdlint(args, { cwd: dir, timeout: DEADLINE });
  expect(result.code, `killed or crashed (exit ${result.code}): ${result.stderr.slice(0, 500)}`).not.toBeNull();
  expect([0, 1, 2]).toContain(result.code);
  expect(result.stderr).not.toMatch(/internal error/);
  expectCleanStderr(result.stderr);
  return result;
}

const linted = (stdout: string, dir: string): string[] => parseJsonOutput(stdout).map((r) => r.filePath.slice(dir.length + 1)).sort();

const config = (settings: object): Record<string, string> => ({ 'cmdlint.config.json': JSON.stringify(settings) });

const NESTED = `${'{'.repeat(10_000)}x${'}'.repeat(10_000)}`;
const NESTED_SHORT = `${'{a,'.repeat(1000)}b${'}'.repeat(1000)}.json`;
const BACKTRACKING = '**/a*a*a*a*a*a*a*a*[b]';
const GLOBSTARS = `${'**/'.repeat(300)}x.json`;
/** Names that make a backtracking matcher try every way to place its stars before failing. */
const LONG_NAMES = Array.from({ length: 40 }, (_, i) => [`commands/many/${'a'.repeat(100)}${i}.json`, `{ "name": "c${i}", "description": "x" }`] as const);

describe('nested braces (V8 aborted in its regex compiler, exit 134)', () => {
  it('in .gitignore: braces are literal in git; the too-long line is skipped with a warning', () => {
    const p = repository({ '.gitignore': `${NESTED}\n` });
    const result = run(p.dir, ['--format', 'json', '.']);
    expect(result.code).toBe(0);
    expect(result.stderr).toMatch(/^cmdlint: warning: .*\.gitignore:1: the line is longer than 4096 characters/m);
    expect(linted(result.stdout, p.dir)).toEqual(['commands/ping.json']);
  });

  for (const [place, settings] of [
    ['ignores', { ignores: [NESTED] }],
    ['sets', { sets: [{ files: [NESTED] }] }],
    ['ignores, 1000 deep in 4001 characters', { ignores: [NESTED_SHORT] }],
    ['sets, 1000 deep in 4001 characters', { sets: [{ files: [NESTED_SHORT] }] }],
  ] as const) {
    it(`in ${place}: a configuration error that names the key`, () => {
      const p = repository(config(settings));
      const result = run(p.dir, ['commands']);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/Invalid configuration .*"(ignores|sets\[0\]\.files)\[0\]" .*(longer than 4096 characters|nested more than 10 deep)/);
    });
  }

  it('on the command line: the pattern is refused, with why', () => {
    const p = repository();
    const result = run(p.dir, [NESTED_SHORT]);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Invalid glob .*nested more than 10 deep/);
  });
});

describe('a backwards class [z-a] (an internal error)', () => {
  it('in ignores and sets: a configuration error', () => {
    for (const settings of [{ ignores: ['cmd-[z-a].json'] }, { sets: [{ files: ['commands/[z-a]*.json'] }] }]) {
      const p = repository(config(settings));
      const result = run(p.dir, ['commands']);
      expect(result.code).toBe(2);
      expect(result.stderr).toMatch(/the range "z-a" in "\[z-a\]" is backwards: write "a-z"/);
    }
  });

  it('on the command line: refused with why', () => {
    const result = run(repository().dir, ['commands/[z-a].json']);
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/Invalid glob "commands\/\[z-a\]\.json": the range "z-a"/);
  });

  it('in .gitignore: an empty range, as in git', () => {
    const p = repository({ '.gitignore': '[z-a].json\n' });
    expect(run(p.dir, ['commands']).code).toBe(0);
  });
});

describe('patterns that backtracked (20-43 s at 60 characters, killed at 180 s at 100)', () => {
  for (const [place, files, args] of [
    ['.gitignore', { '.gitignore': `${BACKTRACKING}\n${GLOBSTARS}\n` }, ['--format', 'json', 'commands']],
    ['ignores', config({ ignores: [BACKTRACKING, GLOBSTARS] }), ['--format', 'json', 'commands']],
    ['sets', config({ sets: [{ files: ['commands/**/*.json', `!${BACKTRACKING}`, `!${GLOBSTARS}`] }] }), ['--format', 'json']],
    ['the command line', {}, ['--format', 'json', '--no-error-on-unmatched-pattern', BACKTRACKING, GLOBSTARS, 'commands']],
  ] as const) {
    it(`${BACKTRACKING} and 300 globstars, in ${place}, against 100-character names and a 60-level tree`, () => {
      const p = repository({ ...Object.fromEntries(LONG_NAMES), [`commands/${'d/'.repeat(60)}deep.json`]: '{ "name": "deep", "description": "x" }', ...files });
      const result = run(p.dir, [...args]);
      expect(result.code).toBe(0);
      // Nothing matched, so everything is linted: the patterns were really tried.
      expect(linted(result.stdout, p.dir)).toHaveLength(LONG_NAMES.length + 2);
    });
  }
});

describe('ignore files and lists of hostile size', () => {
  it('a .gitignore line of 300 KB of spaces is blank, and the run ends within its deadline', () => {
    const p = repository({ '.gitignore': `${' '.repeat(300_000)}\nx${' '.repeat(3_000)}\n*.tmp.json\n`, 'commands/x': GOOD, 'commands/skip.tmp.json': GOOD });
    const result = run(p.dir, ['--format', 'json', 'commands']);
    expect(linted(result.stdout, p.dir)).toEqual(['commands/ping.json']);
  });

  it('10 000 patterns in .gitignore and in ignores: the run ends within its deadline, and the last one still counts', () => {
    const lines = Array.from({ length: 10_000 }, (_, i) => `generated-${i}.json`);
    const globs = Array.from({ length: 10_000 }, (_, i) => `commands/ignored-${i}/*.json`);
    const p = repository({ '.gitignore': lines.join('\n'), ...config({ ignores: globs }), 'commands/generated-9999.json': GOOD, 'commands/ignored-9999/x.json': GOOD, 'commands/kept.json': GOOD });
    const result = run(p.dir, ['--format', 'json', 'commands']);
    expect(linted(result.stdout, p.dir)).toEqual(['commands/kept.json', 'commands/ping.json']);
  });

  it('400 000 patterns: the .gitignore is read up to a bound with a warning, ignores is a configuration error', () => {
    const lines = Array.from({ length: 400_000 }, (_, i) => `generated-${i}.json`).join('\n');
    const p = repository({ '.gitignore': lines, 'commands/generated-5.json': GOOD });
    const result = run(p.dir, ['--format', 'json', 'commands']);
    expect(result.stderr).toMatch(/\.gitignore:100001: only the first 100000 lines are read/);
    expect(linted(result.stdout, p.dir)).toEqual(['commands/ping.json']);

    // 400 000 in a configuration is past the 1 MiB a configuration may have: refused before it is parsed.
    const huge = repository(config({ ignores: Array.from({ length: 400_000 }, (_, i) => `x-${i}/*.json`) }));
    const tooBig = run(huge.dir, ['commands']);
    expect(tooBig.code).toBe(2);
    expect(tooBig.stderr).toMatch(/cmdlint\.config\.json: it is larger than 1 MiB/);
    const q = repository(config({ ignores: Array.from({ length: 20_000 }, (_, i) => `x${i}/*.json`) }));
    const refused = run(q.dir, ['commands']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toMatch(/"ignores" holds 20000 patterns; at most 10000 are read/);
  });
});

describe('deep directory trees (500 levels: 5.8 s, 1000 levels: 41 s)', () => {
  for (const depth of [500, 1000]) {
    it(`${depth} levels are walked within the deadline`, () => {
      const p = repository();
      const deep = join(p.dir, 'tree', ...Array.from({ length: depth }, () => 'd'));
      mkdirSync(deep, { recursive: true });
      writeFileSync(join(deep, 'bottom.json'), GOOD);
      writeFileSync(join(p.dir, 'tree', '.gitignore'), 'ignored.json\n');
      writeFileSync(join(deep, 'ignored.json'), GOOD);
      const result = run(p.dir, ['--format', 'json', 'tree']);
      expect(linted(result.stdout, p.dir)).toEqual([`tree/${'d/'.repeat(depth)}bottom.json`]);
    });
  }
});
