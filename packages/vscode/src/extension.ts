// The VS Code side of cmdlint: it starts the language server for JSON and JSONC files, and for
// JavaScript and TypeScript files when cmdlint.sources is "on" (see selector.ts), restarts it when
// that setting changes, and stops it with the window. Everything else (what is linted, how, the
// other settings) is the server's. The server is the workspace's installed one when there is one
// (and the workspace is trusted), else the bundled one; the output channel says which, and its
// version.
import { window, workspace, type ExtensionContext, type OutputChannel } from 'vscode';
import { LanguageClient, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { chooseServer, type ServerChoice, type ServerSetting } from './server-choice.js';
import { documentSelector, serverWanted, sourcesSetting, watchedFiles, type SourcesSetting } from './selector.js';

declare const __BUNDLED_SERVER_VERSION__: string;

let client: LanguageClient | undefined;
/** The sources setting the running client was started with. */
let clientSources: SourcesSetting | undefined;

function currentSources(): SourcesSetting {
  return sourcesSetting(workspace.getConfiguration('cmdlint').get('sources', 'off'));
}

async function startClient(context: ExtensionContext, output: OutputChannel, choice: ServerChoice, sources: SourcesSetting): Promise<void> {
  const module = choice.module;
  const serverOptions: ServerOptions = {
    run: { module, transport: TransportKind.ipc },
    debug: { module, transport: TransportKind.ipc, options: { execArgv: ['--nolazy', '--inspect=6011'] } },
  };
  const clientOptions: LanguageClientOptions = {
    outputChannel: output,
    documentSelector: documentSelector(sources),
    synchronize: {
      // Configuration files re-lint every open document; other files may be members of sets.
      fileEvents: workspace.createFileSystemWatcher(watchedFiles(sources)),
    },
  };
  client = new LanguageClient('cmdlint', 'cmdlint', serverOptions, clientOptions);
  clientSources = sources;
  context.subscriptions.push(client);
  await client.start();
}

export async function activate(context: ExtensionContext): Promise<void> {
  const output = window.createOutputChannel('cmdlint');
  context.subscriptions.push(output);
  const setting = workspace.getConfiguration('cmdlint').get<ServerSetting>('server', 'auto');
  const folders = (workspace.workspaceFolders ?? []).filter((f) => f.uri.scheme === 'file').map((f) => f.uri.fsPath);
  const choice = chooseServer(setting, folders, { module: context.asAbsolutePath('dist/server.cjs'), version: __BUNDLED_SERVER_VERSION__ }, workspace.isTrusted);
  output.appendLine(choice.reason);

  // One change at a time: a restart finishes before the next decision.
  let queue = Promise.resolve();
  const update = (): void => {
    queue = queue.then(async () => {
      const sources = currentSources();
      if (client && clientSources === sources) return;
      if (client) {
        output.appendLine(`cmdlint.sources is now "${sources}": restarting the language server.`);
        const old = client;
        client = undefined;
        await old.stop();
        old.dispose();
      }
      if (serverWanted(sources, workspace.textDocuments.map((document) => document.languageId))) await startClient(context, output, choice, sources);
    }).catch((error: unknown) => output.appendLine(`cmdlint: starting the language server failed: ${error instanceof Error ? error.message : String(error)}`));
  };
  context.subscriptions.push(
    workspace.onDidChangeConfiguration((event) => {
      if (event.affectsConfiguration('cmdlint.sources')) update();
    }),
    // With sources off the extension may have woken on a JavaScript file: the server starts with the first JSON one.
    workspace.onDidOpenTextDocument(() => {
      if (!client) update();
    }),
  );
  update();
  await queue;
}

export async function deactivate(): Promise<void> {
  await client?.stop();
  client = undefined;
}
