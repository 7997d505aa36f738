// A real LSP client (vscode-languageserver's protocol connection) for the tests: in one process
// with the server joined by two PassThrough streams, or over a spawned server's pipes.
import { PassThrough } from 'node:stream';
import type { ChildProcess } from 'node:child_process';
import {
  createConnection,
  createProtocolConnection,
  IPCMessageReader,
  IPCMessageWriter,
  ProposedFeatures,
  StreamMessageReader,
  StreamMessageWriter,
  type ClientCapabilities,
  type CodeAction,
  type CompletionList,
  type Diagnostic,
  type Hover,
  type InitializeResult,
  type MessageReader,
  type MessageWriter,
  type Position,
  type ProtocolConnection,
  type PublishDiagnosticsParams,
  type Range,
  type TextDocumentContentChangeEvent,
} from 'vscode-languageserver/node.js';
import { pathToFileURL } from 'node:url';
import { createServer, type CmdlintServer, type ServerOptions } from '../src/server.js';

export type { Diagnostic };

export const CAPABILITIES: ClientCapabilities = {
  workspace: { configuration: true, didChangeWatchedFiles: { dynamicRegistration: true }, didChangeConfiguration: { dynamicRegistration: true } },
  textDocument: {
    synchronization: { didSave: true, dynamicRegistration: false },
    publishDiagnostics: { versionSupport: true },
    codeAction: { codeActionLiteralSupport: { codeActionKind: { valueSet: ['quickfix', 'source', 'source.fixAll'] } } },
    hover: { contentFormat: ['markdown', 'plaintext'] },
    completion: { completionItem: { snippetSupport: false } },
  },
  window: { showDocument: { support: true } },
};

export function fileUri(path: string): string {
  return pathToFileURL(path).href;
}

export class TestClient {
  /** Every publishDiagnostics received, in order. */
  readonly published: PublishDiagnosticsParams[] = [];
  /** Every window/logMessage and window/showMessage text. */
  readonly logs: string[] = [];
  /** The answer to workspace/configuration for section cmdlint (per URI when a function). */
  settings: Record<string, unknown> | ((uri: string | undefined) => unknown) = {};
  readonly registrations: string[] = [];
  /** Every window/showDocument asked for. */
  readonly shown: { uri: string; external?: boolean }[] = [];
  private waiters: (() => void)[] = [];
  private versions = new Map<string, number>();

  constructor(readonly connection: ProtocolConnection) {
    connection.onNotification('textDocument/publishDiagnostics', (params: PublishDiagnosticsParams) => {
      this.published.push(params);
      this.wake();
    });
    connection.onNotification('window/logMessage', (params: { message: string }) => {
      this.logs.push(params.message);
      this.wake();
    });
    connection.onNotification('window/showMessage', (params: { message: string }) => {
      this.logs.push(params.message);
      this.wake();
    });
    connection.onRequest('workspace/configuration', (params: { items: { scopeUri?: string; section?: string }[] }) =>
      params.items.map((item) => (typeof this.settings === 'function' ? this.settings(item.scopeUri) : this.settings)),
    );
    connection.onRequest('window/showDocument', (params: { uri: string; external?: boolean }) => {
      this.shown.push(params);
      return { success: true };
    });
    connection.onRequest('client/registerCapability', (params: { registrations: { method: string }[] }) => {
      for (const registration of params.registrations) this.registrations.push(registration.method);
      return null;
    });
    connection.listen();
  }

  private wake(): void {
    const waiters = this.waiters;
    this.waiters = [];
    for (const waiter of waiters) waiter();
  }

  /** Waits until `test` holds (checked on every message), or fails after `timeout` ms. */
  async until<T>(test: () => T | undefined, what: string, timeout = 10_000): Promise<T> {
    const deadline = Date.now() + timeout;
    for (;;) {
      const value = test();
      if (value !== undefined) return value;
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`Timed out waiting for ${what}. Published: ${JSON.stringify(this.published.slice(-3)).slice(0, 2000)}. Logs: ${this.logs.slice(-5).join(' | ')}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, Math.min(left, 200));
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  async initialize(options: { rootPath?: string; capabilities?: ClientCapabilities; initializationOptions?: unknown } = {}): Promise<InitializeResult> {
    const result = await this.connection.sendRequest<InitializeResult>('initialize', {
      processId: null,
      rootUri: options.rootPath ? fileUri(options.rootPath) : null,
      workspaceFolders: options.rootPath ? [{ uri: fileUri(options.rootPath), name: 'root' }] : null,
      capabilities: options.capabilities ?? CAPABILITIES,
      initializationOptions: options.initializationOptions,
    });
    await this.connection.sendNotification('initialized', {});
    return result;
  }

  async open(uri: string, text: string, languageId = 'json', version = 1): Promise<void> {
    this.versions.set(uri, version);
    await this.connection.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId, version, text } });
  }

  /** Sends changes (incremental ranges, or whole texts) as the next version; returns that version. */
  async change(uri: string, changes: TextDocumentContentChangeEvent[]): Promise<number> {
    const version = (this.versions.get(uri) ?? 0) + 1;
    this.versions.set(uri, version);
    await this.connection.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: changes });
    return version;
  }

  async save(uri: string): Promise<void> {
    await this.connection.sendNotification('textDocument/didSave', { textDocument: { uri } });
  }

  async close(uri: string): Promise<void> {
    this.versions.delete(uri);
    await this.connection.sendNotification('textDocument/didClose', { textDocument: { uri } });
  }

  version(uri: string): number | undefined {
    return this.versions.get(uri);
  }

  /** The last diagnostics published for a document. */
  last(uri: string): PublishDiagnosticsParams | undefined {
    for (let i = this.published.length - 1; i >= 0; i--) if (this.published[i]!.uri === uri) return this.published[i];
    return undefined;
  }

  /** Waits for diagnostics of `uri` published after message `since` that satisfy `test`. */
  diagnostics(uri: string, options: { version?: number; since?: number; test?: (p: PublishDiagnosticsParams) => boolean; timeout?: number } = {}): Promise<PublishDiagnosticsParams> {
    const since = options.since ?? 0;
    return this.until(
      () => {
        for (let i = this.published.length - 1; i >= since; i--) {
          const p = this.published[i]!;
          if (p.uri !== uri) continue;
          if (options.version !== undefined && p.version !== options.version) continue;
          if (options.test && !options.test(p)) continue;
          return p;
        }
        return undefined;
      },
      `diagnostics of ${uri}${options.version === undefined ? '' : ` version ${options.version}`}`,
      options.timeout,
    );
  }

  hover(uri: string, position: Position): Promise<Hover | null> {
    return this.connection.sendRequest('textDocument/hover', { textDocument: { uri }, position });
  }

  completion(uri: string, position: Position): Promise<CompletionList | null> {
    return this.connection.sendRequest('textDocument/completion', { textDocument: { uri }, position });
  }

  codeActions(uri: string, range: Range, only?: string[]): Promise<CodeAction[]> {
    return this.connection.sendRequest('textDocument/codeAction', { textDocument: { uri }, range, context: { diagnostics: [], ...(only ? { only } : {}) } });
  }

  async shutdown(): Promise<void> {
    await this.connection.sendRequest('shutdown');
  }

  dispose(): void {
    this.connection.dispose();
  }
}

/** A server and a client in this process, joined by two PassThrough streams. */
export function inProcess(options: ServerOptions = {}): { client: TestClient; server: CmdlintServer; dispose: () => void } {
  const toServer = new PassThrough();
  const toClient = new PassThrough();
  // The server's input stream is never ended: vscode-languageserver exits the process on its end.
  const serverConnection = createConnection(ProposedFeatures.all, toServer, toClient);
  const server = createServer(serverConnection, options);
  server.listen();
  const client = new TestClient(createProtocolConnection(new StreamMessageReader(toClient), new StreamMessageWriter(toServer)));
  return {
    client,
    server,
    dispose: () => {
      client.dispose();
      serverConnection.dispose();
    },
  };
}

/** A client over a spawned server's stdio, or its IPC channel. */
export function overProcess(child: ChildProcess, transport: 'stdio' | 'ipc'): TestClient {
  let reader: MessageReader;
  let writer: MessageWriter;
  if (transport === 'ipc') {
    reader = new IPCMessageReader(child);
    writer = new IPCMessageWriter(child);
  } else {
    reader = new StreamMessageReader(child.stdout!);
    writer = new StreamMessageWriter(child.stdin!);
  }
  return new TestClient(createProtocolConnection(reader, writer));
}

/** A client over streams (a socket). */
export function overStreams(input: NodeJS.ReadableStream, output: NodeJS.WritableStream): TestClient {
  return new TestClient(createProtocolConnection(new StreamMessageReader(input), new StreamMessageWriter(output)));
}

/** A 0-based position of the `occurrence`-th `needle` in `text` (plus `delta` characters). */
export function positionOf(text: string, needle: string, delta = 0, occurrence = 1): Position {
  let at = -1;
  for (let i = 0; i < occurrence; i++) {
    at = text.indexOf(needle, at + 1);
    if (at === -1) throw new Error(`"${needle}" not found ${occurrence} times`);
  }
  const offset = at + delta;
  const before = text.slice(0, offset);
  const line = before.split('\n').length - 1;
  return { line, character: offset - (before.lastIndexOf('\n') + 1) };
}
