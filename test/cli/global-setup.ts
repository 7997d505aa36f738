// Before the end-to-end tests spawn the built binary: rebuild the packages when a source file
// is newer than the CLI's bundle (after `pnpm install` they are fresh and this costs a stat).
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
// The bin's entry (there is no dist/index.js: a missing file read as stale, and every run rebuilt).
const BUNDLE = join(ROOT, 'packages', 'cli', 'dist', 'cli.cjs');

function newest(dir: string): number {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(path) : statSync(path).mtimeMs);
  }
  return latest;
}

/** The ESLint plugin's bundle, which the ESLint runs of packages/eslint-plugin/test load. */
const PLUGIN_BUNDLE = join(ROOT, 'packages', 'eslint-plugin', 'dist', 'index.js');

export default function setup(): void {
  const sources = ['core', 'text', 'linter', 'files', 'readers/js', 'readers/table', 'readers/python', 'cli'].map((p) => join(ROOT, 'packages', p, 'src'));
  const built = existsSync(BUNDLE) ? statSync(BUNDLE).mtimeMs : 0;
  const stale = sources.some((dir) => existsSync(dir) && newest(dir) > built);
  if (stale) {
    const filters = ['core', 'text', 'linter', 'files', 'readers/js', 'readers/table', 'readers/python', 'cli'].flatMap((p) => ['--filter', `./packages/${p}`]);
    execFileSync('npx', ['-y', 'pnpm@10', '-r', ...filters, 'run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  }
  const pluginSources = ['core', 'text', 'linter', 'files', 'readers/js', 'eslint-plugin'].map((p) => join(ROOT, 'packages', p, 'src'));
  const pluginBuilt = existsSync(PLUGIN_BUNDLE) ? statSync(PLUGIN_BUNDLE).mtimeMs : 0;
  if (existsSync(pluginSources.at(-1)!) && pluginSources.some((dir) => existsSync(dir) && newest(dir) > pluginBuilt)) {
    execFileSync('npx', ['-y', 'pnpm@10', '--filter', './packages/eslint-plugin', 'run', 'build'], { cwd: ROOT, stdio: 'ignore' });
  }
}
