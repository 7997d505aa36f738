// Issue 24, item 14: the language server kept the highest version it had published, so one
// didChange with version 1e308 left every later result dropped as stale. Through the built server
// over stdio: a version that is not an integer is not taken as one, and a new didOpen starts the
// document's versions afresh.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileUri, overProcess, type TestClient } from '../../packages/language-server/test/client.js';
import { ensureServerBuilt, SERVER_BIN, spawnServer } from '../server/helpers.js';
import { projectsRemovedAfterAll } from './helpers.js';

const project = projectsRemovedAfterAll();
const disposers: (() => void)[] = [];
afterAll(() => {
  for (const dispose of disposers) dispose();
});
beforeAll(() => ensureServerBuilt());

async function session(): Promise<{ client: TestClient; dir: string }> {
  const p = project();
  const child = spawnServer(SERVER_BIN, ['--stdio'], { cwd: p.dir });
  const client = overProcess(child, 'stdio');
  disposers.push(() => {
    client.dispose();
    child.kill();
  });
  client.settings = { debounceMs: 0, files: ['*.json'] };
  await client.initialize({ rootPath: p.dir });
  return { client, dir: p.dir };
}

const BAD = '{ "name": "Ping", "description": "Pong" }';
const GOOD = '{ "name": "ping", "description": "Pong" }';

describe('item 14: versions come from the client, per document', () => {
  it('a didChange with version 1e308 does not stop the diagnostics of later versions', async () => {
    const { client, dir } = await session();
    const uri = fileUri(`${dir}/a.json`);
    await client.open(uri, GOOD);
    await client.diagnostics(uri, { version: 1 });
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 1e308 }, contentChanges: [{ text: GOOD }] });
    await client.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version: 3 }, contentChanges: [{ text: BAD }] });
    const published = await client.diagnostics(uri, { version: 3, timeout: 15_000 });
    expect(published.diagnostics.map((d) => d.code)).toContain('name-lowercase');
  });

  it('a new didOpen (without a close) starts the versions afresh', async () => {
    const { client, dir } = await session();
    const uri = fileUri(`${dir}/b.json`);
    await client.open(uri, GOOD, 'json', 50);
    await client.diagnostics(uri, { version: 50 });
    await client.open(uri, BAD, 'json', 1);
    const published = await client.diagnostics(uri, { version: 1, timeout: 15_000, test: (p) => p.diagnostics.length > 0 });
    expect(published.diagnostics.map((d) => d.code)).toContain('name-lowercase');
  });
});
