// The board: columns, cells and foundations of one variant, stored in a PileTable.

import { type Card, PACK_SIZE, checkCard, isCard, rankOf, suitOf } from './card';
import { PileTable } from './pile-table';
import { checkItems, itemName } from './items';
import { type BoardPlace, type BoardProblem, BadBoardError, BadCountError, BadOptionError, NoSuchPileError, NotEnoughCardsError, UnknownPileKindError } from './errors';
import type { PileKind, PileRef } from './types';
import { shownValue } from './shown-value';
import { type Variant, validateVariant } from './variant';

/*
 * Pile numbering inside the table: columns 0..C-1, then cells C..C+F-1,
 * then foundations C+F..C+F+3. A cell is a pile of at most one card.
 */

/** Whether an object is a board Board's constructor made (set in Board's static block: only the class may read its private field). */
let madeByBoard: (value: object) => boolean;

/** Whether a value is a board Board made (not merely an object whose prototype is Board's). */
export function isBoard(value: unknown): value is Board {
  return typeof value === 'object' && value !== null && madeByBoard(value);
}

/** The token Board's own factories pass its constructor: a board built by `new Board(...)` from outside this module is refused. */
const MADE_HERE: unique symbol = Symbol('Board');

/** The position as `JSON.stringify(board)` writes it (`board.toJSON()`): the rules, and the piles as card numbers, bottom card first, a cell null when empty. */
export interface BoardJson {
  readonly variant: Variant;
  readonly foundations: readonly (readonly Card[])[];
  readonly cells: readonly (Card | null)[];
  readonly columns: readonly (readonly Card[])[];
}

/** A FreeCell table: the piles of a variant and the cards on them; its fields cannot be reassigned (the board is frozen; its cards change only through its methods). Made by Board.empty, Board.fromPiles and the functions that deal, read and play boards, never by `new Board` (BAD_OPTION). */
export class Board {
  /** The piles, private to the class (no JavaScript caller can reach them). */
  readonly #table: PileTable;

  private constructor(
    token: typeof MADE_HERE,
    readonly variant: Variant,
    table: PileTable,
  ) {
    if (token !== MADE_HERE) throw new BadOptionError('Board', token, { kind: 'factory', use: ['Board.empty', 'Board.fromPiles'] });
    this.#table = table;
    Object.freeze(this);
  }

  static {
    madeByBoard = (value) => #table in value;
  }

  /** An empty board for a variant; throws BadVariantError (BAD_VARIANT) for a variant that is not one. */
  static empty(variant: Variant): Board {
    validateVariant(variant);
    return new Board(MADE_HERE, variant, new PileTable(variant.columns + variant.cells + variant.foundations));
  }

  /**
   * A board whose piles, in table order (columns, cells, foundations), hold
   * these cards bottom first. The cards must make a position
   * (findPilesProblem): BadBoardError (BAD_BOARD) otherwise; no rule of
   * play is checked. BadVariantError (BAD_VARIANT) for a variant that is not
   * one, BadOptionError (BAD_OPTION) for piles that are not a list (`piles`),
   * a list of another length than the variant's piles (`piles.length`), a
   * pile that is not a list (`piles[j]`) or a card that is not a number
   * (`piles[j][i]`).
   */
  static fromPiles(variant: Variant, piles: readonly (readonly Card[])[]): Board {
    validateVariant(variant);
    const count = variant.columns + variant.cells + variant.foundations;
    if (!Array.isArray(piles)) throw new BadOptionError('piles', piles, { kind: 'piles', count });
    if (piles.length !== count) throw new BadOptionError('piles.length', piles.length, { kind: 'choices', choices: [String(count)] });
    checkItems(piles, 'piles', { kind: 'list' }, (pile, j) => {
      if (!Array.isArray(pile)) throw new BadOptionError(itemName('piles', j), pile, { kind: 'list' });
      const name = (): string => itemName('piles', j);
      checkItems(pile, name, { kind: 'range', min: 0, max: PACK_SIZE - 1 }, (card, i) => {
        if (typeof card !== 'number') checkCard(card, itemName(name, i));
      });
    });
    const problem = findPilesProblem(variant, piles);
    if (problem) throw new BadBoardError(0, problem);
    return new Board(MADE_HERE, variant, PileTable.fromPiles(piles));
  }

  /** What makes this board not a position (findPilesProblem), or null: a board changed by place or transfer may be one. */
  problem(): BoardProblem | null {
    const piles: Card[][] = [];
    for (let j = 0; j < this.#table.pileCount; j++) piles.push(this.#table.cards(j));
    return findPilesProblem(this.variant, piles);
  }

  /** A deep copy. */
  clone(): Board {
    return new Board(MADE_HERE, this.variant, this.#table.clone());
  }

  /**
   * The table index of a pile; throws UnknownPileKindError (UNKNOWN_PILE_KIND)
   * for a kind that is not column, cell or foundation, NoSuchPileError
   * (NO_SUCH_PILE) for a pile the board does not have, BadOptionError
   * (BAD_OPTION) for a value that is not a pile reference.
   */
  slot(p: PileRef): number {
    if (p === null || typeof p !== 'object') throw new BadOptionError('pile', p, { kind: 'pile' });
    if (typeof p.index !== 'number') throw new BadOptionError('index', p.index, { kind: 'number' });
    const available = this.count(p.kind);
    if (!Number.isInteger(p.index) || p.index < 0 || p.index >= available) throw new NoSuchPileError(p, available);
    switch (p.kind) {
      case 'column':
        return p.index;
      case 'cell':
        return this.variant.columns + p.index;
      default:
        return this.variant.columns + this.variant.cells + p.index;
    }
  }

  /** How many piles of a kind the variant has; throws UnknownPileKindError (UNKNOWN_PILE_KIND) for a kind that is not column, cell or foundation, BadOptionError (BAD_OPTION, `kind`) for one that is not text. */
  count(kind: PileKind): number {
    if (typeof kind !== 'string') throw new BadOptionError('kind', kind, { kind: 'choices', choices: PILE_KINDS });
    switch (kind) {
      case 'column':
        return this.variant.columns;
      case 'cell':
        return this.variant.cells;
      case 'foundation':
        return this.variant.foundations;
      default:
        throw new UnknownPileKindError(kind);
    }
  }

  /** Whether a pile reference is inside the table (false for a kind that is not column, cell or foundation). */
  has(p: PileRef): boolean {
    return p !== null && typeof p === 'object' && (p.kind === 'column' || p.kind === 'cell' || p.kind === 'foundation') && Number.isInteger(p.index) && p.index >= 0 && p.index < this.count(p.kind);
  }

  /** Number of cards on a pile; throws as slot does for a pile the board does not have. */
  size(p: PileRef): number {
    return this.#table.size(this.slot(p));
  }

  /** The top card of a pile, or -1 when empty; throws as slot does for a pile the board does not have. */
  top(p: PileRef): Card {
    return this.#table.peek(this.slot(p));
  }

  /** Card i of a pile from the bottom (0 = first dealt), or -1 when the pile has no card i. */
  at(p: PileRef, i: number): Card {
    if (!this.has(p) || !Number.isInteger(i) || i < 0) return -1;
    // a pile the board has: slot cannot throw
    const j = this.slot(p);
    return i < this.#table.size(j) ? this.#table.at(j, i) : -1;
  }

  /** The cards of a pile, bottom first; throws as slot does for a pile the board does not have. */
  cards(p: PileRef): Card[] {
    return this.#table.cards(this.slot(p));
  }

  /** The cards of column i, bottom first; NoSuchPileError (NO_SUCH_PILE) for a column the board does not have. */
  column(i: number): Card[] {
    return this.#table.cards(this.slot({ kind: 'column', index: i }));
  }

  /** The card in cell i, or -1; NoSuchPileError (NO_SUCH_PILE) for a cell the board does not have. */
  cell(i: number): Card {
    return this.#table.peek(this.slot({ kind: 'cell', index: i }));
  }

  /** The top card of foundation i, or -1; NoSuchPileError (NO_SUCH_PILE) for a foundation the board does not have. */
  foundationTop(i: number): Card {
    return this.#table.peek(this.slot({ kind: 'foundation', index: i }));
  }

  /** Number of empty cells. */
  freeCells(): number {
    let n = 0;
    for (let i = 0; i < this.variant.cells; i++) if (this.#table.peek(this.variant.columns + i) < 0) n++;
    return n;
  }

  /** Number of empty columns, not counting `except` (a column index or -1). */
  emptyColumns(except = -1): number {
    let n = 0;
    for (let i = 0; i < this.variant.columns; i++) if (i !== except && this.#table.size(i) === 0) n++;
    return n;
  }

  /** Number of cards on all foundations. */
  foundationCount(): number {
    let n = 0;
    const first = this.variant.columns + this.variant.cells;
    for (let i = 0; i < this.variant.foundations; i++) n += this.#table.size(first + i);
    return n;
  }

  /** Number of cards on the board. */
  cardCount(): number {
    return this.#table.total();
  }

  /** Whether every card is on a foundation. */
  isCleared(): boolean {
    return this.foundationCount() === this.cardCount();
  }

  /**
   * Moves the top `count` cards of one pile onto another, without checking
   * any rule of play; throws as slot does for a pile the board does not
   * have, BadCountError (BAD_COUNT) or NotEnoughCardsError (NOT_ENOUGH_CARDS)
   * for a count that is not a whole number from 1 to the cards of `from`.
   */
  transfer(from: PileRef, to: PileRef, count: number): void {
    const source = this.slot(from);
    const target = this.slot(to);
    if (!Number.isInteger(count) || count < 1) throw new BadCountError(from, shownValue(count));
    if (count > this.#table.size(source)) throw new NotEnoughCardsError(from, count, this.#table.size(source));
    this.#table.transfer(source, target, count);
  }

  /**
   * Puts a card on a pile, without checking any rule of play (used when
   * dealing; problem() tells a board that is no longer a position); throws
   * as slot does for a pile the board does not have, BadCardError (BAD_CARD)
   * for a number that is not a card, BadOptionError (BAD_OPTION, `card`) for
   * a value that is not a number, BadBoardError (BAD_BOARD,
   * duplicate-card) for a 53rd card.
   */
  place(p: PileRef, card: Card): void {
    const j = this.slot(p);
    checkCard(card);
    if (this.#table.total() >= PACK_SIZE) {
      let first = 0;
      while (first < this.#table.pileCount && !this.#table.cards(first).includes(card)) first++;
      throw new BadBoardError(0, { kind: 'duplicate-card', card, first: placeOfSlot(this.variant, first), second: placeOfSlot(this.variant, j) });
    }
    this.#table.push(j, card);
  }

  /**
   * A string that is equal for two boards exactly when every pile holds the
   * same cards in the same order (the physical layout of the table is ignored).
   */
  key(): string {
    const parts: string[] = [];
    for (let j = 0; j < this.#table.pileCount; j++) parts.push(String.fromCharCode(...this.#table.cards(j).map((c) => c + 48)));
    return parts.join('/');
  }

  /** What `JSON.stringify(board)` writes: the rules and the cards of each pile (BoardJson), the shape of FreecellGame's state() without its move count. */
  toJSON(): BoardJson {
    const v = this.variant;
    const first = v.columns + v.cells;
    return {
      variant: v,
      foundations: Array.from({ length: v.foundations }, (_, i) => this.#table.cards(first + i)),
      cells: Array.from({ length: v.cells }, (_, i) => (this.#table.size(v.columns + i) === 0 ? null : this.#table.peek(v.columns + i))),
      columns: Array.from({ length: v.columns }, (_, i) => this.#table.cards(i)),
    };
  }

  /** Whether two boards hold the same cards on the same piles (false for a value that is not a Board). */
  equals(other: Board): boolean {
    return isBoard(other) && this.key() === other.key();
  }
}

/** The kinds of pile, as a sentence lists them. */
export const PILE_KINDS: readonly PileKind[] = Object.freeze(['column', 'cell', 'foundation'] as const);

/** The place of table index `j` (columns, cells, foundations). */
function placeOfSlot(variant: Variant, j: number): BoardPlace {
  return j < variant.columns ? { kind: 'column', index: j } : j < variant.columns + variant.cells ? { kind: 'cell', index: j - variant.columns } : { kind: 'foundation', index: j - variant.columns - variant.cells };
}

/**
 * What makes piles in table order (columns, cells, foundations) not a
 * position, or null: a value that is not a card (0..51), a card twice, a
 * cell holding more than one card, a foundation that is not a run from the
 * Ace up in one suit, or two foundations of one suit. Cards may be missing
 * (a partial deck).
 */
export function findPilesProblem(variant: Variant, piles: readonly (readonly Card[])[]): BoardProblem | null {
  const placeOf = (j: number): BoardPlace => placeOfSlot(variant, j);
  const cellsFrom = variant.columns;
  const foundationsFrom = variant.columns + variant.cells;
  // the pile of each card met so far, from 1 (0: not met; a variant has at most 244 piles); the suits met on foundations, one bit each
  const where = new Uint8Array(PACK_SIZE);
  let suits = 0;
  for (let j = 0; j < piles.length; j++) {
    const pile = piles[j]!;
    if (j >= cellsFrom && j < foundationsFrom && pile.length > 1) return { kind: 'cell-holds-one' };
    for (let i = 0; i < pile.length; i++) {
      const card = pile[i]!;
      if (!isCard(card)) return { kind: 'not-a-card', token: shownValue(card), place: placeOf(j) };
      const first = where[card]!;
      if (first !== 0) return { kind: 'duplicate-card', card, first: placeOf(first - 1), second: placeOf(j) };
      where[card] = j + 1;
      if (j >= foundationsFrom && (suitOf(card) !== suitOf(pile[0]!) || rankOf(card) !== i + 1)) return { kind: 'foundation-order' };
    }
    if (j >= foundationsFrom && pile.length > 0) {
      const suit = suitOf(pile[0]!);
      if (suits & (1 << suit)) return { kind: 'foundation-twice', suit };
      suits |= 1 << suit;
    }
  }
  return null;
}
