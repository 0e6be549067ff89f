// Check (not a test: minutes of solving): the solver over ranges of Microsoft deals, every verdict checked.
//
//   node build/dev/lib/cli/bench-solver-ranges.js [--freecell 200] [--bakers 100]   (after npm run bench:build)
//
// FreeCell deals 1 to N must all be won; Baker's Game deals 1 to M must be won
// or proven unwinnable exactly where Freecell Solver's exhaustive preset
// (-g bakers_game -l cn) leaves them unsolved. Every solution is replayed
// through the engine. Prints one line per variant and exits 1 on a mismatch.
// The test suite runs the first deals of each range (solver-range.test.ts).

import { applyMove, dealBoard, findVariant, isWon, microsoftDeal } from '../core';
import { solve } from '../solver';

/** Baker's Game deals from 1 to 100 that no play wins (Freecell Solver's exhaustive preset agrees). */
export const BAKERS_UNWINNABLE: readonly number[] = [10, 14, 22, 23, 26, 28, 37, 41, 43, 49, 60, 61, 63, 67, 68, 70, 71, 72, 76, 92, 96, 97, 98, 100];

/** What checkRange found: deals won (each solution replayed to a win by the engine), deals proven unwinnable, and the rest. */
export interface RangeVerdicts {
  readonly solved: number;
  readonly unwinnable: number[];
  readonly other: { deal: number; status: string }[];
}

/** Solves deals `from` to `to` (fast, then exact for an unwinnable verdict) and checks every solution with the engine. */
export function checkRange(variant: string, from: number, to: number): RangeVerdicts {
  const v = findVariant(variant);
  let solved = 0;
  const unwinnable: number[] = [];
  const other: { deal: number; status: string }[] = [];
  for (let deal = from; deal <= to; deal++) {
    const start = dealBoard(v, microsoftDeal(deal));
    let result = solve(start);
    if (result.status === 'unwinnable') result = solve(start, { mode: 'exact' });
    if (result.status === 'solved' && isWon(result.moves.reduce((b, m) => applyMove(b, m), start))) solved++;
    else if (result.status === 'unwinnable') unwinnable.push(deal);
    else other.push({ deal, status: result.status });
  }
  return { solved, unwinnable, other };
}

function flag(name: string, fallback: number): number {
  const at = process.argv.indexOf(name);
  return at >= 0 ? Number(process.argv[at + 1]) : fallback;
}

function main(): void {
  const freecell = flag('--freecell', 200);
  const bakers = flag('--bakers', 100);
  let ok = true;
  const f = checkRange('freecell', 1, freecell);
  const fGood = f.solved === freecell && f.unwinnable.length === 0 && f.other.length === 0;
  process.stdout.write(`freecell 1-${freecell}: ${f.solved} won, unwinnable ${JSON.stringify(f.unwinnable)}, other ${JSON.stringify(f.other)}: ${fGood ? 'as expected' : 'MISMATCH'}\n`);
  ok &&= fGood;
  const b = checkRange('bakers', 1, bakers);
  const expected = BAKERS_UNWINNABLE.filter((d) => d <= bakers);
  const bGood = b.other.length === 0 && JSON.stringify(b.unwinnable) === JSON.stringify(expected) && (bakers > 100 || b.solved === bakers - expected.length);
  process.stdout.write(`bakers 1-${bakers}: ${b.solved} won, unwinnable ${JSON.stringify(b.unwinnable)}, other ${JSON.stringify(b.other)}: ${bGood ? 'as expected' : 'MISMATCH'}\n`);
  ok &&= bGood;
  process.exitCode = ok ? 0 : 1;
}

if (require.main === module) main();
