// The CS 3500 controller, tested from the assignment's text: moves typed as "C8 5 C1" (1-based), the state after each move, a bad token asked again alone, invalid moves retried, q or Q to quit, "Game over." at the end.

import {
  type Appendable,
  Card,
  FreecellController,
  type IFreeCellController,
  type IFreeCellModel,
  IllegalArgumentError,
  IllegalStateError,
  MultiMoveFreecellModel,
  PileType,
  type Readable,
  SimpleFreecellModel,
  StringBuilder,
  StringReader,
  Suit,
} from '.';
import { Readable as NodeReadable } from 'node:stream';

const { CASCADE, FOUNDATION } = PileType;
const SUITS = [Suit.CLUBS, Suit.DIAMONDS, Suit.HEARTS, Suit.SPADES];
const QUIT = 'Game quit prematurely.\n';

/** Four cascades, each one suit from King down to its Ace on top (card i of the deck goes to pile i mod 4). */
const WINNABLE: Card[] = Array.from({ length: 52 }, (_, i) => new Card(13 - Math.floor(i / 4), SUITS[i % 4]!));
/** The 52 cards value by value: A♣ A♦ A♥ A♠ 2♣ ... K♠; on 52 cascades, card i is alone on pile i + 1. */
const BY_VALUE: Card[] = Array.from({ length: 52 }, (_, i) => new Card(Math.floor(i / 4) + 1, SUITS[i % 4]!));

type MoveArgs = Parameters<IFreeCellModel<Card>['move']>;

/** The state text of a model of `make` started on `deck` after `moves` (the model's own text, tested with the model). */
function state(deck: Card[], cascades: number, opens: number, moves: MoveArgs[] = [], make = (): IFreeCellModel<Card> => new SimpleFreecellModel()): string {
  const m = make();
  m.startGame(deck, cascades, opens, false);
  moves.forEach((args) => m.move(...args));
  return `${m.getGameState()}\n`;
}

/** Plays `input` on a new model with the winnable deck (4 cascades, 1 open pile) and returns the output. */
function play(input: string, model: IFreeCellModel<Card> = new SimpleFreecellModel(), deck = WINNABLE, cascades = 4, opens = 1): string {
  const out = new StringBuilder();
  new FreecellController(new StringReader(input), out).playGame(deck, model, cascades, opens, false);
  return out.toString();
}

const S0 = state(WINNABLE, 4, 1);
const S1 = state(WINNABLE, 4, 1, [[CASCADE, 3, 12, FOUNDATION, 0]]);

describe('FreecellController.playGame', () => {
  it('shows the state at the start, and quits on q or Q', () => {
    expect(play('q')).toBe(S0 + QUIT);
    expect(play('Q\n')).toBe(S0 + QUIT);
    expect(S0.startsWith('F1:\nF2:\nF3:\nF4:\nO1:\nC1: K♣, Q♣')).toBe(true);
  });

  it('plays a move "C4 13 F1" (piles and card index from 1) and shows the new state', () => {
    expect(play('C4 13 F1 q')).toBe(S0 + S1 + QUIT);
  });

  it('quits in the middle of a move, which is then not made', () => {
    const model = new SimpleFreecellModel();
    expect(play('C4 q', model)).toBe(S0 + QUIT);
    expect(play('C4 13 Q', model)).toBe(S0 + QUIT);
    expect(model.getNumCardsInFoundationPile(0)).toBe(0);
  });

  it('passes the move to the model 0-based: C8 5 C1 is move(CASCADE, 7, 4, CASCADE, 0)', () => {
    const calls: unknown[][] = [];
    const model = new SimpleFreecellModel();
    const spy: IFreeCellModel<Card> = Object.assign(Object.create(model) as SimpleFreecellModel, {
      startGame: (...args: Parameters<IFreeCellModel<Card>['startGame']>) => {
        calls.push(['startGame', args[0].length, args[1], args[2], args[3]]);
        model.startGame(args[0], 4, 1, false);
      },
      move: (...args: MoveArgs) => {
        calls.push(['move', ...args]);
      },
    });
    const out = new StringBuilder();
    new FreecellController('C8 5 C1 O2 1 F4 F3 13 O1 q', out).playGame(WINNABLE, spy, 8, 2, true);
    expect(calls).toEqual([
      ['startGame', 52, 8, 2, true],
      ['move', PileType.CASCADE, 7, 4, PileType.CASCADE, 0],
      ['move', PileType.OPEN, 1, 0, PileType.FOUNDATION, 3],
      ['move', PileType.FOUNDATION, 2, 12, PileType.OPEN, 0],
    ]);
  });

  const again = {
    source: (t: string) => `"${t}" is not a source pile. Enter the source pile again (C, O or F and a number from 1, like C1), or q to quit.\n`,
    index: (t: string) => `"${t}" is not a card index. Enter the card index again (a number from 1), or q to quit.\n`,
    destination: (t: string) => `"${t}" is not a destination pile. Enter the destination pile again (C, O or F and a number from 1, like F1), or q to quit.\n`,
  };

  it.each([
    ['source pile', 'X4 c4 C0 4 C4 13 F1 q', ['X4', 'c4', 'C0', '4'].map(again.source)],
    ['card index, keeping the source pile', 'C4 x 0 -1 1.5 13 F1 q', ['x', '0', '-1', '1.5'].map(again.index)],
    ['destination pile, keeping the source and index', 'C4 13 F0 foundation F1 q', ['F0', 'foundation'].map(again.destination)],
  ])('asks again for just a bad %s', (_, input, asked) => {
    expect(play(input)).toBe(S0 + asked.join('') + S1 + QUIT);
  });

  it('says "Invalid move. Try again." with the reason on one line when the model refuses, and lets the player retry', () => {
    expect(play('C4 12 F1 C9 1 F1 C4 13 C1 C4 13 F1 q')).toBe(
      S0 +
        'Invalid move. Try again. A foundation pile takes one card at a time, not 2.\n' +
        'Invalid move. Try again. There is no C9: this game has cascade piles C1 to C4.\n' +
        'Invalid move. Try again. A♠ cannot go on A♣ in C1: a cascade pile takes a card of the other colour and one value lower.\n' +
        S1 +
        QUIT,
    );
  });

  it('names the pile and card the player typed, counted from 1 as typed, not the model\'s 0-based indices', () => {
    expect(play('C4 99 F1 O2 1 F1 F5 1 C1 C4 14 F1 O1 1 F1 q')).toBe(
      S0 +
        'Invalid move. Try again. C4 has no card 99: its cards are numbered 1 to 13.\n' +
        'Invalid move. Try again. There is no O2: this game has only open pile O1.\n' +
        'Invalid move. Try again. There is no F5: this game has foundation piles F1 to F4.\n' +
        'Invalid move. Try again. C4 has no card 14: its cards are numbered 1 to 13.\n' +
        'Invalid move. Try again. O1 is empty.\n' +
        QUIT,
    );
  });

  it('reads tokens across lines, spaces, tabs and chunk boundaries', () => {
    const out = new StringBuilder();
    new FreecellController(['  C', '4\t1', '3\n\nF', '1\r\n', 'q'], out).playGame(WINNABLE, new SimpleFreecellModel(), 4, 1, false);
    expect(out.toString()).toBe(S0 + S1 + QUIT);
  });

  it('reads no further than it needs', () => {
    const chunks = ['C4 13 F1\n', 'q\n', 'C3 13 F2\n'];
    let reads = 0;
    const input: Readable = { read: () => (reads < chunks.length ? chunks[reads++]! : null) };
    const out = new StringBuilder();
    new FreecellController(input, out).playGame(WINNABLE, new SimpleFreecellModel(), 4, 1, false);
    expect(out.toString()).toBe(S0 + S1 + QUIT);
    expect(reads).toBe(2);
  });

  it('says "Game over." after the last state once the game is won, and reads no more', () => {
    const moves: string[] = [];
    const args: MoveArgs[] = [];
    for (let j = 13; j >= 1; j--) {
      for (let s = 1; s <= 4; s++) {
        moves.push(`C${s} ${j} F${s}`);
        args.push([CASCADE, s - 1, j - 1, FOUNDATION, s - 1]);
      }
    }
    const model = new SimpleFreecellModel();
    const output = play(`${moves.join('\n')}\nC1 1 F1\nq\n`, model);
    const states = args.map((_, k) => state(WINNABLE, 4, 1, args.slice(0, k + 1)));
    expect(output).toBe(S0 + states.join('') + 'Game over.\n');
    expect(model.isGameOver()).toBe(true);
    expect(states[51]).toContain('F4: A♠, 2♠, 3♠, 4♠, 5♠, 6♠, 7♠, 8♠, 9♠, 10♠, J♠, Q♠, K♠\nO1:\nC1:\nC2:\nC3:\nC4:\n');
  });

  it('moves a build at once with the multi-move model, and one card at a time with the single-move one', () => {
    // on 52 cascades: 9♥ (C35) onto 10♠ (C40), then 10♠ 9♥ onto J♥ (C43)
    const input = 'C35 1 C40 C40 1 C43 q';
    const first: MoveArgs = [CASCADE, 34, 0, CASCADE, 39];
    const both: MoveArgs[] = [first, [CASCADE, 39, 0, CASCADE, 42]];
    const multi = (): IFreeCellModel<Card> => new MultiMoveFreecellModel();
    expect(play(input, multi(), BY_VALUE, 52, 1)).toBe(state(BY_VALUE, 52, 1, [], multi) + state(BY_VALUE, 52, 1, [first], multi) + state(BY_VALUE, 52, 1, both, multi) + QUIT);
    expect(state(BY_VALUE, 52, 1, both, multi)).toContain('\nC43: J♥, 10♠, 9♥\n');
    expect(play(input, new SimpleFreecellModel(), BY_VALUE, 52, 1)).toBe(
      state(BY_VALUE, 52, 1) + state(BY_VALUE, 52, 1, [first]) + 'Invalid move. Try again. This game moves one card at a time, not 2.\n' + QUIT,
    );
  });

  it.each([
    ['3 cascade piles', WINNABLE, 3, 4],
    ['no open pile', WINNABLE, 4, 0],
    ['51 cards', WINNABLE.slice(1), 8, 4],
    ['a card twice', [...WINNABLE.slice(1), WINNABLE[1]!], 8, 4],
  ])('says "Could not start game." for %s and returns', (_, deck, cascades, opens) => {
    expect(play('C1 1 F1 q', new SimpleFreecellModel(), deck, cascades, opens)).toBe('Could not start game.\n');
  });

  it("plays a model over the player's own card type (the assignment's IFreeCellController<K>), passing its deck as given", () => {
    /** A model whose cards are texts like "K♣": the library's model behind it, as a student's model of their own card class would be. */
    class TextCardModel implements IFreeCellModel<string> {
      readonly inner = new SimpleFreecellModel();
      readonly decks: (readonly string[])[] = [];
      getDeck = (): string[] => this.inner.getDeck().map(String);
      startGame = (deck: readonly string[], cascades: number, opens: number, shuffle: boolean): void => {
        this.decks.push(deck);
        this.inner.startGame(deck.map((t) => Card.parse(t)), cascades, opens, shuffle);
      };
      move = (...args: MoveArgs): void => this.inner.move(...args);
      isGameOver = (): boolean => this.inner.isGameOver();
      getGameState = (): string => this.inner.getGameState();
      getNumCardsInFoundationPile = (i: number): number => this.inner.getNumCardsInFoundationPile(i);
      getNumCascadePiles = (): number => this.inner.getNumCascadePiles();
      getNumCardsInCascadePile = (i: number): number => this.inner.getNumCardsInCascadePile(i);
      getNumCardsInOpenPile = (i: number): number => this.inner.getNumCardsInOpenPile(i);
      getNumOpenPiles = (): number => this.inner.getNumOpenPiles();
      getFoundationCardAt = (p: number, i: number): string => String(this.inner.getFoundationCardAt(p, i));
      getCascadeCardAt = (p: number, i: number): string => String(this.inner.getCascadeCardAt(p, i));
      getOpenCardAt = (p: number): string | null => this.inner.getOpenCardAt(p)?.toString() ?? null;
    }
    const model = new TextCardModel();
    const deck = WINNABLE.map(String);
    const controller: IFreeCellController<string> = new FreecellController('C4 13 F1 C9 1 F1 q', new StringBuilder());
    controller.playGame(deck, model, 4, 1, false);
    expect(model.decks).toEqual([deck]);
    expect(model.decks[0]).toBe(deck);
    expect(model.getFoundationCardAt(0, 0)).toBe('A♠');
    const out = new StringBuilder();
    new FreecellController(new StringReader('C4 13 F1 C9 1 F1 q'), out).playGame(deck, new TextCardModel(), 4, 1, false);
    expect(out.toString()).toBe(S0 + S1 + 'Invalid move. Try again. There is no C9: this game has cascade piles C1 to C4.\n' + QUIT);
  });

  it('throws IllegalArgumentError for a missing deck or model, before writing anything', () => {
    const out = new StringBuilder();
    const controller = new FreecellController('q', out);
    expect(() => controller.playGame(null as unknown as Card[], new SimpleFreecellModel(), 8, 4, false)).toThrow(new IllegalArgumentError('The deck is missing.'));
    expect(() => controller.playGame(undefined as unknown as Card[], new SimpleFreecellModel(), 8, 4, false)).toThrow(IllegalArgumentError);
    expect(() => controller.playGame(WINNABLE, null as unknown as IFreeCellModel<Card>, 8, 4, false)).toThrow(new IllegalArgumentError('The model is missing.'));
    expect(out.toString()).toBe('');
  });

  it('throws IllegalStateError when it has no input or no output', () => {
    const noInput = new FreecellController(null, new StringBuilder());
    const noOutput = new FreecellController('q', null);
    expect(() => noInput.playGame(WINNABLE, new SimpleFreecellModel(), 4, 1, false)).toThrow(new IllegalStateError('The controller has no input to read or no output to write to.'));
    expect(() => noOutput.playGame(WINNABLE, new SimpleFreecellModel(), 4, 1, false)).toThrow(IllegalStateError);
    expect(() => new FreecellController(42 as unknown as string, new StringBuilder()).playGame(WINNABLE, new SimpleFreecellModel(), 4, 1, false)).toThrow(IllegalStateError);
  });

  it('refuses a Node stream as input with IllegalStateError saying why, before starting the game, instead of taking its empty buffer for the end of the input', () => {
    const stream = NodeReadable.from(['C4 13 F1\n', 'q\n']);
    const out = new StringBuilder();
    const model = new SimpleFreecellModel();
    expect(() => new FreecellController(stream, out).playGame(WINNABLE, model, 4, 1, false)).toThrow(
      new IllegalStateError("The controller reads its input at once, and a Node stream gives its text only later, in events: pass the text itself (for standard input, fs.readFileSync(0, 'utf8')), or a Readable whose read() returns it."),
    );
    expect(out.toString()).toBe('');
    expect(model.getNumCascadePiles()).toBe(-1);
  });

  it('throws IllegalStateError when the input ends before the game is over or quit, after writing what it could', () => {
    const out = new StringBuilder();
    expect(() => new FreecellController('C4 13 F1 C3', out).playGame(WINNABLE, new SimpleFreecellModel(), 4, 1, false)).toThrow(
      new IllegalStateError('The input ended before the game was over or quit.'),
    );
    expect(out.toString()).toBe(S0 + S1);
    expect(() => play('')).toThrow(IllegalStateError);
  });

  it('throws IllegalStateError, with the cause, when reading or writing fails', () => {
    const failure = new Error('disk on fire');
    const badOutput: Appendable = {
      append: () => {
        throw failure;
      },
    };
    const badInput: Readable = {
      read: () => {
        throw failure;
      },
    };
    const writing = (): void => new FreecellController('q', badOutput).playGame(WINNABLE, new SimpleFreecellModel(), 4, 1, false);
    const reading = (): void => new FreecellController(badInput, new StringBuilder()).playGame(WINNABLE, new SimpleFreecellModel(), 4, 1, false);
    for (const [run, message] of [[writing, 'The controller cannot write its output.'], [reading, 'The controller cannot read its input.']] as const) {
      let error: unknown;
      try {
        run();
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(IllegalStateError);
      expect((error as Error).message).toBe(message);
      expect((error as Error).cause).toBe(failure);
    }
  });
});
