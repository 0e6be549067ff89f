// The solver over the first Microsoft deals, every solution replayed through the engine's ordinary move checker
// (the whole ranges, 300 deals, are checked by `npm run bench:build && node build/dev/lib/cli/bench-solver-ranges.js`).

import { BAKERS_UNWINNABLE, checkRange } from './bench-solver-ranges';

describe('the solver over ranges of Microsoft deals', () => {
  it('wins FreeCell deals 1-30, each solution checked by the engine', () => {
    expect(checkRange('freecell', 1, 30)).toEqual({ solved: 30, unwinnable: [], other: [] });
  });

  it("decides Baker's Game deals 1-30: wins checked by the engine, the rest proven unwinnable by the exact search", () => {
    // The unwinnable ones are exactly those Freecell Solver's exhaustive preset (-g bakers_game -l cn) leaves unsolved.
    const unwinnable = BAKERS_UNWINNABLE.filter((d) => d <= 30);
    expect(unwinnable).toEqual([10, 14, 22, 23, 26, 28]);
    expect(checkRange('bakers', 1, 30)).toEqual({ solved: 30 - unwinnable.length, unwinnable, other: [] });
  });
});
