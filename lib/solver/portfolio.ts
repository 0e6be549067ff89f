// Fast mode's best-first searches with different weights, taking turns with growing budgets (and exact mode's one search's weights).

import { MEMORY_STATS, MemoryBudget, isOutOfMemory } from './memory';
import type { SolverRules, StartPosition } from './rules';
import type { Weights } from './heuristics';
import { type SearchOutcome, Search } from './search';

/**
 * The searches fast mode runs in turn. Each orders the same complete move
 * set differently; a deal that is hard for one is rarely hard for all, so
 * taking turns with doubling budgets cuts the long tail of hard deals.
 */
export const PORTFOLIO: Weights[] = [
  { left: 2, unsorted: 2, cells: 9, block: 2, empty: 7, segs: 2, g: 6, h: 2, macro: 1, defer: 64 },
  { left: 2, unsorted: 2, cells: 9, block: 2, empty: 7, segs: 2, g: 8, h: 2, macro: 1, defer: 64 },
  { left: 3, unsorted: 2, cells: 9, block: 2, empty: 7, segs: 1, g: 4, h: 2, macro: 0, defer: 64 },
];

/**
 * Exact mode's one search. Proving a deal unwinnable means expanding every
 * reachable position, and there the compound dig-out moves only add
 * children that plain moves reach anyway: without them exact mode decides
 * Baker's Game deals about a third faster, for solutions a few moves longer.
 */
export const EXACT_WEIGHTS: Weights = { ...PORTFOLIO[0]!, g: 2, macro: 0, defer: 0 };

/**
 * Tuning: the first budget, how many searches of PORTFOLIO take part, and
 * the helpers' budget as a share of the first search's (so that proving a
 * deal unwinnable costs 1.5 searches of its positions, not 3).
 */
export const SCHEDULE = { first: 2000, size: PORTFOLIO.length, helperShare: 0.25 };

/**
 * Runs the searches in turn: the first continues until it has stored
 * `budget` positions, each helper until it has stored helperShare x budget;
 * the budget doubles every round. Any
 * search that exhausts the reachable positions proves the board unwinnable
 * (they share the move set). Gives up when all together hold maxStates,
 * or when their arrays would pass maxBytes or cannot be allocated
 * (isOutOfMemory: 'memory').
 */
export function runPortfolio(
  rules: SolverRules,
  start: StartPosition,
  exactKeys: boolean,
  weights: readonly Weights[],
  maxStates: number,
  maxBytes: number,
  timeUp: () => boolean,
): SearchOutcome {
  const searches: Search[] = [];
  const memory = new MemoryBudget(maxBytes);
  let failed = false;
  const total = (): number => searches.reduce((n, s) => n + s.nodes, 0);
  let budget = SCHEDULE.first;
  try {
    for (;;) {
      for (let i = 0; i < weights.length; i++) {
        if (i === searches.length) searches.push(new Search(rules, start, { exactKeys, weights: weights[i]!, memory }));
        const search = searches[i]!;
        const others = total() - search.nodes;
        search.hardCap = maxStates - others;
        if (search.nodes >= search.hardCap) return { status: 'gave-up', states: total(), reason: 'states' };
        const outcome = search.step(i === 0 ? budget : budget * SCHEDULE.helperShare, timeUp);
        if (outcome) return { ...outcome, states: Math.max(outcome.states, total()) };
      }
      budget *= 2;
    }
  } catch (e) {
    if (!isOutOfMemory(e)) throw e;
    // an array may have been left half grown: none of them is kept for the next solve
    failed = true;
    return { status: 'gave-up', states: total(), reason: 'memory' };
  } finally {
    MEMORY_STATS.lastBytes = memory.used;
    // the next solve reuses their arrays
    if (!failed) for (const search of searches) search.release();
  }
}
