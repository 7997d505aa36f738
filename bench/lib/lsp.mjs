// A minimal language-server client over stdio (JSON-RPC with Content-Length framing): enough to
// open a document, change it and time the diagnostics that follow.

import { spawn } from 'node:child_process';
import { pathToFileURL } from 'node:url';

const SETTINGS = { enable: true, run: 'onType', debounceMs: 0, sniff: true, scope: 'global' };

export class LanguageClient {
  constructor(command, args, { cwd } = {}) {
    this.child = spawn(command, args, { cwd, stdio: ['pipe', 'pipe', 'pipe'] });
    this.nextId = 1;
    this.pending = new Map();
    this.waiters = [];
    this.buffer = Buffer.alloc(0);
    this.stderr = '';
    this.exited = new Promise((resolve) => this.child.on('exit', (code) => resolve(code)));
    this.child.stdout.on('data', (chunk) => this.receive(chunk));
    this.child.stderr.on('data', (chunk) => {
      this.stderr = (this.stderr + chunk).slice(-4000);
    });
    this.child.on('exit', (code) => {
      for (const { reject } of this.pending.values()) reject(new Error(`the server exited (${code}): ${this.reason()}`));
      for (const waiter of this.waiters) waiter.reject(new Error('server exited'));
    });
  }

  /** The line of the server's stderr that says most: the first error, else the last line. */
  reason() {
    const lines = this.stderr.split('\n').map((l) => l.trim()).filter(Boolean);
    return lines.find((l) => /error/i.test(l)) ?? lines.pop() ?? 'no message';
  }

  send(message) {
    const body = Buffer.from(JSON.stringify({ jsonrpc: '2.0', ...message }), 'utf8');
    this.child.stdin.write(`Content-Length: ${body.length}\r\n\r\n`);
    this.child.stdin.write(body);
  }

  request(method, params, timeoutMs = 60_000) {
    const id = this.nextId++;
    this.send({ id, method, params });
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer in ${timeoutMs} ms`)), timeoutMs);
      this.pending.set(id, {
        resolve: (v) => { clearTimeout(timer); resolve(v); },
        reject: (e) => { clearTimeout(timer); reject(e); },
      });
    });
  }

  notify(method, params) {
    this.send({ method, params });
  }

  receive(chunk) {
    this.buffer = Buffer.concat([this.buffer, chunk]);
    for (;;) {
      const end = this.buffer.indexOf('\r\n\r\n');
      if (end === -1) return;
      const length = Number(/Content-Length: (\d+)/i.exec(this.buffer.subarray(0, end).toString('ascii'))?.[1]);
      if (this.buffer.length < end + 4 + length) return;
      const message = JSON.parse(this.buffer.subarray(end + 4, end + 4 + length).toString('utf8'));
      this.buffer = this.buffer.subarray(end + 4 + length);
      this.dispatch(message);
    }
  }

  dispatch(message) {
    if (message.id !== undefined && message.method === undefined) {
      const pending = this.pending.get(message.id);
      this.pending.delete(message.id);
      if (message.error) pending?.reject(new Error(message.error.message));
      else pending?.resolve(message.result);
      return;
    }
    if (message.id !== undefined) {
      // A request of the server: settings for workspace/configuration, null for the rest.
      const result = message.method === 'workspace/configuration' ? (message.params?.items ?? []).map(() => SETTINGS) : null;
      this.send({ id: message.id, result });
      return;
    }
    for (const waiter of [...this.waiters]) {
      if (waiter.match(message)) {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        waiter.resolve(message.params);
      }
    }
  }

  /** The next notification for which match(message) holds. */
  waitFor(match, timeoutMs = 120_000) {
    return new Promise((resolve, reject) => {
      const waiter = { match, resolve: (v) => { clearTimeout(timer); resolve(v); }, reject: (e) => { clearTimeout(timer); reject(e); } };
      const timer = setTimeout(() => {
        this.waiters.splice(this.waiters.indexOf(waiter), 1);
        reject(new Error(`no notification in ${timeoutMs} ms`));
      }, timeoutMs);
      this.waiters.push(waiter);
    });
  }

  async start(rootPath) {
    const rootUri = pathToFileURL(rootPath).href;
    const result = await this.request('initialize', {
      processId: process.pid,
      rootUri,
      workspaceFolders: [{ uri: rootUri, name: 'bench' }],
      capabilities: {
        workspace: { configuration: true, didChangeConfiguration: { dynamicRegistration: false }, workspaceFolders: true },
        textDocument: { synchronization: { didSave: true }, publishDiagnostics: { versionSupport: true } },
      },
      initializationOptions: SETTINGS,
    });
    this.notify('initialized', {});
    this.notify('workspace/didChangeConfiguration', { settings: { cmdlint: SETTINGS } });
    return result;
  }

  /** Resolves with the diagnostics published for `uri` at `version` (or any, when the server sends none). */
  diagnosticsFor(uri, version) {
    return this.waitFor((m) => m.method === 'textDocument/publishDiagnostics' && m.params.uri === uri
      && (m.params.version === undefined || m.params.version === null || m.params.version === version));
  }

  async stop() {
    try {
      await this.request('shutdown', null, 5_000);
      this.notify('exit', null);
    } catch {
      // Stopped below either way.
    }
    const timer = setTimeout(() => this.child.kill(), 5_000);
    await this.exited;
    clearTimeout(timer);
  }
}

/** Line and character (UTF-16 units) of `offset` in `text`. */
export function positionAt(text, offset) {
  let line = 0;
  let lineStart = 0;
  for (let i = text.indexOf('\n'); i !== -1 && i < offset; i = text.indexOf('\n', i + 1)) {
    line++;
    lineStart = i + 1;
  }
  return { line, character: offset - lineStart };
}
