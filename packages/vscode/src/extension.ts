// The VS Code side of cmdlint: it starts the language server for JSON and JSONC files, and for
// JavaScript, TypeScript and Python files when cmdlint.sources is "on" (see selector.ts), restarts it when
// that setting changes, and stops it with the window. As vscode-eslint, it adds the commands
// "Restart Server", "Fix all auto-fixable problems" and "Show Output Channel", and a status bar item
// (the server's "Show documentation for RULE" runs its own command: the client opens the page it shows). Everything else (what is
// linted, how, the other settings) is the server's. The server is the workspace's installed one when there is one
// (and the workspace is trusted), else the bundled one; the output channel says which, and its
// version.
import { commands, languages, window, workspace, type ExtensionContext, type OutputChannel } from 'vscode';
import { CodeActionRequest, LanguageClient, State, TransportKind, type LanguageClientOptions, type ServerOptions } from 'vscode-languageclient/node';
import { chooseServer, type ServerChoice, type ServerSetting } from './server-choice.js';
import { documentSelector, serverWanted, sourcesSetting, watchedFiles, type SourcesSetting } from './selector.js';
import { ServerStatus, SHOW_OUTPUT_COMMAND } from './status.js';

declare const __BUNDLED_SERVER_VERSION__: string;

let client: LanguageClient | undefined;
/** The sources setting the running client was started with. */
let clientSources: SourcesSetting | undefined;
let status: ServerStatus | undefined;
/** The client being stopped on purpose (a restart, a change of cmdlint.sources): its stop is no failure. */
let stopping: LanguageClient | undefined;

/** The kind of the server's "fix all" code action (also run on save with editor.codeActionsOnSave). */
const FIX_ALL_KIND = 'source.fixAll.cmdlint';

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
  const started = new LanguageClient('cmdlint', 'cmdlint', serverOptions, clientOptions);
  client = started;
  clientSources = sources;
  context.subscriptions.push(started);
  status?.set('starting', choice.reason);
  if (status) status.documents = clientOptions.documentSelector!;
  started.onDidChangeState((event) => {
    if (event.newState === State.Running) status?.set('running', choice.reason);
    else if (event.newState === State.Starting) status?.set('starting', choice.reason);
    else if (stopping !== started) status?.set('failed', choice.reason);
  });
  try {
    await started.start();
  } catch (error) {
    status?.set('failed', choice.reason);
    throw error;
  }
}

async function stopClient(): Promise<void> {
  const old = client;
  if (!old) return;
  client = undefined;
  stopping = old;
  try {
    await old.stop();
  } finally {
    old.dispose();
    stopping = undefined;
  }
}

/**
 * "Fix all auto-fixable problems" for the active editor: the server's source.fixAll.cmdlint action
 * (the command line's --fix), applied if the document has not changed meanwhile.
 */
async function fixAll(): Promise<void> {
  const editor = window.activeTextEditor;
  if (!editor) {
    void window.showInformationMessage('cmdlint: Fix all auto-fixable problems works on the active editor: open a command file first.');
    return;
  }
  const document = editor.document;
  const running = client && client.state === State.Running ? client : undefined;
  if (!running || languages.match(documentSelector(clientSources ?? 'off'), document) === 0) {
    void window.showInformationMessage(`cmdlint: ${workspace.asRelativePath(document.uri)} is not a file cmdlint reads (JSON and JSONC files, and JavaScript, TypeScript and Python with cmdlint.sources "on"): nothing to fix.`);
    return;
  }
  const version = document.version;
  const end = document.lineAt(document.lineCount - 1).range.end;
  const actions = await running.sendRequest(CodeActionRequest.type, {
    textDocument: running.code2ProtocolConverter.asTextDocumentIdentifier(document),
    range: { start: { line: 0, character: 0 }, end: { line: end.line, character: end.character } },
    context: { diagnostics: [], only: [FIX_ALL_KIND] },
  });
  const action = actions?.find((item) => 'kind' in item && item.kind === FIX_ALL_KIND);
  const edit = action && 'edit' in action ? action.edit : undefined;
  if (!edit) return;
  if (document.version !== version) {
    void window.showInformationMessage('cmdlint: the file changed while its fixes were computed; run Fix all auto-fixable problems again.');
    return;
  }
  await workspace.applyEdit(await running.protocol2CodeConverter.asWorkspaceEdit(edit));
}

export async function activate(context: ExtensionContext): Promise<void> {
  const output = window.createOutputChannel('cmdlint');
  status = new ServerStatus();
  context.subscriptions.push(output, status);
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
        await stopClient();
      }
      if (serverWanted(sources, workspace.textDocuments.map((document) => document.languageId))) await startClient(context, output, choice, sources);
    }).catch(failed);
  };
  const failed = (error: unknown): void => {
    status?.set('failed', choice.reason);
    output.appendLine(`cmdlint: starting the language server failed: ${error instanceof Error ? error.message : String(error)}`);
  };
  // As vscode-eslint's "Restart ESLint Server": stopped (if running) and started again, whatever is open.
  const restart = (): Promise<void> => {
    queue = queue.then(async () => {
      output.appendLine('Restarting the language server.');
      await stopClient();
      await startClient(context, output, choice, currentSources());
    }).catch(failed);
    return queue;
  };
  context.subscriptions.push(
    commands.registerCommand('cmdlint.restart', restart),
    commands.registerCommand('cmdlint.executeAutofix', fixAll),
    commands.registerCommand(SHOW_OUTPUT_COMMAND, () => output.show()),
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
  await stopClient();
}
