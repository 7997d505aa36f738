// The reading of another parser's tree (`@cmdlint/reader-js/program`) runs in a browser (the
// playground's worker, issue 35): its entry bundles with esbuild for `platform: 'browser'` with no
// Node import, and neither parser.ts (which loads oxc-parser through node:module) nor oxc-parser
// is on its import graph. The same guard on the reader's main entry meets the parser, so it can fail.
import { builtinModules } from 'node:module';
import { join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const ROOT = join(import.meta.dirname, '..', '..', '..', '..');
const NODE_BUILTIN = new RegExp(`^(?:node:.*|${builtinModules.map((name) => name.replace(/[/]/g, '\\/')).join('|')})(?:/.*)?$`);
/** The packages' entries, from their sources (as the surfaces bundle them). */
const FROM_SOURCE = {
  '@cmdlint/core': join(ROOT, 'packages', 'core', 'src', 'index.ts'),
  '@cmdlint/text': join(ROOT, 'packages', 'text', 'src', 'index.ts'),
  '@cmdlint/reader-js': join(ROOT, 'packages', 'readers', 'js', 'src', 'index.ts'),
  '@cmdlint/reader-js/program': join(ROOT, 'packages', 'readers', 'js', 'src', 'program.ts'),
};
const PARSER_MODULE = 'packages/readers/js/src/parser.ts';

/** Bundles `export * from 'from'` for a browser: the Node imports met, the modules bundled, and the code. */
async function bundleForBrowser(from: string): Promise<{ nodeImports: string[]; inputs: string[]; code: string }> {
  const nodeImports: string[] = [];
  const result = await build({
    stdin: { contents: `export * from '${from}';`, resolveDir: join(ROOT, 'packages', 'readers', 'js'), loader: 'ts' },
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
  return { nodeImports, inputs: Object.keys(metafile.inputs), code: result.outputFiles.map((file) => file.text).join('') };
}

describe("the reader of another parser's tree in a browser", () => {
  it('the program entry bundles for platform browser with no Node import, without parser.ts or oxc', async () => {
    const { nodeImports, inputs, code } = await bundleForBrowser('@cmdlint/reader-js/program');
    expect(nodeImports).toEqual([]);
    // What the entry is for: the finding of commands, the bounds, the kit's document.
    for (const module of ['readers/js/src/program.ts', 'readers/js/src/find.ts', 'readers/js/src/refusal.ts', 'text/src/index.ts']) expect(inputs).toContain(`packages/${module}`);
    expect(inputs).not.toContain(PARSER_MODULE);
    expect(inputs.filter((input) => input.includes('oxc-parser'))).toEqual([]);
    expect(code).not.toContain('oxc-parser');
    expect(code).toContain('function sourceDocumentFromProgram');
  });

  it('the guard meets the parser where it is: the main entry loads oxc-parser through node:module', async () => {
    const { nodeImports, inputs, code } = await bundleForBrowser('@cmdlint/reader-js');
    expect(nodeImports).toEqual(expect.arrayContaining([`node:module (imported by ${PARSER_MODULE})`]));
    expect(inputs).toContain(PARSER_MODULE);
    expect(code).toContain('oxc-parser');
  });
});
