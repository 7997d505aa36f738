// The linter runs in a browser (issue 35): its entry, and lintText with everything it imports,
// bundle with esbuild for `platform: 'browser'` with no Node import at all. esbuild would fail on
// `node:path` by itself; the plugin names every Node import and its importer, so a new one says
// where it is.
import { describe, expect, it } from 'vitest';
import { bundleForBrowser as bundle, fromSource } from '../../../test/browser-bundle.js';

/** The workspace's packages, from their sources (as the command line bundles them). */
const FROM_SOURCE = {
  '@cmdlint/core': fromSource('core'),
  '@cmdlint/text': fromSource('text'),
  '@cmdlint/linter': fromSource('linter'),
  '@cmdlint/files': fromSource('files'),
};

/** Bundles `export { names } from 'from'` for a browser. */
function bundleForBrowser(names: string, from: string): ReturnType<typeof bundle> {
  return bundle(`export ${names} from '${from}';`, 'linter', FROM_SOURCE);
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
