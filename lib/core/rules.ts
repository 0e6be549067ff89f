// The rules: legality of moves, the legal-move generator, and playing a move.

import { type Card, ACE, KING, isRed, makeCard, rankOf, suitOf } from './card';
import { checkBoard, checkList, checkMoveShape, checkPileRef, checkWhole } from './arguments';
import type { Board } from './board';
import {
  AceToFoundationOnlyError,
  BadCountError,
  BadOptionError,
  CellOccupiedError,
  EmptyColumnRuleError,
  EmptySourceError,
  IllegalSourceError,
  NeedsAceError,
  NoSuchPileError,
  NotARunError,
  NotEnoughCardsError,
  NotEnoughSpaceError,
  NotHomeYetError,
  OneCardOnlyError,
  RuleError,
  SamePileError,
  SingleCardOnlyError,
  WrongColourError,
  WrongRankError,
  WrongSuitError,
} from './errors';
import { shownValue } from './shown-value';
import { type Move, type PileRef, cell, column, foundation, isSamePile } from './move';
import { type BuildRule, type Variant, BUILD_RULES, VARIANT_LIMITS, validateVariant } from './variant';

/**
 * Why `card` cannot be built on `onto` in a column under `build`, or null:
 * the rank first (one lower, except under `any`), then the suit or colour.
 * Throws BadOptionError (BAD_OPTION) for a build rule that is not one of
 * BUILD_RULES, BadCardError (BAD_CARD) for a number that is not a card.
 */
export function stackViolation(card: Card, onto: Card, to: PileRef, build: BuildRule): RuleError | null {
  if (!BUILD_RULES.includes(build)) throw new BadOptionError('build', build, { kind: 'choices', choices: BUILD_RULES });
  if (build === 'any') return null;
  if (rankOf(card) + 1 !== rankOf(onto)) return new WrongRankError(card, onto, to);
  if (build === 'suit' && suitOf(card) !== suitOf(onto)) return new WrongSuitError(card, onto, to);
  if (build === 'alternate-colour' && isRed(card) === isRed(onto)) return new WrongColourError(card, onto, to);
  return null;
}

/** Whether `card` may be built on `onto` in a column under `build`; throws BadOptionError (BAD_OPTION) for a build rule that is not one of BUILD_RULES. */
export function canStack(card: Card, onto: Card, build: BuildRule): boolean {
  switch (build) {
    case 'alternate-colour':
      return rankOf(card) + 1 === rankOf(onto) && isRed(card) !== isRed(onto);
    case 'suit':
      return rankOf(card) + 1 === rankOf(onto) && suitOf(card) === suitOf(onto);
    case 'rank':
      return rankOf(card) + 1 === rankOf(onto);
    case 'any':
      return true;
    default:
      throw new BadOptionError('build', build, { kind: 'choices', choices: BUILD_RULES });
  }
}

/**
 * Why `card` cannot go on foundation `to` of `board`, or null when it can
 * (NO_SUCH_PILE for a foundation the board does not have). Throws
 * BadOptionError (BAD_OPTION) for a board that is not a Board or a `to`
 * that is not a pile, BadCardError (BAD_CARD) for a number that is not a card.
 */
export function foundationViolation(board: Board, card: Card, to: PileRef): RuleError | null {
  checkBoard(board);
  checkPileRef(to, 'to');
  rankOf(card);
  if (!board.has(to) || to.kind !== 'foundation') return new NoSuchPileError(to, board.count(to.kind));
  return foundationFit(board, card, to);
}

/** foundationViolation for a board, card and foundation of the board already checked (findViolation's own). */
function foundationFit(board: Board, card: Card, to: PileRef): RuleError | null {
  const onto = board.top(to);
  if (onto < 0) return rankOf(card) === ACE ? null : new NeedsAceError(card, to);
  if (suitOf(card) !== suitOf(onto)) return new WrongSuitError(card, onto, to);
  if (rankOf(card) !== rankOf(onto) + 1) return new WrongRankError(card, onto, to);
  return null;
}

/** Number of cards at the end of column `index` that form a run (0 for an empty column); throws NoSuchPileError (NO_SUCH_PILE) for a column the board does not have, BadOptionError (BAD_OPTION) for a board that is not a Board. */
export function runLength(board: Board, index: number): number {
  checkBoard(board);
  const p = column(index);
  if (!board.has(p)) throw new NoSuchPileError(p, board.variant.columns);
  const n = board.size(p);
  if (n === 0) return 0;
  let k = 1;
  while (k < n && canStack(board.at(p, n - k), board.at(p, n - k - 1), board.variant.buildBy)) k++;
  return k;
}

/**
 * The most cards one move may carry with `freeCells` free cells and
 * `emptyColumns` empty columns other than the destination: the single place
 * where the supermove capacity formula lives. Single-card moves: 1.
 * Unlimited sequence moves: Infinity. With free space: (free cells + 1) x
 * 2^(empty columns) when an empty column takes any card, free cells + 1 when
 * it takes only Kings or nothing (an empty column cannot then hold part of
 * the run on the way). Throws BadVariantError (BAD_VARIANT) for a variant
 * that is not one, BadOptionError (BAD_OPTION) for counts that are not whole
 * numbers from 0.
 */
export function capacity(variant: Variant, freeCells: number, emptyColumns: number): number {
  validateVariant(variant);
  checkWhole(freeCells, 'freeCells', 0, VARIANT_LIMITS.cells.max);
  checkWhole(emptyColumns, 'emptyColumns', 0, VARIANT_LIMITS.columns.max);
  return capacityOf(variant, freeCells, emptyColumns);
}

/** capacity, for a variant and counts already checked. */
function capacityOf(variant: Variant, freeCells: number, emptyColumns: number): number {
  if (variant.sequenceMoves === 'single') return 1;
  if (variant.sequenceMoves === 'unlimited') return Infinity;
  if (variant.emptyColumn !== 'any') return freeCells + 1;
  return (freeCells + 1) * 2 ** emptyColumns;
}

/** The most cards one move may carry onto column `toColumn` (-1 for a move that does not go to a column), by `capacity`; throws BadOptionError (BAD_OPTION) for a board that is not a Board. */
export function maxMovable(board: Board, toColumn: number): number {
  checkBoard(board);
  return capacityOf(board.variant, board.freeCells(), board.emptyColumns(toColumn));
}

function emptyColumnViolation(variant: Variant, card: Card, to: PileRef): RuleError | null {
  if (variant.emptyColumn === 'none') return new EmptyColumnRuleError(card, to, 'none');
  if (variant.emptyColumn === 'kings' && rankOf(card) !== KING) return new EmptyColumnRuleError(card, to, 'kings');
  return null;
}

/**
 * Why a move is illegal on a board, or null when it is legal (the one source
 * of truth for legality). Checks, in order: the piles exist (NO_SUCH_PILE),
 * the source (ILLEGAL_SOURCE, SAME_PILE, BAD_COUNT for a count that is not a
 * whole number from 1, EMPTY_SOURCE, NOT_ENOUGH_CARDS), a
 * run (ONE_CARD_ONLY, SINGLE_CARD_ONLY, NOT_A_RUN), Aces
 * (ACE_TO_FOUNDATION_ONLY), then the destination (CELL_OCCUPIED, NEEDS_ACE,
 * WRONG_SUIT, WRONG_RANK, WRONG_COLOUR, EMPTY_COLUMN_RULE, NOT_ENOUGH_SPACE).
 * A pile kind other than column, cell or foundation throws
 * UnknownPileKindError (UNKNOWN_PILE_KIND); a board that is not a Board or a
 * move that is not an object with a `from` and a `to` pile, BadOptionError
 * (BAD_OPTION).
 */
export function findViolation(board: Board, move: Move): RuleError | null {
  checkBoard(board);
  checkMoveShape(move);
  const { from, to, count } = move;
  if (!board.has(from)) return new NoSuchPileError(from, board.count(from.kind));
  if (!board.has(to)) return new NoSuchPileError(to, board.count(to.kind));
  if (from.kind === 'foundation') return new IllegalSourceError(from);
  if (isSamePile(from, to)) return new SamePileError(from);
  if (!Number.isInteger(count) || count < 1) return new BadCountError(from, shownValue(count));
  const size = board.size(from);
  if (size === 0) return new EmptySourceError(from);
  if (count > size) return new NotEnoughCardsError(from, count, size);
  const variant = board.variant;
  if (count > 1) {
    if (to.kind !== 'column') return new OneCardOnlyError(to, count);
    if (variant.sequenceMoves === 'single') return new SingleCardOnlyError(count);
    for (let k = 1; k < count; k++) {
      const lower = board.at(from, size - k);
      const upper = board.at(from, size - k - 1);
      if (!canStack(lower, upper, variant.buildBy)) return new NotARunError(from, count, upper, lower);
    }
  }
  const card = board.at(from, size - count);
  if (variant.acesToFoundationOnly && to.kind !== 'foundation') {
    for (let k = size - count; k < size; k++) if (rankOf(board.at(from, k)) === ACE) return new AceToFoundationOnlyError(board.at(from, k), to);
  }
  switch (to.kind) {
    case 'cell': {
      const held = board.top(to);
      return held >= 0 ? new CellOccupiedError(to, held) : null;
    }
    case 'foundation':
      return foundationFit(board, card, to);
    case 'column': {
      const onto = board.top(to);
      const why = onto < 0 ? emptyColumnViolation(variant, card, to) : stackViolation(card, onto, to, variant.buildBy);
      if (why) return why;
      // every rule lets one card move: only a run needs the count
      if (count === 1) return null;
      const max = capacityOf(variant, board.freeCells(), board.emptyColumns(to.index));
      return count > max ? new NotEnoughSpaceError(count, max, board.freeCells(), board.emptyColumns(to.index)) : null;
    }
  }
}

/** Checks a move; throws the RuleError that says why it is illegal (any code above). */
export function checkMove(board: Board, move: Move): void {
  const why = findViolation(board, move);
  if (why) throw why;
}

/** The board after a legal move (a new board; the old one is unchanged); throws RuleError. */
export function applyMove(board: Board, move: Move): Board {
  checkMove(board, move);
  const next = board.clone();
  next.transfer(move.from, move.to, move.count);
  return next;
}

/** What applyMoves did: the board after the moves it played, and why it stopped early (null when it played them all). */
export interface MovesPlayed {
  readonly board: Board;
  readonly played: number;
  readonly error: RuleError | null;
}

/**
 * Plays a list of moves in order with applyMove's checks, on one copy of the
 * board (the given board is unchanged), stopping at the first illegal move.
 * Throws what findViolation throws, and BadOptionError (BAD_OPTION) for
 * moves that are not a list.
 */
export function applyMoves(board: Board, moves: readonly Move[]): MovesPlayed {
  checkBoard(board);
  checkList(moves, 'moves');
  const next = board.clone();
  for (let i = 0; i < moves.length; i++) {
    const move = moves[i]!;
    const why = findViolation(next, move);
    if (why) return { board: next, played: i, error: why };
    next.transfer(move.from, move.to, move.count);
  }
  return { board: next, played: moves.length, error: null };
}

/** A destination that may leave the foundation to the rules ("to the foundations"). */
export type Destination = PileRef | { readonly kind: 'foundation'; readonly index?: undefined };

/** A move whose card count (and foundation) may be left for the rules to infer. */
export interface MoveRequest {
  readonly from: PileRef;
  readonly to: Destination;
  readonly count?: number;
  /** Without a count, onto an empty column: 'longest' run that may move (commands) or 'one' card (standard notation). */
  readonly toEmpty?: 'longest' | 'one';
}

/**
 * The foundation a card goes to when none is named: the one holding its
 * suit, else the first empty one (for an Ace), else the first foundation (so
 * that the error names it). Throws BadOptionError (BAD_OPTION) for a board
 * that is not a Board, BadCardError (BAD_CARD) for a number that is not a card.
 */
export function foundationFor(board: Board, card: Card): number {
  checkBoard(board);
  suitOf(card);
  let empty = -1;
  for (let f = 0; f < board.variant.foundations; f++) {
    const top = board.top(foundation(f));
    if (top >= 0 && suitOf(top) === suitOf(card)) return f;
    if (top < 0 && empty < 0) empty = f;
  }
  return empty >= 0 ? empty : 0;
}

/**
 * The move a request means. Column to column without a count: onto a card,
 * the run whose first card fits (or the card the player most likely meant,
 * so that the error names it); onto an empty column, the longest run that
 * may move (or one card, as standard notation wants; where only a King
 * fills it, the run headed by a King). Under the `any` build
 * rule every card fits, so onto a card too the longest run that may move
 * goes. A foundation left open
 * is chosen by foundationFor. Everything else moves one card. Does not check
 * legality; throws BadOptionError (BAD_OPTION) for a board that is not a
 * Board or a request that is not an object with a `from` and a `to` pile.
 */
export function resolveMove(board: Board, request: MoveRequest): Move {
  checkBoard(board);
  checkMoveShape(request);
  const { from } = request;
  let to: PileRef;
  if (request.to.index === undefined) {
    const card = board.has(from) ? board.top(from) : -1;
    to = foundation(card >= 0 ? foundationFor(board, card) : 0);
  } else {
    to = request.to as PileRef;
  }
  if (request.count !== undefined) return { from, to, count: request.count };
  if (from.kind !== 'column' || to.kind !== 'column' || !board.has(from) || !board.has(to) || isSamePile(from, to)) {
    return { from, to, count: 1 };
  }
  const variant = board.variant;
  const run = runLength(board, from.index);
  if (run <= 1 || variant.sequenceMoves === 'single') return { from, to, count: 1 };
  const size = board.size(from);
  const onto = board.top(to);
  if (onto < 0) {
    if (request.toEmpty === 'one') return { from, to, count: 1 };
    // Where only a King fills an empty column, the run headed by a King is the one meant, whether or not it can move.
    if (variant.emptyColumn === 'kings') {
      for (let k = run; k >= 1; k--) if (rankOf(board.at(from, size - k)) === KING) return { from, to, count: k };
    }
    return { from, to, count: Math.max(1, Math.min(run, maxMovable(board, to.index))) };
  }
  if (variant.buildBy === 'any') return { from, to, count: Math.max(1, Math.min(run, maxMovable(board, to.index))) };
  for (let k = 1; k <= run; k++) {
    if (rankOf(board.at(from, size - k)) + 1 === rankOf(onto)) return { from, to, count: k };
  }
  return { from, to, count: 1 };
}

/** The card of `card`'s suit that the foundations take next: one above the top of its suit's foundation, else its Ace. */
function nextHome(board: Board, card: Card): Card {
  const top = board.top(foundation(foundationFor(board, card)));
  return top >= 0 && suitOf(top) === suitOf(card) ? makeCard(rankOf(top) + 1, suitOf(card)) : makeCard(ACE, suitOf(card));
}

/**
 * Why the move a request means (`move`, resolveMove's by default) is
 * illegal, or null: findViolation's answer, except that a card sent to the
 * foundations without naming one, which none takes yet, is NOT_HOME_YET
 * (with the card that goes first) instead of an error about the foundation
 * the rules picked for it. Throws BadOptionError (BAD_OPTION) for a board
 * that is not a Board, a request (`request`) or a move (`move`) that is not
 * an object with a `from` and a `to`.
 */
export function findRequestViolation(board: Board, request: MoveRequest, move?: Move): RuleError | null {
  checkBoard(board);
  checkMoveShape(request, 'request');
  const played = move === undefined ? resolveMove(board, request) : move;
  const why = findViolation(board, played);
  if (!why || request.to.index !== undefined || played.to.kind !== 'foundation') return why;
  if (why.code !== 'NEEDS_ACE' && why.code !== 'WRONG_RANK' && why.code !== 'WRONG_SUIT') return why;
  const card = board.top(played.from);
  return new NotHomeYetError(card, nextHome(board, card));
}

/**
 * Every legal move on a board, each cell, foundation and count counted
 * separately, but a card from one cell to another: findViolation allows
 * that move, which changes nothing that matters, so it is never listed, and
 * a position where it is all that is left is lost (isLost). Throws
 * BadOptionError (BAD_OPTION) for a board that is not a Board.
 */
export function legalMoves(board: Board): Move[] {
  checkBoard(board);
  // Most candidates are refused, each with an error findViolation builds and this drops: without a stack to capture
  // that costs a quarter as much (the errors never leave this function; the limit is put back whatever happens).
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return candidatesAllowed(board);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/** legalMoves' work: every candidate move of a checked board that findViolation allows. */
function candidatesAllowed(board: Board): Move[] {
  const v = board.variant;
  const moves: Move[] = [];
  const tryMove = (m: Move): void => {
    if (findViolation(board, m) === null) moves.push(m);
  };
  const sources: PileRef[] = [];
  for (let i = 0; i < v.columns; i++) sources.push(column(i));
  for (let i = 0; i < v.cells; i++) sources.push(cell(i));
  for (const from of sources) {
    const size = board.size(from);
    if (size === 0) continue;
    for (let f = 0; f < v.foundations; f++) tryMove({ from, to: foundation(f), count: 1 });
    if (from.kind === 'column') for (let c = 0; c < v.cells; c++) tryMove({ from, to: cell(c), count: 1 });
    const run = from.kind === 'column' ? runLength(board, from.index) : 1;
    for (let c = 0; c < v.columns; c++) {
      const to = column(c);
      if (isSamePile(from, to)) continue;
      const onto = board.top(to);
      if (onto < 0) {
        for (let k = 1; k <= run; k++) tryMove({ from, to, count: k });
      } else {
        for (let k = 1; k <= run; k++) {
          if (canStack(board.at(from, size - k), onto, v.buildBy)) tryMove({ from, to, count: k });
        }
      }
    }
  }
  return moves;
}

/** Whether every card has reached the foundations; throws BadOptionError (BAD_OPTION) for a board that is not a Board. */
export function isWon(board: Board): boolean {
  checkBoard(board);
  return board.isCleared();
}

/**
 * Whether the game is lost: not won, and no legal move is left that changes
 * anything (legalMoves: a card from one cell to another does not count, nor
 * does a whole column moved into an empty one, such as a lone King going
 * back and forth where only Kings fill empty columns).
 */
export function isLost(board: Board): boolean {
  return !isWon(board) && !legalMoves(board).some((m) => !(m.from.kind === 'column' && m.to.kind === 'column' && board.size(m.to) === 0 && m.count === board.size(m.from)));
}
