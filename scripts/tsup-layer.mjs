// The build of a layer package (text, linter, files, language-service): one entry, ES module and
// CommonJS with types, its dependencies left to the consumer (the surfaces bundle them).
// `platform: 'neutral'` for the layers that run in a browser too, so that a Node built-in fails
// their build rather than ship.
export function layerBuild({ platform }) {
  return {
    entry: { index: 'src/index.ts' },
    format: ['esm', 'cjs'],
    dts: true,
    clean: true,
    target: 'es2022',
    platform,
    sourcemap: false,
  };
}
