// The game loop without I/O: input lines in, screen text out.

import {
  type Board,
  type Card,
  type Variant,
  FreecellError,
  type Move,
  applyMove,
  dealBoard,
  isLost,
  isWon,
  microsoftDeal,
  resolveMove,
} from '../core';
import { type Command, CommandError, formatFcs, formatMoveList, formatStandardMove, parseCommand } from '../notation';
import { type DealLabel, type Look, type Scene, type Screen, createScreen } from '../ui';

/** Where a game's cards come from: a game number, a fixed deck, or a starting position (the last two repeat on R). */
export type DealSpec =
  | { readonly kind: 'game'; readonly number: number }
  | { readonly kind: 'deck'; readonly name: string; readonly cards: readonly Card[] }
  | { readonly kind: 'board'; readonly name: string; readonly board: Board };

/** Everything a session needs, injected: rules, deal, look, and randomness. */
export interface SessionOptions {
  readonly variant: Variant;
  readonly deal: DealSpec;
  readonly look: Look;
  /** A random game number for a new deal (1..1,000,000 in the CLI). */
  readonly randomGameNumber: () => number;
  /** Where `moves FILE` writes; without it, writing is refused with a message. */
  readonly files?: SessionFiles;
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

/** Files the session may write (injected: the session itself does no I/O). */
export interface SessionFiles {
  /** Writes a whole text file; throws an Error whose message says why it could not. */
  readonly write: (path: string, text: string) => void;
}

/** One move made in the current game, with the board it was played on. */
export interface HistoryEntry {
  readonly move: Move;
  readonly before: Board;
  /** The move in standard notation. */
  readonly notation: string;
}

/** One player's session: a game at a time, driven line by line. */
export class GameSession {
  private readonly screen: Screen;
  private deal: DealSpec;
  private currentBoard: Board;
  private history: HistoryEntry[] = [];
  private finished = false;
  private error: FreecellError | undefined;

  constructor(private readonly options: SessionOptions) {
    this.screen = createScreen(options.look);
    this.deal = options.deal;
    this.currentBoard = startingBoard(this.deal, options.variant);
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

  /** The error that the last line was rejected with, if it was. */
  get lastError(): FreecellError | undefined {
    return this.error;
  }

  /** Moves made in the current game. */
  get moves(): number {
    return this.history.length;
  }

  /** The moves of the current game in standard notation. */
  moveList(): string[] {
    return this.history.map((h) => h.notation);
  }

  private scene(): Scene {
    return { board: this.currentBoard, deal: dealLabel(this.deal), moves: this.history.length };
  }

  /** The text shown when the session starts. */
  start(): string {
    return this.screen.opening(this.scene());
  }

  /** Handles one input line and returns the text to show; bad input leaves the game unchanged. */
  handle(line: string): string {
    this.error = undefined;
    if (this.finished) return '';
    let command: Command | undefined;
    try {
      command = parseCommand(line, this.currentBoard.variant, this.currentBoard);
    } catch (err) {
      if (err instanceof CommandError) return this.reject(err);
      throw err;
    }
    if (!command) return '';
    switch (command.kind) {
      case 'quit':
        this.finished = true;
        return '';
      case 'help':
        return this.screen.help(this.scene());
      case 'new-deal':
        if (this.deal.kind === 'game') this.deal = { kind: 'game', number: this.options.randomGameNumber() };
        this.currentBoard = startingBoard(this.deal, this.options.variant);
        this.history = [];
        return this.screen.newDeal(this.scene());
      case 'export':
        return formatFcs(this.currentBoard);
      case 'moves':
        return this.listMoves(command.file);
      case 'move':
        return this.play(resolveMove(this.currentBoard, command.request));
    }
  }

  private play(move: Move): string {
    const before = this.currentBoard;
    try {
      this.currentBoard = applyMove(before, move);
    } catch (err) {
      if (err instanceof FreecellError) return this.reject(err);
      throw err;
    }
    this.history.push({ move, before, notation: formatStandardMove(move, before) });
    if (isWon(this.currentBoard)) {
      if (this.screen.endsOnWin) this.finished = true;
      return this.screen.won(this.scene());
    }
    if (isLost(this.currentBoard)) return this.screen.lost(this.scene());
    return this.screen.moved(this.scene());
  }

  private listMoves(file: string | undefined): string {
    const text = formatMoveList(this.moveList());
    if (file === undefined) return text === '' ? this.screen.note(this.options.look.catalog.noMoves) : text;
    try {
      if (!this.options.files) throw new Error('no file access');
      this.options.files.write(file, text);
    } catch (err) {
      return this.screen.note(this.options.look.catalog.writeFailed(file, (err as Error).message));
    }
    return this.screen.note(this.options.look.catalog.movesSaved(file, this.history.length));
  }

  private reject(err: FreecellError): string {
    this.error = err;
    return this.screen.rejected(this.scene(), err);
  }
}
