// Reading Freecell Solver's board format into a Board, with every inconsistency named.

import { type Card, type Suit, type Variant, BadBoardError, Board, PACK_SIZE, cell, column, foundation, makeCard } from '../core';
import { formatCardFcs, parseCard } from './cards';

const FOUNDATION_RANKS: Record<string, number> = {
  '0': 0, a: 1, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, t: 10, '10': 10, j: 11, q: 12, k: 13,
};
const SUIT_LETTERS = 'cdhs';

/** Options for reading a board. */
export interface BoardReadOptions {
  /** Require all 52 cards (default true); a partial board is for tests and small decks. */
  readonly fullPack?: boolean;
}

/**
 * A board from Freecell Solver's text format: one column per line (a
 * leading `:` allowed), optional `Foundations: H-6 C-A D-0 S-4` and
 * `Freecells: QS - 3D -` (or `FC:`) lines, ranks `A 2-9 T J Q K` or `10`.
 * A line holding only `:` is an empty column; blank lines are ignored.
 * Throws BadBoardError (BAD_BOARD) for an unknown token, a duplicate, too many
 * columns or cells, a foundation that contradicts the cards in play, or
 * missing cards.
 */
export function parseFcsBoard(text: string, variant: Variant, options: BoardReadOptions = {}): Board {
  const columns: { line: number; cards: Card[] }[] = [];
  let cells: Card[] = [];
  const founded: { suit: number; rank: number; line: number }[] = [];
  const where = new Map<Card, string>();
  const note = (card: Card, place: string, line: number): void => {
    const before = where.get(card);
    if (before) throw new BadBoardError(line, `${formatCardFcs(card)} appears twice (${before} and ${place})`);
    where.set(card, place);
  };
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const header = /^(foundations|founds|freecells|fc)\s*:\s*(.*)$/i.exec(line);
    if (header) {
      const body = header[2]!.trim();
      const tokens = body === '' ? [] : body.split(/\s+/);
      if (/^f(ounds?|oundations)/i.test(header[1]!)) {
        for (const token of tokens) {
          const m = /^([cdhs])-(10|[0-9atjqk])$/i.exec(token);
          if (!m) throw new BadBoardError(lineNo, `"${token}" is not a foundation (write it like H-6 or S-0)`);
          const suit = SUIT_LETTERS.indexOf(m[1]!.toLowerCase());
          if (founded.some((f) => f.suit === suit)) throw new BadBoardError(lineNo, `the ${m[1]!.toUpperCase()} foundation is given twice`);
          founded.push({ suit, rank: FOUNDATION_RANKS[m[2]!.toLowerCase()]!, line: lineNo });
        }
      } else {
        cells = tokens.map((token) => {
          if (token === '-' || token === '--') return -1;
          const card = parseCard(token);
          if (card === undefined) throw new BadBoardError(lineNo, `"${token}" is not a card`);
          return card;
        });
        if (cells.length > variant.cells) {
          throw new BadBoardError(lineNo, `${cells.length} free cells given, but ${variant.name} has ${variant.cells}`);
        }
        cells.forEach((card, c) => card >= 0 && note(card, `cell ${c + 1}`, lineNo));
      }
      return;
    }
    const tokens = line.replace(/^:/, '').trim().split(/\s+/).filter((t) => t !== '');
    const cards = tokens.map((token) => {
      const card = parseCard(token);
      if (card === undefined) throw new BadBoardError(lineNo, `"${token}" is not a card`);
      return card;
    });
    columns.push({ line: lineNo, cards });
    if (columns.length > variant.columns) {
      throw new BadBoardError(lineNo, `more than ${variant.columns} columns (${variant.name} has ${variant.columns})`);
    }
    cards.forEach((card) => note(card, `column ${columns.length}`, lineNo));
  });
  if (founded.length > variant.foundations) throw new BadBoardError(0, `more foundations than ${variant.foundations}`);
  for (const f of founded) {
    for (let r = 1; r <= f.rank; r++) {
      const card = makeCard(r, f.suit as Suit);
      const elsewhere = where.get(card);
      if (elsewhere) {
        const label = `${'CDHS'[f.suit]}-${formatCardFcs(makeCard(f.rank, f.suit as Suit)).slice(0, -1)}`;
        throw new BadBoardError(f.line, `foundation ${label} holds ${formatCardFcs(card)}, which is also in ${elsewhere}`);
      }
      where.set(card, 'a foundation');
    }
  }
  if (options.fullPack ?? true) {
    const missing: string[] = [];
    for (let card = 0; card < PACK_SIZE; card++) if (!where.has(card)) missing.push(formatCardFcs(card));
    if (missing.length > 0) throw new BadBoardError(0, `${missing.length} ${missing.length === 1 ? 'card is' : 'cards are'} missing: ${missing.join(' ')}`);
  }
  if (where.size === 0) throw new BadBoardError(0, 'the board has no cards');
  const board = Board.empty(variant);
  columns.forEach((col, i) => col.cards.forEach((card) => board.place(column(i), card)));
  cells.forEach((card, i) => card >= 0 && board.place(cell(i), card));
  founded
    .filter((f) => f.rank > 0)
    .forEach((f, i) => {
      for (let r = 1; r <= f.rank; r++) board.place(foundation(i), makeCard(r, f.suit as Suit));
    });
  return board;
}
