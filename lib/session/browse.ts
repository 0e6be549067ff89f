// Browsing a moves file: the steps of a replay, where the browser stands, and what a typed line asks for.

import type { Board } from '../core';
import { type ReplayStep, readMoveTokens, replayMoves } from './replay';

/** A moves file being browsed: its steps from the deal's start, and the move shown (0 is the deal). */
export interface Browse {
  readonly file: string;
  readonly start: Board;
  readonly steps: readonly ReplayStep[];
  index: number;
}

/** What a line typed while browsing asks for. */
export type BrowseRequest =
  | { readonly kind: 'go'; readonly to: number }
  | { readonly kind: 'continue' }
  | { readonly kind: 'quit' }
  | { readonly kind: 'keys' }
  | { readonly kind: 'no-such-move'; readonly number: number }
  /** A browse key (or a move number) followed by words it does not take. */
  | { readonly kind: 'stray'; readonly word: string; readonly extra: string }
  | { readonly kind: 'bad' };

/**
 * Reads a moves file's text and plays it from `start`; the moves after an
 * illegal one are dropped (`failure` says which). Throws
 * UnreadableMovesError for text that is not a list of moves.
 */
export function openBrowse(file: string, text: string, start: Board): { browse: Browse; failure?: ReturnType<typeof replayMoves>['failure'] } {
  const result = replayMoves(start, readMoveTokens(text));
  return { browse: { file, start, steps: result.steps, index: 0 }, failure: result.failure };
}

/** The words browsing knows (besides move numbers). */
const BROWSE_KEYS: ReadonlySet<string> = new Set(['n', 'next', 'b', 'back', 'start', 'end', 'c', 'continue', 'q', 'quit', 'h', 'help', '?', 'g', 'go']);

/** The request a line spells: n or Enter, b, start, end, a move number (or go N), c, q, h. */
export function browseStep(line: string, browse: Browse): BrowseRequest {
  const words = line.trim().toLowerCase().split(/\s+/).filter((w) => w !== '');
  const total = browse.steps.length;
  const word = words[0] ?? 'n';
  const arg = words[1];
  const takes = word === 'go' || word === 'g' ? 1 : 0;
  if (words.length > takes + 1) {
    // a key the browser knows, given a word too many: name the word
    const known = BROWSE_KEYS.has(word) || /^\d{1,6}$/.test(word);
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

/** A typed move number: the position after it, or no such move past the file's end; anything but digits is no browse command. */
function moveNumber(word: string, total: number): BrowseRequest {
  if (!/^\d{1,6}$/.test(word)) return { kind: 'bad' };
  const n = Number(word);
  return n <= total ? { kind: 'go', to: n } : { kind: 'no-such-move', number: n };
}
