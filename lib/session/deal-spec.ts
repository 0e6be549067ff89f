// A deal as the game names it (a game number, a PySolFC number, a deck, a position): its starting board, header label and JSON field, without the game loop (so that `freecell deal` loads no solver).

import { type Board, type Card, type Variant, dealBoard, microsoftDeal, pysolDeal } from '../core';
import type { DealSourceJson } from '../notation';
import type { DealLabel, DealRating } from '../ui';

/**
 * Where a game's cards come from: a Microsoft game number (with the rating
 * --difficulty chose it for), a PySolFC Mersenne Twister number (32000 and
 * up; PySolFC's smaller and ms numbers are Microsoft deals), a fixed deck,
 * or a starting position (the last two repeat on R).
 */
export type DealSpec =
  | { readonly kind: 'game'; readonly number: number; readonly rating?: DealRating }
  | { readonly kind: 'pysol'; readonly seed: bigint }
  | { readonly kind: 'deck'; readonly name: string; readonly cards: readonly Card[] }
  | { readonly kind: 'board'; readonly name: string; readonly board: Board };

/** The starting board of a deal spec under a variant. */
export function startingBoard(deal: DealSpec, variant: Variant): Board {
  switch (deal.kind) {
    case 'game':
      return dealBoard(variant, microsoftDeal(deal.number));
    case 'pysol':
      return dealBoard(variant, pysolDeal(deal.seed));
    case 'deck':
      return dealBoard(variant, deal.cards);
    case 'board':
      return deal.board.clone();
  }
}

/** The header label of a deal spec. */
export function dealLabel(deal: DealSpec): DealLabel {
  switch (deal.kind) {
    case 'game':
      return deal.rating ? { kind: 'game', number: deal.number, rating: deal.rating } : { kind: 'game', number: deal.number };
    case 'pysol':
      return { kind: 'pysol', seed: String(deal.seed) };
    default:
      return { kind: deal.kind, name: deal.name };
  }
}

/** The JSON `deal` field of a deal spec (what `deal`, `replay` and `solve` print with --format json). */
export function dealSourceJson(deal: DealSpec): DealSourceJson {
  if (deal.kind === 'pysol') return { pysol: String(deal.seed) };
  return deal.kind === 'game' ? { game: deal.number } : deal.kind === 'deck' ? { deck: deal.name } : { board: deal.name };
}
