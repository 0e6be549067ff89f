// The shape of a message catalog: every text the default style shows, as data and small functions.

import type { FreecellError, Move, Variant } from '../core';
import type { DealSource, SettingKey, UnreadableFileError, VariantStats } from '../store';

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
  /** Deals the summary covers (the range, or the shard's share of it). */
  readonly deals: number;
  /** Of those, results read back from --jsonl (a resumed run). */
  readonly readBack: number;
  /** --shard K/N, as given. */
  readonly shard?: string;
}

/** The kinds of input file the CLI reads and names in its messages (each has its size limit in lib/cli/io.ts). */
export type FileKind = 'deck' | 'board' | 'moves' | 'transcript' | 'save' | 'stats' | 'settings';

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
  /** The statistics could not be updated (the note under the board says why). */
  | { readonly kind: 'failed' };

/** What a win shows: moves typed, autoplay moves, time, and the statistics. */
export interface WinSummary {
  readonly typed: number;
  readonly auto: number;
  readonly elapsedMs: number;
  readonly standing: WinStanding;
}

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
  /** One variant's record for one source of deals, as lines. */
  readonly statsLines: (key: string, source: DealSource, s: VariantStats) => readonly string[];
  /** `stats --reset`: the question, and what happens. */
  readonly statsResetQuestion: string;
  readonly statsResetDone: string;
  readonly statsResetKept: string;
  /** `stats --reset` with `--json`. */
  readonly statsResetOrShow: string;
  /** --resume failed (exit status 2). */
  readonly cannotResume: (file: string, why: string) => string;
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
  readonly solveGaveUp: (what: string, states: number, reason: 'states' | 'time' | 'memory') => string;
  /** The counts on the progress bar of `solve --range`. */
  readonly rangeProgress: (solved: number, unwinnable: number, gaveUp: number, etaSeconds: number) => string;
  /** The closing summary of `solve --range`. */
  readonly rangeSummary: (s: RangeSummary) => readonly string[];
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
    readonly tooManyArguments: string;
    /** `config --reset KEY VALUE`. */
    readonly resetTakesKey: string;
    /** The settings file cannot be read: the defaults are used, the file is left as it is. */
    readonly unreadable: (file: string, why: string) => string;
    /** A change replaced a damaged settings file, kept under another name. */
    readonly keptAside: (file: string, why: string, aside: string) => string;
    readonly cannotWrite: (file: string, why: string) => string;
  };
  /** Games in progress: the start menu, resuming, `freecell saves`, and moving an old save.json into the games folder. */
  readonly games: {
    readonly menuTitle: string;
    /** One saved game of the start menu: its number to type, what it is, its id. */
    readonly menuLine: (n: number, description: string, id: string) => string;
    readonly menuNew: string;
    readonly menuPrompt: (count: number) => string;
    readonly menuInvalid: (count: number) => string;
    /** The chosen game was resumed by another process between the menu and the choice. */
    readonly takenMeanwhile: (id: string) => string;
    /** Under a game that flags started, when saved games are waiting. */
    readonly waiting: (count: number) => string;
    /** `save` without a file: where the game is kept and how to resume it. */
    readonly savedAs: (id: string) => string;
    /** The game ended (q, end of input) and its save is kept under this id. */
    readonly keptOnQuit: (id: string) => string;
    /** Why --resume has nothing to resume. */
    readonly noneSaved: string;
    readonly nothingToResume: (why: string) => string;
    /** Why --resume takes no flag that chooses a deal. */
    readonly resumeKeepsDeal: string;
    readonly allInUse: string;
    readonly noSuchId: (id: string) => string;
    readonly ambiguousId: (id: string, ids: readonly string[]) => string;
    readonly inUse: (pid: number, host: string) => string;
    /** `freecell saves`. */
    readonly listNone: string;
    readonly listLine: (id: string, description: string, when: string, state: 'free' | 'damaged' | 'in-use', detail: string) => string;
    /** `saves --delete` failed. */
    readonly cannotDelete: (id: string, why: string) => string;
    /** Why --delete and --json do not go together. */
    readonly deleteOrList: string;
    readonly deleted: (id: string, countedLost: boolean) => string;
    /** An old single save.json found at start-up. */
    readonly migrated: (id: string) => string;
    readonly migratedBackup: (id: string, when: string) => string;
    readonly legacyDamaged: (file: string, why: string, keptAs: string) => string;
  };
  /** One-line reasons for bad flags and unreadable files (the CLI prefixes "freecell: "). */
  readonly usage: {
    readonly notGameNumber: (text: string) => string;
    readonly unknownChoice: (what: string, given: string, known: readonly string[]) => string;
    readonly oneSource: string;
    /** Two flags that cannot be used together, and why. */
    readonly conflict: (first: string, second: string, why: string) => string;
    /** `what` is the kind of file; the error's reason (missing, fifo, too-big, not-utf8...) says why. */
    readonly cannotRead: (what: FileKind, file: string, err: UnreadableFileError) => string;
    /** Why a file was not read, in a few words ("it is a FIFO, not a regular file"). */
    readonly whyUnreadable: (err: UnreadableFileError) => string;
    /** Standard input could not be read (`replay -` past the size limit of a moves file). */
    readonly cannotReadInput: (err: UnreadableFileError) => string;
    readonly badFile: (what: FileKind, file: string, err: FreecellError, card: CardNamer) => string;
    readonly standardInput: string;
    /** Standard input held a line longer than the limit (in MB): the session ends. */
    readonly inputLineTooLong: (limitMb: number) => string;
    readonly badNumber: (flag: string, given: string, min: number, max: number) => string;
    readonly badRule: (flag: string, given: string, allowed: string) => string;
    readonly tooFewCells: (cells: number, dealt: number, variant: string) => string;
    readonly badRange: (given: string) => string;
    readonly cannotWrite: (file: string, why: string) => string;
    readonly unreadableMoves: (source: string, line: number, token: string) => string;
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
    /** --jsonl names a FIFO with no reader. */
    readonly jsonlInUse: (file: string, pid: number) => string;
    readonly jsonlNoReader: (file: string) => string;
    /** --jsonl holds results of a run with other rules or another mode. */
    readonly jsonlOtherRun: (file: string, line: number, what: 'variant' | 'rules' | 'mode', theirs: string, ours: string) => string;
    /** --jsonl has a line (not the last) that is not a result. */
    readonly jsonlBadLine: (file: string, line: number) => string;
    readonly jsonlTooLarge: (file: string, maxMb: number) => string;
    /** A position file's own variant (`variant`, its name) is not what the rule flags (`flags`, as typed) ask for. */
    readonly boardVariant: (file: string, variant: string, flags: string) => string;
    /** Standard output failed other than by a closed pipe (exit status 5); `why` as describeFsError says it. */
    readonly cannotWriteOutput: (why: string) => string;
  };
}
