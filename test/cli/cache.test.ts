// --cache (issue 26 item 2), through the built CLI as a process: on a tree with a configuration
// that extends a package, overrides, a set, a suppressions file and a source file whose reading
// depends on the discord.js version of its package.json, every formatter's output (and stderr and
// the exit code) with the cache, cold and warm, is byte for byte the output without it, before and
// after each kind of change. A tampered cache, sealed again with this machine's key, shows that a
// warm run does take its results from it (unsealed, it is linted anew);
// a broken, foreign, linked or special cache file is never a crash nor written through.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, symlinkSync, writeFileSync, existsSync, lstatSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { keyFileOf } from '../../packages/cli/src/cache-key.js';
import { cacheEntries, digestTexts, sealedCacheText } from '../../packages/cli/src/cache.js';
import { GOOD, cmdlint, tempProject } from './helpers.js';

const FORMATS = ['stylish', 'json', 'sarif', 'compact', 'github'];

const TREE: Record<string, string> = {
  'node_modules/@team/cmdlint-config/package.json': '{ "name": "@team/cmdlint-config", "version": "1.0.0", "main": "cmdlint.json" }\n',
  'node_modules/@team/cmdlint-config/cmdlint.json': '{ "rules": { "name-lowercase": "warn" } }\n',
  'cmdlint.config.json': JSON.stringify({
    extends: ['@team/cmdlint-config'],
    sets: [{ files: ['set/*.json'] }],
    overrides: [{ files: ['loose/*.json'], rules: { 'name-lowercase': 'off' } }],
  }),
  'set/ping.json': '{ "name": "ping", "description": "Pong" }\n',
  'set/pong.json': '{ "name": "pong", "description": "Ping" }\n',
  'loose/Upper.json': '{ "name": "Upper", "description": "Loud", "dm_permission": false }\n',
  'loose/bad.json': '{ "name": "bad", "description": "" }\n',
  'package.json': '{ "name": "bot", "dependencies": { "discord.js": "^13.0.0" } }\n',
  'src/deploy.js': "const { Client } = require('discord.js');\nconst client = new Client({ intents: [] });\nclient.application.commands.set([{ name: 'typed', description: 'Typed', options: [{ type: 'STRING', name: 'x', description: 'y' }] }]);\n",
};
const PATTERNS = ['set', 'loose', 'src'];

const project = tempProject(TREE);
afterAll(() => project.cleanup());
const cwd = project.dir;

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}
const run = (args: string[]): Run => cmdlint([...PATTERNS, ...args], { cwd });

/** Each formatter: without the cache, then with it twice (the first may lint, the second must not differ). */
function expectSameWithCache(label: string): Record<string, Run> {
  const plain: Record<string, Run> = {};
  for (const format of FORMATS) {
    const without = run(['-f', format]);
    plain[format] = without;
    expect(without.stderr, `${label}, ${format}: the run without the cache`).not.toContain('internal error');
    const first = run(['-f', format, '--cache']);
    const warm = run(['-f', format, '--cache']);
    expect(first, `${label}, ${format}: the run that may fill the cache`).toEqual(without);
    expect(warm, `${label}, ${format}: the warm run`).toEqual(without);
  }
  return plain;
}

describe('--cache: the same output as without it, through every change that decides a result', () => {
  let before: Record<string, Run>;

  it('cold and warm', () => {
    before = expectSameWithCache('cold');
    // The project has node_modules: the cache is kept there, out of what a commit holds.
    expect(existsSync(join(cwd, 'node_modules', '.cache', 'cmdlint', '.cmdlintcache'))).toBe(true);
    expect(existsSync(join(cwd, '.cmdlintcache'))).toBe(false);
    expect(before.compact!.stdout).toContain('deprecated-field'); // the case is real: there are results to keep
    expect(before.compact!.stdout).not.toContain('number-as-string'); // discord.js 13 converts 'STRING' (14 sends it as it is)
  });

  /** Applies `change`, checks that it does change the output without the cache (the case is real), and compares. */
  function changeCase(name: string, change: () => void): void {
    it(name, () => {
      const previous = run(['-f', 'json']);
      change();
      const after = expectSameWithCache(name);
      expect(after.json!.stdout, `${name} changes the results (else this case proves nothing)`).not.toBe(previous.stdout);
    });
  }

  changeCase('a file edited', () => project.write('loose/bad.json', '{ "name": "bad", "description": "Fine now" }\n'));
  changeCase('the configuration edited (an override)', () =>
    project.write('cmdlint.config.json', JSON.stringify({ extends: ['@team/cmdlint-config'], sets: [{ files: ['set/*.json'] }], overrides: [{ files: ['loose/*.json'], rules: { 'name-lowercase': 'error' } }] })),
  );
  changeCase('the extended package edited', () => project.write('node_modules/@team/cmdlint-config/cmdlint.json', '{ "rules": { "name-lowercase": "warn", "deprecated-field": "off" } }\n'));
  changeCase('a sibling in the set edited (the unchanged file gets a new result)', () => project.write('set/pong.json', '{ "name": "ping", "description": "Ping" }\n'));
  changeCase('the discord.js version of package.json changed', () => project.write('package.json', '{ "name": "bot", "dependencies": { "discord.js": "^14.0.0" } }\n'));

  it('--rule, --quiet and a suppressions file edited', () => {
    for (const args of [['--rule', 'name-lowercase:error'], ['--quiet'], ['--rule', 'name-lowercase:off', '--quiet']]) {
      for (const format of ['json', 'stylish']) {
        const without = run(['-f', format, ...args]);
        expect(run(['-f', format, ...args, '--cache'])).toEqual(without);
        expect(run(['-f', format, ...args, '--cache'])).toEqual(without);
      }
    }
    const unsuppressed = run(['-f', 'json']);
    expect(run(['--suppress-all', '-f', 'json']).code).toBe(0);
    const suppressed = expectSameWithCache('suppressed');
    expect(suppressed.json!.stdout).not.toBe(unsuppressed.stdout);
    writeFileSync(join(cwd, 'cmdlint-suppressions.json'), '{}\n');
    const emptied = expectSameWithCache('suppressions emptied');
    expect(emptied.json!.stdout).toBe(unsuppressed.stdout);
  });

  it('a warm run takes its results from the cache (an entry edited and sealed with this machine\'s key shows; one not sealed is linted anew)', () => {
    const keyHome = mkdtempSync(join(tmpdir(), 'cmdlint-key-'));
    const env = { XDG_CACHE_HOME: keyHome };
    const keyed = (args: string[]): Run => cmdlint([...PATTERNS, ...args], { cwd, env });
    keyed(['-f', 'json', '--cache']);
    const file = join(cwd, 'node_modules', '.cache', 'cmdlint', '.cmdlintcache');
    const text = readFileSync(file, 'utf8');
    const files = cacheEntries(text);
    const path = join(cwd, 'loose/Upper.json');
    const entry = files[path]!;
    if (entry.file === 'clean') throw new Error('loose/Upper.json has problems: its entry holds them');
    expect(entry.file.result.messages.length).toBeGreaterThan(0);
    (entry.file.result.messages[0] as { message: string }).message = 'TAMPERED';
    const sealed = sealedCacheText(Buffer.from(readFileSync(keyFileOf(env)!, 'utf8').trim(), 'hex'), files);
    // Edited under the old seal: the whole file is refused, and every file linted anew.
    writeFileSync(file, `${text.slice(0, text.indexOf('\n') + 1)}${sealed.slice(sealed.indexOf('\n') + 1)}`);
    expect(keyed(['-f', 'json', '--cache']).stdout).not.toContain('TAMPERED');
    writeFileSync(file, sealed);
    expect(keyed(['-f', 'json', '--cache']).stdout).toContain('TAMPERED');
    expect(statSync(keyFileOf(env)!).mode & 0o777).toBe(0o600);
    expect(keyed(['-f', 'json']).stdout).not.toContain('TAMPERED');
    writeFileSync(file, text);
    rmSync(keyHome, { recursive: true, force: true });
  });
});

describe('--cache and the requirements a Python file is read by', () => {
  // Each manifest name was read on its own, `requirements*.txt` as a file's name: no change to a
  // requirements file (nor to one it includes with -r) reached the key, and a warm run showed the
  // old library's result. bot.py is named: a walk weighs a file by its library too.
  const BOT = 'import discord\n\nbot = discord.Bot()\n\n@bot.slash_command(name="Ping", description="Pong")\nasync def ping(ctx):\n    await ctx.respond("pong")\n';
  it.each([
    ['requirements.txt itself', 'requirements.txt'],
    ['the file requirements.txt includes (-r)', 'base.txt'],
  ])('%s changed: the warm run agrees with a run without the cache', (_, changed) => {
    const bot = tempProject({ 'requirements.txt': '-r base.txt\n', 'base.txt': 'py-cord==2.6.0\n', 'bot.py': BOT });
    try {
      const lint = (args: string[]): Run => cmdlint(['bot.py', '-f', 'json', ...args], { cwd: bot.dir });
      const before = lint(['--cache']);
      expect(before.stdout).toContain('name-lowercase'); // py-cord: the name is judged
      bot.write(changed, 'discord.py==2.4.0\n');
      const without = lint([]);
      expect(without.stdout, 'discord.py has no bot.slash_command: the change is real').not.toContain('name-lowercase');
      // The results, the exit code and stderr: a named source that now defines nothing is said so
      // from the cache as without it (the cache keeps that it defines nothing with its result).
      expect(without.stderr).toContain('bot.py: no command found in it');
      const warm = lint(['--cache']);
      expect({ code: warm.code, stdout: warm.stdout, stderr: warm.stderr }).toEqual({ code: without.code, stdout: without.stdout, stderr: without.stderr });
      const warmer = lint(['--cache']);
      expect({ code: warmer.code, stdout: warmer.stdout, stderr: warmer.stderr }, 'taken from the cache').toEqual({ code: without.code, stdout: without.stdout, stderr: without.stderr });
    } finally {
      bot.cleanup();
    }
  });
});

describe('the digests of texts', () => {
  it('tell apart every sequence: the cut between parts, lone surrogates, and what UTF-8 would make of them', () => {
    const sequences = [['ab'], ['a', 'b'], ['a\ud800'], ['a\udbff'], ['a\ufffd'], ['a\ud800\udc00'], ['\udc00a'], ['8a'], ['16a'], ['']];
    const digests = sequences.map((parts) => digestTexts(...parts));
    expect(new Set(digests).size).toBe(sequences.length);
    expect(digestTexts('a\ud800')).toBe(digestTexts('a\ud800'));
  });
});

describe('--cache-location and --cache-strategy', () => {
  it('a directory holds .cmdlintcache_HASH; a file name is the file', () => {
    const p = tempProject({ 'a.json': GOOD, 'cache/.keep': '' });
    try {
      expect(cmdlint(['a.json', '--cache', '--cache-location', 'cache'], { cwd: p.dir }).code).toBe(0);
      expect(execFileSync('ls', ['-A', join(p.dir, 'cache')], { encoding: 'utf8' })).toMatch(/^\.cmdlintcache_[0-9a-f]{16}\n\.keep\n$/);
      expect(cmdlint(['a.json', '--cache', '--cache-location', 'made/'], { cwd: p.dir }).code).toBe(0);
      expect(execFileSync('ls', ['-A', join(p.dir, 'made')], { encoding: 'utf8' })).toMatch(/^\.cmdlintcache_[0-9a-f]{16}\n$/);
      expect(cmdlint(['a.json', '--cache', '--cache-location', 'mine.cache'], { cwd: p.dir }).code).toBe(0);
      expect(readFileSync(join(p.dir, 'mine.cache'), 'utf8')).toMatch(CACHE_TEXT);
      expect(existsSync(join(p.dir, '.cmdlintcache'))).toBe(false);
    } finally {
      p.cleanup();
    }
  });

  it('metadata is refused with the reason; content is taken', () => {
    const p = tempProject({ 'a.json': GOOD });
    try {
      const refused = cmdlint(['a.json', '--cache', '--cache-strategy', 'metadata'], { cwd: p.dir });
      expect(refused.code).toBe(2);
      expect(refused.stderr).toMatch(/^cmdlint: --cache-strategy metadata is not taken: a file's time and size cannot tell/);
      expect(cmdlint(['a.json', '--cache', '--cache-strategy', 'content'], { cwd: p.dir }).code).toBe(0);
    } finally {
      p.cleanup();
    }
  });
});

describe('--cache and what directories take', () => {
  it('a file linted because it was named is not taken by a directory for that (it does not look like commands)', () => {
    const p = tempProject({ 'cmds/a.json': '{ "name": "ping", "description": "" }\n', 'cmds/data.json': '{ "colour": "red" }\n' });
    try {
      const named = cmdlint(['cmds/data.json', '-f', 'json', '--cache'], { cwd: p.dir });
      expect(named).toEqual(cmdlint(['cmds/data.json', '-f', 'json'], { cwd: p.dir }));
      const plain = cmdlint(['cmds', '-f', 'json'], { cwd: p.dir });
      expect(plain.stdout).not.toContain('data.json');
      expect(cmdlint(['cmds', '-f', 'json', '--cache'], { cwd: p.dir })).toEqual(plain);
      expect(cmdlint(['cmds', '-f', 'json', '--cache'], { cwd: p.dir })).toEqual(plain);
      // --debug says why each file was taken, the same with the cache as without.
      expect(cmdlint(['cmds', '--debug', '--cache'], { cwd: p.dir }).stderr).toBe(cmdlint(['cmds', '--debug'], { cwd: p.dir }).stderr);
    } finally {
      p.cleanup();
    }
  });
});

describe('--cache with --fix', () => {
  it('the fixed file is linted anew, and the next run agrees with a run without the cache', () => {
    const p = tempProject({ 'a.json': '{ "name": "ping", "description": "Pong", "type": "1" }\n' });
    try {
      const before = cmdlint(['a.json', '-f', 'json', '--cache'], { cwd: p.dir });
      expect(before.code).toBe(1);
      const fixed = cmdlint(['a.json', '-f', 'json', '--fix', '--cache'], { cwd: p.dir });
      expect(fixed.code).toBe(0);
      expect(readFileSync(join(p.dir, 'a.json'), 'utf8')).toContain('"type": 1 }');
      const after = cmdlint(['a.json', '-f', 'json', '--cache'], { cwd: p.dir });
      expect(after).toEqual(cmdlint(['a.json', '-f', 'json'], { cwd: p.dir }));
      expect(after.code).toBe(0);
    } finally {
      p.cleanup();
    }
  });
});

/** A cache file as this version writes it: the seal, then a line per file (cache-lines.ts). */
const CACHE_TEXT = /^cmdlint-cache 6 [A-Za-z0-9+/=]{44}\n(?:[^\t\n]+\t[A-Za-z0-9+/=]{44}\t[01]\t[^\t\n]+\t[^\t\n]+\n)+$/;

describe('a hostile cache file', () => {
  const BAD = '{ "name": "Bad", "description": "" }\n';
  const cases: [string, (file: string, dir: string) => void][] = [
    ['truncated', (file) => writeFileSync(file, '{"format":"cmdlint-cache","version":1,"files":{"')],
    ['foreign JSON', (file) => writeFileSync(file, '{"format":"cmdlint-cache","version":1,"files":{"x":{"key":1},"__proto__":{"key":"k","file":{"result":[],"errorCount":"a"}}}}')],
    ['ESLint\'s cache', (file) => writeFileSync(file, '[{"a.json":"1"},{"size":1}]')],
    ['binary', (file) => writeFileSync(file, Buffer.from([0xff, 0xfe, 0, 1, 2, 0xc3]))],
    ['empty', (file) => writeFileSync(file, '')],
  ];
  for (const [name, make] of cases) {
    it(`${name}: ignored, linted anew, and replaced by a good one`, () => {
      const p = tempProject({ 'a.json': BAD });
      try {
        const expected = cmdlint(['a.json', '-f', 'json'], { cwd: p.dir });
        const file = join(p.dir, '.cmdlintcache');
        make(file, p.dir);
        expect(cmdlint(['a.json', '-f', 'json', '--cache'], { cwd: p.dir })).toEqual(expected);
        expect(readFileSync(file, 'utf8')).toMatch(CACHE_TEXT);
        expect(cmdlint(['a.json', '-f', 'json', '--cache'], { cwd: p.dir })).toEqual(expected);
      } finally {
        p.cleanup();
      }
    });
  }

  it('a link is neither read nor written through (the file it names is left as it was)', () => {
    const p = tempProject({ 'a.json': BAD, 'precious.txt': 'keep me\n' });
    try {
      const expected = cmdlint(['a.json', '-f', 'json'], { cwd: p.dir });
      symlinkSync(join(p.dir, 'precious.txt'), join(p.dir, '.cmdlintcache'));
      const r = cmdlint(['a.json', '-f', 'json', '--cache'], { cwd: p.dir });
      expect(r.code).toBe(expected.code);
      expect(r.stdout).toBe(expected.stdout);
      expect(r.stderr).toMatch(/^cmdlint: warning: the cache file .*\.cmdlintcache is a link: not written \(name another with --cache-location\)\.\n$/);
      expect(readFileSync(join(p.dir, 'precious.txt'), 'utf8')).toBe('keep me\n');
      expect(lstatSync(join(p.dir, '.cmdlintcache')).isSymbolicLink()).toBe(true);
    } finally {
      p.cleanup();
    }
  });

  it('a FIFO is not waited on; a directory named as a file location holds the cache', () => {
    const p = tempProject({ 'a.json': BAD });
    try {
      const expected = cmdlint(['a.json', '-f', 'json'], { cwd: p.dir });
      execFileSync('mkfifo', [join(p.dir, 'fifo')]);
      const r = cmdlint(['a.json', '-f', 'json', '--cache', '--cache-location', 'fifo'], { cwd: p.dir, timeout: 20_000 });
      expect(r.stdout).toBe(expected.stdout);
      expect(r.stderr).toMatch(/the cache file .*fifo is not a regular file: not written/);
      mkdirSync(join(p.dir, 'dir'));
      expect(cmdlint(['a.json', '-f', 'json', '--cache', '--cache-location', 'dir'], { cwd: p.dir }).stdout).toBe(expected.stdout);
    } finally {
      p.cleanup();
    }
  });
});
