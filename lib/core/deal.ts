// Deals: Microsoft / FreeCell Pro game numbers, and dealing a deck onto a board.

import { type Card, PACK_SIZE, fullPack, isCard } from './card';
import { Board } from './board';
import { BadDeckError, BadGameNumberError } from './errors';
import { column } from './move';
import type { Variant } from './variant';

/** The highest FreeCell Pro game number (2^33 - 1). */
export const MAX_GAME_NUMBER = 8_589_934_591;

const TWO_32 = 4_294_967_296;

/** Whether a value is a valid game number (1 .. 8,589,934,591). */
export function isGameNumber(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_GAME_NUMBER;
}

/** The game number in a string of digits; throws BadGameNumberError (BAD_GAME_NUMBER). */
export function parseGameNumber(text: string): number {
  const t = text.trim().replace(/[_,]/g, '');
  if (!/^\d{1,10}$/.test(t) || !isGameNumber(Number(t))) throw new BadGameNumberError(text);
  return Number(t);
}

/**
 * The 52 cards of Microsoft FreeCell's deal `game`, in dealing order.
 * Below 2^31 this is Microsoft's deal (the Visual C rand(): seed * 214013 +
 * 2531011, bits 16-30); from 2^31 to 2^32 - 1 FreeCell Pro sets bit 15 of each
 * random number; from 2^32 up the seed is game - 2^32 and each random number
 * is bits 16-31 plus one. Throws BadGameNumberError (BAD_GAME_NUMBER).
 */
export function microsoftDeal(game: number): Card[] {
  if (!isGameNumber(game)) throw new BadGameNumberError(String(game));
  let seed = game < TWO_32 ? game : game - TWO_32;
  const next = (): number => {
    seed = (Math.imul(seed, 214013) + 2531011) >>> 0;
    if (game >= TWO_32) return ((seed >>> 16) & 0xffff) + 1;
    const r = (seed >>> 16) & 0x7fff;
    return game < 0x80000000 ? r : r | 0x8000;
  };
  const deck = fullPack();
  const dealt: Card[] = [];
  for (let left = PACK_SIZE; left > 0; left--) {
    const j = next() % left;
    dealt.push(deck[j]!);
    deck[j] = deck[left - 1]!;
  }
  return dealt;
}

/** Checks a deck for dealing: 1 to 52 distinct cards; throws BadDeckError (BAD_DECK). */
export function validateDeck(cards: readonly Card[]): void {
  if (cards.length === 0) throw new BadDeckError('empty', 'the deck has no cards');
  if (cards.length > PACK_SIZE) {
    throw new BadDeckError('too-many', `the deck has ${cards.length} cards, more than ${PACK_SIZE}`, PACK_SIZE + 1);
  }
  const seen = new Map<Card, number>();
  cards.forEach((card, i) => {
    if (!isCard(card)) throw new RangeError(`not a card: ${card}`);
    const first = seen.get(card);
    if (first !== undefined) {
      throw new BadDeckError('duplicate', `card ${i + 1} repeats card ${first + 1}`, i + 1, undefined, first + 1);
    }
    seen.set(card, i);
  });
}

/**
 * A new board with the cards dealt one to each column from left to right,
 * round after round (7,7,7,7,6,6,6,6 for 52 cards on 8 columns). Throws
 * BadDeckError (BAD_DECK).
 */
export function dealBoard(variant: Variant, cards: readonly Card[]): Board {
  validateDeck(cards);
  const board = Board.empty(variant);
  cards.forEach((card, i) => board.place(column(i % variant.columns), card));
  return board;
}
