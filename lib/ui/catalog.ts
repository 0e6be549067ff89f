// The shape of a message catalog: every text the default style shows, as data and small functions.

import type { AllowedValues, FreecellError, Move, PileRef, Variant } from '../core';
import type { HelpGroup, HelpTopic } from '../notation';
import type { DealSource, ForeignSetting, SettingKey, Settled, UnreadableFileError, VariantStats } from '../store';
import type { DealRating } from './rating';

/** Why a solving process could not start: the system refused it (`code`, `detail` its own words), or it ended by `signal` or with `status` before it could take a deal. */
/** Why a solving process could not start: the system refused it (`code`), or it ended as it started, with what Node `said` and the user's `nodeOptions` (NODE_OPTIONS), which Node applies to it. */
export type WorkerStartFailure = { readonly code: string; readonly detail: string } | ({ readonly signal: string } | { readonly status: number }) & { readonly said?: string; readonly nodeOptions?: string };

export type { CardNamer } from './error-catalog';
import type { CardNamer } from './error-catalog';

/** How many of the games an ambiguous id could be are named (see games.ambiguousId): a one-letter id can match hundreds. */
export const AMBIGUOUS_SHOWN = 5;

/** What a flag with a fixed set of values chooses (named in its error). */
export type ChoiceKind = 'variant' | 'language' | 'style' | 'difficulty' | 'format' | 'build rule' | 'empty-column rule' | 'sequence-move rule';

/** The summary of `solve --range`: counts, times, lengths, memory. */
/** What is wrong with a moves file that starts as JSON: nested deeper than `limit`, not JSON from line and column (or to its end), or JSON without a `moves` list of strings. */
export type MovesJsonProblem =
  | { readonly kind: 'too-deep'; readonly limit: number }
  | { readonly kind: 'no-moves' }
  | { readonly kind: 'not-json'; readonly at: { readonly line: number; readonly column: number } | 'end' };

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
  /** The largest peak of one solving process (peakMb is the main process's). */
  readonly workerPeakMb?: number;
  readonly unwinnableDeals: readonly number[];
  /** Deals the summary covers (the range, or the shard's share of it). */
  readonly deals: number;
  /** Of those, results read back from --jsonl (a resumed run). */
  readonly readBack: number;
  /** --shard I/N, as given. */
  readonly shard?: string;
  /** --deals FILE, when the run solves a list of deals (then from and to are 0). */
  readonly dealsFile?: string;
}

/** What `freecell report` found in results files (filled in as it reads them). */
export interface ReportSummary {
  readonly files: number;
  /** The variant's name, when any file held a result. */
  readonly variant?: string;
  deals: number;
  solved: number;
  unwinnable: number;
  gaveUp: number;
  lengthSum: number;
  maxLength: number;
  /** Every line's solving time added up, in milliseconds. */
  ms: number;
  /** Deals found in more than one line. */
  duplicates: number;
  /** Results left out because they are outside --range. */
  outside: number;
  /** Files whose last line is torn (left out). */
  readonly torn: readonly string[];
  /** The first unwinnable deals (named when there are at most 20). */
  readonly unwinnableDeals: number[];
  /** With --range: the deals missing, and their runs. */
  range?: { readonly from: number; readonly to: number; missing: number; gaps: readonly (readonly [number, number])[] };
  /** Deals solved in one line and proven unwinnable in another. */
  conflicts: number;
}

/** The kinds of input file the CLI reads and names in its messages (each has its size limit in lib/cli/io.ts). */
export type FileKind = 'deck' | 'board' | 'moves' | 'transcript' | 'save' | 'stats' | 'settings' | 'deals' | 'results';

/**
 * What the statistics will do with a game given up, as far as it is known
 * when the question is asked: count it; nothing more, since a copy of its save
 * was counted ('counted-before'), its result was counted already (won or lost,
 * then undone or restarted: 'counted'), or its result waits in its own save
 * to be counted ('waits-elsewhere'); or nothing said (off, or not kept).
 */
export type GiveUpCounting = 'counts' | 'counted-before' | 'counted' | 'waits-elsewhere' | 'not-counted';

/** How a saved game's result counts in the statistics when its save goes: given up, won, or solved with help. */
export type SavedResult = 'gave-up' | 'lost' | 'won' | 'helped';

/** What a save on disk still holds after its last rewrite failed: the whole game, an earlier state of it, or nothing that can be read. */
export type KeptOnDisk = 'all' | 'older' | 'none';

/** What the win summary says about the statistics: what this deal's and variant's records are now, or why there are none. */
export type WinStanding =
  | {
      readonly kind: 'kept';
      /** Wins in a row now. */
      readonly streak: number;
      /** This deal's best under these rules (numbered deals only), and whether this win set it. */
      readonly deal?: { readonly bestMs: number; readonly fewestMoves: number; readonly newBestTime: boolean; readonly newFewest: boolean; readonly wins: number };
    }
  /** Moves played by the solver: recorded as solved with help. */
  | { readonly kind: 'helped' }
  /** A session whose results are not kept (piped input, not resumed). */
  | { readonly kind: 'not-kept' }
  /** Statistics turned off in the settings. */
  | { readonly kind: 'off' }
  /** The game's result was recorded before this win (lost at some point, then undone). */
  | { readonly kind: 'counted-before' }
  /** The game's result is a win or a loss before this win that waits in its own save to be counted (the statistics could not take it; the game went on after a restart or an undo). */
  | { readonly kind: 'waiting-before' }
  /** The game's result was settled before this win without being recorded (statistics off, or a game not kept, then), in a session before this one. */
  | { readonly kind: 'uncounted-before' }
  /** The statistics could not be updated (the note under the board says why); the game's save holds the win, to be counted later. */
  | { readonly kind: 'failed' }
  /** Neither the statistics nor the game's save could be written: nothing holds the win but the game still open. */
  | { readonly kind: 'unsaved' };

/** The games finished in one session, by result (each game once). */
export interface SessionTally {
  readonly won: number;
  readonly lost: number;
  readonly gaveUp: number;
  readonly helped: number;
}

/** What a win shows: moves typed, autoplay moves, time, and the statistics. */
export interface WinSummary {
  readonly typed: number;
  readonly auto: number;
  readonly elapsedMs: number;
  readonly standing: WinStanding;
  /** Of the `typed` moves, how many the solver played, when it played moves of this deal ('unknown' when a save does not say which). */
  readonly solver?: number | 'unknown';
  /** Whether `r` deals the same layout again (a deck file or a board), so that the way to a new deal is `game N`. */
  readonly sameLayout: boolean;
}

/** A line of a text as a difference shows it: the whole line, or an excerpt of a long one around the character that differs. */
export interface ShownLine {
  /** The characters shown. */
  readonly text: string;
  /** How many characters of the line are left out before the excerpt, and after it. */
  readonly before: number;
  readonly after: number;
  /** Whether a newline ends the line (the last line of a text may have none). */
  readonly newline: boolean;
}

/** Every word and sentence of the default style in one language. */
export interface Catalog {
  /** Language tag, e.g. "en". */
  readonly lang: string;
  /** The mark between groups of three digits in a number ("1,000,000": ","). */
  readonly thousands: string;
  /** Board header and labels. */
  readonly board: {
    readonly game: (n: number) => string;
    readonly deck: (name: string) => string;
    readonly position: (name: string) => string;
    readonly moves: (n: number) => string;
    readonly cells: string;
    readonly foundations: string;
    /** The header's word for whether the position can still be won. */
    readonly status: { readonly winnable: string; readonly unwinnable: string; readonly unknown: string; readonly won: string };
    /** A PySolFC Mersenne Twister deal (32000 and up), by its number. */
    readonly pysol: (seed: string) => string;
    /** A deal label with the difficulty --difficulty chose it for. */
    readonly rated: (label: string, rating: DealRating) => string;
    /** The words of the ratings (easy, medium, hard). */
    readonly ratings: Readonly<Record<DealRating, string>>;
  };
  /** Lines shown at the start of a session, under the board. */
  readonly opening: readonly string[];
  /** The help text for a variant, line by line; with `plain`, the rule of runs in words rather than a formula. */
  readonly help: (variant: Variant, plain?: boolean) => readonly string[];
  /** The sentence shown when the game is won in `moves` moves; `sameLayout` when `r` deals it again (a deck file or a board). */
  readonly won: (moves: number, sameLayout: boolean) => string;
  /** The line after a win that tells how to list or save the moves. */
  readonly wonHint: string;
  /** `moves` before any move. */
  readonly noMoves: string;
  /** `moves FILE` succeeded. */
  /** moves FILE wrote `count` moves; `replay`, when given, the file as a shell word and the flags freecell replay FILE takes to play them back (with `unnamed`, a deck or board file whose path is not known: the flags end with --deck or --board, and the sentence adds its word for the file, FILE or ARQUIVO, and names it). */
  readonly movesSaved: (file: string, count: number, replay?: { file: string; flags: string; unnamed?: { kind: 'deck' | 'board'; name: string } }) => string;
  /** A file could not be written; the game goes on. */
  readonly writeFailed: (file: string, why: string) => string;
  /** What a move did: "3 cards (9♥ 8♠ 7♦) from column 3 to column 5". */
  readonly moveLine: (move: Move, cards: readonly number[], card: CardNamer) => string;
  /** The cards autoplay sent to the foundations after a move, in order. */
  readonly autoplayLine: (cards: readonly number[], card: CardNamer) => string;
  /** Plain mode, after a move, an undo or a redo: the card each column (or, with `cell`, each cell) that changed now ends with (none: it is empty), in the order given. */
  readonly uncoveredLine: (columns: readonly { readonly index: number; readonly card?: number; readonly cell?: boolean }[], card: CardNamer) => string;
  /** Plain mode, after an undo: the cards autoplay had sent to the foundations, back on their piles, in the order they went back. */
  readonly backFromFoundationsLine: (cards: readonly { readonly card: number; readonly to: PileRef }[], card: CardNamer) => string;
  /** `restart`: the deal from its start, the attempt at it that begins (said from the second on), and, when `typed` moves were on the board (more than 0), that `u` brings them back. */
  readonly restarted: (attempt: number, typed: number) => string;
  /** `u` right after `restart`: the game as it stood before it, at move `typed`. */
  readonly restartUndone: (typed: number) => string;
  /**
   * `u N` (N from 2): `taken` moves taken back, with `autoMoves` autoplay
   * moves; `noMore` when fewer than asked were there; `restartUndone` when the
   * first undo brought back the game before a restart; `typed` the move the
   * game is back at.
   */
  readonly undoneMoves: (taken: number, autoMoves: number, noMore: boolean, restartUndone: boolean, typed: number) => string;
  /** `redo N` (N from 2): `taken` moves played again, with `autoMoves` autoplay moves; `noMore` when fewer than asked were there. */
  readonly redoneMoves: (taken: number, autoMoves: number, noMore: boolean) => string;
  readonly nothingToUndo: string;
  readonly nothingToRedo: string;
  readonly autoplayState: (on: boolean) => string;
  /** `auto on` in a style that never autoplays. */
  readonly autoplayUnavailable: string;
  /** `messages on|off`: whether a move says what it did. */
  readonly messagesState: (on: boolean) => string;
  /** `messages on|off` in a style that never says what a move did. */
  readonly messagesUnavailable: string;
  /** `messages on|off` in plain mode, whose sentences (always said) stand for the board it does not draw. */
  readonly messagesAlwaysPlain: string;
  /** `quick on|off`: whether a column number alone moves its last card to a free cell. */
  readonly quickCellState: (on: boolean) => string;
  /** A column number alone (`column`, from 1) with quick moves off: that they are off, and how to move the card. */
  readonly quickCellOff: (column: number) => string;
  /** `hint`: the next move of a solution, with what it does. */
  readonly hint: (notation: string, what: string) => string;
  /** `hint` with autoplay on: the next move of a solution past `cards`, which autoplay sends home after it. */
  readonly hintPastAutoplay: (notation: string, what: string, cards: readonly number[], card: CardNamer) => string;
  /** `hint` or `solve` on a position that cannot be won. */
  readonly cannotBeWon: string;
  /** `hint` or `solve` when the search ran out of room. */
  readonly noHintFound: string;
  /** `solve`: a solution was found; Enter plays the next move (`home`: every move goes to the foundations, and Enter plays them all), q stops. */
  readonly solutionFound: (moves: number, home: boolean) => string;
  /** `solve short`: a short solution was found (`fallback`: only the fast search's, the short search found none shorter; `home` as for solutionFound). */
  readonly shortSolutionFound: (moves: number, fallback: boolean, home: boolean) => string;
  /** `solve` mode: after each move, how many remain (`home`: they all go to the foundations, and Enter plays them all). */
  readonly solutionNext: (left: number, home: boolean) => string;
  /** `solve` mode: the cards the last moves of the solution sent to the foundations in one step. */
  readonly solutionHomeLine: (cards: readonly number[], card: CardNamer) => string;
  /** `solve` mode stopped; the game goes on. */
  readonly solutionStopped: string;
  /** `hint` or `solve`: the solver threw (a bug in it, or memory refused; `message` is the error's); the game is unchanged. */
  readonly solverFailed: (message: string) => string;
  /** `hint` or `solve` when the game is already won; `sameLayout` when `r` deals it again (a deck file or a board). */
  readonly nothingToPlay: (sameLayout: boolean) => string;
  /** How `save` names its default file when it cannot write it. */
  readonly theSaveFile: string;
  /** Why `save` or `moves FILE` cannot write in a session without file access. */
  readonly noFileAccess: string;
  /** Why `browse FILE` or `deck FILE` cannot read in a session without file access. */
  readonly noFileReading: string;
  /** Why `moves FILE` does not write over the save this game is kept in. */
  readonly ownSave: string;
  /** Why `save FILE` or `moves FILE`, in the game `transcript record FILE` records, does not write FILE: the transcript replaces it when the session ends. */
  readonly transcriptFile: string;
  /** Why a file the user named as output is not written: it is one of the program's own files (its statistics, its settings, or in its folder of saved games). */
  readonly programFile: (what: 'statistics' | 'settings' | 'games') => string;
  /** Why a file the user named as output is not written: another freecell's `solve --range` is writing its results to it. */
  readonly resultsInUse: (pid: number, host: string) => string;
  /** Before picking a deal for --winnable (`wanted` undefined) or --difficulty, which can take seconds. */
  readonly lookingForDeal: (wanted: DealRating | undefined) => string;
  /** Before `solve short`'s search, which can take seconds. */
  readonly lookingForShortSolution: string;
  /** --winnable: numbers skipped before a deal the solver wins. */
  readonly skippedDeals: (skipped: number, found: boolean) => string;
  /** --difficulty: how many deal numbers were passed over to find one of the rating. */
  readonly ratedSkipped: (skipped: number, wanted: DealRating) => string;
  /** --difficulty: no deal of the rating within `tries`; the one dealt is rated `got`. */
  readonly ratedNotFound: (wanted: DealRating, tries: number, got: DealRating) => string;
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
  /** `stats` in a game, under the record: the games finished in this session. */
  readonly sessionTally: (tally: SessionTally) => string;
  /** One variant's record for one source of deals, as lines. */
  readonly statsLines: (key: string, source: DealSource, s: VariantStats) => readonly string[];
  /** `stats --reset`: the question, and what happens. */
  readonly statsResetQuestion: string;
  readonly statsResetDone: string;
  readonly statsResetKept: string;
  /** `stats --reset` could not write the cleared statistics (exit status 2). */
  readonly statsResetFailed: (file: string, why: string) => string;
  /** `stats --reset` with `--json`. */
  readonly statsResetOrShow: string;
  /** --resume failed (exit status 2). */
  readonly cannotResume: (file: string, why: string) => string;
  /** The sentence shown when no legal move is left; `sameLayout` when `r` deals it again (a deck file or a board). */
  readonly lost: (sameLayout: boolean) => string;
  /** The sentences under the board of a deal in which no card can move: lost at its start, with what can be done (not u nor restart). */
  readonly lostAtStart: (sameLayout: boolean) => string;
  /** One sentence saying exactly what was wrong with a command or a move. */
  readonly error: (err: FreecellError, variant: Variant | undefined, card: CardNamer) => string;
  /** The same error as a reason inside another sentence ("the file is empty"): no capital, no full stop. */
  readonly errorReason: (err: FreecellError, variant: Variant | undefined, card: CardNamer) => string;
  /** The heading of one step of `replay --verbose`. */
  readonly replayStep: (number: number, token: string) => string;
  /** The last line of a replay in which every move was legal. */
  readonly replayDone: (moves: number, won: boolean, foundationCards: number) => string;
  /** `freecell variants`: a known variant's one-line description (`english`, the registry's own, for English). */
  readonly variantDescription: (id: string, english: string) => string;
  /** A variant's name in this language (FreeCell with 3 cells: FreeCell com 3 células; proper names stay). */
  readonly variantName: (variant: { readonly id: string; readonly name: string }) => string;
  /** Why a replay stopped: the move's number, the move as written, the reason. */
  readonly replayIllegal: (number: number, token: string, why: string) => string;
  /** `transcript check` found the same output. */
  readonly transcriptSame: (file: string) => string;
  /** transcript check or record with game options that leave the deal random (no --game, --deck or --board): exit status 2. */
  readonly transcriptNeedsDeal: (command: 'check' | 'record') => string;
  /** replay or browse of a moves file that names no deal (no --game, --deck or --board, and not a JSON file holding one): exit status 2. */
  readonly movesNeedDeal: (command: 'replay' | 'browse') => string;
  /** `transcript check` found a difference: the first line that differs (from 1), the first character in it that differs (undefined when one text has ended), and the line of each text (undefined: that text has ended). */
  readonly transcriptDiffers: (file: string, line: number, column: number | undefined, expected: ShownLine | undefined, actual: ShownLine | undefined) => string;
  /** `solve` proved there is no solution (`what`: "game 11982"). */
  readonly solveUnwinnable: (what: string, states: number) => string;
  /** `solve` of a position already won (every card on a foundation): its solution has no moves, and no search ran. */
  readonly solveWonAlready: (what: string) => string;
  /** A deal that cannot be won, seen without searching: two foundations of one suit, a card (named) below cards in play missing from the game, or more suits to start than empty foundations. */
  readonly solveHopeless: (what: string, reason: { readonly kind: 'suit-twice' } | { readonly kind: 'card-missing'; readonly card: string } | { readonly kind: 'too-many-suits'; readonly suits: number; readonly foundations: number }) => string;
  /** `solve` stopped at its limit. */
  /** `searches`: how many searches ran one after the other (2: the fast search, then the exact one, each with its own position limit). */
  readonly solveGaveUp: (what: string, states: number, reason: 'states' | 'time' | 'memory', searches: number) => string;
  /**
   * Which search gave `solve`'s answer: `search`'s own positions (`states`),
   * and, when the exact search ran after the fast one, the fast search's
   * positions and whether it gave up (else it found no solution).
   */
  readonly solveSearch: (result: 'solved' | 'unwinnable' | 'gave-up', search: 'fast' | 'exact' | 'short', states: number, fastStates?: number, fastGaveUp?: boolean) => string;
  /** `solve` with no deal named (--game, --deck, --board): the random game number it solves, so that the deal can be named again. */
  readonly solveRandomDeal: (number: number) => string;
  /** `solve --short`: the short search found no solution shorter than the fast search's, which is printed. */
  readonly shortFellBack: string;
  /** The counts on the progress bar of `solve --range`. */
  readonly rangeProgress: (solved: number, unwinnable: number, gaveUp: number, perSecond: number, etaSeconds: number) => string;
  /** The closing summary of `solve --range`. */
  readonly rangeSummary: (s: RangeSummary) => readonly string[];
  /** `solve --range`: the solver threw an error on one deal (its message as given), which counts as given up. */
  readonly rangeDealFailed: (deal: number, error: string) => string;
  /** `freecell report`. */
  readonly report: {
    readonly summary: (s: ReportSummary) => readonly string[];
    /** A line that is not a result, before the last. */
    readonly badLine: (file: string, line: number) => string;
    /** A file of another variant or rules than the first file's. */
    readonly otherRules: (file: string, line: number, what: 'variant' | 'rules', theirs: string, firstFile: string, ours: string) => string;
    /** One deal with a solution in one file and a proof that it cannot be won in another. */
    readonly conflict: (deal: number, verdicts: readonly { file: string; status: string }[]) => string;
    /** Why two of --json, --unwinnable and --gave-up do not go together. */
    readonly oneOutput: string;
  };
  /** The screen: header pieces, undo and redo in cards and piles, lose moments, giving up, and the plain (screen reader) mode. */
  readonly screen: {
    /** Moves typed by the player, with autoplay's apart: "34 moves + 55 automatic". */
    readonly moves: (typed: number, automatic: number) => string;
    /** Moves typed, for the start menu: "34 moves typed". */
    /** A game's moves (its groups to `position`) in a list of saves or a question: typed, or of them how many the solver played (`solver`; 'unknown' for a save that does not say). */
    readonly movesTyped: (moves: number, solver?: number | 'unknown') => string;
    /** Time played: "time 2:05". */
    readonly time: (ms: number) => string;
    /** Which attempt at the deal this is (`restart` after a move begins the next), shown from the second on: "attempt 2". */
    readonly attempt: (attempt: number) => string;
    /** The rules that differ from the named variant's ("2 cells, aces home"), or "" when none do. */
    readonly rules: (variant: Variant, named: Variant) => string;
    /** `undo`: the cards back where they came from, and how many autoplay moves went back with them. */
    readonly undone: (move: Move, cards: readonly number[], autoMoves: number, card: CardNamer) => string;
    /** `redo`: the move made again, and its autoplay moves. */
    readonly redone: (move: Move, cards: readonly number[], autoMoves: number, card: CardNamer) => string;
    /** A move turned a winnable position into one that cannot be won; `undos` go back. */
    readonly lostByMove: (undos: number) => string;
    /** A move reached a position that cannot be won from one not known to be winnable (it may have been lost before). */
    readonly cannotBeWonNow: string;
    /** `hint` or `solve` on a position that cannot be won, and how many undos reach one that can. */
    readonly cannotBeWonUndos: (undos: number) => string;
    /** `hint` or `solve` when the deal cannot be won from its start; `sameLayout` when `r` deals it again (a deck file or a board). */
    readonly dealCannotBeWon: (sameLayout: boolean) => string;
    /**
     * `r` after moves: the question (`typed` 0: the game was restarted or undone to its start after moves), saying what
     * the statistics will do as far as it is known: count it as given up, nothing more (they hold it already), or nothing
     * said (off, or not kept); then what happened.
     */
    readonly giveUpQuestion: (moves: number, counting: GiveUpCounting, solver?: number | 'unknown') => string;
    readonly gaveUp: (counted: boolean) => string;
    /** A game given up whose result the statistics held already (a copy of its save was counted): nothing more is counted. */
    readonly gaveUpCountedBefore: string;
    /** A game given up whose result was settled before (won or lost, then undone or restarted): counted already, or waiting in its own save to be counted; nothing more is counted. */
    readonly gaveUpResultBefore: (counting: 'counted' | 'waits-elsewhere') => string;
    readonly keptPlaying: string;
    /** A card in words ("seven of hearts"), for --plain. */
    readonly cardWords: (card: number) => string;
    /** --plain: the header sentence, from its pieces. */
    readonly plainHeader: (pieces: readonly string[], status: string | undefined) => string;
    /** --plain: one row of piles ("Cells: empty, seven of hearts."); `cards` are words, undefined for an empty pile. */
    readonly plainPiles: (kind: 'cells' | 'foundations', cards: readonly (string | undefined)[]) => string;
    /** --plain: one column, its cards from the bottom to the top (the last one can move). */
    readonly plainColumn: (index: number, cards: readonly string[]) => string;
    /** --plain: how the board is read, said once at the start. */
    readonly plainReading: string;
    /** Why --plain and --style cse231 do not go together. */
    readonly plainOwnScreen: string;
  };
  /** The win summary, after the board: moves, time, records, streak, and what to do next. */
  readonly winSummary: (w: WinSummary) => readonly string[];
  /** `freecell config`: listing, changing and resetting the settings. */
  readonly settings: {
    /** One line of `freecell config`: the key, its value, whether it is the default, and the values it takes. */
    readonly line: (key: SettingKey, value: string, isDefault: boolean, values: readonly string[]) => string;
    readonly set: (key: SettingKey, value: string) => string;
    readonly reset: (key: SettingKey, value: string) => string;
    readonly resetAll: string;
    /** Where the settings are kept (the last line of the list). */
    readonly file: (file: string) => string;
    readonly unknownKey: (key: string, keys: readonly string[]) => string;
    readonly badValue: (key: SettingKey, value: string, values: readonly string[]) => string;
    /** `config KEY` without a value. */
    readonly needsValue: (key: SettingKey, values: readonly string[]) => string;
    /** `config --reset KEY VALUE`. */
    readonly resetTakesKey: (value: string) => string;
    /** The settings file cannot be read: the defaults are used, the file is left as it is. */
    readonly unreadable: (file: string, why: string) => string;
    /** Settings of the file this freecell does not take (a newer freecell's, or mistyped): not used, left in the file as they are. */
    readonly notTaken: (file: string, settings: readonly ForeignSetting[]) => string;
    /** A change replaced a damaged settings file, kept under another name. */
    readonly keptAside: (file: string, why: string, aside: string) => string;
    readonly cannotWrite: (file: string, why: string) => string;
  };
  /** Games in progress: the start menu, resuming, `freecell saves`, and moving an old save.json into the games folder. */
  readonly games: {
    readonly menuTitle: string;
    /** One saved game of the start menu: its number to type, what it is, its id. */
    readonly menuLine: (n: number, description: string, id: string) => string;
    /** Under the nine saved games the start menu offers: `count` more wait, reached by `saves` and `--resume ID`. */
    readonly menuMore: (count: number) => string;
    readonly menuNew: string;
    readonly menuPrompt: (count: number) => string;
    readonly menuInvalid: (count: number) => string;
    /** The chosen game was resumed by another process between the menu and the choice. */
    /** `pid`, `host` and `lock` are given when the game was taken by a process of another machine (see inUse). */
    readonly takenMeanwhile: (id: string, pid?: number, host?: string, lock?: string) => string;
    /** Under a game that flags started, when saved games are waiting. */
    readonly waiting: (count: number) => string;
    /** `save` without a file: where the game is kept and how to resume it. */
    readonly savedAs: (id: string) => string;
    /** `save` without a file in a won game whose result is settled: no save is made, since a won game is never resumed. */
    readonly wonNotSaved: string;
    /** `save` in a deal in which no card can move, its loss counted: nothing of it can be played, so no save is made. */
    readonly lostAtStartNotSaved: string;
    /** `save` without a file in a won game whose win the statistics could not take yet: its save, which waits for the next start to count it. */
    readonly wonSavedToCount: (id: string) => string;
    /** The game ended (q, end of input) and its save is kept under this id. */
    readonly keptOnQuit: (id: string) => string;
    /** The game ended and the last rewrite of its save failed; `kept` says what the save on disk still holds. */
    readonly quitSaveFailed: (file: string, why: string, kept: KeptOnDisk) => string;
    /** The game ended, the last rewrite of its save failed, and the save was moved away (with its folder) to `movedTo` (undefined: the system does not say where); `kept` says what it holds there. */
    readonly quitSaveMoved: (file: string, why: string, movedTo: string | undefined, kept: 'all' | 'older') => string;
    /** At start-up: a saved game won when the statistics could not take the win is now counted (and its save removed). */
    readonly winCounted: (id: string, description: string) => string;
    /** At start-up: such a win still cannot be counted, because `file` (the statistics, or the save itself) cannot be updated; its save is kept. */
    readonly winNotCounted: (id: string, file: string, why: string) => string;
    /** In a game restarted after a win the statistics could not take: they have now counted it (as a win, or as solved with help). */
    readonly resultCountedNow: (result: 'won' | 'helped' | 'lost') => string;
    /** In a game: its result is not counted now, because its save (`file`) cannot be marked counted first; the save keeps it, not counted. */
    readonly resultNotCounted: (file: string, why: string) => string;
    /** Why --resume has nothing to resume. */
    readonly noneSaved: string;
    /** Why `--resume` takes none of the saves: those that can be read have no move yet (saved at the deal); `ids` lists them, the latest first. */
    readonly noneStarted: (ids: readonly string[]) => string;
    /** Every save found cannot be read (a newer freecell's, damaged): `count` of them. */
    readonly noneReadable: (count: number) => string;
    readonly nothingToResume: (why: string) => string;
    /** Why --resume takes no flag that chooses a deal. */
    readonly resumeKeepsDeal: string;
    readonly allInUse: string;
    /** allInUse when one of them at least is held by a freecell of another machine. */
    readonly allInUseRemote: string;
    /** The owner of a save held by a freecell of another machine, in the list: its process, machine and the lock to remove once it has ended. */
    readonly remoteOwner: (pid: number, host: string, lock: string) => string;
    /** Why --resume has nothing to resume: every saved game stands won. */
    readonly allWon: string;
    /** Why a save cannot be resumed: it stands won, its win waiting to be counted, counted already, or settled without being counted (statistics off, or a game not kept). */
    readonly wonSave: (settled: Settled) => string;
    readonly noSuchId: (id: string) => string;
    /** `ids` the latest first: the first AMBIGUOUS_SHOWN are named, and how many others there are. */
    readonly ambiguousId: (id: string, ids: readonly string[]) => string;
    /** `lock` is given when the process is of another machine, which this one cannot check: the lock to remove once it has ended. */
    readonly inUse: (pid: number, host: string, lock?: string) => string;
    /** `freecell saves`. */
    readonly listNone: string;
    /** One save of `saves`: `state` says whether it is free, damaged, being played, or won (its win waiting to be counted, or counted already). */
    readonly listLine: (id: string, description: string, when: string, state: 'free' | 'damaged' | 'in-use' | `won-${Settled}`, detail: string) => string;
    /** Under the latest saves `saves` shows on a terminal: `count` older ones are not shown, and `saves --all` lists them. */
    readonly listMore: (count: number) => string;
    /** `saves --delete` failed. */
    readonly cannotDelete: (id: string, why: string) => string;
    /** Why `saves --delete` keeps a save: the statistics that would count its result (given up, or a win not yet counted) cannot be updated. */
    readonly statsNotUpdated: (file: string, why: string, result: SavedResult) => string;
    /** Why --delete and --json do not go together. */
    readonly deleteOrList: string;
    /** `saves --delete` removed the save; `result` is what the statistics counted for it, if anything. */
    readonly deleted: (id: string, result: SavedResult | undefined) => string;
    /** `saves --delete` removed a save whose result the statistics held already (another copy of it was counted, or it was). */
    readonly deletedCountedBefore: (id: string) => string;
    /** An old single save.json found at start-up. */
    readonly migrated: (id: string) => string;
    /** `when`: the backup's time, undefined when its file time is no date (far in the future). */
    readonly migratedBackup: (id: string, when: string | undefined) => string;
    readonly legacyDamaged: (file: string, why: string, keptAs: string) => string;
    /** An old save.json that could not be moved into the games folder now (why: the reason in words); it is moved at a later start. */
    readonly legacyNotMoved: (file: string, why: string) => string;
  };
  /** In-game commands: the help screen and one command's help, several moves on a line, browsing a moves file. */
  readonly commands: CommandWords;
  /** One-line reasons for bad flags and unreadable files (the CLI prefixes "freecell: "). */
  readonly usage: {
    readonly notGameNumber: (text: string) => string;
    /** A pysol:N that is not a PySolFC game number. */
    readonly notPysolNumber: (text: string) => string;
    /** Why --difficulty does not go with --deck or --board. */
    readonly difficultyPicksNumbers: string;
    /** A flag's value that is not one of its choices; `what` names the flag's kind of value. */
    readonly unknownChoice: (what: ChoiceKind, given: string, known: readonly string[]) => string;
    /** A first argument that is no command of the program (`freecell solv`), with the command it most likely meant. */
    readonly unknownCommand: (given: string, suggestion: string | undefined, known: readonly string[]) => string;
    /** An option the command does not have, with those most likely meant (commander's suggestions: none, one or several). */
    readonly unknownOption: (option: string, suggestions: readonly string[], command?: string) => string;
    /** An option given without the value it takes (`option` as the help shows it: `--game <number>`). */
    readonly optionNeedsValue: (option: string) => string;
    /** --lang given without a language, or with another option where the language goes (`--lang --help`): the languages there are. */
    readonly languageNeedsValue: (known: readonly string[]) => string;
    /** A command given without an argument it needs (`freecell deal`). */
    readonly missingArgument: (command: string, argument: string) => string;
    /** Words a command does not take (`freecell solve 1 2`). */
    readonly extraArguments: (command: string, extra: string) => string;
    /** A flag typed before a command (`freecell --game 5 stats`) that the command does not take. */
    readonly optionNotTaken: (command: string, flag: string) => string;
    /** A command that only groups others (`freecell transcript`) given none of them. */
    readonly needsSubcommand: (command: string, subcommands: readonly string[]) => string;
    /** transcript check and record: the words after -- that are no option of play (another command, a stray word). */
    readonly notAGameCommand: (stray: string) => string;
    readonly oneSource: string;
    /** `freecell deal` with two of a game number, --deck and --board. */
    readonly dealOneSource: string;
    /** `freecell deal` with none of them. */
    readonly dealNeedsSource: string;
    /** Two flags that cannot be used together, and why. */
    readonly conflict: (first: string, second: string, why: string) => string;
    /** `what` is the kind of file; the error's reason (missing, fifo, too-big, not-utf8...) says why. */
    readonly cannotRead: (what: FileKind, file: string, err: UnreadableFileError) => string;
    /** Why a file was not read, in a few words ("it is a FIFO, not a regular file"). */
    readonly whyUnreadable: (err: UnreadableFileError) => string;
    /** Standard input could not be read (`replay -` past the size limit of a moves file). */
    readonly cannotReadInput: (err: UnreadableFileError) => string;
    readonly badFile: (what: FileKind, file: string, err: FreecellError, card: CardNamer) => string;
    /** A position file (JSON, CS 3500 text, a Freecell Solver board) that --board reads, given to --deck. */
    readonly deckIsPosition: (file: string) => string;
    /** A position file given to --deck that --board refuses too, for `err` (notation/file-shape.ts). */
    readonly deckIsBadPosition: (file: string, err: FreecellError, card: CardNamer) => string;
    /** JSON that is no position given to --deck: a JSON moves file, lines of solving results or other JSON (notation/file-shape.ts). */
    readonly deckIsNot: (file: string, kind: 'moves' | 'results' | 'json') => string;
    /** A whole pack written one column a line, as a board is, given to --deck (notation/file-shape.ts). */
    readonly deckIsBoard: (file: string) => string;
    /** A deck written a round of the deal a line given to --board (notation/file-shape.ts). */
    readonly boardIsDeck: (file: string) => string;
    readonly standardInput: string;
    /** `replay -` or `solve --deals -` with standard input a terminal: what to type there, and how to end it (said on standard error before it is read). */
    readonly typeInput: (what: 'moves' | 'deals' | 'deck' | 'board') => string;
    /** `--deck -` or `--board -` where standard input is read for something else: a game's commands, or replay's moves (`replay -`). */
    readonly dealInputTaken: (what: 'deck' | 'board', taken: 'game' | 'moves') => string;
    /** Why browse cannot take its moves from standard input (`-`): its keys come from there. */
    readonly keysOnInput: string;
    /** `freecell browse -`: the moves cannot come from standard input. */
    readonly browseStandardInput: string;
    /** Standard input held a line longer than the limit (in MB): the session ends. */
    readonly inputLineTooLong: (limitMb: number) => string;
    /** No folder to keep the games, statistics and settings in: no home folder is known and neither FREECELL_HOME nor XDG_STATE_HOME names one. */
    readonly noStateFolder: string;
    /** FREECELL_HOME (`given`) starts with another account's ~NAME (`account`), whose home folder freecell cannot look up. */
    readonly otherAccountHome: (given: string, account: string) => string;
    readonly badNumber: (flag: string, given: string, min: number, max: number) => string;
    readonly badRule: (flag: string, given: string, allowed: AllowedValues) => string;
    readonly tooFewCells: (cells: number, dealt: number, variant: string) => string;
    /** --cells-dealt given a whole number past the game's cells. */
    readonly tooManyDealt: (given: string, cells: number) => string;
    /** Why --single-card and another --moves rule cannot be used together. */
    readonly singleCardIsSingle: string;
    /** --range not two whole numbers joined by a dash. */
    readonly badRange: (given: string) => string;
    /** --range of two whole numbers, the first above the second. */
    readonly rangeBackwards: (given: string, first: number, second: number) => string;
    /** --range of two whole numbers, one outside the game numbers 1 to max: `past` when above max, else before 1. */
    readonly rangeOutside: (given: string, past: boolean, max: number) => string;
    readonly cannotWrite: (file: string, why: string) => string;
    /** solve --range or --deals: a solving process could not be started, or ended before it could take a deal. */
    readonly workerCannotStart: (why: WorkerStartFailure) => string;
    /** transcript record: the session printed more than the largest transcript (in MB) that transcript check reads; the file is not written. */
    readonly transcriptTooLarge: (file: string, limitMb: number) => string;
    /** transcript record FILE stopped: FILE was written or replaced by another program (another freecell included) since the session started, and is not written over. */
    readonly transcriptChanged: (file: string) => string;
    /** transcript record's standard output closed before the session ended (its reader gone, as with | head): FILE is left as it was. */
    readonly transcriptReaderGone: (file: string) => string;
    readonly unreadableMoves: (source: string, line: number, token: string) => string;
    /** replay of a moves file (or standard input, `file` then its name in words) that holds no move: empty, or only blank lines and comments. */
    readonly noMovesToReplay: (file: string) => string;
    /** A JSON moves file (or standard input) whose lists and objects nest deeper than `limit`. */
    /** A moves file that starts as JSON (`{`) and cannot be read as JSON, named by `source`. */
    readonly movesJson: (source: string, problem: MovesJsonProblem) => string;
    /** The same problem as the reason a file could not be read (in-game browse): no file name, no full stop. */
    readonly movesJsonReason: (problem: MovesJsonProblem) => string;
    /** A move of a moves file that is no move of this game (a pile it does not have, a count out of range): `why` is the error's sentence. */
    readonly badMove: (source: string, line: number, token: string, why: string) => string;
    /** solve: a flag that --range cannot honour (--game, --deck, --board, --format). */
    readonly rangeConflict: (flag: string, from: number, to: number) => string;
    /** solve: a flag of --range given without it (--jsonl, --jobs, --shard). */
    readonly needsRange: (flag: string) => string;
    readonly badShard: (given: string) => string;
    /** --jobs above the cores, --max-states above what memory holds, --max-memory above the machine's memory. */
    readonly badJobs: (given: string, max: number) => string;
    readonly badMaxStates: (given: string, max: number, memoryMb: number) => string;
    readonly badMaxMemory: (given: string, max: number) => string;
    readonly jsonlNeedsName: string;
    /** Another run holds --jsonl's lock `lock`: a process of this machine, or of another one (`host`), which cannot be checked from here. */
    readonly jsonlInUse: (file: string, pid: number, host?: string, lock?: string) => string;
    /** --jsonl's file no longer has its name (moved, removed, or another file put there) while the run writes it. */
    readonly jsonlMoved: (file: string) => string;
    /** --jsonl names a FIFO with no reader. */
    readonly jsonlNoReader: (file: string) => string;
    /** --jsonl holds results of a run with other rules or another mode. */
    readonly jsonlOtherRun: (file: string, line: number, what: 'variant' | 'rules' | 'mode', theirs: string, ours: string) => string;
    /** --jsonl has a line (not the last) that is not a result. */
    readonly jsonlBadLine: (file: string, line: number) => string;
    /** solve: --short and --exact both given. */
    readonly shortOrExact: string;
    /** --range and --deals both given. */
    readonly rangeOrDeals: string;
    /** `--jsonl -`: the results file is read back to resume, so it cannot be standard output. */
    readonly jsonlNotStdout: string;
    /** --deals with a flag that chooses one deal. */
    readonly dealsConflict: (flag: string) => string;
    /** A line of a --deals file that is not a game number. */
    readonly badDealsLine: (file: string, line: number, text: string, max: number) => string;
    /** A position file's own variant (`variant`, its name) is not what the rule flags (`flags`, as typed) ask for. */
    readonly boardVariant: (file: string, variant: string, flags: string) => string;
    /** A position file's table is larger than the game draws (at most `maxColumns` columns and `maxCells` cells). */
    readonly boardTooWide: (file: string, columns: number, cells: number, maxColumns: number, maxCells: number) => string;
    /** Standard output failed other than by a closed pipe (exit status 5); `why` is the FILE_SYSTEM error's reason. */
    readonly cannotWriteOutput: (why: string) => string;
    /** A transcript's private folder could not be made in the system's temporary folder `folder` (TMPDIR): missing, not a folder, read-only, full. */
    readonly noTempFolder: (folder: string, why: string) => string;
    /** An error the program did not expect (a bug): `message` is the error's; exit status 70. */
    readonly internalError: (message: string) => string;
    /** The process met the limit of open files (ulimit -n) where nothing else expected it, such as loading a part of the program. */
    readonly tooManyFilesOpen: string;
  };
}

/** How one command is written and what it does: a line on the help screen, and the details of `help CMD`. */
export interface TopicWords {
  readonly usage: string;
  /** Plain mode: how the command is typed and what it does, a sentence in words (no brackets, bars or letters standing for numbers): its line of the help and the first of help CMD. */
  readonly said: string;
  /** Plain mode: what the letters of the details stand for (C, N, F...), which `said` names in words only; said after it in help CMD. */
  readonly letters?: string;
  readonly summary: string;
  readonly details: readonly string[];
  /** A detail that depends on the game's rules (tt: runs, and what an empty column takes), shown after the first. */
  readonly byRules?: (variant: Variant) => string;
}

/** The words of the help, of lines with several moves, of browsing, and of `--help`. */
export interface CommandWords {
  readonly groups: Readonly<Record<HelpGroup, string>>;
  readonly topics: Readonly<Record<HelpTopic, TopicWords>>;
  /** The last line of help all, the help screen of every command. */
  readonly helpFooter: string;
  /** The heading of the everyday commands the short help (h) lists. */
  readonly everyday: string;
  /** The last line of the short help: help all for every command, help CMD for one. */
  readonly shortFooter: string;
  /** `help xyz` for a word that is no command. */
  readonly unknownTopic: (word: string) => string;
  /** A foundation move that autoplay had already made (a solution typed with autoplay on); `what` as moveLine says it. */
  readonly alreadyDone: (what: string) => string;
  /** A line of several moves stopped at a refused one: how many were played, the refused move as typed and why (a sentence). */
  readonly partial: (played: number, total: number, token: string, why: string) => string;
  /**
   * After a refused line at a terminal: the lines typed after it (pasted
   * with it, or typed while the program worked), dropped unplayed, as typed
   * (the empty ones left out; at least one is not empty).
   */
  readonly typedAheadDropped: (lines: readonly string[]) => string;
  /** deck FILE when the file cannot be read, or holds no deck: the game goes on as it was. */
  readonly deck: {
    readonly cannotRead: (file: string, why: string) => string;
    /** `why` is the deck's fault as a sentence (the token and where it is). */
    readonly notADeck: (file: string, why: string) => string;
    /** A position file (JSON, CS 3500 text, a Freecell Solver board with a header line): freecell --board reads it. */
    readonly isPosition: (file: string) => string;
    /** A position file that freecell --board refuses too; `why` is its fault as a sentence. */
    readonly isBadPosition: (file: string, why: string) => string;
    /** JSON that is no position: a JSON moves file, lines of solving results or other JSON (notation/file-shape.ts). */
    readonly isNot: (file: string, kind: 'moves' | 'results' | 'json') => string;
    /** A whole pack written one column a line, as a board is (notation/file-shape.ts): freecell --board reads it. */
    readonly isBoard: (file: string) => string;
  };
  /** Browsing a moves file. */
  readonly browse: {
    /** The first lines: the file, its moves, the keys. */
    readonly intro: (file: string, moves: number) => string;
    readonly keys: string;
    /** After stepping to move `n` of `total`: what it did. */
    readonly step: (n: number, total: number, what: string) => string;
    /** At the start (move 0). */
    readonly atStart: (total: number) => string;
    readonly pastEnd: (total: number) => string;
    readonly beforeStart: string;
    readonly notAStep: (word: string, total: number) => string;
    /** A browse key (or a move number) followed by `extra`, words it does not take. */
    readonly strayWord: (word: string, extra: string) => string;
    /** A move number past the end of a file of `total` moves. */
    readonly noSuchMove: (number: string, total: number) => string;
    /** The file stops at an illegal move: only the moves before it are browsed. */
    readonly illegal: (number: number, token: string, why: string) => string;
    readonly unreadable: (file: string, line: number, token: string) => string;
    /** The file holds no moves (empty, or only comments): it is not browsed. */
    readonly noMoves: (file: string) => string;
    readonly cannotRead: (file: string, why: string) => string;
    /** c: the game goes on from move `n`. */
    readonly continued: (n: number) => string;
    /** q: back to the game as it was. */
    readonly stopped: string;
  };
  /** `--help` of the program and its subcommands: descriptions of commands, arguments and options, and commander's headings. */
  readonly cli: CliHelpWords;
}

/** The texts commander shows for `--help`, keyed by command and by option flag. */
export interface CliHelpWords {
  readonly commands: Readonly<Record<string, string>>;
  readonly options: Readonly<Record<string, string>>;
  readonly arguments: Readonly<Record<string, string>>;
  readonly headings: { readonly usage: string; readonly options: string; readonly commands: string; readonly arguments: string; readonly default: string };
  /**
   * The name of an argument or an option's value as --help and the messages show it
   * (`file` of `<file>`, `options` of `[options]`), from commander's English name;
   * symbols (n, k, mb, id, a-b, i/n) stay as they are.
   */
  readonly placeholder: (argument: string) => string;
}
