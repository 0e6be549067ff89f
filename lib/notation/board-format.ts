// Board formats for other tools: Freecell Solver's text format and a JSON shape.

import { type Board, cell, checkBoard, foundation } from '../core';
import { formatCardFcs } from './cards';

/**
 * The board in Freecell Solver's format: one column per line, first-dealt
 * card first, single spaces, `:` for an empty column. Cells and foundations
 * are written only when
 * they hold cards (a fresh deal prints exactly as `make-microsoft-freecell-board -t`).
 * Throws BadOptionError (BAD_OPTION) for a board that is not a Board.
 */
export function formatFcs(board: Board): string {
  checkBoard(board);
  const v = board.variant;
  const lines: string[] = [];
  if (board.foundationCount() > 0) {
    const tops = new Map<number, string>();
    for (let f = 0; f < v.foundations; f++) {
      const top = board.top(foundation(f));
      if (top >= 0) tops.set(top & 3, formatCardFcs(top).slice(0, -1));
    }
    lines.push(`Foundations: ${[2, 0, 1, 3].map((s) => `${'CDHS'[s]}-${tops.get(s) ?? '0'}`).join(' ')}`);
  }
  if (board.freeCells() < v.cells) {
    const cells: string[] = [];
    for (let c = 0; c < v.cells; c++) {
      const card = board.top(cell(c));
      cells.push(card < 0 ? '-' : formatCardFcs(card));
    }
    lines.push(`Freecells: ${cells.join(' ')}`);
  }
  for (let i = 0; i < v.columns; i++) lines.push(board.column(i).length === 0 ? ':' : board.column(i).map(formatCardFcs).join(' '));
  return lines.map((l) => `${l}\n`).join('');
}

