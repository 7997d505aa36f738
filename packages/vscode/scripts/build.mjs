// Builds the extension in place, so that `vsce package` packs this folder as it is: the extension
// and the language server bundled into two CommonJS files in dist/ (nothing left to install;
// package.json says `"vsce": { "dependencies": false }`), and the configuration's JSON Schema
// copied from the CLI package. .vscodeignore keeps sources and node_modules out of the package.
// Offline: it reads only this repository.
import { copyFileSync, readFileSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const require = createRequire(join(here, 'package.json'));
const serverVersion = JSON.parse(readFileSync(require.resolve('@cmdlint/language-server/package.json'), 'utf8')).version;

// The folder of earlier builds (the manifest was copied there): gone, so nobody packs a stale one.
rmSync(join(here, 'vsix'), { recursive: true, force: true });
rmSync(join(here, 'dist'), { recursive: true, force: true });

await build({
  entry: { extension: join(here, 'src/extension.ts'), server: join(here, 'src/server.ts') },
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
  define: { __BUNDLED_SERVER_VERSION__: JSON.stringify(serverVersion) },
});

copyFileSync(require.resolve('cmdlint/schema.json'), join(here, 'schema.json'));
// The language server's lint thread (big documents), found beside the bundle that starts it.
copyFileSync(join(dirname(require.resolve('@cmdlint/language-server/package.json')), 'dist', 'lint-worker.cjs'), join(here, 'dist', 'lint-worker.cjs'));
console.log(`vscode: built ${join(here, 'dist')}`);
