// `freecell replay`: play a list of moves through the rules and print where it leads.

import { FreecellError, formatJsonVisible } from '../core';
import { formatCs3500, formatFcs, positionToJson } from '../notation';
import { type MoveToken, UnreadableMovesError, dealLabel, dealSourceJson, findNoMove, isSolverSolution, readMoveTokens, replayEach, startingBoard } from '../session';
import { plainText } from '../ui';
import { type RuleFlags, UsageError, cardName, catalog, displayWithSettings, jsonOutput, look, movesFileText, readAllInput, readChoice, readDealSource, readText, readVariant } from './common';
import { FORMATS, textBoard } from './deal';
import { type CliIO, verdictKnown } from './io';

/** The flags of replay. */
export interface ReplayOptions extends RuleFlags {
  game?: string;
  deck?: string;
  board?: string;
  format: string;
  verbose?: boolean;
  ascii?: boolean;
  color?: boolean;
  fourColour?: boolean;
  plain?: boolean;
}

/** Exit statuses of replay. */
export const REPLAY_ILLEGAL = 1;

/** How many steps of --verbose are written at once. */
const VERBOSE_BATCH = 64;

/** Runs `read`, turning moves that are not moves into a usage error naming where they were. */
function readingMoves<T>(movesFile: string, read: () => T): T {
  try {
    return read();
  } catch (e) {
    if (e instanceof UnreadableMovesError) throw new UsageError(catalog.usage.unreadableMoves(movesFile === '-' ? catalog.usage.standardInput : movesFile, e.line, e.token));
    throw e;
  }
}

/** The text of MOVES, read as browse reads it (movesFileText: a JSON moves list brings its deal and rules into `options`). */
function readMovesText(io: CliIO, movesFile: string, options: ReplayOptions): string {
  const source = movesFile === '-' ? catalog.usage.standardInput : movesFile;
  return movesFileText(movesFile === '-' ? readAllInput(io, 'moves') : readText(io, movesFile, 'moves'), options, source, catalog);
}

/** Replays MOVES (a file, or - for standard input); returns 0, 1 at the first illegal move; a token that is no move of the game is a UsageError (2). */
export function replay(io: CliIO, movesFile: string, options: ReplayOptions): number {
  const format = readChoice('format', options.format, FORMATS);
  const text = readMovesText(io, movesFile, options);
  if (options.game === undefined && options.deck === undefined && options.board === undefined) throw new UsageError(catalog.movesNeedDeal('replay'));
  const variant = readVariant(options);
  const deal = readDealSource(io, options, variant, movesFile === '-' ? 'moves' : 'free');
  const tokens: MoveToken[] = readingMoves(movesFile, () => readMoveTokens(text));
  // An empty file (or an empty pipe, a solver that printed nothing) is no list of moves: said, as browse says it, not replayed as 0 moves.
  // Freecell Solver's solution of a position already won is one, of no moves.
  if (tokens.length === 0 && !isSolverSolution(text)) throw new UsageError(catalog.usage.noMovesToReplay(movesFile === '-' ? catalog.usage.standardInput : movesFile));
  const start = startingBoard(deal, variant);
  // A token that is no move of this game is input that is not valid, as one that is no move at all: nothing is replayed.
  const noMove = findNoMove(tokens, start.variant);
  if (noMove) throw new UsageError(catalog.usage.badMove(movesFile === '-' ? catalog.usage.standardInput : movesFile, noMove.token.line, noMove.token.text, describe(noMove.error, start.variant)));
  const screen = look(io, 'default', displayWithSettings(io, options));
  const draw = (board: typeof start, moves: number): string => textBoard({ board, deal: dealLabel(deal), moves }, screen);
  const verbose = options.verbose === true && format === 'text';
  // --plain: a sentence longer than the terminal is broken between two words, as the board's are
  const sentence = (text: string): string => (screen.plain === true ? plainText(text, screen.width?.(), screen.charset) : `${text}\n`);
  const moves: string[] = [];
  const result = readingMoves(movesFile, () =>
    replayEach(start, tokens, (step) => {
      if (format === 'json') moves.push(step.notation);
    }),
  );
  // the status is known before the position that shows it is printed (see verdictKnown)
  verdictKnown(result.failure ? REPLAY_ILLEGAL : 0);
  if (verbose) {
    // The legal moves played again, each board written as it is drawn: a long list of moves keeps no board, nor any text, per move.
    let shown: string[] = [draw(start, 0)];
    replayEach(
      start,
      tokens,
      (step, i) => {
        shown.push(`\n${sentence(catalog.replayStep(i + 1, step.token.text))}${draw(step.board, i + 1)}`);
        if (shown.length === VERBOSE_BATCH) {
          io.out(shown.join(''));
          shown = [];
        }
      },
      0,
      result.played,
    );
    io.out(`${shown.join('')}\n`);
  }
  switch (format) {
    case 'json': {
      const value: Record<string, unknown> = { ...positionToJson(result.board, dealSourceJson(deal), moves) };
      if (result.failure) {
        value.error = { move: result.failure.number, token: result.failure.token.text, code: result.failure.error.code, message: describe(result.failure.error, result.board.variant) };
      }
      io.out(`${jsonOutput(io, formatJsonVisible(value, 2))}\n`);
      break;
    }
    case 'fcs':
      io.out(formatFcs(result.board));
      break;
    case 'cs3500':
      io.out(`${formatCs3500(result.board, options.ascii)}\n`);
      break;
    case 'text':
      if (!verbose) io.out(draw(result.board, result.played));
      if (!result.failure) io.out(sentence(catalog.replayDone(result.played, result.won, result.board.foundationCount())));
      break;
  }
  if (result.failure) {
    const { number, token, error } = result.failure;
    io.err(`freecell: ${catalog.replayIllegal(number, token.text, describe(error, result.board.variant))}\n`);
    return REPLAY_ILLEGAL;
  }
  return 0;
}

function describe(error: FreecellError, variant: Parameters<typeof catalog.error>[1]): string {
  return catalog.error(error, variant, cardName);
}
