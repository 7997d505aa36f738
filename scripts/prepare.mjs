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
// (packages/cli/bin/cmdlint.js) and its CommonJS bundles (packages/cli/dist/*.cjs), built here by
// the CLI's own tsup configuration straight from the sources of the CLI, the text layer, the linter, the files layer, the
// readers and the core (npm links no workspace), with their other dependencies inside: they need nothing at run
// time, so the root's tarball (its `files` are the bin and these bundles) installs with no
// dependency at all. npm has no `workspace:` protocol, hence none in the root's manifest, and what
// the bundles import must be among the root's devDependencies (test/precommit/root-manifest).
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
  const build = spawnSync(process.execPath, [pnpm, '-r', '--filter', './packages/**', '--filter', '!@cmdlint/playground', 'run', 'build'], { cwd: ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  process.exit(build.status ?? 1);
} else {
  await bundleCli();
}

async function bundleCli() {
  // tsup and esbuild take their entries from the working directory they are loaded in.
  const cli = join(ROOT, 'packages', 'cli');
  process.chdir(cli);
  let tsup = await import('tsup').catch(() => undefined);
  if (tsup === undefined && process.env.npm_config_global === 'true' && process.env.npm_execpath) {
    // `npm install -g git+file://<clone>` (how pre-commit 4.6 and later install a hook) prepares
    // the clone with an `npm install --include=dev` there, but that npm inherits
    // npm_config_global=true from the global install and so installs nothing here: the
    // devDependencies this build needs are installed in the clone, as a local install would.
    const install = spawnSync(process.execPath, [process.env.npm_execpath, 'install', '--global=false', `--prefix=${ROOT}`, '--include=dev', '--no-save', '--no-audit', '--no-fund', '--ignore-scripts'], {
      cwd: ROOT,
      stdio: ['ignore', process.stderr, process.stderr],
    });
    if (install.status !== 0) fail('the devDependencies could not be installed for the build.');
    tsup = await import('tsup').catch(() => undefined);
  }
  if (tsup === undefined) fail('tsup is missing: it is a devDependency of the root; install with devDependencies.');
  // The CLI's own build (packages/cli/tsup.config.ts: every bundle, define and external it has),
  // without the declarations, with the workspace's packages taken from their sources by name.
  try {
    await tsup.build({
      config: join(cli, 'tsup.config.ts'),
      dts: false,
      silent: true,
      esbuildOptions(options) {
        options.mainFields = ['module', 'main'];
        // Every entry of the core's exports: esbuild maps `@cmdlint/core/plan` by its exact key,
        // never as a path under the `@cmdlint/core` file.
        options.alias = {
          '@cmdlint/core': join(ROOT, 'packages', 'core', 'src', 'index.ts'),
          '@cmdlint/core/plan': join(ROOT, 'packages', 'core', 'src', 'plan', 'index.ts'),
          '@cmdlint/core/explain': join(ROOT, 'packages', 'core', 'src', 'explain', 'index.ts'),
          '@cmdlint/core/name-chars': join(ROOT, 'packages', 'core', 'src', 'name-char-ranges.ts'),
          '@cmdlint/text': join(ROOT, 'packages', 'text', 'src', 'index.ts'),
          '@cmdlint/linter': join(ROOT, 'packages', 'linter', 'src', 'index.ts'),
          '@cmdlint/files': join(ROOT, 'packages', 'files', 'src', 'index.ts'),
          '@cmdlint/reader-js': join(ROOT, 'packages', 'readers', 'js', 'src', 'index.ts'),
          '@cmdlint/reader-js/info': join(ROOT, 'packages', 'readers', 'js', 'src', 'info.ts'),
          '@cmdlint/readers': join(ROOT, 'packages', 'readers', 'table', 'src', 'index.ts'),
          '@cmdlint/reader-python': join(ROOT, 'packages', 'readers', 'python', 'src', 'index.ts'),
          '@cmdlint/reader-python/info': join(ROOT, 'packages', 'readers', 'python', 'src', 'info.ts'),
        };
      },
    });
  } catch (error) {
    fail(`the CLI could not be built: ${error instanceof Error ? error.message : String(error)}`);
  }
}

function fail(message) {
  process.stderr.write(`prepare: ${message}\n`);
  process.exit(1);
}
