// Builds the extension in place, so that `vsce package` packs this folder as it is: the extension
// and the language server bundled into two CommonJS files in dist/ (nothing left to install;
// package.json says `"vsce": { "dependencies": false }`), and the configuration's JSON Schema
// copied from the CLI package. .vscodeignore keeps sources and node_modules out of the package.
// Offline: it reads only this repository.
//
// Python is read by the bundled server too: web-tree-sitter is bundled in, and its two WebAssembly
// files ship beside the bundles (see shipPythonParser below).
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(here, 'package.json'));
const serverPackage = require.resolve('@cmdlint/language-server/package.json');
const serverVersion = JSON.parse(readFileSync(serverPackage, 'utf8')).version;
// The server's own files resolve its dependencies (web-tree-sitter, the grammar), not this package.
const serverRequire = createRequire(serverPackage);

// The folder of earlier builds (the manifest was copied there): gone, so nobody packs a stale one.
rmSync(join(here, 'vsix'), { recursive: true, force: true });
rmSync(join(here, 'dist'), { recursive: true, force: true });

await build({
  // The lint process bundled too (not the server's own file, which requires web-tree-sitter from a node_modules the extension has not).
  entry: { extension: join(here, 'src/extension.ts'), server: join(here, 'src/server.ts'), 'lint-worker': join(dirname(serverPackage), 'dist', 'lint-worker.js') },
  outDir: join(here, 'dist'),
  format: ['cjs'],
  outExtension: () => ({ js: '.cjs' }),
  platform: 'node',
  // The Node.js of VS Code 1.82.
  target: 'node18',
  external: ['vscode'],
  noExternal: [/^(?!vscode$).*/],
  splitting: false,
  sourcemap: false,
  dts: false,
  clean: false,
  silent: true,
  config: false,
  define: { __BUNDLED_SERVER_VERSION__: JSON.stringify(serverVersion), 'import.meta.url': '__cmdlintBundleUrl' },
  // The ES modules taken in (web-tree-sitter, the Python reader) find their files from import.meta.url: the bundle's own file.
  banner: { js: "var __cmdlintBundleUrl = require('url').pathToFileURL(__filename).href;" },
});

copyFileSync(require.resolve('cmdlint/schema.json'), join(here, 'schema.json'));
shipPythonParser(join(here, 'dist'));
console.log(`vscode: built ${join(here, 'dist')}`);

/**
 * The Python parser's WebAssembly beside the bundles (dist/server.cjs and dist/lint-worker.cjs):
 * web-tree-sitter's own, which it loads from its module's folder (the bundle's, by import.meta.url),
 * and the grammar, which the reader resolves as `tree-sitter-python/tree-sitter-python.wasm` from
 * the bundle: found in dist/node_modules/, the nearest folder Node looks in. The grammar package's
 * licence goes with it.
 */
function shipPythonParser(dist) {
  copyFileSync(serverRequire.resolve('web-tree-sitter/web-tree-sitter.wasm'), join(dist, 'web-tree-sitter.wasm'));
  const grammar = dirname(serverRequire.resolve('tree-sitter-python/package.json'));
  const target = join(dist, 'node_modules', 'tree-sitter-python');
  mkdirSync(target, { recursive: true });
  copyFileSync(join(grammar, 'tree-sitter-python.wasm'), join(target, 'tree-sitter-python.wasm'));
  copyFileSync(join(grammar, 'LICENSE'), join(target, 'LICENSE'));
  const { name, version, license } = JSON.parse(readFileSync(join(grammar, 'package.json'), 'utf8'));
  writeFileSync(join(target, 'package.json'), `${JSON.stringify({ name, version, license, description: 'The grammar\'s WebAssembly only, as the cmdlint extension ships it.' }, null, 2)}\n`);
}
