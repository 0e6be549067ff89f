// Shortening a solution after the search: detours taken out, the result replayed by the engine to a win, never longer.

import { type Board, type Variant, applyMoves, dealBoard, findVariant, isWon, microsoftDeal } from '../core';
import { type CardMove, ONTO_CARD, TO_CELL, cardMove, cardMoveKind, movedCard } from './move-codec';
import { runPortfolio, PORTFOLIO } from './portfolio';
import { toEngineMoves } from './replay';
import { type SolverRules, type StartPosition, readBoard, solverRules } from './rules';
import { runShort } from './short';
import { Shortener, movesNotHome } from './shorten';

const freecell = findVariant('freecell');

interface Solved {
  readonly board: Board;
  readonly start: StartPosition;
  readonly rules: SolverRules;
  readonly path: CardMove[];
}

/** The fast search's card-level solution of deal n. */
function fastPath(variant: Variant, n: number): Solved {
  const board = dealBoard(variant, microsoftDeal(n));
  const start = readBoard(board);
  const rules = solverRules(variant, start.inGame, start.acesAlwaysHome);
  const outcome = runPortfolio(rules, start, false, PORTFOLIO, 1_000_000, 1 << 30, () => false);
  if (outcome.status !== 'solved') throw new Error(`deal ${n} not solved`);
  return { board, start, rules, path: outcome.path };
}

/** Whether the engine, given the path's moves, plays them all and wins (false for a path that cannot even be placed on the board). */
function engineWins(s: Solved, path: readonly CardMove[]): boolean {
  let moves;
  try {
    moves = toEngineMoves(s.board, s.rules, path);
  } catch {
    return false;
  }
  const { board: end, error } = applyMoves(s.board, moves);
  return error === null && isWon(end);
}

/** The path's engine moves (every move home written out). */
const engineLength = (s: Solved, path: readonly CardMove[]): number => toEngineMoves(s.board, s.rules, path).length;

describe('shortening a solution', () => {
  test('a card sent to a cell and straight back onto the card it lay on (a loop) is taken out', () => {
    const s = fastPath(freecell, 1);
    // the first step where a column's top card lies on a card that takes it, with a free cell: send it there and back
    for (let i = 0; i < s.path.length; i++) {
      for (let k = 0; k < 8; k++) {
        const prefix = s.path.slice(0, i);
        const board = applyMoves(s.board, toEngineMoves(s.board, s.rules, prefix)).board;
        const column = board.column(k);
        if (column.length < 2 || board.cell(3) >= 0) continue;
        const [under, top] = [column[column.length - 2]!, column[column.length - 1]!];
        if (s.rules.stack[top * 52 + under] !== 1) continue;
        const detour = [...prefix, cardMove(top, TO_CELL), cardMove(top, ONTO_CARD, under), ...s.path.slice(i)];
        expect(engineWins(s, detour)).toBe(true);
        const shorter = new Shortener(s.rules).shorten(s.start, detour, 1);
        expect(engineWins(s, shorter)).toBe(true);
        expect(movesNotHome(shorter)).toBeLessThanOrEqual(movesNotHome(s.path));
        expect(engineLength(s, shorter)).toBeLessThanOrEqual(engineLength(s, detour) - 2);
        return;
      }
    }
    throw new Error('no place for the detour');
  });

  test('a card sent to a cell a few moves before it goes onto a column is merged with that move', () => {
    const s = fastPath(freecell, 3);
    let tried = 0;
    // the path's moves of a top card onto a card; the same card sent to a cell up to four moves earlier
    for (let j = 0; j < s.path.length; j++) {
      const d = s.path[j]!;
      if (cardMoveKind(d) !== ONTO_CARD) continue;
      for (let i = Math.max(0, j - 4); i < j - 1; i++) {
        const prefix = s.path.slice(0, i);
        const board = applyMoves(s.board, toEngineMoves(s.board, s.rules, prefix)).board;
        // the card must be a column's top there (a move to a cell takes the top card)
        if (![0, 1, 2, 3, 4, 5, 6, 7].some((k) => board.column(k).at(-1) === movedCard(d))) continue;
        const detour = [...prefix, cardMove(movedCard(d), TO_CELL), ...s.path.slice(i)];
        if (!engineWins(s, detour)) continue;
        tried++;
        const merged = new Shortener(s.rules).shorten(s.start, detour, 1);
        expect(engineWins(s, merged)).toBe(true);
        expect(movesNotHome(merged)).toBeLessThanOrEqual(movesNotHome(s.path));
      }
    }
    expect(tried).toBeGreaterThan(0);
  });

  test.each([
    ['freecell', [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 287, 617, 11981]],
    ['bakers', [1, 2, 3, 4, 5]],
    ['seahaven', [1, 2, 3, 4, 5]],
    ['eight-off', [1, 2, 3]],
    ['relaxed-freecell', [1, 2, 3]],
  ] as const)('%s: the fast search\'s solutions of deals %j, shortened at depth 1 and 2, win through the engine and are never longer', (id, deals) => {
    const variant = findVariant(id);
    for (const n of deals) {
      const s = fastPath(variant, n);
      const shortener = new Shortener(s.rules);
      for (const depth of [1, 2] as const) {
        const shorter = shortener.shorten(s.start, s.path, depth);
        expect(engineWins(s, shorter)).toBe(true);
        expect(movesNotHome(shorter)).toBeLessThanOrEqual(movesNotHome(s.path));
        expect(engineLength(s, shorter)).toBe(movesNotHome(shorter) + 52);
      }
    }
  });

  test("a beam's solution, shortened at depth 2, wins through the engine and is never longer", () => {
    for (const n of [1, 2, 3]) {
      const board = dealBoard(freecell, microsoftDeal(n));
      const start = readBoard(board);
      const rules = solverRules(freecell, start.inGame, start.acesAlwaysHome);
      const beam = runShort(rules, start, { widths: [500], maxDepth: 400, maxStates: 4_000_000, maxBytes: 1 << 30 }, () => false);
      if (beam.status !== 'solved') throw new Error('not solved');
      const s = { board, start, rules, path: beam.path };
      const shorter = new Shortener(rules).shorten(start, beam.path, 2);
      expect(engineWins(s, shorter)).toBe(true);
      expect(movesNotHome(shorter)).toBeLessThanOrEqual(movesNotHome(beam.path));
    }
  });
});
