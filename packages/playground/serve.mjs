#!/usr/bin/env node
// Serves the built page (dist/) on 127.0.0.1 and prints its URL: `pnpm playground`. A small
// static server of Node's own; nothing but files under dist/ is ever answered.
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript; charset=utf-8', '.css': 'text/css; charset=utf-8', '.json': 'application/json', '.svg': 'image/svg+xml', '.png': 'image/png', '.ico': 'image/x-icon' };

/** Starts the server; resolves to `{ url, close }`. Port 0 picks a free one. */
export function serve({ root = fileURLToPath(new URL('./dist/', import.meta.url)), port = 0 } = {}) {
  const server = createServer(async (request, response) => {
    let path;
    try {
      path = decodeURIComponent(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    } catch {
      // A malformed escape (GET /%), which any web page can send to a loopback port: refused.
      response.writeHead(400, { 'content-type': 'text/plain' }).end('Bad request');
      return;
    }
    const file = normalize(join(root, path.endsWith('/') ? `${path}index.html` : path));
    if (!file.startsWith(root.endsWith(sep) ? root : root + sep)) {
      response.writeHead(403).end();
      return;
    }
    try {
      const body = await readFile(file);
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': 'no-cache' }).end(body);
    } catch {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const { port: actual } = server.address();
      resolve({ url: `http://127.0.0.1:${actual}/`, close: () => new Promise((done) => server.close(() => done())) });
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
