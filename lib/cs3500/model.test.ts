// The CS 3500 models, tested from the assignment's text: deck and pile counts, the round-robin deal, every move rule, the state text, the accessors, single and multi-card moves, game over.

import {
  Card,
  FreecellModelCreator,
  GameType,
  type IFreeCellModel,
  IllegalArgumentError,
  IllegalStateError,
  MAX_CASCADE_PILES,
  MAX_OPEN_PILES,
  MultiMoveFreecellModel,
  PileType,
  SimpleFreecellModel,
  Suit,
} from '.';
import { FreecellGame, NotEnoughSpaceError, findVariant, refineVariant } from '..';
import { ruleSentence } from './texts';

const { CASCADE, OPEN, FOUNDATION } = PileType;
const SUITS = [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES];
const card = (text: string): Card => Card.parse(text);
const cards = (text: string): Card[] => text.split(/\s+/).filter((t) => t !== '').map(card);
const names = (list: readonly Card[]): string[] => list.map((c) => c.toString());

/** The 52 cards value by value: A♣ A♦ A♥ A♠ 2♣ ... K♠ (written here, not taken from getDeck). */
const BY_VALUE: readonly Card[] = Array.from({ length: 52 }, (_, i) => new Card(Math.floor(i / 4) + 1, SUITS[i % 4]!));
/** Where a card is in BY_VALUE: on 52 cascades, the cascade it is dealt to. */
const pileOf = (text: string): number => BY_VALUE.findIndex((c) => c.equals(card(text)));

/** The deck that deals `columns` round-robin (card i to pile i mod n), the columns' cards bottom first. */
function dealing(columns: readonly (readonly Card[])[]): Card[] {
  const deck: Card[] = [];
  for (let i = 0; deck.length < 52; i++) {
    const c = columns[i % columns.length]![Math.floor(i / columns.length)];
    if (c === undefined) throw new Error(`the columns do not deal round-robin (card ${i})`);
    deck.push(c);
  }
  return deck;
}

/** Every card of BY_VALUE not in `used`, in order. */
function others(used: readonly Card[]): Card[] {
  return BY_VALUE.filter((c) => !used.some((u) => u.equals(c)));
}

/** Four cascades, each one suit from King down to its Ace on top: 52 moves to the foundations win. */
const SUIT_COLUMNS: readonly Card[][] = SUITS.map((s) => Array.from({ length: 13 }, (_, j) => new Card(13 - j, s)));
const WINNABLE = dealing(SUIT_COLUMNS);

function thrown(f: () => unknown): unknown {
  try {
    f();
  } catch (e) {
    return e;
  }
  throw new Error('nothing was thrown');
}

/** Asserts that a move is refused with IllegalArgumentError (the engine's code as the cause) and changes nothing. */
function refused(model: IFreeCellModel<Card>, args: Parameters<IFreeCellModel<Card>['move']>, code?: string): void {
  const before = model.getGameState();
  const e = thrown(() => model.move(...args));
  expect(e).toBeInstanceOf(IllegalArgumentError);
  if (code !== undefined) expect((e as Error).cause).toEqual(expect.objectContaining({ code }));
  expect(model.getGameState()).toBe(before);
}

function started(model: IFreeCellModel<Card>, deck: readonly Card[], cascades: number, opens: number): IFreeCellModel<Card> {
  model.startGame(deck, cascades, opens, false);
  return model;
}

describe('getDeck', () => {
  it('gives the 52 cards, each value of each suit once, without a game started', () => {
    const deck = new SimpleFreecellModel().getDeck();
    expect(deck).toHaveLength(52);
    expect(new Set(names(deck)).size).toBe(52);
    expect(new Set(names(deck))).toEqual(new Set(names(BY_VALUE)));
    deck.forEach((c) => expect(c).toBeInstanceOf(Card));
  });

  it('gives a new list each time, which startGame accepts', () => {
    const model = new SimpleFreecellModel();
    const deck = model.getDeck();
    deck.pop();
    deck.reverse();
    expect(model.getDeck()).toHaveLength(52);
    expect(() => model.startGame(model.getDeck(), 8, 4, false)).not.toThrow();
    expect(() => model.startGame(model.getDeck(), 8, 4, true)).not.toThrow();
  });
});

describe('startGame refuses an invalid deck with IllegalArgumentError', () => {
  const deck = BY_VALUE;
  it.each([
    ['null', null, 'The deck is missing.'],
    ['undefined', undefined, 'The deck is missing.'],
    ['not a list', 'A♣ A♦', 'The deck must be a list of cards.'],
    ['empty', [], 'A deck holds 52 cards, not 0.'],
    ['51 cards', deck.slice(1), 'A deck holds 52 cards, not 51.'],
    ['53 cards', [...deck, deck[0]!], 'A deck holds 52 cards, not 53.'],
    ['a card twice', [...deck.slice(0, 51), deck[0]!], 'Card 52 of the deck, A♣, repeats card 1.'],
    ['a copy of a card', [...deck.slice(0, 51), new Card(1, Suit.CLUBS)], 'Card 52 of the deck, A♣, repeats card 1.'],
    ['a null card', [...deck.slice(0, 51), null], 'Item 52 of the deck is not a Card.'],
    ['a card-like object', [{ value: 13, suit: Suit.SPADES, toString: (): string => 'K♠' }, ...deck.slice(0, 51)], 'Item 1 of the deck is not a Card.'],
    ['an object made from Card.prototype, never constructed', [Object.create(Card.prototype) as Card, ...deck.slice(1)], 'Item 1 of the deck is not a Card.'],
    ['card texts', names(deck), 'Item 1 of the deck is not a Card.'],
    ['a hole in a sparse list', ((): Card[] => { const d = [...deck]; delete d[3]; return d; })(), 'Item 4 of the deck is missing.'],
    ['52 holes', new Array<Card>(52), 'Item 1 of the deck is missing.'],
  ])('%s', (_, bad, message) => {
    const model = new SimpleFreecellModel();
    expect(() => model.startGame(bad as Card[], 8, 4, false)).toThrow(new IllegalArgumentError(message));
    expect(() => model.startGame(bad as Card[], 8, 4, true)).toThrow(IllegalArgumentError);
    expect(model.getGameState()).toBe('');
  });
});

describe('startGame: cascade and open piles', () => {
  it.each([
    [3, 4, 'The number of cascade piles must be a whole number from 4 to 120, not 3.'],
    [0, 4, 'The number of cascade piles must be a whole number from 4 to 120, not 0.'],
    [-8, 4, 'The number of cascade piles must be a whole number from 4 to 120, not -8.'],
    [4.5, 4, 'The number of cascade piles must be a whole number from 4 to 120, not 4.5.'],
    [Number.NaN, 4, 'The number of cascade piles must be a whole number from 4 to 120, not NaN.'],
    [MAX_CASCADE_PILES + 1, 4, `The number of cascade piles must be a whole number from 4 to 120, not ${MAX_CASCADE_PILES + 1}.`],
    [8, 0, 'The number of open piles must be a whole number from 1 to 120, not 0.'],
    [8, -1, 'The number of open piles must be a whole number from 1 to 120, not -1.'],
    [8, 1.5, 'The number of open piles must be a whole number from 1 to 120, not 1.5.'],
    [8, MAX_OPEN_PILES + 1, `The number of open piles must be a whole number from 1 to 120, not ${MAX_OPEN_PILES + 1}.`],
  ])('refuses %p cascades with %p open piles', (cascades, opens, message) => {
    const model = new SimpleFreecellModel();
    expect(() => model.startGame(model.getDeck(), cascades, opens, false)).toThrow(new IllegalArgumentError(message));
    expect(model.getNumCascadePiles()).toBe(-1);
  });

  it.each([
    [4, 1],
    [4, 4],
    [8, 4],
    [8, 11],
    [13, 10],
    [52, 4],
    [53, 1],
    [8, 52],
    [52, 52],
    [MAX_CASCADE_PILES, MAX_OPEN_PILES],
  ])('plays %p cascades with %p open piles', (cascades, opens) => {
    const model = started(new SimpleFreecellModel(), BY_VALUE, cascades, opens);
    expect(model.getNumCascadePiles()).toBe(cascades);
    expect(model.getNumOpenPiles()).toBe(opens);
    const lines = model.getGameState().split('\n');
    expect(lines).toHaveLength(4 + opens + cascades);
    expect(lines[4 + opens - 1]).toBe(`O${opens}:`);
    expect(lines[lines.length - 1]!.startsWith(`C${cascades}:`)).toBe(true);
    for (let o = 0; o < opens; o++) expect(model.getOpenCardAt(o)).toBeNull();
  });

  it('refuses a shuffle flag that is not a boolean', () => {
    const model = new SimpleFreecellModel();
    expect(() => model.startGame(BY_VALUE, 8, 4, 'yes' as unknown as boolean)).toThrow(new IllegalArgumentError('shuffle must be true or false, not "yes".'));
  });
});

describe('dealing', () => {
  it.each([4, 5, 7, 8, 13, 26, 52])('deals round-robin on %p cascades: pile p holds cards p, p+n, p+2n, ... of the deck', (n) => {
    const model = started(new SimpleFreecellModel(), BY_VALUE, n, 4);
    let total = 0;
    for (let p = 0; p < n; p++) {
      const size = model.getNumCardsInCascadePile(p);
      expect(size).toBe(Math.floor(52 / n) + (p < 52 % n ? 1 : 0));
      for (let j = 0; j < size; j++) expect(model.getCascadeCardAt(p, j).equals(BY_VALUE[p + j * n]!)).toBe(true);
      total += size;
    }
    expect(total).toBe(52);
  });

  it('deals the eight piles of the assignment: pile 1 has card indices 0, 8, 16, ...', () => {
    const model = started(new SimpleFreecellModel(), BY_VALUE, 8, 4);
    expect(names(Array.from({ length: 7 }, (_, j) => model.getCascadeCardAt(0, j)))).toEqual(['A♣', '3♣', '5♣', '7♣', '9♣', 'J♣', 'K♣']);
    expect(names(Array.from({ length: 7 }, (_, j) => model.getCascadeCardAt(1, j)))).toEqual(['A♦', '3♦', '5♦', '7♦', '9♦', 'J♦', 'K♦']);
    expect(model.getNumCardsInCascadePile(7)).toBe(6);
  });

  it('shuffles when asked: the same 52 cards in another order, and the caller\'s list untouched', () => {
    let seed = 7;
    const random = (): number => {
      seed = (seed * 16807) % 2147483647;
      return seed / 2147483647;
    };
    const model = new SimpleFreecellModel(random);
    const deck = [...BY_VALUE];
    model.startGame(deck, 52, 1, true);
    const dealt = Array.from({ length: 52 }, (_, p) => model.getCascadeCardAt(p, 0));
    expect(names(deck)).toEqual(names(BY_VALUE));
    expect(new Set(names(dealt))).toEqual(new Set(names(BY_VALUE)));
    expect(names(dealt)).not.toEqual(names(BY_VALUE));
  });

  it('shuffles with Math.random by default: two shuffled deals differ', () => {
    const a = new SimpleFreecellModel();
    const b = new SimpleFreecellModel();
    a.startGame(BY_VALUE, 8, 4, true);
    b.startGame(BY_VALUE, 8, 4, true);
    expect(a.getGameState()).not.toBe(b.getGameState());
  });

  it('starts a new game over one in progress, and keeps the game when the new start is refused', () => {
    const model = started(new SimpleFreecellModel(), BY_VALUE, 52, 4);
    model.move(CASCADE, 0, 0, FOUNDATION, 2);
    const played = model.getGameState();
    expect(() => model.startGame(BY_VALUE, 3, 4, false)).toThrow(IllegalArgumentError);
    expect(() => model.startGame(BY_VALUE.slice(1), 8, 4, false)).toThrow(IllegalArgumentError);
    expect(model.getGameState()).toBe(played);
    model.startGame(BY_VALUE, 4, 1, false);
    expect([model.getNumCascadePiles(), model.getNumOpenPiles(), model.getNumCardsInFoundationPile(2)]).toEqual([4, 1, 0]);
  });
});

describe('before startGame', () => {
  const model = new MultiMoveFreecellModel();

  it('throws IllegalStateError for moves and for the per-pile queries, even with bad indices', () => {
    const calls: [string, () => unknown][] = [
      ['move', () => model.move(CASCADE, 0, 0, OPEN, 0)],
      ['move with bad indices', () => model.move(CASCADE, -1, 99, OPEN, -5)],
      ['getNumCardsInFoundationPile', () => model.getNumCardsInFoundationPile(0)],
      ['getNumCardsInCascadePile', () => model.getNumCardsInCascadePile(0)],
      ['getNumCardsInOpenPile', () => model.getNumCardsInOpenPile(0)],
      ['getFoundationCardAt', () => model.getFoundationCardAt(0, 0)],
      ['getCascadeCardAt', () => model.getCascadeCardAt(-1, 0)],
      ['getOpenCardAt', () => model.getOpenCardAt(0)],
    ];
    for (const [, call] of calls) expect(call).toThrow(new IllegalStateError('The game has not started: call startGame first.'));
  });

  it('counts -1 piles, has the empty text as its state, and is not over', () => {
    expect(model.getNumCascadePiles()).toBe(-1);
    expect(model.getNumOpenPiles()).toBe(-1);
    expect(model.getGameState()).toBe('');
    expect(model.isGameOver()).toBe(false);
  });
});

describe('getGameState', () => {
  it('prints foundation, open and cascade piles, one line each, cards joined by ", ", no newline at the end', () => {
    const model = started(new SimpleFreecellModel(), dealing(SUIT_COLUMNS), 4, 1);
    expect(model.getGameState()).toBe(
      [
        'F1:',
        'F2:',
        'F3:',
        'F4:',
        'O1:',
        'C1: K♣, Q♣, J♣, 10♣, 9♣, 8♣, 7♣, 6♣, 5♣, 4♣, 3♣, 2♣, A♣',
        'C2: K♦, Q♦, J♦, 10♦, 9♦, 8♦, 7♦, 6♦, 5♦, 4♦, 3♦, 2♦, A♦',
        'C3: K♥, Q♥, J♥, 10♥, 9♥, 8♥, 7♥, 6♥, 5♥, 4♥, 3♥, 2♥, A♥',
        'C4: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠, 2♠, A♠',
      ].join('\n'),
    );
    model.move(CASCADE, 3, 12, FOUNDATION, 0);
    model.move(CASCADE, 3, 11, FOUNDATION, 0);
    model.move(CASCADE, 1, 12, OPEN, 0);
    expect(model.getGameState().split('\n').slice(0, 5)).toEqual(['F1: A♠, 2♠', 'F2:', 'F3:', 'F4:', 'O1: A♦']);
    expect(model.getGameState().split('\n')[8]).toBe('C4: K♠, Q♠, J♠, 10♠, 9♠, 8♠, 7♠, 6♠, 5♠, 4♠, 3♠');
  });

  it('shows an emptied cascade as "Cn:"', () => {
    const model = started(new SimpleFreecellModel(), BY_VALUE, 52, 1);
    model.move(CASCADE, 51, 0, OPEN, 0);
    expect(model.getGameState().endsWith('\nC51: K♥\nC52:')).toBe(true);
  });
});

describe('the accessors after startGame', () => {
  const model = (): IFreeCellModel<Card> => started(new SimpleFreecellModel(), BY_VALUE, 8, 4);

  it('count and give the cards of each pile, 0-based', () => {
    const m = model();
    expect([m.getNumCascadePiles(), m.getNumOpenPiles()]).toEqual([8, 4]);
    expect([0, 1, 2, 3].map((f) => m.getNumCardsInFoundationPile(f))).toEqual([0, 0, 0, 0]);
    expect([0, 7].map((c) => m.getNumCardsInCascadePile(c))).toEqual([7, 6]);
    expect(m.getCascadeCardAt(7, 5).toString()).toBe('Q♠');
    expect(m.getNumCardsInOpenPile(3)).toBe(0);
    expect(m.getOpenCardAt(3)).toBeNull();
    m.move(CASCADE, 7, 5, OPEN, 3);
    expect(m.getNumCardsInOpenPile(3)).toBe(1);
    expect(m.getOpenCardAt(3)!.toString()).toBe('Q♠');
    expect(m.getNumCardsInCascadePile(7)).toBe(5);
  });

  it('give the foundation cards from the ace up', () => {
    const m = started(new SimpleFreecellModel(), WINNABLE, 4, 1);
    m.move(CASCADE, 2, 12, FOUNDATION, 3);
    m.move(CASCADE, 2, 11, FOUNDATION, 3);
    expect(m.getNumCardsInFoundationPile(3)).toBe(2);
    expect(names([m.getFoundationCardAt(3, 0), m.getFoundationCardAt(3, 1)])).toEqual(['A♥', '2♥']);
  });

  it.each([
    ['getNumCardsInFoundationPile(4)', (m: IFreeCellModel<Card>) => m.getNumCardsInFoundationPile(4)],
    ['getNumCardsInFoundationPile(-1)', (m: IFreeCellModel<Card>) => m.getNumCardsInFoundationPile(-1)],
    ['getNumCardsInCascadePile(8)', (m: IFreeCellModel<Card>) => m.getNumCardsInCascadePile(8)],
    ['getNumCardsInCascadePile(0.5)', (m: IFreeCellModel<Card>) => m.getNumCardsInCascadePile(0.5)],
    ['getNumCardsInOpenPile(4)', (m: IFreeCellModel<Card>) => m.getNumCardsInOpenPile(4)],
    ['getFoundationCardAt(0, 0) of an empty foundation', (m: IFreeCellModel<Card>) => m.getFoundationCardAt(0, 0)],
    ['getFoundationCardAt(4, 0)', (m: IFreeCellModel<Card>) => m.getFoundationCardAt(4, 0)],
    ['getCascadeCardAt(0, 7)', (m: IFreeCellModel<Card>) => m.getCascadeCardAt(0, 7)],
    ['getCascadeCardAt(0, -1)', (m: IFreeCellModel<Card>) => m.getCascadeCardAt(0, -1)],
    ['getCascadeCardAt(8, 0)', (m: IFreeCellModel<Card>) => m.getCascadeCardAt(8, 0)],
    ['getOpenCardAt(-1)', (m: IFreeCellModel<Card>) => m.getOpenCardAt(-1)],
    ['getOpenCardAt(4)', (m: IFreeCellModel<Card>) => m.getOpenCardAt(4)],
  ])('throw IllegalArgumentError for %s', (_, call) => {
    expect(() => call(model())).toThrow(IllegalArgumentError);
  });

  it('say which indices exist', () => {
    expect(() => model().getCascadeCardAt(8, 0)).toThrow(new IllegalArgumentError('There is no cascade pile at index 8: this game has 8, at indices 0 to 7.'));
    expect(() => model().getCascadeCardAt(0, 7)).toThrow(new IllegalArgumentError('C1 has no card at index 7: its cards are at indices 0 to 6.'));
  });

  it('say which index exists when there is one', () => {
    const m = started(new SimpleFreecellModel(), [...BY_VALUE].reverse(), 4, 1); // C1: K♠ ... A♠
    expect(() => m.getOpenCardAt(1)).toThrow(new IllegalArgumentError('There is no open pile at index 1: this game has 1, at index 0.'));
    m.move(CASCADE, 0, 12, OPEN, 0);
    expect((thrown(() => m.move(OPEN, 0, 1, CASCADE, 1)) as Error).message).toBe('O1 has no card at index 1: its card is at index 0.');
    m.move(OPEN, 0, 0, FOUNDATION, 0);
    expect(() => m.getFoundationCardAt(0, 1)).toThrow(new IllegalArgumentError('F1 has no card at index 1: its card is at index 0.'));
  });
});

describe('move: the rules of the assignment (0-based indices)', () => {
  /** 52 cascades, one card each, A♣ A♦ A♥ A♠ 2♣ ... K♠; two open piles. */
  const game = (model: IFreeCellModel<Card> = new SimpleFreecellModel()): IFreeCellModel<Card> => started(model, BY_VALUE, 52, 2);
  const top = (m: IFreeCellModel<Card>, pile: number): string => m.getCascadeCardAt(pile, m.getNumCardsInCascadePile(pile) - 1).toString();

  it("moves 4♦ in cascade pile 8 to cascade pile 1 as move(CASCADE, 7, 4, CASCADE, 0), the assignment's example", () => {
    // eight cascades: pile 1 ends with 5♠ (index 6), pile 8 holds 4♦ at index 4 under one more card
    const rest = others(cards('5♠ 4♦'));
    const columns = [[...rest.slice(0, 6), card('5♠')], ...[0, 1, 2].map((k) => rest.slice(6 + k * 7, 13 + k * 7))];
    const used = columns.flat();
    const left = others(used).filter((c) => !c.equals(card('4♦')));
    columns.push(left.slice(0, 6), left.slice(6, 12), left.slice(12, 18), [...left.slice(18, 22), card('4♦'), left[22]!]);
    const m = started(new SimpleFreecellModel(), dealing(columns), 8, 4);
    m.move(CASCADE, 7, 5, OPEN, 0);
    m.move(CASCADE, 7, 4, CASCADE, 0);
    expect(m.getGameState().split('\n')[8]).toBe(`C1: ${names([...rest.slice(0, 6), ...cards('5♠ 4♦')]).join(', ')}`);
    expect(m.getNumCardsInCascadePile(7)).toBe(4);
  });

  it('builds a card on a cascade only one value lower and of the other colour', () => {
    const m = game();
    m.move(CASCADE, pileOf('9♥'), 0, CASCADE, pileOf('10♠'));
    expect(top(m, pileOf('10♠'))).toBe('9♥');
    refused(m, [CASCADE, pileOf('9♣'), 0, CASCADE, pileOf('10♣')], 'WRONG_COLOUR');
    refused(m, [CASCADE, pileOf('9♠'), 0, CASCADE, pileOf('10♣')], 'WRONG_COLOUR');
    refused(m, [CASCADE, pileOf('8♦'), 0, CASCADE, pileOf('10♣')], 'WRONG_RANK');
    refused(m, [CASCADE, pileOf('J♦'), 0, CASCADE, pileOf('10♣')], 'WRONG_RANK');
    m.move(CASCADE, pileOf('9♦'), 0, CASCADE, pileOf('10♣'));
    expect(top(m, pileOf('10♣'))).toBe('9♦');
    m.move(CASCADE, pileOf('8♠'), 0, CASCADE, pileOf('10♣'));
    expect(top(m, pileOf('10♣'))).toBe('8♠');
  });

  it('lets any card, not only a King, go to an empty cascade', () => {
    const m = game();
    m.move(CASCADE, pileOf('9♥'), 0, CASCADE, pileOf('10♠'));
    expect(m.getNumCardsInCascadePile(pileOf('9♥'))).toBe(0);
    m.move(CASCADE, pileOf('5♦'), 0, CASCADE, pileOf('9♥'));
    expect(m.getCascadeCardAt(pileOf('9♥'), 0).toString()).toBe('5♦');
  });

  it('puts one card at most in an open pile, and moves it on from there', () => {
    const m = game();
    m.move(CASCADE, pileOf('7♣'), 0, OPEN, 0);
    refused(m, [CASCADE, pileOf('7♦'), 0, OPEN, 0], 'CELL_OCCUPIED');
    m.move(OPEN, 0, 0, OPEN, 1);
    expect([m.getOpenCardAt(0), m.getOpenCardAt(1)!.toString()]).toEqual([null, '7♣']);
    refused(m, [OPEN, 1, 0, CASCADE, pileOf('8♣')], 'WRONG_COLOUR');
    m.move(OPEN, 1, 0, CASCADE, pileOf('8♥'));
    expect(top(m, pileOf('8♥'))).toBe('7♣');
    m.move(CASCADE, pileOf('A♣'), 0, OPEN, 0);
    m.move(OPEN, 0, 0, FOUNDATION, 3);
    expect(m.getFoundationCardAt(3, 0).toString()).toBe('A♣');
  });

  it('starts a foundation with any ace, in any order of suits, then takes its suit one value up', () => {
    const m = game();
    refused(m, [CASCADE, pileOf('2♠'), 0, FOUNDATION, 0], 'NEEDS_ACE');
    m.move(CASCADE, pileOf('A♠'), 0, FOUNDATION, 0);
    m.move(CASCADE, pileOf('A♥'), 0, FOUNDATION, 3);
    refused(m, [CASCADE, pileOf('A♣'), 0, FOUNDATION, 0], 'WRONG_SUIT');
    refused(m, [CASCADE, pileOf('2♣'), 0, FOUNDATION, 0], 'WRONG_SUIT');
    refused(m, [CASCADE, pileOf('3♠'), 0, FOUNDATION, 0], 'WRONG_RANK');
    m.move(CASCADE, pileOf('2♠'), 0, FOUNDATION, 0);
    m.move(CASCADE, pileOf('3♠'), 0, FOUNDATION, 0);
    expect(m.getNumCardsInFoundationPile(0)).toBe(3);
    expect(m.getFoundationCardAt(0, 2).toString()).toBe('3♠');
  });

  it('never takes a card back out of a foundation pile, empty or not, whatever the card index', () => {
    const m = game();
    refused(m, [FOUNDATION, 0, 0, OPEN, 0], 'ILLEGAL_SOURCE');
    m.move(CASCADE, pileOf('A♠'), 0, FOUNDATION, 0);
    refused(m, [FOUNDATION, 0, 0, CASCADE, pileOf('A♠')], 'ILLEGAL_SOURCE');
    refused(m, [FOUNDATION, 0, 0, OPEN, 0], 'ILLEGAL_SOURCE');
    refused(m, [FOUNDATION, 0, 1, OPEN, 0], 'ILLEGAL_SOURCE');
    expect((thrown(() => m.move(FOUNDATION, 1, 0, OPEN, 0)) as Error).message).toBe('Cards cannot be moved out of a foundation pile (F2).');
  });

  it("refuses every move for the same reason as the library's FreecellGame, which plays the same rules", () => {
    const kinds = { [CASCADE]: 'column', [OPEN]: 'cell', [FOUNDATION]: 'foundation' } as const;
    const m = started(new SimpleFreecellModel(), BY_VALUE, 8, 2);
    const g = new FreecellGame({ columns: 8, cells: 2, variant: refineVariant(findVariant('freecell'), { sequenceMoves: 'single' }) });
    m.move(CASCADE, 0, 6, OPEN, 0);
    g.move('column', 0, 6, 'cell', 0);
    expect(g.gameState()).toBe(m.getGameState());
    const codeOf = (f: () => unknown): string => {
      try {
        f();
      } catch (e) {
        return (e as { code?: string; cause?: { code?: string } }).cause?.code ?? (e as { code?: string }).code ?? String(e);
      }
      return 'played';
    };
    let compared = 0;
    for (const source of [CASCADE, OPEN, FOUNDATION]) {
      for (const destination of [CASCADE, OPEN, FOUNDATION]) {
        for (const [pile, cardIndex, destPile] of [[0, 0, 0], [0, 5, 1], [1, 6, 1], [1, 7, 2], [2, -1, 0], [1, 0, 9], [9, 0, 0], [0, 6, 0]] as const) {
          const before = g.gameState();
          const fromModel = codeOf(() => m.move(source, pile, cardIndex, destination, destPile));
          const fromGame = codeOf(() => g.move(kinds[source], pile, cardIndex, kinds[destination], destPile));
          expect([source, pile, cardIndex, destination, destPile, fromModel]).toEqual([source, pile, cardIndex, destination, destPile, fromGame]);
          if (fromGame === 'played') {
            expect(g.gameState()).toBe(m.getGameState());
            continue;
          }
          expect(g.gameState()).toBe(before);
          compared++;
        }
      }
    }
    expect(compared).toBeGreaterThan(60);
  });

  it.each([
    ['a source pile below 0', [CASCADE, -1, 0, OPEN, 0], 'NO_SUCH_PILE'],
    ['a source pile past the last', [CASCADE, 52, 0, OPEN, 0], 'NO_SUCH_PILE'],
    ['a destination pile past the last', [CASCADE, 0, 0, CASCADE, 52], 'NO_SUCH_PILE'],
    ['an open pile past the last', [CASCADE, 0, 0, OPEN, 2], 'NO_SUCH_PILE'],
    ['a fifth foundation pile', [CASCADE, 0, 0, FOUNDATION, 4], 'NO_SUCH_PILE'],
    ['a pile number that is not whole', [CASCADE, 0.5, 0, OPEN, 0], 'NO_SUCH_PILE'],
    ['a card index past the last card', [CASCADE, 0, 1, OPEN, 0], 'NO_SUCH_CARD'],
    ['a card index below 0', [CASCADE, 0, -1, OPEN, 0], 'NO_SUCH_CARD'],
    ['an empty open pile as the source', [OPEN, 0, 0, CASCADE, 1], 'EMPTY_SOURCE'],
    ['an empty foundation as the source', [FOUNDATION, 0, 0, CASCADE, 1], 'ILLEGAL_SOURCE'],
    ['a foundation as the source, whatever the card index', [FOUNDATION, 3, 5, OPEN, 0], 'ILLEGAL_SOURCE'],
    ['the same pile as source and destination', [CASCADE, 4, 0, CASCADE, 4], 'SAME_PILE'],
  ])('refuses %s', (_, args, code) => {
    refused(game(), args as Parameters<IFreeCellModel<Card>['move']>, code);
  });

  it.each([['X'], [null], [undefined], ['cascade']])('refuses the pile type %p', (type) => {
    const m = game();
    refused(m, [type as unknown as PileType, 0, 0, OPEN, 0]);
    refused(m, [CASCADE, 0, 0, type as unknown as PileType, 0]);
    expect(() => m.move(CASCADE, 0, 0, type as unknown as PileType, 0)).toThrow(`${typeof type === 'string' ? `"${type}"` : String(type)} is not a pile type: use PileType.FOUNDATION, PileType.OPEN or PileType.CASCADE.`);
  });

  it('explains a refused move in one sentence', () => {
    const m = game();
    expect((thrown(() => m.move(CASCADE, pileOf('9♣'), 0, CASCADE, pileOf('10♣'))) as Error).message).toBe(
      '9♣ cannot go on 10♣ in C37: a cascade pile takes a card of the other colour and one value lower.',
    );
  });
});

describe('single-card and multi-card moves', () => {
  /*
   * Four cascades and one open pile:
   *   C1: 9 others, 2♥, 10♠, 9♥, 8♠   (a build of three under 2♥)
   *   C2: 12 others, J♥
   *   C3: 12 others, J♦
   *   C4: K♣ Q♣ ... 2♣ A♣             (13 moves empty it onto a foundation)
   */
  const clubs = Array.from({ length: 13 }, (_, j) => new Card(13 - j, Suit.CLUBS));
  const placed = [...clubs, ...cards('2♥ 10♠ 9♥ 8♠ J♥ J♦')];
  const rest = others(placed);
  const columns = [
    [...rest.slice(0, 9), ...cards('2♥ 10♠ 9♥ 8♠')],
    [...rest.slice(9, 21), card('J♥')],
    [...rest.slice(21, 33), card('J♦')],
    clubs,
  ];
  const deck = dealing(columns);
  const emptyFourth = (m: IFreeCellModel<Card>): void => {
    for (let j = 12; j >= 0; j--) m.move(CASCADE, 3, j, FOUNDATION, 0);
  };

  it('the single-move model moves only the last card of a pile', () => {
    const m = started(new SimpleFreecellModel(), deck, 4, 1);
    emptyFourth(m);
    refused(m, [CASCADE, 0, 10, CASCADE, 1], 'SINGLE_CARD_ONLY');
    refused(m, [CASCADE, 0, 11, CASCADE, 3], 'SINGLE_CARD_ONLY');
    m.move(CASCADE, 0, 12, CASCADE, 3);
    expect(m.getCascadeCardAt(3, 0).toString()).toBe('8♠');
  });

  it('the multi-move model moves a build onto a cascade, within (N+1)*2^K cards', () => {
    const m = started(new MultiMoveFreecellModel(), deck, 4, 1);
    refused(m, [CASCADE, 0, 9, CASCADE, 1], 'NOT_A_RUN'); // 2♥ 10♠ 9♥ 8♠ is not a build
    refused(m, [CASCADE, 0, 11, CASCADE, 2], 'WRONG_RANK'); // 9♥ does not build on J♦
    refused(m, [CASCADE, 0, 11, OPEN, 0], 'ONE_CARD_ONLY'); // several cards go to cascades only
    refused(m, [CASCADE, 0, 11, FOUNDATION, 0], 'ONE_CARD_ONLY');
    refused(m, [CASCADE, 0, 10, CASCADE, 1], 'NOT_ENOUGH_SPACE'); // 3 cards, N=1, K=0: 2 at most
    expect((thrown(() => m.move(CASCADE, 0, 10, CASCADE, 1)) as Error).message).toBe(
      'Not enough free space to move 3 cards: with 1 free open pile and 0 empty cascade piles, (N+1)*2^K allows 2.',
    );
    emptyFourth(m);
    m.move(CASCADE, 0, 10, CASCADE, 1); // 3 cards, N=1, K=1: 4 at most
    expect(names([13, 14, 15].map((j) => m.getCascadeCardAt(1, j)))).toEqual(['10♠', '9♥', '8♠']);
    refused(m, [CASCADE, 1, 13, CASCADE, 3], 'NOT_ENOUGH_SPACE'); // into the empty cascade itself: N=1, K=0 besides it, 2 at most
    m.move(CASCADE, 1, 14, CASCADE, 3); // 9♥ 8♠ into the empty cascade
    expect(m.getGameState().split('\n').pop()).toBe('C4: 9♥, 8♠');
    m.move(CASCADE, 0, 9, OPEN, 0); // N=0, K=0: one card at a time
    refused(m, [CASCADE, 3, 0, CASCADE, 1], 'NOT_ENOUGH_SPACE');
    expect((thrown(() => m.move(CASCADE, 3, 0, CASCADE, 1)) as Error).message).toBe(
      'Not enough free space to move 2 cards: with 0 free open piles and 0 empty cascade piles, (N+1)*2^K allows 1.',
    );
  });

  it('the free space is counted in words that agree with the numbers', () => {
    expect(ruleSentence(new NotEnoughSpaceError(5, 4, 1, 1))).toBe(
      'Not enough free space to move 5 cards: with 1 free open pile and 1 empty cascade pile, (N+1)*2^K allows 4.',
    );
    expect(ruleSentence(new NotEnoughSpaceError(9, 8, 3, 1))).toBe(
      'Not enough free space to move 9 cards: with 3 free open piles and 1 empty cascade pile, (N+1)*2^K allows 8.',
    );
  });

  it('the multi-move model still moves single cards everywhere', () => {
    const m = started(new MultiMoveFreecellModel(), deck, 4, 1);
    m.move(CASCADE, 3, 12, FOUNDATION, 1);
    m.move(CASCADE, 0, 12, OPEN, 0);
    expect(m.getGameState().split('\n').slice(0, 5)).toEqual(['F1:', 'F2: A♣', 'F3:', 'F4:', 'O1: 8♠']);
    m.move(OPEN, 0, 0, CASCADE, 0);
    expect(m.getGameState().split('\n').slice(0, 5)).toEqual(['F1:', 'F2: A♣', 'F3:', 'F4:', 'O1:']);
  });

  it('FreecellModelCreator makes each kind', () => {
    const single = FreecellModelCreator.create(GameType.SINGLEMOVE);
    const multi = FreecellModelCreator.create(GameType.MULTIMOVE);
    expect(single).toBeInstanceOf(SimpleFreecellModel);
    expect(single).not.toBeInstanceOf(MultiMoveFreecellModel);
    expect(multi).toBeInstanceOf(MultiMoveFreecellModel);
    expect(FreecellModelCreator.create(GameType.SINGLEMOVE)).not.toBe(single);
    started(single, deck, 4, 1);
    started(multi, deck, 4, 1);
    emptyFourth(single);
    emptyFourth(multi);
    refused(single, [CASCADE, 0, 10, CASCADE, 1], 'SINGLE_CARD_ONLY');
    multi.move(CASCADE, 0, 10, CASCADE, 1);
    expect(() => FreecellModelCreator.create('TRIPLEMOVE' as GameType)).toThrow(
      new IllegalArgumentError('"TRIPLEMOVE" is not a game type: use GameType.SINGLEMOVE or GameType.MULTIMOVE.'),
    );
    expect(() => FreecellModelCreator.create(null as unknown as GameType)).toThrow(IllegalArgumentError);
  });
});

describe('game over', () => {
  it.each([['single', () => new SimpleFreecellModel()], ['multi', () => new MultiMoveFreecellModel()]])(
    'comes when all the cards are on the foundations (%s-move model)',
    (_, make) => {
      const m = started(make(), WINNABLE, 4, 1);
      for (let j = 12; j >= 0; j--) {
        for (let s = 0; s < 4; s++) {
          expect(m.isGameOver()).toBe(false);
          m.move(CASCADE, s, j, FOUNDATION, s);
        }
      }
      expect(m.isGameOver()).toBe(true);
      expect(m.getGameState()).toBe(
        [
          'F1: A♣, 2♣, 3♣, 4♣, 5♣, 6♣, 7♣, 8♣, 9♣, 10♣, J♣, Q♣, K♣',
          'F2: A♦, 2♦, 3♦, 4♦, 5♦, 6♦, 7♦, 8♦, 9♦, 10♦, J♦, Q♦, K♦',
          'F3: A♥, 2♥, 3♥, 4♥, 5♥, 6♥, 7♥, 8♥, 9♥, 10♥, J♥, Q♥, K♥',
          'F4: A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠, 8♠, 9♠, 10♠, J♠, Q♠, K♠',
          'O1:',
          'C1:',
          'C2:',
          'C3:',
          'C4:',
        ].join('\n'),
      );
      refused(m, [CASCADE, 0, 0, OPEN, 0], 'EMPTY_SOURCE');
    },
  );

  it('comes on 52 cascades and 52 open piles: every card to an open pile, then home', () => {
    const m = started(new SimpleFreecellModel(), BY_VALUE, 52, 52);
    for (let p = 0; p < 52; p++) m.move(CASCADE, p, 0, OPEN, 51 - p);
    expect(m.getOpenCardAt(0)!.toString()).toBe('K♠');
    expect(m.getOpenCardAt(51)!.toString()).toBe('A♣');
    expect(m.getGameState().split('\n').filter((l) => /^C\d+:$/.test(l))).toHaveLength(52);
    for (let p = 0; p < 52; p++) {
      expect(m.isGameOver()).toBe(false);
      m.move(OPEN, 51 - p, 0, FOUNDATION, p % 4);
    }
    expect(m.isGameOver()).toBe(true);
    expect(m.getNumCardsInFoundationPile(3)).toBe(13);
  });
});
