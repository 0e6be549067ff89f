// Heuristics: the search's weights, the per-column terms (cached by the column's hash) and the estimate of the work left.

import type { Position } from './state';
import { STRIDE } from './zobrist';

/** Weights of the heuristic's terms, of the path length (g) and of the heuristic (h); macro: try the compound dig-out moves. */
export interface Weights {
  readonly left: number;
  readonly unsorted: number;
  readonly cells: number;
  readonly block: number;
  readonly empty: number;
  readonly segs: number;
  readonly g: number;
  readonly h: number;
  readonly macro: number;
  /**
   * When above 0, moves into a free cell and moves of part of a run are left
   * for a second expansion of the node, queued at its priority plus this
   * much (most are never needed).
   */
  readonly defer: number;
}

/*
 * A column's terms, packed in one int: cards above its ordered bottom run
 * (bits 0-7), breaks between runs among those (bits 8-15), cards above a
 * lower card of the column (bits 16 and up). 0 for an empty column.
 */
/** Mask of one 8-bit term. */
const TERM_MASK = 255;
/** Shift of the breaks-between-runs term. */
const TERM_SEGS_SHIFT = 8;
/** Shift of the cards-above-a-lower-card term. */
const TERM_BLOCK_SHIFT = 16;
/** Size - 1 of the per-column cache of terms (direct mapped by the column's first hash). */
const COLUMN_CACHE_MASK = 1023;
// exported once at the end of the list: a module's own references then stay local constants in the compiled code
export { TERM_MASK, TERM_SEGS_SHIFT, TERM_BLOCK_SHIFT, COLUMN_CACHE_MASK };

// imported bindings compile to loads from the other module's exports: the hot loops read a local copy
const S = STRIDE;

/** The heuristic terms of single columns, cached by the column's two hashes. */
export class ColumnTerms {
  private readonly key1 = new Int32Array(COLUMN_CACHE_MASK + 1);
  private readonly key2 = new Int32Array(COLUMN_CACHE_MASK + 1);
  private readonly value = new Int32Array(COLUMN_CACHE_MASK + 1);

  constructor(private readonly stack: Uint8Array) {}

  /** Forgets every cached column, so that a reused cache behaves exactly like a new one. */
  clear(): void {
    this.key1.fill(0);
    this.key2.fill(0);
    this.value.fill(0);
  }

  /** The packed terms of column k of p (see the block comment above). */
  of(p: Position, k: number): number {
    const n = p.len[k]!;
    if (n === 0) return 0;
    const h1 = p.colH1[k]!;
    const h2 = p.colH2[k]!;
    const slot = h1 & COLUMN_CACHE_MASK;
    if (this.key1[slot] === h1 && this.key2[slot] === h2) return this.value[slot]!;
    const cols = p.cols;
    const stack = this.stack;
    const base = k * S;
    let i = 1;
    while (i < n && stack[cols[base + i]! * 52 + cols[base + i - 1]!]) i++;
    let segs = 0;
    for (let j = i; j < n; j++) if (!stack[cols[base + j]! * 52 + cols[base + j - 1]!]) segs++;
    let block = 0;
    let minRank = 99;
    for (let j = 0; j < n; j++) {
      const r = cols[base + j]! >> 2;
      if (r > minRank) block++;
      else minRank = r;
    }
    const v = (n - i) | (segs << TERM_SEGS_SHIFT) | (block << TERM_BLOCK_SHIFT);
    this.key1[slot] = h1;
    this.key2[slot] = h2;
    this.value[slot] = v;
    return v;
  }
}

/**
 * Heuristic estimate of the work left (larger is worse): cards not home,
 * cards above the ordered run at the bottom of their column (unsorted),
 * breaks between runs among those (segs), cards above a lower card of their
 * column (block), used cells, and (as a bonus) empty columns. The column
 * sums come from ChildHasher.hashFromBase.
 */
export function estimate(p: Position, sums: { readonly unsorted: number; readonly segs: number; readonly block: number }, W: Weights): number {
  return W.left * p.left + W.unsorted * sums.unsorted + W.cells * (p.F - p.nFree) + W.block * sums.block - W.empty * p.nEmpty + W.segs * sums.segs;
}
