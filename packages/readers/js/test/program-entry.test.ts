// The reading of another parser's tree (`@cmdlint/reader-js/program`) runs in a browser (the
// playground's worker, issue 35): its entry bundles with esbuild for `platform: 'browser'` with no
// Node import, and neither parser.ts (which loads oxc-parser through node:module) nor oxc-parser
// is on its import graph. The same guard on the reader's main entry meets the parser, so it can fail.
import { describe, expect, it } from 'vitest';
import { bundleForBrowser as bundle, fromSource } from '../../../../test/browser-bundle.js';

/** The packages' entries, from their sources (as the surfaces bundle them). */
const FROM_SOURCE = {
  '@cmdlint/core': fromSource('core'),
  '@cmdlint/text': fromSource('text'),
  '@cmdlint/reader-js': fromSource('readers/js'),
  '@cmdlint/reader-js/program': fromSource('readers/js', 'program.ts'),
};
const PARSER_MODULE = 'packages/readers/js/src/parser.ts';

/** Bundles `export * from 'from'` for a browser. */
function bundleForBrowser(from: string): ReturnType<typeof bundle> {
  return bundle(`export * from '${from}';`, 'readers/js', FROM_SOURCE);
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
