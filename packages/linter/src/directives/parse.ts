// Inline directives, as ESLint reads its own: `cmdlint-disable`, `cmdlint-enable`,
// `cmdlint-disable-line` and `cmdlint-disable-next-line`, each with an optional list of rule ids
// (none: every rule) and a reason after ` -- `. Found in the comments of JSONC files (jsonc-parser's
// scanner, so that a string holding the words is never taken) and of sources (the comments their
// reader gives, each with its own offsets and syntax: `//`, `#`, ...).
import { createScanner } from 'jsonc-parser';
import type { TextComment } from '@cmdlint/text';
import type { JsonDocument } from '@cmdlint/text';

type DirectiveKind = 'disable' | 'enable' | 'disable-line' | 'disable-next-line';

export interface DirectiveRule {
  readonly id: string;
  /** [offset, end) of the id in the text. */
  readonly offset: number;
  readonly end: number;
}

export interface Directive {
  readonly kind: DirectiveKind;
  readonly comment: TextComment;
  /** Empty: every rule. */
  readonly rules: readonly DirectiveRule[];
  /** The text after ` -- `, trimmed ('' when none). */
  readonly justification: string;
}

/** The marker every directive starts with: a text without it has none (most files). */
const DIRECTIVE_MARKER = 'cmdlint-';

const DIRECTIVE = /^(\s*)cmdlint-(disable-next-line|disable-line|disable|enable)(?=\s|$)/;
/** ESLint's separator of the reason: two or more dashes with a space on each side. */
const JUSTIFICATION = /\s-{2,}\s/;

/** The directive a comment holds, if any. */
function parseDirective(comment: TextComment): Directive | undefined {
  const match = DIRECTIVE.exec(comment.value);
  if (!match) return undefined;
  const kind = match[2] as DirectiveKind;
  const afterName = match[0].length;
  const rest = comment.value.slice(afterName);
  const split = JUSTIFICATION.exec(rest);
  const list = split ? rest.slice(0, split.index) : rest;
  const justification = split ? rest.slice(split.index + split[0].length).trim() : '';
  const rules: DirectiveRule[] = [];
  const base = comment.valueOffset + afterName;
  // Comma-separated ids; each keeps its place in the text, for the fix that removes one.
  const item = /[^,\s]+(?:\s+[^,\s]+)*/g;
  for (let found = item.exec(list); found; found = item.exec(list)) {
    const id = found[0];
    rules.push({ id, offset: base + found.index, end: base + found.index + id.length });
  }
  return { kind, comment, rules, justification };
}

/** The comments of a JSONC text, in order. */
function jsoncComments(text: string): TextComment[] {
  const scanner = createScanner(text, false);
  const comments: TextComment[] = [];
  for (let token = scanner.scan(); token !== 17 /* EOF */; token = scanner.scan()) {
    if (token !== 12 /* LineComment */ && token !== 13 /* BlockComment */) continue;
    const offset = scanner.getTokenOffset();
    const end = offset + scanner.getTokenLength();
    const block = token === 13;
    // An unterminated block comment is a fatal syntax error: no rule runs, nothing to disable.
    if (block && !text.startsWith('*/', end - 2)) continue;
    comments.push({ offset, end, value: text.slice(offset + 2, block ? end - 2 : end), valueOffset: offset + 2, block });
  }
  return comments;
}

/** The comments of a document that may hold directives: JSONC files and sources read by cmdlint. */
export interface CommentSource {
  /** A source's comments, as its reader gave them (see SourceDocument.comments). */
  readonly comments?: readonly TextComment[] | undefined;
}

const cache = new WeakMap<JsonDocument, readonly Directive[]>();
const NONE: readonly Directive[] = Object.freeze([]);

/** The directives of a document, in text order (cached: a fix loop asks for each pass's document once). */
export function directivesOf(document: JsonDocument & CommentSource): readonly Directive[] {
  const known = cache.get(document);
  if (known) return known;
  let found = NONE;
  // Only a JSONC text or a source's comments can hold one: a JSON document's text is not even
  // asked for (a big file read piece by piece has none in memory, see text/read.ts).
  const jsonc = document.comments === undefined && document.jsonc && document.ok;
  if (document.comments !== undefined ? document.comments.length > 0 : jsonc && document.text.includes(DIRECTIVE_MARKER)) {
    const comments = document.comments !== undefined ? document.comments.filter((comment) => comment.value.includes(DIRECTIVE_MARKER)) : jsoncComments(document.text);
    const directives: Directive[] = [];
    for (const comment of comments) {
      const directive = parseDirective(comment);
      if (directive) directives.push(directive);
    }
    if (directives.length > 0) found = directives;
  }
  cache.set(document, found);
  return found;
}
