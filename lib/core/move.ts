// The one move type: a number of cards from one pile to another (0-based).

import { checkPileRef } from './arguments';
import type { Move, PileRef } from './types';

export type { Move, PileKind, PileRef } from './types';

/** A column reference. */
export function column(index: number): PileRef {
  return { kind: 'column', index };
}

/** A cell reference. */
export function cell(index: number): PileRef {
  return { kind: 'cell', index };
}

/** A foundation reference. */
export function foundation(index: number): PileRef {
  return { kind: 'foundation', index };
}

/** A move of `count` cards (default 1). */
export function makeMove(from: PileRef, to: PileRef, count = 1): Move {
  return { from, to, count };
}

/** Whether two pile references name the same pile; throws BadOptionError (BAD_OPTION) for a value that is not a pile reference. */
export function isSamePile(a: PileRef, b: PileRef): boolean {
  checkPileRef(a, 'pile');
  checkPileRef(b, 'pile');
  return a.kind === b.kind && a.index === b.index;
}
