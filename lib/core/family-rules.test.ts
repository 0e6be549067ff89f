import {
  type Board,
  type BuildRule,
  type Move,
  type Variant,
  ACE,
  BUILD_RULES,
  applyMove,
  canStack,
  cell,
  column,
  dealBoard,
  findVariant,
  findViolation,
  foundation,
  legalMoves,
  makeCard,
  capacity,
  maxMovable,
  microsoftDeal,
  rankOf,
  refineVariant,
  resolveMove,
  runLength,
  stackViolation,
} from '.';
import { parseCard, parseFcsBoard } from '../notation';

const freecell = findVariant('freecell');
const build = (buildBy: BuildRule): Variant => refineVariant(freecell, { buildBy });

function board(text: string, variant: Variant = freecell): Board {
  return parseFcsBoard(text, variant, { fullPack: false });
}

const card = (text: string): number => parseCard(text)!;
const tt = (a: number, b: number, count = 1): Move => ({ from: column(a - 1), to: column(b - 1), count });
const code = (b: Board, m: Move): string | null => findViolation(b, m)?.code ?? null;

describe('build rules', () => {
  // [card, onto, alternate-colour, suit, rank, any]
  const table: [string, string, boolean, boolean, boolean, boolean][] = [
    ['8H', '9S', true, false, true, true],
    ['8S', '9S', false, true, true, true],
    ['8C', '9S', false, false, true, true],
    ['8D', '9H', false, false, true, true],
    ['7H', '9S', false, false, false, true],
    ['10S', '9S', false, false, false, true],
    ['KH', 'AS', false, false, false, true],
  ];

  it.each(table)('%s on %s', (c, onto, ...expected) => {
    BUILD_RULES.forEach((rule, i) => {
      expect(canStack(card(c), card(onto), rule)).toBe(expected[i]);
      expect(stackViolation(card(c), card(onto), column(0), rule) === null).toBe(expected[i]);
    });
  });

  it('names the first broken condition: rank, then suit or colour', () => {
    const why = (c: string, onto: string, rule: BuildRule): string | undefined => stackViolation(card(c), card(onto), column(0), rule)?.code;
    expect(why('7H', '9S', 'alternate-colour')).toBe('WRONG_RANK');
    expect(why('8S', '9S', 'alternate-colour')).toBe('WRONG_COLOUR');
    expect(why('8H', '9S', 'suit')).toBe('WRONG_SUIT');
    expect(why('7H', '9S', 'rank')).toBe('WRONG_RANK');
    expect(why('7H', '9S', 'any')).toBeUndefined();
  });

  it('decides what a run is', () => {
    const text = 'KS 9C 8H 7S 6S\n';
    expect(runLength(board(text, build('alternate-colour')), 0)).toBe(1);
    expect(runLength(board(text, build('suit')), 0)).toBe(2);
    expect(runLength(board(text, build('rank')), 0)).toBe(4);
    expect(runLength(board(text, build('any')), 0)).toBe(5);
  });

  it('moves runs by rank, and anything onto anything under any', () => {
    const text = 'QH 9C 8C 7H\n10D\nKS\n:\n';
    const rank = board(text, build('rank'));
    expect(code(rank, tt(1, 2, 3))).toBeNull();
    expect(resolveMove(rank, { from: column(0), to: column(1) })).toEqual(tt(1, 2, 3));
    expect(code(rank, tt(1, 3, 1))).toBe('WRONG_RANK');
    const any = board(text, build('any'));
    expect(code(any, tt(1, 3, 4))).toBeNull();
    expect(code(any, tt(2, 3, 1))).toBeNull();
    expect(resolveMove(any, { from: column(0), to: column(2) })).toEqual(tt(1, 3, 4));
    const tight = board(`Freecells: 2S 3S 4S 5S\n${text}`, refineVariant(build('any'), { columns: 4 }));
    expect(resolveMove(tight, { from: column(0), to: column(2) })).toEqual(tt(1, 3, 2));
    expect(code(tight, tt(1, 3, 3))).toBe('NOT_ENOUGH_SPACE');
  });
});

describe('maxMovable: the one capacity formula', () => {
  // Four columns: a run of 9 in column 1, columns 2 and 3 empty; two free cells.
  const text = 'Freecells: 2S 3S - -\nKC QH JC 10D 9C 8H 7C 6D 5C\n:\n:\nKS\n';
  const four = (changes: Partial<Variant> = {}): Variant => refineVariant(freecell, { columns: 4, ...changes });
  const at = (changes: Partial<Variant>, to: number): number => maxMovable(board(text, four(changes)), to);

  it('free space with any card in empty columns: (cells + 1) x 2^(empty columns but the destination)', () => {
    expect(at({}, 3)).toBe(3 * 4);
    expect(at({}, 1)).toBe(3 * 2);
    expect(at({}, -1)).toBe(3 * 4);
  });

  it('Kings only or no empty columns: cells + 1', () => {
    expect(at({ emptyColumn: 'kings' }, 3)).toBe(3);
    expect(at({ emptyColumn: 'none' }, 3)).toBe(3);
  });

  it('single: 1, unlimited: no limit', () => {
    expect(at({ sequenceMoves: 'single' }, 3)).toBe(1);
    expect(at({ sequenceMoves: 'unlimited' }, 3)).toBe(Infinity);
    expect(at({ sequenceMoves: 'unlimited', emptyColumn: 'kings' }, 3)).toBe(Infinity);
  });

  it('comes from capacity(variant, free cells, empty columns)', () => {
    expect(capacity(four(), 2, 2)).toBe(at({}, 3));
    expect(capacity(four(), 2, 1)).toBe(at({}, 1));
    expect(capacity(four({ emptyColumn: 'kings' }), 2, 2)).toBe(3);
    expect(capacity(four({ sequenceMoves: 'single' }), 4, 3)).toBe(1);
  });

  it('is what the move checker enforces', () => {
    const kings = board(text, four({ emptyColumn: 'kings' }));
    expect(code(kings, tt(1, 2, 9))).toBe('NOT_ENOUGH_SPACE');
    const unlimited = board(text, four({ emptyColumn: 'kings', sequenceMoves: 'unlimited' }));
    expect(code(unlimited, tt(1, 2, 9))).toBeNull();
    expect(code(unlimited, tt(1, 2, 8))).toBe('EMPTY_COLUMN_RULE');
    const free = board(text, four());
    expect(code(free, tt(1, 2, 6))).toBeNull();
    expect(code(free, tt(1, 2, 7))).toBe('NOT_ENOUGH_SPACE');
    expect(resolveMove(unlimited, { from: column(0), to: column(1) })).toEqual(tt(1, 2, 9));
  });

  it('into an empty column that takes only a King, tt C D means the run headed by its King, even one too long to move', () => {
    const kingsOnly = four({ emptyColumn: 'kings' });
    const long = board('Freecells: 2C 3C - -\nKS QS JS 10S 9S 8S\n:\n', refineVariant(kingsOnly, { buildBy: 'suit' }));
    expect(resolveMove(long, { from: column(0), to: column(1) })).toEqual(tt(1, 2, 6));
    expect(code(long, tt(1, 2, 6))).toBe('NOT_ENOUGH_SPACE');
    const short = board('Freecells: 2C 3C - -\n5H KS QS\n:\n', refineVariant(kingsOnly, { buildBy: 'suit' }));
    expect(resolveMove(short, { from: column(0), to: column(1) })).toEqual(tt(1, 2, 2));
    const noKing = board('Freecells: 2C 3C - -\nJS 10S 9S 8S\n:\n', refineVariant(kingsOnly, { buildBy: 'suit' }));
    expect(resolveMove(noKing, { from: column(0), to: column(1) })).toEqual(tt(1, 2, 3));
  });
});

describe('Aces to the foundations only', () => {
  const aces = refineVariant(freecell, { acesToFoundationOnly: true });
  const text = 'Freecells: AD - - -\n3S 2H AS\n3D 2C\n:\n3H\n';

  it('ACE_TO_FOUNDATION_ONLY for an Ace going to a cell or a column, alone or in a run', () => {
    const b = board(text, aces);
    expect(code(b, { from: column(0), to: cell(1), count: 1 })).toBe('ACE_TO_FOUNDATION_ONLY');
    expect(code(b, tt(1, 3, 1))).toBe('ACE_TO_FOUNDATION_ONLY');
    expect(code(b, tt(1, 3, 2))).toBe('ACE_TO_FOUNDATION_ONLY');
    expect(code(b, { from: cell(0), to: column(2), count: 1 })).toBe('ACE_TO_FOUNDATION_ONLY');
    expect(findViolation(b, tt(1, 3, 1))).toEqual(expect.objectContaining({ card: card('AS'), to: column(2) }));
    expect(code(b, { from: column(0), to: foundation(0), count: 1 })).toBeNull();
    expect(code(b, { from: cell(0), to: foundation(0), count: 1 })).toBeNull();
    expect(code(b, tt(2, 3, 1))).toBeNull();
  });

  it('leaves the same moves legal without the rule', () => {
    const b = board(text);
    expect(code(b, { from: column(0), to: cell(1), count: 1 })).toBeNull();
    expect(code(b, tt(1, 3, 2))).toBeNull();
  });

  it('never lets legalMoves put an Ace anywhere but a foundation', () => {
    // positions in which an Ace is in a column's movable run, where a move could carry it to a cell or a column
    let exposed = 0;
    for (const deal of [1, 2, 3, 11982]) {
      let b = dealBoard(aces, microsoftDeal(deal));
      for (let step = 0; step < 60; step++) {
        for (let c = 0; c < aces.columns; c++) if (b.cards(column(c)).slice(-runLength(b, c)).some((x) => rankOf(x) === ACE)) exposed++;
        const moves = legalMoves(b);
        for (const m of moves) {
          const cards = b.cards(m.from).slice(-m.count);
          if (m.to.kind !== 'foundation') expect(cards.some((c) => rankOf(c) === ACE)).toBe(false);
        }
        if (moves.length === 0) break;
        b = applyMove(b, moves[(step * 7) % moves.length]!);
      }
    }
    // the walks do reach such positions (deal 11982 alone never did: its Aces stay buried)
    expect(exposed).toBeGreaterThanOrEqual(10);
  });
});

describe('tables of every size', () => {
  it('plays on 13 columns and 10 cells with cell letters past g', () => {
    const wide = refineVariant(freecell, { columns: 13, cells: 10 });
    const b = dealBoard(wide, microsoftDeal(1));
    expect(Array.from({ length: 13 }, (_, i) => b.size(column(i)))).toEqual([4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4, 4]);
    let after = b;
    for (let c = 0; c < 10; c++) after = applyMove(after, { from: column(c), to: cell(c), count: 1 });
    expect(after.freeCells()).toBe(0);
    expect(code(after, { from: column(10), to: cell(9), count: 1 })).toBe('CELL_OCCUPIED');
    expect(code(after, { from: column(0), to: cell(10), count: 1 })).toBe('NO_SUCH_PILE');
    expect(after.cardCount()).toBe(52);
  });

  it('plays with no cells at all', () => {
    const none = refineVariant(findVariant('freecell-0'), { columns: 4 });
    const b = board('5H\n6S\nKD\nKC\n', none);
    expect(legalMoves(b)).toEqual([tt(1, 2, 1)]);
    expect(code(b, { from: column(0), to: cell(0), count: 1 })).toBe('NO_SUCH_PILE');
  });

  it('deals the last cards to the cells in Eight Off, Seahaven Towers and ForeCell', () => {
    const deal = microsoftDeal(1);
    for (const [id, columns, perColumn, dealtCells] of [
      ['eight-off', 8, 6, 4],
      ['seahaven', 10, 5, 2],
      ['forecell', 8, 6, 4],
    ] as const) {
      const v = findVariant(id);
      const b = dealBoard(v, deal);
      expect(Array.from({ length: columns }, (_, i) => b.size(column(i)))).toEqual(Array(columns).fill(perColumn));
      expect(Array.from({ length: v.cells }, (_, i) => b.top(cell(i)))).toEqual([
        ...deal.slice(52 - dealtCells),
        ...Array(v.cells - dealtCells).fill(-1),
      ]);
      expect(b.column(0)).toEqual(Array.from({ length: perColumn }, (_, r) => deal[r * columns]));
    }
  });

  it('deals a partial deck the same way', () => {
    const cards = [1, 2, 3, 4, 5, 6, 7].map((r) => makeCard(r, 0));
    const b = dealBoard(findVariant('seahaven'), cards);
    expect(b.column(0)).toEqual([cards[0]]);
    expect(b.column(4)).toEqual([cards[4]]);
    expect(b.column(5)).toEqual([]);
    expect([b.top(cell(0)), b.top(cell(1)), b.top(cell(2))]).toEqual([cards[5], cards[6], -1]);
    const tiny = dealBoard(findVariant('eight-off'), cards.slice(0, 3));
    expect([0, 1, 2, 3].map((i) => tiny.top(cell(i)))).toEqual([cards[0], cards[1], cards[2], -1]);
    expect(tiny.emptyColumns()).toBe(8);
  });
});

describe('counting legal moves per variant (perft)', () => {
  function perft(b: Board, depth: number): number {
    if (depth === 0) return 1;
    const moves = legalMoves(b);
    if (depth === 1) return moves.length;
    let n = 0;
    for (const m of moves) n += perft(applyMove(b, m), depth - 1);
    return n;
  }

  /*
   * A half-played position: an empty column (3), a card in a cell, runs that
   * differ by build rule (column 1 alternates colours, 2 ends in a suit pair,
   * 7 alternates for four cards and descends by rank for five), an Ace on
   * top of column 5. Every count below was also computed by an independent
   * implementation of the move set (each cell and foundation counted
   * separately; a run moves with every length the rules allow).
   */
  const P = `Foundations: C-A
Freecells: 9D - - -
KS QH JS TH 9S
5C 8H 7S 6S
:
4D QC JD TC
2H KD 8D AH
3S TS 9H 8C 7D
6D 5H 4S 3H 2S
KH QD
`;
  const withCells = (n: number): string => P.replace('9D - - -', ['9D', ...Array(n - 1).fill('-')].join(' '));

  const middle: [string, Partial<Variant>, string, number[]][] = [
    ['FreeCell', {}, P, [49, 1938]],
    ['built by suit', { buildBy: 'suit' }, P, [33, 920, 20773]],
    ['built by rank', { buildBy: 'rank' }, P, [57, 2722]],
    ['built on any card', { buildBy: 'any' }, P, [232, 53027]],
    ['Kings only in empty columns', { emptyColumn: 'kings' }, P, [30, 740, 15011]],
    ['no card in empty columns', { emptyColumn: 'none' }, P, [30, 735, 14643]],
    ['single-card moves', { sequenceMoves: 'single' }, P, [35, 1073, 28458]],
    ['unlimited sequence moves', { sequenceMoves: 'unlimited' }, P, [50, 2075]],
    ['Aces to the foundations only', { acesToFoundationOnly: true }, P, [44, 1564]],
    ['1 cell', { cells: 1 }, withCells(1), [14, 149, 1549]],
    ['6 cells', { cells: 6 }, withCells(6), [64, 3623]],
    ['10 columns', { columns: 10 }, P, [90, 7157]],
  ];

  it.each(middle)('the half-played position, %s', (_, changes, text, counts) => {
    const b = board(text, refineVariant(freecell, changes));
    counts.forEach((expected, i) => expect(perft(b, i + 1)).toBe(expected));
  });

  const deals: [number, string, number[]][] = [
    [1, 'ko-bakers', [34, 890]],
    [1, 'eight-off', [33, 845]],
    [617, 'eight-off', [33, 832]],
    [1, 'seahaven', [22, 288, 1669]],
    [617, 'seahaven', [21, 249, 922]],
    [617, 'relaxed-seahaven', [21, 249, 956]],
    [617, 'relaxed-freecell', [35, 966]],
    [1, 'forecell', [0]],
    [617, 'forecell', [4, 13, 44]],
    [1, 'freecell-3', [24, 402]],
    [617, 'freecell-3', [27, 534]],
    [1, 'freecell-2', [16, 140, 304]],
    [617, 'freecell-2', [19, 230, 1534]],
    [1, 'freecell-1', [8, 6, 7]],
    [617, 'freecell-1', [11, 54, 170]],
    [1, 'freecell-0', [0]],
    [617, 'freecell-0', [3, 4, 4]],
  ];

  it.each(deals)('Microsoft deal %i dealt for %s', (game, id, counts) => {
    const b = dealBoard(findVariant(id), microsoftDeal(game));
    counts.forEach((expected, i) => expect(perft(b, i + 1)).toBe(expected));
  });
});
