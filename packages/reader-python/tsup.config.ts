import { defineConfig } from 'tsup';

export default defineConfig({
  entry: { index: 'src/index.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
  // import.meta.url in the CommonJS build: the grammar is found beside this package.
  shims: true,
});
