#!/usr/bin/env node
// The process wiring of cmdlint; everything else is main(argv, io) in dist/. The bin is CommonJS
// (bin/package.json) and requires dist/cli.cjs: node then starts without its ES module loader.
'use strict';

// The standard streams are made on first use: a run with nothing to say creates none (each costs
// a few milliseconds of start-up).
let stdout;
function out() {
  if (stdout === undefined) {
    stdout = process.stdout;
    // A closed pipe (cmdlint ... | head) ends the run quietly instead of with a stack trace.
    stdout.on('error', (error) => {
      if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw error;
    });
  }
  return stdout;
}

let main;
let tuneProcessFor;
let entry;
try {
  // The entry is compiled with a V8 code cache (src/compiled.ts), as the linting bundle is: its
  // compilation was a tenth of what a run on one small file adds to node's own start-up.
  const { requireCompiled } = require('../dist/compiled.cjs');
  entry = requireCompiled(require('node:path').join(__dirname, '..', 'dist', 'cli.cjs'), process.env, 'cli');
  ({ main, tuneProcessFor } = entry.exports);
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
  main(process.argv.slice(2), {
    stdout: {
      write: (chunk) => out().write(chunk),
      get isTTY() {
        return out().isTTY;
      },
    },
    stderr: { write: (chunk) => process.stderr.write(chunk) },
    get stdin() {
      return process.stdin;
    },
    cwd: process.cwd(),
    env: process.env,
  }).then((code) => {
    process.exitCode = code;
    // A tuned process would stamp the cache with its flags, which an untuned run refuses.
    if (!tuned) entry.save();
  });
}
