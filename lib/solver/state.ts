// The solver's state: the working position in flat typed arrays, its card transfers with undo (keeping counts, hashes, column tops, top runs and where each card lies), safe autoplay, settling the cells, the capacity, and a move's card-level form.

import { CELL_1, CELL_2, STRIDE, ZOBRIST_1, ZOBRIST_2, slotColumn, slotDepth, zobristIndex } from './zobrist';
import {
  type CardMove,
  type PileMove,
  type Transfer,
  HOME,
  ONTO_CARD,
  TO_CELL,
  TO_EMPTY,
  TO_HOME,
  cardMove,
  homeTransfer,
  isHomeMove,
  moveCount,
  moveFrom,
  moveTo,
  movedCard,
  transfer,
  transferCard,
} from './move-codec';
import type { SolverRules, StartPosition } from './rules';

// imported bindings compile to loads from another module's exports: the hot loops read local copies
const S = STRIDE;
const Z1 = ZOBRIST_1;
const Z2 = ZOBRIST_2;
const CELL1 = CELL_1;
const CELL2 = CELL_2;
const H = HOME;

/*
 * Piles are numbered 0..C-1 for the columns and C..C+F-1 for the cells; a
 * foundation is addressed by the card's suit (pile code HOME). Column k
 * holds its cards bottom first in cols[k * STRIDE ..], its length in len[k].
 * Cells are physical slots (-1 empty); the hash and the packed forms treat
 * them as a multiset. found[s] is the rank on suit s's foundation.
 *
 * Every change of the cards goes through the transfers below (colToCol,
 * colToCell, cellToCol, colToHome, cellToHome): each keeps the counts, the
 * column and cell hashes (hashing.ts), the column ids (colId), where the
 * cards lie (top, topAt, cellAt, slotAt) and each column's top run (run)
 * up to date and logs itself, so that a move and the autoplay after it are
 * undone by undoTo(mark). Whatever sets the cards otherwise (load,
 * packing.ts) calls recount or keeps those facts itself.
 */

/** The working position of one search: cards, counts, column hashes and the undo log. */
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
  /** Cards of each suit in the game (home or in play), from the start position: found[s] is this less suit s's cards in play. */
  readonly suitCards = new Int32Array(4);
  nFree = 0;
  nEmpty = 0;
  /** Cards not yet home. */
  left = 0;
  /** Each column's two Zobrist hashes (hashing.ts), kept by the transfers. */
  readonly colH1: Int32Array;
  readonly colH2: Int32Array;
  /** Each column's top card, or -1 for an empty column. */
  readonly top: Int32Array;
  /** The column whose top card is c, else -1. */
  readonly topAt = new Int8Array(52).fill(-1);
  /** The cell slot that holds card c, else -1. */
  readonly cellAt = new Int8Array(52).fill(-1);
  /** Where card c lies while it is in a column (column * STRIDE + index); left as it was when it leaves one. */
  readonly slotAt = new Int16Array(52);
  /** The cards of each column's top run (each on the card below it by the rules' stack), 0 for an empty column. */
  readonly run: Int32Array;
  /** Each column's id in the ColumnStore of packInterned, or -1 when it changed since (or is empty). */
  readonly colId: Int32Array;
  /** The cells' share of the hash. */
  cellH1 = 0;
  cellH2 = 0;

  /**
   * After every move, settle the cells (SolverRules.settles, see settle):
   * set by the exact searches when the rules allow it.
   */
  settling = false;
  /** The one card that may be built on card c, or -1 (from SolverRules.successor). */
  private readonly predecessor = new Int8Array(52).fill(-1);
  /** SolverRules.successor: the one card that card c may be built on, or -1. */
  private readonly successor: Int8Array;

  /** Transfers done, for undo. */
  log = new Int32Array(256);
  logLen = 0;

  /** The canonical hash, as hashing.ts last computed it. */
  h1 = 0;
  h2 = 0;

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
    this.successor = rules.successor;
    for (let c = 0; c < 52; c++) if (rules.successor[c]! >= 0) this.predecessor[rules.successor[c]!] = c;
    this.cols = new Uint8Array(this.C * S);
    this.len = new Int32Array(this.C);
    this.cells = new Int32Array(this.F).fill(-1);
    this.colH1 = new Int32Array(this.C);
    this.colH2 = new Int32Array(this.C);
    this.colId = new Int32Array(this.C).fill(-1);
    this.top = new Int32Array(this.C).fill(-1);
    this.run = new Int32Array(this.C);
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
    this.suitCards.set(this.found);
    for (const col of start.columns) for (const c of col) this.suitCards[c & 3]!++;
    for (const c of start.cells) this.suitCards[c & 3]!++;
    this.logLen = 0;
    this.recount();
  }

  /** Recomputes counts, hashes, tops, top runs, cells' cards and the cards' slots from the cards. */
  recount(): void {
    const { C, F, cols, len, slotAt } = this;
    this.colId.fill(-1);
    this.topAt.fill(-1);
    this.cellAt.fill(-1);
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
        const c = cols[base + i]!;
        const z = zobristIndex(i, c);
        a ^= Z1[z]!;
        b ^= Z2[z]!;
        slotAt[c] = base + i;
      }
      this.colH1[k] = a;
      this.colH2[k] = b;
      const t = n > 0 ? cols[base + n - 1]! : -1;
      this.top[k] = t;
      if (t >= 0) this.topAt[t] = k;
      this.run[k] = this.runOf(k, n);
    }
    let free = 0;
    let a = 0;
    let b = 0;
    for (let i = 0; i < F; i++) {
      const c = this.cells[i]!;
      if (c < 0) free++;
      else {
        this.cellAt[c] = i;
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

  /**
   * Sets the facts of column k whose n cards were written in place from
   * outside the transfers (packing.ts's restores): the cards' slots, its top
   * (clearing its old top's entry unless another column now tops that card)
   * and its top run. The other counts and hashes are the caller's.
   */
  columnWritten(k: number, n: number): void {
    const { cols, slotAt, top, topAt } = this;
    const base = k * S;
    for (let i = base, e = base + n; i < e; i++) slotAt[cols[i]!] = i;
    const old = top[k]!;
    if (old >= 0 && topAt[old] === k) topAt[old] = -1;
    const t = n > 0 ? cols[base + n - 1]! : -1;
    top[k] = t;
    if (t >= 0) topAt[t] = k;
    this.run[k] = this.runOf(k, n);
  }

  /** The length of the top run of column k's first n cards (0 when n is 0). */
  runOf(k: number, n: number): number {
    if (n === 0) return 0;
    const { cols, stack } = this;
    const base = k * S;
    let r = 1;
    while (r < n && stack[cols[base + n - r]! * 52 + cols[base + n - r - 1]!] === 1) r++;
    return r;
  }

  private pushLog(entry: Transfer): void {
    if (this.logLen === this.log.length) {
      const bigger = new Int32Array(this.log.length * 2);
      bigger.set(this.log);
      this.log = bigger;
    }
    this.log[this.logLen++] = entry;
  }

  /** Moves the top `n` cards of column a onto column b. */
  colToCol(a: number, b: number, n: number): void {
    this.shift(a, b, n);
    this.pushLog(transfer(a, b, n));
  }

  /** Moves the top card of column a to cell slot i. */
  colToCell(a: number, i: number): void {
    this.setCell(i, this.popCard(a));
    this.pushLog(transfer(a, this.C + i, 1));
  }

  /** Moves the top `n` cards of column a, one by one, into the first free cells. */
  private colToCells(a: number, n: number): void {
    const cells = this.cells;
    for (let i = 0; n > 0; i++) {
      if (cells[i]! >= 0) continue;
      this.colToCell(a, i);
      n--;
    }
  }

  /** Moves the card in cell slot i onto column b. */
  cellToCol(i: number, b: number): void {
    this.pushCard(b, this.clearCell(i));
    this.pushLog(transfer(this.C + i, b, 1));
  }

  /** Moves the top card of column a home. */
  colToHome(a: number): void {
    const c = this.popCard(a);
    this.found[c & 3]!++;
    this.left--;
    this.pushLog(homeTransfer(a, c));
  }

  /** Moves the card in cell slot i home. */
  cellToHome(i: number): void {
    const c = this.clearCell(i);
    this.found[c & 3]!++;
    this.left--;
    this.pushLog(homeTransfer(this.C + i, c));
  }

  // The unlogged steps the transfers and undo share: each keeps the counts, the hashes, the column ids, tops, top runs, cells' cards and cards' slots.

  /** The top `n` cards of column a onto column b. */
  private shift(a: number, b: number, n: number): void {
    const { cols, len, colH1, colH2, slotAt } = this;
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
      const za = zobristIndex(i, c);
      ha1 ^= Z1[za]!;
      ha2 ^= Z2[za]!;
      const zb = zobristIndex(lb, c);
      hb1 ^= Z1[zb]!;
      hb2 ^= Z2[zb]!;
      cols[baseB + lb] = c;
      slotAt[c] = baseB + lb;
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
    // the top of a goes on top of b
    const { top, topAt, run } = this;
    const moved = top[a]!;
    const tb = top[b]!;
    if (tb >= 0) topAt[tb] = -1;
    const ta = la > n ? cols[baseA + la - n - 1]! : -1;
    top[a] = ta;
    if (ta >= 0) topAt[ta] = a;
    top[b] = moved;
    topAt[moved] = b;
    // cards moved from within a run stay one; those under them start a's new top run or end it
    const ra = run[a]!;
    if (n <= ra) run[b] = tb >= 0 && this.stack[cols[baseB + lb - n]! * 52 + tb] === 1 ? run[b]! + n : n;
    else run[b] = this.runOf(b, lb);
    run[a] = ra > n ? ra - n : this.runOf(a, la - n);
  }

  /** Takes the top card off column k. */
  private popCard(k: number): number {
    const n = --this.len[k]!;
    const c = this.cols[k * S + n]!;
    const z = zobristIndex(n, c);
    this.colH1[k]! ^= Z1[z]!;
    this.colH2[k]! ^= Z2[z]!;
    this.colId[k] = -1;
    if (n === 0) this.nEmpty++;
    this.topAt[c] = -1;
    const t = n > 0 ? this.cols[k * S + n - 1]! : -1;
    this.top[k] = t;
    if (t >= 0) this.topAt[t] = k;
    const r = this.run[k]!;
    this.run[k] = r > 1 ? r - 1 : this.runOf(k, n);
    return c;
  }

  /** Puts card c on column k. */
  private pushCard(k: number, c: number): void {
    const n = this.len[k]!;
    if (n === 0) this.nEmpty--;
    this.cols[k * S + n] = c;
    this.slotAt[c] = k * S + n;
    this.len[k] = n + 1;
    const z = zobristIndex(n, c);
    this.colH1[k]! ^= Z1[z]!;
    this.colH2[k]! ^= Z2[z]!;
    this.colId[k] = -1;
    const t = this.top[k]!;
    if (t >= 0) this.topAt[t] = -1;
    this.top[k] = c;
    this.topAt[c] = k;
    this.run[k] = t >= 0 && this.stack[c * 52 + t] === 1 ? this.run[k]! + 1 : 1;
  }

  /** Puts card c in the empty cell slot i. */
  private setCell(i: number, c: number): void {
    this.cells[i] = c;
    this.cellAt[c] = i;
    this.nFree--;
    this.cellH1 = (this.cellH1 + CELL1[c]!) | 0;
    this.cellH2 = (this.cellH2 + CELL2[c]!) | 0;
  }

  /** Takes the card out of cell slot i. */
  private clearCell(i: number): number {
    const c = this.cells[i]!;
    this.cells[i] = -1;
    this.cellAt[c] = -1;
    this.nFree++;
    this.cellH1 = (this.cellH1 - CELL1[c]!) | 0;
    this.cellH2 = (this.cellH2 - CELL2[c]!) | 0;
    return c;
  }

  /** Plays an internal move (no rule check: the generator only makes legal ones). */
  play(m: PileMove): void {
    const from = moveFrom(m);
    const to = moveTo(m);
    const C = this.C;
    if (from < C) {
      if (to === H) this.colToHome(from);
      else if (to < C) this.colToCol(from, to, moveCount(m));
      else if (moveCount(m) === 1) this.colToCell(from, to - C);
      else this.colToCells(from, moveCount(m));
    } else if (to === H) this.cellToHome(from - C);
    else this.cellToCol(from - C, to);
  }

  /** Undoes every transfer after log position `mark`. */
  undoTo(mark: number): void {
    const C = this.C;
    while (this.logLen > mark) {
      const e: Transfer = this.log[--this.logLen]!;
      const from = moveFrom(e);
      const to = moveTo(e);
      if (to === H) {
        const c = transferCard(e);
        this.found[c & 3]!--;
        this.left++;
        if (from < C) this.pushCard(from, c);
        else this.setCell(from - C, c);
      } else if (from < C) {
        // the cards go back the way they came
        if (to < C) this.shift(to, from, moveCount(e));
        else this.pushCard(from, this.clearCell(to - C));
      } else this.setCell(from - C, this.popCard(to));
    }
  }

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
   * nothing home only the card it uncovers can have become playable. Then
   * the settling (see settle) the move calls for (mustSettle).
   */
  playAuto(m: PileMove): void {
    const mark = this.logLen;
    const played = this.playThenAutoplay(m);
    if (this.settling && this.mustSettle(m, mark, played)) this.settle(null);
  }

  /** Plays a move as playAuto does, writing its card-level moves to out (the cells' settling moves too). */
  playDescribed(m: PileMove, out: CardMove[]): void {
    const from = moveFrom(m);
    const to = moveTo(m);
    const n = moveCount(m);
    if (to !== H && to >= this.C && n > 1) {
      for (let j = 1; j <= n; j++) out.push(cardMove(this.cols[from * S + this.len[from]! - j]!, TO_CELL));
    } else out.push(this.describe(m));
    const mark = this.logLen;
    const played = this.playThenAutoplay(m);
    if (this.settling && this.mustSettle(m, mark, played)) this.settle(out);
  }

  /** Plays m and its autoplay; returns the log's length right after m (before the autoplay). */
  private playThenAutoplay(m: PileMove): number {
    this.play(m);
    const played = this.logLen;
    const from = moveFrom(m);
    if (isHomeMove(m)) this.autoplay();
    else if (from < this.C) {
      const c = this.top[from]!;
      if (c >= 0 && this.found[c & 3] === c >> 2 && this.isSafe(c)) this.autoplay();
    }
    return played;
  }

  /**
   * Whether move m, just played from log position mark (played: the log
   * after m itself), can have made a card settleable: a card put into a
   * cell, cards sent home by autoplay, or a new top in a column m touched
   * whose predecessor lies in a cell. A position the search stores was
   * settled after its own move, so looking there is enough; a start that is
   * not settled (a position from play) stays so where no move touches it,
   * which loses nothing: settling only spares positions. The search and the
   * description of its path (playDescribed) decide alike.
   */
  private mustSettle(m: PileMove, mark: number, played: number): boolean {
    if (this.nFree === this.F) return false;
    const from = moveFrom(m);
    const to = moveTo(m);
    const C = this.C;
    if (this.logLen > played || played - mark > 1 || (to !== H && to >= C)) return true;
    return (from < C && this.takesFromCell(from)) || (to < C && this.takesFromCell(to));
  }

  /** Whether the card that may be built on column k's top lies in a cell (settle would move it). */
  private takesFromCell(k: number): boolean {
    const t = this.top[k]!;
    if (t < 0) return false;
    const c = this.predecessor[t]!;
    return c >= 0 && this.cellAt[c]! >= 0;
  }

  /**
   * Puts each card in a cell whose successor (the one card it may be built
   * on) is a column's top onto it, until none is left (SolverRules.settles
   * says why no solution is lost); out, when given, gets the moves.
   */
  settle(out: CardMove[] | null): void {
    const { C, F, cells, top, topAt, cellAt, predecessor, successor } = this;
    // the leftmost column whose top takes a card in a cell, then the chain of cards it takes (only its top changes)
    for (;;) {
      let k = C;
      for (let i = 0; i < F; i++) {
        const c = cells[i]!;
        if (c < 0) continue;
        const d = successor[c]!;
        if (d < 0) continue;
        const b = topAt[d]!;
        if (b >= 0 && b < k) k = b;
      }
      if (k === C) return;
      let t = top[k]!;
      for (let c = predecessor[t]!; c >= 0 && cellAt[c]! >= 0; c = predecessor[t]!) {
        if (out) out.push(cardMove(c, ONTO_CARD, t));
        this.cellToCol(cellAt[c]!, k);
        t = c;
      }
    }
  }

  /** Sends every safe card home, repeatedly (each transfer is logged): the next card of each suit, where it is a column's top or in a cell. */
  autoplay(): void {
    const { found, topAt, cellAt } = this;
    let moved = true;
    while (moved) {
      moved = false;
      for (let s = 0; s < 4; s++) {
        for (let r = found[s]!; r < 13; r = found[s]!) {
          const c = (r << 2) | s;
          const k = topAt[c]!;
          if (k >= 0) {
            if (!this.isSafe(c)) break;
            this.colToHome(k);
          } else {
            const i = cellAt[c]!;
            if (i < 0 || !this.isSafe(c)) break;
            this.cellToHome(i);
          }
          moved = true;
        }
      }
    }
  }

  /**
   * The most cards one move may carry onto a card (toEmpty false) or into an
   * empty column (there must be one): the engine's capacity, from its table.
   */
  capacity(toEmpty: boolean): number {
    return this.capacityTable[this.nFree * (this.C + 1) + (toEmpty ? this.nEmpty - 1 : this.nEmpty)]!;
  }

  /** The card-level form of a move of this position (see CardMove): the same whatever the order of the piles. */
  describe(m: PileMove): CardMove {
    const from = moveFrom(m);
    const to = moveTo(m);
    const C = this.C;
    const card = from < C ? this.cols[from * S + this.len[from]! - moveCount(m)]! : this.cells[from - C]!;
    if (to === H) return cardMove(card, TO_HOME);
    if (to >= C) return cardMove(card, TO_CELL);
    const lb = this.len[to]!;
    if (lb === 0) return cardMove(card, TO_EMPTY);
    return cardMove(card, ONTO_CARD, this.cols[to * S + lb - 1]!);
  }

  /**
   * The card-level move that takes move m back (its lowest card to where it
   * lies now), or 0 for a move home; read before m is played. Played right
   * after m, with nothing sent home between, it gives this position again.
   */
  reverseOf(m: PileMove): CardMove {
    const from = moveFrom(m);
    const to = moveTo(m);
    const C = this.C;
    // a move home, or a run into several cells, has no one move back
    if (to === H || (to >= C && moveCount(m) > 1)) return 0;
    if (from >= C) return cardMove(this.cells[from - C]!, TO_CELL);
    const n = moveCount(m);
    const lf = this.len[from]!;
    const card = this.cols[from * S + lf - n]!;
    if (n === lf) return cardMove(card, TO_EMPTY);
    return cardMove(card, ONTO_CARD, this.cols[from * S + lf - n - 1]!);
  }

  /** Whether move m is the card-level move `back` (m's lowest card going where `back` sends it). */
  isMove(m: PileMove, back: CardMove): boolean {
    const from = moveFrom(m);
    const C = this.C;
    const card = from < C ? this.cols[from * S + this.len[from]! - moveCount(m)]! : this.cells[from - C]!;
    if (card !== movedCard(back)) return false;
    const to = moveTo(m);
    return !(to !== H && to >= C && moveCount(m) > 1) && this.describe(m) === back;
  }

  /** Where card x lies in a column: column * STRIDE + index, or -1 (in a cell, home or not dealt). */
  whereInColumns(x: number): number {
    const at = this.slotAt[x]!;
    return this.cols[at] === x && slotDepth(at) < this.len[slotColumn(at)]! ? at : -1;
  }
}
