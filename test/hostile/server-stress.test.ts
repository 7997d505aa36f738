// The built language server over stdio under stress: broken frames on its input end the
// connection with a reason instead of wedging it, and every request is answered within a second
// while a 40 MB document is being linted (on the server's lint thread; CMDLINT_STRESS_BYTES for
// another size). Every case has its own deadline.
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createServer as createNetServer, type Socket } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { overProcess, type TestClient } from '../../packages/language-server/test/client.js';
import { tempProject } from '../../packages/language-server/test/helpers.js';
import { ensureServerBuilt, SERVER_BIN } from '../server/helpers.js';
import { deadline } from './deadline.js';
// @ts-expect-error: a plain .mjs module of the bench, which generates the same documents
import { bulkDocument } from '../../bench/lib/stress.mjs';

beforeAll(() => ensureServerBuilt(), deadline(3000));

const cleanups: (() => void)[] = [];
afterEach(() => {
  while (cleanups.length > 0) cleanups.pop()!();
});

function start(args: readonly string[] = ['--stdio']): { child: ChildProcess; stderr: () => string; stdout: () => string; exit: Promise<number | null> } {
  const child = spawn(process.execPath, [SERVER_BIN, ...args], { stdio: ['pipe', 'pipe', 'pipe'], env: { PATH: process.env.PATH ?? '' } });
  let stderr = '';
  let stdout = '';
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk));
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk));
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  cleanups.push(() => child.kill('SIGKILL'));
  return { child, stderr: () => stderr, stdout: () => stdout, exit };
}

function frame(message: object): string {
  const body = JSON.stringify({ jsonrpc: '2.0', ...message });
  return `Content-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`;
}

const INITIALIZE = frame({ id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });

/** Resolves with the exit code, or with 'still running' after `ms`. */
function exitWithin(exit: Promise<number | null>, ms: number): Promise<number | null | 'still running'> {
  return Promise.race([exit, new Promise<'still running'>((resolve) => setTimeout(() => resolve('still running'), ms))]);
}

describe('a broken frame ends the connection with its reason on stderr, never a silent wedge', () => {
  const broken: [string, string, RegExp][] = [
    ['Content-Length: abc', 'Content-Length: abc\r\n\r\n{}', /Content-Length must be a number of bytes, not "abc"/],
    ['a negative length', 'Content-Length: -5\r\n\r\n{}', /Content-Length must be a number of bytes, not "-5"/],
    ['a body without a header', JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'shutdown' }), /is not "Name: value"/],
    ['lines ended by LF alone', 'Content-Length: 2\n\n{}', /is not "Name: value"/],
    ['no Content-Length', 'Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n{}', /has no Content-Length/],
    ['Content-Length given twice', 'Content-Length: 2\r\nContent-Length: 2\r\n\r\n{}', /Content-Length is given twice/],
    ['a length beyond any message', 'Content-Length: 99999999999\r\n\r\n{}', /more than the \d+ bytes a message can have/],
    ['another charset', 'Content-Length: 2\r\nContent-Type: application/vscode-jsonrpc; charset=utf-16\r\n\r\n{}', /charset "utf-16" is not supported/],
    ['a header that never ends', `X-Padding: ${'x'.repeat(20_000)}`, /no header ends within 8192 bytes/],
  ];
  for (const [what, bytes, reason] of broken) {
    it(`${what}: exit 1 within seconds, the reason on stderr, nothing answered after it`, async () => {
      const server = start();
      server.child.stdin!.write(bytes);
      server.child.stdin!.write(INITIALIZE);
      expect(await exitWithin(server.exit, deadline(100))).toBe(1);
      expect(server.stderr()).toMatch(/^cmdlint-language-server: a broken message on stdin: /);
      expect(server.stderr()).toMatch(reason);
      expect(server.stderr()).not.toMatch(/\n\s+at /);
      expect(server.stdout()).toBe('');
    }, deadline(150));
  }

  it('a well-framed body that is no JSON is skipped: the next request is answered', async () => {
    const server = start();
    server.child.stdin!.write('Content-Length: 5\r\n\r\nnope}');
    server.child.stdin!.write(INITIALIZE);
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('initialize not answered')), deadline(100));
      const check = setInterval(() => {
        if (server.stdout().includes('"id":1')) {
          clearTimeout(timer);
          clearInterval(check);
          resolve();
        }
      }, 50);
    });
    expect(await exitWithin(server.exit, 500)).toBe('still running');
  }, deadline(150));

  it('a frame split into single bytes is read as one', async () => {
    const server = start();
    for (const byte of Buffer.from(INITIALIZE)) server.child.stdin!.write(Buffer.from([byte]));
    const until = Date.now() + deadline(100);
    while (!server.stdout().includes('"id":1') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(server.stdout()).toContain('"serverInfo"');
    expect(server.stderr()).toBe('');
  }, deadline(150));
});

describe('over --socket too: a broken frame ends the connection, never a wedge', () => {
  /** The server connected to a listener of this test on 127.0.0.1 (only that address), and what it sent back. */
  async function overSocket(): Promise<{ server: ReturnType<typeof start>; socket: Socket; received: () => string }> {
    const listener = createNetServer();
    cleanups.push(() => listener.close());
    await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
    const { port } = listener.address() as { port: number };
    const connected = once(listener, 'connection') as Promise<[Socket]>;
    const server = start([`--socket=${port}`]);
    const [socket] = await connected;
    cleanups.push(() => socket.destroy());
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    socket.on('error', () => undefined); // the server ends it
    return { server, socket, received: () => received };
  }

  const broken: [string, string, RegExp][] = [
    ['Content-Length: abc', 'Content-Length: abc\r\n\r\n{}', /Content-Length must be a number of bytes, not "abc"/],
    ['a negative length', 'Content-Length: -5\r\n\r\n{}', /Content-Length must be a number of bytes, not "-5"/],
    ['a body without a header', JSON.stringify({ jsonrpc: '2.0', id: 9, method: 'shutdown' }), /is not "Name: value"/],
  ];
  for (const [what, bytes, reason] of broken) {
    it(`${what}: exit 1 within seconds, the reason on stderr, nothing answered after it`, async () => {
      const { server, socket, received } = await overSocket();
      socket.write(bytes);
      socket.write(INITIALIZE);
      expect(await exitWithin(server.exit, deadline(100))).toBe(1);
      expect(server.stderr()).toMatch(/^cmdlint-language-server: a broken message on the socket \(port \d+\): /);
      expect(server.stderr()).toMatch(reason);
      expect(received()).toBe('');
    }, deadline(150));
  }

  it('well-formed frames pass: initialize is answered over the socket', async () => {
    const { server, socket, received } = await overSocket();
    socket.write('Content-Length: 5\r\n\r\nnope}');
    for (const byte of Buffer.from(INITIALIZE)) socket.write(Buffer.from([byte]));
    const until = Date.now() + deadline(100);
    while (!received().includes('"serverInfo"') && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(received()).toContain('"serverInfo"');
    expect(await exitWithin(server.exit, 300)).toBe('still running');
  }, deadline(150));
});

/** A bulk array of about `bytes` bytes: commands of 25 options of 25 choices, each localized in 29 locales (the bench's). */
const bigDocument = bulkDocument as (bytes: number) => string;

const SIZE = Number(process.env.CMDLINT_STRESS_BYTES ?? 40_000_000);

describe('responsive while a big document is linted', () => {
  it(`requests are answered within about a second while a ${SIZE / 1e6} MB document is being linted`, async () => {
    const project = tempProject({ 'small.json': '{ "name": "ping", "description": "Pong" }\n' });
    cleanups.push(() => project.cleanup());
    const server = start();
    const client: TestClient = overProcess(server.child, 'stdio');
    cleanups.push(() => client.dispose());
    client.settings = { debounceMs: 0, files: ['*.json'] };
    await client.initialize({ rootPath: project.dir });
    const small = project.uri('small.json');
    await client.open(small, '{ "name": "ping", "description": "Pong" }\n');
    await client.diagnostics(small, { version: 1 });

    const big = project.uri('big.json');
    const text = bigDocument(SIZE);
    await client.open(big, text);
    // The server says when the lint starts; requests go from then until the diagnostics arrive.
    await client.until(() => (client.logs.some((line) => line.includes(`linting ${big} version 1`)) ? true : undefined), 'the lint to start', deadline(600));
    const answered: { sent: number; latency: number }[] = [];
    let published: number | undefined;
    const diagnostics = client.diagnostics(big, { version: 1, timeout: deadline(1200) }).then((p) => {
      published = performance.now();
      return p;
    });
    let completions = 0;
    let budgets = 0;
    while (published === undefined) {
      const sent = performance.now();
      // A request on the small document, then two on the big one itself: completion and hover read its text, never wait for its lint.
      if (answered.length % 3 === 0) await client.hover(small, { line: 0, character: 4 });
      else if (answered.length % 3 === 1) {
        if ((await client.completion(big, { line: 2, character: 4 }))?.items.some((item) => item.label === 'type')) completions++;
      } else if (((await client.hover(big, { line: 2, character: 4 }))?.contents as { value?: string } | undefined)?.value?.startsWith('**command /cmd0**')) budgets++;
      answered.push({ sent, latency: performance.now() - sent });
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    const result = await diagnostics;
    // The lint was real: its thousands of problems are published (capped, the rest counted).
    expect(result.diagnostics.at(-1)).toMatchObject({ code: 'too-many-problems' });
    console.log(`responsiveness: ${answered.length} requests, latencies ${answered.map((a) => Math.round(a.latency)).join(', ')} ms`);
    // Not vacuous: requests were sent and answered while the lint was under way, before its diagnostics.
    const during = answered.filter((a) => a.sent + a.latency < published!);
    expect(during.length, JSON.stringify(answered)).toBeGreaterThanOrEqual(4);
    expect(completions).toBeGreaterThanOrEqual(1);
    expect(budgets).toBeGreaterThanOrEqual(1);
    expect(Math.max(...during.map((a) => a.latency)), JSON.stringify(answered)).toBeLessThan(deadline(10));
  }, deadline(1800));
});
