// From the search's card-level path to engine moves on the real board, checked by the engine.

import { type Board, type Move, type PileRef, applyMoves, cell, column, foundation, isWon } from '../core';
import { type CardMove, ONTO_CARD, TO_CELL, TO_EMPTY, TO_HOME, cardMoveKind, movedCard, ontoCard } from './move-codec';
import type { SolverRules } from './rules';

/** Thrown when the solver's own output does not replay: always a solver bug. */
export class SolverBugError extends Error {
  constructor(message: string) {
    // String, not a template: a JavaScript caller may pass a symbol
    super(`solver bug: ${String(message)}`);
    this.name = 'SolverBugError';
  }
}

/**
 * Scratch of toEngineMoves (one call at a time), grown for a variant with
 * more columns or cells: the columns bottom first in COLS[k * 64 ..], as in
 * the solver's Position, their lengths, the column of each card in a column
 * (-1 elsewhere), the cells, the top card of each foundation.
 */
let COLS = new Uint8Array(16 * 64);
let LEN = new Int32Array(16);
const COL_OF = new Int8Array(64);
let CELLS = new Int32Array(16);
const F_TOP = new Int32Array(4);

/**
 * The engine moves of a path: each card-level move (see CardMove in move-codec.ts)
 * placed on the board's own piles (lowest free cell, lowest empty column,
 * the foundation the card fits), with every safe card the search sent home
 * for free written out as its own move to a foundation.
 */
export function toEngineMoves(board: Board, rules: SolverRules, path: readonly CardMove[]): Move[] {
  const v = board.variant;
  const C = v.columns;
  const F = v.cells;
  const nF = v.foundations;
  if (LEN.length < C) {
    COLS = new Uint8Array(C * 64);
    LEN = new Int32Array(C);
  }
  if (CELLS.length < F) CELLS = new Int32Array(F);
  const cols = COLS;
  const len = LEN;
  const colOf = COL_OF.fill(-1);
  const cells = CELLS;
  const fTop = F_TOP;
  const columnRef: PileRef[] = [];
  for (let k = 0; k < C; k++) {
    const cards = board.column(k);
    cols.set(cards, k * 64);
    len[k] = cards.length;
    for (const c of cards) colOf[c] = k;
    columnRef.push(column(k));
  }
  const cellRef: PileRef[] = [];
  for (let i = 0; i < F; i++) {
    cells[i] = board.cell(i);
    cellRef.push(cell(i));
  }
  const found = [0, 0, 0, 0];
  const foundationRef: PileRef[] = [];
  for (let f = 0; f < nF; f++) {
    const t = board.foundationTop(f);
    fTop[f] = t;
    if (t >= 0) found[t & 3] = (t >> 2) + 1;
    foundationRef.push(foundation(f));
  }
  const moves: Move[] = [];
  const { safeStart, safeList } = rules;

  const sendHome = (card: number): PileRef => {
    // the first foundation whose top the card goes on (an Ace: the first empty one)
    const under = card >> 2 === 0 ? -1 : card - 4;
    let f = 0;
    while (f < nF && fTop[f] !== under) f++;
    if (f === nF) throw new SolverBugError(`no foundation takes card ${card}`);
    fTop[f] = card;
    found[card & 3]!++;
    return foundationRef[f]!;
  };
  const safe = (c: number): boolean => {
    if (found[c & 3] !== c >> 2) return false;
    for (let j = safeStart[c]!, end = safeStart[c + 1]!; j < end; j++) {
      const y = safeList[j]!;
      if (found[y & 3]! <= y >> 2) return false;
    }
    return true;
  };
  const autoplay = (): void => {
    let moved = true;
    while (moved) {
      moved = false;
      for (let k = 0; k < C; k++) {
        while (len[k]! > 0 && safe(cols[k * 64 + len[k]! - 1]!)) {
          const c = cols[k * 64 + --len[k]!]!;
          moves.push({ from: columnRef[k]!, to: sendHome(c), count: 1 });
          moved = true;
        }
      }
      for (let i = 0; i < F; i++) {
        const c = cells[i]!;
        if (c >= 0 && safe(c)) {
          cells[i] = -1;
          moves.push({ from: cellRef[i]!, to: sendHome(c), count: 1 });
          moved = true;
        }
      }
    }
  };

  autoplay();
  for (const desc of path) {
    const card = movedCard(desc);
    const kind = cardMoveKind(desc);
    // where the card is: a cell, or a column (then it moves with the cards above it)
    let from: PileRef | null = null;
    let fromCol = -1;
    let at = -1;
    for (let i = 0; i < F && from === null; i++) {
      if (cells[i] === card) {
        cells[i] = -1;
        from = cellRef[i]!;
      }
    }
    if (from === null && colOf[card]! >= 0) {
      const k = colOf[card]!;
      for (let j = len[k]! - 1; j >= 0; j--) {
        if (cols[k * 64 + j] === card) {
          fromCol = k;
          at = j;
          from = columnRef[k]!;
          break;
        }
      }
    }
    if (from === null) throw new SolverBugError(`card ${card} is not in play`);
    const count = fromCol >= 0 ? len[fromCol]! - at : 1;
    if (kind !== ONTO_CARD && kind !== TO_EMPTY) colOf[card] = -1;
    if (kind === TO_HOME) {
      if (fromCol >= 0) len[fromCol]!--;
      moves.push({ from, to: sendHome(card), count: 1 });
    } else if (kind === TO_CELL) {
      let i = 0;
      while (i < F && cells[i] !== -1) i++;
      if (i === F) throw new SolverBugError('no free cell');
      if (fromCol >= 0) len[fromCol]!--;
      cells[i] = card;
      moves.push({ from, to: cellRef[i]!, count: 1 });
    } else {
      const onto = ontoCard(desc);
      let k = -1;
      for (let b = 0; b < C && k < 0; b++) {
        if (kind === TO_EMPTY ? len[b] === 0 : len[b]! > 0 && cols[b * 64 + len[b]! - 1] === onto) k = b;
      }
      if (k < 0) throw new SolverBugError('no destination column');
      if (fromCol >= 0) {
        for (let j = 0; j < count; j++) {
          const c = cols[fromCol * 64 + at + j]!;
          cols[k * 64 + len[k]! + j] = c;
          colOf[c] = k;
        }
        len[fromCol] = at;
      } else {
        cols[k * 64 + len[k]!] = card;
        colOf[card] = k;
      }
      len[k]! += count;
      moves.push({ from, to: columnRef[k]!, count });
    }
    // only a move home or the card it uncovers can let a card go home (as in state.ts playAuto)
    if (kind === TO_HOME || (fromCol >= 0 && len[fromCol]! > 0 && safe(cols[fromCol * 64 + len[fromCol]! - 1]!))) autoplay();
  }
  return moves;
}

/** Plays the moves through the engine's applyMove; throws SolverBugError unless they are legal and win. */
export function verify(board: Board, moves: readonly Move[]): void {
  const { board: end, played, error } = applyMoves(board, moves);
  if (error) throw new SolverBugError(`move ${played + 1} of the solution is illegal: ${error.message}`);
  if (!isWon(end)) throw new SolverBugError('the solution does not win');
}
