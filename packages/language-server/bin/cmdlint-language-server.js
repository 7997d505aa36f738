#!/usr/bin/env node
// The process of cmdlint-language-server: the transport comes from the arguments (--stdio,
// --node-ipc or --socket=PORT, the vscode-languageserver conventions); everything else is dist/.
import('../dist/index.js').then(
  ({ startServer }) => startServer(),
  (error) => {
    process.stderr.write(`cmdlint-language-server: cannot load the built server (run the build first): ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 2;
  },
);
