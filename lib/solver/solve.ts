// Solving one board: the fast search portfolio, the exact search or short mode (fast, then the beams, their solution shortened), and the engine's check of every solution.

import { type Move, BadOptionError, type Board, checkOptionsObject, checkPosition } from '../core';
import { toEngineMoves, verify } from './replay';
import type { CardMove } from './move-codec';
import { type SolverRules, type StartPosition, readBoard, solverRules } from './rules';
import { EXACT_WEIGHTS, PORTFOLIO, SCHEDULE, runPortfolio } from './portfolio';
import { SHORT_WIDTHS, runShort } from './short';
import { Shortener } from './shorten';
import { DEFAULT_MAX_MEMORY_MB, DEFAULT_MAX_STATES } from './limits';

/** How hard to look, and for how long. */
export interface SolveOptions {
  /**
   * 'fast' (default): a short solution quickly; three differently weighted
   * searches take turns, positions are told apart by a 64-bit hash. 'exact':
   * one search, every position kept in canonical form and compared byte for
   * byte, so that 'unwinnable' means every reachable position was examined
   * (up to provably safe autoplay and the symmetry of columns and cells).
   * Fast mode also says 'unwinnable' only after examining every reachable
   * position, but a hash collision (odds about n^2 / 2^65 for n positions)
   * could in principle have hidden one. 'short': a solution close to the
   * shortest, slower than 'fast': the fast search first (its answer stands
   * when it finds no solution), then beam searches of growing width
   * (short.ts), whose solution is then shortened where a move can be
   * spared (shorten.ts); when they find none, or none shorter, the fast
   * search's solution (`fallback`).
   */
  readonly mode?: 'fast' | 'exact' | 'short';
  /**
   * Stop after storing this many distinct positions (default 1,000,000 fast,
   * 3,000,000 exact). Short mode: the limit of its fast search (default
   * 1,000,000), and of the positions its beams meet together (default
   * 4,000,000).
   */
  readonly maxStates?: number;
  /**
   * Stop when the searches' arrays would hold more than this many megabytes
   * (default DEFAULT_MAX_MEMORY_MB); running out of memory inside the search
   * also gives up, reason 'memory'.
   */
  readonly maxMemoryMb?: number;
  /** Stop after this many milliseconds of `now` (requires `now`). */
  readonly timeLimitMs?: number;
  /** The clock for timeLimitMs, in milliseconds. */
  readonly now?: () => number;
}

/** What the solver found. `states` is the number of distinct positions stored. */
export type SolveResult =
  | {
      readonly status: 'solved';
      readonly moves: Move[];
      readonly states: number;
      /** Short mode only: the beam searches found nothing shorter within their limits and this is the fast search's solution. */
      readonly fallback?: 'fast';
    }
  | { readonly status: 'unwinnable'; readonly states: number }
  | { readonly status: 'gave-up'; readonly states: number; readonly reason: 'states' | 'time' | 'memory' };


/**
 * Bytes the search holds per stored position, rounded up from what its
 * arrays held on deals searched to a million positions and more (fast about
 * 300, exact about 130: the arrays grow in steps, doubling in fast mode and
 * by half in exact mode, so this includes their slack).
 * A caller compares maxStates x this with the memory it has. Short mode
 * runs the fast search first with the same maxStates, so it is checked at
 * the fast search's size (its beams hold far less a position).
 */
export const BYTES_PER_STATE = { fast: 320, exact: 160 };

/**
 * Solves a board of any variant. A solution is a list of ordinary engine
 * moves (every move to a foundation written out, a run within the variant's
 * limit as one move) that has been replayed through the engine's applyMove
 * to a won board before it is returned. Deterministic. Throws
 * BadOptionError (BAD_OPTION) for options it cannot take (see
 * checkSolveOptions).
 */
export function solve(board: Board, options: SolveOptions = {}): SolveResult {
  checkSolveOptions(board, options);
  return searchBoard(board, options);
}

/**
 * solve for a board and options already checked (checkSolveOptions): the
 * solver's own calls, so that one verdict checks its board once.
 * `clockRead`: the caller has read `now` already, as its search started, so
 * a reading here that is not a finite number is a clock that stopped during
 * the search, and ends it as its time limit does.
 */
export function searchBoard(board: Board, options: SolveOptions, clockRead = false): SolveResult {
  const mode = options.mode ?? 'fast';
  const ready = prepare(board, options, clockRead);
  if (!('rules' in ready)) return ready;
  const { start, rules, timeUp } = ready;
  const maxStates = options.maxStates ?? DEFAULT_MAX_STATES[mode];
  if (mode === 'short') {
    // the fast search first: it settles a deal that cannot be won, and its solution is the fallback
    const fast = searchBoard(board, { ...options, mode: 'fast' }, true);
    if (fast.status !== 'solved') return fast;
    return beamsAfter(board, ready, fast, maxStates, options);
  }
  const weights = mode === 'exact' ? [EXACT_WEIGHTS] : PORTFOLIO.slice(0, SCHEDULE.size);
  const maxBytes = (options.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB) * 1024 * 1024;
  const outcome = runPortfolio(rules, start, mode === 'exact', weights, maxStates, maxBytes, timeUp);
  if (outcome.status !== 'solved') return outcome;
  return checkedSolution(board, rules, outcome.path, outcome.states);
}

/**
 * Short mode's beams after its fast search, whose solution of `board` is
 * `fast`: a solution with fewer moves, else `fast` as the fallback.
 */
function beamsAfter(board: Board, ready: Prepared, fast: SolveResult & { readonly status: 'solved' }, maxStates: number, options: SolveOptions): SolveResult {
  const { start, rules, timeUp } = ready;
  const maxBytes = (options.maxMemoryMb ?? DEFAULT_MAX_MEMORY_MB) * 1024 * 1024;
  // the beams look only for solutions with fewer moves (not home) than the fast one
  const fastMoves = fast.moves.filter((m) => m.to.kind !== 'foundation').length;
  const short = runShort(rules, start, { widths: SHORT_WIDTHS, maxDepth: fastMoves, maxStates, maxBytes }, timeUp);
  const states = fast.states + short.states;
  if (short.status !== 'solved') return { ...fast, states, fallback: 'fast' };
  const found = checkedSolution(board, rules, shortened(rules, start, short.path), states);
  return found.moves.length <= fast.moves.length ? found : { ...fast, states, fallback: 'fast' };
}

/** The shortener of the last rules it was used with (its arrays are kept from solve to solve). */
let shortener: Shortener | null = null;

/** A beam's solution with its shortcuts and merges taken (shorten.ts): never longer. */
function shortened(rules: SolverRules, start: StartPosition, path: readonly CardMove[]): CardMove[] {
  if (shortener?.rules !== rules) shortener = new Shortener(rules);
  return shortener.shorten(start, path, 1);
}

/**
 * Short mode for a caller that has run its fast search already: `fastMoves`
 * is the fast search's solution of `board` with short mode's options (the
 * same search solve in short mode begins with, which is deterministic), and
 * this runs only the beams after it, the time limit counting from now. The
 * result is solve's in short mode, but for `states`, which counts the
 * beams' positions alone. Throws BadOptionError (BAD_OPTION) as solve does.
 */
export function shortAfterFast(board: Board, fastMoves: readonly Move[], options: Omit<SolveOptions, 'mode'> = {}): SolveResult {
  checkSolveOptions(board, options);
  const ready = prepare(board, options);
  if (!('rules' in ready)) return ready;
  return beamsAfter(board, ready, { status: 'solved', moves: [...fastMoves], states: 0 }, options.maxStates ?? DEFAULT_MAX_STATES.short, options);
}

/** A board read for a search, its rule tables, and the clock of its time limit. */
export interface Prepared {
  readonly start: StartPosition;
  readonly rules: SolverRules;
  readonly timeUp: () => boolean;
}

const MODES: readonly string[] = ['fast', 'exact', 'short'];

/** The names SolveOptions has. */
export const SOLVE_OPTION_KEYS: readonly (keyof SolveOptions)[] = ['mode', 'maxStates', 'maxMemoryMb', 'timeLimitMs', 'now'];

/**
 * Checks a board and the options of a search as a caller without types may
 * pass them: BadBoardError (BAD_BOARD) for a board that is not a position
 * (Board.problem), BadOptionError (BAD_OPTION) for a board that is not a Board,
 * options that are not an object, a mode other than fast, exact or short,
 * maxStates, maxMemoryMb or timeLimitMs that are not numbers (NaN
 * included), a now that is not a function, timeLimitMs without now, or a
 * name not among `known` (a misspelt option).
 */
export function checkSolveOptions(board: Board, options: SolveOptions, known: readonly string[] = SOLVE_OPTION_KEYS): void {
  checkPosition(board);
  checkOptionsObject(options, known);
  if (options.mode !== undefined && !MODES.includes(options.mode)) throw new BadOptionError('mode', options.mode, { kind: 'choices', choices: MODES });
  for (const name of ['maxStates', 'maxMemoryMb', 'timeLimitMs'] as const) {
    const value = options[name];
    if (value !== undefined && (typeof value !== 'number' || Number.isNaN(value))) throw new BadOptionError(name, value, { kind: 'number' });
  }
  if (options.now !== undefined && typeof options.now !== 'function') throw new BadOptionError('now', options.now, { kind: 'function' });
  if (options.timeLimitMs !== undefined && options.now === undefined) throw new BadOptionError('timeLimitMs', options.timeLimitMs, { kind: 'needs', option: 'now' });
}

/**
 * What every search of a board starts from (solve, the prover): the board
 * read and its rules, with timeUp counting from now; or the answer itself
 * when the board is seen to be hopeless without searching. The board and
 * the options are checked already (checkSolveOptions, at the solver's
 * entry points). The first reading of `now` is checked (readClock) unless
 * `clockRead` says a search this one belongs to has read it already: a
 * reading that is then not a finite number is a clock that stopped, and the
 * time is up at once.
 */
export function prepare(board: Board, options: SolveOptions, clockRead = false): Prepared | SolveResult {
  const { now, timeLimitMs } = options;
  const start = readBoard(board);
  if (start.hopeless !== null) return { status: 'unwinnable', states: 0 };
  const rules = solverRules(board.variant, start.inGame, start.acesAlwaysHome);
  const t0 = now ? (clockRead ? laterReading(now) : readClock(now)) : 0;
  // a clock that stops giving a time (NaN) ends the search as at its limit, rather than letting it run on without one
  const timeUp = now && timeLimitMs !== undefined ? () => !(now() - t0 < timeLimitMs) : () => false;
  return { start, rules, timeUp };
}

/** A reading of `now` after the first: the time, or NaN (which no time limit is kept by: every timeUp is then true) for anything but a finite number. */
function laterReading(now: () => number): number {
  const t = now() as unknown;
  return typeof t === 'number' && Number.isFinite(t) ? t : NaN;
}

/** The time `now` gives, checked before a search starts: BadOptionError (BAD_OPTION, `now()`) for anything but a finite number, with which no time limit could be kept. */
export function readClock(now: () => number): number {
  const t = now() as unknown;
  if (typeof t !== 'number' || !Number.isFinite(t)) throw new BadOptionError('now()', t, { kind: 'number' });
  return t;
}

/** A search's path as engine moves, replayed by the engine to a win before it is returned (SolverBugError otherwise). */
export function checkedSolution(board: Board, rules: SolverRules, path: readonly CardMove[], states: number): SolveResult & { readonly status: 'solved' } {
  const moves = toEngineMoves(board, rules, path);
  verify(board, moves);
  return { status: 'solved', moves, states };
}
