// Interned columns: every distinct column content is stored once and named by a small integer.

/*
 * Exact mode keeps every position it meets, so a position's key must be
 * small and cheap to build. Freecell Solver's answer, used here too, is to
 * store each distinct column once: a position is then its foundations, its
 * cell cards and the ids of its columns. A move changes one or two columns,
 * so building a child's key interns those and reuses its parent's other ids.
 *
 * A column is found by its two 32-bit Zobrist hashes (Position.colH1/colH2)
 * and confirmed card by card, so two columns share an id exactly when they
 * hold the same cards in the same order.
 */

export class ColumnStore {
  /** Cards of every stored column, one after the other. */
  private cards = new Uint8Array(1 << 14);
  private cardsUsed = 0;
  /** Number of distinct columns stored; ids are 0 .. count-1. */
  count = 0;
  private start = new Int32Array(1024);
  private length = new Uint8Array(1024);
  /** The column hashes of each id (Position.colH1/colH2 of that column). */
  hashA = new Int32Array(1024);
  hashB = new Int32Array(1024);
  /** Open addressing: slot s holds the id + 1 of a column whose hashA & mask === s (or the next free slot). */
  private table = new Int32Array(2048);
  private mask = 2047;

  /** The id of the column held in cols[base .. base + n - 1] with hashes a, b; stores it when new. */
  intern(cols: Uint8Array, base: number, n: number, a: number, b: number): number {
    const { table, mask, hashA, hashB, length, start, cards } = this;
    let s = a & mask;
    for (;;) {
      const v = table[s]!;
      if (v === 0) break;
      const id = v - 1;
      if (hashA[id] === a && hashB[id] === b && length[id] === n) {
        const o = start[id]!;
        let i = 0;
        while (i < n && cards[o + i] === cols[base + i]) i++;
        if (i === n) return id;
      }
      s = (s + 1) & mask;
    }
    return this.add(s, cols, base, n, a, b);
  }

  private add(slot: number, cols: Uint8Array, base: number, n: number, a: number, b: number): number {
    if (this.count === this.start.length) this.growIds();
    if (this.cardsUsed + n > this.cards.length) {
      const bigger = new Uint8Array(Math.max(this.cards.length * 2, this.cardsUsed + n));
      bigger.set(this.cards.subarray(0, this.cardsUsed));
      this.cards = bigger;
    }
    const id = this.count++;
    this.start[id] = this.cardsUsed;
    this.length[id] = n;
    this.hashA[id] = a;
    this.hashB[id] = b;
    for (let i = 0, o = this.cardsUsed; i < n; i++) this.cards[o + i] = cols[base + i]!;
    this.cardsUsed += n;
    this.table[slot] = id + 1;
    if (this.count * 2 > this.mask) this.growTable();
    return id;
  }

  /** Copies column `id` to out[at ..]; returns its length. */
  copy(id: number, out: Uint8Array, at: number): number {
    const n = this.length[id]!;
    const cards = this.cards;
    for (let i = 0, o = this.start[id]!; i < n; i++) out[at + i] = cards[o + i]!;
    return n;
  }

  private growIds(): void {
    const size = this.start.length * 2;
    const i32 = (a: Int32Array<ArrayBuffer>): Int32Array<ArrayBuffer> => {
      const b = new Int32Array(size);
      b.set(a);
      return b;
    };
    this.start = i32(this.start);
    this.hashA = i32(this.hashA);
    this.hashB = i32(this.hashB);
    const length = new Uint8Array(size);
    length.set(this.length);
    this.length = length;
  }

  private growTable(): void {
    const size = (this.mask + 1) * 2;
    const table = new Int32Array(size);
    const mask = size - 1;
    for (let id = 0; id < this.count; id++) {
      let s = this.hashA[id]! & mask;
      while (table[s] !== 0) s = (s + 1) & mask;
      table[s] = id + 1;
    }
    this.table = table;
    this.mask = mask;
  }
}
