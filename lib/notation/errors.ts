// Typed syntax errors of the command language: words and numbers, never rules.

import { type ArgumentKind, type ErrorCode, type PileName, FreecellError } from '../core';

export type { ArgumentKind } from '../core';

/** The codes of CommandError: a line that cannot be read as a command. */
export type CommandCode = Extract<
  ErrorCode,
  'UNKNOWN_COMMAND' | 'WRONG_ARGUMENT_COUNT' | 'NOT_A_NUMBER' | 'OUT_OF_RANGE' | 'BAD_NOTATION' | 'BAD_ARGUMENT' | 'LINE_TOO_LONG' | 'NO_FREE_CELL' | 'CARD_INDEX' | 'NOT_A_MOVE' | 'COLUMN_ALONE' | 'NOT_A_PILE' | 'UNCLOSED_QUOTE'
>;

/** A command line that cannot be read; the game is left unchanged. */
export class CommandError<C extends CommandCode = CommandCode> extends FreecellError<C> {}

/** UNKNOWN_COMMAND: the first word is not a command; `suggestion` is the closest one, or the standard move two words typed apart make ("35" for "3 5"), if any. */
export class UnknownCommandError extends CommandError<'UNKNOWN_COMMAND'> {
  constructor(readonly word: string, readonly suggestion?: string) {
    super('UNKNOWN_COMMAND', suggestion === undefined ? { word } : { word, suggestion });
  }
}

/** COLUMN_ALONE: a column number, which alone sends its last card to a free cell (quick moves), followed by another word ("3 4"); `suggestion` is the standard move two numbers make ("34"), if any. */
export class ColumnAloneError extends CommandError<'COLUMN_ALONE'> {
  constructor(readonly line: string, readonly suggestion?: string) {
    super('COLUMN_ALONE', suggestion === undefined ? { line } : { line, suggestion });
  }
}

/** WRONG_ARGUMENT_COUNT: too few or too many arguments for the command. */
export class WrongArgumentCountError extends CommandError<'WRONG_ARGUMENT_COUNT'> {
  constructor(
    readonly command: string,
    readonly min: number,
    readonly max: number,
    readonly got: number,
    readonly usage: string,
    /** The words past the most the command takes, when there are too many. */
    readonly extra?: string,
  ) {
    super('WRONG_ARGUMENT_COUNT', extra === undefined ? { command, min, max, got, usage } : { command, min, max, got, usage, extra });
  }
}

/** NOT_A_NUMBER: an argument that should be a whole number is not. */
export class NotANumberError extends CommandError<'NOT_A_NUMBER'> {
  constructor(readonly command: string, readonly argument: string, readonly kind: ArgumentKind) {
    super('NOT_A_NUMBER', { command, argument, kind });
  }
}

/** OUT_OF_RANGE: a number outside 1..max for what it names; `text` is the number as typed (exact however long). */
export class OutOfRangeError extends CommandError<'OUT_OF_RANGE'> {
  constructor(
    readonly command: string,
    readonly kind: ArgumentKind,
    readonly value: number,
    readonly max: number,
    readonly text?: string,
  ) {
    super('OUT_OF_RANGE', text === undefined ? { command, kind, value, max } : { command, kind, value, max, text });
  }
}

/** BAD_NOTATION: a token that is not a move in standard notation (or, `notation` 'solver', not one of Freecell Solver's move sentences). */
export class BadNotationError extends CommandError<'BAD_NOTATION'> {
  constructor(readonly token: string, readonly reason: 'shape' | 'pile' | 'count' | 'move', readonly notation?: 'solver') {
    super('BAD_NOTATION', notation === undefined ? { token, reason } : { token, reason, notation });
  }
}

/** BAD_ARGUMENT: an argument that must be one of a few words is not. */
export class BadArgumentError extends CommandError<'BAD_ARGUMENT'> {
  constructor(readonly command: string, readonly argument: string, readonly choices: readonly string[]) {
    super('BAD_ARGUMENT', { command, argument, choices });
  }
}

/** LINE_TOO_LONG: a command line longer than any command (`max` characters); it is not parsed. */
export class LineTooLongError extends CommandError<'LINE_TOO_LONG'> {
  constructor(readonly length: number, readonly max: number) {
    super('LINE_TOO_LONG', { length, max });
  }
}

/** NO_FREE_CELL: `tc COLUMN` without a cell when every one of the `cells` cells holds a card. */
export class NoFreeCellError extends CommandError<'NO_FREE_CELL'> {
  constructor(readonly command: string, readonly cells: number) {
    super('NO_FREE_CELL', { command, cells });
  }
}

/** CARD_INDEX: a CS 3500 move names a card (from 1, bottom first) that the pile does not have. */
export class BadCardIndexError extends CommandError<'CARD_INDEX'> {
  constructor(readonly pile: PileName, readonly cardIndex: number, readonly size: number) {
    super('CARD_INDEX', { pile, cardIndex, size });
  }
}

/**
 * NOT_A_MOVE: a line of several commands holds one that is not a move (only
 * moves share a line); `comma`, the line with commas when `part` is a quick
 * move among moves split by spaces; `quickOff`, the column (from 1) that
 * `part` would move to a cell with quick moves on, when they are off.
 */
export class NotAMoveError extends CommandError<'NOT_A_MOVE'> {
  constructor(readonly part: string, readonly comma?: string, readonly quickOff?: number) {
    super('NOT_A_MOVE', { part, ...(comma === undefined ? {} : { comma }), ...(quickOff === undefined ? {} : { quickOff }) });
  }
}

/** NOT_A_PILE: a CS 3500 move ("C8 5 C1") whose destination word is not a pile, or (`reason` 'leading-zero') a pile of it written with a leading zero ("C08"). */
export class NotAPileError extends CommandError<'NOT_A_PILE'> {
  constructor(readonly command: string, readonly argument: string, readonly usage: string, readonly reason?: 'leading-zero') {
    super('NOT_A_PILE', reason === undefined ? { command, argument, usage } : { command, argument, usage, reason });
  }
}

/** UNCLOSED_QUOTE: the file name of a command (`save "my game.json`) opens a quote it never closes. */
export class UnclosedQuoteError extends CommandError<'UNCLOSED_QUOTE'> {
  constructor(readonly command: string, readonly quote: '"' | "'") {
    super('UNCLOSED_QUOTE', { command, quote });
  }
}
