// The budget hovers of a source's command and option names. The lint process makes them with its
// lint (it has the source read), and the server's thread answers a hover from them without
// reading the source itself: reading one may take all the time and memory its lint is allowed.
// Nothing of the LSP libraries here (the lint process ships without them).
import type { Path } from '@cmdlint/core';
import type { SourceDocument } from '@cmdlint/text';
import { budgetMarkdown } from './budget-markdown.js';

/** The hover of one name: where the name's literal is in the parsed text, and the budget's Markdown. */
export interface NameHover {
  readonly start: number;
  readonly end: number;
  readonly markdown: string;
}

interface NamePlace {
  readonly start: number;
  readonly end: number;
  /** The budget's Markdown, made when asked for. */
  readonly markdown: () => string | undefined;
}

/** Whether a path in a command is an option's (or a subcommand's): options, i, options, j... */
function isOptionPath(path: Path): boolean {
  if (path.length === 0 || path.length % 2 !== 0) return false;
  for (let i = 0; i < path.length; i += 2) if (path[i] !== 'options' || typeof path[i + 1] !== 'number') return false;
  return true;
}

/** The literals of a source that name a command or an option (its `setName(...)` or `name:`). */
export function* namePlaces(document: SourceDocument): Generator<NamePlace> {
  for (const body of document.bodies) {
    const { lowered } = body;
    // A builder's root place is its `new` expression only: every place is looked at.
    for (const [key, place] of lowered.places) {
      if (place.implied) continue;
      const path: Path = key === '' ? [] : key.split('\u0000').map((step) => (/^\d+$/.test(step) ? Number(step) : step));
      if (path[path.length - 1] !== 'name') continue;
      const owner = path.slice(0, -1);
      if (owner.length > 0 && !isOptionPath(owner)) continue;
      yield { start: place.span.start, end: place.span.end, markdown: () => budgetMarkdown(lowered.value, [], owner.length > 0 ? owner : undefined, !lowered.complete) };
    }
  }
}

/** The hovers of every name in a source. */
export function sourceNameHovers(document: SourceDocument): NameHover[] {
  const hovers: NameHover[] = [];
  for (const place of namePlaces(document)) {
    const markdown = place.markdown();
    if (markdown !== undefined) hovers.push({ start: place.start, end: place.end, markdown });
  }
  return hovers;
}
