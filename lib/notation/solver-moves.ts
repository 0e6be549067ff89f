// Freecell Solver's move sentences ("Move a card from stack 3 to freecell 0"), as fc-solve prints moves without -sn.

import { type MoveRequest, type PileRef, type Variant, cell, column } from '../core';
import { BadNotationError, OutOfRangeError } from './errors';

/*
 * fc-solve without -sn (with -m, or with -sam between the positions) writes
 * one sentence per move, counting stacks (columns) and freecells from 0:
 *
 *   Move a card from stack 3 to the foundations
 *   Move a card from freecell 0 to stack 5
 *   Move 3 cards from stack 6 to stack 2
 *
 * A move between stacks always says how many cards it carries; one written
 * by hand as "Move a card from stack 3 to stack 5" carries one card.
 */
// Numbers of any length: a pile past the last (or a count past 52) is named as such, however many digits it has.
// Words may be separated by any run of white space (tabs, no-break spaces of text copied from a web page).
const SENTENCE = /^Move\s+(?:a\s+card|(\d+)\s+cards)\s+from\s+(stack|freecell)\s+(\d+)\s+to\s+(?:(stack|freecell)\s+(\d+)|the\s+foundations)$/;

/** Whether a line is one of Freecell Solver's move sentences. */
export function looksLikeSolverMove(line: string): boolean {
  return SENTENCE.test(line.trim());
}

function pile(kind: string, index: number, variant: Variant): PileRef | undefined {
  if (kind === 'stack') return index < variant.columns ? column(index) : undefined;
  return index < variant.cells ? cell(index) : undefined;
}

/**
 * The move request one of Freecell Solver's move sentences spells (stacks
 * and freecells counted from 0). Throws BadNotationError (BAD_NOTATION):
 * `shape` for another sentence, `pile` for a stack or freecell the variant
 * does not have, `count` for a count on a move that is not between stacks
 * (each with `notation` 'solver', so that its sentence counts from 0 too);
 * OUT_OF_RANGE for a count that is not 1 to 52.
 */
export function parseSolverMove(line: string, variant: Variant): MoveRequest {
  const text = line.trim();
  const m = SENTENCE.exec(text);
  if (!m) throw new BadNotationError(text, 'shape', 'solver');
  const from = pile(m[2]!, Number(m[3]), variant);
  const to = m[4] === undefined ? ({ kind: 'foundation' } as const) : pile(m[4], Number(m[5]), variant);
  if (!from || !to) throw new BadNotationError(text, 'pile', 'solver');
  // "a card" is one card: between stacks never the run that fits, which the sentence does not name
  if (m[1] === undefined) return from.kind === 'column' && to.kind === 'column' ? { from, to, count: 1 } : { from, to, toEmpty: 'one' };
  const count = Number(m[1]);
  if (count < 1 || count > 52) throw new OutOfRangeError(text, 'count', count, 52, m[1]);
  if (from.kind !== 'column' || to.kind !== 'column') throw new BadNotationError(text, 'count', 'solver');
  return { from, to, count };
}
