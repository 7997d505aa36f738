import { isAbsolute, relative, sep } from 'node:path';

/** A path as people read it: relative to the working directory when inside it, "/" separated. */
export function displayPath(filePath: string, cwd: string): string {
  if (!isAbsolute(filePath)) return filePath;
  const rel = relative(cwd, filePath);
  if (rel === '' || rel.startsWith('..') || isAbsolute(rel)) return filePath;
  return sep === '/' ? rel : rel.split(sep).join('/');
}
