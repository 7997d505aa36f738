// In-process sessions for the tests: a real client connection and the server joined by two
// PassThrough streams, in a temporary project, closed after each test.
import { afterEach } from 'vitest';
import type { CmdlintServer, ServerOptions } from '../src/index.js';
import { inProcess, type TestClient } from './client.js';
import { tempProject, type Project } from './helpers.js';

export interface Session {
  readonly client: TestClient;
  readonly server: CmdlintServer;
  readonly project: Project;
}

export interface SessionOptions {
  /** The client's answer to workspace/configuration (debounceMs 0 unless given). */
  readonly settings?: Record<string, unknown>;
  /** Files of the temporary project. */
  readonly files?: Record<string, string>;
  readonly server?: ServerOptions;
}

/** Registers the cleanup and returns the function that starts a session. */
export function sessions(): (options?: SessionOptions) => Promise<Session> {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    while (cleanups.length > 0) cleanups.pop()!();
  });
  return async (options = {}) => {
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
}

export const range = (line: number, character: number, endLine: number, endCharacter: number) => ({ start: { line, character }, end: { line: endLine, character: endCharacter } });
