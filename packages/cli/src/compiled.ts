// Loads the bundled linting code (dist/run.cjs) with a V8 code cache, which Node 20 does not keep
// for us: compiling the 220 KB bundle, and then each function it runs, is most of what a run on
// one small file costs beyond node itself. The cache holds the bytecode of the functions a run
// used; it lives in the package's own node_modules/.cache (as other tools' caches do), is keyed
// by the bundle's size and time and by Node's version, and is only an optimization: any problem
// with it means compiling as usual. NODE_DISABLE_COMPILE_CACHE=1 turns it off, as for Node's own.
// (The bundle runs as a vm.Script: it cannot use import(), which such a script has no loader for.)
import { createRequire } from 'node:module';

// Built-in modules are required, not imported: an import of node:fs makes an ES namespace of all
// its exports, whose getters load the stream modules for nothing.
const nodeRequire = createRequire(import.meta.url);
const { mkdirSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } = nodeRequire('node:fs') as typeof import('node:fs');
const { dirname, join } = nodeRequire('node:path') as typeof import('node:path');
const { Script } = nodeRequire('node:vm') as typeof import('node:vm');

export interface Compiled<T> {
  readonly exports: T;
  /** Writes the cache when it was missing or stale; call it after the run, to keep what it compiled. */
  save(): void;
}

function cacheFileFor(file: string, name: string): string {
  // dist/run.cjs -> <package>/node_modules/.cache/cmdlint/<name>.bin
  return join(dirname(dirname(file)), 'node_modules', '.cache', 'cmdlint', `${name}.bin`);
}

/** Requires a CommonJS file, compiling it with the cached bytecode when there is a valid one. */
/** `name` names the cache: V8 takes a cache only under the flags it was made with, so each set of flags has its own. */
export function requireCompiled<T>(url: URL, env: Readonly<Record<string, string | undefined>>, name = 'run'): Compiled<T> {
  const { fileURLToPath } = nodeRequire('node:url') as typeof import('node:url');
  const file = fileURLToPath(url);
  const source = readFileSync(file, 'utf8');
  const enabled = env.NODE_DISABLE_COMPILE_CACHE === undefined || env.NODE_DISABLE_COMPILE_CACHE === '';
  let key = '';
  let cacheFile = '';
  let cached: Buffer | undefined;
  if (enabled) {
    try {
      const stats = statSync(file);
      // V8 checks its own version and flags, and the source only by its length: the key adds the file's identity.
      key = `cmdlint-code-cache 1 ${process.version} ${process.arch} ${stats.size} ${stats.mtimeMs}\n`;
      cacheFile = cacheFileFor(file, name);
      const data = readFileSync(cacheFile);
      const header = Buffer.from(key);
      if (data.length > header.length && data.subarray(0, header.length).equals(header)) cached = data.subarray(header.length);
    } catch {
      cached = undefined; // no cache yet, or none can be read
    }
  }
  const wrapper = `(function (exports, require, module, __filename, __dirname) {${source}\n})`;
  const script = new Script(wrapper, { filename: file, ...(cached ? { cachedData: cached } : {}) });
  const module = { exports: {} as T };
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, createRequire(file), module, file, dirname(file));
  let saved = cached !== undefined && !script.cachedDataRejected;
  return {
    exports: module.exports,
    save() {
      if (!enabled || key === '' || saved) return;
      saved = true;
      const temp = `${cacheFile}.${process.pid}.tmp`;
      try {
        mkdirSync(dirname(cacheFile), { recursive: true }); // first: a read-only package gives up before the work
        const data = script.createCachedData();
        writeFileSync(temp, Buffer.concat([Buffer.from(key), data]));
        renameSync(temp, cacheFile);
      } catch {
        try {
          unlinkSync(temp);
        } catch {
          // nothing was written
        }
      }
    },
  };
}
