// The game loop without I/O: input lines in, screen text out; history, undo, autoplay, results.

import {
  type Board,
  type Card,
  type Move,
  type Variant,
  FreecellError,
  applyMove,
  dealBoard,
  isLost,
  isWon,
  microsoftDeal,
  nextAutoplayMove,
  resolveMove,
} from '../core';
import { type Command, CommandError, formatFcs, formatMoveList, formatStandardMove, parseCommand } from '../notation';
import { type DealLabel, type Look, type Scene, type Screen, type WinStanding, createScreen } from '../ui';
import { HINT_BUDGET, type PositionStatus, StatusCache, adviseOn, winnableGame } from './advisor';

/** Where a game's cards come from: a game number, a fixed deck, or a starting position (the last two repeat on R). */
export type DealSpec =
  | { readonly kind: 'game'; readonly number: number }
  | { readonly kind: 'deck'; readonly name: string; readonly cards: readonly Card[] }
  | { readonly kind: 'board'; readonly name: string; readonly board: Board };

/** Files the session may write (injected: the session itself does no I/O). */
export interface SessionFiles {
  /** Writes a whole text file; throws an Error whose message says why it could not. */
  readonly write: (path: string, text: string) => void;
}

/** What changed in a game: a move (with its autoplay moves), an undo, a redo, autoplay switched, or a fresh start of a deal. */
export type SessionChange =
  | { readonly kind: 'play'; readonly tokens: readonly string[] }
  | { readonly kind: 'undo' }
  | { readonly kind: 'redo' }
  | { readonly kind: 'autoplay'; readonly on: boolean }
  | { readonly kind: 'deal' };

/** What the outside world does when the game changes (saving, statistics); all optional. */
export interface SessionHooks {
  /** After every change of the game (a move, an undo, a new deal): the autosave point. May return a note to show. */
  readonly changed?: (session: GameSession, change: SessionChange) => string | void;
  /**
   * Once per deal: won, lost (no legal move left), given up (left for a new
   * deal after a move) or won with the solver's help. May return a note, and
   * for a win where the statistics stand.
   */
  readonly result?: (variant: Variant, outcome: GameOutcome, facts: GameFacts) => ResultReport | void;
  /** `save [FILE]`: writes the game and returns the sentence that says where; throws an Error saying why not (a few words, or a whole sentence shown as it is). */
  readonly save?: (session: GameSession, file: string | undefined) => string;
  /** `stats`: the statistics, as lines of text. */
  readonly stats?: () => readonly string[];
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

/** What recording a result says back: a note to show, and for a win where the statistics stand. */
export interface ResultReport {
  readonly note?: string;
  readonly standing?: WinStanding;
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
  /** Lines shown under the opening board (e.g. how many deal numbers --winnable skipped). */
  readonly openingNotes?: readonly string[];
  /** Show the line under the board that says what a move did (default on). */
  readonly messages?: boolean;
}

/** The starting board of a deal spec under a variant. */
export function startingBoard(deal: DealSpec, variant: Variant): Board {
  switch (deal.kind) {
    case 'game':
      return dealBoard(variant, microsoftDeal(deal.number));
    case 'deck':
      return dealBoard(variant, deal.cards);
    case 'board':
      return deal.board.clone();
  }
}

/** The header label of a deal spec. */
export function dealLabel(deal: DealSpec): DealLabel {
  return deal.kind === 'game' ? { kind: 'game', number: deal.number } : { kind: deal.kind, name: deal.name };
}

/** One move made, with the boards before and after it. */
export interface HistoryEntry {
  readonly move: Move;
  readonly before: Board;
  readonly after: Board;
  /** The move in standard notation. */
  readonly notation: string;
  /** Whether autoplay made it. */
  readonly auto: boolean;
}

/** A player's move and the autoplay moves that followed it: undone and redone together. */
export type MoveGroup = readonly HistoryEntry[];

/** The state a save needs to bring the game back: deal, moves (grouped), position, time, options. */
export interface SessionSnapshot {
  readonly variant: Variant;
  readonly deal: DealSpec;
  readonly groups: readonly MoveGroup[];
  readonly position: number;
  readonly elapsedMs: number;
  readonly autoplay: boolean;
  readonly counted: boolean;
  /** Whether the solver played a move of this deal (absent: no). */
  readonly helped?: boolean;
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
  private counted = false;
  private elapsedBefore = 0;
  private startedAt: number;
  private finished = false;
  private error: FreecellError | undefined;
  private notes: string[] = [];
  private readonly statuses = new StatusCache();
  /** Whether the solver played a move of this deal (kept over restarts: the result is then "solved with help"). */
  private helped = false;
  /** Where the statistics stand after the last result (shown by a win). */
  private standing: WinStanding | undefined;
  /** The rest of a solution being played out by `solve` and the board it starts from, or null. */
  private solution: { readonly moves: Move[]; board: Board } | null = null;

  constructor(private readonly options: SessionOptions) {
    this.screen = createScreen(options.look);
    this.deal = options.deal;
    this.startBoard = startingBoard(this.deal, options.variant);
    this.currentBoard = this.startBoard;
    this.autoplay = this.screen.autoplays && (options.autoplay ?? true);
    this.startedAt = this.now();
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
    session.currentBoard = snapshot.position === 0 ? session.startBoard : snapshot.groups[snapshot.position - 1]!.at(-1)!.after;
    session.counted = snapshot.counted;
    session.helped = snapshot.helped === true;
    session.elapsedBefore = snapshot.elapsedMs;
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

  /** Moves made in the current game (autoplay moves included). */
  get moves(): number {
    return this.played;
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
      elapsedMs: this.elapsedBefore + (this.now() - this.startedAt),
      autoplay: this.autoplay,
      counted: this.counted,
      helped: this.helped,
    };
  }

  private scene(): Scene {
    const showStatus = (this.options.status ?? true) && this.screen.showsStatus;
    const status = showStatus ? this.statuses.statusOf(this.currentBoard) : undefined;
    return { board: this.currentBoard, deal: dealLabel(this.deal), moves: this.moves, status };
  }

  /** The text shown when the session starts. */
  start(): string {
    return this.screen.opening(this.scene()) + (this.options.openingNotes ?? []).map((n) => this.screen.note(n)).join('');
  }

  /** Handles one input line and returns the text to show; bad input leaves the game unchanged. */
  handle(line: string): string {
    const text = this.handleLine(line);
    // A solution in progress belongs to the board it was found on: any other change of the board drops it.
    if (this.solution && this.solution.board !== this.currentBoard) this.solution = null;
    const notes = this.notes.map((n) => this.screen.note(n)).join('');
    this.notes = [];
    return text + notes;
  }

  private handleLine(line: string): string {
    this.error = undefined;
    if (this.finished) return '';
    if (this.solution) {
      const words = this.options.look.catalog;
      const word = line.trim().toLowerCase();
      if (word === '') return this.nextSolutionMove();
      if (word === 'q') {
        this.solution = null;
        return this.screen.note(words.solutionStopped);
      }
    }
    // The win summary asks n (new deal), restart or q: n answers it only while the game is won.
    if (this.won && this.screen.endsOnWin === false && ['n', 'new'].includes(line.trim().toLowerCase())) return this.handleLine('r');
    let command: Command | undefined;
    try {
      command = parseCommand(line, this.currentBoard.variant, this.currentBoard);
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
        return this.screen.help(this.scene());
      case 'new-deal':
        this.abandon();
        if (this.deal.kind === 'game') {
          if (this.options.winnableOnly) {
            const pick = winnableGame(this.variant, this.options.randomGameNumber);
            this.deal = { kind: 'game', number: pick.number };
            if (pick.skipped > 0 || !pick.found) this.addNote(words.skippedDeals(pick.skipped, pick.found));
          } else {
            this.deal = { kind: 'game', number: this.options.randomGameNumber() };
          }
        }
        this.startBoard = startingBoard(this.deal, this.variant);
        this.reset();
        return this.screen.newDeal(this.scene());
      case 'restart':
        this.reset(false);
        return this.screen.moved(this.scene(), [words.restarted]);
      case 'undo':
        return this.undo();
      case 'redo':
        return this.redo();
      case 'autoplay':
        return this.setAutoplay(command.on);
      case 'save':
        return this.save(command.file);
      case 'stats':
        return this.screen.note((this.options.hooks?.stats?.() ?? [words.noStats]).join('\n'));
      case 'export':
        return formatFcs(this.currentBoard);
      case 'moves':
        return this.listMoves(command.file);
      case 'hint':
        return this.hint();
      case 'solve':
        return this.startSolution();
      case 'move':
        return this.play(resolveMove(this.currentBoard, command.request));
    }
  }

  private advice(): { status: PositionStatus; moves?: Move[] } {
    const advice = adviseOn(this.currentBoard, HINT_BUDGET);
    this.statuses.learn(this.currentBoard, advice.status);
    return advice;
  }

  private hint(): string {
    const words = this.options.look.catalog;
    if (this.won) return this.screen.note(words.nothingToPlay);
    const advice = this.advice();
    const move = advice.moves?.[0];
    if (!move) return this.screen.note(advice.status === 'unwinnable' ? words.cannotBeWon : words.noHintFound);
    const cards = this.currentBoard.cards(move.from).slice(-move.count);
    return this.screen.note(words.hint(formatStandardMove(move, this.currentBoard), words.moveLine(move, cards, this.screen.cardName)));
  }

  private startSolution(): string {
    const words = this.options.look.catalog;
    this.solution = null;
    if (this.won) return this.screen.note(words.nothingToPlay);
    const advice = this.advice();
    if (!advice.moves || advice.moves.length === 0) return this.screen.note(advice.status === 'unwinnable' ? words.cannotBeWon : words.noHintFound);
    this.solution = { moves: [...advice.moves], board: this.currentBoard };
    return this.screen.note(words.solutionFound(advice.moves.length));
  }

  /** Plays the next move of the solution (autoplay stays out of it: the solution writes every move). */
  private nextSolutionMove(): string {
    const solution = this.solution!;
    const move = solution.moves.shift()!;
    const left = solution.moves.length;
    const text = this.play(move, false, true);
    if (left === 0 || this.error) this.solution = null;
    else solution.board = this.currentBoard;
    return this.won || this.error ? text : text + this.screen.note(this.options.look.catalog.solutionNext(left));
  }

  /** A fresh start of the current deal; `newDeal` also forgets whether its result was counted. */
  private reset(newDeal = true): void {
    this.groups = [];
    this.position = 0;
    this.played = 0;
    this.currentBoard = this.startBoard;
    if (newDeal) {
      this.counted = false;
      this.helped = false;
      this.elapsedBefore = 0;
      this.startedAt = this.now();
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
      this.standing = { kind: 'counted-before' };
      return;
    }
    this.counted = true;
    const typed = this.position;
    const facts: GameFacts = { deal: this.deal, typed, auto: this.played - typed, elapsedMs };
    const report = this.options.hooks?.result?.(this.variant, outcome === 'won' && this.helped ? 'helped' : outcome, facts);
    this.addNote(report?.note);
    this.standing = report?.standing;
  }

  /** Counts the current game as lost if it was left unfinished after a move (a new deal, a new game at start-up). */
  abandonGame(): string {
    this.abandon();
    const notes = this.notes.join('\n');
    this.notes = [];
    return notes;
  }

  /** A game left for a new deal after at least one move counts as lost. */
  private abandon(): void {
    if (this.moves > 0 && !this.won) this.settle('gave-up');
  }

  private play(move: Move, autoplay = this.autoplay, bySolver = false): string {
    const before = this.currentBoard;
    let after: Board;
    try {
      after = applyMove(before, move);
    } catch (err) {
      if (err instanceof FreecellError) return this.reject(err);
      throw err;
    }
    const group: HistoryEntry[] = [{ move, before, after, notation: formatStandardMove(move, before), auto: false }];
    if (autoplay) {
      for (let next = nextAutoplayMove(after); next; next = nextAutoplayMove(after)) {
        const from = after;
        after = applyMove(from, next);
        group.push({ move: next, before: from, after, notation: formatStandardMove(next, from), auto: true });
      }
    }
    this.groups.length = this.position;
    this.groups.push(group);
    this.position++;
    this.played += group.length;
    this.currentBoard = after;
    if (bySolver) this.helped = true;
    const notes = this.options.messages === false ? [] : [this.describe(group[0]!)];
    if (group.length > 1 && this.options.messages !== false) notes.push(this.options.look.catalog.autoplayLine(group.slice(1).map((e) => e.before.top(e.move.from)), this.screen.cardName));
    let text: string;
    if (isWon(after)) {
      // One reading of the clock: the summary shows the time the statistics keep.
      const elapsedMs = this.snapshot().elapsedMs;
      this.standing = undefined;
      this.settle('won', elapsedMs);
      if (this.screen.endsOnWin) this.finished = true;
      const typed = this.position;
      const standing: WinStanding = this.standing ?? (this.helped ? { kind: 'helped' } : { kind: 'not-kept' });
      text = this.screen.won(this.scene(), notes, this.options.look.catalog.winSummary({ typed, auto: this.played - typed, elapsedMs, standing }));
    } else if (isLost(after)) {
      this.settle('lost');
      text = this.screen.lost(this.scene(), notes);
    } else {
      text = this.screen.moved(this.scene(), notes);
    }
    this.changed({ kind: 'play', tokens: group.map((e) => e.notation) });
    return text;
  }

  private describe(entry: HistoryEntry): string {
    const cards = entry.before.cards(entry.move.from).slice(-entry.move.count);
    return this.options.look.catalog.moveLine(entry.move, cards, this.screen.cardName);
  }

  private undo(): string {
    const words = this.options.look.catalog;
    if (this.position === 0) return this.screen.note(words.nothingToUndo);
    const group = this.groups[--this.position]!;
    this.played -= group.length;
    this.currentBoard = group[0]!.before;
    this.changed({ kind: 'undo' });
    return this.screen.moved(this.scene(), [words.undone(group[0]!.notation, group.length - 1)]);
  }

  private redo(): string {
    const words = this.options.look.catalog;
    if (this.position === this.groups.length) return this.screen.note(words.nothingToRedo);
    const group = this.groups[this.position++]!;
    this.played += group.length;
    this.currentBoard = group.at(-1)!.after;
    this.changed({ kind: 'redo' });
    return this.screen.moved(this.scene(), [words.redone(group[0]!.notation, group.length - 1)]);
  }

  private setAutoplay(on: boolean): string {
    const words = this.options.look.catalog;
    if (on && !this.screen.autoplays) return this.screen.note(words.autoplayUnavailable);
    this.autoplay = on;
    this.changed({ kind: 'autoplay', on });
    return this.screen.note(words.autoplayState(on));
  }

  private save(file: string | undefined): string {
    const words = this.options.look.catalog;
    const hook = this.options.hooks?.save;
    if (!hook) return this.screen.note(words.writeFailed(file ?? words.theSaveFile, words.noFileAccess));
    try {
      return this.screen.note(hook(this, file));
    } catch (err) {
      const why = (err as Error).message;
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
      return this.screen.note(words.writeFailed(file, (err as Error).message));
    }
    return this.screen.note(words.movesSaved(file, this.moves));
  }

  private reject(err: FreecellError): string {
    this.error = err;
    return this.screen.rejected(this.scene(), err);
  }
}
