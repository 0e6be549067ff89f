// The JSON position format: a documented, stable shape for scripts, and its reader.

import { type Board, type BoardPlace, type BoardProblem, type Variant, type VariantRules, BadBoardError, FreecellError, cell, column, findVariant, foundation, rankOf, refineVariant, suitOf } from '../core';
import { formatCard, parseCard } from './cards';
import { PositionBuilder } from './position';

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

/** The JSON value of a position. */
export function positionToJson(board: Board, deal: DealSourceJson, moves: readonly string[] = [], won = board.isCleared()): PositionJson {
  const v = board.variant;
  const { id, name: _name, ...rules } = v;
  const name = (c: number): string | null => (c < 0 ? null : formatCard(c, { ascii: true }));
  return {
    format: 'freecell-position',
    version: 1,
    variant: id,
    rules,
    deal,
    cells: Array.from({ length: v.cells }, (_, i) => name(board.top(cell(i)))),
    foundations: Array.from({ length: v.foundations }, (_, i) => name(board.top(foundation(i)))),
    columns: Array.from({ length: v.columns }, (_, i) => board.cards(column(i)).map((c) => formatCard(c, { ascii: true }))),
    moves: [...moves],
    won,
  };
}

/** The position in JSON text (two-space indentation, final newline). */
export function formatJsonPosition(board: Board, deal: DealSourceJson, moves: readonly string[] = []): string {
  return `${JSON.stringify(positionToJson(board, deal, moves), null, 2)}\n`;
}

function fail(problem: BoardProblem): never {
  throw new BadBoardError(0, problem);
}

function card(text: unknown, place: BoardPlace): number {
  const c = typeof text === 'string' ? parseCard(text) : undefined;
  if (c === undefined) fail({ kind: 'not-a-card', token: JSON.stringify(text) ?? String(text), place });
  return c;
}

/** A position read back from its JSON text; throws BadBoardError (BAD_BOARD) naming what is wrong. */
export function parseJsonPosition(text: string): { board: Board; deal: DealSourceJson; moves: string[] } {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    fail({ kind: 'not-json', detail: (e as Error).message });
  }
  const o = value as Partial<PositionJson>;
  if (typeof o !== 'object' || o === null || o.format !== 'freecell-position') fail({ kind: 'not-position-json' });
  if (o.version !== 1) fail({ kind: 'version', version: String(JSON.stringify(o.version)), supported: 1 });
  let variant: Variant;
  try {
    variant = findVariant(String(o.variant));
  } catch {
    fail({ kind: 'unknown-variant', variant: JSON.stringify(o.variant) ?? String(o.variant) });
  }
  if (o.rules) {
    try {
      variant = refineVariant(variant, o.rules as Partial<VariantRules>);
    } catch (e) {
      if (!(e instanceof FreecellError)) throw e;
      fail({ kind: 'bad-rules', cause: e });
    }
  }
  if (!Array.isArray(o.columns) || !Array.isArray(o.cells) || !Array.isArray(o.foundations)) fail({ kind: 'not-lists' });
  const builder = new PositionBuilder(variant, false);
  o.columns.forEach((col, i) => {
    if (!Array.isArray(col)) fail({ kind: 'column-not-list', index: i });
    builder.addColumn(col.map((c) => card(c, { kind: 'column', index: i })));
  });
  builder.setCells(o.cells.map((c, i) => (c === null ? -1 : card(c, { kind: 'cell', index: i }))));
  o.foundations.forEach((top, i) => {
    if (top === null) return;
    const c = card(top, { kind: 'foundation', index: i });
    builder.addFoundation(suitOf(c), rankOf(c), 0, i);
  });
  const deal = (o.deal ?? { board: 'json' }) as DealSourceJson;
  const moves = Array.isArray(o.moves) ? o.moves.map(String) : [];
  return { board: builder.build(), deal, moves };
}
