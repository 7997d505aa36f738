import { defineConfig } from 'tsup';

// Three entries: the reader (index: the parser loaded on the first parse), its facts alone
// (info: what discovery, the cache and the table of readers ask without loading the reader) and
// the reading of another parser's tree (program: no parser, nothing of Node; the playground's).
export default defineConfig({
  entry: { index: 'src/index.ts', info: 'src/info.ts', program: 'src/program.ts' },
  format: ['esm', 'cjs'],
  dts: true,
  clean: true,
  target: 'es2022',
  platform: 'node',
  sourcemap: false,
});
