// What a test runs as another user (nobody, when the suite runs as root, so that a file can be
// unreadable) must be readable by that user, and the checkout need not be: cloned into /root or
// into a `chmod 700` directory, node running as nobody cannot even open bin/cmdlint.js. Such a
// test runs a copy of the built package instead, made in a fresh temporary directory that every
// user can read: its package.json, bin/ and dist/, and the packages of its `dependencies`
// (transitively) in a flat node_modules, as npm would install it from the registry.
import { chmodSync, cpSync, existsSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, parse } from 'node:path';

export interface ReadableCopy {
  /** The copy of the package's directory. */
  readonly dir: string;
  /** The path of one of its bins in the copy (the first one by default). */
  bin(name?: string): string;
  cleanup(): void;
}

/** Whether every other user can reach `path` (search permission on each directory above it). */
function reachableByOthers(path: string): boolean {
  for (let dir = path; ; dir = dirname(dir)) {
    if ((statSync(dir).mode & 0o001) === 0) return false;
    if (dir === parse(dir).root) return true;
  }
}

/** The directory of package `name` as Node resolves it from `from`, symbolic links followed. */
function packageDir(name: string, from: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dir === parse(dir).root) throw new Error(`${name} cannot be found from ${from}: install the dependencies first.`);
  }
}

function readableByAll(path: string): void {
  const stats = lstatSync(path);
  if (stats.isSymbolicLink()) return;
  if (stats.isDirectory()) {
    chmodSync(path, 0o755);
    for (const entry of readdirSync(path)) readableByAll(join(path, entry));
  } else {
    chmodSync(path, stats.mode & 0o111 ? 0o755 : 0o644);
  }
}

/** A copy's filter: nothing under a node_modules below `top`. */
const withoutNodeModules =
  (top: string) =>
  (path: string): boolean =>
    !path.slice(top.length).split(/[\\/]/).includes('node_modules');

/** Copies a built package (`packages/<name>`) and its dependencies where every user can read them. */
export function readableCopy(packageDirectory: string): ReadableCopy {
  const base = reachableByOthers(tmpdir()) ? tmpdir() : '/tmp';
  if (!reachableByOthers(base)) throw new Error(`No temporary directory other users can reach (${tmpdir()}, /tmp): a test that runs as another user cannot run here.`);
  const root = mkdtempSync(join(base, 'cmdlint-another-user-'));
  const dir = join(root, 'package');
  try {
    const source = realpathSync(packageDirectory);
    const manifest = JSON.parse(readFileSync(join(source, 'package.json'), 'utf8')) as { bin?: string | Record<string, string>; files?: string[] };
    mkdirSync(dir);
    for (const entry of ['package.json', ...(manifest.files ?? ['bin', 'dist'])]) {
      if (existsSync(join(source, entry))) cpSync(join(source, entry), join(dir, entry), { recursive: true, dereference: true, filter: withoutNodeModules(source) });
    }
    // The dependencies, flat: one version of each, or the copy would not be what npm installs.
    const versions = new Map<string, string>();
    const pending = [source];
    while (pending.length > 0) {
      const from = pending.pop()!;
      const dependencies = (JSON.parse(readFileSync(join(from, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> }).dependencies ?? {};
      for (const name of Object.keys(dependencies)) {
        const found = packageDir(name, from);
        const version = (JSON.parse(readFileSync(join(found, 'package.json'), 'utf8')) as { version: string }).version;
        const copied = versions.get(name);
        if (copied !== undefined) {
          if (copied !== version) throw new Error(`Two versions of ${name} (${copied}, ${version}) would not share a flat node_modules.`);
          continue;
        }
        versions.set(name, version);
        cpSync(found, join(dir, 'node_modules', name), { recursive: true, dereference: true, filter: withoutNodeModules(found) });
        pending.push(found);
      }
    }
    chmodSync(root, 0o755);
    readableByAll(dir);
    const bins = typeof manifest.bin === 'string' ? { main: manifest.bin } : (manifest.bin ?? {});
    return {
      dir,
      bin(name) {
        const path = name === undefined ? Object.values(bins)[0] : bins[name];
        if (path === undefined) throw new Error(`${packageDirectory} has no bin ${name ?? ''}`);
        return join(dir, path);
      },
      cleanup: () => rmSync(root, { recursive: true, force: true }),
    };
  } catch (error) {
    rmSync(root, { recursive: true, force: true });
    throw error;
  }
}
