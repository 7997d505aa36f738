// The peer row "the rules engine alone" (run.mjs, CLI rows): the core bundled with esbuild into one
// CommonJS script in bench/out/core-alone/ (generated, never committed), for core-alone.cjs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/**
 * Bundles packages/core's ES build, with its name characters as data (as the CLI lints: its
 * name-char-data.ts), into OUT/core-alone/dist/core.cjs; returns the command's arguments after node.
 */
export function coreAloneCommand(root, out, file) {
  const bundle = join(out, 'core-alone', 'dist', 'core.cjs');
  mkdirSync(join(out, 'core-alone', 'dist'), { recursive: true });
  // What core-alone.cjs calls, no more: `export *` kept every export's set-up, among them the
  // name regexes with Unicode property classes that the CLI's bundle leaves out (1.2 ms of start).
  const contents = "export { lintSet, useNameCharUnits } from './index.js';\nexport { decodeNameCharRanges } from './name-chars.js';\n";
  buildSync({ stdin: { contents, resolveDir: join(root, 'packages/core/dist'), sourcefile: 'core-alone.js' }, bundle: true, format: 'cjs', platform: 'node', target: 'es2022', outfile: bundle, logLevel: 'silent' });
  return [join(root, 'bench/peers/core-alone.cjs'), bundle, file];
}
