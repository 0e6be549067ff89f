// Deck files and board files told apart: a file given as the other kind, which would still read, but as another deal.

import { type Variant, PACK_SIZE, dealBoard } from '../core';
import { parseDeck, deckTokens } from './deck';
import { parseFcsSetup } from './fcs-board';

/*
 * A deck lists its cards in dealing order; a board lists one column a
 * line. Some files read as both: a fresh Freecell Solver board (eight lines
 * of seven and six cards) is 52 valid deck tokens, and a deck written a
 * round of the deal a line (lines of eight cards) is a valid board of seven
 * columns. Read as the wrong kind, either gives a deal other than the one
 * the file shows, with no error, so the command line and the game refuse
 * those two shapes for the wrong flag and name the right one.
 */

/**
 * Whether a text holds a position, as no deck does: it starts as a JSON
 * object, or a line of it is a CS 3500 pile (`F1:`, `O1:`, `C1:`), a
 * Freecell Solver `Foundations:` or `Freecells:` line, or a column line
 * starting with `:`.
 */
export function readsAsPosition(text: string): boolean {
  return /^\uFEFF?\s*\{/.test(text) || /^[ \t]*([FOC]\d+:|(Foundations|Founds|Freecells|FC)\s*:|:)/im.test(text);
}

/**
 * Whether a deck's text, which reads as a whole pack, is laid out as a
 * board: one line for each column of the variant, each holding as many
 * cards as that column is dealt (as a fresh Freecell Solver board is).
 * Dealt in order, its cards would make another layout than the one it shows.
 */
export function deckLaidOutAsBoard(text: string, variant: Variant): boolean {
  let cards;
  try {
    cards = parseDeck(text);
  } catch {
    return false;
  }
  if (cards.length !== PACK_SIZE) return false;
  const { lineOf } = deckTokens(text);
  const perLine: number[] = [];
  for (let i = 0; i < lineOf.length; i++) {
    if (i === 0 || lineOf[i] !== lineOf[i - 1]) perLine.push(0);
    perLine[perLine.length - 1]!++;
  }
  if (perLine.length !== variant.columns) return false;
  const dealt = dealBoard(variant, cards);
  return perLine.every((n, k) => n === dealt.column(k).length);
}

/**
 * Whether a board's text, which reads as a board, is a deck written a
 * round of the deal a line: the whole pack in its columns (no card in a
 * cell or home), fewer lines than the variant has columns, each line but
 * the last holding one card for each column; or the whole pack on one line.
 * A board of that shape is read when its empty columns are written (a line
 * holding `:` each).
 */
export function boardLaidOutAsDeck(text: string, variant: Variant): boolean {
  let setup;
  try {
    setup = parseFcsSetup(text, variant);
  } catch {
    return false;
  }
  const { columns, cells, foundations } = setup;
  if (foundations.length > 0 || cells.some((c) => c >= 0)) return false;
  if (columns.reduce((n, column) => n + column.length, 0) !== PACK_SIZE) return false;
  if (columns.length === 1) return variant.columns > 1;
  const C = variant.columns;
  const last = columns[columns.length - 1]!.length;
  return columns.length < C && last >= 1 && last <= C && columns.slice(0, -1).every((column) => column.length === C);
}
