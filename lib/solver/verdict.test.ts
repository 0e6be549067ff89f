// solveToVerdict: the fast search, then the exact one to prove a fast "no solution" or to take over at the fast position limit.

import { applyMoves, dealBoard, findVariant, isWon, microsoftDeal } from '../core';
import { solve, solveToVerdict } from '.';
import { proveBoard } from './prover';

const freecell = findVariant('freecell');
const deal = (n: number) => dealBoard(freecell, microsoftDeal(n));

describe('solveToVerdict', () => {
  test.each(['fast', 'exact', 'short'] as const)('a clock that stops on its second reading ends a %s verdict at its time limit, as solve does, never as a bad option', (mode) => {
    let readings = 0;
    const now = (): number => (readings++ === 0 ? 0 : NaN);
    // one of FreeCell Pro's impossible deals: thousands of positions to search, which a working clock would allow
    const board = deal(889355984);
    expect(solveToVerdict(board, { mode, timeLimitMs: 60_000, now })).toMatchObject({ status: 'gave-up', reason: 'time' });
    readings = 0;
    expect(solve(board, { mode, timeLimitMs: 60_000, now })).toMatchObject({ status: 'gave-up', reason: 'time' });
  });
  test('a deal the fast search wins is answered by it alone, with a solution the engine plays to a win', () => {
    const v = solveToVerdict(deal(1));
    expect([v.status, v.search, v.fast]).toEqual(['solved', 'fast', undefined]);
    if (v.status !== 'solved') throw new Error('not solved');
    const { board, error } = applyMoves(deal(1), v.moves);
    expect(error).toBeNull();
    expect(isWon(board)).toBe(true);
  });

  test("the fast search's \"no solution\" is proven by the exact search, and the positions of both are counted", () => {
    // a small one of FreeCell Pro's impossible deals
    const v = solveToVerdict(deal(889355984));
    expect(v).toEqual({ status: 'unwinnable', states: 7_114 + 5_111, search: 'exact', fast: { status: 'unwinnable', states: 7_114 } });
  });

  test('the exact search takes over when the fast search reaches its position limit', () => {
    // the fast search needs 7,114 positions to exhaust deal 889355984, the exact search 5,111
    const v = solveToVerdict(deal(889355984), { maxStates: 6_000 });
    expect(v).toEqual({ status: 'unwinnable', states: 6_000 + 5_111, search: 'exact', fast: { status: 'gave-up', states: 6_000 } });
  });

  test('without escalation a fast give-up is the answer; with it both searches give up at the limit', () => {
    expect(solveToVerdict(deal(11982), { maxStates: 10, escalate: false })).toEqual({ status: 'gave-up', reason: 'states', states: 10, search: 'fast' });
    expect(solveToVerdict(deal(11982), { maxStates: 10 })).toEqual({
      status: 'gave-up',
      reason: 'states',
      states: 20,
      search: 'exact',
      fast: { status: 'gave-up', states: 10 },
    });
  });

  test('after a fast give-up the prover goes first; on a deal that can be won its long path gives way to the exact best-first search\'s', () => {
    // deal 29610 at 5,000 positions a search: the prover meets a path of 290 moves after 2,603 positions, the best-first search one of 103 after 999
    const options = { maxStates: 5_000 };
    const proof = proveBoard(deal(29610), options);
    const exact = solve(deal(29610), { ...options, mode: 'exact' });
    if (proof.status !== 'solved' || exact.status !== 'solved') throw new Error('not solved');
    expect(proof.moves.length).toBeGreaterThan(exact.moves.length);
    const v = solveToVerdict(deal(29610), options);
    expect(v).toEqual({ ...exact, states: 5_000 + proof.states + exact.states, search: 'exact', fast: { status: 'gave-up', states: 5_000 } });
  });

  test("when the time runs out after the prover's path, that path is the answer (the deal is won, if not shortly)", () => {
    const options = { maxStates: 5_000, timeLimitMs: 1_000 };
    // the clock's readings: the whole verdict's, and the exact search's alone (the last ones of the verdict)
    let all = 0;
    solveToVerdict(deal(29610), { ...options, now: () => (all++, 0) });
    let exactOnly = 0;
    solve(deal(29610), { ...options, mode: 'exact', now: () => (exactOnly++, 0) });
    let n = 0;
    // the clock jumps past the limit at the verdict's reading after the prover's, before the exact search would start
    const v = solveToVerdict(deal(29610), { ...options, now: () => (++n >= all - exactOnly ? 10_000 : 0) });
    const proof = proveBoard(deal(29610), { maxStates: 5_000 });
    expect(v).toEqual({ ...proof, states: 5_000 + proof.states, search: 'exact', fast: { status: 'gave-up', states: 5_000 } });
  });

  test('mode exact runs the exact search alone', () => {
    expect(solveToVerdict(deal(889355984), { mode: 'exact' })).toEqual({ status: 'unwinnable', states: 5_111, search: 'exact' });
  });

  test('a fast give-up at the memory limit is not escalated (the limit is the caller\'s)', () => {
    const v = solveToVerdict(deal(11982), { maxMemoryMb: 1 });
    expect([v.status, v.status === 'gave-up' && v.reason, v.search]).toEqual(['gave-up', 'memory', 'fast']);
  });

  test('the time left after the fast search is what the exact search gets; none left is a give-up on time', () => {
    let t = 0;
    // every reading of the clock advances it by 1 ms: the fast search's 256-expansion checks use up a 2 ms limit
    const v = solveToVerdict(deal(889355984), { maxStates: 6_000, timeLimitMs: 2, now: () => t++ });
    expect([v.status, v.status === 'gave-up' && v.reason]).toEqual(['gave-up', 'time']);
    expect(() => solveToVerdict(deal(1), { timeLimitMs: 5 })).toThrow(expect.objectContaining({ code: 'BAD_OPTION' }));
  });

  test('a fast search that reaches its position limit as the time runs out gives up on time: the exact search had none to take over', () => {
    // deal 29610: the fast search gives up at 5,000 positions, the exact search wins in 999 when it has the time
    const options = { maxStates: 5_000, timeLimitMs: 1_000 };
    expect(solveToVerdict(deal(29610), { ...options, now: () => 0 })).toMatchObject({ status: 'solved', search: 'exact', fast: { status: 'gave-up', states: 5_000 } });
    // the readings of the clock the verdict and its fast search make (the fast search's own checks find time left)
    let readings = 0;
    solveToVerdict(deal(29610), { ...options, escalate: false, now: () => (readings++, 0) });
    let n = 0;
    // the clock jumps past the limit at the verdict's next reading, after the fast search has given up
    const v = solveToVerdict(deal(29610), { ...options, now: () => (++n > readings ? 10_000 : 0) });
    expect(v).toEqual({ status: 'gave-up', states: 5_000, reason: 'time', search: 'fast' });
  });
});
