// The move codec: the solver's moves as small typed numbers, with every encoding and decoding in this one file.

/*
 * The search handles millions of moves, so a move is a number, never an
 * object; the types below say which kind of number it is, and only these
 * functions build or read one (they are inlined by the compiler).
 *
 * PileMove: a move between the working position's piles.
 *   bits 0-7    from: pile 0..C-1 a column, C..C+F-1 a cell
 *   bits 8-15   to: a column, a cell, or HOME (255) for the card's foundation
 *   bits 16-23  count: cards moved (1 but for column to column, and for a
 *               run into the cells, one card a cell, where cells settle)
 *
 * Transfer: an entry of the position's undo log: a PileMove as it was
 * played, and for a move home
 *   bits 24-29  the card sent home (the only transfer that forgets its card).
 *
 * CardMove: a move as the cards see it, whatever the order of the piles
 * (what stored nodes and solution paths hold; replay.ts places it on the
 * real board):
 *   bits 0-5    card: the lowest card moved
 *   bits 6-7    kind: 0 home, 1 into a free cell, 2 onto card `onto`, 3 into an empty column
 *   bits 8-13   onto (kind 2 only)
 *
 * NodeMove: how a stored node was reached from its parent: a PileMove
 * (>= 0), or -(x + 1) for the compound move that digs card x out and sends
 * it home (compound.ts).
 */

/** A move between piles of the working position (see the block comment above). */
export type PileMove = number & { readonly __kind?: 'PileMove' };
/** An undo-log entry: a PileMove as played, with the card for a move home. */
export type Transfer = number & { readonly __kind?: 'Transfer' };
/** A move named by its cards, independent of where the piles are. */
export type CardMove = number & { readonly __kind?: 'CardMove' };
/** The compound move that digs one card out and sends it home. */
export type DigMove = number & { readonly __kind?: 'DigMove' };
/** The move that reached a stored node: a PileMove, or a dig-out of one card. */
export type NodeMove = PileMove | DigMove;

/** The pile code of a foundation (the card's own). */
const HOME = 255;
export { HOME };

/** A PileMove of `count` cards from pile `from` to pile `to` (HOME for the foundation). */
export function pileMove(from: number, to: number, count: number): PileMove {
  return from | (to << 8) | (count << 16);
}

/** The pile a PileMove or Transfer takes its cards from. */
export function moveFrom(m: PileMove | Transfer): number {
  return m & 255;
}

/** The pile a PileMove or Transfer puts its cards on (HOME for the foundation). */
export function moveTo(m: PileMove | Transfer): number {
  return (m >>> 8) & 255;
}

/** How many cards a PileMove or Transfer carries. */
export function moveCount(m: PileMove | Transfer): number {
  return (m >>> 16) & 255;
}

/** Whether a PileMove or Transfer sends a card home. */
export function isHomeMove(m: PileMove | Transfer): boolean {
  return ((m >>> 8) & 255) === HOME;
}

/** The undo-log entry of a move between piles. */
export function transfer(from: number, to: number, count: number): Transfer {
  return from | (to << 8) | (count << 16);
}

/** The undo-log entry of card `card` sent home from pile `from`. */
export function homeTransfer(from: number, card: number): Transfer {
  return from | (HOME << 8) | (1 << 16) | (card << 24);
}

/** The card a home Transfer sent home. */
export function transferCard(e: Transfer): number {
  return e >>> 24;
}

/** CardMove kinds. */
const TO_HOME = 0;
const TO_CELL = 1;
const ONTO_CARD = 2;
const TO_EMPTY = 3;
export { TO_HOME, TO_CELL, ONTO_CARD, TO_EMPTY };

/** A CardMove: card (the lowest moved) goes home, to a cell, onto card `onto`, or to an empty column. */
export function cardMove(card: number, kind: number, onto = 0): CardMove {
  return card | (kind << 6) | (onto << 8);
}

/** The lowest card a CardMove moves. */
export function movedCard(d: CardMove): number {
  return d & 63;
}

/** Where a CardMove goes: TO_HOME, TO_CELL, ONTO_CARD or TO_EMPTY. */
export function cardMoveKind(d: CardMove): number {
  return (d >> 6) & 3;
}

/** The card a CardMove of kind ONTO_CARD goes onto. */
export function ontoCard(d: CardMove): number {
  return d >> 8;
}

/** The NodeMove of the compound move that digs card x out. */
export function digMove(x: number): DigMove {
  return -(x + 1);
}

/** Whether a NodeMove is a dig-out (else it is a PileMove). */
export function isDigMove(m: NodeMove): m is DigMove {
  return m < 0;
}

/** The card a dig-out NodeMove digs out. */
export function dugCard(m: DigMove): number {
  return -m - 1;
}
