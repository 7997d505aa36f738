import { defineConfig } from 'tsup';

export default defineConfig({
  // Two entries, as the JS reader's: the reader, and its facts alone (what the table of readers asks).
  entry: { index: 'src/index.ts', info: 'src/info.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
  // import.meta.url in the CommonJS build: the grammar is found beside this package.
  shims: true,
});
