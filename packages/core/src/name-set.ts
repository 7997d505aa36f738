// The names of one options array, gathered while their summaries are made: whether some name
// (default or localized, any locale) appears twice. Most arrays have no repeat, and knowing that
// from the pass that already reads every localized name spares the uniqueness and collision
// rules a pass of their own over all of them (on the maximal set, a large part of the lint:
// bench/README.md).
//
// Only 30-bit hashes of the names are kept (the name scan makes them in its loop), never the
// names: two different names with one hash read as a repeat, which costs the exact checks their
// time and nothing else, and nothing of the input outlives the array. A small open-addressing
// table is reused by every array (lint is synchronous); a slot belongs to the current array when
// its stamp is the array's generation, so nothing is cleared between arrays.
const SIZE = 4096;
const MASK = SIZE - 1;
/** More names than this in one array: stop and answer "repeated" (the exact checks decide). */
const MAX_NAMES = SIZE >> 1;
const MAX_PROBES = 16;
/** Per slot, its stamp then its hash: one cache line holds both. */
const slots = /* @__PURE__ */ new Int32Array(SIZE * 2);
let count = 0;
let generation = 0;
let open = false;
/** A repeat was seen, or the table could not tell. */
let repeated = false;

/**
 * Starts gathering the names of one array. False when a gathering is already under way (a lint
 * started from a getter of the input while its outer lint gathers): the caller then treats the
 * array as having repeats, which again only costs the exact checks their time.
 */
export function openNameSet(): boolean {
  if (open) return false;
  open = true;
  repeated = false;
  count = 0;
  generation = (generation + 1) & 0x7fffffff;
  if (generation === 0) {
    slots.fill(0);
    generation = 1;
  }
  return true;
}

/** Adds a name, given by its `hashUnits`, to the open set. */
export function addName(hash: number): void {
  if (repeated) return;
  if (count === MAX_NAMES) {
    repeated = true;
    return;
  }
  // The top bits of a multiplicative hash spread names that differ in one unit.
  let slot = Math.imul(hash, 0x9e3779b1) >>> 20;
  for (let probes = 0; ; probes++) {
    const at = slot << 1;
    if (slots[at] !== generation) {
      slots[at] = generation;
      slots[at + 1] = hash;
      count++;
      return;
    }
    if (slots[at + 1] === hash || probes === MAX_PROBES) {
      repeated = true;
      return;
    }
    slot = (slot + 1) & MASK;
  }
}

/**
 * Ends the gathering: whether some name was added twice. It may answer true without a repeat (a
 * shared hash, a crowded table), never false with one.
 */
export function closeNameSet(): boolean {
  open = false;
  return repeated;
}
