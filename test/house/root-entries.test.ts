// The repository's root as every clone gets it (the pre-commit framework's included): only the
// entries a monorepo of this shape needs. A stray file (a shell's redirection gone wrong, such as
// `hat-the-list-returns)) so that#`) fails here instead of shipping; a new entry is added below on purpose.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

const EXPECTED = [
  '.changeset', '.ci', '.github', '.gitignore', '.npmrc', '.pre-commit-hooks.yaml', 'LICENSE', 'README.md', 'bench', 'docs', 'examples',
  'knip.json', 'package.json', 'packages', 'pnpm-lock.yaml', 'pnpm-workspace.yaml', 'scripts', 'test', 'tsconfig.json', 'vitest.config.ts',
];

test('the root tracks only the expected entries, each named as a file of a project is', () => {
  // The index: what the next commit holds, staged additions included.
  const listed = spawnSync('git', ['ls-files', '-z', '--full-name'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  expect(listed.status, listed.stderr).toBe(0);
  const entries = [...new Set(listed.stdout.split('\0').filter(Boolean).map((path) => path.split('/')[0]!))].sort();
  for (const entry of entries) expect(entry, `a root entry named "${entry}"`).toMatch(/^[\w.-]+$/);
  expect(entries).toEqual([...EXPECTED].sort());
});
