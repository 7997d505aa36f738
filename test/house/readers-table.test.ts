// The check anyone can run (issue 35): JavaScript's own hooks are named only inside its reader;
// everywhere else asks the table of readers (packages/readers/table) or the readers a ReadSource carries.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join, sep } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = join(__dirname, '..', '..');
const JAVASCRIPT_READER = join('packages', 'readers', 'js', 'src') + sep;

/** The files of packages/*\/src and packages/readers/*\/src that name a pattern, as `grep -rn` prints them, relative to the root. */
function filesNaming(pattern: string): string[] {
  const packages = [...readdirSync(join(ROOT, 'packages')).map((name) => join('packages', name)), ...readdirSync(join(ROOT, 'packages', 'readers')).map((name) => join('packages', 'readers', name))];
  const sources = packages.map((dir) => join(dir, 'src')).filter((dir) => existsSync(join(ROOT, dir)));
  const result = spawnSync('grep', ['-rlE', pattern, ...sources], { cwd: ROOT, encoding: 'utf8' });
  expect(result.status, result.stderr).toBe(0); // 1: nothing found, which would make the guard vacuous
  return result.stdout.split('\n').filter((line) => line !== '');
}

describe('the JavaScript reader keeps its hooks', () => {
  it('isSourcePath and sourceMarkers are named only inside packages/readers/js/src/', () => {
    const files = filesNaming('isSourcePath|sourceMarkers');
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !file.startsWith(JAVASCRIPT_READER))).toEqual([]);
  });

  it('the parser is a name inside the reader only (--env-info asks the table of readers for it)', () => {
    const files = filesNaming(`['"]oxc-parser['"]`);
    expect(files.length).toBeGreaterThan(0);
    expect(files.filter((file) => !file.startsWith(JAVASCRIPT_READER))).toEqual([]);
  });
});
