// The linter runs in a browser (issue 35): its entry, and lintText with everything it imports,
// bundle with esbuild for `platform: 'browser'` with no Node import at all. esbuild would fail on
// `node:path` by itself; the plugin names every Node import and its importer, so a new one says
// where it is.
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..');
const NODE_BUILTIN = new RegExp(`^(?:node:.*|${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})(?:/.*)?$`);
/** The workspace's packages, from their sources (as the command line bundles them). */
const FROM_SOURCE = {
  '@cmdlint/core': join(ROOT, 'packages', 'core', 'src', 'index.ts'),
  '@cmdlint/text': join(ROOT, 'packages', 'text', 'src', 'index.ts'),
  '@cmdlint/linter': join(ROOT, 'packages', 'linter', 'src', 'index.ts'),
  '@cmdlint/files': join(ROOT, 'packages', 'files', 'src', 'index.ts'),
};

/** Bundles `export { names } from 'from'` for a browser: the Node imports met, and the modules bundled. */
async function bundleForBrowser(names: string, from: string): Promise<{ nodeImports: string[]; inputs: string[] }> {
  const nodeImports: string[] = [];
  const result = await build({
    stdin: { contents: `export ${names} from '${from}';`, resolveDir: join(ROOT, 'packages', 'linter'), loader: 'ts' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    alias: FROM_SOURCE,
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

describe('the linter in a browser', () => {
  it('lintText bundles for platform browser with no Node import', async () => {
    const { nodeImports, inputs } = await bundleForBrowser('{ lintText }', '@cmdlint/linter');
    expect(nodeImports).toEqual([]);
    // The closure the guard is about: sets and detection (once on node:path), the lint, the text layer.
    for (const module of ['linter/src/sets.ts', 'linter/src/detect.ts', 'linter/src/lint-files.ts', 'text/src/parse.ts']) expect(inputs).toContain(`packages/${module}`);
  });

  it('the whole entry of the linter, and of the text layer, bundle for platform browser with no Node import', async () => {
    expect((await bundleForBrowser('*', '@cmdlint/linter')).nodeImports).toEqual([]);
    expect((await bundleForBrowser('*', '@cmdlint/text')).nodeImports).toEqual([]);
  });

  it('the guard sees a Node import where there is one (the files layer reads the disk)', async () => {
    const { nodeImports } = await bundleForBrowser('{ discoverFiles }', '@cmdlint/files');
    expect(nodeImports).toEqual(expect.arrayContaining([expect.stringMatching(/^node:fs \(imported by packages\/files\/src\/discover\.ts\)$/)]));
  });
});
