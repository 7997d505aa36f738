// `--fix` and `-o` against what happens to files around them (issue 14, findings 1-4 and 6), with
// the built command line as a process: a real file-size limit (ulimit -f), an edit saved while the
// run is between reading and writing, a file swapped for a symlink at that moment by the user
// who owns the directory, files of another user, modes under a strict umask, hard links and
// read-only files. Always: a file is the old one or the complete new one, a file that is not
// written is named on stderr with why, reported with all the problems it still has, and the run
// exits 2. The moment "read, not yet written" is seen in the file's access time (see process.ts).
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, linkSync, lstatSync, mkdirSync, readdirSync, readFileSync, readlinkSync, renameSync, statSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it, onTestFinished } from 'vitest';
import { parseJsonOutput, type JsonResult } from '../cli/helpers.js';
import { expectCleanStderr, projectsRemovedAfterAll } from './helpers.js';
import { deadline } from './deadline.js';
import { armReadSignal, atimeShowsReads, portableCli, runCli, waitForRead } from './process.js';

const project = projectsRemovedAfterAll();

const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

const FIXABLE = '{\n  "name": "ping",\n  "type": "1",\n  "description": "Pong",\n  "default_member_permissions": 8\n}\n';
const FIXED = '{\n  "name": "ping",\n  "type": 1,\n  "description": "Pong",\n  "default_member_permissions": "8"\n}\n';

/** A fixable array of `count` commands: about 130 bytes and two fixes each. */
function fixableArray(count: number): string {
  const commands = Array.from({ length: count }, (_, i) => `  { "name": "cmd-${i}", "type": "1", "description": "Command ${i}", "default_member_permissions": 8 }`);
  return `[\n${commands.join(',\n')}\n]\n`;
}

/** A directory of `count` fixable files: work enough that a run spends a while between reading the first and writing it. */
function manyFixable(p: ReturnType<typeof project>, count: number): void {
  for (let i = 0; i < count; i++) p.write(`many/cmd-${String(i).padStart(4, '0')}.json`, fixableArray(12));
}

const resultFor = (results: JsonResult[], path: string): JsonResult => results.find((r) => r.filePath === path)!;

/** What a plain lint (no fix) reports for a file: what an unwritten file must still show. */
async function lintOnly(dir: string, file: string): Promise<JsonResult> {
  const run = await runCli([file, '-f', 'json'], { cwd: dir, deadline: deadline(300) });
  return parseJsonOutput(run.stdout)[0]!;
}

const tempFilesIn = (dir: string): string[] => readdirSync(dir).filter((name) => name.includes('.cmdlint-'));

describe('finding 1: short writes under a file-size limit', () => {
  it('--fix under `ulimit -f 20` on a 50 KB file: the file is left whole, the problems still reported, exit 2', async () => {
    const text = fixableArray(450);
    expect(text.length).toBeGreaterThan(40 * 1024);
    const p = project({ 'big.json': text });
    const path = join(p.dir, 'big.json');
    const run = await runCli(['--fix', 'big.json', '-f', 'json'], { cwd: p.dir, deadline: deadline(600), shell: 'ulimit -f 20' });
    expect(run.hung).toBe(false);
    expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: Cannot write the fixes to ${path}: the file would exceed the file-size limit (nothing written).`]);
    expect(run.code).toBe(2);
    expect(readFileSync(path, 'utf8')).toBe(text);
    expect(tempFilesIn(p.dir)).toEqual([]);
    // Finding 6: the report shows what the file still holds, as a lint without --fix does.
    const result = resultFor(parseJsonOutput(run.stdout), path);
    expect(result.output).toBeUndefined();
    const lint = await lintOnly(p.dir, 'big.json');
    expect(result.messages).toEqual(lint.messages);
    expect([result.errorCount, result.fixableErrorCount]).toEqual([lint.errorCount, 900]);
  }, deadline(1200));

  it('-o under `ulimit -f 20`: no report at all rather than a cut one (a new file, and an old report replaced), exit 2', async () => {
    const p = project({ 'big.json': fixableArray(400), 'old.json': 'the old report\n' });
    for (const name of ['new.json', 'old.json']) {
      const before = existsSync(join(p.dir, name)) ? readFileSync(join(p.dir, name), 'utf8') : undefined;
      const run = await runCli(['big.json', '-f', 'json', '-o', name], { cwd: p.dir, deadline: deadline(600), shell: 'ulimit -f 20' });
      expect(run.hung).toBe(false);
      expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: Cannot write the report to ${name}: the file would exceed the file-size limit (nothing written).`]);
      expect(run.code).toBe(2);
      expect(existsSync(join(p.dir, name)) ? readFileSync(join(p.dir, name), 'utf8') : undefined).toBe(before);
      expect(tempFilesIn(p.dir)).toEqual([]);
    }
    // Without the limit the same report is written whole.
    const run = await runCli(['big.json', '-f', 'json', '-o', 'new.json'], { cwd: p.dir, deadline: deadline(600) });
    expect(run.code).toBe(1);
    expect(parseJsonOutput(readFileSync(join(p.dir, 'new.json'), 'utf8'))[0]!.fixableErrorCount).toBe(800);
  }, deadline(1200));
});

describe('findings 2 and 3: the file changes between the read and the write', () => {
  const p = project();
  const canRace = atimeShowsReads(p.dir);

  /** Runs `--fix a.json many` and calls `act` once a.json was read; a.json is written (if at all) only after all of many/ is fixed. */
  async function race(dir: string, act: () => void): Promise<Awaited<ReturnType<typeof runCli>>> {
    const target = join(dir, 'a.json');
    const armed = armReadSignal(target);
    let acted: Promise<void> = Promise.resolve();
    const run = await runCli(['--fix', 'a.json', 'many', '-f', 'json'], {
      cwd: dir,
      deadline: deadline(1200),
      during: () => {
        acted = waitForRead(target, armed, deadline(600)).then(act);
      },
    });
    await acted;
    return run;
  }

  it.skipIf(!canRace)('finding 2: an edit saved in place while --fix runs is kept; the file is named, the others fixed, exit 2', async () => {
    const q = project({ 'a.json': FIXABLE });
    manyFixable(q, 150);
    const target = join(q.dir, 'a.json');
    const edited = FIXABLE.replace('"Pong"', '"Pong, edited by hand"');
    const run = await race(q.dir, () => writeFileSync(target, edited)); // in place, as most editors save
    expect(run.hung).toBe(false);
    expect(readFileSync(target, 'utf8')).toBe(edited);
    expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: Cannot write the fixes to ${target}: it changed since cmdlint read it (not written: run cmdlint again).`]);
    expect(run.code).toBe(2);
    expect(readFileSync(join(q.dir, 'many', 'cmd-0149.json'), 'utf8')).not.toContain('"type": "1"');
    expect(tempFilesIn(q.dir)).toEqual([]);
  }, deadline(1800));

  it.skipIf(!canRace)('finding 2: an edit saved by a rename (a new inode) is kept too', async () => {
    const q = project({ 'a.json': FIXABLE });
    manyFixable(q, 150);
    const target = join(q.dir, 'a.json');
    const edited = FIXABLE.replace('"Pong"', '"Pong, saved by rename"');
    const run = await race(q.dir, () => {
      writeFileSync(join(q.dir, '.a.json.swp'), edited);
      renameSync(join(q.dir, '.a.json.swp'), target);
    });
    expect(readFileSync(target, 'utf8')).toBe(edited);
    expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: Cannot write the fixes to ${target}: it was replaced since cmdlint read it, by another file or a link (not written; run cmdlint again).`]);
    expect(run.code).toBe(2);
  }, deadline(1800));

  it.skipIf(!canRace || !asRoot)('finding 3: the owner of the directory swaps the file for a symlink to a root-only file while root runs --fix: that file is not touched', async () => {
    const q = project({ 'a.json': FIXABLE });
    manyFixable(q, 150);
    // The victim: root's, in a 0700 directory.
    const vault = project({ 'secret/victim.json': '{ "name": "root-only", "description": "Not yours" }\n' });
    const victim = join(vault.dir, 'secret', 'victim.json');
    chmodSync(join(vault.dir, 'secret'), 0o700);
    const victimBefore = statSync(victim);
    // The linted directory belongs to nobody, who acts through a real process of their own.
    chownSync(q.dir, NOBODY, NOBODY);
    chownSync(join(q.dir, 'a.json'), NOBODY, NOBODY);
    const target = join(q.dir, 'a.json');
    const run = await race(q.dir, () => {
      execFileSync('sh', ['-c', `rm -f a.json && ln -s '${victim}' a.json`], { cwd: q.dir, uid: NOBODY, gid: NOBODY });
    });
    expect(lstatSync(target).isSymbolicLink()).toBe(true);
    expect(readlinkSync(target)).toBe(victim);
    expect(readFileSync(victim, 'utf8')).toBe('{ "name": "root-only", "description": "Not yours" }\n');
    const victimAfter = statSync(victim);
    expect([victimAfter.ino, victimAfter.mtimeMs, victimAfter.uid, victimAfter.mode]).toEqual([victimBefore.ino, victimBefore.mtimeMs, victimBefore.uid, victimBefore.mode]);
    expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: Cannot write the fixes to ${target}: it was replaced since cmdlint read it, by another file or a link (not written; run cmdlint again).`]);
    expect(run.code).toBe(2);
    expect(readdirSync(join(vault.dir, 'secret'))).toEqual(['victim.json']);
  }, deadline(1800));
});

describe('finding 4: the file keeps its owner, group and mode; links and read-only files are respected', () => {
  it.skipIf(!asRoot)("root fixing nobody's 0600 file: it stays nobody's, 0600, readable by nobody", async () => {
    const p = project({ 'a.json': FIXABLE });
    const path = join(p.dir, 'a.json');
    chownSync(path, NOBODY, NOBODY);
    chmodSync(path, 0o600);
    const run = await runCli(['--fix', 'a.json'], { cwd: p.dir, deadline: deadline(300) });
    expect(expectCleanStderr(run.stderr)).toEqual([]);
    expect(run.code).toBe(0);
    const stats = statSync(path);
    expect([stats.uid, stats.gid, stats.mode & 0o7777]).toEqual([NOBODY, NOBODY, 0o600]);
    expect(execFileSync('cat', [path], { uid: NOBODY, gid: NOBODY, encoding: 'utf8' })).toBe(FIXED);
  }, deadline(600));

  it('a 0664 file fixed under umask 077 stays 0664 (and a 0640 one 0640)', async () => {
    const p = project({ 'a.json': FIXABLE, 'b.json': FIXABLE });
    chmodSync(join(p.dir, 'a.json'), 0o664);
    chmodSync(join(p.dir, 'b.json'), 0o640);
    const run = await runCli(['--fix', 'a.json', 'b.json'], { cwd: p.dir, deadline: deadline(300), shell: 'umask 077' });
    expect(expectCleanStderr(run.stderr)).toEqual([]);
    expect(run.code).toBe(0);
    expect(readFileSync(join(p.dir, 'a.json'), 'utf8')).toBe(FIXED);
    expect(statSync(join(p.dir, 'a.json')).mode & 0o7777).toBe(0o664);
    expect(statSync(join(p.dir, 'b.json')).mode & 0o7777).toBe(0o640);
  }, deadline(600));

  it('a file with two hard links is not split: left as it is, named, reported with all its problems, exit 2', async () => {
    const p = project({ 'a.json': FIXABLE });
    const path = join(p.dir, 'a.json');
    mkdirSync(join(p.dir, 'elsewhere'));
    linkSync(path, join(p.dir, 'elsewhere', 'same.json'));
    const ino = statSync(path).ino;
    const run = await runCli(['--fix', 'a.json', '-f', 'json'], { cwd: p.dir, deadline: deadline(300) });
    expect(expectCleanStderr(run.stderr)).toEqual([
      `cmdlint: Cannot write the fixes to ${path}: it has 2 hard links, which replacing it would split (not written: fix it by hand, or copy it to break the links).`,
    ]);
    expect(run.code).toBe(2);
    expect([statSync(path).ino, statSync(path).nlink, readFileSync(path, 'utf8')]).toEqual([ino, 2, FIXABLE]);
    const result = parseJsonOutput(run.stdout)[0]!;
    expect(result.messages).toEqual((await lintOnly(p.dir, 'a.json')).messages);
    expect(result.errorCount).toBe(2);
  }, deadline(600));

  it('a read-only (0444) file is not rewritten, even by root: named, reported with all its problems, exit 2', async () => {
    const p = project({ 'a.json': FIXABLE, 'b.json': FIXABLE });
    const path = join(p.dir, 'a.json');
    chmodSync(path, 0o444);
    const run = await runCli(['--fix', 'a.json', 'b.json', '-f', 'json'], { cwd: p.dir, deadline: deadline(300) });
    expect(expectCleanStderr(run.stderr)).toEqual([`cmdlint: Cannot write the fixes to ${path}: it is read-only (not written: make it writable to let --fix change it).`]);
    expect(run.code).toBe(2);
    expect(readFileSync(path, 'utf8')).toBe(FIXABLE);
    expect(statSync(path).mode & 0o7777).toBe(0o444);
    expect(readFileSync(join(p.dir, 'b.json'), 'utf8')).toBe(FIXED);
    const results = parseJsonOutput(run.stdout);
    expect(resultFor(results, path).messages).toEqual((await lintOnly(p.dir, 'a.json')).messages);
    expect(resultFor(results, join(p.dir, 'b.json')).errorCount).toBe(0);
  }, deadline(600));

  it.skipIf(!asRoot)("nobody running --fix in a directory they may write does not replace root's file there", async () => {
    const cli = portableCli();
    onTestFinished(cli.cleanup);
    const p = project({ 'a.json': FIXABLE });
    const path = join(p.dir, 'a.json');
    chownSync(p.dir, NOBODY, NOBODY); // nobody may rename in it; a.json stays root's (0644)
    const run = await runCli(['--fix', 'a.json', '-f', 'json'], { cwd: p.dir, deadline: deadline(300), uid: NOBODY, bin: cli.bin });
    expect(expectCleanStderr(run.stderr)).toEqual([
      `cmdlint: Cannot write the fixes to ${path}: it belongs to another user (uid 0), whom the rewritten file could not keep as its owner (not written).`,
    ]);
    expect(run.code).toBe(2);
    expect([statSync(path).uid, readFileSync(path, 'utf8')]).toEqual([0, FIXABLE]);
    expect(tempFilesIn(p.dir)).toEqual([]);
  }, deadline(600));

  it('a symlink that was there when the file was read is followed: the file it leads to is fixed, the link stays', async () => {
    const p = project({ 'real/a.json': FIXABLE });
    symlinkSync(join(p.dir, 'real', 'a.json'), join(p.dir, 'link.json'));
    const run = await runCli(['--fix', 'link.json'], { cwd: p.dir, deadline: deadline(300) });
    expect(expectCleanStderr(run.stderr)).toEqual([]);
    expect(run.code).toBe(0);
    expect(lstatSync(join(p.dir, 'link.json')).isSymbolicLink()).toBe(true);
    expect(readFileSync(join(p.dir, 'real', 'a.json'), 'utf8')).toBe(FIXED);
    unlinkSync(join(p.dir, 'link.json'));
  }, deadline(600));
});
