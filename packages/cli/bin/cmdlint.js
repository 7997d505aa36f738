#!/usr/bin/env node
// The process wiring of cmdlint; everything else is main(argv, io) in dist/. The bin is CommonJS
// (bin/package.json) and requires its loader (dist/compiled.cjs): node then starts without its ES
// module loader.
'use strict';

let main;
let tuneProcessFor;
let standardOutput;
let bundle;
try {
  // What runs is compiled with a V8 code cache (src/compiled.ts): compiling it was most of what a
  // run on one small file adds to node's own start-up. A lint loads one bundle, the entry and the
  // main run together (dist/run.cjs), with the cache of a run on little input or on much;
  // --help, --version and the subcommands load the entry alone (dist/cli.cjs), which loads the
  // subcommand's bundle.
  const { requireCompiled, binLoadFor } = require(`${__dirname}/../dist/compiled.cjs`);
  const load = binLoadFor(process.argv.slice(2), process.cwd(), process.env);
  bundle = requireCompiled(load.file, process.env, load.cache);
  ({ main, tuneProcessFor, standardOutput } = bundle.exports);
  // A compiled script has no loader for import(): formatters are imported from here.
  bundle.exports.importThrough((url) => import(url));
} catch (error) {
  const missing = error && (error.code === 'MODULE_NOT_FOUND' || error.code === 'ENOENT');
  process.stderr.write(missing ? 'cmdlint: the package is not built: run `pnpm build` (or `pnpm install`).\n' : `cmdlint: ${error instanceof Error ? error.message : String(error)}\n`);
  if (/(^|,)\s*cmdlint\s*(,|$)/.test(process.env.DEBUG ?? '') && error instanceof Error) process.stderr.write(`${readableStack(String(error.stack))}\n`);
  process.exitCode = 2;
}
if (main) {
  // Only the process's own program changes its V8 flags, for a run that reads much input
  // (src/tune.ts): after the bundle is loaded, as V8 takes a code cache only under the flags it
  // was made with; a run over a directory or the sets, once it has read much.
  tuneProcessFor(process.argv.slice(2), process.cwd(), process.env);
  // A pipe or a file is written with writeSync: no stream is made (src/fd-output.ts); a reader
  // that went away (cmdlint ... | head) drops the rest quietly, and the run keeps its exit code.
  const stdout = standardOutput(1, () => process.stdout);
  const stderr = standardOutput(2, () => process.stderr);
  main(process.argv.slice(2), {
    stdout,
    stderr,
    get stdin() {
      return process.stdin;
    },
    cwd: process.cwd(),
    env: process.env,
  }).then((code) => {
    process.exitCode = code;
    // The cache keeps what this run compiled, when no run of its kind wrote it (a lint that printed
    // problems compiled its formatter, a quiet one what others' files did not need; a run that
    // linted nothing is not kept).
    const did = bundle.exports.codeCacheWorth ? bundle.exports.codeCacheWorth() : 'quiet';
    // V8 stamps the cache with the process's flags: a tuned run sets them back before it writes,
    // and keeps then the cache of the rare part it loaded before it was tuned (src/rare-part.ts).
    if (did !== 'none') bundle.save(did, bundle.exports.untuneForCodeCache);
    if (bundle.exports.keepRarePartCache) bundle.exports.keepRarePartCache();
    // The run is over and all it wrote was written (writeSync): the process ends here, without
    // Node's teardown (collections and tasks still queued, the heap freed page by page), about a
    // twentieth of a run on one small file. A stream may still hold output: Node then ends as usual.
    // With no listener of 'exit' (a preload may have one), process.exit's own work is skipped too:
    // its code, with the events it emits, is compiled from Node's source first (0.5 M instructions).
    if (!stdout.madeStream && !stderr.madeStream) {
      if (process.listenerCount('exit') === 0 && typeof process.reallyExit === 'function') process.reallyExit(code);
      process.exit(code);
    }
  });
}

/** The stack with the built bundles' frames at their place in the source (src/stack-trace.ts); as it is when that cannot be done. */
function readableStack(stack) {
  try {
    const dist = require('node:path').resolve(__dirname, '..', 'dist');
    return require(`${dist}/stack.cjs`).sourceMappedStack(stack, dist);
  } catch {
    return stack;
  }
}
