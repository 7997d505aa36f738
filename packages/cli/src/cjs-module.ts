// What the bin's CommonJS bundles get for `node:module` (tsup.config.ts aliases it here): its one
// function they use, createRequire, taken from the module system's own class, which a CommonJS
// module's `module` and the program's `require.main` are made by. Loading node:module itself
// loads its ES module half too: about 5 million instructions of every start-up, 1 % of a run on
// one small file (docs/performance.md). Without such a class at hand (the bundles run as a
// vm.Script get a plain `module` object; a program started with -e has no main), node:module.

type CreateRequire = (from: string | URL) => NodeJS.Require;

function moduleClass(): { createRequire: CreateRequire } {
  const own = typeof module === 'object' ? (module as { constructor?: unknown }).constructor : undefined;
  for (const candidate of [own, require.main?.constructor]) {
    if (typeof (candidate as { createRequire?: unknown } | undefined)?.createRequire === 'function') return candidate as { createRequire: CreateRequire };
  }
  const load = require; // not `require('node:module')`: the build would alias that to this file
  return load('node:module') as { createRequire: CreateRequire };
}

export function createRequire(from: string | URL): NodeJS.Require {
  return moduleClass().createRequire(from);
}
