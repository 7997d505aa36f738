// The server's diagnostics as an editor meets them (in process, a real client connection): on
// open, change, close, debounced, stale results dropped, exact ranges.
import { describe, expect, test } from 'vitest';
import { lintFiles } from '@cmdlint/linter';
import type { CmdlintServer } from '../src/index.js';
import { positionOf, type TestClient } from './client.js';
import { GOOD, POLL } from './helpers.js';
import { range, sessions } from './session.js';

const start = sessions();

describe('diagnostics', () => {
  test('on open: the command line\'s diagnostics, with source, code, docs link and exact ranges', async () => {
    const { client, project, uri, published } = await start.withDocument();
    expect(published.diagnostics.map((d) => [d.code, d.range])).toEqual([
      ['number-as-string', range(2, 10, 2, 13)],
      ['locale-key', range(4, 42, 4, 63)],
      ['name-lowercase', range(6, 25, 6, 35)],
      ['required-before-optional', range(7, 4, 7, 87)],
      ['default-member-permissions', range(9, 32, 9, 36)],
    ]);
    const first = published.diagnostics[0]!;
    expect(first).toEqual({
      range: range(2, 10, 2, 13),
      severity: 1,
      source: 'cmdlint',
      code: 'number-as-string',
      codeDescription: { href: 'https://github.com/cmdlint/cmdlint/blob/main/docs/rules/number-as-string.md' },
      message: 'Command /poll: "type" is the string "1"; the service wants a number: use 1 without quotes.',
    });
    // The same messages the shared layer gives the command line, in the same order.
    const [report] = lintFiles([{ path: project.path('poll.json'), text: POLL }]);
    expect(published.diagnostics.map((d) => d.message)).toEqual(report!.diagnostics.map((d) => d.message));
  });

  test('on change (incremental): diagnostics follow the edits, for the version they were computed on', async () => {
    const { client, uri } = await start.withDocument();
    // "1" -> 1: the number-as-string problem goes away.
    const at = positionOf(POLL, '"1"');
    const v2 = await client.change(uri, [{ range: { start: at, end: { line: at.line, character: at.character + 3 } }, text: '1' }]);
    const second = await client.diagnostics(uri, { version: v2 });
    expect(second.diagnostics.map((d) => d.code)).toEqual(['locale-key', 'name-lowercase', 'required-before-optional', 'default-member-permissions']);
    // A new mistake on line 1: "poll" -> "Poll".
    const v3 = await client.change(uri, [{ range: range(1, 11, 1, 12), text: 'P' }]);
    const third = await client.diagnostics(uri, { version: v3 });
    expect(third.diagnostics[0]).toMatchObject({ code: 'name-lowercase', range: range(1, 10, 1, 16) });
    expect(third.diagnostics[0]!.message).toContain('name "Poll" must be lowercase');
  });

  test('on close: cleared', async () => {
    const { client, uri } = await start.withDocument();
    const since = client.published.length;
    await client.close(uri);
    const cleared = await client.diagnostics(uri, { since });
    expect(cleared.diagnostics).toEqual([]);
  });

  test('changes are debounced per document: quick edits are linted once, at the last version', async () => {
    const { client, project } = await start({ settings: { debounceMs: 400 } });
    const uri = project.uri('ping.json');
    await client.open(uri, GOOD);
    await client.diagnostics(uri, { version: 1 });
    const since = client.published.length;
    for (const name of ['P', 'Pi', 'Pin', 'Ping']) await client.change(uri, [{ text: `{ "name": "${name}", "description": "Pong" }\n` }]);
    const last = await client.diagnostics(uri, { since, version: 5 });
    expect(last.diagnostics.map((d) => d.message)).toEqual([expect.stringContaining('name "Ping" must be lowercase')]);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(client.published.slice(since).map((p) => p.version)).toEqual([5]);
  });

  test('a result computed on a version that has changed meanwhile is dropped', async () => {
    let client!: TestClient;
    let server!: CmdlintServer;
    const started = await start({
      server: {
        hooks: {
          // While version 1 is being linted, version 2 arrives.
          async beforePublish(uri, version) {
            if (version !== 1) return;
            await client.change(uri, [{ text: '{ "name": "ping", "description": "Pong", "type": "1" }\n' }]);
            await client.until(() => (server.documents.get(uri)?.version === 2 ? true : undefined), 'version 2 on the server');
          },
        },
      },
    });
    client = started.client;
    server = started.server;
    const uri = started.project.uri('ping.json');
    await client.open(uri, POLL);
    const published = await client.diagnostics(uri, { version: 2 });
    expect(published.diagnostics.map((d) => [d.code, d.range])).toEqual([['number-as-string', range(0, 49, 0, 52)]]);
    expect(client.published.filter((p) => p.uri === uri).map((p) => p.version)).toEqual([2]);
    // Version 2 may be published before version 1 is found stale: wait for that too.
    await client.until(() => (server.staleDrops === 1 ? true : undefined), 'the dropped result');
    expect(client.published.filter((p) => p.uri === uri).map((p) => p.version)).toEqual([2]);
    expect(client.logs.some((line) => line.includes(`dropped the diagnostics of ${uri} version 1`))).toBe(true);
  });

  test('a version lower than one already published (a client whose versions go backwards) is never published', async () => {
    const { client, project, server } = await start();
    const uri = project.uri('ping.json');
    await client.open(uri, POLL, 'json', 5);
    await client.diagnostics(uri, { version: 5 });
    const since = client.published.length;
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ text: '{ "name": "Ping", "description": "Pong" }\n' }] });
    await client.until(() => (server.staleDrops === 1 ? true : undefined), 'the dropped result');
    expect(client.logs.some((line) => line.includes(`dropped the diagnostics of ${uri} version 3: version 5 was already published`))).toBe(true);
    // Going forward again publishes.
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 6 }, contentChanges: [{ text: '{ "name": "Ping", "description": "Pong" }\n' }] });
    await client.diagnostics(uri, { version: 6 });
    expect(client.published.slice(since).map((p) => p.version)).toEqual([6]);
  });

  test('a JSON file that is not commands gets no diagnostics; one that becomes commands does', async () => {
    const { client, project } = await start();
    const uri = project.uri('data.json');
    await client.open(uri, '{ "version": 3, "items": [1, 2] }\n');
    await client.open(project.uri('package.json'), '{ "name": "Thing", "description": "x" }\n');
    const other = project.uri('other.json');
    await client.open(other, GOOD);
    await client.diagnostics(other, { version: 1 });
    expect(client.last(uri)).toBeUndefined();
    expect(client.last(project.uri('package.json'))).toBeUndefined();
    const v2 = await client.change(uri, [{ text: '{ "name": "Ping", "description": "Pong" }\n' }]);
    expect((await client.diagnostics(uri, { version: v2 })).diagnostics.map((d) => d.code)).toEqual(['name-lowercase']);
  });

  test('a .jsonc file takes comments; a .json file reports them as the command line does', async () => {
    const { client, project } = await start();
    const text = '{\n  // the ping command\n  "name": "ping", "description": "Pong"\n}\n';
    await client.open(project.uri('a.jsonc'), text, 'jsonc');
    await client.open(project.uri('b.json'), text, 'jsonc');
    expect((await client.diagnostics(project.uri('a.jsonc'))).diagnostics).toEqual([]);
    const b = await client.diagnostics(project.uri('b.json'));
    const [report] = lintFiles([{ path: project.path('b.json'), text }]);
    expect(b.diagnostics.map((d) => [d.code, d.range, d.message])).toEqual(report!.diagnostics.map((d) => [d.ruleId, d.range, d.message]));
    expect(b.diagnostics[0]!.code).toBe('json-syntax');
  });

  test('an editor text that keeps its BOM: ranges on the first line count it', async () => {
    const { client, project } = await start();
    const uri = project.uri('bom.json');
    await client.open(uri, '\uFEFF{ "name": "Ping", "description": "Pong" }\n');
    const published = await client.diagnostics(uri);
    expect(published.diagnostics[0]).toMatchObject({ code: 'name-lowercase', range: range(0, 11, 0, 17) });
  });

  test('an invalid configuration is shown on the command files it governs', async () => {
    const { client, project } = await start({ files: { 'cmdlint.config.json': '{ "rulez": {} }' } });
    const uri = project.uri('ping.json');
    await client.open(uri, GOOD);
    const published = await client.diagnostics(uri);
    expect(published.diagnostics).toHaveLength(1);
    expect(published.diagnostics[0]).toMatchObject({ code: 'invalid-config', range: range(0, 0, 0, 0), severity: 1 });
    expect(published.diagnostics[0]!.message).toContain('"rulez" is not a setting of cmdlint (did you mean "rules"?)');
  });
});

