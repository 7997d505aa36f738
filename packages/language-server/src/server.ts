// The LSP wiring, and nothing else: documents in (incremental sync), capabilities, and each
// notification and request handed, guarded, to the piece whose job it is: settings
// (server/settings-store.ts), open documents (server/documents.ts), linting and publishing
// (server/linting.ts, server/publisher.ts), requests (server/requests.ts). What a diagnostic, a
// hover, a completion or a code action is lives in service/.
import { basename } from 'node:path';
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  MessageType,
  ShowMessageNotification,
  TextDocumentSyncKind,
  type Connection,
  type InitializeParams,
  type InitializeResult,
  type TextDocuments,
} from 'vscode-languageserver/node.js';
import type { TextDocument } from 'vscode-languageserver-textdocument';
import { CONFIG_FILE_NAMES, isJsonPath } from '@cmdlint/linter';
import { readerInfoOf } from '@cmdlint/readers';
import { PYTHON_INFO } from '@cmdlint/reader-python/info';
import { nodeFiles } from './node-files.js';
import { FIX_ALL_KIND, getLanguageService, OPEN_RULE_DOC_COMMAND, type DocumentText, type LanguageService } from '@cmdlint/language-service';
import { onParserMissing, onReaderReady, readSourceText, sourceLineComment, sourceLineCommentAt } from './service/sources.js';
import { forgetProjectOptions, isManifestPath, MANIFEST_GLOBS } from './service/project-options.js';
import { pathOfUri, Workspace } from './service/workspace.js';
import type { ServerSettings } from './settings.js';
import { guardNotification, guardRequest } from './guard.js';
import { isCodeActionParams, isCommandParams, isPositionParams, isCodeAction } from './validate.js';
import { OpenDocuments } from './server/documents.js';
import { LintScheduler, type LintHooks } from './server/linting.js';
import type { LintWorkerOptions } from './server/lint-worker-client.js';
import { Publisher } from './server/publisher.js';
import { Requests } from './server/requests.js';
import { SettingsStore } from './server/settings-store.js';

export const SERVER_NAME = 'cmdlint-language-server';
export const SERVER_VERSION = '0.1.0';
/** How long the configuration stays unchanged before the open documents are re-linted with it. */
const CONFIGURATION_SETTLE_MS = 50;

export type ServerHooks = LintHooks;

export interface ServerOptions {
  readonly hooks?: ServerHooks;
  /** Where and from what size big documents are linted off the server's thread. */
  readonly lintWorker?: LintWorkerOptions;
}

interface ClientSupport {
  configurationRegistration: boolean;
  watchedFilesRegistration: boolean;
  codeActionResolve: boolean;
  workspaceFolders: boolean;
  /** window/showDocument: the client opens a rule's page (the "Show documentation for RULE" action). */
  showDocument: boolean;
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.message}${error.stack ? `\n${error.stack}` : ''}` : String(error);
}

export class CmdlintServer {
  /** What a hover, a completion, a code action or a diagnostic is (the handlers below only route). */
  private readonly service: LanguageService = getLanguageService({ sources: { read: readSourceText, lineCommentAt: sourceLineCommentAt, lineComment: sourceLineComment } });
  private readonly open: OpenDocuments;
  private readonly settings: SettingsStore;
  private readonly publisher: Publisher;
  readonly linting: LintScheduler;
  private readonly requests: Requests;
  /** The documents being opened: their first lint is not debounced. */
  private readonly opening = new Set<string>();
  /** The re-lint a configuration change asks for, once the changes stop coming. */
  private configurationRelint: NodeJS.Timeout | undefined;
  private support: ClientSupport = { configurationRegistration: false, watchedFilesRegistration: false, codeActionResolve: false, workspaceFolders: false, showDocument: false };

  constructor(
    readonly connection: Connection,
    options: ServerOptions = {},
  ) {
    this.open = new OpenDocuments(new Workspace(nodeFiles), this.service);
    this.settings = new SettingsStore(connection, this.logError.bind(this));
    this.publisher = new Publisher(connection, this.log.bind(this));
    const settingsFor = (uri: string): Promise<ServerSettings> => this.settings.for(uri);
    this.linting = new LintScheduler({ service: this.service, documents: this.open, publisher: this.publisher, settingsFor, log: this.log.bind(this), logError: this.logError.bind(this) }, options.hooks, options.lintWorker);
    this.requests = new Requests(this.service, this.open, this.linting, settingsFor, () => this.support.codeActionResolve, () => this.support.showDocument);
    onParserMissing((reason, language) => {
      const message =
        language === PYTHON_INFO.language
          ? `cmdlint: Python files are not linted: ${reason}`
          : `cmdlint: JavaScript and TypeScript files are not linted: this language server cannot load its parser, oxc-parser (${reason}). Install the language server in the workspace (npm install --save-dev @cmdlint/language-server), which brings the parser.`;
      this.connection.console.warn(message);
      // A notification: nothing to answer, so a client that shows no messages costs nothing.
      void this.connection.sendNotification(ShowMessageNotification.type, { type: MessageType.Warning, message });
    });
    // Documents read while a parser was starting (Python's) were read as unread: read and lint them again.
    onReaderReady(() => {
      this.open.forgetTexts();
      this.relintAll();
    });
    this.wire();
  }

  get documents(): TextDocuments<TextDocument> {
    return this.open.documents;
  }

  /** How many results were dropped because their document had changed meanwhile. */
  get staleDrops(): number {
    return this.publisher.staleDrops;
  }

  /** The settings of a document. */
  settingsFor(uri: string): Promise<ServerSettings> {
    return this.settings.for(uri);
  }

  /** The text of an open document at its current version. */
  textOf(uri: string): DocumentText | undefined {
    return this.open.textOf(uri);
  }

  lintNow(uri: string): Promise<void> {
    return this.linting.lintNow(uri);
  }

  // ---- logging and guards -------------------------------------------------------------------

  log(message: string): void {
    this.connection.console.log(message);
  }

  logError(where: string, error: unknown): void {
    try {
      this.connection.console.error(`cmdlint: ${where} failed: ${errorText(error)}`);
    } catch {
      // the connection itself is gone: nothing to tell
    }
  }

  private request<P, R>(method: string, valid: (params: unknown) => params is P, handler: (params: P) => R | Promise<R>) {
    return guardRequest(this.logError.bind(this), method, valid, handler);
  }

  private notification<P>(method: string, handler: (params: P) => void | Promise<void>) {
    return guardNotification(this.logError.bind(this), method, handler);
  }

  // ---- wiring -------------------------------------------------------------------------------

  private wire(): void {
    const { connection, documents, requests } = this;
    connection.onInitialize((params) => this.initialize(params));
    connection.onInitialized(this.notification('initialized', () => this.initialized()));
    connection.onShutdown(() => {
      clearTimeout(this.configurationRelint);
      this.linting.shutdown();
    });
    connection.onDidChangeConfiguration(this.notification('workspace/didChangeConfiguration', (params) => this.configurationChanged(params)));
    connection.onDidChangeWatchedFiles(this.notification('workspace/didChangeWatchedFiles', (params) => this.watchedFilesChanged(params.changes)));
    documents.onDidOpen(
      this.notification('textDocument/didOpen', (event) => {
        this.opening.add(event.document.uri);
        // A document opened (again) reads its project's manifests as they are now.
        forgetProjectOptions();
        this.publisher.opened(event.document.uri);
      }),
    );
    documents.onDidChangeContent(this.notification('textDocument/didChange', (event) => this.contentChanged(event.document)));
    documents.onDidSave(this.notification('textDocument/didSave', (event) => this.saved(event.document)));
    documents.onDidClose(this.notification('textDocument/didClose', (event) => this.closed(event.document)));
    connection.onHover(this.request('textDocument/hover', isPositionParams, (params) => requests.hover(params)));
    connection.onCompletion(this.request('textDocument/completion', isPositionParams, (params) => requests.complete(params)));
    connection.onCodeAction(this.request('textDocument/codeAction', isCodeActionParams, (params) => requests.codeActions(params)));
    connection.onCodeActionResolve(this.request('codeAction/resolve', isCodeAction, (action) => requests.resolveCodeAction(action)));
    connection.onExecuteCommand(this.request('workspace/executeCommand', isCommandParams, (params) => this.executeCommand(params.command, params.arguments)));
    documents.listen(connection);
  }

  private initialize(params: InitializeParams): InitializeResult {
    const capabilities = params.capabilities ?? {};
    this.settings.pull = capabilities.workspace?.configuration === true;
    this.support = {
      configurationRegistration: capabilities.workspace?.didChangeConfiguration?.dynamicRegistration === true,
      watchedFilesRegistration: capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true,
      codeActionResolve: capabilities.textDocument?.codeAction?.resolveSupport?.properties?.includes('edit') === true,
      workspaceFolders: capabilities.workspace?.workspaceFolders === true,
      showDocument: capabilities.window?.showDocument?.support === true,
    };
    const folders = params.workspaceFolders?.map((folder) => folder.uri) ?? (params.rootUri ? [params.rootUri] : []);
    this.open.folders = folders.map((uri) => pathOfUri(uri)).filter((p) => p.isFile).map((p) => p.path);
    const options = params.initializationOptions as { settings?: { cmdlint?: unknown }; cmdlint?: unknown } | undefined;
    this.settings.pushed = options?.settings?.cmdlint ?? options?.cmdlint;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        hoverProvider: true,
        completionProvider: { triggerCharacters: ['"', ':', '[', ','] },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: true },
        ...(this.support.showDocument ? { executeCommandProvider: { commands: [OPEN_RULE_DOC_COMMAND] } } : {}),
        ...(this.support.workspaceFolders ? { workspace: { workspaceFolders: { supported: true, changeNotifications: true } } } : {}),
      },
      serverInfo: { name: SERVER_NAME, version: SERVER_VERSION },
    };
  }

  private initialized(): void {
    const { connection } = this;
    if (this.support.configurationRegistration) {
      void connection.client.register(DidChangeConfigurationNotification.type, { section: 'cmdlint' }).catch((error: unknown) => this.logError('registering for configuration changes', error));
    }
    if (this.support.watchedFilesRegistration) {
      const watchers = [...CONFIG_FILE_NAMES.map((name) => ({ globPattern: `**/${name}` })), { globPattern: '**/*.{json,jsonc}' }, { globPattern: '**/*.{js,mjs,cjs,jsx,ts,mts,cts,tsx,py}' }, ...MANIFEST_GLOBS.map((globPattern) => ({ globPattern }))];
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers }).catch((error: unknown) => this.logError('registering file watchers', error));
    }
    if (this.support.workspaceFolders) {
      connection.workspace.onDidChangeWorkspaceFolders(
        this.notification('workspace/didChangeWorkspaceFolders', (event) => {
          const removed = new Set(event.removed.map((f) => pathOfUri(f.uri).path));
          this.open.folders = [...this.open.folders.filter((f) => !removed.has(f)), ...event.added.map((f) => pathOfUri(f.uri)).filter((p) => p.isFile).map((p) => p.path)];
          this.relintAll();
        }),
      );
    }
  }

  /** "Show documentation for RULE": the client opens the rule's page (only a page of the catalog). */
  private async executeCommand(command: string, args: readonly unknown[] | undefined): Promise<null> {
    const page = command === OPEN_RULE_DOC_COMMAND ? this.service.rulePage(args?.[0]) : undefined;
    if (page) await this.connection.window.showDocument({ uri: page, external: true });
    return null;
  }

  // ---- notifications -------------------------------------------------------------------------

  /**
   * Only the last settings matter: each change replaces the pushed settings (cheap), and every
   * open document is re-linted once, when no change came for CONFIGURATION_SETTLE_MS. A client
   * sending thousands of changes (a settings sync, a script) used to start a re-lint of every
   * document per change, each asking the client for its settings again: minutes of no answers.
   */
  private configurationChanged(params: { settings?: unknown }): void {
    const settings = params?.settings as { cmdlint?: unknown } | undefined;
    this.settings.changed(settings?.cmdlint);
    clearTimeout(this.configurationRelint);
    this.configurationRelint = setTimeout(() => {
      this.configurationRelint = undefined;
      // Settings asked for during the storm may be of an older change: asked again now.
      this.settings.clear();
      this.relintAll();
    }, CONFIGURATION_SETTLE_MS);
  }

  private async contentChanged(textDocument: TextDocument): Promise<void> {
    const uri = textDocument.uri;
    const opening = this.opening.delete(uri);
    // The text and the report of the previous version are of no more use: let a big one go now,
    // before the next parse needs the memory; a lint of it under way elsewhere is ended.
    this.open.forget(uri);
    this.linting.changed();
    const settings = await this.settings.for(uri);
    if (!opening && settings.run === 'onSave') return;
    this.linting.schedule(uri, opening ? 0 : settings.debounceMs);
  }

  private async saved(textDocument: TextDocument): Promise<void> {
    const settings = await this.settings.for(textDocument.uri);
    if (settings.run === 'onSave') this.linting.schedule(textDocument.uri, 0);
  }

  private closed(textDocument: TextDocument): void {
    const uri = textDocument.uri;
    this.linting.cancel(uri);
    this.open.forget(uri);
    this.settings.forget(uri);
    this.opening.delete(uri);
    this.publisher.closed(uri);
    // The other open files of its set now see it as it is on disk.
    const setKey = this.open.setKeys.get(uri);
    this.open.setKeys.delete(uri);
    if (setKey !== undefined) {
      for (const [other, key] of this.open.setKeys) if (key === setKey) this.linting.schedule(other, 0);
    }
  }

  private watchedFilesChanged(changes: readonly { uri: string }[]): void {
    let configChanged = false;
    let filesChanged = false;
    let manifestChanged = false;
    for (const change of changes) {
      const { path, isFile } = pathOfUri(change.uri);
      if (!isFile) continue;
      // package.json is a manifest and a JSON file: both.
      if (isManifestPath(path)) manifestChanged = true;
      if ((CONFIG_FILE_NAMES as readonly string[]).includes(basename(path))) configChanged = true;
      else if (isJsonPath(path) || readerInfoOf(path) !== undefined) {
        this.open.workspace.fileChanged(path);
        filesChanged = true;
      }
    }
    if (manifestChanged) forgetProjectOptions();
    if (configChanged || manifestChanged) {
      this.open.workspace.reset();
      this.linting.configurationReset();
      this.relintAll();
    } else if (filesChanged) {
      for (const [uri, key] of this.open.setKeys) if (key !== undefined) this.linting.schedule(uri, 0);
    }
  }

  private relintAll(): void {
    for (const textDocument of this.documents.all()) this.linting.schedule(textDocument.uri, 0);
  }

  listen(): void {
    this.connection.listen();
  }
}

/** Wires a server onto a connection (which the caller then listens on). */
export function createServer(connection: Connection, options: ServerOptions = {}): CmdlintServer {
  return new CmdlintServer(connection, options);
}
