// Issue 24, items 6 and 8: inputs other than the linted files, read through one bounded reader.
// `explain FILE` read the error file whole before its size check (a FIFO blocked forever, a
// device like /dev/zero read gigabytes, a sparse 1.5 GB file took 1.5 GB of memory); `plan
// --registered -` read standard input without a bound. Each ends with a message, in bounded time
// and memory. The device is made with mknod in the test's own directory (as root only).
import { execFileSync } from 'node:child_process';
import { closeSync, openSync, ftruncateSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectCleanStderr, projectsRemovedAfterAll } from './helpers.js';
import { runCli } from './process.js';

const project = projectsRemovedAfterAll();
const MB = 1024 * 1024;

describe('item 6: explain FILE goes through the guarded reader', () => {
  it('a FIFO is refused at once, not waited on', async () => {
    const p = project();
    execFileSync('mkfifo', [join(p.dir, 'error.fifo')]);
    const run = await runCli(['explain', 'error.fifo'], { cwd: p.dir, deadline: 20_000 });
    expect(run.hung).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cmdlint explain: cannot read error\.fifo: it is a FIFO/);
  });

  it('a sparse file of 1.5 GB is refused by its size, without reading it', async () => {
    const p = project();
    const fd = openSync(join(p.dir, 'sparse.log'), 'w');
    ftruncateSync(fd, 1536 * MB);
    closeSync(fd);
    const run = await runCli(['explain', 'sparse.log'], { cwd: p.dir, deadline: 60_000, maxRss: 512 * MB });
    expect(run.hung).toBe(false);
    expect(run.code).toBe(2);
    expect(run.peakRss).toBeLessThan(300 * MB);
    expect(run.stderr).toMatch(/^cmdlint explain: cannot read sparse\.log: it is larger than 64 MiB/);
  });

  it('a link to a character device that never ends (mknod c 1 5, as /dev/zero) is refused', async (context) => {
    const p = project();
    if (process.getuid?.() !== 0) context.skip('mknod needs root, and this test does not run as root');
    try {
      execFileSync('mknod', [join(p.dir, 'zero'), 'c', '1', '5'], { stdio: 'ignore' });
      closeSync(openSync(join(p.dir, 'zero'), 'r'));
    } catch (error) {
      context.skip(`a device node cannot be made and opened here (${(error as Error).message.split('\n')[0]})`);
    }
    execFileSync('ln', ['-s', 'zero', join(p.dir, 'error.log')]);
    const run = await runCli(['explain', 'error.log'], { cwd: p.dir, deadline: 30_000, maxRss: 512 * MB });
    expect(run.hung).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/^cmdlint explain: cannot read error\.log: it is a character device/);
  });
});

describe('item 8: plan --registered - reads standard input with the same bound', () => {
  it('70 MB on standard input: refused past 64 MiB with a message', async () => {
    const p = project({ 'a.json': '{ "name": "ping", "description": "Pong" }\n' });
    const run = await runCli(['plan', 'a.json', '--registered', '-'], { cwd: p.dir, deadline: 60_000, input: Buffer.alloc(70 * MB, 0x20), maxRss: 1024 * MB });
    expect(run.hung).toBe(false);
    expect(run.code).toBe(2);
    expect(expectCleanStderr(run.stderr).join('\n')).toMatch(/--registered -: standard input is larger than 64 MiB/);
  });
});
