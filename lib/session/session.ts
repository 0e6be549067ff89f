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

/** Where a game's cards come from: a game number, or a fixed deck (dealt the same way each time). */
export type DealSpec =
  | { readonly kind: 'game'; readonly number: number }
  | { readonly kind: 'deck'; readonly name: string; readonly cards: readonly Card[] };

/** Everything a session needs, injected: rules, deal, look, and randomness. */
export interface SessionOptions {
  readonly variant: Variant;
  readonly deal: DealSpec;
  readonly look: Look;
  /** A random game number for a new deal (1..1,000,000 in the CLI). */
  readonly randomGameNumber: () => number;
}

/** The cards of a deal spec, in dealing order. */
export function dealCards(deal: DealSpec): readonly Card[] {
  return deal.kind === 'game' ? microsoftDeal(deal.number) : deal.cards;
}

/** The header label of a deal spec. */
export function dealLabel(deal: DealSpec): DealLabel {
  return deal.kind === 'game' ? { kind: 'game', number: deal.number } : { kind: 'deck', name: deal.name };
}

/** One player's session: a game at a time, driven line by line. */
export class GameSession {
  private readonly screen: Screen;
  private deal: DealSpec;
  private currentBoard: Board;
  private moveCount = 0;
  private finished = false;

  constructor(private readonly options: SessionOptions) {
    this.screen = createScreen(options.look);
    this.deal = options.deal;
    this.currentBoard = dealBoard(options.variant, dealCards(this.deal));
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
    if (this.finished) return '';
    let command;
    try {
      command = parseCommand(line, this.currentBoard.variant);
    } catch (err) {
      if (err instanceof CommandError) return this.screen.rejected(this.scene(), err);
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
        this.currentBoard = dealBoard(this.options.variant, dealCards(this.deal));
        this.moveCount = 0;
        return this.screen.newDeal(this.scene());
      case 'move': {
        try {
          this.currentBoard = applyMove(this.currentBoard, commandMove(command, this.currentBoard));
        } catch (err) {
          if (err instanceof FreecellError) return this.screen.rejected(this.scene(), err);
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
}
