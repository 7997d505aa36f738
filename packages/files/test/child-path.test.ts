// childPath (src/child-path.ts) stands for path.join where the lookups call it most: it must
// write what join writes, for the directories they give it (normalized: resolve, dirname) and
// plain names.
import { join, resolve, sep } from 'node:path';
import { describe, expect, it } from 'vitest';
import { childPath } from '../src/child-path.js';

describe('childPath', () => {
  it("is path.join's result for normalized directories, the root among them, and plain names", () => {
    const dirs = [resolve('/'), resolve('/a'), resolve('/a/b c'), resolve('relative/dir'), resolve('.'), resolve('/ü/日本')];
    const names = ['package.json', '.git', '.cmdlintrc.json', 'cmdlint.config.mts', 'a b', '…', '.x'];
    for (const dir of dirs) for (const name of names) expect(childPath(dir, name), `${dir} + ${name}`).toBe(join(dir, name));
    expect(childPath(resolve('/'), 'x')).toBe(`${sep}x`); // the root has its separator already
  });
});
