// The solver at the table: hints, whole solutions, a position's status within a small budget, winnable deals.

import { type Board, type Card, type Move, type Variant, applyMove, dealBoard, findViolation, foundation, foundationFor, isWon, microsoftDeal, nextAutoplayMove, rankOf, suitOf } from '../core';
import { shortAfterFast, solve, solveToVerdict } from '../solver';
import type { DealRating } from '../ui';

/** What is known about a position: a solution was found, it was proven lost, or the budget ran out. */
export type PositionStatus = 'winnable' | 'unwinnable' | 'unknown';

/** Positions stored before the header's status gives up ("unknown"): small, so that play stays instant. */
export const STATUS_BUDGET = 4_000;
/** Positions stored for a hint or a whole solution. */
export const HINT_BUDGET = 300_000;
/** Positions stored when checking that a random deal can be won. */
export const DEAL_BUDGET = 200_000;

/** A solution (or the proof that there is none) for a board, within `budget` positions a search; no escalation past a fast give-up, so play stays quick. */
export function adviseOn(board: Board, budget: number): { status: PositionStatus; moves?: Move[] } {
  const verdict = solveToVerdict(board, { maxStates: budget, escalate: false });
  if (verdict.status === 'solved') return { status: 'winnable', moves: verdict.moves };
  return { status: verdict.status === 'unwinnable' ? 'unwinnable' : 'unknown' };
}

/** A solution the game gives its help from (hints, solve): `moves` win from `start`. */
export interface SolutionPlan {
  readonly start: Board;
  readonly moves: readonly Move[];
}

/**
 * The moves left of `plan` from `board`, when `board` is a position the plan
 * passes through, or one after the game's autoplay there (the cards autoplay
 * sent home dropped from the moves left); the engine checks that they win
 * from `board`. Undefined when `board` is not on the plan's way. Hints that
 * follow one plan lead to a win, where a new search at each position may
 * send the player back and forth.
 */
export function restOfPlan(plan: SolutionPlan, board: Board): Move[] | undefined {
  const key = board.key();
  let along = plan.start;
  for (let j = 0; j <= plan.moves.length; j++) {
    if (along.key() === key || withAutoplay(along).key() === key) {
      const rest = playOn(along, plan.moves.slice(j), board);
      if (rest) return rest;
    }
    if (j < plan.moves.length) along = applyMove(along, plan.moves[j]!);
  }
  return undefined;
}

/** A board after every move autoplay makes on it. */
export function withAutoplay(board: Board): Board {
  let after = board;
  for (let next = nextAutoplayMove(after); next; next = nextAutoplayMove(after)) after = applyMove(after, next);
  return after;
}

/** `moves` (which win from `planned`) as moves from `board`, the same cards but for those already home there, if each is legal and they win. */
function playOn(planned: Board, moves: readonly Move[], board: Board): Move[] | undefined {
  const out: Move[] = [];
  let expected = planned;
  let actual = board;
  for (const move of moves) {
    const cards = expected.cards(move.from).slice(-move.count);
    expected = applyMove(expected, move);
    const home = cards.filter((c) => isHome(actual, c)).length;
    if (home === cards.length) continue;
    if (home > 0 || actual.cards(move.from).slice(-move.count).join() !== cards.join()) return undefined;
    const played = move.to.kind === 'foundation' ? { ...move, to: foundation(foundationFor(actual, cards[0]!)) } : move;
    if (findViolation(actual, played) !== null) return undefined;
    actual = applyMove(actual, played);
    out.push(played);
  }
  return isWon(actual) ? out : undefined;
}

/** Whether a card is on a foundation of `board`. */
function isHome(board: Board, card: Card): boolean {
  for (let f = 0; f < board.count('foundation'); f++) {
    const top = board.foundationTop(f);
    if (top >= 0 && suitOf(top) === suitOf(card)) return rankOf(card) <= rankOf(top);
  }
  return false;
}

/**
 * Short mode's solution of a winnable board, within its default limits
 * (fallback: the fast search's, none shorter found), or undefined when it
 * found none. `fast`, the fast search's solution from `board` found by
 * adviseOn (the search short mode begins with, deterministic: a solution
 * found within a smaller position limit is the same), spares running that
 * search again.
 */
export function shortSolution(board: Board, fast?: readonly Move[]): { moves: Move[]; fallback: boolean } | undefined {
  const result = fast === undefined ? solve(board, { mode: 'short' }) : shortAfterFast(board, fast);
  return result.status === 'solved' ? { moves: result.moves, fallback: result.fallback !== undefined } : undefined;
}

/** A solver call's result, or a SolverFailure when it threw: the game at the table goes on untouched. */
export function consult<T>(ask: () => T): T | SolverFailure {
  try {
    return ask();
  } catch (err) {
    return new SolverFailure(err);
  }
}

/** An error the solver threw at the table: a bug in it (SolverBugError) or memory the system refused; `message` names it. */
export class SolverFailure {
  readonly message: string;
  constructor(readonly cause: unknown) {
    this.message = cause instanceof Error ? cause.message : String(cause);
  }
}

/** Remembers the status of the positions seen, so that undo and redo cost nothing. */
export class StatusCache {
  private readonly seen = new Map<string, PositionStatus>();

  /** The status of a board, computed within STATUS_BUDGET the first time ('unknown' if the solver throws: a status line never stops a game). */
  statusOf(board: Board): PositionStatus {
    const key = board.key();
    let status = this.seen.get(key);
    if (status === undefined) {
      const found = consult(() => adviseOn(board, STATUS_BUDGET).status);
      status = found instanceof SolverFailure ? 'unknown' : found;
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

  /** Boards whose search of HINT_BUDGET positions settled nothing: the same search would find nothing again (the solver is deterministic). */
  private readonly hintsInVain = new Set<string>();

  /** Records what a search of HINT_BUDGET positions (a hint, solve) found. */
  learnFromHint(board: Board, status: PositionStatus): void {
    this.learn(board, status);
    if (status === 'unknown') this.hintsInVain.add(board.key());
  }

  /** Whether a search of HINT_BUDGET positions from this board settled nothing already. */
  hintFoundNothing(board: Board): boolean {
    return this.hintsInVain.has(board.key());
  }
}

/** How many deal numbers `winnableGame` tries before it settles for the last one. */
export const DEAL_TRIES = 200;

/**
 * Positions `winnableGame`'s searches may store together (five deals that
 * each use up DEAL_BUDGET): the numbers tried stop there, so that picking a
 * deal takes a few seconds at most whatever the rules, where 200 searches of
 * DEAL_BUDGET took minutes, signals waiting for the end.
 */
export const PICK_BUDGET = 1_000_000;

/*
 * --difficulty rates a deal by the positions the fast search stores before it
 * wins (docs/solver.md, "Rating deals", has the measured distribution): below
 * EASY_BELOW is easy, from HARD_FROM up is hard, between is medium.
 */
/** Fast-search positions below which a deal is rated easy. */
export const EASY_BELOW = 175;
/** Fast-search positions from which a deal is rated hard. */
export const HARD_FROM = 300;

/** The rating of a deal the fast search won after storing `states` positions. */
export function rateEffort(states: number): DealRating {
  return states < EASY_BELOW ? 'easy' : states < HARD_FROM ? 'medium' : 'hard';
}

/** A deal picked for --winnable or --difficulty: its number, how many numbers were skipped, whether one that fits was found, and its rating when it was won. */
export interface PickedGame {
  readonly number: number;
  readonly skipped: number;
  readonly found: boolean;
  readonly rating?: DealRating;
}

/**
 * The first game number from `random` whose deal the solver wins within
 * DEAL_BUDGET positions (and, with `difficulty`, is rated so), how many
 * numbers were skipped on the way, and whether one was found within
 * DEAL_TRIES numbers and `budget` positions stored by the searches together
 * (default PICK_BUDGET). If not, the first won deal of another rating is
 * dealt (with `difficulty`), or else the last number tried; `skipped` is then
 * the number of numbers tried.
 */
export function winnableGame(variant: Variant, random: () => number, difficulty?: DealRating, budget: number = PICK_BUDGET): PickedGame {
  let number = random();
  let fallback: { number: number; rating: DealRating } | undefined;
  let left = budget;
  let tries = 0;
  while (tries < DEAL_TRIES && left > 0) {
    if (tries > 0) number = random();
    tries++;
    const result = solve(dealBoard(variant, microsoftDeal(number)), { mode: 'fast', maxStates: Math.min(DEAL_BUDGET, left) });
    left -= result.states;
    if (result.status !== 'solved') continue;
    const skipped = tries - 1;
    if (difficulty === undefined) return { number, skipped, found: true };
    const rating = rateEffort(result.states);
    if (rating === difficulty) return { number, skipped, found: true, rating };
    fallback ??= { number, rating };
  }
  return fallback ? { ...fallback, skipped: tries, found: false } : { number, skipped: tries, found: false };
}
