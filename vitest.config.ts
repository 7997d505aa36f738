import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  resolve: {
    // In-process tests run the shared layer from source, as the CLI bundles it.
    alias: { '@cmdlint/shared': fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url)) },
  },
  test: {
    include: ['packages/*/test/**/*.test.ts', 'test/**/*.test.ts'],
    // The end-to-end tests spawn the built binary: rebuild first if a source is newer.
    globalSetup: ['test/cli/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
