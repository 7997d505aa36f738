import { defineConfig } from 'tsup';

const shared = {
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
  noExternal: ['@cmdlint/shared', '@cmdlint/core', 'jsonc-parser'],
  esbuildOptions(options: { mainFields?: string[] }) {
    options.mainFields = ['module', 'main'];
  },
} as const;

// The library (dist/library.js and .cjs: main and the text API), the bin's small entry (arguments,
// help, version: dist/cli.cjs) and the linting half as one CommonJS bundle (dist/run.cjs) with the shared layer, the core
// and jsonc-parser in it: start-up reads three files and resolves no package, `cmdlint --version`
// loads no rule at all, and the bundle is loaded with a code cache (src/compiled.ts), which only a
// CommonJS-style script can have on Node 20.
export default defineConfig([
  {
    // The library: the command line as a function and the text API, for import and require.
    ...shared,
    entry: ['src/library.ts'],
    format: ['esm', 'cjs'],
    dts: true,
    shims: true,
    // run.cjs and cli.cjs come from the other builds, which may finish first.
    clean: ['!run.cjs', '!cli.cjs', '!explain.cjs', '!plan.cjs', '!cli.d.cts'],
    define: { __CMDLINT_RUN_BUNDLE__: '"./run.cjs"', __CMDLINT_PLAN_BUNDLE__: '"./plan.cjs"' },
    // Only reached from source (tests); the build loads run.cjs instead, so no chunk is made.
    external: ['./run.js', './main.js', './plan/run.js'],
  },
  {
    ...shared,
    entry: { run: 'src/run.ts' },
    format: ['cjs'],
    outExtension: () => ({ js: '.cjs' }),
  },
  {
    // `cmdlint explain` in a bundle of its own, loaded only by that subcommand (src/explain/load.ts).
    ...shared,
    entry: { explain: 'src/explain/main.ts' },
    format: ['cjs'],
    outExtension: () => ({ js: '.cjs' }),
  },
  {
    // The bin's copy of the entry: required, not imported, which spares an ES module load at start-up.
    // It is also the library's entry for require (package.json's exports), with its declarations.
    ...shared,
    entry: { cli: 'src/index.ts' },
    format: ['cjs'],
    outExtension: () => ({ js: '.cjs' }),
    dts: true,
    shims: true,
    define: { __CMDLINT_RUN_BUNDLE__: '"./run.cjs"', __CMDLINT_PLAN_BUNDLE__: '"./plan.cjs"' },
    external: ['./run.js', './main.js', './plan/run.js'],
  },
  {
    // `cmdlint plan`: its own bundle, loaded only by that subcommand (src/plan/dispatch.ts).
    ...shared,
    entry: { plan: 'src/plan/run.ts' },
    format: ['cjs'],
    outExtension: () => ({ js: '.cjs' }),
  },
]);
