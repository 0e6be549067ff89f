import fc from 'fast-check';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { FreecellGame, type GameMove, getDeck, hint } from '.';
import { Board, type Variant, cell, column, dealBoard, findVariant, formatCard, foundation, legalMoves as coreLegalMoves, microsoftDeal, parseCard, parseCs3500, solve } from '..';
import { formatCs3500 } from '../notation';
import { readMoveTokens, replayMoves } from '../session';

const codeOf = (f: () => unknown): string | undefined => {
  try {
    f();
  } catch (e) {
    return (e as { code?: string }).code;
  }
  return undefined;
};

describe('starting a game', () => {
  it('deals the ordered pack as it is by default, round robin on 8 columns', () => {
    const g = new FreecellGame();
    expect(g.variant.id).toBe('freecell');
    expect(g.state().columns[0]).toEqual([0, 8, 16, 24, 32, 40, 48]);
    expect(g.state().columns[7]).toEqual([7, 15, 23, 31, 39, 47]);
    expect(g.state().cells).toEqual([null, null, null, null]);
    expect(g.isGameOver()).toBe(false);
  });

  it('seed N on the ordered pack is Microsoft deal N, for every shape', () => {
    for (const id of ['freecell', 'eight-off', 'seahaven']) {
      const v = findVariant(id);
      expect(FreecellGame.deal(617, id).board.key()).toBe(dealBoard(v, microsoftDeal(617)).key());
      expect(new FreecellGame({ seed: 617, variant: v }).board.key()).toBe(dealBoard(v, microsoftDeal(617)).key());
    }
  });

  it('shuffles with an injected random source, the same way every time', () => {
    let state = 7;
    const random = (): number => {
      state = (state * 48271) % 2147483647;
      return state / 2147483647;
    };
    const a = new FreecellGame({ random });
    state = 7;
    const b = new FreecellGame({ random });
    expect(a.board.key()).toBe(b.board.key());
    expect(a.board.key()).not.toBe(new FreecellGame().board.key());
    expect(a.state().columns.flat().sort((x, y) => x - y)).toEqual(getDeck());
  });

  it('takes cards as numbers or spellings, with any number of columns and cells', () => {
    const deck = getDeck().map((c, i) => (i % 2 === 0 ? formatCard(c) : formatCard(c, { ascii: true }).toLowerCase()));
    const g = new FreecellGame({ deck, columns: 4, cells: 1, variant: 'bakers' });
    expect(g.variant).toEqual({ ...findVariant('bakers'), columns: 4, cells: 1 });
    expect(g.state().columns.map((c) => c.length)).toEqual([13, 13, 13, 13]);
    expect(g.state().columns[0]!.slice(0, 2)).toEqual([parseCard('A♣'), parseCard('2♣')]);
  });

  it.each([
    ['51 cards', { deck: getDeck().slice(1) }, 'BAD_DECK', 'too-few'],
    ['53 cards', { deck: [...getDeck(), 0] }, 'BAD_DECK', 'too-many'],
    ['no cards', { deck: [] }, 'BAD_DECK', 'empty'],
    ['a card twice', { deck: [...getDeck().slice(1), 5] }, 'BAD_DECK', 'duplicate'],
    ['an unknown spelling', { deck: [...getDeck().slice(1), 'XX'] }, 'BAD_DECK', 'unknown-token'],
    ['card number 52', { deck: [...getDeck().slice(1), 52] }, 'BAD_DECK', 'unknown-token'],
    ['121 cells', { cells: 121 }, 'BAD_VARIANT', undefined],
    ['3 columns', { columns: 3 }, 'BAD_VARIANT', undefined],
    ['an unknown variant', { variant: 'spider' }, 'UNKNOWN_VARIANT', undefined],
    ['seed 0', { seed: 0 }, 'BAD_GAME_NUMBER', undefined],
  ])('rejects %s with %s', (_, options, code, reason) => {
    let error: unknown;
    try {
      new FreecellGame(options as never);
    } catch (e) {
      error = e;
    }
    expect(error).toEqual(expect.objectContaining(reason === undefined ? { code } : { code, reason }));
  });

  it('names the duplicate and where it first was', () => {
    expect(() => new FreecellGame({ deck: ['AS', '2S', 'as'], partialDeck: true })).toThrow(
      expect.objectContaining({ code: 'BAD_DECK', reason: 'duplicate', position: 3, firstPosition: 1, token: 'as' }),
    );
  });

  it('accepts a partial deck when asked', () => {
    const g = new FreecellGame({ deck: ['AS', '2S', 'AH'], partialDeck: true });
    expect(g.state().columns.map((c) => c.length)).toEqual([1, 1, 1, 0, 0, 0, 0, 0]);
  });
});

describe('a game from a position', () => {
  it('plays on from a board a position format gave, with its variant, counting moves from 0', () => {
    const played = FreecellGame.deal(1, 'bakers');
    played.move('column', 0, 6, 'cell', 0);
    const game = FreecellGame.fromBoard(parseCs3500(played.gameState(), findVariant('bakers')));
    expect(game.variant.id).toBe('bakers');
    expect(game.gameState()).toBe(played.gameState());
    expect(game.moveCount).toBe(0);
    expect(game.legalMoves()).toEqual(played.legalMoves());
    game.move('column', 1, 6, 'cell', 1);
    expect([game.moveCount, game.state().cells.slice(0, 2)]).toEqual([1, [parseCard('6S'), parseCard('9C')]]);
  });

  it('keeps a copy: changing the board afterwards does not change the game, nor the game the board', () => {
    const board = FreecellGame.deal(1).board;
    const game = FreecellGame.fromBoard(board);
    const before = formatCs3500(board);
    game.move('column', 0, 6, 'cell', 0);
    expect(formatCs3500(board)).toBe(before);
    board.transfer(column(1), cell(1), 1);
    expect(game.state().cells[1]).toBeNull();
  });

  it('refuses a value that is not a board (BAD_OPTION) and a board that is not a position (BAD_BOARD)', () => {
    expect(codeOf(() => FreecellGame.fromBoard({} as Board))).toBe('BAD_OPTION');
    expect(codeOf(() => FreecellGame.fromBoard(null as unknown as Board))).toBe('BAD_OPTION');
    const unordered = Board.empty(findVariant('freecell'));
    unordered.place(foundation(0), parseCard('2C'));
    expect(unordered.problem()).not.toBeNull();
    expect(codeOf(() => FreecellGame.fromBoard(unordered))).toBe('BAD_BOARD');
  });
});

describe('moves', () => {
  it('moves from a card index to the end of the pile, 0-based', () => {
    const g = FreecellGame.deal(1);
    // Deal 1: column 1 is JD KD 2S 4C 3S 6D 6S.
    const before = g.gameState();
    expect(codeOf(() => g.move('column', 0, 0, 'column', 1))).toBe('NOT_A_RUN');
    expect(g.gameState()).toBe(before);
    g.move('column', 0, 6, 'cell', 0);
    expect(g.state().cells[0]).toBe(parseCard('6S'));
    expect(g.moveCount).toBe(1);
  });

  it.each([
    [['open', 0, 0, 'cell', 0], 'UNKNOWN_PILE_KIND'],
    [['column', 8, 0, 'cell', 0], 'NO_SUCH_PILE'],
    [['column', 0, 0, 'cell', 4], 'NO_SUCH_PILE'],
    [['column', 0, 7, 'cell', 0], 'NO_SUCH_CARD'],
    [['column', 0, -1, 'cell', 0], 'NO_SUCH_CARD'],
    [['column', 0, 1.5, 'cell', 0], 'NO_SUCH_CARD'],
    [['cell', 0, 0, 'column', 0], 'EMPTY_SOURCE'],
    [['foundation', 0, 0, 'column', 0], 'ILLEGAL_SOURCE'],
    [['column', 0, 5, 'cell', 0], 'ONE_CARD_ONLY'],
    [['column', 0, 6, 'foundation', 0], 'NEEDS_ACE'],
    [['column', 0, 6, 'column', 0], 'SAME_PILE'],
  ])('refuses %j with %s and leaves the game unchanged', (args, code) => {
    const g = FreecellGame.deal(1);
    const before = g.state();
    expect(codeOf(() => (g.move as (...a: unknown[]) => void)(...args))).toBe(code);
    expect(g.state()).toEqual(before);
  });

  it('lists the legal moves in the form move takes, and each one plays', () => {
    const g = FreecellGame.deal(617, 'eight-off');
    const moves: GameMove[] = g.legalMoves();
    expect(moves.length).toBe(33);
    for (const m of moves) {
      const copy = FreecellGame.deal(617, 'eight-off');
      copy.move(m.sourceType, m.sourceIndex, m.cardIndex, m.destType, m.destIndex);
      expect(copy.moveCount).toBe(1);
    }
  });

  it('plays a whole Freecell Solver solution to the end of the game', () => {
    const text = fs.readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'solutions', 'freecell', 'ms-1.txt'), 'utf8');
    const variant: Variant = findVariant('freecell');
    const steps = replayMoves(dealBoard(variant, microsoftDeal(1)), readMoveTokens(text)).steps;
    const g = FreecellGame.deal(1);
    for (const { move } of steps) {
      const size = g.board.size(move.from);
      g.move(move.from.kind, move.from.index, size - move.count, move.to.kind, move.to.index);
    }
    expect(g.isGameOver()).toBe(true);
    expect(g.state().over).toBe(true);
    expect(g.state().foundations.map((f) => f.length)).toEqual([13, 13, 13, 13]);
  });
});

describe('play: a move as the rules library writes it', () => {
  it("plays a hint's move, or a solution's, as it comes", () => {
    const g = FreecellGame.deal(1);
    for (let last = hint(g.board); last.status === 'winnable'; last = hint(g.board, { follow: last })) g.play(last.move);
    expect(g.isGameOver()).toBe(true);
    const solved = solve(FreecellGame.deal(617, 'bakers').board);
    if (solved.status !== 'solved') throw new Error(`Baker's Game deal 617: ${solved.status}`);
    const b = FreecellGame.deal(617, 'bakers');
    for (const m of solved.moves) b.play(m);
    expect(b.isGameOver()).toBe(true);
    expect(b.moveCount).toBe(solved.moves.length);
  });

  it('plays every move of the core legalMoves, and counts it', () => {
    const g = FreecellGame.deal(617, 'eight-off');
    const moves = coreLegalMoves(g.board);
    expect(moves.length).toBe(g.legalMoves().length);
    for (const m of moves) {
      const copy = FreecellGame.deal(617, 'eight-off');
      copy.play(m);
      expect(copy.moveCount).toBe(1);
      expect(copy.board.size(m.to)).toBe(g.board.size(m.to) + m.count);
    }
  });

  it.each([
    [{ from: column(0), to: column(1), count: 7 }, 'NOT_A_RUN'],
    [{ from: column(8), to: cell(0), count: 1 }, 'NO_SUCH_PILE'],
    [{ from: cell(0), to: column(0), count: 1 }, 'EMPTY_SOURCE'],
    [{ from: column(0), to: column(0), count: 1 }, 'SAME_PILE'],
    [{ from: column(0), to: foundation(0), count: 1 }, 'NEEDS_ACE'],
    [{ from: column(0), to: cell(0), count: 0 }, 'BAD_COUNT'],
    [{ from: 'column 1', to: cell(0), count: 1 }, 'BAD_OPTION'],
    ['35', 'BAD_OPTION'],
    [null, 'BAD_OPTION'],
    [[column(0), cell(0), 1], 'BAD_OPTION'],
  ])('refuses %j with %s and leaves the game unchanged', (move, code) => {
    const g = FreecellGame.deal(1);
    const before = g.state();
    expect(codeOf(() => (g.play as (m: unknown) => void)(move))).toBe(code);
    expect(g.state()).toEqual(before);
  });
});

describe('a refused move never changes the game', () => {
  it('for random arguments from a game in progress', () => {
    const type = fc.constantFrom('cell', 'foundation', 'column', 'open');
    fc.assert(
      fc.property(
        fc.constantFrom('freecell', 'eight-off', 'seahaven', 'freecell-0'),
        fc.integer({ min: 0, max: 20 }),
        fc.tuple(type, fc.integer({ min: -1, max: 11 }), fc.integer({ min: -1, max: 9 }), type, fc.integer({ min: -1, max: 11 })),
        (id, played, args) => {
          const g = FreecellGame.deal(617, id);
          for (let i = 0; i < played; i++) {
            const moves = g.legalMoves();
            if (moves.length === 0) break;
            const m = moves[(i * 5) % moves.length]!;
            g.move(m.sourceType, m.sourceIndex, m.cardIndex, m.destType, m.destIndex);
          }
          const before = g.gameState();
          const count = g.moveCount;
          const legal = g.legalMoves().some((m) => JSON.stringify(Object.values(m)) === JSON.stringify(args));
          const code = codeOf(() => (g.move as (...a: unknown[]) => void)(...args));
          if (code === undefined) {
            expect(g.moveCount).toBe(count + 1);
          } else {
            expect(legal).toBe(false);
            expect(g.gameState()).toBe(before);
            expect(g.moveCount).toBe(count);
          }
        },
      ),
      { numRuns: 100, seed: 3500 },
    );
  });
});

describe('the state', () => {
  it('as CS 3500 text: F, O and C lines, Unicode or ASCII suits', () => {
    const g = FreecellGame.deal(1, 'seahaven');
    expect(g.gameState()).toBe(formatCs3500(g.board));
    const lines = g.gameState().split('\n');
    expect(lines).toHaveLength(4 + 4 + 10);
    expect(lines[0]).toBe('F1:');
    expect(lines[4]).toMatch(/^O1: \S+$/);
    expect(lines[6]).toBe('O3:');
    expect(g.gameState({ ascii: true })).toMatch(/^C10: [0-9AJQK]+[CDHS](, [0-9AJQK]+[CDHS]){4}$/m);
    expect(String(g)).toBe(g.gameState());
  });

  it('as JSON: the state, nothing private', () => {
    const g = FreecellGame.deal(1);
    g.move('column', 0, 6, 'cell', 0);
    const json = JSON.parse(JSON.stringify(g)) as Record<string, unknown>;
    expect(json).toEqual(JSON.parse(JSON.stringify(g.state())));
    expect(Object.keys(json).sort()).toEqual(['cells', 'columns', 'foundations', 'moves', 'over', 'variant']);
    expect(json.moves).toBe(1);
  });

  it('as a value that does not share storage with the game', () => {
    const g = FreecellGame.deal(1);
    const s = g.state();
    (s.columns[0] as number[]).push(99);
    g.board.transfer({ kind: 'column', index: 0 }, { kind: 'cell', index: 0 }, 1);
    expect(g.state().columns[0]).toHaveLength(7);
    expect(g.state().cells[0]).toBeNull();
  });
});
