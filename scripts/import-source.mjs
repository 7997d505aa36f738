// Imports a TypeScript entry point of the repository from its sources, bundled in memory by
// esbuild: the generators (`pnpm run docs`, `pnpm run schema`) never read a build output that
// may be older than the sources.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The module at `relativePath` (from the repository root), with the workspace packages read from source too. */
export async function importSource(relativePath) {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(ROOT, relativePath)],
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'node',
    mainFields: ['module', 'main'],
    alias: {
      '@cmdlint/core': join(ROOT, 'packages/core/src/index.ts'),
      '@cmdlint/core/plan': join(ROOT, 'packages/core/src/plan/index.ts'),
      '@cmdlint/core/explain': join(ROOT, 'packages/core/src/explain/index.ts'),
      '@cmdlint/core/name-chars': join(ROOT, 'packages/core/src/name-char-ranges.ts'),
      '@cmdlint/text': join(ROOT, 'packages/text/src/index.ts'),
      '@cmdlint/linter': join(ROOT, 'packages/linter/src/index.ts'),
      '@cmdlint/files': join(ROOT, 'packages/files/src/index.ts'),
    },
    logLevel: 'silent',
  });
  return import(`data:text/javascript;base64,${Buffer.from(result.outputFiles[0].text).toString('base64')}`);
}
