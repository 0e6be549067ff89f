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
  /** The sentence shown when no legal move is left. */
  readonly lost: string;
  /** One sentence saying exactly what was wrong with a command or a move. */
  readonly error: (err: FreecellError, variant: Variant | undefined, card: CardNamer) => string;
  /** One-line reasons for bad flags and unreadable files (the CLI prefixes "freecell: "). */
  readonly usage: {
    readonly notGameNumber: (text: string) => string;
    readonly unknownChoice: (what: string, given: string, known: readonly string[]) => string;
    readonly oneSource: string;
    readonly cannotRead: (what: string, file: string, why: 'missing' | 'folder' | 'denied' | string) => string;
    readonly badFile: (what: string, file: string, err: FreecellError, card: CardNamer) => string;
  };
}
