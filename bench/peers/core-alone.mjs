// The peer row "the rules engine alone" (run.mjs, CLI rows): the core bundled with esbuild into one
// CommonJS script in bench/out/core-alone/ (generated, never committed), for core-alone.cjs.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { buildSync } from 'esbuild';

/** Bundles packages/core's ES build into OUT/core-alone/dist/core.cjs; returns the command's arguments after node. */
export function coreAloneCommand(root, out, file) {
  const bundle = join(out, 'core-alone', 'dist', 'core.cjs');
  mkdirSync(join(out, 'core-alone', 'dist'), { recursive: true });
  buildSync({ entryPoints: [join(root, 'packages/core/dist/index.js')], bundle: true, format: 'cjs', platform: 'node', target: 'es2022', outfile: bundle, logLevel: 'silent' });
  return [join(root, 'bench/peers/core-alone.cjs'), bundle, file];
}
