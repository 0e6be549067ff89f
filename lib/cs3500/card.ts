// The course's card: a value from ace to king and a suit, validated when made, printed like A♣ or 10♦.

import { type Card as CardNumber, type Suit as SuitIndex, makeCard, rankOf, suitOf } from '../core';
import { formatCard, findCard } from '../notation';
import { IllegalArgumentError } from './errors';
import { TEXTS } from './texts';

/** The four suits, by their symbols. */
export enum Suit {
  CLUBS = '♣',
  DIAMONDS = '♦',
  HEARTS = '♥',
  SPADES = '♠',
}

/** A card's colour: hearts and diamonds are red, clubs and spades black. */
export enum Color {
  RED = 'RED',
  BLACK = 'BLACK',
}

/** The suits in the engine's order (its suit index 0 to 3). */
const SUITS: readonly Suit[] = [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES];

/** Whether a value is a Card its constructor made (an object made from Card.prototype without it has no value or suit). */
export function isCard(value: unknown): value is Card {
  return value instanceof Card && Number.isInteger(value.value) && value.value >= 1 && value.value <= 13 && SUITS.includes(value.suit);
}

/** One playing card; immutable. */
export class Card {
  /** The value: 1 (ace) to 13 (king); 11, 12 and 13 are jack, queen and king. */
  readonly value: number;
  readonly suit: Suit;

  /** A card of `value` 1 (ace) to 13 (king) and a `suit`; throws IllegalArgumentError for anything else. */
  constructor(value: number, suit: Suit) {
    if (!Number.isInteger(value) || value < 1 || value > 13) throw new IllegalArgumentError(TEXTS.badValue(value));
    if (!SUITS.includes(suit)) throw new IllegalArgumentError(TEXTS.badSuit(suit));
    this.value = value;
    this.suit = suit;
    Object.freeze(this);
  }

  /** The card a text names: `A♣`, `10♦`, `QS`, `th`; throws IllegalArgumentError. */
  static parse(text: string): Card {
    if (typeof text !== 'string') throw new IllegalArgumentError(TEXTS.cardNotText(text));
    const card = findCard(text);
    if (card === undefined) throw new IllegalArgumentError(TEXTS.notACardText(text));
    return fromEngine(card);
  }

  /** The value, 1 (ace) to 13 (king). */
  getValue(): number {
    return this.value;
  }

  /** The suit. */
  getSuit(): Suit {
    return this.suit;
  }

  /** RED for hearts and diamonds, BLACK for clubs and spades. */
  getColor(): Color {
    return this.suit === Suit.HEARTS || this.suit === Suit.DIAMONDS ? Color.RED : Color.BLACK;
  }

  /** The card as the state text shows it: value (A, 2 to 10, J, Q, K) then suit symbol, e.g. `A♣`, `10♦`. */
  toString(): string {
    return formatCard(toEngine(this));
  }

  /** Whether `other` is a card of the same value and suit. */
  equals(other: unknown): boolean {
    return other instanceof Card && other.value === this.value && other.suit === this.suit;
  }

  /** A number equal for equal cards (0 to 51). */
  hashCode(): number {
    return toEngine(this);
  }
}

/** The engine's number of a card (0..51). */
export function toEngine(card: Card): CardNumber {
  return makeCard(card.value, SUITS.indexOf(card.suit) as SuitIndex);
}

const BY_NUMBER: readonly Card[] = Array.from({ length: 52 }, (_, n) => new Card(rankOf(n), SUITS[suitOf(n)]!));

/** The card for an engine number (one shared immutable instance per card). */
export function fromEngine(card: CardNumber): Card {
  return BY_NUMBER[card]!;
}
