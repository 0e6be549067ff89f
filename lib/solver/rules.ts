// The solver's view of the rules and of a board: a variant's lookup tables (derived once from the engine's rules), the board read once, and boards that can never be won seen without searching.

import { type Board, type Variant, PACK_SIZE, canStack, capacity, rankOf, suitOf } from '../core';

/** What may fill an empty column, as a small number: 0 any card, 1 Kings only, 2 nothing. */
export type EmptyRule = 0 | 1 | 2;

/**
 * Everything the search needs to know about the rules, as flat tables.
 * `stack[c * 52 + d]` is 1 when card c may be built on card d (from the
 * engine's canStack, so a new build rule needs no change here).
 */
export interface SolverRules {
  readonly columns: number;
  readonly cells: number;
  readonly foundations: number;
  readonly emptyRule: EmptyRule;
  /** An Ace may only go to a foundation. */
  readonly acesHomeOnly: boolean;
  /** stack[c * 52 + d] implies rank(d) = rank(c) + 1. */
  readonly rankBuilt: boolean;
  readonly stack: Uint8Array;
  /**
   * Safe autoplay: card c may go home for free when every card listed in
   * safeList[safeStart[c] .. safeStart[c + 1]) is already home. The list holds
   * the cards that could ever be built on c (cards not in the game left out,
   * and Aces left out when every Ace can always reach an empty foundation).
   */
  readonly safeStart: Int32Array;
  readonly safeList: Int8Array;
  /**
   * The engine's capacity formula as a table: capacityTable[f * (columns + 1) + e]
   * is the most cards one move may carry with f free cells and e empty
   * columns besides the destination (unlimited stored as 2^30).
   */
  readonly capacityTable: Int32Array;
  /**
   * Cards in cells may be settled (Position.settle): each card may be built
   * on one card only and take one card only, an Ace is not kept from cells,
   * and each free cell adds at least one card to every move's capacity (or
   * it is unlimited).
   * Then a card in a cell whose own successor lies on a column top is never
   * better off there: on its successor it leaves the cell free, and every
   * move its column could make still fits, carrying the card along.
   */
  readonly settles: boolean;
  /** The one card that card c may be built on, or -1 (meaningful when settles). */
  readonly successor: Int8Array;
  /** grounded[c] is 1 when no card of the game takes card c (a King under building by suit, or the highest card of a partial pack). */
  readonly grounded: Uint8Array;
}

const stackTables = new Map<string, Uint8Array>();

/** The 52 x 52 build table of a build rule (cached: it depends on nothing else). */
function stackTable(build: Variant['buildBy']): Uint8Array {
  let table = stackTables.get(build);
  if (!table) {
    table = new Uint8Array(PACK_SIZE * PACK_SIZE);
    for (let c = 0; c < PACK_SIZE; c++) for (let d = 0; d < PACK_SIZE; d++) if (canStack(c, d, build)) table[c * PACK_SIZE + d] = 1;
    stackTables.set(build, table);
  }
  return table;
}

function capacityTable(variant: Variant): Int32Array {
  const width = variant.columns + 1;
  const table = new Int32Array((variant.cells + 1) * width);
  for (let f = 0; f <= variant.cells; f++) {
    for (let e = 0; e <= variant.columns; e++) table[f * width + e] = Math.min(capacity(variant, f, e), 1 << 30);
  }
  return table;
}

const fullGameCache = new Map<string, SolverRules>();

/**
 * The tables for a board. `inGame[c]` is 1 for every card on the board
 * (columns, cells or foundations); partial packs leave the others out.
 */
export function solverRules(variant: Variant, inGame: Uint8Array, acesAlwaysHome: boolean): SolverRules {
  let full = true;
  for (let c = 0; c < PACK_SIZE; c++) if (!inGame[c]) full = false;
  const cacheKey = [
    variant.buildBy,
    variant.cells,
    variant.columns,
    variant.foundations,
    variant.emptyColumn,
    variant.sequenceMoves,
    variant.acesToFoundationOnly,
    acesAlwaysHome,
  ].join('/');
  if (full) {
    const cached = fullGameCache.get(cacheKey);
    if (cached) return cached;
  }
  const stack = stackTable(variant.buildBy);
  // An Ace never needs a card to rest on when it can always go home, unless something may be built on an Ace.
  let acesExempt = acesAlwaysHome;
  for (let ace = 0; ace < 4; ace++) for (let d = 0; d < PACK_SIZE; d++) if (stack[d * PACK_SIZE + ace]) acesExempt = false;
  let rankBuilt = true;
  for (let c = 0; c < PACK_SIZE; c++) for (let d = 0; d < PACK_SIZE; d++) if (stack[c * PACK_SIZE + d] && rankOf(d) !== rankOf(c) + 1) rankBuilt = false;
  const successor = new Int8Array(PACK_SIZE).fill(-1);
  const takes = new Uint8Array(PACK_SIZE);
  let single = true;
  for (let c = 0; c < PACK_SIZE; c++) {
    for (let d = 0; d < PACK_SIZE; d++) {
      if (!stack[c * PACK_SIZE + d]) continue;
      if (successor[c]! >= 0 || takes[d]) single = false;
      successor[c] = d;
      takes[d] = 1;
    }
  }
  const capacities = capacityTable(variant);
  const width = variant.columns + 1;
  let cellAddsOne = variant.cells > 0;
  for (let f = 0; f < variant.cells; f++) {
    for (let e = 0; e < width; e++) {
      const more = capacities[(f + 1) * width + e]!;
      // 2^30 stands for unlimited
      if (more < capacities[f * width + e]! + 1 && more < 1 << 30) cellAddsOne = false;
    }
  }
  const grounded = new Uint8Array(PACK_SIZE).fill(1);
  for (let c = 0; c < PACK_SIZE; c++) for (let d = 0; d < PACK_SIZE; d++) if (inGame[d] && stack[c * PACK_SIZE + d]) grounded[c] = 0;
  const safeStart = new Int32Array(PACK_SIZE + 1);
  const list: number[] = [];
  for (let c = 0; c < PACK_SIZE; c++) {
    safeStart[c] = list.length;
    for (let y = 0; y < PACK_SIZE; y++) {
      if (y === c || !inGame[y] || !stack[y * PACK_SIZE + c]) continue;
      if (acesExempt && rankOf(y) === 1) continue;
      list.push(y);
    }
  }
  safeStart[PACK_SIZE] = list.length;
  const rules: SolverRules = {
    columns: variant.columns,
    cells: variant.cells,
    foundations: variant.foundations,
    emptyRule: variant.emptyColumn === 'any' ? 0 : variant.emptyColumn === 'kings' ? 1 : 2,
    acesHomeOnly: variant.acesToFoundationOnly === true,
    rankBuilt,
    stack,
    safeStart,
    safeList: Int8Array.from(list),
    capacityTable: capacities,
    settles: single && cellAddsOne && variant.acesToFoundationOnly !== true,
    successor,
    grounded,
  };
  if (full) fullGameCache.set(cacheKey, rules);
  return rules;
}

/** What the search starts from: the cards of a board, read once. */
export interface StartPosition {
  readonly columns: number[][];
  readonly cells: number[];
  /** Rank on the foundation of each suit (0 = none). */
  readonly found: number[];
  readonly inGame: Uint8Array;
  /** A reason the position can never be won, found without searching, or null. */
  readonly hopeless: HopelessReason | null;
  /** Every Ace still to come can always reach an empty foundation. */
  readonly acesAlwaysHome: boolean;
}

/**
 * Why a board can never be won, seen without searching: two foundations
 * hold one suit; a card below a card in play (of its suit, above its
 * foundation) is not in the game; more suits must start a foundation than
 * there are empty foundations.
 */
export type HopelessReason =
  | { readonly kind: 'suit-twice' }
  | { readonly kind: 'card-missing'; readonly card: number }
  | { readonly kind: 'too-many-suits'; readonly suits: number; readonly foundations: number };

/** Why a board can never be won, seen without searching (see HopelessReason), or null when only a search can tell. */
export function hopelessReason(board: Board): HopelessReason | null {
  return readBoard(board).hopeless;
}

/** Reads a board for the solver. */
export function readBoard(board: Board): StartPosition {
  const v = board.variant;
  const inGame = new Uint8Array(PACK_SIZE);
  const columns: number[][] = [];
  for (let i = 0; i < v.columns; i++) {
    const col = board.column(i);
    columns.push(col);
    for (const c of col) inGame[c] = 1;
  }
  const cells: number[] = [];
  for (let i = 0; i < v.cells; i++) {
    const c = board.cell(i);
    if (c >= 0) {
      cells.push(c);
      inGame[c] = 1;
    }
  }
  const found = [0, 0, 0, 0];
  let emptyFoundations = 0;
  let hopeless: HopelessReason | null = null;
  for (let i = 0; i < v.foundations; i++) {
    const p = { kind: 'foundation' as const, index: i };
    const n = board.size(p);
    if (n === 0) {
      emptyFoundations++;
      continue;
    }
    for (let j = 0; j < n; j++) inGame[board.at(p, j)] = 1;
    const top = board.top(p);
    const s = suitOf(top);
    if (found[s]! > 0) hopeless = { kind: 'suit-twice' };
    found[s] = Math.max(found[s]!, rankOf(top));
  }
  // Every card still in play needs every lower card of its suit to reach the foundation first.
  const inPlay = new Uint8Array(PACK_SIZE);
  for (const col of columns) for (const c of col) inPlay[c] = 1;
  for (const c of cells) inPlay[c] = 1;
  let suitsToStart = 0;
  for (let s = 0; s < 4; s++) {
    let highest = 0;
    for (let c = s; c < PACK_SIZE; c += 4) if (inPlay[c]) highest = rankOf(c);
    if (highest === 0) continue;
    for (let r = found[s]! + 1; r <= highest; r++) {
      if (!inPlay[(r - 1) * 4 + s]) hopeless ??= { kind: 'card-missing', card: (r - 1) * 4 + s };
    }
    if (found[s] === 0) suitsToStart++;
  }
  if (suitsToStart > emptyFoundations) hopeless ??= { kind: 'too-many-suits', suits: suitsToStart, foundations: emptyFoundations };
  return { columns, cells, found, inGame, hopeless, acesAlwaysHome: suitsToStart <= emptyFoundations };
}
