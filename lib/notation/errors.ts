// Typed syntax errors of the command language: words and numbers, never rules.

import { FreecellError } from '../core';

/** What a numeric argument names. */
export type ArgumentKind = 'column' | 'cell' | 'foundation' | 'count' | 'game' | 'card';

/** A command line that cannot be read; the game is left unchanged. */
export class CommandError extends FreecellError {}

/** UNKNOWN_COMMAND: the first word is not a command; `suggestion` is the closest one, if any. */
export class UnknownCommandError extends CommandError {
  constructor(readonly word: string, readonly suggestion?: string) {
    super('UNKNOWN_COMMAND', `unknown command "${word}"${suggestion ? ` (did you mean "${suggestion}"?)` : ''}`);
  }
}

/** WRONG_ARGUMENT_COUNT: too few or too many arguments for the command. */
export class WrongArgumentCountError extends CommandError {
  constructor(
    readonly command: string,
    readonly min: number,
    readonly max: number,
    readonly got: number,
    readonly usage: string,
  ) {
    super('WRONG_ARGUMENT_COUNT', `${command} takes ${min === max ? min : `${min} or ${max}`} arguments, not ${got} (usage: ${usage})`);
  }
}

/** NOT_A_NUMBER: an argument that should be a whole number is not. */
export class NotANumberError extends CommandError {
  constructor(readonly command: string, readonly argument: string, readonly kind: ArgumentKind) {
    super('NOT_A_NUMBER', `${command}: "${argument}" is not a ${kind} number`);
  }
}

/** OUT_OF_RANGE: a number outside 1..max for what it names; `text` is the number as typed (exact however long). */
export class OutOfRangeError extends CommandError {
  constructor(
    readonly command: string,
    readonly kind: ArgumentKind,
    readonly value: number,
    readonly max: number,
    readonly text?: string,
  ) {
    super('OUT_OF_RANGE', `${command}: there is no ${kind} ${text ?? value} (1 to ${max})`);
  }
}

/** BAD_NOTATION: a token that is not a move in standard notation. */
export class BadNotationError extends CommandError {
  constructor(readonly token: string, readonly reason: 'shape' | 'pile' | 'count' | 'move') {
    super('BAD_NOTATION', `"${token}" is not a move in standard notation`);
  }
}

/** BAD_ARGUMENT: an argument that must be one of a few words is not. */
export class BadArgumentError extends CommandError {
  constructor(readonly command: string, readonly argument: string, readonly choices: readonly string[]) {
    super('BAD_ARGUMENT', `${command} takes ${choices.join(' or ')}, not "${argument}"`);
  }
}

/** LINE_TOO_LONG: a command line longer than any command (`max` characters); it is not parsed. */
export class LineTooLongError extends CommandError {
  constructor(readonly length: number, readonly max: number) {
    super('LINE_TOO_LONG', `that line is ${length} characters long; commands are at most ${max}`);
  }
}

/** NO_FREE_CELL: `tc COLUMN` without a cell when every one of the `cells` cells holds a card. */
export class NoFreeCellError extends CommandError {
  constructor(readonly command: string, readonly cells: number) {
    super('NO_FREE_CELL', `${command}: there is no free cell`);
  }
}

/** CARD_INDEX: a CS 3500 move names a card (from 1, bottom first) that the pile does not have. */
export class BadCardIndexError extends CommandError {
  constructor(readonly pile: { readonly kind: 'column' | 'cell' | 'foundation'; readonly index: number }, readonly cardIndex: number, readonly size: number) {
    super('CARD_INDEX', `${pile.kind} ${pile.index + 1} has no card ${cardIndex}`);
  }
}

/** NOT_A_MOVE: a line of several commands holds one that is not a move (only moves share a line). */
export class NotAMoveError extends CommandError {
  constructor(readonly part: string) {
    super('NOT_A_MOVE', `"${part}" is not a move; only moves share a line`);
  }
}

/** BAD_CARD: a token that spells no card (parseCard). */
export class BadCardError extends FreecellError {
  constructor(readonly token: string) {
    super('BAD_CARD', `"${token}" is not a card`);
  }
}
