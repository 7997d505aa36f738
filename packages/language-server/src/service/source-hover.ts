// Hover in a JavaScript or TypeScript document: on the name of a command (the string of its
// `setName(...)` or `name:`) or of one of its options, the command's 8000-character budget, as on
// a JSON file. Counted from what the reader knows: with unknown parts, "at least".
import type { Path } from '@cmdlint/core';
import { MarkupKind, type Hover, type Position } from 'vscode-languageserver-types';
import { budgetMarkdown } from './hover.js';
import { isSourceDocument } from './source-document.js';
import type { DocumentText } from './text.js';

/** Whether a path in a command is an option's (or a subcommand's): options, i, options, j... */
function isOptionPath(path: Path): boolean {
  if (path.length === 0 || path.length % 2 !== 0) return false;
  for (let i = 0; i < path.length; i += 2) if (path[i] !== 'options' || typeof path[i + 1] !== 'number') return false;
  return true;
}

export function doSourceHover(text: DocumentText, position: Position): Hover | null {
  const document = text.document;
  if (!isSourceDocument(document)) return null;
  const offset = text.offsetAt(position) - text.shift;
  for (const body of document.bodies) {
    const { lowered } = body;
    // A builder's root place is its `new` expression only: every place is looked at.
    for (const [key, place] of lowered.places) {
      if (offset < place.span.start || offset >= place.span.end || place.implied) continue;
      const path: Path = key === '' ? [] : key.split('\u0000').map((step) => (/^\d+$/.test(step) ? Number(step) : step));
      if (path[path.length - 1] !== 'name') continue;
      const owner = path.slice(0, -1);
      if (owner.length > 0 && !isOptionPath(owner)) continue;
      const value = budgetMarkdown(lowered.value, [], owner.length > 0 ? owner : undefined, !lowered.complete);
      if (value === undefined) return null;
      return { contents: { kind: MarkupKind.Markdown, value }, range: text.rangeAt(place.span.start + text.shift, place.span.end + text.shift) };
    }
  }
  return null;
}
