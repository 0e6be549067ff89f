// Safe autoplay: cards that can no longer be needed in play, and the move that sends one home.

import { type Card, type Rank, type Suit, KING, PACK_SIZE, isRed, makeCard, rankOf, suitOf } from './card';
import { checkBoard } from './arguments';
import type { Board } from './board';
import { type Move, cell, column, foundation } from './move';
import { findViolation, foundationFor } from './rules';
import type { Variant } from './variant';

/** The highest rank on the foundations of each suit (0 when none). */
function foundationRanks(board: Board): number[] {
  const ranks = [0, 0, 0, 0];
  for (let f = 0; f < board.variant.foundations; f++) {
    const top = board.top(foundation(f));
    if (top >= 0) ranks[suitOf(top)] = rankOf(top);
  }
  return ranks;
}

/** Whether a card of another `suit` could be built on `onto` under the variant's build rule. */
function couldHold(variant: Variant, onto: Card, suit: number): boolean {
  switch (variant.buildBy) {
    case 'suit':
      return false;
    case 'alternate-colour':
      return isRed(onto) !== (suit === 1 || suit === 2);
    default:
      return true;
  }
}

/** Whether `card` is in a column or a cell: a card of a partial deck that is neither there nor home was never dealt. */
function isInPlay(board: Board, card: Card): boolean {
  const v = board.variant;
  for (let i = 0; i < v.cells; i++) if (board.top(cell(i)) === card) return true;
  for (let i = 0; i < v.columns; i++) {
    const pile = column(i);
    for (let k = board.size(pile) - 1; k >= 0; k--) if (board.at(pile, k) === card) return true;
  }
  return false;
}

/**
 * Whether `card` is, or may become, the only card of a column while other
 * cards are still in play: under the `any` build rule such a card is a base
 * for every one of them, which an empty column replaces only when it takes
 * any card. A King may become one where empty columns take Kings.
 */
function isLoneBase(board: Board, card: Card): boolean {
  if (board.variant.buildBy !== 'any' || board.variant.emptyColumn === 'any') return false;
  if (board.cardCount() - board.foundationCount() <= 1) return false;
  if (board.variant.emptyColumn === 'kings' && rankOf(card) === KING) return true;
  for (let i = 0; i < board.variant.columns; i++) {
    if (board.size(column(i)) === 1 && board.top(column(i)) === card) return true;
  }
  return false;
}

/**
 * Whether sending `card` to its foundation can never cost the game: Aces
 * and twos always; otherwise every card that could still be built on it
 * (one rank lower, of a suit the build rule allows) is already home, or
 * was never dealt (a partial deck), so is never coming. In
 * FreeCell this is Horne's rule (both opposite-colour foundations at r - 1
 * or more); in games built by suit every card that fits is safe. Under the
 * `any` build rule, where an empty column takes only Kings or nothing, never
 * the only card of a column while other cards are in play, nor, where it
 * takes Kings, a King (it could go into an empty column and be one). Throws
 * BadOptionError (BAD_OPTION) for a board that is not a Board, BadCardError
 * (BAD_CARD) for a number that is not a card.
 */
export function isSafeToAutoplay(board: Board, card: Card): boolean {
  checkBoard(board);
  const rank = rankOf(card);
  if (isLoneBase(board, card)) return false;
  if (rank <= 2) return true;
  const home = foundationRanks(board);
  // With all 52 cards dealt every card not home is in play; only a partial deck needs looking.
  const partial = board.cardCount() < PACK_SIZE;
  for (let suit = 0; suit < 4; suit++) {
    // The card's own suit is home up to rank - 1 already, or the card could not go up.
    if (suit === suitOf(card) || !couldHold(board.variant, card, suit) || home[suit]! >= rank - 1) continue;
    if (!partial || isInPlay(board, makeCard((rank - 1) as Rank, suit as Suit))) return false;
  }
  return true;
}

/** The next safe move of a card to the foundations (cells first, then columns left to right), or null; throws BadOptionError (BAD_OPTION) for a board that is not a Board. */
export function nextAutoplayMove(board: Board): Move | null {
  checkBoard(board);
  const v = board.variant;
  const sources = [...Array.from({ length: v.cells }, (_, i) => cell(i)), ...Array.from({ length: v.columns }, (_, i) => column(i))];
  for (const from of sources) {
    const card = board.top(from);
    if (card < 0 || !isSafeToAutoplay(board, card)) continue;
    const move: Move = { from, to: foundation(foundationFor(board, card)), count: 1 };
    if (findViolation(board, move) === null) return move;
  }
  return null;
}
