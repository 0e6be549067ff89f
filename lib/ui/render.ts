// Drawing the board: the default screen and the CSE 231 program's screen.

import { type Board, type Card, cell, column, foundation, isRed } from '../core';
import { formatCard } from '../notation';
import type { DealLabel, Look, Scene } from './style';
import type { Catalog } from './catalog';

function cardText(card: Card, look: Look, width: number, align: 'left' | 'right' = 'right'): string {
  if (card < 0) return ' '.repeat(width);
  const text = formatCard(card, { ascii: look.ascii });
  const padded = align === 'right' ? text.padStart(width) : text.padEnd(width);
  return isRed(card) ? look.painter.red(padded) : padded;
}

function slot(card: Card, look: Look): string {
  return card < 0 ? look.painter.dim('[   ]') : `[${cardText(card, look, 3)}]`;
}

function tallest(board: Board): number {
  let rows = 0;
  for (let i = 0; i < board.variant.columns; i++) rows = Math.max(rows, board.size(column(i)));
  return rows;
}

/** The CSE 231 program's board, line for line (cells, foundations, then tableaus). */
export function renderCse231Board(board: Board, look: Look): string {
  const v = board.variant;
  const cells = Array.from({ length: v.cells }, (_, i) => `[${cardText(board.top(cell(i)), look, 3)}]`).join('');
  const founds = Array.from({ length: v.foundations }, (_, i) => `[${cardText(board.top(foundation(i)), look, 3)}]`).join('');
  const numbers = (n: number): string => Array.from({ length: n }, (_, i) => `--${i + 1}--`).join('');
  const lines = [
    '    =======Cells========  ====Foundations=====',
    `     ${numbers(v.cells)}  ${numbers(v.foundations)}`,
    `    ${cells}  ${founds}`,
    '    =================Tableaus=================',
    `    -${numbers(v.columns)}-`,
  ];
  for (let r = 0; r < tallest(board); r++) {
    let row = '    ';
    for (let i = 0; i < v.columns; i++) {
      const p = column(i);
      row += r < board.size(p) ? cardText(board.at(p, r), look, 5) : '     ';
    }
    lines.push(`${row}  `);
  }
  return lines.map((l) => `${l}\n`).join('');
}

function dealText(scene: Scene, look: Look): string {
  return dealLabelText(scene.deal, look.catalog);
}

/** A deal label in words ("game 617 (easy)", "PySol deal 123456", "deck cards6.txt"). */
export function dealLabelText(deal: DealLabel, catalog: Catalog): string {
  const words = catalog.board;
  if (deal.kind === 'game') return deal.rating ? words.rated(words.game(deal.number), deal.rating) : words.game(deal.number);
  return deal.kind === 'pysol' ? words.pysol(deal.seed) : deal.kind === 'deck' ? words.deck(deal.name) : words.position(deal.name);
}

/** Our own board: a header, cells and foundations with their numbers, then the numbered columns. */
export function renderBoard(scene: Scene, look: Look): string {
  const { board } = scene;
  const v = board.variant;
  const p = look.painter;
  const dot = look.ascii ? '-' : '·';
  const words = look.catalog.board;
  const status = scene.status === undefined ? '' : ` ${dot} ${words.status[scene.status]}`;
  const header = `${p.bold(v.name)} ${dot} ${dealText(scene, look)} ${dot} ${words.moves(scene.moves)}${status}`;
  const cells = Array.from({ length: v.cells }, (_, i) => slot(board.top(cell(i)), look)).join('');
  const founds = Array.from({ length: v.foundations }, (_, i) => slot(board.top(foundation(i)), look)).join('');
  const labels = (n: number): string => Array.from({ length: n }, (_, i) => `  ${i + 1}  `).join('');
  const cellsWidth = 5 * v.cells;
  const lines = [
    header,
    '',
    ` ${v.cells === 0 ? '' : `${words.cells.padEnd(cellsWidth)}   `}${words.foundations}`,
    ` ${v.cells === 0 ? '' : `${cells}   `}${founds}`,
    ` ${v.cells === 0 ? '' : `${p.dim(labels(v.cells))}   `}${p.dim(labels(v.foundations).trimEnd())}`,
    '',
    ` ${Array.from({ length: v.columns }, (_, i) => `  ${String(i + 1).padEnd(2)} `).join('')}`.trimEnd(),
  ];
  for (let r = 0; r < tallest(board); r++) {
    let row = ' ';
    for (let i = 0; i < v.columns; i++) {
      const col = column(i);
      row += r < board.size(col) ? ` ${cardText(board.at(col, r), look, 3)} ` : '     ';
    }
    lines.push(row.trimEnd());
  }
  return lines.map((l) => `${l}\n`).join('');
}
