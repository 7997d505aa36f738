// The text API runs in a browser (issue 35): lintText and everything it imports bundle with
// esbuild for `platform: 'browser'` with no Node import at all. esbuild would fail on `node:path`
// by itself; the plugin names every Node import and its importer, so a new one says where it is.
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const NODE_BUILTIN = new RegExp(`^(?:node:.*|${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})(?:/.*)?$`);

/** Bundles `entry` (exporting `names` from a module of packages/shared/src) for a browser: the Node imports met, and the modules bundled. */
async function bundleForBrowser(names: string, module: string): Promise<{ nodeImports: string[]; inputs: string[] }> {
  const nodeImports: string[] = [];
  const result = await build({
    stdin: { contents: `export { ${names} } from './${module}';`, resolveDir: join(ROOT, 'packages', 'shared', 'src'), loader: 'ts' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    alias: { '@cmdlint/core': join(ROOT, 'packages', 'core', 'src', 'index.ts') },
    plugins: [
      {
        name: 'no-node',
        setup(context) {
          context.onResolve({ filter: NODE_BUILTIN }, (args) => {
            nodeImports.push(`${args.path} (imported by ${args.importer.slice(ROOT.length + 1)})`);
            return { path: args.path, external: true };
          });
        },
      },
    ],
  });
  const metafile = result.metafile as Metafile;
  return { nodeImports, inputs: Object.keys(metafile.inputs) };
}

describe('the text API in a browser', () => {
  it('lintText bundles for platform browser with no Node import', async () => {
    const { nodeImports, inputs } = await bundleForBrowser('lintText', 'lint-text.ts');
    expect(nodeImports).toEqual([]);
    // The closure the guard is about: sets and detection (once on node:path), the lint, the text layer.
    for (const module of ['sets.ts', 'detect.ts', 'lint-files.ts', 'text/parse.ts']) expect(inputs).toContain(`packages/shared/src/${module}`);
  });

  it('the guard sees a Node import where there is one (discovery reads the disk)', async () => {
    const { nodeImports } = await bundleForBrowser('discoverFiles', 'discover.ts');
    expect(nodeImports).toEqual(expect.arrayContaining([expect.stringMatching(/^node:fs \(imported by packages\/shared\/src\/discover\.ts\)$/)]));
  });
});
