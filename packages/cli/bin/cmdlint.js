#!/usr/bin/env node
// The process wiring of cmdlint; everything else is main(argv, io) in dist/. The bin is CommonJS
// (bin/package.json) and requires dist/cli.cjs: node then starts without its ES module loader.
'use strict';

let main;
let tuneProcessFor;
let standardOutput;
let entry;
try {
  // The entry is compiled with a V8 code cache (src/compiled.ts), as the linting bundle is: its
  // compilation was a tenth of what a run on one small file adds to node's own start-up.
  const { requireCompiled } = require('../dist/compiled.cjs');
  entry = requireCompiled(require('node:path').join(__dirname, '..', 'dist', 'cli.cjs'), process.env, 'cli');
  ({ main, tuneProcessFor, standardOutput } = entry.exports);
  // A compiled script has no loader for import(): formatters are imported from here.
  entry.exports.importThrough((url) => import(url));
} catch (error) {
  const missing = error && (error.code === 'MODULE_NOT_FOUND' || error.code === 'ENOENT');
  process.stderr.write(missing ? 'cmdlint: the package is not built: run `pnpm build` (or `pnpm install`).\n' : `cmdlint: ${error instanceof Error ? error.message : String(error)}\n`);
  if (/(^|,)\s*cmdlint\s*(,|$)/.test(process.env.DEBUG ?? '') && error instanceof Error) process.stderr.write(`${error.stack}\n`);
  process.exitCode = 2;
}
if (main) {
  // Only the process's own program changes its V8 flags: before the linting bundle loads (its code
  // cache is kept per set of flags), for a run that may read much input (src/tune.ts).
  const tuned = tuneProcessFor(process.argv.slice(2), process.cwd(), process.env);
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
    // A tuned process would stamp the cache with its flags, which an untuned run refuses; only a
    // lint's run makes it, so that it holds what a lint compiles (src/index.ts, keepsEntryCache).
    if (!tuned && entry.exports.keepsEntryCache()) entry.save();
    // The run is over and all it wrote was written (writeSync): the process ends here, without
    // Node's teardown (collections and tasks still queued, the heap freed page by page), about a
    // twentieth of a run on one small file. A stream may still hold output: Node then ends as usual.
    if (!stdout.madeStream && !stderr.madeStream) process.exit(code);
  });
}
