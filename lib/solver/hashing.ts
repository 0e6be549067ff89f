// Canonical hashing: a position's 64-bit hash, independent of the order of columns and cells, and the incremental hash (with column terms) of a child.

import { type ColumnStore, LINKS_AT, RECORD, SHARES_AT } from './columns';
import { type ColumnTerms, TERM_BLOCK_SHIFT, TERM_MASK, TERM_SEGS_SHIFT } from './heuristics';
import { moveFrom, moveTo } from './move-codec';
import type { Position } from './state';
import { STRIDE } from './zobrist';

// imported bindings compile to loads from another module's exports: the hot loops read local copies
const MASK = TERM_MASK;
const SEGS_SHIFT = TERM_SEGS_SHIFT;
const BLOCK_SHIFT = TERM_BLOCK_SHIFT;
const R = RECORD;
const S = STRIDE;
const SH = SHARES_AT;

/*
 * Two positions that differ only by the order of their columns or of their
 * cells have the same hash. Each column has two independent 32-bit Zobrist
 * hashes over (depth, card), kept by the position's transfers, so a
 * column's hash does not depend on where the column is. The position's hash
 * adds a mixed value of each non-empty column's hash (a multiset hash: the
 * order of columns does not matter) and a value per card in a cell (cells
 * are a multiset). Foundations need no term: the cards not in columns or
 * cells are home. The two halves make a 64-bit hash.
 */

function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return h ^ (h >>> 16);
}

/** A non-empty column's share of the position's first hash, from the column's first Zobrist hash. */
export const mixA = (h1: number): number => mix(h1);
/** A non-empty column's share of the position's second hash, from the column's second Zobrist hash. */
export const mixB = (h2: number): number => mix(h2 ^ 0x5bd1e995);

/** Sets p.h1, p.h2 to the canonical hash of the position. */
export function hashPosition(p: Position): void {
  let a = p.cellH1;
  let b = p.cellH2;
  const { colH1, colH2, len } = p;
  for (let k = 0; k < p.C; k++) {
    if (len[k] === 0) continue;
    a = (a + mixA(colH1[k]!)) | 0;
    b = (b + mixB(colH2[k]!)) | 0;
  }
  p.h1 = a;
  p.h2 = b;
}

/**
 * The hash and the heuristic's column sums of the children of one node:
 * setBase takes the node's position, then hashFromBase, after a child's
 * transfers, looks again only at the columns those transfers touched.
 */
export class ChildHasher {
  /** Column terms summed over the columns by the last hashFromBase (see ColumnTerms). */
  unsorted = 0;
  segs = 0;
  block = 0;

  // the base: each column's share of the hash and its terms, and their sums
  private readonly baseMixA: Int32Array;
  private readonly baseMixB: Int32Array;
  private readonly baseTerms: Int32Array;
  private baseA = 0;
  private baseB = 0;
  private baseUnsorted = 0;
  private baseSegs = 0;
  private baseBlock = 0;
  private readonly touched: Int32Array;
  private touchStamp = 0;
  /** Exact mode: the base's column ids (-1: empty), set by setBaseInterned. */
  readonly baseIds: Int32Array;
  /** hashInterned's columns that lost cards, and that gained cards (this stamp). */
  private readonly lost: Int32Array;
  private readonly gained: Int32Array;
  /** hashInterned's touched columns, in increasing order. */
  private readonly touchedList: Int32Array;

  constructor(
    columns: number,
    readonly terms: ColumnTerms,
  ) {
    this.baseMixA = new Int32Array(columns);
    this.baseMixB = new Int32Array(columns);
    this.baseTerms = new Int32Array(columns);
    this.touched = new Int32Array(columns);
    this.touchedList = new Int32Array(columns);
    this.lost = new Int32Array(columns);
    this.gained = new Int32Array(columns);
    this.baseIds = new Int32Array(columns);
  }

  /** Takes the position as it is (nothing logged) as the base that hashFromBase starts from. */
  setBase(p: Position): void {
    let a = 0;
    let b = 0;
    let u = 0;
    let g = 0;
    let bl = 0;
    for (let k = 0; k < p.C; k++) {
      let ma = 0;
      let mb = 0;
      let v = 0;
      if (p.len[k]! > 0) {
        ma = mixA(p.colH1[k]!);
        mb = mixB(p.colH2[k]!);
        v = this.terms.of(p, k);
      }
      this.baseMixA[k] = ma;
      this.baseMixB[k] = mb;
      this.baseTerms[k] = v;
      a = (a + ma) | 0;
      b = (b + mb) | 0;
      u += v & MASK;
      g += (v >> SEGS_SHIFT) & MASK;
      bl += v >> BLOCK_SHIFT;
    }
    this.baseA = a;
    this.baseB = b;
    this.baseUnsorted = u;
    this.baseSegs = g;
    this.baseBlock = bl;
  }

  /**
   * hashPosition, and the column terms summed over the columns, for a
   * position reached from the base by the transfers logged since (from log
   * entry `from` on: the base's own log length).
   */
  hashFromBase(p: Position, from = 0): void {
    let a = this.baseA;
    let b = this.baseB;
    let u = this.baseUnsorted;
    let g = this.baseSegs;
    let bl = this.baseBlock;
    const { C, log, len, colH1, colH2 } = p;
    const touched = this.touched;
    if (++this.touchStamp === 0x7fffffff) {
      touched.fill(0);
      this.touchStamp = 1;
    }
    const stamp = this.touchStamp;
    for (let e = from; e < p.logLen; e++) {
      const entry = log[e]!;
      for (let side = 0; side < 2; side++) {
        const k = side === 0 ? moveFrom(entry) : moveTo(entry);
        if (k >= C || touched[k] === stamp) continue;
        touched[k] = stamp;
        const v0 = this.baseTerms[k]!;
        a = (a - this.baseMixA[k]!) | 0;
        b = (b - this.baseMixB[k]!) | 0;
        u -= v0 & MASK;
        g -= (v0 >> SEGS_SHIFT) & MASK;
        bl -= v0 >> BLOCK_SHIFT;
        if (len[k]! > 0) {
          a = (a + mixA(colH1[k]!)) | 0;
          b = (b + mixB(colH2[k]!)) | 0;
          const v = this.terms.of(p, k);
          u += v & MASK;
          g += (v >> SEGS_SHIFT) & MASK;
          bl += v >> BLOCK_SHIFT;
        }
      }
    }
    p.h1 = (p.cellH1 + a) | 0;
    p.h2 = (p.cellH2 + b) | 0;
    this.unsorted = u;
    this.segs = g;
    this.block = bl;
  }

  /**
   * Column k's shares of the hash and its terms, kept in its store record
   * (computed the first time the column is met); returns the record's index.
   */
  private sharesOf(p: Position, k: number, store: ColumnStore, id: number): number {
    const record = store.record;
    const r = R * id + SH;
    if ((record[r + 3]! & 1) === 0) {
      record[r] = mixA(p.colH1[k]!);
      record[r + 1] = mixB(p.colH2[k]!);
      record[r + 2] = this.terms.of(p, k);
      record[r + 3] = record[r + 3]! | 1;
    }
    return r;
  }

  /**
   * The id of column k (not empty), which was column `old` of the base
   * before transfers took cards off it (lost) and put cards on it
   * (gained): when it only lost its top card or only gained one card, the
   * link kept in old's record (see ColumnStore.record), else interned
   * (and linked from old in those two cases). A link is set only from a
   * column's interned content, so it names exactly that column.
   */
  private linked(p: Position, k: number, store: ColumnStore, old: number, lost: boolean, gained: boolean): number {
    const n = p.len[k]!;
    const at = R * old + LINKS_AT;
    const before = store.record[R * old + 1]! & 255;
    if (!gained && before === n + 1) {
      const shorter = (store.record[at]! >> 1) - 1;
      if (shorter >= 0) return shorter;
      const id = store.intern(p.cols, k * S, n, p.colH1[k]!, p.colH2[k]!);
      store.record[at] = store.record[at]! | ((id + 1) << 1);
      return id;
    }
    if (!lost && before === n - 1) {
      const c = p.cols[k * S + n - 1]!;
      const longer = store.record[at + 1]!;
      if (longer !== 0 && longer >>> 25 === c) return (longer & 0x1ffffff) - 1;
      const id = store.intern(p.cols, k * S, n, p.colH1[k]!, p.colH2[k]!);
      store.record[at + 1] = (id + 1) | (c << 25);
      return id;
    }
    return store.intern(p.cols, k * S, n, p.colH1[k]!, p.colH2[k]!);
  }

  /**
   * setBase for exact mode, from the position's column ids (Position.colId,
   * as unpackInterned leaves them; a non-empty column without one is
   * interned here) and the shares kept in the store's records; the ids
   * are kept in baseIds.
   */
  setBaseInterned(p: Position, store: ColumnStore): void {
    let a = 0;
    let b = 0;
    let u = 0;
    let g = 0;
    let bl = 0;
    const { C, len, colId } = p;
    const baseIds = this.baseIds;
    for (let k = 0; k < C; k++) {
      const n = len[k]!;
      let id = -1;
      if (n > 0) {
        id = colId[k]!;
        if (id < 0) {
          id = store.intern(p.cols, k * S, n, p.colH1[k]!, p.colH2[k]!);
          colId[k] = id;
        }
        const r = this.sharesOf(p, k, store, id);
        const record = store.record;
        a = (a + record[r]!) | 0;
        b = (b + record[r + 1]!) | 0;
        const v = record[r + 2]!;
        u += v & MASK;
        g += (v >> SEGS_SHIFT) & MASK;
        bl += v >> BLOCK_SHIFT;
      }
      baseIds[k] = id;
    }
    this.baseA = a;
    this.baseB = b;
    this.baseUnsorted = u;
    this.baseSegs = g;
    this.baseBlock = bl;
  }

  /**
   * hashFromBase (from log entry 0) for exact mode: interns the columns the
   * logged transfers touched, in increasing column order as packInterned
   * would (so every column gets the id it would get there), and reads
   * their shares from the store's records.
   */
  hashInterned(p: Position, store: ColumnStore): void {
    let a = this.baseA;
    let b = this.baseB;
    let u = this.baseUnsorted;
    let g = this.baseSegs;
    let bl = this.baseBlock;
    const { C, log, len, cols, colId, colH1, colH2 } = p;
    const { touched, lost, gained } = this;
    if (++this.touchStamp === 0x7fffffff) {
      touched.fill(0);
      lost.fill(0);
      gained.fill(0);
      this.touchStamp = 1;
    }
    const stamp = this.touchStamp;
    const list = this.touchedList;
    let m = 0;
    for (let e = 0; e < p.logLen; e++) {
      const entry = log[e]!;
      for (let side = 0; side < 2; side++) {
        const k = side === 0 ? moveFrom(entry) : moveTo(entry);
        if (k >= C) continue;
        if (side === 0) lost[k] = stamp;
        else gained[k] = stamp;
        if (touched[k] === stamp) continue;
        touched[k] = stamp;
        let j = m++;
        while (j > 0 && list[j - 1]! > k) {
          list[j] = list[j - 1]!;
          j--;
        }
        list[j] = k;
      }
    }
    const baseIds = this.baseIds;
    for (let j = 0; j < m; j++) {
      const k = list[j]!;
      const old = baseIds[k]!;
      if (old >= 0) {
        const record = store.record;
        const r = R * old + SH;
        a = (a - record[r]!) | 0;
        b = (b - record[r + 1]!) | 0;
        const v0 = record[r + 2]!;
        u -= v0 & MASK;
        g -= (v0 >> SEGS_SHIFT) & MASK;
        bl -= v0 >> BLOCK_SHIFT;
      }
      const n = len[k]!;
      if (n > 0) {
        let id = colId[k]!;
        if (id < 0) {
          id = old < 0 ? store.intern(cols, k * S, n, colH1[k]!, colH2[k]!) : this.linked(p, k, store, old, lost[k] === stamp, gained[k] === stamp);
          colId[k] = id;
        }
        const r = this.sharesOf(p, k, store, id);
        const record = store.record;
        a = (a + record[r]!) | 0;
        b = (b + record[r + 1]!) | 0;
        const v = record[r + 2]!;
        u += v & MASK;
        g += (v >> SEGS_SHIFT) & MASK;
        bl += v >> BLOCK_SHIFT;
      }
    }
    p.h1 = (p.cellH1 + a) | 0;
    p.h2 = (p.cellH2 + b) | 0;
    this.unsorted = u;
    this.segs = g;
    this.block = bl;
  }
}
