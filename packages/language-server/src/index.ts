// @cmdlint/language-server: the LSP wiring (createServer, startServer) and the pure language
// service under it (getLanguageService: diagnostics, code actions, hover, completion on a
// TextDocument), with the workspace model (configuration, sets) it lints in.
import type { Connection } from 'vscode-languageserver/node.js';
import { createServer, type CmdlintServer, type ServerOptions } from './server.js';
import { connectionFromArguments } from './transport.js';

export { createServer, CmdlintServer, SERVER_NAME, SERVER_VERSION, type ServerHooks, type ServerOptions } from './server.js';
export { DEFAULT_SETTINGS, readSettings, type ServerSettings } from './settings.js';
export {
  getLanguageService,
  DocumentText,
  FIX_ALL_KIND,
  OPEN_RULE_DOC_COMMAND,
  type LanguageService,
  type LanguageServiceParams,
  type SourceReading,
  type DocumentReading,
  type CompletionSettings,
  type QuickFixSettings,
  type InstalledSchemas,
  type PublishedReport,
} from '@cmdlint/language-service';
export { Workspace, pathOfUri, type Membership, type OpenFile } from './service/workspace.js';
export type { WorkspaceFiles } from './service/files.js';
export { nodeFiles } from './node-files.js';
export type { LintWorkerOptions } from './server/lint-worker-client.js';

/**
 * Starts the server on the transport the process arguments name (--stdio, --node-ipc,
 * --socket=PORT or --pipe=NAME). An exception that escapes a handler is logged; the server carries on.
 */
export function startServer(options: ServerOptions = {}): { connection: Connection; server: CmdlintServer } {
  const connection = connectionFromArguments();
  const server = createServer(connection, options);
  process.on('uncaughtException', (error) => server.logError('an event handler', error));
  process.on('unhandledRejection', (reason) => server.logError('a promise', reason));
  server.listen();
  return { connection, server };
}
