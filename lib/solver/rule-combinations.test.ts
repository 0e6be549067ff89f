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
import { lcg, symmetricKey } from './test-boards';

/** A position's whole game graph by the engine's rules: every position reachable from it, and each one's children. */
interface GameGraph {
  readonly boards: Board[];
  readonly children: number[][];
  /** Whether some sequence of legal moves wins from each position. */
  readonly winnable: boolean[];
  /** Each position's index by its symmetricKey. */
  readonly index: Map<string, number>;
}

/**
 * The reference: every position reachable from `board` by the engine's
 * legalMoves and applyMove (no autoplay, no pruning; positions told apart
 * only up to the order of columns and cells), and which of them can be won
 * (a won position, or one with a child that can be won). Null past `limit`
 * positions.
 */
function gameGraph(board: Board, limit: number): GameGraph | null {
  const boards = [board];
  const children: number[][] = [[]];
  const index = new Map<string, number>([[symmetricKey(board), 0]]);
  for (let i = 0; i < boards.length; i++) {
    if (isWon(boards[i]!)) continue;
    for (const m of legalMoves(boards[i]!)) {
      const next = applyMove(boards[i]!, m);
      const key = symmetricKey(next);
      let j = index.get(key);
      if (j === undefined) {
        if (boards.length >= limit) return null;
        j = boards.length;
        index.set(key, j);
        boards.push(next);
        children.push([]);
      }
      children[i]!.push(j);
    }
  }
  const winnable = boards.map((b) => isWon(b));
  for (let changed = true; changed; ) {
    changed = false;
    for (let i = 0; i < boards.length; i++) {
      if (!winnable[i] && children[i]!.some((j) => winnable[j])) winnable[i] = changed = true;
    }
  }
  return { boards, children, winnable, index };
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

describe('verdicts under every combination of rules agree with the whole game graph by the engine\'s moves', () => {
  const freecell = findVariant('freecell');
  test.each(BUILD_RULES.map((b) => [b]))('built by %s: every empty-column rule, sequence rule and Aces rule, 0 to 3 cells', (buildBy) => {
    const random = lcg(BUILD_RULES.indexOf(buildBy) + 1);
    const disagreements: string[] = [];
    const counts = { graphs: 0, tooBig: 0, won: 0, lost: 0, answers: 0 };
    for (const emptyColumn of EMPTY_COLUMN_RULES) {
      SEQUENCE_MOVES.forEach((sequenceMoves, m) => {
        for (const acesToFoundationOnly of [false, true]) {
          for (let k = 0; k < 2; k++) {
            const cells = (m + k + (acesToFoundationOnly ? 2 : 0)) % 4;
            const columns = buildBy === 'any' ? 4 : 4 + Math.floor(random() * 3);
            const variant = refineVariant(freecell, { buildBy, emptyColumn, sequenceMoves, acesToFoundationOnly, cells, columns });
            // any card on any card: every arrangement is reachable, so only tiny positions can be searched through
            const graph = buildBy === 'any' ? gameGraph(randomPosition(variant, random, 5, 5), 400) : gameGraph(randomPosition(variant, random, 7, 9), 500);
            if (graph === null) {
              counts.tooBig++;
              continue;
            }
            counts.graphs++;
            // the positions that matter most: winnable ones with a losing move, and lost ones with a move left; then two others
            const critical: number[] = [];
            const others: number[] = [];
            graph.boards.forEach((b, i) => {
              if (isWon(b)) return;
              const children = graph.children[i]!;
              (graph.winnable[i] ? children.some((j) => !graph.winnable[j]) : children.length > 0) ? critical.push(i) : others.push(i);
            });
            const pick = (from: number[]): number | undefined => from.splice(Math.floor(random() * from.length), 1)[0];
            const picked = [...[1, 2, 3, 4, 5, 6].map(() => pick(critical)), pick(others), pick(others)];
            for (const i of picked) {
              if (i === undefined) continue;
              const board = graph.boards[i]!;
              const winnable = graph.winnable[i]!;
              counts[winnable ? 'won' : 'lost']++;
              const where = `${JSON.stringify({ emptyColumn, sequenceMoves, acesToFoundationOnly, cells, columns })} ${JSON.stringify(pilesOf(board))}`;
              for (const [mode, run] of MODES) {
                const result = run(board);
                if (result.status !== 'gave-up') counts.answers++;
                if (result.status === 'unwinnable' && winnable) disagreements.push(`${mode}: unwinnable, but it can be won: ${where}`);
                if (result.status === 'solved') {
                  if (!winnable) disagreements.push(`${mode}: solved, but it cannot be won: ${where}`);
                  const { board: end, error } = applyMoves(board, result.moves);
                  if (error !== null || !isWon(end)) disagreements.push(`${mode}: its solution does not win: ${where}`);
                }
              }
              if (isLost(board) && winnable) disagreements.push(`isLost, but it can be won: ${where}`);
              // autoplay's moves are legal moves: the position after them is in the graph
              if (winnable && !graph.winnable[graph.index.get(symmetricKey(withAutoplay(board)))!]) disagreements.push(`autoplay loses it: ${where}`);
            }
          }
        }
      });
    }
    expect(disagreements).toEqual([]);
    // most graphs are small enough, both verdicts come up, and the modes mostly answer within their limits
    expect(counts.graphs).toBeGreaterThanOrEqual(15);
    expect(counts.won).toBeGreaterThanOrEqual(30);
    expect(counts.lost).toBeGreaterThanOrEqual(25);
    expect(counts.answers).toBeGreaterThan(0.9 * MODES.length * (counts.won + counts.lost));
  });
});

describe('positions that each need a move or a card a plausible pruning would lose', () => {
  const freecell = findVariant('freecell');
  // cards are (rank - 1) * 4 + suit, suits clubs, diamonds, hearts, spades
  const card = (rank: number, suit: number): Card => (rank - 1) * 4 + suit;
  const cases: [string, Partial<Variant>, Card[][]][] = [
    [
      // 3D goes from its cell into the empty column, 2S onto it, 2C into the cell: the only way to reach AD
      'a card from a cell into an empty column',
      { cells: 1, columns: 4, sequenceMoves: 'single' },
      [[card(2, 1), card(1, 3), card(1, 0), card(1, 1), card(2, 0), card(2, 3)], [], [card(3, 0)], [card(3, 3)], [card(3, 1)], [], [], [], []],
    ],
    [
      // settling cells under single-card moves (which the solver does not do) loses this one
      'a card that lies on its successor put into a cell alone, under single-card moves',
      { buildBy: 'suit', emptyColumn: 'kings', sequenceMoves: 'single', cells: 3, columns: 5 },
      [[], [14, 26, 22], [34, 38], [], [18], [30], [42], [], [0, 4, 8, 12, 16, 20], [2, 6, 10], [1, 5], []],
    ],
    [
      'part of a run moved off its column',
      { buildBy: 'suit', sequenceMoves: 'single', cells: 0, columns: 5, acesToFoundationOnly: true },
      [[4, 20, 16], [12, 0], [21, 18, 8], [25], [22], [1, 5, 9, 13, 17], [2, 6, 10, 14], [3, 7, 11], []],
    ],
    [
      // the game's autoplay once sent KC home here (clubs to the Queen home), and the game was lost
      'a King that must go into an empty column to be built on, when any card builds on any',
      { buildBy: 'any', emptyColumn: 'kings', sequenceMoves: 'free-space', cells: 1, columns: 4, acesToFoundationOnly: true },
      [[], [], [], [1, 6, 10, 48], [5], [0, 4, 8, 12, 16, 20, 24, 28, 32, 36, 40, 44], [2], [], []],
    ],
  ];
  test.each(cases)('%s: every mode wins it, and autoplay keeps it winnable', (_name, rules, piles) => {
    const board = Board.fromPiles(refineVariant(freecell, rules), piles);
    const graph = gameGraph(board, 20_000)!;
    expect(graph.winnable[0]).toBe(true);
    for (const [mode, run] of MODES.filter(([m]) => m !== 'tiny budget')) {
      const result = run(board);
      expect([mode, result.status]).toEqual([mode, 'solved']);
      if (result.status === 'solved') expect(isWon(applyMoves(board, result.moves).board)).toBe(true);
    }
    expect(graph.winnable[graph.index.get(symmetricKey(withAutoplay(board)))!]).toBe(true);
  });
});
