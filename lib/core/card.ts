// Cards as small integers: the encoding every other module relies on.

import { BadCardError, BadOptionError } from './errors';
import type { Card } from './types';

export type { Card } from './types';

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

/** Whether a value is a whole number from min to max. */
function isWholeIn(value: unknown, min: number, max: number): value is number {
  return Number.isInteger(value) && (value as number) >= min && (value as number) <= max;
}

/** The card of a rank (1..13) and suit (0..3); throws BadOptionError (BAD_OPTION, `rank` or `suit`) for anything else. */
export function makeCard(rank: Rank, suit: Suit): Card {
  if (!isWholeIn(rank, ACE, KING)) throw new BadOptionError('rank', rank, { kind: 'range', min: ACE, max: KING });
  if (!isWholeIn(suit, CLUBS, SPADES)) throw new BadOptionError('suit', suit, { kind: 'range', min: CLUBS, max: SPADES });
  return (rank - 1) * 4 + suit;
}

/**
 * Throws BadOptionError (BAD_OPTION, `card` unless named) for a value that
 * is not a number, and BadCardError (BAD_CARD) for a number that is not a
 * card (0..51).
 */
export function checkCard(card: unknown, option = 'card'): asserts card is Card {
  if (typeof card !== 'number') throw new BadOptionError(option, card, { kind: 'range', min: 0, max: PACK_SIZE - 1 });
  if (!isCard(card)) throw new BadCardError(String(card));
}

/** The rank (1..13) of a card; throws BadCardError (BAD_CARD) for a number that is not a card. */
export function rankOf(card: Card): Rank {
  checkCard(card);
  return (card >> 2) + 1;
}

/** The suit (0..3) of a card; throws BadCardError (BAD_CARD) for a number that is not a card. */
export function suitOf(card: Card): Suit {
  checkCard(card);
  return (card & 3) as Suit;
}

/** Whether a card is red (diamonds or hearts); throws BadCardError (BAD_CARD) for a number that is not a card. */
export function isRed(card: Card): boolean {
  checkCard(card);
  const s = card & 3;
  return s === DIAMONDS || s === HEARTS;
}

/** Whether a value, of any type, is a valid card number (a whole number from 0 to 51). */
export function isCard(value: unknown): value is Card {
  return isWholeIn(value, 0, PACK_SIZE - 1);
}

/** The full pack in Microsoft order: AC AD AH AS 2C ... KS. */
export function fullPack(): Card[] {
  const pack: Card[] = [];
  for (let c = 0; c < PACK_SIZE; c++) pack.push(c);
  return pack;
}
