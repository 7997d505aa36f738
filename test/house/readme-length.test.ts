// The README is what a newcomer reads in two minutes: under 300 lines, each path of "Where are your
// commands?" a few lines and a link. Reference material belongs in docs/ (docs-coverage.test.ts
// checks that it is there).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');
const README = readFileSync(join(ROOT, 'README.md'), 'utf8');

test('README.md is under 300 lines', () => {
  expect(README.split('\n').length).toBeLessThan(300);
});

test('each path of "Where are your commands?" links to its page under docs/', () => {
  const section = README.slice(README.indexOf('## Where are your commands?'), README.indexOf('\n## ', README.indexOf('## Where are your commands?') + 1));
  const paths = section.split('\n### ').slice(1);
  expect(paths.map((path) => path.split('\n')[0])).toEqual([
    'In JSON files', 'In JavaScript or TypeScript', 'In Python', 'In the editor', 'In CI and the pre-commit hook',
    'Before a deploy, and after a failed one', 'As a library', 'In the browser',
  ]);
  for (const path of paths) expect(path, path.split('\n')[0]).toMatch(/\]\(docs\/[a-z-]+\.md\)/);
});
