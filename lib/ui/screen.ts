// Screens: what the player sees at each step of a game, in each style.

import type { FreecellError, Variant } from '../core';
import { renderBoard, renderCse231Board } from './render';
import { describeError } from './messages-en';
import { CSE231_BANNER, CSE231_MENU, cse231ErrorLines, cse231Rules } from './cse231-catalog';
import type { Look, Scene } from './style';

/** The texts of one style for every step of the game loop; each returns whole lines. */
export interface Screen {
  /** The input prompt. */
  readonly prompt: string;
  /** Whether the session ends when the game is won (the CSE 231 program stops there). */
  readonly endsOnWin: boolean;
  opening(scene: Scene): string;
  help(scene: Scene): string;
  moved(scene: Scene): string;
  won(scene: Scene): string;
  lost(scene: Scene): string;
  rejected(scene: Scene, err: FreecellError): string;
  newDeal(scene: Scene): string;
}

function lines(...texts: string[]): string {
  return texts.map((t) => `${t}\n`).join('');
}

function helpText(variant: Variant): string {
  const build = variant.buildBy === 'suit' ? 'in the same suit' : 'in alternating colours';
  const runs =
    variant.sequenceMoves === 'single'
      ? 'Cards move one at a time.'
      : 'A run moves as a unit when free cells and empty columns allow: (free cells + 1) x 2^(empty columns).';
  return lines(
    `${variant.name}: build columns down ${build}; build foundations up by suit from the Ace.`,
    runs,
    '',
    'Commands (numbers count from 1):',
    '  tc C N     column C to cell N',
    '  tf C N     column C to foundation N',
    '  tt C D [K] column C to column D (K cards onto an empty column; the run that fits otherwise)',
    '  cf N F     cell N to foundation F',
    '  ct N C     cell N to column C',
    '  r          a new deal (a deck file deals the same layout again)',
    '  h          this help',
    '  q          quit',
  );
}

const defaultScreen = (look: Look): Screen => {
  const board = (scene: Scene): string => renderBoard(scene, look);
  return {
    prompt: '> ',
    endsOnWin: false,
    opening: (scene) => board(scene) + lines('', 'Type h for help, q to quit.'),
    help: (scene) => helpText(scene.board.variant),
    moved: board,
    won: (scene) =>
      board(scene) + lines('', `You won in ${scene.moves} ${scene.moves === 1 ? 'move' : 'moves'}! Type r for a new deal or q to quit.`),
    lost: (scene) =>
      board(scene) + lines('', 'No legal move is left: this game is lost. Type r for a new deal or q to quit.'),
    rejected: (scene, err) => lines(describeError(err, scene.board, look.ascii)),
    newDeal: board,
  };
};

const cse231Screen = (look: Look): Screen => {
  const board = (scene: Scene): string => renderCse231Board(scene.board, look);
  const rules = (scene: Scene): string => lines('', ...CSE231_BANNER, '', ...cse231Rules(scene.board.variant), '', '');
  const menu = lines('', '', ...CSE231_MENU, '');
  return {
    prompt: 'prompt :> ',
    endsOnWin: true,
    opening: (scene) => rules(scene) + board(scene) + menu,
    help: (scene) => menu + board(scene),
    moved: board,
    won: () => lines('You won the game!'),
    lost: (scene) => board(scene) + lines('No more moves: you lost the game.', 'Type R to play again or Q to quit.'),
    rejected: (scene, err) => lines(...cse231ErrorLines(err), 'Try again.') + board(scene),
    newDeal: (scene) => rules(scene) + menu + board(scene),
  };
};

/** The screen of a style. */
export function createScreen(look: Look): Screen {
  return look.style === 'cse231' ? cse231Screen(look) : defaultScreen(look);
}
