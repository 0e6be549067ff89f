// Checks of the arguments a caller without types may pass the library: each wrong value is BAD_OPTION naming it.

import { type Board, isBoard } from './board';
import { BadBoardError, BadOptionError } from './errors';
import { checkItems, itemName } from './items';
import type { PileRef } from './types';

/**
 * An options argument: undefined (none) or an object whose names are all
 * among `known` (when given); throws BadOptionError (BAD_OPTION, `options`)
 * for anything else, naming the first unknown name (a misspelt option is
 * refused, never quietly left at its default).
 */
export function checkOptionsObject<T extends object>(options: T | undefined, known?: readonly string[]): T | undefined {
  if (options !== undefined && (options === null || typeof options !== 'object')) throw new BadOptionError('options', options, { kind: 'object' });
  if (options !== undefined && known !== undefined) {
    for (const key of Object.keys(options)) if (!known.includes(key)) throw new BadOptionError('options', key, { kind: 'keys', choices: known });
  }
  return options;
}

/** A flag: undefined (its default) or true or false; throws BadOptionError (BAD_OPTION, naming it) for anything else. */
export function checkFlag(name: string, value: unknown): boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean') throw new BadOptionError(name, value, { kind: 'boolean' });
  return value;
}

/** Throws BadOptionError (BAD_OPTION, `board` unless named) for a value that is not a Board. */
export function checkBoard(value: unknown, option = 'board'): asserts value is Board {
  if (!isBoard(value)) throw new BadOptionError(option, value, { kind: 'board' });
}

/**
 * Throws BadOptionError (BAD_OPTION, `board`) for a value that is not a
 * Board, and BadBoardError (BAD_BOARD) for a Board that is not a position
 * (Board.problem: a card twice, a foundation out of order).
 */
export function checkPosition(value: unknown): asserts value is Board {
  checkBoard(value);
  const problem = value.problem();
  if (problem) throw new BadBoardError(0, problem);
}

/** Throws BadOptionError (BAD_OPTION, naming it) for a value that is not a pile reference: an object (its kind and index are the rules' to judge). */
export function checkPileRef(value: unknown, option: string): asserts value is PileRef {
  if (value === null || typeof value !== 'object') throw new BadOptionError(option, value, { kind: 'pile' });
}

/** Throws BadOptionError (BAD_OPTION, `move` unless named) for a value that is not a move: an object with a `from` and a `to` pile. */
export function checkMoveShape(value: unknown, option = 'move'): asserts value is { readonly from: PileRef; readonly to: { readonly kind: string; readonly index?: number } } {
  const move = value as { from?: unknown; to?: unknown } | null;
  if (move === null || typeof move !== 'object' || move.from === null || typeof move.from !== 'object' || move.to === null || typeof move.to !== 'object') {
    throw new BadOptionError(option, value, { kind: 'move' });
  }
}

/** Throws BadOptionError (BAD_OPTION, naming it) for a value that is not a list. */
export function checkList(value: unknown, option: string): asserts value is readonly unknown[] {
  if (!Array.isArray(value)) throw new BadOptionError(option, value, { kind: 'list' });
}

/** Throws BadOptionError (BAD_OPTION, naming it) for a value that is not a list, or naming the item (`option[i]`) that is missing or not text. */
export function checkTextList(value: unknown, option: string): asserts value is readonly string[] {
  checkList(value, option);
  checkItems(value, option, { kind: 'text' }, (item, i) => {
    if (typeof item !== 'string') throw new BadOptionError(itemName(option, i), item, { kind: 'text' });
  });
}

/** Throws BadOptionError (BAD_OPTION, naming it) for a value that is not a whole number from min to max. */
export function checkWhole(value: unknown, option: string, min: number, max: number): asserts value is number {
  if (!Number.isInteger(value) || (value as number) < min || (value as number) > max) throw new BadOptionError(option, value, { kind: 'range', min, max });
}
