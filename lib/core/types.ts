// The core's value types that the errors name too (cards, piles, moves), apart from the code that makes them, so that every module can name them without importing that code.

/**
 * A card is one integer 0..51: card = (rank - 1) * 4 + suit, suits in the
 * order clubs, diamonds, hearts, spades. This is also Microsoft FreeCell's
 * deck order (AC AD AH AS 2C ... KS), so a deck index is a card.
 */
export type Card = number;

/** The three kinds of pile on a FreeCell table. */
export type PileKind = 'column' | 'cell' | 'foundation';

/** A pile by kind and 0-based index. */
export interface PileRef {
  readonly kind: PileKind;
  readonly index: number;
}

/** Moving `count` cards from the end of one pile onto another. */
export interface Move {
  readonly from: PileRef;
  readonly to: PileRef;
  readonly count: number;
}
