// The editor: CodeMirror 6 with JSON and lint squiggles. The page lints (in its worker) and
// hands the squiggles over; the editor keeps the text byte for byte ("\r" stays in the text).
import { json } from '@codemirror/lang-json';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { basicSetup } from 'codemirror';
import type { LocatedDiagnostic } from '@shared-src/lint-files.js';
import type { TextEdit } from '@shared-src/text/edits.js';

export interface EditorHooks {
  readonly onChange: () => void;
  readonly onCursor: (offset: number) => void;
}

const theme = EditorView.theme({
  '&': { height: '100%', color: 'var(--text)', backgroundColor: 'var(--editor-bg)' },
  // CodeMirror's own ring is 1 px dotted #212121: invisible on the dark background.
  '&.cm-focused': { outline: '2px solid var(--accent)', outlineOffset: '-2px' },
  '.cm-content': { caretColor: 'var(--text)', fontFamily: 'var(--mono)' },
  '.cm-gutters': { backgroundColor: 'var(--panel)', color: 'var(--muted)', borderRight: '1px solid var(--border)' },
  '.cm-activeLine': { backgroundColor: 'var(--active-line)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--active-line)' },
  '&.cm-focused .cm-cursor': { borderLeftColor: 'var(--text)' },
  '&.cm-focused .cm-selectionBackground, .cm-selectionBackground, ::selection': { backgroundColor: 'var(--selection) !important' },
});

/** JSON's tokens in the page's colours, which follow the light or dark scheme (readable in both). */
const highlight = HighlightStyle.define([
  { tag: tags.propertyName, color: 'var(--tok-key)' },
  { tag: tags.string, color: 'var(--tok-string)' },
  { tag: tags.number, color: 'var(--tok-number)' },
  { tag: [tags.bool, tags.null], color: 'var(--tok-keyword)' },
  { tag: [tags.lineComment, tags.blockComment], color: 'var(--muted)', fontStyle: 'italic' },
  { tag: tags.invalid, color: 'var(--error)' },
]);

export function createEditor(parent: HTMLElement, text: string, hooks: EditorHooks): EditorView {
  return new EditorView({
    parent,
    state: EditorState.create({
      doc: text,
      extensions: [
        basicSetup,
        json(),
        lintGutter(),
        syntaxHighlighting(highlight),
        theme,
        // Lines split at "\n" only: a "\r" stays in the text, so the text the page lints and
        // fixes is the text that was pasted or shared.
        EditorState.lineSeparator.of('\n'),
        // A tab stop of its own (axe: the scrolling region holds a focusable element).
        EditorView.contentAttributes.of({ 'aria-label': 'The body to lint (JSON)', tabindex: '0' }),
        EditorView.updateListener.of((update) => {
          if (update.docChanged) hooks.onChange();
          if (update.selectionSet || update.docChanged) hooks.onCursor(update.state.selection.main.head);
        }),
      ],
    }),
  });
}

export function showDiagnostics(view: EditorView, diagnostics: readonly LocatedDiagnostic[]): void {
  const length = view.state.doc.length;
  const marks: EditorDiagnostic[] = diagnostics.map((d) => ({
    from: Math.min(d.offset, length),
    to: Math.min(d.end, length),
    severity: d.severity,
    source: d.ruleId,
    message: d.message,
  }));
  view.dispatch(setDiagnostics(view.state, marks));
}

/** Applies text edits (offsets into the current text) as one change. */
export function applyTextEdits(view: EditorView, edits: readonly TextEdit[]): void {
  view.dispatch({ changes: edits.map((e) => ({ from: e.offset, to: e.offset + e.length, insert: e.newText })) });
}

export function replaceText(view: EditorView, edit: TextEdit | undefined): void {
  if (edit) applyTextEdits(view, [edit]);
}
