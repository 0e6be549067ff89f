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
 * cells, then k l m (h names the foundations; i and j are skipped).
 */
const CELL_LETTERS = 'abcdefgklm';

/** The standard-notation letter of cell `index` (0-based). */
export function cellLetter(index: number): string {
  const letter = CELL_LETTERS[index];
  if (letter === undefined) throw new RangeError(`no letter for cell ${index + 1}`);
  return letter;
}

/** The 0-based cell index a standard-notation letter names, or undefined when it names none. */
export function findCellOfLetter(letter: string): number | undefined {
  const index = letter.length === 1 ? CELL_LETTERS.indexOf(letter.toLowerCase()) : -1;
  return index < 0 ? undefined : index;
}

/** The letters cells may have, for documentation and help. */
export function cellLetters(variant: Variant): string {
  return CELL_LETTERS.slice(0, variant.cells);
}
