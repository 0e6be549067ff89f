// Browsing a moves file: its moves with a few boards to step from, where the browser stands, and what a typed line asks for.

import type { Board } from '../core';
import { type MoveTokenList, type MoveTokens, type ReplayOutcome, type ReplayStep, replayEach } from './replay';

/** Moves between two boards a browse keeps: any position is at most this many moves from one (a long file keeps no board per move). */
export const BROWSE_CHECKPOINT_EVERY = 256;

/**
 * A moves file being browsed: its legal moves from the deal's start, the
 * board after every BROWSE_CHECKPOINT_EVERY-th of them (`checkpoints[k]`
 * stands after move k * BROWSE_CHECKPOINT_EVERY, `checkpoints[0]` is the
 * start), and the move shown (0 is the deal).
 */
export interface Browse {
  readonly file: string;
  readonly start: Board;
  readonly tokens: MoveTokens;
  readonly checkpoints: readonly Board[];
  index: number;
}

/** What a line typed while browsing asks for. */
export type BrowseRequest =
  | { readonly kind: 'go'; readonly to: number }
  | { readonly kind: 'continue' }
  | { readonly kind: 'quit' }
  | { readonly kind: 'keys' }
  /** A move number past the file's end, as typed without leading zeros (it may have more digits than a number holds). */
  | { readonly kind: 'no-such-move'; readonly number: string }
  /** A browse key (or a move number) followed by words it does not take. */
  | { readonly kind: 'stray'; readonly word: string; readonly extra: string }
  | { readonly kind: 'bad' };

/** Plays a moves file's moves (read by readMoveTokenList) from `start`; the moves after an illegal one are dropped (`failure` says which). */
export function openBrowse(file: string, moves: MoveTokenList, start: Board): { browse: Browse; failure?: ReplayOutcome['failure'] } {
  const checkpoints = [start];
  const result = replayEach(start, moves, (step, i) => {
    if ((i + 1) % BROWSE_CHECKPOINT_EVERY === 0) checkpoints.push(step.board);
  });
  return { browse: { file, start, tokens: moves.prefix(result.played), checkpoints, index: 0 }, failure: result.failure };
}

/** How many moves the browse steps through. */
export function browseTotal(browse: Browse): number {
  return browse.tokens.length;
}

/** The board after `count` moves of the browse (0 is the deal): played again from the checkpoint before it. */
export function browseBoard(browse: Browse, count: number): Board {
  return count === 0 ? browse.start : browseMove(browse, count).step.board;
}

/** Move `number` (1-based) of the browse, with the board before it: played again from the checkpoint before it. */
export function browseMove(browse: Browse, number: number): { readonly before: Board; readonly step: ReplayStep } {
  const k = Math.floor((number - 1) / BROWSE_CHECKPOINT_EVERY);
  let before = browse.checkpoints[k]!;
  let last: ReplayStep | undefined;
  replayEach(before, browse.tokens, (step) => {
    if (last) before = last.board;
    last = step;
  }, k * BROWSE_CHECKPOINT_EVERY, number);
  return { before, step: last! };
}

/** Every step of the browse up to move `count`, in order, each handed to `visit` and none kept. */
export function eachBrowseStep(browse: Browse, count: number, visit: (step: ReplayStep, index: number) => void): void {
  replayEach(browse.start, browse.tokens, visit, 0, count);
}

/** The words browsing knows (besides move numbers). */
const BROWSE_KEYS: ReadonlySet<string> = new Set(['n', 'next', 'b', 'back', 'start', 'end', 'c', 'continue', 'q', 'quit', 'h', 'help', '?', 'g', 'go']);

/** The request a line spells: n or Enter, b, start, end, a move number (or go N), c, q, h. */
export function browseStep(line: string, browse: Browse): BrowseRequest {
  const words = line.trim().toLowerCase().split(/\s+/).filter((w) => w !== '');
  const total = browseTotal(browse);
  const word = words[0] ?? 'n';
  const arg = words[1];
  const takes = word === 'go' || word === 'g' ? 1 : 0;
  if (words.length > takes + 1) {
    // a key the browser knows, given a word too many: name the word
    const known = BROWSE_KEYS.has(word) || /^\d+$/.test(word);
    return known ? { kind: 'stray', word: words[0]!, extra: words.slice(takes + 1).join(' ') } : { kind: 'bad' };
  }
  switch (word) {
    case 'n':
    case 'next':
      return { kind: 'go', to: browse.index + 1 };
    case 'b':
    case 'back':
      return { kind: 'go', to: browse.index - 1 };
    case 'start':
      return { kind: 'go', to: 0 };
    case 'end':
      return { kind: 'go', to: total };
    case 'c':
    case 'continue':
      return { kind: 'continue' };
    case 'q':
    case 'quit':
      return { kind: 'quit' };
    case 'h':
    case 'help':
    case '?':
      return { kind: 'keys' };
    case 'g':
    case 'go':
      return arg === undefined ? { kind: 'bad' } : moveNumber(arg, total);
    default:
      return moveNumber(word, total);
  }
}

/** A typed move number of any length: the position after it, or no such move past the file's end; anything but digits is no browse command. */
function moveNumber(word: string, total: number): BrowseRequest {
  if (!/^\d+$/.test(word)) return { kind: 'bad' };
  const digits = word.replace(/^0+(?=\d)/, '');
  // compared as digits first, so a number longer than the total's is past the end however large
  const limit = String(total);
  const within = digits.length < limit.length || (digits.length === limit.length && digits <= limit);
  return within ? { kind: 'go', to: Number(digits) } : { kind: 'no-such-move', number: digits };
}
