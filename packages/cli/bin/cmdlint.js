#!/usr/bin/env node
// The process wiring of cmdlint; everything else is main(argv, io) in dist/.
// A closed pipe (cmdlint ... | head) ends the run quietly instead of with a stack trace.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

import('../dist/index.js').then(
  ({ main }) =>
    main(process.argv.slice(2), {
      stdout: process.stdout,
      stderr: process.stderr,
      stdin: process.stdin,
      cwd: process.cwd(),
      env: process.env,
    }).then((code) => {
      process.exitCode = code;
    }),
  (error) => {
    const missing = error && error.code === 'ERR_MODULE_NOT_FOUND';
    process.stderr.write(missing ? 'cmdlint: the package is not built: run `pnpm build` (or `pnpm install`).\n' : `cmdlint: ${error instanceof Error ? error.message : String(error)}\n`);
    if (/(^|,)\s*cmdlint\s*(,|$)/.test(process.env.DEBUG ?? '') && error instanceof Error) process.stderr.write(`${error.stack}\n`);
    process.exitCode = 2;
  },
);
