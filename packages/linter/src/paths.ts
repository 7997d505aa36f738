// The few path operations sets and command-file detection need, without node:path, so that the
// linter runs in a browser or a worker as in Node (as @eslint/config-array carries its own path
// functions). Windows' conventions where the runtime says win32, POSIX's everywhere else (a browser
// included); only what sets.ts and detect.ts ask: is a path absolute, its name, and where it lies
// under a directory.
const WINDOWS = (globalThis as { process?: { platform?: string } }).process?.platform === 'win32';
const SEPARATORS = WINDOWS ? /[\\/]+/ : /\/+/;

/** Whether a path is absolute: `/x`; on Windows also `\x`, `C:\x`, `C:/x` and `\\server\share` (not `C:x`). */
export function isAbsolutePath(path: string): boolean {
  return WINDOWS ? /^(?:[\\/]|[A-Za-z]:[\\/])/.test(path) : path.startsWith('/');
}

/** The last segment of a path, trailing separators ignored (`basename`). */
export function baseName(path: string): string {
  // On Windows a drive (`C:name`) is no part of the name.
  const segments = (WINDOWS ? path.replace(/^[A-Za-z]:/, '') : path).split(SEPARATORS).filter((segment) => segment !== '');
  return segments[segments.length - 1] ?? '';
}

/** A path's segments with `.` dropped and `..` applied. */
function normalSegments(path: string): string[] {
  const out: string[] = [];
  for (const segment of path.split(SEPARATORS)) {
    if (segment === '' || segment === '.') continue;
    if (segment === '..') out.pop();
    else out.push(segment);
  }
  return out;
}

/**
 * Where an absolute path lies under an absolute directory, with "/" separators: '' for the
 * directory itself, undefined outside it. Windows compares without case, as its file system does.
 */
export function pathUnder(dir: string, path: string): string | undefined {
  const base = normalSegments(dir);
  const full = normalSegments(path);
  if (full.length < base.length) return undefined;
  for (let index = 0; index < base.length; index++) {
    const same = WINDOWS ? base[index]!.toLowerCase() === full[index]!.toLowerCase() : base[index] === full[index];
    if (!same) return undefined;
  }
  return full.slice(base.length).join('/');
}
