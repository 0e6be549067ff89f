// A hint for any board: the next move of a solution the solver found and the engine checked, or why there is none.

import { type Board, type Move, BadOptionError, FreecellError, applyMoves, isBoard, isWon } from '../core';
import { HINT_BUDGET, type SolutionPlan, adviseOn, restOfPlan } from '../session/advisor';
import { checkSolveOptions } from '../solver';

/** What `hint` found: a move and the whole solution it starts from `start` (the board asked about), a board already won, a proof that it cannot be won, or nothing within the budget. */
export type Hint =
  | { readonly status: 'winnable'; readonly move: Move; readonly solution: readonly Move[]; readonly start: Board }
  | { readonly status: 'won' }
  | { readonly status: 'unwinnable' }
  | { readonly status: 'unknown' };

/** How far `hint` looks, and the earlier hint it keeps to. */
export interface HintOptions {
  /** Positions stored per search before giving up with 'unknown' (default 300,000, as the game's `h`). */
  readonly maxStates?: number;
  /**
   * A hint given earlier (for this game): when the board lies on its
   * solution's way (some of its moves played, with or without autoplay's
   * moves home between them), the rest of that solution is the answer,
   * without a new search. Hints that follow one solution lead to a win,
   * where a new search at each position may go back and forth between
   * two. Any other board is searched as without it.
   */
  readonly follow?: Hint;
}

const STATUSES: readonly string[] = ['winnable', 'won', 'unwinnable', 'unknown'];

/**
 * The hint the game's `h` command gives, for any board of any variant: a
 * fast search, then an exact one that proves 'unwinnable'. Deterministic;
 * every solution has been replayed through the engine's move checks.
 * Throws BadOptionError (BAD_OPTION) for a board that is not a Board, a
 * maxStates that is not a number, or a follow that is not a hint.
 */
export function hint(board: Board, options: HintOptions = {}): Hint {
  checkSolveOptions(board, options, ['maxStates', 'follow']);
  const plan = planOf(options.follow);
  if (isWon(board)) return { status: 'won' };
  const rest = plan && restOf(plan, board, options.follow);
  if (rest !== undefined && rest.length > 0) return { status: 'winnable', move: rest[0]!, solution: rest, start: board };
  const advice = adviseOn(board, options.maxStates ?? HINT_BUDGET);
  const move = advice.moves?.[0];
  if (advice.status === 'winnable' && move !== undefined) return { status: 'winnable', move, solution: advice.moves!, start: board };
  return { status: advice.status === 'unwinnable' ? 'unwinnable' : 'unknown' };
}

/** The solution a `follow` hint holds (undefined for a hint with none); BAD_OPTION for a value that is not a hint. */
function planOf(follow: unknown): SolutionPlan | undefined {
  if (follow === undefined) return undefined;
  const h = follow as { status?: unknown; start?: unknown; solution?: unknown; move?: unknown } | null;
  if (h === null || typeof h !== 'object' || typeof h.status !== 'string' || !STATUSES.includes(h.status)) throw notAHint(follow);
  if (h.status !== 'winnable') return undefined;
  if (!isBoard(h.start) || !Array.isArray(h.solution) || h.solution.length === 0 || h.move !== h.solution[0]) throw notAHint(follow);
  return { start: h.start, moves: h.solution as readonly Move[] };
}

/** The moves left of `plan` from `board`; BAD_OPTION when its moves do not win from its start (not a hint `hint` gave). */
function restOf(plan: SolutionPlan, board: Board, follow: unknown): Move[] | undefined {
  let wins: boolean;
  try {
    const played = applyMoves(plan.start, plan.moves);
    wins = played.error === null && isWon(played.board);
  } catch (error) {
    if (!(error instanceof FreecellError)) throw error;
    wins = false;
  }
  if (!wins) throw notAHint(follow);
  return restOfPlan(plan, board);
}

function notAHint(value: unknown): BadOptionError {
  return new BadOptionError('follow', value, { kind: 'hint' });
}
