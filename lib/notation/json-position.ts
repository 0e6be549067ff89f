// The JSON position format: a documented, stable shape for scripts, and its reader.

import { type Board, type BoardPlace, type BoardProblem, type Variant, type VariantRules, BadBoardError, BadOptionError, FreecellError, MAX_GAME_NUMBER, PYSOL_FIRST_MT, checkBoard, checkFlag, checkTextList, itemName, UnknownVariantError, cell, column, formatVariant, foundation, isGameNumber, formatJsonVisible, parseVariant, readJson, showJsonValue, rankOf, suitOf } from '../core';
import { formatCard, findCard } from './cards';
import { CommandError } from './errors';
import { parseStandardMove } from './standard';
import { type BoardReadOptions, type Setup, checkReadOptions, foundationPile, positionFromSetup } from './position';

/** Where a position's deal came from. */
export type DealSourceJson = { readonly game: number } | { readonly pysol: string } | { readonly deck: string } | { readonly board: string };

/**
 * Version 1 of the shape (docs/formats.md): cards in ASCII spelling ("10H"),
 * columns first-dealt card first, cells null when empty, foundations by
 * their top card (null when empty), `moves` in standard notation.
 */
export interface PositionJson {
  readonly format: 'freecell-position';
  readonly version: 1;
  readonly variant: string;
  readonly rules: VariantRules;
  readonly deal: DealSourceJson;
  readonly cells: (string | null)[];
  readonly foundations: (string | null)[];
  readonly columns: string[][];
  readonly moves: string[];
  readonly won: boolean;
}

/**
 * The JSON value of a position (`won` when left out: every card is home),
 * one parseJsonPosition reads back. Throws BadOptionError (BAD_OPTION) for
 * a board that is not a Board, a deal that is not a DealSourceJson the
 * reader takes (`deal` with exactly one field; `deal.game` a game number
 * from 1 to 8,589,934,591, `deal.pysol` a PySolFC number from 32000 as
 * text, `deal.deck` or `deal.board` text), moves that are not a list of
 * moves of the board's variant in standard notation (`moves`, `moves[i]`),
 * or a won that is not true or false or that the cards contradict (`won`).
 */
export function positionToJson(board: Board, deal: DealSourceJson, moves: readonly string[] = [], won?: boolean): PositionJson {
  checkBoard(board);
  const source = dealSource(deal);
  checkMoves(moves, board.variant);
  checkFlag('won', won);
  if (won !== undefined && won !== board.isCleared()) throw new BadOptionError('won', won, { kind: 'cleared', cleared: board.isCleared() });
  const v = board.variant;
  const name = (c: number): string | null => (c < 0 ? null : formatCard(c, { ascii: true }));
  return {
    format: 'freecell-position',
    version: 1,
    ...formatVariant(v),
    deal: source,
    cells: Array.from({ length: v.cells }, (_, i) => name(board.top(cell(i)))),
    foundations: Array.from({ length: v.foundations }, (_, i) => name(board.top(foundation(i)))),
    columns: Array.from({ length: v.columns }, (_, i) => board.cards(column(i)).map((c) => formatCard(c, { ascii: true }))),
    moves: [...moves],
    won: won ?? board.isCleared(),
  };
}

/** The fields a deal has, one of which it holds. */
const DEAL_FIELDS: readonly string[] = ['game', 'pysol', 'deck', 'board'];

/** Whether text is a PySolFC game number the JSON format holds (from 32000, digits without a leading zero). */
function isPysolText(text: unknown): text is string {
  return typeof text === 'string' && /^[1-9]\d*$/.test(text) && BigInt(text) >= PYSOL_FIRST_MT;
}

/**
 * The deal as the JSON holds it (its one field), one readDeal takes back;
 * throws BadOptionError (BAD_OPTION): `deal` for a value that is not an
 * object with exactly one of its fields, `deal.game`, `deal.pysol`,
 * `deal.deck` or `deal.board` for a field whose value is not one it takes.
 */
function dealSource(deal: DealSourceJson): DealSourceJson {
  const d = deal as unknown;
  if (d === null || typeof d !== 'object' || Array.isArray(d)) {
    throw new BadOptionError('deal', deal, { kind: 'choices', choices: ['{ game: number }', '{ pysol: text }', '{ deck: text }', '{ board: text }'] });
  }
  const keys = Object.keys(d);
  if (keys.length !== 1 || !DEAL_FIELDS.includes(keys[0]!)) throw new BadOptionError('deal', deal, { kind: 'one-field', fields: DEAL_FIELDS });
  const { game, pysol, deck, board } = d as { game?: unknown; pysol?: unknown; deck?: unknown; board?: unknown };
  switch (keys[0]) {
    case 'game':
      if (typeof game !== 'number' || !isGameNumber(game)) throw new BadOptionError('deal.game', game, { kind: 'range', min: 1, max: MAX_GAME_NUMBER });
      return { game };
    case 'pysol':
      if (!isPysolText(pysol)) throw new BadOptionError('deal.pysol', pysol, { kind: 'pysol' });
      return { pysol };
    case 'deck':
      if (typeof deck !== 'string') throw new BadOptionError('deal.deck', deck, { kind: 'text' });
      return { deck };
    default:
      if (typeof board !== 'string') throw new BadOptionError('deal.board', board, { kind: 'text' });
      return { board };
  }
}

/** Throws BadOptionError (BAD_OPTION) for moves that are not a list of texts (`moves`, `moves[i]`), or naming the first that is not a move of `variant` in standard notation (`moves[i]`), as readMoves would refuse it. */
function checkMoves(moves: readonly string[], variant: Variant): void {
  checkTextList(moves, 'moves');
  moves.forEach((m, i) => {
    try {
      parseStandardMove(m, variant);
    } catch (e) {
      if (!(e instanceof CommandError)) throw e;
      throw new BadOptionError(itemName('moves', i), m, { kind: 'standard-move', variant: variant.name });
    }
  });
}

/** The position in JSON text (two-space indentation, final newline); throws as positionToJson does. */
export function formatJsonPosition(board: Board, deal: DealSourceJson, moves: readonly string[] = []): string {
  return `${formatJsonVisible(positionToJson(board, deal, moves), 2)}\n`;
}

function fail(problem: BoardProblem): never {
  throw new BadBoardError(0, problem);
}

function card(text: unknown, place: BoardPlace): number {
  const c = typeof text === 'string' ? findCard(text) : undefined;
  if (c === undefined) fail({ kind: 'not-a-card', token: JSON.stringify(text) ?? String(text), place });
  return c;
}

/**
 * The setup, deal, moves and `won` of a JSON position, the setup unchecked.
 * Throws BadBoardError (BAD_BOARD) for text that is not a version 1
 * position, an unknown variant or invalid rules, a value that is not a card,
 * a deal of no shape the format has, moves that are not moves of the
 * variant, or a `won` that is not true or false.
 */
export function parseJsonSetup(text: string): { setup: Setup; deal: DealSourceJson; moves: string[]; won?: boolean } {
  if (typeof text !== 'string') throw new BadOptionError('text', text, { kind: 'text' });
  const read = readJson(text.replace(/^\uFEFF/, ''));
  if (!read.ok) {
    if (read.reason === 'too-deep') fail({ kind: 'too-deep', limit: read.limit });
    // text edited into something that is not JSON is named by the line where it goes wrong
    throw new BadBoardError(read.atEnd ? 0 : read.line, read.atEnd ? { kind: 'not-json', detail: read.detail, atEnd: true } : { kind: 'not-json', detail: read.detail, column: read.column });
  }
  const o = read.value as Partial<PositionJson>;
  if (typeof o !== 'object' || o === null || o.format !== 'freecell-position') fail({ kind: 'not-position-json' });
  if (o.version === undefined) fail({ kind: 'missing-field', field: 'version' });
  if (o.version !== 1) fail({ kind: 'version', version: showJsonValue(o.version), supported: 1 });
  if (o.variant === undefined) fail({ kind: 'missing-field', field: 'variant' });
  if (typeof o.variant !== 'string') fail({ kind: 'unknown-variant', variant: showJsonValue(o.variant) });
  // left out, the rules are the variant's; null or a list is no set of rules
  if (o.rules !== undefined && (typeof o.rules !== 'object' || o.rules === null || Array.isArray(o.rules))) fail({ kind: 'rules-not-object', rules: showJsonValue(o.rules) });
  let variant: Variant;
  try {
    variant = parseVariant({ variant: o.variant, ...(o.rules === undefined ? {} : { rules: o.rules as Partial<VariantRules> }) });
  } catch (e) {
    if (e instanceof UnknownVariantError) fail({ kind: 'unknown-variant', variant: showJsonValue(o.variant) });
    if (e instanceof FreecellError) fail({ kind: 'bad-rules', cause: e });
    throw e;
  }
  if (!Array.isArray(o.columns) || !Array.isArray(o.cells) || !Array.isArray(o.foundations)) fail({ kind: 'not-lists' });
  const columns = o.columns.map((col, i) => {
    if (!Array.isArray(col)) fail({ kind: 'column-not-list', index: i });
    return col.map((c) => card(c, { kind: 'column', index: i }));
  });
  const cells = o.cells.map((c, i) => (c === null ? -1 : card(c, { kind: 'cell', index: i })));
  const foundations = o.foundations.map((top, i) => {
    if (top === null) return [];
    const c = card(top, { kind: 'foundation', index: i });
    return foundationPile(suitOf(c), rankOf(c));
  });
  const deal = o.deal === undefined ? { board: 'json' } : readDeal(o.deal);
  const moves = o.moves === undefined ? [] : readMoves(o.moves, variant);
  if (o.won !== undefined && typeof o.won !== 'boolean') fail({ kind: 'won-not-flag', won: showJsonValue(o.won) });
  return { setup: { variant, columns, cells, foundations }, deal, moves, ...(o.won === undefined ? {} : { won: o.won }) };
}

/** The deal of a JSON position, one of the shapes the program writes (a game number, a PySolFC number from 32000, a file name); BAD_BOARD 'bad-deal' otherwise. */
function readDeal(value: unknown): DealSourceJson {
  const d = (typeof value === 'object' && value !== null && !Array.isArray(value) ? value : {}) as { game?: unknown; pysol?: unknown; deck?: unknown; board?: unknown };
  if (typeof d.game === 'number' && isGameNumber(d.game)) return { game: d.game };
  if (isPysolText(d.pysol)) return { pysol: d.pysol };
  if (typeof d.deck === 'string') return { deck: d.deck };
  if (typeof d.board === 'string') return { board: d.board };
  fail({ kind: 'bad-deal' });
}

/** The moves of a JSON position: a list of moves of `variant` in standard notation (not played: the position is what its cards say). */
function readMoves(value: unknown, variant: Variant): string[] {
  if (!Array.isArray(value)) fail({ kind: 'moves-not-list', moves: showJsonValue(value) });
  return value.map((m: unknown, index) => {
    try {
      if (typeof m === 'string') {
        parseStandardMove(m, variant);
        return m;
      }
    } catch (e) {
      if (!(e instanceof CommandError)) throw e;
    }
    fail({ kind: 'not-a-move', index, token: showJsonValue(m), variant: variant.name });
  });
}

/**
 * A position read back from its JSON text (parseJsonSetup) and validated by
 * positionFromSetup (a partial pack allowed unless `fullPack` is true), its
 * `won` agreeing with its cards; throws BadBoardError (BAD_BOARD) naming
 * what is wrong.
 */
export function parseJsonPosition(text: string, options: BoardReadOptions = { fullPack: false }): { board: Board; deal: DealSourceJson; moves: string[] } {
  checkReadOptions(options);
  const { setup, deal, moves, won } = parseJsonSetup(text);
  const board = positionFromSetup(setup, options);
  // `won` says whether every card is home: a position that says otherwise is not one the program wrote
  if (won !== undefined && won !== board.isCleared()) fail({ kind: 'won-contradicts', won });
  return { board, deal, moves };
}
