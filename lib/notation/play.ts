// Moves written as text, played: parse in a notation, resolve against the board, apply through the rules (the one path from a token to a new board).

import { type Board, type Move, type MoveRequest, BadOptionError, applyMove, checkBoard, findRequestViolation, resolveMove } from '../core';
import { parseCommand } from './command';
import { NotAMoveError } from './errors';
import { parseSolverMove } from './solver-moves';
import { formatStandardMove, parseStandardMove } from './standard';

/**
 * The notations a move is written in: standard notation ("3a", "8h"), a game
 * command ("tt 3 5") or one of Freecell Solver's move sentences ("Move a card
 * from stack 3 to freecell 0").
 */
export type MoveNotation = 'standard' | 'command' | 'solver';

const NOTATIONS: readonly MoveNotation[] = ['standard', 'command', 'solver'];

/** A move played: the move, the boards before and after it, and the move in canonical standard notation. */
export interface PlayedMove {
  readonly move: Move;
  readonly before: Board;
  readonly after: Board;
  readonly notation: string;
}

/**
 * The move request `text` writes in `notation`, read against `board`.
 * Throws CommandError (syntax: BAD_NOTATION, UNKNOWN_COMMAND, ...;
 * NOT_A_MOVE for a command that is not a move); BadOptionError (BAD_OPTION)
 * for a board that is not a Board, a text that is not text or a notation
 * that is not one of the three.
 */
export function parseMoveRequest(text: string, notation: MoveNotation, board: Board): MoveRequest {
  checkBoard(board);
  if (typeof text !== 'string') throw new BadOptionError('text', text, { kind: 'text' });
  if (!NOTATIONS.includes(notation)) throw new BadOptionError('notation', notation, { kind: 'choices', choices: NOTATIONS });
  if (notation === 'standard') return parseStandardMove(text, board.variant, board);
  if (notation === 'solver') return parseSolverMove(text, board.variant);
  const command = parseCommand(text, board.variant, board);
  if (command?.kind !== 'move') throw new NotAMoveError(text);
  return command.request;
}

/** Resolves a request against `board` (resolveMove) and plays it; throws the RuleError of a broken rule (findRequestViolation). */
export function playRequest(board: Board, request: MoveRequest): PlayedMove {
  const move = resolveMove(board, request);
  const why = findRequestViolation(board, request, move);
  if (why) throw why;
  const after = applyMove(board, move);
  return { move, before: board, after, notation: formatStandardMove(move, board) };
}

/**
 * Parses `text` in `notation`, resolves it against `board` and plays it
 * through the rules. Throws CommandError for text that is not a move
 * (parseMoveRequest) and the RuleError of a broken rule.
 */
export function playMoveText(board: Board, text: string, notation: MoveNotation): PlayedMove {
  return playRequest(board, parseMoveRequest(text, notation, board));
}
