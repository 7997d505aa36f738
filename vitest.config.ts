import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const source = (path: string): string => fileURLToPath(new URL(path, import.meta.url));

/**
 * Tests that spawn or import what the build writes (the CLI's bin and bundles, the server's
 * bundle, the core's dist, the playground's pages): they get the global setup that rebuilds
 * core, text, linter, files and cli when a source is newer than the CLI's bundle.
 */
const BUILT = [
  'test/cli/**/*.test.ts',
  'test/hostile/**/*.test.ts',
  'test/server/**/*.test.ts',
  'test/precommit/**/*.test.ts',
  'test/packaging/**/*.test.ts',
  'test/vscode/**/*.test.ts',
  'packages/playground/test/browser.test.ts',
  'packages/playground/test/code.test.ts',
  'packages/playground/test/code-browser.test.ts',
  'packages/playground/test/engine.test.ts',
  'packages/playground/test/page.test.ts',
  'packages/playground/test/serve.test.ts',
  'packages/core/test/hostile-values.test.ts',
  'packages/eslint-plugin/test/eslint-runs.test.ts',
  'test/python/**/*.test.ts',
  'test/corpus/manifest.test.ts',
];

export default defineConfig({
  resolve: {
    // In-process tests run every package from source, as the CLI bundles them: no test of the
    // core, text, linter, files, CLI function or server waits for a build or reads a stale dist.
    alias: [
      { find: /^@cmdlint\/text$/, replacement: source('./packages/text/src/index.ts') },
      { find: /^@cmdlint\/linter$/, replacement: source('./packages/linter/src/index.ts') },
      { find: /^@cmdlint\/files$/, replacement: source('./packages/files/src/index.ts') },
      { find: /^@cmdlint\/language-service$/, replacement: source('./packages/language-service/src/index.ts') },
      { find: /^@cmdlint\/reader-js$/, replacement: source('./packages/readers/js/src/index.ts') },
      { find: /^@cmdlint\/reader-js\/info$/, replacement: source('./packages/readers/js/src/info.ts') },
      { find: /^@cmdlint\/reader-js\/program$/, replacement: source('./packages/readers/js/src/program.ts') },
      { find: /^@cmdlint\/readers$/, replacement: source('./packages/readers/table/src/index.ts') },
      { find: /^@cmdlint\/reader-python\/info$/, replacement: source('./packages/readers/python/src/info.ts') },
      { find: /^@cmdlint\/core$/, replacement: source('./packages/core/src/index.ts') },
      { find: /^@cmdlint\/core\/(plan|explain)$/, replacement: source('./packages/core/src/$1/index.ts') },
    ],
  },
  test: {
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // `vitest run <file>` starts only the project holding the file: a rule's table test never
    // waits for the build, and `vitest run` (pnpm test) runs both.
    projects: [
      {
        extends: true,
        test: {
          name: 'source',
          include: ['packages/*/test/**/*.test.ts', 'packages/readers/*/test/**/*.test.ts', 'test/**/*.test.ts'],
          // test/corpus/third_party/source holds third-party bot sources as data; one of them is a test file of its own.
          exclude: ['**/node_modules/**', 'test/corpus/third_party/source/**', ...BUILT],
        },
      },
      {
        extends: true,
        test: {
          name: 'built',
          include: BUILT,
          globalSetup: ['test/cli/global-setup.ts'],
        },
      },
    ],
  },
});
