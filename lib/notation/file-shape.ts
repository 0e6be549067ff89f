// Deck files and board files told apart: a file given as the other kind, which would still read, but as another deal.

import { type Board, type Variant, FreecellError, PACK_SIZE, dealBoard, readJson } from '../core';
import { parseCs3500 } from './cs3500';
import { parseDeck, deckTokens } from './deck';
import { parseFcsBoard, parseFcsSetup } from './fcs-board';
import { parseJsonPosition } from './json-position';

/*
 * A deck lists its cards in dealing order; a board lists one column a
 * line. Some files read as both: a fresh Freecell Solver board (eight lines
 * of seven and six cards) is 52 valid deck tokens, and a deck written a
 * round of the deal a line (lines of eight cards) is a valid board of seven
 * columns. Read as the wrong kind, either gives a deal other than the one
 * the file shows, with no error, so the command line and the game refuse
 * those two shapes for the wrong flag and name the right one.
 */

/** The start of a JSON text (after a byte-order mark and white space): a JSON position, moves file or results line. */
const JSON_START = /^\uFEFF?\s*\{/;

/**
 * Whether a text holds a position, as no deck does: it starts as a JSON
 * object, or a line of it is a CS 3500 pile (`F1:`, `O1:`, `C1:`), a
 * Freecell Solver `Foundations:` or `Freecells:` line, or a column line
 * starting with `:`.
 */
export function readsAsPosition(text: string): boolean {
  return JSON_START.test(text) || /^[ \t]*([FOC]\d+:|(Foundations|Founds|Freecells|FC)\s*:|:)/im.test(text);
}

/**
 * The position a board file's text holds, read in the format it shows, as
 * --board reads it: a JSON position when it starts with `{`, CS 3500 text
 * when it starts with an `F1:`, `O1:` or `C1:` line, else a Freecell Solver
 * board. Throws BadBoardError (BAD_BOARD) naming what is wrong.
 */
export function parseBoardText(text: string, variant: Variant): Board {
  if (JSON_START.test(text)) return parseJsonPosition(text).board;
  if (/^\uFEFF?\s*[FOC]\d+:/i.test(text)) return parseCs3500(text, variant);
  return parseFcsBoard(text, variant);
}

/**
 * What a text that is not a deck holds instead, when it shows: a position
 * --board reads, a position it refuses too (and why), the moves of a JSON
 * moves file (`solve --format json`), lines of solving results (`solve
 * --jsonl`), or other JSON.
 */
export type DeckMisfit =
  | { readonly kind: 'position' }
  | { readonly kind: 'bad-position'; readonly error: FreecellError }
  | { readonly kind: 'moves' | 'results' | 'json' };

/** The JSON value of a text, or of its first line (a file of JSON lines); undefined when neither is JSON. */
function jsonValue(text: string): unknown {
  const bare = text.replace(/^\uFEFF/, '');
  const whole = readJson(bare);
  if (whole.ok) return whole.value;
  const first = readJson(bare.split(/\r\n|\r|\n/)[0] ?? '');
  return first.ok ? first.value : undefined;
}

/**
 * What a text given for a deck holds instead of one (deck reading failed),
 * or undefined when it is no position and no JSON: the deck's own error
 * then says what is wrong. A JSON text is a position only when it says it
 * is one (`"format": "freecell-position"`).
 */
export function deckMisfit(text: string, variant: Variant): DeckMisfit | undefined {
  if (!readsAsPosition(text)) return undefined;
  if (JSON_START.test(text)) {
    const value = jsonValue(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
    const o = value as { format?: unknown; moves?: unknown; status?: unknown; deal?: unknown };
    if (o.format !== 'freecell-position') {
      if (Array.isArray(o.moves) && o.moves.every((m) => typeof m === 'string')) return { kind: 'moves' };
      if (typeof o.status === 'string' && typeof o.deal === 'number') return { kind: 'results' };
      return { kind: 'json' };
    }
  }
  try {
    parseBoardText(text, variant);
    return { kind: 'position' };
  } catch (error) {
    if (error instanceof FreecellError) return { kind: 'bad-position', error };
    throw error;
  }
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
