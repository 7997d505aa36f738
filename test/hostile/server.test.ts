// Hostile files through the language server, beyond what packages/language-server/test covers
// (200 000 levels of nesting, a 50 MB document): a 20 MB string, binary garbage, NUL bytes, lone
// surrogates, U+FFFD where invalid UTF-8 was, an empty text, a lone BOM, a kept BOM, duplicate
// keys, open in the editor; and a set whose files on disk are invalid UTF-8, binary, empty, a
// FIFO, a symlink loop, unreadable, or deleted while the set is linted. Always: the server
// answers (diagnostics, hover, completion, code actions), logs no failure, publishes what the
// command line's function gives on the same texts, and writes nothing.
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, chownSync, lstatSync, readdirSync, symlinkSync, unlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { lintFiles, type SourceFile } from '@cmdlint/linter';
import { ConfigResolver, discoverSetFiles, readDocument } from '@cmdlint/files';
import { fileUri, inProcess, overProcess, type Diagnostic, type TestClient } from '../../packages/language-server/test/client.js';
import { tempProject, type Project } from '../../packages/language-server/test/helpers.js';
import { readableCopy } from '../another-user.js';
import { ensureServerBuilt, ROOT } from '../server/helpers.js';
import { changedFiles, garbage, snapshot } from './helpers.js';
import { deadline } from './deadline.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

const asRoot = process.getuid?.() === 0;
const NOBODY = 65534;

interface Shown {
  code: string | number | undefined;
  severity: number | undefined;
  message: string;
  range: Diagnostic['range'];
}
const shown = (d: Diagnostic): Shown => ({ code: d.code, severity: d.severity, message: d.message, range: d.range });

/**
 * What the command line's function gives for the files of a project: the configuration's sets as
 * `cmdlint` without arguments finds them on disk (unreadable ones left out, as it reports them
 * and lints the others), with the editor's texts for the open documents, plus the open documents
 * outside the sets. As the server shows it: a BOM the editor keeps counts on the first line.
 */
function expectedFor(dir: string, open: ReadonlyMap<string, string>, unreadable: readonly string[] = []): Map<string, Shown[]> {
  const configs = new ConfigResolver();
  const config = configs.forDirectory(dir);
  const sources: SourceFile[] = [];
  const seen = new Set<string>();
  if (config) {
    for (const file of discoverSetFiles(config, { cwd: dir, configs, errorOnUnmatchedPattern: false }).files) {
      seen.add(file.path);
      if (unreadable.includes(file.path)) continue;
      const text = open.get(file.path);
      if (text !== undefined) sources.push({ path: file.path, text });
      else {
        try {
          sources.push({ path: file.path, document: file.document ?? readDocument(file.path) });
        } catch {
          // unreadable or gone: the command line reports it and lints the others
        }
      }
    }
  }
  for (const [path, text] of open) if (!seen.has(path)) sources.push({ path, text });
  const out = new Map<string, Shown[]>();
  for (const report of lintFiles(sources, { configFor: (path) => configs.forFile(path) })) {
    const text = open.get(report.path);
    if (text === undefined) continue;
    const shift = text.charCodeAt(0) === 0xfeff ? 1 : 0;
    const move = (p: { line: number; character: number }) => (p.line === 0 ? { line: 0, character: p.character + shift } : { ...p });
    out.set(
      report.path,
      report.diagnostics.map((d) => ({ code: d.ruleId, severity: d.severity === 'error' ? 1 : 2, message: d.message, range: { start: move(d.range.start), end: move(d.range.end) } })),
    );
  }
  return out;
}

/** Asks everything of a document at a few places: every request must be answered. */
async function askEverything(client: TestClient, uri: string, text: string): Promise<void> {
  const lines = text.split(/\r\n|\r|\n/);
  const places = [
    { line: 0, character: 0 },
    { line: 0, character: Math.min(5, lines[0]!.length) },
    { line: Math.floor(lines.length / 2), character: Math.floor((lines[Math.floor(lines.length / 2)] ?? '').length / 2) },
    { line: lines.length - 1, character: lines[lines.length - 1]!.length },
  ];
  for (const position of places) {
    await client.hover(uri, position);
    await client.completion(uri, position);
    await client.codeActions(uri, { start: { line: 0, character: 0 }, end: position });
    await client.codeActions(uri, { start: position, end: position }, ['source.fixAll.cmdlint']);
  }
}

const failures = (client: TestClient): string[] => client.logs.filter((line) => /failed|error/i.test(line));


/** A project with a set whose disk files are hostile. */
function hostileSet(): { project: Project; paths: Record<string, string>; fifo: boolean } {
  const project = tempProject({
    'cmdlint.config.json': JSON.stringify({ sets: [{ files: ['cmds/**/*.json'], scope: 'global' }] }),
    'cmds/a.json': '{ "name": "dup", "description": "A" }\n',
    'cmds/b.json': '{ "name": "dup", "description": "B" }\n',
    'cmds/empty.json': '',
    'cmds/bom.json': '\uFEFF{ "name": "bom", "description": "B", "type": "1" }\n',
    'cmds/duplicate-keys.json': '{ "name": "other", "description": "D", "name": "dup" }\n',
    'cmds/gone.json': '{ "name": "gone", "description": "G" }\n',
    'cmds/locked.json': '{ "name": "dup", "description": "L" }\n',
    'cmds/loop/c.json': '{ "name": "c", "description": "C" }\n',
  });
  cleanups.push(() => {
    try {
      chmodSync(project.path('cmds/locked.json'), 0o644);
    } catch {
      // gone
    }
    project.cleanup();
  });
  writeFileSync(project.path('cmds/latin1.json'), Buffer.concat([Buffer.from('{ "name": "dup", "description": "caf'), Buffer.from([0xe9]), Buffer.from('" }\n')]));
  writeFileSync(project.path('cmds/garbage.json'), garbage(8192, 3));
  symlinkSync(project.path('cmds'), project.path('cmds/loop/up'));
  let fifo = false;
  try {
    execFileSync('mkfifo', [project.path('cmds/pipe.json')]);
    fifo = true;
  } catch {
    // no mkfifo: the rest still runs
  }
  const paths = Object.fromEntries(['a', 'b', 'empty', 'bom', 'duplicate-keys', 'gone', 'locked', 'latin1', 'garbage'].map((n) => [n, project.path(`cmds/${n}.json`)]));
  return { project, paths, fifo };
}

describe('hostile documents open in the editor', () => {
  it('a 20 MB string, garbage, NULs, lone surrogates, U+FFFD, empty, a lone BOM, a kept BOM, duplicate keys: the CLI\'s diagnostics, every request answered', async () => {
    const project = tempProject();
    cleanups.push(() => project.cleanup());
    const { client, dispose } = inProcess();
    cleanups.push(dispose);
    // Every document is a command file, as files named on the command line are.
    client.settings = { debounceMs: 0, files: ['*.json'] };
    await client.initialize({ rootPath: project.dir });
    const texts: Record<string, string> = {
      'long-string.json': `{"name": "ping", "description": "${'x'.repeat(20 * 1024 * 1024)}"}`,
      'garbage.json': garbage(65536, 11).toString('latin1'),
      'nul.json': '{"name": "pi\u0000ng", "description": "\u0000"}\u0000',
      'surrogates.json': '{"name": "\ud800x", "description": "\udfff\ud83d", "options": [{"type": 3, "name": "\\udc00", "description": "d"}]}',
      'replacement.json': '{"name": "caf\ufffd", "description": "\ufffd\ufffd"}',
      'empty.json': '',
      'bom-only.json': '\uFEFF',
      'bom.json': '\uFEFF{"name": "Ping", "description": "Pong", "type": "1"}',
      'duplicate-keys.json': '{\r\n  "name": "ping",\r\n  "name": "Ping",\r\n  "description": "Pong"\r\n}',
      'json-in-jsonc.json': '// comment\n{"name": "ping", "description": "Pong",}',
    };
    const open = new Map<string, string>();
    const before = snapshot(project.dir);
    for (const [name, text] of Object.entries(texts)) {
      const uri = project.uri(name);
      open.set(project.path(name), text);
      await client.open(uri, text);
      const published = await client.diagnostics(uri, { version: 1, timeout: deadline(300) });
      expect({ name, diagnostics: published.diagnostics.map(shown) }).toEqual({ name, diagnostics: expectedFor(project.dir, new Map([[project.path(name), text]])).get(project.path(name)) });
      expect(published.diagnostics.length, name).toBeGreaterThan(0);
      await askEverything(client, uri, name === 'long-string.json' ? '{"name": "ping", "description": "x"}' : text);
      // Edits at the start and the end of each keep it alive too.
      const v2 = await client.change(uri, [{ range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, text: '\ud83d' }]);
      await client.diagnostics(uri, { version: v2, timeout: deadline(300) });
      await client.close(uri);
    }
    expect(failures(client)).toEqual([]);
    expect(changedFiles(before, snapshot(project.dir))).toEqual([]);
  }, deadline(1200));
});

describe('a set whose files on disk are hostile', () => {
  // A build is not the test: it gets the hook's own time (as server-stress.test.ts does).
  beforeAll(() => {
    if (asRoot) ensureServerBuilt();
  }, deadline(3000));
  it('invalid UTF-8, binary, empty, BOM, duplicate keys, a FIFO and a symlink loop on disk; files deleted meanwhile: the CLI\'s diagnostics, nothing written', async () => {
    const { project, paths, fifo } = hostileSet();
    const { client, dispose } = inProcess();
    cleanups.push(dispose);
    client.settings = { debounceMs: 0 };
    await client.initialize({ rootPath: project.dir });
    const before = snapshot(project.dir);
    const open = new Map<string, string>();
    const openDoc = async (path: string, text: string): Promise<void> => {
      open.set(path, text);
      await client.open(fileUri(path), text);
      await client.diagnostics(fileUri(path), { version: 1 });
    };
    const expectAllOpen = async (what: string): Promise<void> => {
      const expected = expectedFor(project.dir, open);
      // The last lint of a set publishes for every open file of it: wait until it has landed (or 10 s).
      const landed = (): true | undefined =>
        [...open.keys()].every((path) => JSON.stringify(client.last(fileUri(path))?.diagnostics.map(shown)) === JSON.stringify(expected.get(path))) ? true : undefined;
      await client.until(landed, what).catch(() => undefined);
      for (const path of open.keys()) {
        const last = client.last(fileUri(path));
        expect({ what, path, diagnostics: last?.diagnostics.map(shown) }).toEqual({ what, path, diagnostics: expected.get(path) });
      }
    };

    await openDoc(paths['a']!, '{ "name": "dup", "description": "A" }\n');
    // a.json collides with b, latin1 (read as UTF-8 with a replacement character) and the last "name" of duplicate-keys.
    expect(client.last(fileUri(paths['a']!))!.diagnostics.filter((d) => d.code === 'unique-command-name')).toHaveLength(1);
    await expectAllOpen('a.json open');
    // The hostile members open in the editor, as an editor would show them.
    await openDoc(paths['latin1']!, '{ "name": "dup", "description": "caf\ufffd" }\n');
    await openDoc(paths['bom']!, '\uFEFF{ "name": "bom", "description": "B", "type": "1" }\n');
    await openDoc(paths['garbage']!, garbage(8192, 3).toString('latin1'));
    await openDoc(paths['empty']!, '');
    await expectAllOpen('hostile members open');
    for (const [path, text] of open) await askEverything(client, fileUri(path), text);

    // A member is deleted without the editor knowing; the set is linted again on the next change.
    unlinkSync(paths['gone']!);
    unlinkSync(paths['b']!);
    const a = fileUri(paths['a']!);
    const text2 = '{ "name": "dup", "description": "A2" }\n';
    const v2 = await client.change(a, [{ text: text2 }]);
    open.set(paths['a']!, text2);
    await client.diagnostics(a, { version: v2 });
    await expectAllOpen('b.json and gone.json deleted, unannounced');
    // Then the deletion is announced.
    await client.connection.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: fileUri(paths['gone']!), type: 3 }, { uri: fileUri(paths['b']!), type: 3 }] });
    await expectAllOpen('deletions announced');
    // A fix-all is computed, not written.
    await client.codeActions(a, { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, ['source.fixAll.cmdlint']);

    expect(failures(client)).toEqual([]);
    const after = snapshot(project.dir);
    expect(changedFiles(before, after)).toEqual([paths['b']!, paths['gone']!].sort());
    if (fifo) expect(lstatSync(project.path('cmds/pipe.json')).isFIFO()).toBe(true);
  }, deadline(600));

  it('an unreadable member: the others are linted (as root: the built server spawned as another user)', async () => {
    const { project, paths } = hostileSet();
    chmodSync(paths['locked']!, 0o000);
    let client: TestClient;
    let exitedEarly: Promise<never> = new Promise(() => undefined);
    if (asRoot) {
      // Root reads everything: the server runs as nobody, who owns the project.
      const chownAll = (path: string): void => {
        chownSync(path, NOBODY, NOBODY);
        if (lstatSync(path).isDirectory() && !lstatSync(path).isSymbolicLink()) for (const entry of readdirSync(path)) chownAll(join(path, entry));
      };
      chownAll(project.dir);
      // Nobody may not reach this checkout (a private clone): the server runs from a copy it can read.
      const server = readableCopy(join(ROOT, 'packages', 'language-server'));
      cleanups.push(server.cleanup);
      const child = spawn(process.execPath, [server.bin('cmdlint-language-server'), '--stdio'], { cwd: project.dir, uid: NOBODY, gid: NOBODY, stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } });
      let stderr = '';
      child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
      // A server that exits fails the test at once, with what it said, instead of at the time-out.
      exitedEarly = new Promise((_, reject) => child.once('exit', (code) => reject(new Error(`the server exited (${code}) before answering: ${stderr}`))));
      exitedEarly.catch(() => undefined);
      client = overProcess(child, 'stdio');
      cleanups.push(() => {
        client.dispose();
        child.kill();
      });
      cleanups.push(() => expect(stderr, 'the spawned server wrote no stack trace').not.toMatch(/\n\s+at /));
    } else {
      const session = inProcess();
      cleanups.push(session.dispose);
      client = session.client;
    }
    client.settings = { debounceMs: 0 };
    await Promise.race([client.initialize({ rootPath: project.dir }), exitedEarly]);
    const a = fileUri(paths['a']!);
    const text = '{ "name": "dup", "description": "A" }\n';
    await Promise.race([client.open(a, text), exitedEarly]);
    const published = await Promise.race([client.diagnostics(a, { version: 1, timeout: deadline(200) }), exitedEarly]);
    // The test itself may run as root: the expected result leaves the unreadable file out by hand.
    const readable = expectedFor(project.dir, new Map([[paths['a']!, text]]), [paths['locked']!]);
    expect(published.diagnostics.map(shown)).toEqual(readable.get(paths['a']!));
    // With it, a.json would collide with it too.
    expect(readable.get(paths['a']!)).not.toEqual(expectedFor(project.dir, new Map([[paths['a']!, text]])).get(paths['a']!));
    expect(failures(client)).toEqual([]);
  }, deadline(1200));
});
