// Save files: a versioned JSON document (string <-> value), checked field by field.

import { createHash } from 'node:crypto';
import { type Variant, type VariantRules, FreecellError, PACK_SIZE, findVariant, refineVariant } from '../core';

/** Where a saved game's cards come from: everything needed to deal it again, inside the file. */
export type SavedDeal =
  | { readonly game: number }
  | { readonly deck: { readonly name: string; readonly cards: readonly string[] } }
  | { readonly board: { readonly name: string; readonly fcs: string } };

/** A saved game (version 1 of the format; see docs/saving.md). */
export interface SavedGame {
  readonly variant: Variant;
  readonly deal: SavedDeal;
  /** Moves in standard notation, grouped: a player's move, then the moves autoplay made after it. */
  readonly moves: readonly (readonly string[])[];
  /** How many groups are played; the rest can be redone. */
  readonly position: number;
  /** Time played, in milliseconds. */
  readonly elapsedMs: number;
  /** Whether autoplay is on. */
  readonly autoplay: boolean;
  /** Whether this deal's result is already in the statistics. */
  readonly counted: boolean;
}

/** BAD_SAVE: a save file that cannot be read back: `reason` says what is wrong. */
export class BadSaveError extends FreecellError {
  constructor(readonly reason: string) {
    super('BAD_SAVE', reason);
  }
}

const FORMAT = 'freecell-save';
const VERSION = 1;

/** The checksum of a save's fields: SHA-256 of their compact JSON, so any edit or damage shows. */
function checksum(fields: Record<string, unknown>): string {
  return createHash('sha256').update(JSON.stringify(fields)).digest('hex');
}

/** The save as JSON text, its checksum last. */
export function formatSave(save: SavedGame): string {
  const { id, name: _name, ...rules } = save.variant;
  const fields: Record<string, unknown> = {
    format: FORMAT,
    version: VERSION,
    variant: id,
    rules,
    deal: save.deal,
    moves: save.moves,
    position: save.position,
    elapsedMs: Math.round(save.elapsedMs),
    autoplay: save.autoplay,
    counted: save.counted,
  };
  return `${JSON.stringify({ ...fields, checksum: checksum(fields) }, null, 2)}\n`;
}

function need(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new BadSaveError(reason);
}

const isInt = (x: unknown, min: number, max: number): x is number => Number.isSafeInteger(x) && (x as number) >= min && (x as number) <= max;

/** A save read from text; throws BadSaveError (BAD_SAVE) saying what is wrong. Moves are checked later, by replaying them. */
export function parseSave(text: string): SavedGame {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(text) as Record<string, unknown>;
  } catch {
    throw new BadSaveError(text.trim() === '' ? 'the file is empty' : 'the file is not complete JSON (truncated or damaged)');
  }
  need(typeof o === 'object' && o !== null && !Array.isArray(o), 'the file is not a saved game');
  need(o.format === FORMAT, 'the file is not a saved game (no "format": "freecell-save")');
  need(o.version === VERSION, `the save is version ${JSON.stringify(o.version)}; this program reads version ${VERSION}`);
  const { checksum: sum, ...fields } = o;
  need(typeof sum === 'string', 'the checksum is missing');
  need(sum === checksum(fields), 'the checksum does not match: the file was edited or damaged');
  let variant: Variant;
  try {
    variant = findVariant(String(o.variant));
  } catch {
    throw new BadSaveError(`unknown variant ${JSON.stringify(o.variant)}`);
  }
  const rules = o.rules as Record<string, unknown> | undefined;
  need(typeof rules === 'object' && rules !== null && !Array.isArray(rules), 'the rules are missing');
  try {
    variant = refineVariant(variant, rules as Partial<VariantRules>);
  } catch (err) {
    throw new BadSaveError(`the rules are not valid (${(err as Error).message})`);
  }
  const deal = o.deal as Record<string, unknown> | undefined;
  need(typeof deal === 'object' && deal !== null, 'the deal is missing');
  let saved: SavedDeal;
  if ('game' in deal) {
    need(isInt(deal.game, 1, 8_589_934_591), 'the game number is not valid');
    saved = { game: deal.game as number };
  } else if ('deck' in deal) {
    const d = deal.deck as { name?: unknown; cards?: unknown };
    need(typeof d?.name === 'string' && Array.isArray(d.cards) && d.cards.length > 0 && d.cards.length <= PACK_SIZE, 'the deck is not valid');
    need((d.cards as unknown[]).every((c) => typeof c === 'string'), 'the deck is not valid');
    saved = { deck: { name: d.name, cards: d.cards as string[] } };
  } else if ('board' in deal) {
    const b = deal.board as { name?: unknown; fcs?: unknown };
    need(typeof b?.name === 'string' && typeof b.fcs === 'string', 'the starting board is not valid');
    saved = { board: { name: b.name, fcs: b.fcs } };
  } else {
    throw new BadSaveError('the deal is not a game number, a deck or a board');
  }
  need(Array.isArray(o.moves) && o.moves.every((g) => Array.isArray(g) && g.length > 0 && g.every((m) => typeof m === 'string')), 'the move list is not valid');
  const moves = o.moves as string[][];
  need(isInt(o.position, 0, moves.length), 'the move position is not valid');
  need(isInt(o.elapsedMs, 0, Number.MAX_SAFE_INTEGER), 'the time played is not valid');
  need(typeof o.autoplay === 'boolean' && typeof o.counted === 'boolean', 'the options are not valid');
  return { variant, deal: saved, moves, position: o.position as number, elapsedMs: o.elapsedMs as number, autoplay: o.autoplay as boolean, counted: o.counted as boolean };
}
