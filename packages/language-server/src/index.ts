// @cmdlint/language-server: the LSP wiring (createServer, startServer) and the pure language
// service under it (diagnostics, code actions, hover, completion on a TextDocument).
import { createConnection, ProposedFeatures, type Connection } from 'vscode-languageserver/node.js';
import { FrameValidator } from './frames.js';
import { createServer, type CmdlintServer, type ServerOptions } from './server.js';

export { createServer, CmdlintServer, SERVER_NAME, SERVER_VERSION, type ServerHooks, type ServerOptions } from './server.js';
export { DEFAULT_SETTINGS, readSettings, type ServerSettings } from './settings.js';
export { DocumentText } from './service/text.js';
export { toLspDiagnostic, toLspDiagnostics, configDiagnostic, SOURCE } from './service/diagnostics.js';
export { quickFixes, fixAllAction, kindRequested, FIX_ALL_KIND, FIX_ALL_TITLE } from './service/code-actions.js';
export { doHover, budgetMarkdown, groupDigits } from './service/hover.js';
export { doComplete } from './service/completion.js';
export { locate, type JsonLocation } from './service/locate.js';
export { Workspace, parseOpenText, pathOfUri, type Membership, type OpenFile } from './service/workspace.js';
export type { WorkspaceFiles } from './service/files.js';
export { nodeFiles } from './node-files.js';
export type { LintWorkerOptions } from './server/lint-worker-client.js';

/**
 * Starts the server on the transport the process arguments name (--stdio, --node-ipc or
 * --socket=PORT). An exception that escapes a handler is logged; the server carries on.
 */
export function startServer(options: ServerOptions = {}): { connection: Connection; server: CmdlintServer } {
  const connection = process.argv.includes('--stdio') ? stdioConnection() : createConnection(ProposedFeatures.all);
  const server = createServer(connection, options);
  process.on('uncaughtException', (error) => server.logError('an event handler', error));
  process.on('unhandledRejection', (reason) => server.logError('a promise', reason));
  server.listen();
  return { connection, server };
}

/**
 * The connection over stdin and stdout, with every frame checked first (see frames.ts): a broken
 * one ends the connection (exit 1, the reason on stderr) instead of wedging it.
 */
function stdioConnection(): Connection {
  const frames = new FrameValidator((problem) => {
    process.stderr.write(`cmdlint-language-server: a broken message on stdin: ${problem}. The messages after it cannot be told apart, so the connection ends.\n`);
  });
  // What the library does for --stdio itself: console output would corrupt stdout, so it goes to stderr.
  for (const level of ['log', 'info', 'warn', 'error', 'debug'] as const) console[level] = (...args: unknown[]) => void process.stderr.write(`${args.map(String).join(' ')}\n`);
  return createConnection(ProposedFeatures.all, process.stdin.pipe(frames), process.stdout);
}
