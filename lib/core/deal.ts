// Deals: Microsoft / FreeCell Pro game numbers, and dealing a deck onto a board.

import { type Card, PACK_SIZE, checkCard, fullPack, isCard } from './card';
import { Board } from './board';
import { checkFlag, checkList, checkOptionsObject } from './arguments';
import { BadDeckError, BadGameNumberError, BadOptionError } from './errors';
import { type Variant, validateVariant } from './variant';

/** The highest FreeCell Pro game number (2^33 - 1). */
export const MAX_GAME_NUMBER = 8_589_934_591;

const TWO_32 = 4_294_967_296;

/** Whether a value is a valid game number (1 .. 8,589,934,591). */
export function isGameNumber(n: number): boolean {
  return Number.isSafeInteger(n) && n >= 1 && n <= MAX_GAME_NUMBER;
}

/** The game number in a string of digits; throws BadGameNumberError (BAD_GAME_NUMBER). */
export function parseGameNumber(text: string): number {
  if (typeof text !== 'string') throw new BadOptionError('text', text, { kind: 'text' });
  const t = text.trim().replace(/[_,]/g, '');
  if (!/^\d{1,10}$/.test(t) || !isGameNumber(Number(t))) throw new BadGameNumberError(text);
  return Number(t);
}

/** Throws BadOptionError (BAD_OPTION, naming it) for a game number that is not a number (a number out of range is BAD_GAME_NUMBER, its content). */
export function checkGameType(game: unknown, option: string): asserts game is number {
  if (typeof game !== 'number') throw new BadOptionError(option, game, { kind: 'range', min: 1, max: MAX_GAME_NUMBER });
}

/** The random numbers of game `game`: Microsoft's generator and FreeCell Pro's extension (see microsoftDeal). */
function microsoftRandom(game: number): () => number {
  let seed = game < TWO_32 ? game : game - TWO_32;
  return (): number => {
    seed = (Math.imul(seed, 214013) + 2531011) >>> 0;
    if (game >= TWO_32) return ((seed >>> 16) & 0xffff) + 1;
    const r = (seed >>> 16) & 0x7fff;
    return game < 0x80000000 ? r : r | 0x8000;
  };
}

/**
 * The cards of `deck` in the order Microsoft FreeCell's shuffle for game
 * `game` deals them: with the ordered pack (fullPack) this is deal `game`
 * itself; any other deck, of any size, goes through the same permutation
 * steps. Throws BadGameNumberError (BAD_GAME_NUMBER) for a number that is
 * not a game number, and BadOptionError (BAD_OPTION) for a deck that is not
 * a list or a game that is not a number.
 */
export function microsoftShuffle(deck: readonly Card[], game: number): Card[] {
  checkList(deck, 'deck');
  checkGameType(game, 'game');
  if (!isGameNumber(game)) throw new BadGameNumberError(String(game));
  const next = microsoftRandom(game);
  const left = [...deck];
  const dealt: Card[] = [];
  for (let n = left.length; n > 0; n--) {
    const j = next() % n;
    dealt.push(left[j]!);
    left[j] = left[n - 1]!;
  }
  return dealt;
}

/**
 * The 52 cards of Microsoft FreeCell's deal `game`, in dealing order.
 * Below 2^31 this is Microsoft's deal (the Visual C rand(): seed * 214013 +
 * 2531011, bits 16-30); from 2^31 to 2^32 - 1 FreeCell Pro sets bit 15 of each
 * random number; from 2^32 up the seed is game - 2^32 and each random number
 * is bits 16-31 plus one. Throws BadGameNumberError (BAD_GAME_NUMBER) for a
 * number that is not a game number, BadOptionError (BAD_OPTION, `game`) for a
 * value that is not a number.
 */
export function microsoftDeal(game: number): Card[] {
  return microsoftShuffle(fullPack(), game);
}

/**
 * A uniformly shuffled copy of `deck` (Fisher-Yates), drawing from
 * `random`, a source of numbers in [0, 1) such as a seeded generator; the
 * rules core never picks its own randomness. The copy holds the same cards
 * whatever `random` returns: a number outside [0, 1) counts as the nearest
 * end, anything that is not a finite number as 0. Throws BadOptionError
 * (BAD_OPTION) for a deck that is not a list or a random that is not a function.
 */
export function shuffleDeck(deck: readonly Card[], random: () => number): Card[] {
  checkList(deck, 'deck');
  if (typeof random !== 'function') throw new BadOptionError('random', random, { kind: 'function' });
  const cards = [...deck];
  for (let i = cards.length - 1; i > 0; i--) {
    const r = random();
    const j = Number.isFinite(r) ? Math.min(i, Math.max(0, Math.floor(r * (i + 1)))) : 0;
    [cards[i], cards[j]] = [cards[j]!, cards[i]!];
  }
  return cards;
}

/** What validateDeck checks beyond 1 to 52 distinct cards, and how its errors name the cards. */
export interface DeckCheck {
  /** Require all 52 cards (default false: a partial deck deals too). */
  readonly fullPack?: boolean;
  /** Each card as the input wrote it (a deck file's token, an API caller's value), for the error to name. */
  readonly written?: readonly string[];
}

/**
 * The one check of a deck for dealing: 1 to 52 distinct cards, exactly 52
 * with `fullPack`. Reads the cards in order and throws BadDeckError
 * (BAD_DECK) for the first fault: `unknown-token` for a value that is not
 * a card number (0..51; parsers pass -1 for a token that spells no card),
 * `too-many` at the 53rd card, `duplicate` naming the first copy, then
 * `empty` or `too-few`; BadOptionError (BAD_OPTION) for `cards` that are not
 * a list, an item that is not a number or a hole in a sparse list
 * (`cards[i]`, `missing`) or a `check` that is not a DeckCheck.
 */
export function validateDeck(cards: readonly Card[], check: DeckCheck = {}): void {
  checkOptionsObject(check, ['fullPack', 'written']);
  checkFlag('fullPack', check.fullPack);
  if (check.written !== undefined && !Array.isArray(check.written)) throw new BadOptionError('written', check.written, { kind: 'list' });
  if (!Array.isArray(cards)) throw new BadOptionError('cards', cards, { kind: 'list' });
  // a hole or a value of another type (undefined among them) is a wrong argument, before any card is judged
  for (let i = 0; i < cards.length; i++) {
    if (!(i in cards)) throw new BadOptionError(`cards[${i}]`, undefined, { kind: 'range', min: 0, max: PACK_SIZE - 1 }, true);
    if (typeof cards[i] !== 'number') checkCard(cards[i], `cards[${i}]`);
  }
  if (cards.length === 0) throw new BadDeckError('empty', {});
  const written = (i: number): string | undefined => check.written?.[i];
  // the position of each card met so far, from 1 (0: not met)
  const seen = new Uint8Array(PACK_SIZE);
  for (let i = 0; i < cards.length; i++) {
    const card = cards[i]!;
    if (!isCard(card)) throw new BadDeckError('unknown-token', { position: i + 1, token: written(i) ?? String(card) });
    if (i >= PACK_SIZE) throw new BadDeckError('too-many', { position: i + 1, token: written(i), count: cards.length });
    const first = seen[card]!;
    if (first !== 0) throw new BadDeckError('duplicate', { position: i + 1, token: written(i), firstPosition: first });
    seen[card] = i + 1;
  }
  if (check.fullPack && cards.length < PACK_SIZE) throw new BadDeckError('too-few', { count: cards.length });
}

/** How many of `total` cards a variant's deal puts in the cells: the last `cellsDealt`, or all when there are fewer. */
export function cardsDealtToCells(variant: Variant, total: number): number {
  return Math.min(variant.cellsDealt, total);
}

/**
 * A new board with the cards dealt in order: all but the last
 * `variant.cellsDealt` one to each column from left to right, round after
 * round (7,7,7,7,6,6,6,6 for 52 cards on 8 columns); then the last ones to
 * cells 1, 2, ... in order (Eight Off: 48 cards on 8 columns, 4 cells
 * filled). A partial deck deals the same way. Throws BadDeckError
 * (BAD_DECK), BadVariantError (BAD_VARIANT) for a variant that is not one.
 */
export function dealBoard(variant: Variant, cards: readonly Card[]): Board {
  validateVariant(variant);
  validateDeck(cards);
  const piles: Card[][] = [];
  for (let j = 0; j < variant.columns + variant.cells + variant.foundations; j++) piles.push([]);
  const toColumns = cards.length - cardsDealtToCells(variant, cards.length);
  for (let i = 0; i < cards.length; i++) piles[i < toColumns ? i % variant.columns : variant.columns + i - toColumns]!.push(cards[i]!);
  return Board.fromPiles(variant, piles);
}
