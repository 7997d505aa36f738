// serve.mjs: the built page, compressed as a static host sends it, under a base path as a
// project's GitHub Pages site is served. Uses a directory of its own, not dist/.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the package
import { encodingFor, serve } from '../serve.mjs';

const root = mkdtempSync(join(tmpdir(), 'cmdlint-serve-'));
const script = `export const x = ${JSON.stringify('lint '.repeat(2000))};\n`;
writeFileSync(join(root, 'index.html'), '<!doctype html><title>t</title>');
writeFileSync(join(root, 'app.js'), script);
writeFileSync(join(root, 'shot.png'), Buffer.from([0x89, 0x50, 0x4e, 0x47]));
let server: { url: string; close(): Promise<void> };
beforeAll(async () => {
  server = await serve({ root, port: 0, base: '/cmdlint/' });
});
afterAll(async () => {
  await server.close();
  rmSync(root, { recursive: true, force: true });
});

const get = (path: string, acceptEncoding?: string) => fetch(new URL(path, server.url), { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

describe('serve.mjs', () => {
  it.each([
    ['br, gzip', 'br', (b: Buffer) => brotliDecompressSync(b)],
    ['gzip, deflate', 'gzip', (b: Buffer) => gunzipSync(b)],
    ['identity', null, (b: Buffer) => b],
    ['br;q=0, gzip', 'gzip', (b: Buffer) => gunzipSync(b)],
  ])('Accept-Encoding %s: sent as %s, the same bytes once decoded', async (accept, encoding, decode) => {
    // fetch would decode it: the raw body is read through a plain HTTP request instead.
    const { request } = await import('node:http');
    const { body, headers } = await new Promise<{ body: Buffer; headers: Record<string, unknown> }>((resolve, reject) => {
      request(new URL('app.js', server.url), { headers: { 'accept-encoding': accept } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (c: Buffer) => chunks.push(c));
        response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers }));
      })
        .on('error', reject)
        .end();
    });
    expect(headers['content-encoding'] ?? null).toBe(encoding);
    expect(decode(body).toString()).toBe(script);
    if (encoding) expect(body.length).toBeLessThan(script.length / 10);
  });

  it('serves under its base path only; images are not compressed again', async () => {
    expect((await get('/cmdlint/')).status).toBe(200);
    expect(await (await get('/cmdlint/')).text()).toContain('<title>t</title>');
    expect((await get('/app.js')).status).toBe(404);
    expect((await get('/cmdlint/../index.html')).status).not.toBe(500);
    const png = await get('/cmdlint/shot.png', 'gzip');
    expect(png.headers.get('content-encoding')).toBe(null);
  });

  it.each([
    ['', undefined],
    ['gzip', 'gzip'],
    ['deflate, gzip;q=1.0, br;q=0.8', 'br'],
    ['gzip;q=0', undefined],
    ['br;q=0.0, gzip;q=0', undefined],
  ])('encodingFor(%j) is %s', (accept, expected) => {
    expect(encodingFor(accept)).toBe(expected);
  });
});
