// The VS Code side of cmdlint: it starts the language server for JSON and JSONC files and stops
// it with the window. Everything else (what is linted, how, the settings) is the server's. The
// server is the workspace's installed one when there is one (and the workspace is trusted), else
// the bundled one; the output channel says which, and its version.
import { window, workspace, type ExtensionContext } from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { chooseServer, type ServerSetting } from './server-choice.js';

declare const __BUNDLED_SERVER_VERSION__: string;

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const output = window.createOutputChannel('cmdlint');
  context.subscriptions.push(output);
  const setting = workspace.getConfiguration('cmdlint').get<ServerSetting>('server', 'auto');
  const folders = (workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => f.uri.fsPath);
  const choice = chooseServer(setting, folders, { module: context.asAbsolutePath('dist/server.cjs'), version: __BUNDLED_SERVER_VERSION__ }, workspace.isTrusted);
  output.appendLine(choice.reason);
  const module = choice.module;
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6011'] } },
  };
  const clientOptions: LanguageClientOptions = {
    outputChannel: output,
    documentSelector: [
      { scheme: 'file', language: 'json' },
      { scheme: 'file', language: 'jsonc' },
      { scheme: 'untitled', language: 'json' },
      { scheme: 'untitled', language: 'jsonc' },
    ],
    synchronize: {
      // Configuration files re-lint every open document; other JSON files may be members of sets.
      fileEvents: workspace.createFileSystemWatcher('**/{cmdlint.config.json,.cmdlintrc.json,*.json,*.jsonc}'),
    },
  };
  client = new LanguageClient('cmdlint', 'cmdlint', serverOptions, clientOptions);
  context.subscriptions.push(client);
  await client.start();
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
