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
import { type DealLabel, type Look, type Scene, type Screen, createScreen } from '../ui';
import { DEAL_BUDGET, HINT_BUDGET, type PositionStatus, STATUS_BUDGET, StatusCache, adviseOn, winnableGame } from './advisor';

/** The longest pause between two inputs that counts in full towards the time played; a longer one counts as this much (the player was away). */
export const IDLE_LIMIT_MS = 2 * 60 * 1000;

/** Positions a walk back through the history may search afresh to count the undos to a winnable position. */
const UNDO_WALK_SEARCHES = 3;

/** Answers that give a game up when `r` asks (English and Portuguese). */
const YES: ReadonlySet<string> = new Set(['y', 'yes', 's', 'sim']);

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
  /** Once per deal: won, or lost (no legal move left, or abandoned for a new deal after a move). May return a note. */
  readonly result?: (variant: Variant, outcome: 'won' | 'lost', moves: number) => string | void;
  /** `save [FILE]`: writes the game and returns the sentence that says where; throws an Error saying why not (a few words, or a whole sentence shown as it is). */
  readonly save?: (session: GameSession, file: string | undefined) => string;
  /** `stats`: the statistics, as lines of text. */
  readonly stats?: () => readonly string[];
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
  /** Time played so far, counted input by input (see IDLE_LIMIT_MS). */
  private elapsed = 0;
  private lastInputAt: number;
  /** A question waiting for its answer: giving up the game for a new deal. */
  private pendingGiveUp = false;
  private finished = false;
  private error: FreecellError | undefined;
  private notes: string[] = [];
  private readonly statuses = new StatusCache();
  /** The rest of a solution being played out by `solve` and the board it starts from, or null. */
  private solution: { readonly moves: Move[]; board: Board } | null = null;

  constructor(private readonly options: SessionOptions) {
    this.screen = createScreen(options.look);
    this.deal = options.deal;
    this.startBoard = startingBoard(this.deal, options.variant);
    this.currentBoard = this.startBoard;
    this.autoplay = this.screen.autoplays && (options.autoplay ?? true);
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
    session.currentBoard = snapshot.position === 0 ? session.startBoard : snapshot.groups[snapshot.position - 1]!.at(-1)!.after;
    session.counted = snapshot.counted;
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
      elapsedMs: this.elapsed,
      autoplay: this.autoplay,
      counted: this.counted,
    };
  }

  /** Whether the header shows the status (and the game warns when a move loses it). */
  private get showsStatus(): boolean {
    return (this.options.status ?? true) && this.screen.showsStatus;
  }

  private scene(): Scene {
    const status = this.showsStatus ? this.statuses.statusOf(this.currentBoard) : undefined;
    return { board: this.currentBoard, deal: dealLabel(this.deal), moves: this.moves, typed: this.position, elapsedMs: this.elapsed, status };
  }

  /** Counts the time since the last input, up to IDLE_LIMIT_MS; a won game's clock has stopped. */
  private tick(): void {
    const now = this.now();
    if (!this.won) this.elapsed += Math.min(IDLE_LIMIT_MS, Math.max(0, now - this.lastInputAt));
    this.lastInputAt = now;
  }

  /** The text shown when the session starts. */
  start(): string {
    this.checkDeal();
    return this.screen.opening(this.scene()) + [...(this.options.openingNotes ?? []), ...this.notes.splice(0)].map((n) => this.screen.note(n)).join('');
  }

  /**
   * At the start of a deal, a status the header's small search leaves unknown
   * gets one longer search (DEAL_BUDGET), so that a deal that cannot be won
   * says so before its first move.
   */
  private checkDeal(): void {
    if (!this.showsStatus || this.position !== 0) return;
    let status = this.statuses.statusOf(this.currentBoard);
    if (status === 'unknown') {
      status = adviseOn(this.currentBoard, DEAL_BUDGET).status;
      this.statuses.learn(this.currentBoard, status);
    }
    if (status === 'unwinnable') this.addNote(this.options.look.catalog.screen.dealCannotBeWon);
  }

  /** Handles one input line and returns the text to show; bad input leaves the game unchanged. */
  handle(line: string): string {
    this.tick();
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
    if (this.pendingGiveUp) return this.answerGiveUp(line);
    if (this.solution) {
      const words = this.options.look.catalog;
      const word = line.trim().toLowerCase();
      if (word === '') return this.nextSolutionMove();
      if (word === 'q') {
        this.solution = null;
        return this.screen.note(words.solutionStopped);
      }
    }
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
      case 'redraw':
        return this.screen.redraw(this.scene());
      case 'new-deal':
        if (this.screen.confirmsGiveUp && this.moves > 0 && !this.won && !this.counted) {
          this.pendingGiveUp = true;
          return this.screen.note(words.screen.giveUpQuestion(this.typedMoves));
        }
        return this.newDeal();
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

  /** The answer to "give it up?": yes counts the game as lost and deals a new one; anything else plays on. */
  private answerGiveUp(line: string): string {
    const words = this.options.look.catalog;
    this.pendingGiveUp = false;
    if (!YES.has(line.trim().toLowerCase())) return this.screen.note(words.screen.keptPlaying);
    this.settle('lost');
    return this.screen.note(words.screen.gaveUp) + this.newDeal();
  }

  /** A new deal: a new game number (a winnable one with --winnable), or the same deck or board again; a game left after a move counts as lost. */
  private newDeal(): string {
    const words = this.options.look.catalog;
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
    this.checkDeal();
    return this.screen.newDeal(this.scene());
  }

  private advice(): { status: PositionStatus; moves?: Move[] } {
    // A position proved lost stays lost: no second search.
    if (this.statuses.known(this.currentBoard) === 'unwinnable') return { status: 'unwinnable' };
    const advice = adviseOn(this.currentBoard, HINT_BUDGET);
    this.statuses.learn(this.currentBoard, advice.status);
    return advice;
  }

  private hint(): string {
    const words = this.options.look.catalog;
    if (this.won) return this.screen.note(words.nothingToPlay);
    const advice = this.advice();
    const move = advice.moves?.[0];
    if (!move) return this.screen.note(advice.status === 'unwinnable' ? this.cannotBeWon() : words.noHintFound);
    const cards = this.currentBoard.cards(move.from).slice(-move.count);
    return this.screen.note(words.hint(formatStandardMove(move, this.currentBoard), words.moveLine(move, cards, this.screen.cardName)));
  }

  /** Why there is no hint: the deal cannot be won at all, or how many undos go back to a position that can. */
  private cannotBeWon(): string {
    const words = this.options.look.catalog;
    const undos = this.position === 0 ? 'deal' : this.undosToWinnable(HINT_BUDGET);
    if (undos === 'deal') return words.screen.dealCannotBeWon;
    return undos === undefined ? words.cannotBeWon : words.screen.cannotBeWonUndos(undos);
  }

  private startSolution(): string {
    const words = this.options.look.catalog;
    this.solution = null;
    if (this.won) return this.screen.note(words.nothingToPlay);
    const advice = this.advice();
    if (!advice.moves || advice.moves.length === 0) return this.screen.note(advice.status === 'unwinnable' ? this.cannotBeWon() : words.noHintFound);
    this.solution = { moves: [...advice.moves], board: this.currentBoard };
    return this.screen.note(words.solutionFound(advice.moves.length));
  }

  /** Plays the next move of the solution (autoplay stays out of it: the solution writes every move). */
  private nextSolutionMove(): string {
    const solution = this.solution!;
    const move = solution.moves.shift()!;
    const left = solution.moves.length;
    const text = this.play(move, false);
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
      this.elapsed = 0;
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

  private settle(outcome: 'won' | 'lost'): void {
    if (this.counted) return;
    this.counted = true;
    this.addNote(this.options.hooks?.result?.(this.variant, outcome, this.moves));
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
    if (this.moves > 0 && !this.won) this.settle('lost');
  }

  private play(move: Move, autoplay = this.autoplay): string {
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
    const notes = [this.describe(group[0]!)];
    if (group.length > 1) notes.push(this.options.look.catalog.autoplayLine(group.slice(1).map((e) => e.before.top(e.move.from)), this.screen.cardName));
    const warning = this.loseWarning(before, after);
    if (warning) notes.push(warning);
    let text: string;
    if (isWon(after)) {
      this.settle('won');
      if (this.screen.endsOnWin) this.finished = true;
      text = this.screen.won(this.scene(), notes);
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
    return this.options.look.catalog.moveLine(entry.move, this.movedCards(entry), this.screen.cardName);
  }

  /** The cards a move carried, bottom first. */
  private movedCards(entry: HistoryEntry): number[] {
    return entry.before.cards(entry.move.from).slice(-entry.move.count);
  }

  /**
   * How many undos go back to a position known to be winnable: a number, 'deal'
   * when every position back to the deal's start cannot be won, or undefined
   * when a position on the way is not known (each search within `budget`, at
   * most UNDO_WALK_SEARCHES of them).
   */
  private undosToWinnable(budget: number): number | 'deal' | undefined {
    let searches = 0;
    for (let k = 1; k <= this.position; k++) {
      const board = this.groups[this.position - k]![0]!.before;
      let status = this.statuses.known(board);
      if (status === undefined || (status === 'unknown' && budget > STATUS_BUDGET)) {
        if (searches++ >= UNDO_WALK_SEARCHES) return undefined;
        status = adviseOn(board, budget).status;
        this.statuses.learn(board, status);
      }
      if (status === 'winnable') return k;
      if (status === 'unknown') return undefined;
    }
    return 'deal';
  }

  /** The warning when a move has just turned a position that could be won (or was not known to be lost) into one that cannot. */
  private loseWarning(before: Board, after: Board): string | undefined {
    if (!this.showsStatus || isWon(after) || this.statuses.known(before) === 'unwinnable') return undefined;
    if (this.statuses.statusOf(after) !== 'unwinnable') return undefined;
    const undos = this.undosToWinnable(STATUS_BUDGET);
    return undos === 'deal' ? undefined : this.options.look.catalog.screen.lostByMove(undos);
  }

  private undo(): string {
    const words = this.options.look.catalog;
    if (this.position === 0) return this.screen.note(words.nothingToUndo);
    const group = this.groups[--this.position]!;
    this.played -= group.length;
    this.currentBoard = group[0]!.before;
    this.changed({ kind: 'undo' });
    return this.screen.moved(this.scene(), [words.screen.undone(group[0]!.move, this.movedCards(group[0]!), group.length - 1, this.screen.cardName)]);
  }

  private redo(): string {
    const words = this.options.look.catalog;
    if (this.position === this.groups.length) return this.screen.note(words.nothingToRedo);
    const group = this.groups[this.position++]!;
    this.played += group.length;
    this.currentBoard = group.at(-1)!.after;
    this.changed({ kind: 'redo' });
    const notes = [words.screen.redone(group[0]!.move, this.movedCards(group[0]!), group.length - 1, this.screen.cardName)];
    // Redoing a move that lost the game loses it again: the same warning.
    const warning = this.loseWarning(group[0]!.before, this.currentBoard);
    if (warning) notes.push(warning);
    return this.screen.moved(this.scene(), notes);
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
