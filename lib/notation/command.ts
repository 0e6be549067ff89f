// The command language: "tt 3 5", "tc 1 2", "r", "h", "q" <-> Command values.

import { type Board, type Move, type MoveRequest, type PileKind, type Variant, resolveMove } from '../core';
import { pileCount, pileIndex, pileNumber } from './piles';
import { looksLikeStandardMove, parseStandardMove } from './standard';
import { type ArgumentKind, BadArgumentError, LineTooLongError, NotANumberError, OutOfRangeError, UnknownCommandError, WrongArgumentCountError } from './errors';

/** The five move commands, named by source and destination: Tableau, Cell, Foundation. */
export type MoveCommandName = 'tc' | 'tf' | 'tt' | 'cf' | 'ct';

/** A parsed command line; a move spelled in standard notation has the name 'standard'. */
export type Command =
  | { readonly kind: 'move'; readonly name: MoveCommandName | 'standard'; readonly request: MoveRequest }
  | { readonly kind: 'new-deal' }
  | { readonly kind: 'help' }
  | { readonly kind: 'quit' }
  | { readonly kind: 'export' }
  | { readonly kind: 'moves'; readonly file?: string }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'restart' }
  | { readonly kind: 'autoplay'; readonly on: boolean }
  | { readonly kind: 'save'; readonly file?: string }
  | { readonly kind: 'stats' }
  | { readonly kind: 'hint' }
  | { readonly kind: 'solve' }
  | { readonly kind: 'redraw' };

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
  ['tc', { from: 'column', to: 'cell', usage: 'tc COLUMN CELL' }],
  ['tf', { from: 'column', to: 'foundation', usage: 'tf COLUMN FOUNDATION' }],
  ['tt', { from: 'column', to: 'column', usage: 'tt COLUMN COLUMN [COUNT]' }],
  ['cf', { from: 'cell', to: 'foundation', usage: 'cf CELL FOUNDATION' }],
  ['ct', { from: 'cell', to: 'column', usage: 'ct CELL COLUMN' }],
]);

const SIMPLE: ReadonlyMap<string, Command> = new Map<string, Command>([
  ['r', { kind: 'new-deal' }],
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
  ['redraw', { kind: 'redraw' }],
]);

/** The longest command line the parser reads; a longer line is refused without being parsed. */
export const MAX_COMMAND_LINE = 4096;

/** Every word the parser knows, for suggestions and help. */
export const COMMAND_WORDS: readonly string[] = [...MOVE_SPECS.keys(), ...SIMPLE.keys(), 'moves', 'save', 's', 'auto'];

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

const SUGGESTABLE = [...MOVE_SPECS.keys(), 'help', 'quit', 'exit', 'export', 'moves', 'undo', 'redo', 'restart', 'save', 'stats', 'auto', 'hint', 'solve'];

/** The command `word` most likely meant: a two-letter command typed backwards, or the one word within one typo. */
export function suggestCommand(word: string): string | undefined {
  const w = word.toLowerCase();
  const swapped = w.length === 2 ? w[1]! + w[0]! : '';
  if (MOVE_SPECS.has(swapped)) return swapped;
  const close = SUGGESTABLE.filter((candidate) => Math.abs(candidate.length - w.length) <= 1 && editDistance(w, candidate) <= 1);
  return close.length === 1 ? close[0] : undefined;
}

/** Reads a 1-based number for `kind` and returns it 0-based. */
function readIndex(command: string, text: string, kind: ArgumentKind, max: number): number {
  if (!/^[+-]?\d+$/.test(text)) throw new NotANumberError(command, text, kind);
  const value = Number(text);
  if (value < 1 || value > max) throw new OutOfRangeError(command, kind, value, max, text);
  return pileIndex(value);
}

/**
 * The command a line spells; case and extra spaces do not matter, numbers
 * are 1-based. A single standard-notation move ("3a", "8h", "53v3") is
 * read too (the board, when given, settles ambiguous column numbers).
 * Returns undefined for a blank line. Throws CommandError: UNKNOWN_COMMAND,
 * WRONG_ARGUMENT_COUNT, NOT_A_NUMBER, OUT_OF_RANGE, BAD_NOTATION, and
 * LINE_TOO_LONG for a line longer than MAX_COMMAND_LINE characters.
 */
export function parseCommand(line: string, variant: Variant, board?: Board): Command | undefined {
  if (line.length > MAX_COMMAND_LINE) throw new LineTooLongError(line.length, MAX_COMMAND_LINE);
  // Spaces and tabs separate words; a control character inside a line (a stray CR) belongs to its word.
  const words = line.trim().split(/[^\S\r\n\v\f]+/).filter((w) => w.length > 0);
  if (words.length === 0) return undefined;
  const word = words[0]!.toLowerCase();
  const args = words.slice(1);
  if (word === 'moves' || word === 'save' || word === 's') {
    const kind = word === 'moves' ? 'moves' : 'save';
    if (args.length > 1) throw new WrongArgumentCountError(word, 0, 1, args.length, `${word} [FILE]`);
    return args[0] === undefined ? { kind } : { kind, file: args[0] };
  }
  if (word === 'auto') {
    if (args.length !== 1) throw new WrongArgumentCountError(word, 1, 1, args.length, 'auto on|off');
    const setting = args[0]!.toLowerCase();
    if (setting !== 'on' && setting !== 'off') throw new BadArgumentError(word, args[0]!, ['on', 'off']);
    return { kind: 'autoplay', on: setting === 'on' };
  }
  const simple = SIMPLE.get(word);
  if (simple) {
    if (args.length > 0) throw new WrongArgumentCountError(word, 0, 0, args.length, word);
    return simple;
  }
  const spec = MOVE_SPECS.get(word);
  if (!spec) {
    if (words.length === 1 && looksLikeStandardMove(word)) {
      return { kind: 'move', name: 'standard', request: parseStandardMove(word, variant, board) };
    }
    throw new UnknownCommandError(words[0]!, suggestCommand(word));
  }
  const name = word as MoveCommandName;
  const maxArgs = name === 'tt' ? 3 : 2;
  if (args.length < 2 || args.length > maxArgs) throw new WrongArgumentCountError(name, 2, maxArgs, args.length, spec.usage);
  const from = readIndex(name, args[0]!, spec.from, pileCount(variant, spec.from));
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
