// The shape of a message catalog: every text the default style shows, as data and small functions.

import type { FreecellError, Move, Variant } from '../core';
import type { VariantStats } from '../store';

/** How cards are spelled inside sentences. */
export type CardNamer = (card: number) => string;

/** The summary of `solve --range`: counts, times, lengths, memory. */
export interface RangeSummary {
  readonly from: number;
  readonly to: number;
  readonly variant: Variant;
  readonly jobs: number;
  readonly solved: number;
  readonly unwinnable: number;
  readonly gaveUp: number;
  readonly wallMs: number;
  readonly cpuMs: number;
  readonly meanLength: number;
  readonly maxLength: number;
  readonly peakMb: number;
  readonly unwinnableDeals: readonly number[];
}

/** The kinds of input file the CLI names in its messages. */
export type FileKind = 'deck' | 'board' | 'moves' | 'transcript';

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
    /** The header's word for whether the position can still be won. */
    readonly status: { readonly winnable: string; readonly unwinnable: string; readonly unknown: string };
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
  /** What a move did: "3 cards (9♥ 8♠ 7♦) from column 3 to column 5". */
  readonly moveLine: (move: Move, cards: readonly number[], card: CardNamer) => string;
  /** The cards autoplay sent to the foundations after a move, in order. */
  readonly autoplayLine: (cards: readonly number[], card: CardNamer) => string;
  readonly restarted: string;
  readonly undone: (notation: string, autoMoves: number) => string;
  readonly redone: (notation: string, autoMoves: number) => string;
  readonly nothingToUndo: string;
  readonly nothingToRedo: string;
  readonly autoplayState: (on: boolean) => string;
  /** `auto on` in a style that never autoplays. */
  readonly autoplayUnavailable: string;
  /** `hint`: the next move of a solution, with what it does. */
  readonly hint: (notation: string, what: string) => string;
  /** `hint` or `solve` on a position that cannot be won. */
  readonly cannotBeWon: string;
  /** `hint` or `solve` when the search ran out of room. */
  readonly noHintFound: string;
  /** `solve`: a solution was found; Enter plays the next move, q stops. */
  readonly solutionFound: (moves: number) => string;
  /** `solve` mode: after each move, how many remain. */
  readonly solutionNext: (left: number) => string;
  /** `solve` mode stopped; the game goes on. */
  readonly solutionStopped: string;
  /** `hint` or `solve` when the game is already won. */
  readonly nothingToPlay: string;
  /** How `save` names its default file when it cannot write it. */
  readonly theSaveFile: string;
  /** Why `save` or `moves FILE` cannot write in a session without file access. */
  readonly noFileAccess: string;
  /** --winnable: numbers skipped before a deal the solver wins. */
  readonly skippedDeals: (skipped: number, found: boolean) => string;
  /** `save` succeeded. */
  readonly saved: (file: string) => string;
  /** `stats` when no statistics are kept. */
  readonly noStats: string;
  /** A save or statistics file could not be written; the game goes on. */
  readonly autosaveFailed: (file: string, why: string) => string;
  /** The statistics file cannot be read (it is left as it is). */
  readonly statsUnreadable: (file: string, why: string) => string;
  /** `stats` before any game was counted. */
  readonly statsNone: string;
  /** One variant's record. */
  readonly statsLine: (key: string, s: VariantStats) => string;
  /** `stats --reset`: the question, and what happens. */
  readonly statsResetQuestion: string;
  readonly statsResetDone: string;
  readonly statsResetKept: string;
  /** The start-up menu when a saved game exists. */
  readonly menuSavedGame: (description: string) => string;
  readonly menuChoices: readonly string[];
  readonly menuPrompt: string;
  readonly menuInvalid: string;
  /** The default save cannot be read at start-up: it is left alone and autosave is off. */
  readonly savedGameUnreadable: (file: string, why: string) => string;
  /** --resume failed (exit status 2). */
  readonly cannotResume: (file: string, why: string) => string;
  readonly noSuchSave: string;
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
  /** `solve` proved there is no solution (`what`: "game 11982"). */
  readonly solveUnwinnable: (what: string, states: number) => string;
  /** `solve` stopped at its limit. */
  readonly solveGaveUp: (what: string, states: number, reason: 'states' | 'time') => string;
  /** The counts on the progress bar of `solve --range`. */
  readonly rangeProgress: (solved: number, unwinnable: number, gaveUp: number, etaSeconds: number) => string;
  /** The closing summary of `solve --range`. */
  readonly rangeSummary: (s: RangeSummary) => readonly string[];
  /** One-line reasons for bad flags and unreadable files (the CLI prefixes "freecell: "). */
  readonly usage: {
    readonly notGameNumber: (text: string) => string;
    readonly unknownChoice: (what: string, given: string, known: readonly string[]) => string;
    readonly oneSource: string;
    /** `what` is the kind of file: deck, board, moves or transcript. */
    readonly cannotRead: (what: FileKind, file: string, why: 'missing' | 'folder' | 'denied' | string) => string;
    readonly badFile: (what: FileKind, file: string, err: FreecellError, card: CardNamer) => string;
    readonly standardInput: string;
    readonly badNumber: (flag: string, given: string, min: number, max: number) => string;
    readonly badRule: (flag: string, given: string, allowed: string) => string;
    readonly tooFewCells: (cells: number, dealt: number, variant: string) => string;
    readonly badRange: (given: string) => string;
    readonly cannotWrite: (file: string, why: string) => string;
    readonly unreadableMoves: (source: string, line: number, token: string) => string;
    /** A position file's own variant (`variant`, its name) is not what the rule flags (`flags`, as typed) ask for. */
    readonly boardVariant: (file: string, variant: string, flags: string) => string;
  };
}
