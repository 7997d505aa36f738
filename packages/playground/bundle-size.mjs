#!/usr/bin/env node
// The browser bundle's size, gzipped: the core alone (its whole API, minified for browsers) and
// the whole page (every file of dist/, after a fresh build). `pnpm bench` prints both;
// `node bundle-size.mjs` prints them as JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const gzip = (code) => gzipSync(code, { level: 9 }).length;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

export async function bundleSizes() {
  const core = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: join(HERE, '..', 'core', 'dist', 'index.js'), formats: ['es'], fileName: 'core' },
    },
  });
  const coreCode = (Array.isArray(core) ? core : [core]).flatMap((out) => out.output).filter((chunk) => chunk.type === 'chunk').map((chunk) => chunk.code).join('');
  await build({ configFile: join(HERE, 'vite.config.ts'), logLevel: 'silent' });
  const files = filesUnder(join(HERE, 'dist'));
  return {
    coreGzip: gzip(coreCode),
    pageGzip: files.reduce((sum, file) => sum + gzip(readFileSync(file)), 0),
    pageFiles: files.length,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(`${JSON.stringify(await bundleSizes())}\n`);
}
