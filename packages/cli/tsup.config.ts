import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'tsup';
import { WRAPPER_HEAD, WRAPPER_TAIL } from './src/bundle-wrapper.js';
import { SUBCOMMANDS } from './src/subcommands.js';

/** Relative to the package (the declaration build's base): the library's declarations carry the
 * types it re-exports from the text, linter and files layers and the core, as its bundles carry their code, so a
 * TypeScript consumer needs no package that cmdlint does not depend on (it depends on none). */
const DECLARATIONS_FROM_SOURCE = {
  '@cmdlint/core': ['../core/src/index.ts'],
  '@cmdlint/text': ['../text/src/index.ts'],
  '@cmdlint/linter': ['../linter/src/index.ts'],
  '@cmdlint/files': ['../files/src/index.ts'],
  '@cmdlint/reader-js': ['../readers/js/src/index.ts'],
  '@cmdlint/reader-js/info': ['../readers/js/src/info.ts'],
  '@cmdlint/readers': ['../readers/table/src/index.ts'],
  '@cmdlint/reader-python/info': ['../readers/python/src/info.ts'],
};

const shared = {
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
  noExternal: ['@cmdlint/text', '@cmdlint/linter', '@cmdlint/files', '@cmdlint/core', '@cmdlint/readers', '@cmdlint/reader-js', 'jsonc-parser', '@jridgewell/trace-mapping'],
  esbuildOptions(options: { mainFields?: string[] }) {
    options.mainFields = ['module', 'main'];
  },
} as const;

/**
 * One bundle per row of the table of subcommands (src/subcommands.ts), loaded by main() from its
 * file name. The main row's bundle holds the entry too (src/run-bundle.ts): the bin loads it alone
 * for a lint.
 */
const SUBCOMMAND_ENTRIES = Object.fromEntries(SUBCOMMANDS.map((row) => [row.bundle, row.name === '' ? 'src/run-bundle.ts' : `src/${row.module}.ts`]));

/**
 * The bundles compiled with a code cache (src/compiled.ts) are built inside the function CommonJS
 * runs a module in: compiled as read, never copied into a wrapper. Without their whitespace and
 * comments, and with short names: every run reads each byte twice (the bundle, and the cache's
 * copy it is compared with), makes the bundle a string and takes every name of the cache into
 * V8's table of strings. dist/run.cjs went from 565 to 425 KB without whitespace (0.7 ms of a run
 * on one small file), and from 364 to 267 KB with short names (0.9-1.1 ms; docs/performance.md,
 * session 27). Each has a source map beside it (without the sources' text), which a stack trace
 * under DEBUG=cmdlint is read back through (src/stack-trace.ts): it names the original functions
 * and lines. No run reads a map otherwise.
 */
const WRAPPED = {
  banner: { js: WRAPPER_HEAD },
  footer: { js: WRAPPER_TAIL.trimStart() },
  minifyWhitespace: true,
  minifyIdentifiers: true,
  sourcemap: true,
  esbuildOptions(options: { mainFields?: string[]; sourcesContent?: boolean }) {
    shared.esbuildOptions(options);
    options.sourcesContent = false;
  },
};

/** For the entries that load those bundles (src/index.ts): the rows' modules are imported only from source (tests), so no chunk is made. */
const LOADS_BUNDLES = {
  define: { __CMDLINT_BUNDLED__: 'true' },
  external: SUBCOMMANDS.map((row) => `./${row.module}.js`),
};

/** The parts the linting bundle requires only when they are needed, by their file names (src/source-reading.ts, src/run.ts, src/internal-error.ts). */
const PARTS = { source: 'src/source-reader.ts', python: 'src/python-reader.ts', module: 'src/module/index.ts', stack: 'src/stack-trace.ts' };

/**
 * The rare part (dist/rare.cjs: --init, --print-config, --cache, --staged, suppressions, writing
 * fixes and reports), loaded with its code cache by a run that uses one of them (src/rare-part.ts).
 * Its modules take the shared layers' values from src/rare-shared.ts, left out of it: the loader's
 * require answers with the linting bundle's own instance, so the part holds no copy of the layers.
 */
const RARE = { entry: { rare: 'src/rare.ts' }, external: ['./rare-shared.js'] };

/** The bin's loader of its bundles (dist/compiled.cjs): the linting bundle, or the entry alone (dist/cli.cjs), each with its code cache. */
const BIN_LOADER = { compiled: 'src/compiled.ts' };

/** For the CommonJS bundles only: createRequire without loading node:module (src/cjs-module.ts). */
const WITHOUT_NODE_MODULE = {
  name: 'cmdlint-without-node-module',
  setup(build: { onResolve(options: { filter: RegExp }, resolve: () => { path: string }): void }): void {
    build.onResolve({ filter: /^node:module$/ }, () => ({ path: fileURLToPath(new URL('./src/cjs-module.ts', import.meta.url)) }));
  },
};

/**
 * Every module of cmdlint imports jsonc-parser's scanner alone (createScanner); its main module
 * also sets up three enums by hand at load (ScanError, SyntaxKind, ParseErrorCode: 0.5 million
 * instructions of every start), which nothing reads: cmdlint keeps the values as constants of its
 * own (text/src/parse.ts). The bundles take the scanner's module itself; an import of anything
 * else from jsonc-parser then fails the build, not a run. That module sets up one more enum of its
 * own, CharacterCodes (about a hundred members, 0.4 million instructions), which it never reads
 * (its code writes the numbers): the build leaves that statement out, and fails if it is not
 * found as it is, or if anything else there names it.
 */
const JSONC_SCANNER_ALONE = {
  name: 'cmdlint-jsonc-scanner-alone',
  setup(build: {
    onResolve(options: { filter: RegExp }, resolve: (args: { path: string; resolveDir: string }) => { path: string }): void;
    onLoad(options: { filter: RegExp }, load: (args: { path: string }) => { contents: string; loader: 'js' }): void;
  }): void {
    build.onResolve({ filter: /^jsonc-parser$/ }, (args) => {
      const main = createRequire(join(args.resolveDir, 'package.json')).resolve('jsonc-parser/package.json');
      return { path: join(dirname(main), 'lib', 'esm', 'impl', 'scanner.js') };
    });
    build.onLoad({ filter: /[\\/]jsonc-parser[\\/]lib[\\/]esm[\\/]impl[\\/]scanner\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      const unread = /^var CharacterCodes;\r?\n\(function \(CharacterCodes\) \{\r?\n[^]*?^\}\)\(CharacterCodes \|\| \(CharacterCodes = \{\}\)\);$/m;
      const contents = source.replace(unread, '');
      const stillNamed = contents.split(/\r?\n/).some((line) => /\bCharacterCodes\b/.test(line.replace(/\/\*.*?\*\//g, '')));
      if (contents === source || stillNamed) throw new Error(`${args.path}: the CharacterCodes enum is not where the build leaves it out (tsup.config.ts, JSONC_SCANNER_ALONE)`);
      return { contents, loader: 'js' };
    });
  },
};

/**
 * The bin's loader is compiled from its source at every start (nothing caches it), each function
 * the first time it runs. esbuild exports an ES module's names from CommonJS through helpers
 * (__export, __copyProps, __toCommonJS) that define a getter per name: six functions compiled and
 * run at every start for three names, 0.6 million instructions (docs/performance.md, session 26).
 * The loader's exports are assigned as a plain object at its end instead; the build fails if the
 * helpers are not as this expects, or if anything else uses them.
 */
const PLAIN_LOADER_EXPORTS = {
  name: 'cmdlint-plain-loader-exports',
  renderChunk(code: string, chunk: { path: string }): { code: string } {
    const helpers = /^"use strict";var __defProp=Object\.defineProperty;var __getOwnPropDesc=[^\n]*?var __toCommonJS=mod=>__copyProps\(__defProp\(\{\},"__esModule",\{value:true\}\),mod\);var (\w+)=\{\};__export\(\1,\{[^}]*\}\);module\.exports=__toCommonJS\(\1\);/;
    const marked = /0&&\(module\.exports=(\{[\w,]+\})\);\s*$/;
    const names = marked.exec(code);
    const rest = code.replace(helpers, '"use strict";');
    if (!names || rest === code || /__export|__copyProps|__toCommonJS|__defProp|__getOwnProp|__hasOwnProp/.test(rest)) throw new Error(`${chunk.path}: esbuild's CommonJS exports are not what the build replaces (tsup.config.ts, PLAIN_LOADER_EXPORTS)`);
    return { code: rest.replace(marked, `module.exports=${names[1]};\n`) };
  },
};

/** src/import-meta-url.ts: import.meta.url made when first read, where tsup's shim made it at every load. */
const IMPORT_META_URL = fileURLToPath(new URL('./src/import-meta-url.ts', import.meta.url));

/**
 * What the CommonJS bundles are built with (src/own-require.ts, src/import-meta-url.ts, and the
 * part that reads a stack through the source maps, src/internal-error.ts); options, not
 * esbuildOptions, which scripts/prepare.mjs sets for itself.
 */
const COMMONJS_DEFINE = { 'import.meta.url': 'cmdlintImportMeta.url', __CMDLINT_COMMONJS__: 'true', __CMDLINT_STACK_BUNDLE__: '"./stack.cjs"' };

/** The CommonJS bundles: node:module left out (WITHOUT_NODE_MODULE), import.meta.url made when read. */
const COMMONJS_BUNDLES = {
  ...shared,
  format: ['cjs'],
  esbuildPlugins: [WITHOUT_NODE_MODULE, JSONC_SCANNER_ALONE],
  removeNodeProtocol: false, // else tsup takes `node:module` for `module`, external, before the plugin sees it
  outExtension: () => ({ js: '.cjs' }),
  shims: false,
  inject: [IMPORT_META_URL],
  define: COMMONJS_DEFINE,
} as const;

/**
 * The reader of sources is its own bundle (dist/source.cjs), required on the first source file.
 * So is --module's (dist/module.cjs), required only when the flag is given. The Python reader too
 * (dist/python.cjs): its parser, web-tree-sitter, stays a dependency required from node_modules,
 * where its wasm is; import.meta.url finds the grammar's.
 */
const REQUIRES_PARTS = {
  define: { ...COMMONJS_DEFINE, __CMDLINT_SOURCE_BUNDLE__: '"./source.cjs"', __CMDLINT_PYTHON_BUNDLE__: '"./python.cjs"', __CMDLINT_MODULE_BUNDLE__: '"./module.cjs"', __CMDLINT_RARE_BUNDLE__: '"./rare.cjs"' },
  external: ['./source-reader.js', './python-reader.js', './module/index.js', './rare.js'],
};

// The library (dist/library.js and .cjs: main and the text API), the bin's small entry (arguments,
// help, version: dist/cli.cjs) and the linting half as one CommonJS bundle (dist/run.cjs) with the
// entry, the text, linter and files layers, the core and jsonc-parser in it: a lint reads two files
// (the loader and the bundle) and resolves no package, `cmdlint --version` loads no rule at all,
// and each bundle is loaded with a code cache (src/compiled.ts), which only a CommonJS-style
// script can have on Node 20.
export default defineConfig([
  {
    // The library: the command line as a function and the text API, for import and require.
    ...shared,
    entry: ['src/library.ts'],
    format: ['esm', 'cjs'],
    dts: { compilerOptions: { paths: DECLARATIONS_FROM_SOURCE } },
    shims: true,
    // The other builds' bundles, which may finish first.
    clean: ['!cli.cjs', ...[...Object.keys(SUBCOMMAND_ENTRIES), ...Object.keys(PARTS), ...Object.keys(RARE.entry), ...Object.keys(BIN_LOADER)].map((bundle) => `!${bundle}.cjs`)],
    ...LOADS_BUNDLES,
  },
  {
    // The linting half (run.cjs), `cmdlint explain` and `cmdlint plan`: a bundle per row of the table
    // of subcommands, each loaded only by its row (src/index.ts), with its code cache. Without
    // splitting, each entry is a whole bundle.
    ...COMMONJS_BUNDLES,
    ...WRAPPED,
    entry: SUBCOMMAND_ENTRIES,
    ...REQUIRES_PARTS,
    // The main row's bundle holds the entry, which loads the other rows' bundles (LOADS_BUNDLES).
    define: { ...REQUIRES_PARTS.define, ...LOADS_BUNDLES.define },
    external: [...REQUIRES_PARTS.external, ...LOADS_BUNDLES.external.filter((module) => module !== './run.js')],
  },
  {
    // The parts those bundles require (PARTS), as plain CommonJS modules.
    ...COMMONJS_BUNDLES,
    entry: PARTS,
    ...REQUIRES_PARTS,
  },
  {
    // The rare part, with its code cache, as the linting bundle loads it.
    ...COMMONJS_BUNDLES,
    ...WRAPPED,
    ...RARE,
  },
  {
    // The bin's copy of the entry, with its code cache: required, not imported, which spares an ES
    // module load at start-up. (The library's entry for require is dist/library.cjs, from the first build.)
    ...COMMONJS_BUNDLES,
    ...WRAPPED,
    entry: { cli: 'src/index.ts' },
    ...LOADS_BUNDLES,
    define: { ...COMMONJS_DEFINE, ...LOADS_BUNDLES.define },
  },
  {
    // The bin requires its loader of the entry (dist/compiled.cjs) as a plain CommonJS module. Node
    // compiles it from its source at every start, each byte scanned twice (once to find the
    // functions, once as each runs): without whitespace, 0.2 M instructions less. Names are kept.
    ...COMMONJS_BUNDLES,
    entry: BIN_LOADER,
    minifyWhitespace: true,
    plugins: [PLAIN_LOADER_EXPORTS],
  },
]);
