// Reading Freecell Solver's board format into a Board, with every inconsistency named.

import { type Board, type Card, type Suit, type Variant, BadBoardError, BadOptionError, validateVariant } from '../core';
import { findCard } from './cards';
import { type BoardReadOptions, type Setup, checkReadOptions, foundationPile, positionFromSetup } from './position';

const FOUNDATION_RANKS: Record<string, number> = {
  '0': 0, a: 1, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9, t: 10, '10': 10, j: 11, q: 12, k: 13,
};
const SUIT_LETTERS = 'cdhs';

/**
 * The setup Freecell Solver's text format describes, unchecked (see
 * parseFcsBoard for the format). Throws BadBoardError (BAD_BOARD) for an
 * unknown token or foundation, or a foundation suit given twice.
 */
export function parseFcsSetup(text: string, variant: Variant): Setup {
  if (typeof text !== 'string') throw new BadOptionError('text', text, { kind: 'text' });
  validateVariant(variant);
  const columns: Card[][] = [];
  const columnLines: number[] = [];
  let cells: Card[] = [];
  let cellLines: number[] = [];
  const foundations: Card[][] = [];
  const foundationLines: number[] = [];
  const suits = new Set<Suit>();
  const lines = text.replace(/^\uFEFF/, '').split(/\r\n|\r|\n/);
  // Blank lines since the last column: between two columns they are empty columns, as fc-solve reads them.
  let blanks: number[] = [];
  lines.forEach((raw, i) => {
    const lineNo = i + 1;
    if (raw.trim() === '') {
      blanks.push(lineNo);
      return;
    }
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '') return;
    const readCard = (token: string): Card => {
      // fc-solve reads a rank of 0 as ten (0H is 10H), as it reads T and 10.
      const card = findCard(/^0[^0]$/.test(token) ? `1${token}` : token);
      if (card === undefined) throw new BadBoardError(lineNo, { kind: 'not-a-card', token });
      return card;
    };
    const header = /^(foundations|founds|freecells|fc)\s*:\s*(.*)$/i.exec(line);
    if (!header) {
      if (columns.length > 0) {
        for (const blank of blanks) {
          columns.push([]);
          columnLines.push(blank);
        }
      }
      blanks = [];
      columns.push(line.replace(/^:/, '').trim().split(/\s+/).filter((t) => t !== '').map(readCard));
      columnLines.push(lineNo);
      return;
    }
    const body = header[2]!.trim();
    const tokens = body === '' ? [] : body.split(/\s+/);
    if (/^fc|^freecells/i.test(header[1]!)) {
      cells = tokens.map((token) => (token === '-' || token === '--' ? -1 : readCard(token)));
      cellLines = cells.map(() => lineNo);
      return;
    }
    // A later Foundations: line replaces the ones before it, as fc-solve's README says (a later Freecells: line does too).
    foundations.length = 0;
    foundationLines.length = 0;
    suits.clear();
    for (const token of tokens) {
      const m = /^([cdhs])-(10|[0-9atjqk])$/i.exec(token);
      if (!m) throw new BadBoardError(lineNo, { kind: 'not-a-foundation', token });
      const suit = SUIT_LETTERS.indexOf(m[1]!.toLowerCase()) as Suit;
      if (suits.has(suit)) throw new BadBoardError(lineNo, { kind: 'foundation-twice', suit });
      suits.add(suit);
      const rank = FOUNDATION_RANKS[m[2]!.toLowerCase()]!;
      if (rank === 0) continue;
      foundations.push(foundationPile(suit, rank));
      foundationLines.push(lineNo);
    }
  });
  return { variant, columns, cells, foundations, lines: { columns: columnLines, cells: cellLines, foundations: foundationLines } };
}

/**
 * A board from Freecell Solver's text format: one column per line (a
 * leading `:` allowed), optional `Foundations: H-6 C-A D-0 S-4` and
 * `Freecells: QS - 3D -` (or `FC:`) lines, ranks `A 2-9 T J Q K` or `10`.
 * A line holding only `:` is an empty column, and so is a blank line
 * between two columns (as fc-solve reads it); other blank lines and `#`
 * comments are ignored. As in fc-solve, a rank of `0` in a card is ten,
 * and a later `Foundations:` or `Freecells:` line replaces an earlier one.
 * Read by parseFcsSetup and validated by positionFromSetup (all 52 cards
 * unless `fullPack` is false). Throws BadBoardError (BAD_BOARD) for an
 * unknown token, a duplicate, too many columns or cells, a foundation that
 * contradicts the cards in play, or missing cards.
 */
export function parseFcsBoard(text: string, variant: Variant, options: BoardReadOptions = {}): Board {
  checkReadOptions(options);
  return positionFromSetup(parseFcsSetup(text, variant), options);
}
