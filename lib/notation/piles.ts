// Pile names in text: the one place where 1-based numbers and cell letters become 0-based indices.

import type { PileKind, Variant } from '../core';

/** How many piles of a kind a variant has. */
export function pileCount(variant: Variant, kind: PileKind): number {
  return kind === 'column' ? variant.columns : kind === 'cell' ? variant.cells : variant.foundations;
}

/** The 1-based number shown for a 0-based index. */
export function pileNumber(index: number): number {
  return index + 1;
}

/** The 0-based index for a 1-based number. */
export function pileIndex(number: number): number {
  return number - 1;
}

/*
 * Cell letters follow Freecell Solver: a b c d e f g for the first seven
 * cells, then k l m (h names the foundations; i and j are skipped). Cells
 * past the tenth have no letter: they are named by their number (from 11)
 * in square brackets, `[11]`, `[12]`, ..., which no other token spells and
 * which ends where it says, so it never runs into a column number.
 */
const CELL_LETTERS = 'abcdefgklm';

/** The standard-notation name of cell `index` (0-based): its letter for the first ten, `[11]` and up past them. */
export function cellName(index: number): string {
  return CELL_LETTERS[index] ?? `[${pileNumber(index)}]`;
}

/**
 * The 0-based cell index a standard-notation cell name (a letter, or a
 * number from 11 in brackets, without a leading zero) names, or undefined
 * when it names none.
 */
export function findCellOfName(name: string): number | undefined {
  const numbered = /^\[([1-9][0-9]{0,7})\]$/.exec(name);
  if (numbered) {
    const n = Number(numbered[1]);
    return n > CELL_LETTERS.length ? pileIndex(n) : undefined;
  }
  const index = name.length === 1 ? CELL_LETTERS.indexOf(name.toLowerCase()) : -1;
  return index < 0 ? undefined : index;
}

/** The letters cells may have, for documentation and help. */
export function cellLetters(variant: Variant): string {
  return CELL_LETTERS.slice(0, variant.cells);
}
