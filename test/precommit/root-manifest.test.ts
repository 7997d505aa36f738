// Under npm (how the pre-commit framework installs the hook) the root's prepare builds the CLI
// from the sources of the CLI, the shared layer and the core (scripts/prepare.mjs), and npm
// installs only the root's devDependencies: every package those sources import must be one of
// them, or the hook's install fails on a user's machine. The CLI's one dependency at run time is
// the parser of JavaScript and TypeScript sources (it ships native code, which no bundle can hold):
// the root's dependencies are exactly the CLI's. Checked here in a second, without npm.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';

interface Manifest {
  dependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
}
const manifest = (path: string): Manifest => JSON.parse(readFileSync(join(ROOT, path), 'utf8')) as Manifest;

describe('the root manifest, as npm reads it', () => {
  const root = manifest('package.json');

  it('has what the bundled CLI imports among its devDependencies, with the same ranges', () => {
    // A package's devDependencies are what its tsup build bundles (types aside).
    const imported: Record<string, string> = {};
    const atRunTime = manifest('packages/cli/package.json').dependencies ?? {};
    for (const name of ['core', 'text', 'linter', 'files', 'readers/python', 'cli']) {
      const { dependencies, devDependencies } = manifest(`packages/${name}/package.json`);
      Object.assign(imported, dependencies, devDependencies);
    }
    const needed = Object.entries(imported).filter(([name]) => !name.startsWith('@cmdlint/') && !name.startsWith('@types/') && !(name in atRunTime));
    expect(needed.length).toBeGreaterThan(0);
    for (const [name, range] of needed) expect(root.devDependencies?.[name], `${name} in the root's devDependencies`).toBe(range);
    expect(root.devDependencies?.tsup, 'tsup, which builds it').toBeDefined();
  });

  it('has no dependency npm cannot install (workspace: and link: are pnpm\'s); at run time, exactly the CLI\'s', () => {
    expect(root.dependencies ?? {}).toEqual(manifest('packages/cli/package.json').dependencies ?? {});
    for (const [name, range] of Object.entries(root.devDependencies ?? {})) expect(range, name).not.toMatch(/^(workspace|link|catalog):/);
  });
});
