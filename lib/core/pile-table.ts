// Several stacks in one 52-byte table, reallocated as in Knuth, TAOCP vol. 1, 2.2.2.

import { PACK_SIZE } from './card';

/*
 * Encoding. All piles share `slots`, a Uint8Array of 52 bytes, one byte per
 * card. Pile j occupies slots base[j] .. top[j]-1 (bottom card first), and
 * base[pileCount] = 52 is a sentinel, so pile j has room up to base[j+1].
 * oldTop[j] is top[j] at the last reallocation (Knuth's OLDTOP), used to
 * share free space in proportion to recent growth.
 *
 * A push onto a pile whose top has reached the next pile's base is an
 * overflow: Garwick's Algorithm G computes new bases (10% of the free space
 * shared equally, 90% in proportion to growth since the last reallocation)
 * and Algorithm R moves the piles there, shifting down in increasing order
 * and up in decreasing order so that no pile overwrites another. A transfer
 * of several cards takes them off first and then makes room for all of them
 * with one reallocation (G counting them all as pending). When the table is
 * full, as it is with every card of a deal on it, G's shares are all zero and
 * the new bases simply put the piles end to end.
 */

/** Scratch for reallocate (growth per pile, new bases), grown when a table has more piles (a CS 3500 table may have 100 or more). */
let GROWTH = new Int32Array(PACK_SIZE + 1);
let NEW_BASE = new Int32Array(PACK_SIZE + 1);
/** Scratch for transfer: the cards on their way from one pile to another. */
const MOVING = new Uint8Array(PACK_SIZE);

/** A table of piles stored in one shared byte array. */
export class PileTable {
  readonly slots: Uint8Array;
  readonly base: Uint8Array;
  readonly top: Uint8Array;
  /** Storage of oldTop, behind it. */
  private readonly oldTops: Uint8Array;
  /**
   * Whether oldTop is top as it stands, not yet copied (set by shiftFull:
   * its table is full, and stays so until a pop, which copies it first).
   */
  private oldTopIsTop = false;
  /** How many times a push had to reallocate (for tests and benchmarks). */
  reallocations = 0;
  /** Number of cards held (PACK_SIZE: the table is full and its piles lie end to end). */
  private held = 0;

  /** An empty table of `pileCount` piles; free space is spread evenly. */
  constructor(readonly pileCount: number, copyFrom?: PileTable) {
    if (copyFrom) {
      this.slots = copyFrom.slots.slice();
      this.base = copyFrom.base.slice();
      this.top = copyFrom.top.slice();
      this.oldTops = copyFrom.oldTops.slice();
      this.oldTopIsTop = copyFrom.oldTopIsTop;
      this.held = copyFrom.held;
      return;
    }
    this.slots = new Uint8Array(PACK_SIZE);
    this.base = new Uint8Array(pileCount + 1);
    this.top = new Uint8Array(pileCount + 1);
    this.oldTops = new Uint8Array(pileCount + 1);
    for (let j = 0; j <= pileCount; j++) {
      const b = Math.floor((j * PACK_SIZE) / pileCount);
      this.base[j] = b;
      this.top[j] = b;
      this.oldTops[j] = b;
    }
  }

  /** A table holding these piles (at most PACK_SIZE cards in all), laid end to end as Algorithm G lays a full table, the free space after the last; throws RangeError when they do not fit. */
  static fromPiles(piles: readonly (readonly number[])[]): PileTable {
    const t = new PileTable(piles.length);
    let at = 0;
    for (let j = 0; j < piles.length; j++) {
      const pile = piles[j]!;
      if (at + pile.length > PACK_SIZE) throw new RangeError('pile table is full');
      t.base[j] = at;
      for (const card of pile) t.slots[at++] = card;
      t.top[j] = at;
      t.oldTops[j] = at;
    }
    t.held = at;
    return t;
  }

  /** Each pile's top at the last reallocation (Knuth's OLDTOP). */
  get oldTop(): Uint8Array {
    this.copyOldTop();
    return this.oldTops;
  }

  /** Copies top into oldTop when shiftFull left it there (top[pileCount], the sentinel's, is oldTop's too). */
  private copyOldTop(): void {
    if (this.oldTopIsTop) {
      this.oldTops.set(this.top);
      this.oldTopIsTop = false;
    }
  }

  /** A deep copy (a few dozen bytes). */
  clone(): PileTable {
    return new PileTable(this.pileCount, this);
  }

  /** Number of cards in pile j. */
  size(j: number): number {
    return this.top[j]! - this.base[j]!;
  }

  /** Card i of pile j, counted from the bottom (0 = first dealt). */
  at(j: number, i: number): number {
    return this.slots[this.base[j]! + i]!;
  }

  /** The top card of pile j, or -1 when it is empty. */
  peek(j: number): number {
    const t = this.top[j]!;
    return t === this.base[j]! ? -1 : this.slots[t - 1]!;
  }

  /** Total number of cards held. */
  total(): number {
    return this.held;
  }

  /** The cards of pile j, bottom first. */
  cards(j: number): number[] {
    const out: number[] = [];
    for (let s = this.base[j]!, t = this.top[j]!; s < t; s++) out.push(this.slots[s]!);
    return out;
  }

  /** Pushes a card on pile j, reallocating when the pile has no room; throws RangeError when the table is full. */
  push(j: number, card: number): void {
    if (this.top[j] === this.base[j + 1]) this.reallocate(j, 1);
    this.slots[this.top[j]!] = card;
    this.top[j]!++;
    this.held++;
  }

  /** Pops and returns the top card of pile j; throws RangeError when it is empty. */
  pop(j: number): number {
    if (this.top[j] === this.base[j]) throw new RangeError(`pile ${j} is empty`);
    // the table is no longer full: oldTop must hold the tops of shiftFull's reallocation
    this.copyOldTop();
    this.top[j]!--;
    this.held--;
    return this.slots[this.top[j]!]!;
  }

  /** Moves the top `count` cards of pile `from` onto pile `to`, keeping their order. */
  transfer(from: number, to: number, count: number): void {
    if (count > this.size(from)) throw new RangeError(`pile ${from} holds fewer than ${count} cards`);
    if (this.held === PACK_SIZE && from !== to) {
      this.shiftFull(from, to, count);
      return;
    }
    if (count === 1) {
      this.push(to, this.pop(from));
      return;
    }
    const { slots, top } = this;
    // the cards leave first (their slots become free space), then one reallocation makes room for all of them
    const start = top[from]! - count;
    for (let k = 0; k < count; k++) MOVING[k] = slots[start + k]!;
    top[from] = start;
    if (this.base[to + 1]! - top[to]! < count) this.reallocate(to, count);
    for (let k = 0; k < count; k++) slots[top[to]! + k] = MOVING[k]!;
    top[to] = top[to]! + count;
  }

  /**
   * transfer in a full table, as one reallocation: the piles lie end to end
   * and stay so, exactly as Algorithm G places them when no space is free,
   * but only the cards between the two piles move, in one pass.
   */
  private shiftFull(from: number, to: number, count: number): void {
    const { slots, base, top } = this;
    const start = top[from]! - count;
    for (let k = 0; k < count; k++) MOVING[k] = slots[start + k]!;
    if (from < to) {
      // the cards of piles from + 1 .. to move down into the cards' old place
      for (let s = top[from]!, end = top[to]!; s < end; s++) slots[s - count] = slots[s]!;
      top[from] = start;
      for (let j = from + 1; j < to; j++) {
        base[j] = base[j]! - count;
        top[j] = top[j]! - count;
      }
      base[to] = base[to]! - count;
    } else {
      // the cards of piles to + 1 .. from - 1 move up past the new cards
      for (let s = start - 1, end = top[to]!; s >= end; s--) slots[s + count] = slots[s]!;
      for (let j = to + 1; j < from; j++) {
        base[j] = base[j]! + count;
        top[j] = top[j]! + count;
      }
      base[from] = base[from]! + count;
      top[to] = top[to]! + count;
    }
    const at = top[to]! - count;
    for (let k = 0; k < count; k++) slots[at + k] = MOVING[k]!;
    // oldTop is top from here until a pop (copied only then, or when read)
    this.oldTopIsTop = true;
    this.reallocations++;
  }

  /** Garwick's reallocation (Algorithm G with Algorithm R), making room for `need` more cards on pile i. */
  private reallocate(i: number, need: number): void {
    const n = this.pileCount;
    const { base, top, oldTop, slots } = this;
    // G1: free space after the pending cards.
    let free = PACK_SIZE - need;
    for (let j = 0; j < n; j++) free -= top[j]! - base[j]!;
    // G2: no room anywhere.
    if (free < 0) throw new RangeError('pile table is full');
    this.reallocations++;
    if (NEW_BASE.length <= n) {
      GROWTH = new Int32Array(n + 1);
      NEW_BASE = new Int32Array(n + 1);
    }
    const newBase = NEW_BASE;
    newBase[0] = 0;
    newBase[n] = PACK_SIZE;
    if (free === 0) {
      // Every share below is zero (as in any full deal): the piles end to end, pile i with its pending cards.
      for (let j = 1; j < n; j++) newBase[j] = newBase[j - 1]! + top[j - 1]! - base[j - 1]! + (j - 1 === i ? need : 0);
    } else {
      // G1 continued: growth since the last reallocation.
      let growth = 0;
      const d = GROWTH;
      d.fill(0, 0, n);
      for (let j = 0; j < n; j++) {
        const grew = top[j]! + (j === i ? need : 0) - oldTop[j]!;
        if (grew > 0) {
          d[j] = grew;
          growth += grew;
        }
      }
      // G3: 10% of the free space shared equally, 90% by growth (all equally when nothing grew).
      const alpha = growth === 0 ? free / n : (0.1 * free) / n;
      const beta = growth === 0 ? 0 : (0.9 * free) / growth;
      // G4: new bases; pile i gets its pending cards counted in its size.
      let sigma = 0;
      for (let j = 1; j < n; j++) {
        const tau = sigma + alpha + d[j - 1]! * beta;
        const prevSize = top[j - 1]! - base[j - 1]! + (j - 1 === i ? need : 0);
        newBase[j] = newBase[j - 1]! + prevSize + Math.floor(tau) - Math.floor(sigma);
        sigma = tau;
      }
    }
    // Algorithm R: shift down in increasing order, then up in decreasing order.
    for (let j = 1; j < n; j++) {
      const nb = newBase[j]!;
      if (nb < base[j]!) {
        const delta = base[j]! - nb;
        // a few bytes at most: a plain loop beats copyWithin's call (lowest first when shifting down)
        for (let s = base[j]!, t = top[j]!; s < t; s++) slots[s - delta] = slots[s]!;
        base[j] = nb;
        top[j] = top[j]! - delta;
      }
    }
    for (let j = n - 1; j >= 1; j--) {
      const nb = newBase[j]!;
      if (nb > base[j]!) {
        const delta = nb - base[j]!;
        for (let s = top[j]! - 1, b = base[j]!; s >= b; s--) slots[s + delta] = slots[s]!;
        base[j] = nb;
        top[j] = top[j]! + delta;
      }
    }
    for (let j = 0; j < n; j++) oldTop[j] = top[j]! + (j === i ? need : 0);
  }
}
