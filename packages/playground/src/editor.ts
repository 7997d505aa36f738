// The editor: CodeMirror 6 with JSON and lint squiggles. The page lints (in its worker) and
// hands the squiggles over; the editor keeps the text byte for byte ("\r" stays in the text).
import { json, jsonLanguage } from '@codemirror/lang-json';
import { HighlightStyle, syntaxHighlighting } from '@codemirror/language';
import { lintGutter, setDiagnostics, type Diagnostic as EditorDiagnostic } from '@codemirror/lint';
import { EditorState } from '@codemirror/state';
import { EditorView } from '@codemirror/view';
import { tags } from '@lezer/highlight';
import { basicSetup } from 'codemirror';
import type { LocatedDiagnostic } from '@cmdlint/linter';
import type { TextEdit } from '@cmdlint/text';
import type { CompletionEntry } from './completion.js';
import type { PageDiagnostic } from './engine.js';

export interface EditorHooks {
  readonly onChange: () => void;
  readonly onCursor: (offset: number) => void;
  /** The completions at an offset of the current text (the language server's, from the worker). */
  readonly complete: (offset: number) => Promise<readonly CompletionEntry[]>;
}

/** CodeMirror's completion source over the page's completions. */
function completionSource(complete: EditorHooks['complete']) {
  // (CodeMirror's CompletionContext, as far as this source reads it.)
  return async (context: { readonly pos: number; readonly aborted: boolean; readonly state: EditorState }) => {
    const entries = await complete(context.pos);
    if (context.aborted || entries.length === 0) return null;
    let from = Math.min(...entries.map((e) => e.from));
    // A key is typed after its quote: what follows the quote is what filters the names.
    if (context.state.sliceDoc(from, from + 1) === '"') from += 1;
    return {
      from: Math.min(from, context.pos),
      options: entries.map((entry) => ({
        label: entry.label,
        type: entry.type,
        ...(entry.detail ? { detail: entry.detail } : {}),
        ...(entry.info ? { info: entry.info } : {}),
        apply: (view: EditorView) => {
          view.dispatch({ changes: { from: entry.from, to: Math.max(entry.to, view.state.selection.main.head), insert: entry.insert }, selection: { anchor: entry.from + entry.insert.length } });
        },
      })),
    };
  };
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
        jsonLanguage.data.of({ autocomplete: completionSource(hooks.complete) }),
        lintGutter(),
        syntaxHighlighting(highlight),
        theme,
        // Lines split at "\n" only: a "\r" stays in the text, so the text the page lints and
        // fixes is the text that was pasted or shared.
        EditorState.lineSeparator.of('\n'),
        // A tab stop of its own (axe: the scrolling region holds a focusable element).
        EditorView.contentAttributes.of({ 'aria-label': 'The body to lint (JSON)', tabindex: '0' }),
        followViewport,
        EditorView.updateListener.of((update) => {
          if (update.docChanged) hooks.onChange();
          if (update.selectionSet || update.docChanged) hooks.onCursor(update.state.selection.main.head);
        }),
      ],
    }),
  });
}

/** The diagnostics the editor was given, by start offset, and the squiggles it holds now. */
const given = new WeakMap<EditorView, { all: readonly LocatedDiagnostic[]; from: number; to: number }>();

/** Lines drawn around the view that get their squiggles too (scrolling a little shows them at once). */
const MARGIN = 20_000;

function lowerBound(list: readonly LocatedDiagnostic[], offset: number): number {
  let lo = 0;
  let hi = list.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (list[mid]!.end < offset) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * The editor holds the squiggles of the text in view (and around it): thousands of problems in a
 * big file would cost the main thread a long task to mark, and only those in view can be seen.
 * They follow the view as it scrolls.
 */
function markVisible(view: EditorView): void {
  const state = given.get(view);
  if (!state) return;
  const length = view.state.doc.length;
  const from = Math.max(0, view.viewport.from - MARGIN);
  const to = Math.min(length, view.viewport.to + MARGIN);
  state.from = from;
  state.to = to;
  // Sorted by end for the search; a diagnostic is in range when it ends after `from` and starts before `to`.
  const marks: EditorDiagnostic[] = [];
  for (let i = lowerBound(state.all, from); i < state.all.length; i++) {
    const d = state.all[i]!;
    if (d.offset > to) continue;
    const { offset, end } = (d as PageDiagnostic).mark ?? d;
    marks.push({ from: Math.min(offset, length), to: Math.min(end, length), severity: d.severity, source: d.ruleId, message: d.message });
  }
  view.dispatch(setDiagnostics(view.state, marks));
}

/** Keeps the squiggles on the text in view; install once per editor. */
const followViewport = EditorView.updateListener.of((update) => {
  const state = given.get(update.view);
  if (!state || !update.viewportChanged) return;
  const { from, to } = update.view.viewport;
  if (from >= state.from && to <= state.to) return;
  // A transaction may not be dispatched inside an update.
  setTimeout(() => markVisible(update.view), 0);
});

export function showDiagnostics(view: EditorView, diagnostics: readonly LocatedDiagnostic[]): void {
  given.set(view, { all: [...diagnostics].sort((a, b) => a.end - b.end), from: 0, to: 0 });
  markVisible(view);
}

/** Applies text edits (offsets into the current text) as one change. */
export function applyTextEdits(view: EditorView, edits: readonly TextEdit[]): void {
  view.dispatch({ changes: edits.map((e) => ({ from: e.offset, to: e.offset + e.length, insert: e.newText })) });
}

export function replaceText(view: EditorView, edit: TextEdit | undefined): void {
  if (edit) applyTextEdits(view, [edit]);
}
