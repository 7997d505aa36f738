import { defineConfig } from 'tsup';

// One small entry for the bin (arguments, help, version) and one lazily loaded chunk with the
// shared layer, the core and jsonc-parser bundled in: start-up reads two files and resolves no
// package, and `cmdlint --version` loads no rule at all.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm'],
  dts: true,
  clean: true,
  splitting: true,
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
  noExternal: ['@cmdlint/shared', '@cmdlint/core', 'jsonc-parser'],
  esbuildOptions(options) {
    options.mainFields = ['module', 'main'];
  },
});
