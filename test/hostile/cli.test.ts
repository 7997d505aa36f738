// Hostile files through the built command line (spawned, with a timeout per spawn), beyond what
// test/cli/files.test.ts covers (a missing, empty, binary, invalid UTF-8 or 5 MB file, 200 000
// levels of nesting, a directory symlink loop, an unreadable file named explicitly): a 50 MB
// file, a 20 MB string, duplicate keys, a lone BOM, lone surrogates, NUL bytes, hostile standard
// input, symlink loops and FIFOs met by globs and sets, unreadable files and directories met by
// directory expansion, files deleted while a run lints or fixes them. Always: no stack trace, a
// one-line message per failure, an exit code of 0, 1 or 2, and nothing written unless --fix.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, lstatSync, mkdirSync, readdirSync, readFileSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN_JS, cmdlint, GOOD, parseJsonOutput, tempProject, type JsonResult, type Result } from '../cli/helpers.js';
import { bulkOfSize, changedFiles, expectCleanStderr, garbage, lineColumn, snapshot } from './helpers.js';
import { deadline } from './deadline.js';

const projects: { cleanup: () => void }[] = [];
afterAll(() => {
  for (const project of projects) project.cleanup();
});
function project(files: Record<string, string | Buffer> = {}) {
  const p = tempProject(files);
  projects.push(p);
  return p;
}

const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;


const FIXABLE = '{\n  "name": "ping",\n  "type": "1",\n  "description": "Pong",\n  "default_member_permissions": 8\n}\n';
const FIXED = '{\n  "name": "ping",\n  "type": 1,\n  "description": "Pong",\n  "default_member_permissions": "8"\n}\n';

const messagesOf = (results: JsonResult[], file: string): JsonResult['messages'] => results.find((r) => r.filePath.endsWith(`/${file}`))!.messages;

describe('hostile files named on the command line', () => {
  const p = project();
  const big = bulkOfSize(50 * 1024 * 1024);
  const longString = `{"name": "ping", "description": "${'x'.repeat(20 * 1024 * 1024)}"}`;
  const duplicateKeys = '{\n  "name": "ping",\n  "description": "Pong",\n  "name": "Ping"\n}\n';
  const surrogate = '{"name": "\\ud800x", "description": "Pong"}';
  const files: Record<string, string | Buffer> = {
    'big.json': big.text,
    'long-string.json': longString,
    'garbage.json': garbage(65536, 5),
    'latin1.json': Buffer.concat([Buffer.from('{"name": "caf'), Buffer.from([0xe9]), Buffer.from('", "type": "1", "description": "x"}')]),
    'empty.json': '',
    'bom-only.json': Buffer.from([0xef, 0xbb, 0xbf]),
    'bom-fixable.json': `\uFEFF${FIXABLE}`,
    'duplicate-keys.json': duplicateKeys,
    'nul.json': '{"name": "pi\u0000ng", "description": "\u0001\u001f"}',
    'surrogate.json': surrogate,
    'deep.json': `${'['.repeat(200_000)}${']'.repeat(200_000)}`,
    'clean.json': GOOD,
    'fixable.json': FIXABLE,
  };
  for (const [name, content] of Object.entries(files)) p.write(name, content);
  const names = Object.keys(files);
  const small = names.filter((n) => n !== 'big.json' && n !== 'long-string.json');

  /** cmdlint run on these files: exit 1, stderr clean (no stack trace, no warning); with a snapshot of the files from before it. */
  const lintNamed = (args: string[]): { run: Result; before: ReturnType<typeof snapshot> } => {
    const before = snapshot(p.dir);
    const run = cmdlint(args, { cwd: p.dir, timeout: deadline(600) });
    expect(expectCleanStderr(run.stderr)).toEqual([]);
    expect(run.code).toBe(1);
    return { run, before };
  };

  it('lint: every file reported, located, no failure; nothing written', () => {
    const { run, before } = lintNamed([...names, '-f', 'json']);
    const results = parseJsonOutput(run.stdout);
    expect(results.map((r) => r.filePath)).toEqual(names.map((n) => join(p.dir, n)));
    for (const result of results) {
      expect(result.messages.length, result.filePath).toBeGreaterThan(result.filePath.endsWith('clean.json') ? -1 : 0);
      for (const m of result.messages) expect(m.message, `${result.filePath}: ${m.ruleId}`).not.toMatch(/internal error/i);
    }
    expect(messagesOf(results, 'clean.json')).toEqual([]);
    expect(messagesOf(results, 'big.json').map((m) => m.ruleId)).toContain('bulk-size');
    // The 20 MB string: its length, located on the string itself.
    const long = messagesOf(results, 'long-string.json').find((m) => m.ruleId === 'description-length')!;
    const start = longString.indexOf('"x');
    expect(long).toMatchObject({ line: 1, column: start + 1, endLine: 1, endColumn: longString.length - 1 + 1 });
    // Duplicate keys: reported, and the rules see (and point at) the value JSON.parse keeps.
    const dup = messagesOf(results, 'duplicate-keys.json');
    expect(dup.map((m) => m.ruleId).sort()).toEqual(['duplicate-key', 'name-lowercase']);
    const lower = dup.find((m) => m.ruleId === 'name-lowercase')!;
    expect([lower.line, lower.column, lower.endColumn]).toEqual([lineColumn(duplicateKeys, duplicateKeys.indexOf('"Ping"')).line, 11, 17]);
    // A lone surrogate (escaped: the file is valid UTF-8) is not a name character.
    const sur = messagesOf(results, 'surrogate.json').find((m) => m.ruleId === 'name-format')!;
    expect([sur.column, sur.endColumn]).toEqual([surrogate.indexOf('"\\ud800x"') + 1, surrogate.indexOf('"\\ud800x"') + '"\\ud800x"'.length + 1]);
    for (const name of ['empty.json', 'bom-only.json', 'garbage.json', 'deep.json']) {
      expect(messagesOf(results, name).some((m) => m.fatal === true), name).toBe(true);
    }
    // Raw control characters in strings: JSON.parse rejects them, cmdlint reports each (and reads on).
    expect(messagesOf(results, 'nul.json').filter((m) => m.ruleId === 'json-syntax')).toHaveLength(2);
    expect(messagesOf(results, 'bom-only.json')[0]).toMatchObject({ ruleId: 'json-syntax', line: 1, column: 1 });
    expect(messagesOf(results, 'latin1.json').map((m) => m.ruleId)).toContain('invalid-encoding');
    expect(changedFiles(before, snapshot(p.dir))).toEqual([]);
  }, deadline(1200));

  it('--fix-dry-run: the fixed texts in "output", nothing written, never for a file that is not UTF-8', () => {
    const { run, before } = lintNamed([...small, '--fix-dry-run', '-f', 'json']);
    const results = parseJsonOutput(run.stdout);
    const withOutput = results.filter((r) => r.output !== undefined).map((r) => r.filePath.slice(p.dir.length + 1));
    expect(withOutput.sort()).toEqual(['bom-fixable.json', 'fixable.json']);
    expect(results.find((r) => r.filePath.endsWith('/fixable.json'))!.output).toBe(FIXED);
    expect(changedFiles(before, snapshot(p.dir))).toEqual([]);
  }, deadline(600));

  it('--fix: writes exactly the fixable UTF-8 files (BOM kept), leaves the 50 MB and the invalid ones; a second run writes nothing', () => {
    const { run, before } = lintNamed([...names, '--fix', '-f', 'json']);
    expect(changedFiles(before, snapshot(p.dir))).toEqual([join(p.dir, 'bom-fixable.json'), join(p.dir, 'fixable.json')]);
    expect(readFileSync(join(p.dir, 'fixable.json'), 'utf8')).toBe(FIXED);
    expect(readFileSync(join(p.dir, 'bom-fixable.json'), 'utf8')).toBe(`\uFEFF${FIXED}`);
    expect(readdirSync(p.dir).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const middle = snapshot(p.dir);
    const again = cmdlint([...small, '--fix', '-f', 'json'], { cwd: p.dir, timeout: deadline(600) });
    expect(expectCleanStderr(again.stderr)).toEqual([]);
    expect(changedFiles(middle, snapshot(p.dir))).toEqual([]);
  }, deadline(1200));
});

describe('hostile standard input', () => {
  const p = project({ 'keep.json': FIXABLE });
  const inputs: Record<string, Buffer> = {
    garbage: garbage(4096, 9),
    'invalid UTF-8': Buffer.concat([Buffer.from('{"name": "'), Buffer.from([0xc3, 0x28, 0xff]), Buffer.from('", "description": "x", "type": "1"}')]),
    '200 000 levels': Buffer.from(`${'{"a":'.repeat(200_000)}1${'}'.repeat(200_000)}`),
    'lone BOM': Buffer.from([0xef, 0xbb, 0xbf]),
    'NUL bytes': Buffer.alloc(1000),
  };
  for (const [what, bytes] of Object.entries(inputs)) {
    it(`${what}: located, exit 1, nothing written (--fix-dry-run, --stdin-filename naming a file)`, () => {
      const before = snapshot(p.dir);
      for (const extra of [[], ['--fix-dry-run'], ['--stdin-filename', 'keep.json', '--fix-dry-run']]) {
        const run = cmdlint(['--stdin', ...extra, '-f', 'json'], { cwd: p.dir, input: bytes, timeout: deadline(300) });
        expect(expectCleanStderr(run.stderr)).toEqual([]);
        expect(run.code).toBe(1);
        expect(parseJsonOutput(run.stdout)[0]!.errorCount).toBeGreaterThan(0);
      }
      expect(changedFiles(before, snapshot(p.dir))).toEqual([]);
    }, deadline(600));
  }

  it('--stdin --fix is refused (bad usage, exit 2) and writes nothing', () => {
    const before = snapshot(p.dir);
    const run = cmdlint(['--stdin', '--stdin-filename', 'keep.json', '--fix'], { cwd: p.dir, input: FIXABLE, timeout: deadline(300) });
    expect(run.code).toBe(2);
    expect(expectCleanStderr(run.stderr)[0]).toMatch(/^cmdlint: --fix cannot write to standard input/);
    expect(changedFiles(before, snapshot(p.dir))).toEqual([]);
  });
});

describe('loops and special files met by expansion', () => {
  it('a symlink loop through a glob and through the sets of a configuration; a FIFO is skipped, not waited on', () => {
    const p = project({ 'cmds/a.json': GOOD, 'cmds/deeper/b.json': '{ "name": "pong", "description": "Ping" }\n', 'cmdlint.config.json': JSON.stringify({ sets: [{ files: ['cmds/**/*.json'] }] }) });
    symlinkSync(join(p.dir, 'cmds'), join(p.dir, 'cmds', 'deeper', 'up'));
    symlinkSync('.', join(p.dir, 'cmds', 'self'));
    let fifo = false;
    try {
      execFileSync('mkfifo', [join(p.dir, 'cmds', 'pipe.json')]);
      fifo = true;
    } catch {
      // no mkfifo here: the loops are still tested
    }
    const before = snapshot(p.dir);
    for (const args of [['cmds/**/*.json'], ['cmds'], []]) {
      const run = cmdlint([...args, '-f', 'json'], { cwd: p.dir, timeout: deadline(200) });
      expect(expectCleanStderr(run.stderr), JSON.stringify(args)).toEqual([]);
      expect(run.code, JSON.stringify(args)).toBe(0);
      expect(parseJsonOutput(run.stdout).map((r) => r.filePath).sort(), JSON.stringify(args)).toEqual([join(p.dir, 'cmds', 'a.json'), join(p.dir, 'cmds', 'deeper', 'b.json')]);
    }
    expect(changedFiles(before, snapshot(p.dir))).toEqual([]);
    expect(fifo ? lstatSync(join(p.dir, 'cmds', 'pipe.json')).isFIFO() : true).toBe(true);
  }, deadline(600));

  it('an unreadable file and an unreadable directory found by expansion: the others are linted and fixed, exit 2, one line each', () => {
    const p = project({ 'cmds/a.json': FIXABLE, 'cmds/locked.json': GOOD, 'cmds/closed/c.json': GOOD, 'cmds/z.json': GOOD });
    const locked = join(p.dir, 'cmds', 'locked.json');
    const closed = join(p.dir, 'cmds', 'closed');
    // As root every file is readable: the run is made as nobody, who then owns the project.
    const chownAll = (path: string): void => {
      chownSync(path, NOBODY, NOBODY);
      if (lstatSync(path).isDirectory()) for (const entry of readdirSync(path)) chownAll(join(path, entry));
    };
    if (asRoot) chownAll(p.dir);
    chmodSync(locked, 0o000);
    chmodSync(closed, 0o000);
    const as = asRoot ? { uid: NOBODY, gid: NOBODY } : {};
    try {
      const before = snapshot(p.dir);
      const run = cmdlint(['cmds', '-f', 'json'], { cwd: p.dir, timeout: deadline(200), ...as });
      const lines = expectCleanStderr(run.stderr);
      expect(run.code).toBe(2);
      expect(lines.sort()).toEqual([`cmdlint: Cannot read ${locked}: permission denied.`, `cmdlint: Cannot read the directory ${closed}: permission denied.`].sort());
      expect(parseJsonOutput(run.stdout).map((r) => [r.filePath.slice(p.dir.length + 1), r.errorCount])).toEqual([
        ['cmds/a.json', 2],
        ['cmds/z.json', 0],
      ]);
      expect(changedFiles(before, snapshot(p.dir))).toEqual([]);
      const fix = cmdlint(['cmds', '--fix', '-f', 'json'], { cwd: p.dir, timeout: deadline(200), ...as });
      expect(expectCleanStderr(fix.stderr)).toHaveLength(2);
      expect(fix.code).toBe(2);
      expect(changedFiles(before, snapshot(p.dir))).toEqual([join(p.dir, 'cmds', 'a.json')]);
      expect(readFileSync(join(p.dir, 'cmds', 'a.json'), 'utf8')).toBe(FIXED);
    } finally {
      chmodSync(closed, 0o755);
      chmodSync(locked, 0o644);
    }
  }, deadline(600));
});

describe('files deleted while a run lints or fixes them', () => {
  /** Runs cmdlint on a directory of many files and deletes files, one per millisecond, until it exits. */
  async function deleting(args: string[]): Promise<{ code: number | null; stdout: string; stderr: string; deleted: string[]; dir: string }> {
    const p = project();
    const dir = join(p.dir, 'many');
    mkdirSync(dir);
    const paths: string[] = [];
    for (let i = 0; i < 600; i++) {
      const path = join(dir, `cmd-${String(i).padStart(4, '0')}.json`);
      const body = { name: `cmd-${i}`, description: `Command ${i}`, ...(i % 3 === 0 ? { type: '1' } : {}), options: [{ type: 3, name: 'text', description: 'd'.repeat(99), choices: Array.from({ length: 25 }, (_, k) => ({ name: `c${k}${'n'.repeat(90)}`, value: `v${k}${'v'.repeat(90)}` })) }] };
      writeFileSync(path, JSON.stringify(body, null, 2));
      paths.push(path);
    }
    // Victims in a scattered order, so that some go before they are read and some after.
    const victims = paths.filter((_, i) => i % 7 === 3).reverse();
    const deleted: string[] = [];
    const child = spawn(process.execPath, [BIN_JS, 'many', ...args, '-f', 'json'], { cwd: p.dir, env: { PATH: process.env.PATH ?? '' } });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
    const timer = setInterval(() => {
      const victim = victims.pop();
      if (victim === undefined) return;
      try {
        unlinkSync(victim);
        deleted.push(victim);
      } catch {
        // already gone
      }
    }, 1);
    const code = await new Promise<number | null>((resolve, reject) => {
      const limit = setTimeout(() => {
        child.kill('SIGKILL');
        reject(new Error('cmdlint did not exit within 30 s'));
      }, deadline(300));
      child.on('close', (exitCode) => {
        clearTimeout(limit);
        resolve(exitCode);
      });
    });
    clearInterval(timer);
    return { code, stdout, stderr, deleted, dir };
  }

  for (const args of [[], ['--fix']]) {
    it(`cmdlint many/ ${args.join(' ')}: exit 0, 1 or 2, one line per vanished file, no stack trace${args.length ? ', no file brought back, no temporary file left' : ''}`, async () => {
      const run = await deleting(args);
      expect([0, 1, 2]).toContain(run.code);
      const lines = expectCleanStderr(run.stderr);
      for (const line of lines) {
        const match = /^cmdlint: Cannot (?:read|write the fixes to) (\/.+\.json): no such file or directory\.$/.exec(line);
        expect(match, line).not.toBeNull();
        expect(run.deleted, 'the message names a deleted file').toContain(match![1]);
      }
      expect(run.code === 2).toBe(lines.length > 0);
      const results = parseJsonOutput(run.stdout);
      expect(results.length).toBeGreaterThan(0);
      for (const result of results) for (const m of result.messages) expect(m.message).not.toMatch(/internal error/i);
      expect(run.deleted.length).toBeGreaterThan(0);
      // A deleted file stays deleted (a fix does not write it back), and no temporary file is left.
      for (const path of run.deleted) expect(existsSync(path), path).toBe(false);
      expect(readdirSync(run.dir).filter((f) => !/^cmd-\d{4}\.json$/.test(f))).toEqual([]);
    }, deadline(600));
  }
});
