// Compound moves: digging a card out from under other cards and sending it home, playing out a position that is won, and the opening every search starts with (openStart).

import type { MoveGenerator } from './generate';
import type { ChildHasher } from './hashing';
import { type CardMove, type PileMove, HOME, pileMove } from './move-codec';
import type { StartPosition } from './rules';
import type { Position } from './state';
import { STRIDE } from './zobrist';

// imported bindings compile to loads from another module's exports: the hot loops read local copies
const S = STRIDE;
const H = HOME;

/**
 * The dig-out: for the next card a suit needs, lying under other cards, one
 * extra child puts the runs above it elsewhere and sends it home. It is a
 * shortcut through positions the plain moves reach too, so it adds no
 * position to the space; it lets the search see progress several moves ahead.
 */
export class DigOuts {
  constructor(private readonly generator: MoveGenerator) {}

  /**
   * A quick look at whether dig(pos, k, p) can place every run above card p of
   * column k: a run goes on another column's top card that takes its lowest
   * card, else card by card into free cells, else into an empty column. It
   * ignores the new tops the moves make and the cards autoplay frees, so it
   * can be wrong both ways; it only spares the search most dig-outs that
   * would get stuck. More than maxRuns runs above the card: no.
   */
  looksPossible(pos: Position, k: number, p: number, maxRuns: number): boolean {
    const { parentStart, parentList } = this.generator;
    const { C, cols, len, stack, top, topAt } = pos;
    let runs = 0;
    let free = pos.nFree;
    let empty = pos.emptyRule === 2 ? 0 : pos.nEmpty;
    const base = k * S;
    let j = base + len[k]! - 1;
    const bottom = base + p;
    // the top run's length is kept by the position
    let i = j - pos.run[k]! + 1;
    if (i <= bottom) i = bottom + 1;
    while (j > bottom) {
      // the run ending at j (top) starts at i
      if (runs > 0) {
        i = j;
        while (i - 1 > bottom && stack[cols[i]! * 52 + cols[i - 1]!]) i--;
      }
      if (++runs > maxRuns) return false;
      const low = cols[i]!;
      let placed = false;
      if (pos.rankBuilt) {
        for (let q = parentStart[low]!, end = parentStart[low + 1]!; q < end && !placed; q++) {
          const b = topAt[parentList[q]!]!;
          if (b >= 0 && b !== k) placed = true;
        }
      } else {
        for (let b = 0; b < C && !placed; b++) {
          const t = top[b]!;
          if (b !== k && t >= 0 && stack[low * 52 + t]) placed = true;
        }
      }
      if (!placed) {
        const n = j - i + 1;
        if (n <= free) free -= n;
        else if (empty > 0) empty--;
        else return false;
      }
      j = i - 1;
    }
    return true;
  }

  /** Card-level moves written by the last dig with an output. */
  length = 0;

  /**
   * Compound move: uncovers card x (at index p of column k) and sends it
   * home, putting each run above it onto another column when one takes it,
   * else its top card in a free cell, else the run in an empty column (all
   * within the engine's limits), with safe autoplay after each move. Writes
   * the card-level moves to out (when given; the length field says how many).
   * Returns how many of them do not go home, or -1 when it gets stuck (the
   * caller undoes). Deterministic: replaying it on the same position gives
   * the same moves.
   */
  dig(pos: Position, k: number, p: number, out: Int32Array | null): number {
    const { cols, len } = pos;
    const x = cols[k * S + p]!;
    let moves = 0;
    let written = 0;
    while (len[k]! - 1 > p) {
      const m = this.place(pos, k, p);
      if (m < 0) return -1;
      if (out) out[written++] = pos.describe(m);
      moves++;
      pos.playAuto(m);
    }
    if (len[k]! - 1 === p && cols[k * S + p] === x) {
      const home = pileMove(k, H, 1);
      if (out) out[written++] = pos.describe(home);
      pos.playAuto(home);
    }
    this.length = written;
    return moves;
  }

  /** The next move of a dig-out of card p of column k (some cards lie above it), or -1 when none places them. */
  private place(pos: Position, k: number, p: number): PileMove {
    const { C, cols, len, stack, top, topAt } = pos;
    const la = len[k]!;
    const above = la - 1 - p;
    let run = pos.run[k]! < above ? pos.run[k]! : above;
    const baseK = k * S;
    if (pos.acesHomeOnly) {
      for (let j = 1; j <= run; j++) if (cols[baseK + la - j]! < 4) { run = j - 1; break; }
      if (run === 0) return -1;
    }
    const capTo = pos.capacity(false);
    const most = run < capTo ? run : capTo;
    if (pos.rankBuilt) {
      // each card of the run takes one rank: the cards it goes on are the few of the rank above, found by where they lie
      const { parentStart, parentList } = this.generator;
      let best = C;
      let bestCnt = 0;
      for (let cnt = 1; cnt <= most; cnt++) {
        const c = cols[baseK + la - cnt]!;
        for (let q = parentStart[c]!, end = parentStart[c + 1]!; q < end; q++) {
          const b = topAt[parentList[q]!]!;
          if (b >= 0 && b < best && b !== k) {
            best = b;
            bestCnt = cnt;
          }
        }
      }
      if (best < C) return pileMove(k, best, bestCnt);
    } else {
      for (let b = 0; b < C; b++) {
        const d = top[b]!;
        if (b === k || d < 0) continue;
        for (let cnt = most; cnt >= 1; cnt--) {
          if (stack[cols[baseK + la - cnt]! * 52 + d]) return pileMove(k, b, cnt);
        }
      }
    }
    if (pos.nFree > 0) {
      for (let i = 0; i < pos.F; i++) if (pos.cells[i]! < 0) return pileMove(k, C + i, 1);
    }
    if (pos.nEmpty > 0 && pos.emptyRule !== 2) {
      const capE = pos.capacity(true);
      const cnt = run < capE ? run : capE;
      if (pos.emptyRule === 0 || cols[baseK + la - cnt]! >> 2 === 12) {
        for (let b = 0; b < C; b++) if (len[b] === 0) return pileMove(k, b, cnt);
      }
    }
    return -1;
  }
}

/**
 * Plays out a position in which no card lies above a lower card of its
 * column, writing the card-level moves to out: the lowest-ranked card in
 * play is always on a column's top or in a cell, and every lower card of
 * its suit is home, so it can go home; sending it home keeps the columns
 * ordered. Safe autoplay follows each move as usual.
 */
export function finish(pos: Position, out: CardMove[]): void {
  const { C, F, cols, len, cells } = pos;
  while (pos.left > 0) {
    let best = -1;
    let bestRank = 99;
    for (let k = 0; k < C; k++) {
      const n = len[k]!;
      if (n > 0 && cols[k * S + n - 1]! >> 2 < bestRank) {
        bestRank = cols[k * S + n - 1]! >> 2;
        best = k;
      }
    }
    for (let i = 0; i < F; i++) {
      const c = cells[i]!;
      if (c >= 0 && c >> 2 < bestRank) {
        bestRank = c >> 2;
        best = C + i;
      }
    }
    const card = best < C ? cols[best * S + len[best]! - 1]! : cells[best - C]!;
    if (pos.found[card & 3] !== card >> 2) throw new Error(`solver: card ${card} cannot go home while finishing`);
    const home = pileMove(best, H, 1);
    out.push(pos.describe(home));
    pos.playAuto(home);
  }
}

/**
 * Sets pos to the start position with its safe cards home, hashed (the
 * hasher's base and sums are the start's, the log empty). Returns the
 * solution when that is already won or needs only cards sent home (every
 * search begins with this), else null.
 */
export function openStart(pos: Position, start: StartPosition, hasher: ChildHasher): CardMove[] | null {
  pos.load(start);
  pos.autoplay();
  if (pos.left === 0) return [];
  pos.logLen = 0;
  hasher.setBase(pos);
  hasher.hashFromBase(pos);
  if (hasher.block > 0) return null;
  const path: CardMove[] = [];
  finish(pos, path);
  return path;
}
