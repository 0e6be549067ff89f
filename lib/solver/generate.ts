// The move generator: every distinct legal move of a position, up to the symmetry of columns and cells.

import { HOME, pileMove } from './move-codec';
import type { SolverRules } from './rules';
import type { Position } from './state';
import { STRIDE } from './zobrist';

// imported bindings compile to loads from another module's exports: the hot loops read local copies
const S = STRIDE;
const H = HOME;

/**
 * Which moves generate writes: 0 all; 1 all but those best left for later
 * (a column's card into a free cell, part of a run moved off it); 2 only those.
 */
export type MovePart = 0 | 1 | 2;

/** Writes the moves of positions of one rule set (reading the column tops and top runs the position keeps). */
export class MoveGenerator {
  /** The cards that card c may be built on: parentList[parentStart[c] .. parentStart[c + 1]). */
  readonly parentStart = new Int32Array(53);
  readonly parentList: Int8Array;
  /** SolverRules.grounded: the cards no card of the game takes (Kings, under building by suit). */
  private readonly grounded: Uint8Array;

  constructor(readonly rules: SolverRules) {
    this.grounded = rules.grounded;
    const parents: number[] = [];
    for (let c = 0; c < 52; c++) {
      this.parentStart[c] = parents.length;
      for (let d = 0; d < 52; d++) if (rules.stack[c * 52 + d]) parents.push(d);
    }
    this.parentStart[52] = parents.length;
    this.parentList = Int8Array.from(parents);
  }

  /** Most moves generate can write (the size its buffer needs). */
  maxMoves(): number {
    const { columns: C, cells: F } = this.rules;
    return C * (C + 1) * 53 + F * (C + 2) + 16;
  }

  /** Whether the last generate with part 1 left any move out. */
  leftOut = false;

  /** Whether part of the run of `whole` cards on column a can move onto a column or into an empty one. */
  private splits(p: Position, a: number, whole: number, maxTo: number, maxE: number): boolean {
    const { parentStart, parentList } = this;
    const { C, cols, len, stack, rankBuilt, emptyRule, top: tops, topAt } = p;
    const base = a * S + len[a]!;
    const hiTo = maxTo < whole - 1 ? maxTo : whole - 1;
    for (let k = 1; k <= hiTo; k++) {
      const x = cols[base - k]!;
      if (rankBuilt) {
        for (let j = parentStart[x]!, end = parentStart[x + 1]!; j < end; j++) if (topAt[parentList[j]!]! >= 0) return true;
      } else {
        for (let b = 0; b < C; b++) if (b !== a && tops[b]! >= 0 && stack[x * 52 + tops[b]!]) return true;
      }
    }
    const hiE = maxE < whole - 1 ? maxE : whole - 1;
    for (let k = 1; k <= hiE; k++) if (emptyRule !== 1 || cols[base - k]! >> 2 === 12) return true;
    return false;
  }

  /**
   * Every distinct legal move of p, up to canonical equivalence (one free
   * cell, one empty column), written into `out` from index `at`; returns the count.
   * Moving a whole column into an empty column changes nothing and is left out.
   */
  generate(p: Position, out: Int32Array, part: MovePart = 0, at = 0): number {
    const { C, F, cols, len, cells, found, stack, emptyRule, acesHomeOnly, rankBuilt } = p;
    let n = at;
    let leftOut = false;
    const now = part !== 2;
    const later = part !== 1;
    const E = p.nEmpty;
    let emptyCol = -1;
    if (E > 0) for (let k = 0; k < C; k++) if (len[k] === 0) { emptyCol = k; break; }
    let freeCell = -1;
    if (p.nFree > 0) for (let i = 0; i < F; i++) if (cells[i]! < 0) { freeCell = i; break; }
    const capTo = p.capacity(false);
    const capEmpty = E > 0 && emptyRule !== 2 ? p.capacity(true) : 0;
    const { top: tops, topAt } = p;
    const { parentStart, parentList } = this;
    for (let a = 0; a < C; a++) {
      const la = len[a]!;
      if (la === 0) continue;
      const baseA = a * S;
      const top = tops[a]!;
      if (now && found[top & 3] === top >> 2) out[n++] = pileMove(a, H, 1);
      let run = p.run[a]!;
      // moving k < whole run cards splits the run: one of the moves for later
      const whole = run;
      if (acesHomeOnly) {
        // an Ace may not be carried anywhere but home
        for (let k = 1; k <= run; k++) if (cols[baseA + la - k]! < 4) { run = k - 1; break; }
        if (run === 0) continue;
      }
      const maxTo = run < capTo ? run : capTo;
      let maxE = capEmpty === 0 ? 0 : run < capEmpty ? run : capEmpty;
      if (maxE === la) maxE--;
      // settling: a column that is one run on a King keeps its cards but for the foundations and all of it into the cells (docs/solver.md, "Columns on a King")
      if (maxE > 0 && p.settling && whole === la && this.grounded[cols[baseA]!] === 1) maxE = 0;
      // k cards move: k < whole splits the run (a move for later), k = whole takes it all (a move for now)
      const lo = now && !later ? whole : 1;
      const hiTo = later && !now && maxTo >= whole ? whole - 1 : maxTo;
      const hiE = later && !now && maxE >= whole ? whole - 1 : maxE;
      if (rankBuilt) {
        // each card of the run may go on one of the few cards that take it, where one is a column's top
        for (let k = lo; k <= hiTo; k++) {
          const x = cols[baseA + la - k]!;
          for (let j = parentStart[x]!, end = parentStart[x + 1]!; j < end; j++) {
            const b = topAt[parentList[j]!]!;
            if (b >= 0) out[n++] = pileMove(a, b, k);
          }
        }
      } else {
        for (let b = 0; b < C; b++) {
          const d = tops[b]!;
          if (d < 0 || b === a) continue;
          for (let k = lo; k <= hiTo; k++) if (stack[cols[baseA + la - k]! * 52 + d]) out[n++] = pileMove(a, b, k);
        }
      }
      for (let k = lo; k <= hiE; k++) {
        if (emptyRule === 1 && cols[baseA + la - k]! >> 2 !== 12) continue;
        out[n++] = pileMove(a, emptyCol, k);
      }
      if (freeCell >= 0) {
        if (!later) leftOut = true;
        else if (whole === 1 || !p.settling) out[n++] = pileMove(a, C + freeCell, 1);
        // settling: the top card alone would be settled back onto its successor, so its whole run goes, one card a cell
        else if (whole <= p.nFree) out[n++] = pileMove(a, C + freeCell, whole);
      } else if (!later && !leftOut && whole > 1) leftOut = this.splits(p, a, whole, maxTo, maxE);
    }
    this.leftOut = leftOut;
    // the rest (moves from cells) are never for later
    if (!now) return n - at;
    for (let i = 0; i < F; i++) {
      const c = cells[i]!;
      if (c < 0) continue;
      const from = C + i;
      if (found[c & 3] === c >> 2) out[n++] = pileMove(from, H, 1);
      if (acesHomeOnly && c < 4) continue;
      if (rankBuilt) {
        for (let j = parentStart[c]!, end = parentStart[c + 1]!; j < end; j++) {
          const b = topAt[parentList[j]!]!;
          if (b >= 0) out[n++] = pileMove(from, b, 1);
        }
      } else {
        const row = c * 52;
        for (let b = 0; b < C; b++) {
          const d = tops[b]!;
          if (d >= 0 && stack[row + d]) out[n++] = pileMove(from, b, 1);
        }
      }
      if (capEmpty > 0 && (emptyRule === 0 || c >> 2 === 12)) out[n++] = pileMove(from, emptyCol, 1);
    }
    return n - at;
  }
}
