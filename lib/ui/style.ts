// What a renderer and a message catalog need to know about the game on screen.

import type { Board } from '../core';
import type { Catalog } from './catalog';
import type { Charset } from './charset';
import type { Painter } from './paint';
import type { DealRating } from './rating';

export type { DealRating } from './rating';

/** The screen styles: our own, and the CSE 231 program's exact screens. */
export type StyleName = 'default' | 'cse231';

/** How to draw: style, colour and card spelling. */
export interface Look {
  readonly style: StyleName;
  readonly painter: Painter;
  readonly ascii: boolean;
  /** Clubs and diamonds in colours of their own (--four-colour). */
  readonly fourColour?: boolean;
  /** The screen-reader mode (--plain): no drawing, cards and piles in words, one sentence per event. */
  readonly plain?: boolean;
  /** The words of the default style. */
  readonly catalog: Catalog;
  /** The terminal's width in columns, read at each drawing (undefined, or no function: not known, as on a pipe); the drawn screens fit it. */
  readonly width?: () => number | undefined;
  /** The terminal's character set (none: UTF-8): sentences broken to `width` are measured as it shows them (`…` as `...` in Latin-1). */
  readonly charset?: Charset;
  /** Whether the output is a terminal that takes the clear-screen sequence (clear sends it before the board); false or absent: plain text only. */
  readonly clearsScreen?: boolean;
  /** The terminal's height in rows, read at each drawing (undefined, or no function: not known); a board too tall for it drops its blank lines. */
  readonly height?: () => number | undefined;
}

/** A human description of where the deal came from ("game 617", "deck cards6.txt"). */
export type DealLabel =
  | { readonly kind: 'game'; readonly number: number; readonly rating?: DealRating }
  | { readonly kind: 'pysol'; readonly seed: string }
  | { readonly kind: 'deck' | 'board'; readonly name: string };

/** The board and what the header shows. */
export interface Scene {
  readonly board: Board;
  readonly deal: DealLabel;
  /** Every move made, autoplay's included. */
  readonly moves: number;
  /** Of those, the moves the player made (the header shows autoplay's apart). */
  readonly typed?: number;
  /** Time played, when the header shows it. */
  readonly elapsedMs?: number;
  /** Which attempt at the deal this is (see GameSession.attempt); the header shows it from the second on. */
  readonly attempt?: number;
  /** Whether the position can still be won ('won' once it is), when the header shows it. */
  readonly status?: 'winnable' | 'unwinnable' | 'unknown' | 'won';
}
