// The built binary as an editor starts it: initialize -> open -> diagnostics -> shutdown -> exit,
// over stdio, over node IPC and over a socket; and the server bundled in the VS Code folder.
import { once } from 'node:events';
import { createServer as createNetServer, type Socket } from 'node:net';
import { afterEach, beforeAll, describe, expect, test } from 'vitest';
import { overProcess, overStreams, type TestClient } from '../../packages/language-server/test/client.js';
import { POLL, tempProject } from '../../packages/language-server/test/helpers.js';
import { ensureServerBuilt, exited, SERVER_BIN, spawnServer, VSIX_SERVER } from './helpers.js';

beforeAll(() => ensureServerBuilt(), 300_000);

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

/** The session every transport must carry; returns the server's exit code. */
async function session(client: TestClient, child: { exit: () => Promise<number | null> }): Promise<number | null> {
  const project = tempProject();
  cleanups.push(() => project.cleanup());
  const init = await client.initialize({ rootPath: project.dir });
  expect(init.serverInfo).toEqual({ name: 'cmdlint-language-server', version: '0.1.0' });
  expect(init.capabilities.textDocumentSync).toEqual({ openClose: true, change: 2, save: { includeText: false } });
  const uri = project.uri('poll.json');
  await client.open(uri, POLL);
  const published = await client.diagnostics(uri, { version: 1 });
  expect(published.diagnostics.map((d) => [d.code, d.range.start.line, d.range.start.character])).toEqual([
    ['number-as-string', 2, 10],
    ['locale-key', 4, 42],
    ['name-lowercase', 6, 25],
    ['required-before-optional', 7, 4],
    ['default-member-permissions', 9, 32],
  ]);
  await client.shutdown();
  await client.connection.sendNotification('exit');
  const code = await child.exit();
  client.dispose();
  return code;
}

describe('the built binary', () => {
  test('--stdio', async () => {
    const child = spawnServer(SERVER_BIN, ['--stdio']);
    const client = overProcess(child, 'stdio');
    expect(await session(client, { exit: () => exited(child) })).toBe(0);
  });

  test('--node-ipc', async () => {
    const child = spawnServer(SERVER_BIN, ['--node-ipc'], { ipc: true });
    const client = overProcess(child, 'ipc');
    expect(await session(client, { exit: () => exited(child) })).toBe(0);
  });

  test('--socket=PORT (the server connects to the editor\'s port)', async () => {
    const listener = createNetServer();
    cleanups.push(() => listener.close());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as { port: number };
    const connected = once(listener, 'connection') as Promise<[Socket]>;
    const child = spawnServer(SERVER_BIN, [`--socket=${port}`]);
    const [socket] = await connected;
    cleanups.push(() => socket.destroy());
    const client = overStreams(socket, socket);
    expect(await session(client, { exit: () => exited(child) })).toBe(0);
  });

  test('the server of the VS Code folder (dist/server.cjs) over stdio', async () => {
    const child = spawnServer(VSIX_SERVER, ['--stdio']);
    const client = overProcess(child, 'stdio');
    expect(await session(client, { exit: () => exited(child) })).toBe(0);
  });

  test('garbage on the wire does not take the server down', async () => {
    const child = spawnServer(SERVER_BIN, ['--stdio']);
    // A header and body that are not JSON-RPC first, then a proper session.
    child.stdin!.write('Content-Length: 9\r\n\r\n{"nope":1');
    const client = overProcess(child, 'stdio');
    expect(await session(client, { exit: () => exited(child) })).toBe(0);
  });
});
