// The browser bundle's gzip sizes (the core's lint engine, the whole playground page) against their
// targets, and the core's subpath entries beside them. The playground package builds and measures them (packages/playground/bundle-size.mjs).
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';

const KB = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

export function bundleSizeNotes(root) {
  const run = spawnSync(process.execPath, [join(root, 'packages/playground/bundle-size.mjs')], { encoding: 'utf8', cwd: join(root, 'packages/playground') });
  if (run.status !== 0) return [`Browser bundle: not measured (${(run.stderr || '').trim().split('\n')[0]})`];
  const { coreGzip, coreLibGzip, planGzip, explainGzip, pageGzip, codeGzip, engineCopies } = JSON.parse(run.stdout);
  const status = (bytes, target) => (bytes <= target * 1024 ? 'met' : 'MISSED');
  return [
    `Browser bundle, gzip: the core (the lint engine, \`@cmdlint/core\`) minified as a page loads it ${KB(coreGzip)} (target ≤ 30 KB: ${status(coreGzip, 30)}; as vite's library build leaves it, whitespace kept, ${KB(coreLibGzip)}, no target); `
      + `the whole playground page ${KB(pageGzip)} without code (target ≤ 250 KB: ${status(pageGzip, 250)}; the engine in ${engineCopies} of its files, the worker's: ${engineCopies === 1 ? 'shipped once' : 'SHIPPED MORE THAN ONCE'}), its code reader and parser ${KB(codeGzip)} more on the first text of code. `
      + `The core's subpaths, each with the engine code it uses: \`@cmdlint/core/plan\` ${KB(planGzip)}, \`@cmdlint/core/explain\` ${KB(explainGzip)} (no target).`,
  ];
}
