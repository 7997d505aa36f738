import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The plugin's declarations carry the types it takes from the shared layer and the core. */
const DECLARATIONS_FROM_SOURCE = {
  '@cmdlint/core': ['../core/src/index.ts'],
  '@cmdlint/shared': ['../shared/src/index.ts'],
};

// One bundle for import and one for require, with the shared layer, the core and jsonc-parser in
// it (as the command line's): the plugin depends on no package but ESLint. The shared layer's
// source parser (oxc-parser) is never loaded: ESLint gives the tree.
export default defineConfig({
  entry: ['src/index.ts'],
  format: ['esm', 'cjs'],
  dts: { compilerOptions: { paths: DECLARATIONS_FROM_SOURCE } },
  clean: true,
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
  shims: true,
  noExternal: ['@cmdlint/shared', '@cmdlint/core', 'jsonc-parser'],
  define: { __PLUGIN_VERSION__: JSON.stringify(version) },
  esbuildOptions(options) {
    options.mainFields = ['module', 'main'];
  },
});
