import { defineConfig } from 'tsup';

// The shared layer, the core and jsonc-parser are bundled in (as the command line does), so the
// server resolves no workspace package at run time; the LSP libraries stay dependencies.
export default defineConfig({
  entry: ['src/index.ts', 'src/lint-worker.ts'],
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
  noExternal: ['@cmdlint/shared', '@cmdlint/core', 'jsonc-parser'],
  esbuildOptions(options) {
    options.mainFields = ['module', 'main'];
  },
});
