// Issue 34, items 4 (package.json), 6, 7 and 8: what a pull request can commit beside the commands,
// against the built CLI (and ESLint with the plugin) as processes. A FIFO, a link to /dev/zero or a
// sparse 1.5 GB file named package.json is read by nothing but the guarded reader (regular files,
// a size bound first): the source reader, --cache and the plugin go on without it. A link out of
// the project is not followed unless --follow-external-links. A committed cache, even one sealed
// with a key of its own, is a miss. A --module whose grandchild holds its output ends with it.
// Every bound is a ratio to a baseline run measured here (deadline.ts).
import { execFileSync } from 'node:child_process';
import { closeSync, existsSync, ftruncateSync, mkdirSync, mkdtempSync, openSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { keyFileOf } from '../../packages/cli/src/cache-key.js';
import { cacheEntries, sealedCacheText } from '../../packages/cli/src/cache.js';
import { GOOD, ROOT, parseJsonOutput } from '../cli/helpers.js';
import { deadline } from './deadline.js';
import { expectCleanStderr, projectsRemovedAfterAll } from './helpers.js';
import { runCli, type Run } from './process.js';

const project = projectsRemovedAfterAll();
const MB = 1024 * 1024;
/** A source whose command breaks name-lowercase: read without running it. */
const PING_JS = "const { SlashCommandBuilder } = require('discord.js');\nmodule.exports = { data: new SlashCommandBuilder().setName('Ping').setDescription('Replies') };\n";
const BAD_JSON = '{ "name": "Ping", "description": "Replies" }\n';

/** Each user cache directory (where the cache's key is kept) made here, removed after all. */
const keyHomes: string[] = [];
afterAll(() => {
  for (const dir of keyHomes) rmSync(dir, { recursive: true, force: true });
});
function keyHome(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cmdlint-keys-'));
  keyHomes.push(dir);
  return dir;
}

function ruleIds(run: Run): string[] {
  return parseJsonOutput(run.stdout).flatMap((result) => result.messages.map((message) => message.ruleId ?? 'FATAL'));
}

/** The hostile package.json shapes, each made in `dir`. */
const MANIFESTS: [string, (dir: string) => void][] = [
  ['a FIFO', (dir) => execFileSync('mkfifo', [join(dir, 'package.json')])],
  ['a link to /dev/zero', (dir) => symlinkSync('/dev/zero', join(dir, 'package.json'))],
  [
    'a sparse file of 1.5 GB',
    (dir) => {
      const fd = openSync(join(dir, 'package.json'), 'w');
      ftruncateSync(fd, 1536 * MB);
      closeSync(fd);
    },
  ],
];

describe('item 4: package.json is read through the guarded reader', () => {
  for (const [what, make] of MANIFESTS) {
    it(`${what} named package.json: the source reader, the configuration lookup and --cache go on without it, in bounded time and memory`, async () => {
      const p = project({ 'commands/ping.js': PING_JS, 'commands/ping.json': BAD_JSON });
      mkdirSync(join(p.dir, '.git'));
      make(p.dir);
      for (const args of [['commands', '-f', 'json'], ['commands', '-f', 'json', '--cache']]) {
        const run = await runCli(args, { cwd: p.dir, deadline: deadline(300), maxRss: 512 * MB, env: { XDG_CACHE_HOME: keyHome() } });
        expect(run.hung, `${what}, ${args.join(' ')}: hung or took more than 512 MB`).toBe(false);
        expect(run.peakRss).toBeLessThan(300 * MB);
        expect(expectCleanStderr(run.stderr)).toEqual([]);
        expect(run.code).toBe(1);
        expect(ruleIds(run).sort()).toEqual(['name-lowercase', 'name-lowercase']);
      }
    }, deadline(900));
  }

  // At the project's root, ESLint itself (through Node's loading of eslint.config.mjs) waits on a
  // FIFO named package.json, with or without the plugin: out of the plugin's reach. A workspace
  // package's own package.json is read by the plugin alone (the discord.js version it names).
  it('ESLint with the plugin on a FIFO named package.json beside the source: ends, and reports the source', async () => {
    const p = project({ 'commands/ping.js': PING_JS });
    mkdirSync(join(p.dir, '.git'));
    const plugin = pathToFileURL(join(ROOT, 'packages', 'eslint-plugin', 'dist', 'index.js')).href;
    writeFileSync(join(p.dir, 'eslint.config.mjs'), `import cmdlint from ${JSON.stringify(plugin)};\nexport default [cmdlint.configs.recommended];\n`);
    execFileSync('mkfifo', [join(p.dir, 'commands', 'package.json')]);
    const eslint = join(ROOT, 'packages', 'eslint-plugin', 'node_modules', 'eslint', 'bin', 'eslint.js');
    const run = await runCli(['--format', 'json', 'commands'], { cwd: p.dir, deadline: deadline(600), bin: eslint });
    expect(run.hung).toBe(false);
    expect(run.code).toBe(1);
    const results = JSON.parse(run.stdout) as { messages: { ruleId: string }[] }[];
    expect(results.flatMap((result) => result.messages.map((message) => message.ruleId))).toEqual(['cmdlint/name-lowercase']);
  }, deadline(900));
});

describe('item 7: discovery stays in the project', () => {
  function linkedOut(): { repo: string; link: string; outside: string } {
    const p = project({ 'outside/a.json': BAD_JSON, 'repo/commands/ping.json': GOOD });
    const repo = join(p.dir, 'repo');
    mkdirSync(join(repo, '.git'));
    const link = join(repo, 'commands', 'shared');
    symlinkSync(join(p.dir, 'outside'), link);
    return { repo, link, outside: join(p.dir, 'outside') };
  }

  it('a link out of the directory walked is not followed: a warning names it, and nothing outside is reported', async () => {
    const { repo, link, outside } = linkedOut();
    const run = await runCli(['commands', '-f', 'json'], { cwd: repo, deadline: deadline(300) });
    expect(run.hung).toBe(false);
    expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: warning: ${link} is a link to ${outside}, outside ${join(repo, 'commands')}: not followed (--follow-external-links follows links out of the project).`]);
    expect(run.code).toBe(0);
    expect(parseJsonOutput(run.stdout).map((result) => result.filePath)).toEqual([join(repo, 'commands', 'ping.json')]);
  }, deadline(600));

  it('--follow-external-links follows it', async () => {
    const { repo, link } = linkedOut();
    const run = await runCli(['commands', '-f', 'json', '--follow-external-links'], { cwd: repo, deadline: deadline(300) });
    expect(run.hung).toBe(false);
    expect(expectCleanStderr(run.stderr)).toEqual([]);
    expect(run.code).toBe(1);
    expect(parseJsonOutput(run.stdout).map((result) => result.filePath)).toEqual([join(repo, 'commands', 'ping.json'), join(link, 'a.json')]);
  }, deadline(600));

  it('a link inside the configuration\'s directory is followed from a directory below it', async () => {
    const p = project({ 'repo/cmdlint.config.json': '{}', 'repo/shared/a.json': BAD_JSON, 'repo/commands/ping.json': GOOD });
    const repo = join(p.dir, 'repo');
    mkdirSync(join(repo, '.git'));
    symlinkSync(join(repo, 'shared'), join(repo, 'commands', 'shared'));
    const run = await runCli(['commands', '-f', 'json'], { cwd: repo, deadline: deadline(300) });
    expect(expectCleanStderr(run.stderr)).toEqual([]);
    expect(ruleIds(run)).toEqual(['name-lowercase']);
  }, deadline(600));

  it('commands/root -> / does not walk the machine: one warning, bounded time', async () => {
    const p = project({ 'commands/ping.json': GOOD });
    mkdirSync(join(p.dir, '.git'));
    symlinkSync('/', join(p.dir, 'commands', 'root'));
    for (const args of [['commands'], ['commands/**/*.json'], []]) {
      const run = await runCli([...args, '-f', 'json'], { cwd: p.dir, deadline: deadline(300) });
      expect(run.hung, args.join(' ')).toBe(false);
      expect(expectCleanStderr(run.stderr)).toEqual([expect.stringMatching(/^cmdlint: warning: .*root is a link to \/, outside .*: not followed/)]);
      expect(run.code).toBe(0);
    }
  }, deadline(1200));
});

describe('item 8: a cache a pull request cannot forge', () => {
  /**
   * A cache as an attacker can make it: written by a real run on their own machine (their own key)
   * over the same files, every entry then emptied of its messages and the file sealed again with that key.
   */
  async function forgedCache(dir: string, cacheFile: string): Promise<string> {
    const attacker = keyHome();
    await runCli(['commands', '-f', 'json', '--cache'], { cwd: dir, deadline: deadline(300), env: { XDG_CACHE_HOME: attacker } });
    const key = Buffer.from(readFileSync(keyFileOf({ XDG_CACHE_HOME: attacker })!, 'utf8').trim(), 'hex');
    type Stored = { result: { messages: unknown[]; errorCount: number }; errorCount: number };
    const files = cacheEntries(readFileSync(cacheFile, 'utf8'));
    for (const entry of Object.values(files)) {
      const stored = entry.file as unknown as Stored;
      stored.result.messages = [];
      stored.result.errorCount = 0;
      stored.errorCount = 0;
    }
    writeFileSync(cacheFile, sealedCacheText(key, files));
    return attacker;
  }

  for (const [where, files, cacheFile] of [
    ['.cmdlintcache (a project without node_modules)', {}, '.cmdlintcache'],
    ['node_modules/.cache/cmdlint/ (committed there)', { 'node_modules/.keep': '' }, 'node_modules/.cache/cmdlint/.cmdlintcache'],
  ] as const) {
    it(`a committed ${where} whose entries say "no problems" hides nothing: a miss, the files linted`, async () => {
      const p = project({ ...files, 'commands/a.json': BAD_JSON, 'commands/b.json': BAD_JSON });
      const path = join(p.dir, cacheFile);
      await forgedCache(p.dir, path);
      // The forgery holds on its author's machine: what it would hide is there.
      const victim = keyHome();
      const run = await runCli(['commands', '-f', 'json', '--cache'], { cwd: p.dir, deadline: deadline(300), env: { XDG_CACHE_HOME: victim } });
      expect(run.hung).toBe(false);
      expect(expectCleanStderr(run.stderr)).toEqual([]);
      expect(run.code).toBe(1);
      expect(ruleIds(run)).toEqual(['name-lowercase', 'name-lowercase']);
      // The key was made for the victim, private to its user.
      expect(existsSync(keyFileOf({ XDG_CACHE_HOME: victim })!)).toBe(true);
      // And the cache rewritten under it now serves the victim's own results.
      const warm = await runCli(['commands', '-f', 'json', '--cache'], { cwd: p.dir, deadline: deadline(300), env: { XDG_CACHE_HOME: victim } });
      expect(warm.stdout).toBe(run.stdout);
    }, deadline(1200));
  }

  it('the forgery is taken under its author\'s own key: the victim\'s miss above is the key\'s doing', async () => {
    const p = project({ 'commands/a.json': BAD_JSON });
    const attacker = await forgedCache(p.dir, join(p.dir, '.cmdlintcache'));
    const run = await runCli(['commands', '-f', 'json', '--cache'], { cwd: p.dir, deadline: deadline(300), env: { XDG_CACHE_HOME: attacker } });
    expect(run.code).toBe(0);
  }, deadline(900));
});

/** Whether a process runs (a zombie waiting for its parent counts as ended). */
function running(pid: number): boolean {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^\d+ \(.*\) Z/.test(stat);
  } catch {
    return false;
  }
}

describe('item 6: --module owns its process tree', () => {
  /** A module that starts `sleep` holding its standard output and error, and writes the sleep's pid. */
  const sleeper = (then: string): string =>
    `import { spawn } from 'node:child_process';\nimport { writeFileSync } from 'node:fs';\nconst sleep = spawn('sleep', ['600'], { stdio: 'inherit' });\nwriteFileSync(new URL('./sleep.pid', import.meta.url), String(sleep.pid));\nexport const data = { name: 'Ping', description: 'Replies' };\n${then}`;

  it('a grandchild holding stdout, the module loaded: the report comes as soon as the child exits, and the grandchild is ended', async () => {
    const p = project({ 'commands.mjs': sleeper('') });
    const run = await runCli(['--module', 'commands.mjs', '--module-timeout', '600', '-f', 'json'], { cwd: p.dir, deadline: deadline(200) });
    expect(run.hung, 'waited on the grandchild').toBe(false);
    expect(expectCleanStderr(run.stderr)).toEqual([]);
    expect(ruleIds(run)).toEqual(['name-lowercase']);
    const pid = Number(readFileSync(join(p.dir, 'sleep.pid'), 'utf8'));
    expect(running(pid)).toBe(false);
  }, deadline(600));

  it('a grandchild holding stdout, the module never settling: ends at --module-timeout with the whole group', async () => {
    const p = project({ 'commands.mjs': sleeper('setInterval(() => {}, 1000);\nawait new Promise(() => {});\n') });
    const run = await runCli(['--module', 'commands.mjs', '--module-timeout', '1', '-f', 'json'], { cwd: p.dir, deadline: deadline(200) + 1000 });
    expect(run.hung, 'waited on the grandchild').toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain('the module had not finished loading after 1 s (--module-timeout)');
    const pid = Number(readFileSync(join(p.dir, 'sleep.pid'), 'utf8'));
    expect(running(pid)).toBe(false);
  }, deadline(600));
});
