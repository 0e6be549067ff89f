// The game loop without I/O: input lines in, screen text out; history, undo, autoplay, results.

import {
  type Board,
  type Card,
  type Move,
  type PileRef,
  type MoveRequest,
  type Variant,
  FreecellError,
  applyMove,
  findViolation,
  foundationFor,
  isLost,
  isSafeToAutoplay,
  isWon,
  nextAutoplayMove,
} from '../core';
import { type Command, CommandError, NotAMoveError, firstFreeCell, formatFcs, pileNumber, formatMoveList, formatStandardMove, parseCommand, deckLaidOutAsBoard, deckMisfit, parseDeck, playRequest, splitCommandLine } from '../notation';
import { type Catalog, type GiveUpCounting, type DealRating, type Look, type Scene, type Screen, type SessionTally, type WinStanding, createScreen, reasonOf, visible } from '../ui';
import {
  DEAL_BUDGET,
  HINT_BUDGET,
  type PickedGame,
  type PositionStatus,
  type SolutionPlan,
  SolverFailure,
  StatusCache,
  adviseOn,
  consult,
  restOfPlan,
  shortSolution,
  winnableGame,
  withAutoplay,
} from './advisor';
export { type DealSpec, dealLabel, dealSourceJson, startingBoard } from './deal-spec';
import { type DealSpec, dealLabel, replayFlags, shellFileWord, startingBoard } from './deal-spec';
import { type Browse, browseBoard, browseMove, browseStep, browseTotal, eachBrowseStep, openBrowse } from './browse';
import { type MoveTokenList, UnreadableMovesError, readMoveTokenList } from './replay';

/** The longest pause between two inputs that counts in full towards the time played; a longer one counts as this much (the player was away). */
export const IDLE_LIMIT_MS = 2 * 60 * 1000;

/** Positions a walk back through the history may search afresh to count the undos to a winnable position. */
const UNDO_WALK_SEARCHES = 3;

/** Answers that give a game up when `r` asks (English and Portuguese). */
const YES: ReadonlySet<string> = new Set(['y', 'yes', 's', 'sim']);

/** Files the session may write (injected: the session itself does no I/O). */
export interface SessionFiles {
  /** Writes a whole text file; throws an Error whose message says why it could not. */
  readonly write: (path: string, text: string) => void;
  /** Reads a moves file for `browse`; throws an Error whose message says why it could not. */
  readonly read?: (path: string) => string;
  /** Reads a deck file for `deck FILE`: its text and the name the header shows; throws an Error whose message says why it could not. */
  readonly readDeck?: (path: string) => { readonly name: string; readonly text: string };
  /** Whether a file written at `path` can be read back later: a regular file, not a device, a FIFO or standard output (absent: yes). */
  readonly readsBack?: (path: string) => boolean;
}

/**
 * What changed in a game: a move (with its autoplay moves), an undo, a redo,
 * autoplay switched, a fresh start of a deal, a restart undone (the game as
 * it stood before it), or the game left for another deal (`leave`: its
 * result is settled, and the session still shows it).
 */
export type SessionChange =
  | { readonly kind: 'play'; readonly tokens: readonly string[]; readonly solver?: true; readonly homes?: readonly (readonly [number, number])[] }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'autoplay'; readonly on: boolean }
  | { readonly kind: 'deal' }
  | { readonly kind: 'restart-undone' }
  | { readonly kind: 'leave' };

/** What the outside world does when the game changes (saving, statistics); all optional. */
export interface SessionHooks {
  /**
   * After every change of the game (a move, an undo, a new deal): the autosave
   * point. May return a note to show. A line that makes several changes (`6a 6b`,
   * the solver's moves home) makes them all before it reports the first, so the
   * game as it stands (see `lineNumber`) already holds the changes still to come.
   */
  readonly changed?: (session: GameSession, change: SessionChange) => string | void;
  /**
   * Once per deal: won, lost (no legal move left), given up (left for a new
   * deal after a move) or won with the solver's help. May return a note, and
   * for a win where the statistics stand. `session` is the game's, as it
   * stands (at a resumed game's standing loss, before the caller holds it).
   */
  readonly result?: (variant: Variant, outcome: GameOutcome, facts: GameFacts, session: GameSession) => ResultReport | void;
  /** Whether `result` would count a result now in the statistics (without it, results are taken as not counted). */
  readonly countsResults?: () => boolean;
  /** Whether the statistics hold this game's result already (another copy of its save was counted), so that `result` would add nothing. */
  readonly countedBefore?: () => boolean;
  /** `save [FILE]`: writes the game and returns the sentence that says where; throws an Error saying why not (a few words, or a whole sentence shown as it is). */
  readonly save?: (session: GameSession, file: string | undefined) => string;
  /** `stats`: the statistics, as lines of text. */
  readonly stats?: () => readonly string[];
  /** Before a search that can take seconds (a deal for --winnable or --difficulty, `solve short`): the sentence saying what the game looks for, to show at once. */
  readonly working?: (note: string) => void;
  /**
   * After a line refused in whole or in part: the lines typed after it that
   * wait to be read (pasted with it, or typed while the program worked),
   * taken off the input, so that moves meant for the game the refused line
   * would have left are not played on another. A terminal's input has them;
   * piped input and transcripts are read on as they are (without the hook).
   */
  readonly typedAhead?: () => readonly string[];
}

/** How a game ended, for the statistics. */
export type GameOutcome = 'won' | 'lost' | 'gave-up' | 'helped';

/** What the statistics need to know about a finished game. */
export interface GameFacts {
  readonly deal: DealSpec;
  /** Moves the player typed (or the solver played); autoplay moves apart. */
  readonly typed: number;
  readonly auto: number;
  readonly elapsedMs: number;
}

/** What recording a result says back: a note to show, for a win where the statistics stand, and whether the result is still to be counted. */
export interface ResultReport {
  readonly note?: string;
  readonly standing?: WinStanding;
  /** The statistics could not take the result: the game stays not counted (its save says so), and its result is counted when it ends again. */
  readonly uncounted?: boolean;
}

/** Everything a session needs, injected: rules, deal, look, randomness, the clock and the hooks. */
export interface SessionOptions {
  readonly variant: Variant;
  readonly deal: DealSpec;
  readonly look: Look;
  /** A random game number for a new deal (1..1,000,000 in the CLI). */
  readonly randomGameNumber: () => number;
  /** Where `moves FILE` writes; without it, writing is refused with a message. */
  readonly files?: SessionFiles;
  /** Autoplay at the start (default on; the cse231 style never autoplays). */
  readonly autoplay?: boolean;
  /** Milliseconds from some origin, for the time played (default: always 0). */
  readonly now?: () => number;
  readonly hooks?: SessionHooks;
  /** Show in the header whether the position can still be won (default on; never in the cse231 style). */
  readonly status?: boolean;
  /** New random deals only when the solver can win them (--winnable). */
  readonly winnableOnly?: boolean;
  /** New random deals only of this difficulty (--difficulty; implies winnableOnly). */
  readonly difficulty?: DealRating;
  /** Lines shown under the opening board (e.g. how many deal numbers --winnable skipped). */
  readonly openingNotes?: readonly string[];
  /** Show the line under the board that says what a move did (default on). */
  readonly messages?: boolean;
  /** A column number alone moves its last card to a free cell (default on; `quick on|off`; never in the cse231 style). */
  readonly quickCell?: boolean;
}

/** The deal of a game picked for --winnable or --difficulty, with its rating. */
export function pickedDeal(pick: PickedGame): DealSpec {
  return pick.rating ? { kind: 'game', number: pick.number, rating: pick.rating } : { kind: 'game', number: pick.number };
}

/** What to say under a picked deal: how many numbers were skipped, or that none fitted (nothing when the first fitted). */
export function pickNote(words: Catalog, pick: PickedGame, difficulty: DealRating | undefined): string | undefined {
  if (pick.found && pick.skipped === 0) return undefined;
  if (difficulty === undefined) return words.skippedDeals(pick.skipped, pick.found);
  if (pick.found) return words.ratedSkipped(pick.skipped, difficulty);
  return pick.rating ? words.ratedNotFound(difficulty, pick.skipped, pick.rating) : words.skippedDeals(pick.skipped, false);
}

/**
 * One move of the history: no board is kept per move (a long game costs
 * little memory); undo takes the moves back from the board after them
 * (unplayGroup), redo plays them again (replayGroup).
 */
export interface HistoryEntry {
  readonly move: Move;
  /** The move in standard notation. */
  readonly notation: string;
  /** Whether autoplay made it. */
  readonly auto: boolean;
  /** Present when the solver played it (solve), not the player. */
  readonly solver?: true;
  /** Present when it went to another foundation than the one its notation reads (`h`: an Ace put where the player chose): that foundation. */
  readonly home?: number;
}

/** A move just played, with the boards before and after it. */
export interface PlayedEntry extends HistoryEntry {
  readonly before: Board;
  readonly after: Board;
}

/** One shared, frozen reference per pile (kind and index), so the history's moves do not hold two of their own each. */
const SHARED_PILES = new Map<string, PileRef>();

function sharedPile(pile: PileRef): PileRef {
  const key = `${pile.kind}${pile.index}`;
  let shared = SHARED_PILES.get(key);
  if (shared === undefined) {
    shared = Object.freeze({ kind: pile.kind, index: pile.index });
    SHARED_PILES.set(key, shared);
  }
  return shared;
}

/** The history's entry of a move (no board), its piles shared with every other entry's. */
export function historyEntry(move: Move, notation: string, auto: boolean, solver = false, home?: number): HistoryEntry {
  const entry = { move: { from: sharedPile(move.from), to: sharedPile(move.to), count: move.count }, notation, auto, ...(home !== undefined ? { home } : {}) };
  return solver ? { ...entry, solver: true } : entry;
}

/** The foundation a move played on `before` went to when its notation (`h`) reads another one, else undefined. */
function chosenHome(move: Move, before: Board): number | undefined {
  if (move.to.kind !== 'foundation') return undefined;
  return foundationFor(before, before.top(move.from)) === move.to.index ? undefined : move.to.index;
}

/** The journal's change for a group of moves played: its tokens, and the foundations its notation does not say ([move, foundation]). */
function playChange(group: MoveGroup, solver = false): SessionChange {
  const homes: [number, number][] = [];
  group.forEach((e, i) => {
    if (e.home !== undefined) homes.push([i, e.home]);
  });
  return { kind: 'play', tokens: group.map((e) => e.notation), ...(solver ? { solver: true as const } : {}), ...(homes.length > 0 ? { homes } : {}) };
}

/** The board before a group of moves, from the board after it: each move's cards go back where they came from, the last move first. */
function unplayGroup(after: Board, group: MoveGroup): Board {
  const board = after.clone();
  for (let i = group.length - 1; i >= 0; i--) {
    const { from, to, count } = group[i]!.move;
    board.transfer(to, from, count);
  }
  return board;
}

/** The board after a group of moves (played before, so not checked again), from the board before it. */
function replayGroup(before: Board, group: MoveGroup): Board {
  const board = before.clone();
  for (const { move } of group) board.transfer(move.from, move.to, move.count);
  return board;
}

/** A player's move and the autoplay moves that followed it: undone and redone together. */
export type MoveGroup = readonly HistoryEntry[];

/** The state a save needs to bring the game back: deal, moves (grouped), position, time, options. */
export interface SessionSnapshot {
  readonly variant: Variant;
  readonly deal: DealSpec;
  readonly groups: readonly MoveGroup[];
  readonly position: number;
  /** The board at `position`. */
  readonly board: Board;
  readonly elapsedMs: number;
  readonly autoplay: boolean;
  readonly counted: boolean;
  /** With `counted`: the result was settled while the statistics took nothing of it (statistics off, or a game not kept); absent: no. */
  readonly unrecorded?: boolean;
  /** With `counted`: the deal's result waits in another save to be counted (see resultWaitsElsewhere); absent: no. */
  readonly resultElsewhere?: boolean;
  /** Whether the solver played a move of this deal (absent: no). */
  readonly helped?: boolean;
  /** Whether it is not known which of `groups` the solver played (a save that did not say); absent: each group's first entry says. */
  readonly solverUnknown?: boolean;
  /** Whether the game was restarted after moves and none has been made since (absent: no); see GameSession.started. */
  readonly restarted?: boolean;
  /** Which attempt at the deal this is (absent: the first); see GameSession.attempt. */
  readonly attempt?: number;
  /** After a restart, until the next move: the game as it stood before it, which `u` brings back (at attempt `attempt - 1`); absent otherwise. */
  readonly beforeRestart?: BeforeRestart;
}

/** The moves of a game as they stood before a restart: what `u` right after it brings back. */
export interface BeforeRestart {
  readonly groups: readonly MoveGroup[];
  readonly position: number;
  /** The board at `position`. */
  readonly board: Board;
  /** Whether it is not known which of `groups` the solver played (see SessionSnapshot.solverUnknown); absent: no. */
  readonly solverUnknown?: boolean;
}

/** A session's own record of the game before a restart: the history as it was (the array the session held), and what a restart resets. */
interface GameBeforeRestart {
  readonly groups: MoveGroup[];
  readonly position: number;
  readonly board: Board;
  readonly unknownOrigin: number;
  readonly restartedAfterMoves: boolean;
}

/** The cards a move carries from `board` (the board before it), bottom first. */
function movedCards(board: Board, move: Move): number[] {
  return board.cards(move.from).slice(-move.count);
}

/** Whether a solution's moves, two or more, all go to the foundations (then one Enter plays them all). */
function allGoHome(moves: readonly Move[]): boolean {
  return moves.length > 1 && moves.every((m) => m.to.kind === 'foundation');
}

/** One player's session: a game at a time, driven line by line. */
export class GameSession {
  private readonly screen: Screen;
  private deal: DealSpec;
  private startBoard: Board;
  private groups: MoveGroup[] = [];
  private position = 0;
  /** Moves in the played groups (kept as they change, so the header costs the same at any length). */
  private played = 0;
  private currentBoard: Board;
  private autoplay: boolean;
  /** Whether a move says under the board what it did (`messages on|off`; for this session only, not saved; always with --plain). */
  private messages: boolean;
  /** Whether a column number alone moves its last card to a free cell (`quick on|off`; for this session only, not saved). */
  private quickCell: boolean;
  private counted = false;
  /**
   * Set when this game's result was settled in this session and the
   * statistics took nothing of it (not kept, statistics off, no statistics):
   * the standing to show again at a later win, instead of "already counted".
   */
  private keptNothing: { readonly standing: WinStanding | undefined } | undefined;
  /** Whether this deal's result is a win or a loss left in another save to be counted (keepUncountedResult): a later result says so rather than that it was counted. */
  private resultWaitsElsewhere = false;
  /** The games finished in this session (`stats` shows them), and whether the current one is among them. */
  private tally: SessionTally = { won: 0, lost: 0, gaveUp: 0, helped: 0 };
  private tallied = false;
  /** Time played so far, counted input by input (see IDLE_LIMIT_MS), the time spent browsing a file left out. */
  private elapsed = 0;
  private lastInputAt: number;
  /** A question waiting for its answer: giving up the game for a new deal. */
  /** Set while `r`, `new` or `game N` waits for the player to confirm giving the game up. */
  private pendingGiveUp: { readonly target?: DealSpec } | undefined;
  private finished = false;
  private error: FreecellError | undefined;
  /** Whether a move of the last line was refused after others of it were played (`error` is set only when none was). */
  private partlyRefused = false;
  private notes: string[] = [];
  private lines = 0;
  private readonly statuses = new StatusCache();
  /** Whether the solver played a move of this deal (kept over restarts: the result is then "solved with help"). */
  private helped = false;
  /** How many of the first move groups came from a save of a game the solver helped, which does not say whose moves they were. */
  private unknownOrigin = 0;
  /** Whether a restart left a deal in which moves had been made (see `started`). */
  private restartedAfterMoves = false;
  /** Which attempt at the deal this is (see `attempt`). */
  private attemptNumber = 1;
  /** After a restart, until the next move or deal: the game as it stood before it, which `u` brings back (undoRestart). */
  private beforeRestart: GameBeforeRestart | undefined;
  /** Where the statistics stand after the last result (shown by a win). */
  private standing: WinStanding | undefined;
  /** The last solution the help gave (hint, solve) and the board it starts from, or null. */
  private plan: SolutionPlan | null = null;
  /** The rest of a solution being played out by `solve` and the board it starts from, or null. */
  private solution: { readonly moves: Move[]; board: Board } | null = null;
  /** Autoplay moves of the last move that a typed foundation move may still name (a solution typed with autoplay on). */
  private pendingAuto: PlayedEntry[] = [];
  /** A moves file being browsed, or null. */
  private browsing: Browse | null = null;
  /** Whether the session ends when browsing stops (`freecell browse`). */
  private quitAfterBrowse = false;

  constructor(private readonly options: SessionOptions) {
    this.screen = createScreen(options.look);
    this.deal = options.deal;
    this.startBoard = startingBoard(this.deal, options.variant);
    this.currentBoard = this.startBoard;
    this.autoplay = this.screen.autoplays && (options.autoplay ?? true);
    // plain mode draws no board: what a move says is all that shows it, whatever the messages setting
    this.messages = options.messages !== false || options.look.plain === true;
    this.quickCell = options.quickCell !== false;
    this.lastInputAt = this.now();
  }

  /**
   * A session brought back from a snapshot (a resumed save). The moves are
   * trusted: replay them with `replayGroups` first to validate them.
   */
  static restore(options: SessionOptions, snapshot: SessionSnapshot): GameSession {
    const session = new GameSession({ ...options, variant: snapshot.variant, deal: snapshot.deal, autoplay: snapshot.autoplay });
    session.groups = [...snapshot.groups];
    session.position = snapshot.position;
    for (let g = 0; g < snapshot.position; g++) session.played += snapshot.groups[g]!.length;
    session.currentBoard = snapshot.board;
    session.counted = snapshot.counted;
    // A result settled before without being recorded: a later win says so, and is not counted either.
    if (snapshot.counted && snapshot.unrecorded) session.keptNothing = { standing: { kind: 'uncounted-before' } };
    // A result left in another save to be counted: a later win says it waits there, not that it was counted.
    else if (snapshot.counted && snapshot.resultElsewhere) session.resultWaitsElsewhere = true;
    session.helped = snapshot.helped === true;
    session.unknownOrigin = session.helped && snapshot.solverUnknown === true ? snapshot.groups.length : 0;
    session.restartedAfterMoves = snapshot.restarted === true;
    session.attemptNumber = snapshot.attempt ?? 1;
    const before = snapshot.beforeRestart;
    if (before && snapshot.groups.length === 0 && session.attemptNumber > 1) {
      const unknownOrigin = session.helped && before.solverUnknown === true ? before.groups.length : 0;
      session.beforeRestart = { groups: [...before.groups], position: before.position, board: before.board, unknownOrigin, restartedAfterMoves: false };
    }
    session.elapsed = snapshot.elapsedMs;
    return session;
  }

  private now(): number {
    return this.options.now ? this.options.now() : 0;
  }

  /** The prompt to show before reading a line. */
  get prompt(): string {
    return this.screen.prompt;
  }

  /** Whether the session has ended (quit, or a win in a style that stops there). */
  get done(): boolean {
    return this.finished;
  }

  /** The current board (a value the caller must not change). */
  get board(): Board {
    return this.currentBoard;
  }

  /** The rules in play (a starting position's own, for a board deal). */
  get variant(): Variant {
    return this.startBoard.variant;
  }

  /** The deal in play. */
  get dealSpec(): DealSpec {
    return this.deal;
  }

  /** The error that the last line was rejected with, if it was. */
  get lastError(): FreecellError | undefined {
    return this.error;
  }

  /** Whether the last line was refused, in whole or in part (a line of several moves stopped at one, after playing others). */
  get refused(): boolean {
    return this.error !== undefined || this.partlyRefused;
  }

  /** Moves made in the current game (autoplay moves included). */
  get moves(): number {
    return this.played;
  }

  /** Moves the player made in the current game (autoplay's not counted). */
  get typedMoves(): number {
    return this.position;
  }

  /** Time played in the current game, in milliseconds (pauses longer than IDLE_LIMIT_MS count as that long). */
  get elapsedMs(): number {
    return this.elapsed;
  }

  /** How many input lines the game has handled: the changes reported with one number come from one line. */
  get lineNumber(): number {
    return this.lines;
  }

  /**
   * Which attempt at the deal this is: 1 for a new deal, one more at each
   * restart after a move (even one undone since); undoing back to the start
   * is the same attempt.
   */
  get attempt(): number {
    return this.attemptNumber;
  }

  /** Whether the current game's result is settled: counted in the statistics, or not to be counted (a session that keeps none). */
  get resultCounted(): boolean {
    return this.counted;
  }

  /** Whether the current game is won. */
  get won(): boolean {
    return isWon(this.currentBoard);
  }

  /** The moves of the current game in standard notation. */
  moveList(): string[] {
    return this.groups.slice(0, this.position).flatMap((g) => g.map((e) => e.notation));
  }

  /** Everything a save needs. */
  snapshot(): SessionSnapshot {
    return {
      variant: this.variant,
      deal: this.deal,
      groups: this.groups,
      position: this.position,
      board: this.currentBoard,
      elapsedMs: this.elapsed,
      autoplay: this.autoplay,
      counted: this.counted,
      ...(this.counted && this.keptNothing ? { unrecorded: true } : {}),
      ...(this.counted && !this.keptNothing && this.resultWaitsElsewhere ? { resultElsewhere: true } : {}),
      helped: this.helped,
      ...(this.helped && this.unknownOrigin > 0 ? { solverUnknown: true } : {}),
      restarted: this.restartedAfterMoves && this.groups.length === 0,
      attempt: this.attemptNumber,
      ...(this.beforeRestart ? { beforeRestart: this.beforeRestartSnapshot(this.beforeRestart) } : {}),
    };
  }

  private beforeRestartSnapshot(before: GameBeforeRestart): BeforeRestart {
    const { groups, position, board } = before;
    return { groups, position, board, ...(this.helped && before.unknownOrigin > 0 ? { solverUnknown: true } : {}) };
  }

  /**
   * Whether a move was ever made in this deal, even if none is left (undone,
   * or the game restarted): leaving such a game for a new deal asks first and
   * counts it as given up, and its save is kept.
   */
  get started(): boolean {
    return this.groups.length > 0 || this.restartedAfterMoves;
  }

  /** Whether the header shows the status (and the game warns when a move loses it). */
  private get showsStatus(): boolean {
    return (this.options.status ?? true) && this.screen.showsStatus;
  }

  private scene(): Scene {
    const status = !this.showsStatus ? undefined : isWon(this.currentBoard) ? 'won' : this.statuses.statusOf(this.currentBoard);
    return { board: this.currentBoard, deal: dealLabel(this.deal), attempt: this.attemptNumber, moves: this.moves, typed: this.position, elapsedMs: this.elapsed, status };
  }

  /** Counts the time since the last input, up to IDLE_LIMIT_MS; a won game's clock has stopped, and time spent browsing a file is not the game's. */
  private tick(): void {
    const now = this.now();
    if (!this.won && !this.browsing) this.elapsed += Math.min(IDLE_LIMIT_MS, Math.max(0, now - this.lastInputAt));
    this.lastInputAt = now;
  }

  /**
   * Autoplay switched before the game starts (a resumed game's --autoplay or
   * --no-autoplay), as `auto on|off` switches it, as one input line of its
   * own: the change is reported, and a note of it (a save that could not
   * take it) is shown by `start`. A style without autoplay keeps it off.
   */
  switchAutoplay(on: boolean): void {
    this.lines++;
    if (on && !this.screen.autoplays) return;
    this.autoplay = on;
    this.changed({ kind: 'autoplay', on });
  }

  /** The text shown when the session starts. */
  start(): string {
    this.checkDeal();
    const lost = this.settleLostDeal() || this.standingLoss();
    return this.screen.opening(this.scene()) + [...(this.options.openingNotes ?? []), ...this.notes.splice(0)].map((n) => this.screen.note(n)).join('') + lost;
  }

  /**
   * Whether no card can move in this deal: it stands lost at its start (so
   * no move was ever made in it).
   */
  get lostAtStart(): boolean {
    return this.groups.length === 0 && isLost(this.currentBoard);
  }

  /**
   * A deal in which no card can move is lost at its start: its loss is
   * settled as a losing move settles it (counted once) and the text under
   * its board says so; '' for any other deal.
   */
  private settleLostDeal(): string {
    if (!this.lostAtStart) return '';
    this.settle('lost');
    return this.screen.lostAtStart(this.scene());
  }

  /**
   * A game that stands lost by a move (a resumed game whose last move lost
   * it) says so under its board as the losing move did; it counts nothing:
   * the loss was counted when it was played (or by countStandingLoss). ''
   * for any other game.
   */
  private standingLoss(): string {
    if (this.lostAtStart || this.won || !isLost(this.currentBoard)) return '';
    // every move undone back to a deal in which no card can move: nothing to undo
    return this.position > 0 ? this.screen.standsLost(this.scene()) : this.screen.lostAtStart(this.scene());
  }

  /**
   * At the start of a deal, a status the header's small search leaves unknown
   * gets one longer search (DEAL_BUDGET), so that a deal that cannot be won
   * says so before its first move.
   */
  private checkDeal(): void {
    // a deal in which no card can move says more than that it cannot be won (settleLostDeal)
    if (!this.showsStatus || this.position !== 0 || this.lostAtStart) return;
    let status = this.statuses.statusOf(this.currentBoard);
    if (status === 'unknown') {
      const found = consult(() => adviseOn(this.currentBoard, DEAL_BUDGET).status);
      status = found instanceof SolverFailure ? 'unknown' : found;
      this.statuses.learn(this.currentBoard, status);
    }
    if (status === 'unwinnable') this.addNote(this.options.look.catalog.screen.dealCannotBeWon(this.dealsSameLayout()));
  }

  /** Handles one input line and returns the text to show; bad input leaves the game unchanged. */
  handle(line: string): string {
    this.lines++;
    this.tick();
    const solution = this.solution;
    const board = this.currentBoard;
    this.partlyRefused = false;
    const text = this.handleLine(line);
    // A solution in progress belongs to the board it was found on: any other change of the board drops it.
    if (this.solution && this.solution.board !== this.currentBoard) this.solution = null;
    if (this.refused) this.dropTypedAhead();
    const notes = this.notes.map((n) => this.screen.note(n)).join('');
    this.notes = [];
    return text + notes + this.solutionKeysAgain(solution, board);
  }

  /** After a refused line: the lines typed after it are dropped (see SessionHooks.typedAhead), and said when any of them is not empty. */
  private dropTypedAhead(): void {
    const dropped = (this.options.hooks?.typedAhead?.() ?? []).filter((l) => l.trim() !== '');
    if (dropped.length > 0) this.addNote(this.options.look.catalog.commands.typedAheadDropped(dropped));
  }

  /**
   * What Enter and q do, said again after a line that neither played the
   * solution on nor stopped it (help, stats, redraw, a typo), the player
   * otherwise left without the way to go on; nothing after a line that
   * played, stopped or replaced it, or that waits for another answer.
   */
  private solutionKeysAgain(before: { readonly moves: Move[]; board: Board } | null, board: Board): string {
    const solution = this.solution;
    if (solution === null || solution !== before || board !== this.currentBoard) return '';
    if (this.finished || this.browsing || this.pendingGiveUp) return '';
    return this.screen.note(this.options.look.catalog.solutionNext(solution.moves.length, allGoHome(solution.moves)));
  }

  private handleLine(line: string): string {
    this.error = undefined;
    if (this.finished) return '';
    if (this.browsing) return this.browseLine(line);
    if (this.pendingGiveUp) {
      // Reading the table or the help while the question waits (redraw, show, help; Ctrl-L and a resized terminal read as redraw): that, then the question again
      const looked = this.lookWhileAsked(line);
      return looked === undefined ? this.answerGiveUp(line) : looked + this.giveUpQuestion();
    }
    const pending = this.pendingAuto;
    this.pendingAuto = [];
    if (this.solution) {
      const words = this.options.look.catalog;
      const word = line.trim().toLowerCase();
      if (word === '') return this.nextSolutionMove();
      // Ctrl-L or a resized terminal (they read as redraw) while a solution is played out: the board again (then what Enter and q do, see solutionKeysAgain)
      if (word === 'redraw') return this.screen.redraw(this.scene());
      if (word === 'q') {
        this.solution = null;
        return this.screen.note(words.solutionStopped);
      }
    }
    // After a win, n (as players type at the end of a game) deals a new one too; r does so at any time.
    if (this.won && this.screen.endsOnWin === false && ['n', 'new'].includes(line.trim().toLowerCase())) return this.handleLine('r');
    // A part of a line of commands may itself be standard moves separated by spaces ("6a 6b, tc 1").
    const parts = splitCommandLine(line).flatMap((part) => (part === line ? [part] : splitCommandLine(part)));
    if (parts.length > 1) return this.playSeveral(parts, pending);
    let command: Command | undefined;
    const part = parts[0] ?? line;
    // With quick moves off, a number of two digits or more that names no column is the standard move it spells ("91": column 9 to column 1), not a column.
    const columnAlone = this.quickCell || !/^\s*\d{2,}\s*$/.test(part) || Number(part) <= this.currentBoard.variant.columns;
    try {
      command = parseCommand(part, this.currentBoard.variant, this.currentBoard, { quick: this.screen.quickMoves && columnAlone });
    } catch (err) {
      if (err instanceof CommandError) return this.reject(err);
      throw err;
    }
    if (!command) return '';
    const words = this.options.look.catalog;
    switch (command.kind) {
      case 'quit':
        this.finished = true;
        return '';
      case 'help':
        return command.topic === undefined ? this.screen.help(this.scene(), command.all) : this.screen.helpTopic(command.topic, this.currentBoard.variant);
      case 'redraw':
        return this.screen.redraw(this.scene(), command.clear);
      case 'show':
        return command.part === undefined ? this.screen.redraw(this.scene()) : this.screen.show(this.scene(), command.part);
      case 'browse':
        return this.startBrowse(command.file);
      case 'game':
      case 'pysol':
      case 'deck':
      case 'new-deal': {
        let target: DealSpec | undefined;
        if (command.kind === 'game') target = { kind: 'game', number: command.number };
        if (command.kind === 'pysol') target = { kind: 'pysol', seed: command.seed };
        if (command.kind === 'deck') {
          const deck = this.readDeck(command.file);
          if (typeof deck === 'string') return deck;
          target = deck;
        }
        if (this.screen.confirmsGiveUp && this.leavingLosesMoves) {
          this.pendingGiveUp = { target };
          return this.giveUpQuestion();
        }
        return this.newDeal(target);
      }
      case 'restart':
        return this.restart();
      case 'undo':
        return command.count !== undefined && command.count > 1 ? this.undoMany(command.count) : this.undo();
      case 'redo':
        return command.count !== undefined && command.count > 1 ? this.redoMany(command.count) : this.redo();
      case 'autoplay':
        return this.setAutoplay(command.on);
      case 'messages':
        return this.setMessages(command.on);
      case 'quick-cell':
        this.quickCell = command.on;
        return this.screen.note(words.quickCellState(command.on));
      case 'quick-move':
        return this.quickMove(command.column);
      case 'save':
        return this.save(command.file);
      case 'stats': {
        const record = this.options.hooks?.stats?.() ?? [words.noStats];
        const { won, lost, gaveUp, helped } = this.tally;
        const session = won + lost + gaveUp + helped > 0 ? [words.sessionTally(this.tally)] : [];
        return this.screen.note([...record, ...session].join('\n'));
      }
      case 'export':
        return formatFcs(this.currentBoard);
      case 'moves':
        return this.listMoves(command.file);
      case 'hint':
        return this.hint();
      case 'solve':
        return command.short ? this.startShortSolution() : this.startSolution();
      case 'move': {
        const done = this.alreadyDone(command.request, pending);
        if (done) return this.screen.note(done);
        return this.play(command.request);
      }
    }
  }

  /**
   * A foundation move from a pile that autoplay has just moved a card home
   * from counts as done: it is taken off `pending` and described.
   */
  private alreadyDone(request: MoveRequest, pending: PlayedEntry[]): string | undefined {
    if (request.to.kind !== 'foundation' || !this.autoplay) return undefined;
    const i = pending.findIndex((e) => e.move.from.kind === request.from.kind && e.move.from.index === request.from.index);
    if (i < 0) return undefined;
    const [entry] = pending.splice(i, 1);
    this.pendingAuto = pending;
    return this.options.look.catalog.commands.alreadyDone(this.describe(entry!));
  }

  /** A part of a line that is no move: with quick moves off in a style that has them, a column number alone says that quick on makes it one. */
  private notAMove(part: string): NotAMoveError {
    if (this.screen.quickMoves && !this.quickCell) {
      try {
        const command = parseCommand(part, this.currentBoard.variant, undefined, { quick: true });
        if (command?.kind === 'quick-move') return new NotAMoveError(part, undefined, pileNumber(command.column));
      } catch (err) {
        if (!(err instanceof CommandError)) throw err;
      }
    }
    return new NotAMoveError(part);
  }

  /** Plays the moves of a line in order; the first refused one stops the line and says how far it got. One board is drawn at the end. */
  private playSeveral(parts: readonly string[], pending: PlayedEntry[]): string {
    const words = this.options.look.catalog;
    const start = this.currentBoard;
    // a column number alone (quick on) is a move too: its card to the first free cell
    const quick = { quick: this.screen.quickMoves && this.quickCell };
    // Every part must be a move: a line of moves is read whole before anything is played.
    for (const part of parts) {
      try {
        const command = parseCommand(part, this.currentBoard.variant, undefined, quick);
        if (command?.kind !== 'move' && command?.kind !== 'quick-move') return this.reject(this.notAMove(part));
      } catch (err) {
        // Read without the board, so only syntax can fail here (a full cell or a missing card is found when the move comes).
        if (err instanceof CommandError) return this.reject(err.code === 'UNKNOWN_COMMAND' ? this.notAMove(part) : err);
        throw err;
      }
    }
    const notes: string[] = [];
    const groups: PlayedEntry[][] = [];
    let played = 0;
    let refused: { token: string; err: FreecellError } | undefined;
    for (const part of parts) {
      try {
        const command = parseCommand(part, this.currentBoard.variant, this.currentBoard, quick);
        if (command?.kind !== 'move' && command?.kind !== 'quick-move') throw new NotAMoveError(part);
        const request = command.kind === 'move' ? command.request : this.quickRequest(command.column);
        const done = this.alreadyDone(request, pending);
        if (done) {
          pending = this.pendingAuto;
          notes.push(done);
        } else {
          const group = this.commit(request, this.autoplay);
          groups.push(group);
          notes.push(...this.groupNotes(group));
          pending = group.slice(1);
        }
        played++;
      } catch (err) {
        if (!(err instanceof FreecellError)) throw err;
        refused = { token: part, err };
        break;
      }
    }
    this.pendingAuto = refused ? [] : pending;
    if (refused) {
      const why = words.error(refused.err, this.currentBoard.variant, this.screen.cardName);
      const summary = words.commands.partial(played, parts.length, refused.token, why);
      if (played === 0) {
        this.error = refused.err;
        return this.screen.note(summary);
      }
      notes.push(summary);
      this.partlyRefused = true;
    }
    if (groups.length === 0) return this.screen.note(notes.join('\n'));
    const text = this.show(notes, start, false, groups.length);
    for (let i = groups.length; i > 0; i--) this.changed(playChange(this.groups[this.position - i]!));
    return text;
  }

  /** Whether the statistics would count a result now (only when the outside world says so). */
  private countsResults(): boolean {
    return this.options.hooks?.countsResults?.() ?? false;
  }

  /**
   * While a question waits for yes or no: the board, a part of it or the
   * help when the line asks for one (redraw, clear, show, help), which leave
   * the question waiting; undefined for any other line, an answer.
   */
  private lookWhileAsked(line: string): string | undefined {
    let command: Command | undefined;
    try {
      command = parseCommand(line, this.currentBoard.variant, this.currentBoard, { quick: false });
    } catch (err) {
      if (err instanceof CommandError) return undefined;
      throw err;
    }
    switch (command?.kind) {
      case 'redraw':
        return this.screen.redraw(this.scene(), command.clear);
      case 'show':
        return command.part === undefined ? this.screen.redraw(this.scene()) : this.screen.show(this.scene(), command.part);
      case 'help':
        return command.topic === undefined ? this.screen.help(this.scene(), command.all) : this.screen.helpTopic(command.topic, this.currentBoard.variant);
      default:
        return undefined;
    }
  }

  /**
   * Whether leaving the game for a new deal would lose moves typed in the
   * game in progress (so `r`, `new`, `game N` and `deck FILE` ask first): a
   * game not settled, after any move made in it (even one undone or
   * restarted since); one whose result is settled already (won or lost, then
   * undone or restarted), when moves were typed since, to play or to redo,
   * or before a restart that `u` can take back. A game that stands won or
   * lost is not in progress: its result is what it is (a loss not counted
   * yet, when the statistics could not take it, counts as lost).
   */
  private get leavingLosesMoves(): boolean {
    if (this.won || isLost(this.currentBoard)) return false;
    if (!this.counted) return this.started;
    const before = this.beforeRestart;
    return this.groups.length > 0 || (before !== undefined && !isWon(before.board) && !isLost(before.board));
  }

  /** The question before a game in progress is given up for a new deal. */
  private giveUpQuestion(): string {
    return this.screen.note(this.options.look.catalog.screen.giveUpQuestion(this.typedMoves, this.giveUpCounting(), this.solverMoves() ?? 0));
  }

  /** What the statistics will do with this game given up, as far as it is known before the answer (another process may count it meanwhile). */
  private giveUpCounting(): GiveUpCounting {
    if (!this.countsResults()) return 'not-counted';
    // a result settled before (won or lost, then undone or restarted): giving the game up adds nothing
    if (this.counted) return this.keptNothing ? 'not-counted' : this.resultWaitsElsewhere ? 'waits-elsewhere' : 'counted';
    return this.options.hooks?.countedBefore?.() ? 'counted-before' : 'counts';
  }

  /** The answer to "give it up?": yes counts the game as lost and deals a new one; anything else plays on. */
  private answerGiveUp(line: string): string {
    const words = this.options.look.catalog;
    const target = this.pendingGiveUp?.target;
    this.pendingGiveUp = undefined;
    if (!YES.has(line.trim().toLowerCase())) return this.screen.note(words.screen.keptPlaying);
    // The game is counted first, so that the note says whether the statistics took it.
    const counts = this.countsResults();
    // A result settled before this question (won or lost, then undone or restarted) stays the game's: nothing more is counted (and nothing is said of the statistics when they took nothing of it).
    if (this.counted) {
      const before = !counts || this.keptNothing ? undefined : this.resultWaitsElsewhere ? 'waits-elsewhere' : 'counted';
      this.abandon();
      return this.screen.note(before === undefined ? words.screen.gaveUp(false) : words.screen.gaveUpResultBefore(before)) + this.newDeal(target, true);
    }
    this.abandon();
    // A result the statistics held already (a copy of this save was counted) adds nothing: the note says so.
    const note = counts && this.counted && this.standing?.kind === 'counted-before' ? words.screen.gaveUpCountedBefore : words.screen.gaveUp(counts && this.counted);
    return this.screen.note(note) + this.newDeal(target, true);
  }

  /**
   * `deck FILE`: the deal of a deck file read through the injected reader,
   * checked to deal under these rules; else the note that says why not (the
   * game is left as it was).
   */
  private readDeck(file: string): DealSpec | string {
    const words = this.options.look.catalog;
    let read: { readonly name: string; readonly text: string };
    try {
      const reader = this.options.files?.readDeck;
      if (!reader) throw new Error(words.noFileReading);
      read = reader(file);
    } catch (err) {
      return this.screen.note(words.commands.deck.cannotRead(file, reasonOf(words, err)));
    }
    try {
      const deal: DealSpec = { kind: 'deck', name: read.name, cards: parseDeck(read.text), path: file };
      startingBoard(deal, this.variant);
      // a fresh board's 52 cards read as a deck too, but dealt in order they make another layout
      if (deckLaidOutAsBoard(read.text, this.variant)) return this.screen.note(words.commands.deck.isBoard(file));
      return deal;
    } catch (err) {
      if (!(err instanceof FreecellError)) throw err;
      // a position or other JSON given for a deck: said what it is, rather than its first word named as no card
      const misfit = deckMisfit(read.text, this.variant);
      if (misfit?.kind === 'position') return this.screen.note(words.commands.deck.isPosition(file));
      if (misfit?.kind === 'bad-position') return this.screen.note(words.commands.deck.isBadPosition(file, words.error(misfit.error, this.variant, this.screen.cardName)));
      if (misfit !== undefined) return this.screen.note(words.commands.deck.isNot(file, misfit.kind));
      return this.screen.note(words.commands.deck.notADeck(file, words.error(err, this.variant, this.screen.cardName)));
    }
  }

  /**
   * A new deal: `target` (`game N`, `deck FILE`), else a new game number (a
   * winnable one of the chosen difficulty with --winnable or --difficulty),
   * or the same deck or board again; a game left after a move counts as lost
   * (unless `abandoned`: the caller has counted it).
   */
  private newDeal(target?: DealSpec, abandoned = false): string {
    const words = this.options.look.catalog;
    if (!abandoned) this.abandon();
    this.changed({ kind: 'leave' });
    if (target !== undefined) this.deal = target;
    else if (this.deal.kind === 'game' || this.deal.kind === 'pysol') {
      if (this.options.winnableOnly || this.options.difficulty) {
        this.options.hooks?.working?.(words.lookingForDeal(this.options.difficulty));
        const pick = winnableGame(this.variant, this.options.randomGameNumber, this.options.difficulty);
        this.deal = pickedDeal(pick);
        const note = pickNote(words, pick, this.options.difficulty);
        if (note !== undefined) this.addNote(note);
      } else {
        this.deal = { kind: 'game', number: this.options.randomGameNumber() };
      }
    }
    this.startBoard = startingBoard(this.deal, this.variant);
    this.reset();
    this.checkDeal();
    return this.screen.newDeal(this.scene()) + this.settleLostDeal();
  }

  /**
   * A solution or a proof within HINT_BUDGET, or the solver's failure (the
   * game is left as it was). On the way of the last solution given (a hint
   * followed), the rest of it: the help keeps to one solution. A position
   * where such a search found nothing is not searched again.
   */
  private advice(): { status: PositionStatus; moves?: Move[]; searched?: true } | SolverFailure {
    // A position proved lost stays lost: no second search.
    if (this.statuses.known(this.currentBoard) === 'unwinnable') return { status: 'unwinnable' };
    const rest = this.plan && consult(() => restOfPlan(this.plan!, this.currentBoard));
    if (Array.isArray(rest) && rest.length > 0) {
      this.plan = { start: this.currentBoard, moves: rest };
      this.statuses.learn(this.currentBoard, 'winnable');
      return { status: 'winnable', moves: rest };
    }
    if (this.statuses.hintFoundNothing(this.currentBoard)) return { status: 'unknown' };
    const advice = consult(() => adviseOn(this.currentBoard, HINT_BUDGET));
    if (advice instanceof SolverFailure) return advice;
    this.statuses.learnFromHint(this.currentBoard, advice.status);
    if (advice.moves && advice.moves.length > 0) this.plan = { start: this.currentBoard, moves: advice.moves };
    return { ...advice, searched: true };
  }

  /** The fast search's solution from here, or the note that says why there is none (the game is won, the solver failed, the position is lost, or none was found). */
  private solutionOrNote(): Move[] | string {
    const found = this.adviceOrNote();
    return typeof found === 'string' ? found : found.moves;
  }

  /** solutionOrNote, saying whether the solution is the fast search's from here (`searched`), not the rest of the plan of an earlier position. */
  private adviceOrNote(): { moves: Move[]; searched: boolean } | string {
    const words = this.options.look.catalog;
    if (this.won) return this.screen.note(words.nothingToPlay(this.dealsSameLayout()));
    const advice = this.advice();
    if (advice instanceof SolverFailure) return this.screen.note(words.solverFailed(advice.message));
    if (!advice.moves || advice.moves.length === 0) return this.screen.note(advice.status === 'unwinnable' ? this.cannotBeWon() : words.noHintFound);
    return { moves: advice.moves, searched: advice.searched === true };
  }

  private hint(): string {
    const words = this.options.look.catalog;
    const moves = this.solutionOrNote();
    if (typeof moves === 'string') return moves;
    const { move, skipped } = this.pastAutoplay(moves);
    const cards = this.currentBoard.cards(move.from).slice(-move.count);
    const what = words.moveLine(move, cards, this.screen.cardName);
    const notation = formatStandardMove(move, this.currentBoard);
    return this.screen.note(skipped.length === 0 ? words.hint(notation, what) : words.hintPastAutoplay(notation, what, skipped, this.screen.cardName));
  }

  /**
   * The move a hint names: with autoplay on, the solution's first move that
   * is not a card autoplay sends home after any move (at the start of a
   * deal, or after auto on, such cards wait for a move), with those cards;
   * when that move, typed now, would not reach where the solution goes, the
   * first move itself. `skipped`, when the move is past such cards: every
   * card autoplay sends home after the move, in its order (those cards, and
   * any the move itself frees).
   */
  private pastAutoplay(moves: readonly Move[]): { move: Move; skipped: Card[] } {
    const first = { move: moves[0]!, skipped: [] };
    if (!this.autoplay) return first;
    // the solution's first moves that send home a card autoplay would send after any move
    let board = this.currentBoard;
    let k = 0;
    for (; k < moves.length - 1; k++) {
      const m = moves[k]!;
      if (m.to.kind !== 'foundation' || !isSafeToAutoplay(board, board.top(m.from))) break;
      board = applyMove(board, m);
    }
    if (k === 0) return first;
    const move = moves[k]!;
    if (findViolation(this.currentBoard, move) !== null) return first;
    // the move typed now, and autoplay after it: the cards it sends, and whether it reaches where the solution goes
    let after = applyMove(this.currentBoard, move);
    const sent: Card[] = [];
    for (let m = nextAutoplayMove(after); m !== null; m = nextAutoplayMove(after)) {
      sent.push(after.top(m.from));
      after = applyMove(after, m);
    }
    return after.key() === withAutoplay(applyMove(board, move)).key() ? { move, skipped: sent } : first;
  }

  /** Whether `r` deals this same layout again (a deck file or a board) instead of a new game number. */
  private dealsSameLayout(): boolean {
    return this.deal.kind === 'deck' || this.deal.kind === 'board';
  }

  /** Why there is no hint: the deal cannot be won at all, or how many undos go back to a position that can. */
  private cannotBeWon(): string {
    const words = this.options.look.catalog;
    const undos = this.position === 0 ? 'deal' : this.undosToWinnable();
    if (undos === 'deal') return words.screen.dealCannotBeWon(this.dealsSameLayout());
    return undos === undefined ? words.cannotBeWon : words.screen.cannotBeWonUndos(undos);
  }

  private startSolution(): string {
    this.solution = null;
    const moves = this.solutionOrNote();
    if (typeof moves === 'string') return moves;
    this.solution = { moves: [...moves], board: this.currentBoard };
    return this.screen.note(this.options.look.catalog.solutionFound(moves.length, allGoHome(moves)));
  }

  /**
   * `solve short`: like solve, with short mode's solution (the fast search
   * first: a position it cannot win gets solve's answer). The fast search
   * run from here for that answer is short mode's first: it is not run again.
   */
  private startShortSolution(): string {
    const words = this.options.look.catalog;
    this.solution = null;
    const advice = this.adviceOrNote();
    if (typeof advice === 'string') return advice;
    const { moves, searched } = advice;
    this.options.hooks?.working?.(words.lookingForShortSolution);
    const found = consult(() => shortSolution(this.currentBoard, searched ? moves : undefined));
    if (found instanceof SolverFailure) return this.screen.note(words.solverFailed(found.message));
    const short = found ?? { moves, fallback: true };
    this.solution = { moves: [...short.moves], board: this.currentBoard };
    return this.screen.note(words.shortSolutionFound(short.moves.length, short.fallback, allGoHome(short.moves)));
  }

  /**
   * Plays the next move of the solution (autoplay stays out of it: the
   * solution writes every move); when every move left goes to the
   * foundations, plays them all (finishSolution).
   */
  private nextSolutionMove(): string {
    const solution = this.solution!;
    if (allGoHome(solution.moves)) return this.finishSolution();
    const move = solution.moves.shift()!;
    const left = solution.moves.length;
    const text = this.play(move, false, true);
    if (left === 0 || this.error) this.solution = null;
    else solution.board = this.currentBoard;
    return this.won || this.error ? text : text + this.screen.note(this.options.look.catalog.solutionNext(left, allGoHome(solution.moves)));
  }

  /**
   * The rest of the solution, every move of it to the foundations, played in
   * one step: each move its own (undo takes them back one by one), one board
   * and one line naming the cards.
   */
  private finishSolution(): string {
    const moves = this.solution!.moves;
    this.solution = null;
    const start = this.currentBoard;
    const groups: PlayedEntry[][] = [];
    try {
      for (const move of moves) groups.push(this.commit(move, false, true));
    } catch (err) {
      if (!(err instanceof FreecellError) || groups.length > 0) throw err;
      return this.reject(err);
    }
    this.helped = true;
    this.pendingAuto = [];
    const words = this.options.look.catalog;
    const notes = !this.messages ? [] : [words.solutionHomeLine(groups.map((g) => g[0]!.before.top(g[0]!.move.from)), this.screen.cardName)];
    const text = this.show(notes, start, false, groups.length);
    for (let i = groups.length; i > 0; i--) this.changed(playChange(this.groups[this.position - i]!, true));
    return text;
  }

  /** `browse FILE`: reads the file through the injected reader and shows the deal before its first move. */
  private startBrowse(file: string): string {
    const words = this.options.look.catalog;
    let text: string;
    try {
      const read = this.options.files?.read;
      if (!read) throw new Error(words.noFileReading);
      text = read(file);
    } catch (err) {
      return this.screen.note(words.commands.browse.cannotRead(file, reasonOf(words, err)));
    }
    return this.browse(file, text);
  }

  /**
   * Starts browsing the moves of file `file` (its text, or its moves already
   * read by readMoveTokenList) on this deal and shows the deal before the
   * first move; with `quitAfter` (freecell browse) the session ends when
   * browsing stops. Moves after an illegal one are dropped, with a note.
   */
  browse(file: string, moves: string | MoveTokenList, quitAfter = false): string {
    const words = this.options.look.catalog;
    let opened: ReturnType<typeof openBrowse>;
    try {
      opened = openBrowse(file, typeof moves === 'string' ? readMoveTokenList(moves) : moves, this.startBoard);
    } catch (err) {
      if (err instanceof UnreadableMovesError) return this.screen.note(words.commands.browse.unreadable(file, err.line, err.token));
      throw err;
    }
    if (browseTotal(opened.browse) === 0 && !opened.failure) return this.screen.note(words.commands.browse.noMoves(file));
    this.solution = null;
    this.browsing = opened.browse;
    this.quitAfterBrowse = quitAfter;
    const notes = [words.commands.browse.intro(file, browseTotal(opened.browse))];
    const failure = opened.failure;
    if (failure) notes.push(words.commands.browse.illegal(failure.number, failure.token.text, words.error(failure.error, this.variant, this.screen.cardName)));
    notes.push(words.commands.browse.keys);
    return this.screen.replaced(this.browseScene(), notes);
  }

  /** The scene of the move being browsed (the header counts the file's moves up to it). */
  private browseScene(board?: Board): Scene {
    const b = this.browsing!;
    return { board: board ?? browseBoard(b, b.index), deal: dealLabel(this.deal), moves: b.index };
  }

  /** One line typed while browsing: a step, continue playing, stop, or the keys again. */
  private browseLine(line: string): string {
    const b = this.browsing!;
    const words = this.options.look.catalog;
    const bw = words.commands.browse;
    const total = browseTotal(b);
    /** The position browsed and the line that names it: the deal before move 1, or the move that led to it. */
    const shown = (): { scene: Scene; note: string } => {
      if (b.index === 0) return { scene: this.browseScene(), note: bw.atStart(total) };
      const { step, before } = browseMove(b, b.index);
      const what = words.moveLine(step.move, before.cards(step.move.from).slice(-step.move.count), this.screen.cardName);
      return { scene: this.browseScene(step.board), note: bw.step(b.index, total, what) };
    };
    // Ctrl-L or a resized terminal (they read as redraw), or clear: the whole position again, with its line.
    const word = line.trim().toLowerCase();
    if (word === 'redraw' || word === 'clear') {
      const { scene, note } = shown();
      return this.screen.replaced(scene, [note], word === 'clear');
    }
    // show: a part of the position browsed (show alone: all of it, as redraw), as in the game
    if (/^show(?:\s|$)/.test(word)) {
      const { scene, note } = shown();
      let command: Command | undefined;
      try {
        command = parseCommand(line.trim(), scene.board.variant, scene.board);
      } catch (err) {
        if (!(err instanceof FreecellError)) throw err;
        this.error = err;
        return this.screen.rejected(scene, err);
      }
      if (command?.kind === 'show' && command.part !== undefined) return this.screen.show(scene, command.part);
      return this.screen.replaced(scene, [note]);
    }
    const request = browseStep(line, b);
    switch (request.kind) {
      case 'go': {
        if (request.to < 0) return this.screen.note(bw.beforeStart);
        if (request.to > total) return this.screen.note(bw.pastEnd(total));
        // one step says its move; a jump (start, end, a number) is a new position: plain mode reads it whole first
        const show = Math.abs(request.to - b.index) > 1 ? this.screen.replaced : this.screen.moved;
        b.index = request.to;
        const { scene, note } = shown();
        return show(scene, [note]);
      }
      case 'continue':
        return this.continueFromBrowse(b);
      case 'quit':
        this.browsing = null;
        if (this.quitAfterBrowse) {
          this.finished = true;
          return '';
        }
        return this.screen.moved(this.scene(), [bw.stopped]);
      case 'keys':
        return this.screen.note(bw.keys);
      case 'no-such-move':
        return this.screen.note(bw.noSuchMove(request.number, total));
      case 'bad':
        return this.screen.note(bw.notAStep(line.trim(), total));
      case 'stray':
        return this.screen.note(bw.strayWord(request.word, request.extra));
    }
  }

  /** `c` while browsing: the game takes the file's moves up to the one shown as its own, and goes on from there. */
  private continueFromBrowse(b: Browse): string {
    this.browsing = null;
    this.quitAfterBrowse = false;
    this.reset(false);
    let before = b.start;
    const notations: string[] = [];
    eachBrowseStep(b, b.index, (step) => {
      this.groups.push([historyEntry(step.move, step.notation, false)]);
      notations.push(step.notation);
      before = step.board;
    });
    this.position = this.groups.length;
    this.played = this.groups.length;
    this.currentBoard = before;
    const text = this.show([this.options.look.catalog.commands.browse.continued(b.index)], this.currentBoard);
    // each browsed move is a move of its own (one undo takes back one), in the save as in the game
    for (const notation of notations) this.changed({ kind: 'play', tokens: [notation] });
    return text;
  }

  /**
   * `restart`: the deal from its start, the next attempt at it after a move.
   * Its result stays counted (a deal is counted once). A win or a loss the
   * statistics could not take is kept (keepUncountedResult).
   */
  private restart(): string {
    const words = this.options.look.catalog;
    const notes: string[] = [];
    notes.push(...this.keepUncountedResult());
    // `u` brings the game back as it stands: the one before an earlier restart when no move was made since
    const before =
      this.groups.length > 0
        ? { groups: this.groups, position: this.position, board: this.currentBoard, unknownOrigin: this.unknownOrigin, restartedAfterMoves: this.restartedAfterMoves }
        : this.beforeRestart;
    this.reset(false, before);
    return this.screen.replaced(this.scene(), [words.restarted(this.attemptNumber, before?.position ?? 0), ...notes]) + this.settleLostDeal();
  }

  /**
   * `u` right after `restart`: the game as it stood before it (board, moves,
   * moves to redo, attempt). The statistics stay as the restart left them:
   * a result it counted stays counted, once, as after any undo.
   */
  private undoRestart(before: GameBeforeRestart): string {
    this.restoreBeforeRestart(before);
    return this.screen.replaced(this.scene(), [this.options.look.catalog.restartUndone(this.position)]);
  }

  /** The game as it stood before a restart, brought back (see undoRestart), and the change reported. */
  private restoreBeforeRestart(before: GameBeforeRestart): void {
    this.beforeRestart = undefined;
    this.groups = before.groups;
    this.position = before.position;
    this.played = 0;
    for (let g = 0; g < this.position; g++) this.played += this.groups[g]!.length;
    this.currentBoard = before.board;
    this.unknownOrigin = before.unknownOrigin;
    this.restartedAfterMoves = before.restartedAfterMoves;
    this.attemptNumber--;
    this.changed({ kind: 'restart-undone' });
  }

  /**
   * A fresh start of the current deal: a new deal's first attempt, or (not
   * `newDeal`) the same deal's next attempt when a move was made in this one,
   * with the game before it for `u` to bring back (`beforeRestart`).
   * `newDeal` also forgets whether its result was counted.
   */
  private reset(newDeal = true, beforeRestart?: GameBeforeRestart): void {
    if (newDeal) this.attemptNumber = 1;
    else if (this.groups.length > 0) this.attemptNumber++;
    this.restartedAfterMoves = !newDeal && this.started;
    this.beforeRestart = beforeRestart;
    this.groups = [];
    this.unknownOrigin = 0;
    this.position = 0;
    this.played = 0;
    this.currentBoard = this.startBoard;
    if (newDeal) {
      this.plan = null;
      this.counted = false;
      this.keptNothing = undefined;
      this.resultWaitsElsewhere = false;
      this.tallied = false;
      this.elapsed = 0;
      this.helped = false;
    }
    this.changed({ kind: 'deal' });
  }

  /** Adds a note to show under this step's text, once however many times it comes. */
  private addNote(note: string | void): void {
    if (note && !this.notes.includes(note)) this.notes.push(note);
  }

  private changed(change: SessionChange): void {
    this.addNote(this.options.hooks?.changed?.(this, change));
  }

  private settle(outcome: 'won' | 'lost' | 'gave-up', elapsedMs = this.snapshot().elapsedMs): void {
    if (this.counted) {
      this.standing = this.keptNothing ? this.keptNothing.standing : { kind: this.resultWaitsElsewhere ? 'waiting-before' : 'counted-before' };
      return;
    }
    this.counted = true;
    if (!this.tallied) {
      this.tallied = true;
      const result = outcome === 'won' && this.helped ? 'helped' : outcome === 'gave-up' ? 'gaveUp' : outcome;
      this.tally = { ...this.tally, [result]: this.tally[result] + 1 };
    }
    const typed = this.position;
    const facts: GameFacts = { deal: this.deal, typed, auto: this.played - typed, elapsedMs };
    const report = this.options.hooks?.result?.(this.variant, outcome === 'won' && this.helped ? 'helped' : outcome, facts, this);
    if (report?.uncounted) this.counted = false;
    this.addNote(report?.note);
    this.standing = report?.standing;
    const kind = report?.standing?.kind;
    this.keptNothing = this.options.hooks?.result === undefined || kind === 'not-kept' || kind === 'off' ? { standing: this.standing } : undefined;
  }

  /** Counts the current game as lost if it was left unfinished after a move (a new deal, a new game at start-up). */
  abandonGame(): string {
    this.abandon();
    const notes = this.notes.join('\n');
    this.notes = [];
    return notes;
  }

  /**
   * How many of the moves that won the game the solver played: undefined
   * when it played none of this deal's, 'unknown' when some of them come
   * from a save that does not say whose they were.
   */
  private solverMoves(): number | 'unknown' | undefined {
    if (!this.helped) return undefined;
    if (Math.min(this.unknownOrigin, this.position) > 0) return 'unknown';
    let count = 0;
    for (let g = 0; g < this.position; g++) if (this.groups[g]![0]!.solver) count++;
    return count;
  }

  /**
   * A game left for a new deal after a move was made in it (even one
   * restarted since) counts as given up; one that stands lost (its loss not
   * counted yet: the statistics could not take it), a deal in which no card
   * can move too, counts as lost.
   */
  private abandon(): void {
    if ((this.started || this.lostAtStart) && !this.won) this.settle(isLost(this.currentBoard) ? 'lost' : 'gave-up');
  }

  /**
   * A resumed game that stands lost (a deal in which no card can move too),
   * its result not counted (the statistics could not take the loss when it
   * was played), counts that loss now; the
   * notes say so when they still cannot.
   */
  countStandingLoss(): void {
    if ((this.started || this.lostAtStart) && !this.won && !this.counted && isLost(this.currentBoard)) this.settle('lost');
  }

  private play(move: MoveRequest, autoplay = this.autoplay, bySolver = false): string {
    let group: PlayedEntry[];
    try {
      group = this.commit(move, autoplay, bySolver);
    } catch (err) {
      if (err instanceof FreecellError) return this.reject(err);
      throw err;
    }
    if (bySolver) this.helped = true;
    this.pendingAuto = group.slice(1);
    const text = this.show(this.groupNotes(group), group[0]!.before);
    this.changed(playChange(this.groups[this.position - 1]!, bySolver));
    return text;
  }

  /** Plays a move (resolved against the board, by the solver or not) and the autoplay moves after it into the history; throws the move's FreecellError when it is illegal. */
  private commit(request: MoveRequest, autoplay: boolean, bySolver = false): PlayedEntry[] {
    const group: PlayedEntry[] = [{ ...playRequest(this.currentBoard, request), auto: false }];
    let after = group[0]!.after;
    if (autoplay) {
      for (let next = nextAutoplayMove(after); next; next = nextAutoplayMove(after)) {
        const played = playRequest(after, next);
        group.push({ ...played, auto: true });
        after = played.after;
      }
    }
    this.groups.length = this.position;
    this.beforeRestart = undefined;
    this.unknownOrigin = Math.min(this.unknownOrigin, this.position);
    this.groups.push(group.map((e, i) => historyEntry(e.move, e.notation, e.auto, bySolver && i === 0, chosenHome(e.move, e.before))));
    this.position++;
    this.played += group.length;
    this.currentBoard = after;
    return group;
  }

  /** What a move group did, in words: the move, then the cards autoplay sent home (nothing with messages off). */
  private groupNotes(group: readonly PlayedEntry[]): string[] {
    if (!this.messages) return [];
    const notes = [this.describe(group[0]!)];
    if (group.length > 1) notes.push(this.options.look.catalog.autoplayLine(group.slice(1).map((e) => e.before.top(e.move.from)), this.screen.cardName));
    // plain mode: what each column cards left now ends with, which the drawn board would show
    if (this.options.look.plain === true) notes.push(...this.leftColumnsNote(group[group.length - 1]!.after, group));
    return notes;
  }

  /** Plain mode: the sentence saying what each column the moves took cards from now ends with on `after` (none when they took none from a column). */
  private leftColumnsNote(after: Board, moves: readonly { readonly move: Move }[]): string[] {
    const left = [...new Set(moves.filter((e) => e.move.from.kind === 'column').map((e) => e.move.from.index))];
    const columns = left.map((index) => {
      const card = after.top({ kind: 'column', index });
      return card < 0 ? { index } : { index, card };
    });
    return columns.length > 0 ? [this.options.look.catalog.uncoveredLine(columns, this.screen.cardName)] : [];
  }

  /**
   * Plain mode, after moves played again (redo) from `before`: what a move
   * says after its own sentence, the cards autoplay sent home and what each
   * column cards left now ends with; nothing with messages off or in a drawn style.
   */
  private redoneNotes(before: Board, groups: readonly MoveGroup[]): string[] {
    if (this.options.look.plain !== true || !this.messages) return [];
    const board = before.clone();
    const home: number[] = [];
    const moves = groups.flat();
    for (const { move, auto } of moves) {
      if (auto) home.push(board.top(move.from));
      board.transfer(move.from, move.to, move.count);
    }
    const notes = home.length > 0 ? [this.options.look.catalog.autoplayLine(home, this.screen.cardName)] : [];
    return [...notes, ...this.leftColumnsNote(board, moves)];
  }

  /**
   * Plain mode, after move groups were taken back from `was` (the last
   * played first): the cards autoplay had sent home, back on their piles in
   * the order they went back, then what each column and cell that changed
   * now ends with, but for the pile a single undo's sentence already named
   * (`named`); nothing with messages off or in a drawn style.
   */
  private undoneNotes(was: Board, groups: readonly MoveGroup[], named?: PileRef): string[] {
    if (this.options.look.plain !== true || !this.messages) return [];
    const words = this.options.look.catalog;
    const board = was.clone();
    const back: { card: number; to: PileRef }[] = [];
    for (const group of groups) {
      for (let i = group.length - 1; i >= 0; i--) {
        const { move, auto } = group[i]!;
        if (auto && move.to.kind === 'foundation') back.push({ card: board.top(move.to), to: move.from });
        board.transfer(move.to, move.from, move.count);
      }
    }
    const now = this.currentBoard;
    const changed: { index: number; card?: number; cell?: boolean }[] = [];
    for (const kind of ['column', 'cell'] as const) {
      for (let index = 0; index < now.count(kind); index++) {
        const pile = { kind, index };
        if (named?.kind === kind && named.index === index) continue;
        if (now.size(pile) === was.size(pile) && now.top(pile) === was.top(pile)) continue;
        const card = now.top(pile);
        changed.push({ index, ...(card < 0 ? {} : { card }), ...(kind === 'cell' ? { cell: true } : {}) });
      }
    }
    return [
      ...(back.length > 0 ? [words.backFromFoundationsLine(back, this.screen.cardName)] : []),
      ...(changed.length > 0 ? [words.uncoveredLine(changed, this.screen.cardName)] : []),
    ];
  }

  /**
   * The board after moves, with their notes: a win with its summary, a loss
   * (each counted once) or the game going on, and a warning when the moves
   * from `before` (`played` move groups) turned a position that could be won
   * into one that cannot; with `jump` (several moves at once) plain mode
   * reads the board first.
   */
  private show(notes: string[], before: Board, jump = false, played = 1): string {
    const after = this.currentBoard;
    // a position reached by moves from one that cannot be won cannot be won either (the header says so, not "winnable?")
    if (this.statuses.known(before) === 'unwinnable') this.statuses.learn(after, 'unwinnable');
    const warning = this.loseWarning(before, after, played);
    if (warning) notes.push(warning);
    if (isWon(after)) {
      // One reading of the clock: the summary shows the time the statistics keep.
      const elapsedMs = this.snapshot().elapsedMs;
      this.standing = undefined;
      this.settle('won', elapsedMs);
      if (this.screen.endsOnWin) this.finished = true;
      const typed = this.position;
      const standing: WinStanding = this.standing ?? (this.helped ? { kind: 'helped' } : { kind: 'not-kept' });
      const solver = this.solverMoves();
      const summary = { typed, auto: this.played - typed, elapsedMs, standing, sameLayout: this.dealsSameLayout() };
      return this.screen.won(this.scene(), notes, this.options.look.catalog.winSummary(solver === undefined ? summary : { ...summary, solver }));
    }
    if (isLost(after)) {
      this.settle('lost');
      // a deal in which no card can move (the start of a browse played on): nothing to undo
      return this.lostAtStart ? this.screen.moved(this.scene(), notes) + this.screen.lostAtStart(this.scene()) : this.screen.lost(this.scene(), notes);
    }
    // several moves at once (redo N): plain mode reads the board first
    return (jump ? this.screen.replaced : this.screen.moved)(this.scene(), notes);
  }

  private describe(entry: PlayedEntry): string {
    return this.options.look.catalog.moveLine(entry.move, movedCards(entry.before, entry.move), this.screen.cardName);
  }

  /**
   * How many undos go back to a position known to be winnable: a number, 'deal'
   * when every position back to the deal's start cannot be won, or undefined
   * when a position on the way is not known (each search within HINT_BUDGET,
   * at most UNDO_WALK_SEARCHES of them; a position where such a search found
   * nothing already is not searched again).
   */
  private undosToWinnable(): number | 'deal' | undefined {
    let searches = 0;
    let board = this.currentBoard;
    for (let k = 1; k <= this.position; k++) {
      board = unplayGroup(board, this.groups[this.position - k]!);
      let status = this.statuses.known(board);
      if (status === undefined || status === 'unknown') {
        if (this.statuses.hintFoundNothing(board) || searches++ >= UNDO_WALK_SEARCHES) return undefined;
        const found = consult(() => adviseOn(board, HINT_BUDGET).status);
        if (found instanceof SolverFailure) return undefined;
        status = found;
        this.statuses.learnFromHint(board, status);
      }
      if (status === 'winnable') return k;
      if (status === 'unknown') return undefined;
    }
    return 'deal';
  }

  /**
   * The warning when a move has just turned a position that could be won
   * into one that cannot; when the position before was not known to be
   * winnable either, it may have been lost already: the warning then says
   * that this one cannot be won, blaming no move. After several move groups
   * at once (`played`, the last of the history), the undos back to the last
   * of their positions that can be won, which need not be one undo.
   */
  private loseWarning(before: Board, after: Board, played = 1): string | undefined {
    if (!this.showsStatus || isWon(after)) return undefined;
    // the position after first: the header needs its status anyway, and the one before matters only when it is lost
    if (this.statuses.statusOf(after) !== 'unwinnable') return undefined;
    const was = this.statuses.statusOf(before);
    if (was === 'unwinnable') return undefined;
    const words = this.options.look.catalog.screen;
    if (was !== 'winnable') return words.cannotBeWonNow;
    if (played === 1) return words.lostByMove(1);
    let board = after;
    for (let k = 1; k < played; k++) {
      board = unplayGroup(board, this.groups[this.position - k]!);
      const status = this.statuses.statusOf(board);
      if (status === 'winnable') return words.cannotBeWonUndos(k);
      if (status === 'unknown') return words.cannotBeWonNow;
    }
    return words.cannotBeWonUndos(played);
  }

  /** Takes back the move group before the position (the board, the position and the count of moves played follow); returns it. */
  private takeBack(): MoveGroup {
    const group = this.groups[--this.position]!;
    this.played -= group.length;
    this.currentBoard = unplayGroup(this.currentBoard, group);
    return group;
  }

  /** Plays again the move group at the position (the board, the position and the count of moves played follow); returns it. */
  private playAgain(): MoveGroup {
    const group = this.groups[this.position++]!;
    this.played += group.length;
    this.currentBoard = replayGroup(this.currentBoard, group);
    return group;
  }

  private undo(): string {
    const words = this.options.look.catalog;
    if (this.position === 0) return this.beforeRestart ? this.undoRestart(this.beforeRestart) : this.screen.note(words.nothingToUndo);
    const kept = this.keepUncountedResult();
    const was = this.currentBoard;
    const group = this.takeBack();
    this.changed({ kind: 'undo' });
    const undone = words.screen.undone(group[0]!.move, movedCards(this.currentBoard, group[0]!.move), group.length - 1, this.screen.cardName);
    return this.screen.moved(this.scene(), [undone, ...this.undoneNotes(was, [group], group[0]!.move.from), ...kept]);
  }

  /**
   * `u N` (N from 2): what N single undos do (right after a restart the first
   * brings back the game before it), the moves taken back first and each
   * reported after them all, as a line of several moves is; one board and
   * one sentence. Plain mode reads the board first when more than one move
   * went back.
   */
  private undoMany(count: number): string {
    const words = this.options.look.catalog;
    let asked = count;
    let restartUndone = false;
    if (this.position === 0) {
      if (!this.beforeRestart) return this.screen.note(words.nothingToUndo);
      // the restart undone is reported as it stands then: its save is rewritten whole from it
      this.restoreBeforeRestart(this.beforeRestart);
      restartUndone = true;
      asked--;
    }
    const kept = this.position > 0 ? this.keepUncountedResult() : [];
    const taken = Math.min(asked, this.position);
    const was = this.currentBoard;
    const groups: MoveGroup[] = [];
    for (let i = 0; i < taken; i++) groups.push(this.takeBack());
    const autoMoves = groups.reduce((sum, group) => sum + group.length - 1, 0);
    for (let i = 0; i < taken; i++) this.changed({ kind: 'undo' });
    const sentence = words.undoneMoves(taken, autoMoves, asked > taken, restartUndone, this.position);
    // plain mode reads the whole board after a restart undone or several moves taken back: one move is said as undo says it
    if (restartUndone || taken > 1) return this.screen.replaced(this.scene(), [sentence, ...kept]);
    return this.screen.moved(this.scene(), [sentence, ...this.undoneNotes(was, groups), ...kept]);
  }

  /**
   * Before the game leaves a win or a loss the statistics could not take
   * (an undo from it): the result is counted now if they can take it;
   * otherwise the game as it stands is left as for a new deal (its save
   * keeps the result, to be counted later) and the game goes on in a save of
   * its own, counting nothing more (the deal's result is that one), as a
   * restart does. Returns the note to show.
   */
  private keepUncountedResult(): string[] {
    if (this.counted || !this.started) return [];
    const outcome = this.won ? 'won' : isLost(this.currentBoard) ? 'lost' : undefined;
    if (outcome === undefined) return [];
    this.settle(outcome);
    if (this.counted) return [this.options.look.catalog.games.resultCountedNow(outcome === 'lost' ? 'lost' : this.helped ? 'helped' : 'won')];
    this.changed({ kind: 'leave' });
    this.counted = true;
    this.resultWaitsElsewhere = true;
    return [];
  }

  private redo(): string {
    const words = this.options.look.catalog;
    if (this.position === this.groups.length) return this.screen.note(words.nothingToRedo);
    const before = this.currentBoard;
    const group = this.playAgain();
    const notes = [words.screen.redone(group[0]!.move, movedCards(before, group[0]!.move), group.length - 1, this.screen.cardName), ...this.redoneNotes(before, [group])];
    // Redoing the winning or the losing move wins or loses again, as the move itself did (the warning, the summary, the result settled), before the change is saved, as after a move.
    const text = this.show(notes, before);
    this.changed({ kind: 'redo' });
    return text;
  }

  /**
   * `redo N` (N from 2): what N single redos do, the moves played again
   * first and each reported after them all; one board and one sentence, and
   * a win or a loss the last of them reaches, as redo says it.
   */
  private redoMany(count: number): string {
    const words = this.options.look.catalog;
    if (this.position === this.groups.length) return this.screen.note(words.nothingToRedo);
    const before = this.currentBoard;
    const taken = Math.min(count, this.groups.length - this.position);
    const groups: MoveGroup[] = [];
    for (let i = 0; i < taken; i++) groups.push(this.playAgain());
    const autoMoves = groups.reduce((sum, group) => sum + group.length - 1, 0);
    // plain mode reads the whole board after several moves: one is said as redo says it
    const notes = [words.redoneMoves(taken, autoMoves, count > taken), ...(taken > 1 ? [] : this.redoneNotes(before, groups))];
    const text = this.show(notes, before, taken > 1, taken);
    for (let i = 0; i < taken; i++) this.changed({ kind: 'redo' });
    return text;
  }

  private setAutoplay(on: boolean): string {
    const words = this.options.look.catalog;
    if (on && !this.screen.autoplays) return this.screen.note(words.autoplayUnavailable);
    this.autoplay = on;
    this.changed({ kind: 'autoplay', on });
    return this.screen.note(words.autoplayState(on));
  }

  /** A column number alone: its last card to the first free cell, as `tc C` plays it; with quick off, a note saying how to turn it on. */
  private quickMove(column: number): string {
    if (!this.quickCell) return this.screen.note(this.options.look.catalog.quickCellOff(pileNumber(column)));
    let request: MoveRequest;
    try {
      request = this.quickRequest(column);
    } catch (err) {
      if (err instanceof CommandError) return this.reject(err);
      throw err;
    }
    return this.play(request);
  }

  /** The move a column number alone asks for: its last card to the first free cell. Throws NoFreeCellError (NO_FREE_CELL) when every cell is full or there is none. */
  private quickRequest(column: number): MoveRequest {
    const board = this.currentBoard;
    const from = { kind: 'column', index: column } as const;
    // a game without cells says so; an empty column is refused by the rules before the cells are looked at
    const to = board.variant.cells === 0 || board.size(from) > 0 ? firstFreeCell(String(pileNumber(column)), board.variant, board) : 0;
    return { from, to: { kind: 'cell', index: to } };
  }

  private setMessages(on: boolean): string {
    const words = this.options.look.catalog;
    if (!this.screen.describesMoves) return this.screen.note(words.messagesUnavailable);
    if (this.options.look.plain === true) return this.screen.note(words.messagesAlwaysPlain);
    this.messages = on;
    return this.screen.note(words.messagesState(on));
  }

  private save(file: string | undefined): string {
    const words = this.options.look.catalog;
    const hook = this.options.hooks?.save;
    if (!hook) return this.screen.note(words.writeFailed(file ?? words.theSaveFile, words.noFileAccess));
    try {
      return this.screen.note(hook(this, file));
    } catch (err) {
      const why = reasonOf(words, err);
      // A hook that explains itself in a whole sentence (a capital, a full stop) is shown as it is, not wrapped in another one.
      return this.screen.note(/^\p{Lu}.*[.!?]$/su.test(why) ? why : words.writeFailed(file ?? words.theSaveFile, why));
    }
  }

  private listMoves(file: string | undefined): string {
    const words = this.options.look.catalog;
    const text = formatMoveList(this.moveList());
    if (file === undefined) return text === '' ? this.screen.note(words.noMoves) : text;
    try {
      if (!this.options.files) throw new Error(words.noFileAccess);
      this.options.files.write(file, text);
    } catch (err) {
      return this.screen.note(words.writeFailed(file, reasonOf(words, err)));
    }
    // the command that plays the file back, once it holds a move (replay refuses a file without any) and stays to be read (not a stream)
    const readsBack = this.moves > 0 && (this.options.files.readsBack?.(file) ?? true);
    const replay = { file: shellFileWord(file), ...replayFlags(this.deal, this.currentBoard.variant) };
    // a name the sentence shows otherwise than as it is (a tab as ^I) would not be the file's once pasted: no command then
    const pastes = visible(replay.file) === replay.file && visible(replay.flags) === replay.flags;
    return this.screen.note(words.movesSaved(file, this.moves, readsBack && pastes ? replay : undefined));
  }

  private reject(err: FreecellError): string {
    this.error = err;
    return this.screen.rejected(this.scene(), err);
  }
}
