// The README's quick start is what CI runs: every command line of its first code block is a line
// of .ci/run, in the same order, so that none of them can fail without CI failing.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..');

test('.ci/run runs every quick-start command of the README, in order', () => {
  const readme = readFileSync(join(ROOT, 'README.md'), 'utf8');
  const block = /## Quick start\n\n```sh\n([\s\S]*?)```/.exec(readme);
  expect(block, 'the README has a Quick start section with a sh block').not.toBeNull();
  const commands = block![1]!.split('\n').filter((line) => line.trim() !== '');
  expect(commands.length).toBeGreaterThanOrEqual(2);
  const ci = readFileSync(join(ROOT, '.ci', 'run'), 'utf8').split('\n');
  const at = commands.map((command) => ci.indexOf(command));
  for (const [i, command] of commands.entries()) expect(at[i], `.ci/run runs "${command}"`).toBeGreaterThanOrEqual(0);
  expect(at).toEqual([...at].sort((a, b) => a - b));
});
