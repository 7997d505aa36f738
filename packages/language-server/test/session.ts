// In-process sessions for the tests: a real client connection and the server joined by two
// PassThrough streams, in a temporary project, closed after each test.
import { afterEach } from 'vitest';
import type { PublishDiagnosticsParams } from 'vscode-languageserver/node.js';
import type { CmdlintServer, ServerOptions } from '../src/index.js';
import { inProcess, type TestClient } from './client.js';
import { POLL, tempProject, type Project } from './helpers.js';

export interface Session {
  readonly client: TestClient;
  readonly server: CmdlintServer;
  readonly project: Project;
}

interface SessionOptions {
  /** The client's answer to workspace/configuration (debounceMs 0 unless given). */
  readonly settings?: Record<string, unknown>;
  /** Files of the temporary project. */
  readonly files?: Record<string, string>;
  readonly server?: ServerOptions;
}

interface DocumentSession extends Session {
  readonly uri: string;
  /** Its first diagnostics (version 1). */
  readonly published: PublishDiagnosticsParams;
}

export interface StartSession {
  (options?: SessionOptions): Promise<Session>;
  /** A session with one document open and its first diagnostics published: poll.json holding POLL unless said. */
  withDocument(options?: SessionOptions & { readonly name?: string; readonly text?: string }): Promise<DocumentSession>;
}

/** Registers the cleanup and returns the function that starts a session. */
export function sessions(): StartSession {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    while (cleanups.length > 0) cleanups.pop()!();
  });
  const start = async (options: SessionOptions = {}): Promise<Session> => {
    const project = tempProject(options.files);
    const { client, server, dispose } = inProcess(options.server);
    client.settings = { debounceMs: 0, ...options.settings };
    await client.initialize({ rootPath: project.dir });
    cleanups.push(() => {
      dispose();
      project.cleanup();
    });
    return { client, server, project };
  };
  const withDocument: StartSession['withDocument'] = async ({ name = 'poll.json', text = POLL, ...options } = {}) => {
    const session = await start(options);
    const uri = session.project.uri(name);
    await session.client.open(uri, text);
    return { ...session, uri, published: await session.client.diagnostics(uri, { version: 1 }) };
  };
  return Object.assign(start, { withDocument });
}

export const range = (line: number, character: number, endLine: number, endCharacter: number) => ({ start: { line, character }, end: { line: endLine, character: endCharacter } });
