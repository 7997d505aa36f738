// What the reader knows of a value: a primitive, an object, an array, or an explicit unknown, each
// with the place in the source it came from. "Open" objects and arrays may hold more than is known
// (an unknown spread, a builder method cmdlint does not know, elements pushed in a loop).
/** A place in a source text: UTF-16 offsets. */
export interface Span {
  readonly start: number;
  /** Exclusive. */
  readonly end: number;
}

export type Traced = TracedPrimitive | TracedObject | TracedArray | TracedUnknown;

/** A literal the command owns: written once, right where the value is used, so a fix may edit it. */
export interface OwnedLiteral {
  readonly span: Span;
  /** The quote of a string literal (a template without expressions: "`"). */
  readonly quote?: string;
  /**
   * Why a fix may not edit it although it is the literal the value came from: a constant that other
   * code reads too (exported, read in a type, read elsewhere). The edit is then only a suggestion.
   */
  readonly held?: string;
}

export interface TracedPrimitive {
  readonly kind: 'primitive';
  readonly value: string | number | boolean | null;
  readonly span: Span;
  readonly literal?: OwnedLiteral;
}

export interface TracedEntry {
  readonly value: Traced;
  /** The key's place (a setter call's name for builders). */
  readonly keySpan: Span;
  /**
   * The key as written in the file where the command owns it (an object literal's `pt_BR:` or
   * `'pt_BR':`, a `setNameLocalization('pt_BR', ...)`'s first argument), so that a fix may rename
   * it; no quote for an identifier, which a rename writes as a string in the file's quote.
   */
  readonly keyLiteral?: OwnedLiteral;
  /** Written by the library, not the author (a builder's `required: false`, `options: []`): nothing to tell the author. */
  readonly implied?: boolean;
}

export interface TracedObject {
  readonly kind: 'object';
  readonly entries: Map<string, TracedEntry>;
  /** Keys may exist that are not known. */
  open: boolean;
  readonly span: Span;
  /** Made by a builder's toJSON: discord.js sends it as it is. */
  builder?: boolean;
}

export interface TracedArray {
  readonly kind: 'array';
  readonly items: Traced[];
  /** Elements may exist that are not known. */
  open: boolean;
  readonly span: Span;
}

export interface TracedUnknown {
  readonly kind: 'unknown';
  readonly span: Span;
  /** Why, in a few words ("an import", "a call"): for --debug and tests. */
  readonly why: string;
  /**
   * A bigint's decimal digits: no JSON value (a body that holds one is never sent as written), but a
   * library may turn it into one (discord.js's `defaultMemberPermissions`, dialects.ts).
   */
  readonly bigint?: string;
}

export function unknown(span: Span, why: string): TracedUnknown {
  return { kind: 'unknown', span, why };
}

export function primitive(value: TracedPrimitive['value'], span: Span, literal?: OwnedLiteral): TracedPrimitive {
  return literal ? { kind: 'primitive', value, span, literal } : { kind: 'primitive', value, span };
}

export function emptyObject(span: Span): TracedObject {
  return { kind: 'object', entries: new Map(), open: false, span };
}

/** A new object or array of the same shape whose children are `each` of the old ones; anything else as it is. */
function withChildren(value: Traced, each: (child: Traced) => Traced, eachKey: (literal: OwnedLiteral) => OwnedLiteral | undefined): Traced {
  if (value.kind === 'object') {
    const entries = new Map<string, TracedEntry>();
    for (const [key, entry] of value.entries) {
      const { keyLiteral, ...rest } = entry;
      const kept = keyLiteral && eachKey(keyLiteral);
      entries.set(key, kept ? { ...rest, keyLiteral: kept, value: each(entry.value) } : { ...rest, value: each(entry.value) });
    }
    return { kind: 'object', entries, open: value.open, span: value.span, ...(value.builder ? { builder: true } : {}) };
  }
  if (value.kind === 'array') return { kind: 'array', items: value.items.map(each), open: value.open, span: value.span };
  return value;
}

/**
 * The value with its owned literals kept but held back for `reason` (an exported builder, read by
 * the module that sends it): an edit of one is offered as a suggestion that says why, never made
 * by --fix. Each object and array is copied once, however often the value holds it.
 */
export function heldBack(value: Traced, reason: string): Traced {
  const made = new Map<object, Traced>();
  const hold = (child: Traced): Traced => {
    if (child.kind === 'primitive') return child.literal && child.literal.held === undefined ? primitive(child.value, child.span, { ...child.literal, held: reason }) : child;
    if (child.kind !== 'object' && child.kind !== 'array') return child;
    let copy = made.get(child);
    if (copy === undefined) {
      copy = withChildren(child, hold, (literal) => (literal.held === undefined ? { ...literal, held: reason } : literal));
      made.set(child, copy);
    }
    return copy;
  };
  return hold(value);
}

/** What shared made of each object and array (and each result, of itself): a value read in many places is copied once. */
const SHARED = new WeakMap<object, Traced>();

/**
 * The value without owned literals: used from a constant that others use too, it may not be
 * edited. Made once per value, so that a constant built of constants read twice each (a
 * doubling) is not copied out into a tree.
 */
export function shared(value: Traced): Traced {
  if (value.kind === 'primitive') return value.literal ? primitive(value.value, value.span) : value;
  if (value.kind !== 'object' && value.kind !== 'array') return value;
  const known = SHARED.get(value);
  if (known !== undefined) return known;
  const made = withChildren(value, shared, () => undefined);
  SHARED.set(value, made);
  SHARED.set(made, made);
  return made;
}
