// The solver's public behaviour: every solution is replayed by the engine and must win.

import {
  Board,
  type Move,
  type Variant,
  applyMove,
  dealBoard,
  findVariant,
  isWon,
  maxMovable,
  microsoftDeal,
  refineVariant,
} from '../core';
import { parseFcsBoard } from '../notation';
import { type SolveResult, solve } from '.';
import { proveBoard } from './prover';
import { Position } from './state';

const freecell = findVariant('freecell');
const bakers = findVariant('bakers');

function deal(n: number, variant: Variant = freecell): Board {
  return dealBoard(variant, microsoftDeal(n));
}

function board(text: string, variant: Variant = freecell): Board {
  return parseFcsBoard(text, variant, { fullPack: false });
}

/** The engine's check of a solution: every move legal, a run within the limit counted once, the board won. */
function expectWins(start: Board, result: SolveResult): Move[] {
  expect(result.status).toBe('solved');
  if (result.status !== 'solved') return [];
  let b = start;
  for (const m of result.moves) {
    if (m.count > 1) expect(m.count).toBeLessThanOrEqual(maxMovable(b, m.to.kind === 'column' ? m.to.index : -1));
    b = applyMove(b, m);
  }
  expect(isWon(b)).toBe(true);
  return result.moves;
}

function foundationMoves(moves: readonly Move[]): number {
  return moves.filter((m) => m.to.kind === 'foundation').length;
}

describe('Microsoft FreeCell deals', () => {
  test.each([1, 2, 3, 617, 1941, 24, 164, 1000, 28000, 31465])('deal %i solves in fast mode and the engine accepts the solution', (n) => {
    const start = deal(n);
    const moves = expectWins(start, solve(start));
    // every card reaches a foundation by a move of its own
    expect(foundationMoves(moves)).toBe(52);
    expect(moves.length).toBeLessThan(160);
  });

  test.each([169, 273])('deal %i solves in fast mode though a position on the way was reached again more cheaply after it was stored', (n) => {
    // the solution is rebuilt by replaying the path from the start; such a position lies as the parent it had when stored left it and is read back from its stored form
    const start = deal(n);
    expectWins(start, solve(start));
  });

  test('a multi-card move within the limit is one move', () => {
    const moves = expectWins(deal(1), solve(deal(1)));
    expect(moves.some((m) => m.count > 1)).toBe(true);
  });

  test('the same board gives the same solution', () => {
    const a = solve(deal(617));
    const b = solve(deal(617));
    expect(b).toEqual(a);
    const c = solve(deal(164), { mode: 'exact' });
    expect(solve(deal(164), { mode: 'exact' })).toEqual(c);
  });

  test('what one search keeps for the next (its arrays, its column store) does not change the next one', () => {
    const first = solve(deal(164), { mode: 'exact' });
    // other deals in between fill the kept hash table, column store and caches with their own positions
    for (const n of [1, 617, 2]) solve(deal(n), { mode: 'exact' });
    solve(deal(3));
    expect(solve(deal(164), { mode: 'exact' })).toEqual(first);
    // fast mode: a search given the longer arrays of a bigger one before it
    const fast = solve(deal(617));
    solve(deal(169));
    expect(solve(deal(617))).toEqual(fast);
  });

  test('deal 11982 is proved unwinnable in exact mode', () => {
    const result = solve(deal(11982), { mode: 'exact' });
    expect(result.status).toBe('unwinnable');
    expect(result.states).toBeGreaterThan(1000);
  });

  test('exact mode solves winnable deals too', () => {
    for (const n of [1, 617]) expectWins(deal(n), solve(deal(n), { mode: 'exact' }));
  });
});

describe("Baker's Game", () => {
  test('deals 1-12: the winnable ones solve, deal 10 is proved unwinnable', () => {
    const statuses: string[] = [];
    for (let n = 1; n <= 12; n++) {
      const start = deal(n, bakers);
      const result = solve(start, { mode: 'exact' });
      if (result.status === 'solved') expectWins(start, result);
      statuses.push(result.status);
    }
    expect(statuses[9]).toBe('unwinnable');
    expect(statuses.filter((s) => s === 'solved').length).toBe(11);
  });
});

describe('other rules', () => {
  // each deal with the verdict the search reaches on it: a solver that wrongly called every deal of a variant unwinnable would fail here
  const cases: [string, Variant, [number, 'solved' | 'unwinnable'][]][] = [
    ['FreeCell with 2 cells', refineVariant(freecell, { cells: 2 }), [[2, 'solved'], [3, 'solved']]],
    ['FreeCell with single-card moves', refineVariant(freecell, { sequenceMoves: 'single' }), [[1, 'solved'], [2, 'solved'], [617, 'solved']]],
    ['FreeCell with Kings only in empty columns', refineVariant(freecell, { emptyColumn: 'kings' }), [[1, 'solved'], [2, 'solved'], [3, 'solved']]],
    ["Kings Only Baker's Game", findVariant('ko-bakers'), [[1, 'unwinnable'], [3, 'solved']]],
    ['Seahaven Towers', findVariant('seahaven'), [[1, 'solved'], [2, 'solved'], [3, 'solved']]],
    ['Eight Off', findVariant('eight-off'), [[1, 'solved'], [2, 'solved']]],
    ['ForeCell', findVariant('forecell'), [[1, 'unwinnable'], [2, 'solved']]],
    ['Relaxed FreeCell', findVariant('relaxed-freecell'), [[1, 'solved'], [11982, 'solved']]],
    ['built by rank', refineVariant(freecell, { buildBy: 'rank' }), [[1, 'solved'], [2, 'solved']]],
    ['Aces to the foundations only', refineVariant(freecell, { acesToFoundationOnly: true }), [[1, 'solved'], [2, 'solved']]],
  ];
  test.each(cases)('%s: the expected verdicts, and the solutions replay through the engine', (_name, variant, deals) => {
    for (const [n, status] of deals) {
      const start = deal(n, variant);
      const result = solve(start, { maxStates: 300_000 });
      expect([n, result.status]).toEqual([n, status]);
      if (result.status === 'solved') expectWins(start, result);
    }
  });

  test('FreeCell with 2 cells: deal 6 is proved unwinnable (as Freecell Solver finds with atomic moves)', () => {
    expect(solve(deal(6, refineVariant(freecell, { cells: 2 })), { mode: 'exact' }).status).toBe('unwinnable');
  });

  test('single-card moves: every move carries one card', () => {
    const variant = refineVariant(freecell, { sequenceMoves: 'single' });
    const moves = expectWins(deal(5, variant), solve(deal(5, variant)));
    expect(moves.every((m) => m.count === 1)).toBe(true);
  });

  test('Kings only: nothing but a King (or a run from one) enters an empty column', () => {
    const variant = refineVariant(freecell, { emptyColumn: 'kings' });
    const start = deal(3, variant);
    const moves = expectWins(start, solve(start));
    let b = start;
    let entered = 0;
    for (const m of moves) {
      if (m.to.kind === 'column' && b.size(m.to) === 0) {
        expect(b.at(m.from, b.size(m.from) - m.count) >> 2).toBe(12);
        entered++;
      }
      b = applyMove(b, m);
    }
    // the solution does fill an empty column, so the check above was made
    expect(entered).toBeGreaterThan(0);
  });
});

describe('small positions', () => {
  test('a won board needs no move', () => {
    const won = board('Foundations: H-K C-K D-K S-K\n', freecell);
    expect(solve(won)).toEqual({ status: 'solved', moves: [], states: 1 });
  });

  test('the safe cards of a nearly won board go up one move at a time', () => {
    const start = board('Foundations: H-Q C-K D-K S-Q\n: KS\n: KH\n');
    const moves = expectWins(start, solve(start));
    expect(moves).toHaveLength(2);
  });

  test('when no card lies above a lower one, the search stops and the cards go home lowest first', () => {
    // Building on any card, no card is safe to autoplay until it is the last: the search alone would take many steps.
    const start = board(
      ['Foundations: H-5 C-4 D-5 S-4', 'Freecells: 8D 6H', ': KS QH JC TD 9S 8H 7C 6D 5S', ': KH QC JD TS 9H 8C 7D 6S 5C', ': KD QS JH TC 9D 8S 7H 6C', ': KC QD JS TH 9C 7S'].join('\n'),
      refineVariant(freecell, { buildBy: 'any' }),
    );
    for (const mode of ['fast', 'exact'] as const) {
      const result = solve(start, { mode });
      expect(result.states).toBe(1);
      const moves = expectWins(start, result);
      expect(moves.every((m) => m.to.kind === 'foundation')).toBe(true);
      expect(moves).toHaveLength(34);
    }
  });

  test('a position with no way out is unwinnable in both modes', () => {
    // Two cells and no empty column: the Aces lie under Kings of their own suit.
    const stuck = board(
      ['Foundations: H-0 C-0 D-0 S-0', 'Freecells: QH QS', ': AH 2H KH', ': AS 2S KS', ': AC 2C KC', ': AD 2D KD'].join('\n'),
      refineVariant(bakers, { cells: 2, columns: 4 }),
    );
    expect(solve(stuck, { mode: 'exact' }).status).toBe('unwinnable');
    expect(solve(stuck).status).toBe('unwinnable');
  });

  test('a card that can never reach its foundation makes the board unwinnable', () => {
    // The 2 of hearts is not in the game, so the 3 of hearts can never go up.
    const gap = board('Foundations: H-A C-K D-K S-K\n: 3H\n');
    expect(solve(gap, { mode: 'exact' })).toEqual({ status: 'unwinnable', states: 0 });
  });
});

describe('limits', () => {
  describe('an error inside a search', () => {
    afterEach(() => jest.restoreAllMocks());
    const failing = (message: string): void => {
      let moves = 0;
      const play = Position.prototype.playAuto;
      // Fifty moves played as usual, then the error.
      jest.spyOn(Position.prototype, 'playAuto').mockImplementation(function (this: Position, ...args) {
        if (++moves > 50) throw new RangeError(message);
        play.apply(this, args);
      });
    };

    test('is running out of memory when the system would not give an array: gave up, reason memory', () => {
      failing('Array buffer allocation failed');
      expect(solve(deal(1))).toMatchObject({ status: 'gave-up', reason: 'memory' });
      expect(proveBoard(deal(1))).toMatchObject({ status: 'gave-up', reason: 'memory' });
      expect(solve(deal(1), { mode: 'exact' })).toMatchObject({ status: 'gave-up', reason: 'memory' });
    });

    test('of another kind, a RangeError of a bug too, is thrown on, not taken for running out of memory', () => {
      failing('Maximum call stack size exceeded');
      expect(() => solve(deal(1))).toThrow('Maximum call stack size exceeded');
      expect(() => proveBoard(deal(1))).toThrow('Maximum call stack size exceeded');
    });
  });

  test('a state limit gives up', () => {
    expect(solve(deal(11982), { maxStates: 500 })).toEqual({ status: 'gave-up', states: 500, reason: 'states' });
  });

  test('a time limit gives up by the injected clock', () => {
    let t = 0;
    const result = solve(deal(11982), { timeLimitMs: 1000, now: () => (t += 250) });
    expect(result).toMatchObject({ status: 'gave-up', reason: 'time' });
  });

  test('a memory limit gives up, in both modes, and the next solve is whole again', () => {
    for (const mode of ['fast', 'exact'] as const) {
      const result = solve(deal(11982), { mode, maxMemoryMb: 1 });
      expect(result).toMatchObject({ status: 'gave-up', reason: 'memory' });
      expectWins(deal(617), solve(deal(617), { mode }));
    }
  });

  test('the move buffer counts against the memory limit: with 120 columns and 120 cells, where it alone passes 1 MB, every mode gives up', () => {
    const wide = refineVariant(freecell, { columns: 120, cells: 120 });
    const piles = Array.from({ length: 120 + 120 + 4 }, (): number[] => []);
    microsoftDeal(1).forEach((c, i) => piles[i % 4]!.push(c));
    const crowded = Board.fromPiles(wide, piles);
    for (const mode of ['fast', 'exact', 'short'] as const) expect([mode, solve(crowded, { mode, maxMemoryMb: 1 })]).toMatchObject([mode, { status: 'gave-up', reason: 'memory' }]);
    expectWins(crowded, solve(crowded, { maxMemoryMb: 16 }));
  });

  test('a memory limit gives the same answer after other solves as in a new process (the arrays kept between searches are not charged to it)', () => {
    jest.isolateModules(() => {
      // a module instance of its own: nothing solved before in it
      const core = require('../core') as typeof import('../core');
      const solver = require('.') as typeof import('.');
      const board = (n: number): Board => core.dealBoard(core.findVariant('freecell'), core.microsoftDeal(n));
      const asked = (): string[] => {
        const out: string[] = [];
        for (const mode of ['exact', 'fast'] as const) for (const n of [1, 164]) for (const mb of [0.1, 0.25, 0.5, 1, 2, 4]) {
          const r = solver.solve(board(n), { mode, maxMemoryMb: mb });
          out.push(`${mode} deal ${n} ${mb} MB: ${r.status} ${r.states} ${r.status === 'solved' ? r.moves.length : r.status === 'gave-up' ? r.reason : ''}`);
        }
        return out;
      };
      const first = asked();
      // searches that grow their arrays and leave them for the next ones
      for (const n of [29610, 9787, 617]) solver.solve(board(n));
      for (const n of [164, 1, 617]) solver.solve(board(n), { mode: 'exact' });
      expect(asked()).toEqual(first);
    });
  });

  test('an allocation failure inside the search gives up for memory instead of throwing', () => {
    const real = Int32Array;
    let made = 0;
    // the 200th typed array the search asks for cannot be had
    const failing = new Proxy(real, {
      construct(target, args: [number]) {
        if (++made === 200) throw new RangeError('Array buffer allocation failed');
        return new target(...args);
      },
    });
    globalThis.Int32Array = failing;
    try {
      expect(solve(deal(11982))).toMatchObject({ status: 'gave-up', reason: 'memory' });
    } finally {
      globalThis.Int32Array = real;
    }
    expect(made).toBeGreaterThanOrEqual(200);
    expectWins(deal(617), solve(deal(617)));
  });

  test('a time limit without a clock is refused', () => {
    expect(() => solve(deal(1), { timeLimitMs: 10 })).toThrow(expect.objectContaining({ code: 'BAD_OPTION', params: { option: 'timeLimitMs', value: '10', allowed: { kind: 'needs', option: 'now' } } }));
  });
});
