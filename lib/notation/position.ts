// Positions as parsers read them (an unchecked Setup) and the one step that validates a Setup into a Board: parse -> validate -> play.

import { type BoardPlace, type Card, type Suit, type Variant, BadBoardError, BadOptionError, Board, PACK_SIZE, checkFlag, checkItems, checkOptionsObject, itemName, isCard, findVariant, validateVariant, cell, column, foundation, makeCard, rankOf, suitOf } from '../core';

/** Where a setup's piles were read, for errors: 1-based line numbers (0 or absent: no line). */
export interface SetupLines {
  readonly columns?: readonly number[];
  readonly cells?: readonly number[];
  readonly foundations?: readonly number[];
}

/**
 * An unchecked position, as a parser reads it: the rules, the cards of each
 * column and foundation (bottom card first) and each cell's card (-1 when
 * empty). Nothing is checked until positionFromSetup: there may be too many
 * piles, duplicates, or foundations that are not runs from the Ace.
 */
export interface Setup {
  readonly variant: Variant;
  readonly columns: readonly (readonly Card[])[];
  readonly cells: readonly Card[];
  readonly foundations: readonly (readonly Card[])[];
  readonly lines?: SetupLines;
}

/** Options of positionFromSetup and the board parsers. */
export interface BoardReadOptions {
  /** Require all 52 cards; a partial board is for tests and small decks. */
  readonly fullPack?: boolean;
}

/** Throws BadOptionError (BAD_OPTION) for read options that are not an object, or a fullPack that is not true or false. */
export function checkReadOptions(options: BoardReadOptions): void {
  checkOptionsObject(options, ['fullPack']);
  checkFlag('fullPack', options.fullPack);
}

/** Throws BadOptionError (BAD_OPTION, naming the field) for a value that is not a Setup: its variant checked by validateVariant, its piles lists (of lists), its cards numbers. */
function checkSetup(setup: Setup): void {
  if (setup === null || typeof setup !== 'object') throw new BadOptionError('setup', setup, { kind: 'object' });
  validateVariant(setup.variant);
  // each wrong value named where it is (columns[1][2]); a number that is not a card is the board's problem (BAD_BOARD, not-a-card)
  const numbers = (list: unknown, name: string, min: number): void => {
    if (!Array.isArray(list)) throw new BadOptionError(name, list, { kind: 'list' });
    const allowed = { kind: 'range', min, max: PACK_SIZE - 1 } as const;
    checkItems(list, name, allowed, (card, i) => {
      if (typeof card !== 'number') throw new BadOptionError(itemName(name, i), card, allowed);
    });
  };
  const piles = (list: unknown, name: string): void => {
    if (!Array.isArray(list)) throw new BadOptionError(name, list, { kind: 'list' });
    checkItems(list, name, { kind: 'list' }, (pile, i) => numbers(pile, itemName(name, i), 0));
  };
  piles(setup.columns, 'columns');
  numbers(setup.cells, 'cells', -1);
  piles(setup.foundations, 'foundations');
  if (setup.lines !== undefined && (setup.lines === null || typeof setup.lines !== 'object')) throw new BadOptionError('lines', setup.lines, { kind: 'object' });
}

/**
 * The one validation of a position: the validated Board the engine plays
 * on, from a Setup. Checks, in this order: no more columns, cells or
 * foundations than the variant has; each foundation a run from the Ace up in
 * one suit, one per suit; no card twice in play; no foundation card also in
 * play; with `fullPack` (default true) all 52 cards; at least one card.
 * Throws BadBoardError (BAD_BOARD) naming the first fault and its line
 * (`not-a-card` for a number that is not a card), BadOptionError (BAD_OPTION)
 * for a value that is not a Setup.
 */
/**
 * The variant's name for a sentence that gives its count of columns or
 * cells, when that count is the named variant's; undefined when rule flags
 * changed it (FreeCell with --cells 3 is no "FreeCell has 3").
 */
export function tableName(variant: Variant, part: 'columns' | 'cells'): { variant?: string } {
  let named: Variant | undefined;
  try {
    named = findVariant(variant.id);
  } catch {
    named = undefined;
  }
  return named !== undefined && named[part] === variant[part] ? { variant: variant.name } : {};
}

export function positionFromSetup(setup: Setup, options: BoardReadOptions = {}): Board {
  checkReadOptions(options);
  checkSetup(setup);
  const { variant, lines = {} } = setup;
  const at = (list: readonly number[] | undefined, i: number): number => list?.[i] ?? 0;
  if (setup.columns.length > variant.columns) {
    throw new BadBoardError(at(lines.columns, variant.columns), { kind: 'too-many-columns', max: variant.columns, ...tableName(variant, 'columns') });
  }
  if (setup.cells.length > variant.cells) {
    throw new BadBoardError(at(lines.cells, variant.cells), { kind: 'too-many-cells', given: setup.cells.length, max: variant.cells, ...tableName(variant, 'cells') });
  }
  if (setup.foundations.length > variant.foundations) {
    throw new BadBoardError(at(lines.foundations, variant.foundations), { kind: 'too-many-foundations', max: variant.foundations });
  }
  const checkCards = (cards: readonly Card[], place: BoardPlace, line: number): void => {
    for (const card of cards) if (!isCard(card)) throw new BadBoardError(line, { kind: 'not-a-card', token: String(card), place });
  };
  setup.columns.forEach((cards, i) => checkCards(cards, { kind: 'column', index: i }, at(lines.columns, i)));
  setup.cells.forEach((card, i) => card !== -1 && checkCards([card], { kind: 'cell', index: i }, at(lines.cells, i)));
  setup.foundations.forEach((pile, i) => checkCards(pile, { kind: 'foundation', index: i }, at(lines.foundations, i)));
  const suits = new Set<Suit>();
  setup.foundations.forEach((pile, i) => {
    const line = at(lines.foundations, i);
    if (pile.length === 0) return;
    const suit = suitOf(pile[0]!);
    if (pile.some((card, r) => suitOf(card) !== suit || rankOf(card) !== r + 1)) throw new BadBoardError(line, { kind: 'foundation-order' });
    if (suits.has(suit)) throw new BadBoardError(line, { kind: 'foundation-twice', suit });
    suits.add(suit);
  });
  const where = new Map<Card, BoardPlace>();
  const note = (card: Card, place: BoardPlace, line: number): void => {
    const before = where.get(card);
    if (before) throw new BadBoardError(line, { kind: 'duplicate-card', card, first: before, second: place });
    where.set(card, place);
  };
  setup.columns.forEach((cards, i) => cards.forEach((card) => note(card, { kind: 'column', index: i }, at(lines.columns, i))));
  setup.cells.forEach((card, i) => card >= 0 && note(card, { kind: 'cell', index: i }, at(lines.cells, i)));
  setup.foundations.forEach((pile, i) => {
    const top = pile[pile.length - 1];
    if (top === undefined) return;
    for (const card of pile) {
      const elsewhere = where.get(card);
      if (elsewhere) throw new BadBoardError(at(lines.foundations, i), { kind: 'foundation-conflict', top, card, place: elsewhere });
      where.set(card, { kind: 'foundation' });
    }
  });
  // a file with no card at all (empty, or white space only) is named as such, before the 52 cards it misses
  if (where.size === 0) throw new BadBoardError(0, { kind: 'no-cards' });
  if (options.fullPack ?? true) {
    const missing: Card[] = [];
    for (let card = 0; card < PACK_SIZE; card++) if (!where.has(card)) missing.push(card);
    if (missing.length > 0) throw new BadBoardError(0, { kind: 'missing-cards', cards: missing });
  }
  const board = Board.empty(variant);
  setup.columns.forEach((cards, i) => cards.forEach((card) => board.place(column(i), card)));
  setup.cells.forEach((card, i) => card >= 0 && board.place(cell(i), card));
  setup.foundations.forEach((pile, i) => pile.forEach((card) => board.place(foundation(i), card)));
  return board;
}

/** The cards of a foundation whose top card is rank `rank` of `suit`: the Ace up to it (none for rank 0). */
export function foundationPile(suit: Suit, rank: number): Card[] {
  return Array.from({ length: rank }, (_, r) => makeCard(r + 1, suit));
}
