// The text state of the NEU CS 3500 FreeCell assignment: F1:..F4:, O1:..O4:, C1:..C8: lines.

import { type Board, type Card, type Variant, BadBoardError, BadOptionError, checkBoard, checkFlag, cell, validateVariant, column, foundation } from '../core';
import { formatCard, findCard } from './cards';
import { type BoardReadOptions, type Setup, checkReadOptions, positionFromSetup, tableName } from './position';

function pileLine(label: string, cards: readonly Card[], ascii: boolean): string {
  return cards.length === 0 ? `${label}:` : `${label}: ${cards.map((c) => formatCard(c, { ascii })).join(', ')}`;
}

/**
 * The position as the CS 3500 model's getGameState prints it: a line per
 * foundation (`F1: A♠, 2♠`), per open cell (`O1:`) and per cascade
 * (`C1: A♠, 8♠, 2♥`), lines joined by newlines with none at the end.
 */
export function formatCs3500(board: Board, ascii = false): string {
  checkBoard(board);
  checkFlag('ascii', ascii);
  const v = board.variant;
  const lines: string[] = [];
  for (let i = 0; i < v.foundations; i++) lines.push(pileLine(`F${i + 1}`, board.cards(foundation(i)), ascii));
  for (let i = 0; i < v.cells; i++) lines.push(pileLine(`O${i + 1}`, board.cards(cell(i)), ascii));
  for (let i = 0; i < v.columns; i++) lines.push(pileLine(`C${i + 1}`, board.cards(column(i)), ascii));
  return lines.join('\n');
}

/**
 * The setup CS 3500 text describes, unchecked: `F`, `O` and `C` lines (in either case; ended by LF, CRLF or CR), cards
 * separated by commas. Throws BadBoardError (BAD_BOARD) naming the line for a
 * line of another shape, a pile number with a leading zero (C05), an unknown card, columns out of order, a cell or
 * foundation the variant does not have or given twice (`no-such-cell`, `cell-twice`, `foundation-index`), or a cell
 * of two cards.
 */
export function parseCs3500Setup(text: string, variant: Variant): Setup {
  if (typeof text !== 'string') throw new BadOptionError('text', text, { kind: 'text' });
  validateVariant(variant);
  const columns: Card[][] = [];
  const columnLines: number[] = [];
  const cells: Card[] = [];
  const cellLines: number[] = [];
  const foundations: Card[][] = [];
  const foundationLines: number[] = [];
  text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .forEach((raw, i) => {
      const line = raw.trim();
      if (line === '') return;
      // the model writes F, O and C; a file written by hand may have them in lower case
      const m = /^([FOCfoc])(\d+):\s*(.*)$/.exec(line);
      if (!m) throw new BadBoardError(i + 1, { kind: 'not-a-line', token: line });
      // the model writes C5, never C05
      if (m[2]!.length > 1 && m[2]!.startsWith('0')) throw new BadBoardError(i + 1, { kind: 'leading-zero', token: `${m[1]!}${m[2]!}` });
      const kind = m[1]!.toUpperCase();
      const index = Number(m[2]) - 1;
      // split(',') then trim: a pattern like /\s*,\s*/ backtracks over long runs of spaces in quadratic time.
      const cards = m[3]!.trim() === '' ? [] : m[3]!.split(',').map((part) => {
        const token = part.trim();
        const card = findCard(token);
        if (card === undefined) throw new BadBoardError(i + 1, { kind: 'not-a-card', token });
        return card;
      });
      if (kind === 'C') {
        if (index !== columns.length) throw new BadBoardError(i + 1, { kind: 'expected-column', number: columns.length + 1 });
        columns.push(cards);
        columnLines.push(i + 1);
      } else if (kind === 'O') {
        if (index < 0 || index >= variant.cells) throw new BadBoardError(i + 1, { kind: 'no-such-cell', token: m[2]!, max: variant.cells, ...tableName(variant, 'cells') });
        if (cellLines[index] !== undefined) throw new BadBoardError(i + 1, { kind: 'cell-twice', index });
        if (cards.length > 1) throw new BadBoardError(i + 1, { kind: 'cell-holds-one' });
        cells[index] = cards[0] ?? -1;
        cellLines[index] = i + 1;
      } else {
        if (index < 0 || index >= variant.foundations || foundations[index] !== undefined) {
          throw new BadBoardError(i + 1, { kind: 'foundation-index', index });
        }
        foundations[index] = cards;
        foundationLines[index] = i + 1;
      }
    });
  return {
    variant,
    columns,
    cells: Array.from({ length: cells.length }, (_, c) => cells[c] ?? -1),
    foundations: Array.from({ length: foundations.length }, (_, f) => foundations[f] ?? []),
    lines: { columns: columnLines, cells: cellLines, foundations: foundationLines },
  };
}

/**
 * A position read from CS 3500 text (parseCs3500Setup) and validated by
 * positionFromSetup (all 52 cards unless `fullPack` is false); throws
 * BadBoardError (BAD_BOARD) naming the line and what is wrong.
 */
export function parseCs3500(text: string, variant: Variant, options: BoardReadOptions = {}): Board {
  checkReadOptions(options);
  return positionFromSetup(parseCs3500Setup(text, variant), options);
}
