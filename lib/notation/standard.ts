// Standard move notation ("3a", "a5", "8h", "53", "53v3", "53(3)"), as FreeCell Pro and Freecell Solver write it.

import { type Board, type Move, type MoveRequest, type PileRef, type Variant, BadCountError, BadOptionError, IllegalSourceError, NoSuchPileError, checkBoard, checkMoveShape, checkTextList, column, cell, findViolation, resolveMove, shownValue, validateVariant } from '../core';
import { BadNotationError, OutOfRangeError } from './errors';
import { cellName, findCellOfName, pileIndex, pileNumber } from './piles';

/*
 * A move is a source and a destination with no space: a column number
 * (1-based, several digits past 9), a cell letter (a-g, then k l m; past
 * the tenth cell its number in brackets, `[11]`), or `h` for the
 * foundations (destination only; also `i`, `j` and, with fewer than eight
 * cells, `k`, the classic program's home cells). A column-to-column move may add a
 * count: `v` and hexadecimal digits (Freecell Solver's extended notation) or
 * a decimal number in parentheses (classic solution files). Without a count,
 * a move onto a card carries the run that fits, and a move onto an empty
 * column carries one card.
 */
/*
 * Pile numbers have at most eight digits in the pattern: two unbounded runs
 * of digits side by side would backtrack in quadratic time over a long token.
 * The count after them is read in linear time, however long.
 */
const SHAPE = /^([0-9]{1,8}|[a-gk-m]|\[[0-9]{1,8}\])([0-9]{1,8}|[a-m]|\[[0-9]{1,8}\])(?:v([0-9a-f]+)|\((\d+)\))?$/i;

function hasShape(token: string): RegExpExecArray | null {
  return SHAPE.exec(token);
}

/** Whether a token has the shape of a standard-notation move. */
export function looksLikeStandardMove(token: string): boolean {
  return hasShape(token.trim()) !== null;
}

/** What a token's reading asks of a variant: how many columns and cells it has. */
export type NotationPiles = Pick<Variant, 'columns' | 'cells'>;

/*
 * With ten columns or more, column numbers run together: with 13 columns
 * `112` reads as 1 to 12 or as 11 to 2. A move between columns may then be
 * written with both numbers as wide as the highest one, padded with zeros
 * (`1102` is 11 to 2, `0112` is 1 to 12): a token of that width with a zero
 * at the start of either number reads that way only; elsewhere a leading
 * zero is no number. formatStandardMove writes a move padded whenever its
 * plain token has two readings.
 */
function columnWidth(variant: NotationPiles): number {
  return String(variant.columns).length;
}

/** Whether a token's piles are two column numbers padded to the full width, at least one of them with a leading zero. */
function isPadded(body: string, variant: NotationPiles): boolean {
  const width = columnWidth(variant);
  return width > 1 && body.length === 2 * width && /^\d+$/.test(body) && (body[0] === '0' || body[width] === '0');
}

function source(text: string, variant: NotationPiles, padded = false): PileRef | undefined {
  if (/^\d+$/.test(text)) {
    const n = Number(text);
    return n >= 1 && n <= variant.columns && (padded || !/^0\d/.test(text)) ? column(pileIndex(n)) : undefined;
  }
  const c = findCellOfName(text);
  return c !== undefined && c < variant.cells ? cell(c) : undefined;
}

/*
 * The classic program's solution files name its four home cells h, i, j
 * and k. Freecell Solver's h is all the foundations, i and j name no cell,
 * and k is the eighth cell: so i and j always read as the foundations, and
 * k does in a game with fewer than eight cells.
 */
const CLASSIC_HOME = /^[ij]$/i;
const CLASSIC_HOME_K = /^k$/i;
const EIGHTH_CELL = 8;

function destination(text: string, variant: NotationPiles): MoveRequest['to'] | undefined {
  if (text.toLowerCase() === 'h' || CLASSIC_HOME.test(text) || (CLASSIC_HOME_K.test(text) && variant.cells < EIGHTH_CELL)) return { kind: 'foundation' };
  return source(text, variant);
}

/** Every reading of a token (several only when multi-digit column numbers run together). */
function readings(token: string, variant: NotationPiles): MoveRequest[] {
  if (typeof token !== 'string') throw new BadOptionError('token', token, { kind: 'text' });
  const m = hasShape(token.trim());
  if (!m) throw new BadNotationError(token, 'shape');
  const body = m[1]! + m[2]!;
  const hex = m[3];
  const dec = m[4];
  const count = hex !== undefined ? parseInt(hex, 16) : dec !== undefined ? Number(dec) : undefined;
  if (count !== undefined && (count < 1 || count > 52)) {
    // The count as typed: `v` and its hexadecimal digits, or the decimal number in parentheses.
    throw new OutOfRangeError(token, 'count', count, 52, dec ?? m[0].slice(body.length));
  }
  const found: MoveRequest[] = [];
  if (m[1]!.startsWith('[') || m[2]!.startsWith('[')) {
    // A cell number in brackets ends where it says: the token has one reading.
    const from = source(m[1]!, variant);
    const to = destination(m[2]!, variant);
    if (from && to && (count === undefined || (from.kind === 'column' && to.kind === 'column'))) found.push(count !== undefined ? { from, to, count } : { from, to, toEmpty: 'one' });
    if (found.length === 0) throw new BadNotationError(token, count !== undefined && from && to ? 'count' : 'pile');
    return found;
  }
  // A pile is named by at most as many characters as the highest column number has digits: only those cuts can read.
  const longest = columnWidth(variant);
  const padded = isPadded(body, variant);
  // whether some reading names two piles the game has: only then can a count be what is wrong
  let named = false;
  for (let cut = padded ? longest : Math.max(1, body.length - longest); cut < body.length && cut <= longest; cut++) {
    const from = source(body.slice(0, cut), variant, padded);
    const to = padded ? source(body.slice(cut), variant, true) : destination(body.slice(cut), variant);
    if (!from || !to) continue;
    named = true;
    if (count !== undefined && !(from.kind === 'column' && to.kind === 'column')) continue;
    found.push(count !== undefined ? { from, to, count } : { from, to, toEmpty: 'one' });
  }
  if (found.length === 0) throw new BadNotationError(token, count !== undefined && named ? 'count' : 'pile');
  return found;
}

/**
 * The move request a standard-notation token spells. When column numbers
 * past 9 make a token ambiguous ("111"), the first reading that is legal on
 * `board` wins, else the one with the shortest source. Throws CommandError:
 * BAD_NOTATION or OUT_OF_RANGE; BadVariantError (BAD_VARIANT) for a variant
 * that is not one, BadOptionError (BAD_OPTION) for a board given that is not
 * a Board or a token that is not text.
 */
export function parseStandardMove(token: string, variant: Variant, board?: Board): MoveRequest {
  validateVariant(variant);
  if (board !== undefined) checkBoard(board);
  const options = readings(token, variant);
  if (board && options.length > 1) {
    const legal = options.find((r) => findViolation(board, resolveMove(board, r)) === null);
    if (legal) return legal;
  }
  return options[0]!;
}

/**
 * Whether `token` is a standard-notation move of a game of `piles.columns`
 * columns and `piles.cells` cells, as parseStandardMove reads it without a
 * board: its piles exist, and a count goes only between columns. A token
 * with white space around it is none.
 */
export function isStandardMoveOf(token: string, piles: NotationPiles): boolean {
  if (token.trim() !== token) return false;
  try {
    readings(token, piles);
    return true;
  } catch (err) {
    if (err instanceof BadNotationError || err instanceof OutOfRangeError) return false;
    throw err;
  }
}

function pileText(p: PileRef): string {
  return p.kind === 'column' ? String(pileNumber(p.index)) : p.kind === 'cell' ? cellName(p.index) : 'h';
}

/**
 * A move in standard notation, given the board it is played on: a move
 * between columns whose plain token would carry another number of cards
 * gets Freecell Solver's count (`53v3`: several cards onto an empty column,
 * or, under the `any` build rule, fewer than the longest run that may move),
 * and a move between columns whose plain token reads two ways (`112` with
 * 13 columns) gets its column numbers padded with zeros (`1102`). Throws
 * BadOptionError (BAD_OPTION) for a move or board of the wrong type, and the
 * RuleError of a move the notation cannot write: NO_SUCH_PILE for a pile the
 * board does not have, ILLEGAL_SOURCE for a move out of a foundation,
 * BAD_COUNT for a count that is not a whole number from 1.
 */
export function formatStandardMove(move: Move, board: Board): string {
  checkMoveShape(move);
  checkBoard(board);
  for (const p of [move.from, move.to]) if (!board.has(p)) throw new NoSuchPileError(p, board.count(p.kind));
  if (move.from.kind === 'foundation') throw new IllegalSourceError(move.from);
  if (!Number.isInteger(move.count) || move.count < 1) throw new BadCountError(move.from, shownValue(move.count));
  let text = pileText(move.from) + pileText(move.to);
  // only column numbers of two digits or more can run together
  const width = columnWidth(board.variant);
  if (width > 1 && move.from.kind === 'column' && move.to.kind === 'column' && readings(text, board.variant).length > 1) {
    text = pileText(move.from).padStart(width, '0') + pileText(move.to).padStart(width, '0');
  }
  // the count is written whenever the plain token would carry another number of cards: onto an empty column it
  // carries one, onto a card the run whose first card fits (under the `any` build rule, the longest that may move)
  const between = move.from.kind === 'column' && move.to.kind === 'column';
  const implied = between ? resolveMove(board, { from: move.from, to: move.to, toEmpty: 'one' }).count : 1;
  return between && move.count !== implied ? `${text}v${move.count.toString(16)}` : text;
}

/** Moves laid out ten to a line, as Freecell Solver prints them; throws BadOptionError (BAD_OPTION) for tokens that are not a list of texts. */
export function formatMoveList(tokens: readonly string[]): string {
  checkTextList(tokens, 'tokens');
  const lines: string[] = [];
  for (let i = 0; i < tokens.length; i += 10) lines.push(tokens.slice(i, i + 10).join(' '));
  return lines.map((l) => `${l}\n`).join('');
}
