import { defineConfig } from 'tsup';

const common = {
  entry: ['src/index.ts'],
  dts: true,
  target: 'es2022',
  sourcemap: false,
} as const;

export default defineConfig([
  // The ES module for every platform, browsers included.
  { ...common, format: ['esm'], platform: 'neutral', clean: ['!index.cjs', '!index.d.cts'] },
  // The CommonJS build is only for Node's require: built for Node, it ends with the annotation
  // (`0 && (module.exports = { lint, ... })`) from which Node finds its named exports when an ES
  // module imports it, as it does when it imports a CommonJS re-export of the core.
  { ...common, format: ['cjs'], platform: 'node', clean: ['!index.js', '!index.d.ts'] },
]);
