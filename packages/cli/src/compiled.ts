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
import { latin1Text, utf8Text } from '@cmdlint/text';
import { WRAPPER_HEAD, WRAPPER_TAIL } from './bundle-wrapper.js';
import { ownRequire } from './own-require.js';
import { SUBCOMMANDS } from './subcommands.js';
import { mayBeMuchInput } from './tune.js';

// Each function of Node's own modules that a process calls for the first time is compiled from
// its source then: about 0.1 million instructions each, a few hundred bytes of source. This
// loader runs before anything is cached, so it calls only what the linting bundle calls anyway to
// read a file (open, fstat, read, close: files/src/read.ts), and nothing else of Node's it can do
// without (docs/performance.md, session 25: 60 such functions were 6 M of a run on one small file).
const nodeRequire = ownRequire;
const { closeSync, constants, existsSync, fstatSync, openSync, readSync } = nodeRequire('node:fs') as typeof import('node:fs');
const { dirname, resolve, sep } = nodeRequire('node:path') as typeof import('node:path');
const { Script } = nodeRequire('node:vm') as typeof import('node:vm');
const { isAscii } = nodeRequire('node:buffer') as typeof import('node:buffer');
/** Buffer's equals, on any two Uint8Arrays (here views). */
const { equals } = Buffer.prototype;

/** Set by the build of the CommonJS bundles (tsup.config.ts); undefined from source. */
declare const __CMDLINT_COMMONJS__: boolean | undefined;
/** The folder of this module's own require when it is dist/compiled.cjs, where the bundles are: a bundle there is given that require (a made one cost 5 functions of Node compiled, 0.3 M). */
const OWN_REQUIRE_DIR = typeof __CMDLINT_COMMONJS__ === 'boolean' ? __dirname : undefined;

export interface Compiled<T> {
  readonly exports: T;
  /**
   * Writes the cache when it was missing or stale, or when no run of this one's kind (`did`, see
   * RunWords) wrote it: a run that printed problems compiled its formatter, and one that printed
   * none what the other's files did not need. A cache made after loading one holds what both
   * compiled, so each cache is written once per word at most. Call it after the run, to keep what it
   * compiled. `beforeWrite` runs only when it writes: V8 stamps the cache with the process's
   * flags, which must then be those it loaded the bundle under (tune.ts, untuneForCodeCache); when
   * it throws, nothing is written.
   */
  save(did?: RunWords, beforeWrite?: () => void): void;
}

/**
 * The kinds of run a cache holds the compiled code of, last on its header line: words joined by
 * `+`, sorted. `quiet` or `reported` (the run printed no problems, or did), and for the linting
 * bundle the shape of what the runs read (code-cache-shape.ts: `options`, `choices`, `type3`, ...).
 * A cache of the reporting runs alone, written by a first run on a small file with a problem, left
 * a later quiet run on a file of many options compiling a twentieth of its whole run again, every
 * time (docs/performance.md, session 24); one written by a run over a bare command left a run over
 * subcommands and localizations 5 % slower, every time (session 25). A run with a word its cache
 * lacks writes it again, with the words of both.
 */
type RunWords = string;

/** Whether a cache written by runs of `written` holds what a run of `did` compiles: every word of the one is in the other. */
function holds(written: RunWords | undefined, did: RunWords): boolean {
  if (written === undefined) return false;
  if (written === did) return true; // most runs: the same words as the last write
  const have = written.split('+');
  return did.split('+').every((word) => have.includes(word));
}

/** The words of both, sorted. */
function unionOf(a: RunWords, b: RunWords): RunWords {
  return [...new Set([...a.split('+'), ...b.split('+')])].sort().join('+');
}

/** dist/run.cjs -> <package>/node_modules/.cache/cmdlint (by string: path.join was one more function of Node compiled). */
function cacheDirFor(file: string): string {
  return `${dirname(dirname(file))}${sep}node_modules${sep}.cache${sep}cmdlint`;
}

/** Reads `size` bytes of an open file from `at` into the start of `into`; false when the file ended first (cut while read). */
function readInto(fd: number, into: Buffer, size: number, at = 0): boolean {
  for (let done = 0; done < size; ) {
    const got = readSync(fd, into, done, size - done, at + done);
    if (got === 0) return false;
    done += got;
  }
  return true;
}

/** `size` bytes of `bytes` from `start`, without a copy (Buffer's subarray is a function of Node, compiled on first use). */
function view(bytes: Buffer, start: number, size: number): Uint8Array {
  return new Uint8Array(bytes.buffer, bytes.byteOffset + start, size);
}

/** Opens without following a link where the system can say so (and never waits on a FIFO); a link then fails to open. */
const NO_FOLLOW = constants.O_NOFOLLOW === undefined ? undefined : constants.O_RDONLY | constants.O_NOFOLLOW | (constants.O_NONBLOCK ?? 0);

/** Whether only the runner (or root) can change what `stats` describes: owned by either, not writable by group or others. */
function ownedByRunner(stats: import('node:fs').Stats): boolean {
  const uid = process.getuid?.();
  return uid === undefined || ((stats.uid === uid || stats.uid === 0) && (stats.mode & 0o022) === 0);
}

/**
 * Whether only the runner (or root) can change what is at `path`: owned by either, not writable by
 * group or others, not a link (opened without following one, then asked who owns it: the same
 * functions of Node as a read). Where a system cannot open without following (Windows), lstat.
 */
function writableOnlyByRunner(path: string): boolean {
  if (NO_FOLLOW === undefined) {
    const stats = (nodeRequire('node:fs') as typeof import('node:fs')).lstatSync(path);
    return !stats.isSymbolicLink() && ownedByRunner(stats);
  }
  const fd = openSync(path, NO_FOLLOW);
  try {
    return ownedByRunner(fstatSync(fd));
  } finally {
    closeSync(fd);
  }
}

/** How much of a cache's copy of the bundle is read at a time to be compared: 16 pages, used again. */
const COMPARED_BYTES = 64 * 1024;

/**
 * The cache's bytecode and which run wrote it, when the file at `cacheFile` is `key`, the run's
 * word, a newline, the bundle's bytes (the first `size` of `room`, compared whole: V8 checks a
 * cache's source by its length alone) and the bytecode (bytecodeOffset); else undefined. The file
 * is opened without following a link and must be a regular file only the runner (or root) can
 * write. The bytecode is read over the bundle's bytes in `room` when it fits, once they are compared.
 */
function readCache(cacheFile: string, key: string, room: Buffer, size: number): [RunWords, Uint8Array] | undefined {
  if (NO_FOLLOW === undefined && !writableOnlyByRunner(cacheFile)) return undefined;
  const fd = openSync(cacheFile, NO_FOLLOW ?? 'r');
  try {
    const stats = fstatSync(fd);
    if (!stats.isFile() || !ownedByRunner(stats)) return undefined;
    const part = Buffer.allocUnsafe(Math.min(COMPARED_BYTES, stats.size));
    // Uint8Array's own indexOf: Buffer's is a function of Node, compiled on first use.
    const newline = readInto(fd, part, part.length) ? Uint8Array.prototype.indexOf.call(part, 10) : -1;
    const by = newline !== -1 && latin1Text(part, 0, newline).startsWith(key) ? latin1Text(part, key.length, newline) : '';
    const bytecodeAt = bytecodeOffset(newline + 1 + size);
    const bytecodeSize = stats.size - bytecodeAt;
    if (by === '' || bytecodeSize <= 0) return undefined;
    for (let at = 0; at < size; at += part.length) {
      const compared = Math.min(part.length, size - at);
      if (!readInto(fd, part, compared, newline + 1 + at) || !equals.call(view(room, at, compared), view(part, 0, compared))) return undefined;
    }
    const bytecode = bytecodeSize <= room.length ? room : Buffer.allocUnsafe(bytecodeSize);
    return readInto(fd, bytecode, bytecodeSize, bytecodeAt) ? [by, view(bytecode, 0, bytecodeSize)] : undefined;
  } finally {
    closeSync(fd);
  }
}

/**
 * Where the bytecode starts after a header and bundle of `length` bytes: at the next multiple of
 * 8. V8 copies a cache that is not aligned so in memory (0.4 MB on every run): the bytecode is read
 * into the start of a buffer now, and the file keeps the layout its readers know.
 */
function bytecodeOffset(length: number): number {
  return Math.ceil(length / 8) * 8;
}

/** A bundle's text, and whether it was ASCII (read as latin1), as esbuild writes them. */
interface Bundle {
  readonly source: string;
  readonly ascii: boolean;
  /** Its bytes, then its cache's bytecode (readCache). */
  readonly room: Buffer;
  readonly size: number;
}

/**
 * A bundle's bytes, in a buffer with room for its cache's bytecode after them (about as long):
 * each page of a fresh buffer is a page fault the first time it is written, about 3 µs each here,
 * and reading the bundle and its cache into buffers of their own was 160 more of them a run
 * (docs/performance.md, session 26). Pages never written are never faulted in.
 */
function readBundle(file: string): Bundle {
  const fd = openSync(file, 'r');
  try {
    const size = fstatSync(fd).size;
    const room = Buffer.allocUnsafe(2 * size);
    if (!readInto(fd, room, size)) throw new Error(`${file} changed while it was read`);
    // A copy for ASCII, as the bundles are (esbuild escapes the rest; decoding UTF-8 cost 0.5 M instructions more), else UTF-8.
    const ascii = isAscii(view(room, 0, size));
    return { source: ascii ? latin1Text(room, 0, size) : utf8Text(room, 0, size), ascii, room, size };
  } finally {
    closeSync(fd);
  }
}

/**
 * Writes the cache of `script`: `key`, the run's word, a newline, the bundle's bytes and the
 * bytecode, into a new file renamed into place. Nothing when the folder is one others can write,
 * or when `beforeWrite` throws. Its own function: a run that writes nothing compiles none of it.
 */
function writeCache(cacheDir: string, cacheFile: string, header: string, bundle: Bundle, script: import('node:vm').Script, beforeWrite: (() => void) | undefined): void {
  const { mkdirSync, renameSync, unlinkSync, writeFileSync } = nodeRequire('node:fs') as typeof import('node:fs');
  const temp = `${cacheFile}.${process.pid}.tmp`;
  try {
    mkdirSync(cacheDir, { recursive: true, mode: 0o755 }); // first: a read-only package gives up before the work
    if (!writableOnlyByRunner(cacheDir)) return; // a folder others can write is not used at all
    beforeWrite?.();
    const data = script.createCachedData();
    const head = Buffer.from(header);
    // The bundle's bytes again from its text (its buffer may hold the bytecode now): an ASCII
    // bundle's exactly; one of valid UTF-8 exactly too (one that is not would only never match).
    const bytes = Buffer.from(bundle.source, bundle.ascii ? 'latin1' : 'utf8');
    const padding = Buffer.alloc(bytecodeOffset(head.length + bytes.length) - head.length - bytes.length);
    writeFileSync(temp, Buffer.concat([head, bytes, padding, data]), { mode: 0o644, flag: 'wx' });
    renameSync(temp, cacheFile);
  } catch {
    try {
      unlinkSync(temp);
    } catch {
      // nothing was written
    }
  }
}

/** The require a bundle at `file` is given: this module's own when they share a folder, else one made for it; `provided` answers those modules first (rare-part.ts). */
function requireFor(file: string, provided: Readonly<Record<string, unknown>> | undefined): NodeJS.Require | ((id: string) => unknown) {
  const fileRequire = dirname(file) === OWN_REQUIRE_DIR ? ownRequire : createRequire(file);
  return provided ? (id: string): unknown => (Object.hasOwn(provided, id) ? provided[id] : fileRequire(id)) : fileRequire;
}

/** Requires a CommonJS file, compiling it with the cached bytecode when there is a valid one. */
/** `name` names the cache: V8 takes a cache only under the flags it was made with, so each set of flags has its own. */
/** `url` may be a path (the bin's). */
/** `provided`: modules the bundle's require answers with these objects (rare-part.ts), before it looks for a file. */
export function requireCompiled<T>(url: URL | string, env: Readonly<Record<string, string | undefined>>, name = 'run', provided?: Readonly<Record<string, unknown>>): Compiled<T> {
  const file = typeof url === 'string' ? url : (nodeRequire('node:url') as typeof import('node:url')).fileURLToPath(url);
  const bundle = readBundle(file);
  const { source } = bundle;
  const enabled = env.NODE_DISABLE_COMPILE_CACHE === undefined || env.NODE_DISABLE_COMPILE_CACHE === '';
  const cacheDir = cacheDirFor(file);
  const cacheFile = `${cacheDir}${sep}${name}.bin`;
  // V8 checks its own version and flags, and the source only by its length: the key is the bundle itself.
  const key = `cmdlint-code-cache 6 ${process.version} ${process.arch} ${bundle.size} `;
  let cached: Uint8Array | undefined;
  let writtenBy: RunWords | undefined;
  if (enabled) {
    try {
      // Bytecode runs as code: it is taken only from a folder and a file nobody but the runner (or root) can write.
      if (writableOnlyByRunner(cacheDir)) [writtenBy, cached] = readCache(cacheFile, key, bundle.room, bundle.size) ?? [undefined, undefined];
    } catch {
      cached = undefined; // no cache yet, or none can be read
    }
  }
  // A bundle built wrapped (tsup.config.ts) is compiled as it is: a wrapper string would be flattened
  // into a second copy of the whole source, 0.5 MB more of young heap and page faults on every run.
  const wrapped = source.startsWith(WRAPPER_HEAD) ? source : `${WRAPPER_HEAD}${source}${WRAPPER_TAIL}`;
  const script = new Script(wrapped, { filename: file, ...(cached ? { cachedData: cached } : {}) });
  const module = { exports: {} as T };
  (script.runInThisContext() as (...args: unknown[]) => void).call(module.exports, module.exports, requireFor(file, provided), module, file, dirname(file));
  const saved = cached !== undefined && !script.cachedDataRejected ? writtenBy : undefined;
  let written = false;
  return {
    exports: module.exports,
    save(did = 'quiet', beforeWrite) {
      if (!enabled || written || holds(saved, did)) return;
      written = true; // at most one write a process
      // The cache this run took (saved) is in what it compiled: the new one holds both kinds.
      writeCache(cacheDir, cacheFile, `${key}${saved === undefined ? did : unionOf(saved, did)}\n`, bundle, script, beforeWrite);
    },
  };
}

/** The flags that main() answers without loading a row (index.ts): printing the help or the version. */
export const ANSWERED_BY_ENTRY = ['--help', '-h', '--version', '-v'] as const;

/** What the bin loads: which bundle, and which of its code caches. */
export interface BinLoad {
  readonly bundle: 'run' | 'cli';
  readonly cache: string;
  /** The bundle's file, beside this loader in dist/ (by string: path.join was one more function of Node compiled); from source, its name alone. */
  readonly file: string;
}

function binLoad(bundle: BinLoad['bundle'], cache: string): BinLoad {
  return { bundle, cache, file: OWN_REQUIRE_DIR === undefined ? `${bundle}.cjs` : `${OWN_REQUIRE_DIR}${sep}${bundle}.cjs` };
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
  if (first !== undefined && first !== '' && SUBCOMMANDS.some((row) => row.name === first)) return binLoad('cli', 'cli');
  const files: string[] = [];
  let plain = env.CMDLINT_NO_TUNING !== undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      files.push(...argv.slice(i + 1));
      break;
    }
    if ((ANSWERED_BY_ENTRY as readonly string[]).includes(arg)) return binLoad('cli', 'cli');
    if (READS_NO_FILES.includes(arg)) plain = true;
    if (arg.startsWith('-') && arg !== '-') continue;
    const previous = argv[i - 1];
    if (previous !== undefined && previous.startsWith('-') && !previous.includes('=') && !existsSync(resolve(cwd, arg))) continue;
    files.push(arg);
  }
  return binLoad('run', !plain && mayBeMuchInput(files, cwd) ? 'run-tuned' : 'run');
}
