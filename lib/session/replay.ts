// Replaying a list of moves (standard notation, Freecell Solver output, or game commands) through the rules.

import { type Move, type Variant, Board, FreecellError, isWon } from '../core';
import { BadNotationError, CommandError, type MoveNotation, type PlayedMove, looksLikeSolverMove, looksLikeStandardMove, parseMoveRequest, playMoveText } from '../notation';

/** One move as written in the input, with where it was found. */
export interface MoveToken {
  /** The move as written ("3a", "tt 3 5", "Move a card from stack 3 to freecell 0"). */
  readonly text: string;
  /** 1-based line of the input. */
  readonly line: number;
  readonly notation: MoveNotation;
}

/** UNREADABLE_MOVES: input that is not a list of moves (exit status 2 in the CLI). */
export class UnreadableMovesError extends FreecellError<'UNREADABLE_MOVES'> {
  constructor(readonly line: number, readonly token: string) {
    super('UNREADABLE_MOVES', { line, token });
  }
}

const COMMAND_LINE = /^\s*(tc|tf|tt|cf|ct)\b/i;
/** The line fc-solve writes between its search (or its messages) and its account of the solution. */
const SOLVER_SOLUTION_START = /^(-=)+-?$/;
const SOLVER_CHATTER = /^(-=)+-?$|^This\s+game\s+is\s|^Total\s+number\s+of\s+states|^This\s+scan\s+generated|^I\s+could\s+not\s+solve|^Unsolved|^Iterations\s+count\s+exceeded/;

/*
 * Without -sn, fc-solve writes its moves as sentences ("Move a card from
 * stack 3 to freecell 0"; with -sn and -sam, lines such as `Move: 4h`), and
 * with -sam the position after each one, in its board format (-p:
 * `Foundations:`, `Freecells:` and `: 4C 2C` lines) or as a table of cards
 * (`10D`, `--` for an empty cell, `H-0` for a foundation), between lines of
 * `=`. In a text holding such moves, those position lines are skipped;
 * they are written in capitals, so a line of standard notation ("2h 3h") is
 * never taken for one.
 */
const SOLVER_SEPARATOR = /^=+$/;
/** With -sn and -sam, each move is a line `Move: 4h` (its standard notation). */
const SOLVER_NOTATION_MOVE = /^Move:\s+(\S+)$/;
const SOLVER_POSITION_HEADER = /^(Foundations|Freecells):/;
const SOLVER_POSITION_WORD = /^(?::|-+|(?:10|[A2-9TJQK])[CDHS]|[CDHS]-(?:10|[0A2-9TJQK]))$/;

/*
 * With -s -i, fc-solve first writes a trace of its search: for each position
 * it looked at, `Iteration: N`, `Depth:`, `Stored-States:`, `Scan:` (with -pi
 * `Parent Iteration:`), the position (as -sam writes one) and a line of `-`;
 * then its separator line and the solution, if it found one. A text whose
 * first line is such an `Iteration:` line is read from after the trace: after
 * the separator line that ends it, or from its first line of another kind.
 */
const SOLVER_TRACE_START = /^Iteration:\s*\d+$/;
const SOLVER_TRACE_LINE = /^(?:Iteration|Depth|Stored-States|Parent\s+Iteration):\s*\d+$|^Scan:/;

/** The index of the first line to read: after fc-solve's search trace, when the text starts with one. */
function firstLineAfterTrace(lines: readonly string[]): number {
  const first = lines.findIndex((raw) => raw.trim() !== '');
  if (first < 0 || !SOLVER_TRACE_START.test(lines[first]!.trim())) return 0;
  for (let i = first; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '' || SOLVER_TRACE_LINE.test(line) || isSolverPositionLine(line)) continue;
    return SOLVER_SOLUTION_START.test(line) ? i + 1 : i;
  }
  return lines.length;
}

function isSolverPositionLine(line: string): boolean {
  return SOLVER_POSITION_HEADER.test(line) || line.split(/\s+/).every((word) => SOLVER_POSITION_WORD.test(word));
}

/**
 * The moves of a text: Freecell Solver's output as it stands (`fc-solve -m
 * -snx`, its messages skipped; or its move sentences or `Move: 4h` lines,
 * with or without the positions -sam prints between them, and after the
 * trace of its search that -s -i prints), whitespace-separated standard
 * notation, or game commands one per line. `#` starts a comment. Throws
 * UnreadableMovesError for anything else.
 */
export function readMoveTokens(text: string): MoveToken[] {
  const tokens: MoveToken[] = [];
  eachMoveToken(text, (token, line, notation) => tokens.push({ text: token, line, notation }));
  return tokens;
}

/** Hands each move of a text, as readMoveTokens reads them, to `visit` (its text, 1-based line and notation). */
function eachMoveToken(text: string, visit: (token: string, line: number, notation: MoveNotation) => void): void {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/);
  const start = firstLineAfterTrace(lines);
  const sentences = lines.some((raw, i) => i >= start && (looksLikeSolverMove(raw) || SOLVER_NOTATION_MOVE.test(raw.trim())));
  lines.forEach((raw, i) => {
    if (i < start) return;
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '' || SOLVER_CHATTER.test(line)) return;
    if (sentences) {
      if (looksLikeSolverMove(line)) {
        visit(line.replace(/\s+/g, ' '), i + 1, 'solver');
        return;
      }
      const notation = SOLVER_NOTATION_MOVE.exec(line);
      if (notation) {
        if (!looksLikeStandardMove(notation[1]!)) throw new UnreadableMovesError(i + 1, notation[1]!);
        visit(notation[1]!, i + 1, 'standard');
        return;
      }
      if (SOLVER_SEPARATOR.test(line) || isSolverPositionLine(line)) return;
    }
    if (COMMAND_LINE.test(line)) {
      visit(line.replace(/\s+/g, ' '), i + 1, 'command');
      return;
    }
    for (const word of line.split(/\s+/)) {
      if (!looksLikeStandardMove(word)) throw new UnreadableMovesError(i + 1, word);
      visit(word, i + 1, 'standard');
    }
  });
}

/**
 * Whether a text is Freecell Solver's account of a solution (`This game is
 * solveable.`, after its separator line): its moves may be none, when the
 * position it solved was already won.
 */
export function isSolverSolution(text: string): boolean {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/).map((raw) => raw.trim());
  const separator = lines.findIndex((line) => SOLVER_SOLUTION_START.test(line));
  return separator >= 0 && lines.some((line, i) => i > separator && /^This\s+game\s+is\s+solveable\.$/.test(line));
}

/** A list of moves to play: an array of tokens, or a MoveTokenList. */
export interface MoveTokens {
  readonly length: number;
  /** Token `index` (0-based), or undefined past either end. */
  at(index: number): MoveToken | undefined;
}

/** The notations of a MoveTokenList, by their code in it. */
const NOTATION_CODES: readonly MoveNotation[] = ['standard', 'command', 'solver'];

/** Token texts gathered before they are joined into one string (many small strings cost far more than one long one). */
const TEXTS_PER_CHUNK = 4096;

/*
 * A MoveTokenList keeps no object per move: the token texts stand one after
 * another in `texts`, token i spanning texts[ends[i - 1], ends[i]) (the
 * first from 0), its 1-based line in lines[i] and its notation in
 * notations[i] as an index of NOTATION_CODES. A token object is made only
 * when `at` asks for it.
 */

/** The moves of a text as readMoveTokens reads them, kept compactly (a long moves file costs a few bytes a move). */
export class MoveTokenList implements MoveTokens {
  private constructor(
    private readonly texts: string,
    private readonly ends: Int32Array,
    private readonly lines: Int32Array,
    private readonly notations: Uint8Array,
    readonly length: number,
  ) {}

  /** Reads a text's moves; throws UnreadableMovesError as readMoveTokens does. */
  static read(text: string): MoveTokenList {
    let ends = new Int32Array(1024);
    let lines = new Int32Array(1024);
    let notations = new Uint8Array(1024);
    const chunks: string[] = [];
    let pending: string[] = [];
    let length = 0;
    let end = 0;
    eachMoveToken(text, (token, line, notation) => {
      if (length === ends.length) {
        ends = grown(ends, new Int32Array(length * 2));
        lines = grown(lines, new Int32Array(length * 2));
        notations = grown(notations, new Uint8Array(length * 2));
      }
      end += token.length;
      ends[length] = end;
      lines[length] = line;
      notations[length] = NOTATION_CODES.indexOf(notation);
      length++;
      pending.push(token);
      if (pending.length === TEXTS_PER_CHUNK) {
        chunks.push(pending.join(''));
        pending = [];
      }
    });
    chunks.push(pending.join(''));
    return new MoveTokenList(chunks.join(''), ends.slice(0, length), lines.slice(0, length), notations.slice(0, length), length);
  }

  /** Token `index` (0-based), or undefined past either end. */
  at(index: number): MoveToken | undefined {
    if (!Number.isInteger(index) || index < 0 || index >= this.length) return undefined;
    const start = index === 0 ? 0 : this.ends[index - 1]!;
    return { text: this.texts.slice(start, this.ends[index]!), line: this.lines[index]!, notation: NOTATION_CODES[this.notations[index]!]! };
  }

  /** The first `count` tokens (sharing this list's storage). */
  prefix(count: number): MoveTokenList {
    return new MoveTokenList(this.texts, this.ends, this.lines, this.notations, Math.max(0, Math.min(count, this.length)));
  }
}

/** `into` holding `from`'s values first. */
function grown<T extends Int32Array | Uint8Array>(from: T, into: T): T {
  into.set(from);
  return into;
}

/** The moves of a text kept compactly (see MoveTokenList); throws UnreadableMovesError as readMoveTokens does. */
export function readMoveTokenList(text: string): MoveTokenList {
  return MoveTokenList.read(text);
}

/** A move that was played, with the board after it. */
export interface ReplayStep {
  readonly token: MoveToken;
  readonly move: Move;
  /** The move in canonical standard notation. */
  readonly notation: string;
  readonly board: Board;
}

/** The outcome of a replay: every step played, and the first illegal move if there was one. */
export interface ReplayResult {
  readonly steps: readonly ReplayStep[];
  /** The board after the last legal move. */
  readonly board: Board;
  readonly won: boolean;
  /** The first move that could not be played: its 1-based number, token and the error. */
  readonly failure?: { readonly number: number; readonly token: MoveToken; readonly error: FreecellError };
}

const SYNTAX_CODES = new Set(['UNKNOWN_COMMAND', 'WRONG_ARGUMENT_COUNT', 'NOT_A_NUMBER', 'LINE_TOO_LONG', 'NOT_A_MOVE', 'NOT_A_PILE', 'UNCLOSED_QUOTE']);

/** The token played on `board`; text that is not a move at all is UnreadableMovesError, a move the rules refuse its RuleError. */
function playToken(board: Board, token: MoveToken): PlayedMove {
  try {
    return playMoveText(board, token.text, token.notation);
  } catch (err) {
    const shape = err instanceof BadNotationError && err.reason === 'shape';
    if (err instanceof CommandError && (shape || SYNTAX_CODES.has(err.code))) throw new UnreadableMovesError(token.line, token.text);
    throw err;
  }
}

/** Command errors that depend on the position (no free cell for `tc`, a card index past a pile's end), not on the game's rules alone. */
const POSITION_CODES = new Set(['NO_FREE_CELL', 'CARD_INDEX']);

/**
 * The first token that is no move of a game of `variant`, whatever the
 * position (a pile the game does not have, a count out of range: its
 * CommandError), or undefined: such a file is input that is not valid, as
 * one holding a token that is no move at all, where a move the rules refuse
 * is an illegal move.
 */
export function findNoMove(tokens: MoveTokens, variant: Variant): { readonly token: MoveToken; readonly error: CommandError } | undefined {
  const empty = Board.empty(variant);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens.at(i)!;
    try {
      parseMoveRequest(token.text, token.notation, empty);
    } catch (err) {
      if (err instanceof CommandError && !POSITION_CODES.has(err.code)) return { token, error: err };
      if (!(err instanceof CommandError)) throw err;
    }
  }
  return undefined;
}

/** The outcome of replayEach: how many moves were played, where they led, and the first illegal move if there was one. */
export interface ReplayOutcome {
  readonly played: number;
  /** The board after the last legal move. */
  readonly board: Board;
  readonly won: boolean;
  /** The first move that could not be played: its 1-based number, token and the error. */
  readonly failure?: { readonly number: number; readonly token: MoveToken; readonly error: FreecellError };
}

/**
 * Plays the tokens from `start` through the rules (those from index `from`
 * up to `to` only, when given), handing each step and its index to `visit`
 * as it is played and keeping none (a long list of moves costs no memory
 * per move), and stops at the first illegal one (`played` and the
 * failure's number count from the list's start).
 */
export function replayEach(start: Board, tokens: MoveTokens, visit: (step: ReplayStep, index: number) => void, from = 0, to = tokens.length): ReplayOutcome {
  let board = start;
  for (let i = from; i < to; i++) {
    const token = tokens.at(i)!;
    let played: PlayedMove;
    try {
      played = playToken(board, token);
    } catch (err) {
      if (err instanceof FreecellError && !(err instanceof UnreadableMovesError)) {
        return { played: i, board, won: isWon(board), failure: { number: i + 1, token, error: err } };
      }
      throw err;
    }
    visit({ token, move: played.move, notation: played.notation, board: played.after }, i);
    board = played.after;
  }
  return { played: to, board, won: isWon(board) };
}

/** Plays the tokens from `start` through the rules and stops at the first illegal one, keeping every step. */
export function replayMoves(start: Board, tokens: readonly MoveToken[]): ReplayResult {
  const steps: ReplayStep[] = [];
  const { board, won, failure } = replayEach(start, tokens, (step) => steps.push(step));
  return failure ? { steps, board, won, failure } : { steps, board, won };
}
