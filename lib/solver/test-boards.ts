// Helpers of the solver's tests (not built into the package): a seeded source of numbers, and a board's key up to the symmetry of columns and cells.

import type { Board } from '../core';

/** A small deterministic generator (the same numbers on every run), in [0, 1). */
export function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** The board's layout with columns and cells in sorted order: the engine's rules treat columns alike, and cells alike (symmetry only, nothing else reduced). */
export function symmetricKey(board: Board): string {
  const v = board.variant;
  const cols: string[] = [];
  for (let i = 0; i < v.columns; i++) cols.push(board.column(i).join('.'));
  const cells: number[] = [];
  for (let i = 0; i < v.cells; i++) cells.push(board.cell(i));
  return `${cols.sort().join('/')}|${cells.sort((a, b) => a - b).join('.')}`;
}
