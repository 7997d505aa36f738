#!/usr/bin/env node
// Lints examples/ with the real, built CLI, as a user would, and checks the outcome: every
// example is clean but examples/mistakes/, whose problems are there on purpose. Exits 0 when
// that holds, so the quick start shows the output without failing on the planted mistakes.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const BIN = join(ROOT, 'node_modules', '.bin', 'cmdlint');
const command = existsSync(BIN) ? [BIN] : [process.execPath, join(ROOT, 'packages', 'cli', 'bin', 'cmdlint.js')];
const run = (args, options) => spawnSync(command[0], [...command.slice(1), ...args], { cwd: ROOT, encoding: 'utf8', ...options });

console.log('$ cmdlint examples');
const shown = run(['examples'], { stdio: 'inherit' });
const checked = run(['examples', '--format', 'json']);
if (checked.status !== 1 || shown.status !== 1) {
  console.error(`cmdlint exited ${shown.status}/${checked.status}; expected 1 (the planted mistakes).\n${checked.stderr}`);
  process.exit(1);
}
const results = JSON.parse(checked.stdout);
const dirty = results.filter((r) => r.messages.length > 0).map((r) => relative(ROOT, r.filePath).split('\\').join('/'));
// examples/deploy-error/ is a body the service rejected, kept for `cmdlint explain`: its problems are planted too.
const unexpected = dirty.filter((file) => !file.startsWith('examples/mistakes/') && !file.startsWith('examples/deploy-error/'));
if (unexpected.length > 0 || dirty.length === 0) {
  console.error(`Unexpected problems in ${unexpected.join(', ') || '(none found in examples/mistakes/)'}.`);
  process.exit(1);
}
const planted = results.reduce((sum, r) => sum + r.messages.length, 0);
console.log(`${results.length} example files linted: the ${planted} problems above are the mistakes planted in examples/mistakes/ and examples/deploy-error/; every other example is clean.`);
