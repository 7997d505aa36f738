import { readFileSync } from 'node:fs';
import { defineConfig } from 'tsup';

const { version } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as { version: string };

/** The plugin's declarations carry the types it takes from the text, linter and files layers and the core. */
const DECLARATIONS_FROM_SOURCE = {
  '@cmdlint/core': ['../core/src/index.ts'],
  '@cmdlint/text': ['../text/src/index.ts'],
  '@cmdlint/linter': ['../linter/src/index.ts'],
  '@cmdlint/files': ['../files/src/index.ts'],
  '@cmdlint/reader-js': ['../readers/js/src/index.ts'],
  '@cmdlint/reader-js/info': ['../readers/js/src/info.ts'],
};

// One bundle for import and one for require, with the text, linter and files layers, the core and jsonc-parser in
// it (as the command line's): the plugin depends on no package but ESLint. Those layers'
// source parser (oxc-parser) is never loaded: ESLint gives the tree.
const shared = {
  entry: ['src/index.ts'],
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
  shims: true,
  noExternal: ['@cmdlint/text', '@cmdlint/linter', '@cmdlint/files', '@cmdlint/core', '@cmdlint/reader-js', 'jsonc-parser'],
  define: { __PLUGIN_VERSION__: JSON.stringify(version) },
  esbuildOptions(options: { mainFields?: string[] }) {
    options.mainFields = ['module', 'main'];
  },
} as const;

export default defineConfig([
  { ...shared, format: ['esm'], dts: { compilerOptions: { paths: DECLARATIONS_FROM_SOURCE } }, clean: ['!index.cjs', '!index.d.cts'] },
  // require() gives the plugin itself, as an eslint.config.cjs expects, not { default: plugin }.
  { ...shared, format: ['cjs'], dts: { compilerOptions: { paths: DECLARATIONS_FROM_SOURCE } }, footer: { js: 'module.exports = module.exports.default;' } },
]);
