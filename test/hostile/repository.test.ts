// A hostile repository against the built command line (issue 14, findings 7 and 9): a
// configuration whose sets or ignores point outside its directory (a secret next to the
// checkout, /proc/self/environ), a configuration above the repository's root, a file that is
// not JSON in a set (whose text must not reach the CI log), FIFOs and devices named on the command
// line or as the configuration, standard input that never ends, and a file too big to read. Each
// run has its own deadline: a run that blocks is killed and fails its test.
import { execFileSync } from 'node:child_process';
import { mkdirSync, statSync, symlinkSync, truncateSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { GOOD, parseJsonOutput } from '../cli/helpers.js';
import { changedFiles, expectCleanStderr, projectsRemovedAfterAll, snapshot } from './helpers.js';
import { deadline } from './deadline.js';
import { runCli } from './process.js';

const project = projectsRemovedAfterAll();

const SECRET = 'ghp_0123456789abcdefSECRETzyxwvut';
const FIXABLE = '{\n  "name": "ping",\n  "type": "1",\n  "description": "Pong"\n}\n';

function mkfifo(path: string): boolean {
  try {
    execFileSync('mkfifo', [path]);
    return true;
  } catch {
    return false;
  }
}
const hasMkfifo = (() => {
  const p = project();
  return mkfifo(join(p.dir, 'probe'));
})();

describe('finding 7: the configuration stays in its directory and its repository', () => {
  /** A checkout (with .git) beside a directory holding a secret, and a configuration of the checkout. */
  function checkout(config: unknown) {
    const p = project({ 'secret/token.txt': `${SECRET}\n`, 'elsewhere/a.json': FIXABLE, 'repo/cmds/ping.json': GOOD });
    mkdirSync(join(p.dir, 'repo', '.git'));
    writeFileSync(join(p.dir, 'repo', 'cmdlint.config.json'), JSON.stringify(config));
    return { p, repo: join(p.dir, 'repo'), configFile: join(p.dir, 'repo', 'cmdlint.config.json') };
  }

  const cases: [string, unknown, string][] = [
    ['a set naming ../secret/token.txt', { sets: [{ files: ['cmds/*.json', '../secret/token.txt'] }] }, '"sets[0].files[1]" goes up with "..": a set holds files of the configuration\'s directory and below only, not "../secret/token.txt".'],
    ['a set naming /proc/self/environ', { sets: [{ files: ['/proc/self/environ'] }] }, '"sets[0].files[0]" is an absolute path: a set holds files of the configuration\'s directory and below only, not "/proc/self/environ".'],
    ['a set globbing ../elsewhere/*.json (--fix)', { sets: [{ files: ['../elsewhere/*.json'] }] }, '"sets[0].files[0]" goes up with "..": a set holds files of the configuration\'s directory and below only, not "../elsewhere/*.json".'],
    ['a set going up inside braces', { sets: [{ files: ['{cmds,..}/secret/*'] }] }, '"sets[0].files[0]" goes up with "..": a set holds files of the configuration\'s directory and below only, not "{cmds,..}/secret/*".'],
    ['ignores going up', { ignores: ['../secret/**'], sets: [{ files: ['cmds/*.json'] }] }, '"ignores[0]" goes up with "..": ignores cover files of the configuration\'s directory and below only, not "../secret/**".'],
  ];
  for (const [what, config, problem] of cases) {
    it(`${what}: a configuration error naming the key, nothing read or written outside, exit 2`, async () => {
      const { p, repo, configFile } = checkout(config);
      const before = snapshot(p.dir);
      for (const args of [['-f', 'json'], ['--fix', '-f', 'json'], ['cmds', '-f', 'github']]) {
        const run = await runCli(args, { cwd: repo, deadline: deadline(300), env: { CMDLINT_TEST_SECRET: SECRET } });
        expect(run.hung).toBe(false);
        expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: Invalid configuration ${configFile}: ${problem}`]);
        expect(run.code).toBe(2);
        expect(run.stdout + run.stderr).not.toContain('0123456789');
      }
      expect(changedFiles(before, snapshot(p.dir))).toEqual([]);
    }, deadline(600));
  }

  it('a link in the repository that leads outside: the sets skip it with a message; nothing outside is read into the report or fixed', async () => {
    const p = project({ 'secret/token.json': `${SECRET}\n`, 'elsewhere/a.json': FIXABLE, 'repo/cmds/ping.json': GOOD });
    const repo = join(p.dir, 'repo');
    mkdirSync(join(repo, '.git'));
    writeFileSync(join(repo, 'cmdlint.config.json'), JSON.stringify({ sets: [{ files: ['cmds/**/*.json'] }] }));
    symlinkSync(join(p.dir, 'secret', 'token.json'), join(repo, 'cmds', 'leak.json'));
    symlinkSync(join(p.dir, 'elsewhere'), join(repo, 'cmds', 'out'));
    const before = snapshot(p.dir);
    const run = await runCli(['--fix', '-f', 'json'], { cwd: repo, deadline: deadline(300) });
    expect(run.hung).toBe(false);
    expect(expectCleanStderr(run.stderr).sort()).toEqual([
      `cmdlint: Skipped ${join(repo, 'cmds', 'leak.json')}: it is a link that leads outside ${repo}, where the sets of ${join(repo, 'cmdlint.config.json')} stay.`,
      // A directory link out of the repository is not walked: named itself, nothing under it read.
      `cmdlint: Skipped ${join(repo, 'cmds', 'out')}: it is a link that leads outside ${repo}, where the sets of ${join(repo, 'cmdlint.config.json')} stay.`,
    ]);
    expect(run.code).toBe(2);
    expect(parseJsonOutput(run.stdout).map((r) => r.filePath)).toEqual([join(repo, 'cmds', 'ping.json')]);
    expect(run.stdout + run.stderr).not.toContain('0123456789');
    expect(changedFiles(before, snapshot(p.dir))).toEqual([]);
  }, deadline(600));

  it('a cmdlint.config.json above the repository (above .git) never applies; one in the repository does', async () => {
    const p = project({ 'cmdlint.config.json': JSON.stringify({ rules: { 'name-lowercase': 'off' } }), 'repo/cmds/bad.json': '{ "name": "Ping", "description": "Pong" }\n' });
    const repo = join(p.dir, 'repo');
    mkdirSync(join(repo, '.git'));
    const run = await runCli(['cmds', '-f', 'json'], { cwd: repo, deadline: deadline(300) });
    expect(expectCleanStderr(run.stderr)).toEqual([]);
    expect(run.code).toBe(1);
    expect(parseJsonOutput(run.stdout)[0]!.messages.map((m) => m.ruleId)).toEqual(['name-lowercase']);
    const printed = await runCli(['--print-config', 'cmds/bad.json'], { cwd: repo, deadline: deadline(300) });
    expect((JSON.parse(printed.stdout) as { configFile: string | null }).configFile).toBeNull();
    // The same configuration at the repository's root applies.
    writeFileSync(join(repo, 'cmdlint.config.json'), JSON.stringify({ rules: { 'name-lowercase': 'off' } }));
    const inside = await runCli(['cmds', '-f', 'json'], { cwd: repo, deadline: deadline(300) });
    expect(inside.code).toBe(0);
  }, deadline(600));

  it('a file of a set that is not JSON is reported without its text, in every format', async () => {
    const p = project({ 'keys/token.json': `${SECRET}\n`, 'keys/number.json': `9${SECRET}\n`, 'cmdlint.config.json': JSON.stringify({ sets: [{ files: ['keys/*.json'] }] }) });
    for (const format of ['stylish', 'compact', 'github', 'json', 'sarif']) {
      const run = await runCli(['-f', format], { cwd: p.dir, deadline: deadline(300) });
      expect(run.code, format).toBe(1);
      expect(run.stdout, format).toContain('found a bare word');
      expect(run.stdout + run.stderr, format).not.toContain('0123456789');
      expect(run.stdout + run.stderr, format).not.toContain('ghp_');
    }
  }, deadline(600));
});

describe('finding 9: no blocking open, no unbounded read', () => {
  it.skipIf(!hasMkfifo)('a FIFO named on the command line: refused at once with a message, the other files linted, exit 2', async () => {
    const p = project({ 'good.json': GOOD });
    const fifo = join(p.dir, 'pipe.json');
    mkfifo(fifo);
    const run = await runCli(['pipe.json', 'good.json', '-f', 'json'], { cwd: p.dir, deadline: deadline(150) });
    expect(run.hung, 'blocked on the FIFO').toBe(false);
    expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: Cannot read ${fifo}: it is a FIFO (named pipe), not a regular file.`]);
    expect(run.code).toBe(2);
    expect(parseJsonOutput(run.stdout).map((r) => r.filePath)).toEqual([join(p.dir, 'good.json')]);
  }, deadline(300));

  it.skipIf(!hasMkfifo)('a FIFO as the configuration (-c): refused at once, exit 2', async () => {
    const p = project({ 'good.json': GOOD });
    const fifo = join(p.dir, 'config.json');
    mkfifo(fifo);
    const run = await runCli(['-c', 'config.json', 'good.json'], { cwd: p.dir, deadline: deadline(150) });
    expect(run.hung, 'blocked on the FIFO').toBe(false);
    expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: Cannot read the configuration ${fifo}: it is a FIFO (named pipe), not a regular file.`]);
    expect(run.code).toBe(2);
  }, deadline(300));

  it.skipIf(!hasMkfifo)('a FIFO named .gitignore in a linted directory: passed over with a warning, never waited on', async () => {
    const p = project({ 'commands/good.json': GOOD });
    mkfifo(join(p.dir, 'commands', '.gitignore'));
    const run = await runCli(['commands', '-f', 'json'], { cwd: p.dir, deadline: deadline(150) });
    expect(run.hung, 'blocked on the FIFO').toBe(false);
    expect(run.stderr).toContain('.gitignore: it is a FIFO (named pipe), not a regular file: it is not read.');
    expect(run.code).toBe(0);
    expect(parseJsonOutput(run.stdout).map((r) => r.filePath)).toEqual([join(p.dir, 'commands', 'good.json')]);
  }, deadline(300));

  it('/dev/zero named as a file or as the configuration: refused before a byte is read, exit 2', async () => {
    const p = project({ 'good.json': GOOD });
    const named = await runCli(['/dev/zero', 'good.json'], { cwd: p.dir, deadline: deadline(150), maxRss: 512 * 1024 * 1024 });
    expect(named.hung).toBe(false);
    expect(expectCleanStderr(named.stderr)).toEqual(['cmdlint: Cannot read /dev/zero: it is a character device, not a regular file.']);
    expect(named.code).toBe(2);
    const config = await runCli(['-c', '/dev/zero', 'good.json'], { cwd: p.dir, deadline: deadline(150), maxRss: 512 * 1024 * 1024 });
    expect(config.hung).toBe(false);
    expect(expectCleanStderr(config.stderr)).toEqual(['cmdlint: Cannot read the configuration /dev/zero: it is a character device, not a regular file.']);
    expect(config.code).toBe(2);
  }, deadline(300));

  it('--stdin </dev/zero: stops at 128 MiB with a message, in bounded memory, exit 2', async () => {
    const p = project();
    const run = await runCli(['--stdin'], { cwd: p.dir, deadline: deadline(600), shell: 'exec </dev/zero', maxRss: 1024 * 1024 * 1024 });
    expect(run.hung, `killed at its deadline or past 1 GiB (peak ${Math.round(run.peakRss / 1e6)} MB)`).toBe(false);
    expect(expectCleanStderr(run.stderr)).toEqual(['cmdlint: Standard input is larger than 128 MiB, the most cmdlint reads.']);
    expect(run.code).toBe(2);
  }, deadline(900));

  it('a file larger than 128 MiB (sparse: nothing to read, much to wait for) is refused by its size, exit 2', async () => {
    const p = project({ 'good.json': GOOD });
    const huge = join(p.dir, 'huge.json');
    writeFileSync(huge, '[');
    truncateSync(huge, 200 * 1024 * 1024);
    const run = await runCli(['huge.json', 'good.json', '-f', 'json'], { cwd: p.dir, deadline: deadline(150), maxRss: 512 * 1024 * 1024 });
    expect(run.hung).toBe(false);
    expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: Cannot read ${huge}: it is larger than 128 MiB, the most cmdlint reads.`]);
    expect(run.code).toBe(2);
    expect(statSync(huge).size).toBe(200 * 1024 * 1024);
  }, deadline(300));
});
