// Issue 34 item 10: making process.stdout on a pipe loads Node's net and stream modules, a tenth
// of `node -e 0` in instructions; the bin writes to a pipe, a socket or a file with writeSync
// instead (packages/cli/src/fd-output.ts). Here the built CLI writes its report through each of
// them, byte for byte as --output-file writes it, to a reader that went away (EPIPE) and to a
// slow reader of a non-blocking pipe (EAGAIN), and a probe preloaded into the process says
// whether it ever asked for process.stdout or process.stderr.
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { deadline } from '../hostile/deadline.js';
import { BIN_JS, GOOD, tempProject } from './helpers.js';

// Problems in non-ASCII names (the bytes must survive as UTF-8) and a report of about 1.2 MB,
// more than a pipe or a socket holds: the writes go in parts and wait for the reader.
const MANY = JSON.stringify(Array.from({ length: 1500 }, (_, i) => ({ name: `Bad Name Ж${i}`, description: '' })), null, 1);
const project = tempProject({ 'ping.json': GOOD, 'many.json': MANY, 'bad.json': '{ "name": "Пинг Понг", "description": "" }\n' });
afterAll(() => project.cleanup());

// Says at exit which of process.stdout and process.stderr the run asked for, and how many writes
// met a full non-blocking pipe (EAGAIN); the first one also leaves a marker file at once.
const PROBE = join(project.dir, 'probe.cjs');
writeFileSync(
  PROBE,
  "const fs = require('fs'); const asked = []; let full = 0;\n" +
    "for (const name of ['stdout', 'stderr']) { const own = Object.getOwnPropertyDescriptor(process, name);\n" +
    "  Object.defineProperty(process, name, { configurable: true, enumerable: own.enumerable, get() { asked.push(name); return own.get.call(this); } }); }\n" +
    "const writeSync = fs.writeSync;\n" +
    "fs.writeSync = function (...args) { try { return writeSync.apply(this, args); } catch (error) { if (error.code === 'EAGAIN' && full++ === 0) fs.writeFileSync(process.env.PROBE_OUT + '.full', ''); throw error; } };\n" +
    "process.on('exit', () => fs.writeFileSync(process.env.PROBE_OUT, JSON.stringify({ asked, full })));\n",
);

interface Probe {
  readonly asked: string[];
  readonly full: number;
}

let probes = 0;
function probeFile(): string {
  return join(project.dir, `probe-${probes++}.json`);
}
const probed = (file: string): Probe => JSON.parse(readFileSync(file, 'utf8')) as Probe;
const env = (out: string): Record<string, string> => ({ PATH: process.env.PATH ?? '', PROBE_OUT: out });

/** The report as --output-file writes it (no standard output involved). */
function reference(file: string): Buffer {
  const target = join(project.dir, `${file}.report`);
  const run = spawnSync(process.execPath, [BIN_JS, file, '-o', target], { cwd: project.dir, env: env(probeFile()), timeout: deadline(300) });
  expect(run.status).toBe(1);
  return readFileSync(target);
}

/** Exit code, standard output and error of a spawned process; `ready()` resumes a paused stdout when it is time. */
async function finished(child: ReturnType<typeof spawn>, ready: () => Promise<void> = async () => {}): Promise<{ code: number | null; stdout: Buffer; stderr: string }> {
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const closed = new Promise<number | null>((resolve) => child.on('close', resolve));
  const chunks: Buffer[] = [];
  child.stdout!.on('data', (chunk: Buffer) => chunks.push(chunk)); // a paused stream stays paused
  await ready();
  const code = await closed;
  return { code, stdout: Buffer.concat(chunks), stderr };
}

describe('the report reaches a pipe, a socket and a file byte for byte, without process.stdout', () => {
  it('a socket (what Node gives a spawned child)', () => {
    const out = probeFile();
    const run = spawnSync(process.execPath, ['-r', PROBE, BIN_JS, 'many.json'], { cwd: project.dir, env: env(out), timeout: deadline(300), maxBuffer: 64 * 1024 * 1024 });
    expect(run.status, run.stderr.toString()).toBe(1);
    expect(run.stdout.equals(reference('many.json'))).toBe(true);
    expect(probed(out)).toEqual({ asked: [], full: 0 });
  });

  it('a pipe (a shell pipeline)', () => {
    const out = probeFile();
    const piped = join(project.dir, 'piped.txt');
    const run = spawnSync('sh', ['-c', `("${process.execPath}" -r "${PROBE}" "${BIN_JS}" bad.json; echo "exit $?" >&2) | cat > piped.txt`], { cwd: project.dir, env: env(out), encoding: 'utf8', timeout: deadline(300) });
    expect(run.stderr).toBe('exit 1\n');
    expect(readFileSync(piped).toString('utf8')).toContain('Пинг Понг');
    expect(readFileSync(piped).equals(reference('bad.json'))).toBe(true);
    expect(probed(out)).toEqual({ asked: [], full: 0 });
  });

  it('a file', () => {
    const out = probeFile();
    const target = join(project.dir, 'redirected.txt');
    const fd = openSync(target, 'w');
    try {
      const run = spawnSync(process.execPath, ['-r', PROBE, BIN_JS, 'bad.json'], { cwd: project.dir, env: env(out), timeout: deadline(300), stdio: ['ignore', fd, 'pipe'] });
      expect(run.status, run.stderr.toString()).toBe(1);
    } finally {
      closeSync(fd);
    }
    expect(readFileSync(target).equals(reference('bad.json'))).toBe(true);
    expect(probed(out)).toEqual({ asked: [], full: 0 });
  });

  it('an error to standard error, through a pipe', () => {
    const out = probeFile();
    const run = spawnSync(process.execPath, ['-r', PROBE, BIN_JS, 'missing.json'], { cwd: project.dir, env: env(out), encoding: 'utf8', timeout: deadline(300) });
    expect(run.status).toBe(2);
    expect(run.stderr).toMatch(/^cmdlint: .*missing\.json/);
    expect(probed(out).asked).toEqual([]);
  });

  // Session 25: on Linux a terminal and /dev/null are told apart by their device numbers, and
  // written with writeSync too (making process.stdout for them loaded node:tty, net and the streams).
  it.runIf(process.platform === 'linux')('/dev/null (Linux): nothing asked of process.stdout', () => {
    const out = probeFile();
    const fd = openSync('/dev/null', 'w');
    try {
      const run = spawnSync(process.execPath, ['-r', PROBE, BIN_JS, 'bad.json'], { cwd: project.dir, env: env(out), timeout: deadline(300), stdio: ['ignore', fd, 'pipe'] });
      expect(run.status, run.stderr.toString()).toBe(1);
    } finally {
      closeSync(fd);
    }
    expect(probed(out)).toEqual({ asked: [], full: 0 });
  });

  const scriptThere = spawnSync('script', ['--version'], { encoding: 'utf8' }).status === 0;
  it.runIf(process.platform === 'linux' && scriptThere)('a terminal (Linux, a pseudo-terminal of `script`): the report in colour, written without process.stdout', () => {
    const out = probeFile();
    const command = [process.execPath, '-r', PROBE, BIN_JS, 'bad.json'].map((word) => `'${word.replaceAll("'", "'\\''")}'`).join(' ');
    const run = spawnSync('script', ['-qec', command, '/dev/null'], { cwd: project.dir, env: env(out), timeout: deadline(300) });
    expect(run.status, run.stderr.toString()).toBe(1);
    // The terminal turns each \n into \r\n: the same report otherwise, with colour (a terminal), where the file has none.
    const shown = run.stdout.toString('utf8').replaceAll('\r\n', '\n');
    expect(shown).toContain('\u001b[');
    expect(shown.replace(/\u001b\[\d+m/g, '')).toBe(reference('bad.json').toString('utf8'));
    expect(probed(out)).toEqual({ asked: [], full: 0 });
  });

  it('the probe sees a program that makes process.stdout (the record is real)', () => {
    const out = probeFile();
    const run = spawnSync(process.execPath, ['-r', PROBE, '-e', "process.stdout.write('x')"], { cwd: project.dir, env: env(out), encoding: 'utf8', timeout: deadline(300) });
    expect(run.stdout).toBe('x');
    expect(probed(out).asked).toEqual(['stdout']);
  });
});

describe('a reader that goes away or reads slowly', () => {
  it('a closed socket (EPIPE): no stack trace, and the run keeps its own exit code', async () => {
    const child = spawn(process.execPath, [BIN_JS, 'many.json'], { cwd: project.dir, env: env(probeFile()), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.once('data', () => child.stdout.destroy());
    const { code, stderr } = await finished(child);
    expect(stderr).toBe('');
    expect(code).toBe(1);
  });

  it('a closed pipe (cmdlint ... | head -c 100): the same', () => {
    const run = spawnSync('sh', ['-c', `("${process.execPath}" "${BIN_JS}" many.json; echo "exit $?" >&2) | head -c 100`], { cwd: project.dir, env: env(probeFile()), encoding: 'utf8', timeout: deadline(300) });
    expect(run.stdout.length).toBe(100);
    expect(run.stderr).toBe('exit 1\n');
  });

  // A parent that made the pipe non-blocking before handing it on (Node's spawn makes a child's
  // descriptors blocking, so python's fcntl does it here, then runs node in its place).
  const python = spawnSync('python3', ['-c', 'import fcntl'], { encoding: 'utf8' }).status === 0;
  it.runIf(python)('a non-blocking pipe left unread until a write met it full (EAGAIN): all of it, in order', async () => {
    const out = probeFile();
    const nonBlocking = 'import fcntl, os, sys; fcntl.fcntl(1, fcntl.F_SETFL, fcntl.fcntl(1, fcntl.F_GETFL) | os.O_NONBLOCK); os.execv(sys.argv[1], sys.argv[1:])';
    const child = spawn('python3', ['-c', nonBlocking, process.execPath, '-r', PROBE, BIN_JS, 'many.json'], { cwd: project.dir, env: env(out), stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.pause();
    const { code, stdout, stderr } = await finished(child, async () => {
      const until = Date.now() + deadline(300);
      while (!existsSync(`${out}.full`) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 20));
      child.stdout.resume();
    });
    expect(stderr).toBe('');
    expect(code).toBe(1);
    expect(probed(out).full).toBeGreaterThan(0);
    expect(probed(out).asked).toEqual([]);
    expect(stdout.equals(reference('many.json'))).toBe(true);
  });
});

// When all the run wrote went through writeSync, the bin ends the process as soon as the run is
// done (bin/cmdlint.js): Node's teardown (queued collections and tasks, the heap freed page by
// page) was a twentieth of a run on one small file. Node's 'beforeExit' is emitted only on the
// way it would have ended by itself. A stream Node made (on /dev/null, neither a pipe nor a file,
// where its device number is not read: not Linux) may still hold output: that run ends as usual.
describe('the end of a run', () => {
  const MARK = join(project.dir, 'before-exit.cjs');
  writeFileSync(MARK, "process.on('beforeExit', () => require('fs').writeFileSync(process.env.PROBE_OUT, 'beforeExit'));\n");
  const ended = (file: string, stdout: 'pipe' | 'ignore'): { code: number | null; output: string; how: string } => {
    const out = probeFile();
    const run = spawnSync(process.execPath, ['-r', MARK, BIN_JS, file], { cwd: project.dir, env: env(out), encoding: 'utf8', stdio: ['ignore', stdout, 'pipe'], maxBuffer: 64 * 1024 * 1024, timeout: deadline(300) });
    return { code: run.status, output: run.stdout ?? '', how: existsSync(out) ? readFileSync(out, 'utf8') : 'exit' };
  };

  it('written with writeSync: the process ends with the run, with its exit code and all its output', () => {
    expect(ended('ping.json', 'pipe')).toEqual({ code: 0, output: '', how: 'exit' });
    const bad = ended('many.json', 'pipe');
    expect([bad.code, bad.how]).toEqual([1, 'exit']);
    expect(Buffer.from(bad.output, 'utf8').equals(reference('many.json'))).toBe(true);
  });

  // /dev/null: a stream elsewhere; on Linux, where its device number tells it from a terminal, writeSync (fd-output.ts).
  it.runIf(process.platform !== 'linux')('through a stream Node made: Node ends the process as usual', () => {
    expect(ended('bad.json', 'ignore')).toEqual({ code: 1, output: '', how: 'beforeExit' });
  });

  it.runIf(process.platform === 'linux')('/dev/null on Linux, written with writeSync: the process ends with the run', () => {
    expect(ended('bad.json', 'ignore')).toEqual({ code: 1, output: '', how: 'exit' });
  });
});
