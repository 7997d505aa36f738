// Paths for the readers' rows (their `reads` and `declines`, decided by fileExtension), to hold
// each against the regexes it replaced: packages/readers/*/test/info.test.ts.

/** Names around every extension a reader knows, in both cases, with separators and dots where they could mislead. */
export function readerPaths(): string[] {
  const extensions = ['js', 'mjs', 'cjs', 'jsx', 'mjsx', 'cjsx', 'ts', 'mts', 'cts', 'tsx', 'mtsx', 'ctsx', 'py', 'pyi', 'json', 'jsonc', 'xjs', 'jsxx', 'j', 'mj', 'sx', 'd', 'p', 'yi', ''];
  const bases = ['a', 'a.d', '.d', 'd', 'a.D', 'x.d.d', '', '.', 'a.', 'a..', 'dir.js/a', 'dir.d/a', 'dir\\a', 'dir.ts\\a', 'a.js/', 'C:\\src\\a', 'src/.d'];
  const out: string[] = [];
  for (const base of bases) {
    for (const ext of extensions) {
      for (const name of [`${base}.${ext}`, `${base}${ext}`, `${base}.${ext.toUpperCase()}`, `${base}.${ext.charAt(0).toUpperCase()}${ext.slice(1)}`]) out.push(name, `src/${name}`, `src\\${name}`);
    }
  }
  return out;
}
