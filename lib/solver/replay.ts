// From the search's card-level path to engine moves on the real board, checked by the engine.

import { type Board, type Move, applyMoves, cell, column, foundation, isWon } from '../core';
import type { SolverRules } from './rules';

/** Thrown when the solver's own output does not replay: always a solver bug. */
export class SolverBugError extends Error {
  constructor(message: string) {
    super(`solver bug: ${message}`);
    this.name = 'SolverBugError';
  }
}

/**
 * The engine moves of a path: each card-level move (see Position.describe)
 * placed on the board's own piles (lowest free cell, lowest empty column,
 * the foundation the card fits), with every safe card the search sent home
 * for free written out as its own move to a foundation.
 */
export function toEngineMoves(board: Board, rules: SolverRules, path: readonly number[]): Move[] {
  const v = board.variant;
  const cols: number[][] = [];
  for (let i = 0; i < v.columns; i++) cols.push(board.column(i));
  const cells: number[] = [];
  for (let i = 0; i < v.cells; i++) cells.push(board.cell(i));
  const fTop: number[] = [];
  for (let i = 0; i < v.foundations; i++) fTop.push(board.foundationTop(i));
  const found = [0, 0, 0, 0];
  for (const t of fTop) if (t >= 0) found[t & 3] = (t >> 2) + 1;
  const moves: Move[] = [];

  const home = (card: number): number => {
    const want = card >> 2 === 0 ? -1 : card - 4;
    const f = fTop.indexOf(want);
    if (f < 0) throw new SolverBugError(`no foundation takes card ${card}`);
    return f;
  };
  const sendHome = (card: number): void => {
    const f = home(card);
    fTop[f] = card;
    found[card & 3]!++;
  };
  const safe = (c: number): boolean => {
    if (found[c & 3] !== c >> 2) return false;
    for (let j = rules.safeStart[c]!; j < rules.safeStart[c + 1]!; j++) {
      const y = rules.safeList[j]!;
      if (found[y & 3]! <= y >> 2) return false;
    }
    return true;
  };
  const autoplay = (): void => {
    let moved = true;
    while (moved) {
      moved = false;
      for (let k = 0; k < cols.length; k++) {
        const col = cols[k]!;
        while (col.length > 0 && safe(col[col.length - 1]!)) {
          const c = col.pop()!;
          moves.push({ from: column(k), to: foundation(home(c)), count: 1 });
          sendHome(c);
          moved = true;
        }
      }
      for (let i = 0; i < cells.length; i++) {
        const c = cells[i]!;
        if (c >= 0 && safe(c)) {
          moves.push({ from: cell(i), to: foundation(home(c)), count: 1 });
          sendHome(c);
          cells[i] = -1;
          moved = true;
        }
      }
    }
  };

  autoplay();
  for (const desc of path) {
    const card = desc & 63;
    const kind = (desc >> 6) & 3;
    let fromCol = -1;
    let fromCell = cells.indexOf(card);
    let count = 1;
    if (fromCell < 0) {
      fromCol = cols.findIndex((col) => col.includes(card));
      if (fromCol < 0) throw new SolverBugError(`card ${card} is not in play`);
      count = cols[fromCol]!.length - cols[fromCol]!.indexOf(card);
    }
    const from = fromCol >= 0 ? column(fromCol) : cell(fromCell);
    const moving = fromCol >= 0 ? cols[fromCol]!.splice(cols[fromCol]!.length - count) : [card];
    if (fromCell >= 0) cells[fromCell] = -1;
    if (kind === 0) {
      moves.push({ from, to: foundation(home(card)), count: 1 });
      sendHome(card);
    } else if (kind === 1) {
      const i = cells.indexOf(-1);
      if (i < 0) throw new SolverBugError('no free cell');
      cells[i] = card;
      moves.push({ from, to: cell(i), count: 1 });
    } else {
      const onto = desc >> 8;
      const k = kind === 3 ? cols.findIndex((col) => col.length === 0) : cols.findIndex((col) => col.length > 0 && col[col.length - 1] === onto);
      if (k < 0) throw new SolverBugError('no destination column');
      cols[k]!.push(...moving);
      moves.push({ from, to: column(k), count });
    }
    autoplay();
  }
  return moves;
}

/** Plays the moves through the engine's applyMove; throws SolverBugError unless they are legal and win. */
export function verify(board: Board, moves: readonly Move[]): void {
  const { board: end, played, error } = applyMoves(board, moves);
  if (error) throw new SolverBugError(`move ${played + 1} of the solution is illegal: ${error.message}`);
  if (!isWon(end)) throw new SolverBugError('the solution does not win');
}
