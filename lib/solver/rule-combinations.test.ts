// Every search mode under every combination of rules, on small positions, against an exhaustive search over the engine's own moves; the game's autoplay and its "lost" against the same search.

import {
  type Card,
  type Variant,
  BUILD_RULES,
  Board,
  EMPTY_COLUMN_RULES,
  SEQUENCE_MOVES,
  applyMove,
  applyMoves,
  findVariant,
  isLost,
  isWon,
  legalMoves,
  nextAutoplayMove,
  refineVariant,
} from '../core';
import { type SolveResult, solve, solveToVerdict } from '.';
import { proveBoard } from './prover';

/** A small deterministic generator (the positions are the same on every run). */
function lcg(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 4294967296;
  };
}

/** The board's layout with columns and cells in sorted order: the engine's rules treat columns alike, and cells alike. */
function symmetricKey(board: Board): string {
  const v = board.variant;
  const cols: string[] = [];
  for (let i = 0; i < v.columns; i++) cols.push(board.column(i).join('.'));
  const cells: number[] = [];
  for (let i = 0; i < v.cells; i++) cells.push(board.cell(i));
  return `${cols.sort().join('/')}|${cells.sort((a, b) => a - b).join('.')}`;
}

/**
 * The reference verdict: a depth-first search over the engine's legalMoves
 * and applyMove, no autoplay and no pruning, positions told apart only up to
 * the order of columns and cells. Null when it stores `limit` positions first.
 */
function referenceWinnable(board: Board, limit: number): boolean | null {
  if (isWon(board)) return true;
  const seen = new Set<string>([symmetricKey(board)]);
  const stack = [board];
  while (stack.length > 0) {
    const b = stack.pop()!;
    // the moves home last onto the stack, so tried first: a won game is found sooner (the order prunes nothing)
    const moves = legalMoves(b);
    for (const m of [...moves.filter((x) => x.to.kind !== 'foundation'), ...moves.filter((x) => x.to.kind === 'foundation')]) {
      const c = applyMove(b, m);
      if (isWon(c)) return true;
      const k = symmetricKey(c);
      if (seen.has(k)) continue;
      if (seen.size >= limit) return null;
      seen.add(k);
      stack.push(c);
    }
  }
  return false;
}

/**
 * A random position of a partial pack: each suit from its Ace up to some
 * rank (a few up to the King), its lowest cards possibly home already, the
 * cards in play (from `min` to `max`) put in some cells and at random in the
 * columns; now and then one card in play is left out (a board that cannot be
 * won, which the solver sees without searching).
 */
function randomPosition(variant: Variant, random: () => number, min: number, max: number): Board {
  for (;;) {
    const top = [0, 0, 0, 0];
    const home = [0, 0, 0, 0];
    for (let s = 0; s < 4; s++) {
      top[s] = random() < 0.2 ? 13 - Math.floor(random() * 4) : Math.floor(random() * 8);
      home[s] = random() < 0.5 ? 0 : Math.floor(random() * (top[s]! + 1));
    }
    const inPlay: Card[] = [];
    for (let s = 0; s < 4; s++) for (let r = home[s]! + 1; r <= top[s]!; r++) inPlay.push((r - 1) * 4 + s);
    if (inPlay.length < min || inPlay.length > max) continue;
    if (random() < 0.05) inPlay.splice(Math.floor(random() * inPlay.length), 1);
    for (let i = inPlay.length - 1; i > 0; i--) {
      const j = Math.floor(random() * (i + 1));
      [inPlay[i], inPlay[j]] = [inPlay[j]!, inPlay[i]!];
    }
    const piles: Card[][] = Array.from({ length: variant.columns + variant.cells + 4 }, () => []);
    const inCells = Math.min(Math.floor(random() * (variant.cells + 1)), inPlay.length);
    inPlay.forEach((c, i) => piles[i < inCells ? variant.columns + i : Math.floor(random() * variant.columns)]!.push(c));
    let f = variant.columns + variant.cells;
    for (let s = 0; s < 4; s++) if (home[s]! > 0) piles[f++]!.push(...Array.from({ length: home[s]! }, (_, r) => r * 4 + s));
    return Board.fromPiles(variant, piles);
  }
}

/** Each search's position limit here: a verdict past it is a give-up, which claims nothing. */
const CAP = 10_000;

/** Every way the program asks the solver for a verdict. */
const MODES: [string, (board: Board) => SolveResult][] = [
  ['fast', (b) => solve(b, { maxStates: CAP })],
  ['exact', (b) => solve(b, { mode: 'exact', maxStates: CAP })],
  ['short', (b) => solve(b, { mode: 'short', maxStates: CAP })],
  ['prover', (b) => proveBoard(b, { maxStates: CAP })],
  ['fast then exact', (b) => solveToVerdict(b, { maxStates: CAP })],
  ['short then exact', (b) => solveToVerdict(b, { mode: 'short', maxStates: CAP })],
  // the game's status line and hints (advisor.ts): a small budget, no escalation
  ['status budget', (b) => solveToVerdict(b, { maxStates: 4_000, escalate: false })],
  ['tiny budget', (b) => solveToVerdict(b, { maxStates: 40 })],
];

/** The board after every move the game's autoplay makes on it. */
function withAutoplay(board: Board): Board {
  let after = board;
  for (let next = nextAutoplayMove(after); next; next = nextAutoplayMove(after)) after = applyMove(after, next);
  return after;
}

/** How a position's piles read in a failure message, to rebuild it with Board.fromPiles. */
function pilesOf(board: Board): Card[][] {
  const v = board.variant;
  return [
    ...Array.from({ length: v.columns }, (_, i) => board.column(i)),
    ...Array.from({ length: v.cells }, (_, i) => (board.cell(i) < 0 ? [] : [board.cell(i)])),
    ...Array.from({ length: 4 }, (_, i) => board.cards({ kind: 'foundation', index: i })),
  ];
}

describe('verdicts under every combination of rules agree with an exhaustive search over the engine\'s moves', () => {
  const freecell = findVariant('freecell');
  test.each(BUILD_RULES.map((b) => [b]))('built by %s: every empty-column rule, sequence rule, 0 to 3 cells, Aces home only or not', (buildBy) => {
    const random = lcg(BUILD_RULES.indexOf(buildBy) + 1);
    const disagreements: string[] = [];
    const verdicts = { won: 0, lost: 0, skipped: 0, answers: 0 };
    for (const emptyColumn of EMPTY_COLUMN_RULES) {
      for (const sequenceMoves of SEQUENCE_MOVES) {
        for (const acesToFoundationOnly of [false, true]) {
          for (let cells = 0; cells <= 3; cells++) {
            const columns = buildBy === 'any' ? 4 + Math.floor(random() * 2) : random() < 0.15 ? 8 + Math.floor(random() * 3) : 4 + Math.floor(random() * 3);
            const variant = refineVariant(freecell, { buildBy, emptyColumn, sequenceMoves, acesToFoundationOnly, cells, columns });
            // any card on any card: every arrangement is reachable, so only tiny positions can be searched through
            const board = buildBy === 'any' ? randomPosition(variant, random, 6, 7) : randomPosition(variant, random, 8, random() < 0.15 ? 16 : 12);
            const winnable = referenceWinnable(board, 1_500);
            if (winnable === null) {
              verdicts.skipped++;
              continue;
            }
            verdicts[winnable ? 'won' : 'lost']++;
            const where = `${JSON.stringify({ emptyColumn, sequenceMoves, acesToFoundationOnly, cells, columns })} ${JSON.stringify(pilesOf(board))}`;
            for (const [mode, run] of MODES) {
              const result = run(board);
              if (result.status !== 'gave-up') verdicts.answers++;
              if (result.status === 'unwinnable' && winnable) disagreements.push(`${mode}: unwinnable, but it can be won: ${where}`);
              if (result.status === 'solved') {
                if (!winnable) disagreements.push(`${mode}: solved, but it cannot be won: ${where}`);
                const { board: end, error } = applyMoves(board, result.moves);
                if (error !== null || !isWon(end)) disagreements.push(`${mode}: its solution does not win: ${where}`);
              }
            }
            if (isLost(board) && winnable) disagreements.push(`isLost, but it can be won: ${where}`);
            if (winnable && referenceWinnable(withAutoplay(board), 1_500) === false) disagreements.push(`autoplay loses it: ${where}`);
          }
        }
      }
    }
    expect(disagreements).toEqual([]);
    // most positions are searched through, both verdicts come up, and the modes mostly answer within their limits
    expect(verdicts.skipped).toBeLessThan(10);
    expect(verdicts.answers).toBeGreaterThan(0.9 * MODES.length * (verdicts.won + verdicts.lost));
    expect(verdicts.won).toBeGreaterThan(20);
    expect(verdicts.lost).toBeGreaterThan(buildBy === 'any' ? 2 : 8);
  });
});
