// Solutions as text: standard notation (ten a line), game commands, and the tokens of a move list.

import type { Board, Move } from '../core';
import { applyMove } from '../core';
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
