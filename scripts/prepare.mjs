#!/usr/bin/env node
// The root's `prepare`, which every package manager runs after installing this repository.
//
// Under pnpm (the development setup: the README's quick start) it builds every package, as
// `pnpm build` does.
//
// Under npm it builds only what the root's `cmdlint` bin runs. That is how the pre-commit framework
// installs a `language: node` hook from a clone of this repository, with Node and npm only:
// `npm install` here (devDependencies included, which runs this script), `npm pack` (which runs it
// again), then `npm install -g` of the tarball. So the bin is the CLI's own
// (packages/cli/bin/cmdlint.js) and its two bundles (packages/cli/dist/cli.cjs and run.cjs), built
// here with esbuild straight from the sources of the CLI, the shared layer and the core, with
// jsonc-parser inside, as the CLI's tsup build makes them from the built packages: they need
// nothing at run time, so the root's tarball (its `files` are these three and a marker) installs
// with no dependency at all. npm has no `workspace:` protocol, hence none in the root's manifest.
//
// It writes to standard error only: `npm pack` prints the tarball's name on standard output, and
// the framework reads it from there.
import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
const agent = process.env.npm_config_user_agent ?? '';

if (agent.startsWith('pnpm/')) {
  const pnpm = process.env.npm_execpath;
  if (!pnpm) fail('pnpm did not say where it is (npm_execpath); run `pnpm build`.');
  const build = spawnSync(process.execPath, [pnpm, '-r', '--filter', './packages/**', 'run', 'build'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  process.exit(build.status ?? 1);
} else {
  await bundleCli();
}

async function bundleCli() {
  let esbuild = await import('esbuild').catch(() => undefined);
  if (esbuild === undefined && process.env.npm_config_global === 'true' && process.env.npm_execpath) {
    // `npm install -g git+file://<clone>` (how pre-commit 4.6 and later install a hook) prepares
    // the clone with an `npm install --include=dev` there, but that npm inherits
    // npm_config_global=true from the global install and so installs nothing here: the
    // devDependencies this build needs are installed in the clone, as a local install would.
    const install = spawnSync(process.execPath, [process.env.npm_execpath, 'install', '--global=false', `--prefix=${ROOT}`, '--include=dev', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: ROOT,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (install.status !== 0) fail('the devDependencies could not be installed for the build.');
    esbuild = await import('esbuild').catch(() => undefined);
  }
  if (esbuild === undefined) fail('esbuild is missing: it is a devDependency of the root; install with devDependencies.');
  const cli = join(ROOT, 'packages', 'cli');
  const common = {
    bundle: true,
    platform: 'node',
    target: 'es2022',
    format: 'cjs',
    // The packages' own names, to their sources: npm links no workspace.
    alias: {
      '@cmdlint/core': join(ROOT, 'packages', 'core', 'src', 'index.ts'),
      '@cmdlint/shared': join(ROOT, 'packages', 'shared', 'src', 'index.ts'),
    },
    mainFields: ['module', 'main'],
    // import.meta.url in a CommonJS bundle, as tsup's shims give it.
    banner: { js: '"use strict";\nvar importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
    define: { 'import.meta.url': 'importMetaUrl' },
    logLevel: 'warning',
  };
  try {
    await Promise.all([
      esbuild.build({ ...common, entryPoints: [join(cli, 'src', 'run.ts')], outfile: join(cli, 'dist', 'run.cjs') }),
      esbuild.build({
        ...common,
        entryPoints: [join(cli, 'src', 'index.ts')],
        outfile: join(cli, 'dist', 'cli.cjs'),
        define: { ...common.define, __CMDLINT_RUN_BUNDLE__: '"./run.cjs"' },
        external: ['./run.js'],
      }),
    ]);
  } catch (error) {
    fail(`the CLI's bundles could not be built: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function fail(message) {
  process.stderr.write(`prepare: ${message}\n`);
  process.exit(1);
}
