// The depth-first prover: the same verdicts and the same positions as the exact best-first search, its limits, and its solutions checked by the engine.

import { type Variant, applyMoves, dealBoard, findVariant, isWon, microsoftDeal } from '../core';
import { MAX_ELEMENTS, MemoryBudget, MemoryLimitError, isOutOfMemory } from './memory';
import { Prover, proveBoard } from './prover';
import { readBoard, solverRules } from './rules';
import { solve } from './solve';

const freecell = findVariant('freecell');
const bakers = findVariant('bakers');

describe('proveBoard', () => {
  test("Baker's Game: the exact search's verdicts, and for an unwinnable deal the same number of positions", () => {
    // deals 10, 14, 22, 23, 26, 28 and 37 cannot be won (as Freecell Solver's cn preset says too); 1, 3 and 6 can
    for (const n of [10, 14, 22, 23, 26, 28, 37, 1, 3, 6]) {
      const board = dealBoard(bakers, microsoftDeal(n));
      const proof = proveBoard(board);
      const exact = solve(board, { mode: 'exact' });
      expect([n, proof.status]).toEqual([n, exact.status]);
      expect(proof.status).toBe(n <= 6 ? 'solved' : 'unwinnable');
      if (proof.status === 'unwinnable') expect(proof.states).toBe(exact.states);
      if (proof.status === 'solved') {
        // found depth first: long, but the engine plays it to a win
        const { board: end, error } = applyMoves(board, proof.moves);
        expect(error).toBeNull();
        expect(isWon(end)).toBe(true);
      }
    }
  });

  test("proves FreeCell's #11982 and a FreeCell Pro impossible deal with the exact search's positions", () => {
    expect(proveBoard(dealBoard(freecell, microsoftDeal(11982)))).toEqual({ status: 'unwinnable', states: 61_643 });
    expect(proveBoard(dealBoard(freecell, microsoftDeal(889355984)))).toEqual({ status: 'unwinnable', states: 5_111 });
  });

  test('gives up at its position, memory and time limits, and wants a clock for a time limit', () => {
    const board = dealBoard(freecell, microsoftDeal(11982));
    expect(proveBoard(board, { maxStates: 1000 })).toEqual({ status: 'gave-up', reason: 'states', states: 1000 });
    const poor = proveBoard(board, { maxMemoryMb: 1 });
    expect([poor.status, poor.status === 'gave-up' && poor.reason]).toEqual(['gave-up', 'memory']);
    let t = 0;
    const late = proveBoard(board, { timeLimitMs: 3, now: () => t++ });
    expect([late.status, late.status === 'gave-up' && late.reason]).toEqual(['gave-up', 'time']);
    expect(() => proveBoard(board, { timeLimitMs: 5 })).toThrow(expect.objectContaining({ code: 'BAD_OPTION' }));
  });

  test("its stack's arrays stop at MAX_ELEMENTS (a frame keeps where its moves start as 32 bits): a walk that needs more gives up as at the memory limit", () => {
    const walk = (variant: Variant, n: number, maxElements?: number): unknown => {
      const start = readBoard(dealBoard(variant, microsoftDeal(n)));
      const rules = solverRules(variant, start.inGame, start.acesAlwaysHome);
      try {
        return new Prover(rules, start, new MemoryBudget(2 ** 30), maxElements).run(Infinity, () => false);
      } catch (e) {
        return e;
      }
    };
    expect(MAX_ELEMENTS).toBe(2 ** 31 - 1);
    // found depth first, these walks' stacks grow from room for 15,488 moves and 256 frames (8 column ids a frame) to:
    // FreeCell deal 3, 30,976 moves and 2,048 frames (16,384 ids); FreeCell deal 2, 30,976 moves and 4,096 frames (32,768 ids)
    expect(walk(freecell, 3)).toMatchObject({ status: 'solved', states: 8_664 });
    expect(walk(freecell, 2)).toMatchObject({ status: 'solved', states: 3_761 });
    // the moves (deal 3: its ids stay under 20,000), then the frames (deal 2: its moves reach 30,976, not past) pass the cap
    for (const thrown of [walk(freecell, 3, 20_000), walk(freecell, 2, 30_976)]) {
      expect(thrown).toBeInstanceOf(MemoryLimitError);
      // proveBoard gives up, reason 'memory'
      expect(isOutOfMemory(thrown)).toBe(true);
    }
  });
});
