// Settling cells (same-suit builds): the exact search keeps its verdicts and stores fewer positions.

import { type Variant, dealBoard, findVariant, microsoftDeal, refineVariant } from '../core';
import { MoveGenerator } from './generate';
import { EXACT_WEIGHTS, runPortfolio } from './portfolio';
import { type SolverRules, readBoard, solverRules } from './rules';
import { Position } from './state';
import { cardMove, moveCount, moveFrom, moveTo, ONTO_CARD, TO_CELL, type CardMove } from './move-codec';
import { solve } from '.';
import { formatFcs } from '../notation/board-format';
import { parseFcsBoard } from '../notation/fcs-board';

/**
 * The exact search of Microsoft deal n, with the rules' settling on or off;
 * `grounded` replaces the table of cards no card takes (all 0: no column counts as one on a King).
 */
function exact(variant: Variant, n: number, settles: boolean, grounded?: Uint8Array): { status: string; states: number } {
  const board = dealBoard(variant, microsoftDeal(n));
  const start = readBoard(board);
  const base = solverRules(variant, start.inGame, start.acesAlwaysHome);
  const rules: SolverRules = { ...base, settles, grounded: grounded ?? base.grounded };
  const outcome = runPortfolio(rules, start, true, [EXACT_WEIGHTS], 3_000_000, 2 ** 31, () => false);
  return { status: outcome.status, states: outcome.states };
}

describe('which rules settle cells', () => {
  test.each([
    ['bakers', true],
    ['ko-bakers', true],
    ['seahaven', true],
    ['eight-off', true],
    ['relaxed-seahaven', true],
    ['freecell', false],
    ['forecell', false],
    ['relaxed-freecell', false],
  ])('%s: %s', (id, settles) => {
    const variant = findVariant(id);
    const start = readBoard(dealBoard(variant, microsoftDeal(1)));
    expect(solverRules(variant, start.inGame, start.acesAlwaysHome).settles).toBe(settles);
  });

  test("not with single-card moves or Aces kept from cells, where a card on its successor could not always travel with it", () => {
    for (const variant of [refineVariant(findVariant('bakers'), { sequenceMoves: 'single' }), refineVariant(findVariant('bakers'), { acesToFoundationOnly: true })]) {
      const start = readBoard(dealBoard(variant, microsoftDeal(1)));
      expect(solverRules(variant, start.inGame, start.acesAlwaysHome).settles).toBe(false);
    }
  });
});

describe('the exact search with settled cells', () => {
  test("Baker's Game deals 1-30: the verdicts of the search without settling, in 53% of its positions", () => {
    const bakers = findVariant('bakers');
    const verdicts = { with: [] as string[], without: [] as string[] };
    let withStates = 0;
    let withoutStates = 0;
    for (let n = 1; n <= 30; n++) {
      const settled = exact(bakers, n, true);
      const plain = exact(bakers, n, false);
      verdicts.with.push(`${n} ${settled.status}`);
      verdicts.without.push(`${n} ${plain.status}`);
      withStates += settled.states;
      withoutStates += plain.states;
    }
    expect(verdicts.with).toEqual(verdicts.without);
    expect(verdicts.with.filter((v) => v.endsWith('unwinnable')).length).toBe(6);
    expect([withStates, withoutStates]).toEqual([52_549, 98_803]);
  });

  test("Kings Only Baker's Game deals 1-12, Seahaven Towers deals 1-9 and Relaxed Seahaven Towers deals 1-12: the same verdicts, and every solution replays", () => {
    for (const [id, last] of [['ko-bakers', 12], ['seahaven', 9], ['relaxed-seahaven', 12]] as const) {
      const variant = findVariant(id);
      for (let n = 1; n <= last; n++) {
        const settled = exact(variant, n, true);
        const plain = exact(variant, n, false);
        expect([id, n, settled.status]).toEqual([id, n, plain.status]);
        // solve replays its solution through the engine (SolverBugError otherwise)
        expect(solve(dealBoard(variant, microsoftDeal(n)), { mode: 'exact' }).status).toBe(settled.status);
      }
    }
  });
});

describe('columns on a King (one run, each card on its successor, a King at the bottom)', () => {
  const bakers = findVariant('bakers');
  const none = new Uint8Array(52);

  test("Baker's Game deals 1-30, 1534, 1548 and 2208: the verdicts with every part of such a column free to move into an empty column, in fewer positions", () => {
    const verdicts = { kept: [] as string[], free: [] as string[] };
    let kept = 0;
    let free = 0;
    for (const n of [...Array.from({ length: 30 }, (_, i) => i + 1), 1534, 1548, 2208]) {
      const a = exact(bakers, n, true);
      const b = exact(bakers, n, true, none);
      verdicts.kept.push(`${n} ${a.status}`);
      verdicts.free.push(`${n} ${b.status}`);
      kept += a.states;
      free += b.states;
    }
    expect(verdicts.kept).toEqual(verdicts.free);
    expect(verdicts.kept.slice(30)).toEqual(['1534 solved', '1548 solved', '2208 solved']);
    expect([kept, free]).toEqual([59_506, 59_864]);
  });

  test('the King matters: keeping every column that is one run from moving part of itself into an empty column loses deal 2208', () => {
    expect(exact(bakers, 2208, true).status).toBe('solved');
    expect(exact(bakers, 2208, true, new Uint8Array(52).fill(1)).status).toBe('unwinnable');
  });

  test('Kings only in empty columns: no part of such a column could go there anyway, the same positions', () => {
    for (const id of ['ko-bakers', 'eight-off']) {
      const variant = findVariant(id);
      for (let n = 1; n <= 3; n++) expect([id, n, exact(variant, n, true).states]).toEqual([id, n, exact(variant, n, true, none).states]);
    }
  });

  test('no move takes part of such a column into an empty column; the whole of it still goes into the cells, one card a cell', () => {
    const start = readBoard(dealBoard(bakers, microsoftDeal(1)));
    const rules = solverRules(bakers, start.inGame, start.acesAlwaysHome);
    const card = (rank: number, suit: number): number => (rank - 1) * 4 + suit;
    const pos = new Position(rules);
    // column 0: the King, Queen and Jack of suit 2; column 1: the 5 of suit 1 on the 9 of suit 3; two empty columns
    const columns = [[card(13, 2), card(12, 2), card(11, 2)], [card(9, 3), card(5, 1)], [card(7, 0)], [card(8, 1)], [card(3, 3)], [card(4, 0)], [], []];
    pos.load({ columns, cells: [], found: [0, 0, 0, 0], inGame: start.inGame, hopeless: null, acesAlwaysHome: true });
    pos.settling = true;
    const moves = new Int32Array(512);
    const n = new MoveGenerator(rules).generate(pos, moves);
    const fromKing = Array.from(moves.subarray(0, n)).filter((m) => moveFrom(m) === 0);
    expect(fromKing.map((m) => [moveTo(m) >= 8 ? 'cells' : 'column', moveCount(m)])).toEqual([['cells', 3]]);
    // without settling (fast mode) every part may still go
    pos.settling = false;
    const m = new MoveGenerator(rules).generate(pos, moves);
    expect(Array.from(moves.subarray(0, m)).filter((x) => moveFrom(x) === 0 && moveTo(x) === 6).map((x) => moveCount(x))).toEqual([1, 2]);
  });
});

describe('settling a position', () => {
  const bakers = findVariant('bakers');
  /** Baker's Game deal n in Freecell Solver's format, without the top card of column k (0-based). */
  const fcsRowsWithout = (n: number, k: number): string =>
    formatFcs(dealBoard(bakers, microsoftDeal(n)))
      .trim()
      .split('\n')
      .map((row, i) => (i === k ? row.trim().split(' ').slice(0, -1).join(' ') : row.trim()))
      .join('\n');
  const start = readBoard(dealBoard(bakers, microsoftDeal(1)));
  const rules = solverRules(bakers, start.inGame, start.acesAlwaysHome);
  // cards are rank * 4 + suit, rank 0 the Ace
  const card = (rank: number, suit: number): number => (rank - 1) * 4 + suit;

  function position(columns: number[][], cells: number[]): Position {
    const pos = new Position(rules);
    const found = [0, 0, 0, 0];
    pos.load({ columns: [...columns, ...Array.from({ length: 8 - columns.length }, () => [])], cells, found, inGame: start.inGame, hopeless: null, acesAlwaysHome: true });
    pos.settling = true;
    return pos;
  }

  test('a card in a cell goes onto its successor when a move uncovers it, and the moves say so', () => {
    // the 9 of suit 0 in a cell; the 10 of suit 0 under the 5 of suit 1
    const pos = position([[card(13, 2), card(10, 0), card(5, 1)], [card(6, 1)]], [card(9, 0)]);
    const out: CardMove[] = [];
    // the 5 goes onto the 6 of its suit, uncovering the 10
    const moves = new Int32Array(64);
    const n = new MoveGenerator(rules).generate(pos, moves);
    const onto6 = Array.from(moves.subarray(0, n)).find((m) => moveTo(m) === 1)!;
    pos.playDescribed(onto6, out);
    expect(out).toEqual([cardMove(card(5, 1), ONTO_CARD, card(6, 1)), cardMove(card(9, 0), ONTO_CARD, card(10, 0))]);
    expect(Array.from(pos.cells)).toEqual([-1, -1, -1, -1]);
    expect(Array.from(pos.cols.subarray(0, pos.len[0]!))).toEqual([card(13, 2), card(10, 0), card(9, 0)]);
  });

  test('a position from play that is not settled: the search and the description of its path settle alike', () => {
    // the 9 of suit 0 in a cell, the 10 of suit 0 a column's top: a start from play; the move touches neither
    const columns = [[card(13, 2), card(10, 0)], [card(6, 1)], [card(5, 1)]];
    const searched = position(columns, [card(9, 0)]);
    const described = position(columns, [card(9, 0)]);
    const moves = new Int32Array(64);
    const n = new MoveGenerator(rules).generate(searched, moves);
    const onto6 = Array.from(moves.subarray(0, n)).find((m) => moveTo(m) === 1)!;
    searched.playAuto(onto6);
    const out: CardMove[] = [];
    described.playDescribed(onto6, out);
    expect(out).toEqual([cardMove(card(5, 1), ONTO_CARD, card(6, 1))]);
    for (const pos of [searched, described]) {
      expect(Array.from(pos.cells)).toEqual([card(9, 0), -1, -1, -1]);
      expect(Array.from(pos.cols.subarray(0, pos.len[0]!))).toEqual([card(13, 2), card(10, 0)]);
    }
    // a move that uncovers a top whose predecessor is in a cell settles it, in both
    const pos = position([[card(13, 2), card(10, 0), card(5, 1)], [card(6, 1)]], [card(9, 0)]);
    const m = new MoveGenerator(rules).generate(pos, moves);
    pos.playAuto(Array.from(moves.subarray(0, m)).find((x) => moveTo(x) === 1)!);
    expect(Array.from(pos.cells)).toEqual([-1, -1, -1, -1]);
  });

  test("Baker's Game boards from play with a card in a cell over its successor: exact solutions replay", () => {
    // deal 3 with column 2's top, the 4 of spades, in a cell (the 5 of spades tops column 3); deal 2 with column 3's, the 10 of hearts (the Jack tops column 4)
    const boards = [
      `Freecells: 4S
${fcsRowsWithout(3, 1)}`,
      `Freecells: TH
${fcsRowsWithout(2, 2)}`,
    ];
    for (const text of boards) expect(solve(parseFcsBoard(text, bakers), { mode: 'exact' }).status).toBe('solved');
  });

  test('a card on its successor goes to the cells only with its whole run, one card a cell', () => {
    const pos = position([[card(13, 2), card(7, 3), card(6, 3), card(5, 3)], [card(12, 1)]], []);
    const moves = new Int32Array(64);
    const n = new MoveGenerator(rules).generate(pos, moves);
    const toCells = Array.from(moves.subarray(0, n)).filter((m) => moveTo(m) >= 8 && moveTo(m) < 255);
    // the whole run of column 0 (three cards) and the lone Queen of column 1
    expect(toCells.map((m) => moveCount(m)).sort()).toEqual([1, 3]);
    const out: CardMove[] = [];
    pos.playDescribed(toCells.find((m) => moveCount(m) === 3)!, out);
    expect(out).toEqual([cardMove(card(5, 3), TO_CELL), cardMove(card(6, 3), TO_CELL), cardMove(card(7, 3), TO_CELL)]);
    expect(pos.nFree).toBe(1);
  });
});
