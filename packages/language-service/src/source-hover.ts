// Hover in a JavaScript or TypeScript document: on the name of a command (the string of its
// `setName(...)` or `name:`) or of one of its options, the command's 8000-character budget, as on
// a JSON file. Counted from what the reader knows: with unknown parts, "at least". Answered from
// the source's parse where this thread has one, else from the hovers its lint made (see
// source-names.ts).
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver-types';
import { isSourceDocument } from './source-document.js';
import { namePlaces, type NameHover } from './source-names.js';
import type { DocumentText } from './text.js';

export function doSourceHover(text: DocumentText, position: Position): Hover | null {
  const document = text.document;
  if (!isSourceDocument(document)) return null;
  const offset = text.offsetAt(position) - text.shift;
  for (const place of namePlaces(document)) {
    if (offset < place.start || offset >= place.end) continue;
    return hoverOf(text, place.start, place.end, place.markdown());
  }
  return null;
}

/** The hover at a position from the name hovers of the text's lint (undefined: none yet, null). */
export function sourceHoverFromNames(text: DocumentText, position: Position, names: readonly NameHover[] | undefined): Hover | null {
  if (names === undefined) return null;
  const offset = text.offsetAt(position) - text.shift;
  const name = names.find((n) => offset >= n.start && offset < n.end);
  return name === undefined ? null : hoverOf(text, name.start, name.end, name.markdown);
}

function hoverOf(text: DocumentText, start: number, end: number, value: string | undefined): Hover | null {
  if (value === undefined) return null;
  return { contents: { kind: MarkupKind.Markdown, value }, range: text.rangeAt(start + text.shift, end + text.shift) };
}
