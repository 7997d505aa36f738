// The LSP wiring, and nothing else: documents in (incremental sync), settings asked per
// document, lints debounced per document and published only for the version they were computed
// on, sets linted across files, every handler guarded. What a diagnostic, a hover, a completion
// or a code action is lives in service/.
import { basename } from 'node:path';
import {
  CodeActionKind,
  DidChangeConfigurationNotification,
  DidChangeWatchedFilesNotification,
  TextDocumentSyncKind,
  TextDocuments,
  type CodeAction,
  type CodeActionParams,
  type CompletionList,
  type Connection,
  type Diagnostic,
  type Hover,
  type InitializeParams,
  type InitializeResult,
  type TextDocumentPositionParams,
} from 'vscode-languageserver/node.js';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { CONFIG_FILE_NAMES, ConfigError, isJsonPath, looksLikeCommandDocument, type FileReport } from '@cmdlint/shared';
import { readSettings, type ServerSettings } from './settings.js';
import { FIX_ALL_KIND, fixAllAction, FIX_ALL_TITLE, hasAutomaticFixes, kindRequested, quickFixes } from './service/code-actions.js';
import { doComplete } from './service/completion.js';
import { configDiagnostic, toLspDiagnostics } from './service/diagnostics.js';
import { doHover } from './service/hover.js';
import { DocumentText } from './service/text.js';
import { parseOpenText, pathOfUri, Workspace, type Membership, type OpenFile } from './service/workspace.js';
import { guardNotification, guardRequest } from './guard.js';
import { isCodeActionParams, isPositionParams, isCodeAction } from './validate.js';

export const SERVER_NAME = 'cmdlint-language-server';
export const SERVER_VERSION = '0.1.0';

export interface ServerHooks {
  /**
   * Called after a lint is computed and before its diagnostics are published, with the URI and
   * version it was started for. Tests hold it to let a newer version arrive meanwhile.
   */
  beforePublish?(uri: string, version: number): Promise<void> | void;
}

export interface ServerOptions {
  readonly hooks?: ServerHooks;
}

interface StoredReport {
  readonly version: number;
  readonly report: FileReport;
}

interface ClientSupport {
  configuration: boolean;
  configurationRegistration: boolean;
  watchedFilesRegistration: boolean;
  codeActionResolve: boolean;
  workspaceFolders: boolean;
}

function errorText(error: unknown): string {
  return error instanceof Error ? `${error.message}${error.stack ? `\n${error.stack}` : ''}` : String(error);
}

/**
 * Lets the messages read meanwhile be handled, and answered, before going on. The library takes
 * a message through several immediates (decode, dispatch, the answer's write), each queued by the
 * one before: a few turns of the event loop carry a request from its bytes to its answer, and
 * requests that queued up during a long step each need theirs.
 */
const TURNS_PER_PAUSE = 16; // an idle turn costs microseconds; several queued requests each need a few

async function yieldToMessages(): Promise<void> {
  for (let turn = 0; turn < TURNS_PER_PAUSE; turn++) await new Promise((resolve) => setImmediate(resolve));
}

/** Documents of at least this many characters say in the log when their lint starts (it takes a while). */
const LARGE_DOCUMENT = 1_000_000;

/** Lets every message already received be handled before going on. */
function settle(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}

export class CmdlintServer {
  readonly documents = new TextDocuments(TextDocument);
  private readonly workspace = new Workspace();
  /** The parse of each open document, at its latest version. */
  private readonly texts = new Map<string, DocumentText>();
  /** The last published report of each open document and the version it is for. */
  private readonly reports = new Map<string, StoredReport>();
  /** The set each open document was last linted in. */
  private readonly setKeys = new Map<string, string | undefined>();
  private readonly timers = new Map<string, NodeJS.Timeout>();
  private readonly settingsCache = new Map<string, Promise<ServerSettings>>();
  private readonly published = new Set<string>();
  /** The highest version published for each open document: an older one is never published after it. */
  private readonly publishedVersions = new Map<string, number>();
  private readonly opening = new Set<string>();
  private readonly reportedSettingsProblems = new Set<string>();
  private support: ClientSupport = { configuration: false, configurationRegistration: false, watchedFilesRegistration: false, codeActionResolve: false, workspaceFolders: false };
  private folders: string[] = [];
  private pushedSettings: unknown;
  private shuttingDown = false;
  /** How many results were dropped because their document had changed meanwhile. */
  staleDrops = 0;

  constructor(
    readonly connection: Connection,
    private readonly options: ServerOptions = {},
  ) {
    this.wire();
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
    const { connection, documents } = this;
    connection.onInitialize((params) => this.initialize(params));
    connection.onInitialized(this.notification('initialized', () => this.initialized()));
    connection.onShutdown(() => {
      this.shuttingDown = true;
      for (const timer of this.timers.values()) clearTimeout(timer);
      this.timers.clear();
    });
    connection.onDidChangeConfiguration(this.notification('workspace/didChangeConfiguration', (params) => this.configurationChanged(params)));
    connection.onDidChangeWatchedFiles(this.notification('workspace/didChangeWatchedFiles', (params) => this.watchedFilesChanged(params.changes)));
    documents.onDidOpen(this.notification('textDocument/didOpen', (event) => void this.opening.add(event.document.uri)));
    documents.onDidChangeContent(this.notification('textDocument/didChange', (event) => this.contentChanged(event.document)));
    documents.onDidSave(this.notification('textDocument/didSave', (event) => this.saved(event.document)));
    documents.onDidClose(this.notification('textDocument/didClose', (event) => this.closed(event.document)));
    connection.onHover(this.request('textDocument/hover', isPositionParams, (params) => this.hover(params)));
    connection.onCompletion(this.request('textDocument/completion', isPositionParams, (params) => this.complete(params)));
    connection.onCodeAction(this.request('textDocument/codeAction', isCodeActionParams, (params) => this.codeActions(params)));
    connection.onCodeActionResolve(this.request('codeAction/resolve', isCodeAction, (action) => this.resolveCodeAction(action)));
    documents.listen(connection);
  }

  private initialize(params: InitializeParams): InitializeResult {
    const capabilities = params.capabilities ?? {};
    this.support = {
      configuration: capabilities.workspace?.configuration === true,
      configurationRegistration: capabilities.workspace?.didChangeConfiguration?.dynamicRegistration === true,
      watchedFilesRegistration: capabilities.workspace?.didChangeWatchedFiles?.dynamicRegistration === true,
      codeActionResolve: capabilities.textDocument?.codeAction?.resolveSupport?.properties?.includes('edit') === true,
      workspaceFolders: capabilities.workspace?.workspaceFolders === true,
    };
    const folders = params.workspaceFolders?.map((folder) => folder.uri) ?? (params.rootUri ? [params.rootUri] : []);
    this.folders = folders.map((uri) => pathOfUri(uri)).filter((p) => p.isFile).map((p) => p.path);
    const options = params.initializationOptions as { settings?: { cmdlint?: unknown }; cmdlint?: unknown } | undefined;
    this.pushedSettings = options?.settings?.cmdlint ?? options?.cmdlint;
    return {
      capabilities: {
        textDocumentSync: { openClose: true, change: TextDocumentSyncKind.Incremental, save: { includeText: false } },
        hoverProvider: true,
        completionProvider: { triggerCharacters: ['"', ':', '[', ','] },
        codeActionProvider: { codeActionKinds: [CodeActionKind.QuickFix, FIX_ALL_KIND], resolveProvider: true },
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
      const watchers = [...CONFIG_FILE_NAMES.map((name) => ({ globPattern: `**/${name}` })), { globPattern: '**/*.{json,jsonc}' }];
      void connection.client.register(DidChangeWatchedFilesNotification.type, { watchers }).catch((error: unknown) => this.logError('registering file watchers', error));
    }
    if (this.support.workspaceFolders) {
      connection.workspace.onDidChangeWorkspaceFolders(
        this.notification('workspace/didChangeWorkspaceFolders', (event) => {
          const removed = new Set(event.removed.map((f) => pathOfUri(f.uri).path));
          this.folders = [...this.folders.filter((f) => !removed.has(f)), ...event.added.map((f) => pathOfUri(f.uri)).filter((p) => p.isFile).map((p) => p.path)];
          this.relintAll();
        }),
      );
    }
  }

  // ---- settings ------------------------------------------------------------------------------

  /** The settings of a document: asked once per document until the configuration changes. */
  settingsFor(uri: string): Promise<ServerSettings> {
    let known = this.settingsCache.get(uri);
    if (!known) {
      known = this.fetchSettings(uri);
      this.settingsCache.set(uri, known);
    }
    return known;
  }

  private async fetchSettings(uri: string): Promise<ServerSettings> {
    let raw: unknown = this.pushedSettings;
    if (this.support.configuration) {
      try {
        raw = await this.connection.workspace.getConfiguration({ scopeUri: uri, section: 'cmdlint' });
      } catch (error) {
        this.logError('workspace/configuration', error);
        raw = undefined;
      }
    }
    const { settings, problems } = readSettings(raw);
    for (const problem of problems) {
      if (this.reportedSettingsProblems.has(problem)) continue;
      this.reportedSettingsProblems.add(problem);
      this.connection.console.warn(problem);
    }
    return settings;
  }

  private configurationChanged(params: { settings?: unknown }): void {
    const settings = params?.settings as { cmdlint?: unknown } | undefined;
    if (!this.support.configuration) this.pushedSettings = settings?.cmdlint;
    this.settingsCache.clear();
    this.relintAll();
  }

  // ---- documents -----------------------------------------------------------------------------

  /** The parse of an open document at its current version (parsed once per version). */
  textOf(uri: string): DocumentText | undefined {
    const textDocument = this.documents.get(uri);
    if (!textDocument) return undefined;
    const known = this.texts.get(uri);
    if (known && known.version === textDocument.version) return known;
    const source = textDocument.getText();
    const text = new DocumentText(textDocument, parseOpenText(uri, source, textDocument.languageId), source);
    this.texts.set(uri, text);
    return text;
  }

  private openFile(text: DocumentText): OpenFile {
    const { path, isFile } = pathOfUri(text.uri);
    return { uri: text.uri, path, isFile, version: text.version, document: text.document };
  }

  private isCurrent(uri: string, version: number): boolean {
    return this.documents.get(uri)?.version === version;
  }

  private async contentChanged(textDocument: TextDocument): Promise<void> {
    const uri = textDocument.uri;
    const opening = this.opening.delete(uri);
    // The parse and the report of the previous version are of no more use: let a big one go now,
    // before the next parse needs the memory.
    this.texts.delete(uri);
    this.reports.delete(uri);
    const settings = await this.settingsFor(uri);
    if (!opening && settings.run === 'onSave') return;
    this.schedule(uri, opening ? 0 : settings.debounceMs);
  }

  private async saved(textDocument: TextDocument): Promise<void> {
    const settings = await this.settingsFor(textDocument.uri);
    if (settings.run === 'onSave') this.schedule(textDocument.uri, 0);
  }

  private closed(textDocument: TextDocument): void {
    const uri = textDocument.uri;
    const timer = this.timers.get(uri);
    if (timer) clearTimeout(timer);
    this.timers.delete(uri);
    this.texts.delete(uri);
    this.reports.delete(uri);
    this.settingsCache.delete(uri);
    this.opening.delete(uri);
    this.publishedVersions.delete(uri);
    this.clear(uri);
    // The other open files of its set now see it as it is on disk.
    const setKey = this.setKeys.get(uri);
    this.setKeys.delete(uri);
    if (setKey !== undefined) {
      for (const [other, key] of this.setKeys) if (key === setKey) this.schedule(other, 0);
    }
  }

  private watchedFilesChanged(changes: readonly { uri: string }[]): void {
    let configChanged = false;
    let filesChanged = false;
    for (const change of changes) {
      const { path, isFile } = pathOfUri(change.uri);
      if (!isFile) continue;
      if ((CONFIG_FILE_NAMES as readonly string[]).includes(basename(path))) configChanged = true;
      else if (isJsonPath(path)) {
        this.workspace.fileChanged(path);
        filesChanged = true;
      }
    }
    if (configChanged) {
      this.workspace.reset();
      this.relintAll();
    } else if (filesChanged) {
      for (const [uri, key] of this.setKeys) if (key !== undefined) this.schedule(uri, 0);
    }
  }

  private relintAll(): void {
    for (const textDocument of this.documents.all()) this.schedule(textDocument.uri, 0);
  }

  // ---- linting -------------------------------------------------------------------------------

  private schedule(uri: string, delay: number): void {
    if (this.shuttingDown) return;
    const previous = this.timers.get(uri);
    if (previous) clearTimeout(previous);
    const timer = setTimeout(() => {
      this.timers.delete(uri);
      this.lintNow(uri).catch((error: unknown) => this.logError(`linting ${uri}`, error));
    }, delay);
    this.timers.set(uri, timer);
  }

  private membership(file: OpenFile, settings: ServerSettings): Membership {
    return this.workspace.membership(file, settings, this.folders);
  }

  /** The other open documents of a set, parsed at their current versions. */
  private openSetPeers(setKey: string, except: string, settings: ServerSettings): { file: OpenFile; membership: Membership }[] {
    const peers: { file: OpenFile; membership: Membership }[] = [];
    for (const textDocument of this.documents.all()) {
      if (textDocument.uri === except) continue;
      const text = this.textOf(textDocument.uri);
      if (!text) continue;
      const file = this.openFile(text);
      try {
        const membership = this.membership(file, settings);
        if (membership.setKey === setKey && membership.reason === 'set') peers.push({ file, membership });
      } catch {
        // its configuration is broken: it is not in this set
      }
    }
    return peers;
  }

  /**
   * Lints a document (and the open files of its set) and publishes what is still current. The
   * work runs in phases (parse, lint, publish) with the messages that arrived meanwhile handled
   * between them: a request is answered after the phase under way, not after the whole lint of a
   * big document, and a change that arrives makes the rest of an outdated lint stop early.
   */
  async lintNow(uri: string): Promise<void> {
    const textDocument = this.documents.get(uri);
    if (!textDocument) return;
    const version = textDocument.version;
    const settings = await this.settingsFor(uri);
    if (!this.isCurrent(uri, version)) return; // a newer version has its own lint coming
    if (!settings.enable) {
      this.clear(uri);
      return;
    }
    const size = textDocument.getText().length;
    if (size >= LARGE_DOCUMENT) this.log(`cmdlint: linting ${uri} version ${version} (${(size / 1e6).toFixed(1)} million characters), in phases.`);
    const text = this.textOf(uri)!;
    await yieldToMessages();
    if (!this.stillCurrent(uri, version)) return;
    const file = this.openFile(text);
    let membership: Membership;
    try {
      membership = this.membership(file, settings);
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      if (looksLikeCommandDocument(text.document)) this.publish(uri, version, [configDiagnostic(error.message)]);
      else this.clear(uri);
      return;
    }
    this.setKeys.set(uri, membership.setKey);
    if (membership.reason === undefined) {
      this.reports.delete(uri);
      this.clear(uri);
      return;
    }
    const peers = membership.setKey === undefined ? [] : this.openSetPeers(membership.setKey, uri, settings);
    let reports: Map<string, FileReport>;
    // Between the steps of the lint, pending messages are handled; a change makes it stop early.
    const outdated = new Error('outdated');
    const pause = async (): Promise<void> => {
      await yieldToMessages();
      if (!this.isCurrent(uri, version)) throw outdated;
    };
    try {
      reports = await this.workspace.lint(file, membership, peers, settings, pause);
    } catch (error) {
      if (error === outdated) {
        this.stillCurrent(uri, version); // counted and logged as dropped
        return;
      }
      if (!(error instanceof ConfigError)) throw error;
      this.publish(uri, version, [configDiagnostic(error.message)]);
      return;
    }
    await this.options.hooks?.beforePublish?.(uri, version);
    await settle(); // changes that arrived during the lint are applied before deciding what is stale
    const versions = new Map<string, number>([[uri, version], ...peers.map((p): [string, number] => [p.file.uri, p.file.version])]);
    for (const [memberUri, report] of reports) {
      const memberVersion = versions.get(memberUri)!;
      if (!this.stillCurrent(memberUri, memberVersion)) continue;
      const memberText = this.textOf(memberUri);
      if (!memberText) continue;
      this.reports.set(memberUri, { version: memberVersion, report });
      if (memberUri !== uri) this.setKeys.set(memberUri, membership.setKey);
      this.publish(memberUri, memberVersion, toLspDiagnostics(report, memberText));
    }
  }

  /** Whether a lint of `version` may go on (or publish); counts and logs the drop when not. */
  private stillCurrent(uri: string, version: number): boolean {
    if (this.isCurrent(uri, version)) return true;
    this.staleDrops++;
    this.log(`cmdlint: dropped the diagnostics of ${uri} version ${version}: the document changed meanwhile.`);
    return false;
  }

  private publish(uri: string, version: number, diagnostics: Diagnostic[]): void {
    // A client that sends a version lower than one already published (a version that went
    // backwards) gets nothing for it: the editor would show old diagnostics over newer ones.
    const newest = this.publishedVersions.get(uri);
    if (newest !== undefined && version < newest) {
      this.staleDrops++;
      this.log(`cmdlint: dropped the diagnostics of ${uri} version ${version}: version ${newest} was already published.`);
      return;
    }
    this.publishedVersions.set(uri, version);
    this.published.add(uri);
    void this.connection.sendDiagnostics({ uri, version, diagnostics });
  }

  private clear(uri: string): void {
    if (!this.published.delete(uri)) return;
    void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  // ---- requests ------------------------------------------------------------------------------

  /** The parse of a document that is linted, with its settings; undefined otherwise. */
  private async lintedText(uri: string): Promise<{ text: DocumentText; settings: ServerSettings; file: OpenFile; membership: Membership } | undefined> {
    const settings = await this.settingsFor(uri);
    if (!settings.enable) return undefined;
    const text = this.textOf(uri);
    if (!text) return undefined;
    const file = this.openFile(text);
    let membership: Membership;
    try {
      membership = this.membership(file, settings);
    } catch (error) {
      if (error instanceof ConfigError) return undefined;
      throw error;
    }
    return membership.reason === undefined ? undefined : { text, settings, file, membership };
  }

  private async hover(params: TextDocumentPositionParams): Promise<Hover | null> {
    const linted = await this.lintedText(params.textDocument.uri);
    return linted ? doHover(linted.text, params.position) : null;
  }

  private async complete(params: TextDocumentPositionParams): Promise<CompletionList | null> {
    const linted = await this.lintedText(params.textDocument.uri);
    return linted ? doComplete(linted.text, params.position) : null;
  }

  private fixedText(linted: { text: DocumentText; settings: ServerSettings; file: OpenFile; membership: Membership }): string | undefined {
    const peers = linted.membership.setKey === undefined ? [] : this.openSetPeers(linted.membership.setKey, linted.file.uri, linted.settings);
    return this.workspace.fixAll(linted.file, linted.membership, peers, linted.settings);
  }

  private async codeActions(params: CodeActionParams): Promise<CodeAction[]> {
    const uri = params.textDocument.uri;
    const linted = await this.lintedText(uri);
    if (!linted) return [];
    const only = params.context.only;
    const actions: CodeAction[] = [];
    // Quick fixes come from the published result of this very version (none while a newer one is pending).
    const stored = this.reports.get(uri);
    const current = stored !== undefined && stored.version === linted.text.version ? stored.report : undefined;
    if (current && kindRequested(CodeActionKind.QuickFix, only)) actions.push(...quickFixes(linted.text, current, params.range));
    if (kindRequested(FIX_ALL_KIND, only)) {
      if (only && only.length > 0) {
        // Asked for by kind (fix all, or on save): computed now, on the current text.
        const action = fixAllAction(linted.text, this.fixedText(linted));
        if (action.edit?.changes?.[uri]?.length) actions.push(action);
      } else if (current && hasAutomaticFixes(current)) {
        if (this.support.codeActionResolve) actions.push({ title: FIX_ALL_TITLE, kind: FIX_ALL_KIND, data: { uri, version: linted.text.version } });
        else actions.push(fixAllAction(linted.text, this.fixedText(linted)));
      }
    }
    return actions;
  }

  private async resolveCodeAction(action: CodeAction): Promise<CodeAction> {
    const data = action.data as { uri?: unknown } | undefined;
    if (action.kind !== FIX_ALL_KIND || typeof data?.uri !== 'string') return action;
    const linted = await this.lintedText(data.uri);
    if (!linted) return action;
    return { ...action, edit: fixAllAction(linted.text, this.fixedText(linted)).edit! };
  }

  listen(): void {
    this.connection.listen();
  }
}

/** Wires a server onto a connection (which the caller then listens on). */
export function createServer(connection: Connection, options: ServerOptions = {}): CmdlintServer {
  return new CmdlintServer(connection, options);
}

