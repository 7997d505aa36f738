// Issues 24, items 7, 10 and 11: `plan --fetch` against a hostile API (an HTTP server the test
// starts on 127.0.0.1). An answer that never ends, or gzip that inflates past the bound, is cut
// off at 64 MiB decoded; a 429 asking for 50 s is not slept past --timeout; a 503 reason phrase
// and a non-JSON answer with escape sequences reach the one-line failure escaped.
import { createServer as createHttpServer, type ServerResponse } from 'node:http';
import { createServer as createTcpServer, type Server } from 'node:net';
import { gzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { projectsRemovedAfterAll } from './helpers.js';
import { runCli } from './process.js';

const project = projectsRemovedAfterAll();
const servers: { close: () => void }[] = [];
afterAll(() => {
  for (const server of servers) server.close();
});
const MB = 1024 * 1024;
const RAW_CONTROL = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f]/;

async function api(answer: (response: ServerResponse) => void): Promise<string> {
  const server = createHttpServer((_request, response) => answer(response));
  servers.push({ close: () => server.closeAllConnections?.() ?? server.close() });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

async function rawApi(bytes: Buffer): Promise<string> {
  const server: Server = createTcpServer((socket) => socket.once('data', () => socket.end(bytes)));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as { port: number }).port}`;
}

const fetchArgs = (base: string, ...more: string[]) => ['plan', 'a.json', '--fetch', '--application-id', '123456789012345678', '--api-base', base, ...more];
const env = { CMDLINT_TOKEN: 'abc.def.ghi' };

describe('item 7: the --fetch answer is bounded once decoded', () => {
  it('an answer that never ends is cut off past 64 MiB, in bounded memory', async () => {
    const p = project({ 'a.json': '{ "name": "ping", "description": "Pong" }\n' });
    const chunk = Buffer.alloc(MB, 0x20);
    const base = await api((response) => {
      response.writeHead(200, { 'content-type': 'application/json' });
      const pump = (): void => {
        while (response.write(chunk));
        response.once('drain', pump);
      };
      response.on('close', () => response.removeAllListeners('drain'));
      pump();
    });
    const run = await runCli(fetchArgs(base, '--timeout', '120'), { cwd: p.dir, deadline: 120_000, env, maxRss: 600 * MB });
    expect(run.hung).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/larger than 64 MiB once decoded/);
  });

  it('gzip of 421 KB that inflates to 400 MB is refused past 64 MiB', async () => {
    const p = project({ 'a.json': '{ "name": "ping", "description": "Pong" }\n' });
    const bomb = gzipSync(Buffer.alloc(400 * MB, 0x20), { level: 9 });
    const base = await api((response) => response.writeHead(200, { 'content-type': 'application/json', 'content-encoding': 'gzip' }).end(bomb));
    const run = await runCli(fetchArgs(base), { cwd: p.dir, deadline: 120_000, env, maxRss: 600 * MB });
    expect(run.hung).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/larger than 64 MiB once decoded/);
  });
});

describe('item 11: --timeout bounds the whole fetch, a 429 wait too', () => {
  it('a 429 asking for 50 s with --timeout 2 fails at once, saying why', async () => {
    const p = project({ 'a.json': '{ "name": "ping", "description": "Pong" }\n' });
    const base = await api((response) => response.writeHead(429, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'You are being rate limited.', retry_after: 50, global: false })));
    // It slept the 50 s before: killed well before that.
    const run = await runCli(fetchArgs(base, '--timeout', '2'), { cwd: p.dir, deadline: 25_000, env });
    expect(run.hung).toBe(false);
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/Rate limited .* for 50 s, longer than what is left of --timeout 2/);
  });
});

describe('item 10: the server\'s text in the failure is escaped', () => {
  it('a 503 reason phrase with an 8-bit CSI and a non-JSON answer with OSC', async () => {
    const p = project({ 'a.json': '{ "name": "ping", "description": "Pong" }\n' });
    const reason = await rawApi(Buffer.from('HTTP/1.1 503 Down \x9b2J now\r\ncontent-length: 0\r\nconnection: close\r\n\r\n', 'latin1'));
    let run = await runCli(fetchArgs(reason), { cwd: p.dir, deadline: 30_000, env });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/The API answered 503 Down/);
    expect(run.stderr).not.toMatch(RAW_CONTROL);
    const notJson = await api((response) => response.writeHead(200, { 'content-type': 'application/json' }).end('\u001b]0;owned\u0007 not json'));
    run = await runCli(fetchArgs(notJson), { cwd: p.dir, deadline: 30_000, env });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/is not JSON/);
    expect(run.stderr).not.toMatch(RAW_CONTROL);
  });
});

describe('item 16: a token with control characters', () => {
  it('is said to be malformed, without printing it, before any request', async () => {
    const p = project({ 'a.json': '{ "name": "ping", "description": "Pong" }\n' });
    let requests = 0;
    const base = await api((response) => {
      requests++;
      response.writeHead(200, { 'content-type': 'application/json' }).end('[]');
    });
    const run = await runCli(fetchArgs(base), { cwd: p.dir, deadline: 30_000, env: { CMDLINT_TOKEN: 'secret\u0001part' } });
    expect(run.code).toBe(2);
    expect(run.stderr).toMatch(/CMDLINT_TOKEN is malformed/);
    expect(run.stderr).not.toContain('secret');
    expect(requests).toBe(0);
  });
});
