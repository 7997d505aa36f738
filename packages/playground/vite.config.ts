// The page: a static site in dist/ that can be served from anywhere (relative URLs). The workspace's
// packages are imported by their entries' names only; the text layer, the linter, the language
// service and the JavaScript reader are built in from those entries' sources, as the command line
// bundles them; the core from its browser build (dist/index.js, platform neutral).
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { ruleExamples } from './examples.mjs';
import { docsPages } from './docs-pages.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** Fails the build when anything on the page imports a Node built-in (it would not run there). */
export function noNodeBuiltins(): Plugin {
  return {
    name: 'cmdlint-no-node-builtins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (NODE_BUILTINS.has(source)) this.error(`${importer ?? 'the page'} imports the Node built-in "${source}": the page runs in a browser.`);
      return null;
    },
  };
}

/** `virtual:rule-examples`: every JSON example of docs/rules/*.md, read at build time. */
function ruleExamplesModule(): Plugin {
  const id = 'virtual:rule-examples';
  return {
    name: 'cmdlint-rule-examples',
    resolveId: (source) => (source === id ? `\0${id}` : null),
    load(loaded) {
      if (loaded !== `\0${id}`) return null;
      return `export default ${JSON.stringify(ruleExamples(here('../../docs/rules')))};`;
    },
  };
}

/**
 * Entries of the workspace's packages, by their exact names, from the sources their builds start
 * at (each package's tsup entry): a page built after an edit holds the edit, as the command line's
 * bundle does, with one SourceDocument class. Never a path under a package's src/: an internal is
 * imported through an entry its package.json declares.
 */
const ENTRIES_FROM_SOURCE = Object.entries({
  '@cmdlint/text': '../text/src/index.ts',
  '@cmdlint/linter': '../linter/src/index.ts',
  '@cmdlint/language-service': '../language-service/src/index.ts',
  '@cmdlint/reader-js/info': '../readers/js/src/info.ts',
  '@cmdlint/reader-js/program': '../readers/js/src/program.ts',
}).map(([name, source]) => ({ find: new RegExp(`^${name}$`), replacement: here(source) }));

/**
 * Where the site is served from. Relative by default, so dist/ works as it is from any directory
 * of any static host (GitHub Pages' /<repository>/ included); PLAYGROUND_BASE gives an absolute one.
 */
const base = process.env.PLAYGROUND_BASE || './';

export default defineConfig({
  root: here('.'),
  base,
  resolve: { alias: ENTRIES_FROM_SOURCE },
  plugins: [noNodeBuiltins(), ruleExamplesModule(), docsPages(here('../../docs'))],
  worker: { format: 'es', plugins: () => [noNodeBuiltins()] },
  // One page, one script: CodeMirror and the docs' examples make it ~520 KB before gzip (~160 KB after).
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 800, modulePreload: { polyfill: false } },
});
