// Seeded pseudo-random numbers: sfc32 (Chris Doty-Humphrey's small fast counter), its state
// filled by splitmix32 from (seed, stream). Same seed and stream, same sequence, on any platform.

function splitmix32(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x9e3779b9) >>> 0;
    let z = state;
    z = Math.imul(z ^ (z >>> 16), 0x21f0aaad);
    z = Math.imul(z ^ (z >>> 15), 0x735a2d97);
    return (z ^ (z >>> 15)) >>> 0;
  };
}

export class Random {
  /** Independent streams of one seed: the set, the broken copy and the small files never share draws. */
  constructor(seed, stream = 0) {
    const mix = splitmix32((seed >>> 0) ^ Math.imul(stream + 1, 0x85ebca6b));
    this.a = mix();
    this.b = mix();
    this.c = mix();
    this.d = mix();
    for (let i = 0; i < 12; i++) this.uint32();
  }

  uint32() {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /** In [0, 1). */
  float() {
    return this.uint32() / 4294967296;
  }

  /** An integer in [lo, hi], both included. */
  int(lo, hi) {
    return lo + Math.floor(this.float() * (hi - lo + 1));
  }

  chance(p) {
    return this.float() < p;
  }

  pick(list) {
    return list[Math.floor(this.float() * list.length)];
  }

  /** `[[value, weight], ...]` */
  weighted(table) {
    let total = 0;
    for (const entry of table) total += entry[1];
    let x = this.float() * total;
    for (const entry of table) {
      x -= entry[1];
      if (x < 0) return entry[0];
    }
    return table[table.length - 1][0];
  }

  shuffle(list) {
    for (let i = list.length - 1; i > 0; i--) {
      const j = Math.floor(this.float() * (i + 1));
      const t = list[i];
      list[i] = list[j];
      list[j] = t;
    }
    return list;
  }

  /** k distinct elements, in the order of `list`. */
  subset(list, k) {
    const chosen = new Set(this.shuffle(list.map((_, i) => i)).slice(0, k));
    return list.filter((_, i) => chosen.has(i));
  }
}
