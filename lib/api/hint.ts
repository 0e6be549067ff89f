// A hint for any board: the next move of a solution the solver found and the engine checked, or why there is none.

import { type Board, type Move, isWon } from '../core';
import { HINT_BUDGET, adviseOn } from '../session/advisor';
import { checkSolveOptions } from '../solver';

/** What `hint` found: a move and the whole solution it starts, a board already won, a proof that it cannot be won, or nothing within the budget. */
export type Hint =
  | { readonly status: 'winnable'; readonly move: Move; readonly solution: readonly Move[] }
  | { readonly status: 'won' }
  | { readonly status: 'unwinnable' }
  | { readonly status: 'unknown' };

/** How far `hint` looks. */
export interface HintOptions {
  /** Positions stored per search before giving up with 'unknown' (default 300,000, as the game's `h`). */
  readonly maxStates?: number;
}

/**
 * The hint the game's `h` command gives, for any board of any variant: a
 * fast search, then an exact one that proves 'unwinnable'. Deterministic;
 * every solution has been replayed through the engine's move checks.
 * Throws BadOptionError (BAD_OPTION) for a board that is not a Board or a
 * maxStates that is not a number.
 */
export function hint(board: Board, options: HintOptions = {}): Hint {
  checkSolveOptions(board, options, ['maxStates']);
  if (isWon(board)) return { status: 'won' };
  const advice = adviseOn(board, options.maxStates ?? HINT_BUDGET);
  const move = advice.moves?.[0];
  if (advice.status === 'winnable' && move !== undefined) return { status: 'winnable', move, solution: advice.moves! };
  return { status: advice.status === 'unwinnable' ? 'unwinnable' : 'unknown' };
}
