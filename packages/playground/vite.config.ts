// The page: a static site in dist/ that can be served from anywhere (relative URLs). The core,
// the text layer and the linter are built in from source, as the command line bundles them.
import { builtinModules } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import { ruleExamples } from './examples.mjs';
import { docsPages } from './docs-pages.mjs';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));
const NODE_BUILTINS = new Set([...builtinModules, ...builtinModules.map((name) => `node:${name}`)]);

/** The JS reader's parser.ts loads oxc-parser through `node:module`: the page parses with its own (src/code-reader.ts). */
const NATIVE_PARSER_LOADER = ['/readers/js/src/parser.ts', 'node:module'] as const;

/** Fails the build when anything on the page imports a Node built-in (it would not run there). */
export function noNodeBuiltins(): Plugin {
  return {
    name: 'cmdlint-no-node-builtins',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source === NATIVE_PARSER_LOADER[1] && importer?.replace(/\\/g, '/').endsWith(NATIVE_PARSER_LOADER[0])) return here('./src/no-native-parser.ts');
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

/** The text layer and the linter, from source as the command line bundles them (neither imports Node). */
const TEXT_SOURCE = { find: /^@cmdlint\/text$/, replacement: here('../text/src/index.ts') };
const LINTER_SOURCE = { find: /^@cmdlint\/linter$/, replacement: here('../linter/src/index.ts') };

/**
 * The core's modules of plain facts, from source: the page takes its locale list from facts.ts
 * without the core's entry, whose bundle holds the lint engine (the worker's alone: the engine
 * ships once).
 */
export const CORE_SOURCE_ALIAS = { find: /^@core-src\//, replacement: `${here('../core/src')}/` };

/**
 * Where the site is served from. Relative by default, so dist/ works as it is from any directory
 * of any static host (GitHub Pages' /<repository>/ included); PLAYGROUND_BASE gives an absolute one.
 */
const base = process.env.PLAYGROUND_BASE || './';

/**
 * The JS reader's modules, from source (src/code-reader.ts takes its tree-taking entry, never its
 * parser), and the kit they build documents with from the same sources as @cmdlint/text, so that
 * the page holds one SourceDocument class.
 */
export const READER_JS_SOURCE_ALIAS = { find: /^@reader-js-src\//, replacement: `${here('../readers/js/src')}/` };

/** The language service (completion), from source; it runs in the worker. */
const LANGUAGE_SERVICE_SOURCE = { find: /^@cmdlint\/language-service$/, replacement: here('../language-service/src/index.ts') };

export default defineConfig({
  root: here('.'),
  base,
  resolve: { alias: [TEXT_SOURCE, LINTER_SOURCE, READER_JS_SOURCE_ALIAS, CORE_SOURCE_ALIAS, LANGUAGE_SERVICE_SOURCE] },
  plugins: [noNodeBuiltins(), ruleExamplesModule(), docsPages(here('../../docs'))],
  worker: { format: 'es', plugins: () => [noNodeBuiltins()] },
  // One page, one script: CodeMirror and the docs' examples make it ~520 KB before gzip (~160 KB after).
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', reportCompressedSize: false, chunkSizeWarningLimit: 800, modulePreload: { polyfill: false } },
});
