// Cards as small integers: the encoding every other module relies on.

/**
 * A card is one integer 0..51: card = (rank - 1) * 4 + suit, suits in the
 * order clubs, diamonds, hearts, spades. This is also Microsoft FreeCell's
 * deck order (AC AD AH AS 2C ... KS), so a deck index is a card.
 */
export type Card = number;

/** Suit index: 0 clubs, 1 diamonds, 2 hearts, 3 spades. */
export type Suit = 0 | 1 | 2 | 3;

/** Rank 1 (Ace) to 13 (King). */
export type Rank = number;

export const CLUBS: Suit = 0;
export const DIAMONDS: Suit = 1;
export const HEARTS: Suit = 2;
export const SPADES: Suit = 3;

export const ACE: Rank = 1;
export const KING: Rank = 13;

/** Number of cards in a full pack. */
export const PACK_SIZE = 52;

/** The card of a rank and suit. */
export function makeCard(rank: Rank, suit: Suit): Card {
  return (rank - 1) * 4 + suit;
}

/** The rank (1..13) of a card. */
export function rankOf(card: Card): Rank {
  return (card >> 2) + 1;
}

/** The suit (0..3) of a card. */
export function suitOf(card: Card): Suit {
  return (card & 3) as Suit;
}

/** Whether a card is red (diamonds or hearts). */
export function isRed(card: Card): boolean {
  const s = card & 3;
  return s === DIAMONDS || s === HEARTS;
}

/** Whether a value is a valid card number. */
export function isCard(value: number): value is Card {
  return Number.isInteger(value) && value >= 0 && value < PACK_SIZE;
}

/** The full pack in Microsoft order: AC AD AH AS 2C ... KS. */
export function fullPack(): Card[] {
  const pack: Card[] = [];
  for (let c = 0; c < PACK_SIZE; c++) pack.push(c);
  return pack;
}
