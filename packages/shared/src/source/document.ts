// A JavaScript or TypeScript file as the linter sees it: the commands found in it (find.ts), each
// lowered to the value the core lints (lower.ts), with every place of that value mapped back to
// the source, and fixes that edit only the literals a command owns.
import { quote, type Diagnostic, type Fix, type Path, type Scope } from '@cmdlint/core';
import { decodeText } from '../text/decode.js';
import { JsonDocument, type OffsetRange } from '../text/document.js';
import type { TextEdit } from '../text/edits.js';
import { NO_PROBLEMS, TEXT_RULES, type TextProblem } from '../text/problems.js';
import type { DiscordJsMajor } from './dialects.js';
import type { EvaluationNote } from './evaluate.js';
import type { SendVia } from '../config/config.js';
import type { TextComment } from '../readers/contract.js';
import { findInProgram, type FoundBody, type FoundKind, type SourceComment } from './find.js';
import { lower, pathKey, type LoweredBody } from './lower.js';
import { parseSource, sizeRefusal, type ParsedSource, type SourceRefusal } from './parser.js';
import type { Node } from './estree.js';

export interface SourceBody {
  readonly lowered: LoweredBody;
  readonly kind: FoundKind;
  readonly scope?: Scope;
  readonly origin: FoundBody['origin'];
  /** For an export a set's "body" names: that pointer. */
  readonly pointer?: string;
  /**
   * The reader's word on a diagnostic of this body (a Python library that raises for it at start-up
   * says so, reader-python/src/refusals.ts): given the diagnostic and the body's value, the one shown.
   */
  readonly restate?: (diagnostic: Diagnostic, value: unknown) => Diagnostic;
  /** Handed to code cmdlint does not see (a loader), which may add fields the file does not set (find.ts). */
  readonly sentElsewhere?: true;
}

export class SourceDocument extends JsonDocument {
  constructor(
    text: string,
    bom: boolean,
    readonly bodies: readonly SourceBody[],
    problems: readonly TextProblem[],
    ok: boolean,
    /** How it was read, to read a fixed text the same way (with other exports named, see withExports). */
    private readonly reread: (text: string, exports?: readonly string[], via?: ReadonlyMap<string, SendVia>) => SourceDocument,
  ) {
    super(text, bom, bodies.map((body) => body.lowered.value), ok, problems, false, false);
  }

  /**
   * Not read for a bound (nesting, size, a walk past the stack): its problem says so, and a surface
   * shows it rather than taking the file for one that defines nothing (a syntax error is the
   * language's own tools' to show).
   */
  refused = false;

  override withText(text: string): SourceDocument {
    const document = this.reread(text);
    return document;
  }

  /**
   * The document read again with the exports a set's "body" pointers name taken as commands too
   * (module-exports.ts). A second parse, paid only by files of such sets.
   */
  withExports(pointers: readonly string[], via?: ReadonlyMap<string, SendVia>): SourceDocument {
    const document = this.reread(this.text, pointers, via);
    document.source = this.source;
    return document;
  }

  /**
   * The comments of the file, where cmdlint's own reader read it (they may hold cmdlint-disable
   * directives), each with its own offsets; undefined for a program another tool parsed (ESLint
   * applies its own directives).
   */
  comments: readonly TextComment[] | undefined;

  /** What the reader gave up on for a bound (a value too large, nested too deep): --debug shows them. */
  notes: readonly EvaluationNote[] = [];

  /** The quote a string literal written by a fix takes, where it replaces another kind (see literalText). */
  private quote: string | undefined;

  override nodeAt(): undefined {
    return undefined;
  }

  /** Path [body index, ...path in the body]: the value's place; for a missing field, its object's key or start. */
  override rangeOf(path: Path): OffsetRange {
    const body = this.bodies[path[0] as number];
    if (!body) return { start: 0, end: 0 };
    const inner = path.slice(1);
    for (let depth = inner.length; depth >= 0; depth--) {
      const place = body.lowered.places.get(pathKey(inner.slice(0, depth)));
      if (!place) continue;
      if (depth === inner.length) return { start: place.span.start, end: place.span.end };
      // A missing field: the key (or setter) of the object that lacks it, else the object.
      const at = place.keySpan && depth > 0 ? place.keySpan : place.span;
      return { start: at.start, end: depth === 0 ? Math.min(at.end, at.start + 1) : at.end };
    }
    return { start: 0, end: 0 };
  }

  /** Where a diagnostic about a key (unknown, deprecated) points: the key, or the setter that wrote it. */
  override keyRangeOf(path: Path): OffsetRange {
    const body = this.bodies[path[0] as number];
    const place = body?.lowered.places.get(pathKey(path.slice(1)));
    return place?.keySpan && path.length > 1 ? { start: place.keySpan.start, end: place.keySpan.end } : this.rangeOf(path);
  }

  /** A fix as source edits: each operation must set a primitive where the command owns a literal. */
  override fixEdits(fix: Fix): TextEdit[] | undefined {
    const edits = this.literalEdits(fix);
    return edits && edits.held.length === 0 ? edits.edits : undefined;
  }

  /** A fix that edits literals other code reads too: its edits, offered as a suggestion, and why it is not automatic. */
  override heldFixEdits(fix: Fix): { readonly edits: TextEdit[]; readonly why: string } | undefined {
    const edits = this.literalEdits(fix);
    return edits && edits.held.length > 0 ? { edits: edits.edits, why: [...new Set(edits.held)].join('; ') } : undefined;
  }

  /** Each operation of a fix as the edit of the literal it sets, and why some of them are held back. */
  private literalEdits(fix: Fix): { edits: TextEdit[]; held: string[] } | undefined {
    const edits: TextEdit[] = [];
    const held: string[] = [];
    for (const operation of fix) {
      if (operation.op !== 'set') return undefined;
      const body = this.bodies[operation.path[0] as number];
      const place = body?.lowered.places.get(pathKey(operation.path.slice(1)));
      const literal = place?.literal;
      if (!literal || place.implied) return undefined;
      const text = literalText(operation.value, literal.quote, () => (this.quote ??= preferredQuote(this.text)));
      if (text === undefined) return undefined;
      if (literal.held !== undefined) held.push(literal.held);
      edits.push({ offset: literal.span.start, length: literal.span.end - literal.span.start, newText: text });
    }
    return { edits, held };
  }
}

/**
 * A value as a literal: a string keeps its quote; a literal of another kind (the number 8 where a
 * string "8" is due, the string '3' where the number 3 is) becomes a literal of the value's kind,
 * a string in the quote the file mostly uses.
 */
function literalText(value: unknown, quote: string | undefined, fileQuote: () => string): string | undefined {
  if (typeof value === 'string') {
    const json = JSON.stringify(value).slice(1, -1);
    const use = quote ?? fileQuote();
    if (use === '"') return `"${json}"`;
    if (use === "'") return `'${json.replace(/\\"/g, '"').replace(/'/g, "\\'")}'`;
    if (use === '`') return `\`${json.replace(/\\"/g, '"').replace(/`/g, '\\`').replace(/\$\{/g, '\\${')}\``;
    return undefined;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return undefined;
}

/** The quote of most of a file's strings: ' or ". */
function preferredQuote(text: string): string {
  let single = 0;
  let double = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    if (code === 39) single++;
    else if (code === 34) double++;
  }
  return single > double ? "'" : '"';
}

/**
 * A file a reader did not read (its parser not started yet, or not installed): no commands, never
 * judged, and the reason as its one problem.
 */
export function unreadDocument(input: string | Uint8Array, reason: string): SourceDocument {
  const decoded = decodeText(input);
  const problem: TextProblem = { ruleId: TEXT_RULES.sourceSyntax, message: reason, offset: 0, length: 0, fatal: true };
  const document = new SourceDocument(decoded.text, decoded.bom, [], [...decoded.problems, problem], false, (next) => unreadDocument(next, reason));
  document.refused = true;
  return document;
}

export interface SourceReadOptions {
  readonly discordJs?: DiscordJsMajor;
  /** A set's "body" pointers: the exports they name are commands (see SourceDocument.withExports). */
  readonly exports?: readonly string[];
  /** How the exports at a pointer are sent, where not as written (a set's "via"). */
  readonly via?: ReadonlyMap<string, SendVia>;
  /** The file's path, where the caller reads the tree itself (ESLint): a Sapphire piece is named after its file. */
  readonly path?: string;
}

/** Reads a source file's commands. */
export function parseSourceDocument(input: string | Uint8Array, path: string, options: SourceReadOptions = {}): SourceDocument {
  const decoded = decodeText(input);
  const reread = (text: string, exports = options.exports, via = options.via): SourceDocument => parseSourceDocument(decoded.bom ? `\uFEFF${text}` : text, path, { ...options, exports, ...(via ? { via } : {}) });
  if (decoded.problems.some((problem) => problem.fatal)) return new SourceDocument(decoded.text, decoded.bom, [], decoded.problems, false, reread);
  const parsed = parseSource(path, decoded.text);
  if (parsed.errors.length > 0 || !parsed.program) {
    const first = parsed.errors[0];
    const problem: TextProblem = {
      ruleId: TEXT_RULES.sourceSyntax,
      message: parsed.refused ? first!.message : `This file does not parse (${first?.message ?? 'a syntax error'}), so its commands cannot be read: fix the syntax first.`,
      offset: first?.start ?? 0,
      length: Math.max(0, (first?.end ?? 0) - (first?.start ?? 0)),
      fatal: true,
    };
    const document = new SourceDocument(decoded.text, decoded.bom, [], [...decoded.problems, problem], false, reread);
    document.refused = parsed.refused === true;
    return document;
  }
  const document = sourceDocumentFromProgram(decoded.text, parsed.program, { ...options, path, comments: parsed.comments, bom: decoded.bom, problems: decoded.problems, reread });
  document.comments = parsed.comments.map(textComment);
  return document;
}

/** An oxc comment as the directives read it: its value starts after `//` or `/*`. */
function textComment(comment: ParsedSource['comments'][number]): TextComment {
  return { offset: comment.start, end: comment.end, value: comment.value, valueOffset: comment.start + 2, block: comment.type === 'Block' };
}

/**
 * The document of a program another parser made (ESLint's espree or typescript-eslint: any ESTree
 * with `range` or `start`/`end` as UTF-16 offsets into `text`).
 */
export function sourceDocumentFromProgram(
  text: string,
  program: Node,
  options: SourceReadOptions & { readonly comments?: readonly SourceComment[]; readonly bom?: boolean; readonly problems?: readonly TextProblem[]; readonly reread?: (text: string, exports?: readonly string[], via?: ReadonlyMap<string, SendVia>) => SourceDocument } = {},
): SourceDocument {
  const given = options.problems ?? NO_PROBLEMS;
  const refused = (refusal: SourceRefusal): SourceDocument => {
    const problem: TextProblem = { ruleId: TEXT_RULES.sourceSyntax, message: refusal.message, offset: refusal.start, length: refusal.end - refusal.start, fatal: true };
    const document = new SourceDocument(text, options.bom === true, [], [...given, problem], false, options.reread ?? ((next) => parseSourceDocument(next, 'source.tsx', options)));
    document.refused = true;
    return document;
  };
  // The nesting scan guards cmdlint's own parser (parseSource runs it), whose native stack no `try`
  // protects. A tree already parsed (ESLint's, or parseSource's) is not scanned again: it cost a
  // fifth of a parse, and the walks below recurse in JavaScript, where a stack filled is a
  // RangeError caught. The size bound holds for every tree: the evaluator's memory grows with it.
  const refusal = sizeRefusal(text);
  if (refusal) return refused(refusal);
  let found: ReturnType<typeof findInProgram>['bodies'];
  let missingExports: readonly string[];
  let notes: ReturnType<typeof findInProgram>['notes'];
  let bodies: SourceBody[];
  try {
    ({ bodies: found, missingExports, notes } = findInProgram(program, { ...options, text }));
    bodies = found.map((body): SourceBody => ({ lowered: lower(body.value), kind: body.kind, ...(body.scope ? { scope: body.scope } : {}), origin: body.origin, ...(body.pointer === undefined ? {} : { pointer: body.pointer }), ...(body.sentElsewhere ? { sentElsewhere: true as const } : {}) }));
  } catch (error) {
    // The walks recurse: a tree within the bound that still fills the JavaScript stack leaves the
    // file unread (unknown, never judged), not the run ended.
    if (!(error instanceof RangeError)) throw error;
    return refused({ message: `This file is too large or nests too deep for cmdlint to walk (${error.message}), so it was not read and its commands are not checked: split the expression, or leave the file out of the files linted.`, start: 0, end: 0 });
  }
  const problems = missingExports.length > 0 ? [...given, ...missingExports.map(missingExportProblem)] : given.length > 0 ? given : NO_PROBLEMS;
  // Without a parser of its own (ESLint's program), a fixed text is read by cmdlint's parser.
  const reread = options.reread ?? ((next: string, exports = options.exports, via = options.via): SourceDocument => parseSourceDocument(options.bom ? `\uFEFF${next}` : next, 'source.tsx', { ...options, exports, ...(via ? { via } : {}) }));
  const document = new SourceDocument(text, options.bom === true, bodies, problems, true, reread);
  document.notes = notes;
  return document;
}

/** A set's "body" pointer that names no export of the module. */
function missingExportProblem(pointer: string): TextProblem {
  const name = pointer.split('/')[1] ?? '';
  const example = name === '' || name === 'default' ? '`export default` or `module.exports =`' : `\`export const ${name}\` or \`module.exports = { ${name} }\``;
  return {
    ruleId: TEXT_RULES.wrapped,
    message: `The set's "body" pointer ${quote(pointer)} names nothing this module exports (${example}), so nothing of that set was read here: fix the pointer in cmdlint.config.json, or leave this file out of the set's "files".`,
    offset: 0,
    length: 0,
    fatal: false,
  };
}
