// The built server over stdio, as an editor starts it, with JavaScript and TypeScript documents:
// with cmdlint.sources "on" they are linted at their source positions; "off" (the default) they
// get nothing. A preload records the modules the process loaded (require.cache at exit): the server
// never loads the parser (oxc-parser): sources are read in its lint process.
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join } from 'node:path';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { overProcess, type TestClient } from '../../packages/language-server/test/client.js';
import { BAN_JS, PING_TS, POLL, tempProject, type Project } from '../../packages/language-server/test/helpers.js';
import { ensureServerBuilt, exited, ROOT, SERVER_BIN, VSIX_SERVER } from './helpers.js';

beforeAll(() => ensureServerBuilt(), 300_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

interface Spawned {
  readonly client: TestClient;
  readonly project: Project;
  /** Ends the session (shutdown, exit) and returns the files of the modules the server loaded. */
  finish(): Promise<string[]>;
}

async function spawnSession(settings: Record<string, unknown>, server = SERVER_BIN): Promise<Spawned> {
  const project = tempProject();
  cleanups.push(() => project.cleanup());
  const preload = project.write('record-modules.cjs', "process.on('exit', () => require('fs').writeFileSync(process.env.MODULES_OUT, Object.keys(require.cache).join('\\n')));\n");
  const out = project.path('modules.txt');
  const child = spawn(process.execPath, ['-r', preload, server, '--stdio'], { cwd: ROOT, stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '', MODULES_OUT: out } });
  cleanups.push(() => child.kill());
  const client = overProcess(child, 'stdio');
  client.settings = { debounceMs: 0, ...settings };
  await client.initialize({ rootPath: project.dir });
  return {
    client,
    project,
    async finish() {
      await client.shutdown();
      await client.connection.sendNotification('exit');
      expect(await exited(child)).toBe(0);
      client.dispose();
      return readFileSync(out, 'utf8').split('\n');
    },
  };
}

const loadsParser = (modules: readonly string[]) => modules.some((file) => /[\\/]oxc-parser[\\/]|@oxc-parser[\\/]binding/.test(file));
const brief = (diagnostics: readonly { code?: string | number; range: { start: { line: number; character: number }; end: { line: number; character: number } } }[]) =>
  diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character]);

describe('the built server over stdio', () => {
  test('sources "on": a builder file and a TypeScript literal linted at their literals, in the lint process: the server never loads the parser', async () => {
    const session = await spawnSession({ sources: 'on' });
    const { client, project } = session;
    const js = project.uri('commands/ban.js');
    const ts = project.uri('src/ping.ts');
    await client.open(js, BAN_JS, 'javascript');
    await client.open(ts, PING_TS, 'typescript');
    expect(brief((await client.diagnostics(js, { version: 1 })).diagnostics)).toEqual([
      ['name-lowercase', 4, 11, 4, 16],
      ['required-before-optional', 7, 3, 7, 16],
    ]);
    expect(brief((await client.diagnostics(ts, { version: 1 })).diagnostics)).toEqual([['description-length', 7, 50, 7, 52]]);
    // Read in the lint process, whatever crash, memory or time the reading takes (the record is
    // real: the next test finds the LSP libraries in it).
    expect(loadsParser(await session.finish())).toBe(false);
  });

  test('sources "off" (the default): the same files get nothing, and the parser is never loaded', async () => {
    const session = await spawnSession({});
    const { client, project } = session;
    const js = project.uri('commands/ban.js');
    const ts = project.uri('src/ping.ts');
    await client.open(js, BAN_JS, 'javascript');
    await client.open(ts, PING_TS, 'typescript');
    expect(await client.hover(js, { line: 4, character: 15 })).toBeNull();
    expect(await client.codeActions(js, { start: { line: 4, character: 15 }, end: { line: 4, character: 15 } })).toEqual([]);
    // A JSON document opened after them is linted: the sources were passed over, not pending.
    const json = project.uri('poll.json');
    await client.open(json, POLL);
    expect((await client.diagnostics(json, { version: 1 })).diagnostics).toHaveLength(5);
    expect(client.published.filter((p) => p.uri === js || p.uri === ts)).toEqual([]);
    const modules = await session.finish();
    expect(modules.some((file) => file.includes('vscode-languageserver'))).toBe(true);
    expect(loadsParser(modules)).toBe(false);
  });

  test('a JSON-only session with sources "on" never loads the parser', async () => {
    const session = await spawnSession({ sources: 'on' });
    const { client, project } = session;
    const json = project.uri('poll.json');
    await client.open(json, POLL);
    expect((await client.diagnostics(json, { version: 1 })).diagnostics).toHaveLength(5);
    await client.hover(json, { line: 1, character: 4 });
    expect(loadsParser(await session.finish())).toBe(false);
  });
});

// The VS Code folder's server is one CommonJS bundle with no node_modules beside it: it has no
// parser (the workspace's installed server has). It says so, once, and lints its JSON files.
test('a server without the parser: sources give no diagnostics, and the user is told why and what to install', async () => {
  // The extension's folder as it is installed: its dist/ alone, with no node_modules above it (in a
  // clone of this repository the root's node_modules would hold the parser).
  const shipped = mkdtempSync(join(tmpdir(), 'cmdlint-vsix-'));
  cleanups.push(() => rmSync(shipped, { recursive: true, force: true }));
  cpSync(dirname(VSIX_SERVER), shipped, { recursive: true });
  const session = await spawnSession({ sources: 'on' }, join(shipped, basename(VSIX_SERVER)));
  const { client, project } = session;
  const js = project.uri('commands/ban.js');
  const ts = project.uri('src/ping.ts');
  await client.open(js, BAN_JS, 'javascript');
  await client.open(ts, PING_TS, 'typescript');
  const json = project.uri('poll.json');
  await client.open(json, POLL);
  expect((await client.diagnostics(json, { version: 1 })).diagnostics).toHaveLength(5);
  // The sources are read in the lint process, which tells the server: wait for the telling.
  const telling = () => client.logs.filter((message) => message.includes('cannot load its parser, oxc-parser'));
  await client.until(() => (telling().length >= 2 ? true : undefined), 'the missing parser to be told');
  expect(client.published.filter((p) => (p.uri === js || p.uri === ts) && p.diagnostics.length > 0)).toEqual([]);
  const told = telling();
  // Once in the log and once as a message, however many sources were opened.
  expect(told).toHaveLength(2);
  expect(told[0]).toContain('npm install --save-dev @cmdlint/language-server');
  await session.finish();
});
