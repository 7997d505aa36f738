import { defineConfig } from 'tsup';

// Two entries: the reader (index: the parser loaded on the first parse) and its facts alone
// (info: what discovery, the cache and the table of readers ask without loading the reader).
export default defineConfig({
  entry: { index: 'src/index.ts', info: 'src/info.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
});
