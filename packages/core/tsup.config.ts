import { defineConfig } from 'tsup';

// Four entries: the lint engine (`@cmdlint/core`, what a browser page or a bot's test loads),
// the deploy plan and the reading of the service's errors (`@cmdlint/core/plan`,
// `@cmdlint/core/explain`), which carry the service's error codes and stay out of the engine's
// bundle, and the name characters as data (`@cmdlint/core/name-chars`), which only a program that
// starts often needs (the command line: src/name-char-ranges.ts). Code they share lands in shared chunks (splitting, in both formats), so each subpath
// uses the engine's one copy of the rules catalog rather than a second.
const common = {
  entry: { index: 'src/index.ts', plan: 'src/plan/index.ts', explain: 'src/explain/index.ts', 'name-chars': 'src/name-char-ranges.ts' },
  dts: true,
  target: 'es2022',
  sourcemap: false,
  splitting: true,
} as const;

export default defineConfig([
  // The ES modules for every platform, browsers included.
  { ...common, format: ['esm'], platform: 'neutral', clean: ['!*.cjs', '!*.d.cts'] },
  // The CommonJS build is only for Node's require. Rollup writes it (tsup's `treeshake`): it keeps
  // the es2022 syntax (tsup's own CommonJS splitting rewrites `?.` and `??` into helper calls in
  // the engine's hot paths), and it declares each export as `exports.x = ...` or
  // `Object.defineProperty(exports, 'x', { enumerable: true, get ... })`, the forms from which Node
  // finds the named exports when an ES module imports the build, as it does when it imports a
  // CommonJS re-export of the core (test/cli/module-entries.test.ts).
  { ...common, format: ['cjs'], platform: 'node', treeshake: true, clean: ['!*.js', '!*.d.ts'] },
]);
