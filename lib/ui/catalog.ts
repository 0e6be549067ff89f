// The shape of a message catalog: every text the default style shows, as data and small functions.

import type { FreecellError, Variant } from '../core';

/** How cards are spelled inside sentences. */
export type CardNamer = (card: number) => string;

/** Every word and sentence of the default style in one language. */
export interface Catalog {
  /** Language tag, e.g. "en". */
  readonly lang: string;
  /** Board header and labels. */
  readonly board: {
    readonly game: (n: number) => string;
    readonly deck: (name: string) => string;
    readonly position: (name: string) => string;
    readonly moves: (n: number) => string;
    readonly cells: string;
    readonly foundations: string;
  };
  /** Lines shown at the start of a session, under the board. */
  readonly opening: readonly string[];
  /** The help text for a variant, line by line. */
  readonly help: (variant: Variant) => readonly string[];
  /** The sentence shown when the game is won in `moves` moves. */
  readonly won: (moves: number) => string;
  /** The line after a win that tells how to list or save the moves. */
  readonly wonHint: string;
  /** `moves` before any move. */
  readonly noMoves: string;
  /** `moves FILE` succeeded. */
  readonly movesSaved: (file: string, count: number) => string;
  /** A file could not be written; the game goes on. */
  readonly writeFailed: (file: string, why: string) => string;
  /** The sentence shown when no legal move is left. */
  readonly lost: string;
  /** One sentence saying exactly what was wrong with a command or a move. */
  readonly error: (err: FreecellError, variant: Variant | undefined, card: CardNamer) => string;
  /** The heading of one step of `replay --verbose`. */
  readonly replayStep: (number: number, token: string) => string;
  /** The last line of a replay in which every move was legal. */
  readonly replayDone: (moves: number, won: boolean, foundationCards: number) => string;
  /** Why a replay stopped: the move's number, the move as written, the reason. */
  readonly replayIllegal: (number: number, token: string, why: string) => string;
  /** `transcript check` found the same output. */
  readonly transcriptSame: (file: string) => string;
  /** `transcript check` found a difference: the first line that differs. */
  readonly transcriptDiffers: (file: string, line: number, expected: string | undefined, actual: string | undefined) => string;
  /** One-line reasons for bad flags and unreadable files (the CLI prefixes "freecell: "). */
  readonly usage: {
    readonly notGameNumber: (text: string) => string;
    readonly unknownChoice: (what: string, given: string, known: readonly string[]) => string;
    readonly oneSource: string;
    readonly cannotRead: (what: string, file: string, why: 'missing' | 'folder' | 'denied' | string) => string;
    readonly badFile: (what: string, file: string, err: FreecellError, card: CardNamer) => string;
    readonly unreadableMoves: (source: string, line: number, token: string) => string;
  };
}
