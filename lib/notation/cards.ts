// Card spellings: parsing every common form and printing Unicode or ASCII.

import { type Card, type Suit, BadCardError, BadOptionError, checkCard, checkFlag, checkOptionsObject, isRed, makeCard, rankOf, suitOf } from '../core';

// Maps, not objects: they are looked up with text from files and the keyboard.
const RANK_WORDS: ReadonlyMap<string, number> = new Map(Object.entries({
  a: 1, '1': 1, '2': 2, '3': 3, '4': 4, '5': 5, '6': 6, '7': 7, '8': 8, '9': 9,
  t: 10, '10': 10, j: 11, q: 12, k: 13,
}));

const SUIT_WORDS: ReadonlyMap<string, Suit> = new Map(Object.entries({
  c: 0, '♣': 0, '♧': 0,
  d: 1, '♦': 1, '♢': 1,
  h: 2, '♥': 2, '♡': 2,
  s: 3, '♠': 3, '♤': 3,
} as Record<string, Suit>));

const RANK_TEXT = ['', 'A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_GLYPH = ['♣', '♦', '♥', '♠'];
const SUIT_LETTER = ['C', 'D', 'H', 'S'];

/** The card a token spells (`K♠`, `KS`, `ks`, `10♥`, `TH`, `10h`, `1c`), or undefined when it spells none. */
export function findCard(token: string): Card | undefined {
  if (typeof token !== 'string') return undefined;
  const t = token.trim().toLowerCase().replace(/\uFE0F|\uFE0E/g, '');
  const m = /^(10|[a1-9tjqk])(.)$/u.exec(t);
  if (!m) return undefined;
  const rank = RANK_WORDS.get(m[1]!);
  const suit = SUIT_WORDS.get(m[2]!);
  if (rank === undefined || suit === undefined) return undefined;
  return makeCard(rank, suit);
}

/** The card a token spells (any form findCard reads); throws BadCardError (BAD_CARD) when it spells none, BadOptionError (BAD_OPTION, `token`) when it is not text. */
export function parseCard(token: string): Card {
  if (typeof token !== 'string') throw new BadOptionError('token', token, { kind: 'text' });
  const card = findCard(token);
  if (card === undefined) throw new BadCardError(token);
  return card;
}

/** How a card is spelled on screen. */
export interface CardStyle {
  /** Suit letters (`10H`) instead of suit symbols (`10♥`). */
  readonly ascii?: boolean;
}

/** A card as text: rank `A 2-10 J Q K` and a suit symbol, or a suit letter with `ascii`; throws BadCardError (BAD_CARD) for a number that is not a card (0..51), BadOptionError (BAD_OPTION) for a card that is not a number or a style that is not a CardStyle. */
export function formatCard(card: Card, style: CardStyle = {}): string {
  checkOptionsObject(style, ['ascii']);
  checkFlag('ascii', style.ascii);
  checkCard(card);
  const suit = suitOf(card);
  return RANK_TEXT[rankOf(card)]! + (style.ascii ? SUIT_LETTER[suit]! : SUIT_GLYPH[suit]!);
}

/** A card in Freecell Solver's spelling: ranks `A 2-9 T J Q K`, suits `C D H S`; throws BadCardError (BAD_CARD) for a number that is not a card (0..51), BadOptionError (BAD_OPTION, `card`) for a value that is not a number. */
export function formatCardFcs(card: Card): string {
  checkCard(card);
  const r = rankOf(card);
  return (r === 10 ? 'T' : RANK_TEXT[r]!) + SUIT_LETTER[suitOf(card)]!;
}

/** The display name of a suit ("clubs", ...). */
export function suitName(suit: Suit): string {
  return ['clubs', 'diamonds', 'hearts', 'spades'][suit]!;
}

/** Whether a card is drawn in red. */
export { isRed };
