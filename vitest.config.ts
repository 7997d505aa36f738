import { fileURLToPath } from 'node:url';
import { configDefaults, defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // In-process tests run the shared layer from source, as the CLI bundles it.
    alias: [
      { find: /^@cmdlint\/shared\/source$/, replacement: fileURLToPath(new URL('./packages/shared/src/source/index.ts', import.meta.url)) },
      { find: /^@cmdlint\/shared$/, replacement: fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url)) },
      // The playground's name for shared's browser-safe modules (see packages/playground/vite.config.ts).
      { find: /^@shared-src\//, replacement: fileURLToPath(new URL('./packages/shared/src/', import.meta.url)) },
    ],
  },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    // test/corpus/source holds third-party bot sources as data; one of them is a test file of its own.
    exclude: [...configDefaults.exclude, 'test/corpus/source/**'],
    // The end-to-end tests spawn the built binary: rebuild first if a source is newer.
    globalSetup: ['test/cli/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
