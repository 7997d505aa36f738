// Completion in the editor, as the language server offers it (its own service, the object
// getLanguageService gives: fields by level, enum values with their names, locale keys,
// descriptions from the command schema), run in the worker; the items come back as offsets the
// editor applies.
import { DocumentText, getLanguageService } from '@cmdlint/language-service';
import { TextDocument } from 'vscode-languageserver-textdocument';

const service = getLanguageService();

export interface CompletionEntry {
  readonly label: string;
  readonly detail?: string;
  readonly info?: string;
  /** Replaces [from, to) of the text with `insert`. */
  readonly from: number;
  readonly to: number;
  readonly insert: string;
  readonly type: 'property' | 'enum' | 'text';
}

/** The completions at `offset` of `text`. */
export function completionsAt(text: string, offset: number): CompletionEntry[] {
  const document = new DocumentText(TextDocument.create('inmemory://body.json', 'json', 1, text), () => {
    throw new Error('completion reads the text only');
  });
  const list = service.doComplete(document, document.textDocument.positionAt(offset));
  return (list?.items ?? []).flatMap((item) => {
    const edit = item.textEdit;
    if (!edit || !('range' in edit)) return [];
    const documentation = typeof item.documentation === 'string' ? item.documentation : item.documentation?.value;
    const detail = item.labelDetails?.description ? `${item.labelDetails.description}` : item.detail;
    return [
      {
        label: item.label,
        ...(detail ? { detail } : {}),
        ...(documentation ? { info: documentation } : item.detail && item.detail !== detail ? { info: item.detail } : {}),
        from: document.offsetAt(edit.range.start),
        to: document.offsetAt(edit.range.end),
        insert: edit.newText,
        type: item.kind === 20 ? ('enum' as const) : item.kind === 10 ? ('property' as const) : ('text' as const),
      },
    ];
  });
}
