// The editor's settings per document: asked once per document (workspace/configuration) until the
// configuration changes, or taken from what the client pushed; a wrong value is warned about once.
import type { Connection } from 'vscode-languageserver/node.js';
import { readSettings, type ServerSettings } from '../settings.js';

export class SettingsStore {
  private readonly cache = new Map<string, Promise<ServerSettings>>();
  private readonly reportedProblems = new Set<string>();
  /** The settings the client pushed (initializationOptions, didChangeConfiguration). */
  pushed: unknown;
  /** The client answers workspace/configuration. */
  pull = false;

  constructor(
    private readonly connection: Connection,
    private readonly logError: (where: string, error: unknown) => void,
  ) {}

  /** The settings of a document: asked once per document until the configuration changes. */
  for(uri: string): Promise<ServerSettings> {
    let known = this.cache.get(uri);
    if (!known) {
      known = this.fetch(uri);
      this.cache.set(uri, known);
    }
    return known;
  }

  /** The configuration changed (with what the client pushed, for a client that is not asked). */
  changed(pushed: unknown): void {
    if (!this.pull) this.pushed = pushed;
    this.cache.clear();
  }

  /** Every document's settings are asked for again. */
  clear(): void {
    this.cache.clear();
  }

  forget(uri: string): void {
    this.cache.delete(uri);
  }

  private async fetch(uri: string): Promise<ServerSettings> {
    let raw: unknown = this.pushed;
    if (this.pull) {
      try {
        raw = await this.connection.workspace.getConfiguration({ scopeUri: uri, section: 'cmdlint' });
      } catch (error) {
        this.logError('workspace/configuration', error);
        raw = undefined;
      }
    }
    const { settings, problems } = readSettings(raw);
    for (const problem of problems) {
      if (this.reportedProblems.has(problem)) continue;
      this.reportedProblems.add(problem);
      this.connection.console.warn(problem);
    }
    return settings;
  }
}
