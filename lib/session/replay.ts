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
const SOLVER_CHATTER = /^(-=)+-?$|^This game is |^Total number of states|^This scan generated|^I could not solve|^Unsolved|^Iterations count exceeded/;

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

function isSolverPositionLine(line: string): boolean {
  return SOLVER_POSITION_HEADER.test(line) || line.split(/\s+/).every((word) => SOLVER_POSITION_WORD.test(word));
}

/**
 * The moves of a text: Freecell Solver's output as it stands (`fc-solve -m
 * -snx`, its messages skipped; or its move sentences or `Move: 4h` lines,
 * with or without the positions -sam prints between them), whitespace-separated standard
 * notation, or game commands one per line. `#` starts a comment. Throws
 * UnreadableMovesError for anything else.
 */
export function readMoveTokens(text: string): MoveToken[] {
  const tokens: MoveToken[] = [];
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n|\r/);
  const sentences = lines.some((raw) => looksLikeSolverMove(raw) || SOLVER_NOTATION_MOVE.test(raw.trim()));
  lines.forEach((raw, i) => {
    const line = raw.replace(/#.*$/, '').trim();
    if (line === '' || SOLVER_CHATTER.test(line)) return;
    if (sentences) {
      if (looksLikeSolverMove(line)) {
        tokens.push({ text: line, line: i + 1, notation: 'solver' });
        return;
      }
      const notation = SOLVER_NOTATION_MOVE.exec(line);
      if (notation) {
        if (!looksLikeStandardMove(notation[1]!)) throw new UnreadableMovesError(i + 1, notation[1]!);
        tokens.push({ text: notation[1]!, line: i + 1, notation: 'standard' });
        return;
      }
      if (SOLVER_SEPARATOR.test(line) || isSolverPositionLine(line)) return;
    }
    if (COMMAND_LINE.test(line)) {
      tokens.push({ text: line.replace(/\s+/g, ' '), line: i + 1, notation: 'command' });
      return;
    }
    for (const word of line.split(/\s+/)) {
      if (!looksLikeStandardMove(word)) throw new UnreadableMovesError(i + 1, word);
      tokens.push({ text: word, line: i + 1, notation: 'standard' });
    }
  });
  return tokens;
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

const SYNTAX_CODES = new Set(['UNKNOWN_COMMAND', 'WRONG_ARGUMENT_COUNT', 'NOT_A_NUMBER', 'LINE_TOO_LONG', 'NOT_A_MOVE', 'NOT_A_PILE']);

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
export function findNoMove(tokens: readonly MoveToken[], variant: Variant): { readonly token: MoveToken; readonly error: CommandError } | undefined {
  const empty = Board.empty(variant);
  for (const token of tokens) {
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
 * Plays the tokens from `start` through the rules, handing each step to
 * `visit` as it is played and keeping none (a long list of moves costs no
 * memory per move), and stops at the first illegal one.
 */
export function replayEach(start: Board, tokens: readonly MoveToken[], visit: (step: ReplayStep, index: number) => void): ReplayOutcome {
  let board = start;
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
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
  return { played: tokens.length, board, won: isWon(board) };
}

/** Plays the tokens from `start` through the rules and stops at the first illegal one, keeping every step. */
export function replayMoves(start: Board, tokens: readonly MoveToken[]): ReplayResult {
  const steps: ReplayStep[] = [];
  const { board, won, failure } = replayEach(start, tokens, (step) => steps.push(step));
  return failure ? { steps, board, won, failure } : { steps, board, won };
}
