// The open documents as the linter sees them: each one's text at its latest version (parsed once,
// when something needs the parse), where it stands (its configuration and set), and the last
// report published for it.
import { TextDocuments, type TextDocumentContentChangeEvent } from 'vscode-languageserver/node.js';
import { TextDocument } from 'vscode-languageserver-textdocument';
import { ConfigError } from '@cmdlint/linter';
import type { DocumentText, LanguageService, NameHover, PublishedReport } from '@cmdlint/language-service';
import { isJsoncDocument, pathOfUri, sourceNameOfDocument, type Membership, type OpenFile, type Workspace } from '../service/workspace.js';
import type { ServerSettings } from '../settings.js';

interface StoredReport {
  readonly version: number;
  readonly report: PublishedReport;
}

export interface SetPeer {
  readonly file: OpenFile;
  readonly membership: Membership;
}

/** A version the server takes as the client's: a safe integer. */
function isVersion(version: unknown): version is number {
  return Number.isSafeInteger(version);
}

export class OpenDocuments {
  /**
   * Versions come from the client and are integers (LSP): a change with another version (1e308,
   * 1.5) is applied as the next version after the document's own, so that it cannot set a version
   * no later change reaches.
   */
  readonly documents = new TextDocuments({
    create: (uri: string, languageId: string, version: number, content: string) => TextDocument.create(uri, languageId, isVersion(version) ? version : 0, content),
    update: (document: TextDocument, changes: TextDocumentContentChangeEvent[], version: number) => TextDocument.update(document, changes, isVersion(version) ? version : document.version + 1),
  });
  /** The text of each open document, at its latest version. */
  private readonly texts = new Map<string, DocumentText>();
  /** The last published report of each open document and the version it is for. */
  private readonly reports = new Map<string, StoredReport>();
  /** The hovers of the names in each open source, made by its last lint in the lint process, and their version. */
  private readonly names = new Map<string, { readonly version: number; readonly names: readonly NameHover[] }>();
  /** The set each open document was last linted in. */
  readonly setKeys = new Map<string, string | undefined>();
  /** The workspace folders (paths). */
  folders: string[] = [];

  constructor(
    readonly workspace: Workspace,
    private readonly service: LanguageService,
  ) {}

  get(uri: string): TextDocument | undefined {
    return this.documents.get(uri);
  }

  /** The text of an open document at its current version (its parse made on first use). */
  textOf(uri: string): DocumentText | undefined {
    const textDocument = this.documents.get(uri);
    if (!textDocument) return undefined;
    const known = this.texts.get(uri);
    if (known && known.version === textDocument.version) return known;
    // Read as the command line reads the file: .jsonc by its name; a source by its name or language.
    const { languageId } = textDocument;
    const text = this.service.documentText(textDocument, { jsonc: isJsoncDocument(uri, languageId), sourceName: sourceNameOfDocument(uri, languageId) });
    this.texts.set(uri, text);
    return text;
  }

  /** Parses made before a reader was ready are dropped: each document is read again on next use. */
  forgetTexts(): void {
    this.texts.clear();
  }

  openFile(text: DocumentText): OpenFile {
    const { path, isFile } = pathOfUri(text.uri);
    // A getter: the parse is made only when the lint (or sniffing) on this thread needs it.
    return {
      uri: text.uri,
      path,
      isFile,
      version: text.version,
      get document() {
        return text.document;
      },
      source: text.text,
      jsonc: isJsoncDocument(text.uri, text.textDocument.languageId),
      sourceName: sourceNameOfDocument(text.uri, text.textDocument.languageId),
    };
  }

  isCurrent(uri: string, version: number): boolean {
    return this.documents.get(uri)?.version === version;
  }

  /**
   * Where a document stands (see Workspace.membership), or the ConfigError that says its
   * configuration cannot be used. `looksLikeCommands` answers for sniffing instead of the parse.
   */
  membershipOf(file: OpenFile, settings: ServerSettings, looksLikeCommands?: () => boolean): Membership | ConfigError {
    try {
      return this.workspace.membership(file, settings, this.folders, looksLikeCommands);
    } catch (error) {
      if (error instanceof ConfigError) return error;
      throw error;
    }
  }

  /** The other open documents of a set, at their current versions. */
  setPeers(setKey: string, except: string, settings: ServerSettings): SetPeer[] {
    const peers: SetPeer[] = [];
    for (const textDocument of this.documents.all()) {
      if (textDocument.uri === except) continue;
      const text = this.textOf(textDocument.uri);
      if (!text) continue;
      const file = this.openFile(text);
      // Only files of the set count: no need to sniff (parse) the others.
      const membership = this.membershipOf(file, settings, () => false);
      if (!(membership instanceof ConfigError) && membership.setKey === setKey && membership.reason === 'set') peers.push({ file, membership });
    }
    return peers;
  }

  /** The report published for a document, when it is for `version`. */
  reportFor(uri: string, version: number): PublishedReport | undefined {
    const stored = this.reports.get(uri);
    return stored !== undefined && stored.version === version ? stored.report : undefined;
  }

  storeNames(uri: string, version: number, names: readonly NameHover[]): void {
    this.names.set(uri, { version, names });
  }

  /** The name hovers of a source, when they are of `version`. */
  namesFor(uri: string, version: number): readonly NameHover[] | undefined {
    const stored = this.names.get(uri);
    return stored !== undefined && stored.version === version ? stored.names : undefined;
  }

  dropReport(uri: string): void {
    this.reports.delete(uri);
  }

  hasReport(uri: string): boolean {
    return this.reports.has(uri);
  }

  storeReport(uri: string, version: number, report: PublishedReport): void {
    this.reports.set(uri, { version, report });
  }

  /** The document changed (or closed): its text and report of the previous version are of no more use. */
  forget(uri: string): void {
    this.texts.delete(uri);
    this.reports.delete(uri);
    this.names.delete(uri);
  }
}
