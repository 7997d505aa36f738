// Diagnostics out: published for the version they were computed on, never for a version older
// than one already published (a client whose versions went backwards), cleared once on close.
import type { Connection, Diagnostic } from 'vscode-languageserver/node.js';

export class Publisher {
  private readonly published = new Set<string>();
  /** The highest version published for each open document: an older one is never published after it. */
  private readonly versions = new Map<string, number>();
  /** How many results were dropped because their document had changed meanwhile. */
  staleDrops = 0;

  constructor(
    private readonly connection: Connection,
    private readonly log: (message: string) => void,
  ) {}

  publish(uri: string, version: number, diagnostics: Diagnostic[]): void {
    // A client that sends a version lower than one already published (a version that went
    // backwards) gets nothing for it: the editor would show old diagnostics over newer ones.
    const newest = this.versions.get(uri);
    if (newest !== undefined && version < newest) {
      this.staleDrops++;
      this.log(`cmdlint: dropped the diagnostics of ${uri} version ${version}: version ${newest} was already published.`);
      return;
    }
    this.versions.set(uri, version);
    this.published.add(uri);
    void this.connection.sendDiagnostics({ uri, version, diagnostics });
  }

  /** A result computed for `version` of a document that has moved on is dropped (counted and logged). */
  dropped(uri: string, version: number): void {
    this.staleDrops++;
    this.log(`cmdlint: dropped the diagnostics of ${uri} version ${version}: the document changed meanwhile.`);
  }

  clear(uri: string): void {
    if (!this.published.delete(uri)) return;
    void this.connection.sendDiagnostics({ uri, diagnostics: [] });
  }

  /** The document opened (again, even without a close): its versions start afresh. */
  opened(uri: string): void {
    this.versions.delete(uri);
  }

  /** The document closed: its next opening starts its versions afresh. */
  closed(uri: string): void {
    this.versions.delete(uri);
    this.clear(uri);
  }
}
