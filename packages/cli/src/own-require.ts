// Node's built-in modules are required, not imported: an import of node:fs makes an ES namespace of
// all its exports, whose getters load the stream modules for nothing. Built as CommonJS (the bin's
// bundles), a module has its bundle's own require; one made with createRequire(import.meta.url)
// cost a URL parsed twice and a Module made each time, 2.6 million instructions for the entry's
// four at every start (docs/performance.md). From source and in the library's ES module build,
// one is made.
import { createRequire } from 'node:module';

/** Set by the build of the CommonJS bundles (tsup.config.ts); undefined elsewhere. */
declare const __CMDLINT_COMMONJS__: boolean | undefined;

/** A require for this module's bundle: the built-in modules, and the bundle's neighbours in dist/. */
export const ownRequire: NodeJS.Require = typeof __CMDLINT_COMMONJS__ === 'boolean' ? require : createRequire(import.meta.url);
