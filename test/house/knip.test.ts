// No dead exports: knip (configured in knip.json with each package's entry points, the bench and
// the tests) lists every export that nothing outside its own file uses; the list must be empty.
// A public API is an entry point in knip.json, not an exception here. `pnpm knip` runs the same.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');


interface KnipIssue {
  file: string;
  [kind: string]: string | { name: string; line: number }[];
}

test('knip finds no export that nothing uses', () => {
  const run = spawnSync(process.execPath, [join(ROOT, 'node_modules', 'knip', 'bin', 'knip.js'), '--include', 'exports,types,nsExports,nsTypes,enumMembers', '--no-progress', '--no-config-hints', '--reporter', 'json'], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  expect(run.error).toBeUndefined();
  const { issues } = JSON.parse(run.stdout) as { issues: KnipIssue[] };
  const dead: string[] = [];
  for (const issue of issues) {
    for (const [kind, list] of Object.entries(issue)) {
      if (kind !== 'file' && Array.isArray(list)) for (const item of list) dead.push(`${issue.file} ${item.name}`);
    }
  }
  expect(dead.sort(), `dead exports (remove the export, or name a public entry point in knip.json):\n${dead.join('\n')}`).toEqual([]);
});
