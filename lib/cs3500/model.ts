// The CS 3500 FreeCell model: the assignment's interface over the engine's board, rules and deal.

import {
  type Board,
  type PileRef,
  type SequenceMoves,
  type Variant,
  BadVariantError,
  NoSuchCardError,
  NoSuchPileError,
  RuleError,
  VARIANT_LIMITS,
  applyMove,
  cell,
  column,
  dealBoard,
  findVariant,
  foundation,
  fullPack,
  isWon,
  refineVariant,
  shuffleDeck,
  givenIndex,
} from '../core';
import { formatCs3500 } from '../notation';
import { Card, fromEngine, isCard, toEngine } from './card';
import { IllegalArgumentError, IllegalStateError } from './errors';
import { TEXTS, ruleSentence } from './texts';

/** The three kinds of pile. */
export enum PileType {
  FOUNDATION = 'FOUNDATION',
  OPEN = 'OPEN',
  CASCADE = 'CASCADE',
}

/** The fewest cascade piles a game may have (the assignment's "as few as four"). */
export const MIN_CASCADE_PILES = 4;
/** The fewest open piles a game may have (the assignment's "as few as one"). */
export const MIN_OPEN_PILES = 1;
/** The most cascade piles a game may have (the engine's limit). */
export const MAX_CASCADE_PILES = VARIANT_LIMITS.columns.max;
/** The most open piles a game may have (the engine's limit). */
export const MAX_OPEN_PILES = VARIANT_LIMITS.cells.max;

/** The queries of a FreeCell model: read its state, never change it. */
export interface FreecellModelState<K> {
  /** Cards in foundation pile `index` (0-based); IllegalArgumentError for a bad index, IllegalStateError before startGame. */
  getNumCardsInFoundationPile(index: number): number;
  /** The number of cascade piles, or -1 before startGame. */
  getNumCascadePiles(): number;
  /** Cards in cascade pile `index` (0-based); IllegalArgumentError for a bad index, IllegalStateError before startGame. */
  getNumCardsInCascadePile(index: number): number;
  /** Cards in open pile `index` (0-based, 0 or 1); IllegalArgumentError for a bad index, IllegalStateError before startGame. */
  getNumCardsInOpenPile(index: number): number;
  /** The number of open piles, or -1 before startGame. */
  getNumOpenPiles(): number;
  /** Card `cardIndex` (0 = bottom) of foundation pile `pileIndex`; IllegalArgumentError for a bad index, IllegalStateError before startGame. */
  getFoundationCardAt(pileIndex: number, cardIndex: number): K;
  /** Card `cardIndex` (0 = first dealt) of cascade pile `pileIndex`; IllegalArgumentError for a bad index, IllegalStateError before startGame. */
  getCascadeCardAt(pileIndex: number, cardIndex: number): K;
  /** The card in open pile `pileIndex`, or null when it is empty; IllegalArgumentError for a bad index, IllegalStateError before startGame. */
  getOpenCardAt(pileIndex: number): K | null;
}

/** The assignment's model interface, generic over the card type. */
export interface IFreeCellModel<K> extends FreecellModelState<K> {
  /** A valid deck of the 52 cards, as a new list each time. */
  getDeck(): K[];
  /**
   * Deals `deck` (shuffled first when `shuffle`) round-robin onto `numCascadePiles` cascade piles, with
   * `numOpenPiles` empty open piles and four empty foundation piles, replacing any game in progress;
   * IllegalArgumentError for an invalid deck or pile count (the game in progress, if any, is kept).
   */
  startGame(deck: readonly K[], numCascadePiles: number, numOpenPiles: number, shuffle: boolean): void;
  /**
   * Moves the cards from index `cardIndex` to the end of pile `pileNumber` of `source` onto pile
   * `destPileNumber` of `destination` (all 0-based); IllegalArgumentError when the move is not possible
   * (the game is unchanged), IllegalStateError before startGame.
   */
  move(source: PileType, pileNumber: number, cardIndex: number, destination: PileType, destPileNumber: number): void;
  /** Whether every card is on the foundation piles (false before startGame). */
  isGameOver(): boolean;
  /** The state as text, a line per pile (F1.., O1.., C1..; `F1: A♣, 2♣`, `O1:`), no newline at the end; "" before startGame. */
  getGameState(): string;
}

function pileRef(type: PileType, index: number): PileRef {
  switch (type) {
    case PileType.FOUNDATION:
      return foundation(index);
    case PileType.OPEN:
      return cell(index);
    case PileType.CASCADE:
      return column(index);
    default:
      throw new IllegalArgumentError(TEXTS.badPileType(type));
  }
}

function illegal(err: RuleError): IllegalArgumentError {
  return new IllegalArgumentError(ruleSentence(err), { cause: err });
}

/** The engine's numbers of a deck of the course's cards; IllegalArgumentError when it is not the 52 cards once each. */
function readDeck(deck: unknown): number[] {
  if (deck === null || deck === undefined) throw new IllegalArgumentError(TEXTS.deckMissing);
  if (!Array.isArray(deck)) throw new IllegalArgumentError(TEXTS.deckNotAList);
  if (deck.length !== 52) throw new IllegalArgumentError(TEXTS.deckSize(deck.length));
  const first = new Map<number, number>();
  const numbers: number[] = [];
  // an index loop, not map: map passes over a hole in a sparse list
  for (let i = 0; i < deck.length; i++) {
    if (!(i in deck)) throw new IllegalArgumentError(TEXTS.deckItemMissing(i + 1));
    const card: unknown = deck[i];
    if (!isCard(card)) throw new IllegalArgumentError(TEXTS.notACard(i + 1));
    const n = toEngine(card);
    const before = first.get(n);
    if (before !== undefined) throw new IllegalArgumentError(TEXTS.repeatedCard(i + 1, card.toString(), before));
    first.set(n, i + 1);
    numbers.push(n);
  }
  return numbers;
}

function pileCount(what: 'cascade' | 'open', value: number, min: number, max: number): number {
  if (!Number.isInteger(value) || value < min || value > max) throw new IllegalArgumentError(TEXTS.pileCount(what, value, min, max));
  return value;
}

/**
 * The single-move model: each move carries one card, the last of a cascade
 * or the card of an open pile, to a foundation, open or cascade pile (cards
 * never leave a foundation pile).
 */
export class SimpleFreecellModel implements IFreeCellModel<Card> {
  private board: Board | null = null;

  /** A model with no game yet; `random` (numbers in [0, 1)) shuffles decks when startGame is asked to; IllegalArgumentError when it is not a function. */
  constructor(private readonly random: () => number = Math.random) {
    if (typeof random !== 'function') throw new IllegalArgumentError(TEXTS.notARandom(random));
  }

  /** How many cards one move may carry: one at a time here. */
  protected sequenceMoves(): SequenceMoves {
    return 'single';
  }

  private started(): Board {
    if (this.board === null) throw new IllegalStateError(TEXTS.notStarted);
    return this.board;
  }

  private rules(numCascadePiles: number, numOpenPiles: number): Variant {
    const columns = pileCount('cascade', numCascadePiles, MIN_CASCADE_PILES, MAX_CASCADE_PILES);
    const cells = pileCount('open', numOpenPiles, MIN_OPEN_PILES, MAX_OPEN_PILES);
    try {
      return refineVariant(findVariant('freecell'), { columns, cells, cellsDealt: 0, emptyColumn: 'any', sequenceMoves: this.sequenceMoves() });
    } catch (e) {
      if (e instanceof BadVariantError) throw new IllegalArgumentError(e.message, { cause: e });
      throw e;
    }
  }

  getDeck(): Card[] {
    return fullPack().map(fromEngine);
  }

  startGame(deck: readonly Card[], numCascadePiles: number, numOpenPiles: number, shuffle: boolean): void {
    const cards = readDeck(deck);
    const variant = this.rules(numCascadePiles, numOpenPiles);
    if (typeof shuffle !== 'boolean') throw new IllegalArgumentError(TEXTS.notABoolean(shuffle));
    this.board = dealBoard(variant, shuffle ? shuffleDeck(cards, this.random) : cards);
  }

  move(source: PileType, pileNumber: number, cardIndex: number, destination: PileType, destPileNumber: number): void {
    const board = this.started();
    const from = pileRef(source, pileNumber);
    const to = pileRef(destination, destPileNumber);
    if (!board.has(from)) throw illegal(new NoSuchPileError(from, board.count(from.kind)));
    if (!board.has(to)) throw illegal(new NoSuchPileError(to, board.count(to.kind)));
    const size = board.size(from);
    // A foundation pile or an empty pile is refused by the rules (ILLEGAL_SOURCE, EMPTY_SOURCE) whatever the card index, as FreecellGame.move refuses it.
    let count = 1;
    if (from.kind !== 'foundation' && size > 0) {
      if (!Number.isInteger(cardIndex) || cardIndex < 0 || cardIndex >= size) throw illegal(new NoSuchCardError(from, cardIndex, size));
      count = size - cardIndex;
    }
    try {
      this.board = applyMove(board, { from, to, count });
    } catch (e) {
      if (e instanceof RuleError) throw illegal(e);
      throw e;
    }
  }

  isGameOver(): boolean {
    return this.board !== null && isWon(this.board);
  }

  getGameState(): string {
    return this.board === null ? '' : formatCs3500(this.board);
  }

  getNumCascadePiles(): number {
    return this.board === null ? -1 : this.board.variant.columns;
  }

  getNumOpenPiles(): number {
    return this.board === null ? -1 : this.board.variant.cells;
  }

  private pile(type: PileType, index: number): { board: Board; pile: PileRef } {
    const board = this.started();
    const pile = pileRef(type, index);
    if (!board.has(pile)) throw new IllegalArgumentError(TEXTS.noSuchPile(pile.kind, givenIndex(index), board.count(pile.kind)));
    return { board, pile };
  }

  private cardAt(type: PileType, pileIndex: number, cardIndex: number): Card {
    const { board, pile } = this.pile(type, pileIndex);
    const size = board.size(pile);
    if (!Number.isInteger(cardIndex) || cardIndex < 0 || cardIndex >= size) throw new IllegalArgumentError(TEXTS.noSuchCard(pile, givenIndex(cardIndex), size));
    return fromEngine(board.at(pile, cardIndex));
  }

  getNumCardsInFoundationPile(index: number): number {
    const { board, pile } = this.pile(PileType.FOUNDATION, index);
    return board.size(pile);
  }

  getNumCardsInCascadePile(index: number): number {
    const { board, pile } = this.pile(PileType.CASCADE, index);
    return board.size(pile);
  }

  getNumCardsInOpenPile(index: number): number {
    const { board, pile } = this.pile(PileType.OPEN, index);
    return board.size(pile);
  }

  getFoundationCardAt(pileIndex: number, cardIndex: number): Card {
    return this.cardAt(PileType.FOUNDATION, pileIndex, cardIndex);
  }

  getCascadeCardAt(pileIndex: number, cardIndex: number): Card {
    return this.cardAt(PileType.CASCADE, pileIndex, cardIndex);
  }

  getOpenCardAt(pileIndex: number): Card | null {
    const { board, pile } = this.pile(PileType.OPEN, pileIndex);
    return board.size(pile) === 0 ? null : fromEngine(board.top(pile));
  }
}

/** The multi-move model: a build moves from cascade to cascade at once, up to (free open piles + 1) x 2^(empty cascades other than the destination) cards. */
export class MultiMoveFreecellModel extends SimpleFreecellModel {
  /** Runs move at once, as far as the free space allows. */
  protected override sequenceMoves(): SequenceMoves {
    return 'free-space';
  }
}

/** The two kinds of model the creator makes. */
export enum GameType {
  SINGLEMOVE = 'SINGLEMOVE',
  MULTIMOVE = 'MULTIMOVE',
}

/** Makes models by game type. */
export class FreecellModelCreator {
  /** A new model: SimpleFreecellModel for SINGLEMOVE, MultiMoveFreecellModel for MULTIMOVE; IllegalArgumentError for anything else. */
  static create(type: GameType): IFreeCellModel<Card> {
    switch (type) {
      case GameType.SINGLEMOVE:
        return new SimpleFreecellModel();
      case GameType.MULTIMOVE:
        return new MultiMoveFreecellModel();
      default:
        throw new IllegalArgumentError(TEXTS.badGameType(type));
    }
  }
}
