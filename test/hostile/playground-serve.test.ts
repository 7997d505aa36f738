// Issue 24, item 13: `pnpm playground`'s server (serve.mjs, run as its own process) exited on
// `GET /%`, a URIError outside any try, which any open web page can send to a loopback port. It
// answers 400 and keeps serving.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';

const children: ReturnType<typeof spawn>[] = [];
afterAll(() => {
  for (const child of children) child.kill();
});

function get(base: string, path: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const url = new URL(base);
    const req = request({ host: '127.0.0.1', port: url.port, path, method: 'GET' }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    });
    req.on('error', reject);
    req.end();
  });
}

describe('item 13: serve.mjs and a malformed escape in the path', () => {
  it('GET /% is answered 400, and the server still answers after it', async () => {
    const child = spawn(process.execPath, [join(ROOT, 'packages/playground/serve.mjs')], { env: { PATH: process.env.PATH ?? '', PORT: '0' }, stdio: ['ignore', 'pipe', 'pipe'] });
    children.push(child);
    const url = await new Promise<string>((resolve, reject) => {
      let out = '';
      child.stdout!.on('data', (chunk: Buffer) => {
        out += chunk.toString();
        const match = /http:\/\/127\.0\.0\.1:\d+\//.exec(out);
        if (match) resolve(match[0]);
      });
      child.on('exit', (code) => reject(new Error(`serve.mjs exited (${code}) before listening`)));
    });
    expect(await get(url, '/%')).toBe(400);
    expect(await get(url, '/%E0%A4%A')).toBe(400);
    expect(child.exitCode).toBeNull();
    expect([200, 404]).toContain(await get(url, '/index.html'));
  });
});
