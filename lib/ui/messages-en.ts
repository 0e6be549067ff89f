// The English message catalog of the default style.

import {
  type AllowedValues,
  type BoardPlace,
  type BoardProblem,
  type ErrorParams,
  type FsReason,
  type GivenPile,
  type JsonValueShown,
  type OptionValues,
  type PileRef,
  type PlainSaveProblem,
  type Variant,
  formatJsonVisible,
  isRed,
  makeCard,
  rankOf,
  shownValue,
  suitOf,
} from '../core';
import { type ErrorCatalog, type ErrorContext, lookupError, reasonText, samePlace, hexCount } from './error-catalog';
import type { UnreadableFileError } from '../store';
import { AMBIGUOUS_SHOWN, type CardNamer, type Catalog, type ShownLine, type FileKind, type MovesJsonProblem, type WinSummary } from './catalog';
import type { DealSource } from '../store';
import { formatDuration } from './duration';
import { clip, named, quoted, visible, withoutZeros } from './visible';
import { commandsEn } from './commands-en';
import { type ArgumentKind, cellLetters, formatCardFcs, suitName } from '../notation';

const RANK_NAMES = ['', 'Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];

/** A rank with its article: "an Ace", "a 2", "an 8". */
function aRank(rank: number): string {
  const name = RANK_NAMES[rank]!;
  return `${rank === 1 || rank === 8 ? 'an' : 'a'} ${name}`;
}

/** The cells by the names the notation gives them, runs of letters joined ("a to d", "a to g and k", "a to g, k to m and [11] to [12]"). */
function cellRange(variant: Variant): string {
  const letters = cellLetters(variant);
  if (variant.cells === 0) return 'none';
  const groups: string[] = [];
  for (let i = 0; i < letters.length; ) {
    let j = i;
    while (j + 1 < letters.length && letters.charCodeAt(j + 1) === letters.charCodeAt(j) + 1) j++;
    groups.push(i === j ? letters[i]! : `${letters[i]} to ${letters[j]}`);
    i = j + 1;
  }
  const rest = variant.cells - letters.length;
  if (rest > 0) groups.push(rest === 1 ? `[${variant.cells}]` : `[${letters.length + 1}] to [${variant.cells}]`);
  return groups.length === 1 ? groups[0]! : `${groups.slice(0, -1).join(', ')} and ${groups[groups.length - 1]}`;
}

/** A time, rounded to what a reader needs: "2.5 s", "40 s", "12 min", "3 h 20 min", "5 d 4 h". */
function duration(seconds: number): string {
  if (!(seconds >= 0)) return '0 s';
  if (seconds < 10) return `${seconds.toFixed(1)} s`;
  const s = Math.round(seconds);
  if (s < 120) return `${s} s`;
  const m = Math.round(s / 60);
  if (m < 120) return `${m} min`;
  const h = Math.floor(m / 60);
  if (h < 48) return `${h} h ${m % 60} min`;
  return `${Math.floor(h / 24)} d ${h % 24} h`;
}

const PLURAL = new Intl.PluralRules('en');

/** "1 move", "2 moves": the form from the language's plural rules. */
function plural(n: number, word: string, many = `${word}s`): string {
  return `${n} ${PLURAL.select(n) === 'one' ? word : many}`;
}

/** Several cards: symbols apart by spaces ("9♥ 8♠"), names in words (--plain) by commas ("nine of hearts, eight of spades"). */
function cardList(cards: readonly number[], card: CardNamer): string {
  const names = cards.map(card);
  return names.join(names.some((n) => n.includes(' ')) ? ', ' : ' ');
}

/** A count of positions, grouped by thousands: "1 position", "1,234 positions". */
function positionCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${PLURAL.select(count) === 'one' ? 'position' : 'positions'}`;
}

function kindPlural(kind: ArgumentKind): string {
  return kind === 'count' ? 'counts' : `${kindName(kind)}s`;
}

/** What an argument of `kind` names, in words. */
function kindName(kind: ArgumentKind): string {
  return kind === 'pysol' ? 'PySol game' : kind;
}

/** Whether an index from a call (0-based) is one a sentence can count from 1: a whole number from 0. */
function isCountable(index: unknown): index is number {
  return Number.isSafeInteger(index) && (index as number) >= 0;
}

/**
 * An index a JavaScript caller gave that is not a whole number from 0, as an
 * error holds it (givenIndex: a number as it is, any other value as its
 * text): `at index -2`, `at index "6"`; one that is no number or text at
 * all is named: `at an index that is a list`.
 */
function atIndex(index: number | string): string {
  if (typeof index === 'string' && SHOWN_KINDS.includes(index)) return `at an index that is ${index}`;
  return `at index ${typeof index === 'string' ? clip(index) : String(index)}`;
}

/** What shownValue says for a value it names rather than shows (BAD_VARIANT's value is given so): "The rules cannot have a list as cells", not "cells a list". */
const SHOWN_KINDS: readonly string[] = ['a list', 'an object', 'a function'];

/** A pile by its kind and number from 1 ("column 3"); one whose index is not a whole number from 0 by its index as given. */
function pileName(p: PileRef | GivenPile): string {
  return isCountable(p.index) ? `${p.kind} ${p.index + 1}` : `${p.kind} ${atIndex(p.index)}`;
}

/** What Node said as a solving process ended at its start, and the NODE_OPTIONS it applied to it. */
function startFailureContext(why: { readonly said?: string; readonly nodeOptions?: string }): string {
  const said = why.said === undefined ? '' : `, saying "${quoted(why.said)}"`;
  return `${said}${why.nodeOptions === undefined ? '' : ` (NODE_OPTIONS is "${quoted(why.nodeOptions)}": Node applies it to each solving process)`}`;
}

function capital(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

const BUILD_WORDS: Record<string, string> = {
  'alternate-colour': 'in alternating colours',
  suit: 'in the same suit',
  rank: 'in any suit',
  any: 'with any card on any card',
};

function buildRuleText(variant: Variant): string {
  return `in ${variant.name} a column is built down ${BUILD_WORDS[variant.buildBy] ?? variant.buildBy}`;
}

/** A pile by its kind and 1-based number. */
function pileOf(p: { readonly kind: string; readonly index: number }): string {
  return `${p.kind} ${p.index + 1}`;
}

const SAVE_PROBLEMS: Record<PlainSaveProblem, string> = {
  empty: 'The file is empty.',
  'not-json': 'The file is not complete JSON (truncated or damaged).',
  'not-a-save': 'The file is not a saved game.',
  'no-format': 'The file is not a saved game (no "format": "freecell-save").',
  'no-checksum': 'The checksum is missing.',
  checksum: 'The checksum does not match: the file was edited or damaged.',
  'no-rules': 'The rules are missing.',
  'no-deal': 'The deal is missing.',
  'bad-game-number': 'The game number is not valid.',
  'bad-rating': 'The rating of the deal is not valid.',
  'bad-pysol': 'The PySol deal number is not valid.',
  'bad-deck': 'The deck is not valid.',
  'bad-board': 'The starting board is not valid.',
  'unknown-deal': 'The deal is not a game number, a PySol deal number, a deck or a board.',
  'bad-moves': 'The move list is not valid.',
  'bad-position': 'The move position is not valid.',
  'bad-time': 'The time played is not valid.',
  'bad-options': 'The options are not valid.',
  'undo-past-start': 'An undo goes back past the start.',
  'redo-past-end': 'A redo goes past the last move.',
};

/** What a value of a JSON file is, when it is not shown as written. */
const JSON_KINDS: Record<Exclude<JsonValueShown, { text: string }>['kind'], string> = {
  list: 'a list',
  object: 'an object',
  'huge-number': 'a number too large to read',
};

/** A value of a JSON file as written (cut when long), or its kind. */
function jsonValueText(v: JsonValueShown): string {
  return 'text' in v ? clip(v.text) : JSON_KINDS[v.kind];
}

/** Where a card of a position file is, in words ("column 3", "a foundation"). */
function placeText(p: BoardPlace): string {
  return p.index === undefined ? `a ${p.kind}` : `${p.kind} ${p.index + 1}`;
}

/** What is wrong with a position file, as a reason ("line 3: ..." is added by the sentence). */
function boardProblemText(p: BoardProblem, ctx: ErrorContext): string {
  switch (p.kind) {
    case 'duplicate-card':
      return samePlace(p.first, p.second)
        ? `${formatCardFcs(p.card)} appears twice in ${placeText(p.first)}`
        : `${formatCardFcs(p.card)} appears twice (${placeText(p.first)} and ${placeText(p.second)})`;
    case 'too-many-columns':
      return `more than ${p.max} columns (${p.variant ?? 'this game'} has ${p.max})`;
    case 'too-many-cells':
      return `${p.given} free cells given, but ${p.variant ?? 'this game'} has ${p.max}`;
    case 'foundation-twice':
      return `the ${'CDHS'[p.suit]} foundation is given twice`;
    case 'foundation-index':
      return `foundation ${p.index + 1} is given twice or does not exist`;
    case 'cell-twice':
      return `cell ${p.index + 1} (O${p.index + 1}) is given twice`;
    case 'too-many-foundations':
      return `more foundations than ${p.max}`;
    case 'foundation-conflict':
      return `foundation ${'CDHS'[suitOf(p.top)]}-${formatCardFcs(p.top).slice(0, -1)} holds ${formatCardFcs(p.card)}, which is also in ${placeText(p.place)}`;
    case 'missing-cards':
      return `${plural(p.cards.length, 'card')} ${PLURAL.select(p.cards.length) === 'one' ? 'is' : 'are'} missing: ${p.cards.map(formatCardFcs).join(' ')}`;
    case 'no-cards':
      return 'the board has no cards';
    case 'not-a-card':
      return p.place === undefined ? `"${clip(p.token)}" is not a card` : `${placeText(p.place)}: ${clip(p.token)} is not a card`;
    case 'not-a-foundation':
      return `"${clip(p.token)}" is not a foundation (write it like H-6 or S-0)`;
    case 'not-a-line':
      return `"${clip(p.token)}" is not an F, O or C line`;
    case 'leading-zero':
      return `"${clip(p.token)}" is not a pile label: CS 3500 text numbers its piles without leading zeros${withoutZeros(p.token)}`;
    case 'expected-column':
      return `expected C${p.number}`;
    case 'no-such-cell':
      return `there is no cell ${p.token} (${p.variant ?? 'this game'} has ${p.max})`;
    case 'cell-holds-one':
      return 'an open cell holds one card at most';
    case 'foundation-order':
      return 'a foundation runs from the Ace up in one suit';
    case 'not-json':
      return p.atEnd ? 'not valid JSON: the text ends too soon' : p.column !== undefined ? `not valid JSON: column ${p.column}` : `not valid JSON (${p.detail})`;
    case 'too-deep':
      return `lists and objects nest more than ${p.limit} deep, far deeper than a position needs`;
    case 'missing-field':
      return `the "${p.field}" field is missing`;
    case 'not-position-json':
      return 'not a freecell-position JSON document';
    case 'version':
      return `${'text' in p.version ? `unsupported version ${clip(p.version.text)}` : `the version is ${JSON_KINDS[p.version.kind]}`} (this program reads version ${p.supported})`;
    case 'unknown-variant':
      return 'text' in p.variant ? `unknown variant ${clip(p.variant.text)}` : `the variant is ${JSON_KINDS[p.variant.kind]}, not a name`;
    case 'rules-not-object':
      return `the "rules" field is ${jsonValueText(p.rules)}, not an object of rules`;
    case 'bad-rules':
      return p.cause.code === 'BAD_VARIANT' ? reasonText(errorsEn, p.cause, ctx) : `the rules are not valid (${reasonText(errorsEn, p.cause, ctx)})`;
    case 'not-lists':
      return 'columns, cells and foundations must be lists';
    case 'column-not-list':
      return `column ${p.index + 1} is not a list`;
    case 'bad-deal':
      return 'the "deal" field is not { "game": N } (N from 1 to 8589934591), { "pysol": "N" } (N from 32000), { "deck": "NAME" } or { "board": "NAME" }';
    case 'moves-not-list':
      return `the "moves" field is ${jsonValueText(p.moves)}, not a list of moves`;
    case 'not-a-move':
      return `move ${p.index + 1} of "moves", ${jsonValueText(p.token)}, is not a move of ${p.variant}`;
    case 'won-not-flag':
      return `the "won" field is ${jsonValueText(p.won)}, not true or false`;
    case 'won-contradicts':
      return p.won ? 'the position says it is won ("won": true), but not every card is on the foundations' : 'the position says it is not won ("won": false), but every card is on the foundations';
  }
}

const FS_REASONS: Record<Exclude<FsReason, 'other'>, string> = {
  'no-folder': 'no such folder',
  denied: 'permission denied',
  'read-only': 'read-only file system',
  'no-space': 'no space left on device',
  folder: 'it is a folder',
  'path-not-folder': 'a folder in its path is a file',
  quota: 'disk quota exceeded',
  io: 'input/output error',
  'reader-gone': 'the program reading it has stopped',
  'no-reader': 'it is a FIFO that nobody is reading',
  loop: 'its links lead round in a circle',
  'name-too-long': 'the name is too long',
  'too-large': 'the file would be too large',
  'too-many-files': 'too many files are open',
  'empty-name': 'the name is empty',
  'missing-link-target': 'it is a link to a missing file',
  'shared-link': 'it is a link another user made in a folder everyone may write (one with the sticky bit, such as /tmp), which is not followed',
  'shared-file': 'it is a file another user made in a folder everyone may write (one with the sticky bit, such as /tmp), which freecell does not write into',
  socket: 'it is a socket',
  'block-device': 'it is a block device',
  'not-regular': 'it is not a regular file',
  changed: 'it changed while it was being opened',
  'hard-links': 'it has other names (hard links), which would not share its lock; keep one name, and make the others symbolic links to it',
  'no-hard-links': 'its file system cannot make hard links (FAT, exFAT and some network file systems cannot), which locks are made with; use a folder on another file system',
};

/** The values a rule takes, in words ("a whole number from 0 to 10"). */
function optionText(a: Exclude<OptionValues, { kind: 'needs' | 'factory' | 'one-field' | 'cleared' }>): string {
  switch (a.kind) {
    case 'number':
      return 'a number';
    case 'boolean':
      return 'true or false';
    case 'range':
      return `a whole number from ${a.min} to ${a.max}`;
    case 'text':
      return 'text';
    case 'function':
      return 'a function';
    case 'list':
      return 'a list';
    case 'object':
      return 'an object';
    case 'board':
      return 'a Board';
    case 'card':
      return "a card number from 0 to 51 or a card's name";
    case 'hint':
      return 'a value hint() returned';
    case 'variant':
      return `a variant record or one of the names ${a.names.join(', ')}`;
    case 'pile':
      return 'a pile ({ kind, index })';
    case 'move':
      return 'a move ({ from, to, count })';
    case 'piles':
      return `a list of ${a.count} piles, each a list of cards`;
    case 'choices':
    case 'keys':
      return a.choices.join(', ');
    case 'pysol':
      return 'a PySol game number from 32000, as text ("32000")';
    case 'standard-move':
      return `a move of ${a.variant} in standard notation (3a, a5, 8h, 53)`;
    case 'params':
      return `the parameters of ${a.code}, as errors.md lists them`;
  }
}

function allowedText(a: AllowedValues): string {
  switch (a.kind) {
    case 'range':
      return `a whole number from ${a.min} to ${a.max}`;
    case 'name':
      return 'a non-empty name';
    case 'choices':
      return a.choices.join(', ');
    case 'boolean':
      return 'true or false';
    case 'one-per-suit':
      return '4 (one per suit)';
    case 'variant':
      return 'a Variant (findVariant gives one)';
  }
}

/** A file name with a space, for each command that takes one, as UNCLOSED_QUOTE shows it. */
const QUOTED_EXAMPLES: ReadonlyMap<string, string> = new Map([
  ['save', 'my game.json'],
  ['s', 'my game.json'],
  ['moves', 'my moves.txt'],
  ['browse', 'my moves.txt'],
  ['deck', 'my deck.txt'],
]);

/** The English sentence of every error code (each ends with a full stop). */
export const errorsEn: ErrorCatalog = {
  UNKNOWN_COMMAND: (p) =>
    p.suggestion
      ? `"${clip(p.word)}" is not a command; did you mean "${p.suggestion}"? Type h for the list of commands.`
      : `"${clip(p.word)}" is not a command; type h for the list of commands.`,
  NO_FREE_CELL: (p) => (p.cells === 0 ? 'This game has no cells.' : `There is no free cell: ${p.cells === 1 ? 'the only cell holds a card' : `all ${p.cells} cells hold a card`}.`),
  CARD_INDEX: (p) =>
    `${capital(pileOf(p.pile))} has no card ${p.cardIndex}: ${p.size === 0 ? 'it is empty' : p.size === 1 ? 'it holds only card 1' : `its cards are numbered 1 to ${p.size} from the bottom`}.`,
  COLUMN_ALONE: (p) => `"${clip(p.line)}" is not a move: a column number alone takes no other word${p.suggestion ? `; did you mean "${p.suggestion}"?` : '.'}`,
  NOT_A_MOVE: (p) =>
    p.quickOff !== undefined
      ? `Only moves can share a line, and "${clip(p.part)}" is one only with quick moves on: type quick on, or tc ${p.quickOff} for this one.`
      : p.comma === undefined
        ? `Only moves can share a line, and "${clip(p.part)}" is not a move.`
        : `Moves split by spaces are written in standard notation, and "${clip(p.part)}" alone is a quick move to a cell: put commas between them (${clip(p.comma)}).`,
  NOT_A_PILE: (p) =>
    p.reason === 'leading-zero'
      ? `"${clip(p.argument)}" is not a pile label: piles are numbered without leading zeros${withoutZeros(p.argument)}.`
      : `"${clip(p.argument)}" is not a pile such as C1, O1 or F1; usage: ${p.usage}.`,
  UNCLOSED_QUOTE: (p) => `${p.command} has a ${p.quote} that is never closed; a name with spaces goes between two quotes: ${p.command} ${p.quote}${QUOTED_EXAMPLES.get(p.command) ?? 'my game.json'}${p.quote}.`,
  LINE_TOO_LONG: (p) => `That line is ${p.length} characters long; commands are short (at most ${p.max}).`,
  BAD_ARGUMENT: (p) => `${p.command} takes ${p.choices.join(' or ')}, not "${clip(p.argument)}".`,
  WRONG_ARGUMENT_COUNT: (p) => {
    if (p.extra !== undefined) return `${p.command} does not take "${clip(p.extra)}"; ${p.max === 0 ? 'it takes no arguments' : `usage: ${p.usage}`}${/\bFILE\b/.test(p.usage) ? ' (put a name with spaces in quotes)' : ''}.`;
    if (p.max === 0) return `${p.command} takes no arguments.`;
    if (p.got === 0 && p.usage.endsWith(' INDEX PILE')) return `${p.command} needs a card index and a destination pile; usage: ${p.usage}.`;
    if (p.got === 1 && p.usage.endsWith(' INDEX PILE')) return `${p.command} needs a destination pile after the card index; usage: ${p.usage}.`;
    if (p.usage.includes('|') || p.usage.includes('[FILE]') || !/COLUMN|CELL/.test(p.usage)) return `Usage: ${p.usage}.`;
    const wanted = p.min === p.max ? `${p.min}` : `${p.min} or ${p.max}`;
    return `${p.command} needs ${wanted} numbers, not ${p.got}: ${p.usage}.`;
  },
  NOT_A_NUMBER: (p) => {
    const digits = /[^\x00-\x7f]/.test(p.argument) && /\p{Nd}/u.test(p.argument) ? ' (type it with the digits 0 to 9)' : '';
    if (p.kind === 'game') return `"${clip(p.argument)}" is not a game number${digits}: use a whole number from 1 to 8589934591 (or ms:N), or pysol:N for a PySol game.`;
    if (p.kind === 'pysol') return `"${clip(p.argument)}" is not a PySol game number${digits}: use a whole number from 1 up, or ms1 to ms8589934591.`;
    if (p.kind === 'pile') return `"${clip(p.argument)}" is not a column number, cells or foundations${digits}: ${p.command} 3 reads column 3, ${p.command} cells the cells, ${p.command} foundations the foundations.`;
    if (p.kind === 'moves') return `"${clip(p.argument)}" is not a number of moves${digits}: ${p.command} N ${p.command === 'redo' ? 'plays N undone moves again' : 'takes back N moves'}, N a whole number from 1.`;
    return `"${clip(p.argument)}" is not a ${p.kind === 'count' ? 'card count' : `${p.kind} number`}${digits}.`;
  },
  OUT_OF_RANGE: (p) => {
    const given = clip(p.text ?? String(p.value));
    if (p.kind === 'count') return `A card count must be ${p.max === 1 ? '1' : `from 1 to ${p.max}`}, not ${given}${hexCount(p.text, p.value) ? ` (v takes hexadecimal digits: ${given} is ${p.value})` : ''}.`;
    if (p.kind === 'moves') return `The number of moves to ${p.command === 'redo' ? 'play again' : 'take back'} must be a whole number from 1, not ${given}.`;
    if (p.max === 0) return `There is no ${kindName(p.kind)} ${given}: this game has no ${kindPlural(p.kind)}.`;
    if (p.max === 1) return `There is no ${kindName(p.kind)} ${given}: this game has only ${kindName(p.kind)} 1.`;
    return `There is no ${kindName(p.kind)} ${given}: ${kindPlural(p.kind)} are numbered 1 to ${p.max}.`;
  },
  BAD_NOTATION: (p, { variant }) => {
    if (p.notation === 'solver') {
      if (p.reason === 'count') return `"${clip(p.token)}": only a move from a stack to a stack takes a count.`;
      if (p.reason === 'pile' && variant) {
        const cells = variant.cells === 0 ? 'no freecell' : variant.cells === 1 ? 'its freecell 0' : `its freecells 0 to ${variant.cells - 1}`;
        return `"${clip(p.token)}" names a pile this game does not have: Freecell Solver counts from 0, so its stacks are 0 to ${variant.columns - 1} and ${cells}.`;
      }
      return `"${clip(p.token)}" is not one of Freecell Solver's move sentences (write it like Move a card from stack 3 to freecell 0).`;
    }
    if (p.reason === 'count') return `"${clip(p.token)}": only a move from a column to a column takes a count.`;
    if (p.reason === 'pile' && variant) {
      return `"${clip(p.token)}" names a pile this game does not have: columns are 1 to ${variant.columns}, cells ${cellRange(variant)}, and h is the foundations.`;
    }
    return `"${clip(p.token)}" is not a move in standard notation (write it like 3a, a5, 8h or 53).`;
  },
  SAME_PILE: (p) => `${capital(pileName(p.pile))} is both the source and the destination.`,
  NO_SUCH_PILE: (p) =>
    p.available === 0
      ? `There is no ${pileName(p.pile)}: this game has no ${p.pile.kind}s.`
      : p.available === 1
        ? `There is no ${pileName(p.pile)}: this game has only ${p.pile.kind} 1.`
        : `There is no ${pileName(p.pile)}: ${p.pile.kind}s are numbered 1 to ${p.available}.`,
  ILLEGAL_SOURCE: (p) => (p.pile.kind === 'foundation' ? 'Cards cannot be moved off the foundations.' : `Cards cannot be moved from a ${p.pile.kind}.`),
  EMPTY_SOURCE: (p) => `${capital(pileName(p.pile))} is empty: there is no card to move.`,
  NOT_ENOUGH_CARDS: (p) => `${capital(pileName(p.pile))} holds ${plural(p.available, 'card')}, so ${p.count} cannot move.`,
  ONE_CARD_ONLY: (p) => `A ${p.to.kind} takes one card at a time, not ${p.count}.`,
  SINGLE_CARD_ONLY: (p) => `Cards move one at a time in this game, so ${p.count} cannot move together.`,
  NOT_A_RUN: (p, { variant, card: c }) =>
    `The last ${p.count} cards of ${pileName(p.pile)} are not a run: ${c(p.lower)} does not follow ${c(p.upper)} (${variant ? buildRuleText(variant) : 'see the rules'}).`,
  NOT_ENOUGH_SPACE: (p, { variant }) =>
    variant && variant.emptyColumn !== 'any'
      ? `Not enough free space to move ${p.count} cards: with ${plural(p.freeCells, 'free cell')} you can move ${p.max} at most${
          p.emptyColumns === 0
            ? ''
            : `; ${p.emptyColumns === 1 ? 'the empty column besides the destination cannot' : `the ${p.emptyColumns} empty columns besides the destination cannot`} help, as ${variant.emptyColumn === 'kings' ? 'an empty column takes only a King' : 'empty columns cannot be filled in this game'}`
        }.`
      : `Not enough free space to move ${p.count} cards: with ${plural(p.freeCells, 'free cell')} and ${p.emptyColumns === 0 ? 'no empty column' : plural(p.emptyColumns, 'empty column')} besides the destination you can move ${p.max} at most.`,
  CELL_OCCUPIED: (p, { card: c }) => `${capital(pileName(p.cell))} is not empty: it holds ${c(p.card)}.`,
  NEEDS_ACE: (p, { card: c }) => `Can't put ${c(p.card)} on ${pileName(p.to)}: an empty foundation takes an Ace.`,
  WRONG_SUIT: (p, ctx) => wrongCard('suit', p, ctx),
  WRONG_COLOUR: (p, ctx) => wrongCard('colour', p, ctx),
  WRONG_RANK: (p, ctx) => wrongCard('rank', p, ctx),
  EMPTY_COLUMN_RULE: (p, { card: c }) =>
    p.rule === 'kings'
      ? `Can't put ${c(p.card)} in empty ${pileName(p.to)}: only a King may fill an empty column.`
      : `Can't put ${c(p.card)} in empty ${pileName(p.to)}: empty columns cannot be filled in this game.`,
  ACE_TO_FOUNDATION_ONLY: (p, { card: c }) => `Can't put ${c(p.card)} on ${pileName(p.to)}: in this game an Ace may only go to a foundation.`,
  NOT_HOME_YET: (p, { card: c }) => `${capital(c(p.card))} cannot go to the foundations yet: ${c(p.needs)} is not on a foundation.`,
  NO_SUCH_CARD: (p) =>
    // cardIndex counts from 0 in the call; the sentence counts from 1, as it does the pile
    p.size === 0
      ? `${capital(pileName(p.pile))} is empty.`
      : `${capital(pileName(p.pile))} has no card ${isCountable(p.cardIndex) ? p.cardIndex + 1 : atIndex(p.cardIndex)}: ${p.size === 1 ? 'it holds only card 1' : `its cards are numbered 1 to ${p.size} from the bottom`}.`,
  BAD_COUNT: (p) => `A move from ${pileName(p.pile)} carries a whole number of cards, at least 1, not ${clip(p.count)}.`,
  UNKNOWN_PILE_KIND: (p) => `"${p.kind}" is not a kind of pile: use column, cell or foundation.`,
  BAD_VARIANT: (p) =>
    p.allowed.kind === 'variant'
      ? `${p.value === undefined ? 'variant is missing' : `variant cannot be ${SHOWN_KINDS.includes(String(p.value)) ? String(p.value) : clip(shownValue(p.value))}`}: it must be a Variant (${typeof p.value === 'string' && !SHOWN_KINDS.includes(p.value) ? `findVariant(${clip(shownValue(p.value))})` : 'findVariant'} gives one).`
      : p.value === undefined
      ? `The rules have no ${p.parameter}: it must be ${allowedText(p.allowed)}.`
      : SHOWN_KINDS.includes(String(p.value))
        ? `The rules cannot have ${String(p.value)} as ${p.parameter}: it must be ${allowedText(p.allowed)}.`
        : `The rules cannot have ${p.parameter} ${clip(shownValue(p.value))}: it must be ${allowedText(p.allowed)}.`,
  UNKNOWN_VARIANT: (p) => `Unknown variant "${clip(p.requested)}"; known variants: ${p.known.join(', ')}.`,
  BAD_GAME_NUMBER: (p) => `Game number "${clip(p.requested)}" is not a whole number from 1 to 8589934591.`,
  BAD_PYSOL_NUMBER: (p) => `PySol game number "${clip(p.requested)}" is not a whole number from 1 up, nor ms1 to ms8589934591.`,
  BAD_DECK: (p) => {
    const sentence = ((): string => {
      switch (p.reason) {
        case 'unknown-token':
          return `Token ${p.position}, "${clip(p.token ?? '')}", is not a card.`;
        case 'duplicate':
          return p.token === undefined ? `Card ${p.position} repeats card ${p.firstPosition}.` : `Token ${p.position}, "${clip(p.token)}", repeats token ${p.firstPosition}${p.firstLine === undefined ? '' : ` (line ${p.firstLine})`}.`;
        case 'too-many':
          return `Token ${p.position}${p.token === undefined ? '' : `, "${clip(p.token)}",`} is a card more than 52.`;
        case 'too-few':
          return p.count === undefined ? 'The deck has fewer than 52 cards.' : `The deck has ${plural(p.count, 'card')}, not 52.`;
        case 'empty':
          return 'The deck has no cards.';
      }
    })();
    // a deck file on several lines: the line of the token first
    return p.line === undefined ? sentence : `Line ${p.line}: ${sentence[0]!.toLowerCase()}${sentence.slice(1)}`;
  },
  BAD_CARD: (p) => `"${clip(p.token)}" is not a card.`,
  BAD_OPTION: (p) => {
    const a = p.allowed;
    switch (a.kind) {
      case 'needs':
        return `${p.option} needs ${a.option} too.`;
      case 'factory':
        return `${p.option} cannot be built with new: use ${a.use.join(' or ')}.`;
      case 'one-field':
        return `${p.option} must have exactly one of the fields ${a.fields.join(', ')}.`;
      case 'cleared':
        return `${p.option} cannot be ${clip(p.value)}: ${a.cleared ? 'every card of the board is on the foundations' : 'not every card of the board is on the foundations'}.`;
      case 'keys':
        return `${p.option} has no option ${clip(p.value)}: the options are ${a.choices.join(', ')}.`;
      default:
        return p.missing ? `${p.option} is missing: it must be ${optionText(a)}.` : `${p.option} cannot be ${clip(p.value)}: it must be ${optionText(a)}.`;
    }
  },
  BAD_BOARD: (p, ctx) => {
    // text that is not JSON: what is wrong, then where, as a settings or statistics file says it
    if (p.problem.kind === 'not-json' && p.problem.column !== undefined && p.line > 0) return `Not valid JSON: line ${p.line}, column ${p.problem.column}.`;
    const reason = boardProblemText(p.problem, ctx);
    return `${capital(p.line > 0 ? `line ${p.line}: ${reason}` : reason).replace(/[\s.]+$/, '')}.`;
  },
  UNREADABLE_MOVES: (p) => `Line ${p.line}: "${clip(p.token)}" is not a move.`,
  UNREADABLE_FILE: (p) => `Cannot read ${p.kind !== undefined && Object.hasOwn(FILE_KINDS, p.kind) ? `${FILE_KINDS[p.kind as FileKind]} ` : ''}${p.file === '' ? '""' : p.file}: ${unreadableText(p)}.`,
  LOCKED: (p) =>
    p.remote
      ? `Another freecell (process ${p.pid} on ${quoted(p.host)}, which this machine cannot check) keeps it locked; once that freecell has ended, remove ${quoted(p.file)}.`
      : `Another freecell (process ${p.pid}) keeps it locked.`,
  FILE_SYSTEM: (p) => {
    const owned = p.rootOwned;
    const why =
      p.reason === 'other'
        ? (p.detail ?? 'the system refused')
        : `${FS_REASONS[p.reason]}${owned ? ` (${quoted(owned.path)} belongs to root; sudo chown -R ${quoted(owned.user)} ${quoted(owned.path)} gives it back to you)` : ''}`;
    if (p.action === 'list') return `Cannot list ${p.file}: ${why}.`;
    if (p.action === 'lock') return `Cannot lock ${p.file}: ${why}.`;
    return `${capital(why).replace(/[\s.]+$/, '')}.`;
  },
  BAD_SAVE: (p, ctx) => {
    switch (p.kind) {
      case 'version':
        return `${'text' in p.version ? `The save is version ${clip(p.version.text)}` : `The version is ${JSON_KINDS[p.version.kind]}`}; this program reads versions 1 and ${p.supported}.`;
      case 'unknown-variant':
        return 'text' in p.variant ? `Unknown variant ${clip(p.variant.text)}.` : `The variant is ${JSON_KINDS[p.variant.kind]}, not a name.`;
      case 'missing-field':
        return `The "${p.field}" field is missing.`;
      case 'too-deep':
        return `Lists and objects nest more than ${p.limit} deep, far deeper than a saved game needs.`;
      case 'bad-rules':
        return p.cause.code === 'BAD_VARIANT' ? `${capital(reasonText(errorsEn, p.cause, ctx))}.` : `The rules are not valid (${reasonText(errorsEn, p.cause, ctx)}).`;
      case 'damaged-line':
        return `Line ${p.line} is damaged.`;
      case 'table-too-large':
        return `The table has ${p.columns} columns and ${p.cells} cells, more than the game draws.`;
      case 'undealable':
        return `Its deal cannot be dealt: ${lookupError(errorsEn, p.cause, { ...ctx, variant: p.variant })}`;
      case 'unplayable-move':
        return `Move ${p.number}, ${p.token}, cannot be played: ${lookupError(errorsEn, p.cause, { ...ctx, variant: p.variant })}`;
      default:
        return SAVE_PROBLEMS[p.kind];
    }
  },
  BAD_STATS: (p) => {
    switch (p.kind) {
      case 'not-json':
        return 'The file is not complete JSON.';
      case 'bad-json':
        return `The file is not valid JSON: line ${p.line}, column ${p.column}.`;
      case 'not-stats':
        return 'The file is not a statistics file.';
      case 'too-deep':
        return `Lists and objects nest more than ${p.limit} deep, far deeper than statistics need.`;
      case 'version':
        return 'The file is not a version 1, 2 or 3 statistics file.';
      case 'newer':
        return `The file holds statistics of version ${p.version}, written by a newer freecell; this one reads versions 1 to 3.`;
      case 'bad-record':
        return `The record of ${p.key} is not valid.`;
      case 'bad-source':
        return `${capital(p.source)} is not a source of deals.`;
    }
  },
  BAD_SETTINGS: (p) => {
    switch (p.kind) {
      case 'not-json':
        return 'The file is not complete JSON.';
      case 'bad-json':
        return `The file is not valid JSON: line ${p.line}, column ${p.column}.`;
      case 'version':
        return 'The file is not a version 1 settings file.';
      case 'newer':
        return `The file holds settings of version ${p.version}, written by a newer freecell; this one reads version 1.`;
      case 'too-deep':
        return `Lists and objects nest more than ${p.limit} deep, far deeper than settings need.`;
    }
  },
  USAGE: (p) => p.sentence,
  INPUT_LINE_TOO_LONG: (p) => `Standard input has a line longer than ${sizeText(p.limit)}; that is not a list of commands, so the game stops here.`,
};

/** The end of the sentence that announces a solution: the keys, and whether Enter plays the moves one by one or all at once (they all go home). */
function solutionKeys(home: boolean): string {
  return home ? ', all to the foundations: press Enter to play them at once, or q to stop.' : ': press Enter for each move, or q to stop.';
}

/** WRONG_SUIT, WRONG_COLOUR and WRONG_RANK: the card, where it was put, and what that place takes. */
function wrongCard(what: 'suit' | 'colour' | 'rank', p: ErrorParams['WRONG_RANK'], { variant, card: c }: ErrorContext): string {
  const head = `Can't put ${c(p.card)} on ${c(p.onto)}`;
  if (p.to.kind === 'foundation') {
    const next = rankOf(p.onto) === 13 ? 'the foundation is complete' : `it takes the ${RANK_NAMES[rankOf(p.onto) + 1]} of ${suitName(suitOf(p.onto))} next`;
    return `${head} in ${pileName(p.to)}: ${next}.`;
  }
  if (what === 'rank') {
    const wanted = rankOf(p.onto) === 1 ? 'nothing goes on an Ace' : `${c(p.onto)} takes ${cardTaken(p.onto, variant, c)}`;
    return `${head}: a column is built down one rank at a time, and ${wanted}.`;
  }
  return `${head}: ${variant ? buildRuleText(variant) : 'see the rules'}.`;
}

/** What a column card takes under the variant's build rule: the very card (by suit), a rank of the other colour, or any card of the rank. */
function cardTaken(onto: number, variant: Variant | undefined, c: CardNamer): string {
  const lower = rankOf(onto) - 1;
  if (variant?.buildBy === 'suit') return c(makeCard(lower, suitOf(onto)));
  if (variant?.buildBy === 'alternate-colour') return `a ${isRed(onto) ? 'black' : 'red'} ${RANK_NAMES[lower]}`;
  return aRank(lower);
}

function helpLines(variant: Variant, plain = false): string[] {
  const runs =
    variant.sequenceMoves === 'single'
      ? 'Cards move one at a time.'
      : variant.sequenceMoves === 'unlimited'
        ? 'A run of any length moves at once.'
        : variant.emptyColumn === 'any'
          ? `A run moves as a unit when free cells and empty columns allow: ${plain ? 'as many cards as the number of free cells plus one, times two for each empty column besides the destination' : '(free cells + 1) x 2^(empty columns besides the destination)'}.`
          : `A run moves as a unit when free cells allow: ${plain ? 'one card more than there are free cells' : 'free cells + 1 cards'}.`;
  const empty = variant.emptyColumn === 'any' ? 'Any card may fill an empty column.' : variant.emptyColumn === 'kings' ? 'Only a King may fill an empty column.' : 'Empty columns stay empty.';
  const extra = [
    ...(variant.cellsDealt > 0 ? [`The deal puts ${plural(variant.cellsDealt, 'card')} in the cells.`] : []),
    ...(variant.acesToFoundationOnly ? ['An Ace may only go to a foundation.'] : []),
  ];
  return [
    `${variant.name}: ${plural(variant.columns, 'column')} built down ${BUILD_WORDS[variant.buildBy]}; ${plural(variant.cells, 'cell')}${variant.cells > 7 ? ` (${cellRange(variant)} in standard notation)` : ''}; foundations built up by suit from the Ace.`,
    `${runs} ${empty}`,
    ...extra,
  ];
}

/** What is wrong with a moves file that starts as JSON, as a clause. */
function movesJsonEn(problem: MovesJsonProblem): string {
  if (problem.kind === 'too-deep') return `lists and objects nest more than ${problem.limit} deep, far deeper than a moves file needs`;
  if (problem.kind === 'no-moves') return 'JSON without the "moves" list of strings that a JSON moves file has';
  return `not valid JSON: ${problem.at === 'end' ? 'the text ends too soon' : `line ${problem.at.line}, column ${problem.at.column}`}`;
}

/** Why `browse -` cannot read its moves: standard input holds its keys. */
const KEYS_ON_INPUT_EN = 'browse reads its keys from standard input, so the moves must come from a file (replay - reads moves from standard input)';

const FILE_KINDS: Record<FileKind, string> = {
  deck: 'deck file',
  board: 'board file',
  moves: 'moves file',
  transcript: 'transcript',
  save: 'save file',
  stats: 'statistics file',
  deals: 'deals file',
  results: 'results file',
  settings: 'settings file',
};

/** A size limit in words: "64 KB", "16 MB". */
function sizeText(bytes: number): string {
  if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) === 0) return `${bytes / (1024 * 1024)} MB`;
  if (bytes >= 1024 && bytes % 1024 === 0) return `${bytes / 1024} KB`;
  return plural(bytes, 'byte');
}

/** Why an input file was not read. */
function unreadable(err: UnreadableFileError): string {
  return unreadableText(err.params);
}

/** Why an input file was not read, from the error's parameters. */
function unreadableText(err: ErrorParams['UNREADABLE_FILE']): string {
  switch (err.reason) {
    case 'missing':
      return 'no such file';
    case 'path-not-folder':
      return 'a folder in its path is a file';
    case 'folder':
      return 'it is a folder';
    case 'fifo':
      return 'it is a FIFO, not a regular file';
    case 'device':
      return 'it is a device, not a regular file';
    case 'socket':
      return 'it is a socket, not a regular file';
    case 'denied':
      return 'permission denied';
    case 'too-big':
      return `it is larger than ${sizeText(err.limit ?? 0)}`;
    case 'not-utf8':
      return `it is not UTF-8 text (byte ${(err.offset ?? 0) + 1})`;
    case 'not-utf16':
      return `it is UTF-16 text cut in the middle of a character (byte ${(err.offset ?? 0) + 1})`;
    case 'io':
      return 'input/output error';
    case 'loop':
      return 'its links lead round in a circle';
    case 'name-too-long':
      return 'the name is too long';
    case 'name-not-utf8':
      return 'no such file, or its name is not UTF-8 (freecell can open only UTF-8 names)';
    case 'write-only':
      return 'it is open for writing only';
    case 'too-many-files':
      return 'too many files are open (raise the limit of open files, ulimit -n)';
    case 'other':
      return err.detail ?? 'it cannot be read';
  }
}

/** A reason to put inside a sentence: visible, and without a full stop of its own. */
function reason(why: string): string {
  return visible(why).replace(/[\s.]+$/, '');
}

/** Minutes and seconds played ("2:05", "1:02:05"). */
function clock(ms: number): string {
  const total = Math.floor(Math.max(0, ms) / 1000);
  const two = (n: number): string => String(n).padStart(2, '0');
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  return h > 0 ? `${h}:${two(m)}:${two(total % 60)}` : `${m}:${two(total % 60)}`;
}

const CARD_WORDS = ['', 'ace', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'jack', 'queen', 'king'];
const SUIT_WORDS = ['clubs', 'diamonds', 'hearts', 'spades'];

/** The rules of `variant` that differ from those of the variant it is named after. */
function rulesText(variant: Variant, named: Variant): string {
  const parts: string[] = [];
  if (variant.columns !== named.columns) parts.push(plural(variant.columns, 'column'));
  if (variant.cells !== named.cells) parts.push(variant.cells === 0 ? 'no cells' : plural(variant.cells, 'cell'));
  if (variant.buildBy !== named.buildBy) parts.push(`built ${BUILD_WORDS[variant.buildBy] ?? variant.buildBy}`);
  if (variant.emptyColumn !== named.emptyColumn) parts.push(variant.emptyColumn === 'any' ? 'any card fills a column' : variant.emptyColumn === 'kings' ? 'kings fill columns' : 'columns stay empty');
  if (variant.sequenceMoves !== named.sequenceMoves) parts.push(variant.sequenceMoves === 'single' ? 'one card at a time' : variant.sequenceMoves === 'unlimited' ? 'runs of any length' : 'runs as space allows');
  if (variant.cellsDealt !== named.cellsDealt) parts.push(`${variant.cellsDealt} dealt to the cells`);
  if (variant.acesToFoundationOnly !== named.acesToFoundationOnly) parts.push(variant.acesToFoundationOnly ? 'aces home' : 'aces anywhere');
  return parts.join(', ');
}

/** Cards as a move line names them: one card, or "3 cards (9♥ 8♠ 7♦)". */
function cardsText(cards: readonly number[], card: CardNamer): string {
  return cards.length === 1 ? card(cards[0]!) : `${cards.length} cards (${cardList(cards, card)})`;
}

function autoText(autoMoves: number): string {
  return autoMoves > 0 ? `, with ${plural(autoMoves, 'autoplay move')}` : '';
}

const SOURCE_WORDS: Record<DealSource, string> = { numbered: 'numbered deals', deck: 'deck files', board: 'boards' };

/** One variant's record: games played, their results, then streaks, best time and fewest moves (lines that fit 80 columns). */
function statsLines(key: string, source: DealSource, s: import('../store').VariantStats): string[] {
  const percent = s.played === 0 ? 0 : Math.round((100 * s.won) / s.played);
  return [
    `${quoted(key)}, ${SOURCE_WORDS[source]}: ${plural(s.played, 'game')} played`,
    `  ${s.won} won (${percent}%), ${s.lost} lost, ${s.gaveUp} given up, ${s.helped} solved with help`,
    `  streak ${s.streak}, longest ${s.longestStreak}; best time ${s.bestMs === null ? 'none yet' : formatDuration(s.bestMs)}; fewest moves ${s.fewestMoves ?? 'none yet'}`,
  ];
}

/** What may follow a won or lost game: a new deal by r, unless r deals the same layout again (a deck file or a board). */
function whatNext(sameLayout: boolean): string {
  return sameLayout ? 'restart to play this one again, game N for a numbered deal, or q to quit' : 'r for a new deal, restart to play this one again, or q to quit';
}

/** The lines of a win. */
function winSummary(w: WinSummary): string[] {
  const auto = w.auto > 0 ? ` (and ${plural(w.auto, 'automatic move')})` : '';
  const time = formatDuration(w.elapsedMs);
  const solver = w.solver === undefined || w.solver === 'unknown' || w.solver === 0 ? '' : w.solver === w.typed ? (w.typed === 1 ? ', played by the solver' : ', all played by the solver') : `, ${w.solver} of them played by the solver`;
  const lines = [
    w.solver === 'unknown'
      ? `Game won in ${plural(w.typed, 'move')}${auto}, in ${time}; the solver played moves of this game.`
      : solver !== ''
        ? `Game won in ${plural(w.typed, 'move')}${solver}${auto}, in ${time}.`
        : `You won in ${plural(w.typed, 'move')}${auto}, in ${time}!`,
  ];
  const st = w.standing;
  switch (st.kind) {
    case 'kept': {
      const streak = `Streak: ${plural(st.streak, 'win')} in a row.`;
      if (st.deal) {
        const time = `${formatDuration(st.deal.bestMs)}${st.deal.newBestTime && st.deal.wins > 1 ? ' (a new record)' : ''}`;
        const fewest = `${plural(st.deal.fewestMoves, 'move')}${st.deal.newFewest && st.deal.wins > 1 ? ' (a new record)' : ''}`;
        lines.push(`Your best on this deal: ${time}, ${fewest}. ${streak}`);
      } else {
        lines.push(streak);
      }
      break;
    }
    case 'helped':
      lines.push(
        w.solver === 0
          ? 'The solver played moves of this game that were taken back since: it still counts as solved with help, not as a win.'
          : 'This game counts as solved with help, not as a win.',
      );
      break;
    case 'not-kept':
      lines.push('Statistics are kept only for games played at a terminal, resumed with --resume or saved with save; this one is not counted.');
      break;
    case 'off':
      lines.push('Statistics are off (freecell config statistics on turns them on); this game is not counted.');
      break;
    case 'counted-before':
      lines.push("This game's result was already counted before this win.");
      break;
    case 'waiting-before':
      lines.push("This game's result is the one before, which waits in its own save to be counted; this win is not counted.");
      break;
    case 'uncounted-before':
      lines.push("This game's result was settled before this win without being counted (statistics off, or a game not kept), so this win is not counted either.");
      break;
    case 'failed':
      lines.push("This win is not counted yet: it waits in the game's save, and is counted the next time freecell starts and can update the statistics.");
      break;
    case 'unsaved':
      lines.push('This win is not counted: neither the statistics nor the games folder can be written now. save FILE keeps the game in a folder that can be written, and freecell --resume FILE counts the win.');
      break;
  }
  lines.push(en.wonHint, `Type ${whatNext(w.sameLayout)}.`);
  return lines;
}

/** A line of a difference, quoted: an excerpt marked with … and placed in its line; `ended` when its text has ended there. */
function shownLine(shown: ShownLine | undefined, ended: string): string {
  if (shown === undefined) return ended;
  const { text, before, after } = shown;
  const total = before + Array.from(text).length + after;
  const place = before + after === 0 ? '' : ` (characters ${before + 1} to ${total - after} of ${total})`;
  return `${before > 0 ? '…' : ''}${formatJsonVisible(text)}${after > 0 ? '…' : ''}${place}${shown.newline ? '' : ' (no newline at its end)'}`;
}

/** English. */
export const en: Catalog = {
  lang: 'en',
  thousands: ',',
  board: {
    game: (n) => `game ${n}`,
    deck: (name) => `deck ${quoted(name)}`,
    position: (name) => `board ${quoted(name)}`,
    moves: (n) => plural(n, 'move'),
    cells: 'cells',
    foundations: 'foundations',
    status: { winnable: 'winnable', unwinnable: 'cannot be won', unknown: 'winnable?', won: 'won' },
    pysol: (seed) => `PySol deal ${seed}`,
    rated: (label, rating) => `${label} (${en.board.ratings[rating]})`,
    ratings: { easy: 'easy', medium: 'medium', hard: 'hard' },
  },
  opening: ['Type h for help, q to quit.'],
  help: helpLines,
  won: (moves, sameLayout) => `You won in ${plural(moves, 'move')}! Type ${whatNext(sameLayout)}.`,
  moveLine: (move, cards, card) => {
    const what = cards.length > 1 ? `${cards.length} cards (${cardList(cards, card)})` : card(cards[0]!);
    return `${what} from ${pileName(move.from)} to ${pileName(move.to)}`;
  },
  autoplayLine: (cards, card) => `Autoplay: ${cardList(cards, card)} to the foundations`,
  uncoveredLine: (columns, card) =>
    capital(
      columns
        .map((c) => {
          const pile = `${c.cell === true ? 'cell' : 'column'} ${c.index + 1}`;
          return c.card === undefined ? `${pile} is now empty` : `${pile} now ${c.cell === true ? 'holds' : 'ends with'} ${card(c.card)}`;
        })
        .join('; '),
    ),
  backFromFoundationsLine: (cards, card) => `Back from the foundations: ${cards.map((c) => `${card(c.card)} to ${pileName(c.to)}`).join(', ')}`,
  restarted: (attempt, typed) =>
    `The deal starts again${attempt > 1 ? `: attempt ${attempt}` : ''}${typed > 0 ? `; u brings back ${typed === 1 ? 'your move' : `your ${typed} moves`}` : ''}.`,
  restartUndone: (typed) => `Restart undone: back to move ${typed}.`,
  undoneMoves: (taken, autoMoves, noMore, restartUndone, typed) => {
    const moves = `${plural(taken, 'move')}${autoText(autoMoves)}`;
    if (!restartUndone) return `Took back ${moves}${noMore ? ': there were no more' : ''}.`;
    if (taken === 0) return `Restart undone: back to move ${typed}; there were no moves to take back.`;
    return `Restart undone, then took back ${moves}: ${noMore ? 'there were no more' : `back to move ${typed}`}.`;
  },
  redoneMoves: (taken, autoMoves, noMore) => `Played ${plural(taken, 'move')} again${autoText(autoMoves)}${noMore ? ': there were no more' : ''}.`,
  nothingToUndo: 'Nothing to undo.',
  nothingToRedo: 'Nothing to redo.',
  autoplayState: (on) => (on ? 'Autoplay is on: safe cards go to the foundations by themselves.' : 'Autoplay is off.'),
  autoplayUnavailable: 'This style never autoplays.',
  messagesState: (on) => (on ? 'Messages are on: each move says what it did.' : 'Messages are off: a move no longer says what it did (a refused move still says why).'),
  messagesUnavailable: 'This style never says what a move did.',
  messagesAlwaysPlain: 'With --plain a move always says what it did: there is no board to show it.',
  quickCellState: (on) =>
    on ? 'Quick moves to a cell are on: a column number alone moves its last card to a free cell.' : 'Quick moves to a cell are off: a column number alone no longer moves its last card to a free cell.',
  quickCellOff: (column) => `Quick moves to a cell are off: type quick on to move a card with its column number alone, or tc ${column} for this one.`,
  hint: (notation, what) => `Hint: ${notation} (${what}).`,
  hintPastAutoplay: (notation, what, cards, card) => `Hint: ${notation} (${what}); autoplay then sends ${cardList(cards, card)} to the foundations.`,
  cannotBeWon: 'This position can no longer be won; undo to get back to one that can.',
  noHintFound: 'No solution was found within the search limit; the position may still be winnable.',
  solutionFound: (moves, home) => `A solution of ${plural(moves, 'move')}${solutionKeys(home)}`,
  shortSolutionFound: (moves, fallback, home) =>
    `${fallback ? 'The short search found nothing shorter than the fast search, whose solution has' : 'A short solution of'} ${plural(moves, 'move')}${solutionKeys(home)}`,
  solutionNext: (left, home) =>
    left === 0
      ? 'That was the last move of the solution.'
      : home
        ? `The remaining ${plural(left, 'move')} all go to the foundations: Enter plays them at once, q to stop.`
        : `Enter for the next move (${left} left), q to stop.`,
  solutionHomeLine: (cards, card) => `Solution: ${cardList(cards, card)} to the foundations`,
  solutionStopped: 'Solution stopped; the game goes on from here.',
  solverFailed: (message) => `The solver failed on this position (internal error: ${visible(message)}); the game is unchanged. Please report it.`,
  nothingToPlay: (sameLayout) =>
    `The game is won: there is nothing left to play. Type ${sameLayout ? 'restart to play this one again, or game N for a numbered deal' : 'r for a new deal or restart to play this one again'}.`,
  theSaveFile: 'the save file',
  noFileAccess: 'this session cannot write files',
  noFileReading: 'this session cannot read files',
  ownSave: 'it is the save of this game',
  transcriptFile: "it is the file this session's transcript is being recorded to",
  programFile: (what) =>
    what === 'statistics'
      ? "it is freecell's own statistics file"
      : what === 'settings'
        ? "it is freecell's own settings file"
        : "it is in freecell's own folder of saved games (freecell saves lists them)",
  resultsInUse: (pid, host) => `it is being written by another freecell (process ${pid} on ${quoted(host)})`,
  lookingForDeal: (wanted) => `Looking for ${wanted === undefined ? 'a winnable' : wanted === 'easy' ? 'an easy' : `a ${en.board.ratings[wanted]}`} deal: this can take a few seconds.`,
  lookingForShortSolution: 'Looking for a short solution: this can take a few seconds.',
  skippedDeals: (skipped, found) =>
    found
      ? `Skipped ${plural(skipped, 'deal number')} that could not be shown winnable.`
      : `No deal could be shown winnable in ${plural(skipped, 'try', 'tries')}; this one may not be.`,
  ratedSkipped: (skipped, wanted) => `Skipped ${plural(skipped, 'deal number')} to find ${wanted === 'easy' ? 'an' : 'a'} ${en.board.ratings[wanted]} deal.`,
  ratedNotFound: (wanted, tries, got) => `No ${en.board.ratings[wanted]} deal was found in ${plural(tries, 'try', 'tries')}; this one is ${en.board.ratings[got]}.`,
  saved: (file) => `Saved to ${named(file)}.`,
  noStats: 'No statistics are kept in this session.',
  autosaveFailed: (file, why) => `Could not save to ${named(file)}: ${reason(why)}. The game goes on.`,
  statsUnreadable: (file, why) => `The statistics in ${named(file)} cannot be read (${reason(why)}); the file is left as it is.`,
  statsNone: 'No games counted yet.',
  sessionTally: (tally) =>
    `This session: ${plural(tally.won + tally.lost + tally.gaveUp + tally.helped, 'game')} finished: ${tally.won} won, ${tally.lost} lost, ${tally.gaveUp} given up, ${tally.helped} solved with help.`,
  statsLines: statsLines,
  statsResetQuestion: 'Clear all statistics? Type yes to confirm: ',
  statsResetDone: 'Statistics cleared.',
  statsResetOrShow: 'one clears the statistics, the other prints them',
  statsResetKept: 'Statistics kept.',
  statsResetFailed: (file, why) => `cannot clear the statistics in ${named(file)}: ${reason(why)}.`,
  cannotResume: (file, why) => `cannot resume ${named(file)}: ${reason(why)}.`,
  wonHint: 'Type moves to list your moves in standard notation, or moves FILE to save them.',
  noMoves: 'No moves yet.',
  movesSaved: (file, count, replay) => {
    const wrote = `Wrote ${plural(count, 'move')} to ${named(file)}`;
    if (!replay) return `${wrote}.`;
    const back = `freecell replay ${visible(replay.file)} ${visible(replay.flags)}${replay.unnamed ? ' FILE' : ''} plays ${count === 1 ? 'it' : 'them'} back`;
    return replay.unnamed ? `${wrote}; ${back}, FILE being the ${replay.unnamed.kind} file ${named(replay.unnamed.name)}.` : `${wrote}; ${back}.`;
  },
  writeFailed: (file, why) => `Could not write ${named(file)}: ${reason(why)}. The game goes on.`,
  lost: (sameLayout) => `No legal move is left: this game is lost. Type u to undo, ${whatNext(sameLayout)}.`,
  lostAtStart: (sameLayout) => `No legal move is left: this game is lost. No card can move in this deal: type ${sameLayout ? 'game N for a numbered deal' : 'r for a new deal'}, or q to quit.`,
  error: (err, variant, card) => lookupError(errorsEn, err, { variant, card }),
  errorReason: (err, variant, card) => reasonText(errorsEn, err, { variant, card }),
  movesNeedDeal: (command) =>
    `${command} needs the deal the moves were played on: add --game N (the game number in the header of the game), --deck FILE or --board FILE.`,
  transcriptSame: (file) => `${named(file)}: the program prints this transcript exactly.`,
  transcriptNeedsDeal: (command) =>
    `transcript ${command} needs the deal fixed: add --game N, --deck FILE or --board FILE after -- (without one the deal is random, and a check could never match).`,
  transcriptDiffers: (file, line, column, expected, actual) =>
    `${named(file)}: line ${line} differs${column === undefined ? '' : ` at character ${column}`}.\n  expected: ${shownLine(expected, '(end of transcript)')}\n  got:      ${shownLine(actual, '(end of output)')}`,
  solveWonAlready: (what) => `${what} needs no move: every card is on a foundation already.`,
  solveUnwinnable: (what, states) => `${what} cannot be won: every reachable position was examined (${positionCount(states)}).`,
  solveHopeless: (what, reason) =>
    `${what} cannot be won, as seen without searching: ${
      reason.kind === 'suit-twice'
        ? 'two foundations hold the same suit'
        : reason.kind === 'card-missing'
          ? `${reason.card} is not in the game, so the cards of its suit above it can never go to the foundations`
          : `${reason.suits} suits have yet to start a foundation, and ${reason.foundations === 1 ? 'only 1 foundation is' : `only ${reason.foundations} foundations are`} empty`
    }.`,
  solveGaveUp: (what, states, reason, searches) => {
    const count = `${positionCount(states)}${searches > 1 ? ' in all' : ''}`;
    return reason === 'memory'
      ? `gave up on ${what} after ${count} (the memory limit); try a larger --max-memory.`
      : `gave up on ${what} after ${count} (${reason === 'time' ? 'the time limit' : searches > 1 ? "each search's position limit" : 'the position limit'}); try a larger --max-states${reason === 'time' ? ' or --time-limit' : ''}.`;
  },
  solveRandomDeal: (number) => `no deal named: solving game ${number}, picked at random (--game N, --deck FILE or --board FILE names one).`,
  solveSearch: (result, search, states, fastStates, fastGaveUp) => {
    const n = (x: number): string => x.toLocaleString('en-US');
    const after = fastStates === undefined ? '' : fastGaveUp ? ` after the fast search gave up at ${positionCount(fastStates)}` : ` after the fast search found no solution (${positionCount(fastStates)})`;
    if (result === 'gave-up')
      return fastGaveUp === false
        ? `the fast search found no solution (${positionCount(fastStates ?? 0)}), then the exact search gave up at ${n(states)}.`
        : `the fast search gave up at ${positionCount(fastStates ?? 0)}, then the exact search at ${n(states)}.`;
    return `${result === 'solved' ? 'solved' : 'proven unwinnable'} by the ${search} search (${positionCount(states)})${after}.`;
  },
  shortFellBack: 'the short search found no solution shorter than the fast search\'s within its limits; this is the fast search\'s.',
  rangeProgress: (solved, unwinnable, gaveUp, rate, eta) => `solved ${solved}, unwinnable ${unwinnable}, gave up ${gaveUp}, ${rate.toFixed(0)} deals/s, about ${duration(eta)} left`,
  rangeSummary: (s) => {
    const deals = Math.max(1, s.deals - s.readBack);
    return [
      `${s.dealsFile === undefined ? `Deals ${s.from}-${s.to}` : `Deals of ${quoted(s.dealsFile)}`}${s.shard === undefined ? '' : `, shard ${s.shard}`}${s.shard !== undefined || s.dealsFile !== undefined ? ` (${plural(s.deals, 'deal')})` : ''} (${s.variant.name}), ${plural(s.jobs, 'job')}${s.readBack > 0 ? `; ${s.readBack} read back from --jsonl, ${s.deals - s.readBack} solved now` : ''}`,
      `Solved ${s.solved}, unwinnable ${s.unwinnable}${s.unwinnableDeals.length > 0 && s.unwinnableDeals.length <= 20 ? ` (${s.unwinnableDeals.join(', ')})` : ''}, gave up ${s.gaveUp}`,
      `Wall time ${(s.wallMs / 1000).toFixed(2)} s, CPU time ${(s.cpuMs / 1000).toFixed(2)} s; ${s.deals === s.readBack ? 'no deal was left to solve' : `per deal ${(s.wallMs / deals).toFixed(2)} ms wall, ${(s.cpuMs / deals).toFixed(2)} ms CPU; ${((s.deals - s.readBack) / Math.max(s.wallMs / 1000, 0.001)).toFixed(1)} deals per second`}`,
      s.solved === 0 ? 'Solution length: none (no deal was solved)' : `Solution length: mean ${s.meanLength.toFixed(1)}, max ${s.maxLength} moves (a run counted once, foundation moves included)`,
      `Peak memory ${Math.round(s.peakMb)} MB${s.workerPeakMb === undefined ? '' : `, and at most ${Math.round(s.workerPeakMb)} MB in each solving process`}`,
    ];
  },
  rangeDealFailed: (deal, error) => `deal ${deal}: the solver failed (internal error: ${visible(error)}); it is counted as given up.`,
  report: {
    summary: (s) => {
      const lines = [
        `Results of ${plural(s.files, 'file')}: ${plural(s.deals, 'deal')}${s.variant === undefined ? '' : ` (${s.variant})`}${s.duplicates > 0 ? `; ${plural(s.duplicates, 'deal')} in more than one line` : ''}`,
        `Solved ${s.solved}, unwinnable ${s.unwinnable}${s.unwinnableDeals.length > 0 && s.unwinnableDeals.length <= 20 ? ` (${s.unwinnableDeals.join(', ')})` : ''}, gave up ${s.gaveUp}${s.conflicts > 0 ? `, conflicting ${s.conflicts}` : ''}`,
        s.solved === 0 ? 'Solution length: none (no deal was solved)' : `Solution length: mean ${(s.lengthSum / s.solved).toFixed(1)}, max ${s.maxLength} moves (the shortest of each deal's solutions)`,
        `Solving time ${duration(s.ms / 1000)} in all (each line's time added up)`,
      ];
      if (s.range) {
        const shown = s.range.gaps.slice(0, 20).map(([a, b]) => (a === b ? `${a}` : `${a}-${b}`));
        const more = s.range.gaps.length > 20 ? `, and ${plural(s.range.gaps.length - 20, 'more run')}` : '';
        lines.push(`Missing from ${s.range.from}-${s.range.to}: ${s.range.missing === 0 ? 'none' : `${plural(s.range.missing, 'deal')} (${shown.join(', ')}${more})`}`);
        if (s.outside > 0) lines.push(`Left out: ${plural(s.outside, 'deal')} outside ${s.range.from}-${s.range.to}`);
      }
      for (const file of s.torn) lines.push(`${named(file)} ends in a torn line (a run still writing it, or stopped mid-line): that line is left out.`);
      return lines;
    },
    badLine: (file, line) => `${named(file)}, line ${line} is not a result of solve --range or --deals.`,
    otherRules: (file, line, what, theirs, firstFile, ours) =>
      `${named(file)}, line ${line} has ${what} ${quoted(theirs)}, but ${quoted(firstFile)} has ${quoted(ours)}: a report merges the results of one variant and one set of rules.`,
    conflict: (deal, verdicts) => `deal ${deal} has conflicting verdicts: ${verdicts.map((v) => `${v.status} in ${quoted(v.file)}`).join(', ')}.`,
    oneOutput: '--json prints the whole summary, --unwinnable the deals proven unwinnable, --gave-up the deals given up',
  },
  replayStep: (number, token) => `Move ${number}: ${quoted(token)}`,
  variantDescription: (_id, english) => english,
  variantName: (variant) => variant.name,
  replayDone: (moves, won, cards) =>
    won
      ? `${capital(plural(moves, 'move'))} played, all legal; the game is won.`
      : `${capital(plural(moves, 'move'))} played, all legal; the game is not won (${plural(cards, 'card')} on the foundations).`,
  replayIllegal: (number, token, why) => `move ${number}, ${quoted(token)}: ${visible(why)}`,
  screen: {
    moves: (typed, automatic) => `${plural(typed, 'move')}${automatic > 0 ? ` + ${automatic} automatic` : ''}`,
    movesTyped: (moves, solver = 0) =>
      solver === 'unknown'
        ? `${plural(moves, 'move')}, some by the solver`
        : solver === 0
          ? `${plural(moves, 'move')} typed`
          : solver >= moves
            ? `${plural(moves, 'move')} by the solver`
            : `${plural(moves - solver, 'move')} typed + ${solver} by the solver`,
    time: (ms) => `time ${clock(ms)}`,
    attempt: (attempt) => `attempt ${attempt}`,
    rules: rulesText,
    undone: (move, cards, autoMoves, card) => `Undid: ${cardsText(cards, card)} back to ${pileName(move.from)}${autoText(autoMoves)}.`,
    redone: (move, cards, autoMoves, card) => `Redid: ${cardsText(cards, card)} from ${pileName(move.from)} to ${pileName(move.to)}${autoText(autoMoves)}.`,
    lostByMove: (undos) => `That move lost the game: this position can no longer be won; ${plural(undos, 'undo')} ${undos === 1 ? 'goes' : 'go'} back to one that can.`,
    cannotBeWonNow: 'This position cannot be won; hint says how many undos go back to one that can.',
    cannotBeWonUndos: (undos) => `This position cannot be won; ${plural(undos, 'undo')} ${undos === 1 ? 'goes' : 'go'} back to one that can.`,
    dealCannotBeWon: (sameLayout) =>
      `This deal cannot be won, whatever is played from its start; ${sameLayout ? 'type game N for a numbered deal, or q to quit' : 'type r for a new deal'}.`,
    giveUpQuestion: (moves, counting, solver) =>
      `Give up this game (${moves === 0 ? 'back at its start' : en.screen.movesTyped(moves, solver)}) for a new deal?${
        counting === 'counts'
          ? ' It will count as given up in your statistics.'
          : counting === 'counted-before'
            ? ' The statistics counted this game already (from another copy of its save), so giving it up counts nothing more.'
            : counting === 'counted'
              ? ' The statistics counted this game already, so giving it up counts nothing more.'
              : counting === 'waits-elsewhere'
                ? " This game's result is the one before, which waits in its own save to be counted, so giving it up counts nothing more."
                : ''
      }\nType y to give up; show, help or redraw to look first; anything else plays on.`,
    gaveUp: (counted) => (counted ? 'Game given up: the statistics count it as given up.' : 'Game given up.'),
    gaveUpCountedBefore: 'Game given up: the statistics counted this game already (from another copy of its save), so nothing more is counted.',
    gaveUpResultBefore: (counting) =>
      counting === 'counted'
        ? 'Game given up: the statistics counted this game already, so nothing more is counted.'
        : "Game given up: this game's result is the one before, which waits in its own save to be counted, so nothing more is counted.",
    keptPlaying: 'The game goes on.',
    cardWords: (c) => `${CARD_WORDS[rankOf(c)]} of ${SUIT_WORDS[suitOf(c)]}`,
    plainHeader: (pieces, status) => `${pieces.join(', ')}${status === undefined ? '' : `; ${status}`}${status?.endsWith('?') === true ? '' : '.'}`,
    plainPiles: (kind, cards) =>
      cards.length === 0 ? `No ${kind}.` : `${capital(kind)}: ${cards.map((c) => c ?? 'empty').join(', ')}.`,
    plainColumn: (index, cards) => `Column ${index + 1}: ${cards.length === 0 ? 'empty' : cards.join(', ')}.`,
    plainReading: 'Each column is read from its bottom card to its top card; the last card named is the one that can move.',
    plainOwnScreen: 'the CSE 231 style draws its own board',
  },
  winSummary,
  settings: {
    line: (key, value, isDefault, values) => `${key.padEnd(11)} ${value.padEnd(4)} ${isDefault ? '(default)' : '(set)    '}  ${values.join(', ')}`,
    set: (key, value) => `${key} is now ${value}.`,
    reset: (key, value) => `${key} is back to its default, ${value}.`,
    resetAll: 'Every setting is back to its default.',
    file: (file) => `Settings are kept in ${named(file)}; freecell config KEY VALUE changes one, flags override them for one game.`,
    unknownKey: (key, keys) => `there is no setting "${quoted(key)}" (settings: ${keys.join(', ')}).`,
    badValue: (key, value, values) => `${key} takes ${values.slice(0, -1).join(', ')} or ${values.at(-1)!}, not "${quoted(value)}".`,
    needsValue: (key, values) => `config ${key} needs a value: ${values.slice(0, -1).join(', ')} or ${values.at(-1)!}.`,
    resetTakesKey: (value) => `config --reset does not take "${quoted(clip(value))}": it takes a setting (or nothing, for all of them).`,
    unreadable: (file, why) => `The settings in ${named(file)} cannot be read (${reason(why)}); the defaults are used and the file is left as it is.`,
    notTaken: (file, settings) =>
      `Settings in ${named(file)} that this freecell does not take (a newer freecell's, or mistyped): ${settings.map((x) => (x.value === undefined ? quoted(x.field) : `${quoted(x.field)} ${quoted(x.value)}`)).join(', ')}. They stay in the file as they are; the other settings are used.`,
    keptAside: (file, why, aside) => `The settings in ${named(file)} could not be read (${reason(why)}); that file is kept as ${quoted(aside)} and a new one is written.`,
    cannotWrite: (file, why) => `cannot write the settings to ${named(file)}: ${reason(why)}.`,
  },
  games: {
    menuTitle: 'Saved games:',
    menuLine: (n, description, id) => `  ${String(n).padStart(2)}  ${description} (${id})`,
    menuMore: (count) => `      ...and ${count} more: freecell saves lists them, freecell --resume ID resumes one.`,
    menuNew: '   n  start a new game',
    menuPrompt: (count) => (PLURAL.select(count) === 'one' ? 'Choose 1 to resume, n for a new game, or q to quit: ' : `Choose a game (1 to ${count}), n for a new game, or q to quit: `),
    menuInvalid: (count) =>
      PLURAL.select(count) === 'one' ? 'Please type 1 to resume, n for a new game, or q to quit.' : `Please type a number from 1 to ${count}, n for a new game, or q to quit.`,
    takenMeanwhile: (id, pid, host, lock) =>
      lock === undefined
        ? `Game ${id} has just been resumed by another freecell; choose another.`
        : `Game ${id} has just been taken by another freecell (process ${pid} on ${quoted(host ?? '')}, which this machine cannot check); once that freecell has ended, remove ${quoted(lock)}. Choose another.`,
    waiting: (count) => `You have ${plural(count, 'saved game')}: freecell --resume continues the latest, freecell saves lists them.`,
    savedAs: (id) => `Saved as game ${quoted(id)}: freecell --resume ${quoted(id)} continues it.`,
    wonNotSaved: 'This game is won: a won game is not saved to be resumed (moves FILE writes its moves, save FILE the whole game).',
    lostAtStartNotSaved: 'No card can move in this deal, so there is nothing to resume: it is not saved (save FILE writes it to a file all the same).',
    wonSavedToCount: (id) => `Saved as game ${quoted(id)}: it is won, and its win is counted the next time freecell starts and can update the statistics.`,
    keptOnQuit: (id) => `Your game is saved as ${quoted(id)}: freecell --resume ${quoted(id)} continues it.`,
    quitSaveFailed: (file, why, kept) =>
      `Could not save to ${named(file)}: ${reason(why)}${kept === 'all' ? '; the save already holds the whole game' : kept === 'older' ? '; the save keeps the game as it was last saved' : '; the game is not saved'}.`,
    quitSaveMoved: (file, why, movedTo, kept) =>
      `Could not save to ${named(file)}: ${reason(why)}; the save was moved ${movedTo === undefined ? 'elsewhere' : `to ${quoted(movedTo)}`}, ${kept === 'all' ? 'with the whole game' : 'with the game as it was last saved'}.`,
    winCounted: (id, description) => `The win of saved game ${quoted(id)} (${visible(description)}) is now counted in the statistics.`,
    winNotCounted: (id, file, why) => `The win of saved game ${quoted(id)} is not counted yet: ${named(file)} cannot be updated (${reason(why)}); the game is kept until it can.`,
    resultCountedNow: (result) =>
      result === 'won' ? 'The win of this game is now counted in the statistics.' : result === 'lost' ? 'The loss of this game is now counted in the statistics.' : 'This game is now counted in the statistics, as solved with help.',
    resultNotCounted: (file, why) => `This game's result is not counted yet: its save ${named(file)} cannot be updated (${reason(why)}), so it stays there to be counted later.`,
    noneSaved: 'there is no saved game',
    noneStarted: (ids) =>
      ids.length === 1
        ? `the saved game ${quoted(ids[0]!)} has no move yet (freecell --resume ${quoted(ids[0]!)} continues it all the same)`
        : `the ${ids.length} saved games have no move yet (freecell saves lists them; freecell --resume ID continues one all the same)`,
    noneReadable: (count) => (count === 1 ? 'the saved game cannot be read (freecell saves says why)' : `none of the ${count} saved games can be read (freecell saves says why)`),
    nothingToResume: (why) => `nothing to resume: ${why}.`,
    resumeKeepsDeal: 'a resumed game keeps its own deal and rules',
    allInUse: 'every saved game is being played in another freecell',
    allInUseRemote:
      'every saved game is being played in another freecell (freecell saves names the machine of each one held on another machine, and the lock to remove once that freecell has ended)',
    remoteOwner: (pid, host, lock) => `${pid} on ${quoted(host)}, which this machine cannot check; once that freecell has ended, remove ${quoted(lock)}`,
    allWon: 'the saved games are all won (freecell saves lists them)',
    wonSave: (settled) =>
      settled === 'counted'
        ? 'it is won, and its win is counted already'
        : settled === 'uncounted'
          ? 'it is won, and its win was not counted (statistics off, or a game not kept), nor will it be'
          : 'it is won, and its win waits to be counted in the statistics',
    noSuchId: (id) => `there is no saved game ${named(id)} (freecell saves lists them)`,
    ambiguousId: (id, ids) =>
      ids.length <= AMBIGUOUS_SHOWN
        ? `${named(id)} could be ${ids.join(' or ')}; type more of the id`
        : `${named(id)} could be ${ids.slice(0, AMBIGUOUS_SHOWN).join(', ')} or ${plural(ids.length - AMBIGUOUS_SHOWN, 'other saved game')}; type more of the id`,
    inUse: (pid, host, lock) =>
      lock === undefined
        ? `it is being played in another freecell (process ${pid} on ${quoted(host)})`
        : `it is being played in another freecell (process ${pid} on ${quoted(host)}, which this machine cannot check); once that freecell has ended, remove ${quoted(lock)}`,
    listNone: 'No saved games.',
    listLine: (id, description, when, state, detail) =>
      `${id}  ${description}, last played ${when}${
        state === 'in-use'
          ? ` (being played: process ${detail})`
          : state === 'damaged'
            ? ` (cannot be read: ${detail})`
            : state === 'won-waiting'
              ? ' (won: its win waits to be counted in the statistics)'
              : state === 'won-counted'
                ? ' (won, and counted already)'
                : state === 'won-uncounted'
                  ? ' (won, not counted: statistics off, or a game not kept)'
                  : ''
      }`,
    listMore: (count) => `...and ${plural(count, 'older saved game')}: freecell saves --all lists them all.`,
    cannotDelete: (id, why) => `cannot delete saved game ${named(id)}: ${why}.`,
    statsNotUpdated: (file, why, result) =>
      `it would count as ${result === 'won' ? 'a win' : result === 'helped' ? 'solved with help' : result === 'lost' ? 'lost' : 'given up'}, and the statistics in ${named(file)} cannot be updated (${reason(why)})`,
    deleteOrList: 'one deletes a game, the other lists them',
    deleted: (id, result) =>
      `Deleted game ${id}${result === 'gave-up' ? '; it counts as given up' : result === 'lost' ? '; it counts as lost' : result === 'won' ? '; its win is counted' : result === 'helped' ? '; it counts as solved with help' : ''}.`,
    deletedCountedBefore: (id) => `Deleted game ${id}: the statistics counted its result already, so nothing more is counted.`,
    migrated: (id) => `Your saved game was moved to the games folder as game ${id}.`,
    migratedBackup: (id, when) => `Your saved game could not be read, so its backup${when === undefined ? '' : ` from ${when}`} was kept instead, as game ${id}.`,
    legacyDamaged: (file, why, keptAs) => `The old saved game ${named(file)} cannot be read (${why}); it is kept as ${quoted(keptAs)}.`,
    legacyNotMoved: (file, why) => `The old saved game ${named(file)} could not be moved into the games folder: ${why}; it stays where it is, to be moved the next time freecell starts.`,
  },
  commands: commandsEn,
  usage: {
    conflict: (first, second, why) => `${first} and ${second} cannot be used together: ${why}.`,
    badNumber: (flag, given, min, max) => `${flag} takes a whole number from ${min} to ${max}, not "${quoted(given)}".`,
    badRule: (flag, given, allowed) => `${flag} ${quoted(given)} does not fit this game: it takes ${allowedText(allowed)}.`,
    tooManyDealt: (given, cells) => `--cells-dealt ${quoted(given)} deals to more cells than the game has (${cells}).`,
    singleCardIsSingle: '--single-card is --moves single',
    tooFewCells: (cells, dealt, variant) => `--cells ${cells} is too few: ${variant} deals ${plural(dealt, 'card')} to the cells (add --cells-dealt to change that).`,
    badRange: (given) => `--range takes two game numbers like 1-32000 (the first not above the second), not "${quoted(given)}".`,
    rangeBackwards: (given, first, second) => `--range ${quoted(given)} is backwards: its first game number is above its second (${first} is above ${second}; ${second}-${first} is the range from ${second} to ${first}).`,
    rangeOutside: (given, past, max) => `--range ${quoted(given)} ${past ? 'goes past the last game' : 'starts before the first game'}: game numbers run from 1 to ${max}.`,
    cannotWrite: (file, why) => `cannot write ${named(file)}: ${reason(why)}.`,
    workerCannotStart: (why) =>
      `cannot start a solving process: ${
        'signal' in why
          ? `it was ended by ${why.signal} as it started${startFailureContext(why)}`
          : 'status' in why
            ? `it ended with status ${why.status} as it started${startFailureContext(why)}`
            : why.code === 'EMFILE' || why.code === 'ENFILE'
              ? 'too many files are open'
              : why.code === 'EAGAIN'
                ? 'the system would not start another process'
                : why.code === 'ENOMEM'
                  ? 'not enough memory'
                  : visible(why.detail)
      }.`,
    transcriptTooLarge: (file, limitMb) => `cannot write ${named(file)}: the session printed more than ${limitMb} MB, the largest transcript that transcript check reads.`,
    transcriptChanged: (file) =>
      `cannot write the transcript to ${named(file)}: another program wrote to it or put another file in its place while the session was being recorded; it is left as it is.`,
    transcriptReaderGone: (file) => `cannot write ${named(file)}: standard output was closed before the session ended (its reader went away), so the transcript is not whole.`,
    notGameNumber: (text) => `"${quoted(text)}" is not a game number: use a whole number from 1 to 8589934591.`,
    notPysolNumber: (text) => `"${quoted(text)}" is not a PySol game number: use a whole number from 1 up, or ms1 to ms8589934591.`,
    difficultyPicksNumbers: 'a difficulty chooses random game numbers',
    unknownCommand: (given, suggestion, known) =>
      `unknown command "${quoted(clip(given))}"${suggestion === undefined ? '' : `; did you mean "${suggestion}"?`} (commands: ${known.join(', ')}).`,
    unknownOption: (option, suggestions, command) =>
      `unknown option ${quoted(clip(option))}${suggestions.length === 0 ? '' : `; did you mean ${suggestions.join(' or ')}?`} (${command === undefined ? '' : `freecell ${command} `}--help lists them).`,
    optionNeedsValue: (option) => `${option.split(' ')[0]} needs a value: ${option}.`,
    languageNeedsValue: (known) => `--lang needs a value: ${known.slice(0, -1).join(', ')} or ${known.at(-1)!}.`,
    missingArgument: (command, argument) => `${command} needs <${argument}> (freecell ${command} --help says more).`,
    extraArguments: (command, extra) => `${command} does not take "${quoted(clip(extra))}" (freecell ${command} --help lists what it takes).`,
    optionNotTaken: (command, flag) => `${command} does not take ${flag} (freecell ${command} --help lists what it takes).`,
    needsSubcommand: (command, subcommands) => `${command} needs one of its commands: ${subcommands.join(' or ')} (freecell ${command} --help says more).`,
    unknownChoice: (what, given, known) => `unknown ${what} "${quoted(given)}" (known: ${known.join(', ')}).`,
    notAGameCommand: (stray) => `the game does not take "${quoted(clip(stray))}" (freecell --help lists the options of play).`,
    oneSource: 'use one of --game, --deck and --board.',
    dealOneSource: 'deal prints one deal: a game number, --deck FILE or --board FILE, not two of them.',
    dealNeedsSource: 'deal needs a game number, --deck FILE or --board FILE (freecell deal --help says more).',
    noStateFolder: 'there is no folder to keep the games, statistics and settings in: HOME is not set to an absolute path and this account has no home folder. Set HOME, or FREECELL_HOME to the folder to use.',
    otherAccountHome: (given, account) =>
      `FREECELL_HOME is ${named(given)}: freecell takes a leading ~ alone (~/games) as your home folder, and cannot look up the home folder of another account (~${clip(visible(account))}); give the folder's full path.`,
    inputLineTooLong: (limitMb) => `standard input has a line longer than ${limitMb} MB; that is not a list of commands, so the game stops here.`,
    rangeConflict: (flag, from, to) =>
      flag === '--format'
        ? `--range and --format cannot be used together: --range prints a summary, and --jsonl FILE keeps each deal's result.`
        : `--range and ${flag} cannot be used together: --range solves Microsoft deals ${from} to ${to}.`,
    needsRange: (flag) => `${flag} needs --range or --deals: it only applies when solving many deals.`,
    badShard: (given) => `--shard takes I/N with I from 1 to N (like 1/8), not "${quoted(given)}".`,
    badJobs: (given, max) => `--jobs takes a whole number from 1 to ${max} (the cores this machine offers), not "${quoted(given)}".`,
    badMaxStates: (given, max, mb) => `--max-states takes a whole number from 1 to ${max} (what ${mb} MB of memory holds), not "${quoted(given)}".`,
    badMaxMemory: (given, max) => `--max-memory takes a whole number of megabytes from 1 to ${max} (the memory of this machine), not "${quoted(given)}".`,
    jsonlNeedsName: '--jsonl needs a file name.',
    jsonlInUse: (file, pid, host, lock) =>
      host === undefined
        ? `${named(file)} is being written by another freecell (process ${pid}); give each run a file of its own.`
        : `${named(file)} is being written by another freecell (process ${pid} on ${quoted(host)}, which this machine cannot check); give each run a file of its own, and once that run has ended (its machine stopped, say), remove ${quoted(lock ?? `${file}.lock`)}.`,
    jsonlMoved: (file) =>
      `${named(file)} was moved, removed or replaced while this run wrote it: the run stops here, its lines whole; run it again on the file where it is now to resume.`,
    jsonlNoReader: (file) => `cannot write ${named(file)}: it is a FIFO that nobody is reading.`,
    jsonlOtherRun: (file, line, what, theirs, ours) => `${named(file)} holds results of another run: line ${line} has ${what} ${quoted(theirs)}, this run ${quoted(ours)}.`,
    jsonlBadLine: (file, line) => `${named(file)}, line ${line} is not a result of solve --range (only a torn last line is repaired).`,
    shortOrExact: '--short and --exact cannot be used together: --short looks for a short solution, --exact runs the exact search alone.',
    rangeOrDeals: '--range and --deals cannot be used together: give the deals as a range or as a list.',
    jsonlNotStdout: '--jsonl takes a file, not standard output: a rerun reads its lines back to solve only the deals missing (name a file such as results.jsonl, or ./- for a file called -).',
    dealsConflict: (flag) => `--deals and ${flag} cannot be used together: --deals solves the Microsoft deals listed in its file.`,
    badDealsLine: (file, line, text, max) => `${named(file)}, line ${line}: "${clip(quoted(text))}" is not a game number from 1 to ${max}.`,
    cannotRead: (what, file, err) => `cannot read ${FILE_KINDS[what]} ${named(file)}: ${unreadable(err)}.`,
    whyUnreadable: unreadable,
    cannotReadInput: (err) => `cannot read standard input: ${unreadable(err)}.`,
    standardInput: 'standard input',
    typeInput: (what) => `reading ${what === 'moves' ? 'the moves' : what === 'deals' ? 'the game numbers' : `the ${what}`} from the terminal, up to a Ctrl-D at the start of a line.`,
    dealInputTaken: (what, taken) =>
      taken === 'game'
        ? `--${what} - cannot be read from standard input here: a game reads its commands there (give the ${what} as a file; deal, solve and replay read --${what} - from standard input).`
        : `--${what} - and replay - cannot both read standard input: give the ${what} or the moves as a file.`,
    keysOnInput: KEYS_ON_INPUT_EN,
    browseStandardInput: `cannot read ${FILE_KINDS.moves} -: ${KEYS_ON_INPUT_EN}.`,
    movesJson: (source, problem) => `${quoted(source)}: ${movesJsonEn(problem)}.`,
    movesJsonReason: movesJsonEn,
    unreadableMoves: (source, line, token) => `${quoted(source)}, line ${line}: "${clip(quoted(token))}" is not a move in standard notation or a game command.`,
    noMovesToReplay: (file) => `${named(file)} has no moves: there is nothing to replay.`,
    badMove: (source, line, token, why) => `${quoted(source)}, line ${line}: ${clip(quoted(token))}: ${visible(why)}`,
    badFile: (what, file, err, card) => `${FILE_KINDS[what]} ${named(file)}: ${lookupError(errorsEn, err, { card }).replace(/^(.)/, (m) => m.toLowerCase())}`,
    deckIsPosition: (file) => `deck file ${named(file)} holds a position, not a deck of cards: --board reads it.`,
    deckIsBadPosition: (file, err, card) => `deck file ${named(file)} holds a position, not a deck of cards, and --board cannot read it either: ${lookupError(errorsEn, err, { card }).replace(/^(.)/, (m) => m.toLowerCase())}`,
    deckIsNot: (file, kind) =>
      kind === 'moves'
        ? `deck file ${named(file)} holds a list of moves, not a deck of cards: replay and browse read it.`
        : kind === 'results'
          ? `deck file ${named(file)} holds results of solving deals (lines of solve --jsonl), not a deck of cards.`
          : `deck file ${named(file)} holds JSON text, not a deck of cards.`,
    deckIsBoard: (file) => `deck file ${named(file)} is laid out as a board, one column a line: --board reads it (a deck lists its cards in dealing order).`,
    boardIsDeck: (file) => `board file ${named(file)} holds a deck of cards, one round of the deal a line: --deck deals it (a board lists one column a line).`,
    boardVariant: (file, variant, flags) => `--board ${named(file)} is ${/^[aeiou]/i.test(variant) ? 'an' : 'a'} ${quoted(variant)} position; it cannot be played with ${quoted(flags)}.`,
    boardTooWide: (file, columns, cells, maxColumns, maxCells) => `--board ${named(file)} has ${columns} columns and ${cells} cells; the game has room for ${maxColumns} columns and ${maxCells} cells at most.`,
    cannotWriteOutput: (why) => `cannot write to standard output: ${why}.`,
    noTempFolder: (folder, why) => `cannot make a temporary folder in ${named(folder)}: ${reason(why)}.`,
    tooManyFilesOpen: 'cannot go on: too many files are open (raise the limit of open files, ulimit -n).',
    internalError: (message) => `internal error: ${visible(message)}. This is a bug in freecell; please report it with the command you ran (FREECELL_DEBUG=1 shows where it happened).`,
  },
};
