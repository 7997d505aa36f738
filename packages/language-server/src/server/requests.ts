// The editor's requests on a document: hover, completion and code actions, answered from the
// text at its current version and the report published for it.
import { CodeActionKind, type CodeAction, type CodeActionParams, type CompletionList, type Hover, type TextDocumentPositionParams } from 'vscode-languageserver/node.js';
import { ConfigError } from '@cmdlint/linter';
import { FIX_ALL_KIND, type DocumentText, type LanguageService } from '@cmdlint/language-service';
import type { Membership, OpenFile } from '../service/workspace.js';
import type { ServerSettings } from '../settings.js';
import type { OpenDocuments } from './documents.js';
import type { LintScheduler } from './linting.js';

/** Whether an action of `kind` answers a request for `only` (a kind matches itself and its sub-kinds). */
function kindRequested(kind: string, only: readonly string[] | undefined): boolean {
  if (!only || only.length === 0) return true;
  return only.some((requested) => kind === requested || kind.startsWith(`${requested}.`));
}

interface LintedText {
  readonly text: DocumentText;
  readonly settings: ServerSettings;
  readonly file: OpenFile;
  readonly membership: Membership;
}

export class Requests {
  constructor(
    private readonly service: LanguageService,
    private readonly documents: OpenDocuments,
    private readonly linting: LintScheduler,
    private readonly settingsFor: (uri: string) => Promise<ServerSettings>,
    /** The client resolves code actions lazily (codeAction/resolve with the edit). */
    private readonly resolves: () => boolean,
    /** The client shows documents (window/showDocument): a rule's page can be opened. */
    private readonly showsDocuments: () => boolean = () => false,
  ) {}

  /** The text of a document that is linted, with its settings; undefined otherwise. */
  private async lintedText(uri: string): Promise<LintedText | undefined> {
    const settings = await this.settingsFor(uri);
    if (!settings.enable) return undefined;
    const text = this.documents.textOf(uri);
    if (!text) return undefined;
    const file = this.documents.openFile(text);
    const membership = this.documents.membershipOf(file, settings, this.linting.looksLikeCommandsCheaply(uri, text));
    if (membership instanceof ConfigError || membership.reason === undefined) return undefined;
    return { text, settings, file, membership };
  }

  async hover(params: TextDocumentPositionParams): Promise<Hover | null> {
    const linted = await this.lintedText(params.textDocument.uri);
    if (!linted) return null;
    // A source linted in the lint process is never read here: its lint's hovers answer, or nothing yet.
    if (linted.file.sourceName !== undefined && this.linting.sourcesElsewhere) return this.service.doSourceHoverFrom(linted.text, params.position, this.documents.namesFor(linted.text.uri, linted.text.version));
    return this.service.doHover(linted.text, params.position, linted.file);
  }

  async complete(params: TextDocumentPositionParams): Promise<CompletionList | null> {
    const linted = await this.lintedText(params.textDocument.uri);
    if (!linted) return null;
    const { file } = linted;
    // Completing a source is its language's server's work: the schemas are not looked for.
    const schemas = file.isFile && file.sourceName === undefined ? this.documents.workspace.installedSchemas(file.path) : undefined;
    return this.service.doComplete(linted.text, params.position, { sourceName: file.sourceName, schemas });
  }

  private async fixAll(linted: LintedText): Promise<CodeAction> {
    return this.service.fixAll(linted.text, await this.linting.fixedText(linted.file, linted.membership, linted.settings));
  }

  async codeActions(params: CodeActionParams): Promise<CodeAction[]> {
    const uri = params.textDocument.uri;
    const linted = await this.lintedText(uri);
    if (!linted) return [];
    const only = params.context.only;
    const actions: CodeAction[] = [];
    // Quick fixes come from the published result of this very version (none while a newer one is pending).
    const current = this.documents.reportFor(uri, linted.text.version);
    if (current && kindRequested(CodeActionKind.QuickFix, only)) {
      actions.push(...this.service.doQuickFixes(linted.text, current, params.range, { sourceName: linted.file.sourceName, jsonc: linted.file.jsonc, showsDocuments: this.showsDocuments() }));
    }
    if (kindRequested(FIX_ALL_KIND, only)) {
      if (only && only.length > 0) {
        // Asked for by kind (fix all, or on save): computed now, on the current text.
        const action = await this.fixAll(linted);
        if (action.edit?.changes?.[uri]?.length) actions.push(action);
      } else if (current && this.service.hasAutomaticFixes(current)) {
        if (this.resolves()) actions.push(this.service.fixAllToResolve(linted.text));
        else actions.push(await this.fixAll(linted));
      }
    }
    return actions;
  }

  async resolveCodeAction(action: CodeAction): Promise<CodeAction> {
    const data = action.data as { uri?: unknown } | undefined;
    if (action.kind !== FIX_ALL_KIND || typeof data?.uri !== 'string') return action;
    const linted = await this.lintedText(data.uri);
    if (!linted) return action;
    return { ...action, edit: (await this.fixAll(linted)).edit! };
  }
}
