// Fast then exact: the one place that turns the fast search and the exact ones (the depth-first prover, then, on a deal it finds winnable after a give-up, the best-first search) into a verdict on a board.

import { type Board, checkFlag } from '../core';
import { proveChecked } from './prover';
import { SOLVE_OPTION_KEYS, type SolveOptions, type SolveResult, checkSolveOptions, readClock, searchBoard } from './solve';

/** How solveToVerdict may search. */
export interface VerdictOptions {
  /**
   * 'fast' (default): the fast search first; the exact search then proves
   * a fast 'unwinnable' (the fast search tells positions apart by a hash)
   * and, with `escalate`, takes over when the fast search reaches its
   * position limit. 'exact': the exact search alone. 'short': solve's
   * short mode (its fast search first), then the exact search as for 'fast'
   * when no solution was found.
   */
  readonly mode?: 'fast' | 'exact' | 'short';
  /**
   * Each search's position limit. Unset: the fast search's default, then,
   * on escalation, no position limit for the exact search (only memory and
   * time bound it); with mode 'exact', the exact search's default.
   */
  readonly maxStates?: number;
  /** Each search's memory limit in megabytes (default DEFAULT_MAX_MEMORY_MB). */
  readonly maxMemoryMb?: number;
  /** The whole verdict's time limit in milliseconds of `now` (requires `now`). */
  readonly timeLimitMs?: number;
  /** The clock for timeLimitMs, in milliseconds. */
  readonly now?: () => number;
  /** When the fast search gives up at its position limit, go on with the exact search (default true). */
  readonly escalate?: boolean;
}

/** What came before the exact search: the fast search found no solution (to be proven) or gave up at its position limit. */
export interface FastAttempt {
  readonly status: 'unwinnable' | 'gave-up';
  readonly states: number;
}

/**
 * A solve result, the search that gave it ('short' only when the short search
 * found the solution), and what the fast search did when the exact one ran
 * after it. `states` counts every search's.
 */
export type Verdict = SolveResult & { readonly search: 'fast' | 'exact' | 'short'; readonly fast?: FastAttempt };

/**
 * Solves a board to a verdict: the fast search, then, when it found no
 * solution or (with `escalate`) reached its position limit, the exact search
 * within what is left of the time limit: the depth-first prover, and, when
 * it meets a solution after a give-up, the best-first search for a short
 * one (the shorter of the two is the answer; the prover's when the time
 * runs out first). 'unwinnable' is always the prover's proof.
 * Deterministic when no time limit is given. Throws BadOptionError
 * (BAD_OPTION) for options it cannot take (a time limit without a clock,
 * maxStates NaN, an escalate that is not true or false, ...).
 */
export function solveToVerdict(board: Board, options: VerdictOptions = {}): Verdict {
  checkSolveOptions(board, options, [...SOLVE_OPTION_KEYS, 'escalate']);
  checkFlag('escalate', options.escalate);
  const { now, timeLimitMs, maxMemoryMb } = options;
  const t0 = now ? readClock(now) : 0;
  const limits: SolveOptions = { maxStates: options.maxStates, maxMemoryMb, timeLimitMs, now };
  if (options.mode === 'exact') return { ...searchBoard(board, { ...limits, mode: 'exact' }, true), search: 'exact' };
  const first = searchBoard(board, { ...limits, mode: options.mode === 'short' ? 'short' : 'fast' }, true);
  if (first.status === 'solved') {
    const { fallback, ...solved } = first;
    return { ...solved, search: options.mode === 'short' && fallback === undefined ? 'short' : 'fast' };
  }
  // short mode's fallback is the fast search: what follows is the same
  const fast = first;
  const escalating = fast.status === 'gave-up' && fast.reason === 'states' && options.escalate !== false;
  if (fast.status === 'gave-up' && !escalating) return { ...fast, search: 'fast' };
  const left = now && timeLimitMs !== undefined ? timeLimitMs - (now() - t0) : undefined;
  // no time left for the exact search (to prove, or to take over at the fast position limit): the time limit ended the verdict
  if (left !== undefined && !(left > 0)) return { status: 'gave-up', states: fast.states, reason: 'time', search: 'fast' };
  // proving a fast 'unwinnable' re-examines the same positions: the same limit serves; after a give-up only memory and time bound the exact search
  const maxStates = options.maxStates ?? (escalating ? Infinity : undefined);
  // a fast 'unwinnable' and a fast give-up alike go to the depth-first prover: it visits every position the exact best-first search would, at less time and memory a position
  const proof = proveChecked(board, { ...limits, maxStates, timeLimitMs: left }, true);
  const attempt: FastAttempt = { status: fast.status, states: fast.states };
  if (proof.status !== 'solved' || !escalating) return { ...proof, states: fast.states + proof.states, search: 'exact', fast: attempt };
  // the deal can be won, and the prover's path, depth first, is long: the exact best-first search looks for a short one with what is left
  const after = now && timeLimitMs !== undefined ? timeLimitMs - (now() - t0) : undefined;
  const exact: SolveResult = after !== undefined && !(after > 0) ? { status: 'gave-up', states: 0, reason: 'time' } : searchBoard(board, { ...limits, maxStates, timeLimitMs: after, mode: 'exact' }, true);
  const best = exact.status === 'solved' && exact.moves.length <= proof.moves.length ? exact : proof;
  return { ...best, states: fast.states + proof.states + exact.states, search: 'exact', fast: attempt };
}
