import { defineConfig } from 'tsup';

/** Relative to the package (the declaration build's base): the workspace packages whose types are bundled. */
const DECLARATIONS_FROM_SOURCE = {
  '@cmdlint/core': ['../core/src/index.ts'],
  '@cmdlint/text': ['../text/src/index.ts'],
  '@cmdlint/linter': ['../linter/src/index.ts'],
  '@cmdlint/files': ['../files/src/index.ts'],
  '@cmdlint/language-service': ['../language-service/src/index.ts'],
  '@cmdlint/reader-js': ['../readers/js/src/index.ts'],
  '@cmdlint/reader-js/info': ['../readers/js/src/info.ts'],
  '@cmdlint/readers': ['../readers/table/src/index.ts'],
  '@cmdlint/reader-python/info': ['../readers/python/src/info.ts'],
};

// The text, linter and files layers, the core and jsonc-parser are bundled in (as the command line does), so the
// server resolves no workspace package at run time; the LSP libraries stay dependencies.
export default defineConfig({
  entry: ['src/index.ts', 'src/lint-worker.ts'],
  format: ['esm', 'cjs'],
  // The declarations carry the types they use from the core and the text, linter and files layers, taken from their
  // sources as the code is, so a TypeScript consumer needs only the package's dependencies (the
  // core and the text, linter and files layers are not among them: nothing of them is loaded at run time).
  dts: { compilerOptions: { paths: DECLARATIONS_FROM_SOURCE } },
  clean: true,
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
  noExternal: ['@cmdlint/text', '@cmdlint/linter', '@cmdlint/files', '@cmdlint/language-service', '@cmdlint/core', '@cmdlint/readers', '@cmdlint/reader-js', 'jsonc-parser'],
  esbuildOptions(options, context) {
    options.mainFields = ['module', 'main'];
    // The CommonJS build has no import.meta.url, by which the Python reader finds its grammar's wasm
    // from the server's files. (Not tsup's shims: their __dirname in the ES build breaks a bundler
    // that takes it into CommonJS, as the VS Code extension's build does.)
    if (context.format === 'cjs') {
      options.define = { ...options.define, 'import.meta.url': '__cmdlintModuleUrl' };
      options.banner = { js: "var __cmdlintModuleUrl = require('url').pathToFileURL(__filename).href;" };
    }
  },
});
