// Builds the extension into vsix/, a folder `vsce package` can pack as it is: the extension and
// the language server bundled into two CommonJS files (nothing left to install), the manifest
// without the workspace's dependencies, the configuration's JSON Schema from the CLI package.
// Offline: it reads only this repository.
import { copyFileSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'tsup';

const here = dirname(dirname(fileURLToPath(import.meta.url)));
const out = join(here, 'vsix');
const require = createRequire(join(here, 'package.json'));

rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

await build({
  entry: { extension: join(here, 'src/extension.ts'), server: join(here, 'src/server.ts') },
  outDir: join(out, 'dist'),
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
});

const manifest = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8'));
delete manifest.private;
delete manifest.scripts;
delete manifest.devDependencies;
manifest.name = 'cmdlint';
manifest.repository = { type: 'git', url: 'https://github.com/cmdlint/cmdlint.git' };
writeFileSync(join(out, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
copyFileSync(require.resolve('cmdlint/schema.json'), join(out, 'schema.json'));
for (const file of ['README.md', 'LICENSE']) copyFileSync(join(here, file), join(out, file));
console.log(`vscode: built ${out}`);
