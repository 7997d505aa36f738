// A file of a programming language as the linter sees it: the commands a reader found in it, each
// lowered to the value the core lints (lower.ts), with every place of that value mapped back to
// the source, and fixes that edit only the literals a command owns. Each reader makes them
// (packages/readers/*): this is the kit's side, with no parser.
import type { Diagnostic, Fix, Path, Scope } from '@cmdlint/core';
import { decodeText } from '../decode.js';
import { JsonDocument, type OffsetRange } from '../document.js';
import type { TextEdit } from '../edits.js';
import { TEXT_RULES, type TextProblem } from '../problems.js';
import type { SendVia, TextComment } from './contract.js';
import { placeIn, type LoweredBody } from './lower.js';
import type { Span } from './traced.js';

/** A command, a bulk overwrite (PUT of an array) or an edit (PATCH). */
export type FoundKind = 'command' | 'commands' | 'edit';

/** What made a reader take a body: for messages and --debug. A framework's own decorator (discordx, Python's libraries) or command class (slash-create). */
export type BodyOrigin = 'builder' | 'request' | 'typed' | 'export' | 'decorator' | 'class';

/** What a reader gave up on for a bound (a value too large, nested too deep). */
export interface ReadNote {
  readonly span: Span;
  readonly text: string;
}

export interface SourceBody {
  readonly lowered: LoweredBody;
  readonly kind: FoundKind;
  readonly scope?: Scope;
  readonly origin: BodyOrigin;
  /** For an export a set's "body" names: that pointer. */
  readonly pointer?: string;
  /**
   * The reader's word on a diagnostic of this body (a Python library that raises for it at start-up
   * says so, readers/python/src/refusals.ts): given the diagnostic and the body's value, the one shown.
   */
  readonly restate?: (diagnostic: Diagnostic, value: unknown) => Diagnostic;
  /** Handed to code cmdlint does not see (a loader), which may add fields the file does not set (find.ts). */
  readonly sentElsewhere?: true;
  /**
   * Its scope is not known from the file (a Sapphire registration whose `guildIds` come from
   * elsewhere): why, and where. Linted alone, for what holds in either scope (lint-files.ts); a plan
   * leaves it out, as a command with a value not known (cli plan/run.ts).
   */
  readonly scopeUnknown?: { readonly why: string; readonly span: Span };
  /**
   * The library merges the bodies of this name from every file into one command (interactions.py
   * squashes the subcommands of one base, wherever they are declared): two files that each add
   * subcommands to it are one command, not two, so the set's rules that count commands by name
   * say nothing of it (lint/batches.ts).
   */
  readonly mergedByName?: true;
  /**
   * The guilds a guild command is registered in, where the file lists them (py-cord's
   * `guild_ids=[111, 222]`), as decimal strings, sorted. Each guild is a scope of its own: commands
   * of disjoint lists never share a name's scope, so a set lints each list's commands apart
   * (lint-files.ts), and a plan of one guild leaves out those of other guilds (cli plan/run.ts).
   */
  readonly guildIds?: readonly string[];
  /**
   * A guild command whose guilds the file names but does not show (`guild_ids=GUILDS`,
   * `@app_commands.guilds(config.GUILD)`): they may be any guilds, so it shares a name's scope with
   * no other command it is known to, and a set lints it apart (lint-files.ts): a clash is missed
   * rather than one said between guilds that may share none.
   */
  readonly guildsNotKnown?: true;
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
  notes: readonly ReadNote[] = [];

  /**
   * Requests that create or overwrite commands with a body the reader cannot read (a loader's list
   * sent by a deploy script): nothing to lint, but a plan of the file's set cannot hold what they
   * send (cli plan/run.ts says so, and is incomplete).
   */
  unreadSends: readonly { readonly span: Span; readonly why: string; readonly scope?: Scope }[] = [];

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
      const place = placeIn(body.lowered, inner.slice(0, depth));
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
    const place = body && placeIn(body.lowered, path.slice(1));
    return place?.keySpan && path.length > 1 ? { start: place.keySpan.start, end: place.keySpan.end } : this.rangeOf(path);
  }

  /** A fix as source edits: each operation must set a primitive where the command owns a literal, or rename a key written in the file. */
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
      if (operation.op === 'rename') {
        // A key written in the file (`pt_BR:`, `'pt_BR':`, `setNameLocalization('pt_BR', ...)`): rewritten as a string in its quote.
        const body = this.bodies[operation.path[0] as number];
        const key = operation.path.length > 1 ? body && placeIn(body.lowered, operation.path.slice(1))?.keyLiteral : undefined;
        if (!key) return undefined;
        const text = literalText(operation.to, key.quote, () => (this.quote ??= preferredQuote(this.text)));
        if (text === undefined) return undefined;
        if (key.held !== undefined) held.push(key.held);
        edits.push({ offset: key.span.start, length: key.span.end - key.span.start, newText: text });
        continue;
      }
      if (operation.op !== 'set') return undefined;
      const body = this.bodies[operation.path[0] as number];
      const place = body && placeIn(body.lowered, operation.path.slice(1));
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
