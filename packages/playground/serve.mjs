#!/usr/bin/env node
// Serves the built page (dist/) on 127.0.0.1 and prints its URL: `pnpm playground`. A small
// static server of Node's own; nothing but files under dist/ is ever answered. Text files go out
// compressed (brotli or gzip, as the browser accepts), as a static host such as GitHub Pages
// sends them; `base` mounts the site under a path, as a project's Pages site is (/<repository>/).
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

/** The encoding to send: brotli, else gzip, else none (the client's Accept-Encoding, q=0 meaning no). */
export function encodingFor(acceptEncoding = '') {
  const accepted = new Set(
    acceptEncoding
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, q]) => !/^\s*q=0(\.0*)?\s*$/.test(q ?? ''))
      .map(([name]) => name.trim().toLowerCase()),
  );
  return accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : undefined;
}

/** Starts the server; resolves to `{ url, close }`. Port 0 picks a free one. */
export function serve({ root = fileURLToPath(new URL('./dist/', import.meta.url)), port = 0, base = '/' } = {}) {
  const compressed = new Map();
  const server = createServer(async (request, response) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      // A malformed escape (GET /%), which any web page can send to a loopback port: refused.
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    if (!pathname.startsWith(base)) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const path = `/${pathname.slice(base.length)}`;
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) {
      response.writeHead(403).end();
      return;
    }
    let body;
    try {
      body = await readFile(file);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
      return;
    }
    const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' };
    const encoding = COMPRESSIBLE.has(extname(file)) ? encodingFor(request.headers['accept-encoding']) : undefined;
    if (encoding) {
      const key = `${encoding} ${file}`;
      const cached = compressed.get(key);
      if (!cached || !cached.source.equals(body)) {
        const packed = encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }) : gzipSync(body, { level: 9 });
        compressed.set(key, { source: body, packed });
      }
      body = compressed.get(key).packed;
      Object.assign(headers, { 'content-encoding': encoding, vary: 'accept-encoding' });
    }
    response.writeHead(200, headers).end(body);
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({ url: `http://127.0.0.1:${actual}${base}`, close: () => new Promise((done) => server.close(() => done())) });
    });
  });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const wanted = Number(process.env.PORT ?? 4173);
  const { url } = await serve({ port: wanted }).catch((error) => {
    if (error.code !== 'EADDRINUSE') throw error;
    return serve({ port: 0 }); // the usual port is taken: any free one
  });
  console.log(`cmdlint playground: ${url}  (Ctrl+C stops it)`);
}
