// The library API: a FreeCell game object for other programs, after the NEU CS 3500 model interface.

import {
  type Board,
  type Card,
  type PileKind,
  type Move,
  type PileRef,
  type Variant,
  BadOptionError,
  NoSuchCardError,
  checkPosition,
  checkFlag,
  checkOptionsObject,
  UnknownPileKindError,
  applyMove,
  cell,
  column,
  dealBoard,
  findVariant,
  listVariants,
  foundation,
  fullPack,
  isWon,
  legalMoves,
  microsoftShuffle,
  refineVariant,
  shuffleDeck,
  validateDeck,
  validateVariant,
  checkGameType,
  PILE_KINDS,
} from '../core';
import { findCard, formatCs3500 } from '../notation';

/** The three kinds of pile, as `move` names them (the CS 3500 OPEN, FOUNDATION and CASCADE). */
export type PileType = PileKind;

const PILE_TYPES: readonly string[] = ['cell', 'foundation', 'column'];

/** The names GameOptions has (a caller without types may misspell one). */
const GAME_OPTION_KEYS: readonly (keyof GameOptions)[] = ['deck', 'variant', 'columns', 'cells', 'seed', 'random', 'partialDeck'];

/** How to start a game: every field is optional (the ordered pack, dealt as it is, under FreeCell rules). */
export interface GameOptions {
  /**
   * The cards in dealing order: card numbers (0..51) or spellings such as
   * `A♠`, `AS`, `10h`, `TH`. Default: the ordered pack (`getDeck()`).
   */
  readonly deck?: readonly (Card | string)[];
  /** The rules: a variant record or a registered name such as `bakers` or `eight-off`. Default FreeCell. */
  readonly variant?: Variant | string;
  /** Number of columns (4 to 120), replacing the variant's. */
  readonly columns?: number;
  /** Number of free cells (0 to 120), replacing the variant's. */
  readonly cells?: number;
  /**
   * Shuffle with Microsoft FreeCell's generator before dealing (game
   * numbers 1 to 8,589,934,591): the ordered pack with seed N is Microsoft
   * deal N.
   */
  readonly seed?: number;
  /** Shuffle uniformly (Fisher-Yates) with this source of numbers in [0, 1) before dealing. */
  readonly random?: () => number;
  /** Accept a deck of fewer than 52 cards (default false: exactly 52). */
  readonly partialDeck?: boolean;
}

/** A move as `move` takes it: 0-based piles, and the index in the source pile of the first card moved. */
export interface GameMove {
  readonly sourceType: PileType;
  readonly sourceIndex: number;
  readonly cardIndex: number;
  readonly destType: PileType;
  readonly destIndex: number;
}

/** The position as a value: piles bottom card first, a cell null when empty. */
export interface GameState {
  /** The rules in force. */
  readonly variant: Variant;
  readonly foundations: readonly (readonly Card[])[];
  readonly cells: readonly (Card | null)[];
  readonly columns: readonly (readonly Card[])[];
  /** Moves played so far. */
  readonly moves: number;
  /** Every card is on a foundation. */
  readonly over: boolean;
}

/** A new ordered pack: A♣ A♦ A♥ A♠ 2♣ ... K♠, as card numbers 0..51 (Microsoft's order). */
export function getDeck(): Card[] {
  return fullPack();
}

/**
 * The deck as card numbers, checked by the core's validateDeck: BadDeckError
 * (BAD_DECK) with reason `unknown-token`, `duplicate`, `empty`, `too-many`,
 * or `too-few` (fewer than 52 without `partialDeck`); BadOptionError
 * (BAD_OPTION) when `deck` is not a list, an item is neither a number nor
 * text or is a hole in a sparse list (`deck[i]`, `missing`) or
 * `partialDeck` not true or false.
 */
export function readDeck(deck: readonly (Card | string)[], partialDeck = false): Card[] {
  if (!Array.isArray(deck)) throw new BadOptionError('deck', deck, { kind: 'list' });
  checkFlag('partialDeck', partialDeck);
  for (let i = 0; i < deck.length; i++) {
    if (!(i in deck)) throw new BadOptionError(`deck[${i}]`, undefined, { kind: 'card' }, true);
    const value: unknown = deck[i];
    if (typeof value !== 'number' && typeof value !== 'string') throw new BadOptionError(`deck[${i}]`, value, { kind: 'card' });
  }
  // A spelling that names no card is -1, which validateDeck reports as an unknown token in its place.
  const cards = deck.map((value) => (typeof value === 'string' ? (findCard(value) ?? -1) : value));
  validateDeck(cards, { fullPack: !partialDeck, written: deck.map(String) });
  return cards;
}

function rulesOf(options: GameOptions): Variant {
  const given: unknown = options.variant;
  // a number, a list or a function is neither a name nor a record: named as the option it is, not as rules without an id
  if (given !== undefined && typeof given !== 'string' && (given === null || typeof given !== 'object' || Array.isArray(given))) {
    throw new BadOptionError('variant', given, { kind: 'variant', names: listVariants().map((r) => r.variant.id) });
  }
  const base = options.variant === undefined ? findVariant('freecell') : typeof options.variant === 'string' ? findVariant(options.variant) : validateVariant(options.variant);
  const changes: { columns?: number; cells?: number } = {};
  if (options.columns !== undefined) changes.columns = options.columns;
  if (options.cells !== undefined) changes.cells = options.cells;
  return Object.keys(changes).length > 0 ? refineVariant(base, changes) : base;
}

function pileRef(type: PileType, index: number, option: string): PileRef {
  if (typeof type !== 'string') throw new BadOptionError(option, type, { kind: 'choices', choices: PILE_KINDS });
  if (!PILE_TYPES.includes(type)) throw new UnknownPileKindError(type);
  return type === 'cell' ? cell(index) : type === 'foundation' ? foundation(index) : column(index);
}

/**
 * One game of the FreeCell family. Start it with `new FreecellGame(options)`
 * (or `FreecellGame.deal(n)` for Microsoft deal n), play with `move`, read it
 * with `gameState()` (text) or `state()` (a value). Every error is a
 * FreecellError with a stable `code`; a refused move leaves the game as it was.
 */
export class FreecellGame {
  /** The rules in force. */
  readonly variant: Variant;
  private current: Board;
  private played = 0;

  /**
   * Deals a new game. Throws UnknownVariantError (UNKNOWN_VARIANT),
   * BadVariantError (BAD_VARIANT) for columns or cells out of range,
   * BadDeckError (BAD_DECK) for a deck that is not 52 distinct cards,
   * BadGameNumberError (BAD_GAME_NUMBER) for a seed out of range, and
   * BadOptionError (BAD_OPTION) for options that are not an object, a deck
   * that is not a list, a random that is not a function or a partialDeck
   * that is not true or false.
   */
  constructor(options: GameOptions = {}) {
    checkOptionsObject(options, GAME_OPTION_KEYS);
    if (options.random !== undefined && typeof options.random !== 'function') throw new BadOptionError('random', options.random, { kind: 'function' });
    this.variant = rulesOf(options);
    let cards = readDeck(options.deck ?? getDeck(), options.partialDeck);
    if (options.seed !== undefined) {
      checkGameType(options.seed, 'seed');
      cards = microsoftShuffle(cards, options.seed);
    }
    if (options.random !== undefined) cards = shuffleDeck(cards, options.random);
    this.current = dealBoard(this.variant, cards);
  }

  /** Microsoft deal `game` (1 to 8,589,934,591) under a variant's rules. */
  static deal(game: number, variant: Variant | string = 'freecell'): FreecellGame {
    checkGameType(game, 'game');
    return new FreecellGame({ variant, seed: game });
  }

  /**
   * A game that goes on from a position (a board that parseCs3500,
   * parseJsonPosition, positionFromSetup or another game's `board` gave),
   * under the board's variant, with a copy of the board and its moves
   * counted from 0. Throws BadOptionError (BAD_OPTION, `board`) for a value
   * that is not a Board and BadBoardError (BAD_BOARD) for a board that is
   * not a position (a card twice, a foundation out of order).
   */
  static fromBoard(board: Board): FreecellGame {
    checkPosition(board);
    const game = new FreecellGame({ variant: board.variant });
    game.current = board.clone();
    return game;
  }

  /** A copy of the board (changing it does not change the game). */
  get board(): Board {
    return this.current.clone();
  }

  /** Moves played so far. */
  get moveCount(): number {
    return this.played;
  }

  /**
   * Moves the cards from `cardIndex` to the end of a source pile onto a
   * destination pile; all indices 0-based (`move('column', 7, 4, 'column',
   * 0)` moves the fifth card of column 8 and those below it onto column 1).
   * Throws UnknownPileKindError (UNKNOWN_PILE_KIND), NoSuchCardError
   * (NO_SUCH_CARD) or the RuleError of the broken rule (NO_SUCH_PILE,
   * ILLEGAL_SOURCE, WRONG_SUIT, NOT_ENOUGH_SPACE, ...).
   */
  move(sourceType: PileType, sourceIndex: number, cardIndex: number, destType: PileType, destIndex: number): void {
    const from = pileRef(sourceType, sourceIndex, 'sourceType');
    const to = pileRef(destType, destIndex, 'destType');
    const board = this.current;
    let count = 1;
    if (board.has(from) && board.has(to) && from.kind !== 'foundation' && board.size(from) > 0) {
      const size = board.size(from);
      if (!Number.isInteger(cardIndex) || cardIndex < 0 || cardIndex >= size) throw new NoSuchCardError(from, cardIndex, size);
      count = size - cardIndex;
    }
    this.current = applyMove(board, { from, to, count });
    this.played++;
  }

  /**
   * Plays a move as the rules library writes it (`{ from, to, count }`, the
   * `count` cards at the end of `from`): what `hint`, `solve` and the core
   * `legalMoves` give, so their moves play as they come. Throws what
   * `applyMove` throws: BadOptionError (BAD_OPTION) for a value that is not
   * a move, and the RuleError of the broken rule; a refused move leaves the
   * game as it was.
   */
  play(move: Move): void {
    this.current = applyMove(this.current, move);
    this.played++;
  }

  /** Every legal move, in the form `move` takes. */
  legalMoves(): GameMove[] {
    return legalMoves(this.current).map((m) => ({
      sourceType: m.from.kind,
      sourceIndex: m.from.index,
      cardIndex: this.current.size(m.from) - m.count,
      destType: m.to.kind,
      destIndex: m.to.index,
    }));
  }

  /** Whether every card is on a foundation. */
  isGameOver(): boolean {
    return isWon(this.current);
  }

  /**
   * The position as the CS 3500 model prints it: `F1: A♠, 2♠` lines for the
   * foundations, `O1:` for the cells, `C1: ...` for the columns, joined by
   * newlines; `ascii` spells suits as letters (`AS`).
   */
  gameState(options: { ascii?: boolean } = {}): string {
    return formatCs3500(this.current, checkFlag('ascii', checkOptionsObject(options, ['ascii'])?.ascii) ?? false);
  }

  /** The position as a value (card numbers; `formatCard` spells them). */
  state(): GameState {
    const b = this.current;
    const v = this.variant;
    return {
      variant: v,
      foundations: Array.from({ length: v.foundations }, (_, i) => b.cards(foundation(i))),
      cells: Array.from({ length: v.cells }, (_, i) => (b.top(cell(i)) < 0 ? null : b.top(cell(i)))),
      columns: Array.from({ length: v.columns }, (_, i) => b.cards(column(i))),
      moves: this.played,
      over: isWon(b),
    };
  }

  /** What `JSON.stringify(game)` writes: the state (see `state()`), none of the game's private fields. */
  toJSON(): GameState {
    return this.state();
  }

  /** The same text as gameState(). */
  toString(): string {
    return this.gameState();
  }
}
