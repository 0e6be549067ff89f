// Short mode: solutions the engine plays to a win, close to macroxue/freecell's published lengths (fixtures/macroxue).

import * as fs from 'node:fs';
import * as path from 'node:path';
import { Board, applyMoves, dealBoard, findVariant, isWon, microsoftDeal, refineVariant } from '../core';
import { parseFcsBoard } from '../notation';
import { solve, solveToVerdict } from '.';
import { toEngineMoves } from './replay';
import { readBoard, solverRules } from './rules';
import { BeamSearch, SHORT_WEIGHTS, runShort } from './short';

const freecell = findVariant('freecell');
const deal = (n: number): Board => dealBoard(freecell, microsoftDeal(n));

/** Per-deal lengths of macroxue/freecell's published solutions in our counting (fixtures/macroxue/SOURCES.md). */
const PUBLISHED = fs.readFileSync(path.join(__dirname, '..', '..', 'fixtures', 'macroxue', 'lengths-1-32000.txt'), 'utf8').split('\n');
/** The published length of deal n (line n of the file). */
const published = (n: number): number => Number(PUBLISHED[n - 1]);

function wins(board: Board, moves: Parameters<typeof applyMoves>[1]): boolean {
  const { board: end, error } = applyMoves(board, moves);
  return error === null && isWon(end);
}

describe('short mode', () => {
  /*
   * The beam search itself, at a quarter of short mode's width so that the
   * sample stays quick under jest (the CLI test runs the full width). Bound:
   * at this width, on deals 1-100, short mode is on average 1.8 moves above
   * the published length and at most 7 above on 99 of them (docs/solver.md,
   * short mode's measurements: "At width 1,000 alone");
   * 10 % of a length near 77 is 7 or 8 moves, so the bound fails on a real
   * loss of quality, not on one deal's noise (these deals are at most 3 above).
   */
  test.each([1, 2, 3, 8, 20])('deal %i: a beam of 1,000 wins at most 10%% above the published length, and no longer than the fast search', (n) => {
    const board = deal(n);
    const start = readBoard(board);
    const rules = solverRules(freecell, start.inGame, start.acesAlwaysHome);
    const short = runShort(rules, start, { widths: [1000], maxDepth: 400, maxStates: 4_000_000, maxBytes: 1 << 30 }, () => false);
    const fast = solve(board);
    if (short.status !== 'solved' || fast.status !== 'solved') throw new Error('not solved');
    const moves = toEngineMoves(board, rules, short.path);
    expect(wins(board, moves)).toBe(true);
    expect(moves.length).toBeLessThanOrEqual(Math.floor(published(n) * 1.1));
    expect(moves.length).toBeLessThanOrEqual(fast.moves.length);
  });

  test("a deal that cannot be won gets the fast search's answer, and the verdict the exact search's proof", () => {
    // a small one of FreeCell Pro's impossible deals (verdict.test.ts has its counts without short mode)
    expect(solve(deal(889355984), { mode: 'short' })).toEqual({ status: 'unwinnable', states: 7_114 });
    expect(solveToVerdict(deal(889355984), { mode: 'short' })).toEqual({
      status: 'unwinnable',
      states: 7_114 + 5_111,
      search: 'exact',
      fast: { status: 'unwinnable', states: 7_114 },
    });
  });

  test("when the beams stop at their limit, the fast search's solution comes back, marked as the fallback", () => {
    const board = deal(1);
    const fast = solve(board);
    // the fast search of deal 1 needs a few thousand positions, the beams hundreds of thousands
    const short = solve(board, { mode: 'short', maxStates: 20_000 });
    expect(short).toMatchObject({ status: 'solved', fallback: 'fast' });
    if (short.status !== 'solved' || fast.status !== 'solved') throw new Error('not solved');
    expect(short.moves).toEqual(fast.moves);
    expect(solveToVerdict(board, { mode: 'short', maxStates: 20_000 })).toMatchObject({ status: 'solved', search: 'fast' });
  });

  test("a beam's move buffer counts against its memory limit (120 columns and 120 cells: the buffer alone passes 2 MB, the rest stays under it)", () => {
    const wide = refineVariant(freecell, { columns: 120, cells: 120 });
    const piles = Array.from({ length: 120 + 120 + 4 }, (): number[] => []);
    microsoftDeal(1).forEach((c, i) => piles[i % 4]!.push(c));
    const start = readBoard(Board.fromPiles(wide, piles));
    const rules = solverRules(wide, start.inGame, start.acesAlwaysHome);
    const beam = new BeamSearch(rules, start, { width: 10, weights: SHORT_WEIGHTS, maxStates: 1_000_000, maxDepth: 200, maxBytes: 2 * 2 ** 20, timeUp: () => false });
    expect(beam.run()).toMatchObject({ status: 'gave-up', reason: 'memory' });
  });

  test.each([1, 2, 3, 5])('a beam with a memory limit of %i MB gives up on memory without its arrays ever holding more than the limit', (mb) => {
    const board = deal(1);
    const start = readBoard(board);
    const rules = solverRules(freecell, start.inGame, start.acesAlwaysHome);
    const maxBytes = mb * 2 ** 20;
    const beam = new BeamSearch(rules, start, { width: 4000, weights: SHORT_WEIGHTS, maxStates: 4_000_000, maxDepth: 400, maxBytes, timeUp: () => false });
    expect(beam.run()).toMatchObject({ status: 'gave-up', reason: 'memory' });
    // arrays only grow, so what they hold at the end is their peak
    expect(beam.bytesHeld()).toBeLessThanOrEqual(maxBytes);
  });

  test("a beam's solution no shorter than the fast search's is not taken: the fast search's comes back, marked as the fallback", () => {
    // the King of spades lies on the Queen: one move away (a cell or an empty column), then both go home; no solution has fewer
    const board = parseFcsBoard('Foundations: H-K C-K D-K S-J\n: QS KS\n', freecell, { fullPack: false });
    const fast = solve(board);
    if (fast.status !== 'solved') throw new Error('not solved');
    expect(fast.moves.filter((m) => m.to.kind !== 'foundation')).toHaveLength(1);
    expect(solve(board, { mode: 'short' })).toEqual({ ...fast, states: expect.any(Number), fallback: 'fast' });
    expect(solveToVerdict(board, { mode: 'short' })).toMatchObject({ status: 'solved', search: 'fast' });
  });
});
