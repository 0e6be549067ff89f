// Solutions as text: standard notation (ten a line), game commands, and the tokens of a move list.

import type { Board, Move } from '../core';
import { applyMove, findViolation, foundationFor, isWon, nextAutoplayMove } from '../core';
import { formatCommand, formatMoveList, formatStandardMove } from '../notation';

/**
 * The moves of a solution in standard notation, each written against the
 * board it is played on. The moves must be legal (a solver's solution, which
 * the engine has checked): they are played without checking again.
 */
export function solutionTokens(start: Board, moves: readonly Move[]): string[] {
  const tokens: string[] = [];
  const board = start.clone();
  for (const move of moves) {
    tokens.push(formatStandardMove(move, board));
    board.transfer(move.from, move.to, move.count);
  }
  return tokens;
}

/** A solution as game commands, one a line ("tt 3 5", "tf 1 2"). */
export function solutionCommands(start: Board, moves: readonly Move[]): string {
  const lines: string[] = [];
  let board = start;
  for (const move of moves) {
    lines.push(formatCommand(move, board));
    board = applyMove(board, move);
  }
  return lines.map((l) => `${l}\n`).join('');
}

/** A solution in standard notation, ten moves a line. */
export function solutionText(start: Board, moves: readonly Move[]): string {
  return formatMoveList(solutionTokens(start, moves));
}

/**
 * A solution reordered as a game with autoplay on plays it: after each move
 * come the moves autoplay makes then (written out, so the list also replays
 * without autoplay), and a move of a card autoplay has already sent home is
 * dropped. Moves are matched by the card they carry. The original moves are
 * returned when the reordered list would not win (it always does with safe
 * autoplay, which never takes a card a later move needs).
 */
export function autoplayOrder(start: Board, moves: readonly Move[]): Move[] {
  const out: Move[] = [];
  let solver = start;
  let board = start;
  const autoplay = (): void => {
    for (let next = nextAutoplayMove(board); next; next = nextAutoplayMove(board)) {
      out.push(next);
      board = applyMove(board, next);
    }
  };
  for (const move of moves) {
    const cards = solver.cards(move.from);
    const card = cards[cards.length - move.count]!;
    solver = applyMove(solver, move);
    const here = board.cards(move.from);
    const at = here.indexOf(card);
    if (at < 0) continue; // already home: autoplay moved it
    const to = move.to.kind === 'foundation' ? { kind: 'foundation' as const, index: foundationFor(board, card) } : move.to;
    const mine: Move = { from: move.from, to, count: here.length - at };
    if (findViolation(board, mine) !== null) return [...moves];
    out.push(mine);
    board = applyMove(board, mine);
    autoplay();
  }
  return isWon(board) ? out : [...moves];
}
