// The command language: "tt 3 5", "tc 1 2", "r", "h", "q" <-> Command values.

import { type Board, type Move, type MoveRequest, type PileKind, type Variant, BadGameNumberError, BadPysolNumberError, MAX_GAME_NUMBER, parseDealNumber, resolveMove } from '../core';
import { findCellOfName, pileCount, pileIndex, pileNumber } from './piles';
import { isStandardMoveOf, looksLikeStandardMove, parseStandardMove } from './standard';
import { type ArgumentKind, BadArgumentError, BadNotationError, BadCardIndexError, ColumnAloneError, LineTooLongError, NoFreeCellError, NotAMoveError, NotANumberError, NotAPileError, OutOfRangeError, UnclosedQuoteError, UnknownCommandError, WrongArgumentCountError } from './errors';

/** The five move commands, named by source and destination: Tableau, Cell, Foundation (and 'cs3500' for "C8 5 C1"). */
export type MoveCommandName = 'tc' | 'tf' | 'tt' | 'cf' | 'ct';

/**
 * A parsed command line; a move spelled in standard notation has the name
 * 'standard'. `game N` (or `game ms:N`, or `game pysol:N` below 32000) is
 * kind 'game', `game pysol:N` from 32000 up kind 'pysol': the two are the
 * core's DealNumber, the deal `--game` deals for the same text.
 */
export type Command =
  | { readonly kind: 'move'; readonly name: MoveCommandName | 'standard' | 'cs3500'; readonly request: MoveRequest }
  | { readonly kind: 'new-deal' }
  | { readonly kind: 'game'; readonly number: number }
  | { readonly kind: 'pysol'; readonly seed: bigint }
  | { readonly kind: 'deck'; readonly file: string }
  | { readonly kind: 'help'; readonly topic?: string; readonly all?: true }
  | { readonly kind: 'redraw'; readonly clear?: true }
  | { readonly kind: 'show'; readonly part?: ShownPart }
  | { readonly kind: 'browse'; readonly file: string }
  | { readonly kind: 'quit' }
  | { readonly kind: 'export' }
  | { readonly kind: 'moves'; readonly file?: string }
  | { readonly kind: 'undo'; readonly count?: number }
  | { readonly kind: 'redo'; readonly count?: number }
  | { readonly kind: 'restart' }
  | { readonly kind: 'autoplay'; readonly on: boolean }
  | { readonly kind: 'messages'; readonly on: boolean }
  | { readonly kind: 'quick-move'; readonly column: number }
  | { readonly kind: 'quick-cell'; readonly on: boolean }
  | { readonly kind: 'save'; readonly file?: string }
  | { readonly kind: 'stats' }
  | { readonly kind: 'hint' }
  | { readonly kind: 'solve'; readonly short?: true };

/** What `show` reads: one column (0-based), the cells or the foundations; none, the whole table. */
export type ShownPart = { readonly kind: 'column'; readonly index: number } | { readonly kind: 'cells' } | { readonly kind: 'foundations' };

interface MoveSpec {
  readonly from: PileKind;
  readonly to: PileKind;
  readonly usage: string;
}

/*
 * The tables below are looked up with words the user typed, so they are Maps:
 * a plain object would also "know" constructor, __proto__ or valueOf.
 */
const MOVE_SPECS: ReadonlyMap<string, MoveSpec> = new Map<MoveCommandName, MoveSpec>([
  ['tc', { from: 'column', to: 'cell', usage: 'tc COLUMN [CELL]' }],
  ['tf', { from: 'column', to: 'foundation', usage: 'tf COLUMN [FOUNDATION]' }],
  ['tt', { from: 'column', to: 'column', usage: 'tt COLUMN COLUMN [COUNT]' }],
  ['cf', { from: 'cell', to: 'foundation', usage: 'cf CELL [FOUNDATION]' }],
  ['ct', { from: 'cell', to: 'column', usage: 'ct CELL COLUMN' }],
]);

const SIMPLE: ReadonlyMap<string, Command> = new Map<string, Command>([
  ['r', { kind: 'new-deal' }],
  ['new', { kind: 'new-deal' }],
  ['redraw', { kind: 'redraw' }],
  // clear, as in a shell: the screen cleared on a terminal, then the board
  ['clear', { kind: 'redraw', clear: true }],
  ['h', { kind: 'help' }],
  ['help', { kind: 'help' }],
  ['?', { kind: 'help' }],
  ['q', { kind: 'quit' }],
  ['quit', { kind: 'quit' }],
  ['exit', { kind: 'quit' }],
  ['export', { kind: 'export' }],
  ['u', { kind: 'undo' }],
  ['undo', { kind: 'undo' }],
  ['redo', { kind: 'redo' }],
  ['restart', { kind: 'restart' }],
  ['stats', { kind: 'stats' }],
  ['hint', { kind: 'hint' }],
  ['solve', { kind: 'solve' }],
]);

/** The longest command line the parser reads; a longer line is refused without being parsed. */
export const MAX_COMMAND_LINE = 4096;

/** Every word the parser knows, for suggestions and help. */
export const COMMAND_WORDS: readonly string[] = [...MOVE_SPECS.keys(), ...SIMPLE.keys(), 'moves', 'save', 's', 'auto', 'messages', 'quick', 'game', 'deck', 'browse', 'show'];

/** Edit distance counting an insertion, deletion, substitution or swap of neighbours as one step. */
function editDistance(a: string, b: string): number {
  // The distance is at least the difference in length: a long word is far from every command at once.
  if (Math.abs(a.length - b.length) > 1) return Math.abs(a.length - b.length);
  const d: number[][] = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

const SUGGESTABLE = [...MOVE_SPECS.keys(), 'help', 'quit', 'exit', 'export', 'moves', 'undo', 'redo', 'restart', 'save', 'stats', 'auto', 'messages', 'hint', 'solve', 'new', 'game', 'deck', 'redraw', 'clear', 'browse', 'show'];

/** The one word of `candidates` within one typo of `word` (a letter added, dropped, changed or two swapped), if exactly one is. */
export function closestWord(word: string, candidates: readonly string[]): string | undefined {
  const w = word.toLowerCase();
  const close = candidates.filter((candidate) => Math.abs(candidate.length - w.length) <= 1 && editDistance(w, candidate) <= 1);
  return close.length === 1 ? close[0] : undefined;
}

/** The command `word` most likely meant: a two-letter command typed backwards, or the one word within one typo. */
export function suggestCommand(word: string): string | undefined {
  const w = word.toLowerCase();
  const swapped = w.length === 2 ? w[1]! + w[0]! : '';
  if (MOVE_SPECS.has(swapped)) return swapped;
  return closestWord(w, SUGGESTABLE);
}

/** The standard move two words typed apart make together ("3 5" for 35, "8 h" for 8h), between two different piles of the game; undefined otherwise. */
function joinedMove(words: readonly string[], variant: Variant, board?: Board): string | undefined {
  if (words.length !== 2 || words[0]!.toLowerCase() === words[1]!.toLowerCase()) return undefined;
  const joined = words.join('');
  if (!looksLikeStandardMove(joined)) return undefined;
  try {
    parseStandardMove(joined, variant, board);
    return joined;
  } catch {
    return undefined;
  }
}

/**
 * The deal of `game TEXT`, read as --game reads TEXT (see parseDealNumber).
 * Throws OUT_OF_RANGE for a Microsoft number (plain or ms:N) outside 1 to
 * 8589934591, else NOT_A_NUMBER (kind 'pysol' for a pysol:N).
 */
function gameCommand(text: string): Extract<Command, { kind: 'game' | 'pysol' }> {
  try {
    const deal = parseDealNumber(text);
    return deal.kind === 'game' ? { kind: 'game', number: deal.number } : { kind: 'pysol', seed: deal.seed };
  } catch (e) {
    if (e instanceof BadPysolNumberError) throw new NotANumberError('game', text, 'pysol');
    if (!(e instanceof BadGameNumberError)) throw e;
    const digits = /^(?:ms:)?([\d_,]+)$/i.exec(text)?.[1]?.replace(/[_,]/g, '');
    const value = digits ? BigInt(digits) : undefined;
    if (value !== undefined && (value < 1n || value > BigInt(MAX_GAME_NUMBER))) throw new OutOfRangeError('game', 'game', Number(value), MAX_GAME_NUMBER, text);
    throw new NotANumberError('game', text, 'game');
  }
}

/** Whether `game TEXT` names a deal. */
function isGameArgument(text: string): boolean {
  try {
    gameCommand(text);
    return true;
  } catch {
    return false;
  }
}

/** The first empty cell of the board (cell 1 without a board); NO_FREE_CELL when every cell holds a card. */
export function firstFreeCell(command: string, variant: Variant, board?: Board): number {
  if (!board) return 0;
  for (let i = 0; i < variant.cells; i++) if (board.size({ kind: 'cell', index: i }) === 0) return i;
  throw new NoFreeCellError(command, variant.cells);
}

/** A pile as the CS 3500 controller names it: C (cascade, a column), O (open, a cell) or F (foundation) and a number from 1. */
const CS3500_PILE = /^[cof]\d{1,8}$/i;
const CS3500_KINDS: Readonly<Record<string, PileKind>> = { c: 'column', o: 'cell', f: 'foundation' };

/**
 * A CS 3500 move, "C8 5 C1": source pile, the index (from 1, bottom first)
 * of the first card that moves, destination pile. Throws CommandError:
 * NOT_A_PILE (a pile number with a leading zero, C08), NOT_A_NUMBER, OUT_OF_RANGE, CARD_INDEX.
 */
function parseCs3500Move(words: readonly string[], variant: Variant, board?: Board): MoveRequest {
  const pile = (text: string): { kind: PileKind; index: number } => {
    const kind = CS3500_KINDS[text[0]!.toLowerCase()]!;
    // the CS 3500 form writes C8, never C08 (as in its board text)
    if (/^.0\d/.test(text)) throw new NotAPileError(words[0]!, text, `${words[0]!} INDEX PILE`, 'leading-zero');
    return { kind, index: readIndex(text, text.slice(1), kind, pileCount(variant, kind)) };
  };
  const from = pile(words[0]!);
  const to = pile(words[2]!);
  if (!/^\d{1,8}$/.test(words[1]!)) throw new NotANumberError(words[0]!, words[1]!, 'card');
  const index = Number(words[1]);
  if (!board) return { from, to, count: 1 };
  const size = board.size(from);
  if (index < 1 || index > size) throw new BadCardIndexError(from, index, size);
  return { from, to, count: size - index + 1 };
}

/**
 * A card taken back from the foundations, in the shape of standard notation
 * with h as its source ("h8", "ha", "hh"): no variant lets a card leave a
 * foundation, and h names no one of them.
 */
const FROM_FOUNDATIONS = /^h([0-9]{1,8}|[a-hk-m]|\[[0-9]{1,8}\])$/i;

/** A word of a line of moves: a standard-notation move, or one from the foundations (h8), which the rules refuse. */
const isMoveWord = (word: string): boolean => looksLikeStandardMove(word) || FROM_FOUNDATIONS.test(word);

/**
 * The move "h8" asks for: from the first foundation (the rules refuse every
 * move out of a foundation, ILLEGAL_SOURCE, whichever it is) to the pile
 * after h. Throws BAD_NOTATION for a destination the game does not have.
 */
function fromFoundations(word: string, variant: Variant): MoveRequest {
  const to = FROM_FOUNDATIONS.exec(word)![1]!;
  const from = { kind: 'foundation', index: 0 } as const;
  if (to.toLowerCase() === 'h') return { from, to: { kind: 'foundation' } };
  if (/^\d+$/.test(to)) {
    const n = Number(to);
    if (/^0/.test(to) || n < 1 || n > variant.columns) throw new BadNotationError(word, 'pile');
    return { from, to: { kind: 'column', index: pileIndex(n) } };
  }
  const c = findCellOfName(to);
  if (c === undefined || c >= variant.cells) throw new BadNotationError(word, 'pile');
  return { from, to: { kind: 'cell', index: c } };
}

/** Reads a 1-based number for `kind` and returns it 0-based. */
function readIndex(command: string, text: string, kind: ArgumentKind, max: number): number {
  if (!/^[+-]?\d+$/.test(text)) throw new NotANumberError(command, text, kind);
  const value = Number(text);
  if (value < 1 || value > max) throw new OutOfRangeError(command, kind, value, max, text);
  return pileIndex(value);
}

/**
 * How many moves `u N` or `redo N` names: a whole number from 1 (no upper
 * bound: the session takes what there is). Throws NOT_A_NUMBER or
 * OUT_OF_RANGE (kind 'moves').
 */
function readMoveCount(command: string, text: string): number {
  if (!/^[+-]?\d+$/.test(text)) throw new NotANumberError(command, text, 'moves');
  const value = Number(text);
  if (!(value >= 1)) throw new OutOfRangeError(command, 'moves', value, Number.MAX_SAFE_INTEGER, text);
  return value;
}

/**
 * WRONG_ARGUMENT_COUNT for `args`. When there are too many it names every
 * word from the first the command cannot take: the first that does not
 * `fit` its place, or else the first past the `max` it takes.
 */
function wrongArgumentCount(command: string, min: number, max: number, args: readonly string[], usage: string, fits: (arg: string, place: number) => boolean = () => true): WrongArgumentCountError {
  if (args.length <= max) return new WrongArgumentCountError(command, min, max, args.length, usage);
  const misfit = args.slice(0, max).findIndex((arg, place) => !fits(arg, place));
  return new WrongArgumentCountError(command, min, max, args.length, usage, args.slice(misfit < 0 ? max : misfit).join(' '));
}

/** A character that separates words: a space or a tab (a control character such as a stray CR belongs to its word). */
const SEPARATOR = /[^\S\r\n\v\f]/;

/**
 * The words of a line whose argument is a file name, read the way a shell
 * reads them: text between two double or two single quotes is taken as it
 * is (spaces, the other quote, a backslash) and joins the text beside it,
 * so `save "my game.json"` and `save ~/"my game".json` each name one file.
 * Throws UNCLOSED_QUOTE for a quote that is never closed.
 */
function readQuotedWords(line: string, command: string): string[] {
  const words: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"' || c === "'") {
      const end = line.indexOf(c, i + 1);
      if (end < 0) throw new UnclosedQuoteError(command, c);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (SEPARATOR.test(c)) {
      if (word !== undefined) words.push(word);
      word = undefined;
    } else {
      word = (word ?? '') + c;
    }
  }
  if (word !== undefined) words.push(word);
  return words;
}

const isNumberWord = (arg: string): boolean => /^[+-]?\d+$/.test(arg);
/** The places of a CS 3500 move after its source: the card index, then the destination pile. */
const fitsCs3500 = (arg: string, place: number): boolean => (place === 0 ? /^\d{1,8}$/.test(arg) : CS3500_PILE.test(arg));

/**
 * Whether a number typed alone is a column number alone (its last card to a
 * free cell, with quick moves) rather than a move in standard notation:
 * "3" is column 3, "12" column 1 to column 2; "11" with 11 columns or more
 * is column 11, as its one reading, column 1 to itself, is no move.
 */
function readsAsColumnAlone(word: string, variant: Variant): boolean {
  const toItself = /^(\d)\1$/.test(word) && Number(word) <= variant.columns;
  return /^\d+$/.test(word) && (toItself || !isStandardMoveOf(word, variant));
}

/** What parseCommand reads besides the commands every reader of moves takes. */
export interface CommandOptions {
  /** The interactive game's quick moves: a column number alone (its last card to a free cell, kind 'quick-move') and `quick on|off`. */
  readonly quick?: boolean;
}

/**
 * The command a line spells; case and extra spaces do not matter, numbers
 * are 1-based. A single standard-notation move ("3a", "8h", "53v3") is
 * read too (the board, when given, settles ambiguous column numbers).
 * A file name (save, moves, browse, deck) may be quoted, as in a shell.
 * With `options.quick`, a column number alone that is no standard move
 * ("3") and `quick on|off` are read too.
 * Returns undefined for a blank line. Throws CommandError: UNKNOWN_COMMAND,
 * WRONG_ARGUMENT_COUNT, NOT_A_NUMBER, OUT_OF_RANGE, BAD_NOTATION, NOT_A_PILE,
 * UNCLOSED_QUOTE, and LINE_TOO_LONG for a line longer than MAX_COMMAND_LINE characters.
 */
export function parseCommand(line: string, variant: Variant, board?: Board, options: CommandOptions = {}): Command | undefined {
  if (line.length > MAX_COMMAND_LINE) throw new LineTooLongError(line.length, MAX_COMMAND_LINE);
  // Spaces and tabs separate words; a control character inside a line (a stray CR) belongs to its word.
  const words = line.trim().split(/[^\S\r\n\v\f]+/).filter((w) => w.length > 0);
  if (words.length === 0) return undefined;
  const word = words[0]!.toLowerCase();
  const args = TAKES_FILE.has(word) ? readQuotedWords(line.trim(), word).slice(1) : words.slice(1);
  if (word === 'moves' || word === 'save' || word === 's') {
    const kind = word === 'moves' ? 'moves' : 'save';
    if (args.length > 1) throw wrongArgumentCount(word, 0, 1, args, `${word} [FILE]`);
    return args[0] === undefined ? { kind } : { kind, file: args[0] };
  }
  if (word === 'auto' || word === 'messages' || (word === 'quick' && options.quick === true)) {
    if (args.length !== 1) throw wrongArgumentCount(word, 1, 1, args, `${word} on|off`, (arg) => /^(on|off)$/i.test(arg));
    const setting = args[0]!.toLowerCase();
    if (setting !== 'on' && setting !== 'off') throw new BadArgumentError(word, args[0]!, ['on', 'off']);
    return { kind: word === 'auto' ? 'autoplay' : word === 'quick' ? 'quick-cell' : 'messages', on: setting === 'on' };
  }
  if (options.quick === true && readsAsColumnAlone(word, variant)) {
    if (words.length === 1) return { kind: 'quick-move', column: readIndex(word, word, 'column', variant.columns) };
    // "3 4": a column number alone is a move, and takes no other word (one that is no column says so alone, as before)
    if (Number(word) >= 1 && Number(word) <= variant.columns) throw new ColumnAloneError(words.join(' '), joinedMove(words, variant, board));
  }
  if (word === 'h' || word === 'help' || word === '?') {
    if (args.length > 1) throw wrongArgumentCount(word, 0, 1, args, `${word} [COMMAND]`);
    if (args[0] === undefined) return { kind: 'help' };
    // help all: every command (h alone shows the everyday ones)
    return args[0].toLowerCase() === 'all' ? { kind: 'help', all: true } : { kind: 'help', topic: args[0] };
  }
  if (word === 'game') {
    if (args.length !== 1) throw wrongArgumentCount(word, 1, 1, args, 'game NUMBER', isGameArgument);
    return gameCommand(args[0]!);
  }
  if (word === 'solve') {
    if (args.length > 1) throw wrongArgumentCount(word, 0, 1, args, 'solve [short]', (arg) => /^(--)?short$/i.test(arg));
    if (args.length === 0) return { kind: 'solve' };
    // `solve --short` as on the command line reads the same
    if (args[0]!.toLowerCase() !== 'short' && args[0]!.toLowerCase() !== '--short') throw new BadArgumentError(word, args[0]!, ['short']);
    return { kind: 'solve', short: true };
  }
  if (word === 'show') {
    const usage = 'show [COLUMN|cells|foundations]';
    const fitsShow = (arg: string): boolean => /^(\d+|cells|foundations)$/i.test(arg);
    if (args.length > 1) throw wrongArgumentCount(word, 0, 1, args, usage, fitsShow);
    if (args.length === 0) return { kind: 'show' };
    const part = args[0]!.toLowerCase();
    if (part === 'cells' || part === 'foundations') return { kind: 'show', part: { kind: part } };
    if (!/^[+-]?\d+$/.test(part)) throw new NotANumberError(word, args[0]!, 'pile');
    return { kind: 'show', part: { kind: 'column', index: readIndex(word, part, 'column', variant.columns) } };
  }
  if (word === 'browse' || word === 'deck') {
    if (args.length !== 1) throw wrongArgumentCount(word, 1, 1, args, `${word} FILE`);
    return { kind: word, file: args[0]! };
  }
  if (words.length >= 3 && CS3500_PILE.test(words[0]!) && CS3500_PILE.test(words[2]!)) {
    // "C8 5 C1 extra": the CS 3500 form with a word too many, named like any command's
    if (words.length > 3) throw wrongArgumentCount(words[0]!, 2, 2, args, `${words[0]!} INDEX PILE`, fitsCs3500);
    return { kind: 'move', name: 'cs3500', request: parseCs3500Move(words, variant, board) };
  }
  if (words.length >= 2 && CS3500_PILE.test(words[0]!) && /^\d+$/.test(words[1]!) && !looksLikeStandardMove(words[1]!)) {
    // "C8 5", "C8 5 x": the CS 3500 form without a destination pile ("c8 53" stays two standard moves)
    if (words.length === 3) throw new NotAPileError(words[0]!, words[2]!, `${words[0]!} INDEX PILE`);
    throw wrongArgumentCount(words[0]!, 2, 2, args, `${words[0]!} INDEX PILE`, fitsCs3500);
  }
  if (CS3500_PILE.test(word) && !((findCellOfName(word[0]!) ?? variant.cells) < variant.cells)) {
    // "O1", "O1 x", or "F1" in a game without a cell f: the CS 3500 form alone or with a word that is no card index ("c8" with a cell c is a standard move)
    const usage = `${words[0]!} INDEX PILE`;
    if (args.length > 0 && args.length <= 2) throw new WrongArgumentCountError(words[0]!, 2, 2, args.length, usage, args.join(' '));
    throw wrongArgumentCount(words[0]!, 2, 2, args, usage, fitsCs3500);
  }
  if ((word === 'u' || word === 'undo' || word === 'redo') && args.length > 0) {
    // u N, redo N: N moves taken back or played again
    if (args.length > 1) throw wrongArgumentCount(word, 0, 1, args, `${word} [N]`, isNumberWord);
    return { kind: word === 'redo' ? 'redo' : 'undo', count: readMoveCount(word, args[0]!) };
  }
  const simple = SIMPLE.get(word);
  if (simple) {
    if (args.length > 0) throw wrongArgumentCount(word, 0, 0, args, word);
    return simple;
  }
  const spec = MOVE_SPECS.get(word);
  if (!spec) {
    if (words.length === 1 && looksLikeStandardMove(word)) {
      return { kind: 'move', name: 'standard', request: parseStandardMove(word, variant, board) };
    }
    if (words.length === 1 && FROM_FOUNDATIONS.test(word)) return { kind: 'move', name: 'standard', request: fromFoundations(word, variant) };
    // a line that starts with a move is a line of moves ("35 extra"): name its first word that is not one
    const stray = isMoveWord(word) ? words.find((w) => !isMoveWord(w)) : undefined;
    if (stray !== undefined) {
      // with quick moves, a column number alone is a move too, but spaces split standard notation only: commas split them all
      const quickAmong = options.quick === true && readsAsColumnAlone(stray, variant) && words.every((w) => isMoveWord(w) || readsAsColumnAlone(w, variant));
      throw new NotAMoveError(stray, quickAmong ? words.join(', ') : undefined);
    }
    throw new UnknownCommandError(words[0]!, suggestCommand(word) ?? joinedMove(words, variant, board));
  }
  const name = word as MoveCommandName;
  const maxArgs = name === 'tt' ? 3 : 2;
  const minArgs = spec.to === 'column' ? 2 : 1;
  if (args.length < minArgs || args.length > maxArgs) throw wrongArgumentCount(name, minArgs, maxArgs, args, spec.usage, isNumberWord);
  const from = readIndex(name, args[0]!, spec.from, pileCount(variant, spec.from));
  if (args.length === 1) {
    // No destination: the right foundation, or the first free cell.
    if (spec.to === 'foundation') return { kind: 'move', name, request: { from: { kind: spec.from, index: from }, to: { kind: 'foundation' } } };
    return { kind: 'move', name, request: { from: { kind: spec.from, index: from }, to: { kind: 'cell', index: firstFreeCell(name, variant, board) } } };
  }
  const to = readIndex(name, args[1]!, spec.to, pileCount(variant, spec.to));
  const request: MoveRequest = { from: { kind: spec.from, index: from }, to: { kind: spec.to, index: to } };
  if (args[2] !== undefined) {
    const count = readIndex(name, args[2], 'count', 52) + 1;
    return { kind: 'move', name, request: { ...request, count } };
  }
  return { kind: 'move', name, request };
}

/** The command name for a move between two kinds of pile, if the command language has one. */
export function moveCommandName(move: Move): MoveCommandName | undefined {
  for (const [name, spec] of MOVE_SPECS) {
    if (spec.from === move.from.kind && spec.to === move.to.kind) return name as MoveCommandName;
  }
  return undefined;
}

/**
 * A move as a command line ("tt 3 5"). A count is written when the move
 * carries several cards and, given the board, only when the parser would
 * not infer the same count. Throws RangeError for a move no command spells.
 */
export function formatCommand(move: Move, board?: Board): string {
  const name = moveCommandName(move);
  if (!name) throw new RangeError(`no command moves from a ${move.from.kind} to a ${move.to.kind}`);
  const text = `${name} ${pileNumber(move.from.index)} ${pileNumber(move.to.index)}`;
  if (name !== 'tt') return text;
  const implied = board ? resolveMove(board, { from: move.from, to: move.to }).count : 1;
  return move.count === implied ? text : `${text} ${move.count}`;
}

/** Commands whose argument is a file name, which may hold commas, and spaces between quotes. */
const TAKES_FILE = new Set(['save', 's', 'moves', 'browse', 'deck']);

/** Whether words are a pile label, a whole number and a pile label: a move in the CS 3500 form. */
function isCs3500Shape(words: readonly string[]): boolean {
  return words.length === 3 && /^[cof]\d+$/i.test(words[0]!) && /^\d+$/.test(words[1]!) && /^[cof]\d+$/i.test(words[2]!);
}

/** Splits a line holding several moves: commas or semicolons between commands, or spaces between standard-notation moves ("35 3a 8h"); a line of one command comes back whole. */
export function splitCommandLine(line: string): string[] {
  if (line.length > MAX_COMMAND_LINE || TAKES_FILE.has(line.trim().split(/\s/)[0]!.toLowerCase())) return [line];
  const parts = line.split(/[,;]/).map((p) => p.trim()).filter((p) => p.length > 0);
  if (parts.length > 1) return parts;
  const words = line.trim().split(/[^\S\r\n\v\f]+/);
  // The CS 3500 form (C1 11 C2) is one move, though C1, 11 and C2 each read as one in standard notation (which could never play all three).
  if (isCs3500Shape(words)) return [line];
  if (words.length > 1 && words.every((w) => isMoveWord(w))) return words;
  return parts.length === 1 ? parts : [line];
}

/** The groups of the help screen, in order. */
export type HelpGroup = 'moves' | 'undo' | 'advice' | 'game' | 'display' | 'quit';

/** Every command the help explains, one topic each. */
export type HelpTopic =
  | 'tt' | 'tc' | 'tf' | 'cf' | 'ct' | 'alone' | 'standard' | 'cs3500' | 'several'
  | 'undo' | 'redo'
  | 'hint' | 'solve'
  | 'new' | 'game' | 'deck' | 'restart' | 'save' | 'moves' | 'export' | 'stats' | 'browse'
  | 'redraw' | 'show' | 'auto' | 'messages' | 'quick' | 'help'
  | 'quit';

/** The help screen's groups and the topics of each, in the order shown. */
export const HELP_GROUPS: readonly { readonly group: HelpGroup; readonly topics: readonly HelpTopic[] }[] = [
  { group: 'moves', topics: ['tt', 'tc', 'tf', 'cf', 'ct', 'alone', 'standard', 'cs3500', 'several'] },
  { group: 'undo', topics: ['undo', 'redo'] },
  { group: 'advice', topics: ['hint', 'solve'] },
  { group: 'game', topics: ['new', 'game', 'deck', 'restart', 'save', 'moves', 'export', 'stats', 'browse'] },
  { group: 'display', topics: ['redraw', 'show', 'auto', 'messages', 'quick', 'help'] },
  { group: 'quit', topics: ['quit'] },
];

/** The everyday commands the short help (h) lists, in the order shown; help all lists every topic. */
export const EVERYDAY_TOPICS: readonly HelpTopic[] = ['tt', 'tc', 'tf', 'cf', 'ct', 'alone', 'standard', 'undo', 'hint', 'solve', 'new', 'quit'];

const TOPIC_WORDS: ReadonlyMap<string, HelpTopic> = new Map<string, HelpTopic>([
  ...(['tt', 'tc', 'tf', 'cf', 'ct', 'undo', 'redo', 'hint', 'solve', 'new', 'game', 'deck', 'restart', 'save', 'moves', 'export', 'stats', 'browse', 'redraw', 'show', 'auto', 'messages', 'quick', 'help', 'quit'] as const).map(
    (t) => [t, t] as [string, HelpTopic],
  ),
  ['u', 'undo'],
  ['r', 'new'],
  ['s', 'save'],
  ['h', 'help'],
  ['?', 'help'],
  ['q', 'quit'],
  ['exit', 'quit'],
  ['ctrl-l', 'redraw'],
  ['clear', 'redraw'],
  ['standard', 'standard'],
  ['cs3500', 'cs3500'],
  ['several', 'several'],
  ['alone', 'alone'],
  [',', 'several'],
  [';', 'several'],
]);

/**
 * The help topics `help WORD` explains in a game of `variant`: findHelpTopic's,
 * but a column number the game has is the column number alone ("3"), with
 * standard notation when it reads as a move too ("12", "11" with 13
 * columns; "012" is column 12 alone only), first the reading the number
 * alone is played as. Empty for a
 * word that is no command.
 */
export function findHelpTopics(word: string, variant: Variant): HelpTopic[] {
  const n = Number(word);
  if (/^\d+$/.test(word) && n >= 1 && n <= variant.columns) {
    if (!readsAsColumnAlone(word, variant)) return ['standard', 'alone'];
    return isStandardMoveOf(word, variant) ? ['alone', 'standard'] : ['alone'];
  }
  const topic = findHelpTopic(word);
  return topic === undefined ? [] : [topic];
}

/** The help topic a word names: a command ("tt", "u"), a column number alone ("3"), a move in standard notation ("35") or in the CS 3500 form ("C8"); undefined otherwise. */
export function findHelpTopic(word: string): HelpTopic | undefined {
  const w = word.toLowerCase();
  const named = TOPIC_WORDS.get(w);
  if (named) return named;
  // "3": a column number alone ("12" is a standard move)
  if (/^\d+$/.test(w) && !looksLikeStandardMove(w)) return 'alone';
  // "C8" is the CS 3500 form; "c8" (cell c to column 8) is standard notation.
  if (/^[COF]/.test(word) && CS3500_PILE.test(word)) return 'cs3500';
  return isMoveWord(w) ? 'standard' : CS3500_PILE.test(w) ? 'cs3500' : undefined;
}
