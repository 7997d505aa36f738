// The place of one path of a lowered body, found by following the path down the traced value,
// instead of the map of every place (lower.ts, `places`). Whether a diagnostic holds (sound.ts)
// asks for a few places of nearly every body with an unknown part, and most of those diagnostics
// are then dropped: mapping every place of such a body (a key string and an object per value)
// was 4 % of reading and linting a bot's source tree (CPU profile). packages/readers/js/test/
// place-lookup.test.ts asks both ways for every place of the source corpus, and for paths that
// are not there.
import type { Path } from '@cmdlint/core';
import type { PlaceInfo } from './lower.js';
import type { OwnedLiteral, Span, Traced, TracedArray } from './traced.js';

/** What a place says of its value alone (not of the key that holds it), made once per value. */
interface ValueFacts {
  readonly unknownKeys?: ReadonlySet<string>;
  readonly firstUnknown?: PlaceInfo['firstUnknown'];
  readonly open: boolean;
}

/** A lookup of places in one lowered value: `placeOf(path)` is what `places.get(pathKey(path))` gives. */
export class PlaceLookup {
  private facts: Map<Traced, ValueFacts> | undefined;
  /** Each array's known elements (the lowered array's). */
  private knownItems: Map<TracedArray, readonly Traced[]> | undefined;

  constructor(private readonly root: Traced) {}

  placeOf(path: Path): PlaceInfo | undefined {
    let at = this.root;
    let keySpan: Span | undefined;
    let keyLiteral: OwnedLiteral | undefined;
    let implied = false;
    if (at.kind === 'unknown') return undefined;
    for (let depth = 0; depth < path.length; depth++) {
      const step = path[depth]!;
      if (at.kind === 'object') {
        const entry = at.entries.get(String(step));
        if (entry === undefined || entry.value.kind === 'unknown') return undefined;
        at = entry.value;
        keySpan = entry.keySpan;
        keyLiteral = entry.keyLiteral;
        implied = entry.implied === true;
      } else if (at.kind === 'array') {
        // The lowered path's index is the element's among the known ones (pathKey writes it in decimal).
        const index = typeof step === 'number' ? step : /^(?:0|[1-9]\d*)$/.test(step) ? Number(step) : -1;
        const items = this.itemsOf(at);
        if (!Number.isInteger(index) || index < 0 || index >= items.length) return undefined;
        at = items[index]!;
        keySpan = undefined;
        keyLiteral = undefined;
        implied = false;
      } else return undefined;
    }
    return this.place(at, keySpan, implied, keyLiteral);
  }

  /** Decided once per array: a loop over a long array's elements asks for each of them. */
  private itemsOf(array: TracedArray): readonly Traced[] {
    const map = (this.knownItems ??= new Map());
    let known = map.get(array);
    if (known === undefined) map.set(array, (known = array.items.some((item) => item.kind === 'unknown') ? array.items.filter((item) => item.kind !== 'unknown') : array.items));
    return known;
  }

  /** The place as lowerValue notes it (placeOf there): only the fields that say something. */
  private place(at: Traced, keySpan: Span | undefined, implied: boolean, keyLiteral: OwnedLiteral | undefined): PlaceInfo {
    const place: { -readonly [K in keyof PlaceInfo]: PlaceInfo[K] } = { span: at.span };
    if (keySpan) place.keySpan = keySpan;
    if (keyLiteral) place.keyLiteral = keyLiteral;
    if (implied) place.implied = true;
    if (at.kind === 'primitive') {
      if (at.literal) place.literal = at.literal;
      return place;
    }
    const facts = this.factsOf(at);
    if (facts.unknownKeys) place.unknownKeys = facts.unknownKeys;
    if (facts.open) place.open = true;
    if (facts.firstUnknown) place.firstUnknown = facts.firstUnknown;
    return place;
  }

  private factsOf(at: Traced): ValueFacts {
    const map = (this.facts ??= new Map());
    let facts = map.get(at);
    if (facts !== undefined) return facts;
    if (at.kind === 'object') {
      let unknownKeys: Set<string> | undefined;
      let firstUnknown: PlaceInfo['firstUnknown'];
      for (const [name, entry] of at.entries) {
        if (entry.value.kind !== 'unknown') continue;
        (unknownKeys ??= new Set()).add(name);
        firstUnknown ??= { key: name, span: entry.value.span, why: entry.value.why };
      }
      facts = { ...(unknownKeys ? { unknownKeys } : {}), ...(firstUnknown ? { firstUnknown } : {}), open: at.open === true };
    } else if (at.kind === 'array') {
      const first = at.items.find((item) => item.kind === 'unknown');
      facts = first?.kind === 'unknown' ? { firstUnknown: { span: first.span, why: first.why }, open: true } : { open: at.open === true };
    } else facts = { open: false };
    map.set(at, facts);
    return facts;
  }
}
