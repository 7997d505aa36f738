// Issue 24, item 1: `-o FILE` and `plan --out FILE` over what is already at the path. A FIFO, a
// character device (made with mknod in the test's own directory, as root only), a link to the
// process's stdout (/proc/self/fd/1, as /dev/stdout is) are opened and written, never replaced by
// a regular file; a regular file or a link to one gets the report by write-then-rename, a file
// with two hard links keeps them; a directory or a socket is refused with a message. No test
// touches /dev.
import { execFileSync, spawn } from 'node:child_process';
import { closeSync, linkSync, lstatSync, mkdirSync, openSync, readFileSync, readlinkSync, symlinkSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BAD } from '../cli/helpers.js';
import { expectCleanStderr, projectsRemovedAfterAll } from './helpers.js';
import { runCli } from './process.js';

const project = projectsRemovedAfterAll();
const servers: Server[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});

/** What writes a report at `out`: the lint's `-o`, and plan's `--out` (the bulk body). */
const WRITERS = [
  { name: '-o', args: (out: string) => ['bad.json', '-o', out], code: 1, holds: 'name-lowercase' },
  { name: 'plan --out', args: (out: string) => ['plan', 'good.json', '--out', out], code: 0, holds: '"name": "ping"' },
] as const;

const FILES = { 'bad.json': BAD, 'good.json': '{ "name": "ping", "description": "Pong" }\n' };

/** Reads a FIFO to its end in a `cat` of its own; `end()` ends a reader that nothing wrote to. */
function drain(path: string): { text: Promise<string>; end: () => void } {
  const cat = spawn('cat', [path], { stdio: ['ignore', 'pipe', 'ignore'] });
  let text = '';
  cat.stdout.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
  return {
    text: new Promise((resolve) => cat.on('close', () => resolve(text))),
    end: () => {
      if (cat.exitCode === null) cat.kill();
    },
  };
}

/** Why a character device cannot be made and written here, or undefined when it can. */
function deviceUnavailable(dir: string): string | undefined {
  if (process.getuid?.() !== 0) return 'mknod needs root, and this test does not run as root';
  const path = join(dir, 'probe-null');
  try {
    execFileSync('mknod', [path, 'c', '1', '3'], { stdio: 'ignore' });
    closeSync(openSync(path, 'w'));
    return undefined;
  } catch (error) {
    return `a device node cannot be made and opened in ${dir} (${(error as Error).message.split('\n')[0]}): a nodev mount?`;
  }
}

describe('item 1: a report is written into what is at the path, never replacing a special file', () => {
  for (const writer of WRITERS) {
    it(`${writer.name} into a FIFO: the reader gets the report, the FIFO stays a FIFO`, async () => {
      const p = project(FILES);
      const fifo = join(p.dir, 'report.fifo');
      execFileSync('mkfifo', [fifo]);
      const reader = drain(fifo);
      const run = await runCli(writer.args('report.fifo'), { cwd: p.dir, deadline: 30_000 });
      setTimeout(reader.end, 2000); // a run that wrote nothing into the FIFO leaves the reader waiting
      expect(run.hung).toBe(false);
      expectCleanStderr(run.stderr);
      expect(run.code).toBe(writer.code);
      expect(await reader.text).toContain(writer.holds);
      expect(lstatSync(fifo).isFIFO()).toBe(true);
    });

    it(`${writer.name} into a link to the process's stdout: the report comes out on stdout, the link stays`, async () => {
      const p = project(FILES);
      const link = join(p.dir, 'stdout-link');
      symlinkSync('/proc/self/fd/1', link);
      const run = await runCli(writer.args('stdout-link'), { cwd: p.dir, deadline: 30_000 });
      expectCleanStderr(run.stderr);
      expect(run.code).toBe(writer.code);
      expect(run.stdout).toContain(writer.holds);
      expect(lstatSync(link).isSymbolicLink()).toBe(true);
      expect(readlinkSync(link)).toBe('/proc/self/fd/1');
    });

    it(`${writer.name} into a character device made with mknod: it stays a device`, async (context) => {
      const p = project(FILES);
      const reason = deviceUnavailable(p.dir);
      if (reason !== undefined) context.skip(reason);
      const device = join(p.dir, 'null');
      execFileSync('mknod', [device, 'c', '1', '3']);
      const run = await runCli(writer.args('null'), { cwd: p.dir, deadline: 30_000 });
      expectCleanStderr(run.stderr);
      expect(run.code).toBe(writer.code);
      const stats = lstatSync(device);
      expect(stats.isCharacterDevice()).toBe(true);
      expect(stats.rdev).toBe(lstatSync(join(p.dir, 'probe-null')).rdev);
    });

    it(`${writer.name} into a link to a regular file: the file gets the report, the link stays a link`, async () => {
      const p = project({ ...FILES, 'reports/real.txt': 'old\n' });
      symlinkSync('reports/real.txt', join(p.dir, 'report.txt'));
      const run = await runCli(writer.args('report.txt'), { cwd: p.dir, deadline: 30_000 });
      expectCleanStderr(run.stderr);
      expect(run.code).toBe(writer.code);
      expect(lstatSync(join(p.dir, 'report.txt')).isSymbolicLink()).toBe(true);
      expect(readFileSync(join(p.dir, 'reports/real.txt'), 'utf8')).toContain(writer.holds);
    });

    it(`${writer.name} over a file with two hard links: both names hold the report`, async () => {
      const p = project({ ...FILES, 'report.txt': 'old\n' });
      linkSync(join(p.dir, 'report.txt'), join(p.dir, 'other-name.txt'));
      const run = await runCli(writer.args('report.txt'), { cwd: p.dir, deadline: 30_000 });
      expectCleanStderr(run.stderr);
      expect(run.code).toBe(writer.code);
      expect(lstatSync(join(p.dir, 'report.txt')).nlink).toBe(2);
      expect(readFileSync(join(p.dir, 'other-name.txt'), 'utf8')).toContain(writer.holds);
    });

    it(`${writer.name} over a regular file: replaced whole by write-then-rename, its mode kept`, async () => {
      const p = project({ ...FILES, 'report.txt': 'old\n' });
      execFileSync('chmod', ['640', join(p.dir, 'report.txt')]);
      const before = lstatSync(join(p.dir, 'report.txt'));
      const run = await runCli(writer.args('report.txt'), { cwd: p.dir, deadline: 30_000 });
      expect(run.code).toBe(writer.code);
      const after = lstatSync(join(p.dir, 'report.txt'));
      expect(after.ino).not.toBe(before.ino);
      expect(after.mode & 0o777).toBe(0o640);
      expect(readFileSync(join(p.dir, 'report.txt'), 'utf8')).toContain(writer.holds);
    });

    it(`${writer.name} into a directory or a socket: refused with a message, nothing replaced`, async () => {
      const p = project(FILES);
      mkdirSync(join(p.dir, 'dir'));
      const server = createServer();
      servers.push(server);
      await new Promise<void>((resolve) => server.listen(join(p.dir, 'sock'), resolve));
      for (const [target, kind] of [
        ['dir', 'a directory'],
        ['sock', 'a socket'],
      ] as const) {
        const run = await runCli(writer.args(target), { cwd: p.dir, deadline: 30_000 });
        expect(run.code).toBe(2);
        const lines = expectCleanStderr(run.stderr);
        expect(lines.join('\n')).toMatch(new RegExp(`Cannot write (the report to|--out) ${target}: it is ${kind}`));
      }
      expect(lstatSync(join(p.dir, 'dir')).isDirectory()).toBe(true);
      expect(lstatSync(join(p.dir, 'sock')).isSocket()).toBe(true);
    });
  }
});
