#!/usr/bin/env node
// The browser bundle's size, gzipped: the core (its lint engine, `@cmdlint/core`, minified as a
// page's build minifies it), each of its subpath entries as a page importing only that one would load it (the
// subpath with the engine code it uses), and the whole page (every file of dist/, after a fresh
// build, with the number of its files that hold the engine: one). `pnpm bench` prints them; `node bundle-size.mjs` prints them as JSON.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, minify } from 'vite';

const HERE = fileURLToPath(new URL('.', import.meta.url));
const gzip = (code) => gzipSync(code, { level: 9 }).length;

function filesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [join(dir, entry.name)]));
}

/**
 * The gzip sizes of one entry of the core's ES build, bundled for a browser: `gzip` as a page
 * loads it (a page's build minifies whitespace too, as the playground's does), and `libGzip` as
 * vite's library mode leaves it (an ES library build keeps its whitespace and line breaks so that
 * the bundler downstream can still read its pure annotations: nobody loads that text as it is).
 */
async function coreEntryGzip(file) {
  const built = await build({
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      minify: true,
      target: 'es2022',
      lib: { entry: join(HERE, '..', 'core', 'dist', file), formats: ['es'], fileName: 'core' },
    },
  });
  const code = (Array.isArray(built) ? built : [built]).flatMap((out) => out.output).filter((chunk) => chunk.type === 'chunk').map((chunk) => chunk.code).join('');
  const minified = await minify('core.js', code, { compress: true, mangle: true });
  return { gzip: gzip(minified.code), libGzip: gzip(code) };
}

/** The chunk the worker imports on the first text of code (src/code-reader.ts with its parser): no page of JSON loads it. */
export const CODE_CHUNK = /[\\/]code-reader-[^\\/]*\.js$/;

/** The docs pages built beside the page (docs-pages.mjs): a site of their own, not the page's weight. */
export const DOCS_DIR = /^docs[\\/]/;

/** A message of the core's body-shape rule: a file holding it holds the lint engine. */
export const ENGINE_MARKER = 'bulk-overwrite array must be';

export async function bundleSizes() {
  const core = await coreEntryGzip('index.js');
  const planGzip = (await coreEntryGzip('plan.js')).gzip;
  const explainGzip = (await coreEntryGzip('explain.js')).gzip;
  await build({ configFile: join(HERE, 'vite.config.ts'), logLevel: 'silent' });
  const files = filesUnder(join(HERE, 'dist')).filter((file) => !DOCS_DIR.test(relative(join(HERE, 'dist'), file)));
  return {
    coreGzip: core.gzip,
    coreLibGzip: core.libGzip,
    planGzip,
    explainGzip,
    // The page without code: every file but the code chunk, which comes on the first text of code.
    pageGzip: files.filter((file) => !CODE_CHUNK.test(file)).reduce((sum, file) => sum + gzip(readFileSync(file)), 0),
    codeGzip: files.filter((file) => CODE_CHUNK.test(file)).reduce((sum, file) => sum + gzip(readFileSync(file)), 0),
    pageFiles: files.length,
    // The page and its worker share one engine: it must be in one file of dist/ only.
    engineCopies: files.filter((file) => file.endsWith('.js') && readFileSync(file, 'utf8').includes(ENGINE_MARKER)).length,
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.stdout.write(`${JSON.stringify(await bundleSizes())}\n`);
}
