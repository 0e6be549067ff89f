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

/** `text` broken at spaces into lines of at most 49 characters after the rules text's indent, its first line led by `head`. */
function cse231Paragraph(head: string, text: string): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > 49) {
      lines.push(line);
      line = word;
    } else {
      line = line === '' ? word : `${line} ${word}`;
    }
  }
  lines.push(line);
  return lines.map((l, i) => `    ${(i === 0 ? head : '').padEnd(13)}${l}`);
}

const BUILT_WITH: Record<Variant['buildBy'], string> = {
  suit: 'cards must be of the same suit.',
  'alternate-colour': 'cards must alternate in color.',
  rank: 'cards may be of any suit.',
  any: 'any card may go on any card.',
};

/**
 * The rules text of the variant in play: the course program's words for its
 * own rules (4 cells, 8 tableaus, one card at a time), and for other rules
 * the same paragraphs saying what differs.
 */
export function cse231Rules(variant: Variant): string[] {
  const cells =
    variant.cells === 0
      ? 'This game has no cells.'
      : `Cells are numbered 1 through ${variant.cells}. They can hold a single card each.${variant.cellsDealt > 0 ? ` The deal puts ${variant.cellsDealt} ${variant.cellsDealt === 1 ? 'card' : 'cards'} in them.` : ''}`;
  const run =
    variant.emptyColumn === 'any' ? 'the free cells and empty tableaus could carry it one card at a time' : 'the free cells could carry it one card at a time';
  const moves =
    variant.sequenceMoves === 'single'
      ? 'Cards can be moved one at a time from tableaus to cells, foundations, or other tableaus.'
      : variant.sequenceMoves === 'unlimited'
        ? 'Cards can be moved one at a time from tableaus to cells or foundations, and a run of cards of any length moves to another tableau.'
        : `Cards can be moved one at a time from tableaus to cells or foundations, and a run of cards moves to another tableau when ${run}.`;
  const empty = variant.emptyColumn === 'kings' ? ' Only a King may go to an empty tableau.' : variant.emptyColumn === 'none' ? ' An empty tableau stays empty.' : '';
  return [
    ...cse231Paragraph('Cells:', cells),
    '',
    ...cse231Paragraph(
      'Foundations:',
      `Foundations are numbered 1 through 4. They are built up by rank from Ace to King for each suit. All cards must be in the foundations to win.${variant.acesToFoundationOnly ? ' An Ace may only go to a foundation.' : ''}`,
    ),
    '',
    ...cse231Paragraph(
      'Tableaus:',
      `Tableaus are numbered 1 through ${variant.columns}. They are dealt to at the start of the game from left to right until all cards are dealt. ${moves} Tableaus are built down by rank and ${BUILT_WITH[variant.buildBy]}${empty}`,
    ),
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
