// The page's weight: a page of JSON stays within 250 KB gzipped, because the code reader and its
// parser are a chunk of their own that only the worker's import on the first text of code names.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { afterAll, expect, it } from 'vitest';
// @ts-expect-error: a plain ES module of the package (what `pnpm bench` prints)
import { CODE_CHUNK, DOCS_DIR } from '../bundle-size.mjs';
import { PACKAGE } from './harness.js';

const out = mkdtempSync(join(tmpdir(), 'cmdlint-playground-size-'));
afterAll(() => rmSync(out, { recursive: true, force: true }));

it('the page without code is at most 250 KB gzipped; the parser is only in the chunk the worker imports for code', async () => {
  await build({ configFile: join(PACKAGE, 'vite.config.ts'), logLevel: 'silent', build: { outDir: out, emptyOutDir: true } });
  // The docs pages beside it are a site of their own (docs-site.test.ts).
  const files = readdirSync(out, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name)).filter((file) => !DOCS_DIR.test(relative(out, file)));
  const gzip = (file: string) => gzipSync(readFileSync(file), { level: 9 }).length;
  const code = files.filter((file) => CODE_CHUNK.test(file));
  const page = files.filter((file) => !CODE_CHUNK.test(file));
  expect(code).toHaveLength(1);
  expect(page.reduce((sum, file) => sum + gzip(file), 0)).toBeLessThanOrEqual(250 * 1024);
  // acorn's option name: in the code chunk, in no file of the page of JSON.
  const holdsParser = (file: string) => file.endsWith('.js') && readFileSync(file, 'utf8').includes('ecmaVersion');
  expect(code.filter(holdsParser)).toEqual(code);
  expect(page.filter(holdsParser)).toEqual([]);
  // Named by the worker's dynamic import alone.
  const naming = page.filter((file) => readFileSync(file, 'utf8').includes(code[0]!.split(/[\\/]/).pop()!));
  expect(naming.map((file) => file.split(/[\\/]/).pop())).toEqual([expect.stringMatching(/^worker-/)]);
}, 180_000);
