import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // In-process tests run the shared layer from source, as the CLI bundles it.
    alias: [
      { find: /^@cmdlint\/shared$/, replacement: fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url)) },
      // The playground's name for shared's browser-safe modules (see packages/playground/vite.config.ts).
      { find: /^@shared-src\//, replacement: fileURLToPath(new URL('./packages/shared/src/', import.meta.url)) },
      // And its name for the language server's pure service (completion runs in its worker).
      { find: /^@language-service\//, replacement: fileURLToPath(new URL('./packages/language-server/src/service/', import.meta.url)) },
    ],
  },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    // The end-to-end tests spawn the built binary: rebuild first if a source is newer.
    globalSetup: ['test/cli/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
