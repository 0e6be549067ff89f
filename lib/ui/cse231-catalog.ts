// The CSE 231 "Baker's Game" program's texts (banner, rules, menu, error lines), as data.

import type { ErrorCode, FreecellError, Variant } from '../core';
import { errorReason } from './describe-error';

/** The banner, as the course program prints it. */
export const CSE231_BANNER: readonly string[] = [
  '     ____        _             _        ____',
  "    | __ )  __ _| | _____ _ __( )___   / ___| __ _ _ __ ___   ___",
  "    |  _ \\ / _` | |/ / _ \\ '__|// __| | |  _ / _` | '_ ` _ \\ / _ \\",
  '    | |_) | (_| |   <  __/ |    \\__ \\ | |_| | (_| | | | | | |  __/',
  '    |____/ \\__,_|_|\\_\\___|_|    |___/  \\____|\\__,_|_| |_| |_|\\___|',
];

/** The rules text; its last line names the variant's build rule (same suit in the original). */
export function cse231Rules(variant: Variant): string[] {
  return [
    `    Cells:       Cells are numbered 1 through ${variant.cells}. They can hold a`,
    '                 single card each.',
    '',
    '    Foundations: Foundations are numbered 1 through 4. They are',
    '                 built up by rank from Ace to King for each suit.',
    '                 All cards must be in the foundations to win.',
    '',
    `    Tableaus:    Tableaus are numbered 1 through ${variant.columns}. They are dealt`,
    '                 to at the start of the game from left to right',
    '                 until all cards are dealt. Cards can be moved one',
    '                 at a time from tableaus to cells, foundations, or',
    '                 other tableaus. Tableaus are built down by rank',
    {
      suit: '                 and cards must be of the same suit.',
      'alternate-colour': '                 and cards must alternate in color.',
      rank: '                 and cards may be of any suit.',
      any: '                 and any card may go on any card.',
    }[variant.buildBy],
  ];
}

/** The command menu. */
export const CSE231_MENU: readonly string[] = [
  '    Game commands:',
  '    ',
  '    TC x y    Move card from tableau x to cell y',
  '    TF x y    Move card from tableau x to foundation y',
  '    TT x y    Move card from tableau x to tableau y',
  '    CF x y    Move card from cell x to foundation y',
  '    CT x y    Move card from cell x to tableau y',
  '    R         Restart the game with a re-shuffle',
  '    H         Display this menu of commands',
  '    Q         Quit the game',
  '    ',
];

const INVALID_MOVE: Partial<Record<ErrorCode, string>> = {
  NEEDS_ACE: 'Source card is not an Ace',
  CELL_OCCUPIED: 'Cell is not empty',
  WRONG_SUIT: 'Wrong suit',
  WRONG_COLOUR: 'Wrong color',
  WRONG_RANK: 'Wrong rank',
  EMPTY_SOURCE: 'Source is empty',
  SAME_PILE: 'Source and destination are the same',
  NOT_A_RUN: 'Cards are not in sequence',
  NOT_ENOUGH_SPACE: 'Not enough free space',
  NOT_ENOUGH_CARDS: 'Not enough cards',
  SINGLE_CARD_ONLY: 'Cards move one at a time',
  ONE_CARD_ONLY: 'Cards move one at a time',
  EMPTY_COLUMN_RULE: 'Tableau cannot take that card',
  ILLEGAL_SOURCE: 'Cards cannot leave a foundation',
  NO_SUCH_PILE: 'No such pile',
  NO_SUCH_CARD: 'No such card',
  ACE_TO_FOUNDATION_ONLY: 'An Ace may only go to a foundation',
  NOT_HOME_YET: 'Card cannot go to a foundation yet',
};

const INVALID_COMMAND: Partial<Record<ErrorCode, string>> = {
  UNKNOWN_COMMAND: 'Unknown command',
  WRONG_ARGUMENT_COUNT: 'Wrong number of arguments',
  NOT_A_NUMBER: 'Arguments must be numbers',
  OUT_OF_RANGE: 'Number out of range',
  BAD_NOTATION: 'Not a move in standard notation',
  LINE_TOO_LONG: 'Line too long',
  BAD_ARGUMENT: 'Bad argument',
  NO_FREE_CELL: 'No free cell',
  CARD_INDEX: 'No such card',
  NOT_A_MOVE: 'Only moves can share a line',
  COLUMN_ALONE: 'A column number takes no other word',
  NOT_A_PILE: 'Not a pile',
  UNCLOSED_QUOTE: 'Quote not closed',
};

/** The course program's lines for an error (the original's four texts, ours in its manner for the other moves and commands, and the English catalogue's reason for anything else). */
export function cse231ErrorLines(err: FreecellError): string[] {
  const move = INVALID_MOVE[err.code];
  if (move) return [`Invalid move: ${move}`];
  const command = INVALID_COMMAND[err.code];
  return [`Invalid command: ${command ?? errorReason(err, 'en')}`];
}
