// Loads the bundled linting code (dist/run.cjs) with a V8 code cache, which Node 20 does not keep
// for us: compiling the bundle (a few hundred KB), and then each function it runs, is most of what a run on
// one small file costs beyond node itself. The cache holds the bytecode of the functions a run
// used; it lives in the package's own node_modules/.cache (as other tools' caches do), is keyed
// by the bundle's bytes themselves, kept in the cache file and compared whole (a changed bundle
// of the same size and time, as npm stamps every file with one time, must not run the old code;
// comparing the bundle's bytes is a memcmp of a few microseconds, where a hash cost 3-13 ms of
// start-up in a fresh process, as much as the cache saves) and by Node's version, and is only an
// optimization: any problem with it means compiling as usual. Bytecode runs as code, so it is
// taken only from a folder and a file that nobody but the runner (or root) can write: owned by
// either, not writable by group or others, not a link. NODE_DISABLE_COMPILE_CACHE=1 turns it
// off, as for Node's own.
// (The bundle runs as a vm.Script: it cannot use import(), which such a script has no loader for.)
import { createRequire } from 'node:module';
import { WRAPPER_HEAD, WRAPPER_TAIL } from './bundle-wrapper.js';
import { ownRequire } from './own-require.js';
import { SUBCOMMANDS } from './subcommands.js';
import { mayBeMuchInput } from './tune.js';

const nodeRequire = ownRequire;
const { closeSync, existsSync, fstatSync, lstatSync, mkdirSync, openSync, readFileSync, readSync, renameSync, unlinkSync, writeFileSync } = nodeRequire('node:fs') as typeof import('node:fs');
const { dirname, join, resolve } = nodeRequire('node:path') as typeof import('node:path');
const { Script } = nodeRequire('node:vm') as typeof import('node:vm');
const { isAscii } = nodeRequire('node:buffer') as typeof import('node:buffer');

export interface Compiled<T> {
  readonly exports: T;
  /**
   * Writes the cache when it was missing or stale, or when no run of this one's kind (`did`, see
   * RUN_DID) wrote it: a run that printed problems compiled its formatter, and one that printed
   * none what the other's files did not need. A cache made after loading one holds what both
   * compiled, so each cache is written at most twice. Call it after the run, to keep what it
   * compiled. `beforeWrite` runs only when it writes: V8 stamps the cache with the process's
   * flags, which must then be those it loaded the bundle under (tune.ts, untuneForCodeCache); when
   * it throws, nothing is written.
   */
  save(did?: RunKind, beforeWrite?: () => void): void;
}

/**
 * The kinds of run a cache holds the compiled code of, last on its header line: runs that linted
 * quietly (no formatter), runs that reported, or both (a cache made by a run of one kind after it
 * loaded one of the other). A cache of the reporting runs alone, written by a first run on a small
 * file with a problem, left a later quiet run on a file of many options compiling a twentieth of
 * its whole run again, every time (docs/performance.md, session 24).
 */
const RUN_DID = ['quiet', 'reported', 'quiet+reported'] as const;
type RunDid = (typeof RUN_DID)[number];
type RunKind = 'quiet' | 'reported';

/** Whether a cache written by `written` holds what a run of kind `did` compiles. */
function holds(written: RunDid | undefined, did: RunKind): boolean {
  return written === did || written === 'quiet+reported';
}

function cacheFileFor(file: string, name: string): string {
  // dist/run.cjs -> <package>/node_modules/.cache/cmdlint/<name>.bin
  return join(dirname(dirname(file)), 'node_modules', '.cache', 'cmdlint', `${name}.bin`);
}

/** Whether only the runner (or root) can change what is at `path`: owned by either, not writable by group or others, not a link. */
function writableOnlyByRunner(path: string): boolean {
  const stats = lstatSync(path);
  const uid = process.getuid?.();
  if (uid === undefined) return !stats.isSymbolicLink(); // no owners to compare (Windows)
  return !stats.isSymbolicLink() && (stats.uid === uid || stats.uid === 0) && (stats.mode & 0o022) === 0;
}

/** How much of the cache's copy of the bundle is read at a time to compare it: one small buffer, not a second copy of the bundle. */
const COMPARED_PER_READ = 64 * 1024;

/**
 * The cache's bytecode and which run wrote it, when the file at `cacheFile` is `key`, the run's
 * word, a newline, the bundle's bytes (`bundle`, compared whole) and the bytecode; else undefined.
 * The copy of the bundle is compared a piece at a time: read whole, it was 0.5 MB more memory
 * touched, and page faults, on every run.
 */
function readCache(cacheFile: string, key: string, bundle: Buffer): [RunDid, Buffer] | undefined {
  const fd = openSync(cacheFile, 'r');
  try {
    const size = fstatSync(fd).size;
    const head = Buffer.alloc(Math.min(size, Buffer.byteLength(key) + Math.max(...RUN_DID.map((word) => word.length)) + 1));
    readSync(fd, head, 0, head.length, 0);
    const by = RUN_DID.find((word) => {
      const header = Buffer.from(`${key}${word}\n`);
      return head.length >= header.length && head.subarray(0, header.length).equals(header);
    });
    if (by === undefined) return undefined;
    const bundleAt = Buffer.byteLength(`${key}${by}\n`);
    const bytecodeAt = bundleAt + bundle.length;
    if (size <= bytecodeAt) return undefined;
    const piece = Buffer.allocUnsafe(Math.min(COMPARED_PER_READ, bundle.length));
    for (let done = 0; done < bundle.length; ) {
      const wanted = Math.min(piece.length, bundle.length - done);
      if (readSync(fd, piece, 0, wanted, bundleAt + done) !== wanted || !piece.subarray(0, wanted).equals(bundle.subarray(done, done + wanted))) return undefined;
      done += wanted;
    }
    const bytecode = Buffer.allocUnsafe(size - bytecodeAt);
    for (let done = 0; done < bytecode.length; ) {
      const got = readSync(fd, bytecode, done, bytecode.length - done, bytecodeAt + done);
      if (got === 0) return undefined; // cut while it was read
      done += got;
    }
    return [by, bytecode];
  } finally {
    closeSync(fd);
  }
}

/** Requires a CommonJS file, compiling it with the cached bytecode when there is a valid one. */
/** `name` names the cache: V8 takes a cache only under the flags it was made with, so each set of flags has its own. */
/** `url` may be a path (the bin's). */
/** `provided`: modules the bundle's require answers with these objects (rare-part.ts), before it looks for a file. */
export function requireCompiled<T>(url: URL | string, env: Readonly<Record<string, string | undefined>>, name = 'run', provided?: Readonly<Record<string, unknown>>): Compiled<T> {
  const file = typeof url === 'string' ? url : (nodeRequire('node:url') as typeof import('node:url')).fileURLToPath(url);
  const bytes = readFileSync(file);
  // The bundles are ASCII (esbuild escapes the rest): a copy, where decoding UTF-8 cost 0.5 M instructions.
  const source = isAscii(bytes) ? bytes.toString('latin1') : bytes.toString('utf8');
  const enabled = env.NODE_DISABLE_COMPILE_CACHE === undefined || env.NODE_DISABLE_COMPILE_CACHE === '';
  let key = '';
  let cacheFile = '';
  let cached: Buffer | undefined;
  let writtenBy: RunDid | undefined;
  if (enabled) {
    try {
      cacheFile = cacheFileFor(file, name);
      // V8 checks its own version and flags, and the source only by its length: the key is the bundle itself.
      key = `cmdlint-code-cache 4 ${process.version} ${process.arch} ${bytes.length} `;
      if (!writableOnlyByRunner(dirname(cacheFile)) || !writableOnlyByRunner(cacheFile)) throw new Error('a cache others can write is not run');
      [writtenBy, cached] = readCache(cacheFile, key, bytes) ?? [undefined, undefined];
    } catch {
      cached = undefined; // no cache yet, or none can be read
    }
  }
  // A bundle built wrapped (tsup.config.ts) is compiled as it is: a wrapper string would be flattened
  // into a second copy of the whole source, 0.5 MB more of young heap and page faults on every run.
  const wrapped = source.startsWith(WRAPPER_HEAD) ? source : `${WRAPPER_HEAD}${source}${WRAPPER_TAIL}`;
  const script = new Script(wrapped, { filename: file, ...(cached ? { cachedData: cached } : {}) });
  const module = { exports: {} as T };
  const fileRequire = createRequire(file);
  const bundleRequire = provided ? (id: string): unknown => (Object.hasOwn(provided, id) ? provided[id] : fileRequire(id)) : fileRequire;
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, bundleRequire, module, file, dirname(file));
  let saved = cached !== undefined && !script.cachedDataRejected ? writtenBy : undefined;
  let written = false;
  return {
    exports: module.exports,
    save(did = 'quiet', beforeWrite) {
      if (!enabled || key === '' || written || holds(saved, did)) return;
      // The cache this run took (saved) is in what it compiled: the new one holds both kinds.
      const word: RunDid = saved === undefined ? did : 'quiet+reported';
      written = true; // at most one write a process
      const temp = `${cacheFile}.${process.pid}.tmp`;
      try {
        mkdirSync(dirname(cacheFile), { recursive: true, mode: 0o755 }); // first: a read-only package gives up before the work
        if (!writableOnlyByRunner(dirname(cacheFile))) return; // a folder others can write is not used at all
        beforeWrite?.();
        const data = script.createCachedData();
        writeFileSync(temp, Buffer.concat([Buffer.from(`${key}${word}\n`), bytes, data]), { mode: 0o644, flag: 'wx' });
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

/** The flags that main() answers without loading a row (index.ts): printing the help or the version. */
export const ANSWERED_BY_ENTRY = ['--help', '-h', '--version', '-v'] as const;

/** What the bin loads: which bundle, and which of its code caches. */
export interface BinLoad {
  readonly bundle: 'run' | 'cli';
  readonly cache: string;
}

/** Flags that make a run read no files of its own (their runs are little): the standard input, the configuration, a new one, the versions. */
const READS_NO_FILES = ['--stdin', '--print-config', '--init', '--env-info'];

/**
 * What the bin loads for these arguments: the linting bundle, which holds the entry too
 * (src/run-bundle.ts), or the entry alone (dist/cli.cjs), which answers --help and --version at
 * once and loads a subcommand's own bundle. The linting bundle has two code caches, for a run on
 * little input and one on much (tune.ts's mayBeMuchInput): each holds what such a run compiled,
 * and the other's costs a run more to load (one small file: about 1.5 ms more with the cache of a
 * directory's run). A guess made before anything is loaded, from the words alone, without the
 * option table (reading it here cost a run on one small file 0.8 ms): a word that names nothing
 * right after a flag is taken for the flag's value (`-f json`). Either bundle and either cache
 * runs every command line the same; a wrong guess is only slower. Both caches are made under
 * V8's default flags (tune.ts).
 */
export function binLoadFor(argv: readonly string[], cwd: string, env: Readonly<Record<string, string | undefined>>): BinLoad {
  const first = argv[0];
  if (first !== undefined && first !== '' && SUBCOMMANDS.some((row) => row.name === first)) return { bundle: 'cli', cache: 'cli' };
  const files: string[] = [];
  let plain = env.CMDLINT_NO_TUNING !== undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      files.push(...argv.slice(i + 1));
      break;
    }
    if ((ANSWERED_BY_ENTRY as readonly string[]).includes(arg)) return { bundle: 'cli', cache: 'cli' };
    if (READS_NO_FILES.includes(arg)) plain = true;
    if (arg.startsWith('-') && arg !== '-') continue;
    const previous = argv[i - 1];
    if (previous !== undefined && previous.startsWith('-') && !previous.includes('=') && !existsSync(resolve(cwd, arg))) continue;
    files.push(arg);
  }
  return { bundle: 'run', cache: !plain && mayBeMuchInput(files, cwd) ? 'run-tuned' : 'run' };
}
