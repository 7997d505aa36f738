// plan's test of a folder's index (src/plan/folder-index.ts): the modules an index names, the
// loaders that name none, files that are not read, and one linear pass on any index text.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { leftOutByFolderIndex } from '../src/plan/folder-index.js';

const root = mkdtempSync(join(tmpdir(), 'cmdlint-folder-index-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
let folders = 0;

/** A folder with `index.js` holding `index` and the command modules `ping.js` and `pong.js`. */
function folderWith(index: string): string {
  const dir = join(root, `f${folders++}`);
  mkdirSync(dir);
  writeFileSync(join(dir, 'index.js'), index);
  for (const name of ['ping.js', 'pong.js']) writeFileSync(join(dir, name), 'module.exports = {};\n');
  return dir;
}

describe('a folder index', () => {
  it('names ping, with pong commented out: pong is left out, ping is not', () => {
    const dir = folderWith("module.exports = [\n  require('./ping'),\n  // require('./pong'),\n];\n");
    expect(leftOutByFolderIndex(join(dir, 'ping.js'))).toBeUndefined();
    expect(leftOutByFolderIndex(join(dir, 'pong.js'))).toMatch(/^the index\.js beside it names the folder's command modules, not this one/);
  });

  it('a loader of its own (readdir) may load any: nothing is said', () => {
    const dir = folderWith("const fs = require('fs');\nmodule.exports = fs.readdirSync(__dirname).map((f) => require('./' + f));\n");
    expect(leftOutByFolderIndex(join(dir, 'pong.js'))).toBeUndefined();
  });

  it('an index that is not a regular file is not read (a directory named index.js)', () => {
    const dir = join(root, `f${folders++}`);
    mkdirSync(join(dir, 'index.js'), { recursive: true });
    writeFileSync(join(dir, 'pong.js'), '');
    expect(leftOutByFolderIndex(join(dir, 'pong.js'))).toBeUndefined();
  });

  it.each([
    ['comments left open', ' /*'],
    ['templates left open', "`\\`require('./ping')"],
    ['line comments', '//\n'],
    ['strings left open', "'\\"],
  ])('%s, a megabyte of them: one linear pass', (_, unit) => {
    const time = (n: number): number => {
      const dir = folderWith(`require('./ping');\n${unit.repeat(n)}`);
      const started = performance.now();
      leftOutByFolderIndex(join(dir, 'pong.js'));
      return performance.now() - started;
    };
    // The index is read at most 256 KB: about 120 KB against 240 KB; the floor keeps a pass of a few
    // milliseconds from judging noise (before: 20,000 `/*` took 185 ms, a quadratic pass).
    const n = Math.ceil(120_000 / unit.length);
    time(1000);
    const single = Math.min(time(n), time(n), time(n));
    const double = Math.min(time(2 * n), time(2 * n), time(2 * n));
    expect(double / Math.max(single, 20)).toBeLessThan(3);
  });
});
