// The parameters of an error code as a caller without types may pass them to errorMessage: checked before any sentence reads them.

import { type ErrorCode, type OptionValues, BadOptionError, ERROR_CODES, FreecellError, PACK_SIZE } from '../core';

/** What one parameter holds: a number, text, true or false, a pile ({ kind, index }), a card number, a list, an object with a `kind`, or a number or text (an index as given). */
type ParamType = 'number' | 'text' | 'flag' | 'pile' | 'card' | 'list' | 'kind' | 'index';

/** The parameters every sentence of a code reads (those a code may leave out are not listed), and what each holds. */
const REQUIRED: { readonly [C in ErrorCode]: Readonly<Record<string, ParamType>> } = {
  SAME_PILE: { pile: 'pile' },
  NO_SUCH_PILE: { pile: 'pile', available: 'number' },
  ILLEGAL_SOURCE: { pile: 'pile' },
  EMPTY_SOURCE: { pile: 'pile' },
  NOT_ENOUGH_CARDS: { pile: 'pile', count: 'number', available: 'number' },
  ONE_CARD_ONLY: { to: 'pile', count: 'number' },
  SINGLE_CARD_ONLY: { count: 'number' },
  NOT_A_RUN: { pile: 'pile', count: 'number', upper: 'card', lower: 'card' },
  NOT_ENOUGH_SPACE: { count: 'number', max: 'number', freeCells: 'number', emptyColumns: 'number' },
  CELL_OCCUPIED: { cell: 'pile', card: 'card' },
  NEEDS_ACE: { card: 'card', to: 'pile' },
  WRONG_SUIT: { card: 'card', onto: 'card', to: 'pile' },
  WRONG_COLOUR: { card: 'card', onto: 'card', to: 'pile' },
  WRONG_RANK: { card: 'card', onto: 'card', to: 'pile' },
  EMPTY_COLUMN_RULE: { card: 'card', to: 'pile', rule: 'text' },
  ACE_TO_FOUNDATION_ONLY: { card: 'card', to: 'pile' },
  NOT_HOME_YET: { card: 'card', needs: 'card' },
  NO_SUCH_CARD: { pile: 'pile', cardIndex: 'index', size: 'number' },
  BAD_COUNT: { pile: 'pile', count: 'text' },
  UNKNOWN_PILE_KIND: { kind: 'text' },
  BAD_VARIANT: { parameter: 'text', allowed: 'kind' },
  UNKNOWN_VARIANT: { requested: 'text', known: 'list' },
  BAD_GAME_NUMBER: { requested: 'text' },
  BAD_PYSOL_NUMBER: { requested: 'text' },
  BAD_DECK: { reason: 'text' },
  BAD_BOARD: { line: 'number', problem: 'kind' },
  BAD_CARD: { token: 'text' },
  BAD_OPTION: { option: 'text', value: 'text', allowed: 'kind' },
  UNKNOWN_COMMAND: { word: 'text' },
  WRONG_ARGUMENT_COUNT: { command: 'text', min: 'number', max: 'number', got: 'number', usage: 'text' },
  NOT_A_NUMBER: { command: 'text', argument: 'text', kind: 'text' },
  OUT_OF_RANGE: { command: 'text', kind: 'text', value: 'number', max: 'number' },
  BAD_NOTATION: { token: 'text', reason: 'text' },
  BAD_ARGUMENT: { command: 'text', argument: 'text', choices: 'list' },
  LINE_TOO_LONG: { length: 'number', max: 'number' },
  NO_FREE_CELL: { command: 'text', cells: 'number' },
  CARD_INDEX: { pile: 'pile', cardIndex: 'number', size: 'number' },
  NOT_A_MOVE: { part: 'text' },
  COLUMN_ALONE: { line: 'text' },
  NOT_A_PILE: { command: 'text', argument: 'text', usage: 'text' },
  UNCLOSED_QUOTE: { command: 'text', quote: 'text' },
  UNREADABLE_MOVES: { line: 'number', token: 'text' },
  UNREADABLE_FILE: { file: 'text', reason: 'text' },
  LOCKED: { file: 'text', pid: 'number', host: 'text', remote: 'flag' },
  FILE_SYSTEM: { reason: 'text' },
  BAD_SAVE: { kind: 'text' },
  BAD_STATS: { kind: 'text' },
  BAD_SETTINGS: { kind: 'text' },
  USAGE: { sentence: 'text' },
  INPUT_LINE_TOO_LONG: { limit: 'number' },
};

const PILE_KINDS: readonly unknown[] = ['column', 'cell', 'foundation'];

/** The values a parameter of `type` takes, as BAD_OPTION words them. */
const ALLOWED: Readonly<Record<ParamType, OptionValues>> = {
  number: { kind: 'number' },
  text: { kind: 'text' },
  flag: { kind: 'boolean' },
  pile: { kind: 'pile' },
  card: { kind: 'range', min: 0, max: PACK_SIZE - 1 },
  list: { kind: 'list' },
  kind: { kind: 'object' },
  index: { kind: 'number' },
};

function holds(type: ParamType, value: unknown): boolean {
  switch (type) {
    case 'number':
      return typeof value === 'number';
    case 'text':
      return typeof value === 'string';
    case 'flag':
      return typeof value === 'boolean';
    case 'pile': {
      const p = value as { kind?: unknown; index?: unknown } | null;
      return p !== null && typeof p === 'object' && PILE_KINDS.includes(p.kind) && (typeof p.index === 'number' || typeof p.index === 'string');
    }
    case 'card':
      return Number.isInteger(value) && (value as number) >= 0 && (value as number) < PACK_SIZE;
    case 'list':
      return Array.isArray(value);
    case 'kind': {
      const o = value as { kind?: unknown } | null;
      return o !== null && typeof o === 'object' && typeof o.kind === 'string';
    }
    case 'index':
      return typeof value === 'number' || typeof value === 'string';
  }
}

/**
 * Throws BadOptionError (BAD_OPTION) for a code not in ERROR_CODES (`code`), and for parameters no error of `code` has:
 * `params` when they are not an object (`allowed` `{ kind: 'params', code }`),
 * `params.NAME` for a parameter every sentence of the code reads that is
 * missing or of another type.
 */
export function checkErrorParams(code: ErrorCode, params: unknown): void {
  if (typeof code !== 'string' || !Object.hasOwn(REQUIRED, code)) throw new BadOptionError('code', code, { kind: 'choices', choices: ERROR_CODES });
  if (params === null || typeof params !== 'object' || Array.isArray(params)) throw new BadOptionError('params', params, { kind: 'params', code });
  for (const [name, type] of Object.entries(REQUIRED[code])) {
    const value = (params as Record<string, unknown>)[name];
    if (!holds(type, value)) throw new BadOptionError(`params.${name}`, value, ALLOWED[type]);
  }
}

/**
 * A sentence of `code` made by `say`, its parameters checked first
 * (checkErrorParams); a sentence that still cannot be made of them (a
 * nested value of the wrong shape) is BadOptionError (BAD_OPTION, `params`)
 * too, never a TypeError.
 */
export function sentenceOf(code: ErrorCode, params: unknown, say: () => string): string {
  checkErrorParams(code, params);
  try {
    return say();
  } catch (e) {
    if (e instanceof FreecellError) throw e;
    throw new BadOptionError('params', params, { kind: 'params', code });
  }
}
