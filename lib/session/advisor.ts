// The solver at the table: hints, whole solutions, a position's status within a small budget, winnable deals.

import { type Board, type Move, type Variant, dealBoard, microsoftDeal } from '../core';
import { solve } from '../solver';

/** What is known about a position: a solution was found, it was proven lost, or the budget ran out. */
export type PositionStatus = 'winnable' | 'unwinnable' | 'unknown';

/** Positions stored before the header's status gives up ("unknown"): small, so that play stays instant. */
export const STATUS_BUDGET = 4_000;
/** Positions stored for a hint or a whole solution. */
export const HINT_BUDGET = 300_000;
/** Positions stored when checking that a random deal can be won. */
export const DEAL_BUDGET = 200_000;

/** A solution (or the proof that there is none) for a board, within `budget` positions; a fast "unwinnable" is proved exactly. */
export function adviseOn(board: Board, budget: number): { status: PositionStatus; moves?: Move[] } {
  const fast = solve(board, { mode: 'fast', maxStates: budget });
  if (fast.status === 'solved') return { status: 'winnable', moves: fast.moves };
  if (fast.status === 'gave-up') return { status: 'unknown' };
  const exact = solve(board, { mode: 'exact', maxStates: budget });
  if (exact.status === 'solved') return { status: 'winnable', moves: exact.moves };
  return { status: exact.status === 'unwinnable' ? 'unwinnable' : 'unknown' };
}

/** Remembers the status of the positions seen, so that undo and redo cost nothing. */
export class StatusCache {
  private readonly seen = new Map<string, PositionStatus>();

  /** The status of a board, computed within STATUS_BUDGET the first time. */
  statusOf(board: Board): PositionStatus {
    const key = board.key();
    let status = this.seen.get(key);
    if (status === undefined) {
      status = adviseOn(board, STATUS_BUDGET).status;
      this.seen.set(key, status);
    }
    return status;
  }

  /** The status found for a board so far, without searching. */
  known(board: Board): PositionStatus | undefined {
    return this.seen.get(board.key());
  }

  /** Records what a longer search found. */
  learn(board: Board, status: PositionStatus): void {
    if (status !== 'unknown') this.seen.set(board.key(), status);
  }
}

/** How many deal numbers `winnableGame` tries before it settles for the last one. */
export const DEAL_TRIES = 200;

/**
 * The first game number from `random` whose deal the solver wins within
 * DEAL_BUDGET positions, how many numbers were skipped on the way, and
 * whether one was found within DEAL_TRIES numbers (if not, the last is dealt).
 */
export function winnableGame(variant: Variant, random: () => number): { number: number; skipped: number; found: boolean } {
  let number = random();
  for (let skipped = 0; skipped < DEAL_TRIES; skipped++, number = random()) {
    if (solve(dealBoard(variant, microsoftDeal(number)), { mode: 'fast', maxStates: DEAL_BUDGET }).status === 'solved') return { number, skipped, found: true };
  }
  return { number, skipped: DEAL_TRIES, found: false };
}
