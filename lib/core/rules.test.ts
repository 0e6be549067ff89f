import {
  type Board,
  type Move,
  type MoveRequest,
  type Variant,
  applyMove,
  applyMoves,
  cell,
  column,
  findVariant,
  foundation,
  isLost,
  isWon,
  legalMoves,
  maxMovable,
  refineVariant,
  resolveMove,
  runLength,
  findViolation,
  findRequestViolation,
  dealBoard,
  microsoftDeal,
} from '.';
import { parseFcsBoard } from '../notation';

const freecell = findVariant('freecell');
const bakers = findVariant('bakers');

function board(text: string, variant: Variant = freecell): Board {
  return parseFcsBoard(text, variant, { fullPack: false });
}

function violation(b: Board, move: Move): string | null {
  const before = b.key();
  const why = findViolation(b, move);
  expect(b.key()).toBe(before);
  if (why) expect(() => applyMove(b, move)).toThrow(why.constructor as new () => Error);
  return why ? why.code : null;
}

const tt = (a: number, b: number, count = 1): Move => ({ from: column(a - 1), to: column(b - 1), count });
const tc = (a: number, b: number): Move => ({ from: column(a - 1), to: cell(b - 1), count: 1 });
const tf = (a: number, b: number): Move => ({ from: column(a - 1), to: foundation(b - 1), count: 1 });
const cf = (a: number, b: number): Move => ({ from: cell(a - 1), to: foundation(b - 1), count: 1 });
const ct = (a: number, b: number): Move => ({ from: cell(a - 1), to: column(b - 1), count: 1 });

describe('rule errors, one per code', () => {
  const b = board(`
Foundations: H-2 C-0 D-0 S-0
Freecells: 7C - - -
KS QH JH
5D
9C 8H 7S
AS
4C
KH
QS
3H
`);

  it('SAME_PILE', () => expect(violation(b, tt(1, 1))).toBe('SAME_PILE'));
  it('NO_SUCH_PILE', () => expect(violation(b, { from: column(8), to: column(0), count: 1 })).toBe('NO_SUCH_PILE'));
  it('ILLEGAL_SOURCE', () => expect(violation(b, { from: foundation(0), to: column(1), count: 1 })).toBe('ILLEGAL_SOURCE'));
  it('EMPTY_SOURCE', () => expect(violation(b, cf(2, 1))).toBe('EMPTY_SOURCE'));
  it('NOT_ENOUGH_CARDS', () => expect(violation(b, tt(2, 6, 3))).toBe('NOT_ENOUGH_CARDS'));
  it('ONE_CARD_ONLY', () => expect(violation(b, { from: column(0), to: cell(1), count: 2 })).toBe('ONE_CARD_ONLY'));
  it('NOT_A_RUN', () => expect(violation(b, tt(1, 6, 3))).toBe('NOT_A_RUN'));
  it('CELL_OCCUPIED', () => expect(violation(b, tc(2, 1))).toBe('CELL_OCCUPIED'));
  it('NEEDS_ACE', () => expect(violation(b, tf(2, 2))).toBe('NEEDS_ACE'));
  it('WRONG_SUIT on a foundation', () => expect(violation(b, tf(5, 1))).toBe('WRONG_SUIT'));
  it('WRONG_RANK on a foundation', () => {
    const c = board('Foundations: H-2\n5H\n');
    expect(violation(c, tf(1, 1))).toBe('WRONG_RANK');
  });
  it('WRONG_RANK before colour when both are wrong', () => expect(violation(b, tt(3, 7))).toBe('WRONG_RANK'));
  it('WRONG_COLOUR when the rank fits but the colour does not', () => {
    const c = board('8H\n7D\n');
    expect(violation(c, tt(2, 1))).toBe('WRONG_COLOUR');
  });
  it('WRONG_SUIT in Baker\'s Game', () => {
    const c = board('8H\n7S\n', bakers);
    expect(violation(c, tt(2, 1))).toBe('WRONG_SUIT');
  });
  it('WRONG_RANK on a column', () => expect(violation(b, tt(2, 6))).toBe('WRONG_RANK'));
  it('NOT_ENOUGH_SPACE', () => {
    const c = board('Freecells: 2C 3C 4C 5C\n9C 8H 7S\nKD\nKS\nKH\nKC\nQD\nQC\n10H\n');
    expect(maxMovable(c, 0)).toBe(1);
    expect(violation(c, tt(1, 8, 3))).toBe('NOT_ENOUGH_SPACE');
    expect(violation(c, tt(1, 8, 1))).toBe('WRONG_RANK');
  });
  it('SINGLE_CARD_ONLY', () => {
    const c = board('9C 8H 7S\n:\n', refineVariant(freecell, { sequenceMoves: 'single' }));
    expect(violation(c, tt(1, 2, 2))).toBe('SINGLE_CARD_ONLY');
  });
  it('EMPTY_COLUMN_RULE for kings-only and closed empty columns', () => {
    const kings = board('5C KD\n:\n', refineVariant(freecell, { emptyColumn: 'kings' }));
    expect(violation(kings, tt(1, 2))).toBeNull();
    const kingOnly = board('KD 5C\n:\n', refineVariant(freecell, { emptyColumn: 'kings' }));
    expect(violation(kingOnly, tt(1, 2, 1))).toBe('EMPTY_COLUMN_RULE');
    const none = board('5C\n:\n', refineVariant(freecell, { emptyColumn: 'none' }));
    expect(violation(none, tt(1, 2))).toBe('EMPTY_COLUMN_RULE');
  });
});

describe('a card sent to the foundations without naming one', () => {
  const b = board('Foundations: H-2 C-0 D-0 S-0\nFreecells: 7C - - -\n5H\n2D\nAS\n3H\n:\n');
  const home = (from: Move['from']) => findRequestViolation(b, { from, to: { kind: 'foundation' } });

  it('is NOT_HOME_YET, naming the card its suit needs next, when its suit has no foundation yet', () => {
    expect(home(column(1))).toMatchObject({ code: 'NOT_HOME_YET', params: { card: 5 /* 2D */, needs: 1 /* AD */ } });
    expect(home(cell(0))).toMatchObject({ code: 'NOT_HOME_YET', params: { card: 24 /* 7C */, needs: 0 /* AC */ } });
  });

  it('is NOT_HOME_YET when its suit\'s foundation wants a lower card first', () => {
    expect(home(column(0))).toMatchObject({ code: 'NOT_HOME_YET', params: { card: 18 /* 5H */, needs: 10 /* 3H */ } });
  });

  it('is legal when the card can go, and other errors stay as they are', () => {
    expect(home(column(2))).toBeNull();
    expect(home(column(3))).toBeNull();
    expect(home(column(4))?.code).toBe('EMPTY_SOURCE');
  });

  it('keeps the foundation-specific error when the foundation is named', () => {
    expect(findRequestViolation(b, { from: column(1), to: foundation(1) })?.code).toBe('NEEDS_ACE');
    expect(findRequestViolation(b, { from: column(0), to: foundation(0) })?.code).toBe('WRONG_RANK');
  });

  it('refuses a request that is not one with BAD_OPTION naming request, even beside an illegal move', () => {
    const illegal: Move = { from: column(0), to: foundation(0), count: 1 };
    for (const request of [null, undefined, 'x', 3, {}, { from: column(0) }]) {
      let caught: unknown;
      try {
        findRequestViolation(b, request as unknown as MoveRequest, illegal);
      } catch (e) {
        caught = e;
      }
      expect(caught).toMatchObject({ code: 'BAD_OPTION', params: { option: 'request', allowed: { kind: 'move' } } });
    }
    expect(() => findRequestViolation(b, { from: column(0), to: foundation(0) }, null as unknown as Move)).toThrow(expect.objectContaining({ code: 'BAD_OPTION', params: expect.objectContaining({ option: 'move' }) }));
  });
});

describe('applying a list of moves', () => {
  test('plays them all as applyMove would, leaving the given board unchanged', () => {
    const start = dealBoard(freecell, microsoftDeal(7));
    const before = start.key();
    let walk = start;
    const moves: Move[] = [];
    for (let i = 0; i < 25; i++) {
      const options = legalMoves(walk);
      if (options.length === 0) break;
      const m = options[(i * 7) % options.length]!;
      moves.push(m);
      walk = applyMove(walk, m);
    }
    const result = applyMoves(start, moves);
    expect(result.error).toBeNull();
    expect(result.played).toBe(moves.length);
    expect(result.board.key()).toBe(walk.key());
    expect(start.key()).toBe(before);
  });

  test('stops at the first illegal move and says which and why', () => {
    const start = dealBoard(freecell, microsoftDeal(1));
    const first = legalMoves(start)[0]!;
    const afterFirst = applyMove(start, first);
    const illegal: Move = { from: cell(0), to: column(0), count: 1 };
    const result = applyMoves(start, [first, illegal, first]);
    expect(result.played).toBe(1);
    expect(result.error?.code).toBe(findViolation(afterFirst, illegal)?.code);
    expect(result.board.key()).toBe(afterFirst.key());
  });
});

describe('legal moves', () => {
  it('accepts the moves the rules allow', () => {
    const b = board('Freecells: AH - - -\n9C 8H 7S\n10S\n:\nAS\n');
    expect(violation(b, tt(1, 3, 3))).toBeNull();
    expect(violation(b, tt(1, 2, 2))).toBe('WRONG_RANK');
    expect(violation(b, tt(1, 2, 3))).toBe('WRONG_COLOUR');
    expect(violation(b, cf(1, 3))).toBeNull();
    expect(violation(b, tf(4, 1))).toBeNull();
    expect(violation(b, ct(1, 3))).toBeNull();
    expect(violation(b, tc(2, 2))).toBeNull();
  });

  it('limits runs by (free cells + 1) x 2^(empty columns), not counting the destination', () => {
    const b = board('Freecells: 2S 3S - -\nKC QH JC 10D 9C 8H 7C 6D 5C\n:\n:\nKS\nKH\nKD\nQS\nQD\n');
    expect(maxMovable(b, 1)).toBe(3 * 2);
    expect(maxMovable(b, 3)).toBe(3 * 4);
    expect(runLength(b, 0)).toBe(9);
    expect(violation(b, tt(1, 2, 6))).toBeNull();
    expect(violation(b, tt(1, 2, 7))).toBe('NOT_ENOUGH_SPACE');
    expect(violation(b, { from: column(0), to: column(3), count: 1 })).toBe('WRONG_RANK');
    const kingsOnly = board('KC QH JC 10D 9C 8H 7C 6D 5C\n:\n', refineVariant(freecell, { emptyColumn: 'kings' }));
    expect(maxMovable(kingsOnly, 1)).toBe(5);
  });

  it('infers the count of tt: the run that fits a card, the longest allowed run onto an empty column', () => {
    const b = board('KC QH JC 10D 9C\nQD\n:\nKS\nKH\nQS\nQC\nJD\n');
    expect(resolveMove(b, { from: column(0), to: column(1) })).toEqual(tt(1, 2, 3));
    expect(resolveMove(b, { from: column(0), to: column(2) })).toEqual(tt(1, 3, 5));
    expect(resolveMove(b, { from: column(0), to: column(2), count: 2 })).toEqual(tt(1, 3, 2));
    const single = board('9C 8H\n:\n', refineVariant(freecell, { sequenceMoves: 'single' }));
    expect(resolveMove(single, { from: column(0), to: column(1) }).count).toBe(1);
  });

  it('applies a move as a new board and keeps the old one', () => {
    const b = board('9C 8H 7S\n:\n');
    const after = applyMove(b, tt(1, 2, 3));
    expect(b.column(0)).toHaveLength(3);
    expect(after.column(1)).toHaveLength(3);
    expect(after.cardCount()).toBe(3);
  });

  it('detects a win and a lost position', () => {
    expect(isWon(board('Foundations: C-2\n'))).toBe(true);
    const stuck = board('Freecells: KC QC JC 10C\n9C\n9S\n8C\n8S\n7C\n7S\n6C\n6S\n');
    expect(legalMoves(stuck)).toEqual([]);
    expect(isLost(stuck)).toBe(true);
    expect(isLost(board('Freecells: KC QC JC -\n9C\n'))).toBe(false);
  });

  it('never lists a card from one cell to another, which the rules allow but which changes nothing that matters', () => {
    // a partial pack: only 5H, in a cell, no column to take it (none in play takes a card on an empty column)
    const closed = refineVariant(freecell, { emptyColumn: 'none' });
    const shuffle = board('Freecells: 5H - - -\n', closed);
    expect(findViolation(shuffle, { from: cell(0), to: cell(1), count: 1 })).toBeNull();
    expect(legalMoves(shuffle)).toEqual([]);
    expect(isLost(shuffle)).toBe(true);
  });

  it('counts a position lost where the only moves left carry a whole column into an empty one (a lone King where only Kings fill empty columns)', () => {
    const kings = findVariant('ko-bakers');
    // cells full, a lone King, an empty column, and nothing else that moves
    const rest = 'AC 8C 2D TD 3H QH 6S 9H\n2C TC 4D JD 4H KH 8S 3C\n4C JC 5D QD 6H AS 9S 7D\n5C QC 6D KD 7H 2S TS JS\n6C KC 8D AH 8H 3S QS 5S\n7C AD 9D 2H TH 4S JH\n';
    const stuck = board(`Freecells: 5H 9C 3D 7S\nKS\n:\n${rest}`, kings);
    expect(legalMoves(stuck)).toEqual([{ from: column(0), to: column(1), count: 1 }]);
    expect(isLost(stuck)).toBe(true);
    // with a cell free, the King could go there too: not lost
    expect(isLost(board(`Freecells: 5H 9C 3D -\nKS\n:\n${rest.replace(' JH\n', ' JH 7S\n')}`, kings))).toBe(false);
  });

  it('leaves the stack trace limit it lowers while it tries candidates as it was, also when it refuses the board; the errors of other calls keep their stacks', () => {
    const before = Error.stackTraceLimit;
    legalMoves(board('Freecells: KC QC JC -\n9C\n'));
    expect(Error.stackTraceLimit).toBe(before);
    expect(() => legalMoves({} as Board)).toThrow(expect.objectContaining({ code: 'BAD_OPTION' }));
    expect(Error.stackTraceLimit).toBe(before);
    const b = board('Freecells: KC QC JC -\n9C\n');
    expect(findViolation(b, { from: column(0), to: column(0), count: 1 })!.stack).toMatch(/\n\s+at /);
  });
});

describe('counting legal moves (perft)', () => {
  function perft(b: Board, depth: number): number {
    if (depth === 0) return 1;
    let n = 0;
    for (const m of legalMoves(b)) n += perft(applyMove(b, m), depth - 1);
    return n;
  }

  // Counts to depth 3, cross-checked against an independent implementation of the same move set
  // (every cell and foundation counted separately; multi-card moves limited by free space).
  const pinned: [number, Variant, number[]][] = [
    [1, freecell, [32, 792, 14040]],
    [1, bakers, [34, 890, 16712]],
    [617, freecell, [35, 966, 19964]],
    [617, bakers, [33, 832, 14640]],
    [11982, freecell, [35, 966, 19974]],
    [11982, bakers, [33, 836, 14952]],
  ];

  it.each(pinned)('deal %i under %j', (game, variant, counts) => {
    const b = dealBoard(variant, microsoftDeal(game));
    counts.forEach((expected, i) => expect(perft(b, i + 1)).toBe(expected));
  });
});
