// A module bundled for a browser, as a guard that a browser entry imports nothing of Node's: esbuild
// for `platform: 'browser'`, the workspace's packages from their sources, every Node import met
// named with its importer (esbuild alone would fail on the first `node:` import without saying
// which module brought it in). Used by the linter's and the JS reader's browser-entry tests.
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';

/** The repository's root. */
const ROOT = join(import.meta.dirname, '..');

const NODE_BUILTIN = new RegExp(`^(?:node:.*|${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})(?:/.*)?$`);

/** Where a package's entry is, from its sources: `packages/<path>/src/<file>`. */
export function fromSource(path: string, file = 'index.ts'): string {
  return join(ROOT, 'packages', path, 'src', file);
}

/** Bundles `contents` (TypeScript, resolved from `packages/<resolveFrom>`) for a browser: the Node imports met, the modules bundled (relative to the root), and the code. */
export async function bundleForBrowser(contents: string, resolveFrom: string, alias: Record<string, string>): Promise<{ nodeImports: string[]; inputs: string[]; code: string }> {
  const nodeImports: string[] = [];
  const result = await build({
    stdin: { contents, resolveDir: join(ROOT, 'packages', resolveFrom), loader: 'ts' },
    bundle: true,
    platform: 'browser',
    format: 'esm',
    write: false,
    metafile: true,
    logLevel: 'silent',
    alias,
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
  return { nodeImports, inputs: Object.keys(metafile.inputs), code: result.outputFiles.map((file) => file.text).join('') };
}
