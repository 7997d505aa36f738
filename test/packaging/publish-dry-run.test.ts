// What a release (.github/workflows/release.yml) would publish, listed without publishing: each
// public package's file list as npm builds it (`npm pack --dry-run --json` in its folder, after the
// build), which must hold every file its manifest names (main, bin, each export's targets) and none
// of the sources, tests or source maps (but the CLI's maps of its minified bundles, without the
// sources' text: isReadBackMap).
//
// `npm pack --dry-run`, not `npm publish --dry-run`: npm 11's publish asks the registry for the
// versions already published even when dry (lib/commands/publish.js), and a test touches no
// network. Both build the list the same way (libnpmpack, with the package's `files`).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';
import { userEnv } from '../precommit/helpers.js';
import { ensureServerBuilt } from '../server/helpers.js';

interface Manifest {
  name: string;
  private?: boolean;
  main?: string;
  types?: string;
  bin?: string | Record<string, string>;
  exports?: unknown;
}

const PACKAGES = join(ROOT, 'packages');
const manifestOf = (dir: string): Manifest => JSON.parse(readFileSync(join(PACKAGES, dir, 'package.json'), 'utf8')) as Manifest;
/** Every package of the workspace (packages/* and packages/readers/*, as pnpm-workspace.yaml lists them), by its folder under packages/. */
const WORKSPACE = [
  ...readdirSync(PACKAGES, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => entry.name),
  ...readdirSync(join(PACKAGES, 'readers'), { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => `readers/${entry.name}`),
].filter((dir) => existsSync(join(PACKAGES, dir, 'package.json')));
/** Every package whose manifest is not private: what the release publishes. */
const PUBLIC = WORKSPACE.filter((dir) => !manifestOf(dir).private).sort();

/** The files a manifest names: main, types, each bin and every string target of its exports. */
function named(manifest: Manifest): string[] {
  const targets: string[] = [];
  const walk = (value: unknown): void => {
    if (typeof value === 'string') targets.push(value);
    else if (value !== null && typeof value === 'object') for (const inner of Object.values(value)) walk(inner);
  };
  walk(manifest.exports);
  if (manifest.main !== undefined) targets.push(manifest.main);
  if (manifest.types !== undefined) targets.push(manifest.types);
  if (typeof manifest.bin === 'string') targets.push(manifest.bin);
  else if (manifest.bin !== undefined) targets.push(...Object.values(manifest.bin));
  return [...new Set(targets.map((target) => target.replace(/^\.\//, '')))];
}

/** The file list npm would publish from packages/<dir>, by a dry pack with the registry out of reach. */
function packed(dir: string): string[] {
  // An unreachable registry: a pack that asked it anything would fail here, not reach the network.
  const env = { ...userEnv(), npm_config_registry: 'http://127.0.0.1:9/', npm_config_update_notifier: 'false', npm_config_audit: 'false', npm_config_fund: 'false' };
  const result = spawnSync('npm', ['pack', '--dry-run', '--json', '--ignore-scripts'], { cwd: join(PACKAGES, dir), env, encoding: 'utf8', timeout: 120_000, maxBuffer: 64 * 1024 * 1024 });
  expect(result.status, `npm pack --dry-run in packages/${dir} (exit ${result.status}, ${result.error?.message ?? ''}):\n${result.stderr}`).toBe(0);
  const [report] = JSON.parse(result.stdout) as { files: { path: string }[] }[];
  return report!.files.map((file) => file.path).sort();
}

/**
 * The one kind of source map a package holds: the CLI's, beside each bundle it builds with short
 * names (packages/cli/tsup.config.ts, WRAPPED), which a stack under DEBUG=cmdlint is read back
 * through (packages/cli/src/stack-trace.ts). Without the sources' text: the package holds no source.
 */
function isReadBackMap(dir: string, path: string, files: readonly string[]): boolean {
  if (dir !== 'cli' || !/^dist\/\w+\.cjs\.map$/.test(path) || !files.includes(path.slice(0, -'.map'.length))) return false;
  const map = JSON.parse(readFileSync(join(PACKAGES, dir, path), 'utf8')) as { sourcesContent?: unknown; names?: unknown };
  return map.sourcesContent === undefined && Array.isArray(map.names);
}

const lists = new Map<string, string[]>();

beforeAll(() => {
  // The global setup rebuilt the core, the text layer, the linter, the CLI and the ESLint plugin if stale; the server is built apart.
  ensureServerBuilt();
  for (const dir of PUBLIC) lists.set(dir, packed(dir));
}, 300_000);

describe('the packages a release publishes', () => {
  it('are the public ones under packages/, and every one of them is in the release workflow', () => {
    expect(PUBLIC).toEqual(['cli', 'core', 'eslint-plugin', 'language-server', 'linter', 'text']);
    const workflow = readFileSync(join(ROOT, '.github', 'workflows', 'release.yml'), 'utf8');
    for (const dir of PUBLIC) expect(workflow, `packages/${dir} in release.yml`).toMatch(new RegExp(`packages/${dir}\\b`));
    expect(workflow).toContain('npm publish "$out"/*.tgz --provenance --access public');
    expect(workflow).toMatch(/id-token: write/);
  });
});

describe.each(PUBLIC)('npm pack --dry-run of packages/%s', (dir) => {
  it('holds every file its manifest names', () => {
    const files = lists.get(dir)!;
    const wanted = named(manifestOf(dir));
    expect(wanted.length).toBeGreaterThan(1);
    expect(wanted.filter((path) => !files.includes(path))).toEqual([]);
  });

  it('holds no source, test, source map or build leftover', () => {
    const files = lists.get(dir)!;
    const junk = files.filter((path) => (/\.map$/.test(path) && !isReadBackMap(dir, path, files)) || /(^|\/)(src|test|tests|__tests__|coverage|node_modules)\/|\.test\.|\.tsbuildinfo$|^tsup\.config\.|^tsconfig.*\.json$|\.tgz$|\.build-lock/.test(path));
    expect(junk).toEqual([]);
  });
});
