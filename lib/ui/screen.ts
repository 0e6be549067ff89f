// Screens: what the player sees at each step of a game, in each style.

import type { FreecellError, Variant } from '../core';
import { type ShownPart, formatCard } from '../notation';
import { renderBoard, renderCse231Board, renderPart, renderPlainBoard } from './render';
import { CSE231_BANNER, CSE231_MENU, cse231ErrorLines, cse231Rules } from './cse231-catalog';
import type { Look, Scene } from './style';
import { HELP_WIDTH, helpLines, topicLines, wrap } from './help';
import { type Charset, shownIn } from './charset';

/** The texts of one style for every step of the game loop; each returns whole lines. */
export interface Screen {
  /** The input prompt. */
  readonly prompt: string;
  /** Whether the session ends when the game is won (the CSE 231 program stops there). */
  readonly endsOnWin: boolean;
  /** Whether this style plays safe cards home by itself (the CSE 231 program never does). */
  readonly autoplays: boolean;
  /** Whether this style says under the board what a move did (the CSE 231 program never does). */
  readonly describesMoves: boolean;
  /** Whether this style's header can show if the position can still be won. */
  readonly showsStatus: boolean;
  /** Whether this style takes a column number alone as a move to a free cell, and quick on|off (the CSE 231 program takes neither). */
  readonly quickMoves: boolean;
  /** Whether a new deal after moves asks first, and counts the game as lost only when the player agrees. */
  readonly confirmsGiveUp: boolean;
  /** Cards as this style spells them. */
  readonly cardName: (card: number) => string;
  opening(scene: Scene): string;
  /** The help: the rules and the everyday commands, or with `all` every command. */
  help(scene: Scene, all?: boolean): string;
  /** `help CMD`: one command's details (with the game's `variant`, a column number it has as the column number alone too). */
  helpTopic(word: string, variant?: Variant): string;
  /** The board after a change, with one-line notes (what moved where) where the style shows them. */
  moved(scene: Scene, notes?: readonly string[]): string;
  /** The board after every card changed place at once (a restart, the start of a browse), with its notes: plain mode reads the whole board first; with `clear`, as redraw. */
  replaced(scene: Scene, notes?: readonly string[], clear?: boolean): string;
  /** The board of a won game, with the notes and the win summary's lines (without them, the catalog's short sentence). */
  won(scene: Scene, notes?: readonly string[], summary?: readonly string[]): string;
  lost(scene: Scene, notes?: readonly string[]): string;
  /** What is said under the board of a deal in which no card can move (lost at its start). */
  lostAtStart(scene: Scene): string;
  /** What is said under the board of a game resumed where its last move lost it: what the losing move said. */
  standsLost(scene: Scene): string;
  rejected(scene: Scene, err: FreecellError): string;
  newDeal(scene: Scene): string;
  /** The whole board again (`redraw`, Ctrl-L); with `clear` (the clear command), on a terminal that takes it, the clear-screen sequence first. */
  redraw(scene: Scene, clear?: boolean): string;
  /** `show`: one column, the cells or the foundations in a sentence, the cards spelled as this style spells them; nothing else is drawn. */
  show(scene: Scene, part: ShownPart): string;
  /** A one-line note (a file written, nothing to list). */
  note(message: string): string;
}

/** The cursor to the top left, then the screen cleared below it: what Ctrl-L does before the board is drawn. */
const CLEAR_SCREEN = '\u001b[H\u001b[J';

function lines(...texts: string[]): string {
  return texts.map((t) => `${t}\n`).join('');
}

/**
 * What the default and plain screens share: the prompt, the rules of play,
 * help (broken to `width()` columns as the terminal's character set shows it, as notes are; in plain mode only lines longer than the terminal, and in words), and refusals in one line.
 */
function interactive(look: Look, card: (c: number) => string, width: () => number | undefined = () => undefined) {
  const words = look.catalog;
  return {
    prompt: '> ',
    endsOnWin: false,
    autoplays: true,
    describesMoves: true,
    showsStatus: true,
    quickMoves: true,
    confirmsGiveUp: true,
    cardName: card,
    help: (scene: Scene, all = false) => lines(...helpLines(words, scene.board.variant, width(), all, look.plain === true, look.charset)),
    helpTopic: (word: string, variant?: Variant) => lines(...topicLines(words, word, width(), variant, look.plain === true, look.charset)),
    rejected: (scene: Scene, err: FreecellError) => lines(words.error(err, scene.board.variant, card)),
  };
}

/** Whether `r` deals this scene's layout again (a deck file or a board) rather than a new one. */
const dealsSameLayout = (scene: Scene): boolean => scene.deal.kind === 'deck' || scene.deal.kind === 'board';

const defaultScreen = (look: Look): Screen => {
  const board = (scene: Scene): string => renderBoard(scene, look);
  const words = look.catalog;
  const base = interactive(look, (c) => formatCard(c, { ascii: look.ascii }), () => Math.min(HELP_WIDTH, look.width?.() ?? HELP_WIDTH));
  // on a terminal, sentences are broken at spaces to fit it (at most HELP_WIDTH columns); elsewhere each stays one line
  const fit = (...texts: string[]): string => {
    const width = look.width?.();
    if (width === undefined) return lines(...texts);
    const w = Math.min(HELP_WIDTH, width);
    return lines(...texts.flatMap((t) => t.split('\n').flatMap((l) => wrap(shownIn(l, look.charset ?? 'utf-8'), w))));
  };
  // The board, a blank line and the notes, with the prompt under them: on a terminal too short for all of it, the board's
  // blank lines go first, then the one above the notes, so that the header and the cells stay on the screen.
  const drawn = (scene: Scene, notes: readonly string[]): string => {
    const told = notes.length > 0 ? fit(...notes) : '';
    const height = look.height?.();
    if (height === undefined) return board(scene) + (notes.length > 0 ? `\n${told}` : '');
    const room = height - 1 - (told.match(/\n/g)?.length ?? 0);
    const drawnBoard = renderBoard(scene, look, room - (notes.length > 0 ? 1 : 0));
    const spare = room - (drawnBoard.match(/\n/g)?.length ?? 0);
    return drawnBoard + (notes.length > 0 && spare > 0 ? '\n' : '') + told;
  };
  // the board is drawn whole after every change: a replaced board is drawn as a moved one
  const moved = (scene: Scene, notes: readonly string[] = []): string => drawn(scene, notes);
  return {
    ...base,
    rejected: (scene, err) => fit(words.error(err, scene.board.variant, base.cardName)),
    opening: (scene) => drawn(scene, words.opening),
    moved,
    replaced: (scene, notes = [], clear = false) => (clear && look.clearsScreen === true ? CLEAR_SCREEN : '') + moved(scene, notes),
    won: (scene, notes = [], summary) => drawn(scene, [...notes, ...(summary ?? [words.won(scene.moves, dealsSameLayout(scene)), words.wonHint])]),
    lost: (scene, notes = []) => drawn(scene, [...notes, words.lost(dealsSameLayout(scene))]),
    lostAtStart: (scene) => fit(words.lostAtStart(dealsSameLayout(scene))),
    standsLost: (scene) => fit(words.lost(dealsSameLayout(scene))),
    newDeal: (scene) => drawn(scene, []),
    redraw: (scene, clear = false) => (clear && look.clearsScreen === true ? CLEAR_SCREEN : '') + drawn(scene, []),
    show: (scene, part) => fit(renderPart(scene.board, part, look, base.cardName)),
    note: (message) => fit(message),
  };
};

/**
 * A note as a sentence of its own, a full stop last. The catalogue writes its
 * sentences with their capital; what can start one in lower case is a card's
 * name (which then gets a capital) or what the player types — a key, a
 * command, a file name — which keeps its case, as it must be typed.
 */
function sentence(note: string, cardNames: readonly string[]): string {
  const text = cardNames.some((name) => note.startsWith(name)) ? note.charAt(0).toUpperCase() + note.slice(1) : note;
  return /[.!?:]$/.test(text) ? text : `${text}.`;
}

/**
 * Plain mode's sentences (one a line) as whole lines: each stays on its line
 * when it fits `width` columns, however wide (or with no width: not a
 * terminal); one longer is broken between two words. Lines are measured as
 * a terminal of `charset` shows them (a Latin-1 one writes … as three dots).
 */
export function plainText(text: string, width: number | undefined, charset: Charset = 'utf-8'): string {
  const all = text.replace(/\n$/, '').split('\n');
  return lines(...(width === undefined ? all : all.flatMap((l) => wrap(shownIn(l, charset), width))));
}

/**
 * The screen-reader mode (--plain): the board in sentences only when asked or dealt, then one sentence per event.
 * Each sentence stays on one line when the terminal is wide enough for it (however wide, with no limit of 80
 * columns); one longer than the terminal is broken between two words, where the terminal would break it inside one.
 */
const plainScreen = (look: Look): Screen => {
  const say = (text: string): string => plainText(text, look.width?.(), look.charset);
  const board = (scene: Scene): string => say(renderPlainBoard(scene, look).replace(/\n$/, ''));
  const words = look.catalog;
  const card = (c: number): string => words.screen.cardWords(c);
  const cardNames = Array.from({ length: 52 }, (_, c) => card(c));
  const notes = (items: readonly string[]): string => (items.length === 0 ? '' : say(items.map((item) => sentence(item, cardNames)).join('\n')));
  return {
    ...interactive(look, card, () => look.width?.()),
    rejected: (scene, err) => say(words.error(err, scene.board.variant, card)),
    opening: (scene) => board(scene) + say([words.screen.plainReading, ...words.opening].join('\n')),
    moved: (_scene, items = []) => notes(items),
    replaced: (scene, items = []) => board(scene) + notes(items),
    won: (scene, items = [], summary) => notes([...items, ...(summary ?? [words.won(scene.moves, dealsSameLayout(scene)), words.wonHint])]),
    lost: (scene, items = []) => notes([...items, words.lost(dealsSameLayout(scene))]),
    lostAtStart: (scene) => notes([words.lostAtStart(dealsSameLayout(scene))]),
    standsLost: (scene) => notes([words.lost(dealsSameLayout(scene))]),
    newDeal: board,
    redraw: board,
    show: (scene, part) => say(renderPart(scene.board, part, look, card)),
    note: (message) => say(sentence(message, cardNames)),
  };
};

const cse231Screen = (look: Look): Screen => {
  const board = (scene: Scene): string => renderCse231Board(scene.board, look);
  const rules = (scene: Scene): string => lines('', ...CSE231_BANNER, '', ...cse231Rules(scene.board.variant), '', '');
  const menu = lines('', '', ...CSE231_MENU, '');
  return {
    prompt: 'prompt :> ',
    endsOnWin: true,
    autoplays: false,
    describesMoves: false,
    showsStatus: false,
    quickMoves: false,
    confirmsGiveUp: false,
    cardName: (c) => formatCard(c, { ascii: look.ascii }),
    opening: (scene) => rules(scene) + board(scene) + menu,
    help: (scene) => menu + board(scene),
    helpTopic: () => menu,
    moved: (scene) => board(scene),
    replaced: (scene) => board(scene),
    won: () => lines('You won the game!'),
    lost: (scene) => board(scene) + lines('No more moves: you lost the game.', 'Type R to play again or Q to quit.'),
    lostAtStart: () => lines('No more moves: you lost the game.', 'Type R to play again or Q to quit.'),
    standsLost: () => lines('No more moves: you lost the game.', 'Type R to play again or Q to quit.'),
    rejected: (scene, err) => lines(...cse231ErrorLines(err), 'Try again.') + board(scene),
    newDeal: (scene) => rules(scene) + menu + board(scene),
    redraw: (scene) => board(scene),
    show: (scene, part) => lines(renderPart(scene.board, part, look, (c) => formatCard(c, { ascii: look.ascii }))),
    note: (message) => lines(message),
  };
};

/** The screen of a style. */
export function createScreen(look: Look): Screen {
  if (look.style === 'cse231') return cse231Screen(look);
  return look.plain ? plainScreen(look) : defaultScreen(look);
}
