// The names of one options array, gathered while their summaries are made: whether some name
// (default or localized, any locale) appears twice. Most arrays have no repeat, and knowing that
// from the pass that already reads every localized name spares the uniqueness and collision
// rules a pass of their own over all of them (on the maximal set, a large part of the lint:
// bench/README.md).
//
// Only 30-bit hashes of the names are kept (the name scan makes them in its loop), never the
// names: two different names with one hash read as a repeat, which costs the exact checks their
// time and nothing else, and nothing of the input outlives the array. One set serves every array
// of a linter's walks, one after the other (a lint started from a getter of the input while
// another runs gets a set of its own, as it gets visitors of its own); a slot belongs to the
// current array when its stamp is the array's generation, so nothing is cleared between arrays.
const SIZE = 4096;
const MASK = SIZE - 1;
/** More names than this in one array: stop and answer "repeated" (the exact checks decide). */
const MAX_NAMES = SIZE >> 1;
const MAX_PROBES = 16;

/** The names of one options array at a time, by hash: whether some name was added twice. */
export class NameSet {
  /** Per slot, its stamp then its hash: one cache line holds both. Made on the first `reset`. */
  private slots: Int32Array | undefined;
  private count = 0;
  private generation = 0;
  /** A repeat was seen, or the table could not tell. */
  private repeated = false;

  /** Starts gathering the names of one array: the names of the array before are forgotten. */
  reset(): void {
    this.repeated = false;
    this.count = 0;
    this.generation = (this.generation + 1) & 0x7fffffff;
    if (this.slots === undefined) this.slots = new Int32Array(SIZE * 2);
    else if (this.generation === 0) this.slots.fill(0);
    if (this.generation === 0) this.generation = 1;
  }

  /** Adds a name, given by its `hashUnits`. */
  add(hash: number): void {
    if (this.repeated) return;
    if (this.count === MAX_NAMES) {
      this.repeated = true;
      return;
    }
    const slots = this.slots!;
    const generation = this.generation;
    // The top bits of a multiplicative hash spread names that differ in one unit.
    let slot = Math.imul(hash, 0x9e3779b1) >>> 20;
    for (let probes = 0; ; probes++) {
      const at = slot << 1;
      if (slots[at] !== generation) {
        slots[at] = generation;
        slots[at + 1] = hash;
        this.count++;
        return;
      }
      if (slots[at + 1] === hash || probes === MAX_PROBES) {
        this.repeated = true;
        return;
      }
      slot = (slot + 1) & MASK;
    }
  }

  /**
   * Whether some name of the array was added twice. It may answer true without a repeat (a
   * shared hash, a crowded table), never false with one.
   */
  mayRepeat(): boolean {
    return this.repeated;
  }
}
