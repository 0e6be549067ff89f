// The game loop without I/O: input lines in, screen text out.

import {
  type Board,
  type Card,
  type Variant,
  FreecellError,
  applyMove,
  dealBoard,
  isLost,
  isWon,
  microsoftDeal,
} from '../core';
import { CommandError, parseCommand, commandMove } from '../notation';
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

/** One player's session: a game at a time, driven line by line. */
export class GameSession {
  private readonly screen: Screen;
  private deal: DealSpec;
  private currentBoard: Board;
  private moveCount = 0;
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
    return this.moveCount;
  }

  private scene(): Scene {
    return { board: this.currentBoard, deal: dealLabel(this.deal), moves: this.moveCount };
  }

  /** The text shown when the session starts. */
  start(): string {
    return this.screen.opening(this.scene());
  }

  /** Handles one input line and returns the text to show; bad input leaves the game unchanged. */
  handle(line: string): string {
    this.error = undefined;
    if (this.finished) return '';
    let command;
    try {
      command = parseCommand(line, this.currentBoard.variant);
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
        this.moveCount = 0;
        return this.screen.newDeal(this.scene());
      case 'move': {
        try {
          this.currentBoard = applyMove(this.currentBoard, commandMove(command, this.currentBoard));
        } catch (err) {
          if (err instanceof FreecellError) return this.reject(err);
          throw err;
        }
        this.moveCount++;
        if (isWon(this.currentBoard)) {
          if (this.screen.endsOnWin) this.finished = true;
          return this.screen.won(this.scene());
        }
        if (isLost(this.currentBoard)) return this.screen.lost(this.scene());
        return this.screen.moved(this.scene());
      }
    }
  }

  private reject(err: FreecellError): string {
    this.error = err;
    return this.screen.rejected(this.scene(), err);
  }
}
