// The solver's working position: flat typed arrays, moves with undo, safe autoplay, canonical hash and packing.

import type { ColumnStore } from './columns';
import type { SolverRules, StartPosition } from './rules';

/*
 * Piles are numbered 0..C-1 for the columns and C..C+F-1 for the cells; a
 * foundation is addressed by the card's suit (pile code H). Column k holds
 * its cards bottom first in cols[k * S ..]. Cells are physical slots (-1
 * empty) but the hash and the packed form treat them as a multiset.
 *
 * A move inside the search is one int: from | to << 8 | count << 16.
 * Every card transfer is logged so that a move and the autoplay after it can
 * be undone (undoTo).
 *
 * Canonical hash: two independent 32-bit Zobrist hashes per column (by depth
 * and card, so a column's hash does not depend on where the column is),
 * combined over columns by adding a mixed value of each (a multiset hash, so
 * column order does not matter), plus a Zobrist value per card in a cell.
 * Foundations need no term: the cards not on columns or cells are home.
 *
 * Packed form (canonical): found[0..3], number of cells used, those cards in
 * increasing order, then each non-empty column in order of its bottom card
 * as (length, cards bottom first).
 */

const S = 64;

/**
 * Which moves generate writes: 0 all; 1 all but those best left for later
 * (a column's card into a free cell, part of a run moved off it); 2 only those.
 */
export type MovePart = 0 | 1 | 2;
/** Slots per column in Position.cols. */
export const STRIDE = S;
/** Size - 1 of the per-column cache of heuristic terms (direct mapped by column hash). */
export const COLUMN_CACHE_MASK = 1023;
const H = 255;
/** The pile code of a foundation in an internal move. */
export const HOME = H;

/** Deterministic 32-bit random values (SplitMix32), so hashes are the same in every run. */
function randomTable(size: number, seed: number): Int32Array {
  const t = new Int32Array(size);
  let s = seed | 0;
  for (let i = 0; i < size; i++) {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    t[i] = z ^ (z >>> 16);
  }
  return t;
}

const Z1 = randomTable(S * 64, 0x1234567);
const Z2 = randomTable(S * 64, 0x7654321);
const CELL1 = randomTable(64, 0x2468ace);
const CELL2 = randomTable(64, 0x13579bd);

function mix(h: number): number {
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  h = Math.imul(h ^ (h >>> 15), 0x846ca68b);
  return h ^ (h >>> 16);
}

/** A non-empty column's share of the position hash, from its first and second Zobrist hash. */
const mixA = (h1: number): number => mix(h1);
const mixB = (h2: number): number => mix(h2 ^ 0x5bd1e995);

export class Position {
  readonly C: number;
  readonly F: number;
  readonly stack: Uint8Array;
  readonly safeStart: Int32Array;
  readonly safeList: Int8Array;
  readonly emptyRule: number;
  readonly acesHomeOnly: boolean;
  /** A card only ever goes on a card one rank higher (true for every build rule but `any`). */
  readonly rankBuilt: boolean;
  private readonly capacityTable: Int32Array;

  readonly cols: Uint8Array;
  readonly len: Int32Array;
  readonly cells: Int32Array;
  readonly found = new Int32Array(4);
  nFree = 0;
  nEmpty = 0;
  /** Cards not yet home. */
  left = 0;
  readonly colH1: Int32Array;
  readonly colH2: Int32Array;
  /** Each column's id in the ColumnStore of packInterned, or -1 when it changed since (or is empty). */
  readonly colId: Int32Array;
  cellH1 = 0;
  cellH2 = 0;

  /** Transfers done, for undo: from | to << 8 | count << 16 | card << 24. */
  log = new Int32Array(256);
  logLen = 0;


  /** Hash of the position after `hash()`. */
  h1 = 0;
  h2 = 0;

  private readonly order: Int32Array;
  private readonly tops: Int32Array;
  /** Scratch for generate: the column whose top card is c, else -1. */
  private readonly topAt = new Int8Array(64).fill(-1);
  /** The cards that card c may be built on: parentList[parentStart[c] .. parentStart[c + 1]). */
  private readonly parentStart = new Int32Array(53);
  private readonly parentList: Int8Array;

  /** Cache of per-column heuristic terms, keyed by the column's two hashes (see estimate). */
  readonly colCacheKey1 = new Int32Array(COLUMN_CACHE_MASK + 1);
  readonly colCacheKey2 = new Int32Array(COLUMN_CACHE_MASK + 1);
  readonly colCacheValue = new Int32Array(COLUMN_CACHE_MASK + 1);

  constructor(readonly rules: SolverRules) {
    this.C = rules.columns;
    this.F = rules.cells;
    this.stack = rules.stack;
    this.safeStart = rules.safeStart;
    this.safeList = rules.safeList;
    this.emptyRule = rules.emptyRule;
    this.acesHomeOnly = rules.acesHomeOnly;
    this.rankBuilt = rules.rankBuilt;
    this.capacityTable = rules.capacityTable;
    this.cols = new Uint8Array(this.C * S);
    this.len = new Int32Array(this.C);
    this.cells = new Int32Array(this.F).fill(-1);
    this.colH1 = new Int32Array(this.C);
    this.colH2 = new Int32Array(this.C);
    this.colId = new Int32Array(this.C).fill(-1);
    this.baseMixA = new Int32Array(this.C);
    this.baseMixB = new Int32Array(this.C);
    this.baseTerms = new Int32Array(this.C);
    this.touched = new Int32Array(this.C);
    this.order = new Int32Array(this.C);
    this.tops = new Int32Array(this.C);
    const parents: number[] = [];
    for (let c = 0; c < 52; c++) {
      this.parentStart[c] = parents.length;
      for (let d = 0; d < 52; d++) if (this.stack[c * 52 + d]) parents.push(d);
    }
    this.parentStart[52] = parents.length;
    this.parentList = Int8Array.from(parents);
  }

  /** Forgets the cached heuristic terms, so that a reused position behaves exactly like a new one. */
  clearCaches(): void {
    this.colCacheKey1.fill(0);
    this.colCacheKey2.fill(0);
    this.colCacheValue.fill(0);
  }

  /** Sets the position from a start position (columns and cells in the board's order). */
  load(start: StartPosition): void {
    for (let k = 0; k < this.C; k++) {
      const col = start.columns[k]!;
      for (let i = 0; i < col.length; i++) this.cols[k * S + i] = col[i]!;
      this.len[k] = col.length;
    }
    this.cells.fill(-1);
    start.cells.forEach((c, i) => (this.cells[i] = c));
    for (let s = 0; s < 4; s++) this.found[s] = start.found[s]!;
    this.logLen = 0;
    this.recount();
  }

  /** Recomputes counts and hashes from the cards. */
  recount(): void {
    const { C, F, cols, len } = this;
    this.colId.fill(-1);
    let left = 0;
    let empty = 0;
    for (let k = 0; k < C; k++) {
      const n = len[k]!;
      left += n;
      if (n === 0) empty++;
      let a = 0;
      let b = 0;
      const base = k * S;
      for (let i = 0; i < n; i++) {
        const z = (i << 6) | cols[base + i]!;
        a ^= Z1[z]!;
        b ^= Z2[z]!;
      }
      this.colH1[k] = a;
      this.colH2[k] = b;
    }
    let free = 0;
    let a = 0;
    let b = 0;
    for (let i = 0; i < F; i++) {
      const c = this.cells[i]!;
      if (c < 0) free++;
      else {
        left++;
        a = (a + CELL1[c]!) | 0;
        b = (b + CELL2[c]!) | 0;
      }
    }
    this.cellH1 = a;
    this.cellH2 = b;
    this.nFree = free;
    this.nEmpty = empty;
    this.left = left;
  }

  // ---- card transfers (every change of the position goes through these) ----

  private pushLog(entry: number): void {
    if (this.logLen === this.log.length) {
      const bigger = new Int32Array(this.log.length * 2);
      bigger.set(this.log);
      this.log = bigger;
    }
    this.log[this.logLen++] = entry;
  }

  /** Moves the top `n` cards of column a onto column b. */
  colToCol(a: number, b: number, n: number): void {
    const { cols, len, colH1, colH2 } = this;
    const la = len[a]!;
    let lb = len[b]!;
    if (lb === 0) this.nEmpty--;
    let ha1 = colH1[a]!;
    let ha2 = colH2[a]!;
    let hb1 = colH1[b]!;
    let hb2 = colH2[b]!;
    const baseA = a * S;
    const baseB = b * S;
    for (let i = la - n; i < la; i++) {
      const c = cols[baseA + i]!;
      const za = (i << 6) | c;
      ha1 ^= Z1[za]!;
      ha2 ^= Z2[za]!;
      const zb = (lb << 6) | c;
      hb1 ^= Z1[zb]!;
      hb2 ^= Z2[zb]!;
      cols[baseB + lb] = c;
      lb++;
    }
    len[a] = la - n;
    len[b] = lb;
    if (la === n) this.nEmpty++;
    colH1[a] = ha1;
    colH2[a] = ha2;
    colH1[b] = hb1;
    colH2[b] = hb2;
    this.colId[a] = -1;
    this.colId[b] = -1;
    this.pushLog(a | (b << 8) | (n << 16));
  }

  /** Moves the top card of column a to cell slot i. */
  colToCell(a: number, i: number): void {
    const n = --this.len[a]!;
    const c = this.cols[a * S + n]!;
    const z = (n << 6) | c;
    this.colH1[a]! ^= Z1[z]!;
    this.colH2[a]! ^= Z2[z]!;
    this.colId[a] = -1;
    if (n === 0) this.nEmpty++;
    this.cells[i] = c;
    this.nFree--;
    this.cellH1 = (this.cellH1 + CELL1[c]!) | 0;
    this.cellH2 = (this.cellH2 + CELL2[c]!) | 0;
    this.pushLog(a | ((this.C + i) << 8) | (1 << 16));
  }

  /** Moves the card in cell slot i onto column b. */
  cellToCol(i: number, b: number): void {
    const c = this.cells[i]!;
    this.cells[i] = -1;
    this.nFree++;
    this.cellH1 = (this.cellH1 - CELL1[c]!) | 0;
    this.cellH2 = (this.cellH2 - CELL2[c]!) | 0;
    const n = this.len[b]!;
    if (n === 0) this.nEmpty--;
    this.cols[b * S + n] = c;
    this.len[b] = n + 1;
    const z = (n << 6) | c;
    this.colH1[b]! ^= Z1[z]!;
    this.colH2[b]! ^= Z2[z]!;
    this.colId[b] = -1;
    this.pushLog(this.C + i + (b << 8) + (1 << 16));
  }

  /** Moves the top card of column a home. */
  colToHome(a: number): void {
    const n = --this.len[a]!;
    const c = this.cols[a * S + n]!;
    const z = (n << 6) | c;
    this.colH1[a]! ^= Z1[z]!;
    this.colH2[a]! ^= Z2[z]!;
    this.colId[a] = -1;
    if (n === 0) this.nEmpty++;
    this.found[c & 3]!++;
    this.left--;
    this.pushLog(a | (H << 8) | (1 << 16) | (c << 24));
  }

  /** Moves the card in cell slot i home. */
  cellToHome(i: number): void {
    const c = this.cells[i]!;
    this.cells[i] = -1;
    this.nFree++;
    this.cellH1 = (this.cellH1 - CELL1[c]!) | 0;
    this.cellH2 = (this.cellH2 - CELL2[c]!) | 0;
    this.found[c & 3]!++;
    this.left--;
    this.pushLog(this.C + i + (H << 8) + (1 << 16) + (c << 24));
  }

  /** Plays an internal move (no rule check: the generator only makes legal ones). */
  play(m: number): void {
    const from = m & 255;
    const to = (m >>> 8) & 255;
    const C = this.C;
    if (from < C) {
      if (to === H) this.colToHome(from);
      else if (to < C) this.colToCol(from, to, (m >>> 16) & 255);
      else this.colToCell(from, to - C);
    } else if (to === H) this.cellToHome(from - C);
    else this.cellToCol(from - C, to);
  }

  /** Undoes every transfer after log position `mark`. */
  undoTo(mark: number): void {
    const C = this.C;
    const { cols, len, colH1, colH2, colId } = this;
    while (this.logLen > mark) {
      const e = this.log[--this.logLen]!;
      const from = e & 255;
      const to = (e >>> 8) & 255;
      if (from < C) colId[from] = -1;
      if (to < C) colId[to] = -1;
      if (to === H) {
        const c = e >>> 24;
        this.found[c & 3]!--;
        this.left++;
        if (from < C) {
          const n = len[from]!;
          if (n === 0) this.nEmpty--;
          cols[from * S + n] = c;
          len[from] = n + 1;
          const z = (n << 6) | c;
          colH1[from]! ^= Z1[z]!;
          colH2[from]! ^= Z2[z]!;
        } else {
          this.cells[from - C] = c;
          this.nFree--;
          this.cellH1 = (this.cellH1 + CELL1[c]!) | 0;
          this.cellH2 = (this.cellH2 + CELL2[c]!) | 0;
        }
      } else if (from < C) {
        if (to < C) {
          // column to column: move the cards back
          const n = (e >>> 16) & 255;
          const lb = len[to]!;
          let la = len[from]!;
          if (la === 0) this.nEmpty--;
          let ha1 = colH1[from]!;
          let ha2 = colH2[from]!;
          let hb1 = colH1[to]!;
          let hb2 = colH2[to]!;
          for (let i = lb - n; i < lb; i++) {
            const c = cols[to * S + i]!;
            const zb = (i << 6) | c;
            hb1 ^= Z1[zb]!;
            hb2 ^= Z2[zb]!;
            const za = (la << 6) | c;
            ha1 ^= Z1[za]!;
            ha2 ^= Z2[za]!;
            cols[from * S + la] = c;
            la++;
          }
          len[from] = la;
          len[to] = lb - n;
          if (lb === n) this.nEmpty++;
          colH1[from] = ha1;
          colH2[from] = ha2;
          colH1[to] = hb1;
          colH2[to] = hb2;
        } else {
          // column to cell
          const i = to - C;
          const c = this.cells[i]!;
          this.cells[i] = -1;
          this.nFree++;
          this.cellH1 = (this.cellH1 - CELL1[c]!) | 0;
          this.cellH2 = (this.cellH2 - CELL2[c]!) | 0;
          const n = len[from]!;
          if (n === 0) this.nEmpty--;
          cols[from * S + n] = c;
          len[from] = n + 1;
          const z = (n << 6) | c;
          colH1[from]! ^= Z1[z]!;
          colH2[from]! ^= Z2[z]!;
        }
      } else {
        // cell to column
        const n = --len[to]!;
        const c = cols[to * S + n]!;
        const z = (n << 6) | c;
        colH1[to]! ^= Z1[z]!;
        colH2[to]! ^= Z2[z]!;
        if (n === 0) this.nEmpty++;
        this.cells[from - C] = c;
        this.nFree--;
        this.cellH1 = (this.cellH1 + CELL1[c]!) | 0;
        this.cellH2 = (this.cellH2 + CELL2[c]!) | 0;
      }
    }
  }

  // ---- rules ----

  /** Whether card c (which fits its foundation) may go home for free. */
  isSafe(c: number): boolean {
    const { safeList, found } = this;
    for (let j = this.safeStart[c]!, end = this.safeStart[c + 1]!; j < end; j++) {
      const y = safeList[j]!;
      if (found[y & 3]! <= y >> 2) return false;
    }
    return true;
  }

  /**
   * Plays a move and then the autoplay it allows: after a move that sends
   * nothing home only the card it uncovers can have become playable.
   */
  playAuto(m: number): void {
    this.play(m);
    const from = m & 255;
    if (((m >>> 8) & 255) === H) {
      this.autoplay();
      return;
    }
    if (from < this.C) {
      const n = this.len[from]!;
      if (n === 0) return;
      const c = this.cols[from * S + n - 1]!;
      if (this.found[c & 3] === c >> 2 && this.isSafe(c)) this.autoplay();
    }
  }

  /** Sends every safe card home, repeatedly (each transfer is logged). */
  autoplay(): void {
    const { C, F, cols, len, cells, found } = this;
    let moved = true;
    while (moved) {
      moved = false;
      for (let k = 0; k < C; k++) {
        let n = len[k]!;
        while (n > 0) {
          const c = cols[k * S + n - 1]!;
          if (found[c & 3] !== c >> 2 || !this.isSafe(c)) break;
          this.colToHome(k);
          moved = true;
          n--;
        }
      }
      for (let i = 0; i < F; i++) {
        const c = cells[i]!;
        if (c >= 0 && found[c & 3] === c >> 2 && this.isSafe(c)) {
          this.cellToHome(i);
          moved = true;
        }
      }
    }
  }

  /** Length of the run at the top of column k. */
  runLength(k: number): number {
    const n = this.len[k]!;
    if (n === 0) return 0;
    const base = k * S;
    const stack = this.stack;
    let r = 1;
    while (r < n && stack[cols52(this.cols[base + n - r]!, this.cols[base + n - r - 1]!)]) r++;
    return r;
  }

  /** Whether the last generate with part 1 left any move out. */
  leftOut = false;

  /** Whether part of the run of `whole` cards on column a can move onto a column or into an empty one (tops set by generate). */
  private splits(a: number, whole: number, maxTo: number, maxE: number): boolean {
    const { C, cols, len, stack, tops, topAt, parentStart, parentList, rankBuilt, emptyRule } = this;
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
   * Every distinct legal move, up to canonical equivalence (one free cell,
   * one empty column), written into `out` from index 0; returns the count.
   * Moving a whole column into an empty column changes nothing and is left out.
   */
  generate(out: Int32Array, part: MovePart = 0): number {
    const { C, F, cols, len, cells, found, stack, emptyRule, acesHomeOnly, rankBuilt } = this;
    let n = 0;
    let leftOut = false;
    const now = part !== 2;
    const later = part !== 1;
    const E = this.nEmpty;
    let emptyCol = -1;
    if (E > 0) for (let k = 0; k < C; k++) if (len[k] === 0) { emptyCol = k; break; }
    let freeCell = -1;
    if (this.nFree > 0) for (let i = 0; i < F; i++) if (cells[i]! < 0) { freeCell = i; break; }
    const capTo = this.capacity(false);
    const capEmpty = E > 0 && emptyRule !== 2 ? this.capacity(true) : 0;
    const tops = this.tops;
    const topAt = this.topAt;
    const { parentStart, parentList } = this;
    // topAt stays set after generate (digLooksPossible reads it): clear the last call's entries first
    for (let b = 0; b < C; b++) if (tops[b]! >= 0) topAt[tops[b]!] = -1;
    for (let b = 0; b < C; b++) {
      const t = len[b]! > 0 ? cols[b * S + len[b]! - 1]! : -1;
      tops[b] = t;
      if (t >= 0) topAt[t] = b;
    }
    for (let a = 0; a < C; a++) {
      const la = len[a]!;
      if (la === 0) continue;
      const baseA = a * S;
      const top = tops[a]!;
      if (now && found[top & 3] === top >> 2) out[n++] = a | (H << 8) | (1 << 16);
      let run = 1;
      while (run < la && stack[cols[baseA + la - run]! * 52 + cols[baseA + la - run - 1]!] === 1) run++;
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
            if (b >= 0) out[n++] = a | (b << 8) | (k << 16);
          }
        }
      } else {
        for (let b = 0; b < C; b++) {
          const d = tops[b]!;
          if (d < 0 || b === a) continue;
          for (let k = lo; k <= hiTo; k++) if (stack[cols[baseA + la - k]! * 52 + d]) out[n++] = a | (b << 8) | (k << 16);
        }
      }
      for (let k = lo; k <= hiE; k++) {
        if (emptyRule === 1 && cols[baseA + la - k]! >> 2 !== 12) continue;
        out[n++] = a | (emptyCol << 8) | (k << 16);
      }
      if (freeCell >= 0) {
        if (later) out[n++] = a | ((C + freeCell) << 8) | (1 << 16);
        else leftOut = true;
      } else if (!later && !leftOut && whole > 1) leftOut = this.splits(a, whole, maxTo, maxE);
    }
    this.leftOut = leftOut;
    // the rest (moves from cells) are never for later
    if (!now) return n;
    for (let i = 0; i < F; i++) {
      const c = cells[i]!;
      if (c < 0) continue;
      const p = C + i;
      if (found[c & 3] === c >> 2) out[n++] = p | (H << 8) | (1 << 16);
      if (acesHomeOnly && c < 4) continue;
      if (rankBuilt) {
        for (let j = parentStart[c]!, end = parentStart[c + 1]!; j < end; j++) {
          const b = topAt[parentList[j]!]!;
          if (b >= 0) out[n++] = p | (b << 8) | (1 << 16);
        }
      } else {
        const row = c * 52;
        for (let b = 0; b < C; b++) {
          const d = tops[b]!;
          if (d >= 0 && stack[row + d]) out[n++] = p | (b << 8) | (1 << 16);
        }
      }
      if (capEmpty > 0 && (emptyRule === 0 || c >> 2 === 12)) out[n++] = p | (emptyCol << 8) | (1 << 16);
    }
    return n;
  }

  /**
   * The most cards one move may carry onto a card (toEmpty false) or into an
   * empty column (there must be one): the engine's capacity, from its table.
   */
  capacity(toEmpty: boolean): number {
    return this.capacityTable[this.nFree * (this.C + 1) + (toEmpty ? this.nEmpty - 1 : this.nEmpty)]!;
  }

  /** Most moves generate can write (the size its buffer needs). */
  maxMoves(): number {
    return this.C * (this.C + 1) * 53 + this.F * (this.C + 2) + 16;
  }

  /**
   * A move as the cards see it, independent of where piles are:
   * card | kind << 6 | onto << 8, where card is the lowest card moved and kind
   * is 0 home, 1 a free cell, 2 onto card `onto`, 3 an empty column.
   */
  describe(m: number): number {
    const from = m & 255;
    const to = (m >>> 8) & 255;
    const C = this.C;
    const card = from < C ? this.cols[from * S + this.len[from]! - ((m >>> 16) & 255)]! : this.cells[from - C]!;
    if (to === H) return card;
    if (to >= C) return card | (1 << 6);
    const lb = this.len[to]!;
    if (lb === 0) return card | (3 << 6);
    return card | (2 << 6) | (this.cols[to * S + lb - 1]! << 8);
  }

  /** The internal move for a card-level description (the inverse of describe), or -1. */
  locate(desc: number): number {
    const card = desc & 63;
    const kind = (desc >> 6) & 3;
    const { C, F, cols, len, cells } = this;
    let from = -1;
    let count = 1;
    for (let i = 0; i < F && from < 0; i++) if (cells[i] === card) from = C + i;
    for (let k = 0; k < C && from < 0; k++) {
      for (let i = 0; i < len[k]!; i++) {
        if (cols[k * S + i] === card) {
          from = k;
          count = len[k]! - i;
          break;
        }
      }
    }
    if (from < 0) return -1;
    let to = -1;
    if (kind === 0) to = H;
    else if (kind === 1) {
      for (let i = 0; i < F; i++) if (cells[i]! < 0) { to = C + i; break; }
    } else if (kind === 3) {
      for (let k = 0; k < C; k++) if (len[k] === 0) { to = k; break; }
    } else {
      const onto = desc >> 8;
      for (let k = 0; k < C; k++) if (len[k]! > 0 && cols[k * S + len[k]! - 1] === onto) { to = k; break; }
    }
    if (to < 0) return -1;
    return from | (to << 8) | (count << 16);
  }

  /** Where card x lies in a column: column * 64 + index, or -1 (in a cell or home). */
  whereInColumns(x: number): number {
    const { C, cols, len } = this;
    for (let k = 0; k < C; k++) {
      const base = k * S;
      for (let i = 0, n = len[k]!; i < n; i++) if (cols[base + i] === x) return base + i;
    }
    return -1;
  }

  /**
   * A quick look at whether digOut(k, p) can place every run above card p of
   * column k: a run goes on another column's top card that takes its lowest
   * card, else card by card into free cells, else into an empty column. It
   * ignores the new tops the moves make and the cards autoplay frees, so it
   * can be wrong both ways; it only spares the search most dig-outs that
   * would get stuck. Reads the column tops that the last generate recorded:
   * call it on the position generate saw. More than maxRuns runs above the
   * card: no.
   */
  digLooksPossible(k: number, p: number, maxRuns: number): boolean {
    const { C, cols, len, stack, topAt, parentStart, parentList } = this;
    let runs = 0;
    let free = this.nFree;
    let empty = this.emptyRule === 2 ? 0 : this.nEmpty;
    const base = k * S;
    let j = base + len[k]! - 1;
    const bottom = base + p;
    while (j > bottom) {
      // the run ending at j (top) starts at i
      let i = j;
      while (i - 1 > bottom && stack[cols[i]! * 52 + cols[i - 1]!]) i--;
      if (++runs > maxRuns) return false;
      const low = cols[i]!;
      let placed = false;
      if (this.rankBuilt) {
        for (let q = parentStart[low]!, end = parentStart[low + 1]!; q < end && !placed; q++) {
          const b = topAt[parentList[q]!]!;
          if (b >= 0 && b !== k) placed = true;
        }
      } else {
        for (let b = 0; b < C && !placed; b++) {
          const lb = len[b]!;
          if (b !== k && lb > 0 && stack[low * 52 + cols[b * S + lb - 1]!]) placed = true;
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

  /** Card-level moves written by the last digOut with an output. */
  digLength = 0;

  /**
   * Compound move: uncovers card x (at index p of column k) and sends it
   * home, putting each run above it onto another column when one takes it,
   * else its top card in a free cell, else the run in an empty column (all
   * within the engine's limits), with safe autoplay after each move. Writes
   * the card-level moves to out (when given; digLength says how many).
   * Returns how many of them do not go home, or -1 when it gets stuck (the
   * caller undoes). Deterministic: replaying it on the same position gives
   * the same moves.
   */
  digOut(k: number, p: number, out: Int32Array | null): number {
    const { C, cols, len, stack } = this;
    const x = cols[k * S + p]!;
    let moves = 0;
    let written = 0;
    while (len[k]! - 1 > p) {
      const la = len[k]!;
      const above = la - 1 - p;
      let run = 1;
      const baseK = k * S;
      while (run < above && stack[cols[baseK + la - run]! * 52 + cols[baseK + la - run - 1]!] === 1) run++;
      if (this.acesHomeOnly) {
        for (let j = 1; j <= run; j++) if (cols[baseK + la - j]! < 4) { run = j - 1; break; }
        if (run === 0) return -1;
      }
      const capTo = this.capacity(false);
      let m = -1;
      const most = run < capTo ? run : capTo;
      const topRank = cols[baseK + la - 1]! >> 2;
      for (let b = 0; b < C && m < 0; b++) {
        const lb = len[b]!;
        if (b === k || lb === 0) continue;
        const d = cols[b * S + lb - 1]!;
        if (this.rankBuilt) {
          const cnt = (d >> 2) - topRank;
          if (cnt >= 1 && cnt <= most && stack[cols[baseK + la - cnt]! * 52 + d]) m = k | (b << 8) | (cnt << 16);
        } else {
          for (let cnt = most; cnt >= 1; cnt--) {
            if (stack[cols[baseK + la - cnt]! * 52 + d]) { m = k | (b << 8) | (cnt << 16); break; }
          }
        }
      }
      if (m < 0 && this.nFree > 0) {
        for (let i = 0; i < this.F; i++) if (this.cells[i]! < 0) { m = k | ((C + i) << 8) | (1 << 16); break; }
      }
      if (m < 0 && this.nEmpty > 0 && this.emptyRule !== 2) {
        const capE = this.capacity(true);
        const cnt = run < capE ? run : capE;
        if (this.emptyRule === 0 || cols[baseK + la - cnt]! >> 2 === 12) {
          for (let b = 0; b < C; b++) if (len[b] === 0) { m = k | (b << 8) | (cnt << 16); break; }
        }
      }
      if (m < 0) return -1;
      if (out) out[written++] = this.describe(m);
      moves++;
      this.playAuto(m);
    }
    if (len[k]! - 1 === p && cols[k * S + p] === x) {
      const home = k | (H << 8) | (1 << 16);
      if (out) out[written++] = this.describe(home);
      this.playAuto(home);
    }
    this.digLength = written;
    return moves;
  }

  /**
   * Plays out a position in which no card lies above a lower card of its
   * column, writing the card-level moves to out: the lowest-ranked card in
   * play is always on a column's top or in a cell, and every lower card of
   * its suit is home, so it can go home; sending it home keeps the columns
   * ordered. Safe autoplay follows each move as usual.
   */
  finish(out: number[]): void {
    const { C, F, cols, len, cells } = this;
    while (this.left > 0) {
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
      if (this.found[card & 3] !== card >> 2) throw new Error(`solver: card ${card} cannot go home while finishing`);
      const home = best | (H << 8) | (1 << 16);
      out.push(this.describe(home));
      this.playAuto(home);
    }
  }

  /**
   * The heuristic terms of column k, which depend on that column alone and
   * are cached by its two hashes: cards above its ordered bottom run
   * (bits 0-7), breaks between runs among those (bits 8-15), cards above a
   * lower card (bits 16 and up). 0 for an empty column.
   */
  columnTerms(k: number): number {
    const n = this.len[k]!;
    if (n === 0) return 0;
    const h1 = this.colH1[k]!;
    const h2 = this.colH2[k]!;
    const slot = h1 & COLUMN_CACHE_MASK;
    if (this.colCacheKey1[slot] === h1 && this.colCacheKey2[slot] === h2) return this.colCacheValue[slot]!;
    const { cols, stack } = this;
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
    const v = (n - i) | (segs << 8) | (block << 16);
    this.colCacheKey1[slot] = h1;
    this.colCacheKey2[slot] = h2;
    this.colCacheValue[slot] = v;
    return v;
  }

  /** Column terms summed over the columns by the last hashFromBase. */
  unsorted = 0;
  segs = 0;
  block = 0;

  // The base of hashFromBase: each column's share of the hash and its terms, and their sums.
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

  /** Takes the position as it is (nothing logged) as the base that hashFromBase starts from. */
  setBase(): void {
    let a = 0;
    let b = 0;
    let u = 0;
    let g = 0;
    let bl = 0;
    for (let k = 0; k < this.C; k++) {
      let ma = 0;
      let mb = 0;
      let v = 0;
      if (this.len[k]! > 0) {
        ma = mixA(this.colH1[k]!);
        mb = mixB(this.colH2[k]!);
        v = this.columnTerms(k);
      }
      this.baseMixA[k] = ma;
      this.baseMixB[k] = mb;
      this.baseTerms[k] = v;
      a = (a + ma) | 0;
      b = (b + mb) | 0;
      u += v & 255;
      g += (v >> 8) & 255;
      bl += v >> 16;
    }
    this.baseA = a;
    this.baseB = b;
    this.baseUnsorted = u;
    this.baseSegs = g;
    this.baseBlock = bl;
  }

  /**
   * hash(), and the column terms summed over the columns (see columnTerms),
   * for a position reached from the base (setBase) by the transfers logged
   * since: only the columns those transfers touched are looked at again.
   */
  hashFromBase(): void {
    let a = this.baseA;
    let b = this.baseB;
    let u = this.baseUnsorted;
    let g = this.baseSegs;
    let bl = this.baseBlock;
    const { C, log, touched, len, colH1, colH2 } = this;
    if (++this.touchStamp === 0x7fffffff) {
      touched.fill(0);
      this.touchStamp = 1;
    }
    const stamp = this.touchStamp;
    for (let e = 0; e < this.logLen; e++) {
      const entry = log[e]!;
      for (let side = 0; side < 2; side++) {
        const k = side === 0 ? entry & 255 : (entry >>> 8) & 255;
        if (k >= C || touched[k] === stamp) continue;
        touched[k] = stamp;
        const v0 = this.baseTerms[k]!;
        a = (a - this.baseMixA[k]!) | 0;
        b = (b - this.baseMixB[k]!) | 0;
        u -= v0 & 255;
        g -= (v0 >> 8) & 255;
        bl -= v0 >> 16;
        if (len[k]! > 0) {
          a = (a + mixA(colH1[k]!)) | 0;
          b = (b + mixB(colH2[k]!)) | 0;
          const v = this.columnTerms(k);
          u += v & 255;
          g += (v >> 8) & 255;
          bl += v >> 16;
        }
      }
    }
    this.h1 = (this.cellH1 + a) | 0;
    this.h2 = (this.cellH2 + b) | 0;
    this.unsorted = u;
    this.segs = g;
    this.block = bl;
  }

  /** Computes h1, h2: the canonical hash of the position. */
  hash(): void {
    let a = this.cellH1;
    let b = this.cellH2;
    const { colH1, colH2, len } = this;
    for (let k = 0; k < this.C; k++) {
      if (len[k] === 0) continue;
      a = (a + mixA(colH1[k]!)) | 0;
      b = (b + mixB(colH2[k]!)) | 0;
    }
    this.h1 = a;
    this.h2 = b;
  }

  /** Writes the position as it lies (columns and cells in place) at out[at..]; returns its length. */
  packPhysical(out: Uint8Array, at: number): number {
    const { C, F, cols, len, cells, found } = this;
    let p = at;
    out[p++] = found[0]!;
    out[p++] = found[1]!;
    out[p++] = found[2]!;
    out[p++] = found[3]!;
    for (let i = 0; i < F; i++) out[p++] = cells[i]! & 255;
    for (let k = 0; k < C; k++) {
      const n = len[k]!;
      out[p++] = n;
      for (let i = k * S, end = i + n; i < end; i++) out[p++] = cols[i]!;
    }
    return p - at;
  }

  /** Number of ints saveCounts writes: the hashes and counts that recount would compute. */
  countsSize(): number {
    return 2 * this.C + 5;
  }

  /** Writes the column and cell hashes and the counts at out[at..], for restoreCounts. */
  saveCounts(out: Int32Array, at: number): void {
    const C = this.C;
    for (let k = 0; k < C; k++) {
      out[at + k] = this.colH1[k]!;
      out[at + C + k] = this.colH2[k]!;
    }
    at += 2 * C;
    out[at] = this.cellH1;
    out[at + 1] = this.cellH2;
    out[at + 2] = this.nFree;
    out[at + 3] = this.nEmpty;
    out[at + 4] = this.left;
  }

  /** Sets the position from packPhysical's form and saveCounts' values (no recount). */
  unpackPhysicalSaved(src: Uint8Array, at: number, saved: Int32Array, sat: number): void {
    this.readPhysical(src, at);
    const C = this.C;
    for (let k = 0; k < C; k++) {
      this.colH1[k] = saved[sat + k]!;
      this.colH2[k] = saved[sat + C + k]!;
    }
    sat += 2 * C;
    this.cellH1 = saved[sat]!;
    this.cellH2 = saved[sat + 1]!;
    this.nFree = saved[sat + 2]!;
    this.nEmpty = saved[sat + 3]!;
    this.left = saved[sat + 4]!;
    this.colId.fill(-1);
  }

  /** Sets the position from packPhysical's form: exactly the same layout. */
  unpackPhysical(src: Uint8Array, at: number): void {
    this.readPhysical(src, at);
    this.recount();
  }

  /** The cards of packPhysical's form, in place (counts and hashes left to the caller). */
  private readPhysical(src: Uint8Array, at: number): void {
    const { C, F, cols, len, cells, found } = this;
    let p = at;
    found[0] = src[p++]!;
    found[1] = src[p++]!;
    found[2] = src[p++]!;
    found[3] = src[p++]!;
    for (let i = 0; i < F; i++) {
      const c = src[p++]!;
      cells[i] = c === 255 ? -1 : c;
    }
    for (let k = 0; k < C; k++) {
      const n = src[p++]!;
      for (let i = k * S, e = i + n; i < e; i++) cols[i] = src[p++]!;
      len[k] = n;
    }
    this.logLen = 0;
  }

  /**
   * Writes the canonical key at out[at..] with columns interned in `store`:
   * found[0..3], the number of cells used, those cards in increasing order,
   * then the ids of the non-empty columns in increasing order, three bytes
   * each. Equal keys (from the same store) mean equal positions up to the
   * order of columns and of cells. Returns the length.
   */
  packInterned(out: Uint8Array, at: number, store: ColumnStore): number {
    const { C, F, cols, len, cells, found, colId, order } = this;
    let p = at;
    out[p++] = found[0]!;
    out[p++] = found[1]!;
    out[p++] = found[2]!;
    out[p++] = found[3]!;
    const countAt = p++;
    let used = 0;
    for (let i = 0; i < F; i++) {
      const c = cells[i]!;
      if (c < 0) continue;
      let j = p + used;
      while (j > p && out[j - 1]! > c) {
        out[j] = out[j - 1]!;
        j--;
      }
      out[j] = c;
      used++;
    }
    out[countAt] = used;
    p += used;
    let m = 0;
    for (let k = 0; k < C; k++) {
      const n = len[k]!;
      if (n === 0) continue;
      let id = colId[k]!;
      if (id < 0) {
        id = store.intern(cols, k * S, n, this.colH1[k]!, this.colH2[k]!);
        colId[k] = id;
      }
      let j = m;
      while (j > 0 && order[j - 1]! > id) {
        order[j] = order[j - 1]!;
        j--;
      }
      order[j] = id;
      m++;
    }
    for (let j = 0; j < m; j++) {
      const id = order[j]!;
      out[p++] = id & 255;
      out[p++] = (id >>> 8) & 255;
      out[p++] = id >>> 16;
    }
    return p - at;
  }

  /** Sets the position from packInterned's key (columns in the key's order, then the empty ones). */
  unpackInterned(src: Uint8Array, at: number, length: number, store: ColumnStore): void {
    const { C, F, cols, len, cells, found, colId, colH1, colH2 } = this;
    const end = at + length;
    let p = at;
    found[0] = src[p++]!;
    found[1] = src[p++]!;
    found[2] = src[p++]!;
    found[3] = src[p++]!;
    const used = src[p++]!;
    let a = 0;
    let b = 0;
    for (let i = 0; i < F; i++) {
      if (i < used) {
        const c = src[p + i]!;
        cells[i] = c;
        a = (a + CELL1[c]!) | 0;
        b = (b + CELL2[c]!) | 0;
      } else cells[i] = -1;
    }
    p += used;
    this.cellH1 = a;
    this.cellH2 = b;
    let left = used;
    let k = 0;
    while (p < end) {
      const id = src[p]! | (src[p + 1]! << 8) | (src[p + 2]! << 16);
      p += 3;
      const n = store.copy(id, cols, k * S);
      len[k] = n;
      left += n;
      colH1[k] = store.record[4 * id + 2]!;
      colH2[k] = store.record[4 * id + 3]!;
      colId[k] = id;
      k++;
    }
    this.nEmpty = C - k;
    while (k < C) {
      len[k] = 0;
      colH1[k] = 0;
      colH2[k] = 0;
      colId[k] = -1;
      k++;
    }
    this.nFree = F - used;
    this.left = left;
    this.logLen = 0;
  }

}

function cols52(c: number, d: number): number {
  return c * 52 + d;
}
