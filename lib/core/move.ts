// The one move type: a number of cards from one pile to another (0-based).

/** The three kinds of pile on a FreeCell table. */
export type PileKind = 'column' | 'cell' | 'foundation';

/** A pile by kind and 0-based index. */
export interface PileRef {
  readonly kind: PileKind;
  readonly index: number;
}

/** Moving `count` cards from the end of one pile onto another. */
export interface Move {
  readonly from: PileRef;
  readonly to: PileRef;
  readonly count: number;
}

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

/** Whether two pile references name the same pile. */
export function isSamePile(a: PileRef, b: PileRef): boolean {
  return a.kind === b.kind && a.index === b.index;
}
