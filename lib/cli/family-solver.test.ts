// Every named variant: our solver wins the deals whose Freecell Solver solutions are fixture data, and the engine checks each win.

import * as fs from 'node:fs';
import * as path from 'node:path';
import { applyMove, dealBoard, findVariant, isWon, listVariants, microsoftDeal } from '../core';
import { solve } from '../solver';

const SOLUTIONS = path.join(__dirname, '..', '..', 'fixtures', 'solutions');
// Each named variant has its folder of solutions (the other folders there hold other fixture data, such as Freecell Solver's move sentences).
const variants = listVariants().map((v) => v.variant.id);
// With 0 to 3 cells, or cells filled at the deal, some deals take the solver seconds each: the test takes the
// first six deals of those variants, as docs/solver.md (Tests) says.
const HEAVY = new Set(['freecell-1', 'freecell-2', 'freecell-3', 'forecell', 'freecell-0']);

describe('our solver on the deals Freecell Solver solved, for every named variant', () => {
  it('covers every named variant', () => {
    expect(variants.length).toBeGreaterThanOrEqual(12);
  });

  it.each(variants)('%s', (id) => {
    const variant = findVariant(id);
    const deals = fs
      .readdirSync(path.join(SOLUTIONS, id))
      .filter((f) => /^ms-\d+\.txt$/.test(f))
      .map((f) => Number(/\d+/.exec(f)![0]))
      .sort((a, b) => a - b);
    expect(deals.length).toBeGreaterThanOrEqual(20);
    for (const deal of HEAVY.has(id) ? deals.slice(0, 6) : deals) {
      const start = dealBoard(variant, microsoftDeal(deal));
      const result = solve(start, { maxStates: 3_000_000 });
      expect([deal, result.status]).toEqual([deal, 'solved']);
      if (result.status !== 'solved') continue;
      const end = result.moves.reduce((board, move) => applyMove(board, move), start);
      expect(isWon(end)).toBe(true);
    }
  }, 120000);
});
