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

import { type MemoryBudget, MemoryLimitError, widenI32, widenU8 } from './memory';

/**
 * Ids a store may give: a position's key (packing.ts) writes each id in
 * three bytes. Past that the store is full, as a search past its memory
 * limit is (MemoryLimitError: the search gives up, reason 'memory'), never
 * two columns under one id.
 */
export const MAX_COLUMN_IDS = 1 << 24;

/** A new store's sizes: cards, ids, hash slots. */
const INITIAL_CARDS = 1 << 14;
const INITIAL_IDS = 1024;
const INITIAL_SLOTS = 2048;

/** Ints of ColumnStore.record per id, and where in them a column's hash shares and terms, and its links, begin. */
const RECORD = 9;
const SHARES_AT = 4;
const LINKS_AT = 7;
// exported once at the end of the list: a module's own references then stay local constants in the compiled code
export { RECORD, SHARES_AT, LINKS_AT };

export class ColumnStore {
  /** Cards of every stored column, one after the other. */
  private cards: Uint8Array<ArrayBuffer> = new Uint8Array(INITIAL_CARDS);
  private cardsUsed = 0;
  /** Number of distinct columns stored; ids are 0 .. count-1. */
  count = 0;
  /**
   * RECORD ints per id, read together: where its cards start (read
   * unsigned: past 2 GiB it is stored as its 32 bits); its length
   * (bits 0-7) and how many cards of each suit it holds (suit s in bits
   * 8 + 5s to 12 + 5s: a sum of these over a position's columns never
   * carries, as a suit has at most 13 cards); its two hashes
   * (Position.colH1/colH2 of that column); then, kept by ChildHasher so
   * that it computes them once a column, SHARES_AT: its shares of a
   * position's hash and its heuristic terms (hashing.ts mixA, mixB,
   * ColumnTerms), and an int whose bit 0 is set once those three are and
   * whose bits 1 and up hold 1 + the id of this column less its top card
   * (0: not known yet); and 1 + the id of this column with one more card
   * (bits 0-24) and that card (bits 25-30), 0 when none is known yet
   * (the last one met). These start at 0.
   */
  record: Int32Array<ArrayBuffer> = new Int32Array(RECORD * INITIAL_IDS);
  /** Open addressing, three ints per slot: hashA, hashB, id + 1 (0: free). */
  private table: Int32Array<ArrayBuffer> = new Int32Array(3 * INITIAL_SLOTS);
  private mask = INITIAL_SLOTS - 1;

  /** Counts the store's arrays against a search's memory limit (none: not counted); gives at most maxIds ids. */
  constructor(
    private memory?: MemoryBudget,
    private readonly maxIds = MAX_COLUMN_IDS,
  ) {
    memory?.charge(this.byteLength());
  }

  /** The bytes of the store's arrays. */
  private byteLength(): number {
    return this.cards.byteLength + this.record.byteLength + this.table.byteLength;
  }

  /**
   * Empties the store for another search, keeping its arrays (charged again
   * to that search's budget). Returns false when they have grown past
   * `keep` columns: a big table costs more to clear than a new one.
   */
  reuse(memory: MemoryBudget | undefined, keep: number): boolean {
    if (this.mask + 1 > 2 * keep) return false;
    // a new store's arrays over the same buffers: it grows, and charges its budget, as a new store does
    this.cards = new Uint8Array(this.cards.buffer, 0, INITIAL_CARDS);
    this.record = new Int32Array(this.record.buffer, 0, RECORD * INITIAL_IDS);
    this.table = new Int32Array(this.table.buffer, 0, 3 * INITIAL_SLOTS).fill(0);
    this.mask = INITIAL_SLOTS - 1;
    this.count = 0;
    this.cardsUsed = 0;
    this.memory = memory;
    memory?.charge(this.byteLength());
    return true;
  }

  /** The id of the column held in cols[base .. base + n - 1] with hashes a, b; stores it when new. */
  intern(cols: Uint8Array, base: number, n: number, a: number, b: number): number {
    const { table, mask, record, cards } = this;
    let s = a & mask;
    for (;;) {
      const v = table[3 * s + 2]!;
      if (v === 0) break;
      if (table[3 * s] === a && table[3 * s + 1] === b) {
        const r = RECORD * (v - 1);
        if ((record[r + 1]! & 255) === n) {
          const o = record[r]! >>> 0;
          let i = 0;
          while (i < n && cards[o + i] === cols[base + i]) i++;
          if (i === n) return v - 1;
        }
      }
      s = (s + 1) & mask;
    }
    return this.add(s, cols, base, n, a, b);
  }

  private add(slot: number, cols: Uint8Array, base: number, n: number, a: number, b: number): number {
    if (this.count >= this.maxIds) throw new MemoryLimitError('column store full');
    if (RECORD * this.count === this.record.length) {
      this.memory?.charge(this.record.byteLength);
      this.record = widenI32(this.record, this.record.length * 2);
    }
    if (this.cardsUsed + n > this.cards.length) {
      const length = Math.max(this.cards.length * 2, this.cardsUsed + n);
      this.memory?.charge(length - this.cards.length);
      this.cards = widenU8(this.cards, length);
    }
    const id = this.count++;
    const r = RECORD * id;
    let suits = 0;
    for (let i = 0; i < n; i++) suits += 1 << (8 + 5 * (cols[base + i]! & 3));
    this.record[r] = this.cardsUsed;
    this.record[r + 1] = n | suits;
    this.record[r + 2] = a;
    this.record[r + 3] = b;
    this.record[r + LINKS_AT] = 0;
    this.record[r + LINKS_AT + 1] = 0;
    for (let i = 0, o = this.cardsUsed; i < n; i++) this.cards[o + i] = cols[base + i]!;
    this.cardsUsed += n;
    this.table[3 * slot] = a;
    this.table[3 * slot + 1] = b;
    this.table[3 * slot + 2] = id + 1;
    if (this.count * 2 > this.mask) this.growTable();
    return id;
  }

  /** Copies column `id` to out[at ..]; returns its length. */
  copy(id: number, out: Uint8Array, at: number): number {
    const n = this.record[RECORD * id + 1]! & 255;
    const cards = this.cards;
    for (let i = 0, o = this.record[RECORD * id]! >>> 0; i < n; i++) out[at + i] = cards[o + i]!;
    return n;
  }

  private growTable(): void {
    const size = (this.mask + 1) * 2;
    this.memory?.charge(this.table.byteLength);
    // rebuilt from the records: the old table's buffer, cleared, serves when it is big enough (a kept store's)
    const table = this.table.buffer.byteLength >= 12 * size ? new Int32Array(this.table.buffer, 0, 3 * size).fill(0) : new Int32Array(3 * size);
    const mask = size - 1;
    for (let id = 0; id < this.count; id++) {
      const a = this.record[RECORD * id + 2]!;
      let s = a & mask;
      while (table[3 * s + 2] !== 0) s = (s + 1) & mask;
      table[3 * s] = a;
      table[3 * s + 1] = this.record[RECORD * id + 3]!;
      table[3 * s + 2] = id + 1;
    }
    this.table = table;
    this.mask = mask;
  }
}
