// The VS Code side of cmdlint: it starts the language server for JSON and JSONC files and stops
// it with the window. Everything else (what is linted, how, the settings) is the server's.
import { workspace, type ExtensionContext } from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';

let client: LanguageClient | undefined;

export async function activate(context: ExtensionContext): Promise<void> {
  const module = context.asAbsolutePath('dist/server.cjs');
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6011'] } },
  };
  const clientOptions: LanguageClientOptions = {
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
