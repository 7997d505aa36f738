// The linter's own path functions (src/paths.ts) agree with node:path's, POSIX and Windows alike,
// on the paths sets and detection meet: node:path is the oracle, the runtime's platform faked for
// the Windows run (the module reads it once, when loaded).
import { posix, win32 } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

type Paths = typeof import('../src/paths.js');

async function pathsOn(platform: string): Promise<Paths> {
  vi.resetModules();
  const real = process.platform;
  Object.defineProperty(process, 'platform', { value: platform, configurable: true });
  try {
    return await import('../src/paths.js');
  } finally {
    Object.defineProperty(process, 'platform', { value: real, configurable: true });
  }
}

afterEach(() => vi.resetModules());

/** node:path's answer to "where is path under dir", as sets.ts asked it before. */
function nodeUnder(path: typeof posix, dir: string, file: string): string | undefined {
  const rel = path.relative(dir, file);
  if (rel.startsWith('..') || path.isAbsolute(rel)) return undefined;
  return rel.split(path.sep).join('/');
}

const POSIX_CASES: [string, string][] = [
  ['/p', '/p/commands/ping.json'],
  ['/p', '/p'],
  ['/p/', '/p/a/b/c.json'],
  ['/p', '/q/a.json'],
  ['/p', '/pp/a.json'],
  ['/p/a', '/p/a/../b.json'],
  ['/p', '/p/./a//b.json'],
  ['/', '/a.json'],
  ['/p/A', '/p/a/x.json'],
];

const WINDOWS_CASES: [string, string][] = [
  ['C:\\p', 'C:\\p\\commands\\ping.json'],
  ['C:\\p', 'c:\\P\\commands\\ping.json'],
  ['C:\\p', 'C:/p/a/b.json'],
  ['C:\\p', 'D:\\p\\a.json'],
  ['C:\\p', 'C:\\pp\\a.json'],
  ['C:\\p\\a', 'C:\\p\\a\\..\\b.json'],
  ['\\\\server\\share', '\\\\server\\share\\a.json'],
];

describe('paths without node:path', () => {
  it('POSIX: where a path lies under a directory, its name, whether it is absolute', async () => {
    const paths = await pathsOn('linux');
    for (const [dir, file] of POSIX_CASES) expect(paths.pathUnder(dir, file), `${dir} ${file}`).toBe(nodeUnder(posix, dir, file));
    for (const path of ['/a/b.json', 'a/b.json', '<stdin>', '/a/b/', 'C:\\a\\b.json', '']) {
      expect(paths.isAbsolutePath(path), path).toBe(posix.isAbsolute(path));
      expect(paths.baseName(path), path).toBe(posix.basename(path));
    }
  });

  it('Windows: the same, drive letters and both separators, without case', async () => {
    const paths = await pathsOn('win32');
    for (const [dir, file] of WINDOWS_CASES) expect(paths.pathUnder(dir, file), `${dir} ${file}`).toBe(nodeUnder(win32, dir, file));
    for (const path of ['C:\\a\\b.json', 'C:/a/b.json', '\\a', '/a', 'C:a', 'a\\b.json', '<stdin>', '\\\\server\\share\\x.json']) {
      expect(paths.isAbsolutePath(path), path).toBe(win32.isAbsolute(path));
      expect(paths.baseName(path), path).toBe(win32.basename(path));
    }
  });
});
