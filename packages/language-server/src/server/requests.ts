// The editor's requests on a document: hover, completion and code actions, answered from the
// text at its current version and the report published for it.
import { CodeActionKind, type CodeAction, type CodeActionParams, type CompletionList, type Hover, type TextDocumentPositionParams } from 'vscode-languageserver/node.js';
import { ConfigError } from '@cmdlint/shared';
import { FIX_ALL_KIND, fixAllAction, FIX_ALL_TITLE, hasAutomaticFixes, kindRequested, quickFixes } from '../service/code-actions.js';
import { doComplete } from '../service/completion.js';
import { jsoncLineCommentAt, ruleActions, type CommentCheck, type CommentSyntax } from '../service/rule-actions.js';
import { sourceLineCommentAt } from '../service/sources.js';
import { isJsoncDocument } from '../service/workspace.js';
import { doHover } from '../service/hover.js';
import { doSourceHover } from '../service/source-hover.js';
import type { DocumentText } from '../service/text.js';
import type { Membership, OpenFile } from '../service/workspace.js';
import type { ServerSettings } from '../settings.js';
import type { OpenDocuments } from './documents.js';
import type { LintScheduler } from './linting.js';

interface LintedText {
  readonly text: DocumentText;
  readonly settings: ServerSettings;
  readonly file: OpenFile;
  readonly membership: Membership;
}

export class Requests {
  constructor(
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
    // A source is read by its own reader: the JSON one would take its code for JSON.
    return linted.file.sourceName !== undefined ? doSourceHover(linted.text, params.position) : doHover(linted.text, params.position);
  }

  async complete(params: TextDocumentPositionParams): Promise<CompletionList | null> {
    const linted = await this.lintedText(params.textDocument.uri);
    // Completing a source is its language's server's work.
    if (!linted || linted.file.sourceName !== undefined) return null;
    const schemas = linted.file.isFile ? this.documents.workspace.installedSchemas(linted.file.path) : undefined;
    return doComplete(linted.text, params.position, schemas ? { schemas } : {});
  }

  private async fixAll(linted: LintedText): Promise<CodeAction> {
    return fixAllAction(linted.text, await this.linting.fixedText(linted.file, linted.membership, linted.settings));
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
      actions.push(...quickFixes(linted.text, current, params.range));
      actions.push(...ruleActions(linted.text, current, params.range, ...this.commentsOf(linted), this.showsDocuments()));
    }
    if (kindRequested(FIX_ALL_KIND, only)) {
      if (only && only.length > 0) {
        // Asked for by kind (fix all, or on save): computed now, on the current text.
        const action = await this.fixAll(linted);
        if (action.edit?.changes?.[uri]?.length) actions.push(action);
      } else if (current && hasAutomaticFixes(current)) {
        if (this.resolves()) actions.push({ title: FIX_ALL_TITLE, kind: FIX_ALL_KIND, data: { uri, version: linted.text.version } });
        else actions.push(await this.fixAll(linted));
      }
    }
    return actions;
  }

  /** Whether the document may hold comments (plain JSON may not: a comment there would break it), and how to check one. */
  private commentsOf(linted: LintedText): [CommentSyntax, CommentCheck] {
    const name = linted.file.sourceName;
    if (name !== undefined) return ['source', (text, offset) => sourceLineCommentAt(name, text, offset)];
    if (isJsoncDocument(linted.text.uri, linted.text.textDocument.languageId)) return ['jsonc', jsoncLineCommentAt];
    return [undefined, () => false];
  }

  async resolveCodeAction(action: CodeAction): Promise<CodeAction> {
    const data = action.data as { uri?: unknown } | undefined;
    if (action.kind !== FIX_ALL_KIND || typeof data?.uri !== 'string') return action;
    const linted = await this.lintedText(data.uri);
    if (!linted) return action;
    return { ...action, edit: (await this.fixAll(linted)).edit! };
  }
}
