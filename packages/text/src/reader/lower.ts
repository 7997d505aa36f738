// From what the reader knows (traced.ts) to the value the core lints: unknowns are left out (an
// unknown element drops out of its array, an unknown field out of its object), and what was left
// out is remembered per place, so that sound.ts can tell which diagnostics still hold. Every place
// of the value keeps where it came from in the source.
import type { Path } from '@cmdlint/core';
import { PlaceLookup } from './place-lookup.js';
import type { OwnedLiteral, Span, Traced } from './traced.js';

export interface PlaceInfo {
  /** The value's place in the source. */
  readonly span: Span;
  /** The key's (or setter's) place. */
  readonly keySpan?: Span;
  readonly literal?: OwnedLiteral;
  /** The key as written, where the command owns it (TracedEntry.keyLiteral): what a rename edits. */
  readonly keyLiteral?: OwnedLiteral;
  /** Written by the library, not the author. */
  readonly implied?: boolean;
  /** An object's keys whose values are unknown. */
  readonly unknownKeys?: ReadonlySet<string>;
  /** The first value of the place that is unknown (a key's value, an element): where and why, to say so. */
  readonly firstUnknown?: { readonly key?: string; readonly span: Span; readonly why: string };
  /** An object that may have keys not known, an array that may have elements not known. */
  readonly open?: boolean;
}

export interface LoweredBody {
  readonly value: unknown;
  /** By pathKey of the lowered path. */
  readonly places: ReadonlyMap<string, PlaceInfo>;
  /** The place of a lowered path: what `places` holds at its pathKey, found without mapping every place (place-lookup.ts); absent from a body made with its places (a module's, cli). */
  readonly placeOf?: (path: Path) => PlaceInfo | undefined;
  /** Nothing of the body is unknown. */
  readonly complete: boolean;
}

/** What `body.places` holds at the path's pathKey. */
export function placeIn(body: LoweredBody, path: Path): PlaceInfo | undefined {
  return body.placeOf !== undefined ? body.placeOf(path) : body.places.get(pathKey(path));
}

/** A map key for a path. */
export function pathKey(path: Path): string {
  return path.join('\u0000');
}

/** A place with only the fields that say something (one object per value: no spreads). */
function placeOf(span: Span, keySpan: Span | undefined, implied: boolean, literal: OwnedLiteral | undefined, unknownKeys: ReadonlySet<string> | undefined, open: boolean, firstUnknown?: PlaceInfo['firstUnknown'], keyLiteral?: OwnedLiteral): PlaceInfo {
  const place: { -readonly [K in keyof PlaceInfo]: PlaceInfo[K] } = { span };
  if (keySpan) place.keySpan = keySpan;
  if (keyLiteral) place.keyLiteral = keyLiteral;
  if (implied) place.implied = true;
  if (literal) place.literal = literal;
  if (unknownKeys) place.unknownKeys = unknownKeys;
  if (open) place.open = true;
  if (firstUnknown) place.firstUnknown = firstUnknown;
  return place;
}

/**
 * Lowers a traced value. The places are mapped on first use only: most bodies have no diagnostic,
 * and their map was most of the lowering's cost. Recursive: the evaluator gives up on values
 * nested deeper than a few hundred levels (evaluate.ts, MAX_DEPTH), so the depth here is bounded.
 */
export function lower(traced: Traced): LoweredBody {
  const state = { complete: traced.kind !== 'unknown' };
  const value = lowerValue(traced, '', undefined, false, undefined, state);
  let places: Map<string, PlaceInfo> | undefined;
  let lookup: PlaceLookup | undefined;
  const body = {
    value,
    complete: state.complete,
    get places(): ReadonlyMap<string, PlaceInfo> {
      if (places === undefined) lowerValue(traced, '', undefined, false, (places = new Map()), { complete: true });
      return places;
    },
  };
  // Not enumerable: two reads of the same text give equal bodies (a function made per body never is).
  return Object.defineProperty(body, 'placeOf', { value: (path: Path): PlaceInfo | undefined => (lookup ??= new PlaceLookup(traced)).placeOf(path) }) as LoweredBody;
}

/** The value the core lints; with `places`, each of its places noted by pathKey too. */
function lowerValue(at: Traced, key: string, keySpan: Span | undefined, implied: boolean, places: Map<string, PlaceInfo> | undefined, state: { complete: boolean }, keyLiteral?: OwnedLiteral): unknown {
  switch (at.kind) {
    case 'primitive':
      places?.set(key, placeOf(at.span, keySpan, implied, at.literal, undefined, false, undefined, keyLiteral));
      return at.value;
    case 'object': {
      const object: Record<string, unknown> = {};
      let unknownKeys: Set<string> | undefined;
      let firstUnknown: PlaceInfo['firstUnknown'];
      const prefix = places === undefined ? '' : key === '' ? '' : `${key}\u0000`;
      for (const [name, entry] of at.entries) {
        if (entry.value.kind === 'unknown') {
          (unknownKeys ??= new Set()).add(name);
          if (places) firstUnknown ??= { key: name, span: entry.value.span, why: entry.value.why };
          continue;
        }
        const value = lowerValue(entry.value, places === undefined ? '' : prefix + name, entry.keySpan, entry.implied === true, places, state, entry.keyLiteral);
        // Keys are own data properties, `__proto__` too.
        if (name === '__proto__') Object.defineProperty(object, name, { value, enumerable: true, writable: true, configurable: true });
        else object[name] = value;
      }
      if (unknownKeys || at.open) state.complete = false;
      places?.set(key, placeOf(at.span, keySpan, implied, undefined, unknownKeys, at.open === true, firstUnknown, keyLiteral));
      return object;
    }
    case 'array': {
      const array: unknown[] = [];
      const prefix = places === undefined ? '' : key === '' ? '' : `${key}\u0000`;
      let open = at.open;
      let firstUnknown: PlaceInfo['firstUnknown'];
      for (const item of at.items) {
        if (item.kind === 'unknown') {
          open = true;
          if (places) firstUnknown ??= { span: item.span, why: item.why };
          continue;
        }
        array.push(lowerValue(item, places === undefined ? '' : prefix + String(array.length), undefined, false, places, state));
      }
      if (open) state.complete = false;
      places?.set(key, placeOf(at.span, keySpan, implied, undefined, undefined, open === true, firstUnknown, keyLiteral));
      return array;
    }
    default:
      return undefined;
  }
}
