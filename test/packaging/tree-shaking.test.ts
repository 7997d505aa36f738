// The core's exports tree-shake (issue 26 item 9): a bundle that imports one constant of the built
// @cmdlint/core must not carry the rule catalog. Each value export is bundled alone with esbuild
// from the package as npm ships it (dist/index.js, one chunk per entry, where a module's
// top-level work can no longer be dropped file by file) and its gzipped size compared with the
// engine's: ratios, not byte counts, so that the rules may grow.
import { build } from 'esbuild';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../cli/helpers.js';
import { deadline } from '../hostile/deadline.js';

const CORE = join(ROOT, 'packages', 'core');
const core = createRequire(join(CORE, 'package.json'))(join(CORE, 'dist', 'index.cjs')) as Record<string, unknown>;

/** Gzipped bytes of a minified browser bundle that imports `names` from the built core. */
async function bundled(names: readonly string[]): Promise<number> {
  const result = await build({
    stdin: { contents: `export { ${names.join(', ')} } from '@cmdlint/core';`, resolveDir: join(ROOT, 'packages', 'linter') },
    bundle: true,
    format: 'esm',
    minify: true,
    platform: 'browser',
    write: false,
    logLevel: 'silent',
  });
  return gzipSync(result.outputFiles[0]!.contents).length;
}

/** The exports that are the engine, or need its catalog: the rest must leave it out. */
const ENGINE = new Set(['lint', 'lintSet', 'createLinter', 'rules']);

describe('single exports of the built core', () => {
  it('a constant costs under a tenth of the engine; each export alone stays under half of it unless it is the engine', async () => {
    const engine = await bundled(['lint']);
    const optionType = await bundled(['OptionType']);
    console.log(`gzip: lint ${engine} B, OptionType ${optionType} B`);
    expect(engine).toBeGreaterThan(10_000); // the catalog is there: the measure measures
    expect(optionType).toBeLessThan(engine / 10);
    const values = Object.keys(core).filter((name) => name !== 'default' && name !== '__esModule');
    expect(values.length).toBeGreaterThan(20);
    const sizes: [string, number][] = [];
    for (const name of values) sizes.push([name, await bundled([name])]);
    const heavy = sizes.filter(([name, size]) => !ENGINE.has(name) && size > engine / 2);
    expect(heavy, sizes.map(([name, size]) => `${name} ${size}`).join(', ')).toEqual([]);
    for (const name of ENGINE) expect(sizes.find(([n]) => n === name)![1]).toBeGreaterThan(engine / 2);
  }, deadline(1200));
});
